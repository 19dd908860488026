// Printing of types as Julia's show does (base/show.jl: show_datatype,
// show_typeparams, show(::UnionAll) with where clauses, aliases, NTuple).
#include <string>

#include "base/check.h"
#include "runtime/gc.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

class TypePrinter {
 public:
  TypePrinter(Runtime& rt, std::string* out) : rt_(rt), c_(rt.core), out_(out) {}

  void Show(const Type* t);
  void ShowParam(Value v);
  static constexpr int kMaxDepth = 500;

 private:
  void ShowAt(const Type* t);
  void ShowDataType(const DataType* d);
  void ShowTuple(const DataType* d);
  void ShowUnionAll(const UnionAll* ua);
  void ShowTypeName(const TypeName* tn);
  void ShowVarBounds(const TypeVar* v);
  // The alias under which d prints (Vector for Array{T,1} …), or nullptr.
  const char* AliasName(const DataType* d, int64_t* nkept) const;

  Runtime& rt_;
  const CoreTypes& c_;
  std::string* out_;
  // Where-variables being printed without a where clause (omitted trailing params).
  GcVector<const TypeVar*> elided_;
  // Where-variables printed as `<:ub` in place.
  GcVector<const TypeVar*> inline_vars_;
  int depth_ = 0;
};

// Core's types that Julia's Core does not export: printed `Core.SimpleVector`.
bool IsUnexportedCoreType(std::string_view name) {
  return name == "SimpleVector" || name == "TypeName" || name == "MethodInstance" ||
         name == "CodeInstance" || name == "MethodTable" || name == "TypeofBottom" ||
         name == "TypeofVararg" || name == "Builtin" || name == "IntrinsicFunction" ||
         name == "CodeInfo" || name == "Box";
}

void TypePrinter::ShowTypeName(const TypeName* tn) {
  Module* m = tn->module;
  // Names Main cannot see are qualified, also Base's unexported ones (`Base.OneTo`).
  if (m != nullptr && m != rt_.core_module && m != rt_.main_module &&
      rt_.main_module != nullptr && !IsVisibleAs(rt_.main_module, tn->name, tn->wrapper)) {
    AppendModulePath(m, out_);
    out_->push_back('.');
  } else if (m != nullptr && m == rt_.core_module && IsUnexportedCoreType(tn->name->name())) {
    out_->append("Core.");
  }
  // A name lowering made (`#1`, a closure's type) is printed as Julia prints a name
  // that is not an identifier.
  std::string_view name = tn->name->name();
  if (name.starts_with('#')) {
    out_->append("var\"");
    out_->append(name);
    out_->push_back('"');
  } else {
    out_->append(name);
  }
}

const char* TypePrinter::AliasName(const DataType* d, int64_t* nkept) const {
  if (d->nparams() != 2) return nullptr;
  Value n = d->param(1);
  if (n.type != c_.int64 || (n.AsInt() != 1 && n.AsInt() != 2)) return nullptr;
  bool vec = n.AsInt() == 1;
  *nkept = 1;
  if (d->name == c_.array_name) return vec ? "Vector" : "Matrix";
  if (d->name == c_.abstract_array_name) return vec ? "AbstractVector" : "AbstractMatrix";
  if (d->name == c_.dense_array_name) return vec ? "DenseVector" : "DenseMatrix";
  return nullptr;
}

void TypePrinter::ShowParam(Value v) {
  if (IsTypeOrVar(v)) {
    const Type* t = v.As<Type>();
    if (t->kind == TypeKind::kTypeVar) {
      const auto* tv = static_cast<const TypeVar*>(t);
      for (const TypeVar* iv : inline_vars_) {
        if (iv == tv) {
          if (tv->lb != c_.bottom) {
            out_->append(">:");
            Show(tv->lb);
          } else {
            out_->append("<:");
            Show(tv->ub);
          }
          return;
        }
      }
      out_->append(tv->name->name());
      return;
    }
    Show(t);
    return;
  }
  ShowValue(rt_, v, out_);
}

void TypePrinter::ShowVarBounds(const TypeVar* v) {
  bool lb = v->lb != c_.bottom, ub = v->ub != c_.any;
  if (lb && ub) {
    Show(v->lb);
    out_->append("<:");
    out_->append(v->name->name());
    out_->append("<:");
    Show(v->ub);
  } else if (ub) {
    out_->append(v->name->name());
    out_->append("<:");
    Show(v->ub);
  } else if (lb) {
    out_->append(v->name->name());
    out_->append(">:");
    Show(v->lb);
  } else {
    out_->append(v->name->name());
  }
}

void TypePrinter::Show(const Type* t) {
  // Deeply nested types (built in a loop) are elided rather than overflowing the stack.
  if (depth_ >= kMaxDepth) {
    out_->append("…");
    return;
  }
  ++depth_;
  ShowAt(t);
  --depth_;
}

