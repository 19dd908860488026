#include "runtime/native_fn.h"

#include <bit>
#include <string>

#include "runtime/array.h"
#include "runtime/object.h"

namespace kiln::runtime {

Value MakeFloat(DataType* t, double x) {
  if (t->size == 8) return Value::Make(t, std::bit_cast<uint64_t>(x));
  return Value::Make(t, std::bit_cast<uint32_t>(static_cast<float>(x)));
}

Value MakeFloat32(DataType* t, float x) { return Value::Make(t, std::bit_cast<uint32_t>(x)); }

bool CheckInts(Runtime& rt, std::string_view name, const Value* args, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) {
    if (!args[i].defined() || !IsIntLike(args[i].type)) {
      return ThrowErrorException(rt, std::string(name) + ": value is not a primitive integer type");
    }
    if (args[i].type != args[0].type) {
      return ThrowErrorException(rt, std::string(name) + ": types of a and b must match");
    }
  }
  return true;
}

bool CheckFloats(Runtime& rt, std::string_view name, const Value* args, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) {
    if (!args[i].defined() || !IsFloat(args[i].type)) {
      return ThrowErrorException(rt, std::string(name) + ": value is not a primitive float type");
    }
    if (args[i].type != args[0].type) {
      return ThrowErrorException(rt, std::string(name) + ": types of a and b must match");
    }
  }
  return true;
}

DataType* PrimitiveTypeArg(Runtime& rt, std::string_view name, Value t) {
  if (IsType(t) && IsDataType(t.As<Type>())) {
    DataType* d = t.As<DataType>();
    if (IsIntLike(d) || IsFloat(d)) return d;
  }
  ThrowErrorException(rt, std::string(name) + ": target type not a primitive type");
  return nullptr;
}

bool IntArg(Runtime& rt, std::string_view name, Value v, int64_t* out) {
  if (v.defined() && IsIntLike(v.type) && v.type != rt.core.bool_ && v.type != rt.core.char_) {
    *out = SignedBits(v);
    if (v.type->layout == Layout::kUInt) *out = static_cast<int64_t>(UnsignedBits(v));
    return true;
  }
  return ThrowTypeError(rt, name, "", TypeValue(rt.core.int64), v);
}

bool StringArg(Runtime& rt, std::string_view name, Value v, String** out) {
  if (v.type == rt.core.string) {
    *out = v.As<String>();
    return true;
  }
  return ThrowTypeError(rt, name, "", TypeValue(rt.core.string), v);
}

bool ArrayArg(Runtime& rt, std::string_view name, Value v, Array** out) {
  if (v.defined() && v.type->layout == Layout::kArray) {
    *out = v.As<Array>();
    return true;
  }
  return ThrowTypeError(rt, name, "", rt.core.array_wrapper, v);
}

Value MakeTuple2(Runtime& rt, Value a, Value b) {
  DataType* types[2] = {a.type, b.type};
  DataType* tt = ConcreteTupleType(rt, types, 2);
  Value fields[2] = {a, b};
  return NewStructValue(rt, tt, fields, 2);
}

}  // namespace kiln::runtime
