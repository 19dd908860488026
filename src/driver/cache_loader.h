// The interpreter's Loader for `kiln run`: compiled files come from the IR
// cache (src/cache), which compiles and stores them on a miss. Paths are made
// absolute, so a file's package is found the same way wherever the program
// was started from.
#ifndef KILN_DRIVER_CACHE_LOADER_H_
#define KILN_DRIVER_CACHE_LOADER_H_

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/env.h"
#include "cache/ir_cache.h"
#include "source/package.h"
#include "interp/interp.h"
#include "source/code_loading.h"
#include "tape/compiled_file.h"

namespace kiln::driver {

class CacheLoader final : public interp::Loader {
 public:
  // `cache` must outlive the loader.
  CacheLoader(base::Env* env, cache::IrCache& cache) : env_(env), cache_(cache), packages_(env) {}

  base::ErrorOr<tape::CompiledFile*> Compile(const std::string& path) override;
  // Compiled without the cache: eval'd text is made at run time.
  base::ErrorOr<tape::CompiledFile*> CompileString(const std::string& name,
                                                  std::string_view text) override;
  // The standard library's packages, and those added with AddPackage.
  base::ErrorOr<std::string> FindPackage(const std::string& name) override;
  // Where `using Name` looks (the active project and the load path); without
  // it, only the standard library. `code_loading` must outlive the loader.
  void SetCodeLoading(source::CodeLoading* code_loading) { code_loading_ = code_loading; }
  void SetLoadPath(const std::vector<std::string>& entries) override {
    if (code_loading_ != nullptr && entries != code_loading_->load_path_entries()) {
      code_loading_->SetLoadPath(entries);
    }
  }
  // Parses the file again (only an error report asks).
  uint32_t StatementStartLine(const std::string& path, uint32_t line) override;
  // Makes `pkg` loadable by `using` (its src/NAME.jl), for `kiln test`.
  void AddPackage(const source::Package& pkg) { extra_packages_[pkg.name] = pkg.root; }
  // A package whose Project.toml the caller has read (PackageFinder::Know).
  void KnowPackage(const source::Package& pkg) { packages_.Know(pkg); }
  // Has the cache start decoding the package of `root_file` ahead (IrCache::Prefetch).
  void Prefetch(const std::string& root_file);
  // IrCache::Sources and IrCache::Vouch for the package of `root_file`.
  cache::PackageSources Sources(const std::string& root_file);
  void Vouch(const std::string& root_file, const cache::PackageSources& sources);
  // IrCache::KnownSourceHash.
  std::string KnownSourceHash(const std::string& path) const { return cache_.KnownSourceHash(path); }

  // Diagnostics gathered so far (printed by the driver), then cleared.
  std::string TakeDiagnostics() { return std::exchange(diagnostics_, std::string()); }

 private:
  base::Env* env_;
  cache::IrCache& cache_;
  source::PackageFinder packages_;
  source::CodeLoading* code_loading_ = nullptr;
  std::map<std::string, std::unique_ptr<tape::CompiledFile>> files_;  // by absolute path
  std::vector<std::unique_ptr<tape::CompiledFile>> strings_;          // CompileString's
  std::string diagnostics_;
  std::map<std::string, std::string> extra_packages_;  // name -> package folder
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_CACHE_LOADER_H_
