#include "runtime/types.h"

#include <gtest/gtest.h>

#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/subtype.h"
#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

using testing::Str;
using testing::TestRuntime;
using testing::Var;

TEST(TypesTest, CoreGraph) {
  TestRuntime t;
  Runtime& rt = *t;
  const CoreTypes& c = rt.core;
  EXPECT_EQ(c.any->super, c.any);
  EXPECT_EQ(c.int64->super, c.signed_);
  EXPECT_EQ(c.bool_->super, c.integer);
  EXPECT_EQ(c.char_->super, c.abstract_char);
  EXPECT_EQ(c.float64->super, c.abstract_float);
  EXPECT_EQ(c.builtin->super, c.function);
  EXPECT_EQ(c.intrinsic_function->super, c.builtin);
  EXPECT_EQ(Str(rt, c.datatype->super), "Type{T}");
  EXPECT_TRUE(c.int64->concrete());
  EXPECT_TRUE(c.int64->isbits());
  EXPECT_FALSE(c.integer->concrete());
  EXPECT_TRUE(c.integer->abstract());
  EXPECT_EQ(c.nothing->layout, Layout::kSingleton);
  EXPECT_EQ(c.empty_tuple->layout, Layout::kSingleton);
  EXPECT_EQ(c.int8->size, 1);
  EXPECT_TRUE(c.datatype->is_kind());
  EXPECT_FALSE(c.typevar->is_kind());
  EXPECT_EQ(c.error_exception->nfields, 1u);
  EXPECT_EQ(Str(rt, FieldType(rt, c.error_exception, 0).As<Type>()), "AbstractString");
  EXPECT_EQ(Str(rt, FieldType(rt, c.type_error, 1).As<Type>()), "Union{AbstractString, Symbol}");
  EXPECT_FALSE(c.any_tuple->concrete());
  // Every type of Core is bound in Core under its name.
  EXPECT_EQ(testing::T(rt, "UInt"), rt.core.uint64);
  EXPECT_EQ(Str(rt, testing::Global(rt, "kwcall").type), "typeof(kwcall)");
}

TEST(TypesTest, ParametricStructsInstantiateFieldTypes) {
  TestRuntime t;
  Runtime& rt = *t;
  const CoreTypes& c = rt.core;
  // struct Pair{A,B}; first::A; second::B; end
  TypeVar* a = Var(rt, "A");
  TypeVar* b = Var(rt, "B");
  TypeVar* ab[2] = {a, b};
  Symbol* fields[2] = {Intern("first"), Intern("second")};
  DataType* pair =
      NewStructType(rt, rt.main_module, Intern("Pair"), ab, 2, fields, 2, false, nullptr);
  Value ft[2] = {TypeValue(a), TypeValue(b)};
  SetFieldTypes(rt, pair, ft, 2);
  EXPECT_FALSE(pair->concrete());
  EXPECT_TRUE(pair->has_free_vars);
  Value params[2] = {TypeValue(c.int64), TypeValue(c.string)};
  Value is;
  ASSERT_TRUE(ApplyType(rt, pair->name->wrapper, params, 2, &is));
  DataType* pis = is.As<DataType>();
  EXPECT_TRUE(pis->concrete());
  EXPECT_FALSE(pis->isbits());  // String is not a bits type
  EXPECT_EQ(pis->nfields, 2u);
  EXPECT_EQ(FieldType(rt, pis, 1).As<Type>(), c.string);
  EXPECT_EQ(FieldIndex(pis, Intern("second")), 1);
  EXPECT_EQ(FieldIndex(pis, Intern("third")), -1);
  Value ii[2] = {TypeValue(c.int64), TypeValue(c.int64)};
  Value pii;
  ASSERT_TRUE(ApplyType(rt, pair->name->wrapper, ii, 2, &pii));
  EXPECT_TRUE(pii.As<DataType>()->isbits());
  // Applying twice gives the same object.
  Value again;
  ASSERT_TRUE(ApplyType(rt, pair->name->wrapper, params, 2, &again));
  EXPECT_EQ(again.As<DataType>(), pis);
}

