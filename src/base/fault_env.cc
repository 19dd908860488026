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

class FaultRandomAccessFile final : public RandomAccessFile {
 public:
  FaultRandomAccessFile(FaultInjectionEnv* env, std::unique_ptr<RandomAccessFile> file)
      : env_(env), file_(std::move(file)) {}
  uint64_t size() const override { return file_->size(); }
  ErrorOr<size_t> Read(uint64_t offset, size_t n, char* dst) override {
    int64_t limit = env_->read_limit_;
    if (limit >= 0) {
      if (offset >= static_cast<uint64_t>(limit)) return size_t{0};
      n = std::min<uint64_t>(n, static_cast<uint64_t>(limit) - offset);
    }
    return file_->Read(offset, n, dst);
  }

 private:
  FaultInjectionEnv* env_;
  std::unique_ptr<RandomAccessFile> file_;
};

void FaultInjectionEnv::DenyReadsUnder(const std::string& prefix) {
  std::lock_guard<std::mutex> lock(mu_);
  read_denied_.push_back(prefix);
}

ErrorOr<std::unique_ptr<RandomAccessFile>> FaultInjectionEnv::NewRandomAccessFile(
    const std::string& path) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (Under(read_denied_, path)) return Status::PermissionDenied(path + ": Permission denied");
  }
  ASSIGN_OR_RETURN(std::unique_ptr<RandomAccessFile> file, target_->NewRandomAccessFile(path));
  return std::unique_ptr<RandomAccessFile>(
      std::make_unique<FaultRandomAccessFile>(this, std::move(file)));
}

void FaultInjectionEnv::DenyWritesUnder(const std::string& prefix) {
  std::lock_guard<std::mutex> lock(mu_);
  denied_.push_back(prefix);
}

void FaultInjectionEnv::Reset() {
  std::lock_guard<std::mutex> lock(mu_);
  denied_.clear();
  read_denied_.clear();
  read_limit_ = -1;
  write_budget_ = -1;
  written_ = 0;
  crash_after_ = -1;
  mutations_ = 0;
}

bool FaultInjectionEnv::Denied(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  return Under(denied_, path);
}

bool FaultInjectionEnv::Under(const std::vector<std::string>& prefixes, const std::string& path) {
  for (const std::string& p : prefixes) {
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
