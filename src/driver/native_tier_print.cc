// The native tier's counters as `--timings` prints them (native_tier.h).
#include <cstdio>

#include "cache/native_store.h"
#include "cache/remote_store.h"
#include "driver/native_tier.h"

namespace kiln::driver {

void PrintNativeTimings(FILE* out, const NativeTierStats& s) {
  if (s.hot_calls > 0 && !s.jit_used && s.hot == 0) {
    // The default mode, and nothing got hot: the tier did nothing.
    std::fprintf(out, "  tiering: nothing hot (%llu calls or %llu loop back-edges), no native code\n",
                 static_cast<unsigned long long>(s.hot_calls),
                 static_cast<unsigned long long>(s.hot_calls * 100));
    return;
  }
  std::fprintf(out,
               "  native: %llu CodeInstances compiled, %llu not (outside the subset), %llu reused, "
               "%llu calling into the interpreter (%llu emitted again for it); "
               "%llu calls run natively, %llu given back to the interpreter, %llu raised through native frames\n"
               "  native time: inference %.1f ms, emission %.1f ms, optimization %.1f ms, "
               "object emission and linking %.1f ms\n",
               static_cast<unsigned long long>(s.compiled), static_cast<unsigned long long>(s.refused),
               static_cast<unsigned long long>(s.reused), static_cast<unsigned long long>(s.through_interpreter),
               static_cast<unsigned long long>(s.emitted_again),
               static_cast<unsigned long long>(s.runs),
               static_cast<unsigned long long>(s.bails), static_cast<unsigned long long>(s.raised), s.infer_ms, s.emit_ms, s.optimize_ms,
               s.link_ms);
  if (s.hot_calls > 0) {
    std::fprintf(out,
                 "  tiering: %llu MethodInstances hot (%llu calls or %llu loop back-edges), %llu of "
                 "them run natively from then on; %llu run natively from their first call (persisted)\n",
                 static_cast<unsigned long long>(s.hot), static_cast<unsigned long long>(s.hot_calls),
                 static_cast<unsigned long long>(s.hot_calls * 100),
                 static_cast<unsigned long long>(s.hot_native),
                 static_cast<unsigned long long>(s.first_call_loaded));
    // Optimization and object emission in the background (native_tier_background.h).
    std::fprintf(out,
                 "  background compilation: %llu modules on the worker thread (%.1f ms there); "
                 "%.1f ms waited for them (%.1f ms at exit, %llu hot MethodInstances finished then); "
                 "%llu calls interpreted while their code compiled, %llu while another's did\n",
                 static_cast<unsigned long long>(s.background_modules), s.background_ms,
                 s.background_waited_ms, s.exit_wait_ms,
                 static_cast<unsigned long long>(s.hot_native_at_exit),
                 static_cast<unsigned long long>(s.interpreted_while_compiling),
                 static_cast<unsigned long long>(s.deferred_while_compiling));
  } else {
    std::fprintf(out, "  tiering: off (--compile=all: each MethodInstance compiled before its first call)\n");
  }
  std::fprintf(out,
               "  CodeInstances: %llu loaded, %llu revalidated, %llu invalidated, %llu not found; "
               "%llu inferred, %llu modules emitted; %llu records written, %llu not persisted\n"
               "  CodeInstance time: loading %.1f ms, revalidation %.1f ms, saving %.1f ms\n",
               static_cast<unsigned long long>(s.ci_loaded), static_cast<unsigned long long>(s.ci_revalidated),
               static_cast<unsigned long long>(s.ci_invalidated), static_cast<unsigned long long>(s.ci_missing),
               static_cast<unsigned long long>(s.inferred), static_cast<unsigned long long>(s.emitted),
               static_cast<unsigned long long>(s.ci_written),
               static_cast<unsigned long long>(s.ci_not_persisted), s.ci_load_ms, s.ci_revalidate_ms,
               s.ci_save_ms);
  std::fprintf(out,
               "  invalidation: %llu methods defined, %llu constants redefined; %llu CodeInstances "
               "invalidated (%.1f ms)\n",
               static_cast<unsigned long long>(s.defined_methods),
               static_cast<unsigned long long>(s.redefined_constants),
               static_cast<unsigned long long>(s.invalidated), s.invalidate_ms);
  const double pct = s.cache_lookups > 0 ? 100.0 * s.cache_hits / s.cache_lookups : 0.0;
  std::fprintf(out, "  native cache hits: %llu/%llu (%.1f%%), %llu bytes added",
               static_cast<unsigned long long>(s.cache_hits),
               static_cast<unsigned long long>(s.cache_lookups), pct,
               static_cast<unsigned long long>(s.cache_bytes_added));
  if (s.cache_rejected > 0) {
    std::fprintf(out, ", %llu found unusable", static_cast<unsigned long long>(s.cache_rejected));
  }
  std::fprintf(out, "\n  native store: %s", s.store.c_str());
  if (s.store_written > 0 || s.store_dropped > 0 || s.store_damaged > 0) {
    std::fprintf(out, " (%llu entries written, %llu not written, %llu damaged removed)",
                 static_cast<unsigned long long>(s.store_written),
                 static_cast<unsigned long long>(s.store_dropped),
                 static_cast<unsigned long long>(s.store_damaged));
  }
  std::fprintf(out, "\n");
  if (s.remote.empty()) return;
  if (!s.remote_used) {
    std::fprintf(out, "  remote cache: %s\n", s.remote_note.c_str());
    return;
  }
  // The shared tier: its counters, then at most one note (what it does not
  // do, or the failure that turned it off for the rest of the run).
  // The first line counts objects (and the tier's errors and waiting), the
  // second CodeInstance records.
  const store::RemoteStats& r = s.remote_stats;
  const store::RemoteCounts none;
  auto kind = [&](store::Kind k) -> const store::RemoteCounts& {
    return k < r.kinds.size() ? r.kinds[k] : none;
  };
  const store::RemoteCounts& o = kind(cache::kNativeObjectKind);
  std::fprintf(out,
               "  remote cache: %s: %llu hits, %llu misses, %llu rejected (not signed by a trusted "
               "key), %llu damaged, %llu bytes down, %llu bytes up (%llu entries), %llu errors; "
               "%.1f ms waiting on it\n",
               s.remote.c_str(), static_cast<unsigned long long>(o.hits),
               static_cast<unsigned long long>(o.misses), static_cast<unsigned long long>(o.rejected),
               static_cast<unsigned long long>(o.damaged), static_cast<unsigned long long>(o.bytes_down),
               static_cast<unsigned long long>(o.bytes_up), static_cast<unsigned long long>(o.entries_up),
               static_cast<unsigned long long>(r.errors), r.read_ms);
  const store::RemoteCounts& c = kind(cache::kCodeInstanceRecordKind);
  std::fprintf(out,
               "  remote cache, CodeInstance records: %llu hits, %llu misses, %llu rejected, %llu damaged, "
               "%llu bytes down, %llu bytes up (%llu entries)\n",
               static_cast<unsigned long long>(c.hits), static_cast<unsigned long long>(c.misses),
               static_cast<unsigned long long>(c.rejected), static_cast<unsigned long long>(c.damaged),
               static_cast<unsigned long long>(c.bytes_down), static_cast<unsigned long long>(c.bytes_up),
               static_cast<unsigned long long>(c.entries_up));
  if (r.off) {
    std::fprintf(out, "  remote cache: off for the rest of the run after a failure (%s)\n",
                 r.off_reason.c_str());
  } else if (!s.remote_note.empty()) {
    std::fprintf(out, "  remote cache: %s\n", s.remote_note.c_str());
  }
}

}  // namespace kiln::driver
