// Objects native code reaches through a pointer (emitter.h): vectors of bits
// elements (`Core.arraylen`, `arraysize`, `arrayref`, `arrayset`) and mutable
// structs of bits fields (`getfield`, `setfield!`). Layouts are the runtime's
// (runtime/array.h, runtime/object.h), listed in runtime/abi.def so that the
// ABI fingerprint covers them. Every store goes through the undo log
// (undo_log.h); an index out of bounds or an undefined field bails, and the
// interpreter raises the error.
#include <cstddef>

#include "codegen/emitter.h"
#include "codegen/runtime_entries.h"
#include "codegen/undo_log.h"
#include "runtime/array.h"
#include "runtime/dispatch.h"
#include "runtime/method.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace kiln::codegen {

namespace {

// Offsets native code relies on (abi.def lists the same fields). The
// runtime's objects derive from Object, so they are not standard-layout;
// offsetof still gives what the compiler lays out.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
constexpr uint64_t kArrayData = offsetof(runtime::Array, data);
constexpr uint64_t kArrayLength = offsetof(runtime::Array, length);
constexpr uint64_t kArrayFresh = offsetof(runtime::Array, native_fresh);
#pragma GCC diagnostic pop
// The dimensions: int64 words right after the header (Array::dims()).
constexpr uint64_t kArrayDims = sizeof(runtime::Array);
constexpr uint64_t kStructFields = sizeof(runtime::StructObject);
constexpr uint64_t kValueType = offsetof(Value, type);
constexpr uint64_t kValueBits = offsetof(Value, bits);
constexpr uint64_t kObjectType = offsetof(runtime::Object, type);
static_assert(sizeof(Value) == 16);

}  // namespace

const ModuleEmitter::Heap* ModuleEmitter::HeapOf(DataType* t) {
  if (auto it = heaps_.find(t); it != heaps_.end()) return it->second.get();
  heaps_.emplace(t, nullptr);  // while it is decided: not one (a type that holds itself)
  std::unique_ptr<Heap> h;
  const runtime::CoreTypes& c = s_.rt.core;
  if (t->concrete() && t->layout == runtime::Layout::kArray && t->nparams() == 2) {
    // Vector{E} of E in Int64, UInt64, Float64, Bool: stored unboxed, as
    // many bytes as the element type's size.
    Value e = t->param(0);
    Value n = t->param(1);
    // Matrix{E} of the same element types (column-major, dims after the header).
    const bool matrix = n.type == c.int64 && n.AsInt() == 2;
    if (n.type == c.int64 && (n.AsInt() == 1 || matrix) && runtime::IsType(e) &&
        runtime::IsDataType(runtime::AsType(e))) {
      DataType* ed = runtime::AsDataType(runtime::AsType(e));
      llvm::Type* r = ScalarRepOf(ed);
      const unsigned want = r != nullptr ? ElementBytes(r) : 0;
      if (r != nullptr && ed->size == want) {
        h = std::make_unique<Heap>();
        h->vector = true;
        h->ndims = matrix ? 2 : 1;
        h->elem = ed;
      } else if (ed == c.string && !matrix) {
        // Vector{String}: elements are Values holding the String's address.
        h = std::make_unique<Heap>();
        h->vector = true;
        h->boxed = true;
        h->elem = ed;
      } else if (r == nullptr && ed->concrete() && ed->layout == runtime::Layout::kStruct && !matrix) {
        // Mutable structs of bits fields, immutable structs of objects
        // (objects.cc): elements are Values holding the object's address.
        const Heap* eh = HeapOf(ed);
        if (eh != nullptr && !eh->vector) {
          h = std::make_unique<Heap>();
          h->vector = true;
          h->boxed = true;
          h->elem = ed;
        }
      }
    }
  } else if (t->concrete() && t->is_mutable() && !t->is_kind() && !t->is_type_type() &&
             t->layout == runtime::Layout::kStruct && t->nfields > 0 && t->nfields <= 64) {
    // A mutable struct: its fields are Values (StructObject); fields of the
    // scalar types, read and written as their Value's bits, and fields of a
    // concrete object type native code holds (a String, an array, a mutable
    // struct: Dict's vectors), read as a Value (an undefined one bails) and
    // written as both words.
    h = std::make_unique<Heap>();
    for (int64_t i = 0; i < t->nfields; ++i) {
      Value ft = runtime::FieldType(s_.rt, t, i);
      if (!ft.defined() || !runtime::IsType(ft) || !runtime::IsDataType(runtime::AsType(ft))) {
        h.reset();
        break;
      }
      DataType* f = runtime::AsDataType(runtime::AsType(ft));
      if (ScalarRepOf(f) == nullptr) {
        const Heap* fh = f->concrete() && f != t ? HeapOf(f) : nullptr;
        if (f != s_.rt.core.string && (fh == nullptr || fh->immutable)) {
          h.reset();
          break;
        }
      }
      h->fields.push_back(f);
    }
  } else if (t->concrete() && !t->is_mutable() && !t->is_kind() && !t->is_type_type() &&
             t->layout == runtime::Layout::kStruct && t->nfields > 0 && t->nfields <= 64 &&
             AggregateOf(t, 0) == nullptr) {
    // An immutable struct that is no register aggregate: its address (objects.cc).
    h = std::make_unique<Heap>();
    h->immutable = true;
    for (int64_t i = 0; i < t->nfields; ++i) {
      Value ft = runtime::FieldType(s_.rt, t, i);
      if (!ft.defined() || !runtime::IsType(ft) || !ObjectFieldType(runtime::AsType(ft))) {
        h.reset();
        break;
      }
      h->object_fields.push_back(runtime::AsType(ft));
    }
  }
  const Heap* out = h.get();
  heaps_[t] = std::move(h);
  return out;
}

