#include "runtime/dispatch.h"

#include <gtest/gtest.h>

#include <string>

#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/subtype.h"
#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;
using testing::Var;
using testing::Where;

class DispatchTest : public ::testing::Test {
 protected:
  DispatchTest() : rt(*t), c(rt.core) {}

  Value Function(std::string_view name) {
    Value f = NewGenericFunction(rt, rt.main_module, Intern(name));
    CHECK(SetConst(rt, rt.main_module, Intern(name), f));
    return f;
  }

  // Adds f(args...) [where vars] with body_id `id`.
  Method* Def(Value f, std::initializer_list<Type*> args, uint32_t id,
              std::initializer_list<TypeVar*> where = {}) {
    GcVector<Value> params;
    params.push_back(TypeValue(f.type));
    for (Type* a : args) params.push_back(TypeValue(a));
    Type* sig = MakeTupleType(rt, params.data(), static_cast<uint32_t>(params.size()));
    GcVector<TypeVar*> vars(where);
    for (size_t i = vars.size(); i-- > 0;) sig = MakeUnionAll(rt, vars[i], sig);
    MethodDef def;
    def.sig = sig;
    def.module = rt.main_module;
    def.file = Intern("test.jl");
    def.line = static_cast<int32_t>(id);
    def.body_id = id;
    Method* m = AddMethod(rt, def);
    CHECK(m != nullptr);
    return m;
  }

  // The body id of the method called by f(args...), or -1 (no method), -2 (ambiguous).
  int64_t Call(Value f, std::initializer_list<Value> args, uint64_t world = 0) {
    GcVector<Value> all;
    all.push_back(f);
    for (Value v : args) all.push_back(v);
    LookupResult r =
        Lookup(rt, all.data(), static_cast<uint32_t>(all.size()), world == 0 ? rt.world() : world);
    if (r.status == LookupStatus::kNoMethod) return -1;
    if (r.status == LookupStatus::kAmbiguous) return -2;
    return r.mi->def->body_id;
  }

  std::string ErrorOf(Value f, std::initializer_list<Value> args) {
    GcVector<Value> all;
    all.push_back(f);
    for (Value v : args) all.push_back(v);
    EXPECT_EQ(Dispatch(rt, all.data(), static_cast<uint32_t>(all.size()), rt.world()), nullptr);
    return ShowError(rt, rt.TakePendingException());
  }

  // struct NAME; x; end
  DataType* Struct(std::string_view name) {
    Symbol* fields[1] = {Intern("x")};
    return NewStructType(rt, rt.main_module, Intern(name), nullptr, 0, fields, 1, false,
                         nullptr);
  }

  // (::Type{T})(x::arg) where T: a method for every type callee, with body_id `id`.
  MethodDef ForEveryTypeCallee(Type* arg, uint32_t id) {
    TypeVar* tv = Var(rt, "T", c.any);
    Value params[2] = {TypeValue(TypeOfType(rt, tv)), TypeValue(arg)};
    MethodDef def;
    def.sig = MakeUnionAll(rt, tv, MakeTupleType(rt, params, 2));
    def.module = rt.main_module;
    def.body_id = id;
    return def;
  }

  Type* T(std::string_view name) { return testing::T(rt, name); }
  Value Str(std::string_view s) { return StringValue(rt, s); }

  TestRuntime t;
  Runtime& rt;
  const CoreTypes& c;
};

TEST_F(DispatchTest, ConcreteBeatsAbstractBeatsAny) {
  Value f = Function("f");
  Def(f, {T("Any")}, 1);
  Def(f, {T("Number")}, 2);
  Def(f, {T("Integer")}, 3);
  Def(f, {T("Int64")}, 4);
  EXPECT_EQ(Call(f, {c.Int64(1)}), 4);
  EXPECT_EQ(Call(f, {c.Int(c.int8, 1)}), 3);
  EXPECT_EQ(Call(f, {c.Float64(1)}), 2);
  EXPECT_EQ(Call(f, {Str("x")}), 1);
  EXPECT_EQ(Call(f, {}), -1);
  EXPECT_EQ(Call(f, {c.Int64(1), c.Int64(2)}), -1);
}

