// BodyEmitter (emitter.h): calls: intrinsics, builtins, union-split calls
// and direct calls of CodeInstances.
#include "codegen/emitter.h"
#include "codegen/runtime_calls.h"

#include "runtime/builtins.h"
#include "runtime/dispatch.h"
#include "runtime/intrinsics.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::codegen {

bool BodyEmitter::Call(uint32_t i, std::span<const ir::Operand> ops, CgValue* out) {
  if (ops.empty()) return Fail("a call without a callee");
  std::vector<CgValue> args(ops.size());
  for (size_t k = 0; k < ops.size(); ++k) {
    if (!Operand(ops[k], &args[k])) return false;
  }
  return CallValues(i, args, out);
}

bool BodyEmitter::SplatCall(uint32_t i, std::span<const ir::Operand> ops, uint32_t mask, CgValue* out) {
  // f(a, xs...) with each splatted xs a tuple of known length (inference
  // typed the call the same way): its elements are the arguments.
  if (ops.empty()) return Fail("a call without a callee");
  std::vector<CgValue> args;
  for (size_t k = 0; k < ops.size(); ++k) {
    CgValue v;
    if (!Operand(ops[k], &v)) return false;
    const bool splat = k >= 1 && k - 1 < 32 && ((mask >> (k - 1)) & 1);
    if (!splat) {
      args.push_back(v);
      continue;
    }
    if (v.utype != nullptr || v.type == nullptr || !v.type->is_tuple() ||
        runtime::IsVarargTuple(v.type) || v.type->parameters == nullptr) {
      return Fail("a splatted argument that is not a tuple of known length");
    }
    for (int64_t e = 0; e < v.type->nparams(); ++e) {
      CgValue index;
      index.type = me_.rt().core.int64;
      index.konst = me_.rt().core.Int64(e + 1);
      CgValue elem;
      if (!GetField(v, index, &elem)) return false;
      args.push_back(elem);
    }
  }
  return CallValues(i, args, out);
}

