// BodyEmitter (emitter.h): operands, constants and globals; structs, tuples
// and small Unions (coercion, members, fields).
#include "codegen/emitter.h"
#include "codegen/runtime_calls.h"

#include "runtime/module.h"
#include "runtime/types.h"

namespace kiln::codegen {

bool BodyEmitter::FromLType(const infer::LType& t, CgValue* out) {
  if (t.is_const()) {
    DataType* ct = t.konst.type;
    out->type = ct;
    out->konst = t.konst;
    if (llvm::Type* r = me_.RepOf(ct)) {
      if (r == me_.types().ptr) return false;  // a heap object: no address in a module
      if (r == me_.types().f64) {
        out->v = llvm::ConstantFP::get(me_.ctx(), llvm::APFloat(t.konst.AsFloat64()));
      } else if (r->isIntegerTy()) {
        // Bool and narrow integers: the low bits of the (extended) Value's bits.
        const unsigned w = r->getIntegerBitWidth();
        out->v = llvm::ConstantInt::get(r, w >= 64 ? t.konst.bits : t.konst.bits & ((uint64_t{1} << w) - 1));
      }
    }
    return true;
  }
  return false;
}

bool BodyEmitter::Coerce(const CgValue& v, runtime::Type* t, CgValue* out) {
  if (v.utype != nullptr) {
    if (v.utype == t) {
      *out = v;
      return true;
    }
    return Fail("a Union value where another type is expected");
  }
  if (v.type == t) {
    *out = v;
    return true;
  }
  const ModuleEmitter::UnionRep* u = me_.UnionOf(t);
  if (u == nullptr) return Fail("a value of another type than expected");
  int member = -1;
  for (size_t k = 0; k < u->members.size(); ++k) {
    if (u->members[k] == v.type) member = static_cast<int>(k);
  }
  if (member < 0) return Fail("a value of a type outside its Union");
  llvm::Value* agg = llvm::Constant::getNullValue(u->llvm);
  agg = b_->CreateInsertValue(agg, b_->getInt8(static_cast<uint8_t>(member)), {0u});
  if (u->index[member] >= 0) {
    if (v.v == nullptr) return Fail("a member value without a register");
    agg = b_->CreateInsertValue(agg, v.v, {static_cast<unsigned>(u->index[member])});
  }
  *out = CgValue{};
  out->v = agg;
  out->utype = static_cast<runtime::UnionType*>(t);
  return true;
}

bool BodyEmitter::Member(const CgValue& u, DataType* m, CgValue* out) {
  const ModuleEmitter::UnionRep* rep = me_.UnionOf(u.utype);
  int member = -1;
  for (size_t k = 0; k < rep->members.size(); ++k) {
    if (rep->members[k] == m) member = static_cast<int>(k);
  }
  if (member < 0) return Fail("a narrowing to a type outside the Union");
  llvm::Value* tag = b_->CreateExtractValue(u.v, {0u});
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "member", fn_);
  b_->CreateCondBr(b_->CreateICmpEQ(tag, b_->getInt8(static_cast<uint8_t>(member))), go, bail_);
  b_->SetInsertPoint(go);
  CgValue r;
  r.type = m;
  if (rep->index[member] >= 0) {
    r.v = b_->CreateExtractValue(u.v, {static_cast<unsigned>(rep->index[member])});
  } else {
    r.konst = ModuleEmitter::GhostValue(m);
  }
  *out = r;
  return true;
}

bool BodyEmitter::Build(DataType* d, const std::vector<CgValue>& fields, CgValue* out) {
  const ModuleEmitter::Aggregate* a = me_.AggregateOf(d, 0);
  if (a == nullptr) return Fail("a struct native code does not hold (" + me_.lattice_show(d) + ")");
  if (fields.size() != a->fields.size()) return Fail("a struct built from another number of fields");
  llvm::Value* agg = llvm::Constant::getNullValue(a->llvm);
  for (size_t k = 0; k < fields.size(); ++k) {
    if (fields[k].utype != nullptr || fields[k].type != a->fields[k]) {
      return Fail("a field of another type than declared");
    }
    if (a->index[k] >= 0) {
      if (fields[k].v == nullptr) return Fail("a field value without a register");
      agg = b_->CreateInsertValue(agg, fields[k].v, {static_cast<unsigned>(a->index[k])});
    }
  }
  *out = CgValue{};
  out->type = d;
  out->v = agg;
  return true;
}

