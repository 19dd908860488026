// MemEnv: an Env whose files live in memory, for tests. Directories exist
// implicitly as prefixes of files and explicitly once created. Thread-safe.
#ifndef KILN_BASE_MEM_ENV_H_
#define KILN_BASE_MEM_ENV_H_

#include <map>
#include <mutex>
#include <set>
#include <string>

#include "base/env.h"

namespace kiln::base {

class MemEnv : public Env {
 public:
  MemEnv() = default;

  ErrorOr<std::string> ReadFile(const std::string& path) override;
  ErrorOr<std::unique_ptr<ReadOnlyRegion>> MapFile(const std::string& path) override;
  ErrorOr<std::unique_ptr<RandomAccessFile>> NewRandomAccessFile(
      const std::string& path) override;
  ErrorOr<std::unique_ptr<WritableFile>> NewWritableFile(const std::string& path) override;
  bool FileExists(const std::string& path) override;
  ErrorOr<FileStat> Stat(const std::string& path) override;
  ErrorOr<FileStat> Lstat(const std::string& path) override { return Stat(path); }
  ErrorOr<std::vector<std::string>> ListDir(const std::string& path) override;
  Status RenameFile(const std::string& from, const std::string& to) override;
  Status RemoveFile(const std::string& path) override;
  Status CreateDirs(const std::string& path) override;
  Status RemoveDir(const std::string& path) override;
  bool IsWritableDir(const std::string& path) override;
  uint64_t NowNanos() override;
  int64_t FileClockNanos() override;  // the clock NowNanos advances
  uint64_t ProcessId() override { return 1; }
  uint32_t UserId() override { return 0; }

  // Test controls.
  Status SetEnvVar(const std::string& name, const std::string& value) override;
  Status UnsetEnvVar(const std::string& name) override;
  std::optional<std::string> FindEnvVar(const std::string& name) override;
  std::vector<std::string> EnvVars() override;
  void SetReadOnlyDir(const std::string& path, bool read_only);
  void SetMtime(const std::string& path, int64_t mtime_ns);
  // Moves the clock `ns` forward, as if that much time had passed.
  void AdvanceClock(int64_t ns);

 private:
  friend class MemWritableFile;
  struct File {
    std::string data;
    int64_t mtime_ns = 0;
    uint64_t inode = 0;
  };
  bool DirExistsLocked(const std::string& path) const;
  bool WritableLocked(const std::string& dir) const;

  std::mutex mu_;
  std::map<std::string, File> files_;
  std::set<std::string> dirs_;
  std::set<std::string> read_only_dirs_;
  std::map<std::string, std::string> vars_;
  uint64_t next_inode_ = 1;
  int64_t clock_ns_ = 1'000'000'000;
};

}  // namespace kiln::base

#endif  // KILN_BASE_MEM_ENV_H_
