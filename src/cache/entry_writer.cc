#include "cache/entry_writer.h"

#include "base/hash.h"
#include "cache/format.h"
#include "cache/wire.h"
#include "tape/encoder.h"
#include "tape/verify.h"

namespace kiln::cache {
namespace {

base::Status Abandoned() { return base::Status::IOError("cache write abandoned at exit"); }

}  // namespace

std::string ContentHash(std::string_view bytes) { return base::Xxh3_128(bytes).ToHex(); }

std::string EntryPath(const std::string& dir, const std::string& module_path,
                      std::string_view extension) {
  return base::JoinPath(dir, module_path + std::string(extension));
}

base::ErrorOr<std::string> EncodeEntry(const ir::FileIr& file, std::string_view relative_path,
                                       std::string_view meta_digest,
                                       const std::atomic<bool>* abandoned) {
  std::vector<std::vector<tape::TapeBody>> tapes(file.modules.size());
  for (size_t mi = 0; mi < file.modules.size(); ++mi) {
    const ir::ModuleIr& m = *file.modules[mi];
    tapes[mi].reserve(m.bodies().size());
    for (const ir::Body& body : m.bodies()) {
      if (abandoned != nullptr && *abandoned) return Abandoned();
      ASSIGN_OR_RETURN(tape::TapeBody tape, tape::Encode(m, body));
      RETURN_IF_ERROR(tape::VerifyTape(m, tape));
      tapes[mi].push_back(std::move(tape));
    }
  }
  wire::File root = wire::ToWire(file, tapes, relative_path, meta_digest);
  persist::WriteOptions options;
  return persist::Write(wire::Registry(), root, options);
}

base::Status WriteEntryFiles(base::Env* env, const std::string& dir, const std::string& module_path,
                             std::string_view ir, Meta meta, const std::atomic<bool>& abandoned) {
  const std::string ir_path = EntryPath(dir, module_path, format::kIrExtension);
  const std::string meta_path = EntryPath(dir, module_path, format::kMetaExtension);
  if (abandoned) return Abandoned();
  RETURN_IF_ERROR(env->CreateDirs(std::string(base::Dirname(ir_path))));
  if (abandoned) return Abandoned();
  RETURN_IF_ERROR(base::WriteFileAtomically(env, ir_path, ir));
  meta.blob_hash = ContentHash(ir);
  if (abandoned) return Abandoned();
  return base::WriteFileAtomically(env, meta_path, MetaToJson(meta));
}

base::Status RemoveEntry(base::Env* env, const std::string& dir, const std::string& module_path) {
  for (std::string_view ext : {format::kMetaExtension, format::kIrExtension}) {
    base::Status s = env->RemoveFile(EntryPath(dir, module_path, ext));
    if (!s.ok() && !s.IsNotFound()) return s;
  }
  return base::Status::Ok();
}

}  // namespace kiln::cache
