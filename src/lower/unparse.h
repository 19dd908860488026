// Prints a syntax tree the way Julia prints the equivalent `Expr`
// (base/show.jl `show_unquoted`): `a + b`, `f(x, y)`, `x[1]`, `!(isempty(v))`,
// `(a - b) - c`, `[x for x = xs]`. The built-in macros use it for the text of
// @show, @assert and @test.
#ifndef KILN_LOWER_UNPARSE_H_
#define KILN_LOWER_UNPARSE_H_

#include <string>
#include <string_view>

#include "parse/tree.h"

#include "ir/literal_repr.h"

namespace kiln::lower {

// Julia's `sprint(show_unquoted, ex)` (prec 0, used by @show and @assert);
// `print(ex)` uses prec -1 (used by @test's "Expression:").
std::string Unparse(const parse::Tree& tree, parse::NodeId node, int prec = 0);

// Julia's operator precedence (Base.operator_precedence): 0 for
// non-operators, 1 for assignment ... 17 for `.`; dotted operators like `.+`
// have the precedence of the operator (operators.cc).
int OperatorPrecedence(std::string_view op);
bool IsUnaryOperator(std::string_view op);  // + - ! ¬ ~ <: >: √ ∛ ∜

// Julia's `repr` of literals (ir/literal_repr.h).
using ir::EscapeString;
using ir::FloatRepr;
using ir::StringRepr;

}  // namespace kiln::lower

#endif  // KILN_LOWER_UNPARSE_H_
