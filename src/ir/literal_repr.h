// Julia's `repr` of literal values, for every printer of source-level values
// (the IR printer, lowering's unparse): shortest round-trip floats in Julia's
// layout, and strings and chars escaped as Julia shows them.
#ifndef KILN_IR_LITERAL_REPR_H_
#define KILN_IR_LITERAL_REPR_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace kiln::ir {

// Julia's escape_string(io, text, esc): backslash-escapes the characters in
// `esc`, backslash itself and non-printable ASCII; appends to `out`.
void EscapeString(std::string& out, std::string_view text, std::string_view esc);

std::string FloatRepr(double value);          // 1.0, 1.0e20, -0.0, NaN, Inf
std::string StringRepr(std::string_view text);  // "a\"b$" -> "\"a\\\"b\$\""
std::string CharRepr(uint32_t code_point);      // 'a', '\n', '\''

}  // namespace kiln::ir

#endif  // KILN_IR_LITERAL_REPR_H_
