// Calls from native code into the runtime's dispatch and the interpreter
// (docs/native.md "Calls into the interpreter"), and the runtime objects
// such calls name.
//
// Native code calls a callee it does not compile through kiln_rt_call: the
// callee and its arguments as boxed Values in a buffer of its frame, the
// result as a Value written to `out`. The call is dispatched as the
// interpreter dispatches it (in the latest world) and runs there; native
// code then takes the result's bits (and, for a Union, its type word).
//
// Only callees without side effects are called this way (inference proved
// them consistent: no stores, no I/O, no mutable allocation, no state read;
// codegen checks it), so a native run that bails after such a call may still
// be run again by the interpreter from its arguments: nothing the callee did
// is visible. A callee that raises leaves its exception pending and
// kiln_rt_call returns kBailRaised: native code returns through its frames,
// each calling kiln_rt_frame with its key and line, and the interpreter goes
// on raising the exception with those frames in its backtrace. When a frame
// cannot be named (no key, or a test of the flag LLVM was told it need not
// make), the tier drops the exception and the interpreter runs the whole
// call instead, which raises it again with its own text and backtrace.
//
// Functions are named by external globals kiln_gv_<hex of Module.name> that
// the JIT resolves to the address of that constant binding's Value (16
// bytes: type word, bits), so no address of this process appears in a
// module.
#ifndef KILN_CODEGEN_RUNTIME_CALLS_H_
#define KILN_CODEGEN_RUNTIME_CALLS_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/runtime.h"
#include "runtime/value.h"

namespace kiln::codegen {

// i8 (ptr values, i32 n, ptr out): values[0] is the callee; 0, or the bail kind.
inline constexpr const char* kCall = "kiln_rt_call";
// void (ptr key, i64 key length, i32 line, i64 depth budget): an exception
// passes through the native frame of the MethodInstance `key` names
// (Codegen::SetFrameKey), at `line` lines after its method's first line.
inline constexpr const char* kFrame = "kiln_rt_frame";
// ptr (ptr bytes, i64 length): a new String of those bytes (a constant of the module).
inline constexpr const char* kNewString = "kiln_rt_string";
inline constexpr std::string_view kGlobalPrefix = "kiln_gv_";
// ptr (ptr a, ptr b): a new String of a's bytes then b's (Core's string_concat
// of two Strings, which `*(::String, ::String)` calls).
inline constexpr const char* kStringConcat2 = "kiln_rt_string_concat2";
// ptr (ptr s, i64 i, i64 j): a new String of s's bytes i:j (Core's
// string_substr, which `String(::SubString{String})` calls); null where the
// builtin throws (i:j not within s) or memory is exhausted: a bail.
inline constexpr const char* kStringSubstr = "kiln_rt_string_substr";
// i8 (ptr a, ptr b): 1 when two Strings have the same bytes (`===` of Strings).
inline constexpr const char* kStringEqual = "kiln_rt_string_equal";
// i64 (ptr s, i32 seed): the intrinsic hash_bytes (Julia's memhash_seed of
// the String's bytes, a C function in Julia too).
inline constexpr const char* kStringHash = "kiln_rt_string_hash";

// What kiln_rt_call calls: runs f(args[1..n)) (args[0] is f) in the
// interpreter; false with the exception pending in the runtime.
using CallHook = bool (*)(void* ctx, const runtime::Value* args, uint32_t n, runtime::Value* out);
// Set by the tier when it makes its JIT.
void SetCallHook(CallHook hook, void* ctx);
// What kiln_rt_frame calls (the tier's; the same context as the call hook).
using FrameHook = void (*)(void* ctx, const char* key, uint64_t length, int32_t line, uint64_t depth);
void SetFrameHook(FrameHook hook);

extern "C" uint8_t KilnCall(const runtime::Value* args, uint32_t n, runtime::Value* out);
extern "C" void KilnFrame(const char* key, uint64_t length, int32_t line, uint64_t depth);
extern "C" void* KilnNewString(const char* bytes, int64_t length);
extern "C" void* KilnStringConcat2(const runtime::String* a, const runtime::String* b);
extern "C" void* KilnStringSubstr(const runtime::String* s, int64_t i, int64_t j);
extern "C" uint8_t KilnStringEqual(const runtime::String* a, const runtime::String* b);
extern "C" uint64_t KilnStringHash(const runtime::String* s, uint32_t seed);

// The name of the global that stands for the function value v (a singleton
// bound as a constant under its own name in a module reachable from Main,
// Base or Core); empty otherwise.
std::string GlobalSymbol(runtime::Runtime& rt, runtime::Value v);
// The same for the constant binding `name` of `module` holding v.
std::string BindingSymbol(runtime::Runtime& rt, runtime::Module* module, runtime::Symbol* name,
                          runtime::Value v);
// The address of the Value a name GlobalSymbol gave stands for, or null.
const runtime::Value* ResolveGlobalSymbol(runtime::Runtime& rt, std::string_view name);

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_RUNTIME_CALLS_H_
