// `kiln [run] FILE [ARGS...]`, `kiln -e`, a program on stdin, the REPL; `kiln tape FILE`.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "base/env.h"
#include "driver/commands.h"
#if KILN_NATIVE
#include "driver/precompile.h"
#endif
#include "driver/heap_limit.h"
#include "driver/repl.h"
#include "driver/session.h"
#include "lower/compile_file.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "source/stdlib.h"
#include "tape/compiled_file.h"
#include "tape/disassemble.h"

namespace kiln::driver {
namespace {

void WriteAll(std::FILE* stream, const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stream);
}

// All of stdin (a program piped in, or `kiln -`).
std::string ReadStdin() {
  std::string text;
  char buf[65536];
  while (true) {
    ssize_t n = ::read(0, buf, sizeof buf);
    if (n > 0) {
      text.append(buf, static_cast<size_t>(n));
    } else if (n == 0 || errno != EINTR) {
      break;
    }
  }
  return text;
}

// --compile=yes (the default) and auto tier by hotness; all compiles every
// call's MethodInstance before it first runs; no, none and min never compile.
bool TieredMode(const std::string& compile) { return compile == "yes" || compile == "auto"; }

// The hot mark in calls: KILN_TIER_CALLS=N (1 to 10^9; tests lower it),
// else interp::kDefaultHotCalls.
uint64_t HotCalls(base::Env* env) {
  const std::string text = env->GetEnvVar("KILN_TIER_CALLS");
  uint64_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9' || n > 100000000) return interp::kDefaultHotCalls;
    n = n * 10 + static_cast<uint64_t>(c - '0');
  }
  return n == 0 ? interp::kDefaultHotCalls : n;
}

}  // namespace

