// Emission of one CodeInstance's module (codegen.h). A ModuleEmitter owns the
// module and its function table; a BodyEmitter turns one inferred body into one
// function, statement by statement.
#include "codegen/codegen.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Host.h>

#include <deque>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "codegen/intrinsics.h"
#include "infer/lattice.h"
#include "infer/print.h"
#include "infer/typed_body.h"
#include "runtime/builtins.h"
#include "runtime/dispatch.h"
#include "runtime/intrinsics.h"
#include "runtime/module.h"
#include "runtime/types.h"

namespace kiln::codegen {

using runtime::DataType;
using runtime::Value;

struct Codegen::State {
  State(runtime::Runtime& r, engine::Engine& e) : rt(r), engine(e), lattice(r) {}
  runtime::Runtime& rt;
  engine::Engine& engine;
  infer::Lattice lattice;
};

namespace {

// Callees at most this long (statements) are emitted into their caller's
// module, at most this many per module.
constexpr size_t kMaxInternalStatements = 40;
constexpr size_t kMaxInternalFunctions = 24;

const infer::TypedBody* TypedOf(const engine::CodeInstance* ci) {
  return dynamic_cast<const infer::TypedBody*>(ci->inferred.get());
}

std::string SafeName(std::string_view name) {
  std::string out;
  for (char c : name) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '_';
    if (plain) {
      out += c;
    } else {
      static const char kHex[] = "0123456789abcdef";
      out += 'x';
      out += kHex[(static_cast<unsigned char>(c) >> 4) & 15];
      out += kHex[static_cast<unsigned char>(c) & 15];
    }
  }
  return out;
}

class ModuleEmitter;

// One body into one function.
class BodyEmitter {
 public:
  BodyEmitter(ModuleEmitter& me, engine::CodeInstance* ci, llvm::Function* fn)
      : me_(me), ci_(ci), fn_(fn) {}
  bool Emit(std::string* why);

 private:
  bool Fail(std::string text) {
    if (why_->empty()) *why_ = std::move(text);
    return false;
  }
  bool Operand(const ir::Operand& op, CgValue* out);
  bool Global(uint32_t ref, CgValue* out);
  bool Constant(ir::ConstId id, CgValue* out);
  bool Statement(uint32_t i);
  bool Call(uint32_t i, std::span<const ir::Operand> ops, CgValue* out);
  bool GenericCall(uint32_t i, const std::vector<CgValue>& args, CgValue* out);
  // The value an SSA statement or slot of type `t` holds when it is known.
  bool FromLType(const infer::LType& t, CgValue* out);
  void BailHere();
  void Return(llvm::Value* v);
  llvm::BasicBlock* BlockAt(uint32_t stmt) { return blocks_[stmt]; }

  ModuleEmitter& me_;
  engine::CodeInstance* ci_;
  llvm::Function* fn_;
  std::string* why_ = nullptr;
  const infer::TypedBody* typed_ = nullptr;
  const ir::Body* body_ = nullptr;
  const ir::ModuleIr* mir_ = nullptr;
  std::unique_ptr<llvm::IRBuilder<>> b_;
  std::vector<llvm::BasicBlock*> blocks_;  // per statement: the block it starts, or null
  std::vector<CgValue> ssa_;
  std::vector<llvm::AllocaInst*> slots_;  // null: a ghost slot (its value is its constant)
  std::vector<runtime::DataType*> slot_types_;
  llvm::Value* depth_ = nullptr;  // the depth budget on entry
  llvm::BasicBlock* bail_ = nullptr;
};

class ModuleEmitter {
 public:
  ModuleEmitter(Codegen::State& s, uint64_t world, const std::string& module_name)
      : s_(s), world_(world), module_(module_name, ctx_) {
    module_.setTargetTriple(llvm::sys::getDefaultTargetTriple());
    types_.i1 = llvm::Type::getInt1Ty(ctx_);
    types_.i8 = llvm::Type::getInt8Ty(ctx_);
    types_.i64 = llvm::Type::getInt64Ty(ctx_);
    types_.f64 = llvm::Type::getDoubleTy(ctx_);
    types_.ptr = llvm::PointerType::get(ctx_, 0);
    types_.void_ = llvm::Type::getVoidTy(ctx_);
  }

