// BodyEmitter (emitter.h): one body into one function: blocks, slots, the
// depth budget, the bail block, statements.
#include <llvm/IR/MDBuilder.h>

#include "codegen/emitter.h"
#include "codegen/runtime_calls.h"


namespace kiln::codegen {

bool BodyEmitter::Emit(std::string* why) {
  why_ = why;
  typed_ = TypedOf(ci_);
  body_ = typed_->src.body;
  mir_ = typed_->src.module_ir;
  const uint32_t n = static_cast<uint32_t>(body_->stmts.size());
  if (typed_->ssa_types.size() != n || typed_->slot_types.size() != body_->slots.size()) {
    return Fail("an inferred body that does not match its lowered body");
  }
  llvm::LLVMContext& ctx = me_.ctx();
  const LlvmTypes& ty = me_.types();
  llvm::BasicBlock* top = llvm::BasicBlock::Create(ctx, "top", fn_);
  b_ = std::make_unique<llvm::IRBuilder<>>(top);

  // Blocks start at jump targets and after terminators.
  blocks_.assign(n + 1, nullptr);
  auto leader = [&](uint32_t s) {
    if (s > n) return false;
    if (blocks_[s] == nullptr) blocks_[s] = llvm::BasicBlock::Create(ctx, "L" + std::to_string(s), fn_);
    return true;
  };
  for (uint32_t i = 0; i < n; ++i) {
    const ir::Stmt& s = body_->stmts[i];
    switch (s.kind) {
      case ir::StmtKind::kGoto:
      case ir::StmtKind::kGotoIfNot:
        if (s.aux >= n) return Fail("a jump out of the body");
        leader(s.aux);
        leader(i + 1);
        break;
      case ir::StmtKind::kReturn:
      case ir::StmtKind::kUnreachable:
        leader(i + 1);
        break;
      default:
        break;
    }
  }

  PredictFresh();

  // Slots: allocas in the entry block; arguments stored there.
  const size_t nslots = body_->slots.size();
  slots_.assign(nslots, nullptr);
  slot_types_.assign(nslots, nullptr);
  slot_consts_.assign(nslots, Value());
  ret_type_ = ReturnTypeOf(ci_);
  DataType* spec = ci_->mi->spec_types;
  const size_t vararg_slot = ci_->mi->def->is_vararg ? body_->nargs - 1 : SIZE_MAX;
  if (vararg_slot != SIZE_MAX && (vararg_slot >= nslots || spec->nparams() < static_cast<int64_t>(vararg_slot))) {
    return Fail("argument count mismatch");
  }
  for (size_t k = 0; k < nslots; ++k) {
    const ir::Slot& slot = body_->slots[k];
    const bool is_arg = k < body_->nargs;
    if (slot.flags & ir::kSlotBoxed) return Fail("a slot captured by a closure");
    runtime::Type* t = nullptr;
    llvm::Type* r = nullptr;
    if (is_arg && k == vararg_slot) {
      // The trailing arguments' tuple, as inference typed it.
      std::vector<Value> rest;
      for (int64_t p = static_cast<int64_t>(k); p < spec->nparams(); ++p) rest.push_back(spec->param(p));
      runtime::Type* tt = runtime::MakeTupleType(me_.rt(), rest.data(), static_cast<uint32_t>(rest.size()));
      const infer::LType& lt = typed_->slot_types[k];
      if (lt.is_const() || lt.type != tt || !runtime::IsDataType(tt)) {
        return Fail("a vararg tuple of another type than inferred");
      }
      if (!me_.RepOfType(tt, &r)) return Fail("a vararg tuple native code does not hold");
      t = tt;
    } else if (is_arg) {
      if (static_cast<int64_t>(k) >= spec->nparams()) return Fail("argument count mismatch");
      DataType* d = runtime::AsDataType(runtime::AsType(spec->param(static_cast<int64_t>(k))));
      t = d;
      if (k < consts_.size() && consts_[k].defined()) {
        if (slot.flags & ir::kSlotAssigned) return Fail("an assigned argument specialized to a constant");
        slot_types_[k] = t;
        slot_consts_[k] = consts_[k];
        continue;
      }
      r = me_.RepOf(d);
      if ((slot.flags & ir::kSlotAssigned) && r == nullptr) {
        return Fail("an assigned argument of a ghost type");
      }
    } else {
      const infer::LType& lt = typed_->slot_types[k];
      if (me_.lattice_is_bottom(lt)) continue;  // never assigned on a path that runs
      t = lt.is_const() ? lt.konst.type : lt.type;
      if (lt.is_const() && runtime::IsDataType(t) && me_.RepOf(runtime::AsDataType(t)) == nullptr &&
          !(slot.flags & ir::kSlotUsedUndef)) {
        // Always the same constant without a register (`T = typeof(x)`): a
        // ghost whose assignments store nothing.
        slot_types_[k] = t;
        slot_consts_[k] = lt.konst;
        continue;
      }
      if (!me_.RepOfType(t, &r)) {
        return Fail("slot " + std::string(mir_->NameText(slot.name)) + " holds a " +
                    me_.lattice_show(t) + ", which native code does not hold");
      }
      if (slot.flags & ir::kSlotUsedUndef) {
        return Fail("slot " + std::string(mir_->NameText(slot.name)) + " may be read before it is assigned");
      }
    }
    slot_types_[k] = t;
    if (r != nullptr) slots_[k] = b_->CreateAlloca(r, nullptr, std::string(mir_->NameText(slot.name)));
  }
  {
    unsigned arg = 1;  // after the depth budget (below)
    for (size_t k = 0; k < body_->nargs && k < nslots; ++k) {
      if (k == vararg_slot) {
        std::vector<CgValue> rest;
        for (int64_t p = static_cast<int64_t>(k); p < spec->nparams(); ++p) {
          CgValue v;
          v.type = runtime::AsDataType(runtime::AsType(spec->param(p)));
          if (me_.RepOf(v.type) != nullptr) {
            v.v = fn_->getArg(arg++);
          } else {
            v.konst = ModuleEmitter::GhostValue(v.type);
          }
          rest.push_back(v);
        }
        if (slots_[k] != nullptr) {
          CgValue tuple;
          if (!Build(runtime::AsDataType(slot_types_[k]), rest, &tuple)) return false;
          StoreSlot(tuple.v, slots_[k]);
        }
        continue;
      }
      if (slots_[k] == nullptr) continue;
      b_->CreateStore(fn_->getArg(arg++), slots_[k]);
    }
  }
  // The depth budget: how many nested calls the interpreter could still
  // make, this one included; a call when none is left bails (the interpreter
  // then raises StackOverflowError where it would). It is every function's
  // first parameter (the invoke entry passes what the tier set in
  // kiln_rt_depth), and each call passes it less one, as the interpreter's
  // frames count: in a register, with no memory traffic, and once a callee
  // is inlined its check is arithmetic on its caller's budget.
  bail_ = llvm::BasicBlock::Create(ctx, "bail", fn_);
  {
    depth_ = fn_->getArg(0);
    llvm::BasicBlock* go = llvm::BasicBlock::Create(ctx, "enter", fn_);
    // Out of depth: the flag says so (2), so the tier can stop offering
    // deeper calls of the same method.
    llvm::BasicBlock* deep = llvm::BasicBlock::Create(ctx, "too_deep", fn_);
    cold_.push_back(deep);
    llvm::Value* none_left = b_->CreateICmpEQ(depth_, b_->getInt64(0));
    me_.NoteDepthCheck(fn_, llvm::cast<llvm::ICmpInst>(none_left));
    b_->CreateCondBr(none_left, deep, go);
    b_->SetInsertPoint(deep);
    {
      // A flag a callee raised before (a test deferred past this call,
      // bail_checks.cc) keeps its kind.
      llvm::GlobalVariable* flag = me_.RuntimeGlobal(kBailFlag, ty.i8);
      llvm::Value* old = Load(ty.i8, flag, Mem::kRuntime);
      Store(b_->CreateSelect(b_->CreateICmpEQ(old, b_->getInt8(0)), b_->getInt8(kBailTooDeep), old), flag,
            Mem::kRuntime);
    }
    if (fn_->getReturnType()->isVoidTy()) {
      b_->CreateRetVoid();
    } else {
      b_->CreateRet(llvm::PoisonValue::get(fn_->getReturnType()));
    }
    b_->SetInsertPoint(go);
    // No native function is entered with the bail flag raised (the tier
    // clears it; a caller tests it after every call and returns at once when
    // it is set): told so, LLVM drops the test after an inlined call that
    // did not bail, since nothing stored to the flag on that path.
    llvm::Value* flag = Load(ty.i8, me_.RuntimeGlobal(kBailFlag, ty.i8), Mem::kRuntime);
    me_.NoteEntryAssume(fn_, b_->CreateAssumption(b_->CreateICmpEQ(flag, b_->getInt8(0))));
  }

  ssa_.assign(n, CgValue{});
  // A statement followed in its block by one that never returns (a throw,
  // `unreachable`) always ends in that throw: the block bails from there, so
  // what only builds the exception (its message's string) need not compile.
  // The interpreter runs the whole call again (stores undone), so skipping
  // the statements before the throw changes nothing.
  std::vector<bool> doomed(n, false);
  {
    bool d = false;
    for (uint32_t i = n; i-- > 0;) {
      if (blocks_[i + 1] != nullptr) d = false;  // i ends its block
      const ir::Stmt& s = body_->stmts[i];
      const bool value = s.kind == ir::StmtKind::kCall || s.kind == ir::StmtKind::kCopy ||
                         s.kind == ir::StmtKind::kNew;
      if ((value && me_.lattice_is_bottom(typed_->ssa_types[i])) || s.kind == ir::StmtKind::kUnreachable) {
        d = true;
      }
      doomed[i] = d;
    }
  }
  // Statements inference proved unreachable (behind a condition it made a
  // constant, as `sizeof(T) < sizeof(S)` in Base's integer conversions) are
  // not emitted: they bail, should they ever run.
  std::vector<bool> reachable(n + 1, false);
  {
    std::vector<uint32_t> work{0};
    auto reach = [&](uint32_t at) {
      if (at <= n && !reachable[at]) {
        reachable[at] = true;
        work.push_back(at);
      }
    };
    reachable[0] = true;
    while (!work.empty()) {
      uint32_t i = work.back();
      work.pop_back();
      for (; i < n; ++i) {
        reachable[i] = true;
        const ir::Stmt& s = body_->stmts[i];
        if (s.kind == ir::StmtKind::kGoto) {
          reach(s.aux);
          break;
        }
        if (s.kind == ir::StmtKind::kGotoIfNot) {
          auto ops = body_->OperandsOf(s);
          int known = -1;  // 0: always false, 1: always true
          if (ops.size() == 1 && ops[0].kind == ir::OperandKind::kSsa && ops[0].index < n) {
            const infer::LType& c = typed_->ssa_types[ops[0].index];
            if (c.is_const() && c.konst.type == me_.rt().core.bool_) known = c.konst.AsBool() ? 1 : 0;
          }
          if (known != 0) reach(i + 1);
          if (known != 1) reach(s.aux);
          break;
        }
        if (s.kind == ir::StmtKind::kReturn || s.kind == ir::StmtKind::kUnreachable) break;
        if (i + 1 < n && blocks_[i + 1] != nullptr) {
          reach(i + 1);
          break;
        }
      }
    }
  }
  bool terminated = false;
  for (uint32_t i = 0; i < n; ++i) {
    if (blocks_[i] != nullptr) {
      if (!terminated) b_->CreateBr(blocks_[i]);
      b_->SetInsertPoint(blocks_[i]);
      terminated = false;
      logged_objects_.clear();
    } else if (terminated) {
      continue;  // dead statements after a bail
    }
    const ir::Stmt& s = body_->stmts[i];
    const bool is_value = s.kind == ir::StmtKind::kCall || s.kind == ir::StmtKind::kCopy ||
                          s.kind == ir::StmtKind::kNew;
    if (!reachable[i] || doomed[i] || (is_value && me_.lattice_is_bottom(typed_->ssa_types[i]))) {
      // Throws, or is never reached: either way the interpreter does it.
      BailHere();
      terminated = true;
      continue;
    }
    cur_ = i;
    if (!Statement(i)) return false;
    terminated = s.kind == ir::StmtKind::kGoto || s.kind == ir::StmtKind::kGotoIfNot ||
                 s.kind == ir::StmtKind::kReturn || s.kind == ir::StmtKind::kUnreachable;
  }
  if (!terminated) BailHere();  // falls off the end: not in valid lowered code
  if (blocks_[n] != nullptr) {
    b_->SetInsertPoint(blocks_[n]);
    BailHere();
  }
  // The bail block: raise the flag (unless a callee did), return at once.
  b_->SetInsertPoint(bail_);
  {
    llvm::GlobalVariable* flag = me_.RuntimeGlobal(kBailFlag, ty.i8);
    llvm::Value* old = Load(ty.i8, flag, Mem::kRuntime);
    Store(b_->CreateSelect(b_->CreateICmpEQ(old, b_->getInt8(0)), b_->getInt8(kBailThrow), old), flag,
          Mem::kRuntime);
  }
  if (fn_->getReturnType()->isVoidTy()) {
    b_->CreateRetVoid();
  } else {
    b_->CreateRet(llvm::PoisonValue::get(fn_->getReturnType()));
  }
  MarkBailsUnlikely();
  return true;
}

void BodyEmitter::BailHere() { b_->CreateBr(bail_); }

// Every conditional branch into a bail (the depth check, the flag's test
// after a call, a bounds or type check) is marked unlikely: LLVM then lays
// the bail paths out of line and keeps the hot path's registers for it (a
// self-recursive function spills fewer callee-saved registers around its
// calls).
void BodyEmitter::MarkBailsUnlikely() {
  std::unordered_set<llvm::BasicBlock*> cold(cold_.begin(), cold_.end());
  cold.insert(bail_);
  llvm::MDBuilder md(me_.ctx());
  for (llvm::BasicBlock& bb : *fn_) {
    auto* br = llvm::dyn_cast<llvm::BranchInst>(bb.getTerminator());
    if (br == nullptr || !br->isConditional() || cold.count(&bb) != 0) continue;
    const bool first = cold.count(br->getSuccessor(0)) != 0;
    const bool second = cold.count(br->getSuccessor(1)) != 0;
    if (first == second) continue;
    br->setMetadata(llvm::LLVMContext::MD_prof,
                    first ? md.createUnlikelyBranchWeights() : md.createLikelyBranchWeights());
  }
}

llvm::BasicBlock* BodyEmitter::CallBail(llvm::Value* kind) {
  const LlvmTypes& ty = me_.types();
  llvm::LLVMContext& ctx = me_.ctx();
  llvm::BasicBlock* site = llvm::BasicBlock::Create(ctx, "call_bail", fn_);
  cold_.push_back(site);
  llvm::BasicBlock* note = llvm::BasicBlock::Create(ctx, "raised_through", fn_);
  llvm::IRBuilderBase::InsertPointGuard guard(*b_);
  b_->SetInsertPoint(site);
  llvm::GlobalVariable* flag = me_.RuntimeGlobal(kBailFlag, ty.i8);
  if (kind != nullptr) Store(kind, flag, Mem::kRuntime);
  llvm::Value* now = kind != nullptr ? kind : Load(ty.i8, flag, Mem::kRuntime);
  b_->CreateCondBr(b_->CreateICmpEQ(now, b_->getInt8(kBailRaised)), note, bail_);
  b_->SetInsertPoint(note);
  // This frame's MethodInstance by its key (a private constant of the
  // module, made once per function), the line of the call.
  if (frame_key_ == nullptr && me_.FrameKeyFunction()) {
    const std::string key = me_.FrameKeyFunction()(ci_->mi);
    if (!key.empty()) {
      llvm::Constant* data = llvm::ConstantDataArray::getString(ctx, key, /*AddNull=*/false);
      frame_key_ = new llvm::GlobalVariable(me_.module(), data->getType(), /*isConstant=*/true,
                                            llvm::GlobalValue::PrivateLinkage, data, "frame_key");
      frame_key_->setAlignment(llvm::Align(1));
    }
  }
  llvm::Value* key = frame_key_ != nullptr ? static_cast<llvm::Value*>(frame_key_)
                                           : llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(ty.ptr));
  const uint64_t key_bytes =
      frame_key_ != nullptr ? llvm::cast<llvm::ArrayType>(frame_key_->getValueType())->getNumElements() : 0;
  // The line relative to the method's own: a method moved in its file keeps
  // its body hash, its persisted record and so this module's object.
  const int64_t line = cur_ < body_->stmts.size() && body_->stmts[cur_].line != 0
                           ? static_cast<int64_t>(body_->stmts[cur_].line) - ci_->mi->def->line
                           : 0;
  llvm::Type* i32 = llvm::Type::getInt32Ty(ctx);
  llvm::Function* frame = me_.RuntimeFunction(
      kFrame, llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {ty.ptr, ty.i64, i32, ty.i64}, false));
  llvm::CallInst* call = b_->CreateCall(frame, {key, b_->getInt64(key_bytes), b_->getInt32(static_cast<uint32_t>(static_cast<int32_t>(line))), depth_});
  call->setDoesNotThrow();
  b_->CreateBr(bail_);
  return site;
}

