#include "cache/ir_cache.h"

#include <algorithm>

#include "cache/entry_writer.h"
#include "cache/format_version.h"
#include "cache/interface_hash.h"
#include "cache/ir_cache_impl.h"

namespace kiln::cache {
namespace {

// True when `dir`, or the nearest of its parents that exists, lets this
// process create files.
bool CanCreateIn(base::Env* env, std::string dir) {
  while (!dir.empty() && !env->FileExists(dir)) {
    std::string parent(base::Dirname(dir));
    if (parent == dir) break;
    dir = parent;
  }
  return env->IsWritableDir(dir.empty() ? "." : dir);
}

}  // namespace

base::ErrorOr<CacheMode> ParseCacheMode(std::string_view text) {
  if (text == "off") return CacheMode::kOff;
  if (text == "on") return CacheMode::kOn;
  if (text == "require") return CacheMode::kRequire;
  return base::Status::InvalidArgument("--cache must be off, on or require, not " +
                                       std::string(text));
}

IrCache::Impl::Impl(base::Env* env, CacheOptions options, CompileFn compile)
    : env(env), options(std::move(options)), compile(std::move(compile)) {}

IrCache::IrCache(base::Env* env, CacheOptions options, CompileFn compile)
    : impl_(std::make_shared<Impl>(env, std::move(options), std::move(compile))) {
  CHECK(!impl_->options.kiln_version.empty()) << "IrCache needs the Kiln version";
}

IrCache::~IrCache() {
  if (!impl_->finished) Finish(0);
}

void IrCache::AddPackage(const source::Package& pkg) { impl_->by_name[pkg.name] = pkg; }

void IrCache::SetPackageLookup(PackageLookup lookup) { impl_->lookup = std::move(lookup); }

const source::Package* IrCache::Impl::Named(const std::string& name) {
  // A package already known by that name was added (and takes precedence over
  // the lookup's) or used after the lookup was asked: no need to ask (and read
  // a Project.toml).
  if (lookup && !by_name.contains(name) && looked_up.insert(name).second) {
    std::optional<source::Package> pkg = lookup(name);
    if (pkg.has_value() && pkg->name == name) by_name.try_emplace(name, std::move(*pkg));
  }
  auto it = by_name.find(name);
  return it == by_name.end() ? nullptr : &it->second;
}

void IrCache::Prefetch(const source::Package& pkg) {
  impl_->EnsureManifest(impl_->Used(pkg));
}

PackageSources IrCache::Sources(const source::Package& pkg) {
  Impl& impl = *impl_;
  PackageState& ps = impl.Used(pkg);
  while (!ps.vouched_files.empty()) {  // a vouched file nothing looked at yet
    const std::string path = ps.vouched_files.begin()->first;
    impl.File(ps, path);
    ps.vouched_files.erase(path);
  }
  PackageSources out;
  for (const auto& [key, fs] : ps.files) {
    if (!fs->have_summary || !fs->stat.has_value() || fs->source_hash.empty()) continue;
    out.files.push_back({fs->path, *fs->stat, fs->source_hash});
  }
  std::sort(out.files.begin(), out.files.end(),
            [](const auto& a, const auto& b) { return a.path < b.path; });
  impl.ModuleInterface(ps, pkg.name);
  const std::string prefix = pkg.name + "/";
  for (const auto& [module, hash] : impl.module_interfaces) {
    if ((module != pkg.name && !module.starts_with(prefix)) || hash.starts_with(kBrokenPrefix)) {
      continue;
    }
    out.interfaces.emplace_back(module, hash);
  }
  return out;
}

void IrCache::Vouch(const source::Package& pkg, const PackageSources& sources) {
  Impl& impl = *impl_;
  PackageState& ps = impl.Used(pkg);
  ps.vouched = true;
  for (const PackageSources::File& f : sources.files) {
    auto known = ps.by_path.find(f.path);
    if (known == ps.by_path.end()) {  // taken by File() when first asked for
      ps.vouched_files.try_emplace(f.path, f.stat, f.source_hash);
      continue;
    }
    FileState& fs = *known->second;
    if (fs.stat.has_value() || !fs.source_hash.empty()) continue;  // looked at already
    fs.stat = f.stat;
    fs.source_hash = f.source_hash;
  }
  for (const auto& [module, hash] : sources.interfaces) impl.module_interfaces.emplace(module, hash);
}

base::ErrorOr<LoadResult> IrCache::Load(const source::Package& pkg, const std::string& path) {
  PackageState& ps = impl_->Used(pkg);
  return impl_->Load(ps, impl_->File(ps, path));
}

void IrCache::Finish(int64_t wait_ms) {
  Impl& impl = *impl_;
  if (impl.finished) return;
  impl.finished = true;
  if (impl.options.mode == CacheMode::kOn) {
    for (auto& [key, ps] : impl.packages) {
      if (ps->manifest_dirty) impl.PostBindingsWrite(*ps);
    }
  }
  impl.prefetcher.Shutdown();
  if (wait_ms > 0) {
    const int64_t compile_ms = static_cast<int64_t>(
        impl.stats->Snapshot().phase_ns[static_cast<int>(Phase::kCompile)] / 1'000'000);
    wait_ms = std::max(wait_ms, std::min(compile_ms, format::kMaxExitWaitMs));
  }
  const uint64_t start = impl.env->NowNanos();
  int dropped = impl.writer.Shutdown(wait_ms);
  impl.stats->AddTime(Phase::kExitWait, impl.env->NowNanos() - start);
  if (dropped > 0) impl.stats->AddAbandoned(static_cast<uint64_t>(dropped));
}

StatsSnapshot IrCache::stats() const { return impl_->stats->Snapshot(); }

std::string IrCache::KnownSourceHash(const std::string& path) const {
  for (const auto& [key, ps] : impl_->packages) {
    auto it = ps->by_path.find(path);
    if (it != ps->by_path.end()) return it->second->source_hash;
    auto vouched = ps->vouched_files.find(path);
    if (vouched != ps->vouched_files.end()) return vouched->second.second;
  }
  return "";
}

PackageState& IrCache::Impl::Used(const source::Package& pkg) {
  (void)Named(pkg.name);               // the lookup's package of that name first
  by_name.try_emplace(pkg.name, pkg);  // files may import it from now on
  return Package(pkg);
}

PackageState& IrCache::Impl::Package(const source::Package& pkg) {
  std::string key = pkg.root + '\n' + pkg.name + (pkg.is_script ? "\nscript" : "");
  auto [it, inserted] = packages.try_emplace(key);
  if (!inserted) return *it->second;
  it->second = std::make_unique<PackageState>();
  PackageState& ps = *it->second;
  ps.pkg = pkg;
  Locations loc = LocationsFor(env, pkg, options.kiln_version);
  ps.locations[0].kind = "global";
  ps.locations[0].dir = loc.global_dir;
  ps.locations[1].kind = "package";
  ps.locations[1].dir = loc.package_dir;
  std::string data_dir = KilnDataDir(env);
  const std::string tops[2] = {data_dir, base::JoinPath(pkg.root, ".kiln")};
  for (int i = 0; i < 2; ++i) {
    Location& l = ps.locations[i];
    if (l.dir.empty()) continue;
    bool exists = false;  // the chain's stat of the folder says (no second look)
    l.trusted = TrustedChain(env, tops[i], l.dir, &exists);
    l.present = l.trusted && exists;
    l.writable = l.trusted && (exists ? env->IsWritableDir(l.dir) : CanCreateIn(env, l.dir));
  }
  return ps;
}

FileState& IrCache::Impl::File(PackageState& ps, const std::string& path) {
  auto known = ps.by_path.find(path);
  if (known != ps.by_path.end()) return *known->second;
  base::ErrorOr<Unit> unit = UnitFor(ps.pkg, path);
  const std::string key = unit.ok() ? unit->relative_path : path;
  auto [it, inserted] = ps.files.try_emplace(key);
  if (inserted) {
    it->second = std::make_unique<FileState>();
    FileState& fs = *it->second;
    fs.path = path;
    fs.unit = std::move(unit);
    if (!ps.vouched_files.empty()) {
      auto vouched = ps.vouched_files.find(path);
      if (vouched == ps.vouched_files.end() && fs.unit.ok()) {
        vouched = ps.vouched_files.find(base::JoinPath(ps.pkg.root, fs.unit->relative_path));
      }
      if (vouched != ps.vouched_files.end()) {
        fs.stat = vouched->second.first;
        fs.source_hash = vouched->second.second;
        ps.vouched_files.erase(vouched);
      }
    }
  }
  ps.by_path.emplace(path, it->second.get());
  return *it->second;
}

void IrCache::Impl::EnsureManifest(PackageState& ps) {
  if (ps.manifest_loaded) return;
  ps.manifest_loaded = true;
  if (options.mode == CacheMode::kOff) return;
  // Both locations' manifests are merged: an entry is only ever trusted
  // after its stat matches, whichever file it came from.
  for (const Location& loc : ps.locations) {
    if (loc.dir.empty() || !loc.trusted || !loc.present) continue;
    std::string path =
        base::JoinPath(loc.dir, ps.pkg.name + std::string(format::kBindingsExtension));
    auto bytes = base::ReadRegularFile(env, path, format::kMaxBindingsBytes);
    if (!bytes.ok()) continue;
    auto manifest = DecodeBindings(*bytes, ps.pkg.name, options.kiln_version);
    if (!manifest.ok()) {
      // A corrupt or foreign manifest is dropped and rewritten at exit.
      if (loc.writable) PostRemoveFile(path);
      ps.manifest_dirty = true;
      continue;
    }
    for (auto& [rel, entry] : manifest->files) ps.manifest.files.try_emplace(rel, std::move(entry));
  }
  PostPrefetch(ps);
}

void IrCache::Impl::PostPrefetch(const PackageState& ps) {
  // Only what TryEntry would read: trusted locations and entry directories.
  if (ps.pkg.is_script || ps.vouched || finished) return;
  std::vector<Prefetcher::Job> jobs;
  std::set<std::string> seen;
  std::vector<std::string> stack = {"src/" + ps.pkg.name + ".jl"};  // depth first, in order
  while (!stack.empty()) {
    std::string relative = std::move(stack.back());
    stack.pop_back();
    auto it = ps.manifest.files.find(relative);
    if (it == ps.manifest.files.end() || !seen.insert(relative).second) continue;
    const wire::BindingFile& file = it->second;
    Prefetcher::Job job;
    job.relative_path = relative;
    for (const Location& loc : ps.locations) {
      if (loc.dir.empty() || !loc.trusted || !loc.present ||
          !TrustedEntryDir(loc, file.module_path)) {
        continue;
      }
      job.places.push_back({EntryPath(loc.dir, file.module_path, format::kMetaExtension),
                            EntryPath(loc.dir, file.module_path, format::kIrExtension)});
    }
    if (!job.places.empty()) jobs.push_back(std::move(job));
    for (auto inc = file.includes.rbegin(); inc != file.includes.rend(); ++inc) {
      stack.push_back(*inc);
    }
  }
  prefetcher.Post(std::move(jobs));
}

base::Status IrCache::Impl::EnsureStat(FileState& fs) {
  if (fs.stat.has_value()) return base::Status::Ok();
  PhaseTimer timer(*this, Phase::kStat);
  ASSIGN_OR_RETURN(base::FileStat st, env->Stat(fs.path));
  fs.stat = st;
  return base::Status::Ok();
}

base::ErrorOr<std::string> IrCache::Impl::SourceHash(PackageState& ps, FileState& fs) {
  if (!fs.source_hash.empty()) return fs.source_hash;
  RETURN_IF_ERROR(EnsureStat(fs));
  if (!options.rehash && fs.unit.ok()) {
    EnsureManifest(ps);
    auto it = ps.manifest.files.find(fs.unit->relative_path);
    if (it != ps.manifest.files.end() && StatMatches(it->second, *fs.stat)) {
      fs.source_hash = it->second.source_hash;
      return fs.source_hash;
    }
  }
  PhaseTimer timer(*this, Phase::kHash);
  if (!fs.text.has_value()) {
    ASSIGN_OR_RETURN(std::string text, env->ReadFile(fs.path));
    fs.text = std::move(text);
  }
  fs.source_hash = ContentHash(*fs.text);
  return fs.source_hash;
}

void IrCache::Impl::RecordManifest(PackageState& ps, FileState& fs) {
  if (options.mode != CacheMode::kOn || ps.vouched || !fs.unit.ok() || !fs.stat.has_value() ||
      fs.source_hash.empty() || !fs.have_summary) {
    return;
  }
  EnsureManifest(ps);
  wire::BindingFile entry;
  entry.path = fs.unit->relative_path;
  entry.size = fs.stat->size;
  entry.mtime_ns = fs.stat->mtime_ns;
  entry.inode = fs.stat->inode;
  entry.source_hash = fs.source_hash;
  entry.module_path = fs.unit->module_path;
  entry.interface_hash = fs.interface_hash;
  entry.exports = fs.exports;
  for (const ImportRecord& r : fs.imports) entry.imports.push_back(r.module);
  entry.includes = fs.includes;
  wire::BindingFile& slot = ps.manifest.files[entry.path];
  // A file recorded as racy that is still within the racy window would be marked
  // racy again by the writer: rewriting the manifest would change nothing.
  entry.racy =
      slot.racy && IsRacy(entry.mtime_ns, env->FileClockNanos(), options.racy_window_ns);
  if (!(slot == entry)) {
    slot = std::move(entry);
    ps.manifest_dirty = true;
  }
}

base::ErrorOr<LoadResult> IrCache::Impl::Load(PackageState& ps, FileState& fs) {
  if (fs.pending != nullptr) {
    LoadResult result;
    result.file = std::move(fs.pending);
    result.from_cache = fs.pending_from_cache;
    return result;
  }
  if (options.mode == CacheMode::kOff) return Compile(ps, fs, "the cache is off", false);
  if (!fs.unit.ok()) {
    if (options.mode == CacheMode::kRequire) {
      return base::Status::FailedPrecondition("--cache=require: " + fs.unit.status().message());
    }
    return Compile(ps, fs, fs.unit.status().message(), false);
  }
  RETURN_IF_ERROR(EnsureStat(fs));
  struct Loading {
    FileState& fs;
    ~Loading() { fs.loading = false; }
  } loading{fs};
  fs.loading = true;

  std::string reasons;
  for (int i = 0; i < 2; ++i) {
    const Location& loc = ps.locations[i];
    if (loc.dir.empty()) continue;
    std::string reason;
    if (!loc.trusted) {
      reason = "untrusted directory";
    } else {
      ASSIGN_OR_RETURN(Attempt attempt, TryEntry(ps, fs, i));
      if (attempt.file != nullptr) {
        const Meta& meta = attempt.meta;
        fs.have_summary = true;
        fs.interface_hash = meta.interface_hash;
        fs.exports = meta.exports;
        fs.imports = meta.imports;
        fs.includes = meta.includes;
        fs.loaded_from = i;
        fs.text.reset();
        RecordManifest(ps, fs);
        stats->AddUnit({ps.pkg.name, fs.unit->module_path, true, loc.kind, ""});
        LoadResult result;
        result.file = std::move(attempt.file);
        result.from_cache = true;
        return result;
      }
      if (attempt.rejected) DiscardEntry(ps, fs, i, attempt);
      reason = attempt.reason;
    }
    if (!reasons.empty()) reasons += "; ";
    reasons += std::string(loc.kind) + ": " + reason;
  }
  if (reasons.empty()) reasons = "no cache location";
  if (options.mode == CacheMode::kRequire) {
    std::string entry = ps.locations[0].dir.empty() ? ps.locations[1].dir : ps.locations[0].dir;
    return base::Status::FailedPrecondition(
        "--cache=require: no valid cache entry for " + fs.path + " (" +
        EntryPath(entry, fs.unit->module_path, format::kMetaExtension) + "): " + reasons);
  }
  return Compile(ps, fs, reasons, true);
}

base::ErrorOr<LoadResult> IrCache::Impl::Compile(PackageState& ps, FileState& fs,
                                                 const std::string& reason, bool store) {
  if (!fs.text.has_value()) {
    ASSIGN_OR_RETURN(std::string text, env->ReadFile(fs.path));
    fs.text = std::move(text);
  }
  // The entry records the hash of exactly the text compiled.
  if (store) fs.source_hash = ContentHash(*fs.text);
  CompileOutput out;
  {
    PhaseTimer timer(*this, Phase::kCompile);
    out = compile(ps.pkg, fs.path, *fs.text);
  }
  const std::string module_path = fs.unit.ok() ? fs.unit->module_path : fs.path;
  stats->AddUnit({ps.pkg.name, module_path, false, "", reason});
  LoadResult result;
  result.diagnostics = std::move(out.diagnostics);
  result.has_errors = out.has_errors;
  // A file with diagnostics is never cached: a warm run must print them too.
  store = store && !out.has_errors && result.diagnostics.empty() && !out.file.modules.empty();
  auto file = std::make_shared<const ir::FileIr>(std::move(out.file));
  fs.text.reset();
  if (!out.has_errors && !file->modules.empty()) {
    result.file = std::make_unique<FreshCompiledFile>(fs.path, file);
  }
  if (file->modules.empty()) return result;

  FileSummary summary = Summarize(*file);
  fs.have_summary = true;
  fs.interface_hash = summary.interface_hash;
  fs.exports = summary.exports;
  fs.includes = ResolveIncludes(fs, summary.includes);
  fs.imports.clear();
  if (options.mode == CacheMode::kOff) return result;
  for (const RawImport& raw : summary.imports) {
    std::string module = ResolveImport(ps, raw, summary.nested_modules);
    if (module.empty()) continue;
    bool seen = false;
    for (const ImportRecord& r : fs.imports) seen = seen || r.module == module;
    if (!seen) fs.imports.push_back({module, ""});
  }
  for (ImportRecord& r : fs.imports) r.interface_hash = ModuleInterface(ps, r.module);
  if (!store) return result;
  RecordManifest(ps, fs);
  Meta meta;
  meta.source_hash = fs.source_hash;
  meta.compilation_stage = std::string(format::kCompilationStage);
  meta.format_version = FormatVersion();
  meta.kiln_version = options.kiln_version;
  meta.interface_hash = fs.interface_hash;
  meta.imports = fs.imports;
  meta.source = fs.unit->relative_path;
  meta.module = fs.unit->module_path;
  meta.exports = fs.exports;
  meta.includes = fs.includes;
  PostEntryWrite(ps, fs, std::move(file), std::move(meta));
  return result;
}

base::ErrorOr<std::unique_ptr<FreshCompiledFile>> IrCache::Impl::Recover(
    PackageState& ps, FileState& fs, const std::string& reason) {
  const std::string module_path = fs.unit.ok() ? fs.unit->module_path : fs.path;
  stats->AddRecovery(module_path + ": " + reason);
  if (options.mode == CacheMode::kRequire) {
    return base::Status::FailedPrecondition("--cache=require: cache entry of " + fs.path +
                                            " failed late: " + reason);
  }
  ASSIGN_OR_RETURN(std::string text, env->ReadFile(fs.path));
  if (ContentHash(text) != fs.source_hash) {
    return base::Status::FailedPrecondition(fs.path + " changed while the program ran");
  }
  CompileOutput out;
  {
    PhaseTimer timer(*this, Phase::kCompile);
    out = compile(ps.pkg, fs.path, text);
  }
  if (out.has_errors || out.file.modules.empty()) {
    return base::Status::FailedPrecondition(fs.path + " no longer compiles");
  }
  auto file = std::make_shared<const ir::FileIr>(std::move(out.file));
  // The entry that failed goes; a fresh one takes its place.
  if (fs.loaded_from >= 0) {
    const Location& loc = ps.locations[fs.loaded_from];
    if (loc.writable) PostRemoval(loc.dir, fs.unit->module_path);
  }
  Meta meta;
  meta.source_hash = fs.source_hash;
  meta.compilation_stage = std::string(format::kCompilationStage);
  meta.format_version = FormatVersion();
  meta.kiln_version = options.kiln_version;
  meta.interface_hash = fs.interface_hash;
  meta.imports = fs.imports;
  meta.source = fs.unit->relative_path;
  meta.module = fs.unit->module_path;
  meta.exports = fs.exports;
  meta.includes = fs.includes;
  PostEntryWrite(ps, fs, file, std::move(meta));
  return std::make_unique<FreshCompiledFile>(fs.path, std::move(file));
}

}  // namespace kiln::cache
