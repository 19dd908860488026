// Runs a function on a thread with a large stack, for passes whose recursion
// is bounded by a limit on the input (lowering: kMaxLowerDepth levels of
// syntax, kMaxCoreDepth of desugared code) but whose bound, times the frame
// sizes of an unoptimized or sanitized build, would not fit the default
// 8 MB. The stack is reserved address space; only the pages used are
// committed.
#ifndef KILN_BASE_LARGE_STACK_H_
#define KILN_BASE_LARGE_STACK_H_

#include <cstddef>
#include <functional>

namespace kiln::base {

inline constexpr size_t kLargeStackBytes = size_t{512} << 20;

// Runs `fn` to completion on a new thread with a `bytes` stack and waits for
// it; runs it on the calling thread if no such thread can be made.
void RunOnLargeStack(const std::function<void()>& fn, size_t bytes = kLargeStackBytes);

}  // namespace kiln::base

#endif  // KILN_BASE_LARGE_STACK_H_
