// The value of a native cache entry (COMPILER.md §5; docs/formats/native-store.md):
// a relocatable object file and its linker info — the renames applied to the
// module before it was compiled (module-local name → process-unique name) and
// the names of the functions the object defines. Little-endian, bounds-checked
// when read: a record that does not parse is a miss, never a crash.
//
//   record  := magic:u32 "KNOB" version:u32 renames defined object
//   renames := count:u32 (local:str unique:str)*
//   defined := count:u32 name:str*
//   object  := size:u64 bytes
//   str     := size:u32 bytes
#ifndef KILN_JIT_OBJECT_RECORD_H_
#define KILN_JIT_OBJECT_RECORD_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/status.h"

namespace kiln::jit {

inline constexpr uint32_t kObjectRecordMagic = 0x424f4e4b;  // "KNOB"
inline constexpr uint32_t kObjectRecordVersion = 1;

struct ObjectRecord {
  std::vector<std::pair<std::string, std::string>> renames;
  std::vector<std::string> defined;
  std::string object;
};

std::string EncodeObjectRecord(const ObjectRecord& r);
base::ErrorOr<ObjectRecord> DecodeObjectRecord(std::string_view bytes);

}  // namespace kiln::jit

#endif  // KILN_JIT_OBJECT_RECORD_H_
