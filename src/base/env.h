// Env: the one interface through which Kiln touches the file system
// (ARCHITECTURE, key decision 5). Env::Default() is the real POSIX one;
// MemEnv (mem_env.h) keeps files in memory for tests, and fault-injecting
// Envs wrap either to simulate short writes, ENOSPC, EACCES and crashes.
//
// Paths are plain '/'-separated strings. No method throws; failures are
// Status values whose message names the path.
#ifndef KILN_BASE_ENV_H_
#define KILN_BASE_ENV_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace kiln::base {

struct FileStat {
  uint64_t size = 0;
  int64_t mtime_ns = 0;
  uint64_t inode = 0;
  uint32_t mode = 0;  // permission bits (st_mode & 07777)
  uint32_t uid = 0;
  // The rest of struct stat, as a program's `stat` shows it (Base's StatStruct).
  uint32_t file_type = 0;  // st_mode & S_IFMT
  uint32_t gid = 0;
  uint64_t device = 0;
  uint64_t rdev = 0;
  uint64_t nlink = 0;
  int64_t blksize = 0;
  int64_t blocks = 0;  // of 512 bytes
  int64_t ctime_ns = 0;
  bool is_dir = false;
  bool is_symlink = false;  // set by Lstat only
};

// Read-only bytes of a whole file: memory-mapped by the POSIX Env, owned by
// others. The bytes stay valid for the lifetime of the region.
class ReadOnlyRegion {
 public:
  virtual ~ReadOnlyRegion() = default;
  virtual std::string_view data() const = 0;
};

// A file read at offsets. Opened without blocking (a FIFO in a file's place
// does not hang the opener) and only when it is a regular file, checked on
// the opened file, not its path (a device or FIFO, also through a symlink, is
// refused with InvalidArgument).
class RandomAccessFile {
 public:
  virtual ~RandomAccessFile() = default;
  // The file's size when it was opened.
  virtual uint64_t size() const = 0;
  // Reads up to `n` bytes at `offset` into `dst`; returns how many were read,
  // fewer than `n` only at the end of the file (say, truncated since opened).
  virtual ErrorOr<size_t> Read(uint64_t offset, size_t n, char* dst) = 0;
};

// A file being written. Close() must be called to learn whether all writes
// reached the file; the destructor closes silently.
class WritableFile {
 public:
  virtual ~WritableFile() = default;
  virtual Status Append(std::string_view data) = 0;
  virtual Status Sync() = 0;
  virtual Status Close() = 0;
};

class Env {
 public:
  virtual ~Env() = default;

  // The process-wide POSIX Env. Never null; never destroyed.
  static Env* Default();

  virtual ErrorOr<std::string> ReadFile(const std::string& path) = 0;
  // Maps the file read-only (or reads it, for Envs without mmap).
  virtual ErrorOr<std::unique_ptr<ReadOnlyRegion>> MapFile(const std::string& path) = 0;
  virtual ErrorOr<std::unique_ptr<RandomAccessFile>> NewRandomAccessFile(
      const std::string& path) = 0;
  // Creates or truncates `path`.
  virtual ErrorOr<std::unique_ptr<WritableFile>> NewWritableFile(const std::string& path) = 0;

  virtual bool FileExists(const std::string& path) = 0;
  virtual ErrorOr<FileStat> Stat(const std::string& path) = 0;
  virtual ErrorOr<FileStat> Lstat(const std::string& path) = 0;
  // Stat of each of `paths`, in order, as Stat gives it. The POSIX Env stats
  // the files of one folder relative to that folder, so that a long list (the
  // sources a start-up image was made from) costs no walk of the same path per
  // file.
  virtual std::vector<ErrorOr<FileStat>> StatFiles(const std::vector<std::string>& paths);
  // Names (not paths) of the entries of a directory, sorted, without . and ..
  virtual ErrorOr<std::vector<std::string>> ListDir(const std::string& path) = 0;

  // Atomically replaces `to` with `from` (POSIX rename semantics).
  virtual Status RenameFile(const std::string& from, const std::string& to) = 0;
  virtual Status RemoveFile(const std::string& path) = 0;
  // Creates `path` and any missing parents; OK if it already exists.
  virtual Status CreateDirs(const std::string& path) = 0;
  virtual Status RemoveDir(const std::string& path) = 0;
  // True when files can be created in directory `path` by this process.
  virtual bool IsWritableDir(const std::string& path) = 0;