  runtime::Runtime& rt() { return s_.rt; }
  engine::Engine& engine() { return s_.engine; }
  uint64_t world() const { return world_; }
  llvm::LLVMContext& ctx() { return ctx_; }
  llvm::Module& module() { return module_; }
  const LlvmTypes& types() const { return types_; }

  // The LLVM type of a value of `t` in a register; null when it has none:
  // a ghost (see IsGhost) or a type outside the subset.
  llvm::Type* RepOf(const DataType* t) const {
    const runtime::CoreTypes& c = s_.rt.core;
    if (t == c.int64 || t == c.uint64) return types_.i64;
    if (t == c.float64) return types_.f64;
    if (t == c.bool_) return types_.i1;
    return nullptr;
  }
  // Types whose one value is known from the type: singletons and Type{T}.
  static bool IsGhost(const DataType* t) {
    return t->layout == runtime::Layout::kSingleton || t->is_type_type();
  }
  static Value GhostValue(const DataType* t) {
    if (t->layout == runtime::Layout::kSingleton) return t->instance;
    return t->param(0);
  }

  // The function of `ci` in this module: the root, an internal copy, or an
  // external declaration (recorded in the linker info). False with *why when
  // ci cannot be native.
  llvm::Function* FunctionFor(engine::CodeInstance* ci, std::string* why);
  bool Signature(engine::CodeInstance* ci, llvm::FunctionType** type, std::string* why);

  bool lattice_is_bottom(const infer::LType& t) { return s_.lattice.IsBottom(t); }
  std::string lattice_show(runtime::Type* t) { return s_.lattice.ShowType(t); }

  llvm::GlobalVariable* RuntimeGlobal(const char* name, llvm::Type* type) {
    if (llvm::GlobalVariable* g = module_.getNamedGlobal(name)) return g;
    link_.runtime_refs.push_back(name);
    return new llvm::GlobalVariable(module_, type, /*isConstant=*/false,
                                    llvm::GlobalValue::ExternalLinkage, nullptr, name);
  }

  bool EmitAll(engine::CodeInstance* root, Emitted* out, std::string* why);

 private:
  bool EmitInvoke(engine::CodeInstance* root, llvm::Function* entry, Emitted* out, std::string* why);

