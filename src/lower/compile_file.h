// Source file -> verified module IR: read, parse, lower, verify. The one
// place every consumer (kiln run, the IR cache, kiln lower/tape) compiles a
// file from source, and the one place that decides how a file of a package is
// lowered (OptionsFor).
#ifndef KILN_LOWER_COMPILE_FILE_H_
#define KILN_LOWER_COMPILE_FILE_H_

#include <string>

#include "base/env.h"
#include "ir/module_ir.h"
#include "lower/lower.h"
#include "source/package.h"

namespace kiln::lower {

struct CompiledSource {
  ir::FileIr ir;             // valid only when `ok`
  std::string diagnostics;   // formatted `file:line:col: error: ...` text, possibly empty
  bool ok = false;           // false when the program has errors
  std::string source_text;   // the file's contents, as read
};

// How `kiln run` lowers file `path` of package `pkg`: each file's top level is
// module Main's code (a package's root file defines `module Name ... end` in
// it); every file but Base's own starts with `using Base`
// (source::IsBasePackage); the file name lowering embeds (for @__FILE__) is the
// path relative to the package root, so that cache entries stay relocatable.
LowerOptions OptionsFor(const source::Package& pkg, const std::string& path);

// Compiles `text`, the contents of file `path`. Errors in the program are
// `ok == false` with diagnostics. Lowering output that fails verification is a
// bug (CHECK).
CompiledSource CompileText(const std::string& path, std::string text,
                           const LowerOptions& options);

// CompileText of the file read through `env`; I/O failures are a Status.
base::ErrorOr<CompiledSource> CompileFile(base::Env* env, const std::string& path,
                                          const LowerOptions& options);

}  // namespace kiln::lower

#endif  // KILN_LOWER_COMPILE_FILE_H_
