// Builds the Core type graph, the Core, Core.Intrinsics and Main modules, and the
// builtin and intrinsic function values of a new runtime.
//
// The first few type objects describe themselves (DataType is a DataType; TypeName,
// SimpleVector…), so they are made with null headers which are patched once the types
// of types exist.
#include <string>

#include "base/check.h"
#include "runtime/builtins.h"
#include "runtime/dispatch.h"
#include "runtime/gc.h"
#include "runtime/intrinsics.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "runtime/type_internal.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

struct Builder {
  Runtime& rt;
  CoreTypes& c;

  Symbol* S(std::string_view name) { return Intern(name); }

  DataType* Abstract(std::string_view name, DataType* super) {
    DataType* t = NewAbstractType(rt, nullptr, S(name), nullptr, 0, super);
    CHECK(t != nullptr);
    return t;
  }

  DataType* Primitive(std::string_view name, DataType* super, Layout layout, uint8_t size) {
    return NewPrimitiveType(rt, nullptr, S(name), super, layout, size);
  }

  // A non-parametric type whose instances have a C++ layout (strings, modules …).
  DataType* Opaque(std::string_view name, DataType* super, Layout layout, bool is_mutable) {
    TypeName* tn = NewTypeName(rt, nullptr, S(name), nullptr, 0);
    tn->layout = layout;
    tn->is_mutable = is_mutable;
    tn->is_finalized = true;
    tn->field_names = NewSVec(rt, 0);
    return MakeBody(rt, tn, nullptr, 0, super);
  }

  // A struct with the given fields (types as DataTypes; nullptr means Any).
  DataType* Struct(std::string_view name, DataType* super, bool is_mutable,
                   std::initializer_list<std::pair<std::string_view, Type*>> fields) {
    GcVector<Symbol*> names;
    GcVector<Value> types;
    for (const auto& [fname, ftype] : fields) {
      names.push_back(S(fname));
      types.push_back(TypeValue(ftype != nullptr ? ftype : c.any));
    }
    auto n = static_cast<uint32_t>(names.size());
    DataType* t =
        NewStructType(rt, nullptr, S(name), nullptr, 0, names.data(), n, is_mutable, super);
    CHECK(t != nullptr);
    SetFieldTypes(rt, t, types.data(), n);
    return t;
  }

  TypeVar* Var(std::string_view name, Type* ub = nullptr) {
    return NewTypeVar(rt, S(name), c.bottom, ub != nullptr ? ub : c.any);
  }

  Value Apply(Value tc, std::initializer_list<Value> params) {
    Value out;
    CHECK(ApplyType(rt, tc, params.begin(), static_cast<uint32_t>(params.size()), &out))
        << "bootstrap type application failed";
    return out;
  }
};

void PatchEarlyHeaders(Runtime& rt) {
  CoreTypes& c = rt.core;
  rt.datatype_cache.ForEach([&](DataType* d) {
    d->type = c.datatype;
    d->name->type = c.typename_type;
    d->parameters->type = c.simplevector;
    if (d->name->field_names != nullptr) d->name->field_names->type = c.simplevector;
    if (d->name->type_vars != nullptr) d->name->type_vars->type = c.simplevector;
    if (d->field_types != nullptr) d->field_types->type = c.simplevector;
    if (d->name->wrapper.defined()) d->name->wrapper.type = c.datatype;
  });
}

}  // namespace

