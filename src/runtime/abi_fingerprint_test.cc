#include "runtime/abi_fingerprint.h"

#include <gtest/gtest.h>

#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

TEST(AbiFingerprint, SameRuntimeSameFingerprint) {
  TestRuntime a;
  TestRuntime b;
  EXPECT_EQ(AbiFingerprint(*a), AbiFingerprint(*b));
  const std::string input = AbiFingerprintInput(*a);
  EXPECT_NE(input.find("struct Value size 16 align 8\n"), std::string::npos) << input;
  EXPECT_NE(input.find("field Value.bits offset 8 size 8\n"), std::string::npos) << input;
  // Native code reads vectors' elements and lengths through these.
  EXPECT_NE(input.find("field Array.data offset "), std::string::npos) << input;
  EXPECT_NE(input.find("field Array.length offset "), std::string::npos) << input;
  EXPECT_NE(input.find("core int64 layout "), std::string::npos) << input;
  EXPECT_NE(input.find("convention "), std::string::npos) << input;
}

// A changed layout, of a runtime structure or of a core type, is a different
// fingerprint (the hook KILN_TEST_ABI_SHIFT uses).
TEST(AbiFingerprint, ChangedLayoutChangesIt) {
  TestRuntime t;
  const base::Sha256Digest base = AbiFingerprint(*t);
  for (const char* shifted : {"Value", "DataType", "Array", "int64", "float64", "string"}) {
    EXPECT_NE(AbiFingerprint(*t, shifted), base) << shifted;
  }
  EXPECT_EQ(AbiFingerprint(*t, "no such type"), base);
}

}  // namespace
}  // namespace kiln::runtime
