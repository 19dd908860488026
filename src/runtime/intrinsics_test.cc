#include "runtime/intrinsics.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/test_util.h"
#include "runtime/text.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

class IntrinsicsTest : public ::testing::Test {
 protected:
  IntrinsicsTest() : rt(*t), c(rt.core) {}

  IntrinsicId Id(std::string_view name) {
    Value v;
    CHECK(GetGlobal(rt, rt.intrinsics_module, Intern(name), &v)) << name;
    IntrinsicId id = IntrinsicIdOf(rt, v);
    CHECK(id != IntrinsicId::kNone);
    return id;
  }
  Value Call(std::string_view name, std::initializer_list<Value> args) {
    Value r;
    bool ok = CallIntrinsic(rt, Id(name), args.begin(), static_cast<uint32_t>(args.size()), &r);
    EXPECT_TRUE(ok) << name << ": " << ShowError(rt, rt.pending_exception);
    if (!ok) rt.TakePendingException();
    return r;
  }
  std::string Fails(std::string_view name, std::initializer_list<Value> args) {
    Value r;
    EXPECT_FALSE(CallIntrinsic(rt, Id(name), args.begin(), static_cast<uint32_t>(args.size()), &r));
    return ShowError(rt, rt.TakePendingException());
  }
  std::string Show(Value v) { return ShowToString(rt, v); }
  Value I(int64_t v) { return c.Int64(v); }
  Value T(DataType* t) { return TypeValue(t); }

  TestRuntime t;
  Runtime& rt;
  const CoreTypes& c;
};

