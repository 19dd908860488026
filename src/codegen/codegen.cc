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
#include "runtime/subtype.h"
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
  BodyEmitter(ModuleEmitter& me, engine::CodeInstance* ci, llvm::Function* fn,
              std::vector<Value> consts)
      : me_(me), ci_(ci), fn_(fn), consts_(std::move(consts)) {}
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
  // A call of one method (no Union argument); its result as statement i's
  // type. With `never_returns`, a callee that always throws bails instead.
  bool DirectCall(uint32_t i, const std::vector<CgValue>& args, CgValue* out,
                  bool* never_returns = nullptr);
  // The value an SSA statement or slot of type `t` holds when it is known.
  bool FromLType(const infer::LType& t, CgValue* out);
  // `v` as a value of `t` (its own type, or a Union it is a member of).
  bool Coerce(const CgValue& v, runtime::Type* t, CgValue* out);
  // The member `m` of Union value u: bails unless u holds an m.
  bool Member(const CgValue& u, DataType* m, CgValue* out);
  // A struct or tuple of type d from its field values.
  bool Build(DataType* d, const std::vector<CgValue>& fields, CgValue* out);
  bool New(std::span<const ir::Operand> ops, CgValue* out);
  bool GetField(const CgValue& x, const CgValue& f, CgValue* out);
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
  std::vector<Value> consts_;             // per argument: the constant it is specialized to
  std::vector<llvm::AllocaInst*> slots_;  // null: a ghost slot (its value is its constant)
  std::vector<runtime::Type*> slot_types_;  // a DataType, or a Union held as its UnionRep
  std::vector<Value> slot_consts_;        // a specialized argument's constant
  runtime::Type* ret_type_ = nullptr;     // of the values returned
  uint32_t cur_ = 0;                      // the statement being emitted
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
  // a ghost (see IsGhost) or a type outside the subset. Immutable structs
  // and tuples whose fields all have one (or are ghosts) are LLVM structs of
  // their non-ghost fields (Aggregate).
  llvm::Type* RepOf(const DataType* t) {
    if (llvm::Type* r = ScalarRepOf(t)) return r;
    const Aggregate* a = AggregateOf(const_cast<DataType*>(t), 0);
    return a != nullptr ? a->llvm : nullptr;
  }
  llvm::Type* ScalarRepOf(const DataType* t) const {
    const runtime::CoreTypes& c = s_.rt.core;
    if (t == c.int64 || t == c.uint64) return types_.i64;
    if (t == c.float64) return types_.f64;
    if (t == c.bool_) return types_.i1;
    return nullptr;
  }
  bool IsScalar(llvm::Type* r) const { return r == types_.i64 || r == types_.f64 || r == types_.i1; }

  struct Aggregate {
    llvm::StructType* llvm = nullptr;
    std::vector<DataType*> fields;  // the field types
    std::vector<int> index;         // per field: its element, or -1 for a ghost
  };
  // Null when t is not such a struct.
  const Aggregate* AggregateOf(DataType* t, int depth);

  struct UnionRep {
    llvm::StructType* llvm = nullptr;
    std::vector<DataType*> members;  // the Union's components
    std::vector<int> index;          // per member: its payload element, or -1 for a ghost
  };
  // Unions of ghosts and types with registers; null otherwise.
  const UnionRep* UnionOf(runtime::Type* t);
  // The representation of a value of `t` (a DataType or a small Union): its
  // register type (null for a ghost); false when native code cannot hold it.
  bool RepOfType(runtime::Type* t, llvm::Type** out) {
    *out = nullptr;
    if (t->kind == runtime::TypeKind::kUnion) {
      const UnionRep* u = UnionOf(t);
      if (u == nullptr) return false;
      *out = u->llvm;
      return true;
    }
    if (!runtime::IsDataType(t)) return false;
    DataType* d = runtime::AsDataType(t);
    if (llvm::Type* r = RepOf(d)) {
      *out = r;
      return true;
    }
    return IsGhost(d);
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
  // `consts`: per argument, the constant it is specialized to (undefined: none).
  llvm::Function* FunctionFor(engine::CodeInstance* ci, const std::vector<Value>& consts,
                              std::string* why);
  bool Signature(engine::CodeInstance* ci, const std::vector<Value>& consts,
                 llvm::FunctionType** type, std::string* why);

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
  struct FunctionKeyHash {
    size_t operator()(const std::pair<engine::CodeInstance*, std::string>& k) const {
      return std::hash<const void*>()(k.first) ^ std::hash<std::string>()(k.second);
    }
  };
  std::unordered_map<std::pair<engine::CodeInstance*, std::string>, llvm::Function*, FunctionKeyHash>
      functions_;
  struct ToEmit {
    engine::CodeInstance* ci;
    llvm::Function* fn;
    std::vector<Value> consts;
  };
  std::deque<ToEmit> to_emit_;
  std::unordered_map<std::string, uint32_t> name_counts_;
  size_t internal_ = 0;
  LinkerInfo link_;
  std::unordered_map<DataType*, std::unique_ptr<Aggregate>> aggregates_;  // null: not one
  std::unordered_map<runtime::Type*, std::unique_ptr<UnionRep>> unions_;
};

