// The POSIX Env.
#include <dirent.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>

#include "base/env.h"

namespace kiln::base {
namespace {

class MappedRegion final : public ReadOnlyRegion {
 public:
  MappedRegion(void* base, size_t size) : base_(base), size_(size) {}
  ~MappedRegion() override {
    if (base_ != nullptr) munmap(base_, size_);
  }
  std::string_view data() const override {
    return base_ ? std::string_view(static_cast<const char*>(base_), size_) : std::string_view();
  }

 private:
  void* base_;
  size_t size_;
};

class PosixWritableFile final : public WritableFile {
 public:
  PosixWritableFile(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
  ~PosixWritableFile() override {
    if (fd_ >= 0) ::close(fd_);
  }
  Status Append(std::string_view data) override {
    while (!data.empty()) {
      ssize_t n = ::write(fd_, data.data(), data.size());
      if (n < 0) {
        if (errno == EINTR) continue;
        return Status::FromErrno(path_, errno);
      }
      data.remove_prefix(static_cast<size_t>(n));
    }
    return Status::Ok();
  }
  Status Sync() override {
    if (::fdatasync(fd_) != 0) return Status::FromErrno(path_, errno);
    return Status::Ok();
  }
  Status Close() override {
    if (fd_ < 0) return Status::Ok();
    int rc = ::close(fd_);
    fd_ = -1;
    if (rc != 0) return Status::FromErrno(path_, errno);
    return Status::Ok();
  }

 private:
  std::string path_;
  int fd_;
};

class PosixRandomAccessFile final : public RandomAccessFile {
 public:
  PosixRandomAccessFile(std::string path, int fd, uint64_t size)
      : path_(std::move(path)), fd_(fd), size_(size) {}
  ~PosixRandomAccessFile() override { ::close(fd_); }
  uint64_t size() const override { return size_; }
  ErrorOr<size_t> Read(uint64_t offset, size_t n, char* dst) override {
    while (true) {
      ssize_t r = ::pread(fd_, dst, n, static_cast<off_t>(offset));
      if (r >= 0) return static_cast<size_t>(r);
      if (errno != EINTR) return Status::FromErrno(path_, errno);
    }
  }

 private:
  std::string path_;
  int fd_;
  uint64_t size_;
};

// Opens `path` for reading without blocking on a FIFO, and keeps it only when
// the opened file is a regular one (checked with fstat, so a symlink swapped
// in between cannot slip a device through). Returns the descriptor or -1.
ErrorOr<int> OpenRegular(const std::string& path, struct stat* st) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return Status::FromErrno(path, errno);
  if (::fstat(fd, st) != 0) {
    int err = errno;
    ::close(fd);
    return Status::FromErrno(path, err);
  }
  if (!S_ISREG(st->st_mode)) {
    ::close(fd);
    return Status::InvalidArgument(path + (S_ISDIR(st->st_mode) ? ": is a directory"
                                                                 : ": not a regular file"));
  }
  return fd;
}

FileStat FromStat(const struct stat& st) {
  FileStat fs;
  fs.size = static_cast<uint64_t>(st.st_size);
  fs.mtime_ns = static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
  fs.inode = st.st_ino;
  fs.mode = st.st_mode & 07777;
  fs.uid = st.st_uid;
  fs.file_type = st.st_mode & S_IFMT;
  fs.gid = st.st_gid;
  fs.device = st.st_dev;
  fs.rdev = st.st_rdev;
  fs.nlink = st.st_nlink;
  fs.blksize = st.st_blksize;
  fs.blocks = st.st_blocks;
  fs.ctime_ns = static_cast<int64_t>(st.st_ctim.tv_sec) * 1000000000 + st.st_ctim.tv_nsec;
  fs.is_dir = S_ISDIR(st.st_mode);
  fs.is_symlink = S_ISLNK(st.st_mode);
  return fs;
}

class PosixEnv final : public Env {
 public:
  ErrorOr<std::string> ReadFile(const std::string& path) override {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return Status::FromErrno(path, errno);
    std::string out;
    char buf[1 << 16];
    while (true) {
      ssize_t n = ::read(fd, buf, sizeof buf);
      if (n < 0) {
        if (errno == EINTR) continue;
        int err = errno;
        ::close(fd);
        return Status::FromErrno(path, err);
      }
      if (n == 0) break;
      out.append(buf, static_cast<size_t>(n));
    }
    ::close(fd);
    return out;
  }