uint64_t ModuleEmitter::HeapBytes(DataType* t) {
  const Heap* h = HeapOf(t);
  if (h == nullptr) return sizeof(runtime::String);  // a String: its header and length
  if (h->vector) return kArrayDims + (h->ndims > 1 ? 8 * h->ndims : 0);
  return kStructFields + h->fields.size() * sizeof(Value);
}

llvm::Function* ModuleEmitter::RuntimeFunction(const char* name, llvm::FunctionType* type) {
  if (llvm::Function* f = module_.getFunction(name)) return f;
  link_.runtime_refs.push_back(name);
  llvm::Function* f = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
  f->addFnAttr(llvm::Attribute::NoUnwind);
  return f;
}

void BodyEmitter::BailWith(uint8_t kind) {
  Store(b_->getInt8(kind), me_.RuntimeGlobal(kBailFlag, me_.types().i8), Mem::kRuntime);
  b_->CreateBr(bail_);
}

bool BodyEmitter::InboundsHere() const {
  return !BoundsChecksForced() && body_ != nullptr && cur_ < body_->stmts.size() &&
         (body_->stmts[cur_].flags & ir::kStmtInbounds) != 0;
}

llvm::Value* BodyEmitter::ElementAddress(const CgValue& a, const std::vector<llvm::Value*>& idx, DataType* elem,
                                         bool check) {
  // As the runtime's LinearIndex: one index runs over every element; else
  // index k runs over dimension k (1 beyond the array's), each checked
  // (a bail where the interpreter raises the BoundsError) unless `check` is
  // false: inside @inbounds, a promise that it is in bounds (as Julia).
  const LlvmTypes& ty = me_.types();
  const ModuleEmitter::Heap* h = me_.HeapOf(a.type);
  auto dim = [&](size_t k) -> llvm::Value* {
    if (idx.size() == 1) return Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayLength), Mem::kArrayHeader);
    if (k >= h->ndims) return b_->getInt64(1);
    return Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayDims + 8 * k), Mem::kArrayHeader);
  };
  llvm::Value* linear = b_->getInt64(0);
  llvm::Value* stride = b_->getInt64(1);
  for (size_t k = 0; k < idx.size(); ++k) {
    llvm::Value* d = dim(k);
    // 1 <= i <= d, as one unsigned comparison.
    llvm::Value* z = b_->CreateSub(idx[k], b_->getInt64(1));
    if (check) {
      llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "inbounds", fn_);
      b_->CreateCondBr(b_->CreateICmpULT(z, d), go, bail_);
      b_->SetInsertPoint(go);
    }
    linear = k == 0 ? z : b_->CreateAdd(linear, b_->CreateMul(z, stride));
    if (k + 1 < idx.size()) stride = k == 0 ? d : b_->CreateMul(stride, d);
  }
  llvm::Value* data = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayData), Mem::kArrayHeader);
  if (me_.ScalarRepOf(elem) == nullptr) {
    // A boxed element: a Value (two words).
    return b_->CreateInBoundsGEP(ty.i8, data, {b_->CreateMul(linear, b_->getInt64(sizeof(Value)))});
  }
  llvm::Type* et = me_.ScalarRepOf(elem) == ty.i1 ? ty.i8 : me_.ScalarRepOf(elem);
  return b_->CreateInBoundsGEP(et, data, {linear});
}

