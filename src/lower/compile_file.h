// Source file -> verified module IR: read, parse, lower, verify. The one
// place every consumer (kiln run, the IR cache, kiln lower/tape) compiles a
// file from source.
#ifndef KILN_LOWER_COMPILE_FILE_H_
#define KILN_LOWER_COMPILE_FILE_H_

#include <string>

#include "base/env.h"
#include "ir/module_ir.h"
#include "lower/lower.h"

namespace kiln::lower {

struct CompiledSource {
  ir::FileIr ir;             // valid only when `ok`
  std::string diagnostics;   // formatted `file:line:col: error: ...` text, possibly empty
  bool ok = false;           // false when the program has errors
  std::string source_text;   // the file's contents, as read
};

// I/O failures are a Status; errors in the program are `ok == false` with
// diagnostics. Lowering output that fails verification is a bug (CHECK).
base::ErrorOr<CompiledSource> CompileFile(base::Env* env, const std::string& path,
                                          const LowerOptions& options);

}  // namespace kiln::lower

#endif  // KILN_LOWER_COMPILE_FILE_H_
