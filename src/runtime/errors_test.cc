#include "runtime/errors.h"

#include <gtest/gtest.h>

#include "runtime/array.h"
#include "runtime/dispatch.h"
#include "runtime/module.h"
#include "runtime/test_util.h"
#include "runtime/text.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

class ErrorsTest : public ::testing::Test {
 protected:
  ErrorsTest() : rt(*t), c(rt.core) {}
  std::string S(Value e) { return ShowError(rt, e); }
  Value Str(std::string_view s) { return StringValue(rt, s); }
  TestRuntime t;
  Runtime& rt;
  const CoreTypes& c;
};

TEST_F(ErrorsTest, MessagesMatchJulia) {
  EXPECT_EQ(S(MakeErrorException(rt, "boom")), "boom");
  EXPECT_EQ(S(MakeArgumentError(rt, "bad")), "ArgumentError: bad");
  EXPECT_EQ(S(MakeOverflowError(rt, "too big")), "OverflowError: too big");
  EXPECT_EQ(S(MakeAssertionError(rt, "x > 0")), "AssertionError: x > 0");
  EXPECT_EQ(S(MakeDivideError(rt)), "DivideError: integer division error");
  EXPECT_EQ(S(MakeStackOverflowError(rt)), "StackOverflowError:");
  EXPECT_EQ(S(MakeUndefRefError(rt)), "UndefRefError: access to undefined reference");
  EXPECT_EQ(S(MakeEOFError(rt)), "EOFError: read end of file");
  EXPECT_EQ(S(MakeInterruptException(rt)), "InterruptException:");
  Value kw[1] = {rt.SymbolValue("req")};
  Value uke = NewStructValue(rt, c.undef_keyword_error, kw, 1);
  EXPECT_EQ(S(uke), "UndefKeywordError: keyword argument `req` not assigned");
  EXPECT_EQ(S(MakeKeyError(rt, Str("a"))), "KeyError: key \"a\" not found");
  EXPECT_EQ(S(MakeKeyError(rt, c.Int64(3))), "KeyError: key 3 not found");
  EXPECT_EQ(S(MakeDomainError(rt, c.Float64(-1.0), "msg")), "DomainError with -1.0:\nmsg");
  EXPECT_EQ(S(MakeInexactError(rt, Intern("trunc"), TypeValue(c.uint8), c.Int64(300))),
            "InexactError: trunc(UInt8, 300)");
  EXPECT_EQ(S(MakeInexactError(rt, Intern("Int64"), TypeValue(c.int64), c.Float64(1.5))),
            "InexactError: Int64(1.5)");
  EXPECT_EQ(S(MakeUndefVarError(rt, Intern("x"), Value::FromObject(rt.main_module))),
            "UndefVarError: `x` not defined in `Main`");
  EXPECT_EQ(S(MakeUndefVarError(rt, Intern("T"), rt.SymbolValue("static_parameter"))),
            "UndefVarError: `T` not defined in static parameter matching");
  EXPECT_EQ(S(MakeUndefVarError(rt, Intern("y"), Value())), "UndefVarError: `y` not defined");
  EXPECT_EQ(S(MakeTypeError(rt, "typeassert", "", TypeValue(c.int64), c.Float64(1))),
            "TypeError: in typeassert, expected Int64, got a value of type Float64");
  EXPECT_EQ(S(MakeTypeError(rt, "if", "", TypeValue(c.bool_), c.Int64(1))),
            "TypeError: non-boolean (Int64) used in boolean context");
  EXPECT_EQ(S(MakeTypeError(rt, "new", "field x", TypeValue(c.float64), TypeValue(c.int64))),
            "TypeError: in new, in field x, expected Float64, got Type{Int64}");
  EXPECT_EQ(S(MakeDimensionMismatch(rt, "sizes differ")), "DimensionMismatch: sizes differ");
  EXPECT_EQ(S(MakeOutOfMemoryError(rt)), "OutOfMemoryError()");
  EXPECT_EQ(S(c.Int64(5)), "5");  // throw(5)
}

TEST_F(ErrorsTest, BoundsErrors) {
  Array* v = NewVector(rt, VectorType(rt, c.int64), 3);
  Value four = c.Int64(4);
  EXPECT_EQ(S(MakeBoundsError(rt, Value::FromObject(v), &four, 1)),
            "BoundsError: attempt to access 3-element Vector{Int64} at index [4]");
  Value params[2] = {TypeValue(c.float64), c.Int64(2)};
  Value mtype;
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, params, 2, &mtype));
  int64_t dims[2] = {2, 2};
  Value m;
  ASSERT_TRUE(NewArray(rt, mtype.As<DataType>(), dims, 2, &m));
  Value ij[2] = {c.Int64(3), c.Int64(1)};
  EXPECT_EQ(S(MakeBoundsError(rt, m, ij, 2)),
            "BoundsError: attempt to access 2×2 Matrix{Float64} at index [3, 1]");
  Value five = c.Int64(5);
  EXPECT_EQ(S(MakeBoundsError(rt, Str("abc"), &five, 1)),
            "BoundsError: attempt to access 3-codeunit String at index [5]");
  EXPECT_EQ(S(MakeBoundsError(rt)), "BoundsError");
  EXPECT_EQ(S(MakeBoundsError(rt, Value::FromObject(v), nullptr, 0)),
            "BoundsError: attempt to access 3-element Vector{Int64}");
}

TEST_F(ErrorsTest, StringIndexError) {
  Value s = Str("∀x∃y");
  EXPECT_EQ(S(MakeStringIndexError(rt, s, 2)),
            "StringIndexError: invalid index [2], valid nearby indices [1]=>'∀', [4]=>'x'");
  EXPECT_EQ(S(MakeStringIndexError(rt, Str("a∀"), 3)),
            "StringIndexError: invalid index [3], valid nearby index [2]=>'∀'");
}

TEST_F(ErrorsTest, MethodErrors) {
  Value f = NewGenericFunction(rt, rt.main_module, Intern("f"));
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("f"), f));
  Value params[3] = {TypeValue(f.type), TypeValue(c.int64), TypeValue(c.int64)};
  MethodDef def;
  def.sig = MakeTupleType(rt, params, 3);
  ASSERT_NE(AddMethod(rt, def), nullptr);
  Value args[2] = {c.Int64(1), StringValue(rt, "a")};
  std::string two = S(MakeMethodError(rt, f, args, 2, rt.world()));
  EXPECT_EQ(two, "MethodError: no method matching f(::Int64, ::String)\n"
                 "The function `f` exists, but no method is defined for this combination of "
                 "argument types.\n\nClosest candidates are:\n  f(::Int64, !Matched::Int64)\n"
                 "   @ Main\n");
  std::string none = S(MakeMethodError(rt, f, nullptr, 0, rt.world()));
  EXPECT_EQ(none.substr(0, none.find('\n')), "MethodError: no method matching f()");
  // A candidate with more parameters than arguments shows them as not matched.
  EXPECT_NE(none.find("\n  f(!Matched::Int64, !Matched::Int64)\n"), std::string::npos) << none;
}

}  // namespace
}  // namespace kiln::runtime
