// The interpreter: runs tape (src/tape) on the runtime (src/runtime).
//
// One shared value stack holds every frame's registers; a Kiln call pushes a
// Frame on an explicit frame stack instead of recursing on the C++ stack, so
// deep Kiln recursion ends in StackOverflowError, never a crash (seed 002's
// review: "a single long stack for all frames"). Call sites keep their
// method caches in side tables, never in the tape; hot Base functions on
// Int64/Float64 run inline behind a type guard.
//
// Where code comes from is not the interpreter's business: it asks a Loader
// for a tape::CompiledFile (compiled from source or read from the IR cache)
// whenever a file is run, included or a package is used.
#ifndef KILN_INTERP_INTERP_H_
#define KILN_INTERP_INTERP_H_

#include <csignal>
#include <memory>
#include <string>

#include "base/env.h"
#include "base/status.h"
#include "interp/native_tier.h"
#include "interp/typed_tier.h"
#include "runtime/image.h"
#include "runtime/runtime.h"
#include "tape/compiled_file.h"

namespace kiln::interp {

class Loader {
 public:
  virtual ~Loader() = default;
  // The compiled form of the source file at `path`. The Loader owns it and
  // keeps it alive for the rest of the program.
  virtual base::ErrorOr<tape::CompiledFile*> Compile(const std::string& path) = 0;
  // The root source file of the package named `name` (`using Test`), or
  // NotFound.
  virtual base::ErrorOr<std::string> FindPackage(const std::string& name) = 0;
  // The compiled form of source text that is in no file (`eval`,
  // `include_string`); `name` is the file name its errors and line numbers
  // show. The Loader keeps it alive for the rest of the program.
  virtual base::ErrorOr<tape::CompiledFile*> CompileString(const std::string& name,
                                                          std::string_view text) {
    (void)name;
    (void)text;
    return base::Status::Unsupported("this loader compiles no source text");
  }
  // The program's Base.LOAD_PATH as it is when a package is looked for.
  virtual void SetLoadPath(const std::vector<std::string>&) {}
  // The first line of the top-level expression of the file at `path` that holds
  // line `line` (an error report's `in expression starting at`); `line` when
  // the loader cannot tell.
  virtual uint32_t StatementStartLine(const std::string& path, uint32_t line) { return line; }
};

// Set from a signal handler (Ctrl-C) to stop the running program, and by the
// collector when the heap's limit is reached (runtime/gc.h): its next safe
// point (a backward jump, a call or a return) spends it, raising
// OutOfMemoryError for the limit, else InterruptException
// (Interpreter::SetExitOnInterrupt).
extern volatile std::sig_atomic_t interrupt_requested;

struct Counters {
  uint64_t calls = 0;
  uint64_t bodies_loaded = 0;     // tapes requested from CompiledFiles
  uint64_t methods_deferred = 0;  // definitions declared and left to build (DefineMethod)
  uint64_t deferred_built = 0;    // of those, built because their function was used
  uint64_t built_for_image = 0;   // of those, built to be saved in a start-up image
};

class Interpreter {
 public:
  // With `image`: `rt` was made from that start-up image (runtime/image.h).
  // Source files come only through `loader`; what the program sees of the
  // system (HOME in warnings, its own files) is `rt.env`. Each Interpreter has its
  // own state: several may run in one process, each on its own Runtime.
  Interpreter(runtime::Runtime& rt, Loader& loader, const runtime::RuntimeImage* image = nullptr);
  ~Interpreter();
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  // Runs the top-level code of `file` (its module 0) in `module`, statement by
  // statement, each in the latest world. Returns false with the exception in
  // rt.pending_exception when it is not caught, or when exit() was called.
  // `value`, when given, receives the last statement's value (as `include`
  // returns it).
  bool RunFile(tape::CompiledFile& file, runtime::Module* module,
               runtime::Value* value = nullptr);

  // Loads package `name` (once) and returns its module, e.g. for `using Test`.
  // The package's root file defines a module of that name.
  runtime::Module* RequirePackage(runtime::Symbol* name);

  // `ERROR: <message>` plus Julia's stack trace for the most recent uncaught
  // exception, as printed when a program ends with one.
  std::string FormatUncaught(runtime::Value exception);
  // Writes the report of an uncaught exception to stderr: Base's
  // display_error_text (so user showerror methods apply), then the stack trace.
  // `in_file`: the program was read from a file, whose errors Julia reports as a
  // LoadError with the line its expression starts at; code from -e, stdin or the
  // REPL is not.
  void ReportUncaught(runtime::Value exception, bool in_file = true);

  const Counters& counters() const;

  // Native code (native_tier.h): offers calls to `tier` (null: none, the
  // default): every call with `hot_calls` 0 (--compile=all), else each
  // MethodInstance's first call and, once it is hot (`hot_calls` calls, or
  // 100 back-edges for each), every call.
  void SetNativeTier(NativeTier* tier, uint64_t hot_calls = 0);
  // f(args[0..nargs)) from native code (docs/native.md "Calls into the
  // interpreter"): dispatched in the latest world and run to completion,
  // above the running native call's arguments. False with the exception
  // pending in the runtime.
  bool CallFromNative(runtime::Value f, const runtime::Value* args, uint32_t nargs,
                      runtime::Value* out);
  // An exception raised through native code passes through the frame of mi
  // at `line` (innermost first): the frame goes into its backtrace. False
  // when mi has no body the backtrace could name.
  bool NoteNativeFrame(runtime::MethodInstance* mi, uint32_t line);
  // The soundness check of inference (native_tier.h; null: none, the default).
  void SetReturnObserver(ReturnObserver* observer);
  // Typed tapes (typed_tier.h): offers MethodInstances of bodies hot after
  // `hot_count` calls and loop back-edges to `tier` (null: none, the default).
  void SetTypedTier(TypedTier* tier, uint32_t hot_count = kDefaultHotCount);
  const TypedCounters& typed_counters() const;
  // What interrupt_requested does: by default it raises InterruptException (as
  // in Julia's REPL and `julia -e`); with `exits`, it ends the program as
  // `julia FILE` does (exit_on_sigint): the stdout written so far, then
  // `[pid] signal 2: Interrupt` and `in expression starting at FILE:LINE` on
  // stderr, exit status 130 (128 + SIGINT), no handler run.
  void SetExitOnInterrupt(bool exits);
  // The lowered body of `m` (linking an image's body first): false for a
  // native body, or when its compiled file has no lowered IR.
  bool FindLoweredBody(runtime::Method* m, LoweredBody* out);
  // The closure type of closure definition `closure_id` of a LoweredBody's
  // module (`handle`) when the program has made it, else undefined.
  runtime::Value ClosureType(const void* handle, uint32_t closure_id);

  // Builds every method definition of Base left deferred, as first lookups of their
  // functions would: a start-up image then holds them all, and a process that maps
  // it links a file of Base only when one of its bodies runs. Called before
  // runtime::SaveRuntimeImage, since building changes the runtime's state too.
  void BuildDeferredMethods();
  // Saves the interpreter's part of a start-up image into `image` (see
  // runtime::SaveRuntimeImage), between programs, with the image region still
  // allocating. False with the reason in *error.
  bool SaveImage(runtime::RuntimeImage* image, std::string* error);

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_INTERP_H_
