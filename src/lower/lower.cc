#include "lower/lower.h"

#include <algorithm>
#include <vector>

#include "base/check.h"
#include "ir/verifier.h"
#include "lower/closures.h"
#include "lower/core.h"
#include "lower/desugar.h"
#include "lower/linearize.h"
#include "lower/scope.h"
#include "lower/user_macros.h"

namespace kiln::lower {
namespace {

// The depth of the syntax tree, without recursion (the passes recurse, so
// the input must be bounded first).
int TreeDepth(const parse::Tree& tree) {
  if (!tree.root().has_value()) return 0;
  int deepest = 0;
  std::vector<std::pair<parse::NodeId, int>> stack{{tree.root(), 1}};
  while (!stack.empty()) {
    auto [n, depth] = stack.back();
    stack.pop_back();
    deepest = std::max(deepest, depth);
    if (deepest > kMaxLowerDepth) break;
    for (parse::NodeId c : tree.children(n)) stack.emplace_back(c, depth + 1);
  }
  return deepest;
}

ir::FileIr EmptyFile(const LowerOptions& options) {
  ir::FileIr file;
  auto m = std::make_unique<ir::ModuleIr>();
  m->name = m->Intern(options.module_name);
  m->file = options.file_path;
  ir::Body thunk;
  thunk.name = m->Intern("toplevel");
  ir::BodyBuilder b(thunk);
  b.Emit(ir::StmtKind::kReturn, {ir::Operand::Const(m->AddConst({ir::ConstKind::kNothing, 0, 0}))});
  m->thunk = m->AddBody(std::move(thunk));
  file.modules.push_back(std::move(m));
  return file;
}

}  // namespace

ir::FileIr Lower(const parse::Tree& tree, const source::SourceBuffer& buffer,
                 source::DiagnosticSink& sink, const LowerOptions& options) {
  if (TreeDepth(tree) > kMaxLowerDepth) {
    sink.Error(
        tree.root().has_value() ? tree.offset(tree.root()) : 0,
        "expression too deeply nested (more than " + std::to_string(kMaxLowerDepth) + " levels)");
    return EmptyFile(options);
  }
  std::optional<parse::Tree> expanded = ExpandUserMacros(tree);
  if (expanded.has_value() && TreeDepth(*expanded) > kMaxLowerDepth) {
    sink.Error(tree.offset(tree.root()), "macro expansion too deeply nested (more than " +
                                             std::to_string(kMaxLowerDepth) + " levels)");
    return EmptyFile(options);
  }
  const parse::Tree& t = expanded.has_value() ? *expanded : tree;
  CoreTree core;
  CoreId root = Desugar(t, buffer, sink, options, core);
  ScopeInfo scopes = ResolveScopes(core, root, sink);
  ClosureInfo closures = AnalyzeClosures(core, scopes);
  return Linearize(core, root, scopes, closures, t, buffer, sink, options);
}

}  // namespace kiln::lower
