// The built-in macros (builtin_macros.def), by name.
#ifndef KILN_LOWER_BUILTIN_MACROS_H_
#define KILN_LOWER_BUILTIN_MACROS_H_

#include <cstdint>
#include <optional>
#include <string_view>

namespace kiln::lower {

enum class BuiltinMacro : uint8_t {
#define BUILTIN_MACRO(id, name) k##id,
#include "lower/builtin_macros.def"
#undef BUILTIN_MACRO
};

// The built-in macro called `name` ("@inbounds"), if it is one.
std::optional<BuiltinMacro> FindBuiltinMacro(std::string_view name);

}  // namespace kiln::lower

#endif  // KILN_LOWER_BUILTIN_MACROS_H_
