// Return types, effects and constant folding of builtins and intrinsics (Julia's
// tfuncs.jl, for Kiln's builtins.def and intrinsics.def). A builtin without a
// rule here returns Any and may throw: sound, if imprecise.
#include <vector>

#include "infer/frame.h"
#include "infer/limits.h"
#include "runtime/array.h"
#include "runtime/builtins.h"
#include "runtime/intrinsics.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/subtype.h"

namespace kiln::infer {
namespace {

using runtime::BuiltinId;
using runtime::DataType;
using runtime::IntrinsicId;
using runtime::Type;
using runtime::TypeKind;
using runtime::Value;

bool IsConstType(const LType& t) { return t.is_const() && runtime::IsType(t.konst); }
Type* ConstType(const LType& t) { return runtime::AsType(t.konst); }

// The concrete struct/tuple DataType of a value of type t, or null.
DataType* ConcreteStruct(Type* t) {
  if (t->kind != TypeKind::kDataType) return nullptr;
  DataType* d = runtime::AsDataType(t);
  if (!d->concrete() || d->is_kind() || d->is_type_type()) return nullptr;
  return d;
}

// The type of a value stored in a tuple/struct position whose declared type is p.
LType FieldLType(Lattice& l, Value p) {
  if (!runtime::IsTypeOrVar(p)) return l.Any();
  Type* t = runtime::AsType(p);
  if (t->kind == TypeKind::kTypeVar || t->kind == TypeKind::kVararg || runtime::TypeHasFreeVars(p)) {
    return l.Any();
  }
  return l.Of(t);
}

class Rules {
 public:
  Rules(Inference& inf, Frame& caller, std::span<const LType> args, CallResult* out)
      : inf_(inf), l_(inf.lattice()), rt_(inf.rt()), caller_(caller), args_(args), out_(out) {
    out_->rettype = l_.Any();
    out_->exctype = nullptr;
    out_->effects = engine::Effects{false, true, false};
  }

  void Builtin(BuiltinId id);
  void Intrinsic(IntrinsicId id);

 private:
  size_t nargs() const { return args_.size() - 1; }
  const LType& arg(size_t i) const { return args_[i + 1]; }
  void Pure(LType t) {
    out_->rettype = t;
    out_->exctype = rt_.core.bottom;
    out_->effects = engine::Effects::All();
  }
  // Whether x <: t (isa for a constant) is too deep to decide (subtype.h): nothing
  // is folded then, and the operation may throw.
  bool TooDeep(const LType& x, Type* t) {
    runtime::SubtypeAnswer a = x.is_const() ? runtime::CheckIsA(rt_, x.konst, t)
                                            : runtime::CheckSubtype(rt_, x.type, t);
    return a == runtime::SubtypeAnswer::kTooDeep;
  }
  void Returns(LType t, bool nothrow, bool consistent) {
    out_->rettype = t;
    out_->effects = engine::Effects{nothrow, true, consistent};
    if (nothrow) out_->exctype = rt_.core.bottom;
  }
  void Throws(Type* exc) {
    out_->rettype = l_.Bottom();
    out_->exctype = exc;
    out_->effects = engine::Effects{false, true, true};
  }
  LType Typeassert(const LType& x, Type* t);
  LType Getfield(const LType& x, const LType& f, bool* nothrow);
  LType TupleOf();

