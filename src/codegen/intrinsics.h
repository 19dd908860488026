// Intrinsics as LLVM instructions (internal to src/codegen): each with the
// exact result the interpreter's implementation gives (src/runtime/intrinsics_*.cc),
// and a bail where it would throw.
#ifndef KILN_CODEGEN_INTRINSICS_H_
#define KILN_CODEGEN_INTRINSICS_H_

#include <llvm/IR/IRBuilder.h>

#include <string>
#include <vector>

#include "runtime/intrinsics.h"
#include "runtime/runtime.h"
#include "runtime/types.h"

namespace kiln::codegen {

struct LlvmTypes {
  llvm::Type* i1 = nullptr;
  llvm::Type* i8 = nullptr;
  llvm::Type* i64 = nullptr;
  llvm::Type* f64 = nullptr;
  llvm::Type* ptr = nullptr;
  llvm::Type* void_ = nullptr;
};

// A value during emission: in a register (v), or a ghost known by its
// constant (v null, konst defined). `type` is always its concrete type.
// A value of a small Union (`utype` set, `type` null) is an LLVM struct
// {i8 tag, one field per member that has a register}: the tag is the index
// of its member in the Union's components.
struct CgValue {
  llvm::Value* v = nullptr;
  runtime::DataType* type = nullptr;
  runtime::Value konst;
  runtime::UnionType* utype = nullptr;
  // An object made in this frame (so by the running native call): stores
  // into it need no undo record (memory.cc).
  bool fresh = false;
};

struct IntrinsicArg {
  llvm::Value* v;            // null: a ghost (e.g. the type argument of sext_int)
  runtime::DataType* type;
  runtime::Value konst;      // defined for constants
  llvm::Type* rep;           // the register type, or null
};

struct IntrinsicEmitContext {
  llvm::IRBuilder<>& b;
  const LlvmTypes& types;
  llvm::BasicBlock* bail;   // where a would-be throw goes
  runtime::DataType* want;  // the result's type (inferred)
  llvm::Type* want_rep;     // its register type, or null
  runtime::Runtime& rt;
};

// Emits intrinsic `id` on `args`; false with *why when outside the subset.
bool EmitIntrinsic(IntrinsicEmitContext& c, runtime::IntrinsicId id,
                   const std::vector<IntrinsicArg>& args, llvm::Value** out, std::string* why);

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_INTRINSICS_H_