TEST(TypesTest, SelfReferentialAndAbstractParametricTypes) {
  TestRuntime t;
  Runtime& rt = *t;
  const CoreTypes& c = rt.core;
  // mutable struct Node{T}; value::T; next::Union{Node{T}, Nothing}; end
  TypeVar* tv = Var(rt, "T");
  Symbol* fields[2] = {Intern("value"), Intern("next")};
  DataType* node =
      NewStructType(rt, rt.main_module, Intern("Node"), &tv, 1, fields, 2, true, nullptr);
  Value self;
  Value tparam = TypeValue(tv);
  ASSERT_TRUE(ApplyType(rt, node->name->wrapper, &tparam, 1, &self));
  Type* next = MakeUnion2(rt, self.As<Type>(), c.nothing);
  Value ft[2] = {TypeValue(tv), TypeValue(next)};
  SetFieldTypes(rt, node, ft, 2);
  Value ip = TypeValue(c.int64);
  Value node_int;
  ASSERT_TRUE(ApplyType(rt, node->name->wrapper, &ip, 1, &node_int));
  EXPECT_EQ(Str(rt, FieldType(rt, node_int.As<DataType>(), 1).As<Type>()),
            "Union{Nothing, Node{Int64}}");
  EXPECT_EQ(node_int.As<DataType>()->layout, Layout::kStruct);

  // abstract type AbstractDict{K,V} end; mutable struct Dict{K,V} <: AbstractDict{K,V}
  TypeVar* k = Var(rt, "K");
  TypeVar* v = Var(rt, "V");
  TypeVar* kv[2] = {k, v};
  DataType* ad = NewAbstractType(rt, rt.main_module, Intern("AbstractDict"), kv, 2, nullptr);
  TypeVar* k2 = Var(rt, "K");
  TypeVar* v2 = Var(rt, "V");
  TypeVar* kv2[2] = {k2, v2};
  Value kv2v[2] = {TypeValue(k2), TypeValue(v2)};
  Value super;
  ASSERT_TRUE(ApplyType(rt, ad->name->wrapper, kv2v, 2, &super));
  DataType* dict = NewStructType(rt, rt.main_module, Intern("Dict"), kv2, 2, nullptr, 0, true,
                                 super.As<DataType>());
  ASSERT_NE(dict, nullptr);
  SetFieldTypes(rt, dict, nullptr, 0);
  Value si[2] = {TypeValue(c.string), TypeValue(c.int64)};
  Value dsi;
  ASSERT_TRUE(ApplyType(rt, dict->name->wrapper, si, 2, &dsi));
  EXPECT_EQ(Str(rt, dsi.As<DataType>()->super), "AbstractDict{String, Int64}");
  EXPECT_EQ(dsi.As<DataType>()->layout, Layout::kStruct);
}

TEST(TypesTest, DeclarationErrors) {
  TestRuntime t;
  Runtime& rt = *t;
  EXPECT_EQ(NewStructType(rt, rt.main_module, Intern("Bad"), nullptr, 0, nullptr, 0, false,
                          rt.core.int64),
            nullptr);
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()),
            "invalid subtyping in definition of Bad: can only subtype abstract types.");
  Symbol* dup[2] = {Intern("x"), Intern("x")};
  EXPECT_EQ(NewStructType(rt, rt.main_module, Intern("Dup"), nullptr, 0, dup, 2, false, nullptr),
            nullptr);
  rt.TakePendingException();
  Symbol* one[1] = {Intern("x")};
  DataType* s = NewStructType(rt, rt.main_module, Intern("S"), nullptr, 0, one, 1, false, nullptr);
  Value three = rt.core.Int64(3);
  EXPECT_FALSE(SetFieldTypesChecked(rt, s, &three, 1));
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()),
            "TypeError: in type definition, expected Type, got a value of type Int64");
}

TEST(TypesTest, DispatchTypeOfTypeObjects) {
  TestRuntime t;
  Runtime& rt = *t;
  EXPECT_EQ(DispatchTypeOf(rt, rt.core.Int64(1)), rt.core.int64);
  Type* tt = DispatchTypeOf(rt, TypeValue(rt.core.int64));
  EXPECT_EQ(Str(rt, tt), "Type{Int64}");
  EXPECT_EQ(tt, TypeOfType(rt, rt.core.int64));  // cached
  EXPECT_EQ(Str(rt, DispatchTypeOf(rt, rt.core.vector_alias)), "Type{Vector}");
}

}  // namespace
}  // namespace kiln::runtime

namespace kiln::runtime {
namespace {

// ApplyType remembers recent applications: the same arguments give the very
// same type, errors are raised every time, and a remembered entry never
// answers for other arguments.
TEST(TypesTest, AppliedTypesAreRememberedOnlyForTheSameArguments) {
  testing::TestRuntime t;
  Runtime& rt = *t;
  const CoreTypes& c = rt.core;
  Value p1[2] = {TypeValue(c.int64), c.Int64(1)};
  Value p2[2] = {TypeValue(c.float64), c.Int64(1)};
  Value p3[2] = {TypeValue(c.int64), c.Int64(2)};
  Value a, b, d, e;
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, p1, 2, &a));
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, p1, 2, &b));
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, p2, 2, &d));
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, p3, 2, &e));
  EXPECT_EQ(a.bits, b.bits);
  EXPECT_EQ(testing::Str(rt, a.As<Type>()), "Vector{Int64}");
  EXPECT_EQ(testing::Str(rt, d.As<Type>()), "Vector{Float64}");
  EXPECT_EQ(testing::Str(rt, e.As<Type>()), "Matrix{Int64}");
  // A parameter of another type with the same bits is another application.
  Value other[2] = {TypeValue(c.int64), Value::Make(c.uint64, 1)};
  Value f;
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, other, 2, &f));
  EXPECT_NE(f.bits, a.bits);
  // An error is raised again, not remembered.
  Value bad[1] = {c.Int64(1)};
  for (int i = 0; i < 2; ++i) {
    Value out;
    EXPECT_FALSE(ApplyType(rt, TypeValue(c.int64), bad, 1, &out));
    EXPECT_TRUE(rt.TakePendingException().defined());
  }
}

}  // namespace
}  // namespace kiln::runtime
