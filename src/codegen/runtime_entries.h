// The runtime functions native code calls by name and the runtime objects it
// names (docs/native.md "Allocation"). Native code allocates a mutable struct
// by calling kiln_rt_new_struct with its type and its fields' bits; the type
// is the address of an external global named kiln_ty_<hex of its path>
// (`Main.Point` as hex bytes), which the tier's JIT resolves to the DataType
// of that name when it links (so no address of this process appears in a
// module, and an object from the native store links in a later process).
#ifndef KILN_CODEGEN_RUNTIME_ENTRIES_H_
#define KILN_CODEGEN_RUNTIME_ENTRIES_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/undo_log.h"
#include "runtime/array.h"
#include "runtime/runtime.h"
#include "runtime/types.h"

namespace kiln::codegen {

inline constexpr const char* kNewStruct = "kiln_rt_new_struct";  // ptr (ptr type, ptr bits)
inline constexpr std::string_view kTypePrefix = "kiln_ty_";
inline constexpr const char* kNewArray = "kiln_rt_new_array";  // ptr (ptr elem type, i64 n)
inline constexpr const char* kNewMatrix = "kiln_rt_new_matrix";  // ptr (ptr elem type, i64 n, i64 m)
inline constexpr const char* kCubeRoot = "kiln_rt_cbrt";  // double (double)
// i8 (ptr vector, i64 new length, ptr undo log): push!, pop!, resize!.
inline constexpr const char* kArraySetLength = "kiln_rt_array_set_length";

// A new object of mutable struct type `type` whose field k is a Value of
// the field's (bits) type with bits[k]. Collectable memory: native code holds
// it in its frame, which the collector scans. Null once the heap's limit is
// reached (runtime/gc.h), as every allocating entry here: the caller bails,
// and the interpreter, running the call, raises OutOfMemoryError.
extern "C" void* KilnNewStruct(runtime::DataType* type, const uint64_t* bits);

// A new Vector{elem} of n zeroed elements (elem a bits type), as
// Core.array_new makes it, with its native_fresh byte set and recorded, so
// that the running call's stores into it go unlogged; null where array_new
// would throw (n < 0, more than memory holds), and the caller bails.
extern "C" void* KilnNewArray(runtime::DataType* elem, int64_t n);
// Gives vector `a` (of bits elements) `length` elements, as
// Core.array_grow_end/array_del_end/array_resize do: new elements zeroed,
// dropped ones cleared. Unless the running call made `a` (native_fresh), what
// it changes (the header's words, the cleared elements) is first recorded in
// the undo log `log`, so that a bail restores the vector (a grown vector's old
// storage stays alive through the log's words). Returns 0, or the bail kind
// native code then sets: kBailThrow where the interpreter would throw (a
// negative length, a shared vector, more than memory holds),
// kBailTooManyStores when the log is full.
extern "C" uint8_t KilnArraySetLength(runtime::Array* a, int64_t length, UndoLog* log);
// The same for a Matrix{elem} of n×m zeroed elements.
extern "C" void* KilnNewMatrix(runtime::DataType* elem, int64_t n, int64_t m);
// cbrt as the interpreter computes it (Julia's algorithm, exact for perfect
// cubes), where the C library's may differ in the last bit.
extern "C" double KilnCubeRoot(double x);
// The runtime KilnNewArray allocates with (set once, by the tier).
void SetEntryRuntime(runtime::Runtime* rt);
runtime::Runtime* EntryRuntime();
// After each native call (returned or bailed): clears the native_fresh byte
// of every array it made, so that later calls log their stores into them.
void ClearFreshArrays();

// The name of the global that stands for type t: empty when t is not a
// type bound under its own name in a module reachable from Main, Base or
// Core (parameters, local or anonymous types).
std::string TypeSymbol(runtime::Runtime& rt, runtime::DataType* t);
// The DataType a name TypeSymbol gave stands for in this process, or null.
runtime::DataType* ResolveTypeSymbol(runtime::Runtime& rt, std::string_view name);
// A `<prefix><hex of a dotted name>` symbol: the name in *text, its dotted
// parts (views into *text), and in *top the module its first part names (Main,
// Base or Core). False when it is not such a symbol or names no such module.
bool DecodeHexName(runtime::Runtime& rt, std::string_view name, std::string_view prefix,
                   std::string* text, std::vector<std::string_view>* parts, runtime::Module** top);

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_RUNTIME_ENTRIES_H_
