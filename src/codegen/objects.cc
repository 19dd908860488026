// Immutable structs native code reaches through their address (emitter.h's
// Heap, `immutable`): structs that are no register aggregate because a field
// holds an object or a Union (`struct Node; left::Union{Node, Nothing}; end`).
// Their fields are Values right after the StructObject header (runtime/
// object.h), as the interpreter makes them: a field is read from its type word
// and bits (the type word tells a Union's member), and native code makes such
// a struct by calling kiln_rt_alloc_object (object_entries.h) and writing
// each field's Value into the new object. No store into them ever happens
// (they are immutable), so nothing here needs the undo log.
#include <cstddef>
#include <vector>

#include "codegen/emitter.h"
#include "codegen/object_entries.h"
#include "codegen/runtime_entries.h"
#include "runtime/gc.h"
#include "runtime/gc_fast.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace kiln::codegen {

namespace {

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
constexpr uint64_t kValueType = offsetof(Value, type);
constexpr uint64_t kValueBits = offsetof(Value, bits);
constexpr uint64_t kObjectType = offsetof(runtime::Object, type);
#pragma GCC diagnostic pop
constexpr uint64_t kStructFields = sizeof(runtime::StructObject);
// A Union field's members: at most this many.
constexpr uint32_t kMaxFieldMembers = 4;

bool ObjectMember(runtime::Type* t) {
  if (!runtime::IsDataType(t) || !runtime::IsConcreteType(t)) return false;
  DataType* d = runtime::AsDataType(t);
  return d->layout == runtime::Layout::kSingleton || d->layout == runtime::Layout::kStruct ||
         d->layout == runtime::Layout::kArray;
}

}  // namespace

extern "C" void* KilnAllocObject(DataType* type) {
  const auto n = static_cast<size_t>(type->nfields);
  if (runtime::GcLimitReachedInline()) return nullptr;  // as KilnNewStruct
  auto* obj = static_cast<runtime::StructObject*>(
      runtime::TryGcAllocInline(sizeof(runtime::StructObject) + sizeof(Value) * n));
  if (obj == nullptr) return nullptr;
  obj->type = type;
  return obj;
}

bool ModuleEmitter::ObjectFieldType(runtime::Type* t) {
  if (t->kind == runtime::TypeKind::kUnion) {
    auto* u = static_cast<runtime::UnionType*>(t);
    if (u->n > kMaxFieldMembers) return false;
    for (uint32_t k = 0; k < u->n; ++k) {
      runtime::Type* m = u->components()[k];
      if (!ObjectMember(m) && !(runtime::IsDataType(m) && ScalarRepOf(runtime::AsDataType(m)) != nullptr)) {
        return false;
      }
    }
    return true;
  }
  if (!runtime::IsDataType(t)) return false;
  DataType* d = runtime::AsDataType(t);
  return ScalarRepOf(d) != nullptr || ObjectMember(d);
}

llvm::GlobalVariable* ModuleEmitter::TypeGlobal(DataType* t) {
  const std::string name = TypeSymbol(s_.rt, t);
  if (name.empty()) return nullptr;
  return RuntimeGlobal(name.c_str(), types_.i8);
}

