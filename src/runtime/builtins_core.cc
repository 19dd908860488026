// Core builtins on objects and types (Julia's Core: ===, typeof, isa, getfield …).
#include <string>

#include "base/check.h"
#include "runtime/array.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

bool TypeArg(Runtime& rt, std::string_view name, Value v, Type** out) {
  if (v.defined() && IsType(v)) {
    *out = v.As<Type>();
    return true;
  }
  return ThrowTypeError(rt, name, "", rt.core.type_wrapper, v);
}

bool NoField(Runtime& rt, DataType* t, Symbol* name) {
  std::string msg = "type ";
  msg.append(t->name->name->name());
  msg.append(" has no field ");
  msg.append(name->name());
  return ThrowErrorException(rt, msg);
}

// Resolves a field reference (1-based Int or Symbol) of an object of type t to a
// 0-based index; raises BoundsError / "no field" as Julia does.
bool FieldIndexArg(Runtime& rt, Value obj, DataType* t, Value f, int64_t* out) {
  if (f.type == rt.core.symbol) {
    if (t->is_tuple()) return ThrowTypeError(rt, "getfield", "", TypeValue(rt.core.int64), f);
    int64_t i = FieldIndex(t, f.As<Symbol>());
    if (i < 0) return NoField(rt, t, f.As<Symbol>());
    *out = i;
    return true;
  }
  if (f.defined() && f.type->layout == Layout::kInt) {
    int64_t i = f.AsInt();
    if (i < 1 || i > static_cast<int64_t>(t->nfields)) return ThrowBoundsError(rt, obj, &f, 1);
    *out = i - 1;
    return true;
  }
  return ThrowTypeError(rt, "getfield", "", TypeValue(rt.core.symbol), f);
}

bool TypeField(Runtime& rt, Value x, Symbol* f, Value* result) {
  Type* t = x.As<Type>();
  std::string_view name = f->name();
  switch (t->kind) {
    case TypeKind::kDataType: {
      auto* d = AsDataType(t);
      if (name == "parameters") {
        *result = Value::FromObject(d->parameters);
        return true;
      }
      if (name == "name" && d->name != nullptr) {
        *result = Value::FromObject(d->name);
        return true;
      }
      if (name == "super") {
        *result = TypeValue(d->super != nullptr ? d->super : rt.core.any);
        return true;
      }
      if (name == "types" && d->field_types != nullptr) {
        *result = Value::FromObject(d->field_types);
        return true;
      }
      break;
    }
    case TypeKind::kUnionAll: {
      auto* ua = static_cast<UnionAll*>(t);
      if (name == "var") {
        *result = TypeValue(ua->var);
        return true;
      }
      if (name == "body") {
        *result = TypeValue(ua->body);
        return true;
      }
      break;
    }
    case TypeKind::kUnion: {
      auto* u = static_cast<UnionType*>(t);
      if (name == "a") {
        *result = TypeValue(u->components()[0]);
        return true;
      }
      if (name == "b") {
        *result = TypeValue(MakeUnion(rt, u->components() + 1, u->n - 1));
        return true;
      }
      break;
    }
    case TypeKind::kTypeVar: {
      auto* tv = static_cast<TypeVar*>(t);
      if (name == "name") {
        *result = rt.SymbolValue(tv->name);
        return true;
      }
      if (name == "lb") {
        *result = TypeValue(tv->lb);
        return true;
      }
      if (name == "ub") {
        *result = TypeValue(tv->ub);
        return true;
      }
      break;
    }
    default: break;
  }
  return NoField(rt, x.type, f);
}

