// `kiln lower FILE`: parses and lowers a file, verifies the module IR, and
// prints it (ir/printer.h). Diagnostics go to stderr; exit status 1 if the
// program has errors.
#include <cstdio>
#include <string>

#include "base/check.h"
#include "base/env.h"
#include "driver/commands.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "lower/lower.h"
#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::driver {

int LowerCommand(const LowerCommandOptions& options) {
  auto buffer = source::SourceBuffer::FromFile(base::Env::Default(), options.file);
  if (!buffer.ok()) {
    std::fprintf(stderr, "kiln: cannot read %s: %s\n", options.file.c_str(),
                 buffer.status().ToString().c_str());
    return kExitProgramError;
  }
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(**buffer, sink);
  if (!sink.has_errors()) {
    lower::LowerOptions lower_options;
    lower_options.module_name = options.module_name;
    lower_options.implicit_using_base = options.implicit_using_base;
    lower_options.file_path = options.file;
    ir::FileIr file = lower::Lower(tree, **buffer, sink, lower_options);
    // Lowering must always produce valid IR, even for a program with errors.
    for (const auto& m : file.modules) {
      base::Status status = ir::VerifyModule(*m);
      CHECK(status.ok()) << "lowering produced invalid IR: " << status.ToString() << "\n"
                         << ir::PrintModule(*m);
    }
    if (!sink.has_errors()) {
      std::string text = ir::PrintFile(file);
      std::fwrite(text.data(), 1, text.size(), stdout);
    }
  }
  std::string diagnostics = sink.Format(**buffer);
  std::fwrite(diagnostics.data(), 1, diagnostics.size(), stderr);
  return sink.has_errors() ? kExitProgramError : kExitOk;
}

}  // namespace kiln::driver