void Runtime::Bootstrap() {
  Builder b{*this, core};
  CoreTypes& c = core;

  // ---- Types of types -----------------------------------------------------------------
  c.any = b.Opaque("Any", nullptr, Layout::kNone, false);
  c.any->name->is_abstract = true;
  c.any->super = c.any;  // supertype(Any) === Any
  c.datatype = b.Opaque("DataType", c.any, Layout::kType, true);
  c.typename_type = b.Opaque("TypeName", c.any, Layout::kOpaque, true);
  c.simplevector = b.Opaque("SimpleVector", c.any, Layout::kSVec, false);
  PatchEarlyHeaders(*this);
  empty_svec = NewSVec(*this, 0);
  c.any->flags = kAbstractFlag;
  c.any->layout = Layout::kNone;

  c.uniontype = b.Opaque("Union", c.any, Layout::kType, false);
  c.unionall = b.Opaque("UnionAll", c.any, Layout::kType, false);
  c.typevar = b.Opaque("TypeVar", c.any, Layout::kType, true);
  c.typeofbottom = b.Opaque("TypeofBottom", c.any, Layout::kType, false);
  c.typeofvararg = b.Opaque("TypeofVararg", c.any, Layout::kType, false);
  for (DataType* kind : {c.datatype, c.uniontype, c.unionall, c.typeofbottom}) {
    kind->flags |= kKindFlag;
  }
  auto* bottom = GcNew<BottomType>();
  bottom->type = c.typeofbottom;
  bottom->kind = TypeKind::kBottom;
  bottom->hash = 0x2545f4914f6cdd1dull;
  c.bottom = bottom;

  // Type{T}: abstract; the kinds are its subtypes (supertype(DataType) == Type{T}).
  {
    TypeVar* t = b.Var("T");
    TypeName* tn = NewTypeName(*this, nullptr, Intern("Type"), &t, 1);
    tn->is_abstract = true;
    tn->is_finalized = true;
    tn->field_names = NewSVec(*this, 0);
    c.type_name = tn;
    c.type_type = MakeBody(*this, tn, &t, 1, c.any);
    c.type_wrapper = tn->wrapper;
    for (DataType* kind : {c.datatype, c.uniontype, c.unionall, c.typeofbottom}) {
      kind->super = c.type_type;
    }
  }

  // Tuple: variadic parameters; `Tuple` itself is Tuple{Vararg{Any}}.
  {
    TypeName* tn = NewTypeName(*this, nullptr, Intern("Tuple"), nullptr, 0);
    tn->layout = Layout::kStruct;
    tn->is_finalized = true;
    tn->field_names = NewSVec(*this, 0);
    c.tuple_name = tn;
    c.empty_tuple = InstantiateType(*this, tn, nullptr, 0);
    Type* va = MakeVararg(*this, c.any, Value());
    c.vararg_wrapper = TypeValue(va);
    Value p = TypeValue(va);
    c.any_tuple = InstantiateType(*this, tn, &p, 1);
    tn->body = c.any_tuple;
    tn->wrapper = TypeValue(c.any_tuple);
  }

  // ---- Numbers, characters, strings -------------------------------------------------------
  c.number = b.Abstract("Number", c.any);
  c.real = b.Abstract("Real", c.number);
  c.abstract_float = b.Abstract("AbstractFloat", c.real);
  c.integer = b.Abstract("Integer", c.real);
  c.signed_ = b.Abstract("Signed", c.integer);
  c.unsigned_ = b.Abstract("Unsigned", c.integer);
  c.bool_ = b.Primitive("Bool", c.integer, Layout::kBool, 1);
  c.int8 = b.Primitive("Int8", c.signed_, Layout::kInt, 1);
  c.int16 = b.Primitive("Int16", c.signed_, Layout::kInt, 2);
  c.int32 = b.Primitive("Int32", c.signed_, Layout::kInt, 4);
  c.int64 = b.Primitive("Int64", c.signed_, Layout::kInt, 8);
  c.uint8 = b.Primitive("UInt8", c.unsigned_, Layout::kUInt, 1);
  c.uint16 = b.Primitive("UInt16", c.unsigned_, Layout::kUInt, 2);
  c.uint32 = b.Primitive("UInt32", c.unsigned_, Layout::kUInt, 4);
  c.uint64 = b.Primitive("UInt64", c.unsigned_, Layout::kUInt, 8);
  c.float32 = b.Primitive("Float32", c.abstract_float, Layout::kFloat, 4);
  c.float64 = b.Primitive("Float64", c.abstract_float, Layout::kFloat, 8);
  c.abstract_char = b.Abstract("AbstractChar", c.any);
  c.char_ = b.Primitive("Char", c.abstract_char, Layout::kChar, 4);
  c.abstract_string = b.Abstract("AbstractString", c.any);
  c.string = b.Opaque("String", c.abstract_string, Layout::kString, false);
  c.symbol = b.Opaque("Symbol", c.any, Layout::kSymbol, false);
  c.nothing = b.Struct("Nothing", c.any, false, {});

  // ---- Functions, modules, methods ---------------------------------------------------------
  c.function = b.Abstract("Function", c.any);
  c.builtin = b.Abstract("Builtin", c.function);
  c.intrinsic_function = b.Primitive("IntrinsicFunction", c.builtin, Layout::kUInt, 4);
  c.module = b.Opaque("Module", c.any, Layout::kOpaque, true);
  c.method = b.Opaque("Method", c.any, Layout::kOpaque, true);
  c.method_instance = b.Opaque("MethodInstance", c.any, Layout::kOpaque, true);
  c.method_table = b.Opaque("MethodTable", c.any, Layout::kOpaque, true);
  c.box = b.Struct("Box", c.any, true, {{"contents", nullptr}});
  c.undef_initializer = b.Struct("UndefInitializer", c.any, false, {});

  // ---- Arrays -------------------------------------------------------------------------------
  {
    TypeVar* t = b.Var("T");
    TypeVar* n = b.Var("N");
    TypeVar* tn_vars[2] = {t, n};
    TypeName* aa = NewTypeName(*this, nullptr, Intern("AbstractArray"), tn_vars, 2);
    aa->is_abstract = true;
    aa->is_finalized = true;
    aa->field_names = NewSVec(*this, 0);
    c.abstract_array_name = aa;
    DataType* aa_body = MakeBody(*this, aa, tn_vars, 2, c.any);
    c.abstract_array_wrapper = aa->wrapper;
    (void)aa_body;

    TypeVar* t2 = b.Var("T");
    TypeVar* n2 = b.Var("N");
    TypeVar* da_vars[2] = {t2, n2};
    TypeName* da = NewTypeName(*this, nullptr, Intern("DenseArray"), da_vars, 2);
    da->is_abstract = true;
    da->is_finalized = true;
    da->field_names = NewSVec(*this, 0);
    c.dense_array_name = da;
    Value da_super = b.Apply(c.abstract_array_wrapper, {TypeValue(t2), TypeValue(n2)});
    MakeBody(*this, da, da_vars, 2, da_super.As<DataType>());
    c.dense_array_wrapper = da->wrapper;

    TypeVar* t3 = b.Var("T");
    TypeVar* n3 = b.Var("N");
    TypeVar* a_vars[2] = {t3, n3};
    TypeName* arr = NewTypeName(*this, nullptr, Intern("Array"), a_vars, 2);
    arr->layout = Layout::kArray;
    arr->is_mutable = true;
    arr->is_finalized = true;
    arr->field_names = NewSVec(*this, 0);
    c.array_name = arr;
    Value a_super = b.Apply(c.dense_array_wrapper, {TypeValue(t3), TypeValue(n3)});
    MakeBody(*this, arr, a_vars, 2, a_super.As<DataType>());
    c.array_wrapper = arr->wrapper;

    auto alias = [&](Value wrapper, int64_t dims) {
      TypeVar* v = b.Var("T");
      Value body = b.Apply(wrapper, {TypeValue(v), c.Int64(dims)});
      return TypeValue(MakeUnionAll(*this, v, body.As<Type>()));
    };
    c.vector_alias = alias(c.array_wrapper, 1);
    c.matrix_alias = alias(c.array_wrapper, 2);
    c.dense_vector_alias = alias(c.dense_array_wrapper, 1);
    c.dense_matrix_alias = alias(c.dense_array_wrapper, 2);
    c.abstract_vector_alias = alias(c.abstract_array_wrapper, 1);
    c.abstract_matrix_alias = alias(c.abstract_array_wrapper, 2);
  }

  // NamedTuple{names, T<:Tuple}
  {
    TypeVar* names = b.Var("names");
    TypeVar* t = b.Var("T", c.any_tuple);
    TypeVar* vars[2] = {names, t};
    TypeName* tn = NewTypeName(*this, nullptr, Intern("NamedTuple"), vars, 2);
    tn->layout = Layout::kStruct;
    tn->is_finalized = true;
    tn->field_names = NewSVec(*this, 0);
    c.named_tuple_name = tn;
    MakeBody(*this, tn, vars, 2, c.any);
    c.named_tuple_wrapper = tn->wrapper;
  }

  // ---- Exceptions (fields as in Julia's boot.jl) ----------------------------------------------
  c.exception = b.Abstract("Exception", c.any);
  DataType* e = c.exception;
  Type* str = c.abstract_string;
  c.error_exception = b.Struct("ErrorException", e, false, {{"msg", str}});
  c.bounds_error = b.Struct("BoundsError", e, false, {{"a", nullptr}, {"i", nullptr}});
  c.domain_error = b.Struct("DomainError", e, false, {{"val", nullptr}, {"msg", str}});
  c.argument_error = b.Struct("ArgumentError", e, false, {{"msg", str}});
  c.inexact_error =
      b.Struct("InexactError", e, false, {{"func", c.symbol}, {"T", nullptr}, {"val", nullptr}});
  c.key_error = b.Struct("KeyError", e, false, {{"key", nullptr}});
  c.method_error =
      b.Struct("MethodError", e, false, {{"f", nullptr}, {"args", nullptr}, {"world", c.uint64}});
  c.divide_error = b.Struct("DivideError", e, false, {});
  c.overflow_error = b.Struct("OverflowError", e, false, {{"msg", str}});
  c.undef_var_error = b.Struct("UndefVarError", e, false,
                               {{"var", c.symbol}, {"world", c.uint64}, {"scope", nullptr}});
  c.stack_overflow_error = b.Struct("StackOverflowError", e, false, {});
  {
    Type* context_types[2] = {c.abstract_string, c.symbol};
    Type* context = MakeUnion(*this, context_types, 2);
    c.type_error = b.Struct(
        "TypeError", e, false,
        {{"func", c.symbol}, {"context", context}, {"expected", nullptr}, {"got", nullptr}});
  }
  c.assertion_error = b.Struct("AssertionError", e, false, {{"msg", str}});
  c.undef_keyword_error = b.Struct("UndefKeywordError", e, false, {{"var", c.symbol}});
  c.undef_ref_error = b.Struct("UndefRefError", e, false, {});
  c.interrupt_exception = b.Struct("InterruptException", e, false, {});
  c.eof_error = b.Struct("EOFError", e, false, {});
  c.string_index_error =
      b.Struct("StringIndexError", e, false, {{"string", str}, {"index", c.integer}});
  c.dimension_mismatch = b.Struct("DimensionMismatch", e, false, {{"msg", str}});
  c.out_of_memory_error = b.Struct("OutOfMemoryError", e, false, {});

  // ---- Modules
  // ------------------------------------------------------------------------------------
  core_module = NewModule(*this, Intern("Core"), nullptr, /*bare=*/true);
  // Types made before Core existed belong to it.
  datatype_cache.ForEach([&](DataType* d) {
    if (d->name->module == nullptr) d->name->module = core_module;
  });
  auto bind = [&](std::string_view name, Value v) {
    Symbol* s = Intern(name);
    CHECK(SetConst(*this, core_module, s, v));
    Export(core_module, s);
  };
#define CORE_TYPE(field, julia_name)                                   \
  if (std::string_view(julia_name).size() > 0 && c.field != nullptr) { \
    bind(julia_name, TypeValue(c.field));                              \
  }
#include "runtime/core_types.def"
#undef CORE_TYPE
  bind("Type", c.type_wrapper);
  bind("Int", TypeValue(c.int64));
  bind("UInt", TypeValue(c.uint64));
  bind("Vararg", c.vararg_wrapper);
  {
    // NTuple{N, T} = Tuple{Vararg{T, N}}, N outermost as in Julia's alias.
    TypeVar* n = b.Var("N");
    TypeVar* t = b.Var("T");
    Value va = TypeValue(MakeVararg(*this, t, TypeValue(n)));
    Type* body = MakeTupleType(*this, &va, 1);
    bind("NTuple", TypeValue(MakeUnionAll(*this, n, MakeUnionAll(*this, t, body))));
  }
  bind("NamedTuple", c.named_tuple_wrapper);
  bind("AbstractArray", c.abstract_array_wrapper);
  bind("DenseArray", c.dense_array_wrapper);
  bind("Array", c.array_wrapper);
  bind("Vector", c.vector_alias);
  bind("Matrix", c.matrix_alias);
  bind("DenseVector", c.dense_vector_alias);
  bind("DenseMatrix", c.dense_matrix_alias);
  bind("AbstractVector", c.abstract_vector_alias);
  bind("AbstractMatrix", c.abstract_matrix_alias);
  bind("nothing", c.Nothing());
  bind("undef", c.undef_initializer->instance);
  // Every module that uses Core can name it (Julia: `Core.Core === Core`).
  bind("Core", Value::FromObject(core_module));
  intrinsics_module = NewModule(*this, Intern("Intrinsics"), core_module, /*bare=*/true);
  bind("Intrinsics", Value::FromObject(intrinsics_module));

  type_callee_mt = NewMethodTable(*this, Intern("Type"), core_module);
  type_callee_mt->per_callee = true;
  // Core.kwcall(kwargs::NamedTuple, f, args...): the generic function that keyword
  // calls lower to (Julia manual, "Keyword Arguments"); its methods come from lowering.
  bind("kwcall", NewGenericFunction(*this, core_module, Intern("kwcall")));
  RegisterBuiltins(*this);
  RegisterIntrinsics(*this);

  main_module = NewModule(*this, Intern("Main"), nullptr, /*bare=*/false);
  // Core.Main, as Julia has it (not exported: each module sees Main itself).
  CHECK(SetConst(*this, core_module, Intern("Main"), Value::FromObject(main_module)));
}

}  // namespace kiln::runtime
