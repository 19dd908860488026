// Function signatures (Julia manual, "Methods"): the function's name (global,
// qualified, local, callable), arguments with types, defaults, varargs and
// destructuring, keyword arguments, where clauses and return types.
#include <functional>

#include "lower/desugar.h"

namespace kiln::lower::internal {

bool Desugarer::MentionsName(NodeId syntax, CoreName name) const {
  if (!syntax.has_value()) return false;
  if (Kind(syntax) == NodeKind::kIdentifier) return Name(syntax) == core_.NameText(name);
  for (NodeId c : tree_.children(syntax)) {
    if (MentionsName(c, name)) return true;
  }
  return false;
}

// Keeps the type variables that the given types use, directly or through the
// bounds of other kept variables (julia-syntax.scm `filter-sparams`).
std::vector<TypeVarSyntax> Desugarer::FilterTypeVars(const std::vector<TypeVarSyntax>& vars,
                                                     const std::vector<NodeId>& used_in) const {
  std::vector<TypeVarSyntax> out;
  for (size_t i = 0; i < vars.size(); ++i) {
    bool used = false;
    for (NodeId t : used_in) used |= MentionsName(t, vars[i].name);
    for (size_t j = i + 1; j < vars.size() && !used; ++j) {
      used |= MentionsName(vars[j].upper_bound, vars[i].name) ||
              MentionsName(vars[j].lower_bound, vars[i].name);
    }
    if (used) out.push_back(vars[i]);
  }
  return out;
}

void Desugarer::ParseWhere(NodeId where, std::vector<TypeVarSyntax>& vars) {
  std::function<void(NodeId)> add = [&](NodeId v) {
    TypeVarSyntax tv;
    if (Kind(v) == NodeKind::kIdentifier) {
      tv.name = core_.Intern(Name(v));
    } else if ((Kind(v) == NodeKind::kSubtype || Kind(v) == NodeKind::kSupertype) &&
               tree_.child_count(v) == 2 && Kind(tree_.child(v, 0)) == NodeKind::kIdentifier) {
      tv.name = core_.Intern(Name(tree_.child(v, 0)));
      if (Kind(v) == NodeKind::kSubtype) {
        tv.upper_bound = tree_.child(v, 1);
      } else {
        tv.lower_bound = tree_.child(v, 1);
      }
    } else if (Kind(v) == NodeKind::kComparison && tree_.child_count(v) == 5 &&
               Kind(tree_.child(v, 2)) == NodeKind::kIdentifier) {
      // L <: T <: U
      tv.name = core_.Intern(Name(tree_.child(v, 2)));
      tv.lower_bound = tree_.child(v, 0);
      tv.upper_bound = tree_.child(v, 4);
    } else if (Kind(v) == NodeKind::kTuple || Kind(v) == NodeKind::kBlock) {
      for (NodeId c : tree_.children(v)) add(c);  // where {T, S}
      return;
    } else {
      Error(v, "invalid variable expression in \"where\"");
      return;
    }
    vars.push_back(tv);
  };
  for (NodeId v : tree_.children(where).subspan(1)) add(v);
}

bool Desugarer::ParseArg(NodeId arg, ArgSpec& out) {
  out.offset = Off(arg);
  switch (Kind(arg)) {
    case NodeKind::kMacroCall:
      // f(@nospecialize(x)): a compiler hint; the argument itself.
      if (tree_.child_count(arg) == 2 && (IsIdentifier(tree_.child(arg, 0), "@nospecialize") ||
                                          IsIdentifier(tree_.child(arg, 0), "@specialize"))) {
        return ParseArg(tree_.child(arg, 1), out);
      }
      Error(arg, "invalid function argument");
      return false;
    case NodeKind::kIdentifier:
      out.name = Name(arg) == "_" ? Gensym("_") : core_.Intern(Name(arg));
      return true;
    case NodeKind::kTypeAssert: {
      NodeId name = tree_.child(arg, 0);
      if (Kind(name) == NodeKind::kEmpty) {
        out.name = Gensym("unused");
      } else if (Kind(name) == NodeKind::kIdentifier) {
        out.name = Name(name) == "_" ? Gensym("_") : core_.Intern(Name(name));
      } else {
        Error(arg, "invalid function argument");
        return false;
      }
      out.type = tree_.child(arg, 1);
      return true;
    }
    case NodeKind::kKw:
    case NodeKind::kAssign:
      if (!ParseArg(tree_.child(arg, 0), out)) return false;
      out.default_value = tree_.child(arg, 1);
      return true;
    case NodeKind::kSplat:
      if (!ParseArg(tree_.child(arg, 0), out)) return false;
      out.is_vararg = true;
      return true;
    case NodeKind::kTuple:
      out.name = Gensym("arg");
      out.pattern = arg;
      return true;
    default: Error(arg, "invalid function argument"); return false;
  }
}

bool Desugarer::ParseKwArg(NodeId arg, KwSpec& out) {
  out.offset = Off(arg);
  NodeId name = arg;
  if (Kind(arg) == NodeKind::kKw || Kind(arg) == NodeKind::kAssign) {
    name = tree_.child(arg, 0);
    out.default_value = tree_.child(arg, 1);
  }
  if (Kind(name) == NodeKind::kTypeAssert) {
    out.type = tree_.child(name, 1);
    name = tree_.child(name, 0);
  }
  if (Kind(name) != NodeKind::kIdentifier) {
    Error(arg, "invalid keyword argument");
    return false;
  }
  out.name = core_.Intern(Name(name));
  return true;
}

bool Desugarer::ParseSignature(NodeId sig, Signature& out) {
  out.offset = Off(sig);
  NodeId node = sig;
  std::vector<NodeId> wheres;
  for (;;) {
    if (Kind(node) == NodeKind::kWhere) {
      wheres.push_back(node);
      node = tree_.child(node, 0);
    } else if (Kind(node) == NodeKind::kTypeAssert && tree_.child_count(node) == 2 &&
               (Kind(tree_.child(node, 0)) == NodeKind::kCall ||
                Kind(tree_.child(node, 0)) == NodeKind::kWhere ||
                Kind(tree_.child(node, 0)) == NodeKind::kTuple) &&
               !out.return_type.has_value()) {
      out.return_type = tree_.child(node, 1);
      node = tree_.child(node, 0);
    } else {
      break;
    }
  }
  // Inner where clauses bind first: f(x) where T where S has vars T, S.
  for (auto it = wheres.rbegin(); it != wheres.rend(); ++it) ParseWhere(*it, out.type_vars);

  std::span<const NodeId> args;
  // (x; k = 1) -> body and function (x; k) ... end: a parenthesized block whose first
  // statement is the argument and the rest keyword arguments.
  if (Kind(node) == NodeKind::kTuple && tree_.child_count(node) == 1 &&
      Kind(tree_.child(node, 0)) == NodeKind::kBlock && tree_.child_count(tree_.child(node, 0)) > 1) {
    node = tree_.child(node, 0);
  }
  size_t first_keyword = SIZE_MAX;
  if (Kind(node) == NodeKind::kBlock) {
    out.kind = Signature::Kind::kAnonymous;
    args = tree_.children(node);
    first_keyword = 1;
  } else if (Kind(node) == NodeKind::kTuple) {
    out.kind = Signature::Kind::kAnonymous;
    args = tree_.children(node);
  } else if (Kind(node) == NodeKind::kCall) {
    NodeId callee = tree_.child(node, 0);
    args = tree_.children(node).subspan(1);
    switch (Kind(callee)) {
      case NodeKind::kIdentifier:
        out.kind = Signature::Kind::kLocalName;
        out.global.name = core_.Intern(Name(callee));
        break;
      case NodeKind::kDot: {
        // Base.show, Base.:+, A.B.f: a method of another module's function.
        std::vector<CoreName> parts;
        NodeId cur = callee;
        while (Kind(cur) == NodeKind::kDot) {
          NodeId field = tree_.child(cur, 1);
          if (Kind(field) != NodeKind::kIdentifier && Kind(field) != NodeKind::kSymbol) break;
          parts.push_back(core_.Intern(Name(field)));
          cur = tree_.child(cur, 0);
        }
        if (Kind(cur) != NodeKind::kIdentifier) {
          Error(callee, "invalid function name");
          return false;
        }
        parts.push_back(core_.Intern(Name(cur)));
        out.kind = Signature::Kind::kGlobal;
        out.global.name = parts.front();
        out.global.path.assign(parts.rbegin(), parts.rend() - 1);
        break;
      }
      case NodeKind::kCurly:
        // P{T}(x) where T: a constructor of the type P{T}.
        out.kind = Signature::Kind::kCallable;
        out.self_type = callee;
        out.self_is_type_of = true;
        out.curly = callee;
        break;
      case NodeKind::kTypeAssert:
        // (f::Foo)(x) or (::Foo)(x): a method of a callable object.
        out.kind = Signature::Kind::kCallable;
        out.self_type = tree_.child(callee, 1);
        if (Kind(tree_.child(callee, 0)) == NodeKind::kIdentifier) {
          out.self_name = core_.Intern(Name(tree_.child(callee, 0)));
        }
        break;
      default: Error(callee, "invalid function name"); return false;
    }
  } else {
    Error(sig, "invalid function signature");
    return false;
  }
  bool ok = true;
  for (size_t i = 0; i < args.size(); ++i) {
    NodeId a = args[i];
    if (Kind(a) == NodeKind::kParameters || i >= first_keyword) {
      std::span<const NodeId> keywords =
          i >= first_keyword ? args.subspan(i, 1) : tree_.children(a);
      for (NodeId k : keywords) {
        if (Kind(k) == NodeKind::kSplat) {
          KwSpec rest;
          if (ParseKwArg(tree_.child(k, 0), rest)) out.rest_kw = rest;
          continue;
        }
        KwSpec kw;
        if (ParseKwArg(k, kw)) {
          out.kwargs.push_back(kw);
        } else {
          ok = false;
        }
      }
      continue;
    }
    ArgSpec spec;
    if (!ParseArg(a, spec)) {
      ok = false;
      continue;
    }
    out.args.push_back(spec);
  }
  for (size_t i = 0; i + 1 < out.args.size(); ++i) {
    if (out.args[i].is_vararg) {
      ErrorAt(out.args[i].offset, "invalid \"...\" on non-final argument");
      ok = false;
    }
  }
  // Names must be distinct (julia-syntax.scm `method-def-expr-`).
  for (size_t i = 0; i < out.args.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (out.args[i].name == out.args[j].name) {
        ErrorAt(out.args[i].offset, "function argument name not unique: \"" +
                                        std::string(core_.NameText(out.args[i].name)) + "\"");
        ok = false;
      }
    }
  }
  return ok;
}

}  // namespace kiln::lower::internal
