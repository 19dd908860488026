#include "runtime/unicode_category.h"

#include <utf8proc.h>

namespace kiln::runtime {

std::string_view UnicodeCategory(uint32_t cp) {
  if (cp > 0x10ffff) return "Cn";
  return utf8proc_category_string(static_cast<utf8proc_int32_t>(cp));
}

}  // namespace kiln::runtime