bool BodyEmitter::New(std::span<const ir::Operand> ops, CgValue* out) {
  if (ops.empty()) return Fail("a malformed new");
  std::vector<CgValue> args(ops.size());
  for (size_t k = 0; k < ops.size(); ++k) {
    if (!Operand(ops[k], &args[k])) return false;
  }
  if (!args[0].konst.defined() || !runtime::IsType(args[0].konst) ||
      !runtime::IsDataType(runtime::AsType(args[0].konst))) {
    return Fail("a new of a type not known to inference");
  }
  DataType* d = runtime::AsDataType(runtime::AsType(args[0].konst));
  if (d->is_mutable()) return NewMutable(d, std::vector<CgValue>(args.begin() + 1, args.end()), out);
  if (const ModuleEmitter::Heap* h = me_.HeapOf(d); h != nullptr && h->immutable) {
    return NewObject(d, std::vector<CgValue>(args.begin() + 1, args.end()), out);
  }
  return Build(d, std::vector<CgValue>(args.begin() + 1, args.end()), out);
}

bool BodyEmitter::GetField(const CgValue& x, const CgValue& f, CgValue* out) {
  if (x.utype != nullptr || x.type == nullptr) return Fail("getfield of a Union value");
  if (me_.HeapOf(x.type) != nullptr) return MutableGetField(x, f, out);
  const ModuleEmitter::Aggregate* a = me_.AggregateOf(x.type, 0);
  if (a != nullptr && !f.konst.defined() && f.v != nullptr && f.type == me_.rt().core.int64) {
    // An index known at run time into fields of one type: checked (a bail
    // where the interpreter raises BoundsError), then selected.
    DataType* ft = a->fields[0];
    for (size_t k = 0; k < a->fields.size(); ++k) {
      if (a->fields[k] != ft || a->index[k] < 0) return Fail("a getfield by index of mixed fields");
    }
    const uint64_t n = a->fields.size();
    llvm::Value* in_range = b_->CreateICmpULT(b_->CreateSub(f.v, b_->getInt64(1)), b_->getInt64(n));
    llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "index_ok", fn_);
    b_->CreateCondBr(in_range, go, bail_);
    b_->SetInsertPoint(go);
    llvm::Value* v = b_->CreateExtractValue(x.v, {static_cast<unsigned>(a->index[n - 1])});
    for (uint64_t k = n - 1; k-- > 0;) {
      llvm::Value* here = b_->CreateICmpEQ(f.v, b_->getInt64(k + 1));
      v = b_->CreateSelect(here, b_->CreateExtractValue(x.v, {static_cast<unsigned>(a->index[k])}), v);
    }
    *out = CgValue{};
    out->type = ft;
    out->v = v;
    return true;
  }
  if (a == nullptr || !f.konst.defined()) return Fail("a getfield native code does not do");
  const int64_t index = ConstFieldIndex(x.type, f);
  if (index < 0 || index >= static_cast<int64_t>(a->fields.size())) {
    return Fail("a getfield of a field that does not exist");
  }
  *out = CgValue{};
  out->type = a->fields[index];
  if (a->index[index] >= 0) {
    out->v = b_->CreateExtractValue(x.v, {static_cast<unsigned>(a->index[index])});
  } else {
    out->konst = ModuleEmitter::GhostValue(out->type);
  }
  return true;
}

bool BodyEmitter::Constant(ir::ConstId id, CgValue* out) {
  const ir::Constant& c = mir_->constant(id);
  const runtime::CoreTypes& core = me_.rt().core;
  Value v;
  switch (c.kind) {
    case ir::ConstKind::kNothing: v = core.Nothing(); break;
    case ir::ConstKind::kBool: v = core.Bool(c.bits != 0); break;
    case ir::ConstKind::kInt64: v = Value::Make(core.int64, c.bits); break;
    case ir::ConstKind::kUInt64: v = Value::Make(core.uint64, c.bits); break;
    case ir::ConstKind::kUInt8: v = core.Int(core.uint8, c.bits); break;
    case ir::ConstKind::kUInt16: v = core.Int(core.uint16, c.bits); break;
    case ir::ConstKind::kUInt32: v = core.Int(core.uint32, c.bits); break;
    case ir::ConstKind::kFloat64: v = Value::Make(core.float64, c.bits); break;
    case ir::ConstKind::kSymbol:
      // No register: a constant that only selects (a field's name).
      v = me_.rt().SymbolValue(mir_->NameText(ir::NameId(static_cast<uint32_t>(c.bits))));
      break;
    case ir::ConstKind::kString: return StringConstant(mir_->StringText(c.bits), out);
    default: return Fail("a literal native code does not hold");
  }
  infer::LType t;
  t.type = v.type;
  t.konst = v;
  return FromLType(t, out);
}

