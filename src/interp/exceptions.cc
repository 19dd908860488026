// Stack traces of uncaught exceptions (Julia's `ERROR:` report).
#include "interp/machine.h"
#include "runtime/errors.h"
#include "runtime/print.h"
#include "runtime/types.h"

namespace kiln::interp {

void Machine::RecordBacktrace() {
  backtrace_.clear();
  for (size_t i = frames_.size(); i-- > 0;) backtrace_.push_back({frames_[i].code, frames_[i].pc});
}

std::string Machine::FormatUncaught(Value exception) {
  std::string out = "ERROR: " + runtime::ShowError(rt_, exception) + "\nStacktrace:\n";
  size_t k = 1;
  for (const BacktraceEntry& e : backtrace_) {
    if (e.code == nullptr || e.code->tape == nullptr) continue;
    std::string name = e.code->toplevel
                           ? std::string("top-level scope")
                           : std::string(e.code->lm->ir->NameText(e.code->tape->name));
    out += " [" + std::to_string(k++) + "] " + name + "\n   @ " + e.code->lm->file->path() + ":" +
           std::to_string(e.code->tape->LineAt(e.pc)) + "\n";
  }
  return out;
}

}  // namespace kiln::interp
