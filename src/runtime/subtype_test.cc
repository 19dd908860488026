#include "runtime/subtype.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

using testing::Apply;
using testing::Str;
using testing::TestRuntime;
using testing::Var;
using testing::Where;

class SubtypeTest : public ::testing::Test {
 protected:
  SubtypeTest() : rt(*t) {
    any = T("Any");
    num = T("Number");
    real = T("Real");
    integer = T("Integer");
    sgned = T("Signed");
    int64 = T("Int64");
    int8 = T("Int8");
    uint8 = T("UInt8");
    f64 = T("Float64");
    boolean = T("Bool");
    str = T("String");
    astr = T("AbstractString");
    nothing = T("Nothing");
    bottom = rt.core.bottom;
    DefineUserTypes();
  }

  Type* T(std::string_view name) { return testing::T(rt, name); }
  Type* A(std::string_view tc, std::initializer_list<Type*> ps) { return Apply(rt, tc, ps); }
  Type* Vec(Type* t) { return A("Vector", {t}); }
  Type* Tup(std::initializer_list<Type*> ts) { return testing::Tuple(rt, ts); }
  Type* U(std::initializer_list<Type*> ts) { return testing::Union(rt, ts); }
  Type* Varg(Type* t) { return MakeVararg(rt, t, Value()); }
  bool Sub(Type* a, Type* b) { return Subtype(rt, a, b); }

  // struct Pair{A,B}; abstract type AbstractDict{K,V}; mutable struct Dict{K,V} <:
  // AbstractDict{K,V} (the shapes Base declares).
  void DefineUserTypes() {
    TypeVar* a = Var(rt, "A");
    TypeVar* b = Var(rt, "B");
    TypeVar* ab[2] = {a, b};
    Symbol* pf[2] = {Intern("first"), Intern("second")};
    pair = NewStructType(rt, rt.main_module, Intern("Pair"), ab, 2, pf, 2, false, nullptr);
    Value pft[2] = {TypeValue(a), TypeValue(b)};
    SetFieldTypes(rt, pair, pft, 2);
    CHECK(SetConst(rt, rt.main_module, Intern("Pair"), pair->name->wrapper));

    TypeVar* k = Var(rt, "K");
    TypeVar* v = Var(rt, "V");
    TypeVar* kv[2] = {k, v};
    abstract_dict = NewAbstractType(rt, rt.main_module, Intern("AbstractDict"), kv, 2, nullptr);
    CHECK(SetConst(rt, rt.main_module, Intern("AbstractDict"), abstract_dict->name->wrapper));

    TypeVar* k2 = Var(rt, "K");
    TypeVar* v2 = Var(rt, "V");
    TypeVar* kv2[2] = {k2, v2};
    Type* super =
        Apply(rt, abstract_dict->name->wrapper.As<Type>(), {TypeValue(k2), TypeValue(v2)});
    Symbol* df[1] = {Intern("slots")};
    dict =
        NewStructType(rt, rt.main_module, Intern("Dict"), kv2, 2, df, 1, true, AsDataType(super));
    Value dft[1] = {TypeValue(VectorType(rt, k2))};
    SetFieldTypes(rt, dict, dft, 1);
    CHECK(SetConst(rt, rt.main_module, Intern("Dict"), dict->name->wrapper));
  }

  TestRuntime t;
  Runtime& rt;
  Type *any, *num, *real, *integer, *sgned, *int64, *int8, *uint8, *f64, *boolean, *str, *astr,
      *nothing, *bottom;
  DataType* pair;
  DataType* abstract_dict;
  DataType* dict;
};

struct Case {
  std::string name;
  Type* a;
  Type* b;
  bool expected;
};

