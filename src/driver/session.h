// What every form that runs Julia code shares (`kiln FILE`, `-e`, stdin, the
// REPL, `kiln test`): the IR cache, the start-up image, the runtime made from
// it (or Base loaded and an image written), the interpreter and the program's
// globals. One Session per process.
#ifndef KILN_DRIVER_SESSION_H_
#define KILN_DRIVER_SESSION_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/env.h"
#include "cache/ir_cache.h"
#include "driver/cache_flags.h"
#include "driver/cache_loader.h"
#include "driver/infer_check.h"
#include "driver/return_type_query.h"
#include "driver/typed_tier.h"
#include "image/start_image.h"
#include "interp/interp.h"
#include "runtime/runtime.h"
#include "source/code_loading.h"

namespace kiln::driver {

class Session {
 public:
  // `project`, `project_given`: --project[=DIR] (source::CodeLoading).
  explicit Session(const CacheFlags& flags, std::string project = "", bool project_given = false);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Opens the cache and the start-up image and makes the runtime and the
  // interpreter. False (after printing why) for a bad --cache value.
  bool Open();
  // Loads Base (or finds it in the image) and sets ARGS and PROGRAM_FILE.
  // Returns an exit status: 0 when Base is there.
  int LoadBase(const std::string& program_file, const std::vector<std::string>& args);

  // Compiles a source file through the IR cache; a text (-e, stdin, the REPL)
  // without it, under the file name `name` ("none", "stdin", "REPL[3]").
  // Syntax errors are printed; null then.
  tape::CompiledFile* CompileFile(const std::string& path);
  tape::CompiledFile* CompileText(const std::string& name, const std::string& text);

  // Runs the top level of `file` in Main. On failure the uncaught exception is
  // reported (not when exit() was called). `value`: the last statement's value.
  bool Run(tape::CompiledFile& file, runtime::Value* value = nullptr);
  // Flushes output and prints pending diagnostics; the exit status after a
  // run that returned `ok` (exit(n)'s n, or 1 after an uncaught exception,
  // which is reported here).
  int Finish(bool ok);

  // Ctrl-C while a program runs (not the REPL's, which has its own): it stops
  // the program at its next loop iteration or return, raising
  // InterruptException, or with `exit_program` ending it as `julia FILE` does
  // (Interpreter::SetExitOnInterrupt). A second Ctrl-C before the first is
  // spent (a blocking call) ends the process by the signal.
  void CatchInterrupts(bool exit_program);

  // Finishes the cache's writes (bounded), prints --timings, and ends the
  // process with `code` without tearing the runtime down object by object.
  [[noreturn]] void Exit(int code);

  // Native code (native_tier.h). `hot_calls` 0 (--compile=all): every method
  // the program calls from now on is compiled to native code before it first
  // runs, where native code can do it; else (the default mode) once it is hot:
  // after `hot_calls` calls, or 100 loop back-edges for each. False when this
  // build has no native tier. `explain`: `kiln cache explain`
  // (NativeTierOptions::explain). `program_file`: the program's file in the
  // default mode ("" for -e, stdin, the REPL), whose marker says whether it
  // had hot native code before (NativeTierOptions::warm_start).
  bool EnableNativeCode(bool explain = false, uint64_t hot_calls = 0,
                        const std::string& program_file = "");
  // --check-bounds=yes: native code checks every index (before EnableNativeCode).
  void SetCheckBounds(bool forced) { check_bounds_ = forced; }

  runtime::Runtime& rt() { return *rt_; }
  interp::Interpreter& interp() { return *interp_; }
  CacheLoader& loader() { return *loader_; }
  // The native tier (null before EnableNativeCode, or without KILN_NATIVE).
  interp::NativeTier* native_tier() { return native_tier_.get(); }

 private:
  void CloseCache();

  base::Env* env_;
  CacheFlags flags_;
  bool check_bounds_ = false;
  std::unique_ptr<cache::IrCache> cache_;
  std::unique_ptr<CacheLoader> loader_;
  std::string project_;
  bool project_given_ = false;
  std::unique_ptr<source::CodeLoading> code_loading_;  // outlives loader_'s use of it
  image::StartImage image_;
  std::string base_root_;
  bool have_base_ = false;
  std::unique_ptr<source::Package> base_package_;
  runtime::RuntimePtr rt_;
  std::unique_ptr<interp::Interpreter> interp_;
  std::unique_ptr<interp::NativeTier> native_tier_;  // after interp_: destroyed first
  std::unique_ptr<InferCheck> infer_check_;          // KILN_INFER_CHECK (infer_check.h)
  std::unique_ptr<ReturnTypeQuery> return_type_query_;  // Core.return_type_of's answers
  std::unique_ptr<InterpreterTypedTier> typed_tier_;  // typed tapes (typed_tier.h)
  std::vector<std::unique_ptr<tape::CompiledFile>> texts_;  // kept for the methods they define
  bool closed_ = false;
  bool ran_file_ = true;  // what Run ran last was a file, not a text (Finish's report)
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_SESSION_H_
