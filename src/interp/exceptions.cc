// Stack traces of uncaught exceptions (Julia's `ERROR:` report).
#include "interp/machine.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/types.h"

namespace kiln::interp {

void Machine::RecordBacktrace() {
  backtrace_.clear();
  for (size_t i = frames_.size(); i-- > 0;) backtrace_.push_back({frames_[i].code, frames_[i].pc});
}

void Machine::ReportUncaught(Value exception) {
  std::vector<BacktraceEntry> backtrace = backtrace_;  // showerror may throw and catch
  rt_.Flush();
  // Base's display_error_text gives `ERROR: ` and showerror's text, so that
  // user showerror methods apply; it is written only once complete, so a
  // showerror that throws leaves nothing behind and the C++ rendering of the
  // exception, the fallback, is the only `ERROR:` line.
  bool shown = false;
  if (rt_.base_module != nullptr) {
    runtime::Binding* display =
        runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("display_error_text"));
    if (display != nullptr && display->value.defined()) {
      Value text;
      if (CallFunction(display->value, &exception, 1, &text) && text.type == rt_.core.string) {
        rt_.WriteStderr(text.As<runtime::String>()->view());
        shown = true;
      } else if (rt_.has_pending_exception()) {
        rt_.TakePendingException();
      }
      rt_.Flush();
    }
  }
  backtrace_ = std::move(backtrace);
  std::string text = FormatUncaught(exception);
  if (shown) text = text.substr(text.find("Stacktrace:"));
  rt_.WriteStderr(text);
  rt_.Flush();
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