const ModuleEmitter::Aggregate* ModuleEmitter::AggregateOf(DataType* t, int depth) {
  if (auto it = aggregates_.find(t); it != aggregates_.end()) return it->second.get();
  std::unique_ptr<Aggregate> a;
  // Nested at most a few levels (the type-depth limit keeps real ones shallow).
  if (depth < 4 && t->concrete() && !t->is_mutable() && !t->is_kind() && !t->is_type_type() &&
      t->layout == runtime::Layout::kStruct && t->nfields > 0 && t->nfields <= 16) {
    a = std::make_unique<Aggregate>();
    std::vector<llvm::Type*> elements;
    for (int64_t i = 0; i < t->nfields && a != nullptr; ++i) {
      Value ft = runtime::FieldType(s_.rt, t, i);
      if (!ft.defined() && t->is_tuple() && i < t->nparams()) ft = t->param(i);
      if (!ft.defined() || !runtime::IsType(ft) || !runtime::IsDataType(runtime::AsType(ft))) {
        a.reset();
        break;
      }
      DataType* f = runtime::AsDataType(runtime::AsType(ft));
      llvm::Type* r = ScalarRepOf(f);
      if (r == nullptr && !IsGhost(f)) {
        const Aggregate* inner = AggregateOf(f, depth + 1);
        if (inner != nullptr) r = inner->llvm;
      }
      a->fields.push_back(f);
      if (r != nullptr) {
        a->index.push_back(static_cast<int>(elements.size()));
        elements.push_back(r);
      } else if (IsGhost(f)) {
        a->index.push_back(-1);
      } else {
        a.reset();
      }
    }
    if (a != nullptr) a->llvm = llvm::StructType::get(ctx_, elements);
  }
  const Aggregate* out = a.get();
  aggregates_[t] = std::move(a);
  return out;
}

const ModuleEmitter::UnionRep* ModuleEmitter::UnionOf(runtime::Type* t) {
  if (t->kind != runtime::TypeKind::kUnion) return nullptr;
  if (auto it = unions_.find(t); it != unions_.end()) return it->second.get();
  auto* ut = static_cast<runtime::UnionType*>(t);
  auto u = std::make_unique<UnionRep>();
  std::vector<llvm::Type*> elements{types_.i8};
  for (uint32_t k = 0; k < ut->n && u != nullptr; ++k) {
    runtime::Type* m = ut->components()[k];
    if (!runtime::IsDataType(m) || !runtime::IsConcreteType(m)) {
      u.reset();
      break;
    }
    DataType* d = runtime::AsDataType(m);
    u->members.push_back(d);
    if (llvm::Type* r = RepOf(d)) {
      u->index.push_back(static_cast<int>(elements.size()));
      elements.push_back(r);
    } else if (IsGhost(d)) {
      u->index.push_back(-1);
    } else {
      u.reset();
    }
  }
  if (u != nullptr) u->llvm = llvm::StructType::get(ctx_, elements);
  const UnionRep* out = u.get();
  unions_[t] = std::move(u);
  return out;
}

runtime::Type* ReturnTypeOf(const engine::CodeInstance* ci) {
  return ci->rettype_const.defined() ? ci->rettype_const.type : ci->rettype;
}