TEST_F(DispatchTest, ManualAmbiguityExample) {
  // Julia manual, "Method Ambiguities": g(x::Float64, y) and g(x, y::Float64).
  Value g = Function("g");
  Def(g, {T("Float64"), T("Any")}, 1);
  Def(g, {T("Any"), T("Float64")}, 2);
  EXPECT_EQ(Call(g, {c.Float64(2), c.Int64(3)}), 1);
  EXPECT_EQ(Call(g, {c.Int64(2), c.Float64(3)}), 2);
  EXPECT_EQ(Call(g, {c.Float64(2), c.Float64(3)}), -2);
  std::string msg = ErrorOf(g, {c.Float64(2), c.Float64(3)});
  EXPECT_EQ(msg.substr(0, msg.find('\n')), "MethodError: g(::Float64, ::Float64) is ambiguous.");
  EXPECT_NE(msg.find("Candidates:"), std::string::npos);
  EXPECT_NE(msg.find("Possible fix, define\n  g(::Float64, ::Float64)"), std::string::npos);
  // Defining the intersection resolves it.
  Def(g, {T("Float64"), T("Float64")}, 3);
  EXPECT_EQ(Call(g, {c.Float64(2), c.Float64(3)}), 3);
}

TEST_F(DispatchTest, ManualParametricExamples) {
  // same_type(x::T, y::T) where {T} = true; same_type(x, y) = false
  Value same = Function("same_type");
  TypeVar* tv = Var(rt, "T");
  Def(same, {tv, tv}, 1, {tv});
  Def(same, {T("Any"), T("Any")}, 2);
  EXPECT_EQ(Call(same, {c.Int64(1), c.Int64(2)}), 1);
  EXPECT_EQ(Call(same, {c.Int64(1), c.Float64(2)}), 2);
  EXPECT_EQ(Call(same, {Str("a"), Str("b")}), 1);
  EXPECT_EQ(Call(same, {c.Int(c.int32, 1), c.Int64(2)}), 2);

  // myappend(v::Vector{T}, x::T) where {T}
  Value myappend = Function("myappend");
  TypeVar* t2 = Var(rt, "T");
  Def(myappend, {VectorType(rt, t2), t2}, 1, {t2});
  Value ints = Value::FromObject(NewVector(rt, VectorType(rt, c.int64), 3));
  Value floats = Value::FromObject(NewVector(rt, VectorType(rt, c.float64), 3));
  EXPECT_EQ(Call(myappend, {ints, c.Int64(4)}), 1);
  EXPECT_EQ(Call(myappend, {ints, c.Float64(2.5)}), -1);
  EXPECT_EQ(Call(myappend, {floats, c.Int64(4)}), -1);
  std::string err = ErrorOf(myappend, {ints, c.Float64(2.5)});
  EXPECT_EQ(err.substr(0, err.find('\n')),
            "MethodError: no method matching myappend(::Vector{Int64}, ::Float64)");
  // Julia's candidate list: the argument that does not match is marked.
  EXPECT_NE(err.find("\n\nClosest candidates are:\n  myappend(::Vector{T}, !Matched::T) where T\n"
                     "   @ Main "),
            std::string::npos)
      << err;
}

TEST_F(DispatchTest, StaticParameters) {
  Value f = Function("f");
  TypeVar* tv = Var(rt, "T", T("Number"));
  Def(f, {VectorType(rt, tv)}, 1, {tv});
  GcVector<Value> args = {f, Value::FromObject(NewVector(rt, VectorType(rt, c.float64), 0))};
  MethodInstance* mi = Dispatch(rt, args.data(), 2, rt.world());
  ASSERT_NE(mi, nullptr);
  ASSERT_EQ(mi->sparams->length, 1);
  EXPECT_EQ((*mi->sparams)[0].As<Type>(), c.float64);
  EXPECT_EQ(testing::Str(rt, mi->spec_types), "Tuple{typeof(f), Vector{Float64}}");
  // One MethodInstance per specialization.
  EXPECT_EQ(Dispatch(rt, args.data(), 2, rt.world()), mi);
  args[1] = Value::FromObject(NewVector(rt, VectorType(rt, c.int64), 0));
  MethodInstance* mi2 = Dispatch(rt, args.data(), 2, rt.world());
  ASSERT_NE(mi2, nullptr);
  EXPECT_NE(mi2, mi);
  EXPECT_EQ(mi2->def, mi->def);
  EXPECT_EQ((*mi2->sparams)[0].As<Type>(), c.int64);
}

