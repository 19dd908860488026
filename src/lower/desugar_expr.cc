// Desugaring of expressions: calls (with splats and keyword arguments),
// chained comparisons, field access, indexing with `end`, tuples and named
// tuples, array literals, string interpolation, type application.
#include <algorithm>
#include <unordered_set>

#include "lower/desugar.h"

namespace kiln::lower::internal {
namespace {

// True if `n` or a descendant is `end` (julia-syntax.scm reuses the indexed
// value through a temporary only then).
bool ContainsEnd(const parse::Tree& tree, NodeId n) {
  if (tree.kind(n) == NodeKind::kEnd || tree.kind(n) == NodeKind::kBegin) return true;
  for (NodeId c : tree.children(n)) {
    if (ContainsEnd(tree, c)) return true;
  }
  return false;
}

bool IsNegatedIntLiteral(const parse::Tree& tree, NodeId n) {
  return tree.kind(n) == NodeKind::kCall && tree.child_count(n) == 2 &&
         tree.kind(tree.child(n, 0)) == NodeKind::kIdentifier &&
         tree.name(tree.child(n, 0)) == "-" && tree.kind(tree.child(n, 1)) == NodeKind::kInteger &&
         tree.int_value(tree.child(n, 1)).type == parse::IntType::kInt64;
}

}  // namespace

CoreId Desugarer::CallExpr(NodeId n) {
  uint32_t off = Off(n);
  NodeId callee = tree_.child(n, 0);
  auto args = tree_.children(n).subspan(1);
  if (IsDotCall(n)) return Broadcast(n);
  if (Kind(callee) == NodeKind::kIdentifier) {
    std::string_view name = Name(callee);
    if (name == "new" && !structs_.empty()) return NewCall(n, callee, args);
    if (name == "'" && args.size() == 1) {
      return CallWithArgs(off, G(off, {"Base", "adjoint"}), args, callee);
    }
    if (name == "ccall" || name == "cglobal") {
      return Unsupported(n, "\"" + std::string(name) + "\"");
    }
    // x^n with a literal integer n calls Base.literal_pow (Julia manual,
    // "Arithmetic Operators": literal exponents), so x^-1 is 1/x.
    if (name == "^" && args.size() == 2) {
      NodeId e = args[1];
      if ((Kind(e) == NodeKind::kInteger && tree_.int_value(e).type == parse::IntType::kInt64) ||
          IsNegatedIntLiteral(tree_, e)) {
        return PowerCall(off, Expr(callee), args[0], e);
      }
    }
  }
  if (Kind(callee) == NodeKind::kCurly && IsIdentifier(tree_.child(callee, 0), "new") &&
      !structs_.empty()) {
    return NewCall(n, callee, args);
  }
  return CallWithArgs(off, Expr(callee), args, callee);
}

CoreId Desugarer::PowerCall(uint32_t off, CoreId f, NodeId base, NodeId exponent) {
  CoreId x = Expr(base);
  CoreId n = Expr(exponent);
  CoreId val_type = Call(off, G(off, {"Core", "apply_type"}), {G(off, {"Base", "Val"}), n});
  return Call(off, G(off, {"Base", "literal_pow"}), {f, x, Call(off, val_type, {})});
}

CoreId Desugarer::CallWithArgs(uint32_t off, CoreId f, std::span<const NodeId> args,
                               NodeId callee_syntax, CoreId first_arg) {
  std::vector<CoreId> positional;
  if (first_arg.has_value()) positional.push_back(first_arg);
  std::vector<NodeId> keywords;
  for (NodeId a : args) {
    switch (Kind(a)) {
      case NodeKind::kParameters:
        for (NodeId k : tree_.children(a)) keywords.push_back(k);
        break;
      case NodeKind::kKw: keywords.push_back(a); break;
      case NodeKind::kSplat:
        positional.push_back(core_.Add(CoreKind::kSplat, Off(a), {Expr(tree_.child(a, 0))}));
        break;
      default: positional.push_back(Expr(a)); break;
    }
  }
  // f(x; ) with nothing after the semicolon is a plain call, as in Julia.
  if (keywords.empty()) return Call(off, f, positional);

  // Keyword call (julia-syntax.scm `lower-kw-call`): the function and the
  // positional arguments are evaluated first, then the keyword values into a
  // NamedTuple; the call is Core.kwcall(namedtuple, f, positional...).
  std::vector<CoreId> stmts;
  CoreId fv = Once(f, stmts, /*keep_vars=*/true);
  for (CoreId& p : positional) {
    if (core_.kind(p) == CoreKind::kSplat) {
      CoreId inner = Once(core_.child(p, 0), stmts, true);
      p = core_.Add(CoreKind::kSplat, core_.offset(p), {inner});
    } else {
      p = Once(p, stmts, true);
    }
  }
  std::string fname = callee_syntax.has_value() && Kind(callee_syntax) == NodeKind::kIdentifier
                          ? std::string(Name(callee_syntax))
                          : "";
  bool all_splats = std::all_of(keywords.begin(), keywords.end(),
                                [&](NodeId k) { return Kind(k) == NodeKind::kSplat; });
  CoreId nt = NamedTuple(off, keywords, "call to \"" + fname + "\"");
  std::vector<CoreId> kw_args{Clone(fv)};
  kw_args.insert(kw_args.end(), positional.begin(), positional.end());
  if (all_splats && !keywords.empty()) {
    // Splatted keywords only: call f directly when they are empty.
    CoreId t = NewTemp(off);
    stmts.push_back(AssignTemp(t, nt));
    kw_args.insert(kw_args.begin(), Clone(t));
    std::vector<CoreId> plain_args;
    for (CoreId p : positional) plain_args.push_back(Clone(p));
    CoreId empty = Call(off, G(off, {"Base", "isempty"}), {Clone(t)});
    stmts.push_back(core_.Add(
        CoreKind::kIf, off,
        {empty, Call(off, Clone(fv), plain_args), Call(off, G(off, {"Core", "kwcall"}), kw_args)}));
    return BlockOf(off, stmts);
  }
  kw_args.insert(kw_args.begin(), nt);
  stmts.push_back(Call(off, G(off, {"Core", "kwcall"}), kw_args));
  return BlockOf(off, stmts);
}

// A NamedTuple from `name = value` items, `name` shorthands, `a.b`
// shorthands and splats (julia-syntax.scm `lower-named-tuple`):
//   Core.apply_type(Core.NamedTuple, Core.tuple(:a, :b))(Core.tuple(va, vb)),
// merged left to right with Base.merge around splatted items.
CoreId Desugarer::NamedTuple(uint32_t off, std::span<const NodeId> items, std::string_view what) {
  std::vector<CoreId> names;
  std::vector<CoreId> values;
  std::unordered_set<std::string> seen;
  CoreId expr;
  auto flush = [&] {
    if (names.empty()) return;
    CoreId type =
        Call(off, G(off, {"Core", "apply_type"}),
             {G(off, {"Core", "NamedTuple"}), Call(off, G(off, {"Core", "tuple"}), names)});
    CoreId nt = Call(off, type, {Call(off, G(off, {"Core", "tuple"}), values)});
    expr = expr.has_value() ? Call(off, G(off, {"Base", "merge"}), {expr, nt}) : nt;
    names.clear();
    values.clear();
  };
  auto add = [&](NodeId at, std::string_view name, CoreId value) {
    if (!seen.insert(std::string(name)).second) {
      bool is_call = what.substr(0, 4) == "call";
      ErrorAt(Off(at), is_call ? "keyword argument \"" + std::string(name) + "\" repeated in " +
                                     std::string(what)
                               : "field name \"" + std::string(name) + "\" repeated in " +
                                     std::string(what));
    }
    names.push_back(Sym(Off(at), name));
    values.push_back(value);
  };
  for (NodeId item : items) {
    switch (Kind(item)) {
      case NodeKind::kKw:
      case NodeKind::kAssign: {
        NodeId key = tree_.child(item, 0);
        if (Kind(key) != NodeKind::kIdentifier) {
          Error(key, "invalid keyword argument name");
          break;
        }
        add(key, Name(key), Expr(tree_.child(item, 1)));
        break;
      }
      case NodeKind::kIdentifier: add(item, Name(item), Expr(item)); break;
      case NodeKind::kDot: add(item, Name(tree_.child(item, 1)), Expr(item)); break;
      case NodeKind::kSplat: {
        flush();
        CoreId splatted = Expr(tree_.child(item, 0));
        CoreId base = expr.has_value() ? expr : Call(off, G(off, {"Core", "NamedTuple"}), {});
        expr = Call(off, G(off, {"Base", "merge"}), {base, splatted});
        break;
      }
      default: Error(item, "invalid keyword argument syntax"); break;
    }
  }
  flush();
  if (!expr.has_value()) expr = Call(off, G(off, {"Core", "NamedTuple"}), {});
  return expr;
}

// a < b <= c evaluates b once and short-circuits (julia-syntax.scm
// `expand-compare-chain`; Julia manual, "Chaining comparisons").
CoreId Desugarer::Comparison(NodeId n) {
  auto items = tree_.children(n);
  uint32_t off = Off(n);
  if (items.size() < 3 || items.size() % 2 == 0) return Error(n, "invalid comparison");
  bool dotted = false;
  for (size_t i = 1; i < items.size(); i += 2) {
    std::string_view op = Kind(items[i]) == NodeKind::kIdentifier ? Name(items[i]) : "";
    dotted |= op.size() > 1 && op[0] == '.';
  }
  if (dotted) return DottedComparison(n);
  if (items.size() > 2 * kNestedComparisonLinks + 1) return FlatComparison(n);
  CoreId result;
  CoreId left = Expr(items[0]);
  for (size_t i = 1; i + 1 < items.size(); i += 2) {
    CoreId op = Expr(items[i]);
    CoreId right = Expr(items[i + 1]);
    bool more = i + 2 < items.size();
    std::vector<CoreId> stmts;
    CoreId right_once = right;
    bool reusable = IsAtom(right) || core_.kind(right) == CoreKind::kVar ||
                    core_.kind(right) == CoreKind::kGlobal;
    if (more && !reusable) {
      right_once = NewTemp(Off(items[i + 1]));
      stmts.push_back(AssignTemp(right_once, right));
    }
    stmts.push_back(Call(Off(items[i]), op, {left, right_once}));
    CoreId cmp = BlockOf(off, stmts);
    result = result.has_value() ? core_.Add(CoreKind::kAnd, off, {result, cmp}) : cmp;
    left = Clone(right_once);
  }
  return result;
}

// a .<= x .< b -> (a .<= x) .& (x .< b), fused into one broadcast, the middle
// operand evaluated once (julia-syntax.scm `expand-compare-chain`); an
// undotted comparison in the chain is an ordinary call inside the broadcast.
CoreId Desugarer::DottedComparison(NodeId n) {
  auto items = tree_.children(n);
  uint32_t off = Off(n);
  std::vector<CoreId> stmts;
  std::vector<CoreId> operands;
  for (size_t i = 0; i < items.size(); i += 2) {
    NodeId x = items[i];
    CoreId v = IsDotCall(x) ? Broadcasted(x) : Expr(x);
    operands.push_back(Once(v, stmts));  // in order, each once
  }
  CoreId result;
  for (size_t k = 0; k + 1 < operands.size(); ++k) {
    NodeId op_node = items[2 * k + 1];
    std::string_view op = Name(op_node);
    CoreId left = k == 0 ? operands[0] : Clone(operands[k]);
    CoreId right = operands[k + 1];
    CoreId cmp;
    if (op.size() > 1 && op[0] == '.') {
      cmp = Call(Off(op_node), G(off, {"Base", "broadcasted"}),
                 {Var(Off(op_node), op.substr(1)), left, right});
    } else {
      cmp = Call(Off(op_node), Expr(op_node), {left, right});
    }
    result = result.has_value()
                 ? Call(off, G(off, {"Base", "broadcasted"}), {Var(off, "&"), result, cmp})
                 : cmp;
  }
  stmts.push_back(Call(off, G(off, {"Base", "materialize"}), {result}));
  return BlockOf(off, stmts);
}

// A long chain, flattened:
//   local c, l; l = a
//   c = (t = b; r = l < t; l = t; r)
//   c && (c = (t = d; r = l < t; l = t; r))
//   ...; c
// has the chain's value, evaluates each operand once and short-circuits the
// same way, but its depth does not grow with its length, so no later pass
// recurses once per link. Every temporary lives within its own link; what
// crosses links is in the locals.
CoreId Desugarer::FlatComparison(NodeId n) {
  auto items = tree_.children(n);
  uint32_t off = Off(n);
  CoreName result = Gensym("cmp");
  CoreName left = Gensym("lhs");
  auto var = [&](CoreName name) { return core_.AddVar(off, name); };
  std::vector<CoreId> stmts;
  stmts.push_back(core_.Add(CoreKind::kLocal, off, {var(result)}, 0, kLocalDef));
  stmts.push_back(core_.Add(CoreKind::kLocal, off, {var(left)}, 0, kLocalDef));
  stmts.push_back(core_.Add(CoreKind::kAssign, off, {var(left), Expr(items[0])}));
  for (size_t i = 1; i + 1 < items.size(); i += 2) {
    CoreId op = Expr(items[i]);
    CoreId right = NewTemp(Off(items[i + 1]));
    CoreId value = NewTemp(Off(items[i]));
    std::vector<CoreId> link;
    link.push_back(AssignTemp(right, Expr(items[i + 1])));
    link.push_back(AssignTemp(value, Call(Off(items[i]), op, {var(left), Clone(right)})));
    link.push_back(core_.Add(CoreKind::kAssign, off, {var(left), Clone(right)}));
    link.push_back(Clone(value));
    CoreId assign = core_.Add(CoreKind::kAssign, off, {var(result), BlockOf(off, link)});
    stmts.push_back(i == 1 ? assign : core_.Add(CoreKind::kAnd, off, {var(result), assign}));
  }
  stmts.push_back(var(result));
  return BlockOf(off, stmts);
}

// a.b -> Base.getproperty(a, :b) (Julia manual, "Types": field access).
CoreId Desugarer::DotExpr(NodeId n) {
  NodeId field = tree_.child(n, 1);
  if (Kind(field) != NodeKind::kIdentifier && Kind(field) != NodeKind::kSymbol) {
    return Error(n, "invalid field access");
  }
  uint32_t off = Off(n);
  return Call(off, G(off, {"Base", "getproperty"}),
              {Expr(tree_.child(n, 0)), Sym(Off(field), Name(field))});
}

// Evaluates the indices of `ref` with `end` bound to lastindex(array[, dim])
// (Julia manual, "Indexing"). Appends them to `out`.
void Desugarer::IndexArgs(NodeId ref, CoreId array, std::vector<CoreId>& out) {
  auto indices = tree_.children(ref).subspan(1);
  for (size_t i = 0; i < indices.size(); ++i) {
    NodeId idx = indices[i];
    if (Kind(idx) == NodeKind::kParameters || Kind(idx) == NodeKind::kKw) {
      out.push_back(Error(idx, "unexpected keyword argument in indexing"));
      continue;
    }
    end_contexts_.push_back({array, static_cast<uint32_t>(i + 1), i + 1 == indices.size()});
    if (Kind(idx) == NodeKind::kSplat) {
      out.push_back(core_.Add(CoreKind::kSplat, Off(idx), {Expr(tree_.child(idx, 0))}));
    } else {
      out.push_back(Expr(idx));
    }
    end_contexts_.pop_back();
  }
}

// a[i, j] -> Base.getindex(a, i, j); also T[x, y] (typed array literals are
// getindex on the type, as in Julia).
CoreId Desugarer::RefExpr(NodeId n) {
  uint32_t off = Off(n);
  NodeId array_syntax = tree_.child(n, 0);
  std::vector<CoreId> stmts;
  CoreId array = Expr(array_syntax);
  if (ContainsEnd(tree_, n) && !IsAtom(array)) array = Once(array, stmts, /*keep_vars=*/true);
  std::vector<CoreId> args{array};
  IndexArgs(n, array, args);
  stmts.push_back(Call(off, G(off, {"Base", "getindex"}), args));
  return BlockOf(off, stmts);
}

CoreId Desugarer::TupleExpr(NodeId n) {
  uint32_t off = Off(n);
  auto items = tree_.children(n);
  bool named = false;
  bool positional = false;
  for (NodeId item : items) {
    if (Kind(item) == NodeKind::kAssign || Kind(item) == NodeKind::kKw ||
        Kind(item) == NodeKind::kParameters) {
      named = true;
    } else {
      positional = true;
    }
  }
  if (named) {
    if (positional) return Error(n, "invalid named tuple: mixed positional and named elements");
    std::vector<NodeId> flat;
    for (NodeId item : items) {
      if (Kind(item) == NodeKind::kParameters) {
        for (NodeId p : tree_.children(item)) flat.push_back(p);
      } else {
        flat.push_back(item);
      }
    }
    return NamedTuple(off, flat, "named tuple");
  }
  std::vector<CoreId> elems;
  for (NodeId item : items) {
    if (Kind(item) == NodeKind::kSplat) {
      elems.push_back(core_.Add(CoreKind::kSplat, Off(item), {Expr(tree_.child(item, 0))}));
    } else {
      elems.push_back(Expr(item));
    }
  }
  return Call(off, G(off, {"Core", "tuple"}), elems);
}

// [a, b] -> Base.vect; [a b] -> Base.hcat; [a; b] -> Base.vcat;
// [a b; c d] -> Base.hvcat((2, 2), a, b, c, d); T[a b] -> Base.typed_hcat(T, a, b),
// likewise typed_vcat and typed_hvcat (Julia manual, "Arrays": concatenation).
CoreId Desugarer::ArrayLiteral(NodeId n) {
  uint32_t off = Off(n);
  auto item = [&](NodeId c) {
    if (Kind(c) == NodeKind::kSplat) {
      return core_.Add(CoreKind::kSplat, Off(c), {Expr(tree_.child(c, 0))});
    }
    return Expr(c);
  };
  bool typed = Kind(n) == NodeKind::kTypedHcat || Kind(n) == NodeKind::kTypedVcat ||
               Kind(n) == NodeKind::kTypedNcat;
  auto elems = tree_.children(n).subspan(typed ? 1 : 0);
  std::vector<CoreId> items;
  if (typed) items.push_back(Expr(tree_.child(n, 0)));
  if (Kind(n) == NodeKind::kNcat || Kind(n) == NodeKind::kTypedNcat) {
    // [a;;; b] -> Base._ncat(3, a, b): cat along the literal's dimension.
    items.push_back(Int(off, tree_.node(n).payload));
    for (NodeId c : elems) {
      if (Kind(c) == NodeKind::kSplat) return Error(c, "splatting in a matrix literal is not supported");
      items.push_back(Expr(c));
    }
    return Call(off, G(off, {"Base", typed ? "_typed_ncat" : "_ncat"}), items);
  }
  auto name = [&](std::string_view base) {
    return typed ? "typed_" + std::string(base) : std::string(base);
  };
  if (Kind(n) == NodeKind::kVect || Kind(n) == NodeKind::kHcat || Kind(n) == NodeKind::kTypedHcat) {
    for (NodeId c : elems) {
      if (Kind(c) == NodeKind::kAssign || Kind(c) == NodeKind::kParameters) {
        return Error(c, "unexpected assignment in array literal");
      }
      items.push_back(item(c));
    }
    std::string f = Kind(n) == NodeKind::kVect ? "vect" : name("hcat");
    return Call(off, G(off, {"Base", f}), items);
  }
  bool has_rows = false;
  for (NodeId c : elems) has_rows |= Kind(c) == NodeKind::kRow;
  if (!has_rows) {
    for (NodeId c : elems) items.push_back(item(c));
    return Call(off, G(off, {"Base", name("vcat")}), items);
  }
  std::vector<CoreId> lengths;
  std::vector<CoreId> values;
  for (NodeId c : elems) {
    if (Kind(c) == NodeKind::kRow) {
      lengths.push_back(Int(Off(c), tree_.child_count(c)));
      for (NodeId e : tree_.children(c)) {
        if (Kind(e) == NodeKind::kSplat)
          return Error(e, "splatting in a matrix row is not supported");
        values.push_back(Expr(e));
      }
    } else {
      if (Kind(c) == NodeKind::kSplat)
        return Error(c, "splatting in a matrix row is not supported");
      lengths.push_back(Int(Off(c), 1));
      values.push_back(Expr(c));
    }
  }
  items.push_back(Call(off, G(off, {"Core", "tuple"}), lengths));
  items.insert(items.end(), values.begin(), values.end());
  return Call(off, G(off, {"Base", name("hvcat")}), items);
}

// "a $x b" -> Base.string("a ", x, " b") (Julia manual, "Strings": interpolation).
CoreId Desugarer::StringInterp(NodeId n) {
  std::vector<CoreId> parts;
  for (NodeId c : tree_.children(n)) parts.push_back(Expr(c));
  return Call(Off(n), G(Off(n), {"Base", "string"}), parts);
}

// Vector{Int} -> Core.apply_type(Vector, Int). A wildcard parameter makes a
// UnionAll: Vector{<:Real} is Vector{T} where T<:Real (julia-syntax.scm).
CoreId Desugarer::CurlyExpr(NodeId n) {
  uint32_t off = Off(n);
  std::vector<TypeVarSyntax> wildcards;
  std::vector<CoreName> params;  // per parameter: the wildcard's variable, if any
  for (NodeId c : tree_.children(n)) {
    CoreName var;
    if ((Kind(c) == NodeKind::kSubtype || Kind(c) == NodeKind::kSupertype) &&
        tree_.child_count(c) == 2 && Kind(tree_.child(c, 0)) == NodeKind::kEmpty) {
      TypeVarSyntax tv;
      tv.name = var = Gensym("s");
      (Kind(c) == NodeKind::kSubtype ? tv.upper_bound : tv.lower_bound) = tree_.child(c, 1);
      wildcards.push_back(tv);
    }
    if (Kind(c) == NodeKind::kParameters || Kind(c) == NodeKind::kKw) {
      return Error(c, "unexpected keyword in type parameters");
    }
    params.push_back(var);
  }
  auto apply = [&]() {
    std::vector<CoreId> args;
    auto children = tree_.children(n);
    for (size_t i = 0; i < children.size(); ++i) {
      NodeId c = children[i];
      if (params[i].has_value()) {
        args.push_back(core_.AddVar(Off(c), params[i]));
      } else if (Kind(c) == NodeKind::kSplat) {
        args.push_back(core_.Add(CoreKind::kSplat, Off(c), {Expr(tree_.child(c, 0))}));
      } else {
        args.push_back(Expr(c));
      }
    }
    return Call(off, G(off, {"Core", "apply_type"}), args);
  };
  if (wildcards.empty()) return apply();
  return UnionAll(off, wildcards, apply);
}

// T where {A, B <: U} as an expression -> Core.UnionAll(A, Core.UnionAll(B, T))
// with A = Core.TypeVar(:A), B = Core.TypeVar(:B, U) bound in a new scope
// (julia-syntax.scm `expand-wheres`).
CoreId Desugarer::WhereExpr(NodeId n) {
  std::vector<TypeVarSyntax> vars;
  ParseWhere(n, vars);
  NodeId body = tree_.child(n, 0);
  return UnionAll(Off(n), vars, [&] { return Expr(body); });
}

CoreId Desugarer::UnionAll(uint32_t off, const std::vector<TypeVarSyntax>& vars,
                           const std::function<CoreId()>& body) {
  DesugarScope scope(*this);
  std::vector<CoreId> stmts;
  for (const TypeVarSyntax& v : vars) {
    std::vector<CoreId> args{Sym(off, core_.NameText(v.name))};
    if (v.lower_bound.has_value()) {
      args.push_back(Expr(v.lower_bound));
      args.push_back(v.upper_bound.has_value() ? Expr(v.upper_bound) : G(off, {"Core", "Any"}));
    } else if (v.upper_bound.has_value()) {
      args.push_back(Expr(v.upper_bound));
    }
    stmts.push_back(core_.Add(CoreKind::kLocal, off, {core_.AddVar(off, v.name)}, 0, kLocalDef));
    stmts.push_back(
        core_.Add(CoreKind::kAssign, off,
                  {core_.AddVar(off, v.name), Call(off, G(off, {"Core", "TypeVar"}), args)}));
  }
  CoreId result = body();
  for (size_t i = vars.size(); i-- > 0;) {
    result = Call(off, G(off, {"Core", "UnionAll"}), {core_.AddVar(off, vars[i].name), result});
  }
  stmts.push_back(result);
  return core_.Add(CoreKind::kScope, off, {BlockOf(off, stmts)}, 0, kHardScope);
}

// x::T as an expression -> Core.typeassert(x, T).
CoreId Desugarer::TypeAssertExpr(NodeId n) {
  uint32_t off = Off(n);
  if (tree_.child_count(n) != 2 || Kind(tree_.child(n, 0)) == NodeKind::kEmpty) {
    return Error(n, "invalid \"::\" syntax");
  }
  return Call(off, G(off, {"Core", "typeassert"}),
              {Expr(tree_.child(n, 0)), Expr(tree_.child(n, 1))});
}

}  // namespace kiln::lower::internal
