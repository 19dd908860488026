#include "jit/object_record.h"

#include <gtest/gtest.h>

namespace kiln::jit {
namespace {

ObjectRecord Sample() {
  ObjectRecord r;
  r.renames = {{"julia_f_0", "kiln_ab"}, {"j_g_1", "kiln_cd"}};
  r.defined = {"kiln_ab", "kiln_ab_invoke"};
  r.object = std::string("\x7f" "ELF\0\1\2", 7) + std::string(300, 'o');
  return r;
}

TEST(ObjectRecord, RoundTrips) {
  const ObjectRecord r = Sample();
  auto back = DecodeObjectRecord(EncodeObjectRecord(r));
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(back->renames, r.renames);
  EXPECT_EQ(back->defined, r.defined);
  EXPECT_EQ(back->object, r.object);
}

// Every truncation and every single-byte change of the framing is an error
// or a record that differs, never a crash or a read out of bounds.
TEST(ObjectRecord, DamageIsAnErrorNeverACrash) {
  const std::string bytes = EncodeObjectRecord(Sample());
  for (size_t n = 0; n < bytes.size(); ++n) {
    EXPECT_FALSE(DecodeObjectRecord(std::string_view(bytes.data(), n)).ok()) << n;
  }
  EXPECT_FALSE(DecodeObjectRecord(bytes + "x").ok());
  for (size_t i = 0; i < bytes.size(); ++i) {
    for (uint8_t flip : {0x01, 0x80, 0xff}) {
      std::string bad = bytes;
      bad[i] = static_cast<char>(bad[i] ^ flip);
      auto r = DecodeObjectRecord(bad);
      if (r.ok()) {
        const ObjectRecord s = Sample();
        EXPECT_TRUE(r->renames != s.renames || r->defined != s.defined || r->object != s.object) << i;
      }
    }
  }
}

}  // namespace
}  // namespace kiln::jit
