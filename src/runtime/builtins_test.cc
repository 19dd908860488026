#include "runtime/builtins.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/test_util.h"
#include "runtime/text.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

class BuiltinsTest : public ::testing::Test {
 protected:
  explicit BuiltinsTest(std::string input = "line one\r\nline two\nrest")
      : t(std::move(input)), rt(*t), c(rt.core) {
    Symbol* fields[2] = {Intern("x"), Intern("y")};
    point =
        NewStructType(rt, rt.main_module, Intern("Point"), nullptr, 0, fields, 2, false, nullptr);
    Value ft[2] = {TypeValue(c.float64), TypeValue(c.float64)};
    SetFieldTypes(rt, point, ft, 2);
    CHECK(SetConst(rt, rt.main_module, Intern("Point"), TypeValue(point)));
    mpoint =
        NewStructType(rt, rt.main_module, Intern("MPoint"), nullptr, 0, fields, 2, true, nullptr);
    SetFieldTypes(rt, mpoint, ft, 2);
    CHECK(SetConst(rt, rt.main_module, Intern("MPoint"), TypeValue(mpoint)));
  }

  // Builtins are bound in Core (only Julia's Core exports are visible from Main).
  BuiltinId Id(std::string_view name) {
    Value v;
    CHECK(GetGlobal(rt, rt.core_module, Intern(name), &v)) << name;
    BuiltinId id = BuiltinIdOf(v);
    CHECK(id != BuiltinId::kNone) << name;
    return id;
  }
  Value Call(std::string_view name, std::initializer_list<Value> args) {
    Value r;
    bool ok = CallBuiltin(rt, Id(name), args.begin(), static_cast<uint32_t>(args.size()), &r);
    EXPECT_TRUE(ok) << name << ": " << ShowError(rt, rt.pending_exception);
    if (!ok) rt.TakePendingException();
    return r;
  }
  std::string Fails(std::string_view name, std::initializer_list<Value> args) {
    Value r;
    EXPECT_FALSE(CallBuiltin(rt, Id(name), args.begin(), static_cast<uint32_t>(args.size()), &r))
        << name;
    return ShowError(rt, rt.TakePendingException());
  }
  std::string Show(Value v) { return ShowToString(rt, v); }
  Value Str(std::string_view s) { return StringValue(rt, s); }
  Value Sym(std::string_view s) { return rt.SymbolValue(s); }
  Value I(int64_t v) { return c.Int64(v); }
  Value P(double x, double y) {
    return Call("_new", {TypeValue(point), c.Float64(x), c.Float64(y)});
  }

  TestRuntime t;
  Runtime& rt;
  const CoreTypes& c;
  DataType* point;
  DataType* mpoint;
};

TEST_F(BuiltinsTest, IdentityTypesAndTuples) {
  EXPECT_TRUE(Call("===", {I(1), I(1)}).AsBool());
  EXPECT_FALSE(Call("===", {I(1), c.Float64(1)}).AsBool());
  EXPECT_EQ(Show(Call("typeof", {I(1)})), "Int64");
  EXPECT_EQ(Show(Call("typeof", {TypeValue(c.int64)})), "DataType");
  EXPECT_TRUE(Call("isa", {I(1), TypeValue(c.integer)}).AsBool());
  EXPECT_TRUE(Call("<:", {TypeValue(c.int64), TypeValue(c.number)}).AsBool());
  EXPECT_EQ(Fails("isa", {I(1), I(2)}),
            "TypeError: in isa, expected Type, got a value of type Int64");
  EXPECT_EQ(Call("typeassert", {I(1), TypeValue(c.integer)}).AsInt(), 1);
  EXPECT_EQ(Fails("typeassert", {I(1), TypeValue(c.string)}),
            "TypeError: in typeassert, expected String, got a value of type Int64");
  EXPECT_EQ(Call("ifelse", {c.Bool(false), I(1), I(2)}).AsInt(), 2);
  EXPECT_EQ(Fails("ifelse", {I(1), I(1), I(2)}),
            "TypeError: non-boolean (Int64) used in boolean context");
  Value tup = Call("tuple", {I(1), Str("a")});
  EXPECT_EQ(Show(tup), "(1, \"a\")");
  EXPECT_EQ(Show(Call("typeof", {tup})), "Tuple{Int64, String}");
  EXPECT_EQ(Show(Call("tuple", {})), "()");
  EXPECT_EQ(Show(Call("apply_type", {testing::Global(rt, "Vector"), TypeValue(c.int64)})),
            "Vector{Int64}");
  EXPECT_EQ(Fails("throw", {Str("x")}), "\"x\"");
  Value nt =
      Call("_namedtuple", {Call("tuple", {Sym("a"), Sym("b")}), Call("tuple", {I(1), Str("x")})});
  EXPECT_EQ(Show(nt), "(a = 1, b = \"x\")");
  EXPECT_EQ(Show(Call("typeof", {nt})), "@NamedTuple{a::Int64, b::String}");
  EXPECT_EQ(Call("getfield", {nt, Sym("b")}).As<String>()->view(), "x");
  EXPECT_EQ(
      Fails("_namedtuple", {Call("tuple", {Sym("a"), Sym("a")}), Call("tuple", {I(1), I(2)})}),
      "duplicate field name in NamedTuple: \"a\" is not unique");
  EXPECT_EQ(Fails("typeof", {I(1), I(2)}),
            "MethodError: no method matching typeof(::Int64, ::Int64)");
}

