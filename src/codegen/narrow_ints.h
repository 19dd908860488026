// Integers narrower than 64 bits in native code (internal to src/codegen):
// Int8/16/32 and UInt8/16/32 live in registers of their width (i8, i16,
// i32). In a Value's bits word the runtime keeps them sign-extended (signed)
// or zero-extended (unsigned) (runtime::NormalizeBits); in an array they take
// their size in bytes. These convert between a register and a bits word.
#ifndef KILN_CODEGEN_NARROW_INTS_H_
#define KILN_CODEGEN_NARROW_INTS_H_

#include <llvm/IR/IRBuilder.h>

#include "codegen/intrinsics.h"
#include "runtime/types.h"

namespace kiln::codegen {

// The register of an integer type of `size` bytes (1, 2, 4) and that layout;
// null for other types.
inline llvm::Type* NarrowIntRep(llvm::LLVMContext& ctx, const runtime::DataType* t) {
  if (t->layout != runtime::Layout::kInt && t->layout != runtime::Layout::kUInt) return nullptr;
  if (t->size != 1 && t->size != 2 && t->size != 4) return nullptr;
  return llvm::Type::getIntNTy(ctx, 8 * t->size);
}

// Whether a register type is a narrow integer (not i1, not i64).
inline bool IsNarrowInt(llvm::Type* r) {
  return r->isIntegerTy() && !r->isIntegerTy(1) && !r->isIntegerTy(64);
}

// The bits word of a register value of type t (a Value's bits).
inline llvm::Value* BitsWord(llvm::IRBuilder<>& b, const LlvmTypes& ty, llvm::Value* v,
                             const runtime::DataType* t) {
  llvm::Type* r = v->getType();
  if (r == ty.f64) return b.CreateBitCast(v, ty.i64);
  if (r == ty.i1) return b.CreateZExt(v, ty.i64);
  if (IsNarrowInt(r)) {
    return t->layout == runtime::Layout::kInt ? b.CreateSExt(v, ty.i64) : b.CreateZExt(v, ty.i64);
  }
  return v;
}

// The register of type r holding a bits word.
inline llvm::Value* FromBitsWord(llvm::IRBuilder<>& b, const LlvmTypes& ty, llvm::Value* bits,
                                 llvm::Type* r) {
  if (r == ty.f64) return b.CreateBitCast(bits, ty.f64);
  if (r == ty.i1) return b.CreateICmpNE(bits, b.getInt64(0));
  if (IsNarrowInt(r)) return b.CreateTrunc(bits, r);
  return bits;
}

// Bytes an element of register type r takes in an array (Bool: one).
inline unsigned ElementBytes(llvm::Type* r) {
  if (r->isIntegerTy(1)) return 1;
  if (r->isIntegerTy()) return r->getIntegerBitWidth() / 8;
  return 8;
}

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_NARROW_INTS_H_
