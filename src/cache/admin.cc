#include "cache/admin.h"

#include "cache/entry_reader.h"
#include "cache/entry_writer.h"
#include "cache/format.h"
#include "cache/format_version.h"
#include "cache/locations.h"
#include "cache/manifest.h"
#include "cache/meta.h"

namespace kiln::cache {
namespace {

// Files under `dir`, as paths relative to it, with a worklist.
std::vector<std::string> FilesUnder(base::Env* env, const std::string& dir) {
  std::vector<std::string> out;
  std::vector<std::string> work = {""};
  while (!work.empty()) {
    std::string rel = std::move(work.back());
    work.pop_back();
    auto names = env->ListDir(base::JoinPath(dir, rel));
    if (!names.ok()) continue;
    for (const std::string& name : *names) {
      std::string child = rel.empty() ? name : rel + "/" + name;
      auto st = env->Lstat(base::JoinPath(dir, child));
      if (!st.ok() || st->is_symlink) continue;
      if (st->is_dir) {
        work.push_back(child);
      } else {
        out.push_back(child);
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool EndsWith(const std::string& s, std::string_view suffix) { return s.ends_with(suffix); }

bool IsTemporary(const std::string& rel) {
  return rel.find(format::kTempInfix) != std::string::npos ||
         rel.find(format::kProbeInfix) != std::string::npos ||
         rel.find(format::kImageTempInfix) != std::string::npos;
}

bool IsImage(const std::string& rel) {
  return rel.find('/') == std::string::npos && rel.starts_with(format::kImagePrefix) &&
         EndsWith(rel, format::kImageExtension);
}

struct NamedDir {
  const char* kind;
  std::string dir;
};

std::vector<NamedDir> Dirs(base::Env* env, const source::Package& pkg,
                           const std::string& kiln_version) {
  Locations loc = LocationsFor(env, pkg, kiln_version);
  std::vector<NamedDir> out;
  if (!loc.global_dir.empty()) out.push_back({"global", loc.global_dir});
  if (!loc.package_dir.empty()) out.push_back({"package", loc.package_dir});
  return out;
}

}  // namespace

std::vector<LocationReport> Inventory(base::Env* env, const source::Package& pkg,
                                      const std::string& kiln_version) {
  std::vector<LocationReport> out;
  for (const NamedDir& d : Dirs(env, pkg, kiln_version)) {
    LocationReport r;
    r.kind = d.kind;
    r.dir = d.dir;
    r.exists = env->FileExists(d.dir);
    r.trusted = IsTrustedDir(env, d.dir);
    for (const std::string& rel : FilesUnder(env, d.dir)) {
      auto st = env->Stat(base::JoinPath(d.dir, rel));
      const uint64_t size = st.ok() ? st->size : 0;
      if (IsTemporary(rel)) {
        ++r.temp_files;
        r.other_bytes += size;
      } else if (EndsWith(rel, format::kIrExtension)) {
        r.ir_bytes += size;
      } else if (IsImage(rel)) {
        ++r.images;
        r.image_bytes += size;
      } else {
        r.other_bytes += size;
        if (EndsWith(rel, format::kMetaExtension)) ++r.entries;
        if (EndsWith(rel, format::kBindingsExtension)) ++r.bindings;
        if (EndsWith(rel, format::kBadExtension)) ++r.bad_markers;
      }
    }
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<EntryCheck> VerifyEntries(base::Env* env, const source::Package& pkg,
                                      const std::string& kiln_version) {
  std::vector<EntryCheck> out;
  for (const NamedDir& d : Dirs(env, pkg, kiln_version)) {
    for (const std::string& rel : FilesUnder(env, d.dir)) {
      if (!EndsWith(rel, format::kMetaExtension) ||
          rel.find(format::kTempInfix) != std::string::npos) {
        continue;
      }
      EntryCheck check;
      check.location = d.kind;
      check.dir = d.dir;
      check.module_path = rel.substr(0, rel.size() - format::kMetaExtension.size());
      auto fail = [&](EntryCheck::State state, std::string detail) {
        check.state = state;
        check.detail = std::move(detail);
        out.push_back(check);
      };
      auto bytes = base::ReadRegularFile(env, base::JoinPath(d.dir, rel), format::kMaxMetaBytes);
      if (!bytes.ok()) {
        fail(EntryCheck::State::kCorrupt, bytes.status().ToString());
        continue;
      }
      auto meta = MetaFromJson(*bytes);
      if (!meta.ok()) {
        fail(EntryCheck::State::kCorrupt, "corrupt .meta");
        continue;
      }
      if (meta->format_version != FormatVersion() || meta->kiln_version != kiln_version) {
        fail(EntryCheck::State::kStale, "written by another Kiln version or format");
        continue;
      }
      if (meta->module != check.module_path) {
        fail(EntryCheck::State::kCorrupt, "entry of another module");
        continue;
      }
      auto opened = OpenBlob(env, EntryPath(d.dir, check.module_path, format::kIrExtension),
                             meta->blob_hash, meta->source);
      if (!opened.ok()) {
        fail(EntryCheck::State::kCorrupt, "bad .ir: " + opened.status().message());
        continue;
      }
      if (opened->root->meta_digest != MetaDigest(*meta)) {
        fail(EntryCheck::State::kCorrupt, "the .meta does not match its .ir");
        continue;
      }
      base::Status bodies = VerifyAllBodies(*opened);
      if (!bodies.ok()) {
        fail(EntryCheck::State::kCorrupt, "bad body: " + bodies.message());
        continue;
      }
      auto source = env->ReadFile(base::JoinPath(pkg.root, meta->source));
      if (!source.ok()) {
        fail(EntryCheck::State::kStale, "source " + meta->source + " is gone");
        continue;
      }
      if (ContentHash(*source) != meta->source_hash) {
        fail(EntryCheck::State::kStale, "source changed");
        continue;
      }
      out.push_back(check);
    }
  }
  return out;
}

int SweepStaleTemporaries(base::Env* env, const std::string& dir, int64_t now_ns, int64_t age_ns) {
  int removed = 0;
  for (const std::string& rel : FilesUnder(env, dir)) {
    if (!IsTemporary(rel)) continue;
    const std::string path = base::JoinPath(dir, rel);
    auto st = env->Stat(path);
    if (st.ok() && st->mtime_ns < now_ns - age_ns && env->RemoveFile(path).ok()) ++removed;
  }
  return removed;
}

base::Status ClearPackage(base::Env* env, const source::Package& pkg) {
  RETURN_IF_ERROR(base::RemoveTree(env, base::JoinPath(pkg.root, ".kiln/cache/ir")));
  Locations loc = LocationsFor(env, pkg, "x");
  if (!loc.global_dir.empty()) {
    RETURN_IF_ERROR(base::RemoveTree(env, std::string(base::Dirname(loc.global_dir))));
  }
  return base::Status::Ok();
}

base::Status ClearGlobal(base::Env* env) {
  std::string data = KilnDataDir(env);
  if (data.empty()) return base::Status::Ok();
  return base::RemoveTree(env, base::JoinPath(data, "cache/ir"));
}

}  // namespace kiln::cache