bool BodyEmitter::ArrayBuiltin(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want,
                               CgValue* out) {
  using runtime::BuiltinId;
  const LlvmTypes& ty = me_.types();
  const runtime::CoreTypes& core = me_.rt().core;
  if (id == BuiltinId::kArrayNew) return ArrayNew(args, want, out);
  if (id == BuiltinId::kArrayFill) return ArrayFill(args, want, out);
  if (id == BuiltinId::kArrayGrowAt || id == BuiltinId::kArrayDelAt || id == BuiltinId::kArrayGrowBeg ||
      id == BuiltinId::kArrayDelBeg) {
    return ArrayEdit(id, args, want, out);
  }
  if (id == BuiltinId::kArrayGrowEnd || id == BuiltinId::kArrayDelEnd || id == BuiltinId::kArrayResize) {
    return ArraySetLength(id, args, want, out);
  }
  // The array argument: args[1] (arraylen, arraysize), args[2] (arrayref, arrayset).
  const size_t at = (id == BuiltinId::kArraylen || id == BuiltinId::kArraysize) ? 1 : 2;
  if (args.size() <= at || args[at].utype != nullptr || args[at].type == nullptr) {
    return Fail("an array builtin on a value native code does not hold");
  }
  const CgValue& a = args[at];
  const ModuleEmitter::Heap* h = me_.HeapOf(a.type);
  if (h == nullptr || !h->vector || a.v == nullptr) {
    return Fail("an array builtin on a " + me_.lattice_show(a.type));
  }
  auto int_arg = [&](size_t k) -> llvm::Value* {
    if (k >= args.size() || args[k].utype != nullptr || args[k].type != core.int64) return nullptr;
    return args[k].v;
  };
  // The indices from args[from] on: one, or one per dimension (at most 2),
  // every one an Int64; empty otherwise.
  auto indices = [&](size_t from) {
    std::vector<llvm::Value*> idx;
    if (args.size() <= from || args.size() - from > 2) return idx;
    for (size_t k = from; k < args.size(); ++k) {
      if (int_arg(k) == nullptr) return std::vector<llvm::Value*>{};
      idx.push_back(int_arg(k));
    }
    return idx;
  };
  // arrayref/arrayset's first argument (Julia's boundscheck flag): a constant
  // false skips the check, as does a statement inside @inbounds; never under
  // --check-bounds=yes. (The interpreter checks every index.)
  auto checked = [&]() {
    if (BoundsChecksForced()) return true;
    if (InboundsHere()) return false;
    auto* flag = args.size() > 1 ? llvm::dyn_cast_or_null<llvm::ConstantInt>(args[1].v) : nullptr;
    return !(flag != nullptr && args[1].type == core.bool_ && flag->isZero());
  };
  *out = CgValue{};
  switch (id) {
    case BuiltinId::kArraylen:
      if (args.size() != 2 || want != core.int64) return Fail("a malformed arraylen");
      out->type = want;
      out->v = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayLength), Mem::kArrayHeader);
      return true;
    case BuiltinId::kArraysize: {
      llvm::Value* d = int_arg(2);
      if (args.size() != 3 || d == nullptr || want != core.int64) return Fail("a malformed arraysize");
      // A vector: its length along 1, 1 beyond; a matrix: its dims along 1
      // and 2; d < 1 raises (a bail).
      llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "dim_ok", fn_);
      b_->CreateCondBr(b_->CreateICmpSLT(d, b_->getInt64(1)), bail_, go);
      b_->SetInsertPoint(go);
      llvm::Value* r = b_->getInt64(1);
      for (uint32_t k = h->ndims; k >= 1; --k) {
        llvm::Value* dk = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayDims + 8 * (k - 1)), Mem::kArrayHeader);
        r = b_->CreateSelect(b_->CreateICmpEQ(d, b_->getInt64(k)), dk, r);
      }
      out->type = want;
      out->v = r;
      return true;
    }
    case BuiltinId::kArrayref: {
      // (boundscheck, a, i): checked unless checked() says not.
      std::vector<llvm::Value*> idx = indices(3);
      if (idx.empty() || want != h->elem) return Fail("an arrayref native code does not do");
      llvm::Value* addr = ElementAddress(a, idx, h->elem, checked());
      llvm::Type* r = me_.ScalarRepOf(h->elem);
      out->type = want;
      if (h->boxed) {
        // An undefined element (no type word): the interpreter raises UndefRefError.
        llvm::Value* tword = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, addr, kValueType), Mem::kArrayData);
        llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "element_defined", fn_);
        b_->CreateCondBr(b_->CreateIsNull(tword), bail_, go);
        b_->SetInsertPoint(go);
        out->v = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, addr, kValueBits), Mem::kArrayData);
      } else if (r == ty.i1) {
        out->v = b_->CreateICmpNE(Load(ty.i8, addr, Mem::kArrayData), b_->getInt8(0));
      } else {
        out->v = Load(r, addr, Mem::kArrayData);
      }
      return true;
    }
    case BuiltinId::kArrayset: {
      // (boundscheck, a, x, i): x of the element type (else the interpreter
      // converts or raises); returns a.
      std::vector<llvm::Value*> idx = indices(4);
      if (idx.empty()) return Fail("an arrayset native code does not do");
      const CgValue& x = args[3];
      if (x.utype != nullptr || x.type != h->elem || x.v == nullptr || want != a.type) {
        return Fail("an arrayset native code does not do");
      }
      llvm::Value* addr = ElementAddress(a, idx, h->elem, checked());
      if (h->boxed) {
        // A mutable struct as a Value: its type word (the object's header)
        // and its address, each store logged (two records).
        llvm::Value* tword = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, x.v, kObjectType), Mem::kTypeWord);
        LoggedStore(b_->CreateConstInBoundsGEP1_64(ty.i8, addr, kValueType), tword, 8, Mem::kArrayData, a.v);
        LoggedStore(b_->CreateConstInBoundsGEP1_64(ty.i8, addr, kValueBits), x.v, 8, Mem::kArrayData, a.v);
      } else if (x.v->getType() == ty.i1) {
        LoggedStore(addr, b_->CreateZExt(x.v, ty.i8), 1, Mem::kArrayData, a.v);
      } else {
        LoggedStore(addr, x.v, ElementBytes(x.v->getType()), Mem::kArrayData, a.v);
      }
      *out = a;
      return true;
    }
    default:
      return Fail(std::string("the builtin ") + runtime::GetBuiltinInfo(id).name);
  }
}