  Codegen::State& s_;
  uint64_t world_;
  llvm::LLVMContext ctx_;
  llvm::Module module_;
  LlvmTypes types_;
  engine::CodeInstance* root_ = nullptr;
  std::unordered_map<engine::CodeInstance*, llvm::Function*> functions_;
  std::deque<std::pair<engine::CodeInstance*, llvm::Function*>> to_emit_;
  std::unordered_map<std::string, uint32_t> name_counts_;
  size_t internal_ = 0;
  LinkerInfo link_;
};

bool ModuleEmitter::Signature(engine::CodeInstance* ci, llvm::FunctionType** type,
                              std::string* why) {
  runtime::MethodInstance* mi = ci->mi;
  if (mi->def->is_vararg) return *why = "a vararg method", false;
  DataType* spec = mi->spec_types;
  std::vector<llvm::Type*> params;
  for (int64_t i = 0; i < spec->nparams(); ++i) {
    Value p = spec->param(i);
    if (!runtime::IsType(p) || !runtime::IsDataType(runtime::AsType(p))) {
      return *why = "an argument type that is not a DataType", false;
    }
    DataType* t = runtime::AsDataType(runtime::AsType(p));
    if (llvm::Type* r = RepOf(t)) {
      params.push_back(r);
    } else if (!IsGhost(t)) {
      return *why = "an argument of a type native code does not hold (" +
                    s_.lattice.ShowType(t) + ")", false;
    }
  }
  llvm::Type* ret = nullptr;
  runtime::Type* rt = ci->rettype;
  if (ci->rettype_const.defined()) rt = ci->rettype_const.type;
  if (rt == s_.rt.core.bottom) return *why = "it never returns", false;
  if (rt == nullptr || !runtime::IsDataType(rt)) return *why = "a return type that is not concrete", false;
  DataType* rdt = runtime::AsDataType(rt);
  ret = RepOf(rdt);
  if (ret == nullptr) {
    if (!IsGhost(rdt)) return *why = "a return type native code does not hold (" + s_.lattice.ShowType(rdt) + ")", false;
    ret = types_.void_;
  }
  *type = llvm::FunctionType::get(ret, params, false);
  return true;
}

llvm::Function* ModuleEmitter::FunctionFor(engine::CodeInstance* ci, std::string* why) {
  auto it = functions_.find(ci);
  if (it != functions_.end()) return it->second;
  llvm::FunctionType* type = nullptr;
  if (!Signature(ci, &type, why)) return nullptr;
  const infer::TypedBody* typed = TypedOf(ci);
  if (typed == nullptr || typed->src.body == nullptr) return *why = "no inferred body", nullptr;
  std::string base = SafeName(ci->mi->def->name ? ci->mi->def->name->name() : "anon");
  llvm::Function* fn;
  if (root_ == nullptr) {
    root_ = ci;
    fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, "julia_" + base + "_0",
                                module_);
    to_emit_.emplace_back(ci, fn);
  } else {
    std::string name = "j_" + base + "_" + std::to_string(name_counts_[base]++);
    const bool small = typed->src.body->stmts.size() <= kMaxInternalStatements;
    if (small && internal_ < kMaxInternalFunctions) {
      ++internal_;
      fn = llvm::Function::Create(type, llvm::GlobalValue::InternalLinkage, name, module_);
      fn->addFnAttr(llvm::Attribute::AlwaysInline);
      to_emit_.emplace_back(ci, fn);
    } else {
      fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
      link_.callees.push_back({name, ci});
    }
  }
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  functions_.emplace(ci, fn);
  return fn;
}

bool ModuleEmitter::EmitAll(engine::CodeInstance* root, Emitted* out, std::string* why) {
  llvm::Function* entry = FunctionFor(root, why);
  if (entry == nullptr) return false;
  while (!to_emit_.empty()) {
    auto [ci, fn] = to_emit_.front();
    to_emit_.pop_front();
    BodyEmitter body(*this, ci, fn);
    if (!body.Emit(why)) {
      if (ci != root) {
        *why = "callee " + s_.lattice.ShowType(ci->mi->spec_types) + ": " + *why;
      }
      return false;
    }
  }
  if (!EmitInvoke(root, entry, out, why)) return false;
  std::string errors;
  llvm::raw_string_ostream es(errors);
  if (llvm::verifyModule(module_, &es)) {
    *why = "internal error: the emitted module does not verify: " + errors;
    return false;
  }
  link_.entry = entry->getName().str();
  out->functions = static_cast<uint32_t>(functions_.size() - link_.callees.size());
  out->link = std::move(link_);
  llvm::raw_string_ostream os(out->bitcode);
  llvm::WriteBitcodeToFile(module_, os);
  os.flush();
  return true;
}

