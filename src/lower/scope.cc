// Scope resolution, following the Julia manual's "Scope of Variables":
//
// * Function bodies, let blocks and comprehensions (closures) are hard
//   scopes; loops and try/catch/finally blocks are soft scopes.
// * `local x` makes x a new local of the scope; `global x` makes x name the
//   global in the scope and the scopes nested in it.
// * An assignment `x = v` to a name that is not already a local of an
//   enclosing scope (in this function or an enclosing one) and not declared
//   global makes x a new local of the innermost scope containing it. In a
//   file (non-interactive), this holds in soft scopes at top level too; when
//   a global x exists the assignment is ambiguous and Julia warns, so such
//   assignments are recorded for a run-time warning.
// * Assignments directly at top level (in no scope) assign globals.
// * Whether a name is local is decided for the whole scope before its body
//   is resolved, so a read before the assignment still names the local.
#include "lower/scope.h"

#include <unordered_set>

#include "base/check.h"

namespace kiln::lower {
namespace {

constexpr uint32_t kNoLambda = UINT32_MAX;

struct Decls {
  std::vector<std::pair<CoreId, CoreId>> locals;  // (Local node, Var node)
  std::vector<CoreId> globals;                    // Var nodes
  std::vector<CoreId> assigned;                   // Var nodes written, in order
};

class Resolver {
 public:
  Resolver(const CoreTree& t, ScopeInfo& out, source::DiagnosticSink& sink)
      : t_(t), out_(out), sink_(sink) {
    out_.resolution.assign(t.size(), VarId());
    out_.method_is_global.assign(t.size(), false);
    out_.defined_box_reads.assign(t.size(), false);
    out_.lambda_vars.resize(t.lambda_count());
    out_.captures.resize(t.lambda_count());
    out_.lambda_parent.assign(t.lambda_count(), kNoLambda);
    out_.region_parent.push_back(0);  // region 0: the root
  }

  void Lambda(CoreId n, uint32_t parent);

 private:
  enum class FrameKind { kLambda, kScope, kStatement };
  struct Frame {
    Frame(FrameKind k, CoreId n, uint32_t l) : kind(k), node(n), lambda(l) {}
    FrameKind kind;
    CoreId node;
    uint32_t lambda;
    bool soft = false;
    std::unordered_map<uint32_t, VarId> locals;
    std::unordered_set<uint32_t> globals;
  };
  enum class Found { kLocal, kDeclaredGlobal, kUndeclared };

  Found Lookup(CoreName name, size_t from_frame, VarId& var) const;
  VarId NewVar(CoreName name, VarKind kind, uint32_t position, CoreId scope);
  void Collect(CoreId n, Decls& d) const;
  void Declare(Frame& f, const Decls& d, bool is_scope);
  void Walk(CoreId n);
  void Use(CoreId var_node, bool write);
  void WalkInRegion(CoreId n) {
    uint32_t saved = region_;
    region_ = static_cast<uint32_t>(out_.region_parent.size());
    out_.region_parent.push_back(saved);
    Walk(n);
    region_ = saved;
  }
  uint32_t lambda() const { return frames_.empty() ? kNoLambda : lambda_; }
  std::string Text(CoreName n) const { return std::string(t_.NameText(n)); }

