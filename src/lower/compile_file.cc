#include "lower/compile_file.h"

#include "base/check.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::lower {

base::ErrorOr<CompiledSource> CompileFile(base::Env* env, const std::string& path,
                                          const LowerOptions& options) {
  ASSIGN_OR_RETURN(std::unique_ptr<source::SourceBuffer> buffer,
                   source::SourceBuffer::FromFile(env, path));
  CompiledSource out;
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  if (!sink.has_errors()) {
    out.ir = Lower(tree, *buffer, sink, options);
    for (const auto& m : out.ir.modules) {
      base::Status status = ir::VerifyModule(*m);
      CHECK(status.ok()) << "lowering produced invalid IR: " << status.ToString() << "\n"
                         << ir::PrintModule(*m);
    }
  }
  out.diagnostics = sink.Format(*buffer);
  out.ok = !sink.has_errors();
  out.source_text = std::string(buffer->text());
  return out;
}

}  // namespace kiln::lower
