#include "cache/compile.h"

#include "base/check.h"
#include "ir/verifier.h"
#include "lower/lower.h"
#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::cache {

bool HaveCompiler() { return true; }

CompileOutput CompileSource(const source::Package& pkg, const std::string& path,
                            std::string_view text) {
  CompileOutput out;
  const std::string relative = pkg.RelativePath(path);
  auto buffer = source::SourceBuffer::FromString(path, std::string(text));
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  if (!sink.has_errors()) {
    lower::LowerOptions options;
    // As `kiln run` runs files: each file's top level is module Main's code
    // (a package's root file defines `module Name ... end` in it), and every
    // file but Base's own starts with `using Base`.
    options.implicit_using_base = pkg.is_script || pkg.name != "Base";
    options.file_path = relative;
    out.file = lower::Lower(tree, *buffer, sink, options);
    for (const auto& m : out.file.modules) {
      base::Status status = ir::VerifyModule(*m);
      CHECK(status.ok()) << "lowering produced invalid IR for " << path << ": "
                         << status.ToString();
    }
  }
  out.has_errors = sink.has_errors();
  out.diagnostics = sink.Format(*buffer);
  return out;
}

}  // namespace kiln::cache
