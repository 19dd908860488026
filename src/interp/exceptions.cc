// Stack traces of uncaught exceptions: Julia's report for an error that ends a
// script (`julia FILE`): `ERROR: LoadError: <showerror text>`, the stack trace
// (base/errorshow.jl: show_full_backtrace, print_stackframe, show_reduced_backtrace)
// and `in expression starting at FILE:LINE`.
#include <algorithm>

#include "base/env.h"
#include "interp/frame_text.h"
#include "interp/machine.h"
#include "runtime/builtins.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/types.h"

namespace kiln::interp {
namespace {

// `ERROR: ` and a `LoadError: ` for each file being loaded.
std::string ErrorPrefix(size_t load_levels) {
  std::string prefix = "ERROR: ";
  for (size_t i = 0; i < load_levels; ++i) prefix += "LoadError: ";
  return prefix;
}

// A frame's module as Julia prints it (`Main.M`, `Base.Libc`), and whether it is
// Base's own code, whose files a trace shows by name.
std::string ModuleText(const runtime::Module* m) {
  std::string out;
  runtime::AppendModulePath(m, &out);
  return out;
}
bool InBase(runtime::Runtime& rt, const runtime::Module* m) {
  for (; m != nullptr; m = m->parent) {
    if (m == rt.base_module) return true;
    if (m->parent == m) break;
  }
  return false;
}

// Julia folds a trace longer than this into its repeated cycles.
constexpr size_t kBigStacktraceSize = 50;

// The file as Julia shows it in a frame: Base's files relative (`./error.jl`), others
// absolute with the home directory as `~`.
std::string FramePath(runtime::Runtime& rt, const std::string& path, bool in_base) {
  if (in_base) return "./" + std::string(base::Basename(path));
  return runtime::PathAsShown(rt, path);
}

}  // namespace

void Machine::RecordBacktrace() {
  backtrace_.clear();
  for (size_t i = frames_.size(); i-- > 0;) {
    // A typed copy is recorded as its generic body (the same tape layout), so
    // frames of one method compare equal whichever tape they ran.
    const Code* code = frames_[i].code;
    if (code->generic != nullptr) code = code->generic;
    backtrace_.push_back({code, frames_[i].pc, frames_[i].mi});
  }
}

bool Machine::CallFromNative(Value f, const Value* args, uint32_t nargs, Value* out) {
  const uint64_t raises = raises_;
  native_raised_ = Value();
  if (CallFunction(f, args, nargs, out)) return true;
  if (!rt_.has_pending_exception()) return false;
  if (native_raised_.defined() && runtime::SameBits(native_raised_, rt_.pending_exception)) {
    native_raised_ = Value();  // a nested native call raised it: its backtrace is made
  } else if (raises_ == raises) {
    RecordBacktrace();  // raised before any frame ran (dispatch): here
  }
  return false;
}

bool Machine::NoteNativeFrame(runtime::MethodInstance* mi, uint32_t line) {
  if (mi == nullptr || mi->def == nullptr || line == 0) return false;
  // The exception being raised stays pending whatever linking its body does.
  const Value raising = rt_.pending_exception;
  rt_.pending_exception = Value();
  Code* body = images_.CodeOf(mi->def);
  const bool named = body != nullptr && body->native == nullptr && !body->toplevel && linker_.EnsureTape(body) &&
                     body->tape != nullptr;
  rt_.pending_exception = raising;
  if (!named) return false;
  const Code* code = body->generic != nullptr ? body->generic : body;
  // Above the interpreted frames still on the stack, below those recorded
  // when it was raised (and the native frames noted before, inner ones).
  const size_t below = std::min(frames_.size(), backtrace_.size());
  backtrace_.insert(backtrace_.end() - static_cast<std::ptrdiff_t>(below), BacktraceEntry{code, 0, mi, line});
  return true;
}

bool Machine::BacktraceFrames(bool caught, Value* out) {
  std::vector<BacktraceEntry> entries;
  if (caught) {
    entries = backtrace_;
  } else {
    for (size_t i = frames_.size(); i-- > 0;) {
      entries.push_back({frames_[i].code, frames_[i].pc, frames_[i].mi});
    }
  }
  runtime::GcVector<Value> items;
  for (const BacktraceEntry& e : entries) {
    if (e.code == nullptr || e.code->tape == nullptr) continue;
    const bool toplevel = e.code->toplevel || e.mi == nullptr;
    if (!toplevel && IsKeywordSorterFrame(rt_, e.mi)) continue;
    const std::string& path = e.code->lm->file->path();
    runtime::Module* module = e.code->lm->module;
    std::string name = toplevel ? "top-level scope"
                       : e.mi->def->name != nullptr ? std::string(e.mi->def->name->name())
                                                    : std::string("?");
    std::string call = toplevel ? name : FrameCallText(rt_, e.mi, e.code);
    Value fields[6] = {
        Value::FromObject(runtime::NewString(rt_, name)),
        Value::FromObject(runtime::NewString(rt_, call)),
        module != nullptr ? Value::FromObject(runtime::NewString(rt_, ModuleText(module)))
                          : rt_.core.Nothing(),
        Value::FromObject(runtime::NewString(rt_, FramePath(rt_, path, InBase(rt_, module)))),
        rt_.core.Int64(e.Line()),
        rt_.core.Bool(toplevel)};
    Value item;
    if (!runtime::CallBuiltin(rt_, runtime::BuiltinId::kTuple, fields, 6, &item)) return false;
    items.push_back(item);
  }
  return runtime::CallBuiltin(rt_, runtime::BuiltinId::kTuple, items.data(),
                              static_cast<uint32_t>(items.size()), out);
}

void Machine::Interrupt() {
  interrupt_requested = 0;
  // The heap's limit reached (runtime/gc.h): OutOfMemoryError, which a
  // program may catch, whether or not Ctrl-C ends it.
  if (runtime::TakeGcLimitReached()) {
    rt_.Throw(runtime::MakeOutOfMemoryError(rt_));
    return;
  }
  if (!exits_on_interrupt_) {
    rt_.Throw(runtime::MakeInterruptException(rt_));
    return;
  }
  // Julia's critical-error report of signal 2 (no si_code), naming the
  // top-level expression of the innermost file being run. (Julia then lists
  // its native frames; the interpreter has none to show.)
  RecordBacktrace();
  std::vector<LoadLevel> levels = LoadLevels(true);
  std::string text = "\n[" + std::to_string(rt_.env != nullptr ? rt_.env->ProcessId() : 0) +
                     "] signal 2: Interrupt\nin expression starting at ";
  text += levels.empty() ? std::string("none:0")
                         : levels.front().file + ":" + std::to_string(levels.front().line);
  text += "\n";
  rt_.Flush();
  rt_.WriteStderr(text);
  rt_.Exit(130);  // 128 + SIGINT; when Exit returns (tests), the loop unwinds
}

void Machine::ReportUncaught(Value exception, bool in_file) {
  std::vector<BacktraceEntry> backtrace = backtrace_;  // showerror may throw and catch
  rt_.Flush();
  // Base's display_error_text gives `ERROR: ` (and `LoadError: ` for each file being
  // loaded, as `julia FILE` reports it) and showerror's text, so that user
  // showerror methods apply; it is written only once complete, so a showerror
  // that throws leaves nothing behind and the C++ rendering of the exception, the
  // fallback, is the only `ERROR:` line.
  bool shown = false;
  const std::vector<LoadLevel> levels = LoadLevels(in_file);
  if (rt_.base_module != nullptr) {
    runtime::Binding* display =
        runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("display_error_text"));
    if (display != nullptr && display->value.defined()) {
      Value text;
      Value args[2] = {exception, rt_.core.Int64(static_cast<int64_t>(levels.size()))};
      if (CallFunction(display->value, args, 2, &text) && text.type == rt_.core.string) {
        rt_.WriteStderr(text.As<runtime::String>()->view());
        shown = true;
      } else if (rt_.has_pending_exception()) {
        rt_.TakePendingException();
      }
      rt_.Flush();
    }
  }
  backtrace_ = std::move(backtrace);
  if (!shown) {
    rt_.WriteStderr(ErrorPrefix(levels.size()) + runtime::ShowError(rt_, exception));
  }
  std::string trace = FormatTrace(levels, in_file);
  // Test's TestSetException is shown without its frames (Test defines
  // showerror(io, ::TestSetException, bt) to leave them out).
  if (exception.defined() && exception.type->name->name->name() == "TestSetException") {
    size_t at = trace.find("\nin expression starting at ");
    trace = at == std::string::npos ? "\n" : trace.substr(at);
  }
  // The locations of LoadErrors raised inside the file (a macro that threw) come
  // before those of the files being loaded.
  if (shown && rt_.base_module != nullptr) {
    runtime::Binding* locations =
        runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("load_error_locations"));
    size_t at = trace.find("\nin expression starting at ");
    Value text;
    if (locations != nullptr && locations->value.defined() && at != std::string::npos &&
        CallFunction(locations->value, &exception, 1, &text) && text.type == rt_.core.string) {
      trace.insert(at, text.As<runtime::String>()->view());
    } else if (rt_.has_pending_exception()) {
      rt_.TakePendingException();
    }
  }
  rt_.WriteStderr(trace);
  rt_.Flush();
}

