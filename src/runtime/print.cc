// `print` and `show` of values (base/show.jl, base/arrayshow.jl, base/char.jl,
// base/strings/io.jl). `typeinfo` plays the role of Julia's IOContext :typeinfo.
#include "runtime/print.h"

#include <string>

#include "base/check.h"
#include "runtime/array.h"
#include "runtime/builtins.h"
#include "runtime/gc.h"
#include "runtime/intrinsics.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/text.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

class ValuePrinter {
 public:
  ValuePrinter(Runtime& rt, std::string* out) : rt_(rt), c_(rt.core), out_(out) {}

  void Show(Value v, Type* typeinfo);
  void Print(Value v);

 private:
  static constexpr int kMaxDepth = 1000;
  void ShowAt(Value v, Type* typeinfo);
  void ShowFunction(Value v);
  void ShowStruct(Value v);
  void ShowTuple(Value v, Type* typeinfo);
  void ShowNamedTuple(Value v, Type* typeinfo);
  void ShowArray(Array* a, Type* typeinfo);
  void ShowArrayElement(Array* a, int64_t i, Type* typeinfo);
  // Julia's typeinfo_prefix: the element-type prefix and whether it is implicit.
  std::string TypeinfoPrefix(Array* a, Type* typeinfo, bool* implicit);
  bool ImplicitType(Type* t);
  bool ShowCircular(const Object* o);

  Runtime& rt_;
  const CoreTypes& c_;
  std::string* out_;
  GcVector<const Object*> shown_;  // objects being shown, for circular references
  int depth_ = 0;
};

bool ValuePrinter::ShowCircular(const Object* o) {
  for (size_t i = shown_.size(); i-- > 0;) {
    if (shown_[i] == o) {
      out_->append("#= circular reference @-");
      AppendInt(static_cast<int64_t>(shown_.size() - i), out_);
      out_->append(" =#");
      return true;
    }
  }
  return false;
}

void ValuePrinter::ShowFunction(Value v) {
  DataType* t = v.type;
  if (t == c_.intrinsic_function) {
    out_->append(GetIntrinsicInfo(static_cast<IntrinsicId>(v.bits)).name);
    return;
  }
  if (t->flags & kBuiltinFlag) {
    out_->append(GetBuiltinInfo(static_cast<BuiltinId>(t->name->builtin_id)).name);
    return;
  }
  MethodTable* mt = t->name->mt;
  Symbol* name = mt != nullptr ? mt->name : t->name->name;
  Module* m = mt != nullptr ? mt->module : t->name->module;
  if (m != nullptr && m != rt_.main_module && rt_.main_module != nullptr &&
      !IsVisibleAs(rt_.main_module, name, v)) {
    AppendModulePath(m, out_);
    out_->push_back('.');
  }
  out_->append(name->name());
}

void ValuePrinter::Show(Value v, Type* typeinfo) {
  // Deeply nested values (long linked lists) are elided rather than overflowing the stack.
  if (depth_ >= kMaxDepth) {
    out_->append("…");
    return;
  }
  ++depth_;
  ShowAt(v, typeinfo);
  --depth_;
}

