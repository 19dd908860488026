// What `kiln cache stats|verify|clear` do, on any Env: the inventory of a
// package's two locations, a full check of every entry in them, and removal.
#ifndef KILN_CACHE_ADMIN_H_
#define KILN_CACHE_ADMIN_H_

#include <cstdint>
#include <string>
#include <vector>

#include "base/env.h"
#include "base/status.h"
#include "source/package.h"

namespace kiln::cache {

struct LocationReport {
  std::string kind;  // "global" or "package"
  std::string dir;
  bool exists = false;
  bool trusted = false;
  uint64_t entries = 0;  // .meta files
  uint64_t ir_bytes = 0;
  uint64_t other_bytes = 0;  // .meta, .bindings, markers
  uint64_t bindings = 0;
  uint64_t bad_markers = 0;
  uint64_t temp_files = 0;  // left by writes abandoned or killed
  uint64_t images = 0;      // start-up images (Base's global location)
  uint64_t image_bytes = 0;
};

std::vector<LocationReport> Inventory(base::Env* env, const source::Package& pkg,
                                      const std::string& kiln_version);

struct EntryCheck {
  enum class State : uint8_t { kOk, kStale, kCorrupt };
  std::string location;  // "global" or "package"
  std::string dir;       // the location's folder
  std::string module_path;
  State state = State::kOk;
  std::string detail;  // why stale or corrupt
};

// Checks every entry of both locations completely: the .meta, the versions,
// the source hash (hashing the source), the .ir hash, the blob, the
// definitions and every body's tape. Imports are not followed: an entry
// whose import changed is found when it is loaded.
std::vector<EntryCheck> VerifyEntries(base::Env* env, const source::Package& pkg,
                                      const std::string& kiln_version);

// Removes temporary files (of writes abandoned or killed) under `dir` whose
// mtime is older than `now_ns` - `age_ns`, by the file system's clock.
// Returns how many were removed.
int SweepStaleTemporaries(base::Env* env, const std::string& dir, int64_t now_ns, int64_t age_ns);

// Removes the IR cache of a package in both locations (every Kiln version).
base::Status ClearPackage(base::Env* env, const source::Package& pkg);

// Removes the whole global IR cache, $KILN_DATA/cache/ir.
base::Status ClearGlobal(base::Env* env);

}  // namespace kiln::cache

#endif  // KILN_CACHE_ADMIN_H_
