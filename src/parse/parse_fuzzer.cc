// libFuzzer target: arbitrary bytes through Parse and PrintTree. Any crash,
// sanitizer report, hang or stack overflow is a bug. Inputs may repeat a
// part of themselves (fuzz_expand.h) to stand for very long flat programs.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "parse/fuzz_expand.h"
#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto buffer = kiln::source::SourceBuffer::FromString(
      "fuzz.jl", kiln::parse::ExpandFuzzInput(
                     std::string_view(reinterpret_cast<const char*>(data), size)));
  kiln::source::DiagnosticSink sink;
  kiln::parse::Tree tree = kiln::parse::Parse(*buffer, sink);
  std::string printed = kiln::parse::PrintTree(tree, buffer.get());
  std::string diagnostics = sink.Format(*buffer);
  return printed.size() + diagnostics.size() > 0 ? 0 : 0;
}