  ErrorOr<std::unique_ptr<ReadOnlyRegion>> MapFile(const std::string& path) override {
    struct stat st;
    ASSIGN_OR_RETURN(int fd, OpenRegular(path, &st));
    size_t size = static_cast<size_t>(st.st_size);
    void* base = nullptr;
    if (size > 0) {
      base = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
      if (base == MAP_FAILED) {
        int err = errno;
        ::close(fd);
        return Status::FromErrno(path, err);
      }
    }
    ::close(fd);
    return std::unique_ptr<ReadOnlyRegion>(std::make_unique<MappedRegion>(base, size));
  }

  ErrorOr<std::unique_ptr<RandomAccessFile>> NewRandomAccessFile(
      const std::string& path) override {
    struct stat st;
    ASSIGN_OR_RETURN(int fd, OpenRegular(path, &st));
    return std::unique_ptr<RandomAccessFile>(
        std::make_unique<PosixRandomAccessFile>(path, fd, static_cast<uint64_t>(st.st_size)));
  }

  ErrorOr<std::unique_ptr<WritableFile>> NewWritableFile(const std::string& path) override {
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return Status::FromErrno(path, errno);
    return std::unique_ptr<WritableFile>(std::make_unique<PosixWritableFile>(path, fd));
  }

  bool FileExists(const std::string& path) override { return ::access(path.c_str(), F_OK) == 0; }

  ErrorOr<FileStat> Stat(const std::string& path) override {
    struct stat st;
    if (::stat(path.c_str(), &st) != 0) return Status::FromErrno(path, errno);
    return FromStat(st);
  }

  std::vector<ErrorOr<FileStat>> StatFiles(const std::vector<std::string>& paths) override {
    std::vector<ErrorOr<FileStat>> out;
    out.reserve(paths.size());
    std::string dir;  // the folder `dir_fd` is open on
    int dir_fd = -1;
    for (const std::string& path : paths) {
      const size_t slash = path.rfind('/');
      struct stat st;
      int rc;
      if (slash == std::string::npos || slash == 0 || slash + 1 == path.size()) {
        rc = ::stat(path.c_str(), &st);
      } else {
        if (dir_fd < 0 || path.compare(0, slash, dir) != 0 || dir.size() != slash) {
          if (dir_fd >= 0) ::close(dir_fd);
          dir.assign(path, 0, slash);
          dir_fd = ::open(dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
        }
        rc = dir_fd >= 0 ? ::fstatat(dir_fd, path.c_str() + slash + 1, &st, 0)
                         : ::stat(path.c_str(), &st);
      }
      if (rc != 0) {
        out.push_back(Status::FromErrno(path, errno));
      } else {
        out.push_back(FromStat(st));
      }
    }
    if (dir_fd >= 0) ::close(dir_fd);
    return out;
  }

  ErrorOr<FileStat> Lstat(const std::string& path) override {
    struct stat st;
    if (::lstat(path.c_str(), &st) != 0) return Status::FromErrno(path, errno);
    return FromStat(st);
  }

  ErrorOr<std::vector<std::string>> ListDir(const std::string& path) override {
    DIR* dir = ::opendir(path.c_str());
    if (dir == nullptr) return Status::FromErrno(path, errno);
    std::vector<std::string> names;
    while (struct dirent* entry = ::readdir(dir)) {
      std::string name = entry->d_name;
      if (name != "." && name != "..") names.push_back(std::move(name));
    }
    ::closedir(dir);
    std::sort(names.begin(), names.end());
    return names;
  }

  Status RenameFile(const std::string& from, const std::string& to) override {
    if (::rename(from.c_str(), to.c_str()) != 0) return Status::FromErrno(from + " -> " + to, errno);
    return Status::Ok();
  }

  Status RemoveFile(const std::string& path) override {
    if (::unlink(path.c_str()) != 0) return Status::FromErrno(path, errno);
    return Status::Ok();
  }

  Status CreateDirs(const std::string& path) override {
    if (path.empty()) return Status::Ok();
    struct stat st;
    if (::stat(path.c_str(), &st) == 0) {
      if (S_ISDIR(st.st_mode)) return Status::Ok();
      return Status::AlreadyExists(path + ": exists and is not a directory");
    }
    std::string_view parent = Dirname(path);
    if (parent != path && parent != "." && parent != "/") {
      RETURN_IF_ERROR(CreateDirs(std::string(parent)));
    }
    if (::mkdir(path.c_str(), 0755) != 0 && errno != EEXIST) return Status::FromErrno(path, errno);
    return Status::Ok();
  }

  Status RemoveDir(const std::string& path) override {
    if (::rmdir(path.c_str()) != 0) return Status::FromErrno(path, errno);
    return Status::Ok();
  }

  bool IsWritableDir(const std::string& path) override {
    struct stat st;
    if (::stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return false;
    return ::access(path.c_str(), W_OK | X_OK) == 0;
  }

  uint64_t NowNanos() override {
    return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                     std::chrono::steady_clock::now().time_since_epoch())
                                     .count());
  }