void TypePrinter::ShowAt(const Type* t) {
  switch (t->kind) {
    case TypeKind::kBottom: out_->append("Union{}"); return;
    case TypeKind::kTypeVar: out_->append(static_cast<const TypeVar*>(t)->name->name()); return;
    case TypeKind::kUnion: {
      const auto* u = static_cast<const UnionType*>(t);
      out_->append("Union{");
      for (uint32_t i = 0; i < u->n; ++i) {
        if (i > 0) out_->append(", ");
        Show(u->components()[i]);
      }
      out_->push_back('}');
      return;
    }
    case TypeKind::kVararg: {
      const auto* va = static_cast<const VarargType*>(t);
      out_->append("Vararg");
      if (va->t != c_.any || va->n.defined()) {
        out_->push_back('{');
        Show(va->t);
        if (va->n.defined()) {
          out_->append(", ");
          ShowParam(va->n);
        }
        out_->push_back('}');
      }
      return;
    }
    case TypeKind::kUnionAll: ShowUnionAll(static_cast<const UnionAll*>(t)); return;
    case TypeKind::kDataType: ShowDataType(static_cast<const DataType*>(t)); return;
  }
}

void TypePrinter::ShowTuple(const DataType* d) {
  int64_t n = d->nparams();
  if (n == 0) {
    out_->append("Tuple{}");
    return;
  }
  Value last = d->param(n - 1);
  bool va = IsTypeOrVar(last) && last.As<Type>()->kind == TypeKind::kVararg;
  if (va && n == 1 && !last.As<VarargType>()->n.defined() && last.As<VarargType>()->t == c_.any) {
    out_->append("Tuple");
    return;
  }
  if (!va && n > 3) {
    bool same = true;
    for (int64_t i = 1; i < n; ++i) same &= SameBits(d->param(i), d->param(0));
    if (same) {
      out_->append("NTuple{");
      AppendInt(n, out_);
      out_->append(", ");
      ShowParam(d->param(0));
      out_->push_back('}');
      return;
    }
  }
  if (va && n == 1 && last.As<VarargType>()->n.defined()) {
    // NTuple{N, T} with a symbolic N.
    out_->append("NTuple{");
    ShowParam(last.As<VarargType>()->n);
    out_->append(", ");
    Show(last.As<VarargType>()->t);
    out_->push_back('}');
    return;
  }
  out_->append("Tuple{");
  for (int64_t i = 0; i < n; ++i) {
    if (i > 0) out_->append(", ");
    ShowParam(d->param(i));
  }
  out_->push_back('}');
}

void TypePrinter::ShowDataType(const DataType* d) {
  if (d->flags & (kFunctionTypeFlag | kBuiltinFlag)) {
    out_->append("typeof(");
    std::string_view name = d->name->name->name();
    if (!name.empty() && name[0] == '#') name.remove_prefix(1);
    out_->append(name);
    out_->push_back(')');
    return;
  }
  if (d->is_tuple()) {
    ShowTuple(d);
    return;
  }
  if ((d->flags & kNamedTupleFlag) && d->nparams() == 2) {
    Value names = d->param(0);
    Value tt = d->param(1);
    if (names.type != nullptr && names.type->is_tuple() && IsTypeOrVar(tt) &&
        IsDataType(tt.As<Type>()) && tt.As<DataType>()->is_tuple() &&
        tt.As<DataType>()->nparams() == static_cast<int64_t>(names.type->nfields)) {
      out_->append("@NamedTuple{");
      const auto* tup = names.type->layout == Layout::kStruct ? names.As<StructObject>() : nullptr;
      for (uint32_t i = 0; i < names.type->nfields; ++i) {
        if (i > 0) out_->append(", ");
        if (tup != nullptr) out_->append(tup->fields()[i].As<Symbol>()->name());
        Value ft = tt.As<DataType>()->param(i);
        if (!(IsTypeOrVar(ft) && ft.As<Type>() == c_.any)) {
          out_->append("::");
          ShowParam(ft);
        }
      }
      out_->push_back('}');
      return;
    }
  }
  // Base's `const ComplexF64 = Complex{Float64}` (and F32): Julia prints the alias.
  if (d->nparams() == 1 && d->name->name->name() == "Complex" && d->name->module != nullptr &&
      d->name->module == rt_.base_module) {
    Value p = d->param(0);
    if (IsTypeOrVar(p) && (p.As<Type>() == c_.float64 || p.As<Type>() == c_.float32)) {
      out_->append(p.As<Type>() == c_.float64 ? "ComplexF64" : "ComplexF32");
      return;
    }
    // Base's Float16 is a struct of Base's own (float16.jl).
    if (IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kDataType) {
      const DataType* f = static_cast<const DataType*>(p.As<Type>());
      if (f->nparams() == 0 && f->name->module == rt_.base_module &&
          f->name->name->name() == "Float16") {
        out_->append("ComplexF16");
        return;
      }
    }
  }
  int64_t n = d->nparams();
  int64_t kept = n;
  if (const char* alias = AliasName(d, &kept)) {
    out_->append(alias);
  } else {
    ShowTypeName(d->name);
  }
  // Trailing parameters that are elided where-variables are not printed.
  while (kept > 0) {
    Value p = d->param(kept - 1);
    bool elided = false;
    if (IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kTypeVar) {
      for (const TypeVar* v : elided_) elided |= v == p.As<TypeVar>();
    }
    if (!elided) break;
    --kept;
  }
  if (kept == 0) return;
  out_->push_back('{');
  for (int64_t i = 0; i < kept; ++i) {
    if (i > 0) out_->append(", ");
    ShowParam(d->param(i));
  }
  out_->push_back('}');
}