void ValuePrinter::ShowAt(Value v, Type* typeinfo) {
  if (!v.defined()) {
    out_->append("#undef");
    return;
  }
  DataType* t = v.type;
  if (t == c_.intrinsic_function || (t->flags & (kBuiltinFlag | kFunctionTypeFlag))) {
    ShowFunction(v);
    return;
  }
  switch (t->layout) {
    case Layout::kInt: AppendInt(v.AsInt(), out_); return;
    case Layout::kUInt:
      out_->append("0x");
      AppendHex(v.bits, 2 * t->size, out_);
      return;
    case Layout::kBool:
      if (typeinfo == c_.bool_) {
        out_->append(v.AsBool() ? "1" : "0");
      } else {
        out_->append(v.AsBool() ? "true" : "false");
      }
      return;
    case Layout::kChar: ShowChar(v.AsCharBits(), out_); return;
    case Layout::kFloat:
      if (t->size == 8) {
        AppendFloat64(v.AsFloat64(), out_);
      } else {
        AppendFloat32(v.AsFloat32(), typeinfo != c_.float32, false, out_);
      }
      return;
    case Layout::kString: ShowString(v.As<String>()->view(), out_); return;
    case Layout::kSymbol: ShowSymbol(v.As<Symbol>(), out_); return;
    case Layout::kType: {
      const Type* ty = v.As<Type>();
      if (ty->kind == TypeKind::kTypeVar) {
        const auto* tv = static_cast<const TypeVar*>(ty);
        if (tv->lb != c_.bottom) {
          ShowType(rt_, tv->lb, out_);
          out_->append("<:");
        }
        out_->append(tv->name->name());
        if (tv->ub != c_.any) {
          out_->append("<:");
          ShowType(rt_, tv->ub, out_);
        }
        return;
      }
      ShowType(rt_, ty, out_);
      return;
    }
    case Layout::kSVec: {
      const auto* s = v.As<SVec>();
      out_->append("svec(");
      for (int64_t i = 0; i < s->length; ++i) {
        if (i > 0) out_->append(", ");
        Show((*s)[i], c_.any);
      }
      out_->push_back(')');
      return;
    }
    case Layout::kArray: ShowArray(v.As<Array>(), typeinfo); return;
    case Layout::kSingleton:
      if (t == c_.nothing) {
        out_->append("nothing");
      } else if (t->is_tuple()) {
        out_->append("()");
      } else if (t->flags & kNamedTupleFlag) {
        out_->append("NamedTuple()");
      } else {
        ShowType(rt_, t, out_);
        out_->append("()");
      }
      return;
    case Layout::kStruct:
      if (t->is_tuple()) {
        ShowTuple(v, typeinfo);
      } else if (t->flags & kNamedTupleFlag) {
        ShowNamedTuple(v, typeinfo);
      } else {
        ShowStruct(v);
      }
      return;
    case Layout::kOpaque:
      if (t == c_.module) {
        AppendModulePath(v.As<Module>(), out_);
      } else if (t == c_.method) {
        const auto* m = v.As<Method>();
        out_->append(m->name->name());
        out_->append("(...) @ ");
        AppendModulePath(m->module, out_);
        if (m->file != nullptr) {
          out_->push_back(' ');
          out_->append(m->file->name());
          out_->push_back(':');
          AppendInt(m->line, out_);
        }
      } else {
        ShowType(rt_, t, out_);
        out_->append("(...)");
      }
      return;
    case Layout::kNone: break;
  }
  ShowType(rt_, t, out_);
  out_->append("(...)");
}

void ValuePrinter::ShowStruct(Value v) {
  DataType* t = v.type;
  const auto* o = v.As<StructObject>();
  // Base.Pair prints as `a => b`.
  if (rt_.base_module != nullptr && t->name->module == rt_.base_module &&
      t->name->name->name() == "Pair" && t->nfields == 2) {
    Show(o->fields()[0], c_.any);
    out_->append(" => ");
    Show(o->fields()[1], c_.any);
    return;
  }
  ShowType(rt_, t, out_);
  out_->push_back('(');
  if (!ShowCircular(o)) {
    shown_.push_back(o);
    for (uint32_t i = 0; i < t->nfields; ++i) {
      if (i > 0) out_->append(", ");
      Show(o->fields()[i], c_.any);
    }
    shown_.pop_back();
  }
  out_->push_back(')');
}

void ValuePrinter::ShowTuple(Value v, Type* typeinfo) {
  DataType* t = v.type;
  const auto* o = v.As<StructObject>();
  DataType* ti = (IsDataType(typeinfo) && AsDataType(typeinfo)->is_tuple() &&
                  !IsVarargTuple(AsDataType(typeinfo)))
                     ? AsDataType(typeinfo)
                     : nullptr;
  out_->push_back('(');
  for (uint32_t i = 0; i < t->nfields; ++i) {
    if (i > 0) out_->append(", ");
    Type* elem_info = typeinfo;
    if (ti != nullptr && i < ti->nparams()) elem_info = ti->param(i).As<Type>();
    Show(o->fields()[i], elem_info);
  }
  if (t->nfields == 1) out_->push_back(',');
  out_->push_back(')');
}