TEST_F(BuiltinsTest, FieldsOfStructsAndTuples) {
  Value p = P(1, 2);
  EXPECT_EQ(Show(p), "Point(1.0, 2.0)");
  EXPECT_EQ(Call("getfield", {p, Sym("y")}).AsFloat64(), 2.0);
  EXPECT_EQ(Call("getfield", {p, I(1)}).AsFloat64(), 1.0);
  EXPECT_EQ(Fails("getfield", {p, Sym("z")}), "type Point has no field z");
  EXPECT_EQ(Fails("getfield", {p, I(3)}), "BoundsError: attempt to access Point at index [3]");
  EXPECT_EQ(Fails("setfield!", {p, Sym("x"), c.Float64(3)}),
            "setfield!: immutable struct of type Point cannot be changed");
  Value tup = Call("tuple", {I(10), I(20)});
  EXPECT_EQ(Call("getfield", {tup, I(2)}).AsInt(), 20);
  EXPECT_EQ(Fails("getfield", {tup, I(3)}),
            "BoundsError: attempt to access Tuple{Int64, Int64} at index [3]");
  EXPECT_EQ(Call("nfields", {tup}).AsInt(), 2);
  EXPECT_EQ(Call("nfields", {I(1)}).AsInt(), 0);
  EXPECT_EQ(Show(Call("fieldtype", {TypeValue(point), Sym("x")})), "Float64");
  EXPECT_EQ(Call("sizeof", {p}).AsInt(), 16);
  EXPECT_EQ(Call("sizeof", {TypeValue(c.int32)}).AsInt(), 4);
  EXPECT_EQ(Call("sizeof", {Str("héllo")}).AsInt(), 6);

  Value m = Call("_new", {TypeValue(mpoint), c.Float64(1)});
  // A field of a primitive type that `new` left out is defined, as in Julia (zero bits here).
  EXPECT_TRUE(Call("isdefined", {m, Sym("y")}).AsBool());
  EXPECT_EQ(Call("getfield", {m, Sym("y")}).AsFloat64(), 0.0);
  Call("setfield!", {m, Sym("y"), c.Float64(5)});
  EXPECT_EQ(Show(m), "MPoint(1.0, 5.0)");
  EXPECT_EQ(Fails("setfield!", {m, Sym("x"), Str("no")}),
            "TypeError: in setfield!, expected Float64, got a value of type String");
  EXPECT_EQ(Fails("_new", {TypeValue(point), I(1), I(2)}),
            "TypeError: in new, expected Float64, got a value of type Int64");
  // Modules: getfield / getglobal / isdefined.
  Value main = Value::FromObject(rt.main_module);
  Call("setglobal!", {main, Sym("g"), I(7)});
  EXPECT_EQ(Call("getfield", {main, Sym("g")}).AsInt(), 7);
  EXPECT_TRUE(Call("isdefined", {main, Sym("g")}).AsBool());
  EXPECT_FALSE(Call("isdefined", {main, Sym("nope")}).AsBool());
  EXPECT_EQ(Fails("getglobal", {main, Sym("nope")}), "UndefVarError: `nope` not defined in `Main`");
  // Types expose some fields.
  EXPECT_EQ(Show(Call("getfield", {TypeValue(c.int64), Sym("super")})), "Signed");
  EXPECT_EQ(Show(Call("getfield", {TypeValue(VectorType(rt, c.int64)), Sym("parameters")})),
            "svec(Int64, 1)");
}

