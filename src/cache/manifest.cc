#include "cache/manifest.h"

#include "base/hash.h"
#include "cache/format.h"
#include "cache/format_version.h"
#include "persist/wire.h"

namespace kiln::cache {

base::ErrorOr<std::string> EncodeBindings(const std::string& package, const Manifest& manifest,
                                          const std::string& kiln_version) {
  wire::Bindings root;
  root.package = package;
  root.kiln_version = kiln_version;
  root.format_version = FormatVersion();
  root.files.reserve(manifest.files.size());
  for (const auto& [path, entry] : manifest.files) root.files.push_back(entry);
  ASSIGN_OR_RETURN(std::string blob, persist::Write(wire::Registry(), root));
  base::Hash128 hash = base::Xxh3_128(blob);
  std::string out;
  out.reserve(format::kBindingsBlobOffset + blob.size());
  persist::wire::PutFixed32(&out, format::kBindingsMagic);
  persist::wire::PutFixed64(&out, hash.low);
  persist::wire::PutFixed64(&out, hash.high);
  out += blob;
  return out;
}

base::ErrorOr<Manifest> DecodeBindings(std::string_view bytes, const std::string& package,
                                       const std::string& kiln_version) {
  if (bytes.size() < format::kBindingsBlobOffset ||
      persist::wire::LoadFixed32(bytes.data()) != format::kBindingsMagic) {
    return base::Status::Corruption("bindings: not a bindings file");
  }
  std::string_view blob = bytes.substr(format::kBindingsBlobOffset);
  base::Hash128 hash = base::Xxh3_128(blob);
  const char* stored = bytes.data() + format::kBindingsHashOffset;
  if (persist::wire::LoadFixed64(stored) != hash.low ||
      persist::wire::LoadFixed64(stored + 8) != hash.high) {
    return base::Status::Corruption("bindings: checksum mismatch");
  }
  ASSIGN_OR_RETURN(auto reader, persist::Reader::Open(blob, wire::Registry()));
  ASSIGN_OR_RETURN(const wire::Bindings* root, reader->Root<wire::Bindings>());
  if (root->kiln_version != kiln_version || root->format_version != FormatVersion()) {
    return base::Status::Unsupported("bindings: written by another Kiln version");
  }
  if (root->package != package) return base::Status::Corruption("bindings: another package");
  Manifest manifest;
  for (const wire::BindingFile& entry : root->files) {
    if (!manifest.files.emplace(entry.path, entry).second) {
      return base::Status::Corruption("bindings: a file listed twice");
    }
  }
  return manifest;
}

bool SameStat(const base::FileStat& a, const base::FileStat& b) {
  return a.size == b.size && a.mtime_ns == b.mtime_ns && a.inode == b.inode;
}

bool StatMatches(const wire::BindingFile& entry, const base::FileStat& stat) {
  base::FileStat recorded;
  recorded.size = entry.size;
  recorded.mtime_ns = entry.mtime_ns;
  recorded.inode = entry.inode;
  return !entry.racy && !entry.source_hash.empty() && SameStat(recorded, stat);
}

void MarkRacy(Manifest& manifest, int64_t now_ns, int64_t window_ns) {
  for (auto& [path, entry] : manifest.files) {
    if (IsRacy(entry.mtime_ns, now_ns, window_ns)) entry.racy = true;
  }
}

}  // namespace kiln::cache