TEST_F(DispatchTest, UnionsAndTypevarsInSpecificity) {
  Value f = Function("f");
  Def(f, {testing::Union(rt, {T("Int64"), T("String")})}, 1);
  Def(f, {T("Integer")}, 2);
  // A Union is more specific than a type when one of its members is.
  EXPECT_EQ(Call(f, {c.Int64(1)}), 1);
  EXPECT_EQ(Call(f, {c.Int(c.int8, 1)}), 2);
  EXPECT_TRUE(MoreSpecific(rt, T("Int64"), testing::Union(rt, {T("Int64"), T("String")})));
  // A constrained type variable vs a plain abstract type.
  Value h = Function("h");
  TypeVar* tv = Var(rt, "T", T("Number"));
  Def(h, {tv, tv}, 1, {tv});
  Def(h, {T("Int64"), T("Number")}, 2);
  Def(h, {T("Number"), T("Number")}, 3);
  EXPECT_EQ(Call(h, {c.Int64(1), c.Int64(2)}), 2);
  EXPECT_EQ(Call(h, {c.Float64(1), c.Float64(2)}), 1);
  EXPECT_EQ(Call(h, {c.Float64(1), c.Int64(2)}), 3);
}

TEST_F(DispatchTest, VarargsAndFixedArity) {
  Value f = Function("f");
  Def(f, {MakeVararg(rt, T("Any"), Value())}, 1);
  Def(f, {T("Int64"), T("Int64")}, 2);
  Def(f, {T("Int64"), MakeVararg(rt, T("Int64"), Value())}, 3);
  EXPECT_EQ(Call(f, {}), 1);
  EXPECT_EQ(Call(f, {Str("a"), Str("b"), Str("c")}), 1);
  EXPECT_EQ(Call(f, {c.Int64(1), c.Int64(2)}), 2);
  EXPECT_EQ(Call(f, {c.Int64(1)}), 3);
  EXPECT_EQ(Call(f, {c.Int64(1), c.Int64(2), c.Int64(3)}), 3);
}

TEST_F(DispatchTest, ReplacingAMethodWithAnEqualSignature) {
  Value f = Function("f");
  Method* m1 = Def(f, {T("Integer")}, 1);
  TypeVar* tv = Var(rt, "T", T("Integer"));
  Method* m2 = Def(f, {tv}, 2, {tv});  // type-equal to f(::Integer): replaces it
  EXPECT_EQ(m1->deleted_world, m2->primary_world);
  EXPECT_EQ(Call(f, {c.Int64(1)}), 2);
  EXPECT_EQ(Call(f, {c.Int64(1)}, m1->primary_world), 1);  // the old world still sees m1
}

