// The `.meta` file of an IR cache entry (CACHE.md §2): JSON naming the hashes
// an entry must match to be used. Written last, so a torn pair never
// validates: the `.meta` names the hash of the `.ir` bytes it belongs to.
//
// Beyond CACHE.md's fields it records the unit's place in its package's
// module graph (source file, module path, exports, includes), so that the
// package's `.bindings` can be rebuilt from the entries alone.
#ifndef KILN_CACHE_META_H_
#define KILN_CACHE_META_H_

#include <string>
#include <vector>

#include "base/status.h"

namespace kiln::cache {

struct ImportRecord {
  std::string module;          // module path, e.g. "Base/Data/Vector"
  std::string interface_hash;  // its interface hash when this entry was built
  friend bool operator==(const ImportRecord&, const ImportRecord&) = default;
};

struct Meta {
  std::string source_hash;
  std::string blob_hash;
  std::string compilation_stage;
  std::string format_version;
  std::string kiln_version;
  std::string interface_hash;
  std::vector<ImportRecord> imports;
  std::string source;                 // the source file, relative to the package root
  std::string module;                 // the unit's module path
  std::vector<std::string> exports;   // names the file exports
  std::vector<std::string> includes;  // files it includes, relative to the package root
  friend bool operator==(const Meta&, const Meta&) = default;
};

// Deterministic JSON (fixed key order, no whitespace variance).
std::string MetaToJson(const Meta& meta);
// Corruption for anything that is not a complete, well-typed meta object.
base::ErrorOr<Meta> MetaFromJson(std::string_view json);

// A hash of every field but blob_hash. The `.ir` blob records it, so a
// `.meta` whose bytes were changed in any field is caught once the blob it
// names is read (the blob's own hash is in the `.meta`; this closes the loop).
std::string MetaDigest(const Meta& meta);

}  // namespace kiln::cache

#endif  // KILN_CACHE_META_H_