TEST_F(BuiltinsTest, Arrays) {
  Value vt = TypeValue(VectorType(rt, c.int64));
  Value a = Call("array_new", {vt, I(3)});
  EXPECT_EQ(Show(a), "[0, 0, 0]");
  Call("arrayset", {c.Bool(true), a, I(5), I(2)});
  EXPECT_EQ(Call("arrayref", {c.Bool(true), a, I(2)}).AsInt(), 5);
  EXPECT_EQ(Fails("arrayref", {c.Bool(true), a, I(4)}),
            "BoundsError: attempt to access 3-element Vector{Int64} at index [4]");
  EXPECT_EQ(Fails("arrayref", {c.Bool(false), a, I(0)}),
            "BoundsError: attempt to access 3-element Vector{Int64} at index [0]");
  Call("array_grow_end", {a, I(2)});
  EXPECT_EQ(Call("arraylen", {a}).AsInt(), 5);
  Call("array_del_beg", {a, I(1)});
  EXPECT_EQ(Show(a), "[5, 0, 0, 0]");
  Call("array_grow_at", {a, I(2), I(1)});
  Call("arrayset", {c.Bool(true), a, I(9), I(2)});
  EXPECT_EQ(Show(a), "[5, 9, 0, 0, 0]");
  Call("array_del_at", {a, I(3), I(3)});
  EXPECT_EQ(Show(a), "[5, 9]");
  Value b = Call("array_copy", {a});
  Call("array_fill", {b, I(1)});
  EXPECT_EQ(Show(b), "[1, 1]");
  EXPECT_EQ(Show(a), "[5, 9]");
  Call("array_copyto", {a, I(1), b, I(1), I(1)});
  EXPECT_EQ(Show(a), "[1, 9]");
  // Matrices and reshape.
  Value mt = Call("apply_type", {testing::Global(rt, "Matrix"), TypeValue(c.int64)});
  Value m = Call("array_reshape", {mt, Call("array_new", {vt, I(6)}), I(2), I(3)});
  EXPECT_EQ(Call("arraysize", {m, I(2)}).AsInt(), 3);
  EXPECT_EQ(Call("arraysize", {m, I(3)}).AsInt(), 1);
  Call("arrayset", {c.Bool(true), m, I(7), I(2), I(3)});
  EXPECT_EQ(Call("arrayref", {c.Bool(true), m, I(6)}).AsInt(), 7);
  EXPECT_EQ(Fails("arrayref", {c.Bool(true), m, I(3), I(1)}),
            "BoundsError: attempt to access 2×3 Matrix{Int64} at index [3, 1]");
  EXPECT_EQ(Fails("array_reshape", {mt, Call("array_new", {vt, I(5)}), I(2), I(3)}),
            "DimensionMismatch: new dimensions (2, 3) must be consistent with array length 5");
  // Vector{Any} with #undef and isassigned.
  Value anyv = Call("array_new", {TypeValue(VectorType(rt, c.any)), I(2)});
  EXPECT_FALSE(Call("array_isassigned", {anyv, I(1)}).AsBool());
  Call("arrayset", {c.Bool(true), anyv, Str("x"), I(1)});
  EXPECT_TRUE(Call("array_isassigned", {anyv, I(1)}).AsBool());
  EXPECT_EQ(Fails("arrayref", {c.Bool(true), anyv, I(2)}),
            "UndefRefError: access to undefined reference");
}