// Adding a method compares its signature with the table's through a cheap
// structural pre-check before TypeEqual; these pin that the pre-check neither misses
// an equal signature written differently nor merges different ones.
TEST_F(DispatchTest, ReplacementSeesEqualSignaturesWrittenDifferently) {
  Value f = Function("f");
  // Tuple{f, Vector{T}, T} where T<:Number, twice with fresh variables: equal.
  TypeVar* t1 = Var(rt, "T", T("Number"));
  Method* m1 = Def(f, {VectorType(rt, t1), t1}, 1, {t1});
  TypeVar* t2 = Var(rt, "S", T("Number"));
  Method* m2 = Def(f, {VectorType(rt, t2), t2}, 2, {t2});
  EXPECT_EQ(m1->deleted_world, m2->primary_world);
  // Union{Int64, String} and Union{String, Int64}: equal.
  Value g = Function("g");
  Method* g1 = Def(g, {testing::Union(rt, {T("Int64"), T("String")})}, 1);
  Method* g2 = Def(g, {testing::Union(rt, {T("String"), T("Int64")})}, 2);
  EXPECT_EQ(g1->deleted_world, g2->primary_world);
  // A trailing Vararg{Any} with a variable count and a plain one: equal.
  Value h = Function("h");
  Method* h1 = Def(h, {T("Int64"), MakeVararg(rt, T("Any"), Value())}, 1);
  Method* h2 = Def(h, {T("Int64"), MakeVararg(rt, T("Any"), Value())}, 2);
  EXPECT_EQ(h1->deleted_world, h2->primary_world);
  // Tuple{k, T} where T<:Union{Int64, String} and Tuple{k, Union{String, Int64}}: equal.
  Value k = Function("k");
  TypeVar* tu = Var(rt, "T", testing::Union(rt, {T("Int64"), T("String")}));
  Method* k1 = Def(k, {tu}, 1, {tu});
  Method* k2 = Def(k, {testing::Union(rt, {T("String"), T("Int64")})}, 2);
  EXPECT_EQ(k1->deleted_world, k2->primary_world);
}

TEST_F(DispatchTest, ReplacementKeepsSignaturesThatOnlyLookAlike) {
  Value f = Function("f");
  TypeVar* t1 = Var(rt, "T", T("Integer"));
  Method* m1 = Def(f, {VectorType(rt, t1)}, 1, {t1});  // Vector{T} where T<:Integer
  Method* m2 = Def(f, {VectorType(rt, T("Integer"))}, 2);  // Vector{Integer}: invariant
  Method* m3 = Def(f, {T("Int64"), T("Int64")}, 3);
  Method* m4 = Def(f, {T("Int64"), MakeVararg(rt, T("Int64"), Value())}, 4);
  Method* m5 = Def(f, {T("Int64"), T("Float64")}, 5);
  Method* m6 = Def(f, {testing::Union(rt, {T("Int8"), T("Int16")})}, 6);
  Method* m7 = Def(f, {testing::Union(rt, {T("UInt8"), T("UInt16")})}, 7);
  Method* m8 = Def(f, {testing::Union(rt, {T("Int8"), T("Int16"), T("Int32")})}, 8);
  Method* m9 = Def(f, {T("Int8")}, 9);
  for (Method* m : {m1, m2, m3, m4, m5, m6, m7, m8, m9}) {
    EXPECT_EQ(m->deleted_world, Runtime::kMaxWorld);
  }
  EXPECT_EQ(Call(f, {c.Int(c.int8, 1)}), 9);
  EXPECT_EQ(Call(f, {c.Int(c.int16, 1)}), 6);
  EXPECT_EQ(Call(f, {c.Int(c.uint16, 1)}), 7);
  EXPECT_EQ(Call(f, {c.Int(c.int32, 1)}), 8);
  Value ints = Value::FromObject(NewVector(rt, VectorType(rt, c.int64), 0));
  EXPECT_EQ(Call(f, {ints}), 1);
  EXPECT_EQ(Call(f, {c.Int64(1), c.Int64(2)}), 3);
  EXPECT_EQ(Call(f, {c.Int64(1), c.Float64(2)}), 5);
  EXPECT_EQ(Call(f, {c.Int64(1)}), 4);
}

TEST_F(DispatchTest, WorldAgeVisibility) {
  Value f = Function("f");
  uint64_t before = rt.world();
  Method* m = Def(f, {T("Int64")}, 1);
  EXPECT_EQ(m->primary_world, before + 1);
  EXPECT_EQ(rt.world(), before + 1);
  EXPECT_EQ(Call(f, {c.Int64(1)}, before), -1);
  EXPECT_EQ(Call(f, {c.Int64(1)}), 1);
  uint64_t w1 = rt.world();
  Def(f, {T("Any")}, 2);
  EXPECT_EQ(Call(f, {Str("x")}, w1), -1);
  EXPECT_EQ(Call(f, {Str("x")}), 2);
  // MethodError mentions a method that is too new for the caller's world.
  GcVector<Value> args = {f, Str("x")};
  EXPECT_EQ(Dispatch(rt, args.data(), 2, w1), nullptr);
  std::string msg = ShowError(rt, rt.TakePendingException());
  EXPECT_NE(msg.find("The applicable method may be too new: running in world age"),
            std::string::npos)
      << msg;
}

