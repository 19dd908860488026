// `kiln cache path|stats|verify|clear|load` and the cache flags of commands
// that load programs. main.cc registers them with AddCacheFlags and
// AddCacheCommand; RunCommand makes its IrCache with OpenCache.
#ifndef KILN_DRIVER_CACHE_COMMAND_H_
#define KILN_DRIVER_CACHE_COMMAND_H_

#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

#include "cache/ir_cache.h"
#include "driver/cache_flags.h"
#include "image/start_image.h"
#include "source/package.h"

namespace kiln::driver {

struct CacheCommandOptions {
  std::string action;              // path | stats | verify | clear | load
  std::vector<std::string> paths;  // packages (folders) or source files
  CacheFlags flags;                // for `load`
  bool all_bodies = false;         // `load`: decode every body, not just the top levels
  bool no_stdlib = false;          // `load`: do not load Base first
  bool verbose = false;            // `path`: also the format version's inputs
  bool json = false;               // `stats`: as one JSON object
};

void AddCacheFlags(CLI::App* command, CacheFlags& flags);
CLI::App* AddCacheCommand(CLI::App& app, CacheCommandOptions& options);
int CacheCommand(const CacheCommandOptions& options);

// An IrCache for `flags` with the standard library's packages registered;
// null (and `error` set) for a bad --cache value.
std::unique_ptr<cache::IrCache> OpenCache(base::Env* env, const CacheFlags& flags,
                                          std::string* error);

// The start-up image's options for `flags` (--cache=off: none read or written).
image::Options ImageOptions(const CacheFlags& flags);

// Prints the cache's timings to stderr when --timings asked for them, after
// waiting (bounded) for pending writes.
void CloseCache(cache::IrCache& cache, const CacheFlags& flags);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_CACHE_COMMAND_H_
