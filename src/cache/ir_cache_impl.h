// Internal state of IrCache, shared by ir_cache.cc (loading and compiling),
// entry_validation.cc (checking one entry), module_interfaces.cc (interface
// hashes of imports) and write_jobs.cc (what the writer thread does).
#ifndef KILN_CACHE_IR_CACHE_IMPL_H_
#define KILN_CACHE_IR_CACHE_IMPL_H_

#include <map>
#include <unordered_map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "cache/compiled_files.h"
#include "cache/interface_hash.h"
#include "cache/ir_cache.h"
#include "cache/locations.h"
#include "cache/manifest.h"
#include "cache/meta.h"
#include "cache/unit.h"
#include "cache/prefetcher.h"
#include "cache/writer_thread.h"

namespace kiln::cache {

// One of a package's two locations.
struct Location {
  const char* kind = "";  // "global" or "package", for messages
  std::string dir;        // empty: this location does not exist (no KILN_DATA)
  bool trusted = false;   // CACHE.md §5; an untrusted location is never read or written
  bool writable = false;  // files can be created there (or in its nearest existing parent)
  // The directory existed when the package was first looked at. When it did not, its
  // entries are not looked for (one stat instead of a failed open per file): entries
  // another process writes there meanwhile are seen by the next run.
  bool present = false;
};

struct FileState {
  std::string path;  // as the program names it
  base::ErrorOr<Unit> unit = base::Status::InvalidArgument("unset");
  std::optional<base::FileStat> stat;
  std::string source_hash;          // empty until known
  std::optional<std::string> text;  // kept between hashing and compiling

  // What the file shows other modules, once known (loaded or compiled).
  bool have_summary = false;
  std::string interface_hash;
  std::vector<std::string> exports;
  std::vector<ImportRecord> imports;  // resolved module paths, with their interface hashes
  std::vector<std::string> includes;  // relative to the package root

  // While its entry is validated with a matching source: the entry's record.
  std::string interface_hint;
  std::vector<std::string> includes_hint;

  bool loading = false;
  int loaded_from = -1;                         // index of the location whose entry was used
  std::unique_ptr<tape::CompiledFile> pending;  // loaded early (for an interface check)
  bool pending_from_cache = false;
};

struct PackageState {
  source::Package pkg;
  Location locations[2];  // [0] global, [1] package: the order entries are looked up in
  bool manifest_loaded = false;
  bool manifest_dirty = false;
  bool vouched = false;  // IrCache::Vouch: no prefetching, no manifest updates
  Manifest manifest;
  std::map<std::string, std::unique_ptr<FileState>> files;  // by relative path (or path)
  std::unordered_map<std::string, FileState*> by_path;     // the same, by path as asked for
  // IrCache::Vouch's stats and source hashes of files not looked at yet, by path:
  // File() takes a file's when it first makes its state (a warm run looks at a
  // few of Base's ~80 files, and working out each one's unit costs more than
  // the rest of the check).
  std::unordered_map<std::string, std::pair<base::FileStat, std::string>> vouched_files;
};

// The result of looking at one location's entry.
struct Attempt {
  std::unique_ptr<CachedCompiledFile> file;
  Meta meta;
  std::string reason;      // why it was not used
  bool rejected = false;   // an entry exists and is invalid: delete it (or mark it bad)
  bool intrinsic = false;  // invalid by its own bytes, whatever the sources say
  std::string meta_bytes;
};

struct IrCache::Impl : std::enable_shared_from_this<IrCache::Impl> {
  Impl(base::Env* env, CacheOptions options, CompileFn compile);

