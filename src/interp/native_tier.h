// The interpreter's side of native code (COMPILER.md §4, "Tiering"): a
// NativeTier, when one is set, is offered every call of a method with a
// lowered body before the interpreter pushes its frame. The tier itself (which
// infers, emits and links) lives above the interpreter, in the driver; the
// interpreter knows only this interface, so it never sees LLVM.
#ifndef KILN_INTERP_NATIVE_TIER_H_
#define KILN_INTERP_NATIVE_TIER_H_

#include <cstdint>

#include "ir/module_ir.h"
#include "runtime/method.h"
#include "runtime/value.h"
#include "tape/compiled_file.h"

namespace kiln::interp {

// MethodInstance::interp_word while a NativeTier is set: kNativeNever on a
// MethodInstance the tier will never run natively (the interpreter then stops
// offering it), else its heat. Each interpreted call adds kHeatPerCall, each
// jump back of a loop running in its frame kHeatPerBackEdge (multiples of 4,
// so heat never equals kNativeNever). A MethodInstance whose heat has reached
// the interpreter's hot mark (Interpreter::SetNativeTier) is offered every
// call; one never called before (heat 0) is offered its first call with
// `hot` false (TryRun). With a hot mark of 0 (--compile=all) every call is
// offered as hot.
inline constexpr uint64_t kNativeUnknown = 0;
inline constexpr uint64_t kNativeNever = 1;
inline constexpr uint64_t kHeatPerCall = 400;
inline constexpr uint64_t kHeatPerBackEdge = 4;
// The default hot mark: 1000 calls, or 10^5 loop back-edges, or a mix.
inline constexpr uint64_t kDefaultHotCalls = 1000;

// What became of a call offered to the tier.
enum class NativeRun : uint8_t {
  kDeclined,  // the interpreter runs the call (nothing it does has happened yet)
  kRan,       // run natively: the result is in *out
  // Run natively and raised: the exception is pending in the runtime and the
  // backtrace holds the native frames it passed through
  // (Interpreter::NoteNativeFrame); the interpreter goes on raising it.
  kRaised,
};

class NativeTier {
 public:
  virtual ~NativeTier() = default;
  // Runs mi on args[0..nargs) (args[0] is the callee) natively when it can
  // (NativeRun). `frames_left`: how many nested calls the
  // interpreter could still make before raising StackOverflowError. `hot`:
  // mi is hot (or every call is offered): compile it when it has no native
  // code yet. Not hot (its first call): run it natively only when its native
  // code is at hand without compiling (loaded already, or a valid persisted
  // record while native code is running in this process anyway).
  virtual NativeRun TryRun(runtime::MethodInstance* mi, const runtime::Value* args, uint32_t nargs,
                      uint64_t world, uint64_t frames_left, bool hot, runtime::Value* out) = 0;
  // The back-edges of a loop running in mi's interpreted frame made it hot:
  // its native code now (run from its next call; the frame stays
  // interpreted), so that a method called once still has a persisted record
  // for the next run. It may run inference and allocate, never Julia code.
  virtual void BecameHot(runtime::MethodInstance* mi, uint64_t world) {
    (void)mi;
    (void)world;
  }
};

// The soundness check of inference (KILN_INFER_CHECK, docs/inference.md):
// when one is set, every interpreted call of a method with a MethodInstance
// tells it, as it returns, the value it returns and its body's slots as they
// are then (registers [0, nslots): arguments first; undefined ones hold no
// value). The observer must not run Julia code or define anything.
class ReturnObserver {
 public:
  virtual ~ReturnObserver() = default;
  virtual void Returned(runtime::MethodInstance* mi, uint64_t world, const runtime::Value* slots,
                        uint32_t nslots, runtime::Value result) = 0;
};

// Where a method's lowered body is (for inference).
struct LoweredBody {
  const ir::ModuleIr* module_ir = nullptr;
  const ir::Body* body = nullptr;
  runtime::Module* module = nullptr;
  const void* handle = nullptr;  // the interpreter's linked module
  // Where it comes from: module `module_index` of `file`, body `body_index`.
  // A file loaded from the IR cache has no statements (a body is its tape
  // there): the body is empty then, and lowering the file again gives it.
  const tape::CompiledFile* file = nullptr;
  size_t module_index = 0;
  uint32_t body_index = 0;
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_NATIVE_TIER_H_