TEST_F(IntrinsicsTest, IntegerArithmeticWrapsAround) {
  const int64_t max = std::numeric_limits<int64_t>::max();
  EXPECT_EQ(Call("add_int", {I(max), I(1)}).AsInt(), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(Call("sub_int", {I(std::numeric_limits<int64_t>::min()), I(1)}).AsInt(), max);
  EXPECT_EQ(Call("mul_int", {I(max), I(2)}).AsInt(), -2);
  EXPECT_EQ(Call("neg_int", {I(5)}).AsInt(), -5);
  EXPECT_EQ(Show(Call("add_int", {c.Int(c.uint8, 255), c.Int(c.uint8, 1)})), "0x00");
  EXPECT_EQ(Call("add_int", {c.Int(c.int8, 127), c.Int(c.int8, 1)}).AsInt(), -128);
  EXPECT_EQ(Call("sdiv_int", {I(-7), I(2)}).AsInt(), -3);
  EXPECT_EQ(Call("srem_int", {I(-7), I(2)}).AsInt(), -1);
  EXPECT_EQ(Call("udiv_int", {I(-1), I(2)}).AsUInt(), UINT64_MAX / 2);
  EXPECT_EQ(Call("urem_int", {c.Int(c.uint8, 200), c.Int(c.uint8, 7)}).AsUInt(), 200u % 7);
}

TEST_F(IntrinsicsTest, DivisionErrors) {
  EXPECT_EQ(Fails("sdiv_int", {I(1), I(0)}), "DivideError: integer division error");
  EXPECT_EQ(Fails("checked_sdiv_int", {I(1), I(0)}), "DivideError: integer division error");
  EXPECT_EQ(Fails("checked_sdiv_int", {I(std::numeric_limits<int64_t>::min()), I(-1)}),
            "DivideError: integer division error");
  EXPECT_EQ(Fails("checked_sdiv_int", {c.Int(c.int8, -128), c.Int(c.int8, -1)}),
            "DivideError: integer division error");
  EXPECT_EQ(Call("checked_srem_int", {I(std::numeric_limits<int64_t>::min()), I(-1)}).AsInt(), 0);
  EXPECT_EQ(Fails("urem_int", {c.Int(c.uint8, 1), c.Int(c.uint8, 0)}),
            "DivideError: integer division error");
}

TEST_F(IntrinsicsTest, CheckedArithmeticReportsOverflow) {
  const int64_t max = std::numeric_limits<int64_t>::max();
  EXPECT_EQ(Show(Call("checked_sadd_int", {I(max), I(1)})), "(-9223372036854775808, true)");
  EXPECT_EQ(Show(Call("checked_sadd_int", {I(1), I(2)})), "(3, false)");
  EXPECT_EQ(Show(Call("checked_ssub_int", {c.Int(c.int8, -128), c.Int(c.int8, 1)})), "(127, true)");
  EXPECT_EQ(Show(Call("checked_smul_int", {I(max), I(2)})), "(-2, true)");
  EXPECT_EQ(Show(Call("checked_smul_int", {c.Int(c.int16, 200), c.Int(c.int16, 200)})),
            "(-25536, true)");
  EXPECT_EQ(Show(Call("checked_uadd_int", {c.Int(c.uint8, 200), c.Int(c.uint8, 100)})),
            "(0x2c, true)");
  EXPECT_EQ(Show(Call("checked_usub_int", {c.Int(c.uint8, 1), c.Int(c.uint8, 2)})), "(0xff, true)");
  EXPECT_EQ(Show(Call("checked_umul_int", {c.UInt64(1ull << 63), c.UInt64(2)})),
            "(0x0000000000000000, true)");
}

TEST_F(IntrinsicsTest, ShiftsBeyondTheWidth) {
  EXPECT_EQ(Call("shl_int", {I(1), I(3)}).AsInt(), 8);
  EXPECT_EQ(Call("shl_int", {I(1), I(64)}).AsInt(), 0);
  EXPECT_EQ(Call("shl_int", {I(1), I(100)}).AsInt(), 0);
  EXPECT_EQ(Call("lshr_int", {I(-1), I(64)}).AsInt(), 0);
  EXPECT_EQ(Call("lshr_int", {I(-1), I(60)}).AsInt(), 15);
  EXPECT_EQ(Call("ashr_int", {I(-8), I(1)}).AsInt(), -4);
  EXPECT_EQ(Call("ashr_int", {I(-8), I(64)}).AsInt(), -1);
  EXPECT_EQ(Call("ashr_int", {I(8), I(200)}).AsInt(), 0);
  EXPECT_EQ(Call("shl_int", {c.Int(c.uint8, 1), c.UInt64(8)}).AsUInt(),
            0u);  // count of another type
  EXPECT_EQ(Call("shl_int", {c.Int(c.uint8, 0x81), I(1)}).AsUInt(), 2u);
}

TEST_F(IntrinsicsTest, BitCounting) {
  EXPECT_EQ(Call("ctpop_int", {I(255)}).AsInt(), 8);
  EXPECT_EQ(Call("ctlz_int", {I(1)}).AsInt(), 63);
  EXPECT_EQ(Call("ctlz_int", {c.Int(c.uint8, 1)}).AsUInt(), 7u);
  EXPECT_EQ(Call("cttz_int", {I(0)}).AsInt(), 64);
  EXPECT_EQ(Call("cttz_int", {c.Int(c.int32, 8)}).AsInt(), 3);
  EXPECT_EQ(Call("bswap_int", {c.Int(c.uint16, 0x1234)}).AsUInt(), 0x3412u);
  EXPECT_EQ(Call("not_int", {c.Bool(true)}).AsBool(), false);
  EXPECT_EQ(Call("xor_int", {c.Bool(true), c.Bool(true)}).AsBool(), false);
}

TEST_F(IntrinsicsTest, Comparisons) {
  EXPECT_TRUE(Call("slt_int", {I(-1), I(0)}).AsBool());
  EXPECT_FALSE(Call("ult_int", {I(-1), I(0)}).AsBool());
  EXPECT_TRUE(Call("sle_int", {c.Int(c.int8, -128), c.Int(c.int8, 127)}).AsBool());
  EXPECT_FALSE(Call("eq_float", {c.Float64(NAN), c.Float64(NAN)}).AsBool());
  EXPECT_TRUE(Call("eq_float", {c.Float64(0.0), c.Float64(-0.0)}).AsBool());
  EXPECT_TRUE(Call("fpiseq", {c.Float64(NAN), c.Float64(NAN)}).AsBool());
  EXPECT_FALSE(Call("fpiseq", {c.Float64(0.0), c.Float64(-0.0)}).AsBool());
  EXPECT_TRUE(Call("lt_float", {c.Float64(1), c.Float64(2)}).AsBool());
  EXPECT_EQ(Fails("add_int", {I(1), c.Int(c.int32, 1)}), "add_int: types of a and b must match");
  EXPECT_EQ(Fails("add_int", {I(1), c.Float64(1)}),
            "add_int: value is not a primitive integer type");
}

TEST_F(IntrinsicsTest, Conversions) {
  EXPECT_EQ(Show(Call("trunc_int", {T(c.uint8), I(300)})), "0x2c");
  EXPECT_EQ(Call("trunc_int", {T(c.int8), I(200)}).AsInt(), -56);
  EXPECT_EQ(Call("sext_int", {T(c.int64), c.Int(c.int8, -1)}).AsInt(), -1);
  EXPECT_EQ(Show(Call("sext_int", {T(c.uint64), c.Int(c.uint8, 0xff)})), "0xffffffffffffffff");
  EXPECT_EQ(Call("zext_int", {T(c.int64), c.Int(c.int8, -1)}).AsInt(), 255);
  EXPECT_EQ(Call("sitofp", {T(c.float64), I(-3)}).AsFloat64(), -3.0);
  EXPECT_EQ(Call("uitofp", {T(c.float64), I(-1)}).AsFloat64(), 18446744073709551615.0);
  EXPECT_EQ(Call("fptosi", {T(c.int64), c.Float64(-2.7)}).AsInt(), -2);
  EXPECT_EQ(Call("fptosi", {T(c.int64), c.Float64(NAN)}).AsInt(), 0);
  EXPECT_EQ(Call("fptosi", {T(c.int8), c.Float64(1e9)}).AsInt(), 127);
  EXPECT_EQ(Call("fptoui", {T(c.uint8), c.Float64(-5)}).AsUInt(), 0u);
  EXPECT_EQ(Show(Call("fptrunc", {T(c.float32), c.Float64(0.1)})), "0.1f0");
  EXPECT_EQ(
      Call("fpext", {T(c.float64), Call("fptrunc", {T(c.float32), c.Float64(0.5)})}).AsFloat64(),
      0.5);
  EXPECT_EQ(Call("bitcast", {T(c.uint64), c.Float64(1.0)}).AsUInt(), 0x3ff0000000000000u);
  EXPECT_EQ(Call("bitcast", {T(c.float64), c.UInt64(0x4000000000000000u)}).AsFloat64(), 2.0);
  EXPECT_EQ(Call("bitcast", {T(c.uint32), c.CharBits(CharFromCodepoint('a'))}).AsUInt(),
            0x61000000u);
  EXPECT_EQ(Fails("bitcast", {T(c.uint8), I(1)}),
            "bitcast: argument size does not match size of target type");
}

TEST_F(IntrinsicsTest, CheckedConversionsRaiseInexactError) {
  EXPECT_EQ(Fails("checked_trunc_uint", {T(c.uint8), I(300)}), "InexactError: trunc(UInt8, 300)");
  EXPECT_EQ(Show(Call("checked_trunc_uint", {T(c.uint8), I(255)})), "0xff");
  EXPECT_EQ(Fails("checked_trunc_sint", {T(c.int8), I(200)}), "InexactError: trunc(Int8, 200)");
  EXPECT_EQ(Fails("checked_trunc_sint", {T(c.int8), I(-129)}), "InexactError: trunc(Int8, -129)");
  EXPECT_EQ(Call("checked_trunc_sint", {T(c.int8), I(-128)}).AsInt(), -128);
  EXPECT_EQ(Fails("check_sign_bit", {T(c.uint64), I(-1)}), "InexactError: convert(UInt64, -1)");
  EXPECT_EQ(Fails("check_sign_bit", {T(c.uint8), I(-1)}), "InexactError: trunc(UInt8, -1)");
  EXPECT_EQ(Call("check_sign_bit", {T(c.uint64), I(5)}).AsInt(), 5);
}

TEST_F(IntrinsicsTest, FloatMath) {
  EXPECT_EQ(Call("add_float", {c.Float64(0.1), c.Float64(0.2)}).AsFloat64(), 0.1 + 0.2);
  EXPECT_EQ(Call("div_float", {c.Float64(1), c.Float64(0)}).AsFloat64(), INFINITY);
  EXPECT_EQ(Call("neg_float", {c.Float64(0.0)}).bits, std::bit_cast<uint64_t>(-0.0));
  EXPECT_EQ(Call("rem_float", {c.Float64(7.5), c.Float64(2)}).AsFloat64(), 1.5);
  EXPECT_EQ(Call("sqrt_llvm", {c.Float64(2)}).AsFloat64(), std::sqrt(2.0));
  EXPECT_TRUE(std::isnan(Call("sqrt_llvm", {c.Float64(-1)}).AsFloat64()));
  EXPECT_EQ(Call("floor_llvm", {c.Float64(-1.5)}).AsFloat64(), -2.0);
  EXPECT_EQ(Call("rint_llvm", {c.Float64(2.5)}).AsFloat64(), 2.0);
  EXPECT_EQ(Call("rint_llvm", {c.Float64(3.5)}).AsFloat64(), 4.0);
  EXPECT_EQ(Call("copysign_float", {c.Float64(3), c.Float64(-0.0)}).AsFloat64(), -3.0);
  EXPECT_EQ(Call("libm_exp", {c.Float64(0)}).AsFloat64(), 1.0);
  EXPECT_EQ(Call("libm_pow", {c.Float64(2), c.Float64(10)}).AsFloat64(), 1024.0);
  EXPECT_EQ(Call("libm_atan2", {c.Float64(1), c.Float64(1)}).AsFloat64(), std::atan2(1.0, 1.0));
  EXPECT_EQ(Call("fma_float", {c.Float64(2), c.Float64(3), c.Float64(4)}).AsFloat64(), 10.0);
}

TEST_F(IntrinsicsTest, TextConversions) {
  EXPECT_EQ(Call("float_to_string", {c.Float64(1e20)}).As<String>()->view(), "1.0e20");
  EXPECT_EQ(Call("int_to_string", {I(255), I(16), I(1)}).As<String>()->view(), "ff");
  EXPECT_EQ(Call("int_to_string", {I(-5), I(2), I(8)}).As<String>()->view(), "-00000101");
  EXPECT_EQ(Call("int_to_string", {I(std::numeric_limits<int64_t>::min()), I(10), I(1)})
                .As<String>()
                ->view(),
            "-9223372036854775808");
  EXPECT_EQ(Call("int_to_string", {c.UInt64(UINT64_MAX), I(10), I(1)}).As<String>()->view(),
            "18446744073709551615");
  EXPECT_EQ(Fails("int_to_string", {I(1), I(1), I(1)}),
            "ArgumentError: base must satisfy 2 ≤ abs(base) ≤ 62, got 1");
  auto parse = [&](DataType* t, std::string_view s, int64_t base) {
    return Call("parse_int", {T(t), StringValue(rt, s), I(base)});
  };
  EXPECT_EQ(parse(c.int64, " 42 ", 10).AsInt(), 42);
  EXPECT_EQ(parse(c.int64, "-42", 10).AsInt(), -42);
  EXPECT_EQ(parse(c.int64, "+7", 10).AsInt(), 7);
  EXPECT_EQ(parse(c.int64, "0x1f", 0).AsInt(), 31);
  EXPECT_EQ(parse(c.int64, "ff", 16).AsInt(), 255);
  EXPECT_EQ(parse(c.int64, "9223372036854775807", 10).AsInt(), INT64_MAX);
  EXPECT_EQ(parse(c.int64, "-9223372036854775808", 10).AsInt(), INT64_MIN);
  EXPECT_EQ(parse(c.int64, "9223372036854775808", 10).type, c.nothing);
  EXPECT_EQ(parse(c.int64, "12a", 10).type, c.nothing);
  EXPECT_EQ(parse(c.int64, "", 10).type, c.nothing);
  EXPECT_EQ(parse(c.int64, "1_000", 10).type, c.nothing);
  EXPECT_EQ(parse(c.uint8, "255", 10).AsUInt(), 255u);
  EXPECT_EQ(parse(c.uint8, "256", 10).type, c.nothing);
  EXPECT_EQ(parse(c.uint8, "-1", 10).type, c.nothing);
  EXPECT_EQ(parse(c.bool_, "true", 10).AsBool(), true);
  auto parsef = [&](std::string_view s) { return Call("parse_float", {StringValue(rt, s)}); };
  EXPECT_EQ(parsef("1.5").AsFloat64(), 1.5);
  EXPECT_EQ(parsef(" 1e-3 ").AsFloat64(), 1e-3);
  EXPECT_EQ(parsef("-Inf").AsFloat64(), -INFINITY);
  EXPECT_TRUE(std::isnan(parsef("NaN").AsFloat64()));
  EXPECT_EQ(parsef("1.5x").type, c.nothing);
  EXPECT_EQ(parsef("").type, c.nothing);
}

TEST_F(IntrinsicsTest, FloatFormatIsCsPrintf) {
  auto fmt = [&](double x, std::string_view spec) {
    return std::string(Call("float_format", {c.Float64(x), StringValue(rt, spec)}).As<String>()->view());
  };
  EXPECT_EQ(fmt(3.14159, "%f"), "3.141590");
  EXPECT_EQ(fmt(3.14159, "%.2f"), "3.14");
  EXPECT_EQ(fmt(12345.678, "%e"), "1.234568e+04");
  EXPECT_EQ(fmt(1.5, "%E"), "1.500000E+00");
  EXPECT_EQ(fmt(0.0001, "%g"), "0.0001");
  EXPECT_EQ(fmt(123456789.0, "%g"), "1.23457e+08");
  EXPECT_EQ(fmt(100.0, "%#g"), "100.000");
  EXPECT_EQ(fmt(2.5, "%.0f"), "2");
  EXPECT_EQ(Fails("float_format", {c.Float64(1.0), StringValue(rt, "%5f")}),
            "ArgumentError: float_format: invalid spec %5f");
  EXPECT_EQ(Fails("float_format", {c.Float64(1.0), StringValue(rt, "%d")}),
            "ArgumentError: float_format: invalid spec %d");
}

TEST_F(IntrinsicsTest, HashesMatchJulia) {
  // Julia's hash_64_64(0) and memhash_seed ("" and "hello" with seed 0: the second
  // word of MurmurHash3_x64_128).
  EXPECT_EQ(Call("hash_uint64", {c.UInt64(0)}).AsUInt(), 0x77cfa1eef01bca90u);
  EXPECT_EQ(Call("hash_bytes", {StringValue(rt, ""), c.Int(c.uint32, 0)}).AsUInt(), 0u);
  EXPECT_EQ(Call("hash_bytes", {StringValue(rt, "hello"), c.Int(c.uint32, 0)}).AsUInt(),
            0x5b1e906a48ae1d19u);
}

TEST_F(IntrinsicsTest, ArityIsChecked) {
  Value r;
  Value args[1] = {I(1)};
  EXPECT_FALSE(CallIntrinsic(rt, Id("add_int"), args, 1, &r));
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()),
            "MethodError: no method matching add_int(::Int64)");
}

}  // namespace
}  // namespace kiln::runtime