bool ModuleEmitter::EmitInvoke(engine::CodeInstance* root, llvm::Function* entry, Emitted* out,
                               std::string* why) {
  (void)why;
  llvm::FunctionType* type = llvm::FunctionType::get(types_.i64, {types_.ptr}, false);
  std::string name = entry->getName().str();
  name.replace(0, 5, "jlinvoke");  // julia_f_0 -> jlinvoke_f_0
  llvm::Function* fn =
      llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx_, "top", fn));
  std::vector<llvm::Value*> args;
  DataType* spec = root->mi->spec_types;
  for (int64_t i = 0; i < spec->nparams(); ++i) {
    DataType* t = runtime::AsDataType(runtime::AsType(spec->param(i)));
    llvm::Type* r = RepOf(t);
    if (r == nullptr) continue;
    llvm::Value* addr = b.CreateConstInBoundsGEP1_64(types_.i8, fn->getArg(0),
                                                     static_cast<uint64_t>(i) * sizeof(Value) + 8);
    llvm::Value* bits = b.CreateLoad(types_.i64, addr);
    if (r == types_.f64) {
      args.push_back(b.CreateBitCast(bits, types_.f64));
    } else if (r == types_.i1) {
      args.push_back(b.CreateICmpNE(bits, b.getInt64(0)));
    } else {
      args.push_back(bits);
    }
  }
  llvm::Value* r = b.CreateCall(entry, args);
  llvm::Type* rt = entry->getReturnType();
  if (rt == types_.void_) {
    b.CreateRet(b.getInt64(0));
  } else if (rt == types_.f64) {
    b.CreateRet(b.CreateBitCast(r, types_.i64));
  } else if (rt == types_.i1) {
    b.CreateRet(b.CreateZExt(r, types_.i64));
  } else {
    b.CreateRet(r);
  }
  link_.invoke = name;
  runtime::Type* ret = root->rettype_const.defined() ? root->rettype_const.type : root->rettype;
  out->rettype = runtime::AsDataType(ret);
  return true;
}

// ---- Bodies ----