llvm::LoadInst* BodyEmitter::Load(llvm::Type* t, llvm::Value* addr, Mem m, const llvm::Twine& name) {
  llvm::LoadInst* l = b_->CreateLoad(t, addr, name);
  l->setMetadata(llvm::LLVMContext::MD_tbaa, me_.Tbaa(m));
  return l;
}

// A struct value (a Union's tag and payload, a tuple) is stored into its slot (or a
// returned value through its pointer, a split call's result) one scalar
// at a time: SROA then makes one scalar phi per field of the slot. Stored whole, a value
// that is itself a phi of structs (a call's result after inlining) stays a struct phi in
// the loop, whose tag no pass follows: the loop keeps a test of that tag and its exit.
void BodyEmitter::StoreSlot(llvm::Value* v, llvm::Value* addr) {
  auto* st = llvm::dyn_cast<llvm::StructType>(v->getType());
  if (st == nullptr) {
    b_->CreateStore(v, addr);
    return;
  }
  for (unsigned i = 0; i < st->getNumElements(); ++i) {
    StoreSlot(b_->CreateExtractValue(v, {i}), b_->CreateStructGEP(st, addr, i));
  }
}

llvm::StoreInst* BodyEmitter::Store(llvm::Value* v, llvm::Value* addr, Mem m) {
  llvm::StoreInst* s = b_->CreateStore(v, addr);
  s->setMetadata(llvm::LLVMContext::MD_tbaa, me_.Tbaa(m));
  return s;
}

