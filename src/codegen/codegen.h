// Native code for CodeInstances (COMPILER.md §4): one LLVM module per
// CodeInstance, emitted from its inferred body (infer::TypedBody), for the
// subset native code covers so far (docs/native.md):
//
//   * values of Int64, UInt64, Float64 and Bool (and constants of any type
//     that only select what to call) unboxed in registers; slots as allocas
//     (LLVM's mem2reg makes them SSA values);
//   * intrinsics on them as LLVM instructions, `===` and `ifelse`;
//   * branches, loops and returns;
//   * calls to other CodeInstances whose argument types are all concrete:
//     small callees are emitted into the module as internal functions (LLVM
//     inlines them), the others are external declarations the JIT binds.
//
// Code in the subset has no side effects it cannot undo: no global writes,
// no I/O; its stores into arrays and mutable structs are recorded in the undo
// log (undo_log.h) first; the mutable structs it allocates
// (runtime_entries.h) are unseen by the interpreter until the call returns. Whenever it would throw (a
// division by zero, an index out of bounds) or recurse deeper than its
// budget, it sets the runtime's bail flag and returns at once, through every
// native caller; the tier restores the logged stores and the interpreter
// runs the call again from its arguments, raising the error exactly as it
// always does (same text, same backtrace). An exception a callee run
// through the interpreter raises instead goes on through the native frames
// (kBailRaised), each naming itself for the backtrace. A CodeInstance outside the subset
// is not emitted: Emit says why, and it stays interpreted.
//
// Names are deterministic and module-local: the CodeInstance's function is
// `julia_<name>_0`, its boxed entry `jlinvoke_<name>_0`, callees
// `j_<name>_<n>` in order of first use; the runtime's state is reached through
// external globals named by stable keys (kiln_rt_*). No address of this
// process appears in a module, so one CodeInstance gives the same bitcode in
// every process. LinkerInfo says which local name stands for what; the JIT
// gives them process-unique names (src/jit).
//
// Runs on the runtime's thread (it reads types and looks methods up).
#ifndef KILN_CODEGEN_CODEGEN_H_
#define KILN_CODEGEN_CODEGEN_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "engine/code_instance.h"
#include "engine/engine.h"
#include "runtime/runtime.h"

namespace kiln::codegen {

// The runtime state native code uses, by the names modules give them.
inline constexpr const char* kBailFlag = "kiln_rt_bail";    // i8: nonzero after a bail
inline constexpr const char* kDepthLeft = "kiln_rt_depth";  // i64: calls left before a bail
// Values of the bail flag: the code would throw; it ran out of depth.
inline constexpr uint8_t kBailThrow = 1;
inline constexpr uint8_t kBailTooDeep = 2;
// It would store more than the undo log holds (undo_log.h).
inline constexpr uint8_t kBailTooManyStores = 3;
// Not a bail: an exception is pending in the runtime (raised by a callee run
// through the interpreter), and native code returns through its frames, each
// telling the runtime where it is (kiln_rt_frame, runtime_calls.h), so the
// interpreter goes on raising it with every frame in its backtrace. Its
// stores stay done, as the interpreter's would.
inline constexpr uint8_t kBailRaised = 4;

struct LinkerInfo {
  std::string entry;   // the CodeInstance's function: unboxed arguments and result
  // i64 (ptr args, ptr out): reads Values args[0..], returns the result's
  // bits, or writes a struct result's fields' bits to out[0..]. Empty when
  // the arguments or the result are not bits (native callers only).
  std::string invoke;
  struct Callee {
    std::string local_name;
    engine::CodeInstance* ci;
  };
  std::vector<Callee> callees;            // external declarations, per other CodeInstance
  std::vector<std::string> runtime_refs;  // external globals and functions of the runtime
};

struct Emitted {
  std::string key;      // the CodeInstance's stable key (its signature and location)
  std::string bitcode;  // the module
  LinkerInfo link;
  runtime::DataType* rettype = nullptr;  // of the invoke entry's result bits
  // When the result is a struct: its field types (out[k] holds field k's
  // bits unless it is a ghost).
  std::vector<runtime::DataType*> result_fields;
  uint32_t functions = 0;                // defined in the module (internal callees too)
  uint32_t through_interpreter = 0;      // callees it may call through the interpreter
};

// `--check-bounds=yes` (Julia's option): every index is checked in native code,
// `@inbounds` or not, and `@boundscheck` blocks always run. Set once before any
// emission; the native tier makes it part of every object's and record's key.
void SetBoundsChecksForced(bool forced);
bool BoundsChecksForced();

class Codegen {
 public:
  Codegen(runtime::Runtime& rt, engine::Engine& engine);
  ~Codegen();
  Codegen(const Codegen&) = delete;
  Codegen& operator=(const Codegen&) = delete;

  // Emits ci's module; false with the reason in *why when ci (or a callee it
  // would take in) is outside the subset. `world`: where its calls are looked up.
  // `interpreted`: callees (not native code, without side effects) that the
  // module calls through the interpreter (runtime_calls.h); small callees
  // whose bodies are not native are added to it for this emission only. The
  // module depends on ci, world and `interpreted` alone (never on earlier
  // emissions), so every process emits the same one.
  bool Emit(engine::CodeInstance* ci, uint64_t world, Emitted* out, std::string* why,
            const std::unordered_set<engine::CodeInstance*>& interpreted = {});

  // Tells which MethodInstances are the runtime's default constructors
  // `T(fields...)` (methods without a lowered body: the interpreter makes
  // the object). A call of one whose arguments are exactly the field types
  // is emitted as `new`; without the test, such calls keep their callers
  // interpreted.
  void SetDefaultConstructorTest(std::function<bool(runtime::MethodInstance*)> test);

  // What names a native function's MethodInstance in its module, so that a
  // frame an exception passes through is found again at run time
  // (kiln_rt_frame): the same bytes in every process, no address. Without
  // it (or with an empty key) such a frame is unnamed, and the tier runs the
  // whole call again in the interpreter instead of raising through it.
  void SetFrameKey(std::function<std::string(runtime::MethodInstance*)> key);

  // Whether a caller of ci may call it through the interpreter: ci has no
  // side effects (inference proved it consistent).
  static bool MayCallThroughInterpreter(const engine::CodeInstance* ci);

  // The stable key of a CodeInstance: `f(::Int64) at file:line`.
  std::string StableKey(const engine::CodeInstance* ci);

  // The same module as text (LLVM assembly), for tests and debugging.
  static std::string BitcodeToText(const std::string& bitcode);

  struct State;  // codegen.cc's

 private:
  std::unique_ptr<State> s_;
};

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_CODEGEN_H_