bool BodyEmitter::FromLType(const infer::LType& t, CgValue* out) {
  if (t.is_const()) {
    DataType* ct = t.konst.type;
    out->type = ct;
    out->konst = t.konst;
    if (llvm::Type* r = me_.RepOf(ct)) {
      if (r == me_.types().f64) {
        out->v = llvm::ConstantFP::get(me_.ctx(), llvm::APFloat(t.konst.AsFloat64()));
      } else {
        out->v = llvm::ConstantInt::get(r, r == me_.types().i1 ? (t.konst.bits & 1) : t.konst.bits);
      }
    }
    return true;
  }
  return false;
}

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

  // Slots: allocas in the entry block; arguments stored there.
  const size_t nslots = body_->slots.size();
  slots_.assign(nslots, nullptr);
  slot_types_.assign(nslots, nullptr);
  DataType* spec = ci_->mi->spec_types;
  for (size_t k = 0; k < nslots; ++k) {
    const ir::Slot& slot = body_->slots[k];
    const bool is_arg = k < body_->nargs;
    if (slot.flags & ir::kSlotBoxed) return Fail("a slot captured by a closure");
    DataType* t = nullptr;
    if (is_arg) {
      if (static_cast<int64_t>(k) >= spec->nparams()) return Fail("argument count mismatch");
      t = runtime::AsDataType(runtime::AsType(spec->param(static_cast<int64_t>(k))));
      if ((slot.flags & ir::kSlotAssigned) && !me_.RepOf(t)) {
        return Fail("an assigned argument of a ghost type");
      }
    } else {
      const infer::LType& lt = typed_->slot_types[k];
      if (me_.lattice_is_bottom(lt)) continue;  // never assigned on a path that runs
      runtime::Type* tt = lt.is_const() ? lt.konst.type : lt.type;
      if (!runtime::IsDataType(tt) || !runtime::IsConcreteType(tt)) {
        return Fail("slot " + std::string(mir_->NameText(slot.name)) + " is not of one concrete type");
      }
      t = runtime::AsDataType(tt);
      if (slot.flags & ir::kSlotUsedUndef) {
        return Fail("slot " + std::string(mir_->NameText(slot.name)) + " may be read before it is assigned");
      }
    }
    slot_types_[k] = t;
    if (llvm::Type* r = me_.RepOf(t)) {
      slots_[k] = b_->CreateAlloca(r, nullptr, std::string(mir_->NameText(slot.name)));
    } else if (!ModuleEmitter::IsGhost(t)) {
      return Fail("slot " + std::string(mir_->NameText(slot.name)) + " holds a " +
                  me_.lattice_show(t) + ", which native code does not hold");
    }
  }
  {
    unsigned arg = 0;
    for (size_t k = 0; k < body_->nargs && k < nslots; ++k) {
      if (me_.RepOf(slot_types_[k]) == nullptr) continue;
      b_->CreateStore(fn_->getArg(arg++), slots_[k]);
    }
  }
  // The depth budget: a call when none is left bails (the interpreter then
  // raises StackOverflowError where it would).
  bail_ = llvm::BasicBlock::Create(ctx, "bail", fn_);
  {
    llvm::GlobalVariable* depth = me_.RuntimeGlobal(kDepthLeft, ty.i64);
    depth_ = b_->CreateLoad(ty.i64, depth, "depth");
    llvm::BasicBlock* go = llvm::BasicBlock::Create(ctx, "enter", fn_);
    // Out of depth: the flag says so (2), so the tier can stop offering
    // deeper calls of the same method.
    llvm::BasicBlock* deep = llvm::BasicBlock::Create(ctx, "too_deep", fn_);
    b_->CreateCondBr(b_->CreateICmpEQ(depth_, b_->getInt64(0)), deep, go);
    b_->SetInsertPoint(deep);
    b_->CreateStore(b_->getInt8(kBailTooDeep), me_.RuntimeGlobal(kBailFlag, ty.i8));
    if (fn_->getReturnType()->isVoidTy()) {
      b_->CreateRetVoid();
    } else {
      b_->CreateRet(llvm::PoisonValue::get(fn_->getReturnType()));
    }
    b_->SetInsertPoint(go);
    b_->CreateStore(b_->CreateSub(depth_, b_->getInt64(1)), depth);
  }

  ssa_.assign(n, CgValue{});
  bool terminated = false;
  for (uint32_t i = 0; i < n; ++i) {
    if (blocks_[i] != nullptr) {
      if (!terminated) b_->CreateBr(blocks_[i]);
      b_->SetInsertPoint(blocks_[i]);
      terminated = false;
    } else if (terminated) {
      continue;  // dead statements after a bail
    }
    const ir::Stmt& s = body_->stmts[i];
    const bool is_value = s.kind == ir::StmtKind::kCall || s.kind == ir::StmtKind::kCopy;
    if (is_value && me_.lattice_is_bottom(typed_->ssa_types[i])) {
      // Throws, or is never reached: either way the interpreter does it.
      BailHere();
      terminated = true;
      continue;
    }
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
    llvm::Value* old = b_->CreateLoad(ty.i8, flag);
    b_->CreateStore(b_->CreateSelect(b_->CreateICmpEQ(old, b_->getInt8(0)), b_->getInt8(kBailThrow), old),
                    flag);
  }
  if (fn_->getReturnType()->isVoidTy()) {
    b_->CreateRetVoid();
  } else {
    b_->CreateRet(llvm::PoisonValue::get(fn_->getReturnType()));
  }
  return true;
}

void BodyEmitter::BailHere() { b_->CreateBr(bail_); }

void BodyEmitter::Return(llvm::Value* v) {
  b_->CreateStore(depth_, me_.RuntimeGlobal(kDepthLeft, me_.types().i64));
  if (v == nullptr) {
    b_->CreateRetVoid();
  } else {
    b_->CreateRet(v);
  }
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
    case ir::ConstKind::kFloat64: v = Value::Make(core.float64, c.bits); break;
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
  return FromLType(t, out);
}

