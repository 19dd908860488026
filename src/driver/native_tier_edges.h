// Checking the edges of persisted CodeInstance records (native_tier_persist.h):
// whether each call a record made still finds the same method with the same
// body, each call that found no method still finds none, and each constant
// it used still has the same value, in the world of the call.
//
// Many records name the same edges (a Base `+` on two Int64, an `iterate`, a
// constant of Base), so the answers the runtime gives are remembered per
// world: a lookup by types in a given world always finds the same method, and
// a constant binding with a value keeps it until a redefinition, which starts
// a new world. Only answers that cannot change within a world are kept: a
// type that does not decode and a binding that is not (yet) a constant are
// asked again each time, as without the memo.
//
// Only with KILN_NATIVE; runs on the runtime's thread.
#ifndef KILN_DRIVER_NATIVE_TIER_EDGES_H_
#define KILN_DRIVER_NATIVE_TIER_EDGES_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "driver/native_tier_body_hash.h"
#include "driver/native_tier_explain.h"
#include "driver/native_tier_names.h"
#include "jit/ci_record.h"
#include "runtime/dispatch.h"
#include "runtime/runtime.h"

namespace kiln::driver {

// A CodeInstance a record depends on: its record's key, and the identity
// and body hash its record must have (from the live lookup of the call).
struct RecordDep {
  std::string key;
  std::string identity;
  std::string body;
};

class EdgeChecker {
 public:
  // `key_of`: a record's key from its identity (PersistedCodeInstances).
  EdgeChecker(runtime::Runtime& rt, NameCoder& names, BodyHashes& bodies,
              std::function<const std::string&(const std::string&)> key_of)
      : rt_(rt), names_(names), bodies_(bodies), key_of_(std::move(key_of)) {}

  // Whether r's own edges hold in `world` (not its callees'); the
  // CodeInstances it depends on in *deps; otherwise why in *why (and, when
  // `explain`, the callee whose source changed in *explanations).
  bool Holds(const jit::CiRecord& r, uint64_t world, std::vector<RecordDep>* deps, std::string* why,
             std::vector<Explanation>* explanations);

 private:
  // The lookup of one call's types in one world.
  struct Call {
    runtime::DataType* tt = nullptr;  // the call's tuple type
    bool has_table = false;           // its callee has a method table
    runtime::LookupResult lr;
    std::string shown;                     // names.Show(tt)
    std::optional<std::string> identity;  // of the method found, when asked
    std::optional<std::string> body;      // its body hash, when asked
  };
  // The call of a record's edge type, or null when the type is no longer a
  // tuple of data types (*why set, maybe empty).
  Call* FindCall(const std::string& type_bytes, uint64_t world, std::string* why);
  // The encoded value of the constant named by an edge's module and name,
  // or null when it is not a constant with a value (*why set).
  const std::string* FindConstant(const std::string& where, uint64_t world, std::string* why);
  void StartWorld(uint64_t world);

  runtime::Runtime& rt_;
  NameCoder& names_;
  BodyHashes& bodies_;
  std::function<const std::string&(const std::string&)> key_of_;
  uint64_t world_ = 0;
  std::unordered_map<std::string, Call> calls_;          // by type bytes, in world_
  std::unordered_map<std::string, std::string> consts_;  // by module and name, in world_
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_EDGES_H_