TEST_F(SubtypeTest, Table) {
  TypeVar* tv = Var(rt, "T");
  TypeVar* ti = Var(rt, "T", integer);
  TypeVar* tn = Var(rt, "T", num);
  TypeVar* s = Var(rt, "S");
  TypeVar* sr = Var(rt, "S", real);
  TypeVar* nv = Var(rt, "N");
  Type* vec_any_t = Where(rt, Vec(tv), tv);                // Vector{T} where T
  Type* vec_int_t = Where(rt, Vec(ti), ti);                // Vector{<:Integer}
  Type* vec_real_s = Where(rt, Vec(sr), sr);               // Vector{<:Real}
  Type* diag = Where(rt, Tup({tv, tv}), tv);               // Tuple{T,T} where T
  Type* diag_num = Where(rt, Tup({tn, tn}), tn);           // Tuple{T,T} where T<:Number
  Type* diag_s = Where(rt, Tup({s, s}), s);                // Tuple{S,S} where S
  Type* vec_and_elem = Where(rt, Tup({Vec(tv), tv}), tv);  // Tuple{Vector{T},T} where T
  Type* union_or_nothing = Where(rt, Tup({U({tv, nothing})}), tv);
  Type* ntuple_n = Where(rt, testing::Tuple(rt, {MakeVararg(rt, int64, TypeValue(nv))}), nv);
  Type* type_t = rt.core.type_wrapper.As<Type>();
  Type* type_int_t = Where(rt, TypeOfType(rt, ti), ti);  // Type{<:Integer}
  Type* array_int = A("Array", {int64});                 // Array{Int64, N} where N
  Type* abstract_array_int = A("AbstractArray", {int64});
  Type* pair_wrapper = pair->name->wrapper.As<Type>();
  Type* pair_is = Apply(rt, pair_wrapper, {TypeValue(int64), TypeValue(str)});
  TypeVar* pa = Var(rt, "A", integer);
  TypeVar* pb = Var(rt, "B", astr);
  Type* pair_bounded =
      Where(rt, Where(rt, Apply(rt, pair_wrapper, {TypeValue(pa), TypeValue(pb)}), pb), pa);
  Type* ad_wrapper = abstract_dict->name->wrapper.As<Type>();
  Type* dict_si = Apply(rt, dict->name->wrapper.As<Type>(), {TypeValue(str), TypeValue(int64)});
  Type* ad_si = Apply(rt, ad_wrapper, {TypeValue(str), TypeValue(int64)});
  Type* ad_sinteger = Apply(rt, ad_wrapper, {TypeValue(str), TypeValue(integer)});
  TypeVar* kk = Var(rt, "K");
  TypeVar* vn = Var(rt, "V", num);
  Type* ad_k_vnum =
      Where(rt, Where(rt, Apply(rt, ad_wrapper, {TypeValue(kk), TypeValue(vn)}), vn), kk);
  Type* nt_wrapper = rt.core.named_tuple_wrapper.As<Type>();
  auto names = [&](std::initializer_list<const char*> ns) {
    GcVector<Value> syms;
    GcVector<DataType*> types;
    for (const char* n : ns) {
      syms.push_back(rt.SymbolValue(n));
      types.push_back(rt.core.symbol);
    }
    DataType* tt = ConcreteTupleType(rt, types.data(), static_cast<uint32_t>(types.size()));
    return NewStructValue(rt, tt, syms.data(), static_cast<int64_t>(syms.size()));
  };
  Type* nt_a_int = Apply(rt, nt_wrapper, {names({"a"}), TypeValue(Tup({int64}))});
  Type* nt_a = Apply(rt, nt_wrapper, {names({"a"})});
  Type* nt_b = Apply(rt, nt_wrapper, {names({"b"})});

  std::vector<Case> cases = {
      // The numeric tower.
      {"Int <: Integer", int64, integer, true},
      {"Int <: Number", int64, num, true},
      {"Int <: Any", int64, any, true},
      {"Integer <: Int", integer, int64, false},
      {"Bool <: Integer", boolean, integer, true},
      {"Float64 <: Integer", f64, integer, false},
      {"Int8 <: Signed", int8, sgned, true},
      {"UInt8 <: Signed", uint8, sgned, false},
      {"String <: AbstractString", str, astr, true},
      {"Union{} <: Int", bottom, int64, true},
      {"Int <: Union{}", int64, bottom, false},
      {"Any <: Int", any, int64, false},
      // Unions.
      {"Int <: Union{Int,String}", int64, U({int64, str}), true},
      {"Union{Int,String} <: Union{Integer,AbstractString}", U({int64, str}), U({integer, astr}),
       true},
      {"Union{Int,String} <: Integer", U({int64, str}), integer, false},
      {"Union{Int8,Int64} <: Signed", U({int8, int64}), sgned, true},
      {"Nothing <: Union{Nothing,Int}", nothing, U({nothing, int64}), true},
      {"Union{Int,Nothing} <: Int", U({nothing, int64}), int64, false},
      // Invariance of parameters.
      {"Vector{Int} <: Vector{Integer}", Vec(int64), Vec(integer), false},
      {"Vector{Int} <: Vector{Int}", Vec(int64), Vec(int64), true},
      {"Vector{Int} <: AbstractVector{Int}", Vec(int64), A("AbstractVector", {int64}), true},
      {"Vector{Int} <: AbstractVector{Integer}", Vec(int64), A("AbstractVector", {integer}), false},
      {"Vector{Int} <: DenseVector{Int}", Vec(int64), A("DenseVector", {int64}), true},
      {"Matrix{Int} <: AbstractVector{Int}", A("Matrix", {int64}), A("AbstractVector", {int64}),
       false},
      {"Vector{Union{Int,Nothing}} <: Vector{Union{Nothing,Int}}", Vec(U({int64, nothing})),
       Vec(U({nothing, int64})), true},
      // Tuples are covariant.
      {"Tuple{Int,String} <: Tuple{Integer,AbstractString}", Tup({int64, str}),
       Tup({integer, astr}), true},
      {"Tuple{Int} <: Tuple{Int,Int}", Tup({int64}), Tup({int64, int64}), false},
      {"Tuple{Int,Int} <: Tuple{Vararg{Int}}", Tup({int64, int64}), Tup({Varg(int64)}), true},
      {"Tuple{} <: Tuple{Vararg{Int}}", Tup({}), Tup({Varg(int64)}), true},
      {"Tuple{Int,String} <: Tuple{Vararg{Int}}", Tup({int64, str}), Tup({Varg(int64)}), false},
      {"Tuple{Vararg{Int}} <: Tuple{Int,Vararg{Int}}", Tup({Varg(int64)}),
       Tup({int64, Varg(int64)}), false},
      {"Tuple{Int,Vararg{Int}} <: Tuple{Vararg{Integer}}", Tup({int64, Varg(int64)}),
       Tup({Varg(integer)}), true},
      {"Tuple{Int,Int} <: Tuple", Tup({int64, int64}), rt.core.any_tuple, true},
      {"Tuple <: Tuple{Int}", rt.core.any_tuple, Tup({int64}), false},
      {"Tuple{Union{Int,String}} <: Union{Tuple{Int},Tuple{String}}", Tup({U({int64, str})}),
       U({Tup({int64}), Tup({str})}), true},
      // UnionAll on the right: "there exists".
      {"Vector{Int} <: Vector", Vec(int64), vec_any_t, true},
      {"Vector{Int} <: Vector{<:Integer}", Vec(int64), vec_int_t, true},
      {"Vector{String} <: Vector{<:Integer}", Vec(str), vec_int_t, false},
      {"Vector{Integer} <: Vector{<:Integer}", Vec(integer), vec_int_t, true},
      {"Vector{Number} <: Vector{<:Integer}", Vec(num), vec_int_t, false},
      {"Vector <: AbstractVector", vec_any_t, rt.core.abstract_vector_alias.As<Type>(), true},
      {"AbstractVector <: Vector", rt.core.abstract_vector_alias.As<Type>(), vec_any_t, false},
      {"Vector{<:Integer} <: Vector{<:Real}", vec_int_t, vec_real_s, true},
      {"Vector{<:Real} <: Vector{<:Integer}", vec_real_s, vec_int_t, false},
      {"Array{Int} <: AbstractArray{Int}", array_int, abstract_array_int, true},
      {"Vector{Int} <: Array{Int}", Vec(int64), array_int, true},
      {"Vector <: Vector (alpha-renamed)", vec_any_t, Where(rt, Vec(s), s), true},
      // The diagonal rule.
      {"Tuple{Int,Int} <: Tuple{T,T} where T", Tup({int64, int64}), diag, true},
      {"Tuple{Int,String} <: Tuple{T,T} where T", Tup({int64, str}), diag, false},
      {"Tuple{Int,Float64} <: Tuple{T,T} where T<:Number", Tup({int64, f64}), diag_num, false},
      {"Tuple{Int,Int} <: Tuple{T,T} where T<:Number", Tup({int64, int64}), diag_num, true},
      {"Tuple{Any,Any} <: Tuple{T,T} where T", Tup({any, any}), diag, false},
      {"Tuple{T,T} where T <: Tuple{Any,Any}", diag, Tup({any, any}), true},
      {"Tuple{T,T} where T <: Tuple{S,S} where S", diag, diag_s, true},
      {"Tuple{Vector{Int},Int} <: Tuple{Vector{T},T} where T", Tup({Vec(int64), int64}),
       vec_and_elem, true},
      {"Tuple{Vector{Int},Float64} <: Tuple{Vector{T},T} where T", Tup({Vec(int64), f64}),
       vec_and_elem, false},
      {"Tuple{Vector{Int},Int8} <: Tuple{Vector{T},T} where T", Tup({Vec(int64), int8}),
       vec_and_elem, false},
      {"Tuple{Nothing} <: Tuple{Union{T,Nothing}} where T", Tup({nothing}), union_or_nothing, true},
      {"Tuple{Int} <: Tuple{Union{T,Nothing}} where T", Tup({int64}), union_or_nothing, true},
      {"NTuple{2,Int} <: NTuple{N,Int} where N", Tup({int64, int64}), ntuple_n, true},
      {"Tuple{Int,String} <: NTuple{N,Int} where N", Tup({int64, str}), ntuple_n, false},
      // Type{T}.
      {"Type{Int} <: Type", TypeOfType(rt, int64), type_t, true},
      {"Type{Int} <: DataType", TypeOfType(rt, int64), rt.core.datatype, true},
      {"DataType <: Type", rt.core.datatype, type_t, true},
      {"DataType <: Type{Int}", rt.core.datatype, TypeOfType(rt, int64), false},
      {"Type{Int} <: Type{Integer}", TypeOfType(rt, int64), TypeOfType(rt, integer), false},
      {"Type{Int} <: Type{<:Integer}", TypeOfType(rt, int64), type_int_t, true},
      {"Type{String} <: Type{<:Integer}", TypeOfType(rt, str), type_int_t, false},
      {"Type{Union{Int,String}} <: Union", TypeOfType(rt, U({int64, str})), rt.core.uniontype,
       true},
      {"Type{Vector} <: UnionAll", TypeOfType(rt, vec_any_t), rt.core.unionall, true},
      {"Type{Int} <: Any", TypeOfType(rt, int64), any, true},
      // Parametric declarations.
      {"Pair{Int,String} <: Pair", pair_is, pair_wrapper, true},
      {"Pair{Int,String} <: Pair{<:Integer,<:AbstractString}", pair_is, pair_bounded, true},
      {"Pair{String,Int} <: Pair{<:Integer,<:AbstractString}",
       Apply(rt, pair_wrapper, {TypeValue(str), TypeValue(int64)}), pair_bounded, false},
      {"Dict{String,Int} <: AbstractDict{String,Int}", dict_si, ad_si, true},
      {"Dict{String,Int} <: AbstractDict", dict_si, ad_wrapper, true},
      {"Dict{String,Int} <: AbstractDict{String,Integer}", dict_si, ad_sinteger, false},
      {"Dict{String,Int} <: AbstractDict{K,V} where {K,V<:Number}", dict_si, ad_k_vnum, true},
      {"Dict{String,String} <: AbstractDict{K,V} where {K,V<:Number}",
       Apply(rt, dict->name->wrapper.As<Type>(), {TypeValue(str), TypeValue(str)}), ad_k_vnum,
       false},
      // Named tuples.
      {"NamedTuple{(:a,),Tuple{Int}} <: NamedTuple", nt_a_int, nt_wrapper, true},
      {"NamedTuple{(:a,),Tuple{Int}} <: NamedTuple{(:a,)}", nt_a_int, nt_a, true},
      {"NamedTuple{(:a,),Tuple{Int}} <: NamedTuple{(:b,)}", nt_a_int, nt_b, false},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(Sub(c.a, c.b), c.expected)
        << c.name << "   [" << Str(rt, c.a) << " <: " << Str(rt, c.b) << "]";
  }
  EXPECT_GE(cases.size(), 60u);
}

