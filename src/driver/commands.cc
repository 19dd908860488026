#include "driver/commands.h"

#include <cstdio>
#include <string>

#include "base/env.h"
#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::driver {
namespace {

// Reads `file` or prints why not. Returns null on failure.
std::unique_ptr<source::SourceBuffer> LoadSource(const std::string& file) {
  auto buffer = source::SourceBuffer::FromFile(base::Env::Default(), file);
  if (!buffer.ok()) {
    std::fprintf(stderr, "kiln: cannot read %s: %s\n", file.c_str(),
                 buffer.status().ToString().c_str());
    return nullptr;
  }
  return std::move(buffer).value();
}

void WriteAll(std::FILE* stream, const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stream);
}

// Parses `buffer`, printing diagnostics to stderr. Returns false if the
// program has syntax errors.
bool ParseOrReport(const source::SourceBuffer& buffer, parse::Tree& tree) {
  source::DiagnosticSink sink;
  tree = parse::Parse(buffer, sink);
  if (!sink.diagnostics().empty()) WriteAll(stderr, sink.Format(buffer));
  return !sink.has_errors();
}

}  // namespace

int ParseCommand(const std::string& file) {
  auto buffer = LoadSource(file);
  if (!buffer) return kExitProgramError;
  parse::Tree tree;
  if (!ParseOrReport(*buffer, tree)) return kExitProgramError;
  WriteAll(stdout, parse::PrintTree(tree, buffer.get()));
  return kExitOk;
}

}  // namespace kiln::driver
