// The small-object path of TryGcAlloc and the heap limit's flag, inline, for the
// runtime entries native code calls once per object it makes (codegen/objects.cc's
// kiln_rt_alloc_object, runtime_entries.cc's kiln_rt_new_struct): a pop from the
// free list of the object's size (gc.cc "g_small_free") without a call, falling
// back to TryGcAlloc for everything else (an empty list, a large object, the
// start-up image's region). Only the runtime's thread may call them (gc.h).
#ifndef KILN_RUNTIME_GC_FAST_H_
#define KILN_RUNTIME_GC_FAST_H_

#include <atomic>
#include <cstddef>

#include "runtime/gc.h"

namespace kiln::runtime {

namespace gc_detail {
inline constexpr size_t kSmallFreeLists = 25;  // the collector's GC_TINY_FREELISTS
inline constexpr size_t kGranuleBytes = 16;    // and GC_GRANULE_BYTES (gc.cc checks both)
extern std::atomic<bool> arena_active;
extern void* small_free[kSmallFreeLists];
extern size_t extra_byte;
extern std::atomic<bool> limit_reached;

// The free list an object of `bytes` comes from (gc.cc "g_small_free").
inline size_t GranulesOf(size_t bytes) { return (bytes + extra_byte + kGranuleBytes - 1) / kGranuleBytes; }
}  // namespace gc_detail

// As GcLimitReached.
inline bool GcLimitReachedInline() {
  return gc_detail::limit_reached.load(std::memory_order_relaxed);
}

// As TryGcAlloc.
inline void* TryGcAllocInline(size_t bytes) {
  using namespace gc_detail;
  const size_t granules = GranulesOf(bytes);
  if (granules - 1 < kSmallFreeLists - 1 && !arena_active.load(std::memory_order_relaxed)) {
    void* p = small_free[granules];
    if (p != nullptr) [[likely]] {
      small_free[granules] = *static_cast<void**>(p);
      *static_cast<void**>(p) = nullptr;  // the link; the rest was cleared by the collector
      return p;
    }
  }
  return TryGcAlloc(bytes);
}

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_GC_FAST_H_
