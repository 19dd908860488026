// Status and ErrorOr<T>: the channel for environmental failures (I/O errors,
// corrupt cache bytes, unsupported input). Success is cheap: an OK Status holds
// no allocation. Modelled on LevelDB's Status with named constructors.
#ifndef KILN_BASE_STATUS_H_
#define KILN_BASE_STATUS_H_

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "base/check.h"

namespace kiln::base {

class [[nodiscard]] Status {
 public:
  enum class Code : unsigned char {
    kOk = 0,
    kNotFound,
    kCorruption,
    kIOError,
    kInvalidArgument,
    kUnsupported,
    kResourceExhausted,
    kPermissionDenied,
    kAlreadyExists,
    kFailedPrecondition,
  };

  Status() = default;  // OK
  static Status Ok() { return Status(); }
  static Status NotFound(std::string_view msg) { return Status(Code::kNotFound, msg); }
  static Status Corruption(std::string_view msg) { return Status(Code::kCorruption, msg); }
  static Status IOError(std::string_view msg) { return Status(Code::kIOError, msg); }
  static Status InvalidArgument(std::string_view msg) {
    return Status(Code::kInvalidArgument, msg);
  }
  static Status Unsupported(std::string_view msg) { return Status(Code::kUnsupported, msg); }
  static Status ResourceExhausted(std::string_view msg) {
    return Status(Code::kResourceExhausted, msg);
  }
  static Status PermissionDenied(std::string_view msg) {
    return Status(Code::kPermissionDenied, msg);
  }
  static Status AlreadyExists(std::string_view msg) {
    return Status(Code::kAlreadyExists, msg);
  }
  static Status FailedPrecondition(std::string_view msg) {
    return Status(Code::kFailedPrecondition, msg);
  }
  // A failed system call: "context: strerror(err)", with the code that fits `err`
  // (ENOENT NotFound; EACCES, EPERM, EROFS PermissionDenied; ENOSPC, EDQUOT
  // ResourceExhausted; EEXIST AlreadyExists; else IOError), and `err` kept.
  static Status FromErrno(std::string_view context, int err);

  bool ok() const { return rep_ == nullptr; }
  Code code() const { return rep_ ? rep_->code : Code::kOk; }
  bool IsNotFound() const { return code() == Code::kNotFound; }
  bool IsCorruption() const { return code() == Code::kCorruption; }
  const std::string& message() const;
  // The errno of a Status made by FromErrno; 0 otherwise.
  int os_error() const { return rep_ ? rep_->os_error : 0; }

  // "Corruption: bad magic" style text; "OK" for success.
  std::string ToString() const;

  // Returns a copy whose message is prefixed by `context: `.
  Status WithContext(std::string_view context) const;

  Status(const Status& other)
      : rep_(other.rep_ ? std::make_unique<Rep>(*other.rep_) : nullptr) {}
  Status& operator=(const Status& other) {
    rep_ = other.rep_ ? std::make_unique<Rep>(*other.rep_) : nullptr;
    return *this;
  }
  Status(Status&&) noexcept = default;
  Status& operator=(Status&&) noexcept = default;

 private:
  struct Rep {
    Code code;
    std::string message;
    int os_error = 0;
  };
  Status(Code code, std::string_view msg)
      : rep_(std::make_unique<Rep>(Rep{code, std::string(msg)})) {}

  std::unique_ptr<Rep> rep_;
};

const char* CodeName(Status::Code code);

// The errno that describes `s`: its own (FromErrno), else the nearest one for its
// code (EIO when none is closer); 0 for OK. For a program that sees errnos (Julia's
// SystemError and IOError texts are made from them).
int ErrnoOf(const Status& s);

// Either a value or a non-OK Status.
template <typename T>
class [[nodiscard]] ErrorOr {
 public:
  ErrorOr(T value) : data_(std::move(value)) {}  // NOLINT: implicit by design
  ErrorOr(Status status) : data_(std::move(status)) {  // NOLINT: implicit by design
    CHECK(!std::get<Status>(data_).ok()) << "ErrorOr built from an OK Status";
  }

  bool ok() const { return std::holds_alternative<T>(data_); }
  const Status& status() const {
    static const Status kOk;
    return ok() ? kOk : std::get<Status>(data_);
  }
  Status TakeStatus() && { return ok() ? Status() : std::move(std::get<Status>(data_)); }

  T& value() & {
    CHECK(ok()) << status().ToString();
    return std::get<T>(data_);
  }
  const T& value() const& {
    CHECK(ok()) << status().ToString();
    return std::get<T>(data_);
  }
  T&& value() && {
    CHECK(ok()) << status().ToString();
    return std::get<T>(std::move(data_));
  }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T&& operator*() && { return std::move(*this).value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, Status> data_;
};

namespace internal {
inline Status AsStatus(Status s) { return s; }
template <typename T>
Status AsStatus(ErrorOr<T>&& e) {
  return std::move(e).TakeStatus();
}
}  // namespace internal

}  // namespace kiln::base

#define KILN_CONCAT_INNER(a, b) a##b
#define KILN_CONCAT(a, b) KILN_CONCAT_INNER(a, b)

// Returns the Status of `expr` (a Status or ErrorOr) from the enclosing
// function when it is not OK.
#define RETURN_IF_ERROR(expr)                                             \
  do {                                                                    \
    ::kiln::base::Status kiln_status_ = ::kiln::base::internal::AsStatus(expr); \
    if (!kiln_status_.ok()) return kiln_status_;                          \
  } while (0)

// ASSIGN_OR_RETURN(auto x, MakeX()); declares x from the value of an ErrorOr
// or returns its Status.
#define ASSIGN_OR_RETURN(lhs, expr) \
  KILN_ASSIGN_OR_RETURN_IMPL(KILN_CONCAT(kiln_error_or_, __LINE__), lhs, expr)
#define KILN_ASSIGN_OR_RETURN_IMPL(tmp, lhs, expr) \
  auto tmp = (expr);                               \
  if (!tmp.ok()) return std::move(tmp).TakeStatus(); \
  lhs = std::move(tmp).value()

#endif  // KILN_BASE_STATUS_H_
