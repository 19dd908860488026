// Static initializers run on first use (deferred_init.h).
#include "base/deferred_init.h"

#include <atomic>
#include <mutex>

// Bounds of the sections deferred_init.ld fills (entries as in .init_array).
// Weak: a program linked without the script has none, and all are null.
extern "C" {
using KilnInitFunction = void (*)();
extern const KilnInitFunction kiln_deferred_init_link_start[] __attribute__((weak));
extern const KilnInitFunction kiln_deferred_init_link_end[] __attribute__((weak));
extern const KilnInitFunction kiln_deferred_init_start[] __attribute__((weak));
extern const KilnInitFunction kiln_deferred_init_end[] __attribute__((weak));
}

namespace kiln::base {

namespace {

size_t Count(const KilnInitFunction* start, const KilnInitFunction* end) {
  if (start == nullptr || end == nullptr) return 0;
  return static_cast<size_t>(end - start);
}

// In the order the C library would have run them (.init_array: ascending).
void RunAll(const KilnInitFunction* start, const KilnInitFunction* end) {
  const size_t n = Count(start, end);
  for (size_t i = 0; i < n; ++i) start[i]();
}

std::atomic<bool> linker_ran{false};
std::atomic<bool> all_ran{false};

}  // namespace

size_t LinkerInitializerCount() { return Count(kiln_deferred_init_link_start, kiln_deferred_init_link_end); }

size_t DeferredInitializerCount() {
  return LinkerInitializerCount() + Count(kiln_deferred_init_start, kiln_deferred_init_end);
}

void RunLinkerInitializers() {
  static std::once_flag once;
  std::call_once(once, [] {
    RunAll(kiln_deferred_init_link_start, kiln_deferred_init_link_end);
    linker_ran = true;
  });
}

void RunDeferredInitializers() {
  RunLinkerInitializers();
  static std::once_flag once;
  std::call_once(once, [] {
    RunAll(kiln_deferred_init_start, kiln_deferred_init_end);
    all_ran = true;
  });
}

bool LinkerInitializersRan() { return linker_ran.load(); }

bool DeferredInitializersRan() { return all_ran.load(); }

}  // namespace kiln::base
