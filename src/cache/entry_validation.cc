// Checking one location's entry for a file (CACHE.md §2, "Integrity"), in
// the order of docs/formats/ir-cache.md: cheapest checks first, the .ir's
// bytes last.
#include "cache/entry_reader.h"
#include "cache/entry_writer.h"
#include "cache/format.h"
#include "cache/format_version.h"
#include "cache/ir_cache_impl.h"

namespace kiln::cache {
namespace {

Attempt Missing(std::string reason) {
  Attempt a;
  a.reason = std::move(reason);
  return a;
}

Attempt Rejected(std::string reason, bool intrinsic, std::string meta_bytes = std::string()) {
  Attempt a;
  a.reason = std::move(reason);
  a.rejected = true;
  a.intrinsic = intrinsic;
  a.meta_bytes = std::move(meta_bytes);
  return a;
}

// The other location: where a read-only location's bad entry is remembered.
int Other(int location) { return 1 - location; }

}  // namespace

bool IrCache::Impl::TrustedEntryDir(const Location& loc, const std::string& module_path) {
  // Directories between the location and the entry (Base/Data/...) must be
  // trustworthy too; each is checked once per run.
  std::string dir(base::Dirname(base::JoinPath(loc.dir, module_path)));
  while (dir.size() > loc.dir.size()) {
    if (!trusted_dirs.count(dir)) {
      if (!IsTrustedDir(env, dir)) return false;
      trusted_dirs.insert(dir);
    }
    dir = std::string(base::Dirname(dir));
  }
  return true;
}

bool IrCache::Impl::KnownBad(PackageState& ps, FileState& fs, int location,
                             const std::string& meta_bytes) {
  const Location& other = ps.locations[Other(location)];
  if (other.dir.empty() || !other.trusted || !other.present) return false;
  auto marker = base::ReadRegularFile(
      env, EntryPath(other.dir, fs.unit->module_path, format::kBadExtension), format::kMaxBadBytes);
  if (!marker.ok()) return false;
  return *marker == std::string(format::kBadPrefix) + ContentHash(meta_bytes) + "\n";
}

base::ErrorOr<Attempt> IrCache::Impl::TryEntry(PackageState& ps, FileState& fs, int location) {
  const Location& loc = ps.locations[location];
  const Unit& unit = *fs.unit;
  if (!loc.present) return Missing("no entry");
  if (!TrustedEntryDir(loc, unit.module_path)) return Missing("untrusted directory");
  const std::string meta_path = EntryPath(loc.dir, unit.module_path, format::kMetaExtension);
  const std::string ir_path = EntryPath(loc.dir, unit.module_path, format::kIrExtension);

  std::string meta_bytes;
  Meta meta;
  {
    PhaseTimer timer(*this, Phase::kValidate);
    // The decoding thread read and parsed the .meta its entry was decoded for:
    // those bytes are validated here as if read now.
    const bool read_ahead = prefetcher.TakeMeta(ir_path, &meta_bytes, &meta);
    if (!read_ahead) {
      auto bytes = base::ReadRegularFile(env, meta_path, format::kMaxMetaBytes);
      if (!bytes.ok()) {
        if (bytes.status().IsNotFound()) return Missing("no entry");
        return Missing("cannot read " + meta_path + ": " + bytes.status().message());
      }
      meta_bytes = std::move(bytes).value();
    }
    if (!loc.writable && KnownBad(ps, fs, location, meta_bytes)) {
      return Missing("entry known to be bad");
    }
    if (!read_ahead) {
      auto parsed = MetaFromJson(meta_bytes);
      if (!parsed.ok()) return Rejected("corrupt .meta", true, meta_bytes);
      meta = std::move(parsed).value();
    }
    if (meta.format_version != FormatVersion() || meta.kiln_version != options.kiln_version ||
        meta.compilation_stage != format::kCompilationStage) {
      return Rejected("written by another Kiln version or format", true, meta_bytes);
    }
    if (meta.source != unit.relative_path || meta.module != unit.module_path) {
      return Rejected("entry of another source file", true, meta_bytes);
    }
  }
  ASSIGN_OR_RETURN(std::string source_hash, SourceHash(ps, fs));
  if (meta.source_hash != source_hash) return Rejected("source changed", false);

  // The entry's own record stands for this file while its imports are
  // checked (an import may lead back here): the source matched it.
  fs.interface_hint = meta.interface_hash;
  fs.includes_hint = meta.includes;
  for (const ImportRecord& import : meta.imports) {
    const std::string current = ModuleInterface(ps, import.module);
    if (current.starts_with(kBrokenPrefix)) {
      return Rejected(
          "the interface of " + import.module + " is unknown (a file of it does not load)", false);
    }
    if (current != import.interface_hash) {
      return Rejected("the interface of " + import.module + " changed", false);
    }
  }

  base::ErrorOr<OpenedEntry> opened = base::Status::NotFound("unset");
  std::optional<OpenedEntry> ahead;
  {
    PhaseTimer timer(*this, Phase::kDecode);  // waiting for it, if it is being decoded
    ahead = prefetcher.Take(ir_path, meta.blob_hash);
  }
  if (ahead.has_value()) {
    opened = std::move(*ahead);
    stats->AddPrefetched();
  } else {
    base::ErrorOr<std::unique_ptr<base::ReadOnlyRegion>> region = base::Status::NotFound("unset");
    {
      PhaseTimer timer(*this, Phase::kMap);
      region = MapBlob(env, ir_path, meta.blob_hash);
    }
    if (region.ok()) {
      PhaseTimer timer(*this, Phase::kDecode);
      opened = DecodeBlob(std::move(region).value(), unit.relative_path);
    } else {
      opened = region.status();
    }
  }
  if (!opened.ok()) {
    const base::Status& s = opened.status();
    std::string what = s.IsNotFound() ? "no .ir file" : "bad .ir: " + s.message();
    return Rejected(std::move(what), true, meta_bytes);
  }
  if (opened->root->meta_digest != MetaDigest(meta)) {
    return Rejected("the .meta does not match its .ir", true, meta_bytes);
  }
  stats->AddMapped(ps.pkg.name, opened->bytes_mapped);

  std::weak_ptr<Impl> weak = weak_from_this();
  PackageState* ps_ptr = &ps;
  FileState* fs_ptr = &fs;
  RecoverFn recover =
      [weak, ps_ptr,
       fs_ptr](const std::string& reason) -> base::ErrorOr<std::unique_ptr<FreshCompiledFile>> {
    std::shared_ptr<Impl> impl = weak.lock();
    if (impl == nullptr) return base::Status::FailedPrecondition("the IR cache was closed");
    return impl->Recover(*ps_ptr, *fs_ptr, reason);
  };
  Attempt hit;
  hit.meta = std::move(meta);
  hit.file = std::make_unique<CachedCompiledFile>(fs.path, ps.pkg.name, std::move(opened).value(),
                                                  std::move(recover), stats, env);
  return hit;
}

void IrCache::Impl::DiscardEntry(PackageState& ps, FileState& fs, int location,
                                 const Attempt& attempt) {
  const Location& loc = ps.locations[location];
  if (loc.writable) {
    PostRemoval(loc.dir, fs.unit->module_path);
    return;
  }
  // A read-only location keeps its bad entry; the other location remembers
  // it, so later starts skip it without hashing its .ir again. Entries that
  // are only stale (their source or an import changed) are cheap to re-check
  // and may become valid again, so they are not marked.
  const Location& other = ps.locations[Other(location)];
  if (!attempt.intrinsic || attempt.meta_bytes.empty() || !other.writable) return;
  PostBadMarker(EntryPath(other.dir, fs.unit->module_path, format::kBadExtension),
                std::string(format::kBadPrefix) + ContentHash(attempt.meta_bytes) + "\n");
}

}  // namespace kiln::cache
