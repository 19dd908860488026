#include <gtest/gtest.h>

#include "runtime/array.h"
#include "runtime/dispatch.h"
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

class TypePrintTest : public ::testing::Test {
 protected:
  TypePrintTest() : rt(*t) {}
  Type* T(std::string_view name) { return testing::T(rt, name); }
  Type* A(std::string_view tc, std::initializer_list<Type*> ps) { return Apply(rt, tc, ps); }
  std::string S(const Type* ty) { return Str(rt, ty); }
  std::string Show(Value v) { return testing::Show(rt, v); }

  // A parametric struct bound in `m`.
  DataType* DefineStruct(Module* m, std::string_view name, std::initializer_list<TypeVar*> params) {
    GcVector<TypeVar*> ps(params);
    DataType* d = NewStructType(rt, m, Intern(name), ps.data(), static_cast<uint32_t>(ps.size()),
                                nullptr, 0, false, nullptr);
    SetFieldTypes(rt, d, nullptr, 0);
    CHECK(SetConst(rt, m, Intern(name), d->name->wrapper));
    return d;
  }

  TestRuntime t;
  Runtime& rt;
};

TEST_F(TypePrintTest, BuiltinTypes) {
  Type* i = T("Int64");
  EXPECT_EQ(S(i), "Int64");
  EXPECT_EQ(S(T("Int")), "Int64");
  EXPECT_EQ(S(A("Vector", {i})), "Vector{Int64}");
  EXPECT_EQ(S(A("Matrix", {T("Float64")})), "Matrix{Float64}");
  Value three[2] = {TypeValue(T("Float64")), rt.core.Int64(3)};
  EXPECT_EQ(S(Apply(rt, T("Array"), {three[0], three[1]})), "Array{Float64, 3}");
  EXPECT_EQ(S(A("AbstractVector", {i})), "AbstractVector{Int64}");
  EXPECT_EQ(S(A("Vector", {A("Vector", {i})})), "Vector{Vector{Int64}}");
  EXPECT_EQ(S(T("Vector")), "Vector");
  EXPECT_EQ(S(T("Array")), "Array");
  EXPECT_EQ(S(A("Array", {i})), "Array{Int64}");
  EXPECT_EQ(S(T("AbstractArray")), "AbstractArray");
  EXPECT_EQ(S(rt.core.bottom), "Union{}");
  EXPECT_EQ(S(T("DataType")), "DataType");
  EXPECT_EQ(S(T("Type")), "Type");
  EXPECT_EQ(S(TypeOfType(rt, i)), "Type{Int64}");
  TypeVar* ti = Var(rt, "T", T("Integer"));
  EXPECT_EQ(S(Where(rt, A("Vector", {ti}), ti)), "Vector{<:Integer}");
}

TEST_F(TypePrintTest, UnionsAreSortedLikeJulia) {
  Type* i = T("Int64");
  EXPECT_EQ(S(testing::Union(rt, {i, T("Nothing")})), "Union{Nothing, Int64}");
  EXPECT_EQ(S(testing::Union(rt, {T("String"), i})), "Union{Int64, String}");
  EXPECT_EQ(S(testing::Union(rt, {i, T("Float64")})), "Union{Float64, Int64}");
  EXPECT_EQ(S(testing::Union(rt, {A("Vector", {i}), T("Nothing")})),
            "Union{Nothing, Vector{Int64}}");
}

TEST_F(TypePrintTest, Tuples) {
  Type* i = T("Int64");
  EXPECT_EQ(S(testing::Tuple(rt, {i, i})), "Tuple{Int64, Int64}");
  EXPECT_EQ(S(testing::Tuple(rt, {i, i, i})), "Tuple{Int64, Int64, Int64}");
  EXPECT_EQ(S(testing::Tuple(rt, {i, i, i, i})), "NTuple{4, Int64}");
  EXPECT_EQ(S(testing::Tuple(rt, {})), "Tuple{}");
  EXPECT_EQ(S(T("Tuple")), "Tuple");
  EXPECT_EQ(S(testing::Tuple(rt, {MakeVararg(rt, i, Value())})), "Tuple{Vararg{Int64}}");
  EXPECT_EQ(S(testing::Tuple(rt, {T("String"), MakeVararg(rt, i, Value())})),
            "Tuple{String, Vararg{Int64}}");
  TypeVar* tv = Var(rt, "T");
  EXPECT_EQ(S(Where(rt, testing::Tuple(rt, {tv, tv}), tv)), "Tuple{T, T} where T");
}

TEST_F(TypePrintTest, UserTypesAndWhereClauses) {
  TypeVar* k = Var(rt, "K");
  TypeVar* v = Var(rt, "V");
  DataType* dict = DefineStruct(rt.main_module, "Dict", {k, v});
  Value dict_wrapper = dict->name->wrapper;
  Value si[2] = {TypeValue(T("String")), TypeValue(T("Int64"))};
  Value out;
  ASSERT_TRUE(ApplyType(rt, dict_wrapper, si, 2, &out));
  EXPECT_EQ(Show(out), "Dict{String, Int64}");
  EXPECT_EQ(Show(dict_wrapper), "Dict");
  ASSERT_TRUE(ApplyType(rt, dict_wrapper, si, 1, &out));
  EXPECT_EQ(Show(out), "Dict{String}");
  // A type in a submodule prints qualified.
  Module* m = NewModule(rt, Intern("M"), rt.main_module);
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("M"), Value::FromObject(m)));
  DataType* point = DefineStruct(m, "Point", {});
  EXPECT_EQ(S(point), "Main.M.Point");
  // A where clause with two variables.
  TypeVar* a = Var(rt, "A", T("Integer"));
  TypeVar* b = Var(rt, "B");
  Value ab[2] = {TypeValue(a), TypeValue(b)};
  ASSERT_TRUE(ApplyType(rt, dict_wrapper, ab, 2, &out));
  Type* w = Where(rt, Where(rt, testing::Tuple(rt, {out.As<Type>(), a}), b), a);
  EXPECT_EQ(S(w), "Tuple{Dict{A, B}, A} where {A<:Integer, B}");
}

TEST_F(TypePrintTest, FunctionsAndNamedTuples) {
  Value f = NewGenericFunction(rt, rt.main_module, Intern("f"));
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("f"), f));
  EXPECT_EQ(S(f.type), "typeof(f)");
  EXPECT_EQ(Show(f), "f");
  Value getfield = testing::Global(rt, "getfield");
  EXPECT_EQ(Show(getfield), "getfield");
  EXPECT_EQ(S(getfield.type), "typeof(getfield)");
  Value add = testing::Global(rt, "Intrinsics");
  EXPECT_EQ(Show(add), "Core.Intrinsics");

  Value names[2] = {rt.SymbolValue("a"), rt.SymbolValue("b")};
  DataType* sym2[2] = {rt.core.symbol, rt.core.symbol};
  Value names_tuple = NewStructValue(rt, ConcreteTupleType(rt, sym2, 2), names, 2);
  Value params[2] = {names_tuple, TypeValue(testing::Tuple(rt, {T("Int64"), T("String")}))};
  Value nt;
  ASSERT_TRUE(ApplyType(rt, rt.core.named_tuple_wrapper, params, 2, &nt));
  EXPECT_EQ(Show(nt), "@NamedTuple{a::Int64, b::String}");
  EXPECT_EQ(Show(rt.core.named_tuple_wrapper), "NamedTuple");
}

}  // namespace
}  // namespace kiln::runtime
