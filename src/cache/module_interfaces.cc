// Interface hashes of modules, for checking an entry's imports (CACHE.md
// §2, "Invalidation through imports, with early cut-off").
//
// An import names a module path: `using Foo.Bar` in any file is "Foo/Bar";
// a relative import (`using ..Bar`) is taken relative to the importing
// file's package, "Pkg/Bar". The module's interface is that of the source
// file defining it (src/Bar.jl, else the nearest enclosing module's file,
// else the package's root file: a nested `module Bar ... end` is part of the
// file that contains it), combined with the interfaces of every file that
// file includes, transitively (their definitions land in the same module).
// An import of no known package records format::kUnresolvedInterface.
//
// A file's current interface comes, cheapest first, from this run (loaded or
// compiled), from its entry while that entry is being validated, from the
// package manifest when the file's stat (or, with rehash, its hash) still
// matches, and otherwise from loading the file now; the loaded file is kept
// and handed out by the next Load of it.
#include <algorithm>

#include "base/hash.h"
#include "cache/ir_cache_impl.h"

namespace kiln::cache {
namespace {

constexpr std::string_view kMissing = "missing";
constexpr std::string_view kBroken = "broken";

}  // namespace

// A module one of whose files could not be loaded: its interface is unknown.
const std::string_view kBrokenPrefix = "broken:";

namespace {}  // namespace

std::vector<std::string> IrCache::Impl::ResolveIncludes(const FileState& fs,
                                                        const std::vector<std::string>& written) {
  std::vector<std::string> out;
  if (!fs.unit.ok()) return out;
  const std::string dir(base::Dirname(fs.unit->relative_path));
  for (const std::string& w : written) {
    if (w.empty() || w.front() == '/') continue;  // absolute: outside any package
    std::string rel = NormalizeRelative(base::JoinPath(dir, w));
    if (!rel.empty()) out.push_back(std::move(rel));
  }
  return out;
}

std::string IrCache::Impl::ResolveImport(PackageState& ps, const RawImport& raw,
                                         const std::vector<std::string>& nested_modules) {
  if (raw.path.empty()) return std::string();
  std::string joined;
  for (const std::string& part : raw.path) {
    if (!joined.empty()) joined += '/';
    joined += part;
  }
  if (raw.leading_dots > 0) return ps.pkg.name + "/" + joined;
  const std::string& first = raw.path.front();
  if (first == ps.pkg.name || Named(first) != nullptr) return joined;
  // A module defined inside the importing file itself.
  if (std::find(nested_modules.begin(), nested_modules.end(), first) != nested_modules.end()) {
    return std::string();
  }
  return "?" + joined;
}

bool IrCache::Impl::FileInterface(PackageState& ps, const std::string& relative_path,
                                  std::string& hash, std::vector<std::string>& includes) {
  FileState& fs = File(ps, base::JoinPath(ps.pkg.root, relative_path));
  if (fs.have_summary) {
    hash = fs.interface_hash;
    includes = fs.includes;
    return true;
  }
  if (!fs.interface_hint.empty()) {
    hash = fs.interface_hint;
    includes = fs.includes_hint;
    return true;
  }
  if (!fs.unit.ok() || !EnsureStat(fs).ok()) return false;
  EnsureManifest(ps);
  auto it = ps.manifest.files.find(relative_path);
  if (it != ps.manifest.files.end()) {
    const wire::BindingFile& entry = it->second;
    bool current = !options.rehash && StatMatches(entry, *fs.stat);
    if (!current) {
      auto source_hash = SourceHash(ps, fs);
      current = source_hash.ok() && *source_hash == entry.source_hash;
    }
    if (current && !entry.interface_hash.empty()) {
      hash = entry.interface_hash;
      includes = entry.includes;
      return true;
    }
  }
  if (fs.loading) return false;
  // Nothing recorded is current: load (or compile) the file now and keep it.
  auto loaded = Load(ps, fs);
  if (!loaded.ok() || !fs.have_summary) return false;
  fs.pending = std::move(loaded->file);
  fs.pending_from_cache = loaded->from_cache;
  hash = fs.interface_hash;
  includes = fs.includes;
  return true;
}

std::string IrCache::Impl::ModuleInterface(PackageState& from, const std::string& module_path) {
  if (module_path.empty() || module_path.front() == '?') {
    return std::string(format::kUnresolvedInterface);
  }
  auto memo = module_interfaces.find(module_path);
  if (memo != module_interfaces.end()) return memo->second;

  const std::string package = module_path.substr(0, module_path.find('/'));
  PackageState* ps = package == from.pkg.name ? &from : nullptr;
  if (ps == nullptr) {
    if (const source::Package* named = Named(package)) ps = &Package(*named);
  }
  if (ps == nullptr) return std::string(format::kUnresolvedInterface);

  std::string root_file;
  for (const std::string& candidate : CandidateSources(ps->pkg, module_path)) {
    if (env->FileExists(base::JoinPath(ps->pkg.root, candidate))) {
      root_file = candidate;
      break;
    }
  }
  std::string result;
  if (root_file.empty()) {
    result = std::string(kMissing);
  } else {
    // The file and everything it includes, with a worklist (include chains
    // are data) and a visited set (include cycles are user errors, not hangs).
    std::vector<std::pair<std::string, std::string>> parts;  // (path, interface)
    std::vector<std::string> work = {root_file};
    std::set<std::string> seen;
    bool broken = false;
    while (!work.empty()) {
      std::string rel = std::move(work.back());
      work.pop_back();
      if (!seen.insert(rel).second) continue;
      std::string hash;
      std::vector<std::string> includes;
      if (!FileInterface(*ps, rel, hash, includes)) {
        const bool exists = env->FileExists(base::JoinPath(ps->pkg.root, rel));
        hash = std::string(exists ? kBroken : kMissing);
        broken = broken || exists;
      }
      parts.emplace_back(rel, hash);
      for (std::string& inc : includes) work.push_back(std::move(inc));
    }
    std::sort(parts.begin(), parts.end());
    base::Hasher hasher;
    hasher.Update("kiln.module.1");
    for (const auto& [rel, hash] : parts) {
      hasher.UpdateU64(rel.size());
      hasher.Update(rel);
      hasher.UpdateU64(hash.size());
      hasher.Update(hash);
    }
    result = (broken ? std::string(kBrokenPrefix) : std::string()) + hasher.Finish().ToHex();
  }
  module_interfaces[module_path] = result;
  return result;
}

}  // namespace kiln::cache
