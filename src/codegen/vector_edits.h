// Vector edits in the middle and at the front (insert!, deleteat!,
// pushfirst!, popfirst!: Core.array_grow_at, array_del_at, array_grow_beg,
// array_del_beg) in native code (vector_edits.cc): one runtime entry,
// kiln_rt_array_edit, that records in the undo log everything the edit may
// overwrite (unless the running call made the vector) and then does it as
// the interpreter's builtin does.
#ifndef KILN_CODEGEN_VECTOR_EDITS_H_
#define KILN_CODEGEN_VECTOR_EDITS_H_

#include <cstdint>

#include "codegen/undo_log.h"
#include "runtime/array.h"

namespace kiln::codegen {

// i8 (ptr vector, i64 op, i64 i, i64 n, ptr undo log)
inline constexpr const char* kArrayEdit = "kiln_rt_array_edit";
// The edits (op): n elements made before 1-based index i, dropped from i
// on, made in front, dropped from the front.
inline constexpr int64_t kEditGrowAt = 0;
inline constexpr int64_t kEditDelAt = 1;
inline constexpr int64_t kEditGrowBeg = 2;
inline constexpr int64_t kEditDelBeg = 3;

// Does edit `op` on vector a (of bits elements of 1 or 8 bytes, or Values).
// Unless a is native_fresh, first records its header's words and every
// element from the edit's place to its end. Returns 0, or the bail kind:
// kBailThrow where the interpreter throws (an index or count out of range, a
// shared vector, memory), kBailTooManyStores when the log is full.
extern "C" uint8_t KilnArrayEdit(runtime::Array* a, int64_t op, int64_t i, int64_t n, UndoLog* log);

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_VECTOR_EDITS_H_
