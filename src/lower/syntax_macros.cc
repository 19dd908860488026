// The macros of Base that are expanded on syntax (user_macros.h): @. (and
// @__dot__), @views, @enum and @kwdef.
#include <string>
#include <utility>
#include <vector>

#include "lower/macro_expander.h"
#include "lower/unparse.h"
#include "parse/parse.h"
#include "source/source_buffer.h"

namespace kiln::lower::macro_expander {

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
      if (children.size() < 2) break;  // function f end
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
  std::string text = type_name + "(; " + params + ") = " + type_name + "(" + positional + ")\n";
  // A parametric struct also gets S{T}(; ...) where {T<:B} = S{T}(...), as Julia's @kwdef.
  NodeId curly = name;
  if (t.kind(curly) == NodeKind::kSubtype) curly = t.child(curly, 0);
  if (t.kind(curly) == NodeKind::kCurly) {
    std::string names, bounds;
    for (size_t i = 1; i < t.child_count(curly); ++i) {
      NodeId p = t.child(curly, i);
      NodeId pn = t.kind(p) == NodeKind::kSubtype ? t.child(p, 0) : p;
      if (t.kind(pn) != NodeKind::kIdentifier) return out_.AddUnsupported(off, "this @kwdef struct");
      names += (i > 1 ? ", " : "") + std::string(t.name(pn));
      bounds += (i > 1 ? ", " : "") + Unparse(t, p, 0);
    }
    text += type_name + "{" + names + "}(; " + params + ") where {" + bounds + "} = " + type_name +
            "{" + names + "}(" + positional + ")\n";
  }
  NodeId ctor = FromSource(text, off);
  return AddList(NodeKind::kBlock, off, {struct_copy, ctor});
}

}  // namespace kiln::lower::macro_expander
