// The cache's two tape::CompiledFile implementations:
//
//   FreshCompiledFile   a file just compiled from source; its IR is shared
//                       with the background writer that persists it.
//   CachedCompiledFile  a file read from a cache entry: definitions decoded,
//                       each body's tape decoded and verified on first use.
//                       When that fails (a flipped bit found late), the file
//                       is recompiled from source and the body served from
//                       the fresh IR (same definitions: the source hash
//                       matched), and the entry is rewritten; the program
//                       never sees the failure.
#ifndef KILN_CACHE_COMPILED_FILES_H_
#define KILN_CACHE_COMPILED_FILES_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "base/env.h"
#include "cache/entry_reader.h"
#include "cache/timings.h"
#include "tape/compiled_file.h"

namespace kiln::cache {

class FreshCompiledFile final : public tape::CompiledFile {
 public:
  FreshCompiledFile(std::string path, std::shared_ptr<const ir::FileIr> file);

  size_t module_count() const override { return file_->modules.size(); }
  const ir::ModuleIr& module(size_t index) const override { return *file_->modules[index]; }
  base::ErrorOr<const tape::TapeBody*> Tape(size_t index, ir::BodyId body) override;
  const std::string& path() const override { return path_; }

  const std::shared_ptr<const ir::FileIr>& file() const { return file_; }

 private:
  std::string path_;
  std::shared_ptr<const ir::FileIr> file_;
  std::vector<std::vector<std::unique_ptr<tape::TapeBody>>> tapes_;  // [module][body]
};

// Recompiles the file after a late failure with `reason`; an error when that
// is not allowed (--cache=require) or not possible.
using RecoverFn =
    std::function<base::ErrorOr<std::unique_ptr<FreshCompiledFile>>(const std::string& reason)>;

class CachedCompiledFile final : public tape::CompiledFile {
 public:
  CachedCompiledFile(std::string path, std::string package, OpenedEntry entry, RecoverFn recover,
                     std::shared_ptr<Stats> stats, base::Env* env);

  size_t module_count() const override { return entry_.modules.size(); }
  const ir::ModuleIr& module(size_t index) const override { return *entry_.modules[index]; }
  base::ErrorOr<const tape::TapeBody*> Tape(size_t index, ir::BodyId body) override;
  base::ErrorOr<const ir::MethodDef*> Method(size_t index, ir::MethodDefId id) override;
  const std::string& path() const override { return path_; }

  bool recovered() const { return recovered_ != nullptr; }

 private:
  base::ErrorOr<const tape::TapeBody*> Recover(size_t index, ir::BodyId body,
                                               const base::Status& why);
  // Recompiles the file (recover_) and checks it matches what is loaded.
  base::Status Recover(const std::string& reason);
  void ReportDecoded();

  std::string path_;
  std::string package_;
  OpenedEntry entry_;
  RecoverFn recover_;
  std::shared_ptr<Stats> stats_;
  base::Env* env_;
  std::vector<std::vector<const tape::TapeBody*>> verified_;  // [module][body], owned by the reader
  std::vector<std::vector<const ir::MethodDef*>> methods_;    // [module][method], likewise
  std::unique_ptr<FreshCompiledFile> recovered_;
  uint64_t reported_decoded_ = 0;
};

}  // namespace kiln::cache

#endif  // KILN_CACHE_COMPILED_FILES_H_
