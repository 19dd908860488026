// FaultInjectionEnv: wraps another Env and makes chosen operations fail, for
// tests of everything that must survive a bad file system (CACHE.md §3):
// full disks (ENOSPC after N bytes), unwritable folders (EACCES under a
// prefix), and crashes (every mutation after the Nth fails, leaving the
// files exactly as a killed process would). Thread-safe.
#ifndef KILN_BASE_FAULT_ENV_H_
#define KILN_BASE_FAULT_ENV_H_

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

#include "base/env.h"

namespace kiln::base {

class FaultInjectionEnv : public Env {
 public:
  explicit FaultInjectionEnv(Env* target) : target_(target) {}

  // Appends fail with ResourceExhausted once this many bytes were written
  // in total; the failing append writes what still fits (a short write).
  void SetWriteBudget(int64_t bytes) { write_budget_ = bytes; }
  // Creating, writing, renaming or removing anything under `prefix` fails
  // with PermissionDenied, and IsWritableDir answers false there.
  void DenyWritesUnder(const std::string& prefix);
  // Reads of files opened with NewRandomAccessFile end at this offset, as if
  // the file had been truncated after it was opened (short reads); -1: never.
  void SetReadLimit(int64_t bytes) { read_limit_ = bytes; }
  // Opening anything under `prefix` for reading (NewRandomAccessFile) fails
  // with PermissionDenied.
  void DenyReadsUnder(const std::string& prefix);
  // After `n` more mutating operations (create, append, sync, rename, remove,
  // mkdir), every mutation fails with IOError("simulated crash").
  void CrashAfter(int64_t n) { crash_after_ = n; }
  void Reset();

  int64_t mutation_count() const { return mutations_; }
  bool crashed() const { return crash_after_ >= 0 && mutations_ >= crash_after_; }

  ErrorOr<std::string> ReadFile(const std::string& path) override {
    return target_->ReadFile(path);
  }
  ErrorOr<std::unique_ptr<ReadOnlyRegion>> MapFile(const std::string& path) override {
    return target_->MapFile(path);
  }
  ErrorOr<std::unique_ptr<RandomAccessFile>> NewRandomAccessFile(
      const std::string& path) override;
  ErrorOr<std::unique_ptr<WritableFile>> NewWritableFile(const std::string& path) override;
  bool FileExists(const std::string& path) override { return target_->FileExists(path); }
  ErrorOr<FileStat> Stat(const std::string& path) override { return target_->Stat(path); }
  ErrorOr<FileStat> Lstat(const std::string& path) override { return target_->Lstat(path); }
  ErrorOr<std::vector<std::string>> ListDir(const std::string& path) override {
    return target_->ListDir(path);
  }
  Status RenameFile(const std::string& from, const std::string& to) override;
  Status RemoveFile(const std::string& path) override;
  Status CreateDirs(const std::string& path) override;
  Status RemoveDir(const std::string& path) override;
  bool IsWritableDir(const std::string& path) override;
  std::optional<std::string> FindEnvVar(const std::string& name) override {
    return target_->FindEnvVar(name);
  }
  uint64_t NowNanos() override { return target_->NowNanos(); }
  int64_t FileClockNanos() override { return target_->FileClockNanos(); }
  uint64_t ProcessId() override { return target_->ProcessId(); }
  uint32_t UserId() override { return target_->UserId(); }

 private:
  friend class FaultWritableFile;
  friend class FaultRandomAccessFile;
  // Counts a mutation of `path`; returns the error to inject, if any.
  Status Mutate(const std::string& path);
  bool Denied(const std::string& path);
  static bool Under(const std::vector<std::string>& prefixes, const std::string& path);

  Env* target_;
  std::mutex mu_;
  std::vector<std::string> denied_;
  std::vector<std::string> read_denied_;
  std::atomic<int64_t> read_limit_{-1};    // -1: unlimited
  std::atomic<int64_t> write_budget_{-1};  // -1: unlimited
  std::atomic<int64_t> written_{0};
  std::atomic<int64_t> crash_after_{-1};   // -1: never
  std::atomic<int64_t> mutations_{0};
};

}  // namespace kiln::base

#endif  // KILN_BASE_FAULT_ENV_H_
