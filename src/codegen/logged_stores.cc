// Stores native code records in the undo log first (undo_log.h): an array
// element's store gets a record of its own; a mutable struct gets one record
// of all its fields before the running call's first store into it, found by
// the log's table of marks, and its stores are plain from then on.
#include <algorithm>
#include <cstddef>

#include <llvm/IR/MDBuilder.h>

#include "codegen/emitter.h"
#include "codegen/undo_log.h"
#include "runtime/array.h"
#include "runtime/object.h"

namespace kiln::codegen {

namespace {

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
constexpr uint64_t kArrayFresh = offsetof(runtime::Array, native_fresh);
#pragma GCC diagnostic pop
constexpr uint64_t kStructFields = sizeof(runtime::StructObject);
static_assert(offsetof(UndoLog, cur) == 0);
static_assert(sizeof(Value) == 16 && offsetof(Value, type) == 0);

}  // namespace

llvm::Value* BodyEmitter::UndoRoom(uint64_t words) {
  // Returns cur, after making room for `words` words (a bail when the log is full).
  const LlvmTypes& ty = me_.types();
  llvm::LLVMContext& ctx = me_.ctx();
  llvm::Type* log_type = llvm::ArrayType::get(ty.i64, 4);
  llvm::GlobalVariable* log = me_.RuntimeGlobal(kUndoLog, log_type);
  llvm::Value* cur = Load(ty.ptr, log, Mem::kRuntime);
  llvm::Value* end = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, log, offsetof(UndoLog, end)), Mem::kRuntime);
  llvm::BasicBlock* grow = llvm::BasicBlock::Create(ctx, "undo_grow", fn_);
  llvm::BasicBlock* full = llvm::BasicBlock::Create(ctx, "undo_full", fn_);
  llvm::BasicBlock* record = llvm::BasicBlock::Create(ctx, "undo_record", fn_);
  // Records are multiples of three words, as the block is: a store's fits unless cur == end.
  llvm::Value* full_now = nullptr;
  if (words == kUndoRecordWords) {
    full_now = b_->CreateICmpEQ(cur, end);
  } else {
    llvm::Value* room = b_->CreateSub(b_->CreatePtrToInt(end, ty.i64), b_->CreatePtrToInt(cur, ty.i64));
    full_now = b_->CreateICmpULT(room, b_->getInt64(8 * words));
  }
  b_->CreateCondBr(full_now, grow, record);
  b_->SetInsertPoint(grow);
  // One growth makes room for any record (KilnUndoGrow adds 12288 words at least).
  llvm::Function* grow_fn = me_.RuntimeFunction(kUndoGrow, llvm::FunctionType::get(ty.i1, {ty.ptr}, false));
  b_->CreateCondBr(b_->CreateCall(grow_fn, {log}), record, full);
  b_->SetInsertPoint(full);
  BailWith(kBailTooManyStores);
  b_->SetInsertPoint(record);
  return Load(ty.ptr, log, Mem::kRuntime);
}

void BodyEmitter::LoggedStore(llvm::Value* addr, llvm::Value* v, unsigned size, Mem mem, llvm::Value* array) {
  const LlvmTypes& ty = me_.types();
  llvm::LLVMContext& ctx = me_.ctx();
  llvm::BasicBlock* done = nullptr;
  if (array != nullptr) {
    // An array the running call made: a plain store.
    llvm::BasicBlock* plain = llvm::BasicBlock::Create(ctx, "fresh_store", fn_);
    llvm::BasicBlock* logged = llvm::BasicBlock::Create(ctx, "logged_store", fn_);
    done = llvm::BasicBlock::Create(ctx, "stored", fn_);
    llvm::Value* fresh = Load(ty.i8, b_->CreateConstInBoundsGEP1_64(ty.i8, array, kArrayFresh), Mem::kArrayHeader);
    b_->CreateCondBr(b_->CreateICmpNE(fresh, b_->getInt8(0)), plain, logged);
    b_->SetInsertPoint(plain);
    Store(v, addr, mem);
    b_->CreateBr(done);
    b_->SetInsertPoint(logged);
  }
  llvm::Value* cur = UndoRoom(kUndoRecordWords);
  llvm::Value* old = Load(size == 8 ? ty.i64 : b_->getIntNTy(8 * size), addr, mem);
  if (size != 8) old = b_->CreateZExt(old, ty.i64);
  Store(addr, cur, Mem::kUndo);
  Store(old, b_->CreateConstInBoundsGEP1_64(ty.i64, cur, 1), Mem::kUndo);
  Store(b_->getInt64(size), b_->CreateConstInBoundsGEP1_64(ty.i64, cur, 2), Mem::kUndo);
  Store(b_->CreateConstInBoundsGEP1_64(ty.i64, cur, kUndoRecordWords), me_.RuntimeGlobal(kUndoLog, llvm::ArrayType::get(ty.i64, 4)), Mem::kRuntime);
  Store(v, addr, mem);
  if (done != nullptr) {
    b_->CreateBr(done);
    b_->SetInsertPoint(done);
  }
}