TEST_F(DispatchTest, CacheEntriesAreInvalidatedByNewMethods) {
  Value f = Function("f");
  Def(f, {T("Number")}, 1);
  GcVector<Value> args = {f, c.Int64(1)};
  LookupResult r1 = Lookup(rt, args.data(), 2, rt.world());
  ASSERT_EQ(r1.status, LookupStatus::kFound);
  LookupResult again = Lookup(rt, args.data(), 2, rt.world());
  EXPECT_EQ(again.entry, r1.entry);  // cached
  EXPECT_EQ(r1.entry->max_world, Runtime::kMaxWorld);

  // A method for String does not affect the Int64 entry.
  Def(f, {T("String")}, 2);
  EXPECT_EQ(r1.entry->max_world, Runtime::kMaxWorld);
  EXPECT_EQ(Lookup(rt, args.data(), 2, rt.world()).entry, r1.entry);

  // A more specific method for Int64 does: the old entry ends in the previous world.
  uint64_t w = rt.world();
  Def(f, {T("Int64")}, 3);
  EXPECT_EQ(r1.entry->max_world, w);
  EXPECT_FALSE(r1.entry->ValidIn(rt.world()));
  EXPECT_TRUE(r1.entry->ValidIn(w));
  EXPECT_EQ(Call(f, {c.Int64(1)}), 3);
  EXPECT_EQ(Call(f, {c.Int64(1)}, w), 1);
}

TEST_F(DispatchTest, ConstructorsAndCallableObjects) {
  // Point(x::Float64) as a method of the type callee table.
  Symbol* fields[1] = {Intern("x")};
  DataType* point =
      NewStructType(rt, rt.main_module, Intern("Point"), nullptr, 0, fields, 1, false, nullptr);
  Value ft[1] = {TypeValue(c.float64)};
  SetFieldTypes(rt, point, ft, 1);
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("Point"), TypeValue(point)));
  Value params[2] = {TypeValue(TypeOfType(rt, point)), TypeValue(c.float64)};
  MethodDef def;
  def.sig = MakeTupleType(rt, params, 2);
  def.module = rt.main_module;
  def.body_id = 7;
  ASSERT_NE(AddMethod(rt, def), nullptr);
  GcVector<Value> args = {TypeValue(point), c.Float64(1)};
  LookupResult r = Lookup(rt, args.data(), 2, rt.world());
  ASSERT_EQ(r.status, LookupStatus::kFound);
  EXPECT_EQ(r.mi->def->body_id, 7u);
  args[1] = c.Int64(1);
  EXPECT_EQ(Dispatch(rt, args.data(), 2, rt.world()), nullptr);
  std::string err = ShowError(rt, rt.TakePendingException());
  EXPECT_EQ(err.substr(0, err.find('\n')), "MethodError: no method matching Point(::Int64)");
  EXPECT_NE(err.find("\nThe type `Point` exists, but no method is defined for this combination of "
                     "argument types when trying to construct it.\n\nClosest candidates are:\n"
                     "  Point(!Matched::Float64)\n"),
            std::string::npos)
      << err;

  // A callable struct: (p::Point)(y) = ...
  Value callable[2] = {TypeValue(point), TypeValue(c.any)};
  def.sig = MakeTupleType(rt, callable, 2);
  def.body_id = 8;
  ASSERT_NE(AddMethod(rt, def), nullptr);
  Value xs[1] = {c.Float64(1)};
  args = {NewStructValue(rt, point, xs, 1), c.Int64(2)};
  EXPECT_EQ(Lookup(rt, args.data(), 2, rt.world()).mi->def->body_id, 8u);

  // Values of types without methods are not callable.
  args = {c.Int64(1), c.Int64(2)};
  EXPECT_EQ(Dispatch(rt, args.data(), 2, rt.world()), nullptr);
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()),
            "MethodError: objects of type Int64 are not callable");
}

