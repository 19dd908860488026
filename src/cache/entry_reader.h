// Reading one cache entry's `.ir` blob: check it against the hash its
// `.meta` names, open it in place (mapped), and decode and verify the
// definitions of its modules. Method bodies stay undecoded: cached_file.h
// decodes each on first use.
#ifndef KILN_CACHE_ENTRY_READER_H_
#define KILN_CACHE_ENTRY_READER_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/env.h"
#include "base/status.h"
#include "cache/wire.h"
#include "ir/module_ir.h"
#include "persist/persist.h"
#include "tape/tape.h"

namespace kiln::cache {

struct OpenedEntry {
  std::unique_ptr<persist::Reader> reader;  // owns the mapped bytes
  const wire::File* root = nullptr;         // owned by `reader`
  std::vector<std::unique_ptr<ir::ModuleIr>> modules;
  uint64_t bytes_mapped = 0;
  // Per module, its thunk's tape when DecodeThunks decoded and verified it ahead;
  // owned by `reader`.
  std::vector<const tape::TapeBody*> thunk_tapes;
};

// Errors: NotFound (no `.ir`), Corruption (hash mismatch, bad bytes, bad
// definitions), Unsupported (a blob of another format).
base::ErrorOr<OpenedEntry> OpenBlob(base::Env* env, const std::string& ir_path,
                                    const std::string& blob_hash, std::string_view relative_path);

// OpenBlob in two steps: map the `.ir` and check its hash; then open the
// blob and decode and verify the definitions.
base::ErrorOr<std::unique_ptr<base::ReadOnlyRegion>> MapBlob(base::Env* env,
                                                             const std::string& ir_path,
                                                             const std::string& blob_hash);
base::ErrorOr<OpenedEntry> DecodeBlob(std::unique_ptr<base::ReadOnlyRegion> region,
                                      std::string_view relative_path);

// The tape of body `body` of module `index`, or method definition `id`, decoded
// (on first request; the reader keeps it) and verified.
base::ErrorOr<const tape::TapeBody*> DecodeTape(const OpenedEntry& entry, size_t index,
                                                ir::BodyId body);
base::ErrorOr<const ir::MethodDef*> DecodeMethod(const OpenedEntry& entry, size_t index,
                                                ir::MethodDefId id);

// Decodes and verifies the tape of every module's thunk, which loading the file
// runs first of all (the decoding thread does this ahead). One that does not
// decode or verify is left for CompiledFile::Tape to fail on, as it would.
void DecodeThunks(OpenedEntry& entry);

// Decodes and verifies every body's tape and every method definition (for
// `kiln cache verify` and tests).
base::Status VerifyAllBodies(const OpenedEntry& entry);

}  // namespace kiln::cache

#endif  // KILN_CACHE_ENTRY_READER_H_