bool BodyEmitter::Global(uint32_t ref_index, CgValue* out) {
  runtime::Runtime& rt = me_.rt();
  const ir::GlobalRef& ref = mir_->global_ref(ir::GlobalRefId(ref_index));
  runtime::Module* mod = typed_->src.module;
  for (size_t i = 0; i < ref.path.size() && mod != nullptr; ++i) {
    std::string_view text = mir_->NameText(ref.path[i]);
    if (i == 0 && text == "Base" && rt.base_module != nullptr) {
      mod = rt.base_module;
      continue;
    }
    if (i == 0 && text == "Core") {
      mod = rt.core_module;
      continue;
    }
    runtime::Binding* b = runtime::ResolveBinding(rt, mod, runtime::Intern(text));
    if (b == nullptr || !b->is_const || !b->value.defined() || b->value.type != rt.core.module) {
      mod = nullptr;
      break;
    }
    mod = b->value.As<runtime::Module>();
  }
  runtime::Binding* b =
      mod == nullptr ? nullptr : runtime::ResolveBinding(rt, mod, runtime::Intern(mir_->NameText(ref.name)));
  if (rt.has_pending_exception()) (void)rt.TakePendingException();
  if (b == nullptr || !b->is_const || !b->value.defined()) {
    return Fail("a global that is not a constant (" + std::string(mir_->NameText(ref.name)) + ")");
  }
  infer::LType t;
  t.type = b->value.type;
  t.konst = b->value;
  if (!FromLType(t, out)) {
    // An object (a `const` Vector{String}): its address, read from the
    // binding's Value through a global the JIT binds by name (runtime_calls.h).
    const std::string name = me_.RepOf(b->value.type) == me_.types().ptr && b->owner != nullptr
                                 ? BindingSymbol(rt, b->owner, b->name, b->value)
                                 : "";
    if (name.empty()) return Fail("a global holding an object native code does not reference");
    llvm::GlobalVariable* g = me_.RuntimeGlobal(name.c_str(), me_.types().i8);
    *out = CgValue{};
    out->type = b->value.type;
    out->v = Load(me_.types().ptr, b_->CreateConstInBoundsGEP1_64(me_.types().i8, g, offsetof(Value, bits)),
                  Mem::kTypeWord);
  }
  return true;
}

bool BodyEmitter::Operand(const ir::Operand& op, CgValue* out) {
  switch (op.kind) {
    case ir::OperandKind::kSsa:
      if (op.index >= ssa_.size() ||
          (ssa_[op.index].type == nullptr && ssa_[op.index].utype == nullptr)) {
        return Fail("a use of a statement that has no value");
      }
      *out = ssa_[op.index];
      return true;
    case ir::OperandKind::kSlot: {
      if (op.index >= slots_.size() || slot_types_[op.index] == nullptr) {
        return Fail("a slot that is never assigned");
      }
      runtime::Type* t = slot_types_[op.index];
      *out = CgValue{};
      if (slot_consts_[op.index].defined()) {
        out->type = runtime::AsDataType(t);
        out->konst = slot_consts_[op.index];
        return true;
      }
      if (t->kind == runtime::TypeKind::kUnion) {
        out->utype = static_cast<runtime::UnionType*>(t);
        out->v = b_->CreateLoad(me_.UnionOf(t)->llvm, slots_[op.index]);
        // Where a condition narrowed the slot to one member: that member.
        const infer::LType& here = typed_->SlotAt(cur_, op.index);
        runtime::Type* nt = here.is_const() ? here.konst.type : here.type;
        if (runtime::IsDataType(nt) && runtime::IsConcreteType(nt)) {
          return Member(*out, runtime::AsDataType(nt), out);
        }
        return true;
      }
      DataType* d = runtime::AsDataType(t);
      out->type = d;
      out->fresh = slot_fresh_[op.index];
      if (slots_[op.index] != nullptr) {
        out->v = b_->CreateLoad(me_.RepOf(d), slots_[op.index]);
      } else {
        out->konst = ModuleEmitter::GhostValue(d);
      }
      return true;
    }
    case ir::OperandKind::kConst:
      return Constant(ir::ConstId(op.index), out);
    case ir::OperandKind::kGlobal:
      return Global(op.index, out);
    case ir::OperandKind::kStaticParam: {
      runtime::SVec* sp = ci_->mi->sparams;
      if (sp == nullptr || op.index >= sp->length) return Fail("an unknown static parameter");
      Value v = sp->data()[op.index];
      if (!v.defined() || (runtime::IsTypeOrVar(v) &&
                           runtime::AsType(v)->kind == runtime::TypeKind::kTypeVar)) {
        return Fail("an undetermined static parameter");
      }
      infer::LType t;
      t.type = v.type;
      t.konst = v;
      if (!FromLType(t, out)) return Fail("a static parameter holding an object");
      return true;
    }
    case ir::OperandKind::kNone:
      break;
  }
  return Fail("a missing operand");
}

int64_t BodyEmitter::ConstFieldIndex(DataType* t, const CgValue& f) {
  if (f.konst.type == me_.rt().core.symbol) return runtime::FieldIndex(t, f.konst.As<runtime::Symbol>());
  if (f.konst.type == me_.rt().core.int64) return f.konst.AsInt() - 1;
  return -1;
}

}  // namespace kiln::codegen
