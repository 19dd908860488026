// The Unicode general category of a code point (Julia's Unicode.category_abbrev),
// from utf8proc (the library Julia uses).
#ifndef KILN_RUNTIME_UNICODE_CATEGORY_H_
#define KILN_RUNTIME_UNICODE_CATEGORY_H_

#include <cstdint>
#include <string_view>

namespace kiln::runtime {

// The two-letter abbreviation ("Lu", "Nd", "Cn" …); "Cn" beyond U+10FFFF.
std::string_view UnicodeCategory(uint32_t cp);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_UNICODE_CATEGORY_H_
