#include "base/mem_env.h"

#include <algorithm>

namespace kiln::base {
namespace {

std::string Normalize(const std::string& path) {
  std::string p = path;
  while (p.size() > 1 && p.back() == '/') p.pop_back();
  return p;
}

class OwnedRegion final : public ReadOnlyRegion {
 public:
  explicit OwnedRegion(std::string data) : data_(std::move(data)) {}
  std::string_view data() const override { return data_; }

 private:
  std::string data_;
};

// Reads a snapshot of the file as it was when opened.
class MemRandomAccessFile final : public RandomAccessFile {
 public:
  explicit MemRandomAccessFile(std::string data) : data_(std::move(data)) {}
  uint64_t size() const override { return data_.size(); }
  ErrorOr<size_t> Read(uint64_t offset, size_t n, char* dst) override {
    if (offset >= data_.size()) return size_t{0};
    size_t got = std::min<size_t>(n, data_.size() - static_cast<size_t>(offset));
    data_.copy(dst, got, static_cast<size_t>(offset));
    return got;
  }

 private:
  std::string data_;
};

}  // namespace

// Buffers appends and publishes them to the MemEnv on every call, as a real
// file would be visible to readers while being written.
class MemWritableFile final : public WritableFile {
 public:
  MemWritableFile(MemEnv* env, std::string path) : env_(env), path_(std::move(path)) {}
  Status Append(std::string_view data) override {
    std::lock_guard<std::mutex> lock(env_->mu_);
    auto it = env_->files_.find(path_);
    if (it == env_->files_.end()) return Status::IOError(path_ + ": file vanished");
    it->second.data.append(data);
    it->second.mtime_ns = env_->clock_ns_++;
    return Status::Ok();
  }
  Status Sync() override { return Status::Ok(); }
  Status Close() override { return Status::Ok(); }

 private:
  MemEnv* env_;
  std::string path_;
};

bool MemEnv::DirExistsLocked(const std::string& path) const {
  if (path == "." || path == "/" || path.empty()) return true;
  if (dirs_.count(path)) return true;
  std::string prefix = path + "/";
  auto it = files_.lower_bound(prefix);
  return it != files_.end() && it->first.compare(0, prefix.size(), prefix) == 0;
}

bool MemEnv::WritableLocked(const std::string& dir) const {
  for (const std::string& ro : read_only_dirs_) {
    if (dir == ro || dir.compare(0, ro.size() + 1, ro + "/") == 0) return false;
  }
  return true;
}

ErrorOr<std::string> MemEnv::ReadFile(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = files_.find(Normalize(path));
  if (it == files_.end()) return Status::NotFound(path + ": No such file or directory");
  return it->second.data;
}

ErrorOr<std::unique_ptr<ReadOnlyRegion>> MemEnv::MapFile(const std::string& path) {
  ASSIGN_OR_RETURN(std::string data, ReadFile(path));
  return std::unique_ptr<ReadOnlyRegion>(std::make_unique<OwnedRegion>(std::move(data)));
}

ErrorOr<std::unique_ptr<RandomAccessFile>> MemEnv::NewRandomAccessFile(const std::string& path) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    std::string p = Normalize(path);
    if (files_.count(p) == 0 && DirExistsLocked(p)) {
      return Status::InvalidArgument(path + ": is a directory");
    }
  }
  ASSIGN_OR_RETURN(std::string data, ReadFile(path));
  return std::unique_ptr<RandomAccessFile>(std::make_unique<MemRandomAccessFile>(std::move(data)));
}

ErrorOr<std::unique_ptr<WritableFile>> MemEnv::NewWritableFile(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  std::string dir(Dirname(p));
  if (!DirExistsLocked(dir)) return Status::NotFound(path + ": No such file or directory");
  if (!WritableLocked(dir)) return Status::PermissionDenied(path + ": Permission denied");
  File& f = files_[p];
  f.data.clear();
  f.mtime_ns = clock_ns_++;
  f.inode = next_inode_++;
  return std::unique_ptr<WritableFile>(std::make_unique<MemWritableFile>(this, p));
}

bool MemEnv::FileExists(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  return files_.count(p) > 0 || DirExistsLocked(p);
}

ErrorOr<FileStat> MemEnv::Stat(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  auto it = files_.find(p);
  FileStat st;
  if (it != files_.end()) {
    st.size = it->second.data.size();
    st.mtime_ns = it->second.mtime_ns;
    st.inode = it->second.inode;
    st.mode = 0644;
    st.file_type = 0100000;  // S_IFREG
    st.nlink = 1;
    st.ctime_ns = st.mtime_ns;
    return st;
  }
  if (DirExistsLocked(p)) {
    st.is_dir = true;
    st.mode = WritableLocked(p) ? 0755 : 0555;
    st.file_type = 0040000;  // S_IFDIR
    st.nlink = 2;
    return st;
  }
  return Status::NotFound(path + ": No such file or directory");
}

