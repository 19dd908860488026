// What the interpreter runs: a LinkedModule is one ModuleIr of a CompiledFile
// bound to a runtime Module, with the side tables that turn the tape's ids into
// things (constant values, resolved bindings, closure types). A Code is one body
// of it, with its call sites' caches, or a native body.
#ifndef KILN_INTERP_CODE_H_
#define KILN_INTERP_CODE_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "ir/module_ir.h"
#include "runtime/dispatch.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "tape/compiled_file.h"
#include "tape/tape.h"

namespace kiln::interp {

using runtime::Value;

class Machine;
struct Code;

// Inline cache of one call site (seed 002: local method tables).
struct SiteCache {
  runtime::DispatchEntry* entry = nullptr;  // last generic dispatch result
  // getproperty fast path: struct type (array type for setindex!)...
  runtime::DataType* field_owner = nullptr;
  int64_t field_index = -1;  // ...and its field...
  uint64_t field_name = 0;   // ...of this name (the Symbol's bits)
  uint64_t field_world = 0;  // the world it was found in
  runtime::DataType* field_value_type = nullptr;  // setproperty!/setindex!: the value's type
  int8_t base_callee = 0;  // fast ops guarded by the callee: 1 Base's function, -1 not, 0 unknown
};

// A native method body (default constructors, Core functions that need the
// interpreter): runs without a frame. `code` is its own Code.
using NativeBody = bool (*)(Machine& m, const Code& code, runtime::MethodInstance* mi,
                            const Value* args, uint32_t nargs, Value* out);

struct LinkedModule;

// A call the typed tape of its caller binds at link time (call_direct).
struct DirectCall {
  runtime::MethodInstance* mi = nullptr;
  Code* code = nullptr;  // mi's generic body, its tape loaded
};

// One runnable body. Owned by its LinkedModule (or, for natives, by whoever
// defined it); referenced from Methods. A typed copy (typed_tier.h) is owned
// by the Machine and referenced from its MethodInstance.
struct Code {
  LinkedModule* lm = nullptr;
  ir::BodyId body;
  const tape::TapeBody* tape = nullptr;      // loaded on first run
  runtime::RootedVector<SiteCache> sites;    // tape->site_count entries, on first run
  NativeBody native = nullptr;               // instead of a tape
  runtime::DataType* native_type = nullptr;  // for native bodies: the struct type
  bool toplevel = false;                     // a module thunk: calls see the latest world
  // Typed tapes (typed_tier.h). A generic body counts its calls and loop
  // back-edges up to the hot threshold; a typed copy has its own tape and
  // sites, the callees its call_direct sites bind, and the body it copies.
  uint32_t hot = 0;
  const Code* generic = nullptr;  // set on typed copies only
  std::unique_ptr<tape::TapeBody> own_tape;
  std::vector<DirectCall> direct;  // per site (typed copies)
};

struct LinkedModule {
  tape::CompiledFile* file = nullptr;
  size_t index = 0;  // module index in the file
  const ir::ModuleIr* ir = nullptr;
  runtime::Module* module = nullptr;
  bool defers_methods = false;  // part of Base: see Definitions::DefineMethod
  // Per ConstId. A constant that could not be made (a 128-bit literal) is
  // undefined here, and const_errors holds the exception its reads raise.
  runtime::RootedVector<Value> consts;
  runtime::RootedVector<Value> const_errors;
  std::vector<runtime::Binding*> bindings;  // per GlobalRefId; null until resolved
  // Per GlobalRefId used as a builtin/intrinsic callee: kUnresolvedCallee,
  // kGenericCallee, a BuiltinId, or kIntrinsicBase + an IntrinsicId.
  std::vector<int32_t> callee_ids;
  runtime::RootedVector<Value> closure_types;  // per ClosureId: undefined until made
  std::vector<std::unique_ptr<Code>> codes;    // per BodyId
  std::vector<runtime::Symbol*> names;         // per NameId: interned on first use
  runtime::Symbol* file_symbol = nullptr;      // file->path(), interned on first use
};

inline constexpr uint32_t kDiscard = UINT32_MAX;  // a frame's result is dropped
inline constexpr int32_t kUnresolvedCallee = -2;
inline constexpr int32_t kGenericCallee = -1;
inline constexpr int32_t kIntrinsicBase = 1 << 16;

// A Method's body is a Code*, or in a start-up image an odd word: the number of
// the image's record of the body (image.cc), made a Code on first use.
inline bool IsImageBody(const void* body) { return (reinterpret_cast<uintptr_t>(body) & 1) != 0; }

// The Code of body `body` of lm, made on first request.
Code* CodeFor(LinkedModule* lm, ir::BodyId body);

}  // namespace kiln::interp

#endif  // KILN_INTERP_CODE_H_
