#include "runtime/print.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "runtime/array.h"
#include "runtime/module.h"
#include "runtime/test_util.h"
#include "runtime/text.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

std::string F(double x) { return Float64ToString(x); }

TEST(FloatPrintTest, ShortestRoundTripInJuliaLayout) {
  EXPECT_EQ(F(1.0), "1.0");
  EXPECT_EQ(F(0.1), "0.1");
  EXPECT_EQ(F(1.0e20), "1.0e20");
  EXPECT_EQ(F(1.0e-5), "1.0e-5");
  EXPECT_EQ(F(0.0001), "0.0001");
  EXPECT_EQ(F(123456.0), "123456.0");
  EXPECT_EQ(F(1.0e16), "1.0e16");
  EXPECT_EQ(F(-0.0), "-0.0");
  EXPECT_EQ(F(0.0), "0.0");
  EXPECT_EQ(F(NAN), "NaN");
  EXPECT_EQ(F(INFINITY), "Inf");
  EXPECT_EQ(F(-INFINITY), "-Inf");
  EXPECT_EQ(F(100000.0), "100000.0");
  EXPECT_EQ(F(1.0e6), "1.0e6");
  EXPECT_EQ(F(1234567.0), "1.234567e6");
  EXPECT_EQ(F(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(F(1.0 / 3.0), "0.3333333333333333");
  EXPECT_EQ(F(2.5e-7), "2.5e-7");
  EXPECT_EQ(F(-1.5e300), "-1.5e300");
  EXPECT_EQ(F(5e-324), "5.0e-324");
  EXPECT_EQ(F(1.7976931348623157e308), "1.7976931348623157e308");
  EXPECT_EQ(F(9007199254740992.0), "9.007199254740992e15");
  EXPECT_EQ(F(0.001), "0.001");
  EXPECT_EQ(F(12345.678), "12345.678");
  EXPECT_EQ(F(1.5), "1.5");
  EXPECT_EQ(F(-2.0), "-2.0");
  EXPECT_EQ(F(524288.0), "524288.0");
  EXPECT_EQ(F(8388608.0), "8.388608e6");
  EXPECT_EQ(F(2.9802322387695312e-8), "2.9802322387695312e-8");
  EXPECT_EQ(F(1.0e15 + 1.0), "1.000000000000001e15");
}

TEST(FloatPrintTest, Float32) {
  std::string s;
  AppendFloat32(1.5f, /*typed=*/true, false, &s);
  EXPECT_EQ(s, "1.5f0");
  s.clear();
  AppendFloat32(1e20f, true, false, &s);
  EXPECT_EQ(s, "1.0f20");
  s.clear();
  AppendFloat32(1.0f / 3.0f, false, false, &s);
  EXPECT_EQ(s, "0.33333334");
  s.clear();
  AppendFloat32(1.0f / 3.0f, false, /*compact=*/true, &s);
  EXPECT_EQ(s, "0.333333");
  s.clear();
  AppendFloat32(NAN, true, false, &s);
  EXPECT_EQ(s, "NaN32");
  s.clear();
  AppendFloat32(0.1f, false, false, &s);
  EXPECT_EQ(s, "0.1");
}

TEST(IntPrintTest, Bases) {
  std::string s;
  AppendIntBase(255, false, 16, 1, &s);
  EXPECT_EQ(s, "ff");
  s.clear();
  AppendIntBase(5, true, 2, 8, &s);
  EXPECT_EQ(s, "-00000101");
  s.clear();
  AppendIntBase(0, false, 10, 1, &s);
  EXPECT_EQ(s, "0");
  s.clear();
  AppendInt(std::numeric_limits<int64_t>::min(), &s);
  EXPECT_EQ(s, "-9223372036854775808");
}

class ShowTest : public ::testing::Test {
 protected:
  ShowTest() : rt(*t), c(rt.core) {}
  std::string Show(Value v) { return ShowToString(rt, v); }
  std::string Print(Value v) { return PrintToString(rt, v); }
  Value Str(std::string_view s) { return StringValue(rt, s); }
  Value Char(uint32_t cp) { return c.CharBits(CharFromCodepoint(cp)); }
  Value Tuple(std::initializer_list<Value> items) {
    GcVector<DataType*> types;
    for (Value v : items) types.push_back(v.type);
    auto n = static_cast<uint32_t>(items.size());
    return NewStructValue(rt, ConcreteTupleType(rt, types.data(), n), items.begin(), n);
  }
  Value Vec(Type* elem, std::initializer_list<Value> items) {
    Array* a = NewVector(rt, VectorType(rt, elem), 0);
    for (Value v : items) CHECK(ArrayPush(rt, a, v));
    return Value::FromObject(a);
  }

  TestRuntime t;
  Runtime& rt;
  const CoreTypes& c;
};

TEST_F(ShowTest, Numbers) {
  EXPECT_EQ(Show(c.Int64(-42)), "-42");
  EXPECT_EQ(Show(c.Int(c.int8, -5)), "-5");
  EXPECT_EQ(Show(c.Int(c.uint8, 10)), "0x0a");
  EXPECT_EQ(Print(c.Int(c.uint8, 10)), "10");
  EXPECT_EQ(Show(c.Int(c.uint16, 10)), "0x000a");
  EXPECT_EQ(Show(c.UInt64(255)), "0x00000000000000ff");
  EXPECT_EQ(Show(c.Float64(1e20)), "1.0e20");
  EXPECT_EQ(Show(c.Bool(true)), "true");
  EXPECT_EQ(Print(c.Bool(false)), "false");
  Value f32 = Value::Make(c.float32, std::bit_cast<uint32_t>(1.5f));
  EXPECT_EQ(Show(f32), "1.5f0");
  EXPECT_EQ(Print(f32), "1.5");
}

TEST_F(ShowTest, CharsAndStrings) {
  EXPECT_EQ(Show(Char('a')), "'a'");
  EXPECT_EQ(Show(Char('\n')), "'\\n'");
  EXPECT_EQ(Show(Char(0xe9)), "'é'");
  EXPECT_EQ(Show(Char(0)), "'\\0'");
  EXPECT_EQ(Show(Char('\'')), "'\\''");
  EXPECT_EQ(Show(Char('\\')), "'\\\\'");
  EXPECT_EQ(Show(Char(0x7f)), "'\\x7f'");
  EXPECT_EQ(Show(Char(0x1b)), "'\\e'");
  EXPECT_EQ(Show(Char(0x200b)), "'\\u200b'");
  EXPECT_EQ(Show(c.CharBits(0xff000000u)), "'\\xff'");
  EXPECT_EQ(Print(Char(0xe9)), "é");

  EXPECT_EQ(Show(Str("a\"b\n")), "\"a\\\"b\\n\"");
  EXPECT_EQ(Show(Str("$x")), "\"\\$x\"");
  EXPECT_EQ(Show(Str("\x01")), "\"\\x01\"");
  EXPECT_EQ(Show(Str("\x1b[1m")), "\"\\e[1m\"");
  EXPECT_EQ(Show(Str("é∀")), "\"é∀\"");
  EXPECT_EQ(Show(Str("\xff")), "\"\\xff\"");
  EXPECT_EQ(Show(Str(std::string_view("a\0b", 3))), "\"a\\0b\"");
  EXPECT_EQ(Show(Str(std::string_view("\0"
                                      "1",
                                      2))),
            "\"\\x001\"");
  EXPECT_EQ(Show(Str("tab\there")), "\"tab\\there\"");
  EXPECT_EQ(Show(Str("\\")), "\"\\\\\"");
  EXPECT_EQ(Print(Str("a\"b")), "a\"b");
}

TEST_F(ShowTest, SymbolsNothingTypesModules) {
  EXPECT_EQ(Show(rt.SymbolValue("abc")), ":abc");
  EXPECT_EQ(Show(rt.SymbolValue("a b")), "Symbol(\"a b\")");
  EXPECT_EQ(Show(rt.SymbolValue("+")), ":+");
  EXPECT_EQ(Print(rt.SymbolValue("abc")), "abc");
  EXPECT_EQ(Show(c.Nothing()), "nothing");
  EXPECT_EQ(Print(c.Nothing()), "nothing");
  EXPECT_EQ(Show(TypeValue(c.int64)), "Int64");
  EXPECT_EQ(Show(Value::FromObject(rt.main_module)), "Main");
}

TEST_F(ShowTest, TuplesAndNamedTuples) {
  EXPECT_EQ(Show(Tuple({c.Int64(1), c.Int64(2)})), "(1, 2)");
  EXPECT_EQ(Show(Tuple({c.Int64(1)})), "(1,)");
  EXPECT_EQ(Show(c.EmptyTuple()), "()");
  EXPECT_EQ(Show(Tuple({c.Int64(1), Str("a")})), "(1, \"a\")");
  EXPECT_EQ(Show(Tuple({Tuple({c.Int64(1), c.Int64(2)}), c.Int64(3)})), "((1, 2), 3)");
  EXPECT_EQ(Show(Tuple({c.Bool(true), c.Float64(2.5)})), "(true, 2.5)");

  Value names = Tuple({rt.SymbolValue("a"), rt.SymbolValue("b")});
  Value nt_type;
  Value params[2] = {names, TypeValue(testing::Tuple(rt, {c.int64, c.string}))};
  ASSERT_TRUE(ApplyType(rt, c.named_tuple_wrapper, params, 2, &nt_type));
  Value fields[2] = {c.Int64(1), Str("x")};
  EXPECT_EQ(Show(NewStructValue(rt, nt_type.As<DataType>(), fields, 2)), "(a = 1, b = \"x\")");
  Value one_name = Tuple({rt.SymbolValue("a")});
  Value p1[2] = {one_name, TypeValue(testing::Tuple(rt, {c.int64}))};
  ASSERT_TRUE(ApplyType(rt, c.named_tuple_wrapper, p1, 2, &nt_type));
  EXPECT_EQ(Show(NewStructValue(rt, nt_type.As<DataType>(), fields, 1)), "(a = 1,)");
  Value p0[2] = {c.EmptyTuple(), TypeValue(testing::Tuple(rt, {}))};
  ASSERT_TRUE(ApplyType(rt, c.named_tuple_wrapper, p0, 2, &nt_type));
  EXPECT_EQ(Show(nt_type.As<DataType>()->instance), "NamedTuple()");
}

TEST_F(ShowTest, Vectors) {
  EXPECT_EQ(Show(Vec(c.int64, {c.Int64(1), c.Int64(2), c.Int64(3)})), "[1, 2, 3]");
  EXPECT_EQ(Show(Vec(c.string, {Str("a"), Str("b")})), "[\"a\", \"b\"]");
  EXPECT_EQ(Show(Vec(c.any, {c.Int64(1), Str("a")})), "Any[1, \"a\"]");
  EXPECT_EQ(Show(Vec(c.int64, {})), "Int64[]");
  EXPECT_EQ(Show(Vec(c.float64, {})), "Float64[]");
  EXPECT_EQ(Show(Vec(c.any, {})), "Any[]");
  EXPECT_EQ(Show(Vec(c.bool_, {c.Bool(true), c.Bool(false)})), "Bool[1, 0]");
  EXPECT_EQ(Show(Vec(c.int32, {c.Int(c.int32, 1), c.Int(c.int32, 2)})), "Int32[1, 2]");
  EXPECT_EQ(Show(Vec(c.uint8, {c.Int(c.uint8, 1)})), "UInt8[0x01]");
  EXPECT_EQ(Show(Vec(c.float64, {c.Float64(1.0), c.Float64(2.5)})), "[1.0, 2.5]");
  EXPECT_EQ(Show(Vec(c.char_, {Char('a')})), "['a']");
  Value inner1 = Vec(c.int64, {c.Int64(1), c.Int64(2)});
  Value inner2 = Vec(c.int64, {c.Int64(3)});
  EXPECT_EQ(Show(Vec(VectorType(rt, c.int64), {inner1, inner2})), "[[1, 2], [3]]");
  Type* union_t = testing::Union(rt, {c.int64, c.nothing});
  EXPECT_EQ(Show(Vec(union_t, {c.Int64(1), c.Nothing()})), "Union{Nothing, Int64}[1, nothing]");
  EXPECT_EQ(Print(Vec(c.string, {Str("a")})), "[\"a\"]");
  // #undef elements.
  Array* undef = NewVector(rt, VectorType(rt, c.string), 2);
  EXPECT_EQ(Show(Value::FromObject(undef)), "[#undef, #undef]");
}

TEST_F(ShowTest, Matrices) {
  Value m;
  int64_t dims[2] = {2, 2};
  Value mt = TypeValue(c.float64);
  Value params[2] = {mt, c.Int64(2)};
  Value type;
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, params, 2, &type));
  ASSERT_TRUE(NewArray(rt, type.As<DataType>(), dims, 2, &m));
  Array* a = m.As<Array>();
  double vals[4] = {1.0, 3.0, 2.0, 4.0};  // column-major [1.0 2.0; 3.0 4.0]
  for (int i = 0; i < 4; ++i) ArrayStoreUnchecked(a, i, c.Float64(vals[i]));
  EXPECT_EQ(Show(m), "[1.0 2.0; 3.0 4.0]");

  int64_t col[2] = {2, 1};
  Value params_i[2] = {TypeValue(c.int64), c.Int64(2)};
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, params_i, 2, &type));
  ASSERT_TRUE(NewArray(rt, type.As<DataType>(), col, 2, &m));
  ArrayStoreUnchecked(m.As<Array>(), 0, c.Int64(1));
  ArrayStoreUnchecked(m.As<Array>(), 1, c.Int64(2));
  EXPECT_EQ(Show(m), "[1; 2;;]");

  int64_t empty[2] = {0, 0};
  ASSERT_TRUE(NewArray(rt, type.As<DataType>(), empty, 2, &m));
  EXPECT_EQ(Show(m), "Matrix{Int64}(undef, 0, 0)");

  int64_t cube[3] = {2, 2, 2};
  Value params3[2] = {TypeValue(c.int64), c.Int64(3)};
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, params3, 2, &type));
  ASSERT_TRUE(NewArray(rt, type.As<DataType>(), cube, 3, &m));
  for (int i = 0; i < 8; ++i) ArrayStoreUnchecked(m.As<Array>(), i, c.Int64(i + 1));
  EXPECT_EQ(Show(m), "[1 3; 2 4;;; 5 7; 6 8]");
}