bool ModuleEmitter::Signature(engine::CodeInstance* ci, const std::vector<Value>& consts,
                              llvm::FunctionType** type, std::string* why) {
  runtime::MethodInstance* mi = ci->mi;
  DataType* spec = mi->spec_types;
  if (mi->def->is_vararg) {
    // The trailing arguments come one by one and become the last slot's tuple.
    if (runtime::IsVarargTuple(spec)) return *why = "a vararg method of unknown arity", false;
    for (const Value& c : consts) {
      if (c.defined()) return *why = "a vararg method with constant arguments", false;
    }
  }
  std::vector<llvm::Type*> params;
  for (int64_t i = 0; i < spec->nparams(); ++i) {
    if (static_cast<size_t>(i) < consts.size() && consts[i].defined()) continue;  // specialized
    Value p = spec->param(i);
    if (!runtime::IsType(p) || !runtime::IsDataType(runtime::AsType(p))) {
      return *why = "an argument type that is not a DataType", false;
    }
    DataType* t = runtime::AsDataType(runtime::AsType(p));
    llvm::Type* r = RepOf(t);
    if (r != nullptr) {
      params.push_back(r);
    } else if (!IsGhost(t)) {
      return *why = "an argument of a type native code does not hold (" +
                    s_.lattice.ShowType(t) + ")", false;
    }
  }
  llvm::Type* ret = nullptr;
  runtime::Type* rt = ReturnTypeOf(ci);
  if (rt == s_.rt.core.bottom) return *why = "it never returns", false;
  if (rt == nullptr || !RepOfType(rt, &ret)) {
    return *why = "a return type native code does not hold (" +
                  (rt == nullptr ? std::string("?") : s_.lattice.ShowType(rt)) + ")", false;
  }
  if (ret == nullptr) ret = types_.void_;
  *type = llvm::FunctionType::get(ret, params, false);
  return true;
}

llvm::Function* ModuleEmitter::FunctionFor(engine::CodeInstance* ci, const std::vector<Value>& consts,
                                           std::string* why) {
  // Arguments that are constants of types without a register (a field's
  // name) make a copy of the callee specialized to them.
  std::string key;
  for (const Value& c : consts) {
    key += std::to_string(reinterpret_cast<uintptr_t>(c.type)) + ":" + std::to_string(c.bits) + ",";
  }
  auto it = functions_.find({ci, key});
  if (it != functions_.end()) return it->second;
  llvm::FunctionType* type = nullptr;
  if (!Signature(ci, consts, &type, why)) return nullptr;
  const infer::TypedBody* typed = TypedOf(ci);
  if (typed == nullptr || typed->src.body == nullptr) return *why = "no inferred body", nullptr;
  std::string base = SafeName(ci->mi->def->name ? ci->mi->def->name->name() : "anon");
  llvm::Function* fn;
  if (root_ == nullptr) {
    root_ = ci;
    fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, "julia_" + base + "_0",
                                module_);
    to_emit_.push_back({ci, fn, consts});
  } else {
    std::string name = "j_" + base + "_" + std::to_string(name_counts_[base]++);
    const bool small = typed->src.body->stmts.size() <= kMaxInternalStatements;
    if (small && internal_ < kMaxInternalFunctions) {
      ++internal_;
      fn = llvm::Function::Create(type, llvm::GlobalValue::InternalLinkage, name, module_);
      fn->addFnAttr(llvm::Attribute::AlwaysInline);
      to_emit_.push_back({ci, fn, consts});
    } else if (!key.empty()) {
      return *why = "a call with constant arguments to a callee too large to copy", nullptr;
    } else {
      fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
      link_.callees.push_back({name, ci});
    }
  }
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  functions_.emplace(std::make_pair(ci, key), fn);
  return fn;
}