bool BodyEmitter::LoadValue(llvm::Value* addr, runtime::Type* t, CgValue* out) {
  const LlvmTypes& ty = me_.types();
  // An undefined Value (no type word): the interpreter raises UndefRefError.
  llvm::Value* tword = b_->CreateLoad(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, addr, kValueType));
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "value_defined", fn_);
  b_->CreateCondBr(b_->CreateIsNull(tword), bail_, go);
  b_->SetInsertPoint(go);
  llvm::Value* bits = b_->CreateLoad(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, addr, kValueBits));
  // The bits as a member of type d's register (null: a ghost).
  auto payload = [&](DataType* d, llvm::Value** v) -> bool {
    *v = nullptr;
    if (ModuleEmitter::IsGhost(d)) return true;
    llvm::Type* r = me_.RepOf(d);
    if (r != nullptr && me_.IsScalar(r)) {
      *v = FromBitsWord(*b_, ty, bits, r);
    } else if (r == ty.ptr) {
      *v = b_->CreateIntToPtr(bits, ty.ptr);
    } else {
      return Fail("a field of a type held in a register as a struct (" + me_.lattice_show(d) + ")");
    }
    return true;
  };
  *out = CgValue{};
  if (t->kind != runtime::TypeKind::kUnion) {
    if (!runtime::IsDataType(t)) return Fail("a field of no concrete type");
    DataType* d = runtime::AsDataType(t);
    out->type = d;
    if (!payload(d, &out->v)) return false;
    if (out->v == nullptr) out->konst = ModuleEmitter::GhostValue(d);
    return true;
  }
  const ModuleEmitter::UnionRep* rep = me_.UnionOf(t);
  if (rep == nullptr) return Fail("a field of a Union native code does not hold (" + me_.lattice_show(t) + ")");
  // The member whose type the type word is: each but one compared with its
  // type's global; that one (a type without a global, if any) is the rest.
  const size_t n = rep->members.size();
  size_t rest = n - 1;
  for (size_t k = 0; k < n; ++k) {
    if (me_.TypeGlobal(rep->members[k]) == nullptr) rest = k;
  }
  llvm::Value* tag = b_->getInt8(static_cast<uint8_t>(rest));
  for (size_t k = 0; k < n; ++k) {
    if (k == rest) continue;
    llvm::GlobalVariable* g = me_.TypeGlobal(rep->members[k]);
    if (g == nullptr) return Fail("a Union field of two members without a global (" + me_.lattice_show(t) + ")");
    tag = b_->CreateSelect(b_->CreateICmpEQ(tword, g), b_->getInt8(static_cast<uint8_t>(k)), tag);
  }
  llvm::Value* agg = llvm::Constant::getNullValue(rep->llvm);
  agg = b_->CreateInsertValue(agg, tag, {0u});
  for (size_t k = 0; k < n; ++k) {
    if (rep->index[k] < 0) continue;
    llvm::Value* v = nullptr;
    if (!payload(rep->members[k], &v)) return false;
    agg = b_->CreateInsertValue(agg, v, {static_cast<unsigned>(rep->index[k])});
  }
  out->utype = static_cast<runtime::UnionType*>(t);
  out->v = agg;
  return true;
}

bool BodyEmitter::ObjectGetField(const CgValue& x, const CgValue& f, CgValue* out) {
  const ModuleEmitter::Heap* h = me_.HeapOf(x.type);
  if (h == nullptr || !h->immutable || x.v == nullptr) return Fail("a field of an object native code does not hold");
  if (!f.konst.defined()) return Fail("a field of an immutable struct by a run-time name or index");
  const int64_t index = ConstFieldIndex(x.type, f);
  if (index < 0 || index >= static_cast<int64_t>(h->object_fields.size())) {
    return Fail("a field of an immutable struct that does not exist");
  }
  llvm::Value* addr = b_->CreateConstInBoundsGEP1_64(
      me_.types().i8, x.v, kStructFields + static_cast<uint64_t>(index) * sizeof(Value));
  return LoadValue(addr, h->object_fields[static_cast<size_t>(index)], out);
}

