// Julia's type graph (Julia manual, "Types"): DataType, Union, UnionAll, TypeVar,
// Union{} and Vararg, plus the TypeName shared by all instantiations of one
// declared type.
//
// Types are GC objects and are hash-consed: applying the same type constructor to
// egal parameters yields the same object (`Vector{Int}` is one DataType), unions are
// flattened, deduplicated and sorted, so egal on types is pointer identity.
// Type parameters are Values: types, TypeVars, or plain bits values such as the N
// of Array{T,N} or the names tuple of a NamedTuple.
#ifndef KILN_RUNTIME_TYPES_H_
#define KILN_RUNTIME_TYPES_H_

#include <cstdint>

#include "runtime/object.h"
#include "runtime/symbol.h"
#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;
struct Module;
struct MethodTable;

enum class TypeKind : uint8_t { kDataType, kUnion, kUnionAll, kTypeVar, kBottom, kVararg };

// Common header of every type object.
struct Type : Object {
  TypeKind kind;
  bool has_free_vars;  // mentions a TypeVar not bound by a UnionAll inside this type
  uint64_t hash;       // structural hash, consistent with egal
};

// How instances of a DataType are represented (see value.h).
enum class Layout : uint8_t {
  kNone,  // abstract or not fully instantiated: has no instances of exactly this type
  // Unboxed bits; DataType::size is the width in bytes.
  kInt,
  kUInt,
  kBool,
  kChar,
  kFloat,
  kSingleton,  // unboxed, payload 0: instances of field-less immutable types
  // Boxed.
  kStruct,  // StructObject: structs, tuples, named tuples
  kString,
  kSymbol,
  kArray,
  kSVec,
  kType,    // a type object (DataType, Union, UnionAll, TypeVar, Union{}, Vararg)
  kOpaque,  // other runtime objects with a C++ layout (Module, Method …)
};

inline bool IsUnboxedLayout(Layout l) { return l >= Layout::kInt && l <= Layout::kSingleton; }

enum DataTypeFlag : uint16_t {
  kAbstractFlag = 1 << 0,
  kMutableFlag = 1 << 1,
  kConcreteFlag = 1 << 2,  // isconcretetype
  kIsBitsFlag = 1 << 3,    // isbitstype
  kTupleFlag = 1 << 4,     // a Tuple{...} type
  kKindFlag = 1 << 5,      // instances are types: DataType, Union, UnionAll, TypeofBottom
  kTypeTypeFlag = 1 << 6,  // a Type{T} type
  kNamedTupleFlag = 1 << 7,
  kBuiltinFlag = 1 << 8,       // typeof(a Core builtin function)
  kFunctionTypeFlag = 1 << 9,  // typeof(a generic function): a singleton <: Function
};

struct TypeName;

struct DataType : Type {
  TypeName* name;
  DataType* super;         // nullptr only for Any
  SVec* parameters;        // Values: types, TypeVars, or bits values
  SVec* field_types;       // Values (types); nullptr until the declaring struct's body is known
  Value instance;          // the singleton instance when layout == kSingleton
  DataType* type_of_self;  // cached Type{this} (see TypeOfType)
  uint32_t uid;            // dense per runtime; usable as a small key
  uint32_t nfields;
  uint16_t flags;
  Layout layout;
  uint8_t size;  // bytes of payload for unboxed bits layouts

  bool abstract() const { return flags & kAbstractFlag; }
  bool is_mutable() const { return flags & kMutableFlag; }
  bool concrete() const { return flags & kConcreteFlag; }
  bool isbits() const { return flags & kIsBitsFlag; }
  bool is_tuple() const { return flags & kTupleFlag; }
  bool is_kind() const { return flags & kKindFlag; }
  bool is_type_type() const { return flags & kTypeTypeFlag; }
  int64_t nparams() const { return parameters->length; }
  Value param(int64_t i) const { return (*parameters)[i]; }
};

// What all instantiations of one declared type share (Julia's Core.TypeName).
struct TypeName : Object {
  Symbol* name;
  Module* module;
  SVec* field_names;  // Symbols (empty for abstract and primitive types)
  SVec* const_fields;  // Bools, one per field (`const` fields of a mutable struct), or null
  SVec* type_vars;    // TypeVar values of the declaration, outermost first
  Value wrapper;      // the UnionAll `Vector{T} where T…`, or the DataType itself
  DataType* body;     // the instance whose parameters are type_vars
  MethodTable* mt;    // methods callable on instances (functions, callable structs)
  uint64_t hash;
  uint32_t uid;
  uint32_t n_required;  // fields `new` must initialize
  uint16_t builtin_id;  // for typeof(builtin): index into the builtin table
  bool is_abstract;
  bool is_mutable;
  bool is_finalized;  // field types known (SetFieldTypes ran)
  Layout layout;      // layout of concrete instantiations
  uint8_t size;
};

struct UnionType : Type {
  uint32_t n;  // >= 2 components, flattened, deduplicated, sorted (jltypes.c order)
  Type** components() { return reinterpret_cast<Type**>(this + 1); }
  Type* const* components() const { return reinterpret_cast<Type* const*>(this + 1); }
};

struct TypeVar : Type {
  Symbol* name;
  Type* lb;
  Type* ub;
  uint64_t id;  // creation order, for deterministic hashing
};

struct UnionAll : Type {
  TypeVar* var;
  Type* body;
};

// Vararg{T,N}: only as the last parameter of a Tuple. `n` is undefined when unbounded,
// else an Int64 value or a TypeVar value.
struct VarargType : Type {
  Type* t;
  Value n;
};

// Union{} (Bottom); its type is Core.TypeofBottom.
struct BottomType : Type {};

// ---- Values and types -------------------------------------------------------------