TEST_F(SubtypeTest, IsA) {
  const CoreTypes& c = rt.core;
  EXPECT_TRUE(IsA(rt, c.Int64(1), integer));
  EXPECT_TRUE(IsA(rt, c.Int64(1), U({nothing, int64})));
  EXPECT_FALSE(IsA(rt, c.Int64(1), str));
  EXPECT_TRUE(IsA(rt, c.Nothing(), nothing));
  EXPECT_TRUE(IsA(rt, TypeValue(int64), TypeOfType(rt, int64)));
  EXPECT_TRUE(IsA(rt, TypeValue(int64), rt.core.datatype));
  EXPECT_TRUE(IsA(rt, TypeValue(int64), rt.core.type_wrapper.As<Type>()));
  EXPECT_FALSE(IsA(rt, TypeValue(int64), TypeOfType(rt, integer)));
  EXPECT_TRUE(IsA(rt, rt.core.vector_alias, rt.core.unionall));
  EXPECT_TRUE(IsA(rt, StringValue(rt, "x"), astr));
}

TEST_F(SubtypeTest, EnvironmentGivesStaticParameters) {
  TypeVar* tv = Var(rt, "T");
  GcVector<Value> vals;
  ASSERT_TRUE(SubtypeEnv(rt, Tup({int64}), Where(rt, Tup({tv}), tv), &vals));
  ASSERT_EQ(vals.size(), 1u);
  EXPECT_EQ(vals[0].As<Type>(), int64);

  ASSERT_TRUE(SubtypeEnv(rt, Tup({Vec(f64)}), Where(rt, Tup({Vec(tv)}), tv), &vals));
  EXPECT_EQ(vals[0].As<Type>(), f64);

  // Unconstrained: the variable itself (Julia: "T not defined in static parameter matching").
  Type* sig = Where(rt, Tup({U({tv, nothing})}), tv);
  ASSERT_TRUE(SubtypeEnv(rt, Tup({nothing}), sig, &vals));
  EXPECT_EQ(vals[0].As<Type>(), tv);
  ASSERT_TRUE(SubtypeEnv(rt, Tup({int64}), sig, &vals));
  EXPECT_EQ(vals[0].As<Type>(), int64);

  TypeVar* nv = Var(rt, "N");
  Type* ntuple = Where(rt, Where(rt, Tup({MakeVararg(rt, tv, TypeValue(nv))}), tv), nv);
  ASSERT_TRUE(SubtypeEnv(rt, Tup({int64, int64, int64}), ntuple, &vals));
  ASSERT_EQ(vals.size(), 2u);
  EXPECT_EQ(vals[0].AsInt(), 3);  // N, the outer variable
  EXPECT_EQ(vals[1].As<Type>(), int64);
}