bool BodyEmitter::ArrayNew(const std::vector<CgValue>& args, DataType* want, CgValue* out) {
  // array_new(Vector{E}, n): the runtime makes it (zeroed, as the
  // interpreter's), or returns null where the interpreter throws (n < 0, too
  // large): a bail.
  // array_new(Matrix{E}, n, m): kiln_rt_new_matrix, the same way.
  const ModuleEmitter::Heap* h = me_.HeapOf(want);
  if (h == nullptr || !h->vector || args.size() != 2 + h->ndims || !args[1].konst.defined() ||
      !runtime::IsType(args[1].konst) || runtime::AsType(args[1].konst) != want) {
    return Fail("an array_new native code does not do");
  }
  std::vector<llvm::Value*> call_args;
  for (size_t k = 2; k < args.size(); ++k) {
    const CgValue& n = args[k];
    if (n.utype != nullptr || n.type != me_.rt().core.int64 || n.v == nullptr) {
      return Fail("an array_new with a dimension that is not an Int64");
    }
    call_args.push_back(n.v);
  }
  const std::string elem_name = TypeSymbol(me_.rt(), h->elem);
  if (elem_name.empty()) return Fail("an array_new of an element type not bound under its name");
  const LlvmTypes& ty = me_.types();
  llvm::GlobalVariable* elem = me_.RuntimeGlobal(elem_name.c_str(), ty.i8);
  call_args.insert(call_args.begin(), elem);
  llvm::Function* make =
      h->ndims == 1 ? me_.RuntimeFunction(kNewArray, llvm::FunctionType::get(ty.ptr, {ty.ptr, ty.i64}, false))
                    : me_.RuntimeFunction(kNewMatrix, llvm::FunctionType::get(ty.ptr, {ty.ptr, ty.i64, ty.i64}, false));
  llvm::Value* a = b_->CreateCall(make, call_args);
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "array_made", fn_);
  b_->CreateCondBr(b_->CreateIsNull(a), bail_, go);
  b_->SetInsertPoint(go);
  *out = CgValue{};
  out->type = want;
  out->v = a;
  return true;
}

