#include "cache/entry_reader.h"

#include "cache/entry_writer.h"
#include "cache/verify_definitions.h"
#include "tape/verify.h"

namespace kiln::cache {

base::ErrorOr<std::unique_ptr<base::ReadOnlyRegion>> MapBlob(base::Env* env,
                                                             const std::string& ir_path,
                                                             const std::string& blob_hash) {
  ASSIGN_OR_RETURN(std::unique_ptr<base::ReadOnlyRegion> region, env->MapFile(ir_path));
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

void DecodeThunks(OpenedEntry& entry) {
  entry.thunk_tapes.assign(entry.modules.size(), nullptr);
  for (size_t i = 0; i < entry.modules.size(); ++i) {
    const ir::ModuleIr& m = *entry.modules[i];
    auto tape = entry.root->modules[i].tapes.Get(m.thunk.index);
    if (!tape.ok() || *tape == nullptr || !tape::VerifyTape(m, **tape).ok() ||
        !VerifyTapeNames(m, m.body(m.thunk), **tape).ok()) {
      continue;
    }
    entry.thunk_tapes[i] = *tape;
  }
}

base::ErrorOr<OpenedEntry> OpenBlob(base::Env* env, const std::string& ir_path,
                                    const std::string& blob_hash, std::string_view relative_path) {
  ASSIGN_OR_RETURN(std::unique_ptr<base::ReadOnlyRegion> region, MapBlob(env, ir_path, blob_hash));
  return DecodeBlob(std::move(region), relative_path);
}

base::Status VerifyAllBodies(const OpenedEntry& entry) {
  for (size_t mi = 0; mi < entry.modules.size(); ++mi) {
    const ir::ModuleIr& m = *entry.modules[mi];
    const wire::Module& w = entry.root->modules[mi];
    for (size_t b = 0; b < w.tapes.size(); ++b) {
      ASSIGN_OR_RETURN(const tape::TapeBody* tape, w.tapes.Get(b));
      if (tape == nullptr) return base::Status::Corruption("a body without tape");
      RETURN_IF_ERROR(tape::VerifyTape(m, *tape));
      RETURN_IF_ERROR(VerifyTapeNames(m, m.bodies()[b], *tape));
    }
    for (size_t k = 0; k < w.methods.size(); ++k) {
      ASSIGN_OR_RETURN(const ir::MethodDef* def, w.methods.Get(k));
      if (def == nullptr) return base::Status::Corruption("a method without its definition");
      RETURN_IF_ERROR(VerifyMethod(m, ir::MethodDefId(static_cast<uint32_t>(k)), *def));
    }
  }
  return base::Status::Ok();
}

}  // namespace kiln::cache