// BLAS/LAPACK through OpenBLAS, on values whose results are exact.
TEST_F(BuiltinsTest, LinearAlgebra) {
  Value mt = Call("apply_type", {testing::Global(rt, "Matrix"), TypeValue(c.float64)});
  Value vt = TypeValue(VectorType(rt, c.float64));
  auto matrix = [&](int64_t m, int64_t n, std::initializer_list<double> xs) {
    Value a = Call("array_new", {mt, I(m), I(n)});
    int64_t i = 1;
    for (double x : xs) Call("arrayset", {c.Bool(true), a, c.Float64(x), I(i++)});
    return a;
  };
  // Column-major: [1 3; 2 4] * [5 7; 6 8].
  Value a = matrix(2, 2, {1, 2, 3, 4});
  Value b = matrix(2, 2, {5, 6, 7, 8});
  auto at = [&](Value arr, int64_t i) { return Call("arrayref", {c.Bool(true), arr, I(i)}).AsFloat64(); };
  Value p = Call("blas_gemm", {a, b, Call("array_new", {mt, I(2), I(2)})});
  EXPECT_EQ(at(p, 1), 23.0);
  EXPECT_EQ(at(p, 2), 34.0);
  EXPECT_EQ(at(p, 3), 31.0);
  EXPECT_EQ(at(p, 4), 46.0);
  Value x = Call("array_new", {vt, I(2)});
  Call("array_fill", {x, c.Float64(1)});
  EXPECT_EQ(Show(Call("blas_gemv", {a, x, Call("array_new", {vt, I(2)})})), "[4.0, 6.0]");
  EXPECT_EQ(Call("blas_dot", {a, b}).AsFloat64(), 70.0);
  EXPECT_EQ(Call("blas_nrm2", {matrix(2, 1, {3, 4})}).AsFloat64(), 5.0);
  // LU of [4 3; 6 3]: rows swapped, L = [1 0; 2/3 1].
  Value lu = matrix(2, 2, {4, 6, 3, 3});
  Value ipiv = Call("array_new", {TypeValue(VectorType(rt, c.int64)), I(2)});
  EXPECT_EQ(Call("lapack_getrf", {lu, ipiv}).AsInt(), 0);
  EXPECT_EQ(Show(ipiv), "[2, 2]");
  Value rhs = matrix(2, 1, {7, 9});
  EXPECT_EQ(Call("lapack_getrs", {lu, ipiv, rhs}).AsInt(), 0);
  EXPECT_EQ(at(rhs, 1), 1.0);
  EXPECT_EQ(at(rhs, 2), 1.0);
  Value chol = matrix(2, 2, {4, 2, 2, 5});
  EXPECT_EQ(Call("lapack_potrf", {chol}).AsInt(), 0);
  EXPECT_EQ(at(chol, 4), 2.0);
  EXPECT_EQ(Call("lapack_potrf", {matrix(2, 2, {1, 2, 2, 1})}).AsInt(), 2);  // not positive definite
  Value w = Call("array_new", {vt, I(2)});
  EXPECT_EQ(Call("lapack_syevr", {c.Bool(false), matrix(2, 2, {2, 0, 0, 1}), w,
                                  Call("array_new", {mt, I(0), I(0)})})
                .AsInt(),
            0);
  EXPECT_EQ(Show(w), "[1.0, 2.0]");
  // Bad arguments raise instead of reaching the library.
  EXPECT_EQ(Fails("blas_gemm", {a, matrix(3, 1, {1, 2, 3}), Call("array_new", {mt, I(2), I(1)})}),
            "ArgumentError: blas_gemm: dimensions do not match");
  EXPECT_EQ(Fails("blas_gemm", {a, b, a}), "ArgumentError: blas_gemm: arrays must not share memory");
  EXPECT_EQ(Fails("blas_dot", {Call("array_new", {TypeValue(VectorType(rt, c.int64)), I(2)}), x}),
            "ArgumentError: blas_dot: expected a Vector{Float64} or Matrix{Float64}");
  Call("arrayset", {c.Bool(true), ipiv, I(7), I(1)});
  EXPECT_EQ(Fails("lapack_getrs", {lu, ipiv, rhs}), "ArgumentError: lapack_getrs: invalid pivot");
  // QR of [3; 4]: R = -5; Q' [3; 4] = [-5; 0] and Q [-5; 0] = [3; 4].
  Value qa = matrix(2, 1, {3, 4});
  Value qt = Call("array_new", {mt, I(1), I(1)});
  EXPECT_EQ(Call("lapack_geqrt", {qa, qt}).AsInt(), 0);
  EXPECT_DOUBLE_EQ(at(qa, 1), -5.0);
  Value qc = matrix(2, 1, {3, 4});
  EXPECT_EQ(Call("lapack_gemqrt", {c.Bool(true), c.Bool(true), qa, qt, qc}).AsInt(), 0);
  EXPECT_NEAR(at(qc, 1), -5.0, 1e-14);
  EXPECT_NEAR(at(qc, 2), 0.0, 1e-14);
  EXPECT_EQ(Call("lapack_gemqrt", {c.Bool(true), c.Bool(false), qa, qt, qc}).AsInt(), 0);
  EXPECT_NEAR(at(qc, 1), 3.0, 1e-14);
  EXPECT_NEAR(at(qc, 2), 4.0, 1e-14);
  EXPECT_EQ(Fails("lapack_geqrt", {matrix(2, 1, {3, 4}), Call("array_new", {mt, I(2), I(1)})}),
            "ArgumentError: lapack_geqrt: dimensions do not match");
  EXPECT_EQ(Fails("lapack_gemqrt", {c.Bool(true), c.Bool(false), qa, qt, matrix(3, 1, {1, 2, 3})}),
            "ArgumentError: lapack_gemqrt: dimensions do not match");
  // The rotation [0 -1; 1 0] has eigenvalues ±i.
  Value wr = Call("array_new", {vt, I(2)});
  Value wi = Call("array_new", {vt, I(2)});
  Value vr = Call("array_new", {mt, I(2), I(2)});
  EXPECT_EQ(Call("lapack_geevx", {c.Bool(true), matrix(2, 2, {0, 1, -1, 0}), wr, wi, vr}).AsInt(), 0);
  EXPECT_NEAR(at(wr, 1), 0.0, 1e-15);
  EXPECT_NEAR(std::abs(at(wi, 1)), 1.0, 1e-15);
  EXPECT_NEAR(at(wi, 1) + at(wi, 2), 0.0, 1e-15);
  EXPECT_EQ(Fails("lapack_geevx", {c.Bool(false), matrix(2, 1, {1, 2}), wr, wi, vr}),
            "ArgumentError: lapack_geevx: dimensions do not match");
}

