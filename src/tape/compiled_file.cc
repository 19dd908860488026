#include "tape/compiled_file.h"

#include "tape/encoder.h"
#include "tape/verify.h"

namespace kiln::tape {

SourceCompiledFile::SourceCompiledFile(std::string path, ir::FileIr file)
    : path_(std::move(path)), file_(std::move(file)) {
  tapes_.resize(file_.modules.size());
  for (size_t i = 0; i < file_.modules.size(); ++i) {
    tapes_[i].resize(file_.modules[i]->bodies().size());
  }
}

base::ErrorOr<const TapeBody*> SourceCompiledFile::Tape(size_t index, ir::BodyId body) {
  if (index >= tapes_.size() || body.index >= tapes_[index].size()) {
    return base::Status::InvalidArgument("no such body");
  }
  std::unique_ptr<TapeBody>& slot = tapes_[index][body.index];
  if (!slot) {
    const ir::ModuleIr& m = *file_.modules[index];
    ASSIGN_OR_RETURN(TapeBody tape, Encode(m, m.body(body)));
    RETURN_IF_ERROR(VerifyTape(m, tape));
    slot = std::make_unique<TapeBody>(std::move(tape));
  }
  return slot.get();
}

}  // namespace kiln::tape
