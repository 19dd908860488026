// Garbage-collected memory (ARCHITECTURE, key decision 7: Boehm–Demers–Weiser).
//
// Ownership rules for everything in src/runtime:
//   * Runtime objects (strings, arrays, structs, types, modules, methods …) live in
//     collectable GC memory. Nobody frees them; they die when unreachable.
//   * The collector finds pointers only in: thread stacks and registers of the main
//     thread, static data, and GC memory allocated with GcAlloc / GcAllocUncollectable
//     (and the STL allocators below). It does NOT scan malloc/new memory. A GC pointer
//     whose only copy sits in a std::vector<...> with the default allocator, or in a
//     heap object allocated with plain `new`, can be collected under your feet.
//   * Therefore: containers of Values / GC pointers held by C++ code use GcVector
//     (when the container itself lives in GC memory or on the stack) or RootedVector
//     (when the container lives in malloc memory, e.g. a member of a `new`ed object).
//   * GC objects never contain C++ members with destructors (std::string,
//     std::vector<...> with the default allocator): destructors of GC objects never run.
//   * Only the thread that called InitGc() may touch GC memory unless other threads
//     are registered with the collector (not needed yet: Kiln runs programs on one thread).
#ifndef KILN_RUNTIME_GC_H_
#define KILN_RUNTIME_GC_H_

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace kiln::runtime {

// Initializes the collector. Idempotent; must first be called on the main thread
// before any other function here. Runtime::Create() and Intern() call it.
void InitGc();

// Zeroed, scanned, collectable memory. Aborts when the system is out of memory
// or the heap is beyond its limit and all of its reserves (see SetGcHeapLimit;
// callers with user-controlled sizes use TryGcAlloc* instead).
void* GcAlloc(size_t bytes);
// Not scanned for pointers (use for bytes and raw numbers), collectable, zeroed.
void* GcAllocAtomic(size_t bytes);
// Scanned and never collected until GcFree: roots owned by C++ code.
void* GcAllocUncollectable(size_t bytes);
// Neither scanned nor collected until GcFree (never in the image region).
void* GcAllocAtomicUncollectable(size_t bytes);
void GcFree(void* p);

// As above, but return nullptr instead of aborting (user-sized allocations such as
// `Vector{Int}(undef, n)` turn that into an OutOfMemoryError).
void* TryGcAlloc(size_t bytes);
void* TryGcAllocAtomic(size_t bytes);

// ---- The heap's limit (docs/runtime.md "Memory") ----
// Limits the bytes in use in the collected heap to about `bytes` (0: no limit, the
// state at start-up). The limit is reached when a collection leaves more than
// `bytes` in use, or when an allocation finds no room within it: GcLimitReached()
// is then true (until TakeGcLimitReached) and the notice (SetGcLimitNotice) is
// called, so that the program raises OutOfMemoryError at its next safe point. To
// get there (and to unwind), the heap may grow beyond the limit by a reserve
// (GcLimitReserve) at a time, up to kGcLimitReserves of them; beyond those an
// allocation fails as when the system is out of memory. Nothing needs re-arming:
// once the program has let go of enough for a collection to leave less than the
// limit in use, the next time it is exceeded is again a new OutOfMemoryError.
// Allocations made while a start-up image's region is active are not limited.
void SetGcHeapLimit(size_t bytes);
// As SetGcHeapLimit(limit()), but limit() is called only once the heap first grows
// beyond its initial size or the collector first collects (or GcHeapLimit asks),
// so that a short run never works the limit out (the default limit reads the
// machine's and the cgroup's memory). Until then there is no limit.
void SetGcHeapLimitOnGrowth(size_t (*limit)());
// The limit (a pending one worked out first).
size_t GcHeapLimit();
size_t GcLimitReserve(size_t limit);
inline constexpr int kGcLimitReserves = 4;
// Called on the allocating thread when the limit is reached, possibly with the
// collector's lock held: it may only set a flag (the interpreter's
// interrupt_requested). Null: none.
void SetGcLimitNotice(void (*notice)());
bool GcLimitReached();
// True once for each time the limit was reached (and clears it).
bool TakeGcLimitReached();
// Bytes in use in the collected heap after the latest collection (the heap's
// size less its free blocks; what the limit is compared with).
size_t GcHeapInUse();

// Runs a full collection.
void GcCollect();
// Bytes currently in the collected heap (for tests and --timings).
size_t GcHeapSize();

// The buffers of the containers below: from the collector's heap (never the image
// region), numbers not scanned; they abort as GcAlloc does.
void* GcBufferAlloc(size_t bytes, bool pointer_free);
void* GcRootedBufferAlloc(size_t bytes);

// STL allocators over the collected heap: GcAllocator's memory is collectable
// (scanned unless T is a number), RootedAllocator's is a root until freed.
template <typename T>
struct GcAllocator {
  using value_type = T;
  GcAllocator() noexcept = default;
  template <typename U>
  GcAllocator(const GcAllocator<U>&) noexcept {}  // NOLINT: rebinding converts implicitly
  T* allocate(size_t n) {
    return static_cast<T*>(GcBufferAlloc(n * sizeof(T), std::is_arithmetic_v<T>));
  }
  void deallocate(T* p, size_t) noexcept { GcFree(p); }
  friend bool operator==(const GcAllocator&, const GcAllocator&) { return true; }
};
template <typename T>
struct RootedAllocator {
  using value_type = T;
  RootedAllocator() noexcept = default;
  template <typename U>
  RootedAllocator(const RootedAllocator<U>&) noexcept {}  // NOLINT: rebinding converts implicitly
  T* allocate(size_t n) { return static_cast<T*>(GcRootedBufferAlloc(n * sizeof(T))); }
  void deallocate(T* p, size_t) noexcept { GcFree(p); }
  friend bool operator==(const RootedAllocator&, const RootedAllocator&) { return true; }
};

// Containers of GC pointers. GcVector's buffer is collectable: the vector object must
// itself be on the stack or in GC memory. RootedVector's buffer is an explicit root:
// use it for containers owned by malloc'd C++ objects.
template <typename T>
using GcVector = std::vector<T, GcAllocator<T>>;
template <typename T>
using RootedVector = std::vector<T, RootedAllocator<T>>;

// Allocates a T (a trivially destructible GC object struct) with `extra` trailing bytes.
template <typename T>
T* GcNew(size_t extra = 0) {
  return static_cast<T*>(GcAlloc(sizeof(T) + extra));
}

// ---- The start-up image's region (docs/formats/image.md) ----
// A start-up image is the runtime's state after Base has loaded, saved as the bytes of
// one region of memory at a fixed address, so that a later process maps it back where
// it was and every pointer in it is valid as it stands (nothing to relocate, and pages
// are read only when used). A process that will write an image allocates its GC
// objects in that region from the start until EndImageArena; the collector never frees
// them and scans the region as a root. Objects in the region must not point into the
// collected heap (CollectedHeapPointers finds any) or at other C++ memory.
//
// Reserves the region and sends GcAlloc* there (collections are off meanwhile).
// False when the address range is taken; allocation then stays with the collector.
bool BeginImageArena();
// Sends allocation back to the collector and registers [base, top) as a root.
void EndImageArena();
// Maps `bytes` (a multiple of the page) of fresh memory at the region's address and
// registers it as a root, for an image's region to be read into: the image's bytes
// are copied, not mapped from its file, so that a file truncated or rewritten while
// the process runs cannot take them away (a mapping would fault with SIGBUS). Null
// when the range is taken.
char* MapImageArena(size_t bytes);
// Unmaps a region mapped by MapImageArena that turned out unusable (before anything
// points into it), so that BeginImageArena can be used instead.
void ReleaseImageArena();
bool ImageArenaActive();
bool InImageArena(const void* p);
uintptr_t ImageArenaBase();
// Bytes allocated in (or mapped at) the region.
size_t ImageArenaSize();
// Offsets of words of [base, base + size) that point into the collected heap; at most
// `limit` of them.
std::vector<size_t> CollectedHeapPointers(size_t limit);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_GC_H_
