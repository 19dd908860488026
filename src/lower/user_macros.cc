// Template expansion of the macros a file defines (user_macros.h).
//
// The passes recurse over trees bounded by kMaxTreeDepth; expansion adds at
// most a template's depth per level and is itself bounded (kMaxExpansions
// nested expansions), and Lower checks the depth of the result again.
#include "lower/user_macros.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "lower/unparse.h"
#include "parse/parse.h"
#include "source/source_buffer.h"

namespace kiln::lower {
namespace {

using parse::NodeId;
using parse::NodeKind;
using parse::Tree;

constexpr int kMaxExpansions = 64;  // nested expansions of one call

struct MacroDef {
  std::vector<std::string> params;
  bool varargs = false;      // the last parameter collects the remaining arguments
  NodeId body;               // in the input tree: the quoted expression
  bool escaped = false;      // esc(quote ... end): nothing is renamed
  std::string unsupported;   // why the body is not a template ("" if it is one)
};

// One expansion in progress: the arguments (nodes of the output tree) and the
// template's renamed locals.
struct Env {
  const MacroDef* def = nullptr;
  std::vector<std::vector<NodeId>> args;
  std::unordered_map<std::string, std::string> renames;
};

bool IsCallOf(const Tree& t, NodeId n, std::string_view name, size_t nargs) {
  return t.kind(n) == NodeKind::kCall && t.child_count(n) == nargs + 1 &&
         t.kind(t.child(n, 0)) == NodeKind::kIdentifier && t.name(t.child(n, 0)) == name;
}

// `(x)` parses as x marked parenthesized; a Block with one statement is that
// statement (`$(x)` written with a newline).
NodeId Unwrap(const Tree& t, NodeId n) {
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
  NodeId Interpolate(NodeId dollar, Env* env);
  bool Splice(NodeId dollar, Env* env, std::vector<NodeId>& out);
  NodeId Expand(const Tree& t, NodeId call, Env* env);
  NodeId Dot(const Tree& t, NodeId n, Env* env);
  NodeId Views(const Tree& t, NodeId n, Env* env, bool lvalue);
  NodeId FromSource(const std::string& text, uint32_t offset);
  NodeId Enum(const Tree& t, NodeId call);
  NodeId Kwdef(const Tree& t, NodeId call, Env* env);
  void Define(NodeId n);
  void CollectAssigned(NodeId body, std::unordered_set<std::string>& names);
  const std::vector<NodeId>* Param(NodeId name_node, Env* env);

  const Tree& in_;
  Tree out_;
  std::unordered_map<std::string, MacroDef> macros_;
  int depth_ = 0;
  int counter_ = 0;
  // Trees parsed from expansion text; kept alive while the output is built.
  std::vector<std::unique_ptr<Tree>> generated_;
  uint32_t offset_override_ = UINT32_MAX;  // the offset of every copied node, if set
};

// `t` may be the output tree itself: nothing read from it may be held across
// an addition to it (names and nodes are copied first).
NodeId Expander::CopyLeaf(const Tree& t, NodeId n) {
  uint32_t off = Off(t, n);
  const parse::Node node = t.node(n);
  NodeId copy;
  switch (node.kind) {
    case NodeKind::kIdentifier: copy = out_.AddIdentifier(off, std::string(t.name(n))); break;
    case NodeKind::kSymbol: copy = out_.AddSymbol(off, std::string(t.name(n))); break;
    case NodeKind::kInteger: copy = out_.AddInteger(off, t.int_value(n)); break;
    case NodeKind::kFloat: copy = out_.AddFloat(off, t.float_value(n)); break;
    case NodeKind::kString: copy = out_.AddString(off, t.string_value(n)); break;
    case NodeKind::kChar: copy = out_.AddChar(off, t.char_value(n)); break;
    case NodeKind::kBool: copy = out_.AddBool(off, t.bool_value(n)); break;
    case NodeKind::kUnsupported: copy = out_.AddUnsupported(off, t.string_value(n)); break;
    default: copy = out_.AddNode(node.kind, off, {}, node.payload); break;
  }
  out_.SetFlags(copy, node.flags);
  return copy;
}

const std::vector<NodeId>* Expander::Param(NodeId name_node, Env* env) {
  if (env == nullptr || in_.kind(name_node) != NodeKind::kIdentifier) return nullptr;
  const std::vector<std::string>& params = env->def->params;
  for (size_t i = 0; i < params.size(); ++i) {
    if (params[i] == in_.name(name_node)) return &env->args[i];
  }
  return nullptr;
}

// $x, $(esc(x)): the argument; $(string(x)): its text.
NodeId Expander::Interpolate(NodeId dollar, Env* env) {
  uint32_t off = in_.offset(dollar);
  NodeId e = Unwrap(in_, in_.child(dollar, 0));
  bool to_string = false;
  if (IsCallOf(in_, e, "esc", 1)) {
    e = Unwrap(in_, in_.child(e, 1));
  } else if (IsCallOf(in_, e, "string", 1)) {
    e = Unwrap(in_, in_.child(e, 1));
    to_string = true;
  }
  const std::vector<NodeId>* arg = Param(e, env);
  if (arg != nullptr && arg->size() == 1 && !(env->def->varargs &&
                                                 arg == &env->args.back())) {
    if (to_string) return out_.AddString(off, Unparse(out_, (*arg)[0], -1));
    return Emit(out_, (*arg)[0], nullptr, false);
  }
  switch (in_.kind(e)) {
    case NodeKind::kInteger:
    case NodeKind::kFloat:
    case NodeKind::kString:
    case NodeKind::kChar:
    case NodeKind::kBool:
    case NodeKind::kSymbol: return CopyLeaf(in_, e);
    default: break;
  }
  return out_.AddUnsupported(off, "this interpolation in the macro " + std::string("template"));
}

// $(xs...) and $(esc.(xs)...) in a list of arguments or statements.
bool Expander::Splice(NodeId dollar, Env* env, std::vector<NodeId>& out) {
  NodeId e = Unwrap(in_, in_.child(dollar, 0));
  // $(xs...) parses as $ of the tuple (xs...).
  if (in_.kind(e) == NodeKind::kTuple && in_.child_count(e) == 1) e = in_.child(e, 0);
  if (in_.kind(e) != NodeKind::kSplat) return false;
  NodeId x = Unwrap(in_, in_.child(e, 0));
  if (in_.kind(x) == NodeKind::kDotCall && in_.kind(in_.child(x, 0)) == NodeKind::kIdentifier &&
      in_.name(in_.child(x, 0)) == "esc" && in_.child_count(in_.child(x, 1)) == 1) {
    x = Unwrap(in_, in_.child(in_.child(x, 1), 0));  // esc.(xs)
  } else if (IsCallOf(in_, x, "map", 2) && in_.kind(in_.child(x, 1)) == NodeKind::kIdentifier &&
             in_.name(in_.child(x, 1)) == "esc") {
    x = Unwrap(in_, in_.child(x, 2));  // map(esc, xs)
  }
  const std::vector<NodeId>* arg = Param(x, env);
  if (arg == nullptr) return false;
  for (NodeId a : *arg) out.push_back(Emit(out_, a, nullptr, false));
  return true;
}

NodeId Expander::Emit(const Tree& t, NodeId n, Env* env, bool rename) {
  NodeKind kind = t.kind(n);
  bool in_template = env != nullptr && &t == &in_;
  if (in_template && kind == NodeKind::kDollar) return Interpolate(n, env);
  if (in_template && rename && kind == NodeKind::kIdentifier) {
    auto it = env->renames.find(std::string(t.name(n)));
    if (it != env->renames.end()) return out_.AddIdentifier(Off(t, n), it->second);
  }
  if (kind == NodeKind::kMacro && &t == &in_ && env == nullptr) {
    Define(n);
    return out_.AddNode(NodeKind::kEmpty, t.offset(n));
  }
  if (kind == NodeKind::kMacroCall && t.kind(t.child(n, 0)) == NodeKind::kIdentifier) {
    std::string name(t.name(t.child(n, 0)));
    if (macros_.count(name) != 0) return Expand(t, n, env);
    if (t.child_count(n) == 2 && (name == "@." || name == "@__dot__")) {
      return Dot(t, t.child(n, 1), env);
    }
    if (t.child_count(n) == 2 && name == "@views") return Views(t, t.child(n, 1), env, false);
    if (name == "@enum") return Enum(t, n);
    if (t.child_count(n) == 2 && name == "@kwdef") return Kwdef(t, n, env);
  }
  if (t.child_count(n) == 0) return CopyLeaf(t, n);
  std::vector<NodeId> children(t.children(n).begin(), t.children(n).end());
  std::vector<NodeId> kids;
  kids.reserve(children.size());
  for (size_t i = 0; i < children.size(); ++i) {
    NodeId c = children[i];
    if (in_template && t.kind(c) == NodeKind::kDollar && Splice(c, env, kids)) continue;
    // Field names (a.b) and keyword names (f(k = v)) are not variables.
    bool is_name_only = (kind == NodeKind::kDot && i == 1) || (kind == NodeKind::kKw && i == 0);
    kids.push_back(Emit(t, c, env, rename && !is_name_only));
  }
  const parse::Node node = t.node(n);
  uint32_t payload = node.payload;
  if (kind == NodeKind::kOpAssign) {
    payload = out_.Intern(std::string(t.NameText(t.name_id(n)))).index;
  }
  return out_.AddNode(kind, Off(t, n), kids, payload, node.flags);
}

// Names the template assigns: x = v, x op= v, (a, b) = v, x::T = v, local x,
// for x in xs; not those declared global.
void Expander::CollectAssigned(NodeId body, std::unordered_set<std::string>& names) {
  std::unordered_set<std::string> globals;
  std::vector<NodeId> stack{body};
  auto add_target = [&](NodeId lhs) {
    std::vector<NodeId> targets{lhs};
    while (!targets.empty()) {
      NodeId x = targets.back();
      targets.pop_back();
      switch (in_.kind(x)) {
        case NodeKind::kIdentifier: names.insert(std::string(in_.name(x))); break;
        case NodeKind::kTuple:
          for (NodeId c : in_.children(x)) targets.push_back(c);
          break;
        case NodeKind::kTypeAssert: targets.push_back(in_.child(x, 0)); break;
        default: break;
      }
    }
  };
  while (!stack.empty()) {
    NodeId n = stack.back();
    stack.pop_back();
    switch (in_.kind(n)) {
      case NodeKind::kDollar: continue;  // the caller's code
      case NodeKind::kAssign:
      case NodeKind::kOpAssign: add_target(in_.child(n, 0)); break;
      case NodeKind::kLocal:
        for (NodeId c : in_.children(n)) {
          add_target(in_.kind(c) == NodeKind::kAssign ? in_.child(c, 0) : c);
        }
        break;
      case NodeKind::kGlobal:
        for (NodeId c : in_.children(n)) {
          NodeId x = in_.kind(c) == NodeKind::kAssign ? in_.child(c, 0) : c;
          if (in_.kind(x) == NodeKind::kIdentifier) globals.insert(std::string(in_.name(x)));
        }
        continue;
      case NodeKind::kFunction:
      case NodeKind::kLambda:
      case NodeKind::kStruct:
      case NodeKind::kMacro: continue;  // their own scopes and names stay as written
      default: break;
    }
    for (NodeId c : in_.children(n)) stack.push_back(c);
  }
  for (const std::string& g : globals) names.erase(g);
}

void Expander::Define(NodeId n) {
  NodeId sig = in_.child(n, 0);
  if (in_.kind(sig) != NodeKind::kCall || in_.kind(in_.child(sig, 0)) != NodeKind::kIdentifier) {
    return;
  }
  std::string name = "@" + std::string(in_.name(in_.child(sig, 0)));
  MacroDef def;
  auto params = in_.children(sig).subspan(1);
  for (size_t i = 0; i < params.size(); ++i) {
    NodeId p = params[i];
    if (in_.kind(p) == NodeKind::kSplat && i + 1 == params.size()) {
      def.varargs = true;
      p = in_.child(p, 0);
    }
    if (in_.kind(p) == NodeKind::kTypeAssert && in_.kind(in_.child(p, 0)) != NodeKind::kEmpty) {
      p = in_.child(p, 0);
    }
    if (in_.kind(p) != NodeKind::kIdentifier) {
      def.unsupported = "an argument that is not a plain name";
      break;
    }
    def.params.emplace_back(in_.name(p));
  }
  // The body: one quoted expression, possibly returned or escaped whole.
  NodeId body = Unwrap(in_, in_.child(n, 1));
  if (in_.kind(body) == NodeKind::kReturn && in_.child_count(body) == 1) {
    body = Unwrap(in_, in_.child(body, 0));
  }
  if (IsCallOf(in_, body, "esc", 1)) {
    def.escaped = true;
    body = Unwrap(in_, in_.child(body, 1));
  }
  if (in_.kind(body) == NodeKind::kQuote) {
    def.body = in_.child(body, 0);
  } else if (def.unsupported.empty()) {
    def.unsupported = "its body computes the expansion";
  }
  macros_[name] = std::move(def);
}

NodeId Expander::Expand(const Tree& t, NodeId call, Env* env) {
  uint32_t off = t.offset(call);
  std::string name(t.name(t.child(call, 0)));
  const MacroDef& def = macros_.at(name);
  if (!def.unsupported.empty()) {
    return out_.AddUnsupported(off, "the macro " + name + " (" + def.unsupported + ")");
  }
  std::vector<NodeId> call_args(t.children(call).begin() + 1, t.children(call).end());
  size_t fixed = def.params.size() - (def.varargs ? 1 : 0);
  if (call_args.size() < fixed || (!def.varargs && call_args.size() != fixed)) {
    return out_.AddUnsupported(
        off, "calling the macro " + name + " with " + std::to_string(call_args.size()) +
                 " arguments (it takes " + std::to_string(fixed) + (def.varargs ? " or more)" : ")"));
  }
  if (depth_ >= kMaxExpansions) return out_.AddUnsupported(off, "macro expansion this deep");
  ++depth_;
  Env e;
  e.def = &def;
  e.args.resize(def.params.size());
  for (size_t i = 0; i < call_args.size(); ++i) {
    // The arguments are the caller's code: substituted into the caller's own
    // template if the call is in one, with their macro calls expanded.
    NodeId a = Emit(t, call_args[i], env, true);
    e.args[std::min(i, def.params.size() - 1)].push_back(a);
  }
  if (!def.escaped) {
    std::unordered_set<std::string> assigned;
    CollectAssigned(def.body, assigned);
    int k = ++counter_;
    for (const std::string& v : assigned) {
      e.renames[v] = "#" + v + "#m" + std::to_string(k);
    }
  }
  NodeId result = Emit(in_, def.body, &e, true);
  --depth_;
  return result;
}

// @. ex (Base.Broadcast.__dot__): every call becomes a dot call and every
// assignment a dotted one; $f(x) is not dotted, nor are the variables of for
// loops and the signatures of definitions.
NodeId Expander::Dot(const Tree& t, NodeId n, Env* env) {
  NodeKind kind = t.kind(n);
  uint32_t off = Off(t, n);
  if (kind == NodeKind::kDollar) {
    if (env != nullptr && &t == &in_) return Interpolate(n, env);
    return Emit(t, Unwrap(t, t.child(n, 0)), env, true);
  }
  if (t.child_count(n) == 0 || kind == NodeKind::kMacroCall) return Emit(t, n, env, true);
  std::vector<NodeId> children(t.children(n).begin(), t.children(n).end());
  std::vector<NodeId> kids;
  auto dotted_name = [&](NodeId op) {
    std::string name(t.name(op));
    if (!name.empty() && name[0] != '.') name = "." + name;
    return out_.AddIdentifier(Off(t, op), name);
  };
  switch (kind) {
    case NodeKind::kCall: {
      NodeId f = children[0];
      bool dotted_op = t.kind(f) == NodeKind::kIdentifier && t.name(f).size() > 1 &&
                       t.name(f)[0] == '.';
      for (size_t i = 1; i < children.size(); ++i) kids.push_back(Dot(t, children[i], env));
      if (dotted_op) {
        kids.insert(kids.begin(), Emit(t, f, env, true));
        return out_.AddNode(NodeKind::kCall, off, kids);
      }
      NodeId callee = Emit(t, f, env, true);
      NodeId tuple = out_.AddNode(NodeKind::kTuple, off, kids);
      return AddList(NodeKind::kDotCall, off, {callee, tuple});
    }
    case NodeKind::kComparison:
      for (size_t i = 0; i < children.size(); ++i) {
        bool op = i % 2 == 1 && t.kind(children[i]) == NodeKind::kIdentifier;
        kids.push_back(op ? dotted_name(children[i]) : Dot(t, children[i], env));
      }
      return out_.AddNode(kind, off, kids);
    case NodeKind::kAnd:
    case NodeKind::kOr: {
      NodeId op = out_.AddIdentifier(off, kind == NodeKind::kAnd ? ".&&" : ".||");
      NodeId a = Dot(t, children[0], env);
      NodeId b = Dot(t, children[1], env);
      return AddList(NodeKind::kCall, off, {op, a, b});
    }
    case NodeKind::kAssign: {
      NodeId lhs = children[0];
      if (t.kind(lhs) == NodeKind::kCall || t.kind(lhs) == NodeKind::kWhere) {
        return Emit(t, n, env, true);  // a definition
      }
      NodeId a = Emit(t, lhs, env, true);
      NodeId b = Dot(t, children[1], env);
      return AddList(NodeKind::kDotAssign, off, {a, b});
    }
    case NodeKind::kOpAssign: {
      std::string op(t.NameText(t.name_id(n)));
      if (op.empty() || op[0] != '.') op = "." + op;
      uint32_t payload = out_.Intern(op).index;
      NodeId a = Emit(t, children[0], env, true);
      NodeId b = Dot(t, children[1], env);
      return AddList(kind, off, {a, b}, payload);
    }
    case NodeKind::kFor:
    case NodeKind::kLet:
    case NodeKind::kFunction:
    case NodeKind::kLambda: {
      uint8_t flags = t.node(n).flags;
      NodeId a = Emit(t, children[0], env, true);
      NodeId b = Dot(t, children[1], env);
      return AddList(kind, off, {a, b}, 0, flags);
    }
    default: break;
  }
  for (NodeId c : children) kids.push_back(Dot(t, c, env));
  const parse::Node node = t.node(n);
  return out_.AddNode(kind, off, kids, node.payload, node.flags);
}

// @views ex: every indexing a[...] that is read becomes Base.maybeview (a
// view for slices, the element for scalar indices); assigned places stay.
NodeId Expander::Views(const Tree& t, NodeId n, Env* env, bool lvalue) {
  NodeKind kind = t.kind(n);
  uint32_t off = Off(t, n);
  if (t.child_count(n) == 0 || kind == NodeKind::kDollar || kind == NodeKind::kMacroCall) {
    return Emit(t, n, env, true);
  }
  std::vector<NodeId> children(t.children(n).begin(), t.children(n).end());
  std::vector<NodeId> kids;
  bool assigns = kind == NodeKind::kAssign || kind == NodeKind::kOpAssign ||
                 kind == NodeKind::kDotAssign;
  for (size_t i = 0; i < children.size(); ++i) {
    kids.push_back(Views(t, children[i], env, assigns && i == 0));
  }
  const parse::Node node = t.node(n);
  uint32_t payload = node.payload;
  if (kind == NodeKind::kOpAssign) {
    payload = out_.Intern(std::string(t.NameText(t.name_id(n)))).index;
  }
  NodeId copy = out_.AddNode(kind, off, kids, payload, node.flags);
  if (kind != NodeKind::kRef || lvalue) return copy;
  NodeId name = out_.AddIdentifier(off, "@#maybeview");
  return AddList(NodeKind::kMacroCall, off, {name, copy});
}

// Julia source text parsed and copied into the output, every node at `offset`.
NodeId Expander::FromSource(const std::string& text, uint32_t offset) {
  auto buffer = source::SourceBuffer::FromString("expansion", text);
  source::DiagnosticSink sink;
  Tree tree = parse::Parse(*buffer, sink);
  if (sink.has_errors() || !tree.root().has_value()) {
    return out_.AddUnsupported(offset, "this macro call (its expansion does not parse)");
  }
  uint32_t saved = offset_override_;
  offset_override_ = offset;
  std::vector<NodeId> stmts;
  for (NodeId s : tree.children(tree.root())) stmts.push_back(Emit(tree, s, nullptr, false));
  offset_override_ = saved;
  return out_.AddNode(NodeKind::kBlock, offset, stmts);
}

// @enum T[::BaseType] a b = 2 c  (or a begin ... end block of the values):
// an immutable T <: Base.Enum{BaseType} holding the value, a constant per
// instance, and the instances and names Base's Enum methods use.
NodeId Expander::Enum(const Tree& t, NodeId call) {
  uint32_t off = t.offset(call);
  auto args = t.children(call).subspan(1);
  if (args.empty()) return out_.AddUnsupported(off, "@enum without a type name");
  NodeId spec = args[0];
  std::string type_name;
  std::string base_type = "Int32";
  if (t.kind(spec) == NodeKind::kTypeAssert && t.kind(t.child(spec, 0)) == NodeKind::kIdentifier) {
    type_name = t.name(t.child(spec, 0));
    base_type = Unparse(t, t.child(spec, 1), 0);
  } else if (t.kind(spec) == NodeKind::kIdentifier) {
    type_name = t.name(spec);
  } else {
    return out_.AddUnsupported(off, "this @enum type name");
  }
  std::vector<NodeId> items;
  for (NodeId a : args.subspan(1)) {
    if (t.kind(a) == NodeKind::kBlock) {
      for (NodeId c : t.children(a)) items.push_back(c);
    } else {
      items.push_back(a);
    }
  }
  std::vector<std::pair<std::string, std::string>> values;
  int64_t next = 0;
  for (NodeId item : items) {
    std::string name;
    if (t.kind(item) == NodeKind::kIdentifier) {
      name = t.name(item);
    } else if (t.kind(item) == NodeKind::kAssign &&
               t.kind(t.child(item, 0)) == NodeKind::kIdentifier &&
               t.kind(t.child(item, 1)) == NodeKind::kInteger &&
               t.int_value(t.child(item, 1)).type == parse::IntType::kInt64) {
      name = t.name(t.child(item, 0));
      next = static_cast<int64_t>(t.int_value(t.child(item, 1)).bits);
    } else {
      return out_.AddUnsupported(off, "this @enum value");
    }
    for (const auto& v : values) {
      if (v.first == name) return out_.AddUnsupported(off, "a repeated @enum name");
    }
    values.emplace_back(name, std::to_string(next));
    ++next;
  }
  if (values.empty()) return out_.AddUnsupported(off, "@enum without values");
  std::string vals, insts, names;
  for (size_t i = 0; i < values.size(); ++i) {
    std::string sep = i == 0 ? "" : ", ";
    vals += sep + values[i].second;
    insts += sep + values[i].first;
    names += sep + ":" + values[i].first;
  }
  if (values.size() == 1) {
    vals += ",";
    insts += ",";
    names += ",";
  }
  const std::string& T = type_name;
  std::string text = "struct " + T + " <: Base.Enum{" + base_type + "}\n    value::" + base_type +
                     "\n    function " + T + "(x::Integer)\n        x in (" + vals +
                     ") || Base._enum_argument_error(:" + T +
                     ", x)\n        return new(Base.convert(" + base_type + ", x))\n    end\nend\n";
  for (const auto& v : values) text += "const " + v.first + " = " + T + "(" + v.second + ")\n";
  text += "Base.instances(::Type{" + T + "}) = (" + insts + ")\n";
  text += "Base._enum_names(::Type{" + T + "}) = (" + names + ")\n";
  text += "nothing\n";
  return FromSource(text, off);
}

// @kwdef struct S; a::Int = 1; b; end: the struct without the defaults, and
// S(; a = 1, b) = S(a, b).
NodeId Expander::Kwdef(const Tree& t, NodeId call, Env* env) {
  uint32_t off = t.offset(call);
  NodeId st = t.child(call, 1);
  if (t.kind(st) != NodeKind::kStruct) return out_.AddUnsupported(off, "@kwdef of a non-struct");
  NodeId name = t.child(st, 0);
  NodeId bare = name;
  if (t.kind(bare) == NodeKind::kSubtype) bare = t.child(bare, 0);
  if (t.kind(bare) == NodeKind::kCurly) bare = t.child(bare, 0);
  if (t.kind(bare) != NodeKind::kIdentifier) return out_.AddUnsupported(off, "this @kwdef struct");
  std::string type_name(t.name(bare));
  NodeId block = t.child(st, 1);
  std::vector<NodeId> body(t.children(block).begin(), t.children(block).end());
  std::vector<NodeId> fields;
  std::string params, positional;
  for (NodeId item : body) {
    NodeId x = item;
    bool is_const = t.kind(x) == NodeKind::kConst;
    if (is_const) x = t.child(x, 0);
    NodeId field = x;
    NodeId def;
    if (t.kind(x) == NodeKind::kAssign) {
      field = t.child(x, 0);
      def = t.child(x, 1);
    }
    NodeId fname = t.kind(field) == NodeKind::kTypeAssert ? t.child(field, 0) : field;
    if (t.kind(fname) != NodeKind::kIdentifier ||
        (t.kind(field) != NodeKind::kIdentifier && t.kind(field) != NodeKind::kTypeAssert)) {
      fields.push_back(Emit(t, item, env, true));  // a constructor or a docstring
      continue;
    }
    NodeId copy = Emit(t, field, env, true);
    if (is_const) copy = AddList(NodeKind::kConst, Off(t, item), {copy});
    fields.push_back(copy);
    std::string n(t.name(fname));
    params += (params.empty() ? "" : ", ") + n;
    if (def.has_value()) params += " = (" + Unparse(t, def, 0) + ")";
    positional += (positional.empty() ? "" : ", ") + n;
  }
  uint8_t flags = t.node(st).flags;
  NodeId struct_body = out_.AddNode(NodeKind::kBlock, Off(t, block), fields);
  NodeId name_copy = Emit(t, name, env, true);
  NodeId struct_copy = AddList(NodeKind::kStruct, Off(t, st), {name_copy, struct_body}, 0, flags);
  NodeId ctor =
      FromSource(type_name + "(; " + params + ") = " + type_name + "(" + positional + ")\n", off);
  return AddList(NodeKind::kBlock, off, {struct_copy, ctor});
}

// Whether the tree needs this pass: it defines a macro or calls one that
// is expanded on syntax here.
bool NeedsExpansion(const Tree& tree) {
  for (uint32_t i = 0; i < tree.size(); ++i) {
    NodeKind k = tree.kind(NodeId(i));
    if (k == NodeKind::kMacro) return true;
    if (k == NodeKind::kMacroCall) {
      NodeId name = tree.child(NodeId(i), 0);
      if (tree.kind(name) != NodeKind::kIdentifier) continue;
      std::string_view s = tree.name(name);
      if (s == "@." || s == "@__dot__" || s == "@views" || s == "@enum" || s == "@kwdef") {
        return true;
      }
    }
  }
  return false;
}

}  // namespace

std::optional<parse::Tree> ExpandUserMacros(const parse::Tree& tree) {
  if (!tree.root().has_value() || !NeedsExpansion(tree)) return std::nullopt;
  return Expander(tree).Run();
}

}  // namespace kiln::lower