  int64_t FileClockNanos() override {
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return int64_t{ts.tv_sec} * 1'000'000'000 + ts.tv_nsec;
  }

  uint64_t ProcessId() override { return static_cast<uint64_t>(::getpid()); }
  uint32_t UserId() override { return user_id_; }

  ErrorOr<std::unique_ptr<WritableFile>> OpenForWriting(const std::string& path,
                                                        bool append) override {
    int flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC);
    int fd = ::open(path.c_str(), flags, 0666);
    if (fd < 0) return Status::FromErrno(path, errno);
    return std::unique_ptr<WritableFile>(std::make_unique<PosixWritableFile>(path, fd));
  }

  Status CreateDir(const std::string& path, uint32_t mode) override {
    if (::mkdir(path.c_str(), static_cast<mode_t>(mode)) != 0) {
      return Status::FromErrno(path, errno);
    }
    return Status::Ok();
  }

  ErrorOr<std::string> CurrentDir() override {
    // A directory's path has no fixed bound (PATH_MAX is not one): grow the
    // buffer while getcwd says it is too small.
    std::string buf(4096, '\0');
    while (::getcwd(buf.data(), buf.size()) == nullptr) {
      if (errno != ERANGE) return Status::FromErrno("the current directory", errno);
      buf.resize(buf.size() * 2);
    }
    buf.resize(std::strlen(buf.c_str()));
    return buf;
  }

  Status ChangeDir(const std::string& path) override {
    if (::chdir(path.c_str()) != 0) return Status::FromErrno(path, errno);
    return Status::Ok();
  }

  Status ChangeMode(const std::string& path, uint32_t mode) override {
    if (::chmod(path.c_str(), static_cast<mode_t>(mode)) != 0) return Status::FromErrno(path, errno);
    return Status::Ok();
  }

  ErrorOr<std::string> RealPath(const std::string& path) override {
    char* resolved = ::realpath(path.c_str(), nullptr);
    if (resolved == nullptr) return Status::FromErrno(path, errno);
    std::string out = resolved;
    std::free(resolved);
    return out;
  }

  std::optional<std::string> FindEnvVar(const std::string& name) override {
    const char* v = std::getenv(name.c_str());
    if (v == nullptr) return std::nullopt;
    return std::string(v);
  }

  Status SetEnvVar(const std::string& name, const std::string& value) override {
    if (::setenv(name.c_str(), value.c_str(), 1) != 0) return Status::FromErrno(name, errno);
    return Status::Ok();
  }

  Status UnsetEnvVar(const std::string& name) override {
    if (::unsetenv(name.c_str()) != 0) return Status::FromErrno(name, errno);
    return Status::Ok();
  }

  std::vector<std::string> EnvVars() override {
    std::vector<std::string> out;
    for (char** e = environ; e != nullptr && *e != nullptr; ++e) out.emplace_back(*e);
    return out;
  }

 private:
  // A process's real user id never changes: asked once, not at every trust check.
  const uint32_t user_id_ = static_cast<uint32_t>(::getuid());
};

}  // namespace

Env* Env::Default() {
  static PosixEnv* env = new PosixEnv();  // never destroyed: usable during exit
  return env;
}

}  // namespace kiln::base