void BodyEmitter::Return(llvm::Value* v) {
  if (v == nullptr) {
    b_->CreateRetVoid();
  } else {
    b_->CreateRet(v);
  }
}

bool BodyEmitter::Statement(uint32_t i) {
  const ir::Stmt& s = body_->stmts[i];
  auto ops = body_->OperandsOf(s);
  switch (s.kind) {
    case ir::StmtKind::kCall: {
      CgValue v;
      if (!Call(i, ops, &v)) return false;
      if (ssa_fresh_[i] && !v.fresh) return Fail("a constructor of a mutable struct that makes no new object");
      ssa_[i] = v;
      return true;
    }
    case ir::StmtKind::kSplat: {
      CgValue v;
      if (!SplatCall(i, ops, s.aux, &v)) return false;
      if (ssa_fresh_[i] && !v.fresh) return Fail("a constructor of a mutable struct that makes no new object");
      ssa_[i] = v;
      return true;
    }
    case ir::StmtKind::kCopy: {
      if (ops.size() != 1) return Fail("a malformed copy");
      if ((s.flags & ir::kStmtBoundscheck) != 0) {
        // @boundscheck's condition (Julia's Expr(:boundscheck)): false inside
        // @inbounds and in a copy called from there, unless checks are forced.
        const bool skip = !BoundsChecksForced() && (inbounds_site_ || InboundsHere());
        ssa_[i] = CgValue{};
        ssa_[i].type = me_.rt().core.bool_;
        ssa_[i].v = b_->getInt1(!skip);
        return true;
      }
      return Operand(ops[0], &ssa_[i]);
    }
    case ir::StmtKind::kAssignSlot: {
      if (ops.size() != 1 || s.aux >= slots_.size()) return Fail("a malformed assignment");
      CgValue v;
      if (!Operand(ops[0], &v)) return false;
      runtime::Type* t = slot_types_[s.aux];
      if (t != nullptr && slot_consts_[s.aux].defined() && s.aux >= body_->nargs) {
        return true;  // a constant slot (inference proved the value is its constant)
      }
      if (t == nullptr || slot_consts_[s.aux].defined()) return Fail("an assignment to a slot without a value");
      if (!Coerce(v, t, &v)) return false;
      if (slots_[s.aux] != nullptr) {
        StoreSlot(v.v, slots_[s.aux]);
        logged_objects_.erase(slots_[s.aux]);  // the slot holds another object now
      }
      return true;
    }
    case ir::StmtKind::kNew: {
      CgValue v;
      if (!New(ops, &v)) return false;
      if (ssa_fresh_[i] && !v.fresh) return Fail("a new mutable struct not made by native code");
      ssa_[i] = v;
      return true;
    }
    case ir::StmtKind::kDeclareLocal:
      return true;  // slots read before assignment are refused above
    case ir::StmtKind::kGoto:
      b_->CreateBr(BlockAt(s.aux));
      return true;
    case ir::StmtKind::kGotoIfNot: {
      if (ops.size() != 1) return Fail("a malformed branch");
      CgValue c;
      if (!Operand(ops[0], &c)) return false;
      if (c.type != me_.rt().core.bool_) return Fail("a condition that is not a Bool");
      llvm::BasicBlock* next = BlockAt(i + 1);
      if (c.v == nullptr) return Fail("a condition without a value");
      b_->CreateCondBr(c.v, next, BlockAt(s.aux));
      return true;
    }
    case ir::StmtKind::kReturn: {
      if (ops.size() != 1) return Fail("a malformed return");
      CgValue v;
      if (!Operand(ops[0], &v)) return false;
      if (!Coerce(v, ret_type_, &v)) return false;
      llvm::Type* rt = me_.ResultRep(fn_);
      if (rt->isVoidTy()) {
        if (v.v != nullptr) return Fail("a value returned where the return type is a ghost");
        Return(nullptr);
        return true;
      }
      if (v.v == nullptr || v.v->getType() != rt) return Fail("a returned value of another type");
      if (me_.ResultThroughPointer(fn_)) {
        StoreSlot(v.v, fn_->getArg(fn_->arg_size() - 1));
        Return(nullptr);
        return true;
      }
      Return(v.v);
      return true;
    }
    case ir::StmtKind::kUnreachable:
      BailHere();
      return true;
    default:
      return Fail("a `" + std::string(ir::StmtKindName(s.kind)) + "` statement");
  }
}

