#include "runtime/abi_fingerprint.h"

#include <cstddef>

#include "runtime/array.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/symbol.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

std::string AbiFingerprintInput(const Runtime& rt, std::string_view shifted) {
  std::string out;
  auto size_of = [&](std::string_view name, size_t size) {
    return std::to_string(name == shifted ? size + 8 : size);
  };
#define ABI_STRUCT(type) \
  out += "struct " #type " size " + size_of(#type, sizeof(type)) + " align " + std::to_string(alignof(type)) + "\n";
#define ABI_FIELD(type, field)                                                                 \
  out += "field " #type "." #field " offset " + std::to_string(offsetof(type, field)) + " size " + \
         std::to_string(sizeof(type::field)) + "\n";
#define ABI_CONVENTION(text) out += "convention " text "\n";
// Objects derive from Object, so not all are standard-layout; offsetof
// still gives the offsets the compiler lays out, which is what native code uses.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
#include "runtime/abi.def"
#pragma GCC diagnostic pop
#undef ABI_STRUCT
#undef ABI_FIELD
#undef ABI_CONVENTION
  const CoreTypes& core = rt.core;
#define CORE_TYPE(field, julia_name)                                                             \
  if (const DataType* t = core.field; t != nullptr) {                                            \
    out += "core " #field " layout " + std::to_string(static_cast<int>(t->layout)) + " size " +   \
           size_of(#field, t->size) + " flags " + std::to_string(t->flags) + " fields " +       \
           std::to_string(t->nfields) + "\n";                                                    \
  }
#include "runtime/core_types.def"
#undef CORE_TYPE
  return out;
}

base::Sha256Digest AbiFingerprint(const Runtime& rt, std::string_view shifted) {
  return base::Sha256Of(AbiFingerprintInput(rt, shifted));
}

}  // namespace kiln::runtime