TEST_F(BuiltinsTest, Strings) {
  Value s = Str("h∀llo");
  EXPECT_EQ(Show(Call("codeunit", {s, I(2)})), "0xe2");
  EXPECT_EQ(Fails("codeunit", {s, I(9)}),
            "BoundsError: attempt to access 7-codeunit String at index [9]");
  EXPECT_EQ(Call("string_length", {s}).AsInt(), 5);
  EXPECT_EQ(Show(Call("string_next", {s, I(2)})), "('∀', 5)");
  EXPECT_EQ(Show(Call("string_next", {s, I(8)})), "nothing");
  EXPECT_FALSE(Call("string_isvalid", {s, I(3)}).AsBool());
  EXPECT_EQ(Call("string_nextind", {s, I(2)}).AsInt(), 5);
  EXPECT_EQ(Call("string_prevind", {s, I(5)}).AsInt(), 2);
  EXPECT_EQ(Show(Call("string_concat", {Str("a"), c.CharBits(CharFromCodepoint('b')), Sym("c")})),
            "\"abc\"");
  EXPECT_EQ(Show(Call("string_repeat", {Str("ab"), I(3)})), "\"ababab\"");
  EXPECT_EQ(Show(Call("string_repeat", {Str("abc"), I(0)})), "\"\"");
  EXPECT_EQ(Show(Call("string_repeat", {Str(""), I(5)})), "\"\"");
  EXPECT_EQ(Show(Call("string_repeat", {Str("x"), I(1)})), "\"x\"");
  EXPECT_EQ(Show(Call("string_repeat", {Str("αb"), I(7)})), "\"αbαbαbαbαbαbαb\"");
  EXPECT_EQ(Show(Call("string_repeat", {c.CharBits(CharFromCodepoint('z')), I(5)})), "\"zzzzz\"");
  EXPECT_EQ(Fails("string_repeat", {Str("ab"), I(-1)}),
            "ArgumentError: can't repeat a string -1 times");
  EXPECT_EQ(Show(Call("string_substr", {s, I(2), I(4)})), "\"∀\"");
  EXPECT_EQ(Call("string_cmp", {Str("abc"), Str("abd")}).AsInt(), -1);
  EXPECT_EQ(Call("string_search", {Str("abcabc"), Str("ca"), I(1)}).AsInt(), 3);
  EXPECT_EQ(Call("string_search", {Str("abcabc"), Str("x"), I(1)}).AsInt(), 0);
  EXPECT_EQ(Call("string_rsearch", {Str("abcabc"), Str("ab"), I(6)}).AsInt(), 4);
  EXPECT_EQ(Call("string_rsearch", {Str("abcabc"), Str("ab"), I(4)}).AsInt(), 1);
  Value bytes = Call("string_to_bytes", {Str("hey")});
  EXPECT_EQ(Show(bytes), "UInt8[0x68, 0x65, 0x79]");
  EXPECT_EQ(Show(Call("string_from_bytes", {bytes})), "\"hey\"");
  EXPECT_EQ(Show(Call("string_from_bytes", {bytes, I(2), I(3)})), "\"ey\"");
  EXPECT_EQ(Show(Call("symbol", {Str("abc")})), ":abc");
  EXPECT_EQ(Show(Call("symbol_name", {Sym("abc")})), "\"abc\"");
  EXPECT_EQ(Show(Call("char_from_codepoint", {c.Int(c.uint32, 0xe9)})), "'é'");
  EXPECT_EQ(Show(Call("char_codepoint", {c.CharBits(CharFromCodepoint(0x2200))})), "0x00002200");
  EXPECT_EQ(Show(Call("char_property", {c.CharBits(CharFromCodepoint('a')), Sym("uppercase")})),
            "'A'");
  EXPECT_TRUE(Call("char_property", {c.CharBits(CharFromCodepoint(' ')), Sym("isspace")}).AsBool());
}

