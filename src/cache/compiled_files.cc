#include "cache/compiled_files.h"

#include "tape/encoder.h"
#include "tape/verify.h"

namespace kiln::cache {
namespace {

base::Status NoSuchBody() { return base::Status::InvalidArgument("no such body"); }

// The fresh IR must have the tables the cached definitions index, or its
// tape would mean something else to the module the program already holds.
bool SameTables(const ir::ModuleIr& a, const ir::ModuleIr& b) {
  if (a.methods().size() != b.methods().size()) return false;
  for (size_t i = 0; i < a.methods().size(); ++i) {
    // What a stub holds, the top level may already have acted on.
    if (a.methods()[i].target != b.methods()[i].target ||
        a.methods()[i].global_ref != b.methods()[i].global_ref) {
      return false;
    }
  }
  return a.names() == b.names() && a.strings() == b.strings() && a.consts() == b.consts() &&
         a.global_refs() == b.global_refs() && a.bodies().size() == b.bodies().size() &&
         a.structs().size() == b.structs().size() && a.closures().size() == b.closures().size() &&
         a.imports().size() == b.imports().size() && a.submodules == b.submodules;
}

}  // namespace

FreshCompiledFile::FreshCompiledFile(std::string path, std::shared_ptr<const ir::FileIr> file)
    : path_(std::move(path)), file_(std::move(file)) {
  tapes_.resize(file_->modules.size());
  for (size_t i = 0; i < file_->modules.size(); ++i) {
    tapes_[i].resize(file_->modules[i]->bodies().size());
  }
}

base::ErrorOr<const tape::TapeBody*> FreshCompiledFile::Tape(size_t index, ir::BodyId body) {
  if (index >= tapes_.size() || body.index >= tapes_[index].size()) return NoSuchBody();
  std::unique_ptr<tape::TapeBody>& slot = tapes_[index][body.index];
  if (!slot) {
    const ir::ModuleIr& m = *file_->modules[index];
    ASSIGN_OR_RETURN(tape::TapeBody tape, tape::Encode(m, m.body(body)));
    RETURN_IF_ERROR(tape::VerifyTape(m, tape));
    slot = std::make_unique<tape::TapeBody>(std::move(tape));
  }
  return slot.get();
}

CachedCompiledFile::CachedCompiledFile(std::string path, std::string package, OpenedEntry entry,
                                       RecoverFn recover, std::shared_ptr<Stats> stats,
                                       base::Env* env)
    : path_(std::move(path)),
      package_(std::move(package)),
      entry_(std::move(entry)),
      recover_(std::move(recover)),
      stats_(std::move(stats)),
      env_(env) {
  verified_.resize(entry_.modules.size());
  methods_.resize(entry_.modules.size());
  for (size_t i = 0; i < entry_.modules.size(); ++i) {
    verified_[i].assign(entry_.modules[i]->bodies().size(), nullptr);
    methods_[i].assign(entry_.modules[i]->methods().size(), nullptr);
    if (i < entry_.thunk_tapes.size() && entry_.thunk_tapes[i] != nullptr) {
      verified_[i][entry_.modules[i]->thunk.index] = entry_.thunk_tapes[i];  // decoded ahead
      stats_->AddBodyDecoded();
    }
  }
  ReportDecoded();
}

void CachedCompiledFile::ReportDecoded() {
  const uint64_t now = entry_.reader->bytes_decoded();
  if (now > reported_decoded_) stats_->AddDecoded(package_, now - reported_decoded_);
  reported_decoded_ = now;
}

base::ErrorOr<const tape::TapeBody*> CachedCompiledFile::Tape(size_t index, ir::BodyId body) {
  if (index >= verified_.size() || body.index >= verified_[index].size()) return NoSuchBody();
  if (recovered_ != nullptr) return recovered_->Tape(index, body);
  if (const tape::TapeBody* done = verified_[index][body.index]) return done;
  const uint64_t start = env_->NowNanos();
  base::ErrorOr<const tape::TapeBody*> tape = DecodeTape(entry_, index, body);
  ReportDecoded();
  stats_->AddTime(Phase::kBodies, env_->NowNanos() - start);
  if (!tape.ok()) return Recover(index, body, tape.status());
  stats_->AddBodyDecoded();
  verified_[index][body.index] = *tape;
  return tape;
}

base::ErrorOr<const ir::MethodDef*> CachedCompiledFile::Method(size_t index, ir::MethodDefId id) {
  if (index >= methods_.size() || id.index >= methods_[index].size()) {
    return base::Status::InvalidArgument("no such method");
  }
  if (recovered_ != nullptr) return recovered_->Method(index, id);
  if (const ir::MethodDef* done = methods_[index][id.index]) return done;
  base::ErrorOr<const ir::MethodDef*> def = DecodeMethod(entry_, index, id);
  ReportDecoded();
  if (!def.ok()) {
    RETURN_IF_ERROR(Recover("method " + std::to_string(id.index) + " of module " +
                            std::to_string(index) + ": " + def.status().ToString()));
    return recovered_->Method(index, id);
  }
  methods_[index][id.index] = *def;
  return def;
}

base::ErrorOr<const tape::TapeBody*> CachedCompiledFile::Recover(size_t index, ir::BodyId body,
                                                                 const base::Status& why) {
  RETURN_IF_ERROR(Recover("body " + std::to_string(body.index) + " of module " +
                          std::to_string(index) + ": " + why.ToString()));
  return recovered_->Tape(index, body);
}

base::Status CachedCompiledFile::Recover(const std::string& reason) {
  ASSIGN_OR_RETURN(std::unique_ptr<FreshCompiledFile> fresh, recover_(reason));
  if (fresh->module_count() != entry_.modules.size()) {
    return base::Status::FailedPrecondition(path_ + ": source no longer matches the loaded IR");
  }
  for (size_t i = 0; i < entry_.modules.size(); ++i) {
    if (!SameTables(*entry_.modules[i], fresh->module(i))) {
      return base::Status::FailedPrecondition(path_ + ": source no longer matches the loaded IR");
    }
  }
  recovered_ = std::move(fresh);
  return base::Status::Ok();
}

}  // namespace kiln::cache
