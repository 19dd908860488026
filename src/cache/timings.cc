#include "cache/timings.h"

#include <cstdio>

namespace kiln::cache {
namespace {

constexpr const char* kPhaseNames[] = {"stat",   "hash",    "validate", "map",      "decode",
                                       "bodies", "compile", "write",    "exit wait"};
static_assert(sizeof(kPhaseNames) / sizeof(kPhaseNames[0]) == static_cast<int>(Phase::kCount));

std::string Percent(uint64_t part, uint64_t whole) {
  if (whole == 0) return "n/a";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * static_cast<double>(part) / whole);
  return buf;
}

std::string Millis(uint64_t ns) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f ms", static_cast<double>(ns) / 1e6);
  return buf;
}

}  // namespace

uint64_t StatsSnapshot::loaded() const {
  uint64_t n = 0;
  for (const UnitEvent& u : units) n += u.from_cache ? 1 : 0;
  return n;
}

uint64_t StatsSnapshot::compiled() const { return units.size() - loaded(); }

uint64_t StatsSnapshot::total_mapped() const {
  uint64_t n = 0;
  for (const auto& [name, b] : bytes) n += b.mapped;
  return n;
}

uint64_t StatsSnapshot::total_decoded() const {
  uint64_t n = 0;
  for (const auto& [name, b] : bytes) n += b.decoded;
  return n;
}

void Stats::AddUnit(UnitEvent event) {
  std::lock_guard<std::mutex> lock(mu_);
  s_.units.push_back(std::move(event));
}

void Stats::AddMapped(const std::string& package, uint64_t bytes) {
  std::lock_guard<std::mutex> lock(mu_);
  s_.bytes[package].mapped += bytes;
}

void Stats::AddDecoded(const std::string& package, uint64_t bytes) {
  std::lock_guard<std::mutex> lock(mu_);
  s_.bytes[package].decoded += bytes;
}

void Stats::AddBodyDecoded() {
  std::lock_guard<std::mutex> lock(mu_);
  ++s_.bodies_decoded;
}

void Stats::AddRecovery(std::string reason) {
  std::lock_guard<std::mutex> lock(mu_);
  ++s_.recoveries;
  s_.recovery_reasons.push_back(std::move(reason));
}

void Stats::AddTime(Phase phase, uint64_t ns) {
  std::lock_guard<std::mutex> lock(mu_);
  s_.phase_ns[static_cast<int>(phase)] += ns;
}

void Stats::AddWritten(uint64_t bytes) {
  std::lock_guard<std::mutex> lock(mu_);
  ++s_.entries_written;
  s_.bytes_written += bytes;
}

void Stats::AddBindingsWritten() {
  std::lock_guard<std::mutex> lock(mu_);
  ++s_.bindings_written;
}

void Stats::AddRemoved() {
  std::lock_guard<std::mutex> lock(mu_);
  ++s_.entries_removed;
}

void Stats::AddWriteFailure(const std::string& reason) {
  std::lock_guard<std::mutex> lock(mu_);
  ++s_.write_failures;
  if (s_.write_note.empty()) s_.write_note = reason;
}

void Stats::AddPrefetched() {
  std::lock_guard<std::mutex> lock(mu_);
  ++s_.prefetched;
}

void Stats::AddAbandoned(uint64_t jobs) {
  std::lock_guard<std::mutex> lock(mu_);
  s_.writes_abandoned += jobs;
}

StatsSnapshot Stats::Snapshot() const {
  std::lock_guard<std::mutex> lock(mu_);
  return s_;
}

std::string WithCommas(uint64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string FormatTimings(const StatsSnapshot& s) {
  std::string out = "kiln timings\n";
  out += "  cache: " + std::to_string(s.loaded()) + " modules loaded from cache, " +
         std::to_string(s.compiled()) + " compiled; " + std::to_string(s.prefetched) +
         " of the loaded decoded ahead on a second thread\n";
  for (const UnitEvent& u : s.units) {
    if (u.from_cache) continue;
    out += "    compiled " + u.module_path + ": " + u.reason + "\n";
  }
  out += "  IR: decoded " + WithCommas(s.total_decoded()) + " bytes, mapped " +
         WithCommas(s.total_mapped()) + " bytes (" + Percent(s.total_decoded(), s.total_mapped()) +
         "), " + std::to_string(s.bodies_decoded) + " bodies decoded\n";
  for (const auto& [name, b] : s.bytes) {
    out += "    " + name + ": decoded " + WithCommas(b.decoded) + " bytes, mapped " +
           WithCommas(b.mapped) + " bytes (" + Percent(b.decoded, b.mapped) + ")\n";
  }
  if (s.recoveries > 0) {
    out += "  recovered: " + std::to_string(s.recoveries) + " bodies recompiled from source\n";
    for (const std::string& r : s.recovery_reasons) out += "    " + r + "\n";
  }
  out += "  time:";
  for (int p = 0; p < static_cast<int>(Phase::kCount); ++p) {
    out += std::string(p == 0 ? " " : ", ") + kPhaseNames[p] + " " + Millis(s.phase_ns[p]);
  }
  out += "\n";
  out += "  writes: " + std::to_string(s.entries_written) + " entries written (" +
         WithCommas(s.bytes_written) + " bytes), " + std::to_string(s.bindings_written) +
         " manifests, " + std::to_string(s.entries_removed) + " invalid entries removed, " +
         std::to_string(s.write_failures) + " failed, " + std::to_string(s.writes_abandoned) +
         " abandoned at exit\n";
  if (!s.write_note.empty()) {
    out += "  note: the IR cache could not be written (" + s.write_note +
           "); the program ran without caching\n";
  }
  return out;
}

}  // namespace kiln::cache