bool BodyEmitter::CallValues(uint32_t i, const std::vector<CgValue>& args, CgValue* out) {
  const CgValue& callee = args[0];
  if (!callee.konst.defined()) return Fail("a call of a value not known to inference");
  runtime::Runtime& rt = me_.rt();
  const infer::LType& result = typed_->ssa_types[i];
  {
    bool handled = false;
    if (!BaseProperty(args, out, &handled)) return false;
    if (handled) return true;
  }
  // The statement's type as inference gave it.
  runtime::Type* rtype = result.is_const() ? result.konst.type : result.type;
  if (rtype->kind == runtime::TypeKind::kUnion) {
    if (me_.UnionOf(rtype) == nullptr) return Fail("a call whose result is a Union native code does not hold");
    if (runtime::BuiltinIdOf(callee.konst) != runtime::BuiltinId::kNone ||
        callee.konst.type == rt.core.intrinsic_function) {
      return Fail("a builtin whose result is a Union");
    }
    return GenericCall(i, args, out);
  }
  if (!runtime::IsDataType(rtype) || !runtime::IsConcreteType(rtype)) {
    return Fail("a call whose result is not of one concrete type");
  }
  DataType* want = runtime::AsDataType(rtype);
  if (callee.konst.type == rt.core.intrinsic_function) {
    runtime::IntrinsicId id = runtime::IntrinsicIdOf(rt, callee.konst);
    llvm::Type* want_rep = me_.RepOf(want);
    if (want_rep != nullptr && !me_.IsScalar(want_rep)) return Fail("an intrinsic with a struct result");
    if (id == runtime::IntrinsicId::k_hash_bytes) return StringHash(args, want, out);
    IntrinsicEmitContext c{*b_, me_.types(), bail_, want, want_rep, me_.rt()};
    std::vector<IntrinsicArg> iargs;
    for (size_t k = 1; k < args.size(); ++k) {
      if (args[k].utype != nullptr) return Fail("an intrinsic on a Union value");
      llvm::Type* r = me_.RepOf(args[k].type);
      if (r != nullptr && !me_.IsScalar(r)) return Fail("an intrinsic on a struct");
      iargs.push_back(IntrinsicArg{args[k].v, args[k].type, args[k].konst, r});
    }
    llvm::Value* v = nullptr;
    std::string reason;
    if (!EmitIntrinsic(c, id, iargs, &v, &reason)) return Fail(reason);
    out->type = want;
    out->v = v;
    if (v == nullptr) out->konst = ModuleEmitter::GhostValue(want);
    CgValue folded;
    if (FromLType(result, &folded) && folded.v != nullptr) out->v = folded.v;
    return true;
  }
  runtime::BuiltinId builtin = runtime::BuiltinIdOf(callee.konst);
  if (builtin != runtime::BuiltinId::kNone) {
    {
      // A result inference knows (a Bool it folded, a ghost).
      CgValue folded;
      // Only builtins without effects that inference evaluated.
      const bool pure = builtin == runtime::BuiltinId::kIs || builtin == runtime::BuiltinId::kIsa ||
                        builtin == runtime::BuiltinId::kTypeof ||
                        builtin == runtime::BuiltinId::kApplyType ||
                        builtin == runtime::BuiltinId::kIssubtype ||
                        builtin == runtime::BuiltinId::kNfields ||
                        builtin == runtime::BuiltinId::kSizeof ||
                        builtin == runtime::BuiltinId::kFieldtype;
      if (pure && FromLType(result, &folded)) {
        *out = folded;
        return true;
      }
    }
    if (builtin == runtime::BuiltinId::kIs && args.size() == 3) {
      const CgValue& x = args[1];
      const CgValue& y = args[2];
      out->type = rt.core.bool_;
      // A Union value and a ghost: whether the tag is the ghost's member.
      if (x.utype != nullptr || y.utype != nullptr) {
        const CgValue& u = x.utype != nullptr ? x : y;
        const CgValue& g = x.utype != nullptr ? y : x;
        if (g.utype != nullptr || g.v != nullptr || !g.konst.defined()) {
          return Fail("=== of values native code does not compare");
        }
        const ModuleEmitter::UnionRep* rep = me_.UnionOf(u.utype);
        int member = -1;
        for (size_t k = 0; k < rep->members.size(); ++k) {
          if (rep->members[k] == g.type) member = static_cast<int>(k);
        }
        if (member < 0) {
          out->v = b_->getInt1(false);
        } else {
          out->v = b_->CreateICmpEQ(b_->CreateExtractValue(u.v, {0u}),
                                    b_->getInt8(static_cast<uint8_t>(member)));
        }
        return true;
      }
      if (x.type != y.type || x.v == nullptr || y.v == nullptr ||
          !(me_.IsScalar(x.v->getType()) || x.v->getType() == me_.types().ptr)) {
        return Fail("=== of values native code does not compare");
      }
      if (x.type == rt.core.string) {
        // Their bytes compared (runtime_calls.h).
        const LlvmTypes& ty = me_.types();
        llvm::Function* eq =
            me_.RuntimeFunction(kStringEqual, llvm::FunctionType::get(ty.i8, {ty.ptr, ty.ptr}, false));
        eq->setOnlyReadsMemory();
        eq->setDoesNotThrow();
        out->v = b_->CreateICmpNE(b_->CreateCall(eq, {x.v, y.v}), b_->getInt8(0));
        return true;
      }
      if (const ModuleEmitter::Heap* h = me_.HeapOf(x.type); h != nullptr && h->immutable) {
        return Fail("=== of immutable structs (their fields compared, not their addresses)");
      }
      llvm::Value* a = x.v;
      llvm::Value* c = y.v;
      if (a->getType()->isDoubleTy()) {
        a = b_->CreateBitCast(a, me_.types().i64);
        c = b_->CreateBitCast(c, me_.types().i64);
      }
      out->v = b_->CreateICmpEQ(a, c);
      return true;
    }
    if (builtin == runtime::BuiltinId::kIsa && args.size() == 3 && args[1].utype != nullptr &&
        args[2].konst.defined() && runtime::IsType(args[2].konst)) {
      // isa on a Union value: whether the tag is one of the members that are Ts.
      const ModuleEmitter::UnionRep* rep = me_.UnionOf(args[1].utype);
      llvm::Value* tag = b_->CreateExtractValue(args[1].v, {0u});
      llvm::Value* any = b_->getInt1(false);
      for (size_t k = 0; k < rep->members.size(); ++k) {
        if (runtime::Subtype(rt, rep->members[k], runtime::AsType(args[2].konst))) {
          any = b_->CreateOr(any, b_->CreateICmpEQ(tag, b_->getInt8(static_cast<uint8_t>(k))));
        }
      }
      out->type = rt.core.bool_;
      out->v = any;
      return true;
    }
    if (builtin == runtime::BuiltinId::kIfelse && args.size() == 4) {
      const CgValue& c = args[1];
      if (c.type != rt.core.bool_ || c.v == nullptr || args[2].type != want ||
          args[3].type != want || args[2].v == nullptr || args[3].v == nullptr) {
        return Fail("an ifelse native code does not do");
      }
      out->type = want;
      out->v = b_->CreateSelect(c.v, args[2].v, args[3].v);
      return true;
    }
    if (builtin == runtime::BuiltinId::kGetfield && (args.size() == 3 || args.size() == 4)) {
      if (!GetField(args[1], args[2], out)) return false;
      if (out->type != want) return Fail("a getfield of another type than inferred");
      return true;
    }
    if (builtin == runtime::BuiltinId::kArraylen || builtin == runtime::BuiltinId::kArraysize ||
        builtin == runtime::BuiltinId::kArrayref || builtin == runtime::BuiltinId::kArrayset ||
        builtin == runtime::BuiltinId::kArrayNew || builtin == runtime::BuiltinId::kArrayFill ||
        builtin == runtime::BuiltinId::kArrayGrowEnd || builtin == runtime::BuiltinId::kArrayDelEnd ||
        builtin == runtime::BuiltinId::kArrayResize || builtin == runtime::BuiltinId::kArrayGrowAt ||
        builtin == runtime::BuiltinId::kArrayDelAt || builtin == runtime::BuiltinId::kArrayGrowBeg ||
        builtin == runtime::BuiltinId::kArrayDelBeg) {
      return ArrayBuiltin(builtin, args, want, out);
    }
    if (builtin == runtime::BuiltinId::kSetfield) {
      if (!SetField(args, out)) return false;
      if (out->type != want) return Fail("a setfield! of another type than inferred");
      return true;
    }
    {
      bool handled = false;
      if (!StringBuiltin(builtin, args, want, out, &handled)) return false;
      if (handled) return true;
    }
    if (builtin == runtime::BuiltinId::kTuple) {
      return Build(want, std::vector<CgValue>(args.begin() + 1, args.end()), out);
    }
    return Fail(std::string("the builtin ") + runtime::GetBuiltinInfo(builtin).name);
  }
  return GenericCall(i, args, out);
}

