// Vector edits in the middle and at the front in native code (vector_edits.h):
// the runtime entry, and its emission for Core.array_grow_at, array_del_at,
// array_grow_beg and array_del_beg on a vector native code holds.
#include "codegen/vector_edits.h"

#include <algorithm>

#include "codegen/emitter.h"
#include "codegen/runtime_entries.h"
#include "runtime/gc.h"

namespace kiln::codegen {

extern "C" uint8_t KilnArrayEdit(runtime::Array* a, int64_t op, int64_t i, int64_t n, UndoLog* log) {
  runtime::Runtime& rt = *EntryRuntime();
  // Only bits elements of 1 or 8 bytes, or Values, reach here (codegen's Heap).
  // Past the heap's limit, as KilnNewStruct.
  if (n < 0 || a->ndims != 1 || a->shared || runtime::GcLimitReached() ||
      (a->boxed ? a->elsize != sizeof(Value) : a->elsize != 1 && a->elsize != 8)) {
    return kBailThrow;
  }
  if (a->native_fresh == 0) {
    // The header's words (the storage may move or shift), and every element
    // from the edit's place on (shifted, cleared or overwritten); elements
    // written beyond the old length are not read once the length is back.
    for (void* w : {static_cast<void*>(&a->length), static_cast<void*>(&a->dims()[0]),
                    static_cast<void*>(&a->data), static_cast<void*>(&a->storage),
                    static_cast<void*>(&a->capacity), static_cast<void*>(&a->offset)}) {
      if (!UndoRecord(log, w, 8)) return kBailTooManyStores;
    }
    const int64_t from = (op == kEditGrowAt || op == kEditDelAt) ? std::max<int64_t>(i - 1, 0) : 0;
    for (int64_t k = from; k < a->length; ++k) {
      uint8_t* e = a->data + k * a->elsize;
      if (a->boxed ? !UndoRecord(log, e, 8) || !UndoRecord(log, e + 8, 8)
                   : !UndoRecord(log, e, a->elsize)) {
        return kBailTooManyStores;
      }
    }
  }
  bool ok = false;
  switch (op) {
    case kEditGrowAt: ok = runtime::ArrayGrowAt(rt, a, i, n); break;
    case kEditDelAt: ok = runtime::ArrayDelAt(rt, a, i, n); break;
    case kEditGrowBeg: ok = runtime::ArrayGrowBeg(rt, a, n); break;
    case kEditDelBeg: ok = runtime::ArrayDelBeg(rt, a, n); break;
    default: break;
  }
  if (!ok) {
    (void)rt.TakePendingException();  // the interpreter raises it when it runs the call
    return kBailThrow;
  }
  return 0;
}

bool BodyEmitter::ArrayEdit(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want,
                            CgValue* out) {
  using runtime::BuiltinId;
  const runtime::CoreTypes& core = me_.rt().core;
  const bool at = id == BuiltinId::kArrayGrowAt || id == BuiltinId::kArrayDelAt;
  const char* name = runtime::GetBuiltinInfo(id).name;
  // (a, i, n) or (a, n), every number an Int64 in a register; nothing back.
  if (args.size() != (at ? 4u : 3u) || args[1].utype != nullptr || args[1].type == nullptr ||
      args[1].v == nullptr || want != core.nothing) {
    return Fail(std::string("a ") + name + " native code does not do");
  }
  for (size_t k = 2; k < args.size(); ++k) {
    if (args[k].utype != nullptr || args[k].type != core.int64 || args[k].v == nullptr) {
      return Fail(std::string("a ") + name + " with a count or index that is not an Int64");
    }
  }
  const CgValue& a = args[1];
  const ModuleEmitter::Heap* h = me_.HeapOf(a.type);
  if (h == nullptr || !h->vector || h->ndims != 1) {
    return Fail(std::string("a ") + name + " on a " + me_.lattice_show(a.type));
  }
  int64_t op = kEditGrowAt;
  if (id == BuiltinId::kArrayDelAt) op = kEditDelAt;
  if (id == BuiltinId::kArrayGrowBeg) op = kEditGrowBeg;
  if (id == BuiltinId::kArrayDelBeg) op = kEditDelBeg;
  const LlvmTypes& ty = me_.types();
  llvm::Value* i = at ? args[2].v : b_->getInt64(0);
  llvm::Value* n = args[at ? 3 : 2].v;
  llvm::Type* log_type = llvm::ArrayType::get(ty.i64, 4);
  llvm::Function* edit = me_.RuntimeFunction(
      kArrayEdit, llvm::FunctionType::get(ty.i8, {ty.ptr, ty.i64, ty.i64, ty.i64, ty.ptr}, false));
  llvm::Value* r = b_->CreateCall(edit, {a.v, b_->getInt64(op), i, n, me_.RuntimeGlobal(kUndoLog, log_type)});
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "edited", fn_);
  llvm::BasicBlock* failed = llvm::BasicBlock::Create(me_.ctx(), "edit_refused", fn_);
  b_->CreateCondBr(b_->CreateICmpEQ(r, b_->getInt8(0)), go, failed);
  b_->SetInsertPoint(failed);
  b_->CreateStore(r, me_.RuntimeGlobal(kBailFlag, ty.i8));
  b_->CreateBr(bail_);
  b_->SetInsertPoint(go);
  *out = CgValue{};
  out->type = want;
  out->konst = ModuleEmitter::GhostValue(want);
  return true;
}

}  // namespace kiln::codegen
