#include "base/status.h"

#include <cerrno>
#include <cstring>

namespace kiln::base {

const char* CodeName(Status::Code code) {
  switch (code) {
    case Status::Code::kOk: return "OK";
    case Status::Code::kNotFound: return "NotFound";
    case Status::Code::kCorruption: return "Corruption";
    case Status::Code::kIOError: return "IOError";
    case Status::Code::kInvalidArgument: return "InvalidArgument";
    case Status::Code::kUnsupported: return "Unsupported";
    case Status::Code::kResourceExhausted: return "ResourceExhausted";
    case Status::Code::kPermissionDenied: return "PermissionDenied";
    case Status::Code::kAlreadyExists: return "AlreadyExists";
    case Status::Code::kFailedPrecondition: return "FailedPrecondition";
  }
  return "Unknown";
}

const std::string& Status::message() const {
  static const std::string kEmpty;
  return rep_ ? rep_->message : kEmpty;
}

std::string Status::ToString() const {
  if (ok()) return "OK";
  std::string out = CodeName(rep_->code);
  if (!rep_->message.empty()) {
    out += ": ";
    out += rep_->message;
  }
  return out;
}

Status Status::WithContext(std::string_view context) const {
  if (ok()) return Status();
  std::string msg(context);
  msg += ": ";
  msg += rep_->message;
  Status out(rep_->code, msg);
  out.rep_->os_error = rep_->os_error;
  return out;
}

Status Status::FromErrno(std::string_view context, int err) {
  std::string msg(context);
  msg += ": ";
  msg += std::strerror(err);
  Code code = Code::kIOError;
  switch (err) {
    case ENOENT: code = Code::kNotFound; break;
    case EACCES:
    case EPERM:
    case EROFS: code = Code::kPermissionDenied; break;
    case ENOSPC:
    case EDQUOT: code = Code::kResourceExhausted; break;
    case EEXIST: code = Code::kAlreadyExists; break;
    default: break;
  }
  Status out(code, msg);
  out.rep_->os_error = err;
  return out;
}

int ErrnoOf(const Status& s) {
  if (s.os_error() != 0) return s.os_error();
  switch (s.code()) {
    case Status::Code::kOk: return 0;
    case Status::Code::kNotFound: return ENOENT;
    case Status::Code::kPermissionDenied: return EACCES;
    case Status::Code::kAlreadyExists: return EEXIST;
    case Status::Code::kResourceExhausted: return ENOSPC;
    case Status::Code::kUnsupported: return ENOSYS;
    case Status::Code::kInvalidArgument: return EINVAL;
    default: return EIO;
  }
}

}  // namespace kiln::base
