#include "runtime/object.h"

#include <cstring>
#include <string>

#include "base/check.h"
#include "base/hash.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/gc_table.h"
#include "runtime/runtime.h"
#include "runtime/types.h"

namespace kiln::runtime {

String* AllocString(Runtime& rt, int64_t length) {
  if (length < 0) return nullptr;
  // Strings hold no pointers: atomic memory. The header's type pointer needs no
  // tracing since String is reachable from Core.
  auto* s =
      static_cast<String*>(TryGcAllocAtomic(sizeof(String) + static_cast<size_t>(length) + 1));
  if (s == nullptr) return nullptr;
  s->type = rt.core.string;
  s->length = length;
  return s;
}

String* NewString(Runtime& rt, std::string_view bytes) {
  String* s = AllocString(rt, static_cast<int64_t>(bytes.size()));
  CHECK(s != nullptr) << "out of memory allocating a string of " << bytes.size() << " bytes";
  if (!bytes.empty()) std::memcpy(s->data(), bytes.data(), bytes.size());
  s->data()[bytes.size()] = '\0';
  return s;
}

Value StringValue(Runtime& rt, std::string_view bytes) {
  return Value::FromObject(NewString(rt, bytes));
}

SVec* NewSVec(Runtime& rt, int64_t length) {
  // Every empty svec is the same one (an svec never changes length): each new
  // type has several, and Base makes hundreds of types.
  if (length == 0 && rt.empty_svec != nullptr) return rt.empty_svec;
  auto* v = GcNew<SVec>(sizeof(Value) * static_cast<size_t>(length));
  v->type = rt.core.simplevector;
  v->length = length;
  return v;
}

SVec* NewSVec(Runtime& rt, const Value* items, int64_t length) {
  SVec* v = NewSVec(rt, length);
  for (int64_t i = 0; i < length; ++i) (*v)[i] = items[i];
  return v;
}

Value NewStructValue(Runtime& rt, DataType* type, const Value* fields, int64_t n) {
  if (type->layout == Layout::kSingleton) return type->instance;
  DCHECK(type->layout == Layout::kStruct);
  DCHECK(n <= type->nfields);
  auto* obj = GcNew<StructObject>(sizeof(Value) * type->nfields);
  obj->type = type;
  for (int64_t i = 0; i < n; ++i) obj->fields()[i] = fields[i];
  for (int64_t i = n; i < type->nfields; ++i) {
    // As in Julia, a field of a primitive bits type (Int64, Float64, Bool…)
    // or a singleton type is never undefined: left out, it holds zero bits
    // of its type (native code reads mutable structs' such fields unchecked).
    Value ft = FieldType(rt, type, i);
    if (!ft.defined() || !IsType(ft) || !IsDataType(ft.As<Type>())) continue;
    DataType* fd = AsDataType(ft.As<Type>());
    if (!fd->concrete() || !IsUnboxedLayout(fd->layout)) continue;
    obj->fields()[i] = fd->layout == Layout::kSingleton ? fd->instance : Value::Make(fd, 0);
  }
  return Value::Boxed(type, obj);
}

Box* NewBox(Runtime& rt, Value contents) {
  auto* b = GcNew<Box>();
  b->type = rt.core.box;
  b->contents = contents;
  return b;
}

bool NewNamedTuple(Runtime& rt, Symbol* const* names, const Value* values, uint32_t n, Value* out) {
  GcVector<Value> syms;
  GcVector<DataType*> sym_types;
  GcVector<DataType*> value_types;
  for (uint32_t i = 0; i < n; ++i) {
    for (uint32_t j = 0; j < i; ++j) {
      if (names[i] == names[j]) {
        std::string msg = "duplicate field name in NamedTuple: \"";
        msg.append(names[i]->name());
        msg.append("\" is not unique");
        return ThrowErrorException(rt, msg);
      }
    }
    syms.push_back(rt.SymbolValue(names[i]));
    sym_types.push_back(rt.core.symbol);
    value_types.push_back(values[i].type);
  }
  Value names_tuple =
      NewStructValue(rt, ConcreteTupleType(rt, sym_types.data(), n), syms.data(), n);
  Value params[2] = {names_tuple, TypeValue(ConcreteTupleType(rt, value_types.data(), n))};
  Value type;
  if (!ApplyType(rt, rt.core.named_tuple_wrapper, params, 2, &type)) return false;
  *out = NewStructValue(rt, type.As<DataType>(), values, n);
  return true;
}

namespace {

// Whether v is compared and hashed by contents (immutable aggregates).
bool IsAggregate(Value v) {
  Layout l = v.type->layout;
  return (l == Layout::kStruct && !v.type->is_mutable()) || l == Layout::kSVec;
}

int64_t AggregateSize(Value v) {
  return v.type->layout == Layout::kSVec ? v.As<SVec>()->length : v.type->nfields;
}

const Value* AggregateItems(Value v) {
  return v.type->layout == Layout::kSVec ? v.As<SVec>()->data() : v.As<StructObject>()->fields();
}

// Egal of two values of the same type that are not aggregates.
bool LeafEgal(Value a, Value b) {
  if (a.bits == b.bits) return true;
  if (a.type->layout == Layout::kString) {
    const auto* sa = a.As<String>();
    const auto* sb = b.As<String>();
    return sa->length == sb->length &&
           std::memcmp(sa->data(), sb->data(), static_cast<size_t>(sa->length)) == 0;
  }
  // Unboxed bits differ; everything else compares by identity (types are hash-consed,
  // symbols interned).
  return false;
}

uint64_t LeafHash(Value v) {
  switch (v.type->layout) {
    case Layout::kString: return base::Xxh3_64(v.As<String>()->view()) ^ 0x5be8c9f3ull;
    case Layout::kSymbol: return v.As<Symbol>()->hash;
    case Layout::kType: return v.As<Type>()->hash;
    default:
      if (IsUnboxed(v)) return MixHash(v.type->uid, v.bits);
      // Identity: objects never move, so the address is stable.
      return MixHash(0x3c6ef372fe94f82bull, v.bits);
  }
}

}  // namespace

// Both functions walk nested immutable values with an explicit worklist: a deeply
// nested value built by a program must not overflow the C++ stack.
bool Egal(Value a, Value b) {
  if (a.type != b.type) return false;
  if (a.bits == b.bits) return true;
  if (a.type == nullptr) return false;
  if (!IsAggregate(a)) return LeafEgal(a, b);
  GcVector<Value> work = {a, b};
  while (!work.empty()) {
    Value y = work.back();
    work.pop_back();
    Value x = work.back();
    work.pop_back();
    if (x.type != y.type) return false;
    if (x.bits == y.bits) continue;
    if (x.type == nullptr) return false;
    if (!IsAggregate(x)) {
      if (!LeafEgal(x, y)) return false;
      continue;
    }
    int64_t n = AggregateSize(x);
    if (AggregateSize(y) != n) return false;
    const Value* xs = AggregateItems(x);
    const Value* ys = AggregateItems(y);
    for (int64_t i = n; i-- > 0;) {
      work.push_back(xs[i]);
      work.push_back(ys[i]);
    }
  }
  return true;
}

uint64_t EgalHash(Value v) {
  if (v.type == nullptr) return 0;
  if (!IsAggregate(v)) return LeafHash(v);
  uint64_t h = 0x6a09e667f3bcc908ull;
  GcVector<Value> work = {v};
  while (!work.empty()) {
    Value x = work.back();
    work.pop_back();
    if (x.type == nullptr) {
      h = MixHash(h, 0);
    } else if (!IsAggregate(x)) {
      h = MixHash(h, LeafHash(x));
    } else {
      int64_t n = AggregateSize(x);
      h = MixHash(h, MixHash(x.type->uid, static_cast<uint64_t>(n)));
      const Value* xs = AggregateItems(x);
      for (int64_t i = n; i-- > 0;) work.push_back(xs[i]);
    }
  }
  return h;
}

}  // namespace kiln::runtime
