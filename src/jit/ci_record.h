// The persisted CodeInstance record (COMPILER.md §2; docs/formats/code-instance-record.md):
// what a run of `kiln run --compile=all` inferred and compiled for one
// MethodInstance, so that a later run revalidates it from its edges instead
// of inferring and emitting it again. It holds no worlds: only the edges (what
// the inference used, by content: argument types, the identity and body hash
// of the method a call found, a constant binding's value) and the intrinsic
// properties (return type, effects, whether native and how its code is found
// in the native store). Types and values are in the encoding of the native
// tier (src/driver/native_tier_persist.h); to this codec they are bytes.
// Little-endian, bounds-checked when read: a record that does not parse is a
// miss, never a crash.
#ifndef KILN_JIT_CI_RECORD_H_
#define KILN_JIT_CI_RECORD_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/status.h"

namespace kiln::jit {

inline constexpr uint32_t kCiRecordMagic = 0x5249434b;  // "KCIR"
inline constexpr uint32_t kCiRecordVersion = 1;

struct CiEdge {
  enum class Kind : uint8_t {
    kCall = 0,     // a call with argument types `type` found `method` (body hash `body`)
    kMissing = 1,  // a call with argument types `type` found no method
    kBinding = 2,  // constant binding `method` (module path and name) had value `body`
  };
  Kind kind = Kind::kCall;
  std::string type;
  std::string method;
  std::string body;
  // kCall: the record key of the callee's CodeInstance, when this one's code
  // or result relies on that CodeInstance being valid too; else empty.
  std::string depends;
};

struct CiRecord {
  enum Flags : uint8_t {
    kNative = 1,     // compiled: object_key, symbol and renames say how to link it
    kEntry = 2,      // it has an invoke entry the interpreter calls
    kConstant = 4,   // every call returns result_const
  };
  std::string identity;  // the MethodInstance: its method and argument types
  std::string body;      // hash of its method's body
  uint8_t flags = 0;
  uint8_t effects = 0;   // engine::Effects bits (nothrow, terminates, consistent)
  std::string rettype_shown;  // the inferred return type, shown (for explanations)
  std::string why;            // not native: why
  std::string rettype;        // kEntry: the type of the entry's result bits
  std::vector<std::string> result_fields;  // kEntry with a struct result: its fields' types
  std::string result_const;   // kConstant: the value
  std::string object_key;     // kNative: the object's key in the native store
  std::string symbol;         // kNative: the process-unique name of its function
  std::vector<std::pair<std::string, std::string>> renames;  // kNative: linker info
  std::vector<CiEdge> edges;
};

std::string EncodeCiRecord(const CiRecord& r);
base::ErrorOr<CiRecord> DecodeCiRecord(std::string_view bytes);

}  // namespace kiln::jit

#endif  // KILN_JIT_CI_RECORD_H_
