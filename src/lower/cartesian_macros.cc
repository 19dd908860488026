// Base.Cartesian's macros, expanded on syntax (user_macros.h): @nexprs,
// @ntuple, @nref and @ncall. Each repeats an expression N times (N an integer
// literal), the d-th copy with the variable `j` of `j -> expr` replaced by d
// and every name `x_j` by `x_d`; a plain name `x` stands for `j -> x_j`.
#include <string>
#include <vector>

#include "lower/macro_expander.h"

namespace kiln::lower::macro_expander {

namespace {
constexpr int64_t kMaxCartesianCount = 1024;
}  // namespace

// Copies `n` (a node of out_) with `var` replaced by `d` and `x_var` by `x_d`.
// Nodes are read before anything is added (out_ grows while it is read).
NodeId Expander::Substitute(NodeId n, const std::string& var, int64_t d, int depth) {
  uint32_t off = out_.offset(n);
  const parse::Node node = out_.node(n);
  if (node.kind == NodeKind::kIdentifier) {
    std::string name(out_.name(n));
    if (name == var) {
      parse::IntLiteral v;
      v.bits = static_cast<uint64_t>(d);
      return out_.AddInteger(off, v);
    }
    std::string suffix = "_" + var;
    if (name.size() > suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
      return out_.AddIdentifier(off, name.substr(0, name.size() - var.size()) +
                                         std::to_string(d));
    }
    return n;
  }
  if (node.child_count == 0 || depth > kMaxTreeDepthForCopy) return n;
  std::vector<NodeId> children(out_.children(n).begin(), out_.children(n).end());
  std::vector<NodeId> kids;
  kids.reserve(children.size());
  for (size_t i = 0; i < children.size(); ++i) {
    // Field names (a.b) are not variables.
    bool name_only = node.kind == NodeKind::kDot && i == 1;
    kids.push_back(name_only ? children[i] : Substitute(children[i], var, d, depth + 1));
  }
  return out_.AddNode(node.kind, off, kids, node.payload, node.flags);
}

NodeId Expander::Cartesian(const Tree& t, NodeId call, Env* env, std::string_view name) {
  uint32_t off = Off(t, call);
  size_t nargs = t.child_count(call) - 1;
  size_t min_args = name == "@nexprs" || name == "@ntuple" ? 2 : 3;
  if (nargs < min_args || (name != "@ncall" && nargs != min_args)) {
    return out_.AddUnsupported(off, "this form of " + std::string(name));
  }
  NodeId count = t.child(call, 1);
  if (t.kind(count) != NodeKind::kInteger) {
    return out_.AddUnsupported(off, std::string(name) + " with a count that is not an integer literal");
  }
  int64_t n = static_cast<int64_t>(t.int_value(count).bits);
  if (n < 0 || n > kMaxCartesianCount) {
    return out_.AddUnsupported(off, std::string(name) + " with this count");
  }
  // The repeated expression: j -> body, or a name x (j -> x_j).
  NodeId last = t.child(call, static_cast<uint32_t>(nargs));
  std::string var = "#d";
  NodeId body;
  if (t.kind(last) == NodeKind::kLambda && t.kind(t.child(last, 0)) == NodeKind::kIdentifier) {
    var = std::string(t.name(t.child(last, 0)));
    body = Emit(t, Unwrap(t, t.child(last, 1)), env, true);
  } else if (t.kind(last) == NodeKind::kIdentifier) {
    body = out_.AddIdentifier(Off(t, last), std::string(t.name(last)) + "_" + var);
  } else {
    return out_.AddUnsupported(off, std::string(name) + " of this expression");
  }
  std::vector<NodeId> items;
  for (int64_t d = 1; d <= n; ++d) items.push_back(Substitute(body, var, d, 0));
  if (name == "@nexprs") return out_.AddNode(NodeKind::kBlock, off, items);
  if (name == "@ntuple") {
    // One item is the 1-tuple (x,), not a parenthesized x.
    return out_.AddNode(NodeKind::kTuple, off, items);
  }
  // @nref N A x -> A[x_1, ...]; @ncall N f args... x -> f(args..., x_1, ...)
  std::vector<NodeId> kids;
  for (size_t i = 2; i < nargs; ++i) kids.push_back(Emit(t, t.child(call, static_cast<uint32_t>(i)), env, true));
  kids.insert(kids.end(), items.begin(), items.end());
  return out_.AddNode(name == "@nref" ? NodeKind::kRef : NodeKind::kCall, off, kids);
}

}  // namespace kiln::lower::macro_expander