bool BodyEmitter::ArraySetLength(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want,
                                 CgValue* out) {
  // array_grow_end(a, n) (push!), array_del_end(a, n) (pop!, empty!),
  // array_resize(a, n) (resize!) on a vector of bits elements: the new length
  // here, the change by the runtime (KilnArraySetLength), which logs what it
  // overwrites unless the running call made a; a nonzero result is the bail's
  // kind. Returns nothing.
  using runtime::BuiltinId;
  const runtime::CoreTypes& core = me_.rt().core;
  if (args.size() != 3 || args[1].utype != nullptr || args[1].type == nullptr || args[1].v == nullptr ||
      args[2].utype != nullptr || args[2].type != core.int64 || args[2].v == nullptr ||
      want != core.nothing) {
    return Fail(std::string("a ") + runtime::GetBuiltinInfo(id).name + " native code does not do");
  }
  const CgValue& a = args[1];
  const ModuleEmitter::Heap* h = me_.HeapOf(a.type);
  if (h == nullptr || !h->vector || h->ndims != 1) {
    return Fail(std::string("a ") + runtime::GetBuiltinInfo(id).name + " on a " + me_.lattice_show(a.type));
  }
  const LlvmTypes& ty = me_.types();
  llvm::Value* n = args[2].v;
  llvm::Value* length = n;
  if (id != BuiltinId::kArrayResize) {
    // A negative count throws (the runtime sees only the new length).
    llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "count_ok", fn_);
    b_->CreateCondBr(b_->CreateICmpSLT(n, b_->getInt64(0)), bail_, go);
    b_->SetInsertPoint(go);
    llvm::Value* len = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayLength), Mem::kArrayHeader);
    // Past the largest length: negative, which the runtime refuses.
    length = id == BuiltinId::kArrayGrowEnd ? b_->CreateAdd(len, n) : b_->CreateSub(len, n);
  }
  llvm::Type* log_type = llvm::ArrayType::get(ty.i64, 4);
  llvm::Function* set = me_.RuntimeFunction(
      kArraySetLength, llvm::FunctionType::get(ty.i8, {ty.ptr, ty.i64, ty.ptr}, false));
  llvm::Value* r = b_->CreateCall(set, {a.v, length, me_.RuntimeGlobal(kUndoLog, log_type)});
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "length_set", fn_);
  llvm::BasicBlock* failed = llvm::BasicBlock::Create(me_.ctx(), "length_refused", fn_);
  b_->CreateCondBr(b_->CreateICmpEQ(r, b_->getInt8(0)), go, failed);
  b_->SetInsertPoint(failed);
  Store(r, me_.RuntimeGlobal(kBailFlag, ty.i8), Mem::kRuntime);
  b_->CreateBr(bail_);
  b_->SetInsertPoint(go);
  *out = CgValue{};
  out->type = want;
  out->konst = ModuleEmitter::GhostValue(want);
  return true;
}