// Core.string_join and Core.string_split (Base's join and split) with a type of
// SubString{String}'s layout made here.
TEST_F(BuiltinsTest, StringJoinAndSplit) {
  Symbol* names[3] = {Intern("string"), Intern("offset"), Intern("ncodeunits")};
  DataType* sub = NewStructType(rt, rt.main_module, Intern("Sub"), nullptr, 0, names, 3, false, nullptr);
  Value ft[3] = {TypeValue(c.string), TypeValue(c.int64), TypeValue(c.int64)};
  SetFieldTypes(rt, sub, ft, 3);
  Value st = TypeValue(sub);
  Value b = c.CharBits(CharFromCodepoint('b'));
  Value he = Call("_new", {st, Str("xhello"), I(1), I(2)});
  Value items = Call("tuple", {Str("a"), b, Sym("c"), he});
  EXPECT_EQ(Show(Call("string_join", {st, items, Str(", "), Str(" & ")})), "\"a, b, c & he\"");
  EXPECT_EQ(Show(Call("string_join", {st, items, c.CharBits(CharFromCodepoint('-')), he})),
            "\"a-b-chehe\"");
  EXPECT_EQ(Show(Call("string_join", {st, Call("tuple", {}), Str(","), Str(",")})), "\"\"");
  // Elements it does not print itself: nothing (Base then prints them).
  EXPECT_EQ(Show(Call("string_join", {st, Call("tuple", {Str("a"), I(1)}), Str(","), Str(",")})), "nothing");
  EXPECT_EQ(Show(Call("string_join", {st, Str("abc"), Str(","), Str(",")})), "nothing");
  Value bad = Call("_new", {st, Str("ab"), I(1), I(5)});
  EXPECT_EQ(Show(Call("string_join", {st, Call("tuple", {bad}), Str(""), Str("")})), "nothing");
  Value ints = Call("array_new", {TypeValue(VectorType(rt, c.int64)), I(2)});
  EXPECT_EQ(Show(Call("string_join", {st, ints, Str(","), Str(",")})), "nothing");

  Value vt = TypeValue(VectorType(rt, sub));
  Value out = Call("array_new", {vt, I(0)});
  Value text = Str("a,b,,c");
  EXPECT_TRUE(SameBits(Call("string_split", {out, text, I(0), I(6), Str(","), I(0), c.Bool(true)}), out));
  EXPECT_EQ(Show(out), "Sub[Sub(\"a,b,,c\", 0, 1), Sub(\"a,b,,c\", 2, 1), Sub(\"a,b,,c\", 0, 0), "
                       "Sub(\"a,b,,c\", 5, 1)]");
  // Bytes 3:6 (",,c" after "a,"), without empty pieces, at most 2 of them.
  Value part = Call("array_new", {vt, I(0)});
  Call("string_split", {part, text, I(2), I(4), c.CharBits(CharFromCodepoint(',')), I(2), c.Bool(false)});
  EXPECT_EQ(Show(part), "Sub[Sub(\"a,b,,c\", 2, 1), Sub(\"a,b,,c\", 4, 2)]");
  Value words = Call("array_new", {vt, I(0)});
  Call("string_split", {words, Str(" x\u00a0y "), I(0), I(6), c.Nothing(), I(0), c.Bool(false)});
  EXPECT_EQ(Show(words), "Sub[Sub(\" x\u00a0y \", 1, 1), Sub(\" x\u00a0y \", 4, 1)]");
  // Delimiters it leaves to Base: empty, invalid UTF-8, other types.
  EXPECT_EQ(Show(Call("string_split", {out, text, I(0), I(6), Str(""), I(0), c.Bool(true)})), "nothing");
  EXPECT_EQ(Show(Call("string_split", {out, text, I(0), I(6), Str("\xe2"), I(0), c.Bool(true)})), "nothing");
  EXPECT_EQ(Show(Call("string_split", {out, text, I(0), I(6), I(1), I(0), c.Bool(true)})), "nothing");
  EXPECT_EQ(Show(Call("string_split", {ints, text, I(0), I(6), Str(","), I(0), c.Bool(true)})), "nothing");
  EXPECT_EQ(Fails("string_split", {out, text, I(3), I(4), Str(","), I(0), c.Bool(true)}),
            "BoundsError: attempt to access 6-codeunit String at index [3, 4]");
}

