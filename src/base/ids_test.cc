#include "base/ids.h"

#include <gtest/gtest.h>

#include <string>

namespace kiln::base {
namespace {

struct NameTag;
using NameId = Id<NameTag>;

TEST(IdsTest, NoneHasNoValue) {
  EXPECT_FALSE(NameId::None.has_value());
  EXPECT_FALSE(NameId().has_value());
  EXPECT_TRUE(NameId(0).has_value());
  EXPECT_LT(NameId(1), NameId(2));
}

TEST(IdsTest, StoreGivesDenseStableIds) {
  ValueStore<NameId, std::string> names;
  NameId a = names.Add("a");
  NameId b = names.Add("b");
  EXPECT_EQ(a.index, 0u);
  EXPECT_EQ(b.index, 1u);
  EXPECT_EQ(names.Get(b), "b");
  EXPECT_TRUE(names.Contains(b));
  EXPECT_FALSE(names.Contains(NameId(2)));
  EXPECT_EQ(names.size(), 2u);
}

}  // namespace
}  // namespace kiln::base
