#include <gtest/gtest.h>

#include <cmath>
#include <type_traits>

#include "runtime/array.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/subtype.h"
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

TEST(ValueTest, DeeplyNestedValuesDoNotOverflowTheStack) {
  TestRuntime t;
  Runtime& rt = *t;
  Symbol* fields[2] = {Intern("head"), Intern("tail")};
  DataType* cons =
      NewStructType(rt, rt.main_module, Intern("Cons"), nullptr, 0, fields, 2, false, nullptr);
  Value ft[2] = {TypeValue(rt.core.int64), TypeValue(rt.core.any)};
  SetFieldTypes(rt, cons, ft, 2);
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("Cons"), TypeValue(cons)));
  auto build = [&](int n) {
    Value list = rt.core.Nothing();
    for (int i = 0; i < n; ++i) {
      Value f[2] = {rt.core.Int64(i), list};
      list = NewStructValue(rt, cons, f, 2);
    }
    return list;
  };
  constexpr int kDepth = 200000;
  Value a = build(kDepth);
  Value b = build(kDepth);
  EXPECT_TRUE(Egal(a, b));
  EXPECT_EQ(EgalHash(a), EgalHash(b));
  Value c = build(kDepth - 1);
  EXPECT_FALSE(Egal(a, c));
  std::string shown = testing::Show(rt, a);
  EXPECT_EQ(shown.substr(0, 25), "Cons(199999, Cons(199998,");
  EXPECT_NE(shown.find("…"), std::string::npos);
  // Deeply nested types.
  Type* deep = rt.core.int64;
  Type* deep2 = rt.core.int64;
  for (int i = 0; i < 5000; ++i) {
    deep = VectorType(rt, deep);
    deep2 = VectorType(rt, deep2);
  }
  EXPECT_EQ(deep, deep2);
  EXPECT_TRUE(Subtype(rt, deep, rt.core.any));
  Subtype(rt, deep, VectorType(rt, rt.core.int64));  // must not crash
  EXPECT_NE(testing::Str(rt, deep).find("…"), std::string::npos);
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
