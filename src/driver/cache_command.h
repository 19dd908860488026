// `kiln cache path|stats|verify|clear|load` and the cache flags of commands
// that load programs. main.cc registers them with AddCacheFlags and
// AddCacheCommand; RunCommand makes its IrCache with OpenCache.
#ifndef KILN_DRIVER_CACHE_COMMAND_H_
#define KILN_DRIVER_CACHE_COMMAND_H_

#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cache/ir_cache.h"
#include "driver/cache_flags.h"
#include "source/package.h"

namespace kiln::driver {

struct CacheCommandOptions {
  std::string action;              // path | stats | verify | clear | load
  std::vector<std::string> paths;  // packages (folders) or source files
  CacheFlags flags;                // for `load`
  bool all_bodies = false;         // `load`: decode every body, not just the top levels
  bool no_stdlib = false;          // `load`: do not load Base first
  bool verbose = false;            // `path`: also the format version's inputs
};

void AddCacheFlags(CLI::App* command, CacheFlags& flags);
CLI::App* AddCacheCommand(CLI::App& app, CacheCommandOptions& options);
int CacheCommand(const CacheCommandOptions& options);

// `path` made absolute and normal, without a trailing '/'; as given when that fails.
std::string Absolute(const std::string& path);

// The package a source file belongs to: the nearest enclosing folder with a
// Project.toml whose src/ holds the file, else the file as a one-file
// package. Paths are made absolute.
source::Package PackageForFile(base::Env* env, const std::string& path);

// PackageForFile, remembered per folder (a program's files mostly share a
// few folders, and each lookup reads a Project.toml).
class PackageFinder {
 public:
  explicit PackageFinder(base::Env* env) : env_(env) {}
  source::Package For(const std::string& absolute_path);

 private:
  base::Env* env_;
  std::map<std::string, source::Package> by_dir_;
};

// An IrCache for `flags` with the standard library's packages registered;
// null (and `error` set) for a bad --cache value.
std::unique_ptr<cache::IrCache> OpenCache(base::Env* env, const CacheFlags& flags,
                                          std::string* error);

// Prints the cache's timings to stderr when --timings asked for them, after
// waiting (bounded) for pending writes.
void CloseCache(cache::IrCache& cache, const CacheFlags& flags);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_CACHE_COMMAND_H_