  const CoreTree& t_;
  ScopeInfo& out_;
  source::DiagnosticSink& sink_;
  std::vector<Frame> frames_;
  uint32_t lambda_ = kNoLambda;
  uint32_t pos_ = 0;
  uint32_t region_ = 0;
  uint32_t loop_depth_ = 0;
  CoreId statement_;  // the current top-level statement of a thunk
};

Resolver::Found Resolver::Lookup(CoreName name, size_t from_frame, VarId& var) const {
  for (size_t i = from_frame; i-- > 0;) {
    const Frame& f = frames_[i];
    if (f.globals.count(name.index)) return Found::kDeclaredGlobal;
    auto it = f.locals.find(name.index);
    if (it != f.locals.end()) {
      var = it->second;
      return Found::kLocal;
    }
    // Closures see their enclosing function's variables; methods and
    // module-level code do not see anything outside them.
    if (f.kind == FrameKind::kLambda && t_.lambda(f.lambda).kind != LambdaKind::kClosure) break;
  }
  return Found::kUndeclared;
}

VarId Resolver::NewVar(CoreName name, VarKind kind, uint32_t position, CoreId scope) {
  VarInfo v;
  v.name = name;
  v.kind = kind;
  v.lambda = lambda_;
  v.position = position;
  v.scope = scope;
  v.scope_loop_depth = loop_depth_;
  out_.vars.push_back(v);
  VarId id(static_cast<uint32_t>(out_.vars.size() - 1));
  out_.lambda_vars[lambda_].push_back(id);
  out_.scope_decls[scope.index].push_back(id);
  return id;
}

// The declarations and assignments directly in `n`: not inside nested
// scopes, lambdas or modules.
void Resolver::Collect(CoreId n, Decls& d) const {
  switch (t_.kind(n)) {
    case CoreKind::kScope:
    case CoreKind::kLambda:
    case CoreKind::kModule: return;
    case CoreKind::kLocal:
      if (t_.has_flag(n, kImplicitLocal)) {
        d.assigned.push_back(t_.child(n, 0));
      } else {
        d.locals.emplace_back(n, t_.child(n, 0));
      }
      break;
    case CoreKind::kGlobalDecl: d.globals.push_back(t_.child(n, 0)); return;
    case CoreKind::kAssign:
      if (t_.kind(t_.child(n, 0)) == CoreKind::kVar) d.assigned.push_back(t_.child(n, 0));
      break;
    case CoreKind::kMethod:
      if (t_.method(t_.payload(n)).target == MethodTargetKind::kLocal) {
        d.assigned.push_back(t_.child(n, 0));
      }
      return;
    default: break;
  }
  for (CoreId c : t_.children(n)) Collect(c, d);
}

// Makes the declared locals and globals of a new frame, then the implicit
// locals of its assignments (is_scope: a scope block or function body, where
// assignments create locals; false for top-level statements).
void Resolver::Declare(Frame& f, const Decls& d, bool is_scope) {
  for (CoreId g : d.globals) f.globals.insert(t_.var_name(g).index);
  for (auto [decl, var] : d.locals) {
    CoreName name = t_.var_name(var);
    if (f.globals.count(name.index)) {
      sink_.Error(t_.offset(decl),
                  "variable \"" + Text(name) + "\" declared both local and global");
      continue;
    }
    auto it = f.locals.find(name.index);
    if (it != f.locals.end()) {
      const VarInfo& v = out_.vars[it->second.index];
      if (v.kind == VarKind::kArgument && !t_.has_flag(decl, kLocalDef)) {
        sink_.Error(t_.offset(decl),
                    "local variable name \"" + Text(name) + "\" conflicts with an argument");
      } else if (v.kind == VarKind::kStaticParam) {
        sink_.Error(t_.offset(decl),
                    "local variable name \"" + Text(name) + "\" conflicts with a static parameter");
      }
      continue;
    }
    f.locals[name.index] = NewVar(name, VarKind::kLocal, 0, f.node);
  }
  if (!is_scope) return;
  size_t outer = frames_.size();  // `f` is not pushed yet
  bool all_soft = t_.lambda(lambda_).kind == LambdaKind::kThunk && f.soft;
  for (size_t i = frames_.size(); i-- > 0 && all_soft;) {
    if (frames_[i].kind == FrameKind::kLambda) break;
    if (frames_[i].kind == FrameKind::kScope && !frames_[i].soft) all_soft = false;
  }
  for (CoreId var : d.assigned) {
    CoreName name = t_.var_name(var);
    if (f.globals.count(name.index)) continue;
    // An existing local of this frame (an argument; a static parameter is
    // reported when the assignment is resolved).
    if (f.locals.count(name.index)) continue;
    VarId existing;
    if (Lookup(name, outer, existing) != Found::kUndeclared) continue;
    f.locals[name.index] = NewVar(name, VarKind::kLocal, 0, f.node);
    if (all_soft) out_.soft_warnings[statement_.index].emplace_back(name, t_.offset(var));
  }
}

void Resolver::Lambda(CoreId n, uint32_t parent) {
  uint32_t index = t_.payload(n);
  const LambdaInfo& info = t_.lambda(index);
  uint32_t saved_lambda = lambda_;
  uint32_t saved_loops = loop_depth_;
  CoreId saved_statement = statement_;
  lambda_ = index;
  loop_depth_ = 0;
  out_.lambda_parent[index] = parent;
  Frame f{FrameKind::kLambda, n, index};
  auto children = t_.children(n);
  for (uint32_t i = 0; i < info.nargs; ++i) {
    CoreId arg = children[i];
    VarId v = NewVar(t_.var_name(arg), VarKind::kArgument, i, n);
    f.locals[t_.var_name(arg).index] = v;
    out_.resolution[arg.index] = v;
  }
  for (uint32_t i = 0; i < info.sparams.size(); ++i) {
    f.locals[info.sparams[i].index] = NewVar(info.sparams[i], VarKind::kStaticParam, i, n);
  }
  CoreId body = children.back();
  if (info.kind == LambdaKind::kThunk) {
    frames_.push_back(std::move(f));
    std::vector<CoreId> stmts;
    if (t_.kind(body) == CoreKind::kBlock) {
      for (CoreId s : t_.children(body)) stmts.push_back(s);
    } else {
      stmts.push_back(body);
    }
    for (CoreId s : stmts) {
      // Each top-level statement is its own little scope for `local`.
      statement_ = s;
      Frame sf{FrameKind::kStatement, s, index};
      Decls d;
      Collect(s, d);
      d.assigned.clear();
      Declare(sf, d, /*is_scope=*/false);
      frames_.push_back(std::move(sf));
      Walk(s);
      frames_.pop_back();
    }
    frames_.pop_back();
  } else {
    Decls d;
    Collect(body, d);
    Declare(f, d, /*is_scope=*/true);
    frames_.push_back(std::move(f));
    Walk(body);
    frames_.pop_back();
  }
  lambda_ = saved_lambda;
  loop_depth_ = saved_loops;
  statement_ = saved_statement;
}

void Resolver::Use(CoreId var_node, bool write) {
  CoreName name = t_.var_name(var_node);
  VarId v;
  if (Lookup(name, frames_.size(), v) != Found::kLocal) return;  // a global
  out_.resolution[var_node.index] = v;
  VarInfo& info = out_.vars[v.index];
  if (info.lambda != lambda_) {
    info.captured = true;
    if (write) info.assigned_in_closure = true;
    // Every lambda between the use and the owner captures it.
    for (uint32_t l = lambda_; l != info.lambda && l != kNoLambda; l = out_.lambda_parent[l]) {
      auto& caps = out_.captures[l];
      bool present = false;
      for (VarId c : caps) present |= c == v;
      if (!present) caps.push_back(v);
    }
  }
  if (!write) out_.reads.push_back({v, var_node, lambda_, ++pos_, region_});
  if (write) {
    if (info.kind == VarKind::kStaticParam) {
      sink_.Error(t_.offset(var_node),
                  "local variable name \"" + Text(name) + "\" conflicts with a static parameter");
    }
    if (info.lambda == lambda_) ++info.assignments;
    out_.assigns.push_back({v, lambda_, ++pos_, region_, loop_depth_});
  }
}

void Resolver::Walk(CoreId n) {
  auto children = t_.children(n);
  switch (t_.kind(n)) {
    case CoreKind::kVar: Use(n, false); return;
    case CoreKind::kAssign:
      Walk(children[1]);
      if (t_.kind(children[0]) == CoreKind::kVar) Use(children[0], true);
      return;
    case CoreKind::kLocal: {
      CoreId var = children[0];
      if (children.size() > 1) Walk(children[1]);
      Use(var, false);
      VarId v = out_.resolution[var.index];
      if (children.size() > 1) {
        if (!v.has_value()) {
          sink_.Error(t_.offset(n), "type declarations on global variables are not supported");
        } else {
          out_.vars[v.index].declared_type = children[1];
          out_.vars[v.index].type_syntax = parse::NodeId(t_.payload(n));
        }
      }
      return;
    }
    case CoreKind::kGlobalDecl: return;
    case CoreKind::kConstDecl: Walk(children[1]); return;
    case CoreKind::kIsDefined: Use(children[0], false); return;
    case CoreKind::kScope: {
      Frame f{FrameKind::kScope, n, lambda_};
      f.soft = t_.has_flag(n, kSoftScope);
      Decls d;
      Collect(children[0], d);
      Declare(f, d, /*is_scope=*/true);
      frames_.push_back(std::move(f));
      Walk(children[0]);
      frames_.pop_back();
      return;
    }
    case CoreKind::kLambda:
      // A closure is created here.
      out_.closure_creations.push_back({t_.payload(n), lambda_, ++pos_, region_});
      Lambda(n, lambda_);
      return;
    case CoreKind::kMethod: {
      const MethodInfo& m = t_.method(t_.payload(n));
      if (m.target != MethodTargetKind::kLocal) {
        // A method of a global function: a new top-level scope.
        Lambda(children.back(), lambda_);
        return;
      }
      CoreId var = children[0];
      VarId v;
      if (Lookup(t_.var_name(var), frames_.size(), v) != Found::kLocal) {
        out_.method_is_global[n.index] = true;
        if (t_.lambda(lambda_).kind != LambdaKind::kThunk) {
          sink_.Error(t_.offset(n), "global method definition needs to be placed at top level");
        }
        Lambda(children[1], lambda_);
        return;
      }
      out_.closure_creations.push_back({t_.payload(children[1]), lambda_, ++pos_, region_});
      Lambda(children[1], lambda_);
      Use(var, true);
      return;
    }
    case CoreKind::kModule: Lambda(children[0], kNoLambda); return;
    case CoreKind::kWhile: {
      ++loop_depth_;
      uint32_t saved = region_;
      region_ = static_cast<uint32_t>(out_.region_parent.size());
      out_.region_parent.push_back(saved);
      Walk(children[0]);
      WalkInRegion(children[1]);
      region_ = saved;
      --loop_depth_;
      return;
    }
    case CoreKind::kIf:
      Walk(children[0]);
      WalkInRegion(children[1]);
      WalkInRegion(children[2]);
      return;
    case CoreKind::kAnd:
    case CoreKind::kOr:
      Walk(children[0]);
      WalkInRegion(children[1]);
      return;
    case CoreKind::kBreakBlock:
    case CoreKind::kTryCatch:
    case CoreKind::kTryFinally:
      for (CoreId c : children) WalkInRegion(c);
      return;
    default:
      for (CoreId c : children) Walk(c);
      return;
  }
}

}  // namespace

ScopeInfo ResolveScopes(const CoreTree& tree, CoreId root, source::DiagnosticSink& sink) {
  ScopeInfo info;
  Resolver r(tree, info, sink);
  CHECK(tree.kind(root) == CoreKind::kLambda) << "scope resolution starts at a thunk";
  r.Lambda(root, kNoLambda);
  return info;
}

}  // namespace kiln::lower