bool BodyEmitter::Operand(const ir::Operand& op, CgValue* out) {
  switch (op.kind) {
    case ir::OperandKind::kSsa:
      if (op.index >= ssa_.size() || ssa_[op.index].type == nullptr) {
        return Fail("a use of a statement that has no value");
      }
      *out = ssa_[op.index];
      return true;
    case ir::OperandKind::kSlot: {
      if (op.index >= slots_.size() || slot_types_[op.index] == nullptr) {
        return Fail("a slot that is never assigned");
      }
      DataType* t = slot_types_[op.index];
      out->type = t;
      if (slots_[op.index] != nullptr) {
        out->v = b_->CreateLoad(me_.RepOf(t), slots_[op.index]);
        out->konst = Value();
      } else {
        out->v = nullptr;
        out->konst = ModuleEmitter::GhostValue(t);
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
      return FromLType(t, out);
    }
    case ir::OperandKind::kNone:
      break;
  }
  return Fail("a missing operand");
}

bool BodyEmitter::Statement(uint32_t i) {
  const ir::Stmt& s = body_->stmts[i];
  auto ops = body_->OperandsOf(s);
  switch (s.kind) {
    case ir::StmtKind::kCall: {
      CgValue v;
      if (!Call(i, ops, &v)) return false;
      ssa_[i] = v;
      return true;
    }
    case ir::StmtKind::kCopy: {
      if (ops.size() != 1) return Fail("a malformed copy");
      return Operand(ops[0], &ssa_[i]);
    }
    case ir::StmtKind::kAssignSlot: {
      if (ops.size() != 1 || s.aux >= slots_.size()) return Fail("a malformed assignment");
      CgValue v;
      if (!Operand(ops[0], &v)) return false;
      DataType* t = slot_types_[s.aux];
      if (t == nullptr || v.type != t) return Fail("an assignment of another type than its slot's");
      if (slots_[s.aux] != nullptr) b_->CreateStore(v.v, slots_[s.aux]);
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
      llvm::Type* rt = fn_->getReturnType();
      if (rt->isVoidTy()) {
        if (v.v != nullptr) return Fail("a value returned where the return type is a ghost");
        Return(nullptr);
        return true;
      }
      if (v.v == nullptr || v.v->getType() != rt) return Fail("a returned value of another type");
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

bool BodyEmitter::Call(uint32_t i, std::span<const ir::Operand> ops, CgValue* out) {
  if (ops.empty()) return Fail("a call without a callee");
  std::vector<CgValue> args(ops.size());
  for (size_t k = 0; k < ops.size(); ++k) {
    if (!Operand(ops[k], &args[k])) return false;
  }
  const CgValue& callee = args[0];
  if (!callee.konst.defined()) return Fail("a call of a value not known to inference");
  runtime::Runtime& rt = me_.rt();
  const infer::LType& result = typed_->ssa_types[i];
  // The statement's type as inference gave it.
  runtime::Type* rtype = result.is_const() ? result.konst.type : result.type;
  if (!runtime::IsDataType(rtype) || !runtime::IsConcreteType(rtype)) {
    return Fail("a call whose result is not of one concrete type");
  }
  DataType* want = runtime::AsDataType(rtype);
  if (callee.konst.type == rt.core.intrinsic_function) {
    runtime::IntrinsicId id = runtime::IntrinsicIdOf(rt, callee.konst);
    IntrinsicEmitContext c{*b_, me_.types(), bail_, want, me_.RepOf(want), me_.rt()};
    std::vector<IntrinsicArg> iargs;
    for (size_t k = 1; k < args.size(); ++k) {
      iargs.push_back(IntrinsicArg{args[k].v, args[k].type, args[k].konst, me_.RepOf(args[k].type)});
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
    if (builtin == runtime::BuiltinId::kIs && args.size() == 3) {
      CgValue folded;
      if (FromLType(result, &folded)) {
        *out = folded;
        return true;
      }
      const CgValue& x = args[1];
      const CgValue& y = args[2];
      if (x.type != y.type || x.v == nullptr || y.v == nullptr) {
        return Fail("=== of values native code does not compare");
      }
      llvm::Value* a = x.v;
      llvm::Value* c = y.v;
      if (a->getType()->isDoubleTy()) {
        a = b_->CreateBitCast(a, me_.types().i64);
        c = b_->CreateBitCast(c, me_.types().i64);
      }
      out->type = rt.core.bool_;
      out->v = b_->CreateICmpEQ(a, c);
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
    return Fail(std::string("the builtin ") + runtime::GetBuiltinInfo(builtin).name);
  }
  return GenericCall(i, args, out);
}

bool BodyEmitter::GenericCall(uint32_t i, const std::vector<CgValue>& args, CgValue* out) {
  runtime::Runtime& rt = me_.rt();
  std::vector<DataType*> types(args.size());
  for (size_t k = 0; k < args.size(); ++k) {
    const CgValue& a = args[k];
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
  if (lr.status != runtime::LookupStatus::kFound) return Fail("a call that does not find one method");
  engine::CodeInstance* target = me_.engine().Lookup(lr.mi, nullptr, me_.world());
  std::string name = mt->name != nullptr ? std::string(mt->name->name()) : "?";
  if (target == nullptr || target->partial) return Fail("a call of " + name + " that was not inferred");
  std::string reason;
  llvm::Function* fn = me_.FunctionFor(target, &reason);
  if (fn == nullptr) return Fail("a call of " + name + ": " + reason);
  // The callee's arguments: every one with a register (ghosts are implied).
  std::vector<llvm::Value*> values;
  DataType* spec = lr.mi->spec_types;
  for (size_t k = 0; k < args.size(); ++k) {
    DataType* pt = runtime::AsDataType(runtime::AsType(spec->param(static_cast<int64_t>(k))));
    llvm::Type* r = me_.RepOf(pt);
    if (r == nullptr) continue;
    if (args[k].v == nullptr || args[k].type != pt) return Fail("an argument of another type than the callee's");
    values.push_back(args[k].v);
  }
  llvm::Value* v = b_->CreateCall(fn, values);
  // A callee that bailed has raised the flag: return at once.
  llvm::LoadInst* flag = b_->CreateLoad(me_.types().i8, me_.RuntimeGlobal(kBailFlag, me_.types().i8));
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "ok", fn_);
  b_->CreateCondBr(b_->CreateICmpNE(flag, b_->getInt8(0)), bail_, go);
  b_->SetInsertPoint(go);
  const infer::LType& result = typed_->ssa_types[i];
  runtime::Type* rtype = result.is_const() ? result.konst.type : result.type;
  out->type = runtime::AsDataType(rtype);
  if (fn->getReturnType()->isVoidTy()) {
    out->v = nullptr;
    if (!ModuleEmitter::IsGhost(out->type)) return Fail("a ghost result of a non-ghost type");
    out->konst = ModuleEmitter::GhostValue(out->type);
  } else {
    if (me_.RepOf(out->type) != fn->getReturnType()) return Fail("a result of another type than inferred");
    out->v = v;
  }
  return true;
}

}  // namespace

Codegen::Codegen(runtime::Runtime& rt, engine::Engine& engine)
    : s_(std::make_unique<State>(rt, engine)) {}
Codegen::~Codegen() = default;

std::string Codegen::StableKey(const engine::CodeInstance* ci) {
  return infer::ShowMethodInstance(s_->lattice, ci->mi);
}

bool Codegen::Emit(engine::CodeInstance* ci, uint64_t world, Emitted* out, std::string* why) {
  why->clear();
  out->key = StableKey(ci);
  std::string name = ci->mi->def->name ? std::string(ci->mi->def->name->name()) : "anon";
  ModuleEmitter me(*s_, world, "julia_" + SafeName(name));
  return me.EmitAll(ci, out, why);
}

std::string Codegen::BitcodeToText(const std::string& bitcode) {
  llvm::LLVMContext ctx;
  auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "module"), ctx);
  if (!m) {
    llvm::consumeError(m.takeError());
    return "";
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  (*m)->print(os, nullptr);
  os.flush();
  return text;
}

}  // namespace kiln::codegen
