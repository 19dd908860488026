// Writing one cache entry: the `.ir` blob of a compiled file and its `.meta`.
//
// The `.ir` is written to a temporary name in the same directory and renamed;
// then the `.meta`, which names the blob's hash, the same way. A reader
// accepts an entry only when the `.meta` parses and the `.ir` has the hash it
// names, so a crash at any point leaves either the old entry, no entry, or a
// pair that does not validate, never a torn entry that does (CACHE.md §2).
// Files are not fsynced: after a power loss a short or zeroed file fails the
// same checks, and a cache owes nothing to durability.
#ifndef KILN_CACHE_ENTRY_WRITER_H_
#define KILN_CACHE_ENTRY_WRITER_H_

#include <atomic>
#include <string>
#include <string_view>

#include "base/env.h"
#include "base/status.h"
#include "cache/meta.h"
#include "ir/module_ir.h"

namespace kiln::cache {

// The `.ir` bytes of `file`: every body encoded as tape (and verified),
// then persisted. Deterministic. Stops early with an IOError when
// `abandoned` becomes true. REQUIRES: every module of `file` verifies.
// `meta_digest` is MetaDigest of the `.meta` that will name these bytes.
base::ErrorOr<std::string> EncodeEntry(const ir::FileIr& file, std::string_view relative_path,
                                       std::string_view meta_digest,
                                       const std::atomic<bool>* abandoned = nullptr);

// Writes `<dir>/<module_path>.ir` and then `.meta` (with `meta.blob_hash`
// set to the hash of `ir`), creating directories as needed.
base::Status WriteEntryFiles(base::Env* env, const std::string& dir, const std::string& module_path,
                             std::string_view ir, Meta meta, const std::atomic<bool>& abandoned);

// Removes an entry's `.meta` and then its `.ir`; missing files are fine.
base::Status RemoveEntry(base::Env* env, const std::string& dir, const std::string& module_path);

// Paths of an entry's files in location `dir`.
std::string EntryPath(const std::string& dir, const std::string& module_path,
                      std::string_view extension);

// The hex XXH3-128 that `.meta` files name (blobHash, sourceHash).
std::string ContentHash(std::string_view bytes);

}  // namespace kiln::cache

#endif  // KILN_CACHE_ENTRY_WRITER_H_