TEST_F(BuiltinsTest, StandardStreamsAndExit) {
  Call("io_write", {I(1), Str("out ")});
  Call("io_write", {I(1), c.CharBits(CharFromCodepoint('x'))});
  EXPECT_EQ(t.io->out, "");              // buffered
  Call("io_write", {I(2), Str("err")});  // stderr flushes stdout first
  EXPECT_EQ(t.io->out, "out x");
  EXPECT_EQ(t.io->err, "err");
  Call("io_write", {I(1), Str("more")});
  EXPECT_EQ(Show(Call("io_readline", {c.Bool(false)})), "\"line one\"");  // flushes too
  EXPECT_EQ(t.io->out, "out xmore");
  EXPECT_EQ(Show(Call("io_readline", {c.Bool(true)})), "\"line two\\n\"");
  EXPECT_EQ(Show(Call("io_readall", {})), "\"rest\"");
  EXPECT_EQ(Show(Call("io_readline", {c.Bool(false)})), "nothing");
  EXPECT_GT(Call("time_ns", {}).AsUInt(), 0u);
  Call("io_write", {I(1), Str("!")});
  Fails("exit", {I(3)});
  EXPECT_TRUE(rt.exit_requested());
  EXPECT_EQ(t.io->exit_code, 3);
  EXPECT_EQ(t.io->out, "out xmore!");
}

TEST_F(BuiltinsTest, Fallbacks) {
  EXPECT_EQ(Call("repr_fallback", {Str("a")}).As<String>()->view(), "\"a\"");
  EXPECT_EQ(Call("print_fallback", {Str("a")}).As<String>()->view(), "a");
  EXPECT_EQ(Call("showerror_fallback", {MakeDivideError(rt)}).As<String>()->view(),
            "DivideError: integer division error");
}