TEST_F(SubtypeTest, TypeEquality) {
  TypeVar* tv = Var(rt, "T");
  TypeVar* s = Var(rt, "S");
  EXPECT_TRUE(TypeEqual(rt, Where(rt, Vec(tv), tv), Where(rt, Vec(s), s)));
  EXPECT_TRUE(TypeEqual(rt, Where(rt, Tup({tv}), tv), Tup({any})));
  TypeVar* ti = Var(rt, "T", integer);
  EXPECT_TRUE(TypeEqual(rt, Where(rt, Tup({ti}), ti), Tup({integer})));
  EXPECT_FALSE(TypeEqual(rt, Where(rt, Tup({tv, tv}), tv), Tup({any, any})));
}

// A signature built from a type's own parameters, `Tuple{Type{Pair{A,B}}} where {A,B}`
// (a default constructor), shares its TypeVars with the wrapper `Pair`: the two must
// not be conflated.
TEST_F(SubtypeTest, SharedTypeVarsAreRenamed) {
  TypeName* tn = pair->name;
  TypeVar* a = (*tn->type_vars)[0].As<TypeVar>();
  TypeVar* b = (*tn->type_vars)[1].As<TypeVar>();
  Type* curly = Where(rt, Where(rt, Tup({TypeOfType(rt, tn->body), any}), b), a);
  Type* inferring = Where(rt, Where(rt, Tup({TypeOfType(rt, tn->wrapper.As<Type>()), a}), b), a);
  EXPECT_FALSE(TypeEqual(rt, curly, inferring));
  EXPECT_FALSE(Sub(curly, inferring));
  Type* pii = A("Pair", {int64, int64});
  EXPECT_TRUE(Sub(Tup({TypeOfType(rt, pii), int64}), curly));
  EXPECT_FALSE(Sub(Tup({TypeOfType(rt, pii), int64}), inferring));
  EXPECT_TRUE(Sub(tn->body, tn->wrapper.As<Type>()));
  EXPECT_FALSE(Sub(tn->wrapper.As<Type>(), tn->body));
  // An inner constructor `Pair{A,B}(a, b) where {A,B}` does not apply to the wrapper
  // `Pair` as callee: Type{Pair} is Type{Pair{A,B}} for no single A and B.
  TypeVar* a2 = Var(rt, "A");
  TypeVar* b2 = Var(rt, "B");
  Type* inner = Where(rt, Where(rt, Tup({TypeOfType(rt, A("Pair", {a2, b2})), a2, b2}), b2), a2);
  EXPECT_FALSE(Sub(Tup({TypeOfType(rt, tn->wrapper.As<Type>()), int64, int64}), inner));
  EXPECT_TRUE(Sub(Tup({TypeOfType(rt, pii), int64, int64}), inner));
  // Variables of the left side may still be matched by the right one's: for every T
  // there is an S with Vector{T} == Vector{S}.
  TypeVar* tv = Var(rt, "T");
  TypeVar* sv = Var(rt, "S");
  EXPECT_TRUE(Sub(Where(rt, Tup({Vec(tv)}), tv), Where(rt, Tup({Vec(sv)}), sv)));
}

