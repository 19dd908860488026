// A package's `.bindings` file (CACHE.md §2): its module graph (per source
// file: module path, exports, imports, includes, interface hash) and its
// source manifest (per source file: size, mtime_ns, inode, sourceHash), so
// that a start needs one read for the whole package and re-hashes only the
// sources whose stat changed.
//
// Layout (constants in format.h): "KBND", the XXH3-128 of the rest, then a
// persist blob whose root is wire::Bindings. Any damage is Corruption; a
// blob of another Kiln or format version is Unsupported.
#ifndef KILN_CACHE_MANIFEST_H_
#define KILN_CACHE_MANIFEST_H_

#include <map>
#include <string>
#include <string_view>

#include "base/env.h"
#include "base/status.h"
#include "cache/format.h"
#include "cache/wire.h"

namespace kiln::cache {

// The manifest of one package, by source path relative to the package root.
struct Manifest {
  std::map<std::string, wire::BindingFile> files;
};

// The file's bytes. Deterministic: the same manifest gives the same bytes.
base::ErrorOr<std::string> EncodeBindings(const std::string& package, const Manifest& manifest,
                                          const std::string& kiln_version);

base::ErrorOr<Manifest> DecodeBindings(std::string_view bytes, const std::string& package,
                                       const std::string& kiln_version);

// Whether two stats of a file agree on what says its contents are unchanged.
bool SameStat(const base::FileStat& a, const base::FileStat& b);

// Whether the stat of a source file still matches its manifest entry well
// enough to trust the recorded hash without reading the file.
bool StatMatches(const wire::BindingFile& entry, const base::FileStat& stat);

// Whether a file modified at `mtime_ns` is within the racy window of `now_ns`
// (the file system's clock): it could still change without changing its stat.
inline bool IsRacy(int64_t mtime_ns, int64_t now_ns, int64_t window_ns = format::kRacyWindowNs) {
  return mtime_ns > now_ns - window_ns;
}

// Marks entries whose mtime lies within format::kRacyWindowNs of `now_ns`
// (the file system's clock, e.g. the mtime of a file just written): their
// source could still change without changing the stat.
void MarkRacy(Manifest& manifest, int64_t now_ns, int64_t window_ns = format::kRacyWindowNs);

}  // namespace kiln::cache

#endif  // KILN_CACHE_MANIFEST_H_
