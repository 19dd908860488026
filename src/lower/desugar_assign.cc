// Desugaring of assignment in all its shapes: names, typed names, indexing,
// fields, tuple destructuring, and updating operators (Julia manual,
// "Mathematical Operations": updating operators; "Functions": destructuring
// assignment).
#include "lower/desugar.h"

namespace kiln::lower::internal {

CoreId Desugarer::Assign(NodeId n) {
  NodeId lhs = tree_.child(n, 0);
  NodeId rhs = tree_.child(n, 1);
  NodeId inner = lhs;
  while (Kind(inner) == NodeKind::kWhere ||
         (Kind(inner) == NodeKind::kTypeAssert && tree_.child_count(inner) == 2 &&
          Kind(tree_.child(inner, 0)) == NodeKind::kCall)) {
    inner = tree_.child(inner, 0);
  }
  if (Kind(inner) == NodeKind::kCall) {
    // f(x) = body: a short-form function definition.
    return FunctionDefParts(lhs, rhs, Off(n), /*short_form=*/true);
  }
  return AssignSyntax(lhs, rhs, Off(n), /*declare_locals=*/false);
}

// `lhs = rhs` where the right side is still syntax, so that `a, b = b, a`
// can go through temporaries instead of the iteration protocol.
CoreId Desugarer::AssignSyntax(NodeId lhs, NodeId rhs, uint32_t off, bool declare_locals) {
  if (Kind(lhs) == NodeKind::kTuple && Kind(rhs) == NodeKind::kTuple &&
      tree_.child_count(lhs) == tree_.child_count(rhs)) {
    bool simple = true;
    for (NodeId c : tree_.children(lhs)) simple &= Kind(c) != NodeKind::kSplat;
    for (NodeId c : tree_.children(rhs)) {
      simple &= Kind(c) != NodeKind::kSplat && Kind(c) != NodeKind::kAssign &&
                Kind(c) != NodeKind::kParameters && Kind(c) != NodeKind::kKw;
    }
    if (simple) {
      // julia-syntax.scm `expand-tuple-destruct` with a tuple literal on the
      // right: evaluate every element, then assign left to right; the value
      // is the tuple of the evaluated elements.
      std::vector<CoreId> stmts;
      std::vector<CoreId> values;
      for (NodeId c : tree_.children(rhs)) {
        CoreId v = Expr(c);
        if (core_.kind(v) != CoreKind::kLiteral) {
          CoreId t = NewTemp(Off(c));
          stmts.push_back(AssignTemp(t, v));
          v = t;
        }
        values.push_back(v);
      }
      auto targets = tree_.children(lhs);
      for (size_t i = 0; i < targets.size(); ++i) {
        NodeId target = targets[i];
        if (Kind(target) == NodeKind::kTuple) {
          stmts.push_back(Destructure(target, Clone(values[i]), off, declare_locals));
        } else {
          stmts.push_back(AssignName(target, Clone(values[i]), off, declare_locals));
        }
      }
      std::vector<CoreId> call{G(off, {"Core", "tuple"})};
      for (CoreId v : values) call.push_back(Clone(v));
      stmts.push_back(core_.Add(CoreKind::kCall, off, call, 0, kDroppable));
      return BlockOf(off, stmts);
    }
  }
  if (Kind(lhs) == NodeKind::kTuple) {
    return Destructure(lhs, Expr(rhs), off, declare_locals);
  }
  if (Kind(lhs) == NodeKind::kRef) {
    // a[i] = v -> Base.setindex!(a, v, i); the value is v. The right side is
    // evaluated first, then a and the indices (julia-syntax.scm).
    NodeId array_syntax = tree_.child(lhs, 0);
    std::vector<CoreId> stmts;
    CoreId array;
    bool reuse = false;
    std::function<bool(NodeId)> has_end = [&](NodeId x) {
      if (Kind(x) == NodeKind::kEnd || Kind(x) == NodeKind::kBegin) return true;
      for (NodeId c : tree_.children(x)) {
        if (has_end(c)) return true;
      }
      return false;
    };
    for (NodeId c : tree_.children(lhs).subspan(1)) reuse |= has_end(c);
    if (reuse) array = Once(Expr(array_syntax), stmts, /*keep_vars=*/true);
    CoreId value = Once(Expr(rhs), stmts, /*keep_vars=*/true);
    if (!reuse) array = Expr(array_syntax);
    std::vector<CoreId> args{array, value};
    IndexArgs(lhs, array, args);
    stmts.push_back(Call(off, G(off, {"Base", "setindex!"}), args));
    stmts.push_back(Clone(value));
    return core_.Add(CoreKind::kBlock, off, stmts);
  }
  return AssignTo(lhs, Expr(rhs), off);
}

CoreId Desugarer::AssignTo(NodeId lhs, CoreId rhs, uint32_t off) {
  switch (Kind(lhs)) {
    case NodeKind::kIdentifier:
    case NodeKind::kTypeAssert: return AssignName(lhs, rhs, off, /*declare_local=*/false);
    case NodeKind::kTuple: return Destructure(lhs, rhs, off, /*declare_locals=*/false);
    case NodeKind::kRef: {
      std::vector<CoreId> stmts;
      CoreId value = Once(rhs, stmts, /*keep_vars=*/true);
      NodeId array_syntax = tree_.child(lhs, 0);
      CoreId array = Once(Expr(array_syntax), stmts, /*keep_vars=*/true);
      std::vector<CoreId> args{array, value};
      IndexArgs(lhs, array, args);
      stmts.push_back(Call(off, G(off, {"Base", "setindex!"}), args));
      stmts.push_back(Clone(value));
      return core_.Add(CoreKind::kBlock, off, stmts);
    }
    case NodeKind::kDot: {
      // a.b = v -> Base.setproperty!(a, :b, v); the value is v.
      NodeId field = tree_.child(lhs, 1);
      if (Kind(field) != NodeKind::kIdentifier && Kind(field) != NodeKind::kSymbol) {
        return Error(lhs, "invalid assignment location");
      }
      std::vector<CoreId> stmts;
      CoreId object = Once(Expr(tree_.child(lhs, 0)), stmts, /*keep_vars=*/true);
      CoreId value = Once(rhs, stmts, /*keep_vars=*/true);
      stmts.push_back(Call(off, G(off, {"Base", "setproperty!"}),
                           {object, Sym(Off(field), Name(field)), value}));
      stmts.push_back(Clone(value));
      return core_.Add(CoreKind::kBlock, off, stmts);
    }
    default: return Error(lhs, "invalid assignment location");
  }
}

// x = v, x::T = v, or _ = v. With `declare_local` (loop and let variables)
// x is a new local of the enclosing scope.
CoreId Desugarer::AssignName(NodeId name, CoreId rhs, uint32_t off, bool declare_local) {
  if (Kind(name) == NodeKind::kTuple) return Destructure(name, rhs, off, declare_local);
  if (Kind(name) == NodeKind::kTypeAssert) {
    NodeId var = tree_.child(name, 0);
    NodeId type = tree_.child(name, 1);
    if (Kind(var) != NodeKind::kIdentifier) return Error(name, "invalid assignment location");
    CoreName v = core_.Intern(Name(var));
    if (at_top_level() && !declare_local) return TypedGlobalAssign(var, type, rhs, off);
    // x::T = v declares the type of x (Julia manual, "Type Declarations"):
    // every assignment to x converts to T.
    uint8_t flags = declare_local ? kLocalDef : kImplicitLocal;
    CoreId decl = core_.Add(CoreKind::kLocal, Off(name), {core_.AddVar(Off(var), v), Expr(type)},
                            type.index, flags);
    CoreId assign = core_.Add(CoreKind::kAssign, off, {core_.AddVar(Off(var), v), rhs});
    return core_.Add(CoreKind::kBlock, off, {decl, assign});
  }
  if (Kind(name) != NodeKind::kIdentifier) return AssignTo(name, rhs, off);
  std::string_view text = Name(name);
  if (text == "_") return rhs;  // `_` discards (Julia manual, "Variables")
  CoreName v = core_.Intern(text);
  CoreId assign = core_.Add(CoreKind::kAssign, off, {core_.AddVar(Off(name), v), rhs});
  if (!declare_local) return assign;
  CoreId decl = core_.Add(CoreKind::kLocal, Off(name), {core_.AddVar(Off(name), v)}, 0, kLocalDef);
  return core_.Add(CoreKind::kBlock, off, {decl, assign});
}

// (a, b) = value through the iteration protocol (julia-syntax.scm
// `expand-tuple-destruct`):
//   %1 = Base.indexed_iterate(value, 1); a = Core.getfield(%1, 1)
//   %s = Core.getfield(%1, 2); %2 = Base.indexed_iterate(value, 2, %s) ...
// A final `rest...` takes Base.rest(value, state). The value is `value`.
CoreId Desugarer::Destructure(NodeId pattern, CoreId value, uint32_t off, bool declare_locals) {
  auto children = tree_.children(pattern);
  return DestructureTargets(std::vector<NodeId>(children.begin(), children.end()), value, off,
                            declare_locals);
}

CoreId Desugarer::DestructureTargets(const std::vector<NodeId>& targets, CoreId value, uint32_t off,
                                     bool declare_locals) {
  std::vector<CoreId> stmts;
  CoreId t = NewTemp(off);
  stmts.push_back(AssignTemp(t, value));
  if (targets.size() == 1 && Kind(targets[0]) == NodeKind::kParameters) {
    // (; a, b) = x: a = Base.getproperty(x, :a); b = ... (Julia 1.7's property
    // destructuring); the value is x.
    for (NodeId name : tree_.children(targets[0])) {
      NodeId id = Kind(name) == NodeKind::kTypeAssert ? tree_.child(name, 0) : name;
      if (Kind(id) != NodeKind::kIdentifier) return Error(name, "invalid assignment location");
      CoreId prop = Call(off, G(off, {"Base", "getproperty"}), {Clone(t), Sym(Off(id), Name(id))});
      stmts.push_back(AssignName(name, prop, off, declare_locals));
    }
    stmts.push_back(Clone(t));
    return core_.Add(CoreKind::kBlock, off, stmts);
  }
  CoreId state;
  for (size_t i = 0; i < targets.size(); ++i) {
    NodeId target = targets[i];
    bool last = i + 1 == targets.size();
    if (Kind(target) == NodeKind::kSplat && !last) {
      // a, b..., c, d = x (Julia 1.9): (b, tail) = Base.split_rest(x, 2, state), then
      // c, d = tail.
      std::vector<CoreId> args{Clone(t), Int(off, static_cast<int64_t>(targets.size() - i - 1))};
      if (state.has_value()) args.push_back(Clone(state));
      CoreId split = NewTemp(off);
      stmts.push_back(AssignTemp(split, Call(off, G(off, {"Base", "split_rest"}), args)));
      stmts.push_back(AssignName(tree_.child(target, 0),
                                 Call(off, G(off, {"Core", "getfield"}), {Clone(split), Int(off, 1)}),
                                 off, declare_locals));
      std::vector<NodeId> tail(targets.begin() + static_cast<std::ptrdiff_t>(i) + 1, targets.end());
      for (NodeId n : tail) {
        if (Kind(n) == NodeKind::kSplat) return Error(n, "multiple splats in destructuring assignment");
      }
      stmts.push_back(DestructureTargets(
          tail, Call(off, G(off, {"Core", "getfield"}), {Clone(split), Int(off, 2)}), off,
          declare_locals));
      break;
    }
    if (Kind(target) == NodeKind::kSplat) {
      std::vector<CoreId> args{Clone(t)};
      if (state.has_value()) args.push_back(Clone(state));
      CoreId rest = Call(off, G(off, {"Base", "rest"}), args);
      stmts.push_back(AssignName(tree_.child(target, 0), rest, off, declare_locals));
      break;
    }
    if (Kind(target) == NodeKind::kParameters || Kind(target) == NodeKind::kAssign) {
      return Error(target, "invalid destructuring assignment");
    }
    std::vector<CoreId> args{Clone(t), Int(off, static_cast<int64_t>(i + 1))};
    if (state.has_value()) args.push_back(Clone(state));
    CoreId it = NewTemp(off);
    stmts.push_back(AssignTemp(it, Call(off, G(off, {"Base", "indexed_iterate"}), args)));
    CoreId elem = Call(off, G(off, {"Core", "getfield"}), {Clone(it), Int(off, 1)});
    stmts.push_back(AssignName(target, elem, off, declare_locals));
    if (!last) {
      state = NewTemp(off);
      stmts.push_back(
          AssignTemp(state, Call(off, G(off, {"Core", "getfield"}), {Clone(it), Int(off, 2)})));
    }
  }
  stmts.push_back(Clone(t));
  return core_.Add(CoreKind::kBlock, off, stmts);
}

// x op= v -> x = x op v, evaluating the place once (Julia manual,
// "Updating operators"; julia-syntax.scm `expand-update-operator`).
CoreId Desugarer::OpAssign(NodeId n) {
  uint32_t off = Off(n);
  std::string_view op = Name(n);
  if (op.size() > 1 && op[0] == '.') return DotOpAssign(n, op.substr(1));
  NodeId lhs = tree_.child(n, 0);
  NodeId rhs = tree_.child(n, 1);
  CoreId f = Var(off, op);
  switch (Kind(lhs)) {
    case NodeKind::kIdentifier: {
      CoreName v = core_.Intern(Name(lhs));
      CoreId value = Call(off, f, {core_.AddVar(Off(lhs), v), Expr(rhs)});
      return core_.Add(CoreKind::kAssign, off, {core_.AddVar(Off(lhs), v), value});
    }
    case NodeKind::kRef: {
      std::vector<CoreId> stmts;
      CoreId array = Once(Expr(tree_.child(lhs, 0)), stmts, /*keep_vars=*/true);
      std::vector<CoreId> indices;
      IndexArgs(lhs, array, indices);
      for (CoreId& i : indices) {
        if (core_.kind(i) == CoreKind::kSplat) {
          i = core_.Add(CoreKind::kSplat, core_.offset(i), {Once(core_.child(i, 0), stmts, true)});
        } else {
          i = Once(i, stmts, /*keep_vars=*/true);
        }
      }
      auto clones = [&] {
        std::vector<CoreId> out;
        for (CoreId i : indices) {
          out.push_back(
              core_.kind(i) == CoreKind::kSplat
                  ? core_.Add(CoreKind::kSplat, core_.offset(i), {Clone(core_.child(i, 0))})
                  : Clone(i));
        }
        return out;
      };
      std::vector<CoreId> get_args{Clone(array)};
      for (CoreId i : clones()) get_args.push_back(i);
      CoreId old = Call(off, G(off, {"Base", "getindex"}), get_args);
      CoreId r = NewTemp(off);
      stmts.push_back(AssignTemp(r, Call(off, f, {old, Expr(rhs)})));
      std::vector<CoreId> set_args{Clone(array), Clone(r)};
      for (CoreId i : clones()) set_args.push_back(i);
      stmts.push_back(Call(off, G(off, {"Base", "setindex!"}), set_args));
      stmts.push_back(Clone(r));
      return core_.Add(CoreKind::kBlock, off, stmts);
    }
    case NodeKind::kDot: {
      NodeId field = tree_.child(lhs, 1);
      std::vector<CoreId> stmts;
      CoreId object = Once(Expr(tree_.child(lhs, 0)), stmts, /*keep_vars=*/true);
      CoreId old =
          Call(off, G(off, {"Base", "getproperty"}), {Clone(object), Sym(Off(field), Name(field))});
      CoreId r = NewTemp(off);
      stmts.push_back(AssignTemp(r, Call(off, f, {old, Expr(rhs)})));
      stmts.push_back(Call(off, G(off, {"Base", "setproperty!"}),
                           {Clone(object), Sym(Off(field), Name(field)), Clone(r)}));
      stmts.push_back(Clone(r));
      return core_.Add(CoreKind::kBlock, off, stmts);
    }
    default: return Error(lhs, "invalid assignment location in \"" + std::string(op) + "=\"");
  }
}

// x::T = v at top level (Julia 1.8's typed global):
//   Core.set_binding_type!(@__MODULE__, :x, T); x = v
// The runtime converts every later assignment to x to T as well (Base.convert).
CoreId Desugarer::TypedGlobalAssign(NodeId var, NodeId type, CoreId rhs, uint32_t off) {
  CoreLiteral module;
  module.kind = ir::ConstKind::kSourcePath;
  module.bits = ir::kSourceModule;
  CoreId declare = Call(off, G(off, {"Core", "set_binding_type!"}),
                        {core_.AddLiteral(off, std::move(module)), Sym(Off(var), Name(var)),
                         Expr(type)});
  CoreId global = core_.Add(CoreKind::kGlobalDecl, Off(var),
                            {core_.AddVar(Off(var), core_.Intern(Name(var)))});
  CoreId assign =
      core_.Add(CoreKind::kAssign, off, {core_.AddVar(Off(var), core_.Intern(Name(var))), rhs});
  return core_.Add(CoreKind::kBlock, off, {global, declare, assign});
}

}  // namespace kiln::lower::internal