bool BodyEmitter::GenericCall(uint32_t i, const std::vector<CgValue>& args, CgValue* out) {
  size_t split = SIZE_MAX;
  for (size_t k = 0; k < args.size(); ++k) {
    if (args[k].utype == nullptr) continue;
    if (split != SIZE_MAX) return Fail("a call with two Union arguments");
    split = k;
  }
  if (split == SIZE_MAX) return DirectCall(i, args, out);
  // Union splitting: a switch on the tag, one call per member, the results
  // made the statement's type and joined in a slot of their own.
  const infer::LType& result = typed_->ssa_types[i];
  runtime::Type* want = result.is_const() ? result.konst.type : result.type;
  llvm::Type* want_rep = nullptr;
  if (!me_.RepOfType(want, &want_rep)) return Fail("a split call whose result native code does not hold");
  llvm::AllocaInst* joined = nullptr;
  if (want_rep != nullptr) {
    llvm::IRBuilder<> entry(&fn_->getEntryBlock(), fn_->getEntryBlock().begin());
    joined = entry.CreateAlloca(want_rep, nullptr, "split");
  }
  const ModuleEmitter::UnionRep* rep = me_.UnionOf(args[split].utype);
  llvm::Value* tag = b_->CreateExtractValue(args[split].v, {0u});
  llvm::BasicBlock* join = llvm::BasicBlock::Create(me_.ctx(), "split_join", fn_);
  llvm::SwitchInst* sw = b_->CreateSwitch(tag, bail_, static_cast<unsigned>(rep->members.size()));
  CgValue ghost;  // the result when it is a ghost
  for (size_t k = 0; k < rep->members.size(); ++k) {
    llvm::BasicBlock* bb = llvm::BasicBlock::Create(me_.ctx(), "split_member", fn_);
    sw->addCase(b_->getInt8(static_cast<uint8_t>(k)), bb);
    b_->SetInsertPoint(bb);
    std::vector<CgValue> member_args = args;
    CgValue& m = member_args[split];
    m = CgValue{};
    m.type = rep->members[k];
    if (rep->index[k] >= 0) {
      m.v = b_->CreateExtractValue(args[split].v, {static_cast<unsigned>(rep->index[k])});
    } else {
      m.konst = ModuleEmitter::GhostValue(m.type);
    }
    CgValue r;
    bool never_returns = false;
    if (!DirectCall(i, member_args, &r, &never_returns)) return false;
    if (never_returns) continue;  // that member's call bailed
    if (joined != nullptr) {
      StoreSlot(r.v, joined);
    } else {
      ghost = r;
    }
    b_->CreateBr(join);
  }
  b_->SetInsertPoint(join);
  if (joined != nullptr) {
    *out = CgValue{};
    out->v = b_->CreateLoad(want_rep, joined);
    if (want->kind == runtime::TypeKind::kUnion) {
      out->utype = static_cast<runtime::UnionType*>(want);
    } else {
      out->type = runtime::AsDataType(want);
    }
  } else {
    if (!runtime::IsDataType(want)) return Fail("a split call of a ghost Union");
    *out = CgValue{};
    out->type = runtime::AsDataType(want);
    out->konst = ModuleEmitter::GhostValue(out->type);
  }
  return true;
}

