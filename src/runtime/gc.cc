#include "runtime/gc.h"

#include <gc/gc.h>

#include <cstring>
#include <mutex>

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

namespace kiln::runtime {
namespace {

// The collector warns on stderr about large allocations; a user program's stderr
// must contain only what the program writes.
void SilentWarning(char* /*msg*/, GC_word /*arg*/) {}

}  // namespace

void InitGc() {
  static std::once_flag once;
  std::call_once(once, [] {
    // No collection of the empty heap at start-up (it only seeds the list of
    // addresses that look like pointers; collections keep it up to date).
    GC_set_dont_precollect(1);
    GC_INIT();
    GC_set_warn_proc(SilentWarning);
    // Start with room for the standard library and a small program, so that start-up
    // does not run several collections of a heap that is still growing. The pages are
    // reserved, not touched, until they are used.
    constexpr size_t kInitialHeapBytes = size_t{32} << 20;
    GC_expand_hp(kInitialHeapBytes);
  });
}

void* GcAlloc(size_t bytes) {
  void* p = GC_MALLOC(bytes);
  CHECK(p != nullptr) << "out of memory allocating " << bytes << " bytes";
  return p;  // GC_MALLOC returns cleared memory
}

void* GcAllocAtomic(size_t bytes) {
  void* p = GC_MALLOC_ATOMIC(bytes);
  CHECK(p != nullptr) << "out of memory allocating " << bytes << " bytes";
  std::memset(p, 0, bytes);
  return p;
}

void* GcAllocUncollectable(size_t bytes) {
  void* p = GC_MALLOC_UNCOLLECTABLE(bytes);
  CHECK(p != nullptr) << "out of memory allocating " << bytes << " bytes";
  return p;
}

void GcFree(void* p) { GC_FREE(p); }

void* TryGcAlloc(size_t bytes) { return GC_MALLOC(bytes); }

void* TryGcAllocAtomic(size_t bytes) {
  void* p = GC_MALLOC_ATOMIC(bytes);
  if (p != nullptr) std::memset(p, 0, bytes);
  return p;
}

void GcCollect() { GC_gcollect(); }

size_t GcHeapSize() { return GC_get_heap_size(); }

}  // namespace kiln::runtime