// Julia's sizeof for bits types, with C layout rules (fields aligned to their size,
// references take 8 bytes).
bool JuliaSize(const DataType* t, int64_t* size, int64_t* align) {
  if (IsUnboxedLayout(t->layout) && t->layout != Layout::kSingleton) {
    *size = t->size;
    *align = t->size;
    return true;
  }
  if (t->layout == Layout::kSingleton) {
    *size = 0;
    *align = 1;
    return true;
  }
  if (t->layout == Layout::kStruct && t->field_types != nullptr) {
    int64_t offset = 0, max_align = 1;
    for (int64_t i = 0; i < t->field_types->length; ++i) {
      Value ft = (*t->field_types)[i];
      int64_t fs = 8, fa = 8;
      if (IsTypeOrVar(ft) && IsDataType(ft.As<Type>()) && ft.As<DataType>()->isbits()) {
        JuliaSize(ft.As<DataType>(), &fs, &fa);
      }
      offset = (offset + fa - 1) / fa * fa + fs;
      if (fa > max_align) max_align = fa;
    }
    *size = (offset + max_align - 1) / max_align * max_align;
    *align = max_align;
    return true;
  }
  return false;
}

// A subtype answer as a Bool, or the StackOverflowError of a check too deep to make.
bool BoolAnswer(Runtime& rt, SubtypeAnswer a, Value* r) {
  if (a == SubtypeAnswer::kTooDeep) return rt.Throw(MakeStackOverflowError(rt));
  *r = rt.core.Bool(a == SubtypeAnswer::kYes);
  return true;
}

}  // namespace

