#include "jit/ci_record.h"

#include <gtest/gtest.h>

namespace kiln::jit {
namespace {

CiRecord Sample() {
  CiRecord r;
  r.identity = "Main\nTuple{typeof(f), Int64}\nf.jl";
  r.body = std::string(32, 'b');
  r.flags = CiRecord::kNative | CiRecord::kEntry;
  r.effects = 5;
  r.rettype_shown = "Int64";
  r.rettype = "D-int";
  r.result_fields = {"D-a", "D-b"};
  r.object_key = std::string(32, 'k');
  r.symbol = "kiln_0123";
  r.renames = {{"julia_f_0", "kiln_0123"}, {"j_g_1", "kiln_4567"}};
  r.edges = {{CiEdge::Kind::kCall, "Tuple{typeof(g), Int64}", "g", std::string(32, 'h'), std::string(32, 'd')},
             {CiEdge::Kind::kMissing, "Tuple{typeof(h)}", "", "", ""},
             {CiEdge::Kind::kBinding, "", "Main.K", "v3", ""}};
  return r;
}

bool Same(const CiRecord& a, const CiRecord& b) {
  if (a.edges.size() != b.edges.size()) return false;
  for (size_t i = 0; i < a.edges.size(); ++i) {
    const CiEdge& x = a.edges[i];
    const CiEdge& y = b.edges[i];
    if (x.kind != y.kind || x.type != y.type || x.method != y.method || x.body != y.body ||
        x.depends != y.depends) {
      return false;
    }
  }
  return a.identity == b.identity && a.body == b.body && a.flags == b.flags && a.effects == b.effects &&
         a.rettype_shown == b.rettype_shown && a.why == b.why && a.rettype == b.rettype &&
         a.result_fields == b.result_fields && a.result_const == b.result_const &&
         a.object_key == b.object_key && a.symbol == b.symbol && a.renames == b.renames;
}

TEST(CiRecord, RoundTrips) {
  const CiRecord r = Sample();
  auto back = DecodeCiRecord(EncodeCiRecord(r));
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_TRUE(Same(*back, r));
  CiRecord refused;
  refused.identity = "x";
  refused.why = "calls println";
  auto back2 = DecodeCiRecord(EncodeCiRecord(refused));
  ASSERT_TRUE(back2.ok()) << back2.status().ToString();
  EXPECT_TRUE(Same(*back2, refused));
}

// Every truncation is an error, and every single-byte change an error or a
// record that differs: never a crash or a read out of bounds.
TEST(CiRecord, DamageIsAnErrorNeverACrash) {
  const std::string bytes = EncodeCiRecord(Sample());
  for (size_t n = 0; n < bytes.size(); ++n) {
    EXPECT_FALSE(DecodeCiRecord(std::string_view(bytes.data(), n)).ok()) << n;
  }
  EXPECT_FALSE(DecodeCiRecord(bytes + "x").ok());
  for (size_t i = 0; i < bytes.size(); ++i) {
    for (uint8_t flip : {0x01, 0x80, 0xff}) {
      std::string bad = bytes;
      bad[i] = static_cast<char>(bad[i] ^ flip);
      auto r = DecodeCiRecord(bad);
      if (r.ok()) {
        EXPECT_FALSE(Same(*r, Sample())) << i;
      }
    }
  }
}

TEST(CiRecord, NativeNeedsItsCode) {
  CiRecord r = Sample();
  r.object_key.clear();
  EXPECT_FALSE(DecodeCiRecord(EncodeCiRecord(r)).ok());
}

}  // namespace
}  // namespace kiln::jit