TEST_F(DispatchTest, TypeArgumentsDispatchOnTypeT) {
  Value f = Function("f");
  TypeVar* tv = Var(rt, "T", T("Integer"));
  Def(f, {TypeOfType(rt, tv)}, 1, {tv});
  Def(f, {rt.core.type_wrapper.As<Type>()}, 2);
  Def(f, {T("DataType")}, 3);
  EXPECT_EQ(Call(f, {TypeValue(c.int64)}), 1);
  EXPECT_EQ(Call(f, {TypeValue(c.string)}), 3);  // DataType beats Type
  EXPECT_EQ(Call(f, {rt.core.vector_alias}), 2);
  std::string msg = ErrorOf(f, {c.Int64(1)});
  EXPECT_EQ(msg.substr(0, msg.find('\n')), "MethodError: no method matching f(::Int64)");
  EXPECT_NE(msg.find("  f(!Matched::Type{T}) where T<:Integer\n"), std::string::npos) << msg;
  std::string err = ErrorOf(f, {TypeValue(c.int64), c.Int64(1)});
  EXPECT_EQ(err.substr(0, err.find('\n')),
            "MethodError: no method matching f(::Type{Int64}, ::Int64)");
  // Every method matches the first argument; the more specific are listed first.
  EXPECT_NE(err.find("  f(::Type{T}) where T<:Integer\n"), std::string::npos) << err;
  EXPECT_LT(err.find("  f(::DataType)\n"), err.find("  f(::Type)\n")) << err;
}

// A builder standing for the interpreter: each deferred method is f(::arg), or
// K(::arg) for a constructor of type K (a per-callee declaration).
class ListBuilder : public DeferredMethods {
 public:
  ListBuilder(Runtime& rt, Value f) : rt_(rt), f_(f) {}
  void Declare(Type* arg, uint32_t id, Type* constructor = nullptr) {
    MethodTable* mt = constructor != nullptr ? rt_.type_callee_mt : MethodTableOf(rt_, f_);
    ASSERT_TRUE(CanDeferMethod(rt_, mt, constructor));
    uint64_t world = DeferMethod(rt_, mt, constructor);
    pending_.push_back({constructor, arg, id, world});
  }
  void Build(MethodTable* mt, Type* callee) override {
    ++builds;
    EXPECT_EQ(mt, callee != nullptr ? rt_.type_callee_mt : MethodTableOf(rt_, f_));
    std::vector<Pending> rest;
    for (const Pending& p : pending_) {
      if (p.constructor != callee) {
        rest.push_back(p);
        continue;
      }
      Value self = callee != nullptr ? TypeValue(TypeOfType(rt_, callee)) : TypeValue(f_.type);
      Value params[2] = {self, TypeValue(p.arg)};
      MethodDef def;
      def.sig = MakeTupleType(rt_, params, 2);
      def.module = rt_.main_module;
      def.body_id = p.id;
      Method* m = AddMethod(rt_, def, p.world);
      ASSERT_NE(m, nullptr);
      EXPECT_EQ(m->primary_world, p.world);
    }
    pending_ = rest;
  }
  int builds = 0;

 private:
  struct Pending {
    Type* constructor;
    Type* arg;
    uint32_t id;
    uint64_t world;
  };
  Runtime& rt_;
  Value f_;
  std::vector<Pending> pending_;
};

