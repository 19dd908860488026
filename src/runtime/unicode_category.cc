#include "runtime/unicode_category.h"

#include <algorithm>
#include <iterator>

namespace kiln::runtime {
namespace {

struct CategoryRun {
  uint32_t first;
  char abbrev[3];
};

constexpr CategoryRun kRuns[] = {
#define UCAT(first, cat) {first, #cat},
#include "runtime/unicode_categories.def"
#undef UCAT
};

}  // namespace

std::string_view UnicodeCategory(uint32_t cp) {
  if (cp > 0x10ffff) return "Cn";
  // The last run starting at or before cp.
  const CategoryRun* it =
      std::upper_bound(std::begin(kRuns), std::end(kRuns), cp,
                       [](uint32_t c, const CategoryRun& run) { return c < run.first; });
  return std::string_view(std::prev(it)->abbrev, 2);
}

}  // namespace kiln::runtime
