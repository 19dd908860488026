#include "cache/entry_reader.h"

#include "cache/entry_writer.h"
#include "cache/format.h"
#include "cache/verify_definitions.h"
#include "tape/verify.h"

namespace kiln::cache {

base::ErrorOr<std::unique_ptr<base::ReadOnlyRegion>> MapBlob(base::Env* env,
                                                             const std::string& ir_path,
                                                             const std::string& blob_hash) {
  ASSIGN_OR_RETURN(std::unique_ptr<base::ReadOnlyRegion> region, base::ReadRegularFileRegion(env, ir_path, format::kMaxIrBytes));
  if (ContentHash(region->data()) != blob_hash) {
    return base::Status::Corruption("blob hash mismatch");
  }
  return region;
}

base::ErrorOr<OpenedEntry> DecodeBlob(std::unique_ptr<base::ReadOnlyRegion> region,
                                      std::string_view relative_path) {
  OpenedEntry entry;
  entry.bytes_mapped = region->data().size();
  persist::ReadOptions options;
  ASSIGN_OR_RETURN(entry.reader,
                   persist::Reader::Open(std::move(region), wire::Registry(), options));
  ASSIGN_OR_RETURN(entry.root, entry.reader->Root<wire::File>());
  if (entry.root->path != relative_path) {
    return base::Status::Corruption("entry of another source file");
  }
  if (entry.root->modules.empty()) return base::Status::Corruption("entry without modules");
  const size_t module_count = entry.root->modules.size();
  // The reader owns the decoded root and hands it out const; nothing else has
  // it yet, and ModuleFromWire takes its tables rather than copy them.
  for (wire::Module& w : const_cast<wire::File*>(entry.root)->modules) {
    if (w.tapes.size() != w.bodies.size()) return base::Status::Corruption("tapes missing");
    ASSIGN_OR_RETURN(std::unique_ptr<ir::ModuleIr> m, wire::ModuleFromWire(w));
    RETURN_IF_ERROR(VerifyDefinitions(*m, module_count));
    entry.modules.push_back(std::move(m));
  }
  return entry;
}

base::ErrorOr<const tape::TapeBody*> DecodeTape(const OpenedEntry& entry, size_t index,
                                                ir::BodyId body) {
  const ir::ModuleIr& m = *entry.modules[index];
  ASSIGN_OR_RETURN(const tape::TapeBody* tape, entry.root->modules[index].tapes.Get(body.index));
  if (tape == nullptr) return base::Status::Corruption("a body without tape");
  RETURN_IF_ERROR(tape::VerifyTape(m, *tape));
  RETURN_IF_ERROR(VerifyTapeNames(m, m.body(body), *tape));
  return tape;
}

base::ErrorOr<const ir::MethodDef*> DecodeMethod(const OpenedEntry& entry, size_t index,
                                                ir::MethodDefId id) {
  ASSIGN_OR_RETURN(const ir::MethodDef* def, entry.root->modules[index].methods.Get(id.index));
  if (def == nullptr) return base::Status::Corruption("a method without its definition");
  RETURN_IF_ERROR(VerifyMethod(*entry.modules[index], id, *def));
  return def;
}

void DecodeThunks(OpenedEntry& entry) {
  entry.thunk_tapes.assign(entry.modules.size(), nullptr);
  for (size_t i = 0; i < entry.modules.size(); ++i) {
    auto tape = DecodeTape(entry, i, entry.modules[i]->thunk);
    if (tape.ok()) entry.thunk_tapes[i] = *tape;
  }
}

base::ErrorOr<OpenedEntry> OpenBlob(base::Env* env, const std::string& ir_path,
                                    const std::string& blob_hash, std::string_view relative_path) {
  ASSIGN_OR_RETURN(std::unique_ptr<base::ReadOnlyRegion> region, MapBlob(env, ir_path, blob_hash));
  return DecodeBlob(std::move(region), relative_path);
}

base::Status VerifyAllBodies(const OpenedEntry& entry) {
  for (size_t mi = 0; mi < entry.modules.size(); ++mi) {
    const wire::Module& w = entry.root->modules[mi];
    for (size_t b = 0; b < w.tapes.size(); ++b) {
      RETURN_IF_ERROR(DecodeTape(entry, mi, ir::BodyId(static_cast<uint32_t>(b))).status());
    }
    for (size_t k = 0; k < w.methods.size(); ++k) {
      RETURN_IF_ERROR(
          DecodeMethod(entry, mi, ir::MethodDefId(static_cast<uint32_t>(k))).status());
    }
  }
  return base::Status::Ok();
}

}  // namespace kiln::cache
