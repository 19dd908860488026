// The expander of user_macros.h, shared by its two files: user_macros.cc
// (templates: definitions, substitution, hygiene) and syntax_macros.cc (the
// macros of Base expanded on syntax: @., @views, @enum, @kwdef). Not part of
// lowering's API.
#ifndef KILN_LOWER_MACRO_EXPANDER_H_
#define KILN_LOWER_MACRO_EXPANDER_H_

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "parse/tree.h"

namespace kiln::lower::macro_expander {

using parse::NodeId;
using parse::NodeKind;
using parse::Tree;

constexpr int kMaxExpansions = 64;  // nested expansions of one call

struct MacroDef {
  std::vector<std::string> params;
  bool varargs = false;      // the last parameter collects the remaining arguments
  NodeId body;               // in the input tree: the quoted expression
  bool escaped = false;      // esc(quote ... end): nothing is renamed
  std::string unsupported;   // why the macro cannot be defined ("" if it can)
  bool computing = false;    // the body computes the expansion: its calls run it (Base)
  std::vector<std::string> module;  // the module it is defined in, from the file's own
  // `v = E` statements before the quoted expression, E an argument, `esc(a)`,
  // `string(a)`, `map(esc, xs)` or `esc.(xs)`: `$v` in the template stands for `$(E)`.
  std::unordered_map<std::string, NodeId> aliases;
};

// One expansion in progress: the arguments (nodes of the output tree) and the
// template's renamed locals.
struct Env {
  const MacroDef* def = nullptr;
  std::vector<std::vector<NodeId>> args;
  std::unordered_map<std::string, std::string> renames;
};

inline bool IsCallOf(const Tree& t, NodeId n, std::string_view name, size_t nargs) {
  return t.kind(n) == NodeKind::kCall && t.child_count(n) == nargs + 1 &&
         t.kind(t.child(n, 0)) == NodeKind::kIdentifier && t.name(t.child(n, 0)) == name;
}

// `(x)` parses as x marked parenthesized; a Block with one statement is that
// statement (`$(x)` written with a newline).
inline NodeId Unwrap(const Tree& t, NodeId n) {
  while (t.kind(n) == NodeKind::kBlock && t.child_count(n) == 1) n = t.child(n, 0);
  return n;
}

class Expander {
 public:
  explicit Expander(const Tree& in) : in_(in) {}

  Tree Run() {
    out_.set_root(Emit(in_, in_.root(), nullptr, true));
    return std::move(out_);
  }

 private:
  NodeId Emit(const Tree& t, NodeId n, Env* env, bool rename);
  NodeId CopyLeaf(const Tree& t, NodeId n);
  NodeId AddList(NodeKind kind, uint32_t offset, std::initializer_list<NodeId> children,
                 uint32_t payload = 0, uint8_t flags = parse::kNoFlags) {
    std::vector<NodeId> v(children);
    return out_.AddNode(kind, offset, v, payload, flags);
  }
  uint32_t Off(const Tree& t, NodeId n) const {
    return offset_override_ != UINT32_MAX ? offset_override_ : t.offset(n);
  }
  NodeId Alias(NodeId e, Env* env);
  NodeId Interpolate(NodeId dollar, Env* env);
  bool Splice(NodeId dollar, Env* env, std::vector<NodeId>& out);
  NodeId Expand(const Tree& t, NodeId call, Env* env);
  // Macros run as functions (user_macros.h): the definition as `@m`'s function, a
  // top-level statement that calls a computing macro, the name of a quoted call.
  NodeId MacroFunction(NodeId n);
  NodeId EmitStatements(const Tree& t, NodeId n);
  NodeId EmitStatement(const Tree& t, NodeId stmt);
  bool CallsComputingMacro(const Tree& t, NodeId n) const;
  NodeId ExpandAtRunTime(const Tree& t, NodeId stmt);
  NodeId QuotedMacroName(const Tree& t, NodeId name);
  NodeId Dot(const Tree& t, NodeId n, Env* env);
  NodeId Views(const Tree& t, NodeId n, Env* env, bool lvalue);
  NodeId FromSource(const std::string& text, uint32_t offset);
  NodeId Enum(const Tree& t, NodeId call);
  NodeId Kwdef(const Tree& t, NodeId call, Env* env);
  // cartesian_macros.cc
  static constexpr int kMaxTreeDepthForCopy = 4096;
  NodeId Cartesian(const Tree& t, NodeId call, Env* env, std::string_view name);
  NodeId Substitute(NodeId n, const std::string& var, int64_t d, int depth);
  void Define(NodeId n);
  bool Substitutable(const MacroDef& def, NodeId body) const;
  void CollectAssigned(NodeId body, std::unordered_set<std::string>& names);
  const std::vector<NodeId>* Param(NodeId name_node, Env* env);

  const Tree& in_;
  Tree out_;
  std::unordered_map<std::string, MacroDef> macros_;
  int depth_ = 0;
  int counter_ = 0;
  // > 0: copying quoted code (or a statement expanded at run time), whose macro calls
  // are data, not expanded here.
  int quoted_ = 0;
  std::vector<std::string> module_path_;  // the modules the node being emitted is in
  // Trees parsed from expansion text; kept alive while the output is built.
  std::vector<std::unique_ptr<Tree>> generated_;
  uint32_t offset_override_ = UINT32_MAX;  // the offset of every copied node, if set
};

}  // namespace kiln::lower::macro_expander

#endif  // KILN_LOWER_MACRO_EXPANDER_H_
