#include "base/status.h"

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
  return Status(rep_->code, msg);
}

}  // namespace kiln::base