bool BodyEmitter::ValueWords(const CgValue& value, runtime::Type* t, llvm::Value** type_word, llvm::Value** bits) {
  const LlvmTypes& ty = me_.types();
  CgValue v;
  if (!Coerce(value, t, &v)) return false;
  // One member's words: its type's global (or, for an object, its header's
  // type word) and its register as an i64.
  auto words = [&](DataType* d, llvm::Value* r, llvm::Value** tw, llvm::Value** bw) -> bool {
    if (d->is_type_type()) return Fail("a field holding a type");
    if (ModuleEmitter::IsGhost(d)) {
      *bw = b_->getInt64(0);  // a singleton's payload (its instance's bits)
    } else if (r == nullptr) {
      return Fail("a field value without a register");
    } else if (me_.IsScalar(r->getType())) {
      *bw = BitsWord(*b_, ty, r, d);
    } else if (r->getType() == ty.ptr) {
      *bw = b_->CreatePtrToInt(r, ty.i64);
      if (tw != nullptr && *tw == nullptr) {
        *tw = b_->CreateLoad(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, r, kObjectType));
      }
      return true;
    } else {
      return Fail("a field value held as a struct (" + me_.lattice_show(d) + ")");
    }
    if (tw != nullptr && *tw == nullptr) {
      *tw = me_.TypeGlobal(d);
      if (*tw == nullptr) return Fail("a field of a type not bound under its name (" + me_.lattice_show(d) + ")");
    }
    return true;
  };
  if (v.utype == nullptr) {
    *type_word = nullptr;
    return words(v.type, v.v, type_word, bits);
  }
  const ModuleEmitter::UnionRep* rep = me_.UnionOf(v.utype);
  llvm::Value* tag = b_->CreateExtractValue(v.v, {0u});
  llvm::Value* tw = nullptr;
  llvm::Value* bw = nullptr;
  for (size_t k = 0; k < rep->members.size(); ++k) {
    DataType* m = rep->members[k];
    llvm::Value* r = rep->index[k] >= 0 ? b_->CreateExtractValue(v.v, {static_cast<unsigned>(rep->index[k])}) : nullptr;
    // Members' type words from their globals: the payload of another member
    // (poison, or another member's register) is never read as an object.
    llvm::Value* mt = me_.TypeGlobal(m);
    if (mt == nullptr) return Fail("a Union field member not bound under its name (" + me_.lattice_show(m) + ")");
    llvm::Value* mb = nullptr;
    if (!words(m, r, nullptr, &mb)) return false;
    if (k == 0) {
      tw = mt;
      bw = mb;
    } else {
      llvm::Value* here = b_->CreateICmpEQ(tag, b_->getInt8(static_cast<uint8_t>(k)));
      tw = b_->CreateSelect(here, mt, tw);
      bw = b_->CreateSelect(here, mb, bw);
    }
  }
  *type_word = tw;
  *bits = bw;
  return true;
}

bool BodyEmitter::NewObject(DataType* d, const std::vector<CgValue>& fields, CgValue* out) {
  const ModuleEmitter::Heap* h = me_.HeapOf(d);
  if (h == nullptr || !h->immutable) return Fail("a new immutable struct native code does not hold");
  if (fields.size() != h->object_fields.size()) return Fail("a new immutable struct with fields left undefined");
  llvm::GlobalVariable* type = me_.TypeGlobal(d);
  if (type == nullptr) return Fail("a new " + me_.lattice_show(d) + ", a type not bound under its name");
  const LlvmTypes& ty = me_.types();
  // Each field's words first (an object field's type word is loaded from
  // its header), then the object, then the stores: the field values are in
  // registers or the frame (scanned by the collector) while the runtime
  // allocates.
  std::vector<llvm::Value*> words;
  words.reserve(2 * fields.size());
  for (size_t k = 0; k < fields.size(); ++k) {
    llvm::Value* tw = nullptr;
    llvm::Value* bits = nullptr;
    if (!ValueWords(fields[k], h->object_fields[k], &tw, &bits)) return false;
    words.push_back(tw);
    words.push_back(bits);
  }
  llvm::Function* make = me_.RuntimeFunction(kAllocObject, llvm::FunctionType::get(ty.ptr, {ty.ptr}, false));
  llvm::Value* obj = b_->CreateCall(make, {type});
  // Null: past the heap's limit, which the interpreter raises.
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "object_made", fn_);
  b_->CreateCondBr(b_->CreateIsNull(obj), bail_, go);
  b_->SetInsertPoint(go);
  for (size_t k = 0; k < fields.size(); ++k) {
    const uint64_t at = kStructFields + k * sizeof(Value);
    b_->CreateStore(words[2 * k], b_->CreateConstInBoundsGEP1_64(ty.i8, obj, at + kValueType));
    b_->CreateStore(words[2 * k + 1], b_->CreateConstInBoundsGEP1_64(ty.i8, obj, at + kValueBits));
  }
  *out = CgValue{};
  out->type = d;
  out->v = obj;
  return true;
}

}  // namespace kiln::codegen
