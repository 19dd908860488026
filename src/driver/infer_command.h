// `kiln infer FILE [--function NAME]`: runs FILE's program (its output is
// discarded), then infers its methods and prints each CodeInstance with its
// typed body and edges (src/infer/print.h). With `--then LATER`, LATER runs
// afterwards in the same Main and every method it adds invalidates what it
// falsifies (src/infer/invalidate.h): the CodeInstances it ended are listed.
#ifndef KILN_DRIVER_INFER_COMMAND_H_
#define KILN_DRIVER_INFER_COMMAND_H_

#include <CLI/CLI.hpp>
#include <string>

namespace kiln::driver {

struct InferCommandOptions {
  std::string file;
  std::string function;     // only the methods of this function (and print only them)
  bool all_methods = false; // also infer every method of Base and every module loaded
  bool summary = false;     // print counts and timings instead of the CodeInstances
  std::string then_file;    // run after inference; report what its definitions invalidate
  bool native = false;      // also emit each CodeInstance's module (docs/native.md)
  bool native_ir = false;   // ... and print it as LLVM assembly
};

CLI::App* AddInferCommand(CLI::App& app, InferCommandOptions& options);
int InferCommand(const InferCommandOptions& options);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_INFER_COMMAND_H_