TEST_F(SubtypeTest, UnionsAreCanonical) {
  EXPECT_EQ(U({int64, int64}), int64);
  EXPECT_EQ(U({int64, integer}), integer);
  EXPECT_EQ(U({int64, str}), U({str, int64}));
  EXPECT_EQ(U({}), bottom);
  EXPECT_EQ(U({U({int64, str}), nothing}), U({nothing, U({str, int64})}));
  EXPECT_EQ(U({bottom, int64}), int64);
}

TEST_F(SubtypeTest, ApplyTypeChecksBounds) {
  TypeVar* tr = Var(rt, "T", real);
  Symbol* f[1] = {Intern("re")};
  DataType* complex =
      NewStructType(rt, rt.main_module, Intern("Complex"), &tr, 1, f, 1, false, AsDataType(num));
  Value ft[1] = {TypeValue(tr)};
  SetFieldTypes(rt, complex, ft, 1);
  Value out;
  Value p = TypeValue(str);
  EXPECT_FALSE(ApplyType(rt, complex->name->wrapper, &p, 1, &out));
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()),
            "TypeError: in Complex, in T, expected T<:Real, got Type{String}");
  p = TypeValue(f64);
  ASSERT_TRUE(ApplyType(rt, complex->name->wrapper, &p, 1, &out));
  EXPECT_TRUE(out.As<DataType>()->isbits());
  EXPECT_EQ((*out.As<DataType>()->field_types)[0].As<Type>(), f64);
  // Vector{Int} is one object.
  EXPECT_EQ(Vec(int64), Vec(int64));
  // NTuple{3,Int} normalizes to Tuple{Int,Int,Int}.
  Value nparams[2] = {rt.core.Int64(3), TypeValue(int64)};
  TypeVar* nv = Var(rt, "N");
  TypeVar* tv = Var(rt, "T");
  Type* ntuple = Where(rt, Where(rt, Tup({MakeVararg(rt, tv, TypeValue(nv))}), tv), nv);
  ASSERT_TRUE(ApplyType(rt, TypeValue(ntuple), nparams, 2, &out));
  EXPECT_EQ(out.As<Type>(), Tup({int64, int64, int64}));
  // Non-type parameters are rejected.
  Value bad = StringValue(rt, "x");
  EXPECT_FALSE(ApplyType(rt, rt.core.vector_alias, &bad, 1, &out));
  rt.TakePendingException();
  EXPECT_FALSE(ApplyType(rt, rt.core.vector_alias, nparams, 2, &out));
  rt.TakePendingException();
}