bool BodyEmitter::DirectCall(uint32_t i, const std::vector<CgValue>& args, CgValue* out,
                             bool* never_returns) {
  runtime::Runtime& rt = me_.rt();
  std::vector<DataType*> types(args.size());
  for (size_t k = 0; k < args.size(); ++k) {
    const CgValue& a = args[k];
    if (a.utype != nullptr) return Fail("a call with a Union argument");
    runtime::Type* t = a.konst.defined() ? runtime::DispatchTypeOf(rt, a.konst) : a.type;
    if (!runtime::IsDataType(t)) return Fail("an argument of no concrete type");
    types[k] = runtime::AsDataType(t);
  }
  DataType* callee = types[0];
  runtime::MethodTable* mt =
      callee->is_type_type() || callee->is_kind() ? rt.type_callee_mt : callee->name->mt;
  if (mt == nullptr) return Fail("a call of a value that is not a function");
  runtime::LookupResult lr =
      runtime::LookupByTypes(rt, mt, types.data(), static_cast<uint32_t>(types.size()), me_.world());
  if (rt.has_pending_exception()) (void)rt.TakePendingException();
  if (lr.status != runtime::LookupStatus::kFound) {
    if (never_returns != nullptr && (lr.status == runtime::LookupStatus::kNoMethod ||
                                     lr.status == runtime::LookupStatus::kAmbiguous)) {
      // One member of a split that has no method (`check(nothing)` behind
      // `x === nothing`): the interpreter raises the MethodError.
      *never_returns = true;
      BailHere();
      return true;
    }
    return Fail("a call that does not find one method");
  }
  {
    // `Core.arraylen` in Base: getproperty of a constant module's constant
    // binding, which inference folded; a read with no effect.
    const infer::LType& result = typed_->ssa_types[i];
    CgValue folded;
    if (mt->name != nullptr && mt->name->name() == "getproperty" && types.size() == 3 &&
        types[1] == rt.core.module && args[1].konst.defined() && types[2] == rt.core.symbol &&
        args[2].konst.defined() && result.is_const() && FromLType(result, &folded)) {
      *out = folded;
      return true;
    }
  }
  if (me_.IsDefaultConstructor(lr.mi) && callee->is_type_type()) {
    // T(fields...) with every argument of its field's type: `new(T, ...)`
    // (the constructor converts nothing then).
    Value t = callee->param(0);
    if (runtime::IsType(t) && runtime::IsDataType(runtime::AsType(t))) {
      DataType* d = runtime::AsDataType(runtime::AsType(t));
      bool exact = d->concrete() && d->layout == runtime::Layout::kStruct &&
                   static_cast<size_t>(d->nfields) + 1 == args.size();
      for (size_t k = 1; exact && k < args.size(); ++k) {
        Value ft = runtime::FieldType(rt, d, static_cast<int64_t>(k - 1));
        exact = ft.defined() && runtime::IsType(ft) && runtime::AsType(ft) == types[k];
      }
      const ModuleEmitter::Heap* object = d->is_mutable() ? nullptr : me_.HeapOf(d);
      if (object != nullptr && object->immutable) {
        // An immutable struct of object fields: each argument its field's
        // type or a member of its Union (no conversion).
        bool members = d->concrete() && static_cast<size_t>(d->nfields) + 1 == args.size();
        for (size_t k = 1; members && k < args.size(); ++k) {
          runtime::Type* ft = object->object_fields[k - 1];
          members = ft == types[k] || (ft->kind == runtime::TypeKind::kUnion && runtime::Subtype(rt, types[k], ft));
        }
        if (!members) return Fail("a default constructor of " + me_.lattice_show(d) + " that converts");
        return NewObject(d, std::vector<CgValue>(args.begin() + 1, args.end()), out);
      }
      if (!exact) return Fail("a default constructor of " + me_.lattice_show(d) + " that converts");
      std::vector<CgValue> fields(args.begin() + 1, args.end());
      if (d->is_mutable()) return NewMutable(d, fields, out);
      return Build(d, fields, out);
    }
  }
  engine::CodeInstance* target = me_.engine().Lookup(lr.mi, nullptr, me_.world());
  {
    // A type Base computes from types (`promote_type(Int64, Int64)`) that
    // inference made a constant: that constant, no call.
    const infer::LType& result = typed_->ssa_types[i];
    CgValue folded;
    if (target != nullptr && !target->partial && result.is_const() && runtime::IsType(result.konst) &&
        lr.mi->def->module == rt.base_module && target->effects.nothrow && target->effects.terminates &&
        target->effects.consistent && FromLType(result, &folded)) {
      *out = folded;
      return true;
    }
  }
  std::string name = mt->name != nullptr ? std::string(mt->name->name()) : "?";
  if (target == nullptr || target->partial) return Fail("a call of " + name + " that was not inferred");
  if (never_returns != nullptr && ReturnTypeOf(target) == rt.core.bottom) {
    // One member of a split that always throws: the interpreter raises it.
    *never_returns = true;
    BailHere();
    return true;
  }
  // Constants without a register (a field's name) specialize the callee.
  DataType* spec = lr.mi->spec_types;
  std::vector<Value> consts;
  for (size_t k = 0; k < args.size(); ++k) {
    DataType* pt = runtime::AsDataType(runtime::AsType(spec->param(static_cast<int64_t>(k))));
    if (args[k].konst.defined() && me_.RepOf(pt) == nullptr && !ModuleEmitter::IsGhost(pt)) {
      consts.resize(args.size());
      consts[k] = args[k].konst;
    }
  }
  if (me_.CallsThroughInterpreter(target)) return DispatchedCall(i, args, target, out);
  std::string reason;
  llvm::Function* fn = me_.FunctionFor(target, consts, &reason, fn_, InboundsHere());
  if (fn == nullptr) {
    // Not native: through the interpreter when it has no effects.
    std::string why;
    std::string* saved = why_;
    why_ = &why;
    const bool called = DispatchedCall(i, args, target, out);
    why_ = saved;
    if (called) return true;
    return Fail("a call of " + name + ": " + reason);
  }
  // The callee's arguments: every one with a register (ghosts and
  // specialized constants are implied).
  std::vector<llvm::Value*> values;
  values.push_back(b_->CreateSub(depth_, b_->getInt64(1)));  // the callee's depth budget (body.cc)
  me_.NoteCall(fn_, fn);
  for (size_t k = 0; k < args.size(); ++k) {
    if (k < consts.size() && consts[k].defined()) continue;
    DataType* pt = runtime::AsDataType(runtime::AsType(spec->param(static_cast<int64_t>(k))));
    llvm::Type* r = me_.RepOf(pt);
    if (r == nullptr) continue;
    if (args[k].v == nullptr || args[k].type != pt) return Fail("an argument of another type than the callee's");
    values.push_back(args[k].v);
  }
  llvm::AllocaInst* result = nullptr;
  if (me_.ResultThroughPointer(fn)) {
    llvm::IRBuilder<> entry(&fn_->getEntryBlock(), fn_->getEntryBlock().begin());
    result = entry.CreateAlloca(me_.ResultRep(fn));
    values.push_back(result);
  }
  llvm::Value* v = b_->CreateCall(fn, values);
  // A callee that bailed has raised the flag: return at once.
  llvm::LoadInst* flag = Load(me_.types().i8, me_.RuntimeGlobal(kBailFlag, me_.types().i8), Mem::kRuntime);
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "ok", fn_);
  me_.NoteBailCheck(b_->CreateCondBr(b_->CreateICmpNE(flag, b_->getInt8(0)), CallBail(nullptr), go));
  b_->SetInsertPoint(go);
  if (result != nullptr) v = b_->CreateLoad(result->getAllocatedType(), result);
  const infer::LType& inferred = typed_->ssa_types[i];
  runtime::Type* rtype = inferred.is_const() ? inferred.konst.type : inferred.type;
  // The callee's own return type may be narrower than the statement's (a
  // Union the call site joined): the value is then made the statement's.
  runtime::Type* ctype = ReturnTypeOf(target);
  CgValue r;
  if (ctype->kind == runtime::TypeKind::kUnion) {
    r.utype = static_cast<runtime::UnionType*>(ctype);
    r.v = v;
  } else {
    r.type = runtime::AsDataType(ctype);
    if (me_.ResultRep(fn)->isVoidTy()) {
      if (!ModuleEmitter::IsGhost(r.type)) return Fail("a ghost result of a non-ghost type");
      r.konst = ModuleEmitter::GhostValue(r.type);
    } else {
      r.v = v;
    }
  }
  if (rtype->kind == runtime::TypeKind::kUnion) return Coerce(r, rtype, out);
  if (r.utype != nullptr && runtime::IsDataType(rtype)) {
    return Member(r, runtime::AsDataType(rtype), out);  // narrowed by constant arguments
  }
  if (r.type != rtype) return Fail("a result of another type than inferred");
  *out = r;
  return true;
}

}  // namespace kiln::codegen