bool BodyEmitter::ArrayFill(const std::vector<CgValue>& args, DataType* want, CgValue* out) {
  // array_fill(a, x) with x of the element type: every element stored
  // (logged unless the running call made a); returns a.
  if (args.size() != 3 || args[1].utype != nullptr || args[1].type == nullptr || args[1].v == nullptr) {
    return Fail("an array_fill native code does not do");
  }
  const CgValue& a = args[1];
  const CgValue& x = args[2];
  const ModuleEmitter::Heap* h = me_.HeapOf(a.type);
  if (h == nullptr || !h->vector || h->boxed || want != a.type || x.utype != nullptr || x.type != h->elem ||
      x.v == nullptr) {
    return Fail("an array_fill native code does not do");
  }
  const LlvmTypes& ty = me_.types();
  llvm::LLVMContext& ctx = me_.ctx();
  llvm::Value* len = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayLength), Mem::kArrayHeader);
  llvm::Value* data = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, a.v, kArrayData), Mem::kArrayHeader);
  const bool byte = x.v->getType() == ty.i1;
  llvm::Value* bits = byte ? b_->CreateZExt(x.v, ty.i8) : x.v;
  llvm::BasicBlock* before = b_->GetInsertBlock();
  llvm::BasicBlock* loop = llvm::BasicBlock::Create(ctx, "fill", fn_);
  llvm::BasicBlock* done = llvm::BasicBlock::Create(ctx, "filled", fn_);
  b_->CreateCondBr(b_->CreateICmpSGT(len, b_->getInt64(0)), loop, done);
  b_->SetInsertPoint(loop);
  llvm::PHINode* k = b_->CreatePHI(ty.i64, 2);
  k->addIncoming(b_->getInt64(0), before);
  llvm::Value* addr = b_->CreateInBoundsGEP(byte ? ty.i8 : x.v->getType(), data, {k});
  LoggedStore(addr, bits, ElementBytes(x.v->getType()), Mem::kArrayData, a.v);
  llvm::Value* next = b_->CreateAdd(k, b_->getInt64(1));
  k->addIncoming(next, b_->GetInsertBlock());
  b_->CreateCondBr(b_->CreateICmpSLT(next, len), loop, done);
  b_->SetInsertPoint(done);
  *out = a;
  return true;
}

bool BodyEmitter::FieldAddress(const CgValue& x, const CgValue& f, llvm::Value** addr, DataType** type,
                               bool for_store) {
  const ModuleEmitter::Heap* h = x.type != nullptr ? me_.HeapOf(x.type) : nullptr;
  if (h == nullptr || h->vector || x.v == nullptr) return Fail("a field of an object native code does not hold");
  if (h->immutable) return Fail("a field store or read of an immutable struct as a mutable one");
  if (!f.konst.defined()) return Fail("a field of a mutable struct by a run-time name or index");
  const int64_t index = ConstFieldIndex(x.type, f);
  if (index < 0 || index >= static_cast<int64_t>(h->fields.size())) {
    return Fail("a field of a mutable struct that does not exist");
  }
  // The interpreter raises setfield!'s error for a `const` field (and reads it as any).
  if (for_store && runtime::IsConstField(x.type, index)) return Fail("a setfield! of a const field");
  const LlvmTypes& ty = me_.types();
  llvm::Value* field = b_->CreateConstInBoundsGEP1_64(
      ty.i8, x.v, kStructFields + static_cast<uint64_t>(index) * sizeof(Value));
  // No check that a scalar field is defined: the runtime never leaves a
  // field of a primitive bits type undefined (NewStructValue, as Julia), so
  // its type word is always set. An object field (not scalar) is read as a
  // Value (MutableGetField), which bails on an undefined one.
  *addr = b_->CreateConstInBoundsGEP1_64(ty.i8, field, kValueBits);
  *type = h->fields[static_cast<size_t>(index)];
  return true;
}

