// What the background writer does (CACHE.md §2, "Writing"): entries,
// removals of invalid entries, known-bad markers and manifests. Each job owns
// what it needs (the compiled IR is shared, read-only, with the program) and
// stops at its next step once abandoned at exit.
#include "cache/admin.h"
#include "cache/entry_writer.h"
#include "cache/ir_cache_impl.h"

namespace kiln::cache {

std::vector<std::string> IrCache::Impl::WriteDirs(const PackageState& ps) const {
  // With the package when it is writable, else globally; a write that fails
  // with the package (a full disk, a folder that turned read-only) is tried
  // globally.
  std::vector<std::string> dirs;
  for (int i : {1, 0}) {
    const Location& loc = ps.locations[i];
    if (!loc.dir.empty() && loc.trusted && loc.writable) dirs.push_back(loc.dir);
  }
  return dirs;
}

void IrCache::Impl::PostEntryWrite(PackageState& ps, FileState& fs,
                                   std::shared_ptr<const ir::FileIr> file, Meta meta) {
  if (options.mode != CacheMode::kOn || finished) return;
  std::vector<std::string> dirs = WriteDirs(ps);
  std::shared_ptr<Stats> sink = stats;
  if (dirs.empty()) {
    sink->AddWriteFailure("no writable cache location for " + ps.pkg.name);
    return;
  }
  base::Env* e = env;
  writer.Post([e, sink, dirs = std::move(dirs), file = std::move(file),
               meta = std::move(meta)](const std::atomic<bool>& abandoned) {
    struct Timer {
      base::Env* env;
      Stats* stats;
      uint64_t start = env->NowNanos();
      ~Timer() { stats->AddTime(Phase::kWrite, env->NowNanos() - start); }
    } timer{e, sink.get()};
    base::ErrorOr<std::string> bytes =
        EncodeEntry(*file, meta.source, MetaDigest(meta), &abandoned);
    if (abandoned) {
      sink->AddAbandoned(1);
      return;
    }
    if (!bytes.ok()) {
      sink->AddWriteFailure(meta.module + ": " + bytes.status().ToString());
      return;
    }
    std::string failures;
    for (const std::string& dir : dirs) {
      base::Status s = WriteEntryFiles(e, dir, meta.module, *bytes, meta, abandoned);
      if (s.ok()) {
        sink->AddWritten(bytes->size());
        return;
      }
      if (abandoned) {
        sink->AddAbandoned(1);
        return;
      }
      if (!failures.empty()) failures += "; ";
      failures += s.ToString();
    }
    sink->AddWriteFailure(failures);
  });
}

void IrCache::Impl::PostRemoval(const std::string& dir, const std::string& module_path) {
  if (options.mode != CacheMode::kOn || finished) return;
  base::Env* e = env;
  std::shared_ptr<Stats> sink = stats;
  writer.Post([e, sink, dir, module_path](const std::atomic<bool>& abandoned) {
    if (abandoned) return;
    if (RemoveEntry(e, dir, module_path).ok()) sink->AddRemoved();
  });
}

void IrCache::Impl::PostRemoveFile(const std::string& path) {
  if (options.mode != CacheMode::kOn || finished) return;
  base::Env* e = env;
  writer.Post([e, path](const std::atomic<bool>& abandoned) {
    if (!abandoned) (void)e->RemoveFile(path);
  });
}

void IrCache::Impl::PostBadMarker(const std::string& path, const std::string& content) {
  if (options.mode != CacheMode::kOn || finished) return;
  base::Env* e = env;
  writer.Post([e, path, content](const std::atomic<bool>& abandoned) {
    if (abandoned) return;
    if (!e->CreateDirs(std::string(base::Dirname(path))).ok()) return;
    (void)base::WriteFileAtomically(e, path, content);
  });
}

void IrCache::Impl::PostBindingsWrite(PackageState& ps) {
  if (options.mode != CacheMode::kOn) return;
  std::vector<std::string> dirs = WriteDirs(ps);
  if (dirs.empty()) return;
  base::Env* e = env;
  std::shared_ptr<Stats> sink = stats;
  writer.Post([e, sink, dirs = std::move(dirs), name = ps.pkg.name, manifest = ps.manifest,
               version = options.kiln_version,
               window = options.racy_window_ns](const std::atomic<bool>& abandoned) mutable {
    const std::string file_name = name + std::string(format::kBindingsExtension);
    for (const std::string& dir : dirs) {
      if (abandoned) return;
      if (!e->CreateDirs(dir).ok()) continue;
      // The file system's clock, read from a file created now, says which
      // sources were modified too recently to be trusted by stat alone.
      const std::string probe = base::JoinPath(
          dir, file_name + std::string(format::kProbeInfix) + std::to_string(e->ProcessId()));
      if (!base::WriteStringToFile(e, probe, "").ok()) {
        (void)e->RemoveFile(probe);
        continue;
      }
      auto now = e->Stat(probe);
      (void)e->RemoveFile(probe);
      if (!now.ok()) continue;
      MarkRacy(manifest, now->mtime_ns, window);
      (void)SweepStaleTemporaries(e, dir, now->mtime_ns, format::kStaleTemporaryNs);
      auto bytes = EncodeBindings(name, manifest, version);
      if (!bytes.ok()) return;
      if (abandoned) return;
      if (base::WriteFileAtomically(e, base::JoinPath(dir, file_name), *bytes).ok()) {
        sink->AddBindingsWritten();
        return;
      }
    }
  });
}

}  // namespace kiln::cache
