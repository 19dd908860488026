#include <gtest/gtest.h>

#include "parse/parse.h"

namespace kiln::parse {
namespace {

TEST(ParserTest, Empty) {
  auto buffer = source::SourceBuffer::FromString("t.jl", "");
  source::DiagnosticSink sink;
  Tree tree = Parse(*buffer, sink);
  EXPECT_FALSE(sink.has_errors());
}

}  // namespace
}  // namespace kiln::parse
