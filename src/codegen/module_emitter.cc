// ModuleEmitter (emitter.h): register types of runtime types, signatures,
// the module's function table, the invoke entry and the finished module.
#include "codegen/emitter.h"

#include <cstddef>

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Host.h>

#include "runtime/object.h"
#include "runtime/types.h"

namespace kiln::codegen {

ModuleEmitter::ModuleEmitter(Codegen::State& s, uint64_t world, const std::string& module_name,
                             const std::unordered_set<engine::CodeInstance*>& interpreted)
    : s_(s), world_(world), interpreted_(interpreted), module_(module_name, ctx_) {
  module_.setTargetTriple(llvm::sys::getDefaultTargetTriple());
  types_.i1 = llvm::Type::getInt1Ty(ctx_);
  types_.i8 = llvm::Type::getInt8Ty(ctx_);
  types_.i64 = llvm::Type::getInt64Ty(ctx_);
  types_.f64 = llvm::Type::getDoubleTy(ctx_);
  types_.ptr = llvm::PointerType::get(ctx_, 0);
  types_.void_ = llvm::Type::getVoidTy(ctx_);
}

llvm::MDNode* ModuleEmitter::Tbaa(Mem m) {
  const auto k = static_cast<size_t>(m);
  if (tbaa_[k] != nullptr) return tbaa_[k];
  static constexpr const char* kNames[] = {"kiln runtime", "kiln array header", "kiln array data",
                                           "kiln field",   "kiln type word",    "kiln undo record"};
  static_assert(std::size(kNames) == std::size(decltype(tbaa_){}));
  llvm::MDBuilder md(ctx_);
  if (tbaa_root_ == nullptr) tbaa_root_ = md.createTBAARoot("kiln");
  llvm::MDNode* type = md.createTBAAScalarTypeNode(kNames[k], tbaa_root_);
  tbaa_[k] = md.createTBAAStructTagNode(type, type, 0);
  return tbaa_[k];
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
      // An object native code reaches through a pointer (a mutable struct
      // of `for b in bodies`'s Tuple{Body, Int64}): its address.
      if (r == nullptr && !IsGhost(f) && (HeapOf(f) != nullptr || f == s_.rt.core.string)) r = types_.ptr;
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

bool ModuleEmitter::Signature(engine::CodeInstance* ci, const std::vector<Value>& consts, bool internal,
                              llvm::FunctionType** type, llvm::Type** result_out, std::string* why) {
  *result_out = nullptr;
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
  params.insert(params.begin(), types_.i64);  // the depth budget (body.cc)
  if (internal && ret->isStructTy()) {
    // A struct or Union result of a function of this module is stored
    // through a pointer to the caller's stack: once inlined, each field is
    // its own value (SROA), where a returned aggregate stays one phi that
    // hides a Union's tag from LLVM (the `iterate` protocol of every loop).
    params.push_back(types_.ptr);
    *result_out = ret;
    ret = types_.void_;
  }
  *type = llvm::FunctionType::get(ret, params, false);
  return true;
}

llvm::Function* ModuleEmitter::FunctionFor(engine::CodeInstance* ci, const std::vector<Value>& consts,
                                           std::string* why, llvm::Function* caller, bool inbounds_site) {
  // Arguments that are constants of types without a register (a field's
  // name) make a copy of the callee specialized to them; so does a call
  // inside @inbounds of a callee small enough to copy (its @boundscheck
  // blocks skipped, as Julia's inlining at an @inbounds call site).
  std::string key;
  if (inbounds_site) {
    const infer::TypedBody* t = TypedOf(ci);
    inbounds_site = root_ != nullptr && t != nullptr && t->src.body != nullptr &&
                    t->src.body->stmts.size() <= kMaxInternalStatements && internal_ < kMaxInternalFunctions;
    if (inbounds_site) key = "inbounds;";
  }
  for (const Value& c : consts) {
    key += std::to_string(reinterpret_cast<uintptr_t>(c.type)) + ":" + std::to_string(c.bits) + ",";
  }
  // The root calling itself calls its internal copy (a key no constant
  // arguments make), which calls the root.
  if (caller != nullptr && caller == root_fn_ && ci == root_ && key.empty()) key = "self";
  auto it = functions_.find({ci, key});
  if (it != functions_.end()) return it->second;
  const infer::TypedBody* typed = TypedOf(ci);
  if (typed == nullptr || typed->src.body == nullptr) return *why = "no inferred body", nullptr;
  const bool internal = root_ != nullptr && typed->src.body->stmts.size() <= kMaxInternalStatements &&
                        internal_ < kMaxInternalFunctions;
  if (key == "self" && !internal) return FunctionFor(ci, consts, why);  // too large to copy: the root itself
  llvm::FunctionType* type = nullptr;
  llvm::Type* result_out = nullptr;
  if (!Signature(ci, consts, internal, &type, &result_out, why)) return nullptr;
  std::string base = SafeName(ci->mi->def->name ? ci->mi->def->name->name() : "anon");
  llvm::Function* fn;
  if (root_ == nullptr) {
    root_ = ci;
    fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, "julia_" + base + "_0",
                                module_);
    root_fn_ = fn;
    to_emit_.push_back({ci, fn, consts});
  } else {
    std::string name = "j_" + base + "_" + std::to_string(name_counts_[base]++);
    if (internal) {
      ++internal_;
      fn = llvm::Function::Create(type, llvm::GlobalValue::InternalLinkage, name, module_);
      fn->addFnAttr(llvm::Attribute::AlwaysInline);
      if (key == "self") self_copy_ = fn;
      to_emit_.push_back({ci, fn, consts, inbounds_site});
    } else if (!key.empty()) {
      return *why = "a call with constant arguments to a callee too large to copy", nullptr;
    } else {
      fn = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
      link_.callees.push_back({name, ci});
    }
  }
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  if (result_out != nullptr) result_out_[fn] = result_out;
  {
    // Objects (arrays, mutable structs) are never null and their headers
    // may be read ahead of a branch (LLVM then keeps an array's length and
    // data pointer out of loops).
    unsigned p = 1;  // after the depth budget
    DataType* spec = ci->mi->spec_types;
    for (int64_t i = 0; i < spec->nparams(); ++i) {
      if (static_cast<size_t>(i) < consts.size() && consts[i].defined()) continue;
      DataType* t = runtime::AsDataType(runtime::AsType(spec->param(i)));
      llvm::Type* r = RepOf(t);
      if (r == nullptr) continue;
      if (r == types_.ptr) {
        fn->addParamAttr(p, llvm::Attribute::NonNull);
        fn->addParamAttr(p, llvm::Attribute::NoUndef);
        fn->addDereferenceableParamAttr(p, HeapBytes(t));
        fn->addParamAttr(p, llvm::Attribute::getWithAlignment(ctx_, llvm::Align(8)));
      }
      ++p;
    }
  }
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
    BodyEmitter body(*this, ci, next.fn, std::move(next.consts), next.inbounds_site);
    if (!body.Emit(why)) {
      if (ci != root) {
        failed_callee_ = ci;
        *why = "callee " + s_.lattice.ShowType(ci->mi->spec_types) + ": " + *why;
      }
      return false;
    }
  }
  DeferBailChecks();
  FoldDepthChecks(entry);
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

void ModuleEmitter::FoldDepthChecks(llvm::Function* root) {
  // A function of this module at nesting L below the root is given the
  // root's budget less L and bails when that is 0; the root bailing when its
  // budget is at most the deepest L instead bails no later than any of them
  // would (earlier at worst, which only hands the call to the interpreter),
  // and the checks inside loops are gone. Only without recursion among them.
  std::unordered_map<llvm::Function*, int> height;  // -1: being visited
  bool cycle = false;
  std::function<int(llvm::Function*)> visit = [&](llvm::Function* f) -> int {
    auto [it, fresh] = height.emplace(f, -1);
    if (!fresh) {
      if (it->second < 0) cycle = true;
      return std::max(it->second, 0);
    }
    int h = 0;
    for (llvm::Function* callee : local_calls_[f]) h = std::max(h, 1 + visit(callee));
    height[f] = h;
    return h;
  };
  const int deepest = visit(root);
  if (cycle || deepest == 0) return;
  auto root_check = depth_checks_.find(root);
  if (root_check == depth_checks_.end()) return;
  for (auto& [f, check] : depth_checks_) {
    if (f == root) continue;
    check->replaceAllUsesWith(llvm::ConstantInt::getFalse(ctx_));
    check->eraseFromParent();
  }
  root_check->second->setPredicate(llvm::CmpInst::ICMP_ULE);
  root_check->second->setOperand(1, llvm::ConstantInt::get(types_.i64, static_cast<uint64_t>(deepest)));
}

bool ModuleEmitter::EmitInvoke(engine::CodeInstance* root, llvm::Function* entry, Emitted* out,
                               std::string* why) {
  (void)why;
  // Only arguments the interpreter's Values carry as bits, and a result that
  // is bits or a struct of bits and objects, have an entry; the others are
  // native code only for native callers.
  DataType* spec = root->mi->spec_types;
  // A struct argument (`SubString{String}`) is the interpreter's StructObject:
  // its fields' Values after the header, each a scalar or an object.
  auto flat_struct = [&](DataType* t) -> const Aggregate* {
    const Aggregate* a = AggregateOf(t, 0);
    if (a == nullptr || t->layout != runtime::Layout::kStruct) return nullptr;
    for (DataType* f : a->fields) {
      if (ScalarRepOf(f) == nullptr && !IsGhost(f) && HeapOf(f) == nullptr && f != s_.rt.core.string) return nullptr;
    }
    return a;
  };
  for (int64_t i = 0; i < spec->nparams(); ++i) {
    DataType* t = runtime::AsDataType(runtime::AsType(spec->param(i)));
    if (ScalarRepOf(t) == nullptr && !IsGhost(t) && HeapOf(t) == nullptr && t != s_.rt.core.string &&
        flat_struct(t) == nullptr) {
      return true;
    }
  }
  runtime::Type* ret = ReturnTypeOf(root);
  if (!runtime::IsDataType(ret)) return true;
  DataType* rdt = runtime::AsDataType(ret);
  const Aggregate* agg = nullptr;
  if (ScalarRepOf(rdt) == nullptr && !IsGhost(rdt) && HeapOf(rdt) == nullptr && rdt != s_.rt.core.string) {
    agg = AggregateOf(rdt, 0);
    if (agg == nullptr) return true;
    for (DataType* f : agg->fields) {
      // An object's field is its address (the Value's bits); a nested struct has no entry.
      if (ScalarRepOf(f) == nullptr && !IsGhost(f) && HeapOf(f) == nullptr) return true;
    }
  }
  llvm::FunctionType* type = llvm::FunctionType::get(types_.i64, {types_.ptr, types_.ptr}, false);
  std::string name = entry->getName().str();
  name.replace(0, 5, "jlinvoke");  // julia_f_0 -> jlinvoke_f_0
  llvm::Function* fn =
      llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx_, "top", fn));
  // The depth budget the tier set (body.cc), then the arguments.
  llvm::Value* budget = b.CreateLoad(types_.i64, RuntimeGlobal(kDepthLeft, types_.i64));
  std::vector<llvm::Value*> args{budget};
  for (int64_t i = 0; i < spec->nparams(); ++i) {
    DataType* t = runtime::AsDataType(runtime::AsType(spec->param(i)));
    llvm::Type* r = RepOf(t);
    if (r == nullptr) continue;
    llvm::Value* addr = b.CreateConstInBoundsGEP1_64(types_.i8, fn->getArg(0),
                                                     static_cast<uint64_t>(i) * sizeof(Value) + 8);
    llvm::Value* bits = b.CreateLoad(types_.i64, addr);
    if (const Aggregate* a = r->isStructTy() ? flat_struct(t) : nullptr) {
      llvm::Value* obj = b.CreateIntToPtr(bits, types_.ptr);
      llvm::Value* agg = llvm::UndefValue::get(a->llvm);
      for (size_t k = 0; k < a->fields.size(); ++k) {
        if (a->index[k] < 0) continue;
        llvm::Value* fbits = b.CreateLoad(
            types_.i64, b.CreateConstInBoundsGEP1_64(types_.i8, obj, sizeof(runtime::StructObject) +
                                                                        k * sizeof(Value) + offsetof(Value, bits)));
        llvm::Type* fr = a->llvm->getElementType(static_cast<unsigned>(a->index[k]));
        if (fr == types_.ptr) {
          // An object field left undefined (`new` without it): no type word.
          // The call bails before it starts, and the interpreter runs it.
          llvm::Value* tword = b.CreateLoad(
              types_.ptr, b.CreateConstInBoundsGEP1_64(types_.i8, obj, sizeof(runtime::StructObject) +
                                                                         k * sizeof(Value) + offsetof(Value, type)));
          llvm::BasicBlock* undefined = llvm::BasicBlock::Create(ctx_, "undefined_field", fn);
          llvm::BasicBlock* go = llvm::BasicBlock::Create(ctx_, "field_defined", fn);
          b.CreateCondBr(b.CreateIsNull(tword), undefined, go);
          b.SetInsertPoint(undefined);
          b.CreateStore(b.getInt8(kBailThrow), RuntimeGlobal(kBailFlag, types_.i8));
          b.CreateRet(b.getInt64(0));
          b.SetInsertPoint(go);
        }
        llvm::Value* f = fr == types_.ptr ? b.CreateIntToPtr(fbits, types_.ptr) : FromBitsWord(b, types_, fbits, fr);
        agg = b.CreateInsertValue(agg, f, {static_cast<unsigned>(a->index[k])});
      }
      args.push_back(agg);
    } else if (r == types_.ptr) {
      args.push_back(b.CreateIntToPtr(bits, types_.ptr));  // an object: its address
    } else {
      args.push_back(FromBitsWord(b, types_, bits, r));
    }
  }
  llvm::Value* r = b.CreateCall(entry, args);
  auto to_bits = [&](llvm::Value* v, DataType* t) -> llvm::Value* {
    if (v->getType() == types_.ptr) return b.CreatePtrToInt(v, types_.i64);
    return BitsWord(b, types_, v, t);
  };
  llvm::Type* rt = entry->getReturnType();
  if (agg != nullptr) {
    // A struct: its fields' bits in out[0..], one word each (ghosts skipped).
    for (size_t k = 0; k < agg->fields.size(); ++k) {
      if (agg->index[k] < 0) continue;
      llvm::Value* f = b.CreateExtractValue(r, {static_cast<unsigned>(agg->index[k])});
      b.CreateStore(to_bits(f, agg->fields[k]), b.CreateConstInBoundsGEP1_64(types_.i64, fn->getArg(1), k));
    }
    b.CreateRet(b.getInt64(0));
    out->result_fields = agg->fields;
  } else if (rt == types_.void_) {
    b.CreateRet(b.getInt64(0));
  } else {
    b.CreateRet(to_bits(r, rdt));
  }
  link_.invoke = name;
  out->rettype = rdt;
  return true;
}

}  // namespace kiln::codegen