void BodyEmitter::PredictFresh() {
  const uint32_t n = static_cast<uint32_t>(body_->stmts.size());
  ssa_fresh_.assign(n, false);
  slot_fresh_.assign(body_->slots.size(), false);
  const std::string saved = *why_;  // operands looked at here may not be native
  for (uint32_t i = 0; i < n; ++i) {
    const ir::Stmt& s = body_->stmts[i];
    if (s.kind != ir::StmtKind::kNew && s.kind != ir::StmtKind::kCall) continue;
    const infer::LType& t = typed_->ssa_types[i];
    if (t.is_const() || t.type == nullptr || !runtime::IsDataType(t.type)) continue;
    DataType* d = runtime::AsDataType(t.type);
    if (!d->concrete() || !d->is_mutable()) continue;
    const ModuleEmitter::Heap* h = me_.HeapOf(d);
    if (h == nullptr || h->vector) continue;
    std::span<const ir::Operand> ops = body_->OperandsOf(s);
    if (ops.empty() || (ops[0].kind != ir::OperandKind::kGlobal && ops[0].kind != ir::OperandKind::kConst)) continue;
    CgValue callee;
    const bool known = ops[0].kind == ir::OperandKind::kGlobal ? Global(ops[0].index, &callee)
                                                                : Constant(ir::ConstId(ops[0].index), &callee);
    ssa_fresh_[i] = known && callee.konst.defined() && runtime::IsType(callee.konst) &&
                    runtime::AsType(callee.konst) == d;
  }
  *why_ = saved;
  std::vector<int> assigned(body_->slots.size(), 0);  // 1: only fresh values, -1: some other
  for (uint32_t i = 0; i < n; ++i) {
    const ir::Stmt& s = body_->stmts[i];
    if (s.kind != ir::StmtKind::kAssignSlot || s.aux >= assigned.size()) continue;
    std::span<const ir::Operand> ops = body_->OperandsOf(s);
    const bool fresh = ops.size() == 1 && ops[0].kind == ir::OperandKind::kSsa && ops[0].index < n &&
                       ssa_fresh_[ops[0].index];
    if (!fresh) {
      assigned[s.aux] = -1;
    } else if (assigned[s.aux] == 0) {
      assigned[s.aux] = 1;
    }
  }
  for (size_t k = body_->nargs; k < assigned.size(); ++k) slot_fresh_[k] = assigned[k] == 1;
}

}  // namespace kiln::codegen