namespace builtin_impl {

bool BuiltinIs(Runtime& rt, const Value* a, uint32_t, Value* r) {
  *r = rt.core.Bool(Egal(a[0], a[1]));
  return true;
}

bool BuiltinTypeof(Runtime&, const Value* a, uint32_t, Value* r) {
  *r = TypeValue(a[0].type);
  return true;
}

bool BuiltinIsa(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Type* t = nullptr;
  if (!TypeArg(rt, "isa", a[1], &t)) return false;
  return BoolAnswer(rt, CheckIsA(rt, a[0], t), r);
}

bool BuiltinIssubtype(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Type* x = nullptr;
  Type* y = nullptr;
  if (!TypeArg(rt, "<:", a[0], &x) || !TypeArg(rt, "<:", a[1], &y)) return false;
  return BoolAnswer(rt, CheckSubtype(rt, x, y), r);
}

bool BuiltinTypeassert(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Type* t = nullptr;
  if (!TypeArg(rt, "typeassert", a[1], &t)) return false;
  SubtypeAnswer is = CheckIsA(rt, a[0], t);
  if (is == SubtypeAnswer::kTooDeep) return rt.Throw(MakeStackOverflowError(rt));
  if (is == SubtypeAnswer::kNo) return ThrowTypeError(rt, "typeassert", "", a[1], a[0]);
  *r = a[0];
  return true;
}

bool BuiltinIfelse(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (a[0].type != rt.core.bool_) {
    return ThrowTypeError(rt, "ifelse", "", TypeValue(rt.core.bool_), a[0]);
  }
  *r = a[0].AsBool() ? a[1] : a[2];
  return true;
}

bool BuiltinThrow(Runtime& rt, const Value* a, uint32_t, Value*) { return rt.Throw(a[0]); }

bool BuiltinTuple(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  if (n == 0) {
    *r = rt.core.EmptyTuple();
    return true;
  }
  DataType* small[8];
  GcVector<DataType*> big;
  DataType** types = small;
  if (n > 8) {
    big.resize(n);
    types = big.data();
  }
  for (uint32_t i = 0; i < n; ++i) types[i] = a[i].type;
  *r = NewStructValue(rt, ConcreteTupleType(rt, types, n), a, n);
  return true;
}

bool BuiltinSvec(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  *r = Value::FromObject(NewSVec(rt, a, n));
  return true;
}

bool BuiltinApplyType(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  return ApplyType(rt, a[0], a + 1, n - 1, r);
}

bool BuiltinGetfield(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value x = a[0];
  DataType* t = x.type;
  if (t == rt.core.module) {
    if (a[1].type != rt.core.symbol) {
      return ThrowTypeError(rt, "getfield", "", TypeValue(rt.core.symbol), a[1]);
    }
    return GetGlobal(rt, x.As<Module>(), a[1].As<Symbol>(), r);
  }
  if (t->layout == Layout::kType && a[1].type == rt.core.symbol) {
    return TypeField(rt, x, a[1].As<Symbol>(), r);
  }
  // A TypeName (T.name): its name, module and wrapper (`Vector{T} where T`).
  if (t == rt.core.typename_type && a[1].type == rt.core.symbol) {
    const auto* tn = x.As<TypeName>();
    std::string_view field = a[1].As<Symbol>()->name();
    if (field == "name") {
      *r = rt.SymbolValue(tn->name);
    } else if (field == "module" && tn->module != nullptr) {
      *r = Value::FromObject(tn->module);
    } else if (field == "wrapper" && tn->wrapper.defined()) {
      *r = tn->wrapper;
    } else {
      return NoField(rt, t, a[1].As<Symbol>());
    }
    return true;
  }
  if (t->layout != Layout::kStruct && t->layout != Layout::kSingleton) {
    if (a[1].type == rt.core.symbol) return NoField(rt, t, a[1].As<Symbol>());
    return ThrowBoundsError(rt, x, &a[1], 1);
  }
  int64_t i = 0;
  if (!FieldIndexArg(rt, x, t, a[1], &i)) return false;
  Value v = x.As<StructObject>()->fields()[i];
  if (!v.defined()) return rt.Throw(MakeUndefRefError(rt));
  *r = v;
  return true;
}

bool BuiltinSetfield(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value x = a[0];
  DataType* t = x.type;
  if (t->layout != Layout::kStruct || !t->is_mutable()) {
    std::string msg = "setfield!: immutable struct of type ";
    msg.append(t->name->name->name());
    msg.append(" cannot be changed");
    return ThrowErrorException(rt, msg);
  }
  int64_t i = 0;
  if (!FieldIndexArg(rt, x, t, a[1], &i)) return false;
  if (IsConstField(t, i)) {
    std::string msg = "setfield!: const field .";
    msg.append(FieldName(t, i)->name());
    msg.append(" of type ");
    msg.append(t->name->name->name());
    msg.append(" cannot be changed");
    return ThrowErrorException(rt, msg);
  }
  Value ft = FieldType(rt, t, i);
  if (IsTypeOrVar(ft) && ft.As<Type>() != rt.core.any && !IsA(rt, a[2], ft.As<Type>())) {
    return ThrowTypeError(rt, "setfield!", "", ft, a[2]);
  }
  x.As<StructObject>()->fields()[i] = a[2];
  *r = a[2];
  return true;
}

bool BuiltinIsdefined(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value x = a[0];
  if (x.type == rt.core.module && a[1].type == rt.core.symbol) {
    Binding* b = ResolveBinding(rt, x.As<Module>(), a[1].As<Symbol>());
    *r = rt.core.Bool(b != nullptr && b->value.defined());
    return true;
  }
  DataType* t = x.type;
  bool defined = false;
  if (t->layout == Layout::kStruct) {
    int64_t i = -1;
    if (a[1].type == rt.core.symbol) {
      i = FieldIndex(t, a[1].As<Symbol>());
    } else if (a[1].type->layout == Layout::kInt) {
      i = a[1].AsInt() - 1;
    }
    defined = i >= 0 && i < static_cast<int64_t>(t->nfields) &&
              x.As<StructObject>()->fields()[i].defined();
  }
  *r = rt.core.Bool(defined);
  return true;
}

bool BuiltinNfields(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = a[0].type;
  *r = rt.core.Int64(t->layout == Layout::kStruct ? t->nfields : 0);
  return true;
}

bool BuiltinFieldtype(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Type* ty = nullptr;
  if (!TypeArg(rt, "fieldtype", a[0], &ty)) return false;
  Type* body = Unwrap(ty);
  if (!IsDataType(body) || AsDataType(body)->field_types == nullptr) {
    return ThrowArgumentError(rt, "type does not have definite fields");
  }
  DataType* t = AsDataType(body);
  int64_t i = 0;
  if (a[1].type == rt.core.symbol) {
    i = FieldIndex(t, a[1].As<Symbol>());
    if (i < 0) return NoField(rt, t, a[1].As<Symbol>());
  } else if (a[1].type == rt.core.int64) {
    i = a[1].AsInt() - 1;
    if (i < 0 || i >= t->field_types->length) return ThrowBoundsError(rt, a[0], &a[1], 1);
  } else {
    return ThrowTypeError(rt, "fieldtype", "", TypeValue(rt.core.symbol), a[1]);
  }
  *r = (*t->field_types)[i];
  return true;
}

bool BuiltinSizeof(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value x = a[0];
  if (x.type == rt.core.string) {
    *r = rt.core.Int64(x.As<String>()->length);
    return true;
  }
  if (x.type->layout == Layout::kArray) {
    const auto* arr = x.As<Array>();
    *r = rt.core.Int64(arr->length * (arr->boxed ? 8 : arr->elsize));
    return true;
  }
  const DataType* t = x.type;
  if (IsType(x) && IsDataType(x.As<Type>())) t = x.As<DataType>();
  int64_t size = 0, align = 0;
  if (!(t->concrete() && JuliaSize(t, &size, &align))) {
    return ThrowArgumentError(rt, "type does not have a definite size");
  }
  *r = rt.core.Int64(size);
  return true;
}

bool BuiltinObjectid(Runtime& rt, const Value* a, uint32_t, Value* r) {
  *r = rt.core.UInt64(EgalHash(a[0]));
  return true;
}

bool BuiltinNew(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  Type* ty = nullptr;
  if (!TypeArg(rt, "new", a[0], &ty)) return false;
  if (!IsDataType(ty) || !AsDataType(ty)->concrete() ||
      (AsDataType(ty)->layout != Layout::kStruct && AsDataType(ty)->layout != Layout::kSingleton)) {
    return ThrowErrorException(rt,
                               "new: " + ShowToString(rt, a[0]) + " is not a concrete struct type");
  }
  DataType* t = AsDataType(ty);
  uint32_t nf = n - 1;
  if (nf > t->nfields) return ThrowErrorException(rt, "new: too many arguments");
  for (uint32_t i = 0; i < nf; ++i) {
    Value ft = FieldType(rt, t, i);
    if (IsTypeOrVar(ft) && ft.As<Type>() != rt.core.any && !IsA(rt, a[i + 1], ft.As<Type>())) {
      return ThrowTypeError(rt, "new", "", ft, a[i + 1]);
    }
  }
  *r = NewStructValue(rt, t, a + 1, nf);
  return true;
}

bool BuiltinNamedtuple(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value names = a[0], values = a[1];
  auto is_tuple = [](Value v) { return v.defined() && v.type->is_tuple(); };
  if (!is_tuple(names) || !is_tuple(values) || names.type->nfields != values.type->nfields) {
    return ThrowArgumentError(rt, "_namedtuple: names and values must be tuples of one length");
  }
  uint32_t n = names.type->nfields;
  GcVector<Symbol*> syms;
  GcVector<Value> vals;
  for (uint32_t i = 0; i < n; ++i) {
    Value s = names.As<StructObject>()->fields()[i];
    if (s.type != rt.core.symbol) {
      return ThrowTypeError(rt, "_namedtuple", "", TypeValue(rt.core.symbol), s);
    }
    syms.push_back(s.As<Symbol>());
    vals.push_back(values.As<StructObject>()->fields()[i]);
  }
  return NewNamedTuple(rt, syms.data(), vals.data(), n, r);
}

bool BuiltinTypevar(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (a[0].type != rt.core.symbol) {
    return ThrowTypeError(rt, "TypeVar", "", TypeValue(rt.core.symbol), a[0]);
  }
  Type* lb = nullptr;
  Type* ub = nullptr;
  if (!TypeArg(rt, "TypeVar", a[1], &lb) || !TypeArg(rt, "TypeVar", a[2], &ub)) return false;
  *r = TypeValue(NewTypeVar(rt, a[0].As<Symbol>(), lb, ub));
  return true;
}

bool BuiltinUnionall(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!IsTypeOrVar(a[0]) || a[0].As<Type>()->kind != TypeKind::kTypeVar) {
    return ThrowTypeError(rt, "UnionAll", "", TypeValue(rt.core.typevar), a[0]);
  }
  if (!IsTypeOrVar(a[1])) return ThrowTypeError(rt, "UnionAll", "", rt.core.type_wrapper, a[1]);
  *r = TypeValue(MakeUnionAll(rt, a[0].As<TypeVar>(), a[1].As<Type>()));
  return true;
}

