#include "runtime/gc.h"
#include "runtime/gc_fast.h"

#include <gc/gc.h>
#include <gc/gc_inline.h>

#include <sched.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <cstdlib>
#include <mutex>
#include <string>

#include "base/check.h"

// AddressSanitizer's "fake stack" (detect_stack_use_after_return) moves locals whose
// address escapes to heap frames the collector does not scan, which would let it free
// live objects. Turn it off by default in sanitized builds.
#if defined(__SANITIZE_ADDRESS__)
#define KILN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KILN_ASAN 1
#endif
#endif

#ifdef KILN_ASAN
extern "C" const char* __asan_default_options() {  // NOLINT: sanitizer hook name
  return "detect_stack_use_after_return=0";
}
#endif

// Where the C library recorded the stack pointer at exec (glibc; the static and
// the dynamic C library both define it).
extern "C" void* __libc_stack_end;  // NOLINT: the C library's name

namespace kiln::runtime {

// gc_fast.h's inline path reads these; gc.cc calls them by their short names.
namespace gc_detail {
std::atomic<bool> arena_active{false};
void* small_free[kSmallFreeLists];
size_t extra_byte = 1;  // GC_get_all_interior_pointers(), read at InitGc
std::atomic<bool> limit_reached{false};
}  // namespace gc_detail
static_assert(gc_detail::kSmallFreeLists == GC_TINY_FREELISTS);
static_assert(gc_detail::kGranuleBytes == GC_GRANULE_BYTES);

namespace {

std::atomic<bool>& g_arena_active = gc_detail::arena_active;
void* (&g_small_free)[gc_detail::kSmallFreeLists] = gc_detail::small_free;
size_t& g_extra_byte = gc_detail::extra_byte;
std::atomic<bool>& g_limit_reached = gc_detail::limit_reached;

// The collector warns on stderr about large allocations; a user program's stderr
// must contain only what the program writes.
void SilentWarning(char* /*msg*/, GC_word /*arg*/) {}

// The image region: a fixed address far from where the kernel places mappings and
// inside the part of the address space every sanitizer leaves to the program.
constexpr uintptr_t kImageBase = uintptr_t{0x3e00} << 32;
constexpr size_t kImageReserve = size_t{1} << 30;  // address space only
std::atomic<size_t> g_arena_top{0};
size_t g_arena_mapped = 0;  // bytes reserved or mapped at kImageBase

// The size of a transparent huge page on x86-64 and arm64 (with 4 KiB pages).
constexpr size_t kHugePage = size_t{2} << 20;

// Bump allocation (16-byte aligned, zeroed: the region is fresh anonymous memory).
// Thread-safe: symbols may be interned on the compiling thread.
void* ArenaAlloc(size_t bytes) {
  size_t n = (bytes + 15) & ~size_t{15};
  size_t offset = g_arena_top.fetch_add(n, std::memory_order_relaxed);
  if (offset + n > g_arena_mapped) return nullptr;
  return reinterpret_cast<void*>(kImageBase + offset);
}

void* MaybeArenaAlloc(size_t bytes) {
  if (!g_arena_active.load(std::memory_order_relaxed)) return nullptr;
  return ArenaAlloc(bytes);
}

// Maps `bytes` at the region's address (read-write, private), anonymous when `fd`
// is -1; false when anything is mapped there already.
bool MapRegion(size_t bytes, int flags, int fd, off_t offset) {
  void* want = reinterpret_cast<void*>(kImageBase);
  void* p = mmap(want, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED_NOREPLACE | flags,
                 fd, offset);
  if (p == MAP_FAILED) return false;
  if (p != want) {  // a kernel without MAP_FIXED_NOREPLACE
    munmap(p, bytes);
    return false;
  }
  return true;
}

// Asks the kernel to back [p, p + bytes) with huge pages where it offers them
// (transparent huge pages in "madvise" or "always" mode). The image region is
// written whole at start-up (a warm run reads ~2 MB into it, a cold one builds
// it): in 2 MiB pages that is two faults instead of ~600, and each fresh small
// page costs a fault, zeroing and, in a virtual machine, often a fault on the
// host too. Where the kernel has no huge pages, nothing changes.
void PreferHugePages(void* p, size_t bytes) {
#ifdef MADV_HUGEPAGE
  (void)madvise(p, bytes, MADV_HUGEPAGE);
#else
  (void)p;
  (void)bytes;
#endif
}

// Backs [p, p + bytes) with memory now, in one call rather than a fault per page
// as the image's bytes are read in; huge pages where PreferHugePages got them.
void PopulateForWriting(void* p, size_t bytes) {
#ifndef MADV_POPULATE_WRITE
  constexpr int MADV_POPULATE_WRITE = 23;  // Linux 5.14; older kernels: EINVAL, no harm
#endif
  (void)madvise(p, bytes, MADV_POPULATE_WRITE);
}

// After every collection (gc.h "The heap's limit").
void OnCollectionEvent(GC_EventType event);

// The collector lets at least this much be allocated between two collections
// (its own rule, a third of what it scans, where that is more), growing the heap
// rather than collecting before: as Julia starts its collection interval at
// tens of megabytes. A program that allocates much and keeps some (a tree kept
// while trees are built and dropped) otherwise marks what it keeps each time
// the small initial heap fills. A quarter of the heap's limit at most
// (ApplyCollectionInterval), so that a small limit still collects early.
constexpr size_t kMinCollectionInterval = size_t{64} << 20;

void ApplyCollectionInterval(size_t limit) {
  size_t interval = kMinCollectionInterval;
  if (limit != 0) interval = std::min(interval, std::max(limit / 4, size_t{1} << 20));
  GC_set_min_bytes_allocd(interval);
}

constexpr const char* kNprocsVariable = "GC_NPROCS";

// The collector's initialization reads /proc/self/maps (the main thread's stack,
// through pthread_getattr_np) and /proc/stat (the number of processors, for its
// marker threads): two of the slowest files a start-up opens (a hundred
// thousand instructions in the kernel and the collector's parsing, 20 µs here),
// for two numbers the process has at hand. On the main thread, before the
// collector starts, it is told both: the cold end of the stack is where the C
// library found it at exec (`__libc_stack_end`, what the collector itself uses
// where it reads no file), and the processors are those the process may run on
// (GC_NPROCS, set only for GC_INIT and only when the user has not set it).
// True when GC_NPROCS was set here (and is to be removed).
bool TellCollectorWhatItWouldReadFromProc() {
  if (static_cast<pid_t>(syscall(SYS_gettid)) != getpid()) return false;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  if (GC_stackbottom == nullptr && __libc_stack_end != nullptr) {
    GC_stackbottom = static_cast<char*>(__libc_stack_end);
  }
#pragma GCC diagnostic pop
  if (getenv(kNprocsVariable) != nullptr) return false;
  cpu_set_t cpus;
  if (sched_getaffinity(0, sizeof cpus, &cpus) != 0) return false;
  const int count = CPU_COUNT(&cpus);
  if (count <= 0) return false;
  return setenv(kNprocsVariable, std::to_string(count).c_str(), 0) == 0;
}

// Small scanned objects come from free lists kept here, one per size in
// granules (16 bytes), refilled a block's worth at a time by the collector
// (GC_generic_malloc_many): an allocation is then two loads and two stores,
// without the collector's per-thread lookup and locking. Only the runtime's
// thread allocates collected memory (gc.h), so the lists need no lock. They
// are static data, which the collector scans: the objects still on them stay
// allocated through a collection (they hold nothing but the link word).
// List k holds objects of k granules, counting the byte the collector adds at
// the end of each object when interior pointers keep objects alive (so that a
// pointer one past the end is inside): the size GC_MALLOC would round to.
// Small pointer-free objects (Strings, arrays of bits) come from lists of their
// own, refilled the same way. The collector does not scan them, so through a
// collection a list would keep only its first object, and the others would be
// freed while still on it: the lists are emptied when marking starts
// (OnCollectionEvent), which leaves what was on them to be reclaimed.
void* g_small_free_atomic[GC_TINY_FREELISTS];

using gc_detail::GranulesOf;

}  // namespace

void InitGc() {
  static std::once_flag once;
  std::call_once(once, [] {
    // No collection of the empty heap at start-up (it only seeds the list of
    // addresses that look like pointers; collections keep it up to date).
    GC_set_dont_precollect(1);
    const bool told = TellCollectorWhatItWouldReadFromProc();
    GC_INIT();
    if (told) unsetenv(kNprocsVariable);
    GC_set_warn_proc(SilentWarning);
    GC_set_on_collection_event(OnCollectionEvent);
    // Start with room for the standard library and a small program, so that start-up
    // does not run several collections of a heap that is still growing. The pages are
    // reserved, not touched, until they are used.
    constexpr size_t kInitialHeapBytes = size_t{32} << 20;
    GC_expand_hp(kInitialHeapBytes);
    g_extra_byte = GC_get_all_interior_pointers() != 0 ? 1 : 0;
    ApplyCollectionInterval(0);
  });
}

namespace {

// ---- The heap's limit ----
std::atomic<size_t> g_limit{0};       // bytes in use allowed; 0: no limit
std::atomic<size_t> g_max_heap{0};    // the collector's maximum heap size (0: none)
std::atomic<void (*)()> g_limit_notice{nullptr};
std::atomic<size_t> g_in_use{0};      // after the latest collection

void ApplyMaxHeapSize(size_t bytes) {
  GC_call_with_alloc_lock(
      [](void* p) -> void* {
        GC_set_max_heap_size(*static_cast<size_t*>(p));
        return nullptr;
      },
      &bytes);
}

// The default limit, not known yet (SetGcHeapLimitOnGrowth): what works it out.
std::atomic<size_t (*)()> g_pending_limit{nullptr};

// Sets the limit and the maximum heap size; `locked`: the collector's lock is
// held (its callbacks), so the size is set directly.
void InstallLimit(size_t bytes, bool locked) {
  g_limit.store(bytes);
  g_limit_reached.store(false);
  ApplyCollectionInterval(bytes);
  // The heap may already be larger than the limit (it starts with room for
  // Base): what is in use is compared with the limit, the heap only stops growing.
  g_max_heap.store(bytes == 0 ? 0 : std::max(bytes, GC_get_heap_size()));
  if (g_arena_active.load()) return;
  if (locked) {
    GC_set_max_heap_size(g_max_heap.load());
  } else {
    ApplyMaxHeapSize(g_max_heap.load());
  }
}

// Works out a pending default limit, once.
void ResolvePendingLimit(bool locked) {
  if (g_pending_limit.load(std::memory_order_relaxed) == nullptr) return;
  if (size_t (*resolve)() = g_pending_limit.exchange(nullptr)) InstallLimit(resolve(), locked);
}

// The heap grew (the collector's lock held): a pending limit applies from now on.
void OnHeapResize(GC_word /*new_size*/) { ResolvePendingLimit(/*locked=*/true); }

void MarkLimitReached() {
  g_limit_reached.store(true);
  if (void (*notice)() = g_limit_notice.load()) notice();
}

// After every collection (the collector's lock held): what it left in use.
void OnCollectionEvent(GC_EventType event) {
  if (event == GC_EVENT_START) ResolvePendingLimit(/*locked=*/true);
  if (event == GC_EVENT_MARK_START) std::fill(std::begin(g_small_free_atomic), std::end(g_small_free_atomic), nullptr);
  if (event != GC_EVENT_END) return;
  const size_t heap = GC_get_heap_size();
  const size_t free_bytes = GC_get_free_bytes();
  const size_t in_use = heap > free_bytes ? heap - free_bytes : 0;
  g_in_use.store(in_use, std::memory_order_relaxed);
  const size_t limit = g_limit.load(std::memory_order_relaxed);
  if (limit != 0 && in_use > limit) MarkLimitReached();
}

enum class Kind { kScanned, kAtomic, kUncollectable, kAtomicUncollectable };

void* CollectorAlloc(Kind kind, size_t bytes) {
  switch (kind) {
    case Kind::kScanned: return GC_MALLOC(bytes);
    case Kind::kAtomic: return GC_MALLOC_ATOMIC(bytes);
    case Kind::kUncollectable: return GC_MALLOC_UNCOLLECTABLE(bytes);
    case Kind::kAtomicUncollectable: return GC_MALLOC_ATOMIC_UNCOLLECTABLE(bytes);
  }
  return nullptr;
}

// The collector had no room for `bytes` within the heap's maximum size. It may
// not have collected first (while little was allocated since its latest
// collection it would rather grow the heap): a collection, then, beyond what
// that frees, one more reserve so that the program reaches its next safe point,
// where the limit (marked reached) raises OutOfMemoryError. Null when there is
// no limit (the system is out of memory), the request is larger than a reserve
// (a user-sized allocation, which the caller refuses), or every reserve is used.
void* AllocBeyondRoom(Kind kind, size_t bytes) {
  ResolvePendingLimit(/*locked=*/false);
  const size_t limit = g_limit.load();
  if (limit == 0 || g_arena_active.load() || bytes >= limit) return nullptr;
  GC_gcollect();
  if (void* p = CollectorAlloc(kind, bytes)) return p;
  const size_t reserve = GcLimitReserve(limit);
  if (bytes > reserve) return nullptr;
  MarkLimitReached();
  const size_t cap = limit + kGcLimitReserves * reserve;
  const size_t now = std::max(g_max_heap.load(), GC_get_heap_size());
  if (now >= cap) return nullptr;
  g_max_heap.store(std::min(cap, now + reserve));
  ApplyMaxHeapSize(g_max_heap.load());
  return CollectorAlloc(kind, bytes);
}

void* Alloc(Kind kind, size_t bytes) {
  void* p = CollectorAlloc(kind, bytes);
  if (p == nullptr) [[unlikely]] p = AllocBeyondRoom(kind, bytes);
  return p;
}

void* MustAlloc(Kind kind, size_t bytes) {
  void* p = Alloc(kind, bytes);
  CHECK(p != nullptr) << "out of memory allocating " << bytes << " bytes"
                      << (g_limit.load() != 0 ? " (beyond the heap's limit and its reserves)" : "");
  return p;
}

// Memory of `granules` (1 ≤ granules < GC_TINY_FREELISTS) when its list is
// empty: the collector refills the list (collecting or growing the heap as it
// decides); past the heap's maximum size, as Alloc. Scanned objects come
// cleared but for the link word, pointer-free ones uncleared.
[[gnu::noinline]] void* RefillAndPop(size_t granules, size_t bytes, bool pointer_free) {
  void** list = pointer_free ? &g_small_free_atomic[granules] : &g_small_free[granules];
  GC_generic_malloc_many(granules * GC_GRANULE_BYTES, pointer_free ? GC_I_PTRFREE : GC_I_NORMAL, list);
  void* p = *list;
  if (p == nullptr) return AllocBeyondRoom(pointer_free ? Kind::kAtomic : Kind::kScanned, bytes);
  *list = *static_cast<void**>(p);
  *static_cast<void**>(p) = nullptr;
  return p;
}

[[gnu::noinline, noreturn]] void OutOfMemory(size_t bytes) {
  FATAL() << "out of memory allocating " << bytes << " bytes"
          << (g_limit.load() != 0 ? " (beyond the heap's limit and its reserves)" : "");
}

}  // namespace

void* GcAlloc(size_t bytes) {
  void* p = TryGcAlloc(bytes);
  if (__builtin_expect(p == nullptr, 0)) OutOfMemory(bytes);
  return p;  // cleared memory, as GC_MALLOC's
}

void* GcAllocAtomic(size_t bytes) {
  if (void* a = MaybeArenaAlloc(bytes)) return a;
  void* p = MustAlloc(Kind::kAtomic, bytes);
  std::memset(p, 0, bytes);
  return p;
}

void* GcAllocUncollectable(size_t bytes) { return MustAlloc(Kind::kUncollectable, bytes); }

void* GcAllocAtomicUncollectable(size_t bytes) {
  return MustAlloc(Kind::kAtomicUncollectable, bytes);
}

void GcFree(void* p) {
  if (!InImageArena(p)) GC_FREE(p);
}

void* TryGcAlloc(size_t bytes) {
  if (void* a = MaybeArenaAlloc(bytes)) return a;
  const size_t granules = GranulesOf(bytes);
  if (granules - 1 >= GC_TINY_FREELISTS - 1) return Alloc(Kind::kScanned, bytes);
  void** list = &g_small_free[granules];
  void* p = *list;
  if (__builtin_expect(p == nullptr, 0)) return RefillAndPop(granules, bytes, /*pointer_free=*/false);
  *list = *static_cast<void**>(p);
  *static_cast<void**>(p) = nullptr;  // the link; the rest was cleared by the collector
  return p;
}

void* TryGcAllocAtomic(size_t bytes) {
  if (void* a = MaybeArenaAlloc(bytes)) return a;
  const size_t granules = GranulesOf(bytes);
  void* p = nullptr;
  if (granules - 1 >= GC_TINY_FREELISTS - 1) {
    p = Alloc(Kind::kAtomic, bytes);
  } else if (void** list = &g_small_free_atomic[granules]; *list != nullptr) [[likely]] {
    p = *list;
    *list = *static_cast<void**>(p);
  } else {
    p = RefillAndPop(granules, bytes, /*pointer_free=*/true);
  }
  if (p != nullptr) std::memset(p, 0, bytes);
  return p;
}

void* GcBufferAlloc(size_t bytes, bool pointer_free) {
  return MustAlloc(pointer_free ? Kind::kAtomic : Kind::kScanned, bytes);
}

void* GcRootedBufferAlloc(size_t bytes) { return MustAlloc(Kind::kUncollectable, bytes); }

size_t GcLimitReserve(size_t limit) {
  return std::clamp(limit / 16, size_t{4} << 20, size_t{256} << 20);
}

void SetGcHeapLimit(size_t bytes) {
  InitGc();
  g_pending_limit.store(nullptr);
  InstallLimit(bytes, /*locked=*/false);
}

void SetGcHeapLimitOnGrowth(size_t (*limit)()) {
  InitGc();
  InstallLimit(0, /*locked=*/false);
  g_pending_limit.store(limit);
  static std::once_flag hooked;
  std::call_once(hooked, [] { GC_set_on_heap_resize(OnHeapResize); });
}

size_t GcHeapLimit() {
  ResolvePendingLimit(/*locked=*/false);
  return g_limit.load();
}

void SetGcLimitNotice(void (*notice)()) { g_limit_notice.store(notice); }

bool GcLimitReached() { return g_limit_reached.load(std::memory_order_relaxed); }

bool TakeGcLimitReached() {
  return g_limit_reached.load(std::memory_order_relaxed) && g_limit_reached.exchange(false);
}

size_t GcHeapInUse() { return g_in_use.load(std::memory_order_relaxed); }

void GcCollect() { GC_gcollect(); }

size_t GcHeapSize() { return GC_get_heap_size(); }

bool BeginImageArena() {
  InitGc();
  if (g_arena_mapped != 0) return false;
  if (!MapRegion(kImageReserve, MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)) return false;
  PreferHugePages(reinterpret_cast<void*>(kImageBase), kImageReserve);
  g_arena_mapped = kImageReserve;
  g_arena_top.store(0);
  GC_disable();
  g_arena_active.store(true);
  // Collections are off: the heap's limit waits until the region is done.
  if (g_max_heap.load() != 0) ApplyMaxHeapSize(0);
  return true;
}

void EndImageArena() {
  if (!g_arena_active.exchange(false)) return;
  size_t top = std::min(g_arena_top.load(), g_arena_mapped);
  g_arena_top.store(top);
  if (top > 0) {
    char* base = reinterpret_cast<char*>(kImageBase);
    GC_add_roots(base, base + top);
  }
  if (g_max_heap.load() != 0) {
    g_max_heap.store(std::max(g_max_heap.load(), GC_get_heap_size()));
    ApplyMaxHeapSize(g_max_heap.load());
  }
  GC_enable();
}

char* MapImageArena(size_t bytes) {
  InitGc();
  if (g_arena_mapped != 0 || bytes == 0) return nullptr;
  // Whole huge pages (the tail of the last one is never used), populated in one
  // call: the image's bytes are read into all of it right away.
  const size_t mapped = (bytes + kHugePage - 1) & ~(kHugePage - 1);
  if (!MapRegion(mapped, MAP_ANONYMOUS, -1, 0)) return nullptr;
  char* base = reinterpret_cast<char*>(kImageBase);
  PreferHugePages(base, mapped);
  PopulateForWriting(base, bytes);
  g_arena_mapped = mapped;
  g_arena_top.store(bytes);
  GC_add_roots(base, base + bytes);
  return base;
}

void ReleaseImageArena() {
  if (g_arena_mapped == 0 || g_arena_active.load()) return;
  char* base = reinterpret_cast<char*>(kImageBase);
  GC_remove_roots(base, base + g_arena_top.load());
  munmap(base, g_arena_mapped);
  g_arena_mapped = 0;
  g_arena_top.store(0);
}

bool ImageArenaActive() { return g_arena_active.load(std::memory_order_relaxed); }

bool InImageArena(const void* p) {
  auto a = reinterpret_cast<uintptr_t>(p);
  return a >= kImageBase && a < kImageBase + g_arena_mapped;
}

uintptr_t ImageArenaBase() { return kImageBase; }

size_t ImageArenaSize() { return std::min(g_arena_top.load(), g_arena_mapped); }

std::vector<size_t> CollectedHeapPointers(size_t limit) {
  std::vector<size_t> found;
  const size_t size = ImageArenaSize();
  const auto* words = reinterpret_cast<const uintptr_t*>(kImageBase);
  for (size_t i = 0; i < size / sizeof(uintptr_t) && found.size() < limit; ++i) {
    uintptr_t w = words[i];
    if (w < 4096 || InImageArena(reinterpret_cast<void*>(w))) continue;
    if (GC_base(reinterpret_cast<void*>(w)) != nullptr) found.push_back(i * sizeof(uintptr_t));
  }
  return found;
}

}  // namespace kiln::runtime
