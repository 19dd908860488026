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

#include <gc/gc_allocator.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kiln::runtime {

// Initializes the collector. Idempotent; must first be called on the main thread
// before any other function here. Runtime::Create() and Intern() call it.
void InitGc();

// Zeroed, scanned, collectable memory. Aborts when the system is out of memory
// (callers with user-controlled sizes use TryGcAlloc* instead).
void* GcAlloc(size_t bytes);
// Not scanned for pointers (use for bytes and raw numbers), collectable, zeroed.
void* GcAllocAtomic(size_t bytes);
// Scanned and never collected until GcFree: roots owned by C++ code.
void* GcAllocUncollectable(size_t bytes);
void GcFree(void* p);

// As above, but return nullptr instead of aborting (user-sized allocations such as
// `Vector{Int}(undef, n)` turn that into an OutOfMemoryError).
void* TryGcAlloc(size_t bytes);
void* TryGcAllocAtomic(size_t bytes);

// Runs a full collection.
void GcCollect();
// Bytes currently in the collected heap (for tests and --timings).
size_t GcHeapSize();

// Containers of GC pointers. GcVector's buffer is collectable: the vector object must
// itself be on the stack or in GC memory. RootedVector's buffer is an explicit root:
// use it for containers owned by malloc'd C++ objects.
template <typename T>
using GcVector = std::vector<T, gc_allocator<T>>;
template <typename T>
using RootedVector = std::vector<T, traceable_allocator<T>>;

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
