#include <gtest/gtest.h>

#include <cmath>
#include <type_traits>

#include "runtime/object.h"
#include "runtime/test_util.h"
#include "runtime/text.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

TEST(ValueTest, LayoutIsSixteenBytesAndTriviallyCopyable) {
  static_assert(sizeof(Value) == 16);
  static_assert(std::is_trivially_copyable_v<Value>);
  static_assert(std::is_standard_layout_v<Value>);
  Value undefined;
  EXPECT_FALSE(undefined.defined());
}

TEST(ValueTest, UnboxedConstructorsAndAccessors) {
  TestRuntime t;
  const CoreTypes& c = t->core;
  Value i = c.Int64(-42);
  EXPECT_EQ(i.type, c.int64);
  EXPECT_EQ(i.AsInt(), -42);
  EXPECT_TRUE(IsUnboxed(i));
  Value f = c.Float64(1.5);
  EXPECT_EQ(f.AsFloat64(), 1.5);
  EXPECT_TRUE(c.Bool(true).AsBool());
  EXPECT_EQ(c.Bool(true).bits, 1u);
  Value ch = c.CharBits(CharFromCodepoint('a'));
  EXPECT_EQ(ch.AsCharBits(), 0x61000000u);
  EXPECT_TRUE(IsUnboxed(c.Nothing()));
  EXPECT_EQ(c.Nothing().type, c.nothing);
}

TEST(ValueTest, NarrowIntegersAreNormalized) {
  TestRuntime t;
  const CoreTypes& c = t->core;
  EXPECT_EQ(c.Int(c.int8, 0xff).AsInt(), -1);
  EXPECT_EQ(c.Int(c.uint8, 0x1ff).AsUInt(), 0xffu);
  EXPECT_EQ(c.Int(c.int32, 0x80000000u).AsInt(), INT32_MIN);
  EXPECT_EQ(c.Int(c.bool_, 3).AsUInt(), 1u);
}

TEST(ValueTest, EgalFollowsJulia) {
  TestRuntime t;
  Runtime& rt = *t;
  const CoreTypes& c = rt.core;
  EXPECT_TRUE(Egal(c.Int64(1), c.Int64(1)));
  EXPECT_FALSE(Egal(c.Int64(1), c.Int(c.int32, 1)));  // 1 !== Int32(1)
  EXPECT_TRUE(Egal(c.Float64(NAN), c.Float64(NAN)));  // NaN === NaN
  EXPECT_FALSE(Egal(c.Float64(0.0), c.Float64(-0.0)));
  EXPECT_TRUE(Egal(StringValue(rt, "abc"), StringValue(rt, "abc")));
  EXPECT_FALSE(Egal(StringValue(rt, "abc"), StringValue(rt, "abd")));
  EXPECT_EQ(EgalHash(StringValue(rt, "abc")), EgalHash(StringValue(rt, "abc")));
  EXPECT_TRUE(Egal(rt.SymbolValue("x"), rt.SymbolValue("x")));
  EXPECT_TRUE(Egal(c.Nothing(), c.Nothing()));
}

TEST(ValueTest, EgalOnStructsDependsOnMutability) {
  TestRuntime t;
  Runtime& rt = *t;
  Symbol* fields[2] = {Intern("x"), Intern("y")};
  Value ftypes[2] = {TypeValue(rt.core.float64), TypeValue(rt.core.float64)};
  DataType* point =
      NewStructType(rt, rt.main_module, Intern("Point"), nullptr, 0, fields, 2, false, nullptr);
  SetFieldTypes(rt, point, ftypes, 2);
  DataType* mpoint =
      NewStructType(rt, rt.main_module, Intern("MPoint"), nullptr, 0, fields, 2, true, nullptr);
  SetFieldTypes(rt, mpoint, ftypes, 2);
  Value xy[2] = {rt.core.Float64(1), rt.core.Float64(2)};
  EXPECT_TRUE(Egal(NewStructValue(rt, point, xy, 2), NewStructValue(rt, point, xy, 2)));
  EXPECT_EQ(EgalHash(NewStructValue(rt, point, xy, 2)), EgalHash(NewStructValue(rt, point, xy, 2)));
  Value m = NewStructValue(rt, mpoint, xy, 2);
  EXPECT_FALSE(Egal(m, NewStructValue(rt, mpoint, xy, 2)));
  EXPECT_TRUE(Egal(m, m));
  EXPECT_TRUE(point->isbits());
  EXPECT_FALSE(mpoint->isbits());
}

TEST(ValueTest, SymbolsAreInterned) {
  Symbol* a = Intern("hello");
  EXPECT_EQ(a, Intern(std::string("hel") + "lo"));
  EXPECT_NE(a, Intern("hellO"));
  EXPECT_EQ(a->name(), "hello");
  EXPECT_EQ(Intern("")->name(), "");
}

}  // namespace
}  // namespace kiln::runtime
