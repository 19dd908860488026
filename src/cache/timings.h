// What the IR cache did during a run, for `--timings` and `kiln cache stats`
// (CACHE.md §2, "Laziness"): modules loaded from the cache and compiled
// (with the reason for each miss), bytes mapped and decoded, bodies decoded,
// time per phase, what the background writer managed, and the one note a
// run gets when nothing could be written. Thread-safe: the writer thread
// reports into it too.
#ifndef KILN_CACHE_TIMINGS_H_
#define KILN_CACHE_TIMINGS_H_

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace kiln::cache {

enum class Phase : uint8_t {
  kStat,      // stat of sources, manifest lookups
  kHash,      // hashing sources whose stat changed
  kValidate,  // reading and checking .meta files, import interfaces
  kMap,       // mapping .ir files and checking their hashes
  kDecode,    // decoding definitions
  kBodies,    // decoding and verifying bodies on first use
  kCompile,   // parse + lower of files that were not cached
  kWrite,     // the writer thread: encoding and writing entries (in parallel)
  kExitWait,  // waiting at exit for the writer to finish
  kCount,
};

struct UnitEvent {
  std::string package;
  std::string module_path;
  bool from_cache = false;
  std::string location;  // "global" or "package" when from_cache
  std::string reason;    // why it was compiled
};

struct PackageBytes {
  uint64_t mapped = 0;
  uint64_t decoded = 0;
};

struct StatsSnapshot {
  std::vector<UnitEvent> units;
  std::map<std::string, PackageBytes> bytes;  // by package name
  uint64_t bodies_decoded = 0;
  uint64_t prefetched = 0;  // entries decoded ahead on the second thread, then used
  uint64_t recoveries = 0;
  std::vector<std::string> recovery_reasons;
  uint64_t phase_ns[static_cast<int>(Phase::kCount)] = {};
  uint64_t entries_written = 0;
  uint64_t entries_removed = 0;
  uint64_t write_failures = 0;
  uint64_t writes_abandoned = 0;
  uint64_t bytes_written = 0;
  uint64_t bindings_written = 0;
  std::string write_note;  // set when nothing at all could be written
  uint64_t loaded() const;
  uint64_t compiled() const;
  uint64_t total_mapped() const;
  uint64_t total_decoded() const;
};

class Stats {
 public:
  void AddUnit(UnitEvent event);
  void AddMapped(const std::string& package, uint64_t bytes);
  void AddDecoded(const std::string& package, uint64_t bytes);
  void AddBodyDecoded();
  void AddPrefetched();
  void AddRecovery(std::string reason);
  void AddTime(Phase phase, uint64_t ns);
  void AddWritten(uint64_t bytes);
  void AddBindingsWritten();
  void AddRemoved();
  // A write that failed in every location it was tried in.
  void AddWriteFailure(const std::string& reason);
  void AddAbandoned(uint64_t jobs);
  StatsSnapshot Snapshot() const;

 private:
  mutable std::mutex mu_;
  StatsSnapshot s_;
};

// The `--timings` report (several lines, each ending in a newline).
std::string FormatTimings(const StatsSnapshot& s);

// 1234567 -> "1,234,567".
std::string WithCommas(uint64_t n);

}  // namespace kiln::cache

#endif  // KILN_CACHE_TIMINGS_H_
