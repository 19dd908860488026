// Dot syntax: f.(x), a .+ b, .!x, a .= b, x .+= y (Julia manual, "Functions":
// dot syntax for vectorizing functions). Nested dot calls fuse into one
// broadcasted tree that is materialized once (julia-syntax.scm
// `expand-fuse-broadcast`):
//   a .+ b .* c  ->  Base.materialize(Base.broadcasted(+, a, Base.broadcasted(*, b, c)))
//   a .= b .+ c  ->  Base.materialize!(a, Base.broadcasted(+, b, c))
#include "lower/desugar.h"

namespace kiln::lower::internal {
namespace {

bool IsDottedOperatorName(std::string_view name) {
  if (name.size() < 2 || name[0] != '.') return false;
  unsigned char c = static_cast<unsigned char>(name[1]);
  // `.foo` is not an operator; operators start with punctuation or a
  // non-ASCII operator character.
  return !(std::isalnum(c) || c == '_');
}

}  // namespace

bool Desugarer::IsDotCall(NodeId n) const {
  if (Kind(n) == NodeKind::kDotCall) return true;
  if (Kind(n) != NodeKind::kCall || tree_.child_count(n) < 2) return false;
  NodeId callee = tree_.child(n, 0);
  return Kind(callee) == NodeKind::kIdentifier && IsDottedOperatorName(Name(callee));
}

CoreId Desugarer::Broadcast(NodeId n) {
  uint32_t off = Off(n);
  return Call(off, G(off, {"Base", "materialize"}), {Broadcasted(n)});
}

CoreId Desugarer::Broadcasted(NodeId n) {
  uint32_t off = Off(n);
  CoreId f;
  std::vector<NodeId> args;
  if (Kind(n) == NodeKind::kDotCall) {
    f = Expr(tree_.child(n, 0));
    NodeId tuple = tree_.child(n, 1);
    if (Kind(tuple) == NodeKind::kTuple) {
      for (NodeId a : tree_.children(tuple)) args.push_back(a);
    } else {
      args.push_back(tuple);
    }
  } else {
    std::string_view op = Name(tree_.child(n, 0)).substr(1);
    if (op == "&&" || op == "||") {
      // a .&& b broadcasts Base.andand (julia-syntax.scm).
      f = G(off, {"Base", op == "&&" ? "andand" : "oror"});
    } else {
      f = Var(Off(tree_.child(n, 0)), op);
    }
    for (NodeId a : tree_.children(n).subspan(1)) args.push_back(a);
    if (op == "^" && args.size() == 2 && Kind(args[1]) == NodeKind::kInteger &&
        tree_.int_value(args[1]).type == parse::IntType::kInt64) {
      // x .^ 2 broadcasts Base.literal_pow(^, x, Val(2)), like x^2.
      CoreId val_type =
          Call(off, G(off, {"Core", "apply_type"}), {G(off, {"Base", "Val"}), Expr(args[1])});
      CoreId base = IsDotCall(args[0]) ? Broadcasted(args[0]) : Expr(args[0]);
      return Call(off, G(off, {"Base", "broadcasted"}),
                  {G(off, {"Base", "literal_pow"}), f, base, Call(off, val_type, {})});
    }
  }
  for (NodeId a : args) {
    if (Kind(a) == NodeKind::kParameters || Kind(a) == NodeKind::kKw) {
      // f.(x; k = v) -> Base.broadcasted_kwsyntax(f, x; k = v) (julia-syntax.scm).
      return CallWithArgs(off, G(off, {"Base", "broadcasted_kwsyntax"}), args, NodeId::None, f);
    }
  }
  std::vector<CoreId> bc_args{f};
  for (NodeId a : args) {
    if (Kind(a) == NodeKind::kSplat) {
      bc_args.push_back(core_.Add(CoreKind::kSplat, Off(a), {Expr(tree_.child(a, 0))}));
    } else if (IsDotCall(a)) {
      bc_args.push_back(Broadcasted(a));
    } else {
      bc_args.push_back(Expr(a));
    }
  }
  return Call(off, G(off, {"Base", "broadcasted"}), bc_args);
}

CoreId Desugarer::DotAssign(NodeId n) {
  uint32_t off = Off(n);
  NodeId lhs = tree_.child(n, 0);
  NodeId rhs = tree_.child(n, 1);
  std::vector<CoreId> stmts;
  CoreId dest;
  if (Kind(lhs) == NodeKind::kRef) {
    // a[i] .= v broadcasts into a view: Base.dotview(a, i).
    CoreId array = Once(Expr(tree_.child(lhs, 0)), stmts, /*keep_vars=*/true);
    std::vector<CoreId> args{array};
    IndexArgs(lhs, array, args);
    dest = Call(off, G(off, {"Base", "dotview"}), args);
  } else if (Kind(lhs) == NodeKind::kDot) {
    // a.b .= v broadcasts into the property: Base.dotgetproperty(a, :b).
    NodeId field = tree_.child(lhs, 1);
    dest = Call(off, G(off, {"Base", "dotgetproperty"}),
                {Expr(tree_.child(lhs, 0)), Sym(Off(field), Name(field))});
  } else {
    dest = Expr(lhs);
  }
  CoreId src = IsDotCall(rhs) ? Broadcasted(rhs)
                              : Call(off, G(off, {"Base", "broadcasted"}),
                                     {G(off, {"Base", "identity"}), Expr(rhs)});
  stmts.push_back(Call(off, G(off, {"Base", "materialize!"}), {dest, src}));
  return BlockOf(off, stmts);
}

// x .op= y -> x .= x .op y, with the place evaluated once.
CoreId Desugarer::DotOpAssign(NodeId n, std::string_view op) {
  uint32_t off = Off(n);
  NodeId lhs = tree_.child(n, 0);
  NodeId rhs = tree_.child(n, 1);
  std::vector<CoreId> stmts;
  CoreId dest;
  CoreId current;
  if (Kind(lhs) == NodeKind::kRef) {
    CoreId array = Once(Expr(tree_.child(lhs, 0)), stmts, /*keep_vars=*/true);
    std::vector<CoreId> indices;
    IndexArgs(lhs, array, indices);
    for (CoreId& i : indices) i = Once(i, stmts, /*keep_vars=*/true);
    std::vector<CoreId> view_args{Clone(array)};
    std::vector<CoreId> get_args{Clone(array)};
    for (CoreId i : indices) {
      view_args.push_back(Clone(i));
      get_args.push_back(Clone(i));
    }
    dest = Call(off, G(off, {"Base", "dotview"}), view_args);
    current = Call(off, G(off, {"Base", "getindex"}), get_args);
  } else if (Kind(lhs) == NodeKind::kIdentifier) {
    dest = Expr(lhs);
    current = Expr(lhs);
  } else {
    CoreId place = Once(Expr(lhs), stmts, /*keep_vars=*/true);
    dest = place;
    current = Clone(place);
  }
  CoreId rhs_bc = IsDotCall(rhs) ? Broadcasted(rhs) : Expr(rhs);
  CoreId src = Call(off, G(off, {"Base", "broadcasted"}), {Var(off, op), current, rhs_bc});
  stmts.push_back(Call(off, G(off, {"Base", "materialize!"}), {dest, src}));
  return BlockOf(off, stmts);
}

}  // namespace kiln::lower::internal
