// The built-in macros, by name (builtin_macros.h).
#include "lower/builtin_macros.h"

#include <array>

namespace kiln::lower {
namespace {

constexpr std::array kNames = {
#define BUILTIN_MACRO(id, name) std::string_view(name),
#include "lower/builtin_macros.def"
#undef BUILTIN_MACRO
};

}  // namespace

std::optional<BuiltinMacro> FindBuiltinMacro(std::string_view name) {
  for (size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == name) return static_cast<BuiltinMacro>(i);
  }
  return std::nullopt;
}

}  // namespace kiln::lower
