// The program's own file and OS calls (os_env.h): POSIX on Env::Default(), the Env's
// own methods elsewhere.
#include "base/os_env.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace kiln::base {
namespace {

bool IsPosix(Env* env) { return env == Env::Default(); }

// A file open for writing whose failures keep their errno (in the Status message,
// as "path: strerror", and through ErrnoOfStatus by its code).
class OsWritableFile final : public WritableFile {
 public:
  OsWritableFile(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
  ~OsWritableFile() override {
    if (fd_ >= 0) ::close(fd_);
  }
  Status Append(std::string_view data) override {
    while (!data.empty()) {
      ssize_t n = ::write(fd_, data.data(), data.size());
      if (n < 0) {
        if (errno == EINTR) continue;
        return Failure(errno);
      }
      data.remove_prefix(static_cast<size_t>(n));
    }
    return Status::Ok();
  }
  Status Sync() override {
    if (::fsync(fd_) != 0) return Failure(errno);
    return Status::Ok();
  }
  Status Close() override {
    if (fd_ < 0) return Status::Ok();
    int rc = ::close(fd_);
    fd_ = -1;
    if (rc != 0) return Failure(errno);
    return Status::Ok();
  }

 private:
  Status Failure(int err) const {
    std::string msg = path_ + ": " + std::strerror(err);
    switch (err) {
      case ENOSPC: return Status::ResourceExhausted(msg);
      case EACCES:
      case EPERM: return Status::PermissionDenied(msg);
      default: return Status::IOError(msg);
    }
  }
  std::string path_;
  int fd_;
};

int Errno() { return errno != 0 ? errno : EIO; }

}  // namespace

int ErrnoOfStatus(const Status& s) {
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

int OsReadFile(Env* env, const std::string& path, std::string* out) {
  if (!IsPosix(env)) {
    auto data = env->ReadFile(path);
    if (!data.ok()) return ErrnoOfStatus(data.status());
    *out = std::move(*data);
    return 0;
  }
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Errno();
  out->clear();
  char buf[1 << 16];
  while (true) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      int err = Errno();
      ::close(fd);
      return err;
    }
    if (n == 0) break;
    out->append(buf, static_cast<size_t>(n));
  }
  ::close(fd);
  return 0;
}

int OsOpenForWrite(Env* env, const std::string& path, bool append,
                   std::unique_ptr<WritableFile>* out) {
  if (!IsPosix(env)) {
    if (append) return ENOSYS;
    auto file = env->NewWritableFile(path);
    if (!file.ok()) return ErrnoOfStatus(file.status());
    *out = std::move(*file);
    return 0;
  }
  int flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC);
  int fd = ::open(path.c_str(), flags, 0666);
  if (fd < 0) return Errno();
  *out = std::make_unique<OsWritableFile>(path, fd);
  return 0;
}

int OsStat(Env* env, const std::string& path, bool follow_links, FileStat* out) {
  auto st = follow_links ? env->Stat(path) : env->Lstat(path);
  if (!st.ok()) {
    if (!IsPosix(env)) return ErrnoOfStatus(st.status());
    struct stat raw;
    int rc = follow_links ? ::stat(path.c_str(), &raw) : ::lstat(path.c_str(), &raw);
    return rc == 0 ? EIO : Errno();
  }
  *out = *st;
  return 0;
}

int OsListDir(Env* env, const std::string& path, std::vector<std::string>* out) {
  if (!IsPosix(env)) {
    auto names = env->ListDir(path);
    if (!names.ok()) return ErrnoOfStatus(names.status());
    *out = std::move(*names);
    return 0;
  }
  DIR* dir = ::opendir(path.c_str());
  if (dir == nullptr) return Errno();
  out->clear();
  while (struct dirent* entry = ::readdir(dir)) {
    std::string name = entry->d_name;
    if (name != "." && name != "..") out->push_back(std::move(name));
  }
  ::closedir(dir);
  std::sort(out->begin(), out->end());
  return 0;
}

int OsMakeDir(Env* env, const std::string& path, uint32_t mode) {
  if (!IsPosix(env)) return ENOSYS;
  return ::mkdir(path.c_str(), static_cast<mode_t>(mode)) == 0 ? 0 : Errno();
}

int OsUnlink(Env* env, const std::string& path) {
  if (!IsPosix(env)) return ErrnoOfStatus(env->RemoveFile(path));
  return ::unlink(path.c_str()) == 0 ? 0 : Errno();
}

int OsRemoveDir(Env* env, const std::string& path) {
  if (!IsPosix(env)) return ErrnoOfStatus(env->RemoveDir(path));
  return ::rmdir(path.c_str()) == 0 ? 0 : Errno();
}

int OsRename(Env* env, const std::string& from, const std::string& to) {
  if (!IsPosix(env)) return ErrnoOfStatus(env->RenameFile(from, to));
  return ::rename(from.c_str(), to.c_str()) == 0 ? 0 : Errno();
}

int OsCurrentDir(Env* env, std::string* out) {
  if (!IsPosix(env)) return ENOSYS;
  std::string buf(4096, '\0');
  if (::getcwd(buf.data(), buf.size()) == nullptr) return Errno();
  buf.resize(std::strlen(buf.c_str()));
  *out = std::move(buf);
  return 0;
}

int OsChangeDir(Env* env, const std::string& path) {
  if (!IsPosix(env)) return ENOSYS;
  return ::chdir(path.c_str()) == 0 ? 0 : Errno();
}

int OsRealPath(Env* env, const std::string& path, std::string* out) {
  if (!IsPosix(env)) return ENOSYS;
  char* resolved = ::realpath(path.c_str(), nullptr);
  if (resolved == nullptr) return Errno();
  *out = resolved;
  std::free(resolved);
  return 0;
}

bool OsGetEnv(Env* env, const std::string& name, std::string* value) {
  if (!IsPosix(env)) {
    *value = env->GetEnvVar(name);
    return !value->empty();
  }
  const char* v = std::getenv(name.c_str());
  if (v == nullptr) return false;
  *value = v;
  return true;
}

int OsSetEnv(Env* env, const std::string& name, const std::string& value) {
  if (!IsPosix(env)) return ENOSYS;
  return ::setenv(name.c_str(), value.c_str(), 1) == 0 ? 0 : Errno();
}

int OsUnsetEnv(Env* env, const std::string& name) {
  if (!IsPosix(env)) return ENOSYS;
  return ::unsetenv(name.c_str()) == 0 ? 0 : Errno();
}

std::vector<std::string> OsEnviron(Env* env) {
  std::vector<std::string> out;
  if (!IsPosix(env)) return out;
  for (char** e = environ; e != nullptr && *e != nullptr; ++e) out.emplace_back(*e);
  return out;
}

double OsWallTime(Env* env) { return static_cast<double>(env->FileClockNanos()) / 1e9; }

}  // namespace kiln::base