inline bool IsUnboxed(Value v) { return IsUnboxedLayout(v.type->layout); }
// isa(v, Type): DataType, Union, UnionAll or Union{} (not TypeVar or Vararg).
inline bool IsType(Value v) { return v.type->is_kind(); }
inline Type* AsType(Value v) { return v.As<Type>(); }
// A type or a TypeVar (anything that may stand in a type position of a parameter).
inline bool IsTypeOrVar(Value v) { return v.defined() && v.type->layout == Layout::kType; }
inline bool IsDataType(const Type* t) { return t->kind == TypeKind::kDataType; }
inline DataType* AsDataType(Type* t) { return static_cast<DataType*>(t); }
Value TypeValue(const Type* t);  // t as a Value (its header holds its kind's DataType)

// Strips UnionAll wrappers.
Type* Unwrap(Type* t);

// ---- Construction (all results are hash-consed) ------------------------------------

TypeVar* NewTypeVar(Runtime& rt, Symbol* name, Type* lb, Type* ub);
// Union of n types: flattened, simplified (a member that is a subtype of another is
// dropped), sorted. n == 0 gives Union{}, a single survivor is returned as is.
Type* MakeUnion(Runtime& rt, Type* const* types, uint32_t n);
Type* MakeUnion2(Runtime& rt, Type* a, Type* b);
// `body where var`; returns body itself when var does not occur in it.
Type* MakeUnionAll(Runtime& rt, TypeVar* var, Type* body);
Type* MakeVararg(Runtime& rt, Type* t, Value n);
// Tuple{elems...} for concrete element types (the fast path used to type tuples).
DataType* ConcreteTupleType(Runtime& rt, DataType* const* elems, uint32_t n);
// Tuple{params...}, normalizing Vararg{T,N} with a known N into N copies of T.
Type* MakeTupleType(Runtime& rt, const Value* params, uint32_t n);
// Type{t}, cached on DataTypes.
DataType* TypeOfType(Runtime& rt, Type* t);
// The type used for `v` in dispatch: Type{v} for type objects, else typeof(v).
Type* DispatchTypeOf(Runtime& rt, Value v);

// Applies a type constructor (`Vector`, `Dict{String}`, `Type`, `Union`, `Tuple` …) to
// parameters: Julia's Core.apply_type. On a user error (bad arity, bound violated,
// non-type parameter) sets the pending exception and returns false.
bool ApplyType(Runtime& rt, Value tc, const Value* params, uint32_t n, Value* out);
// Low level: the instantiation of `name` with exactly name's number of parameters,
// without checks. Used by bootstrap and ApplyType.
DataType* InstantiateType(Runtime& rt, TypeName* name, const Value* params, uint32_t n);
// Replaces free occurrences of vars[i] by vals[i] in t.
Value Substitute(Runtime& rt, Value t, TypeVar* const* vars, const Value* vals, uint32_t n);
Type* SubstituteType(Runtime& rt, Type* t, TypeVar* const* vars, const Value* vals, uint32_t n);

// ---- Declaring types at run time (Julia manual, "Types": abstract types, composite
// types, parametric types) --------------------------------------------------------

// `abstract type name{params...} <: super end`. `super` may mention the params.
// Returns the generic DataType (TypeName::wrapper is the UnionAll for parametric types).
DataType* NewAbstractType(Runtime& rt, Module* module, Symbol* name, TypeVar* const* params,
                          uint32_t nparams, DataType* super);

// `[mutable] struct name{params...} <: super; fields… end` in two steps, as Julia's
// lowering does (Core._structtype, then _typebody!): the field types may refer to the
// type itself. Until SetFieldTypes runs the type cannot be instantiated.
DataType* NewStructType(Runtime& rt, Module* module, Symbol* name, TypeVar* const* params,
                        uint32_t nparams, Symbol* const* field_names, uint32_t nfields,
                        bool is_mutable, DataType* super);
// Sets the field types (Values of types that may mention the params) and computes the
// layout of the type and of every instantiation made so far.
void SetFieldTypes(Runtime& rt, DataType* generic, const Value* field_types, uint32_t n);
// As SetFieldTypes, but raises TypeError (pending exception, false) when a field type
// is not a type (`x::3`).
bool SetFieldTypesChecked(Runtime& rt, DataType* generic, const Value* field_types, uint32_t n);

// A primitive bits type (used by bootstrap for Int8…Float64, Bool, Char).
DataType* NewPrimitiveType(Runtime& rt, Module* module, Symbol* name, DataType* super,
                           Layout layout, uint8_t size);

// ---- Queries -----------------------------------------------------------------------

inline TypeName* NameOf(const DataType* t) { return t->name; }
// Index of field `name` in t, or -1.
int64_t FieldIndex(const DataType* t, Symbol* name);
Symbol* FieldName(const DataType* t, int64_t i);
// Whether field i of t is declared `const` (a mutable struct's `const x::T`).
bool IsConstField(const DataType* t, int64_t i);
// Field type i of a concrete (or generic) struct/tuple type.
Value FieldType(Runtime& rt, DataType* t, int64_t i);
bool IsConcreteType(const Type* t);
// isbitstype
bool IsBitsType(const Type* t);
// The supertype of t whose TypeName is `name`, or nullptr.
DataType* FindSupertype(DataType* t, const TypeName* name);
// Tuple helpers.
bool IsVarargTuple(const DataType* t);  // last parameter is a Vararg
bool TypeHasFreeVars(Value v);
// Whether `var` occurs in t outside of UnionAlls that bind it.
bool OccursFree(const Type* t, const TypeVar* var);

// The "type of types" used for a type object's header: DataType, Union, UnionAll …
DataType* KindOf(Runtime& rt, TypeKind kind);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_TYPES_H_