// Tuple{Tuple{...{leaf}...}} nested n levels.
TEST_F(SubtypeTest, NestingWithinTheLimitIsComparedAndBeyondItIsTooDeepNeverNo) {
  auto nest = [&](Type* leaf, int n) {
    Type* t = leaf;
    for (int i = 0; i < n; ++i) t = Tup({t});
    return t;
  };
  const int within = kMaxSubtypeDepth - 10;
  EXPECT_EQ(CheckSubtype(rt, nest(int64, within), nest(integer, within)), SubtypeAnswer::kYes);
  EXPECT_EQ(CheckSubtype(rt, nest(integer, within), nest(int64, within)), SubtypeAnswer::kNo);
  EXPECT_EQ(CheckSubtype(rt, nest(str, within), nest(integer, within)), SubtypeAnswer::kNo);

  const int beyond = kMaxSubtypeDepth + 10;
  Type* deep_int = nest(int64, beyond);
  Type* deep_integer = nest(integer, beyond);
  EXPECT_EQ(CheckSubtype(rt, deep_int, deep_integer), SubtypeAnswer::kTooDeep);
  EXPECT_EQ(CheckSubtype(rt, deep_integer, deep_int), SubtypeAnswer::kTooDeep);
  // The bool form is only ever a conservative "no"; identical types need no walk.
  EXPECT_FALSE(Sub(deep_int, deep_integer));
  EXPECT_EQ(CheckSubtype(rt, deep_int, deep_int), SubtypeAnswer::kYes);
  // A Union on the right tries its members; one too deep makes the answer unknown
  // unless another member answers yes.
  EXPECT_EQ(CheckSubtype(rt, deep_int, U({str, deep_integer})), SubtypeAnswer::kTooDeep);
  EXPECT_EQ(CheckSubtype(rt, deep_int, U({deep_integer, any})), SubtypeAnswer::kYes);
  // isa of a value whose type is that deep.
  Value v = rt.core.Int64(1);
  for (int i = 0; i < beyond; ++i) {
    DataType* vt = v.type;
    v = NewStructValue(rt, ConcreteTupleType(rt, &vt, 1), &v, 1);
  }
  EXPECT_EQ(CheckIsA(rt, v, deep_integer), SubtypeAnswer::kTooDeep);
  EXPECT_EQ(CheckIsA(rt, v, deep_int), SubtypeAnswer::kYes);
}

}  // namespace
}  // namespace kiln::runtime