TEST_F(ShowTest, StructsAndFunctions) {
  Symbol* fields[2] = {Intern("x"), Intern("y")};
  DataType* point =
      NewStructType(rt, rt.main_module, Intern("Point"), nullptr, 0, fields, 2, false, nullptr);
  Value ft[2] = {TypeValue(c.float64), TypeValue(c.float64)};
  SetFieldTypes(rt, point, ft, 2);
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("Point"), TypeValue(point)));
  Value xy[2] = {c.Float64(1.0), c.Float64(2.0)};
  EXPECT_EQ(Show(NewStructValue(rt, point, xy, 2)), "Point(1.0, 2.0)");

  Symbol* next[1] = {Intern("next")};
  DataType* node =
      NewStructType(rt, rt.main_module, Intern("Node"), nullptr, 0, next, 1, true, nullptr);
  Value nt[1] = {TypeValue(c.any)};
  SetFieldTypes(rt, node, nt, 1);
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("Node"), TypeValue(node)));
  Value n = NewStructValue(rt, node, nullptr, 0);
  EXPECT_EQ(Show(n), "Node(#undef)");
  n.As<StructObject>()->fields()[0] = n;  // a cycle
  EXPECT_EQ(Show(n), "Node(Node(#= circular reference @-1 =#))");

  DataType* unit =
      NewStructType(rt, rt.main_module, Intern("Unit"), nullptr, 0, nullptr, 0, false, nullptr);
  SetFieldTypes(rt, unit, nullptr, 0);
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("Unit"), TypeValue(unit)));
  EXPECT_EQ(Show(unit->instance), "Unit()");
}

TEST_F(ShowTest, Summary) {
  std::string s;
  AppendSummary(rt, Vec(c.int64, {c.Int64(1), c.Int64(2), c.Int64(3)}), &s);
  EXPECT_EQ(s, "3-element Vector{Int64}");
  s.clear();
  AppendSummary(rt, Str("abc"), &s);
  EXPECT_EQ(s, "3-codeunit String");
  s.clear();
  AppendSummary(rt, Tuple({c.Int64(1), c.Int64(2)}), &s);
  EXPECT_EQ(s, "Tuple{Int64, Int64}");
}

}  // namespace
}  // namespace kiln::runtime
