#include "base/fault_env.h"

#include <algorithm>

namespace kiln::base {

class FaultWritableFile final : public WritableFile {
 public:
  FaultWritableFile(FaultInjectionEnv* env, std::string path, std::unique_ptr<WritableFile> file)
      : env_(env), path_(std::move(path)), file_(std::move(file)) {}

  Status Append(std::string_view data) override {
    RETURN_IF_ERROR(env_->Mutate(path_));
    int64_t budget = env_->write_budget_;
    if (budget >= 0) {
      int64_t before = env_->written_.fetch_add(static_cast<int64_t>(data.size()));
      int64_t room = std::max<int64_t>(0, budget - before);
      if (static_cast<int64_t>(data.size()) > room) {
        (void)file_->Append(data.substr(0, static_cast<size_t>(room)));
        return Status::ResourceExhausted(path_ + ": No space left on device");
      }
    }
    return file_->Append(data);
  }
  Status Sync() override {
    RETURN_IF_ERROR(env_->Mutate(path_));
    return file_->Sync();
  }
  Status Close() override { return file_->Close(); }

 private:
  FaultInjectionEnv* env_;
  std::string path_;
  std::unique_ptr<WritableFile> file_;
};

void FaultInjectionEnv::DenyWritesUnder(const std::string& prefix) {
  std::lock_guard<std::mutex> lock(mu_);
  denied_.push_back(prefix);
}

void FaultInjectionEnv::Reset() {
  std::lock_guard<std::mutex> lock(mu_);
  denied_.clear();
  write_budget_ = -1;
  written_ = 0;
  crash_after_ = -1;
  mutations_ = 0;
}

bool FaultInjectionEnv::Denied(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  for (const std::string& p : denied_) {
    if (path == p || (path.size() > p.size() && path.compare(0, p.size(), p) == 0 &&
                      (p.back() == '/' || path[p.size()] == '/'))) {
      return true;
    }
  }
  return false;
}

Status FaultInjectionEnv::Mutate(const std::string& path) {
  int64_t n = mutations_++;
  int64_t limit = crash_after_;
  if (limit >= 0 && n >= limit) return Status::IOError(path + ": simulated crash");
  if (Denied(path)) return Status::PermissionDenied(path + ": Permission denied");
  return Status::Ok();
}

ErrorOr<std::unique_ptr<WritableFile>> FaultInjectionEnv::NewWritableFile(
    const std::string& path) {
  RETURN_IF_ERROR(Mutate(path));
  ASSIGN_OR_RETURN(std::unique_ptr<WritableFile> file, target_->NewWritableFile(path));
  return std::unique_ptr<WritableFile>(
      std::make_unique<FaultWritableFile>(this, path, std::move(file)));
}

Status FaultInjectionEnv::RenameFile(const std::string& from, const std::string& to) {
  RETURN_IF_ERROR(Mutate(to));
  return target_->RenameFile(from, to);
}

Status FaultInjectionEnv::RemoveFile(const std::string& path) {
  RETURN_IF_ERROR(Mutate(path));
  return target_->RemoveFile(path);
}

Status FaultInjectionEnv::CreateDirs(const std::string& path) {
  if (target_->FileExists(path)) return target_->CreateDirs(path);
  RETURN_IF_ERROR(Mutate(path));
  return target_->CreateDirs(path);
}

Status FaultInjectionEnv::RemoveDir(const std::string& path) {
  RETURN_IF_ERROR(Mutate(path));
  return target_->RemoveDir(path);
}

bool FaultInjectionEnv::IsWritableDir(const std::string& path) {
  return !Denied(path) && target_->IsWritableDir(path);
}

}  // namespace kiln::base