bool BuiltinGetglobal(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (a[0].type != rt.core.module) {
    return ThrowTypeError(rt, "getglobal", "", TypeValue(rt.core.module), a[0]);
  }
  if (a[1].type != rt.core.symbol) {
    return ThrowTypeError(rt, "getglobal", "", TypeValue(rt.core.symbol), a[1]);
  }
  return GetGlobal(rt, a[0].As<Module>(), a[1].As<Symbol>(), r);
}

bool BuiltinSetglobal(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (a[0].type != rt.core.module) {
    return ThrowTypeError(rt, "setglobal!", "", TypeValue(rt.core.module), a[0]);
  }
  if (a[1].type != rt.core.symbol) {
    return ThrowTypeError(rt, "setglobal!", "", TypeValue(rt.core.symbol), a[1]);
  }
  if (!SetGlobal(rt, a[0].As<Module>(), a[1].As<Symbol>(), a[2])) return false;
  *r = a[2];
  return true;
}

}  // namespace builtin_impl
}  // namespace kiln::runtime

namespace kiln::runtime {
namespace builtin_impl {
namespace {

bool ModuleAndName(Runtime& rt, std::string_view f, const Value* a) {
  if (a[0].type != rt.core.module) {
    return ThrowTypeError(rt, f, "", TypeValue(rt.core.module), a[0]);
  }
  if (a[1].type != rt.core.symbol) {
    return ThrowTypeError(rt, f, "", TypeValue(rt.core.symbol), a[1]);
  }
  return true;
}

}  // namespace

// Julia's Core.set_binding_type!: a global's type is set once, before it has a value
// (or again to the same type).
bool BuiltinSetBindingType(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!ModuleAndName(rt, "set_binding_type!", a)) return false;
  Type* t;
  if (!TypeArg(rt, "set_binding_type!", a[2], &t)) return false;
  Module* m = a[0].As<Module>();
  Symbol* name = a[1].As<Symbol>();
  Binding* b = GetOrCreateOwnBinding(rt, m, name);
  if (b == nullptr) return false;
  bool same = b->declared_type.defined() && Egal(b->declared_type, a[2]);
  if (!same && (b->declared_type.defined() || b->value.defined() || b->is_const)) {
    if (!b->declared_type.defined() && b->value.defined() && t == rt.core.any) {
      *r = rt.core.Nothing();
      return true;
    }
    return ThrowErrorException(rt, "cannot set type for global " + std::string(m->name->name()) +
                                       "." + std::string(name->name()) +
                                       ". It already has a value or is already set to a "
                                       "different type.");
  }
  b->declared_type = a[2];
  *r = rt.core.Nothing();
  return true;
}

bool BuiltinGetBindingType(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!ModuleAndName(rt, "get_binding_type", a)) return false;
  Binding* b = FindOwnBinding(a[0].As<Module>(), a[1].As<Symbol>());
  while (b != nullptr && b->imported != nullptr) b = b->imported;
  *r = b != nullptr && b->declared_type.defined() ? b->declared_type : TypeValue(rt.core.any);
  return true;
}

bool BuiltinBindingIsconst(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!ModuleAndName(rt, "isconst", a)) return false;
  Binding* b = ResolveBinding(rt, a[0].As<Module>(), a[1].As<Symbol>());
  *r = rt.core.Bool(b != nullptr && b->is_const);
  return true;
}

}  // namespace builtin_impl
}  // namespace kiln::runtime
