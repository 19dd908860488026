// Lowering: syntax tree (parse/tree.h) -> module IR (ir/module_ir.h).
//
// This is Julia's lowering (julia-syntax.scm) for Kiln's subset, in four
// passes over a flat core tree (core.h):
//   1. desugaring, including the built-in macros (desugar*.cc, macros.cc);
//   2. scope resolution (scope.cc): which names are locals of which function,
//      following the manual's "Scope of Variables";
//   3. closure analysis (closures.cc): captured variables and boxes;
//   4. linearization (linearize*.cc): CodeInfo-style bodies, one per method,
//      plus each module's top-level thunk.
// docs/lowering.md specifies every desugaring and the functions lowering
// calls.
//
// Errors in the user's program are reported to the sink with locations;
// lowering continues where it can and always returns IR that passes
// ir::VerifyModule (parts with errors lower to `throw` of an ErrorException
// naming the problem, so the returned IR is still structurally valid).
#ifndef KILN_LOWER_LOWER_H_
#define KILN_LOWER_LOWER_H_

#include <string>

#include "ir/module_ir.h"
#include "parse/parse.h"
#include "parse/tree.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::lower {

struct LowerOptions {
  std::string module_name = "Main";  // the file's top-level module
  bool implicit_using_base = true;   // `using Base` in every module (false for Base itself)
  std::string file_path;             // relative to the package; ModuleIr::file
};

// REQUIRES: `tree` was parsed from `buffer`.
ir::FileIr Lower(const parse::Tree& tree, const source::SourceBuffer& buffer,
                 source::DiagnosticSink& sink, const LowerOptions& options);

// The deepest syntax tree Lower accepts (the passes recurse over the tree);
// the parser already bounds trees to this depth.
inline constexpr int kMaxLowerDepth = parse::kMaxTreeDepth;
// The deepest desugared tree the later passes (scopes, closures,
// linearization) accept; they recurse over it. Desugaring keeps flat syntax
// flat, so only constructs that nest by meaning (a `for` with many
// iteration specifications, a `let` with many bindings) approach it.
inline constexpr int kMaxCoreDepth = 8 * parse::kMaxTreeDepth;

}  // namespace kiln::lower

#endif  // KILN_LOWER_LOWER_H_