TEST_F(DispatchTest, DeferredMethodsAreBuiltOnFirstLookupInTheirWorlds) {
  Value f = Function("f");
  ListBuilder builder(rt, f);
  rt.deferred_methods = &builder;
  uint64_t w0 = rt.world();
  builder.Declare(T("Number"), 1);
  uint64_t w1 = rt.world();
  builder.Declare(T("Int64"), 2);
  // Declaring advances the world as defining does, and builds nothing.
  EXPECT_EQ(rt.world(), w0 + 2);
  EXPECT_EQ(builder.builds, 0);
  EXPECT_EQ(MethodTableOf(rt, f)->methods.size(), 0u);

  // The first lookup builds both, each visible from its own world on.
  EXPECT_EQ(Call(f, {c.Int64(1)}, w1), 1);
  EXPECT_EQ(builder.builds, 1);
  EXPECT_EQ(Call(f, {c.Int64(1)}), 2);
  EXPECT_EQ(Call(f, {c.Int64(1)}, w0), -1);
  EXPECT_EQ(Call(f, {c.Float64(1)}), 1);
  EXPECT_EQ(builder.builds, 1);

  // A table that has been read takes no more deferred methods: a later
  // definition is an ordinary one and invalidates what was cached.
  EXPECT_FALSE(CanDeferMethod(rt, MethodTableOf(rt, f), nullptr));
  Def(f, {T("Float64")}, 3);
  EXPECT_EQ(Call(f, {c.Float64(1)}), 3);
  rt.deferred_methods = nullptr;
}

TEST_F(DispatchTest, DefiningAMethodBuildsTheDeferredOnesFirst) {
  Value f = Function("f");
  ListBuilder builder(rt, f);
  rt.deferred_methods = &builder;
  builder.Declare(T("Int64"), 1);
  // Same signature, defined after: it replaces the deferred one, as it would
  // have replaced it had that one been built when declared.
  uint64_t declared = rt.world();
  Def(f, {T("Int64")}, 2);
  EXPECT_EQ(builder.builds, 1);
  // Adding caches nothing: the table still takes deferred methods.
  EXPECT_TRUE(CanDeferMethod(rt, MethodTableOf(rt, f), nullptr));
  uint64_t defined = rt.world();
  builder.Declare(T("Int64"), 3);
  EXPECT_EQ(Call(f, {c.Int64(1)}), 3);
  EXPECT_EQ(builder.builds, 2);
  EXPECT_EQ(Call(f, {c.Int64(1)}, defined), 2);
  EXPECT_EQ(Call(f, {c.Int64(1)}, declared), 1);
  rt.deferred_methods = nullptr;
}

TEST_F(DispatchTest, AConstructorOnlyInvalidatesEntriesOfItsOwnCallee) {
  DataType* a = Struct("A");
  DataType* b = Struct("B");
  auto define = [&](DataType* t, Type* arg, uint32_t id) {
    Value params[2] = {TypeValue(TypeOfType(rt, t)), TypeValue(arg)};
    MethodDef def;
    def.sig = MakeTupleType(rt, params, 2);
    def.module = rt.main_module;
    def.body_id = id;
    ASSERT_NE(AddMethod(rt, def), nullptr);
  };
  define(a, T("Number"), 1);
  define(b, T("Number"), 2);
  GcVector<Value> call_a = {TypeValue(a), c.Int64(1)};
  GcVector<Value> call_b = {TypeValue(b), c.Int64(1)};
  LookupResult ra = Lookup(rt, call_a.data(), 2, rt.world());
  LookupResult rb = Lookup(rt, call_b.data(), 2, rt.world());
  ASSERT_EQ(ra.status, LookupStatus::kFound);
  ASSERT_EQ(rb.status, LookupStatus::kFound);
  // B(::Int64) makes B's entry stale and leaves A's alone.
  define(b, T("Int64"), 3);
  EXPECT_EQ(ra.entry->max_world, Runtime::kMaxWorld);
  EXPECT_NE(rb.entry->max_world, Runtime::kMaxWorld);
  EXPECT_EQ(Lookup(rt, call_a.data(), 2, rt.world()).mi->def->body_id, 1u);
  EXPECT_EQ(Lookup(rt, call_b.data(), 2, rt.world()).mi->def->body_id, 3u);
  // A method for every type callee (`(::Type{T})(x::Int64) where T`) affects both.
  ra = Lookup(rt, call_a.data(), 2, rt.world());
  ASSERT_NE(AddMethod(rt, ForEveryTypeCallee(c.int64, 4)), nullptr);
  EXPECT_NE(ra.entry->max_world, Runtime::kMaxWorld);
  EXPECT_EQ(Lookup(rt, call_a.data(), 2, rt.world()).mi->def->body_id, 4u);
}

