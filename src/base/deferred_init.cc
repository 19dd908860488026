// Static initializers run on first use (deferred_init.h).
#include "base/deferred_init.h"

#include <atomic>
#include <mutex>

// Bounds of the section deferred_init.ld fills (entries as in .init_array).
// Weak: a program linked without the script has neither, and both are null.
extern "C" {
using KilnInitFunction = void (*)();
extern const KilnInitFunction kiln_deferred_init_start[] __attribute__((weak));
extern const KilnInitFunction kiln_deferred_init_end[] __attribute__((weak));
}

namespace kiln::base {

size_t DeferredInitializerCount() {
  if (kiln_deferred_init_start == nullptr || kiln_deferred_init_end == nullptr) return 0;
  return static_cast<size_t>(kiln_deferred_init_end - kiln_deferred_init_start);
}

namespace {
std::atomic<bool> ran{false};
}  // namespace

void RunDeferredInitializers() {
  static std::once_flag once;
  std::call_once(once, [] {
    const size_t n = DeferredInitializerCount();
    // In the order the C library would have run them (.init_array: ascending).
    for (size_t i = 0; i < n; ++i) kiln_deferred_init_start[i]();
    ran = true;
  });
}

bool DeferredInitializersRan() { return ran.load(); }

}  // namespace kiln::base