void ValuePrinter::ShowNamedTuple(Value v, Type* typeinfo) {
  DataType* t = v.type;
  const auto* o = v.As<StructObject>();
  for (uint32_t i = 0; i < t->nfields; ++i) {
    Value ft = (*t->field_types)[i];
    if (!(IsTypeOrVar(ft) && ft.As<Type>() == o->fields()[i].type)) {
      // Field types wider than the values: show the full type.
      ShowType(rt_, t, out_);
      out_->push_back('(');
      out_->push_back('(');
      for (uint32_t j = 0; j < t->nfields; ++j) {
        if (j > 0) out_->append(", ");
        Show(o->fields()[j], c_.any);
      }
      if (t->nfields == 1) out_->push_back(',');
      out_->append("))");
      return;
    }
  }
  bool info_is_nt = IsDataType(typeinfo) && (AsDataType(typeinfo)->flags & kNamedTupleFlag) &&
                    AsDataType(typeinfo)->field_types != nullptr;
  out_->push_back('(');
  for (uint32_t i = 0; i < t->nfields; ++i) {
    if (i > 0) out_->append(", ");
    std::string_view name = FieldName(t, i)->name();
    if (IsPlainIdentifier(name)) {
      out_->append(name);
    } else {
      out_->append("var\"");
      EscapeString(name, "\"", out_);
      out_->push_back('"');
    }
    out_->append(" = ");
    Type* elem_info = c_.any;
    if (info_is_nt && i < AsDataType(typeinfo)->field_types->length) {
      elem_info = (*AsDataType(typeinfo)->field_types)[i].As<Type>();
    }
    Show(o->fields()[i], elem_info);
  }
  if (t->nfields == 1) out_->push_back(',');
  out_->push_back(')');
}

bool ValuePrinter::ImplicitType(Type* t) {
  if (t == c_.float64 || t == c_.int64 || t == c_.char_ || t == c_.string || t == c_.symbol) {
    return true;
  }
  if (!IsDataType(t)) return false;
  auto* d = AsDataType(t);
  if (d->layout == Layout::kSingleton && d->concrete()) return true;
  if (!d->concrete()) return false;
  if (d->name == c_.array_name) return ImplicitType(d->param(0).As<Type>());
  if (d->is_tuple() || (d->flags & kNamedTupleFlag)) {
    if (d->field_types == nullptr) return false;
    for (int64_t i = 0; i < d->field_types->length; ++i) {
      if (!ImplicitType((*d->field_types)[i].As<Type>())) return false;
    }
    return true;
  }
  return false;
}

std::string ValuePrinter::TypeinfoPrefix(Array* a, Type* typeinfo, bool* implicit) {
  *implicit = false;
  if (!IsA(rt_, Value::FromObject(a), typeinfo)) typeinfo = c_.any;
  Type* eltype_ctx = nullptr;
  if (IsDataType(typeinfo)) {
    DataType* s = FindSupertype(AsDataType(typeinfo), c_.abstract_array_name);
    if (s != nullptr && IsTypeOrVar(s->param(0))) eltype_ctx = s->param(0).As<Type>();
  }
  Type* eltype = a->eltype().As<Type>();
  if (eltype == eltype_ctx) return "";
  if (a->length > 0 && ImplicitType(eltype)) {
    *implicit = true;
    return "";
  }
  std::string prefix;
  if (eltype->kind == TypeKind::kUnionAll) {
    Type* body = Unwrap(eltype);
    if (IsDataType(body) && SameBits(AsDataType(body)->name->wrapper, TypeValue(eltype))) {
      prefix.append(AsDataType(body)->name->name->name());
      return prefix;
    }
  }
  ShowType(rt_, eltype, &prefix);
  return prefix;
}

void ValuePrinter::ShowArrayElement(Array* a, int64_t i, Type* typeinfo) {
  Show(ArrayLoad(a, i), typeinfo);
}