TEST_F(DispatchTest, DeferredConstructorsWaitForTheirOwnType) {
  DataType* a = Struct("A");
  DataType* b = Struct("B");
  ListBuilder builder(rt, Value());
  rt.deferred_methods = &builder;
  builder.Declare(T("Number"), 1, a);
  uint64_t between = rt.world();
  builder.Declare(T("Int64"), 2, b);
  builder.Declare(T("Number"), 3, b);
  GcVector<Value> call_a = {TypeValue(a), c.Int64(1)};
  GcVector<Value> call_b = {TypeValue(b), c.Int64(1)};
  // Calling A builds A's methods only.
  EXPECT_EQ(Lookup(rt, call_a.data(), 2, rt.world()).mi->def->body_id, 1u);
  EXPECT_EQ(builder.builds, 1);
  EXPECT_FALSE(CanDeferMethod(rt, rt.type_callee_mt, a));
  EXPECT_TRUE(CanDeferMethod(rt, rt.type_callee_mt, b));
  // A method for every callee (`(::Type{T})(x::String) where T`) builds nothing.
  ASSERT_NE(AddMethod(rt, ForEveryTypeCallee(c.string, 4)), nullptr);
  EXPECT_EQ(builder.builds, 1);
  // Calling B builds B's, each in its own world.
  EXPECT_EQ(Lookup(rt, call_b.data(), 2, rt.world()).mi->def->body_id, 2u);
  EXPECT_EQ(builder.builds, 2);
  EXPECT_EQ(Lookup(rt, call_b.data(), 2, between).status, LookupStatus::kNoMethod);
  call_b[1] = Str("s");
  EXPECT_EQ(Lookup(rt, call_b.data(), 2, rt.world()).mi->def->body_id, 4u);
  EXPECT_FALSE(CanDeferMethod(rt, rt.type_callee_mt, b));
  rt.deferred_methods = nullptr;
}

TEST_F(DispatchTest, ConstructorsOfANewTypeAreAddedWithoutScansAndCanStillBeReplaced) {
  DataType* a = Struct("A");
  auto define = [&](Type* arg, uint32_t id, bool new_callee) {
    Value params[2] = {TypeValue(TypeOfType(rt, a)), TypeValue(arg)};
    MethodDef def;
    def.sig = MakeTupleType(rt, params, 2);
    def.module = rt.main_module;
    def.body_id = id;
    def.new_callee = new_callee;
    Method* m = AddMethod(rt, def);
    EXPECT_NE(m, nullptr);
    return m;
  };
  // A's default constructors, as for a struct declared just now.
  Method* specific = define(c.int64, 1, true);
  Method* general = define(c.any, 2, true);
  uint64_t declared = rt.world();
  GcVector<Value> call = {TypeValue(a), c.Int64(1)};
  EXPECT_EQ(Lookup(rt, call.data(), 2, rt.world()).mi->def->body_id, 1u);
  call[1] = Str("s");
  LookupResult r = Lookup(rt, call.data(), 2, rt.world());
  EXPECT_EQ(r.mi->def->body_id, 2u);
  // A later definition with an equal signature replaces one and invalidates what was
  // cached through it, in the world it is defined in.
  define(c.any, 3, false);
  EXPECT_EQ(general->deleted_world, rt.world());
  EXPECT_EQ(specific->deleted_world, Runtime::kMaxWorld);
  EXPECT_NE(r.entry->max_world, Runtime::kMaxWorld);
  EXPECT_EQ(Lookup(rt, call.data(), 2, rt.world()).mi->def->body_id, 3u);
  EXPECT_EQ(Lookup(rt, call.data(), 2, declared).mi->def->body_id, 2u);
}

}  // namespace
}  // namespace kiln::runtime
