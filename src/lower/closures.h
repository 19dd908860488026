// Pass 3 of lowering: closure analysis (julia-syntax.scm `analyze-variables`
// and the capture rules of `closure-convert`). Decides which captured
// variables live in a Core.Box and gathers the captures of local functions.
//
// A captured variable is copied into the closure's field when its value can
// no longer change after the closure exists: a static parameter, an argument
// that is never assigned, or a local assigned exactly once, outside any
// loop that does not also re-create the variable, where that assignment
// runs before every creation of a closure that captures it (it dominates
// the creation: same or enclosing conditional region, earlier in evaluation
// order). Every other captured variable is boxed, in particular one that is
// assigned inside a closure or assigned after being captured (Julia manual,
// "Scope of Variables": closures capture variables, not values).
#ifndef KILN_LOWER_CLOSURES_H_
#define KILN_LOWER_CLOSURES_H_

#include <unordered_map>
#include <vector>

#include "lower/core.h"
#include "lower/scope.h"

namespace kiln::lower {

struct ClosureInfo {
  // Per local function (keyed by its VarId index): the union of the
  // captures of all its methods, in first-use order.
  std::unordered_map<uint32_t, std::vector<VarId>> local_function_captures;
};

// Sets VarInfo::boxed in `scopes`.
ClosureInfo AnalyzeClosures(const CoreTree& tree, ScopeInfo& scopes);

}  // namespace kiln::lower

#endif  // KILN_LOWER_CLOSURES_H_
