#include <gtest/gtest.h>

#include "base/mem_env.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::source {
namespace {

TEST(SourceBufferTest, LocatesLinesAndCodePointColumns) {
  auto buf = SourceBuffer::FromString("t.jl", "x = 1\nπ = 3.14\n\nend");
  EXPECT_EQ(buf->line_count(), 4u);
  EXPECT_EQ(buf->Locate(0).line, 1u);
  EXPECT_EQ(buf->Locate(4).column, 5u);
  // "π" is two bytes; the '=' after it is column 3 of line 2.
  LineCol lc = buf->Locate(6 + 3);
  EXPECT_EQ(lc.line, 2u);
  EXPECT_EQ(lc.column, 3u);
  EXPECT_EQ(buf->LineText(2), "π = 3.14");
  EXPECT_EQ(buf->LineText(3), "");
  EXPECT_EQ(buf->LineText(4), "end");
  EXPECT_EQ(buf->Locate(1000).line, 4u);  // clamped to the end
}

TEST(SourceBufferTest, FromFileReportsMissingFile) {
  base::MemEnv env;
  auto r = SourceBuffer::FromFile(&env, "/missing.jl");
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(r.status().IsNotFound());
}

TEST(DiagnosticTest, FormatsWithCaret) {
  auto buf = SourceBuffer::FromString("prog.jl", "a = 1\nb = (2 +\n");
  DiagnosticSink sink;
  sink.Error(6 + 4, "unexpected token");
  EXPECT_TRUE(sink.has_errors());
  EXPECT_EQ(sink.Format(*buf),
            "prog.jl:2:5: error: unexpected token\n"
            "  b = (2 +\n"
            "      ^\n");
}

TEST(DiagnosticTest, CapsStoredErrors) {
  auto buf = SourceBuffer::FromString("p.jl", "x");
  DiagnosticSink sink;
  for (int i = 0; i < 60; ++i) sink.Error(0, "e");
  EXPECT_EQ(sink.error_count(), 60u);
  EXPECT_EQ(sink.diagnostics().size(), DiagnosticSink::kMaxErrors);
  EXPECT_NE(sink.Format(*buf).find("too many errors (60)"), std::string::npos);
}

}  // namespace
}  // namespace kiln::source