int RunCommand(const CommandLine& command_line) {
  CommandLine line = command_line;
  base::Env* env = base::Env::Default();
  // No program and no terminal: the program is on stdin (`echo ... | kiln`).
  if (line.source == CommandLine::Source::kRepl && !::isatty(0)) {
    line.source = CommandLine::Source::kStdin;
  }
  const bool repl = line.source == CommandLine::Source::kRepl || line.interactive;
  if (line.source == CommandLine::Source::kFile && !env->FileExists(line.file)) {
    std::fprintf(stderr, "kiln: cannot read %s: No such file or directory\n", line.file.c_str());
    return kExitProgramError;
  }
  std::string text;
  if (line.source == CommandLine::Source::kStdin) text = ReadStdin();

  // The heap's limit before the runtime's first allocation. The default one is
  // worked out only once the heap grows beyond its initial size (a short run
  // never reads the machine's or the cgroup's memory).
  uint64_t heap_limit = 0;
  bool default_limit = false;
  std::string heap_error;
  if (!HeapLimitFor(env, line.heap_size_hint, &heap_limit, &default_limit, &heap_error)) {
    std::fprintf(stderr, "kiln: %s\nRun `kiln --help` for usage.\n", heap_error.c_str());
    return kExitUsage;
  }
  if (default_limit) {
    runtime::SetGcHeapLimitOnGrowth(
        [] { return static_cast<size_t>(DefaultHeapLimit()); });
  } else {
    runtime::SetGcHeapLimit(heap_limit);
  }

  Session session(line.cache, line.project, line.project_given);
  if (!session.Open()) return kExitUsage;
  // The program first, so that its syntax errors are reported at once.
  tape::CompiledFile* program = nullptr;
  std::string program_file;  // PROGRAM_FILE, as Julia sets it
  switch (line.source) {
    case CommandLine::Source::kFile:
      program = session.CompileFile(line.file);
      program_file = line.file;
      break;
    case CommandLine::Source::kStdin:
      program = session.CompileText("stdin", text);
      program_file = command_line.source == CommandLine::Source::kStdin ? "-" : "";
      break;
    case CommandLine::Source::kEval:
      program = session.CompileText("none", line.expr + "\n");
      break;
    case CommandLine::Source::kRepl: break;
  }
  if (program == nullptr && line.source != CommandLine::Source::kRepl) {
    session.Exit(kExitProgramError);
  }
  // Then Base: every module uses it.
  int code = session.LoadBase(program_file, line.args);
  if (code != kExitOk) session.Exit(code);
  session.SetCheckBounds(line.check_bounds);
  if (line.explain && !session.EnableNativeCode(/*explain=*/true)) {
    std::fprintf(stderr, "kiln cache explain: this kiln was built without native code (KILN_NATIVE): "
                         "there is no native store to explain\n");
    session.Exit(kExitUsage);
  }
  if (line.compile == "all" && !session.EnableNativeCode()) {
    std::fprintf(stderr, "kiln: --compile=all: this kiln was built without native code "
                         "(KILN_NATIVE); running in the interpreter\n");
  }
  if (!line.explain && TieredMode(line.compile)) {
    // The default: interpreted first, native once hot (native_tier.h).
    std::string program_path;  // the marker's key (NativeTierOptions::warm_marker)
    if (line.source == CommandLine::Source::kFile) program_path = line.file;
    (void)session.EnableNativeCode(/*explain=*/false, HotCalls(env), program_path);
  }

  if (program != nullptr) {
    // `julia FILE` and `julia -` end at Ctrl-C (exit_on_sigint); -e and -i
    // raise InterruptException.
    session.CatchInterrupts(line.source != CommandLine::Source::kEval && !repl);
    runtime::Value value;
    bool ok = session.Run(*program, &value);
    if (ok && line.print_value) {
      // `julia -E` shows the value with `show`, then a newline.
      ok = runtime::SetGlobal(session.rt(), session.rt().main_module, runtime::Intern("ans"),
                              value);
      tape::CompiledFile* show = session.CompileText("none", "Base.show(ans)\nBase.println()\n");
      if (ok && show != nullptr) ok = session.Run(*show);
    }
    code = session.Finish(ok);
    if (code == kExitOk && line.precompile) {
      if (session.native_tier() == nullptr) {
        std::fprintf(stderr, "kiln precompile: this kiln was built without native code (KILN_NATIVE)\n");
        session.Exit(kExitUsage);
      }
#if KILN_NATIVE
      PrecompileProgram(session.rt(), *session.native_tier(), stderr, ::isatty(2) != 0);
#endif
    }
    if (code != kExitOk || !repl) session.Exit(code);
  }
  ReplOptions options;
  options.quiet = line.quiet;
  options.history_file = DefaultHistoryFile();
  if (line.source == CommandLine::Source::kFile) options.program_file = base::AbsolutePath(line.file);
  session.Exit(RunRepl(session, options));
}

int TapeCommand(const std::string& path) {
  base::Env* env = base::Env::Default();
  lower::LowerOptions options;
  options.file_path = path;
  options.implicit_using_base = !source::IsBaseFile(env, path);
  auto compiled = lower::CompileFile(env, path, options);
  if (!compiled.ok()) {
    std::fprintf(stderr, "kiln: cannot read %s: %s\n", path.c_str(),
                 compiled.status().ToString().c_str());
    return kExitProgramError;
  }
  WriteAll(stderr, compiled->diagnostics);
  if (!compiled->ok) return kExitProgramError;
  tape::SourceCompiledFile file(path, std::move(compiled->ir));
  std::string out;
  for (size_t i = 0; i < file.module_count(); ++i) {
    const ir::ModuleIr& m = file.module(i);
    out += "module " + std::string(m.NameText(m.name)) + "\n";
    for (size_t b = 0; b < m.bodies().size(); ++b) {
      auto tape = file.Tape(i, ir::BodyId(static_cast<uint32_t>(b)));
      if (!tape.ok()) {
        std::fprintf(stderr, "kiln: %s\n", tape.status().ToString().c_str());
        return kExitProgramError;
      }
      out += "\n" + tape::Disassemble(m, **tape);
    }
  }
  WriteAll(stdout, out);
  return kExitOk;
}

}  // namespace kiln::driver