llvm::Value* BodyEmitter::ObjectKey(llvm::Value* obj) {
  // A slot's value is loaded at each read: the slot stands for it until it is assigned.
  if (auto* l = llvm::dyn_cast<llvm::LoadInst>(obj)) {
    auto* a = llvm::dyn_cast<llvm::AllocaInst>(l->getPointerOperand());
    if (a != nullptr && std::find(slots_.begin(), slots_.end(), a) != slots_.end()) return a;
  }
  return obj;
}

void BodyEmitter::LogObject(llvm::Value* obj, size_t nfields) {
  // Within one block of the body, once is enough: nothing drops the record
  // while the run goes on (a nested run that bails drops only its own).
  if (!logged_objects_.insert(ObjectKey(obj)).second) return;
  const LlvmTypes& ty = me_.types();
  llvm::LLVMContext& ctx = me_.ctx();
  llvm::GlobalVariable* log = me_.RuntimeGlobal(kUndoLog, llvm::ArrayType::get(ty.i64, 4));
  // Recorded in this run already? Its mark's slot holds `address | mark`.
  llvm::Value* address = b_->CreatePtrToInt(obj, ty.i64);
  llvm::Value* mark = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, log, offsetof(UndoLog, mark)), Mem::kRuntime);
  llvm::Value* key = b_->CreateOr(address, mark);
  llvm::Value* index = b_->CreateAnd(b_->CreateLShr(address, 4), b_->getInt64(kUndoMarks - 1));
  llvm::Value* slot = b_->CreateInBoundsGEP(
      ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, log, offsetof(UndoLog, marks)), index);
  llvm::BasicBlock* record = llvm::BasicBlock::Create(ctx, "record_object", fn_);
  llvm::BasicBlock* done = llvm::BasicBlock::Create(ctx, "object_recorded", fn_);
  llvm::Value* seen = b_->CreateICmpEQ(Load(ty.i64, slot, Mem::kRuntime), key);
  b_->CreateCondBr(seen, done, record, llvm::MDBuilder(ctx).createLikelyBranchWeights());
  b_->SetInsertPoint(record);
  const uint64_t words = 2 * nfields;
  const uint64_t record_words = UndoObjectWords(8 * words);
  llvm::Value* cur = UndoRoom(record_words);
  llvm::Value* fields = b_->CreateConstInBoundsGEP1_64(ty.i8, obj, kStructFields);
  Store(fields, cur, Mem::kUndo);
  for (uint64_t k = 0; k < words; ++k) {
    // Type words (even) and bits (odd), each with its own kind of memory.
    llvm::Value* w = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i64, fields, k),
                          k % 2 == 0 ? Mem::kTypeWord : Mem::kField);
    Store(w, b_->CreateConstInBoundsGEP1_64(ty.i64, cur, 1 + k), Mem::kUndo);
  }
  Store(b_->getInt64(8 * words), b_->CreateConstInBoundsGEP1_64(ty.i64, cur, record_words - 1), Mem::kUndo);
  Store(b_->CreateConstInBoundsGEP1_64(ty.i64, cur, record_words), log, Mem::kRuntime);
  Store(key, slot, Mem::kRuntime);
  b_->CreateBr(done);
  b_->SetInsertPoint(done);
}

}  // namespace kiln::codegen
