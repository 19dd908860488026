// `kiln lower FILE`: parses and lowers a file, verifies the module IR, and
// prints it (ir/printer.h). Diagnostics go to stderr; exit status 1 if the
// program has errors.
#include <cstdio>
#include <string>

#include "base/env.h"
#include "driver/commands.h"
#include "ir/printer.h"
#include "lower/compile_file.h"

namespace kiln::driver {

int LowerCommand(const LowerCommandOptions& options) {
  lower::LowerOptions lower_options;
  lower_options.module_name = options.module_name;
  lower_options.implicit_using_base = options.implicit_using_base;
  lower_options.file_path = options.file;
  auto compiled = lower::CompileFile(base::Env::Default(), options.file, lower_options);
  if (!compiled.ok()) {
    std::fprintf(stderr, "kiln: cannot read %s: %s\n", options.file.c_str(),
                 compiled.status().ToString().c_str());
    return kExitProgramError;
  }
  if (compiled->ok) {
    std::string text = ir::PrintFile(compiled->ir);
    std::fwrite(text.data(), 1, text.size(), stdout);
  }
  std::fwrite(compiled->diagnostics.data(), 1, compiled->diagnostics.size(), stderr);
  return compiled->ok ? kExitOk : kExitProgramError;
}

}  // namespace kiln::driver