TEST_F(BuiltinsTest, ExportsFollowJuliasCore) {
  // Julia's Core exports typeof and getfield; Kiln's own primitives are Core.x only.
  EXPECT_NE(ResolveBinding(rt, rt.main_module, Intern("typeof")), nullptr);
  EXPECT_NE(ResolveBinding(rt, rt.main_module, Intern("getfield")), nullptr);
  EXPECT_EQ(ResolveBinding(rt, rt.main_module, Intern("string_concat")), nullptr);
  EXPECT_EQ(ResolveBinding(rt, rt.main_module, Intern("exit")), nullptr);
  EXPECT_EQ(ResolveBinding(rt, rt.main_module, Intern("ifelse")), nullptr);
}

TEST_F(BuiltinsTest, TypeReflection) {
  EXPECT_EQ(Show(Call("type_fieldnames", {TypeValue(point)})), "(:x, :y)");
  DataType* types[2] = {c.int64, c.string};
  EXPECT_EQ(Show(Call("type_fieldnames", {TypeValue(ConcreteTupleType(rt, types, 2))})), "(1, 2)");
  EXPECT_EQ(Fails("type_fieldnames", {TypeValue(c.real)}),
            "ArgumentError: type does not have a definite number of fields");
  EXPECT_TRUE(Call("type_isconcrete", {TypeValue(point)}).AsBool());
  EXPECT_FALSE(Call("type_isconcrete", {TypeValue(c.real)}).AsBool());
  EXPECT_FALSE(Call("type_isconcrete", {I(1)}).AsBool());
  EXPECT_TRUE(Call("type_issingleton", {TypeValue(c.nothing)}).AsBool());
  EXPECT_FALSE(Call("type_issingleton", {TypeValue(point)}).AsBool());
  EXPECT_FALSE(Call("type_issingleton", {TypeValue(c.int64)}).AsBool());
}

TEST_F(BuiltinsTest, Regex) {
  Value re = Call("regex_compile", {Str("(\\d+)-(?<b>\\d+)?x?"), Str("")});
  EXPECT_EQ(re.type, c.uint64);
  // Compiling the same pattern again gives the cached handle.
  EXPECT_EQ(Call("regex_compile", {Str("(\\d+)-(?<b>\\d+)?x?"), Str("")}).bits, re.bits);
  EXPECT_EQ(Show(Call("regex_group_names", {re})), "[\"\", \"b\"]");
  EXPECT_EQ(Show(Call("regex_match", {re, Str("ab 10-20"), I(0), c.Bool(false)})),
            "[3, 8, 3, 5, 6, 8]");
  EXPECT_EQ(Show(Call("regex_match", {re, Str("7-"), I(0), c.Bool(false)})), "[0, 2, 0, 1, -1, -1]");
  EXPECT_EQ(Show(Call("regex_match", {re, Str("ab 10-20"), I(0), c.Bool(true)})), "nothing");
  EXPECT_EQ(Show(Call("regex_match", {re, Str("no digits"), I(0), c.Bool(false)})), "nothing");
  Value ci = Call("regex_compile", {Str("WORLD"), Str("i")});
  EXPECT_EQ(Show(Call("regex_match", {ci, Str("hello world"), I(0), c.Bool(false)})), "[6, 11]");
  // \w matches letters beyond ASCII (UCP), offsets are in bytes.
  Value w = Call("regex_compile", {Str("\\w+"), Str("")});
  EXPECT_EQ(Show(Call("regex_match", {w, Str("-é1-"), I(0), c.Bool(false)})), "[1, 4]");
  EXPECT_EQ(Fails("regex_compile", {Str("("), Str("")}),
            "PCRE compilation error: missing closing parenthesis at offset 1");
  EXPECT_EQ(Fails("regex_compile", {Str("a"), Str("q")}), "ArgumentError: unknown regex flag: q");
  EXPECT_EQ(Fails("regex_match", {I(5), Str("a"), I(0), c.Bool(false)}),
            "ArgumentError: regex_match: not a compiled regex");
  EXPECT_EQ(Fails("regex_match", {re, Str("a"), I(5), c.Bool(false)}),
            "BoundsError: attempt to access 1-codeunit String at index [5]");
}

TEST_F(BuiltinsTest, StdinEof) {
  EXPECT_FALSE(Call("io_eof", {}).AsBool());
  Call("io_readall", {});
  EXPECT_TRUE(Call("io_eof", {}).AsBool());
}

}  // namespace
}  // namespace kiln::runtime
