// Compiling one source file from its text: the function the IR cache calls
// on a miss (and again to recover from a late failure). The real compiler is
// lower/compile_file.h; tests pass their own.
#ifndef KILN_CACHE_COMPILE_H_
#define KILN_CACHE_COMPILE_H_

#include <functional>
#include <string>
#include <string_view>

#include "ir/module_ir.h"
#include "source/package.h"

namespace kiln::cache {

struct CompileOutput {
  ir::FileIr file;          // every module verifies; may be empty when has_errors
  std::string diagnostics;  // formatted `file:line:col: error: ...` lines, if any
  bool has_errors = false;
};

// `path` is the file as the program names it; `text` its contents. Must be a
// function of (package, path relative to the package, text) only: that is
// what a cache entry is keyed by.
using CompileFn = std::function<CompileOutput(const source::Package& pkg, const std::string& path,
                                              std::string_view text)>;

// The real compiler, when the parser and lowering are part of this build:
// lower::CompileText with the package's lower::OptionsFor.
CompileOutput CompileSource(const source::Package& pkg, const std::string& path,
                            std::string_view text);

// False in builds without src/parse and src/lower: CompileSource then
// reports an error for every file.
bool HaveCompiler();

}  // namespace kiln::cache

#endif  // KILN_CACHE_COMPILE_H_
