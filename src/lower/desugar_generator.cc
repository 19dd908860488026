// Generators and comprehensions (Julia manual, "Comprehensions" and
// "Generator Expressions"; julia-syntax.scm `expand-generator`):
//   (f(x) for x in xs)          -> Base.Generator(x -> f(x), xs)
//   (f(x) for x in xs if p(x))  -> Base.Generator(x -> f(x), Base.Iterators.filter(x -> p(x), xs))
//   (f(x, y) for x in a, y in b) -> Base.Generator(((x, y),) -> f(x, y), Base.Iterators.product(a,
//   b)) (g for x in a for y in b)   -> Base.Iterators.flatten(Base.Generator(x -> (g for y in b),
//   a))
//                                  (the parser's `flatten` node)
//   [gen]                       -> Base.collect(gen);  T[gen] -> Base.collect(T, gen)
// The bodies are closures, so their variables are local to the generator.
#include "lower/desugar.h"

namespace kiln::lower::internal {

CoreId Desugarer::GeneratorExpr(NodeId n) {
  uint32_t off = Off(n);
  if (Kind(n) == NodeKind::kFlatten) {
    NodeId gen = tree_.child(n, 0);
    if (Kind(gen) != NodeKind::kGenerator) return Error(n, "invalid generator");
    return Call(off, G(off, {"Base", "Iterators", "flatten"}), {GeneratorExpr(gen)});
  }
  NodeId body = tree_.child(n, 0);
  std::vector<NodeId> iters;
  NodeId cond;
  for (NodeId it : tree_.children(n).subspan(1)) {
    if (Kind(it) == NodeKind::kFilter) {
      cond = tree_.child(it, 0);
      for (NodeId f : tree_.children(it).subspan(1)) iters.push_back(f);
    } else {
      iters.push_back(it);
    }
  }
  std::vector<NodeId> lhss;
  std::vector<NodeId> rhss;
  for (NodeId it : iters) {
    if (Kind(it) == NodeKind::kAssign) {
      lhss.push_back(tree_.child(it, 0));
      rhss.push_back(tree_.child(it, 1));
    } else if (Kind(it) == NodeKind::kCall && tree_.child_count(it) == 3 &&
               (IsIdentifier(tree_.child(it, 0), "in") || IsIdentifier(tree_.child(it, 0), "∈"))) {
      lhss.push_back(tree_.child(it, 1));
      rhss.push_back(tree_.child(it, 2));
    } else {
      return Error(it, "invalid iteration specification in generator");
    }
  }
  if (lhss.empty()) return Error(n, "generator without iteration specification");

  // The closure over the iteration variables: x -> body, or for several
  // iterators one tuple argument destructured into them.
  auto closure = [&](const std::function<CoreId()>& make_body) {
    CoreName name = core_.Intern("#" + std::to_string(NextLambdaNumber()));
    ArgSpec arg;
    arg.offset = off;
    if (lhss.size() == 1 && Kind(lhss[0]) == NodeKind::kIdentifier) {
      arg.name = core_.Intern(Name(lhss[0]));
      return MakeLambda(LambdaKind::kClosure, name, off, {arg}, {},
                        [&](const std::vector<ArgSpec>&) { return make_body(); });
    }
    arg.name = Gensym("iter");
    return MakeLambda(LambdaKind::kClosure, name, off, {arg}, {}, [&](const std::vector<ArgSpec>&) {
      std::vector<CoreId> stmts;
      CoreId value = core_.AddVar(off, arg.name);
      if (lhss.size() == 1) {
        stmts.push_back(AssignName(lhss[0], value, off, /*declare_local=*/true));
      } else {
        stmts.push_back(DestructureTargets(lhss, value, off, true));
      }
      stmts.push_back(make_body());
      return BlockOf(off, stmts);
    });
  };

  CoreId iter;
  if (rhss.size() == 1) {
    iter = Expr(rhss[0]);
  } else {
    std::vector<CoreId> parts;
    for (NodeId r : rhss) parts.push_back(Expr(r));
    iter = Call(off, G(off, {"Base", "Iterators", "product"}), parts);
  }
  CoreId f = closure([&] { return Expr(body); });
  if (cond.has_value()) {
    CoreId pred = closure([&] { return Expr(cond); });
    iter = Call(off, G(off, {"Base", "Iterators", "filter"}), {pred, iter});
  }
  return Call(off, G(off, {"Base", "Generator"}), {f, iter});
}

CoreId Desugarer::Comprehension(NodeId gen, NodeId elem_type) {
  uint32_t off = Off(gen);
  if (Kind(gen) != NodeKind::kGenerator && Kind(gen) != NodeKind::kFlatten) {
    return Error(gen, "invalid comprehension");
  }
  CoreId g = GeneratorExpr(gen);
  if (elem_type.has_value()) {
    CoreId t = Expr(elem_type);
    return Call(off, G(off, {"Base", "collect"}), {t, g});
  }
  return Call(off, G(off, {"Base", "collect"}), {g});
}

}  // namespace kiln::lower::internal
