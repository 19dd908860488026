// The macros a file defines (Julia manual, "Metaprogramming" > "Macros"),
// expanded before desugaring.
//
// Kiln expands a user macro by substitution: a macro whose body is one quoted
// expression (`quote ... end`, `:(...)`, or `esc(...)` of one) is a template;
// a call `@m(a, b)` copies the template with `$x` / `$(esc(x))` replaced by
// the argument's syntax, `$(xs...)` spliced, and `$(string(x))` replaced by
// the argument's text. Hygiene follows Julia's rule for the template's own
// code: every name the template assigns (outside escaped parts) is renamed
// to a fresh one (`#x#m1`), so it cannot clash with the caller's variables.
//
// The expansion depends only on the file's own text, so the IR cache needs
// no other key. What the substitution cannot express (a body that computes
// its result, an interpolated expression other than the forms above, a
// macro from another file) becomes an `Unsupported` node: the call throws an
// ErrorException naming it when it runs, and the rest of the file runs.
#ifndef KILN_LOWER_USER_MACROS_H_
#define KILN_LOWER_USER_MACROS_H_

#include <optional>

#include "parse/tree.h"

namespace kiln::lower {

// The tree with every call of a macro the file defines expanded, and the
// definitions themselves replaced by `nothing`; nullopt if the file defines
// no macro (the tree is used as it is).
std::optional<parse::Tree> ExpandUserMacros(const parse::Tree& tree);

}  // namespace kiln::lower

#endif  // KILN_LOWER_USER_MACROS_H_
