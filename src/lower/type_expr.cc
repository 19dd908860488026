// Type annotations in signatures, struct fields and supertypes -> IR type
// expressions (Julia manual, "Types" and "Methods": parametric methods).
// Names are globals of the module unless they are type variables of the
// definition; `Vector{<:Real}` in a method signature introduces an
// anonymous type variable, as `Vector{T} where T<:Real` would.
#include <functional>

#include "lower/linearize.h"

namespace kiln::lower::internal {

ir::TypeExprId ModuleEmitter::Type(parse::NodeId n, const std::vector<TypeVarSyntax>& vars,
                                   std::vector<ir::TypeVarDef>* extra) {
  using parse::NodeKind;
  const parse::Tree& t = ctx_.tree;
  ir::TypeExpr e;
  auto unsupported = [&](std::string what) {
    ctx_.sink.Error(t.offset(n), what);
    return ir::TypeExprId();
  };
  switch (t.kind(n)) {
    case NodeKind::kIdentifier: {
      std::string_view name = t.name(n);
      for (size_t i = where_names_.size(); i-- > 0;) {
        if (where_names_[i].first == name) {
          e.kind = ir::TypeExprKind::kTypeVar;
          e.aux = where_names_[i].second;
          return m_.AddTypeExpr(std::move(e));
        }
      }
      for (size_t i = 0; i < vars.size(); ++i) {
        if (ctx_.core.NameText(vars[i].name) == name) {
          e.kind = ir::TypeExprKind::kTypeVar;
          e.aux = static_cast<uint32_t>(i);
          return m_.AddTypeExpr(std::move(e));
        }
      }
      if (name == "Any") return ir::TypeExprId();
      e.kind = ir::TypeExprKind::kGlobal;
      ir::GlobalRef ref;
      ref.name = Name(name);
      e.aux = m_.AddGlobalRef(ref).index;
      return m_.AddTypeExpr(std::move(e));
    }
    case NodeKind::kDot: {
      std::vector<std::string_view> parts;
      parse::NodeId cur = n;
      while (t.kind(cur) == NodeKind::kDot) {
        parts.insert(parts.begin(), t.name(t.child(cur, 1)));
        cur = t.child(cur, 0);
      }
      if (t.kind(cur) != NodeKind::kIdentifier) return unsupported("unsupported type expression");
      parts.insert(parts.begin(), t.name(cur));
      ir::GlobalRef ref;
      for (size_t i = 0; i + 1 < parts.size(); ++i) ref.path.push_back(Name(parts[i]));
      ref.name = Name(parts.back());
      e.kind = ir::TypeExprKind::kGlobal;
      e.aux = m_.AddGlobalRef(ref).index;
      return m_.AddTypeExpr(std::move(e));
    }
    case NodeKind::kCurly: {
      struct Wildcard {
        uint32_t index;
        ir::TypeExprId lower, upper;
      };
      std::vector<Wildcard> wildcards;
      size_t scope = where_names_.size();
      parse::NodeId base = t.child(n, 0);
      std::string_view base_name = t.kind(base) == NodeKind::kIdentifier ? t.name(base) : "";
      if (base_name == "Union") {
        e.kind = ir::TypeExprKind::kUnion;
      } else if (base_name == "Vararg") {
        e.kind = ir::TypeExprKind::kVararg;
      } else {
        e.kind = ir::TypeExprKind::kCurly;
        ir::TypeExprId b = Type(base, vars, extra);
        if (!b.has_value()) return b;
        e.children.push_back(b);
      }
      for (parse::NodeId p : t.children(n).subspan(1)) {
        if ((t.kind(p) == NodeKind::kSubtype || t.kind(p) == NodeKind::kSupertype) &&
            t.kind(t.child(p, 0)) == NodeKind::kEmpty) {
          // Vector{<:Real}: an anonymous type variable of the method.
          if (!extra) {
            // A field's Vector{<:Real} is the UnionAll Vector{T} where T<:Real.
            ir::TypeExprId lb, ub;
            (t.kind(p) == NodeKind::kSubtype ? ub : lb) = Type(t.child(p, 1), vars, extra);
            uint32_t index = static_cast<uint32_t>(vars.size() + where_names_.size());
            where_names_.emplace_back("#s" + std::to_string(index + 1), index);
            ir::TypeExpr var;
            var.kind = ir::TypeExprKind::kTypeVar;
            var.aux = index;
            e.children.push_back(m_.AddTypeExpr(std::move(var)));
            wildcards.push_back({index, lb, ub});
            continue;
          }
          ir::TypeVarDef v;
          v.name = Name("#s" + std::to_string(extra->size() + 1));
          (t.kind(p) == NodeKind::kSubtype ? v.upper_bound : v.lower_bound) =
              Type(t.child(p, 1), vars, extra);
          extra->push_back(v);
          ir::TypeExpr var;
          var.kind = ir::TypeExprKind::kTypeVar;
          var.aux = static_cast<uint32_t>(extra->size() - 1);
          e.children.push_back(m_.AddTypeExpr(std::move(var)));
          continue;
        }
        ir::TypeExprId c = Type(p, vars, extra);
        if (!c.has_value()) {
          // Any as a parameter is the global Any, not "unannotated".
          if (t.kind(p) == NodeKind::kIdentifier && t.name(p) == "Any") {
            ir::TypeExpr any;
            any.kind = ir::TypeExprKind::kGlobal;
            ir::GlobalRef ref;
            ref.name = Name("Any");
            any.aux = m_.AddGlobalRef(ref).index;
            c = m_.AddTypeExpr(std::move(any));
          } else {
            return c;
          }
        }
        e.children.push_back(c);
      }
      ir::TypeExprId result = m_.AddTypeExpr(std::move(e));
      for (size_t i = wildcards.size(); i-- > 0;) {
        const Wildcard& w = wildcards[i];
        result = UnionAllExpr(w.index, "#s" + std::to_string(w.index + 1), w.lower, w.upper,
                              result);
      }
      where_names_.resize(scope);
      return result;
    }
    case NodeKind::kInteger:
    case NodeKind::kBool:
    case NodeKind::kChar:
    case NodeKind::kSymbol: {
      CoreLiteral lit;
      switch (t.kind(n)) {
        case NodeKind::kInteger:
          lit.kind = ir::ConstKind::kInt64;
          lit.bits = t.int_value(n).bits;
          break;
        case NodeKind::kBool:
          lit.kind = ir::ConstKind::kBool;
          lit.bits = t.bool_value(n);
          break;
        case NodeKind::kChar:
          lit.kind = ir::ConstKind::kChar;
          lit.bits = t.char_value(n);
          break;
        default:
          lit.kind = ir::ConstKind::kSymbol;
          lit.text = std::string(t.name(n));
          break;
      }
      e.kind = ir::TypeExprKind::kConst;
      e.aux = Literal(lit).index;
      return m_.AddTypeExpr(std::move(e));
    }
    case NodeKind::kMacroCall: {
      // ::MIME"text/plain" is Base.MIME{Symbol("text/plain")}.
      if (t.child_count(n) == 2 && t.kind(t.child(n, 0)) == NodeKind::kIdentifier &&
          t.name(t.child(n, 0)) == "@MIME_str" && t.kind(t.child(n, 1)) == NodeKind::kString) {
        ir::TypeExpr base;
        base.kind = ir::TypeExprKind::kGlobal;
        base.aux = Global({"Base", "MIME"}).index;
        ir::TypeExpr param;
        param.kind = ir::TypeExprKind::kConst;
        param.aux = Symbol(t.string_value(t.child(n, 1))).index;
        e.kind = ir::TypeExprKind::kCurly;
        e.children = {m_.AddTypeExpr(std::move(base)), m_.AddTypeExpr(std::move(param))};
        return m_.AddTypeExpr(std::move(e));
      }
      return unsupported("unsupported type expression in a signature or field type");
    }
    case NodeKind::kEmpty: return ir::TypeExprId();
    case NodeKind::kCall: {
      // x::typeof(f): the type of a global's value.
      if (t.child_count(n) == 2 && t.kind(t.child(n, 0)) == NodeKind::kIdentifier &&
          t.name(t.child(n, 0)) == "typeof") {
        ir::TypeExprId arg = Type(t.child(n, 1), vars, extra);
        if (!arg.has_value()) return unsupported("unsupported argument of typeof in a type");
        e.kind = ir::TypeExprKind::kTypeOf;
        e.children.push_back(arg);
        return m_.AddTypeExpr(std::move(e));
      }
      return unsupported("unsupported type expression in a signature or field type");
    }
    case NodeKind::kWhere: {
      // x::(Vector{T} where T<:Real) in a method signature: as Vector{<:Real},
      // each variable becomes an anonymous variable of the method.
      if (!extra) return LocalWhere(n, vars);
      size_t scope = where_names_.size();
      std::vector<parse::NodeId> decls;
      std::function<void(parse::NodeId)> collect = [&](parse::NodeId v) {
        if (t.kind(v) == NodeKind::kTuple || t.kind(v) == NodeKind::kBlock) {
          for (parse::NodeId c : t.children(v)) collect(c);
        } else {
          decls.push_back(v);
        }
      };
      for (parse::NodeId v : t.children(n).subspan(1)) collect(v);
      for (parse::NodeId v : decls) {
        ir::TypeVarDef d;
        parse::NodeId name = v;
        if ((t.kind(v) == NodeKind::kSubtype || t.kind(v) == NodeKind::kSupertype) &&
            t.child_count(v) == 2 && t.kind(t.child(v, 0)) == NodeKind::kIdentifier) {
          name = t.child(v, 0);
          (t.kind(v) == NodeKind::kSubtype ? d.upper_bound : d.lower_bound) =
              Type(t.child(v, 1), vars, extra);
        } else if (t.kind(v) == NodeKind::kComparison && t.child_count(v) == 5 &&
                   t.kind(t.child(v, 2)) == NodeKind::kIdentifier) {
          name = t.child(v, 2);  // L <: T <: U
          d.lower_bound = Type(t.child(v, 0), vars, extra);
          d.upper_bound = Type(t.child(v, 4), vars, extra);
        }
        if (t.kind(name) != NodeKind::kIdentifier) {
          where_names_.resize(scope);
          return unsupported("invalid variable expression in \"where\"");
        }
        d.name = Name("#s" + std::to_string(extra->size() + 1));
        extra->push_back(d);
        where_names_.emplace_back(std::string(t.name(name)),
                                  static_cast<uint32_t>(extra->size() - 1));
      }
      ir::TypeExprId body = Type(t.child(n, 0), vars, extra);
      where_names_.resize(scope);
      return body;
    }
    default: return unsupported("unsupported type expression in a signature or field type");
  }
}

// `Vector{T} where T<:Real` outside a method signature (a field's type, a
// local's declared type): a UnionAll built when the type is evaluated. The
// variable takes the position after the definition's own variables and the
// enclosing ones of this annotation.
ir::TypeExprId ModuleEmitter::LocalWhere(parse::NodeId n, const std::vector<TypeVarSyntax>& vars) {
  using parse::NodeKind;
  const parse::Tree& t = ctx_.tree;
  struct Decl {
    std::string name;
    uint32_t index;
    ir::TypeExprId lower, upper;
  };
  std::vector<parse::NodeId> nodes;
  std::function<void(parse::NodeId)> collect = [&](parse::NodeId v) {
    if (t.kind(v) == NodeKind::kTuple || t.kind(v) == NodeKind::kBlock) {
      for (parse::NodeId c : t.children(v)) collect(c);
    } else {
      nodes.push_back(v);
    }
  };
  for (parse::NodeId v : t.children(n).subspan(1)) collect(v);
  size_t scope = where_names_.size();
  std::vector<Decl> decls;
  for (parse::NodeId v : nodes) {
    Decl d;
    parse::NodeId name = v;
    if ((t.kind(v) == NodeKind::kSubtype || t.kind(v) == NodeKind::kSupertype) &&
        t.child_count(v) == 2 && t.kind(t.child(v, 0)) == NodeKind::kIdentifier) {
      name = t.child(v, 0);
      (t.kind(v) == NodeKind::kSubtype ? d.upper : d.lower) = Type(t.child(v, 1), vars, nullptr);
    } else if (t.kind(v) == NodeKind::kComparison && t.child_count(v) == 5 &&
               t.kind(t.child(v, 2)) == NodeKind::kIdentifier) {
      name = t.child(v, 2);  // L <: T <: U
      d.lower = Type(t.child(v, 0), vars, nullptr);
      d.upper = Type(t.child(v, 4), vars, nullptr);
    }
    if (t.kind(name) != NodeKind::kIdentifier) {
      where_names_.resize(scope);
      ctx_.sink.Error(t.offset(v), "invalid variable expression in \"where\"");
      return ir::TypeExprId();
    }
    d.name = std::string(t.name(name));
    d.index = static_cast<uint32_t>(vars.size() + where_names_.size());
    where_names_.emplace_back(d.name, d.index);
    decls.push_back(std::move(d));
  }
  ir::TypeExprId body = Type(t.child(n, 0), vars, nullptr);
  where_names_.resize(scope);
  if (!body.has_value()) {
    ir::TypeExpr any;
    any.kind = ir::TypeExprKind::kAny;
    body = m_.AddTypeExpr(std::move(any));
  }
  for (size_t i = decls.size(); i-- > 0;) {
    body = UnionAllExpr(decls[i].index, decls[i].name, decls[i].lower, decls[i].upper, body);
  }
  return body;
}

// children: the variable's name (a Symbol constant), lower bound, upper
// bound, body; aux: the variable's position.
ir::TypeExprId ModuleEmitter::UnionAllExpr(uint32_t index, const std::string& name,
                                           ir::TypeExprId lower, ir::TypeExprId upper,
                                           ir::TypeExprId body) {
  ir::TypeExpr sym;
  sym.kind = ir::TypeExprKind::kConst;
  sym.aux = Symbol(name).index;
  ir::TypeExprId sym_id = m_.AddTypeExpr(std::move(sym));
  if (!lower.has_value()) {
    ir::TypeExpr bottom;
    bottom.kind = ir::TypeExprKind::kUnion;
    lower = m_.AddTypeExpr(std::move(bottom));
  }
  if (!upper.has_value()) {
    ir::TypeExpr any;
    any.kind = ir::TypeExprKind::kAny;
    upper = m_.AddTypeExpr(std::move(any));
  }
  ir::TypeExpr e;
  e.kind = ir::TypeExprKind::kUnionAll;
  e.aux = index;
  e.children = {sym_id, lower, upper, body};
  return m_.AddTypeExpr(std::move(e));
}

}  // namespace kiln::lower::internal