ErrorOr<std::vector<std::string>> MemEnv::ListDir(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  if (!DirExistsLocked(p)) return Status::NotFound(path + ": No such file or directory");
  std::string prefix = (p == "." || p.empty()) ? "" : (p == "/" ? "/" : p + "/");
  std::set<std::string> names;
  auto collect = [&](const std::string& full) {
    if (full.compare(0, prefix.size(), prefix) != 0 || full.size() == prefix.size()) return;
    std::string rest = full.substr(prefix.size());
    names.insert(rest.substr(0, rest.find('/')));
  };
  for (const auto& [name, file] : files_) collect(name);
  for (const std::string& d : dirs_) collect(d);
  return std::vector<std::string>(names.begin(), names.end());
}

Status MemEnv::RenameFile(const std::string& from, const std::string& to) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = files_.find(Normalize(from));
  if (it == files_.end()) return Status::NotFound(from + ": No such file or directory");
  std::string dst = Normalize(to);
  if (!DirExistsLocked(std::string(Dirname(dst)))) {
    return Status::NotFound(to + ": No such file or directory");
  }
  if (!WritableLocked(std::string(Dirname(dst)))) {
    return Status::PermissionDenied(to + ": Permission denied");
  }
  File f = std::move(it->second);
  files_.erase(it);
  files_[dst] = std::move(f);
  return Status::Ok();
}

Status MemEnv::RemoveFile(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  if (!WritableLocked(std::string(Dirname(p)))) {
    return Status::PermissionDenied(path + ": Permission denied");
  }
  if (files_.erase(p) == 0) return Status::NotFound(path + ": No such file or directory");
  return Status::Ok();
}

Status MemEnv::CreateDirs(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  if (files_.count(p)) return Status::AlreadyExists(path + ": exists and is not a directory");
  if (DirExistsLocked(p)) return Status::Ok();
  std::string parent(Dirname(p));
  while (parent != "." && parent != "/" && !DirExistsLocked(parent)) {
    parent = std::string(Dirname(parent));
  }
  if (!WritableLocked(parent)) return Status::PermissionDenied(path + ": Permission denied");
  for (std::string d = p; d != "." && d != "/" && !d.empty(); d = std::string(Dirname(d))) {
    dirs_.insert(d);
  }
  return Status::Ok();
}

Status MemEnv::RemoveDir(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  std::string prefix = p + "/";
  auto it = files_.lower_bound(prefix);
  if (it != files_.end() && it->first.compare(0, prefix.size(), prefix) == 0) {
    return Status::IOError(path + ": Directory not empty");
  }
  for (const std::string& d : dirs_) {
    if (d.compare(0, prefix.size(), prefix) == 0) {
      return Status::IOError(path + ": Directory not empty");
    }
  }
  if (dirs_.erase(p) == 0) return Status::NotFound(path + ": No such file or directory");
  return Status::Ok();
}

bool MemEnv::IsWritableDir(const std::string& path) {
  std::lock_guard<std::mutex> lock(mu_);
  std::string p = Normalize(path);
  return DirExistsLocked(p) && WritableLocked(p);
}

void MemEnv::AdvanceClock(int64_t ns) {
  std::lock_guard<std::mutex> lock(mu_);
  clock_ns_ += ns;
}

int64_t MemEnv::FileClockNanos() {
  std::lock_guard<std::mutex> lock(mu_);
  return clock_ns_;
}

uint64_t MemEnv::NowNanos() {
  std::lock_guard<std::mutex> lock(mu_);
  return static_cast<uint64_t>(clock_ns_++);
}

Status MemEnv::SetEnvVar(const std::string& name, const std::string& value) {
  std::lock_guard<std::mutex> lock(mu_);
  vars_[name] = value;
  return Status::Ok();
}

Status MemEnv::UnsetEnvVar(const std::string& name) {
  std::lock_guard<std::mutex> lock(mu_);
  vars_.erase(name);
  return Status::Ok();
}

std::optional<std::string> MemEnv::FindEnvVar(const std::string& name) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = vars_.find(name);
  if (it == vars_.end()) return std::nullopt;
  return it->second;
}

std::vector<std::string> MemEnv::EnvVars() {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<std::string> out;
  for (const auto& [name, value] : vars_) out.push_back(name + "=" + value);
  return out;
}

void MemEnv::SetReadOnlyDir(const std::string& path, bool read_only) {
  std::lock_guard<std::mutex> lock(mu_);
  if (read_only) {
    read_only_dirs_.insert(Normalize(path));
  } else {
    read_only_dirs_.erase(Normalize(path));
  }
}

void MemEnv::SetMtime(const std::string& path, int64_t mtime_ns) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = files_.find(Normalize(path));
  if (it != files_.end()) it->second.mtime_ns = mtime_ns;
}

}  // namespace kiln::base