// Counts the occurrences of v in t (any position).
int CountVar(Value p, const TypeVar* v) {
  if (!IsTypeOrVar(p)) return 0;
  const Type* t = p.As<Type>();
  if (!t->has_free_vars) return 0;
  switch (t->kind) {
    case TypeKind::kTypeVar: return t == v ? 1 : 0;
    case TypeKind::kDataType: {
      const auto* d = static_cast<const DataType*>(t);
      int n = 0;
      for (int64_t i = 0; i < d->nparams(); ++i) n += CountVar(d->param(i), v);
      return n;
    }
    case TypeKind::kUnion: {
      const auto* u = static_cast<const UnionType*>(t);
      int n = 0;
      for (uint32_t i = 0; i < u->n; ++i) n += CountVar(TypeValue(u->components()[i]), v);
      return n;
    }
    case TypeKind::kUnionAll: {
      const auto* ua = static_cast<const UnionAll*>(t);
      return CountVar(TypeValue(ua->body), v) + CountVar(TypeValue(ua->var->ub), v) +
             CountVar(TypeValue(ua->var->lb), v);
    }
    case TypeKind::kVararg: {
      const auto* va = static_cast<const VarargType*>(t);
      return CountVar(TypeValue(va->t), v) + (va->n.defined() ? CountVar(va->n, v) : 0);
    }
    case TypeKind::kBottom: return 0;
  }
  return 0;
}

void TypePrinter::ShowUnionAll(const UnionAll* ua) {
  GcVector<const TypeVar*> vars;
  const Type* body = ua;
  while (body->kind == TypeKind::kUnionAll) {
    vars.push_back(static_cast<const UnionAll*>(body)->var);
    body = static_cast<const UnionAll*>(body)->body;
  }
  size_t elided_mark = elided_.size();
  size_t inline_mark = inline_vars_.size();
  GcVector<const TypeVar*> wheres;
  if (IsDataType(body) && !AsDataType(const_cast<Type*>(body))->is_tuple()) {
    const auto* d = static_cast<const DataType*>(body);
    // Trailing parameters equal to the innermost variables, with the declaration's
    // bounds, print as a partial application: Array{Int64} for Array{Int64, N} where N.
    int64_t k = d->nparams();
    bool is_alias = AliasName(d, &k) != nullptr;  // an alias has one parameter, T
    size_t vi = vars.size();
    const SVec* decl = d->name->type_vars;
    while (k > 0 && vi > 0) {
      Value p = d->param(k - 1);
      const TypeVar* v = vars[vi - 1];
      if (!(IsTypeOrVar(p) && p.As<Type>() == v)) break;
      const Type* decl_ub = c_.any;
      if (!is_alias && k - 1 < decl->length) decl_ub = (*decl)[k - 1].As<TypeVar>()->ub;
      bool default_bounds = v->lb == c_.bottom && v->ub == decl_ub;
      if (!default_bounds || CountVar(TypeValue(body), v) != 1) break;
      elided_.push_back(v);
      --vi;
      --k;
    }
    // Variables used once as a direct parameter with a bound print as <:ub.
    for (size_t i = 0; i < vi; ++i) {
      const TypeVar* v = vars[i];
      bool direct = false;
      for (int64_t j = 0; j < d->nparams(); ++j) {
        direct |= IsTypeOrVar(d->param(j)) && d->param(j).As<Type>() == v;
      }
      bool bounded = v->ub != c_.any || v->lb != c_.bottom;
      if (direct && bounded && CountVar(TypeValue(body), v) == 1) {
        inline_vars_.push_back(v);
      } else {
        wheres.push_back(v);
      }
    }
  } else {
    for (const TypeVar* v : vars) wheres.push_back(v);
  }
  Show(body);
  elided_.resize(elided_mark);
  inline_vars_.resize(inline_mark);
  if (wheres.empty()) return;
  out_->append(" where ");
  if (wheres.size() > 1) out_->push_back('{');
  for (size_t i = 0; i < wheres.size(); ++i) {
    if (i > 0) out_->append(", ");
    ShowVarBounds(wheres[i]);
  }
  if (wheres.size() > 1) out_->push_back('}');
}

}  // namespace

void ShowType(Runtime& rt, const Type* t, std::string* out) {
  TypePrinter p(rt, out);
  p.Show(t);
}

}  // namespace kiln::runtime
