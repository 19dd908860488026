// Template expansion of the macros a file defines (user_macros.h).
//
// The passes recurse over trees bounded by kMaxTreeDepth; expansion adds at
// most a template's depth per level and is itself bounded (kMaxExpansions
// nested expansions), and Lower checks the depth of the result again.
#include "lower/user_macros.h"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

#include "lower/builtin_macros.h"
#include "lower/macro_expander.h"
#include "lower/unparse.h"

namespace kiln::lower {
namespace macro_expander {

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

// A name the macro body bound before its template (`s = string(x)`) stands for
// what it was bound to; anything else is itself.
NodeId Expander::Alias(NodeId e, Env* env) {
  if (env == nullptr || in_.kind(e) != NodeKind::kIdentifier) return e;
  auto it = env->def->aliases.find(std::string(in_.name(e)));
  return it == env->def->aliases.end() ? e : Unwrap(in_, it->second);
}

// $x, $(esc(x)): the argument; $(string(x)): its text.
NodeId Expander::Interpolate(NodeId dollar, Env* env) {
  uint32_t off = in_.offset(dollar);
  NodeId e = Unwrap(in_, in_.child(dollar, 0));
  e = Alias(e, env);
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
    if (to_string) {
      // string(x) of a literal argument is the value's own text ("s", not "\"s\"").
      NodeId a = (*arg)[0];
      if (out_.kind(a) == NodeKind::kString) return out_.AddString(off, out_.string_value(a));
      return out_.AddString(off, Unparse(out_, a, -1));
    }
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
  NodeId x = Alias(Unwrap(in_, in_.child(e, 0)), env);
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
  // A definition whose name is interpolated (`@eval macro $name(x) ... end`) is data.
  if (kind == NodeKind::kMacro && &t == &in_ && env == nullptr && quoted_ == 0 &&
      t.kind(t.child(n, 0)) == NodeKind::kCall &&
      t.kind(t.child(t.child(n, 0), 0)) == NodeKind::kIdentifier) {
    Define(n);
    return MacroFunction(n);
  }
  if (env == nullptr && &t == &in_ && quoted_ == 0 &&
      (kind == NodeKind::kToplevel || kind == NodeKind::kModule)) {
    return EmitStatements(t, n);
  }
  int quoted = kind == NodeKind::kQuote ? 1 : 0;
  if (kind == NodeKind::kMacroCall && t.kind(t.child(n, 0)) == NodeKind::kIdentifier) {
    std::string name(t.name(t.child(n, 0)));
    // Quoted macro calls are data; @macroexpand's and @eval's argument is expanded when
    // it runs.
    if (quoted_ > 0 || name == "@macroexpand" || name == "@macroexpand1" || name == "@eval") {
      std::vector<NodeId> kids{QuotedMacroName(t, t.child(n, 0))};
      ++quoted_;
      for (size_t i = 1; i < t.child_count(n); ++i) {
        kids.push_back(Emit(t, t.child(n, i), env, rename));
      }
      --quoted_;
      const parse::Node node = t.node(n);
      return out_.AddNode(kind, Off(t, n), kids, node.payload, node.flags);
    }
    if (macros_.count(name) != 0) return Expand(t, n, env);
    if (t.child_count(n) == 2 && (name == "@." || name == "@__dot__")) {
      return Dot(t, t.child(n, 1), env);
    }
    if (t.child_count(n) == 2 && name == "@views") return Views(t, t.child(n, 1), env, false);
    if (name == "@enum") return Enum(t, n);
    if (t.child_count(n) == 2 && name == "@kwdef") return Kwdef(t, n, env);
    if (name == "@nexprs" || name == "@ntuple" || name == "@nref" || name == "@ncall") {
      return Cartesian(t, n, env, name);
    }
  }
  if (t.child_count(n) == 0) return CopyLeaf(t, n);
  std::vector<NodeId> children(t.children(n).begin(), t.children(n).end());
  std::vector<NodeId> kids;
  kids.reserve(children.size());
  quoted_ += quoted;
  for (size_t i = 0; i < children.size(); ++i) {
    NodeId c = children[i];
    if (in_template && t.kind(c) == NodeKind::kDollar && Splice(c, env, kids)) continue;
    // Field names (a.b) and keyword names (f(k = v)) are not variables.
    bool is_name_only = (kind == NodeKind::kDot && i == 1) || (kind == NodeKind::kKw && i == 0);
    kids.push_back(Emit(t, c, env, rename && !is_name_only));
  }
  quoted_ -= quoted;
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
  // The body: one quoted expression, possibly returned or escaped whole, after
  // names bound to an argument, `esc(a)` or `string(a)` (aliases in the template).
  NodeId body = Unwrap(in_, in_.child(n, 1));
  if (in_.kind(body) == NodeKind::kBlock && in_.child_count(body) > 1) {
    auto stmts = in_.children(body);
    bool all_aliases = true;
    for (size_t i = 0; i + 1 < stmts.size() && all_aliases; ++i) {
      NodeId st = stmts[i];
      all_aliases =
          in_.kind(st) == NodeKind::kAssign && in_.kind(in_.child(st, 0)) == NodeKind::kIdentifier;
      if (!all_aliases) break;
      NodeId v = Unwrap(in_, in_.child(st, 1));
      NodeId a = v;
      if (IsCallOf(in_, v, "esc", 1) || IsCallOf(in_, v, "string", 1)) {
        a = Unwrap(in_, in_.child(v, 1));
      } else if (IsCallOf(in_, v, "map", 2) && in_.kind(in_.child(v, 1)) == NodeKind::kIdentifier &&
                 in_.name(in_.child(v, 1)) == "esc") {
        a = Unwrap(in_, in_.child(v, 2));  // map(esc, xs), for $(v...)
      } else if (in_.kind(v) == NodeKind::kDotCall &&
                 in_.kind(in_.child(v, 0)) == NodeKind::kIdentifier &&
                 in_.name(in_.child(v, 0)) == "esc" && in_.child_count(in_.child(v, 1)) == 1) {
        a = Unwrap(in_, in_.child(in_.child(v, 1), 0));  // esc.(xs)
      }
      bool is_param = false;
      for (const std::string& p : def.params) {
        is_param |= in_.kind(a) == NodeKind::kIdentifier && in_.name(a) == p;
      }
      std::string target(in_.name(in_.child(st, 0)));
      // A parameter may be rebound only to its own escaped form (`x = esc(x)`).
      bool rebinds_param = false;
      for (const std::string& p : def.params) rebinds_param |= p == target;
      if (rebinds_param) {
        all_aliases &= is_param && IsCallOf(in_, v, "esc", 1) && in_.name(a) == target;
      }
      all_aliases &= is_param && def.aliases.count(target) == 0;
      if (all_aliases) def.aliases[target] = v;
    }
    if (all_aliases) {
      body = Unwrap(in_, stmts.back());
    } else {
      def.aliases.clear();
    }
  }
  if (in_.kind(body) == NodeKind::kReturn && in_.child_count(body) == 1) {
    body = Unwrap(in_, in_.child(body, 0));
  }
  if (IsCallOf(in_, body, "esc", 1)) {
    def.escaped = true;
    body = Unwrap(in_, in_.child(body, 1));
  }
  if (in_.kind(body) == NodeKind::kQuote && def.unsupported.empty() &&
      Substitutable(def, in_.child(body, 0))) {
    def.body = in_.child(body, 0);
  } else {
    // Not a template: the macro's function computes each expansion when it runs.
    def.computing = true;
    def.unsupported.clear();
  }
  def.module = module_path_;
  macros_[name] = std::move(def);
}

// Whether every `$` of the template is a form Interpolate or Splice substitutes; a
// template with another one (`$(map(f, xs)...)`, `$(length(xs))`) is a computing macro.
bool Expander::Substitutable(const MacroDef& def, NodeId body) const {
  auto param_index = [&](NodeId x) -> int {
    if (in_.kind(x) != NodeKind::kIdentifier) return -1;
    for (size_t i = 0; i < def.params.size(); ++i) {
      if (def.params[i] == in_.name(x)) return static_cast<int>(i);
    }
    return -1;
  };
  auto alias = [&](NodeId x) {
    if (in_.kind(x) != NodeKind::kIdentifier) return x;
    auto it = def.aliases.find(std::string(in_.name(x)));
    return it == def.aliases.end() ? x : Unwrap(in_, it->second);
  };
  auto interpolable = [&](NodeId dollar) {
    NodeId e = alias(Unwrap(in_, in_.child(dollar, 0)));
    if (IsCallOf(in_, e, "esc", 1) || IsCallOf(in_, e, "string", 1)) {
      e = Unwrap(in_, in_.child(e, 1));
    }
    int i = param_index(e);
    if (i >= 0) return !(def.varargs && static_cast<size_t>(i) + 1 == def.params.size());
    switch (in_.kind(e)) {
      case NodeKind::kInteger:
      case NodeKind::kFloat:
      case NodeKind::kString:
      case NodeKind::kChar:
      case NodeKind::kBool:
      case NodeKind::kSymbol: return true;
      default: return false;
    }
  };
  auto spliceable = [&](NodeId dollar) {
    NodeId e = Unwrap(in_, in_.child(dollar, 0));
    if (in_.kind(e) == NodeKind::kTuple && in_.child_count(e) == 1) e = in_.child(e, 0);
    if (in_.kind(e) != NodeKind::kSplat) return false;
    NodeId x = alias(Unwrap(in_, in_.child(e, 0)));
    if (in_.kind(x) == NodeKind::kDotCall && in_.kind(in_.child(x, 0)) == NodeKind::kIdentifier &&
        in_.name(in_.child(x, 0)) == "esc" && in_.child_count(in_.child(x, 1)) == 1) {
      x = Unwrap(in_, in_.child(in_.child(x, 1), 0));
    } else if (IsCallOf(in_, x, "map", 2) && in_.kind(in_.child(x, 1)) == NodeKind::kIdentifier &&
               in_.name(in_.child(x, 1)) == "esc") {
      x = Unwrap(in_, in_.child(x, 2));
    }
    return param_index(x) >= 0;
  };
  if (in_.kind(body) == NodeKind::kDollar) return interpolable(body);
  std::vector<NodeId> stack{body};
  while (!stack.empty()) {
    NodeId n = stack.back();
    stack.pop_back();
    for (NodeId c : in_.children(n)) {
      if (in_.kind(c) == NodeKind::kDollar) {
        if (!spliceable(c) && !interpolable(c)) return false;
      } else {
        stack.push_back(c);
      }
    }
  }
  return true;
}

NodeId Expander::Expand(const Tree& t, NodeId call, Env* env) {
  uint32_t off = t.offset(call);
  std::string name(t.name(t.child(call, 0)));
  const MacroDef& def = macros_.at(name);
  if (!def.unsupported.empty()) {
    return out_.AddUnsupported(off, "the macro " + name + " (" + def.unsupported + ")");
  }
  if (def.computing) {
    // A top-level statement calling it runs it (EmitStatements); this call is
    // elsewhere (in a macro's own body, outside its quoted code).
    return out_.AddUnsupported(
        off, "the macro " + name + " (its body computes the expansion) called here");
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

// `macro m(a, b) BODY end` is also the function `@m(__source__, __module__, a, b)`
// BODY end (Julia's definition of a macro), which Base calls to expand a call that
// could not be expanded here (Base._eval_expanding, macroexpand).
NodeId Expander::MacroFunction(NodeId n) {
  uint32_t off = in_.offset(n);
  NodeId sig = in_.child(n, 0);
  if (in_.kind(sig) != NodeKind::kCall || in_.kind(in_.child(sig, 0)) != NodeKind::kIdentifier) {
    return out_.AddNode(NodeKind::kEmpty, off);
  }
  uint32_t sig_off = in_.offset(sig);
  std::vector<NodeId> kids{
      out_.AddIdentifier(sig_off, "@" + std::string(in_.name(in_.child(sig, 0)))),
      out_.AddIdentifier(sig_off, "__source__"), out_.AddIdentifier(sig_off, "__module__")};
  for (size_t i = 1; i < in_.child_count(sig); ++i) {
    kids.push_back(Emit(in_, in_.child(sig, i), nullptr, false));
  }
  const parse::Node sig_node = in_.node(sig);
  NodeId new_sig = out_.AddNode(NodeKind::kCall, sig_off, kids, sig_node.payload, sig_node.flags);
  NodeId body = Emit(in_, in_.child(n, 1), nullptr, false);
  return AddList(NodeKind::kFunction, off, {new_sig, body});
}

// The statements of the file or of a module body, in order (a macro is known from its
// definition on): a statement that calls a computing macro is expanded at run time,
// after the statements before it have run, as Julia expands each top-level
// expression just before it runs it.
NodeId Expander::EmitStatements(const Tree& t, NodeId n) {
  const parse::Node node = t.node(n);
  std::vector<NodeId> kids;
  if (node.kind == NodeKind::kModule) {
    NodeId name = t.child(n, 0);
    module_path_.emplace_back(t.kind(name) == NodeKind::kIdentifier ? t.name(name) : "");
    kids.push_back(Emit(t, name, nullptr, false));
    NodeId body = t.child(n, 1);
    std::vector<NodeId> stmts;
    for (NodeId c : t.children(body)) {
      stmts.push_back(EmitStatement(t, c));
    }
    const parse::Node b = t.node(body);
    kids.push_back(out_.AddNode(b.kind, t.offset(body), stmts, b.payload, b.flags));
    module_path_.pop_back();
  } else {
    for (NodeId c : t.children(n)) {
      kids.push_back(EmitStatement(t, c));
    }
  }
  return out_.AddNode(node.kind, t.offset(n), kids, node.payload, node.flags);
}

NodeId Expander::EmitStatement(const Tree& t, NodeId stmt) {
  // A macro whose body (outside its quoted code) calls a computing macro: the
  // definition itself is expanded when it runs, as Julia expands a macro's body when
  // the definition is evaluated; the macro is known (computing) from here on.
  if (t.kind(stmt) == NodeKind::kMacro && &t == &in_ && t.child_count(stmt) == 2 &&
      CallsComputingMacro(t, t.child(stmt, 1))) {
    Define(stmt);
    return ExpandAtRunTime(t, stmt);
  }
  return CallsComputingMacro(t, stmt) ? ExpandAtRunTime(t, stmt) : Emit(t, stmt, nullptr, true);
}

// The macros lowering expands itself (builtin_macros.def).
bool IsBuiltinMacro(std::string_view name) { return FindBuiltinMacro(name).has_value(); }

// Whether `n` calls, outside quoted code, a computing macro or a macro neither the file
// nor lowering defines (one from another file or package, run when the statement runs;
// a module is its own list of statements).
bool Expander::CallsComputingMacro(const Tree& t, NodeId n) const {
  std::vector<NodeId> stack{n};
  std::unordered_set<std::string> templates;  // whose bodies are scanned too
  while (!stack.empty()) {
    NodeId x = stack.back();
    stack.pop_back();
    NodeKind k = t.kind(x);
    if (k == NodeKind::kQuote || k == NodeKind::kMacro || k == NodeKind::kModule) continue;
    if (k == NodeKind::kMacroCall && t.kind(t.child(x, 0)) == NodeKind::kIdentifier) {
      std::string name(t.name(t.child(x, 0)));
      // Their argument is code as data, expanded when it runs.
      if (name == "@macroexpand" || name == "@macroexpand1" || name == "@eval") continue;
      auto it = macros_.find(name);
      // A template of another module is expanded at run time too: the names in it
      // that are not escaped are its module's.
      if (it != macros_.end() ? it->second.computing || it->second.module != module_path_
                              : !IsBuiltinMacro(name)) {
        return true;
      }
      // A template called with a number of arguments it does not take: calling the
      // macro's function raises Julia's MethodError when the statement runs.
      if (it != macros_.end() && it->second.unsupported.empty()) {
        size_t given = t.child_count(x) - 1;
        size_t fixed = it->second.params.size() - (it->second.varargs ? 1 : 0);
        if (given < fixed || (!it->second.varargs && given != fixed)) return true;
      }
      if (it != macros_.end() && &t == &in_ && templates.insert(name).second) {
        stack.push_back(it->second.body);
      }
    }
    for (NodeId c : t.children(x)) stack.push_back(c);
  }
  return false;
}

// stmt -> Base._eval_expanding(@__MODULE__, <stmt quoted, its macro calls unexpanded>)
NodeId Expander::ExpandAtRunTime(const Tree& t, NodeId stmt) {
  uint32_t off = t.offset(stmt);
  ++quoted_;
  NodeId copy = Emit(t, stmt, nullptr, false);
  --quoted_;
  NodeId callee = AddList(NodeKind::kDot, off, {out_.AddIdentifier(off, "Base"),
                                                out_.AddIdentifier(off, "_eval_expanding")});
  NodeId module = AddList(NodeKind::kMacroCall, off, {out_.AddIdentifier(off, "@__MODULE__")});
  return AddList(NodeKind::kCall, off, {callee, module, AddList(NodeKind::kQuote, off, {copy})});
}

// The name of a quoted macro call: `M.@m` for a macro the file defines in another module
// than the call's (Kiln's parser keeps only the `@m` of `M.@m`).
NodeId Expander::QuotedMacroName(const Tree& t, NodeId name) {
  uint32_t off = Off(t, name);
  auto it = macros_.find(std::string(t.name(name)));
  if (it == macros_.end() || it->second.module.empty() || it->second.module == module_path_) {
    return CopyLeaf(t, name);
  }
  const std::vector<std::string>& d = it->second.module;
  size_t start = 0;
  if (d.size() > module_path_.size() &&
      std::equal(module_path_.begin(), module_path_.end(), d.begin())) {
    start = module_path_.size();
  }
  NodeId path = out_.AddIdentifier(off, d[start]);
  for (size_t i = start + 1; i < d.size(); ++i) {
    path = AddList(NodeKind::kDot, off, {path, out_.AddIdentifier(off, d[i])});
  }
  std::string macro(t.name(name));
  return AddList(NodeKind::kDot, off, {path, out_.AddIdentifier(off, macro)});
}

// Whether the tree needs this pass: it defines a macro, or calls one that is
// expanded on syntax here or one lowering does not know (expanded at run time).
bool NeedsExpansion(const Tree& tree) {
  for (uint32_t i = 0; i < tree.size(); ++i) {
    NodeKind k = tree.kind(NodeId(i));
    if (k == NodeKind::kMacro) return true;
    if (k == NodeKind::kMacroCall) {
      NodeId name = tree.child(NodeId(i), 0);
      if (tree.kind(name) != NodeKind::kIdentifier) continue;
      std::string_view s = tree.name(name);
      if (s == "@." || s == "@__dot__" || s == "@views" || s == "@enum" || s == "@kwdef" ||
          s == "@nexprs" || s == "@ntuple" || s == "@nref" || s == "@ncall" ||
          !IsBuiltinMacro(s)) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace macro_expander

std::optional<parse::Tree> ExpandUserMacros(const parse::Tree& tree) {
  if (!tree.root().has_value() || !macro_expander::NeedsExpansion(tree)) return std::nullopt;
  return macro_expander::Expander(tree).Run();
}

}  // namespace kiln::lower
