// Assertions for bugs in Kiln itself (never for user errors or bad input).
//
//   CHECK(cond) << "context";   always on; aborts with file:line on failure
//   DCHECK(cond) << "context";  on in debug builds only
//   FATAL() << "message";       unconditional abort for unreachable states
//
// User program errors are diagnostics or Kiln exceptions; environmental
// failures are Status values. See STYLE: three channels that never mix.
#ifndef KILN_BASE_CHECK_H_
#define KILN_BASE_CHECK_H_

#include <sstream>

namespace kiln::base {

// Collects a message and aborts the process when destroyed.
class FatalMessage {
 public:
  FatalMessage(const char* file, int line, const char* condition);
  [[noreturn]] ~FatalMessage();
  FatalMessage& self() { return *this; }
  template <typename T>
  FatalMessage& operator<<(const T& value) {
    stream_ << value;
    return *this;
  }

 private:
  std::ostringstream stream_;
};

// Swallows the streamed message of a check that passed.
struct Voidify {
  void operator&(FatalMessage&) {}
};

}  // namespace kiln::base

#define CHECK(cond)                \
  (cond) ? (void)0                 \
         : ::kiln::base::Voidify() & \
               ::kiln::base::FatalMessage(__FILE__, __LINE__, #cond).self()

#define FATAL() ::kiln::base::FatalMessage(__FILE__, __LINE__, nullptr).self()

#ifdef NDEBUG
// Compiled (so its operands count as used) but never run.
#define DCHECK(cond) \
  while (false) CHECK(cond)
#else
#define DCHECK(cond) CHECK(cond)
#endif

#endif  // KILN_BASE_CHECK_H_