std::string Machine::FormatUncaught(Value exception) {
  const std::vector<LoadLevel> levels = LoadLevels(true);
  return ErrorPrefix(levels.size()) + runtime::ShowError(rt_, exception) + FormatTrace(levels, true);
}

std::vector<Machine::LoadLevel> Machine::LoadLevels(bool in_file) {
  std::vector<LoadLevel> levels;
  for (const BacktraceEntry& e : backtrace_) {
    if (e.code == nullptr || e.code->tape == nullptr || !e.code->toplevel) continue;
    const std::string& path = e.code->lm->file->path();
    uint32_t line = e.Line();
    // The statements of a module block run in a thunk of their own: the file's
    // top-level expression is the module, further out.
    if (!levels.empty() && levels.back().file == path) {
      levels.back().line = line;
    } else {
      levels.push_back({path, line});
    }
  }
  if (!in_file && !levels.empty()) levels.pop_back();
  for (LoadLevel& level : levels) {
    level.line = linker_.loader().StatementStartLine(level.file, level.line);
  }
  return levels;
}

std::string Machine::FormatTrace(const std::vector<LoadLevel>& levels, bool in_file) {
  // The frames, innermost first; consecutive calls at one place (a recursion)
  // merged before any text is made, so that a stack overflow's 100 000 frames cost
  // little.
  struct Entry {
    const Code* code;
    uint32_t line;
    runtime::MethodInstance* mi;
    size_t repeats;
    bool SamePlace(const Entry& o) const {
      return code == o.code && line == o.line && mi == o.mi;
    }
    bool operator==(const Entry& o) const { return SamePlace(o) && repeats == o.repeats; }
  };
  std::vector<Entry> frames;
  for (const BacktraceEntry& e : backtrace_) {
    if (e.code == nullptr || e.code->tape == nullptr) continue;
    Entry f{e.code, e.Line(), e.code->toplevel ? nullptr : e.mi, 1};
    if (f.mi != nullptr && IsKeywordSorterFrame(rt_, f.mi)) continue;
    if (!frames.empty() && frames.back().SamePlace(f)) {
      ++frames.back().repeats;
    } else {
      frames.push_back(f);
    }
  }
  // A frame at the same place as the one it called, that only passed its arguments
  // on (to a keyword body, or with defaults filled in), is left out.
  std::vector<Entry> kept;
  for (size_t i = 0; i < frames.size(); ++i) {
    const Entry& f = frames[i];
    if (i > 0 && f.mi != nullptr && frames[i - 1].mi != nullptr && f.line == frames[i - 1].line &&
        f.code->lm->file == frames[i - 1].code->lm->file &&
        RepeatsInnerFrame(rt_, frames[i - 1].mi, f.mi)) {
      continue;
    }
    kept.push_back(f);
  }
  frames = std::move(kept);
  // A long trace shows each repeated cycle of frames once (a stack overflow through
  // several functions).
  struct Shown {
    size_t frame;
    size_t cycle = 0;  // > 0: after this frame, "the above N lines are repeated"
    size_t repetitions = 0;
  };
  std::vector<Shown> shown;
  if (frames.size() > kBigStacktraceSize) {
    size_t i = 0;
    while (i < frames.size()) {
      size_t best_len = 0, best_reps = 0;
      for (size_t len = 1; len <= 16 && i + 2 * len <= frames.size(); ++len) {
        size_t reps = 0;
        while (i + (reps + 2) * len <= frames.size() &&
               std::equal(frames.begin() + static_cast<std::ptrdiff_t>(i),
                          frames.begin() + static_cast<std::ptrdiff_t>(i + len),
                          frames.begin() + static_cast<std::ptrdiff_t>(i + (reps + 1) * len))) {
          ++reps;
        }
        if (reps > 0 && reps * len > best_reps * best_len) {
          best_len = len;
          best_reps = reps;
        }
      }
      for (size_t k = 0; k < (best_len > 0 ? best_len : 1); ++k) shown.push_back({i + k});
      if (best_len > 0) {
        shown.back().cycle = best_len;
        shown.back().repetitions = best_reps;
        i += best_len * (best_reps + 1);
      } else {
        ++i;
      }
    }
  } else {
    for (size_t i = 0; i < frames.size(); ++i) shown.push_back({i});
  }
  std::string out;
  if (!frames.empty()) out += "\nStacktrace:";
  size_t ndigits = std::to_string(frames.size()).size();
  size_t number = 1;
  for (const Shown& s : shown) {
    const Entry& f = frames[s.frame];
    const std::string& path = f.code->lm->file->path();
    runtime::Module* module = f.code->lm->module;
    bool in_base = InBase(rt_, module);
    std::string call, where;
    if (f.code->toplevel) {
      call = "top-level scope";
      // Code not read from a file keeps its name (`none` for -e).
      where = (in_file ? FramePath(rt_, path, in_base) : path) + ":" + std::to_string(f.line);
    } else {
      call = f.mi != nullptr
                 ? FrameCallText(rt_, f.mi, f.code)
                 : std::string(f.code->lm->ir->NameText(f.code->tape->name)) + "()";
      std::string mod = module != nullptr ? ModuleText(module) + " " : "";
      where = mod + FramePath(rt_, path, in_base) + ":" + std::to_string(f.line);
    }
    std::string label = "[" + std::to_string(number) + "]";
    out += "\n " + std::string(ndigits + 2 - std::min(label.size(), ndigits + 2), ' ') + label +
           " " + call;
    if (f.repeats > 1) out += " (repeats " + std::to_string(f.repeats) + " times)";
    out += "\n" + std::string(ndigits + 2, ' ') + "@ " + where;
    ++number;
    if (s.cycle > 0) {
      out += "\n--- the above " + std::to_string(s.cycle) + " lines are repeated " +
             std::to_string(s.repetitions) + " more time" + (s.repetitions > 1 ? "s" : "") +
             " ---";
      number += s.cycle * s.repetitions;
    }
  }
  for (const LoadLevel& level : levels) {
    out += "\nin expression starting at " + base::AbsolutePath(level.file) + ":" +
           std::to_string(level.line);
  }
  out += "\n";
  return out;
}

}  // namespace kiln::interp