void ValuePrinter::ShowArray(Array* a, Type* typeinfo) {
  if (ShowCircular(a)) return;
  bool implicit;
  std::string prefix = TypeinfoPrefix(a, typeinfo, &implicit);
  Type* elem_info = implicit ? typeinfo : a->eltype().As<Type>();
  if (a->ndims == 1) {
    out_->append(prefix);
    out_->push_back('[');
    shown_.push_back(a);
    for (int64_t i = 0; i < a->length; ++i) {
      if (i > 0) out_->append(", ");
      ShowArrayElement(a, i, elem_info);
    }
    shown_.pop_back();
    out_->push_back(']');
    return;
  }
  if (a->length == 0 || a->ndims == 0) {
    if (a->ndims == 0) {
      out_->append("fill(");
      ShowArrayElement(a, 0, elem_info);
      out_->push_back(')');
      return;
    }
    ShowType(rt_, a->type, out_);
    out_->append("(undef, ");
    for (uint32_t d = 0; d < a->ndims; ++d) {
      if (d > 0) out_->append(", ");
      AppendInt(a->dims()[d], out_);
    }
    out_->push_back(')');
    return;
  }
  // Matrices as [a b; c d]; higher ranks as slices joined by ;;; (one more ; per dim).
  int64_t nr = a->dims()[0], nc = a->dims()[1];
  int64_t slice = nr * nc;
  int64_t nslices = a->length / slice;
  out_->append(prefix);
  out_->push_back('[');
  shown_.push_back(a);
  for (int64_t s = 0; s < nslices; ++s) {
    if (s > 0) {
      // The highest dimension whose index changed decides the separator width.
      int semis = 3;
      int64_t k = s;
      for (uint32_t d = 2; d + 1 < a->ndims; ++d) {
        if (k % a->dims()[d] != 0) break;
        k /= a->dims()[d];
        ++semis;
      }
      out_->append(static_cast<size_t>(semis), ';');
      out_->push_back(' ');
    }
    for (int64_t i = 0; i < nr; ++i) {
      for (int64_t j = 0; j < nc; ++j) {
        if (j > 0) out_->push_back(' ');
        ShowArrayElement(a, s * slice + j * nr + i, elem_info);
      }
      if (i + 1 < nr) out_->append("; ");
    }
  }
  shown_.pop_back();
  if (a->ndims == 2 && nc == 1) out_->append(";;");
  out_->push_back(']');
}

void ValuePrinter::Print(Value v) {
  if (!v.defined()) {
    out_->append("#undef");
    return;
  }
  if (v.type == c_.string) {
    out_->append(v.As<String>()->view());
  } else if (v.type == c_.char_) {
    AppendChar(v.AsCharBits(), out_);
  } else if (v.type == c_.symbol) {
    out_->append(v.As<Symbol>()->name());
  } else if (v.type == c_.float32) {
    AppendFloat32(v.AsFloat32(), false, true, out_);
  } else if (v.type->layout == Layout::kUInt && v.type != c_.intrinsic_function) {
    AppendUInt(v.bits, out_);  // print of an unsigned integer is decimal; show is hex
  } else {
    Show(v, c_.any);
  }
}

}  // namespace

void PrintValue(Runtime& rt, Value v, std::string* out) {
  ValuePrinter p(rt, out);
  p.Print(v);
}

void ShowValue(Runtime& rt, Value v, std::string* out) {
  ValuePrinter p(rt, out);
  p.Show(v, rt.core.any);
}

std::string ShowToString(Runtime& rt, Value v) {
  std::string s;
  ShowValue(rt, v, &s);
  return s;
}

std::string PrintToString(Runtime& rt, Value v) {
  std::string s;
  PrintValue(rt, v, &s);
  return s;
}

void AppendSummary(Runtime& rt, Value v, std::string* out) {
  if (v.type == rt.core.string) {
    AppendInt(v.As<String>()->length, out);
    out->append("-codeunit String");
    return;
  }
  if (v.type->layout == Layout::kArray) {
    const auto* a = v.As<Array>();
    if (a->ndims == 0) {
      out->append("0-dimensional ");
    } else if (a->ndims == 1) {
      AppendInt(a->length, out);
      out->append("-element ");
    } else {
      for (uint32_t d = 0; d < a->ndims; ++d) {
        if (d > 0) out->append("×");
        AppendInt(a->dims()[d], out);
      }
      out->push_back(' ');
    }
  }
  ShowType(rt, v.type, out);
}

}  // namespace kiln::runtime
