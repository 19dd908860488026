// libFuzzer target (fuzz_lower): arbitrary source through parsing, lowering
// and the tape encoder (so it lives in tape/, after both phases). Any crash, sanitizer report, hang or stack overflow is
// a bug, and so is lowering output that fails its own checks: the module IR
// must verify, and every body must encode to tape that VerifyTape accepts
// (including definite assignment). Inputs may repeat a part of themselves
// (parse/fuzz_expand.h) to stand for very long flat programs: chains,
// wide calls, long blocks.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/check.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "lower/lower.h"
#include "parse/fuzz_expand.h"
#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"
#include "tape/encoder.h"
#include "tape/verify.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace kiln;  // NOLINT(google-build-using-namespace)
  auto buffer = source::SourceBuffer::FromString(
      "fuzz.jl",
      parse::ExpandFuzzInput(std::string_view(reinterpret_cast<const char*>(data), size)));
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  if (sink.has_errors()) return 0;
  ir::FileIr file = lower::Lower(tree, *buffer, sink, lower::LowerOptions{});
  std::string diagnostics = sink.Format(*buffer);
  if (sink.has_errors()) return 0;
  for (const auto& m : file.modules) {
    base::Status verified = ir::VerifyModule(*m);
    CHECK(verified.ok()) << "lowering produced invalid IR: " << verified.ToString();
    for (const ir::Body& body : m->bodies()) {
      auto tape = tape::Encode(*m, body);
      if (!tape.ok()) {
        CHECK(tape.status().code() == base::Status::Code::kUnsupported) << tape.status().ToString();
        continue;
      }
      base::Status checked = tape::VerifyTape(*m, *tape);
      CHECK(checked.ok()) << "lowered code fails the tape verifier: " << checked.ToString();
    }
  }
  return diagnostics.empty() ? 0 : 0;
}
