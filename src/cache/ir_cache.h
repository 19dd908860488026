// The IR cache: where the interpreter's compiled files come from.
//
//   cache::IrCache cache(env, {.mode = CacheMode::kOn, .kiln_version = KILN_VERSION},
//                        cache::CompileSource);
//   cache.AddPackage(base);  // packages whose modules files may import
//   ASSIGN_OR_RETURN(cache::LoadResult r, cache.Load(package, "/abs/path/file.jl"));
//   if (r.has_errors) print r.diagnostics ...;
//   interpreter runs r.file (a tape::CompiledFile) ...
//   cache.Finish();           // at exit: waits a bounded time for pending writes
//
// Load returns the file's compiled form from a valid cache entry (looking in
// the global location first, then with the package: CACHE.md §2), or
// compiles it from source and has the background writer store it (with the
// package when writable, else globally). Every failure of the cache falls
// back to compiling, silently (--cache=on) or as an error naming the entry
// and the reason (--cache=require); --cache=off neither reads nor writes.
// Output never depends on which happened (ARCHITECTURE, decision 2).
//
// Validation order of an entry, cheapest first (docs/formats/ir-cache.md):
// trusted directory, known-bad marker, .meta parses, format and Kiln
// versions, unit, source hash (from the package's manifest when the file's
// stat is unchanged, else by hashing; always hashing with `rehash`), the
// interface hash of every import, the .ir's hash, the blob's stamp, the
// definitions. Bodies are checked when first decoded.
//
// Not thread-safe: one thread loads (the writer thread is internal). The
// IrCache must outlive the files it returns.
#ifndef KILN_CACHE_IR_CACHE_H_
#define KILN_CACHE_IR_CACHE_H_

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/env.h"
#include "base/status.h"
#include "cache/compile.h"
#include "cache/format.h"
#include "cache/timings.h"
#include "source/package.h"
#include "tape/compiled_file.h"

namespace kiln::cache {

enum class CacheMode : uint8_t {
  kOff,      // never read, never write
  kOn,       // read and write; failures fall back to compiling, silently
  kRequire,  // read only; any fallback to compiling is an error (for CI)
};

// "off", "on", "require".
base::ErrorOr<CacheMode> ParseCacheMode(std::string_view text);

struct CacheOptions {
  CacheMode mode = CacheMode::kOn;
  // Hash every source instead of trusting the manifest's recorded stat; a
  // same-size, same-mtime edit is caught only this way.
  bool rehash = false;
  std::string kiln_version;  // names the cache directories; required
  // Sources modified this close to when the manifest is written are
  // re-hashed next time (format::kRacyWindowNs; tests on a simulated clock
  // set 0).
  int64_t racy_window_ns = format::kRacyWindowNs;
};

// What a package's loaded sources were when the cache looked at them, and the
// interface hashes of its modules that follow from them: what a start-up image
// records (IrCache::Sources) and hands back when it is used (IrCache::Vouch).
struct PackageSources {
  struct File {
    std::string path;  // absolute
    base::FileStat stat;
    std::string source_hash;  // as in the file's .meta (ContentHash of its text)
  };
  std::vector<File> files;  // by path
  std::vector<std::pair<std::string, std::string>> interfaces;  // module path, interface hash
};

struct LoadResult {
  std::unique_ptr<tape::CompiledFile> file;  // null when the file has errors
  std::string diagnostics;                   // from compiling, if it was compiled
  bool has_errors = false;
  bool from_cache = false;
};

class IrCache {
 public:
  // `env` must outlive the IrCache.
  IrCache(base::Env* env, CacheOptions options, CompileFn compile);
  // Finish(0) when Finish was not called.
  ~IrCache();
  IrCache(const IrCache&) = delete;
  IrCache& operator=(const IrCache&) = delete;

  // Makes `using <pkg.name>` resolvable when computing interface hashes.
  void AddPackage(const source::Package& pkg);
  // Where a package named by a file, and by no AddPackage, is looked for the
  // first time its name is needed (the standard library's folders: a run reads
  // the Project.toml of none of them until a file imports one). A package
  // found there takes precedence over one of the same name used from elsewhere,
  // as one added with AddPackage before it would.
  using PackageLookup = std::function<std::optional<source::Package>(const std::string& name)>;
  void SetPackageLookup(PackageLookup lookup);

  // Starts decoding the entries of `pkg`'s files on the second thread (reading
  // its manifest now), ahead of the Loads that will ask for them: a program's
  // driver calls it for Base first thing. Loading works the same without it.
  void Prefetch(const source::Package& pkg);

  // The files of `pkg` loaded (or compiled) so far, with the stat and source hash
  // they were loaded under, and the interface hashes of pkg's modules (its root
  // module's is computed now if it was not yet).
  PackageSources Sources(const source::Package& pkg);
  // For a package whose sources the caller has just found unchanged since
  // `sources` was taken (a start-up image's check): `sources` stands in for the
  // cache's own stats, hashes and interface hashes, so neither the sources nor
  // the package's manifest are read again; its entries are loaded only when asked
  // for (not prefetched), and its manifest is left as it is.
  void Vouch(const source::Package& pkg, const PackageSources& sources);

  // The compiled form of source file `path` of package `pkg`. Errors are
  // environmental: the source cannot be read, or --cache=require found no
  // valid entry (FailedPrecondition, naming the entry and the reason). A
  // file with syntax errors is not an error here: see LoadResult.
  base::ErrorOr<LoadResult> Load(const source::Package& pkg, const std::string& path);

  // Writes the packages' `.bindings` manifests, then waits up to `wait_ms`
  // (negative: no limit; when positive, at least as long as this run spent
  // compiling, up to format::kMaxExitWaitMs) for pending writes and abandons
  // the rest cleanly.
  // Loading after Finish works but writes nothing.
  void Finish(int64_t wait_ms = format::kExitWaitMs);

  StatsSnapshot stats() const;

  // The content hash (ContentHash, as in the file's .meta) of source file
  // `path` as this run loaded it, or "" when it is not known yet: taken from
  // a start-up image's sources, the package's manifest (stat unchanged) or
  // hashing it, whichever loading the file used. Never reads a file.
  std::string KnownSourceHash(const std::string& path) const;

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace kiln::cache

#endif  // KILN_CACHE_IR_CACHE_H_