bool BodyEmitter::MutableGetField(const CgValue& x, const CgValue& f, CgValue* out) {
  if (const ModuleEmitter::Heap* h = me_.HeapOf(x.type); h != nullptr && h->immutable) {
    return ObjectGetField(x, f, out);
  }
  llvm::Value* addr = nullptr;
  DataType* t = nullptr;
  if (!FieldAddress(x, f, &addr, &t, /*for_store=*/false)) return false;
  const LlvmTypes& ty = me_.types();
  llvm::Type* r = me_.ScalarRepOf(t);
  if (r == nullptr) {
    // An object field: the Value (its type word null when undefined: a bail).
    return LoadValue(b_->CreateConstInBoundsGEP1_64(ty.i8, addr, -static_cast<int64_t>(kValueBits)), t, out);
  }
  llvm::Value* bits = Load(ty.i64, addr, Mem::kField);
  *out = CgValue{};
  out->type = t;
  out->v = FromBitsWord(*b_, ty, bits, r);
  return true;
}

bool BodyEmitter::NewMutable(DataType* d, const std::vector<CgValue>& fields, CgValue* out) {
  const ModuleEmitter::Heap* h = me_.HeapOf(d);
  if (h == nullptr || h->vector) return Fail("a new mutable struct native code does not hold");
  if (fields.size() != h->fields.size()) return Fail("a new mutable struct with fields left undefined");
  const std::string type_name = TypeSymbol(me_.rt(), d);
  if (type_name.empty()) return Fail("a new " + me_.lattice_show(d) + ", a type not bound under its name");
  const LlvmTypes& ty = me_.types();
  // The fields' bits in a frame buffer, then the runtime builds the object
  // (a call that may collect: this frame is scanned, so objects it holds live).
  llvm::IRBuilder<> entry(&fn_->getEntryBlock(), fn_->getEntryBlock().begin());
  llvm::AllocaInst* bits = entry.CreateAlloca(llvm::ArrayType::get(ty.i64, fields.size()));
  for (size_t k = 0; k < fields.size(); ++k) {
    const CgValue& f = fields[k];
    if (f.utype != nullptr || f.type != h->fields[k] || f.v == nullptr) {
      return Fail("a new mutable struct with a field of another type than declared");
    }
    // An object field: its address (its declared type is the object's own).
    llvm::Value* v = f.v->getType() == ty.ptr ? b_->CreatePtrToInt(f.v, ty.i64) : BitsWord(*b_, ty, f.v, f.type);
    b_->CreateStore(v, b_->CreateConstInBoundsGEP1_64(ty.i64, bits, k));
  }
  llvm::GlobalVariable* type = me_.RuntimeGlobal(type_name.c_str(), ty.i8);
  llvm::Function* make =
      me_.RuntimeFunction(kNewStruct, llvm::FunctionType::get(ty.ptr, {ty.ptr, ty.ptr}, false));
  *out = CgValue{};
  out->type = d;
  out->v = b_->CreateCall(make, {type, bits});
  out->fresh = true;
  // Null: past the heap's limit, which the interpreter raises.
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "struct_made", fn_);
  b_->CreateCondBr(b_->CreateIsNull(out->v), bail_, go);
  b_->SetInsertPoint(go);
  return true;
}