bool ModuleEmitter::EmitAll(engine::CodeInstance* root, Emitted* out, std::string* why) {
  llvm::Function* entry = FunctionFor(root, {}, why);
  if (entry == nullptr) return false;
  while (!to_emit_.empty()) {
    ToEmit next = std::move(to_emit_.front());
    to_emit_.pop_front();
    engine::CodeInstance* ci = next.ci;
    BodyEmitter body(*this, ci, next.fn, std::move(next.consts));
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
  // Only arguments the interpreter's Values carry as bits, and a result that
  // is bits or a struct of bits, have an entry; the others are native code
  // only for native callers.
  DataType* spec = root->mi->spec_types;
  for (int64_t i = 0; i < spec->nparams(); ++i) {
    DataType* t = runtime::AsDataType(runtime::AsType(spec->param(i)));
    if (ScalarRepOf(t) == nullptr && !IsGhost(t)) return true;
  }
  runtime::Type* ret = ReturnTypeOf(root);
  if (!runtime::IsDataType(ret)) return true;
  DataType* rdt = runtime::AsDataType(ret);
  const Aggregate* agg = nullptr;
  if (ScalarRepOf(rdt) == nullptr && !IsGhost(rdt)) {
    agg = AggregateOf(rdt, 0);
    if (agg == nullptr) return true;
    for (DataType* f : agg->fields) {
      if (ScalarRepOf(f) == nullptr && !IsGhost(f)) return true;  // nested
    }
  }
  llvm::FunctionType* type = llvm::FunctionType::get(types_.i64, {types_.ptr, types_.ptr}, false);
  std::string name = entry->getName().str();
  name.replace(0, 5, "jlinvoke");  // julia_f_0 -> jlinvoke_f_0
  llvm::Function* fn =
      llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx_, "top", fn));
  std::vector<llvm::Value*> args;
  for (int64_t i = 0; i < spec->nparams(); ++i) {
    DataType* t = runtime::AsDataType(runtime::AsType(spec->param(i)));
    llvm::Type* r = ScalarRepOf(t);
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
  auto to_bits = [&](llvm::Value* v) -> llvm::Value* {
    if (v->getType() == types_.f64) return b.CreateBitCast(v, types_.i64);
    if (v->getType() == types_.i1) return b.CreateZExt(v, types_.i64);
    return v;
  };
  llvm::Type* rt = entry->getReturnType();
  if (agg != nullptr) {
    // A struct: its fields' bits in out[0..], one word each (ghosts skipped).
    for (size_t k = 0; k < agg->fields.size(); ++k) {
      if (agg->index[k] < 0) continue;
      llvm::Value* f = b.CreateExtractValue(r, {static_cast<unsigned>(agg->index[k])});
      b.CreateStore(to_bits(f), b.CreateConstInBoundsGEP1_64(types_.i64, fn->getArg(1), k));
    }
    b.CreateRet(b.getInt64(0));
    out->result_fields = agg->fields;
  } else if (rt == types_.void_) {
    b.CreateRet(b.getInt64(0));
  } else {
    b.CreateRet(to_bits(r));
  }
  link_.invoke = name;
  out->rettype = rdt;
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
    unsigned arg = 0;
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
          b_->CreateStore(tuple.v, slots_[k]);
        }
        continue;
      }
      if (slots_[k] == nullptr) continue;
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
    const bool is_value = s.kind == ir::StmtKind::kCall || s.kind == ir::StmtKind::kCopy ||
                          s.kind == ir::StmtKind::kNew;
    if (is_value && me_.lattice_is_bottom(typed_->ssa_types[i])) {
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
  return Build(d, std::vector<CgValue>(args.begin() + 1, args.end()), out);
}

bool BodyEmitter::GetField(const CgValue& x, const CgValue& f, CgValue* out) {
  if (x.utype != nullptr || x.type == nullptr) return Fail("getfield of a Union value");
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
  int64_t index = -1;
  if (f.konst.type == me_.rt().core.symbol) {
    index = runtime::FieldIndex(x.type, f.konst.As<runtime::Symbol>());
  } else if (f.konst.type == me_.rt().core.int64) {
    index = f.konst.AsInt() - 1;
  }
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
    case ir::ConstKind::kSymbol:
      // No register: a constant that only selects (a field's name).
      v = me_.rt().SymbolValue(mir_->NameText(ir::NameId(static_cast<uint32_t>(c.bits))));
      break;
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
      runtime::Type* t = slot_types_[s.aux];
      if (t == nullptr || slot_consts_[s.aux].defined()) return Fail("an assignment to a slot without a value");
      if (!Coerce(v, t, &v)) return false;
      if (slots_[s.aux] != nullptr) b_->CreateStore(v.v, slots_[s.aux]);
      return true;
    }
    case ir::StmtKind::kNew: {
      CgValue v;
      if (!New(ops, &v)) return false;
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
                        builtin == runtime::BuiltinId::kNfields;
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
      if (x.type != y.type || x.v == nullptr || y.v == nullptr || !me_.IsScalar(x.v->getType())) {
        return Fail("=== of values native code does not compare");
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
      b_->CreateStore(r.v, joined);
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
  if (lr.status != runtime::LookupStatus::kFound) return Fail("a call that does not find one method");
  engine::CodeInstance* target = me_.engine().Lookup(lr.mi, nullptr, me_.world());
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
  std::string reason;
  llvm::Function* fn = me_.FunctionFor(target, consts, &reason);
  if (fn == nullptr) return Fail("a call of " + name + ": " + reason);
  // The callee's arguments: every one with a register (ghosts and
  // specialized constants are implied).
  std::vector<llvm::Value*> values;
  for (size_t k = 0; k < args.size(); ++k) {
    if (k < consts.size() && consts[k].defined()) continue;
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
  // The callee's own return type may be narrower than the statement's (a
  // Union the call site joined): the value is then made the statement's.
  runtime::Type* ctype = ReturnTypeOf(target);
  CgValue r;
  if (ctype->kind == runtime::TypeKind::kUnion) {
    r.utype = static_cast<runtime::UnionType*>(ctype);
    r.v = v;
  } else {
    r.type = runtime::AsDataType(ctype);
    if (fn->getReturnType()->isVoidTy()) {
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