  // The variable's value, or nullopt when it is unset.
  virtual std::optional<std::string> FindEnvVar(const std::string& name) = 0;
  // The variable's value, or empty when it is unset (for settings, where the
  // two mean the same).
  std::string GetEnvVar(const std::string& name) { return FindEnvVar(name).value_or(""); }
  virtual uint64_t NowNanos() = 0;  // for measuring intervals
  // The current time on the clock of files' modification times (ns).
  virtual int64_t FileClockNanos() = 0;
  // A value unique to this process (used to name temporary files).
  virtual uint64_t ProcessId() = 0;
  // The user this process runs as (compared with FileStat::uid).
  virtual uint32_t UserId() = 0;

  // ---- What a running program does with files and its environment ----
  // (Base's file.jl and env.jl, through the runtime's file builtins.) Failures keep
  // their errno (Status::os_error) where the Env has one, since the program sees
  // Julia's SystemError and IOError texts. These default to Unsupported; the POSIX
  // Env has them all.
  // As a program opens a file for writing: created with mode 0666 less the umask,
  // then truncated, or with `append` written at its end.
  virtual ErrorOr<std::unique_ptr<WritableFile>> OpenForWriting(const std::string& path,
                                                                bool append);
  // Creates one directory.
  virtual Status CreateDir(const std::string& path, uint32_t mode);
  virtual ErrorOr<std::string> CurrentDir();
  virtual Status ChangeDir(const std::string& path);
  // Sets the permission bits of `path` (chmod).
  virtual Status ChangeMode(const std::string& path, uint32_t mode);
  // `path` with every link, `.` and `..` resolved (realpath).
  virtual ErrorOr<std::string> RealPath(const std::string& path);
  virtual Status SetEnvVar(const std::string& name, const std::string& value);
  virtual Status UnsetEnvVar(const std::string& name);
  // `NAME=value` for every variable, in the process's order.
  virtual std::vector<std::string> EnvVars();
};

// Convenience helpers built only on the Env interface.
Status WriteStringToFile(Env* env, const std::string& path, std::string_view data,
                         bool sync = false);
// Writes `data` to a temporary file in the same directory, flushes it and
// renames it over `path`, so readers see the old file or the whole new one,
// never a torn one (ARCHITECTURE, decision 3). The temporary file is removed
// on failure.
Status WriteFileAtomically(Env* env, const std::string& path, std::string_view data,
                           bool sync = false);
// Reads exactly `n` bytes at `offset`: a file that ends sooner (truncated
// under the reader) is Corruption.
Status ReadExactly(RandomAccessFile& file, uint64_t offset, size_t n, char* dst,
                   const std::string& path);
// The whole of a regular file of at most `max_bytes` (the size its format
// allows), read through NewRandomAccessFile: a FIFO, a device or a larger file
// is an error, never a hang or an unbounded read. For files Kiln itself wrote.
ErrorOr<std::string> ReadRegularFile(Env* env, const std::string& path, uint64_t max_bytes);
// ReadRegularFile as a region owning its bytes: they stay as read, whatever
// happens to the file later (unlike a mapping, which a truncation of the file
// turns into SIGBUS).
ErrorOr<std::unique_ptr<ReadOnlyRegion>> ReadRegularFileRegion(Env* env, const std::string& path,
                                                               uint64_t max_bytes);
// Removes a directory tree. Missing paths are not an error.
Status RemoveTree(Env* env, const std::string& path);

// Path helpers ('/'-separated).
std::string JoinPath(std::string_view a, std::string_view b);
std::string_view Dirname(std::string_view path);   // "a/b/c.jl" -> "a/b"; "c.jl" -> "."
std::string_view Basename(std::string_view path);  // "a/b/c.jl" -> "c.jl"
// `path` made absolute against the process's current folder and normal ("a/../b"
// -> "<cwd>/b"), without a trailing '/'; as given when the current folder is
// unknown. The one place Kiln makes a path absolute.
std::string AbsolutePath(const std::string& path);

}  // namespace kiln::base

#endif  // KILN_BASE_ENV_H_