bool BodyEmitter::SetField(const std::vector<CgValue>& args, CgValue* out) {
  // setfield!(x, name, v) with v of the field's type; returns v.
  if (args.size() != 4) return Fail("a malformed setfield!");
  llvm::Value* addr = nullptr;
  DataType* t = nullptr;
  if (!FieldAddress(args[1], args[2], &addr, &t, /*for_store=*/true)) return false;
  const CgValue& v = args[3];
  if (v.utype != nullptr || v.type != t || v.v == nullptr) {
    return Fail("a setfield! of a value of another type than the field's");
  }
  const LlvmTypes& ty = me_.types();
  // An object this call made is unseen by the interpreter should it bail;
  // another has its fields recorded before the call's first store into it.
  if (me_.ScalarRepOf(t) == nullptr) {
    // An object field: both words (a field left undefined gets its type
    // word), untagged like LoadValue's loads of them.
    llvm::Value* type_word = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, v.v, kObjectType), Mem::kTypeWord);
    llvm::Value* bits = b_->CreatePtrToInt(v.v, ty.i64);
    if (!args[1].fresh) LogObject(args[1].v, me_.HeapOf(args[1].type)->fields.size());
    b_->CreateStore(type_word, b_->CreateConstInBoundsGEP1_64(ty.i8, addr, -static_cast<int64_t>(kValueBits)));
    b_->CreateStore(bits, addr);
    *out = v;
    return true;
  }
  llvm::Value* bits = BitsWord(*b_, ty, v.v, v.type);
  if (!args[1].fresh) LogObject(args[1].v, me_.HeapOf(args[1].type)->fields.size());
  Store(bits, addr, Mem::kField);
  *out = v;
  return true;
}

bool BodyEmitter::BaseProperty(const std::vector<CgValue>& args, CgValue* out, bool* handled) {
  // Base's setproperty!(x, f::Symbol, v): `setfield!(x, f, v)` when v is
  // already of the field's type, and getproperty(x, f::Symbol): `getfield(x,
  // f)`. Inference does not see the constant name inside them (their bodies'
  // results are Any and a Union of the fields' types), so the call is emitted
  // here, with the field's type.
  *handled = false;
  runtime::Runtime& rt = me_.rt();
  const bool get = args.size() == 3;
  if ((args.size() != 4 && !get) || !args[0].konst.defined() || args[1].utype != nullptr || args[1].type == nullptr ||
      args[1].v == nullptr || !args[2].konst.defined() || args[2].konst.type != rt.core.symbol ||
      (!get && (args[3].utype != nullptr || args[3].type == nullptr))) {
    return true;
  }
  const ModuleEmitter::Heap* h = me_.HeapOf(args[1].type);
  // A struct held in registers (`SubString{String}`): getproperty only.
  const bool aggregate = h == nullptr && get && args[1].v != nullptr && args[1].v->getType()->isStructTy() &&
                         me_.AggregateOf(args[1].type, 0) != nullptr;
  if ((h == nullptr && !aggregate) || (h != nullptr && h->vector)) return true;
  runtime::Type* ft = runtime::DispatchTypeOf(rt, args[0].konst);
  if (!runtime::IsDataType(ft)) return true;
  DataType* f = runtime::AsDataType(ft);
  if (f->name->mt == nullptr || f->name->mt->name == nullptr ||
      f->name->mt->name->name() != (get ? "getproperty" : "setproperty!")) {
    return true;
  }
  DataType* types[4] = {f, args[1].type, rt.core.symbol, get ? nullptr : args[3].type};
  runtime::LookupResult lr =
      runtime::LookupByTypes(rt, f->name->mt, types, static_cast<uint32_t>(args.size()), me_.world());
  if (rt.has_pending_exception()) (void)rt.TakePendingException();
  if (lr.status != runtime::LookupStatus::kFound || lr.mi->def->module != rt.base_module) return true;
  const int64_t index = runtime::FieldIndex(args[1].type, args[2].konst.As<runtime::Symbol>());
  if (aggregate) {
    if (index < 0 || index >= args[1].type->nfields) return true;
    *handled = true;
    return GetField(args[1], args[2], out);
  }
  if (h->immutable) {
    // getproperty only (setproperty! of an immutable struct throws).
    if (!get || index < 0 || index >= static_cast<int64_t>(h->object_fields.size())) return true;
    *handled = true;
    return ObjectGetField(args[1], args[2], out);
  }
  if (index < 0 || index >= static_cast<int64_t>(h->fields.size()) ||
      (!get && h->fields[static_cast<size_t>(index)] != args[3].type)) {
    return true;
  }
  *handled = true;
  if (get) return MutableGetField(args[1], args[2], out);
  return SetField(args, out);
}

}  // namespace kiln::codegen
