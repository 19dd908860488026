#include "lower/compile_file.h"

#include "base/check.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::lower {

LowerOptions OptionsFor(const source::Package& pkg, const std::string& path) {
  LowerOptions options;
  options.implicit_using_base = !source::IsBasePackage(pkg);
  options.file_path = pkg.RelativePath(path);
  return options;
}

namespace {

CompiledSource Compile(const source::SourceBuffer* buffer, const LowerOptions& options) {
  const std::string& path = buffer->filename();
  CompiledSource out;
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  if (!sink.has_errors()) {
    out.ir = Lower(tree, *buffer, sink, options);
    for (const auto& m : out.ir.modules) {
      base::Status status = ir::VerifyModule(*m);
      CHECK(status.ok()) << "lowering produced invalid IR for " << path << ": "
                         << status.ToString() << "\n"
                         << ir::PrintModule(*m);
    }
  }
  out.diagnostics = sink.Format(*buffer);
  out.ok = !sink.has_errors();
  out.source_text = std::string(buffer->text());
  return out;
}

}  // namespace

CompiledSource CompileText(const std::string& path, std::string text,
                           const LowerOptions& options) {
  return Compile(source::SourceBuffer::FromString(path, std::move(text)).get(), options);
}

base::ErrorOr<CompiledSource> CompileFile(base::Env* env, const std::string& path,
                                          const LowerOptions& options) {
  ASSIGN_OR_RETURN(std::unique_ptr<source::SourceBuffer> buffer,
                   source::SourceBuffer::FromFile(env, path));
  return Compile(buffer.get(), options);
}

}  // namespace kiln::lower