  // ---- ir_cache.cc
  PackageState& Package(const source::Package& pkg);
  // Package(pkg) for a package loaded from: registered in by_name unless a package of
  // that name already is.
  PackageState& Used(const source::Package& pkg);
  FileState& File(PackageState& ps, const std::string& path);
  base::ErrorOr<LoadResult> Load(PackageState& ps, FileState& fs);
  base::ErrorOr<LoadResult> Compile(PackageState& ps, FileState& fs, const std::string& reason,
                                    bool store);
  base::Status EnsureStat(FileState& fs);
  base::ErrorOr<std::string> SourceHash(PackageState& ps, FileState& fs);
  void RecordManifest(PackageState& ps, FileState& fs);
  base::ErrorOr<std::unique_ptr<FreshCompiledFile>> Recover(PackageState& ps, FileState& fs,
                                                            const std::string& reason);
  void EnsureManifest(PackageState& ps);
  // Queues the entries the manifest lists for the prefetcher, in include
  // order from the package's root file.
  void PostPrefetch(const PackageState& ps);

  // ---- entry_validation.cc
  base::ErrorOr<Attempt> TryEntry(PackageState& ps, FileState& fs, int location);
  void DiscardEntry(PackageState& ps, FileState& fs, int location, const Attempt& attempt);
  bool KnownBad(PackageState& ps, FileState& fs, int location, const std::string& meta_bytes);
  bool TrustedEntryDir(const Location& loc, const std::string& module_path);

  // ---- module_interfaces.cc
  // Module path that an import of `fs` names ("?A/B" when unresolvable).
  std::string ResolveImport(PackageState& ps, const RawImport& raw,
                            const std::vector<std::string>& nested_modules);
  // The current interface hash of module `module_path`: its file's and
  // those of every file it includes.
  std::string ModuleInterface(PackageState& from, const std::string& module_path);
  // The current interface hash and includes of one file.
  bool FileInterface(PackageState& ps, const std::string& relative_path, std::string& hash,
                     std::vector<std::string>& includes);
  std::vector<std::string> ResolveIncludes(const FileState& fs,
                                           const std::vector<std::string>& written);

  // ---- write_jobs.cc
  std::vector<std::string> WriteDirs(const PackageState& ps) const;
  void PostEntryWrite(PackageState& ps, FileState& fs, std::shared_ptr<const ir::FileIr> file,
                      Meta meta);
  void PostRemoval(const std::string& dir, const std::string& module_path);
  void PostRemoveFile(const std::string& path);
  void PostBadMarker(const std::string& path, const std::string& content);
  void PostBindingsWrite(PackageState& ps);

  base::Env* env;
  CacheOptions options;
  CompileFn compile;
  std::shared_ptr<Stats> stats = std::make_shared<Stats>();
  WriterThread writer;
  Prefetcher prefetcher{env};
  bool finished = false;

  std::map<std::string, std::unique_ptr<PackageState>> packages;  // by root + name
  // Packages whose modules files may import, by name; a package's state (its
  // locations, probed on the file system) is made when it is first used.
  std::map<std::string, source::Package> by_name;
  IrCache::PackageLookup lookup;   // consulted once per name (SetPackageLookup)
  std::set<std::string> looked_up;
  // The package named `name` (by_name, after asking the lookup), or null.
  const source::Package* Named(const std::string& name);
  std::map<std::string, std::string> module_interfaces;           // memo
  std::set<std::string> trusted_dirs;                             // memo
};

// Prefix of a module interface hash that could not be determined (a file of
// the module cannot be loaded): it never matches a recorded one.
extern const std::string_view kBrokenPrefix;

// Times a phase into the stats.
class PhaseTimer {
 public:
  PhaseTimer(IrCache::Impl& impl, Phase phase)
      : impl_(impl), phase_(phase), start_(impl.env->NowNanos()) {}
  ~PhaseTimer() { impl_.stats->AddTime(phase_, impl_.env->NowNanos() - start_); }
  PhaseTimer(const PhaseTimer&) = delete;
  PhaseTimer& operator=(const PhaseTimer&) = delete;

 private:
  IrCache::Impl& impl_;
  Phase phase_;
  uint64_t start_;
};

}  // namespace kiln::cache

#endif  // KILN_CACHE_IR_CACHE_IMPL_H_