  Inference& inf_;
  Lattice& l_;
  runtime::Runtime& rt_;
  Frame& caller_;
  std::span<const LType> args_;
  CallResult* out_;
};

LType Rules::Typeassert(const LType& x, Type* t) {
  if (l_.Leq(x, l_.Of(t))) return x;
  std::vector<Type*> members;
  if (x.type->kind == TypeKind::kUnion) {
    auto* u = static_cast<runtime::UnionType*>(x.type);
    members.assign(u->components(), u->components() + u->n);
  } else {
    members.push_back(x.type);
  }
  LType out = l_.Bottom();
  for (Type* m : members) {
    // A check too deep to make may let the value through: m is an upper bound.
    if (runtime::CheckSubtype(rt_, m, t) != runtime::SubtypeAnswer::kNo) {
      out = l_.Join(out, l_.Of(m));
    } else if (m->kind == TypeKind::kDataType && l_.IsDispatchable(m)) {
      continue;  // a concrete type outside t: that value throws
    } else {
      out = l_.Join(out, l_.Of(t));
    }
  }
  return out;
}

LType Rules::Getfield(const LType& x, const LType& f, bool* nothrow) {
  *nothrow = false;
  // A constant module's constant global.
  if (x.is_const() && x.konst.type == rt_.core.module && f.is_const() &&
      f.konst.type == rt_.core.symbol) {
    runtime::Binding* b = runtime::ResolveBinding(rt_, x.konst.As<runtime::Module>(),
                                                  f.konst.As<runtime::Symbol>());
    if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
    if (b != nullptr && b->is_const && b->value.defined()) {
      caller_.edges.AddBinding(b);
      inf_.Root(b->value);
      *nothrow = true;
      return l_.Const(b->value);
    }
    return l_.Any();
  }
  DataType* d = ConcreteStruct(x.type);
  if (d == nullptr) return l_.Any();
  // Only plain structs and tuples: the runtime's own objects (a TypeVar's
  // `lb`, a Module's globals) answer getfield in their own way.
  const bool plain = d->is_tuple() || d->layout == runtime::Layout::kStruct ||
                     d->layout == runtime::Layout::kSingleton;
  if (!plain) return l_.Any();
  if (!f.is_const()) {
    // Some field (or an error): the join of the field types.
    if (f.type != rt_.core.symbol && f.type != rt_.core.int64) return l_.Any();
    if (d->nfields > kMaxTupleLength) return l_.Any();
    if (d->nfields == 0) return l_.Bottom();  // no field to get: always an error
    LType out = l_.Bottom();
    for (int64_t i = 0; i < d->nfields; ++i) {
      Value ft = runtime::FieldType(rt_, d, i);
      if (!ft.defined() && d->is_tuple() && i < d->nparams()) ft = d->param(i);
      if (!ft.defined()) return l_.Any();
      out = l_.Join(out, FieldLType(l_, ft));
    }
    return out;
  }
  int64_t index = -1;
  if (f.konst.type == rt_.core.symbol) {
    index = runtime::FieldIndex(d, f.konst.As<runtime::Symbol>());
  } else if (f.konst.type == rt_.core.int64) {
    index = f.konst.AsInt() - 1;
  } else {
    return l_.Any();
  }
  if (index < 0 || index >= d->nfields) {
    *nothrow = false;
    return l_.Bottom();  // no such field: always an error
  }
  Value ft = runtime::FieldType(rt_, d, index);
  if (!ft.defined() && d->is_tuple() && index < d->nparams()) ft = d->param(index);
  *nothrow = index < d->name->n_required || d->is_tuple();
  return ft.defined() ? FieldLType(l_, ft) : l_.Any();
}

LType Rules::TupleOf() {
  std::vector<Value> params;
  params.reserve(nargs());
  if (nargs() > kMaxTupleLength) return l_.Of(rt_.core.any_tuple);
  for (size_t i = 0; i < nargs(); ++i) {
    const LType& a = arg(i);
    Type* t;
    if (a.is_const()) {
      t = a.konst.type;  // a type object's own type is its kind (DataType …)
    } else if (a.type->kind == TypeKind::kDataType && runtime::AsDataType(a.type)->is_type_type()) {
      return l_.Of(rt_.core.any_tuple);  // some type object: its kind is not known here
    } else {
      t = a.type;
    }
    params.push_back(runtime::TypeValue(t));
  }
  Type* tt = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
  bool all_const = true;
  for (size_t i = 0; i < nargs(); ++i) all_const = all_const && arg(i).is_const();
  if (all_const && tt->kind == TypeKind::kDataType && runtime::AsDataType(tt)->concrete()) {
    // A tuple of constants is a constant (immutable): `(:a, :b)` names a NamedTuple.
    std::vector<Value> values;
    for (size_t i = 0; i < nargs(); ++i) values.push_back(arg(i).konst);
    Value v = nargs() == 0 ? rt_.core.EmptyTuple()
                           : runtime::NewStructValue(rt_, runtime::AsDataType(tt), values.data(),
                                                     static_cast<int64_t>(values.size()));
    inf_.Root(v);
    return l_.Const(v);
  }
  return l_.Of(l_.Limit(tt));
}

void Rules::Builtin(BuiltinId id) {
  const runtime::BuiltinInfo& info = runtime::GetBuiltinInfo(id);
  if (static_cast<int>(nargs()) < info.min_args ||
      (info.max_args >= 0 && static_cast<int>(nargs()) > info.max_args)) {
    Throws(nullptr);
    return;
  }
  const runtime::CoreTypes& core = rt_.core;
  const LType boolean = l_.Of(core.bool_);
  switch (id) {
    case BuiltinId::kIs: {
      const LType& a = arg(0);
      const LType& b = arg(1);
      if (a.is_const() && b.is_const()) {
        Pure(l_.Const(core.Bool(runtime::Egal(a.konst, b.konst))));
      } else if (l_.IsDispatchable(a.type) && l_.IsDispatchable(b.type) && a.type != b.type) {
        Pure(l_.Const(core.Bool(false)));  // values of two concrete types are never egal
      } else {
        Pure(boolean);
      }
      return;
    }
    case BuiltinId::kTypeof: {
      const LType& x = arg(0);
      if (x.is_const()) {
        Pure(l_.Const(runtime::TypeValue(x.konst.type)));
      } else if (ConcreteStruct(x.type) != nullptr ||
                 (x.type->kind == TypeKind::kDataType && l_.IsDispatchable(x.type) &&
                  !runtime::AsDataType(x.type)->is_type_type())) {
        Pure(l_.Const(runtime::TypeValue(x.type)));
      } else {
        Pure(l_.Of(runtime::AsType(core.type_wrapper)));
      }
      return;
    }
    case BuiltinId::kIsa: {
      const LType& x = arg(0);
      if (!IsConstType(arg(1))) {
        Returns(boolean, false, true);
        return;
      }
      Type* t = ConstType(arg(1));
      if (TooDeep(x, t)) {
        Returns(boolean, false, true);  // raises a StackOverflowError at run time
        return;
      }
      if (l_.Leq(x, l_.Of(t))) {
        Pure(l_.Const(core.Bool(true)));
      } else if (x.is_const()) {
        Pure(l_.Const(core.Bool(runtime::IsA(rt_, x.konst, t))));
      } else if (l_.IsDispatchable(x.type) && !runtime::AsDataType(x.type)->is_type_type()) {
        Pure(l_.Const(core.Bool(false)));  // a concrete type outside t
      } else {
        Pure(boolean);
      }
      return;
    }
    case BuiltinId::kIssubtype:
      if (IsConstType(arg(0)) && IsConstType(arg(1)) &&
          !TooDeep(l_.Of(ConstType(arg(0))), ConstType(arg(1)))) {
        Pure(l_.Const(core.Bool(runtime::Subtype(rt_, ConstType(arg(0)), ConstType(arg(1))))));
      } else {
        Returns(boolean, false, true);
      }
      return;
    case BuiltinId::kTypeassert:
      if (IsConstType(arg(1))) {
        LType r = Typeassert(arg(0), ConstType(arg(1)));
        const bool nothrow = l_.Leq(arg(0), l_.Of(ConstType(arg(1))));
        Returns(r, nothrow, true);
        if (!nothrow) out_->exctype = core.type_error;
      } else {
        Returns(arg(0), false, true);
      }
      return;
    case BuiltinId::kIfelse: {
      const LType& c = arg(0);
      if (c.is_const() && c.konst.type == core.bool_) {
        Pure(c.konst.AsBool() ? arg(1) : arg(2));
      } else {
        Returns(l_.Join(arg(1), arg(2)), l_.Leq(c, boolean), true);
      }
      return;
    }
    case BuiltinId::kThrow:
      Throws(arg(0).type);
      return;
    case BuiltinId::kTuple:
      Pure(TupleOf());
      return;
    case BuiltinId::kSvec:
      Returns(l_.Of(core.simplevector), true, false);
      return;
    case BuiltinId::kApplyType: {
      std::vector<Value> params;
      bool all_const = true;
      for (size_t i = 0; i < nargs(); ++i) {
        if (!arg(i).is_const()) {
          all_const = false;
          break;
        }
        params.push_back(arg(i).konst);
      }
      if (all_const) {
        Value out;
        if (runtime::ApplyType(rt_, params[0], params.data() + 1,
                               static_cast<uint32_t>(params.size() - 1), &out)) {
          inf_.Root(out);
          Pure(l_.Const(out));
        } else {
          Value e = rt_.TakePendingException();
          Throws(e.defined() ? e.type : nullptr);
        }
        return;
      }
      Returns(l_.Of(runtime::AsType(core.type_wrapper)), false, true);
      return;
    }
    case BuiltinId::kGetfield: {
      bool nothrow = false;
      LType r = Getfield(arg(0), arg(1), &nothrow);
      DataType* d = ConcreteStruct(arg(0).type);
      Returns(r, nothrow && nargs() == 2, d != nullptr && !d->is_mutable());
      return;
    }
    case BuiltinId::kSetfield:
      Returns(arg(2), false, false);
      return;
    case BuiltinId::kIsdefined:
      Returns(boolean, false, false);
      return;
    case BuiltinId::kNfields: {
      // The builtin's count depends only on the value's own type.
      const LType& x = arg(0);
      DataType* d = x.is_const() ? x.konst.type : ConcreteStruct(x.type);
      if (d != nullptr) {
        Pure(l_.Const(core.Int64(d->layout == runtime::Layout::kStruct ? d->nfields : 0)));
      } else {
        Returns(l_.Of(core.int64), true, true);
      }
      return;
    }
    case BuiltinId::kSizeof: {
      // sizeof(T) of a primitive type T (Int32, UInt8, Float64...) is a
      // constant: Base's integer conversions and promotions branch on it.
      const LType& x = arg(0);
      if (IsConstType(x) && runtime::IsDataType(ConstType(x))) {
        DataType* d = runtime::AsDataType(ConstType(x));
        if (d->concrete() && runtime::IsUnboxedLayout(d->layout) && d->layout != runtime::Layout::kSingleton) {
          Pure(l_.Const(core.Int64(d->size)));
          return;
        }
      }
      Returns(l_.Of(core.int64), false, true);
      return;
    }
    case BuiltinId::kObjectid:
      Returns(l_.Of(core.uint64), true, true);
      return;
    case BuiltinId::kNew:
      if (IsConstType(arg(0)) && ConcreteStruct(ConstType(arg(0))) != nullptr) {
        DataType* d = runtime::AsDataType(ConstType(arg(0)));
        Returns(l_.Of(d), false, !d->is_mutable());
      } else {
        Returns(l_.Any(), false, false);
      }
      return;
    case BuiltinId::kTypevar:
      Returns(l_.Of(core.typevar), false, true);
      return;
    case BuiltinId::kGetglobal: {
      bool nothrow = false;
      LType r = Getfield(arg(0), arg(1), &nothrow);
      Returns(r, nothrow, nothrow);
      return;
    }
    case BuiltinId::kSetglobal:
      Returns(arg(2), false, false);
      return;
    case BuiltinId::kArraylen:
    case BuiltinId::kArraysize:
      Returns(l_.Of(core.int64), false, false);
      return;
    case BuiltinId::kArrayset: {
      // arrayset(boundscheck, a, x, i...) returns a: its type when a is an array.
      LType r = l_.Any();
      if (nargs() >= 2) {
        Type* at = arg(1).type;
        if (at->kind == TypeKind::kDataType && runtime::AsDataType(at)->name == core.array_name) r = l_.Of(at);
      }
      Returns(r, false, false);
      return;
    }
    case BuiltinId::kArrayNew: {
      // array_new(Array{T,N}, dims...): that type when it is a concrete array
      // type; it throws for bad dimensions.
      LType r = l_.Any();
      if (IsConstType(arg(0))) {
        Type* t = ConstType(arg(0));
        if (t->kind == TypeKind::kDataType && runtime::AsDataType(t)->name == core.array_name &&
            runtime::AsDataType(t)->concrete()) {
          r = l_.Of(t);
        }
      }
      Returns(r, false, false);
      return;
    }
    case BuiltinId::kArrayGrowEnd:
    case BuiltinId::kArrayDelEnd:
    case BuiltinId::kArrayResize:
    case BuiltinId::kArrayGrowBeg:
    case BuiltinId::kArrayDelBeg:
    case BuiltinId::kArrayGrowAt:
    case BuiltinId::kArrayDelAt:
      // (a, n) or (a, i, n): change a's length in place; nothing (they throw
      // for bad counts and indices).
      Returns(l_.Of(core.nothing), false, false);
      return;
    case BuiltinId::kArrayCopy:
    case BuiltinId::kArrayFill: {
      // array_fill(a, x) returns a; array_copy(a) a new array of a's type.
      LType r = l_.Any();
      if (nargs() == (id == BuiltinId::kArrayCopy ? 1 : 2)) {
        Type* at = arg(0).type;
        if (at->kind == TypeKind::kDataType && runtime::AsDataType(at)->name == core.array_name) r = l_.Of(at);
      }
      Returns(r, false, false);
      return;
    }
    case BuiltinId::kArrayref: {
      // arrayref(boundscheck, a, i...): the element type of a concrete array type.
      LType r = l_.Any();
      if (nargs() >= 2) {
        Type* at = arg(1).type;
        if (at->kind == TypeKind::kDataType && runtime::AsDataType(at)->name == core.array_name &&
            !runtime::TypeHasFreeVars(runtime::TypeValue(at))) {
          r = FieldLType(l_, runtime::AsDataType(at)->param(0));
        }
      }
      Returns(r, false, false);
      return;
    }
    case BuiltinId::kStringConcat:
    case BuiltinId::kStringRepeat:
      Returns(l_.Of(core.string), false, true);
      return;
    case BuiltinId::kCharProperty: {
      // char_property(c, :which): a Char for the case mappings, an Int for the
      // width, a Symbol for the category, a Bool for the predicates.
      LType r = l_.Any();
      if (nargs() == 2 && arg(1).is_const() && arg(1).konst.type == core.symbol) {
        std::string_view which = arg(1).konst.As<runtime::Symbol>()->name();
        if (which == "uppercase" || which == "lowercase" || which == "titlecase") {
          r = l_.Of(core.char_);
        } else if (which == "textwidth") {
          r = l_.Of(core.int64);
        } else if (which == "category") {
          r = l_.Of(core.symbol);
        } else if (which.starts_with("is")) {
          r = l_.Of(core.bool_);
        }
      }
      Returns(r, false, false);
      return;
    }
    case BuiltinId::kSymbol:
      Returns(l_.Of(core.symbol), false, true);
      return;
    // Builtins whose every result has one type (each implementation in
    // builtins_<family>.cc returns only that, or raises).
    case BuiltinId::kStringSubstr:
    case BuiltinId::kStringFromBytes:
    case BuiltinId::kSymbolName:
      Returns(l_.Of(core.string), false, true);
      return;
    case BuiltinId::kCodeunit:
      Returns(l_.Of(core.uint8), false, true);
      return;
    case BuiltinId::kStringLength:
    case BuiltinId::kStringNextind:
    case BuiltinId::kStringPrevind:
    case BuiltinId::kStringCmp:
    case BuiltinId::kStringSearch:
    case BuiltinId::kStringRsearch:
      Returns(l_.Of(core.int64), false, true);
      return;
    case BuiltinId::kStringIsvalid:
    case BuiltinId::kStringValidUtf8:
    case BuiltinId::kCharIsvalid:
    case BuiltinId::kArrayIsassigned:
      Returns(boolean, false, false);
      return;
    case BuiltinId::kStringNext: {
      // (c::Char, next::Int64), or nothing past the end.
      runtime::DataType* pair[2] = {core.char_, core.int64};
      Type* members[2] = {core.nothing, runtime::ConcreteTupleType(rt_, pair, 2)};
      Returns(l_.Of(runtime::MakeUnion(rt_, members, 2)), false, true);
      return;
    }
    case BuiltinId::kStringToBytes:
      Returns(l_.Of(runtime::VectorType(rt_, core.uint8)), false, false);
      return;
    case BuiltinId::kStringJoin: {
      // A String, or nothing for elements it does not cover; it reads the
      // elements of a mutable array.
      Type* members[2] = {core.nothing, core.string};
      Returns(l_.Of(runtime::MakeUnion(rt_, members, 2)), false, false);
      return;
    }
    case BuiltinId::kStringSplit: {
      // Its first argument (the vector it fills), or nothing.
      LType r = l_.Any();
      if (nargs() == 7) {
        Type* at = arg(0).type;
        if (at->kind == TypeKind::kDataType && runtime::AsDataType(at)->name == core.array_name &&
            runtime::AsDataType(at)->concrete()) {
          Type* members[2] = {core.nothing, at};
          r = l_.Of(runtime::MakeUnion(rt_, members, 2));
        }
      }
      Returns(r, false, false);
      return;
    }
    case BuiltinId::kCharFromCodepoint:
      Returns(l_.Of(core.char_), false, true);
      return;
    case BuiltinId::kCharCodepoint:
      Returns(l_.Of(core.uint32), false, true);
      return;
    case BuiltinId::kTimeNs:
      Returns(l_.Of(core.uint64), false, false);
      return;
    case BuiltinId::kTimeWallNs:
      Returns(l_.Of(core.int64), false, false);
      return;
    default:
      return;  // Any, may throw
  }
}

enum class IntrinsicShape { kSameAsFirst, kBool, kTargetType, kCheckedPair, kUInt64, kString, kUnknown };

IntrinsicShape ShapeOf(IntrinsicId id, bool* may_throw) {
  *may_throw = false;
  switch (id) {
#define SAME(name) case IntrinsicId::k_##name:
    SAME(neg_int) SAME(add_int) SAME(sub_int) SAME(mul_int) SAME(neg_float) SAME(add_float)
    SAME(sub_float) SAME(mul_float) SAME(div_float) SAME(rem_float) SAME(fma_float)
    SAME(muladd_float) SAME(and_int) SAME(or_int) SAME(xor_int) SAME(not_int) SAME(shl_int)
    SAME(lshr_int) SAME(ashr_int) SAME(bswap_int) SAME(ctpop_int) SAME(ctlz_int) SAME(cttz_int)
    SAME(abs_float) SAME(copysign_float) SAME(sqrt_llvm) SAME(floor_llvm) SAME(ceil_llvm)
    SAME(trunc_llvm) SAME(rint_llvm)
      return IntrinsicShape::kSameAsFirst;
    SAME(libm_exp) SAME(libm_exp2) SAME(libm_expm1) SAME(libm_log) SAME(libm_log2)
    SAME(libm_log10) SAME(libm_log1p) SAME(libm_sin) SAME(libm_cos) SAME(libm_tan)
    SAME(libm_asin) SAME(libm_acos) SAME(libm_atan) SAME(libm_sinh) SAME(libm_cosh)
    SAME(libm_tanh) SAME(libm_asinh) SAME(libm_acosh) SAME(libm_atanh) SAME(libm_cbrt)
    SAME(libm_atan2) SAME(libm_pow) SAME(libm_hypot)
      *may_throw = true;  // a TypeError for operands that are not floats
      return IntrinsicShape::kSameAsFirst;
    SAME(hash_uint64) SAME(hash_bytes)
      *may_throw = true;
      return IntrinsicShape::kUInt64;
    SAME(float_to_string) SAME(float_to_string_compact) SAME(int_to_string) SAME(float_format)
      *may_throw = true;
      return IntrinsicShape::kString;
    SAME(sdiv_int) SAME(udiv_int) SAME(srem_int) SAME(urem_int) SAME(checked_sdiv_int)
    SAME(checked_udiv_int) SAME(checked_srem_int) SAME(checked_urem_int)
      *may_throw = true;  // DivideError
      return IntrinsicShape::kSameAsFirst;
    SAME(checked_sadd_int) SAME(checked_uadd_int) SAME(checked_ssub_int) SAME(checked_usub_int)
    SAME(checked_smul_int) SAME(checked_umul_int)
      return IntrinsicShape::kCheckedPair;
    SAME(eq_int) SAME(ne_int) SAME(slt_int) SAME(sle_int) SAME(ult_int) SAME(ule_int)
    SAME(eq_float) SAME(ne_float) SAME(lt_float) SAME(le_float) SAME(fpiseq)
      return IntrinsicShape::kBool;
    SAME(trunc_int) SAME(sext_int) SAME(zext_int) SAME(sitofp) SAME(uitofp) SAME(fptosi)
    SAME(fptoui) SAME(fptrunc) SAME(fpext) SAME(bitcast)
      return IntrinsicShape::kTargetType;
    SAME(checked_trunc_sint) SAME(checked_trunc_uint) SAME(check_sign_bit)
      *may_throw = true;  // InexactError
      return IntrinsicShape::kTargetType;
#undef SAME
    default:
      *may_throw = true;
      return IntrinsicShape::kUnknown;
  }
}

void Rules::Intrinsic(IntrinsicId id) {
  const runtime::IntrinsicInfo& info = runtime::GetIntrinsicInfo(id);
  if (info.arity >= 0 && static_cast<int>(nargs()) != info.arity) {
    Throws(nullptr);
    return;
  }
  bool may_throw = false;
  const IntrinsicShape shape = ShapeOf(id, &may_throw);
  if (shape == IntrinsicShape::kUnknown) return;  // Any
  // Operands of primitive bits types: the intrinsic is then defined (an
  // operand of another type raises).
  bool bits_operands = true;
  bool all_const = true;
  std::vector<Value> values;
  for (size_t i = 0; i < nargs(); ++i) {
    const LType& a = arg(i);
    const bool target = shape == IntrinsicShape::kTargetType && i == 0;
    if (!target) {
      bits_operands = bits_operands && a.type->kind == TypeKind::kDataType &&
                      runtime::AsDataType(a.type)->isbits() &&
                      runtime::IsUnboxedLayout(runtime::AsDataType(a.type)->layout);
    }
    if (!a.is_const()) all_const = false; else values.push_back(a.konst);
  }
  // Fold pure arithmetic on constants by running it.
  if (all_const && bits_operands) {
    Value result;
    if (runtime::CallIntrinsic(rt_, id, values.data(), static_cast<uint32_t>(values.size()),
                               &result)) {
      if (result.defined() && runtime::IsUnboxed(result)) {
        Pure(l_.Const(result));
        return;
      }
      inf_.Root(result);
    } else {
      Value e = rt_.TakePendingException();
      Throws(e.defined() ? e.type : nullptr);
      return;
    }
  }
  LType r = l_.Any();
  switch (shape) {
    case IntrinsicShape::kSameAsFirst:
      if (nargs() >= 1 && bits_operands) r = l_.Widen(arg(0));
      break;
    case IntrinsicShape::kBool:
      r = l_.Of(rt_.core.bool_);
      break;
    case IntrinsicShape::kTargetType:
      if (IsConstType(arg(0)) && ConstType(arg(0))->kind == TypeKind::kDataType &&
          runtime::AsDataType(ConstType(arg(0)))->isbits()) {
        r = l_.Of(ConstType(arg(0)));
      }
      break;
    case IntrinsicShape::kCheckedPair:
      if (bits_operands && arg(0).type->kind == TypeKind::kDataType) {
        DataType* pair[2] = {runtime::AsDataType(arg(0).type), rt_.core.bool_};
        r = l_.Of(runtime::ConcreteTupleType(rt_, pair, 2));
      }
      break;
    case IntrinsicShape::kUInt64:
      r = l_.Of(rt_.core.uint64);
      break;
    case IntrinsicShape::kString:
      r = l_.Of(rt_.core.string);
      break;
    case IntrinsicShape::kUnknown:
      break;
  }
  const bool nothrow = bits_operands && !may_throw && !l_.IsAny(r);
  Returns(r, nothrow, true);
}

}  // namespace

bool BuiltinCall(Inference& inference, Frame& caller, std::span<const LType> args,
                 CallResult* out) {
  const LType& f = args[0];
  if (!f.is_const()) return false;
  runtime::Runtime& rt = inference.rt();
  const BuiltinId b = runtime::BuiltinIdOf(f.konst);
  if (b != BuiltinId::kNone) {
    Rules(inference, caller, args, out).Builtin(b);
    return true;
  }
  const IntrinsicId i = runtime::IntrinsicIdOf(rt, f.konst);
  if (i != IntrinsicId::kNone) {
    Rules(inference, caller, args, out).Intrinsic(i);
    return true;
  }
  return false;
}

}  // namespace kiln::infer
