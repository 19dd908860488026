// The interpreter's core (see interp.h for the contract): frames on an explicit
// stack, their registers on one shared value stack whose used part the collector
// scans, the exception handlers, and the loop that runs tape (Execute). What the
// loop's instructions do beyond moving values and calling is done by the
// Machine's parts, each in its own header:
//   linker.h, globals.h   linking compiled modules, their globals and names
//   definitions.h         method, type, module definitions; packages; natives
//   fast_ops.h            what the fast ops rely on besides their operands
//   image_bodies.h        the interpreter's part of a start-up image
#ifndef KILN_INTERP_MACHINE_H_
#define KILN_INTERP_MACHINE_H_

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

#include "interp/code.h"
#include "interp/definitions.h"
#include "interp/fast_ops.h"
#include "interp/image_bodies.h"
#include "interp/interp.h"
#include "interp/linker.h"
#include "interp/roots.h"
#include "interp/typed_tier.h"
#include "runtime/builtins.h"
#include "runtime/image.h"
#include "runtime/intrinsics.h"
#include "runtime/runtime.h"
#include "tape/compiled_file.h"

namespace kiln::interp {

class Machine {
 public:
  // With `image`, the runtime was made from that start-up image (image.h) and the
  // Machine takes up the interpreter's part of it.
  Machine(runtime::Runtime& rt, Loader& loader, const runtime::RuntimeImage* image = nullptr);
  ~Machine();
  Machine(const Machine&) = delete;
  Machine& operator=(const Machine&) = delete;

  runtime::Runtime& rt() { return rt_; }
  const Counters& counters() const { return counters_; }

  // ---- Running (machine.cc) ----
  // Runs the top-level code of `file` (its module 0) in `module`; with `value`,
  // stores there the value of its last statement (the REPL's result).
  bool RunFile(tape::CompiledFile& file, runtime::Module* module, Value* value = nullptr);
  // Loads package `name` (once) and returns its module (Definitions).
  runtime::Module* RequirePackage(runtime::Symbol* name) { return defs_.RequirePackage(name); }
  // Calls f(args...) from C++ and runs it to completion (re-entering the loop).
  // Called from a native body, the call's frame starts above its arguments.
  bool CallFunction(Value f, const Value* args, uint32_t nargs, Value* out) {
    return CallFunctionAbove(f, args, nargs, out, native_args_end_);
  }
  // Calls the method instance `mi` with args[0..nargs) (callee first) from C++ and runs it
  // to completion, as CallFunction does but without dispatch (Core.invoke).
  bool CallMethodInstance(runtime::MethodInstance* mi, const Value* args, uint32_t nargs,
                          Value* out);
  // M.include(path) from a native: runs a file in `module`, a relative path
  // resolved against the file of the running frame.
  bool IncludeNested(runtime::Module* module, Value path, Value* out);
  // Compiles `text` (named `name`) and runs it as top-level code of `module`
  // (`eval`, `include_string`); the value of its last statement.
  bool EvalString(runtime::Module* module, std::string_view text, const std::string& name,
                  Value* out);
  // rethrow(): raises the exception being handled again, keeping its backtrace.
  bool Rethrow();
  // CallFunction for native code (Interpreter::CallFromNative): when the call
  // raises, the backtrace holds the frames below it (made here when the
  // exception came from no raise of the loop: a failed dispatch), ready for
  // the native frames it then passes through (NoteNativeFrame).
  bool CallFromNative(Value f, const Value* args, uint32_t nargs, Value* out);
  // The exception being raised passes through the native frame of `mi` at
  // `line` of its file: that frame goes into the backtrace, above the
  // interpreted frames still on the stack. False when mi has no body to name.
  bool NoteNativeFrame(runtime::MethodInstance* mi, uint32_t line);

  // ---- Uncaught exceptions (exceptions.cc) ----
  std::string FormatUncaught(Value exception);
  // A file being loaded when the last uncaught exception was thrown: Julia wraps
  // the exception in a LoadError for each (the script, then every `include`),
  // naming the first line of the top-level expression that was running.
  struct LoadLevel {
    std::string file;
    uint32_t line;
  };
  // Innermost first; without the outermost code when it was not read from a
  // file (`-e`, the REPL).
  std::vector<LoadLevel> LoadLevels(bool in_file);
  // The stack trace of the last uncaught exception and its `in expression starting
  // at` lines, as Julia prints them after the error's text. `in_file`: the
  // outermost code was read from a file (its frames show the file's path).
  std::string FormatTrace(const std::vector<LoadLevel>& levels, bool in_file);
  // Prints an uncaught exception to stderr as Julia does (through Base's
  // display_error when it exists), with the stack trace.
  void ReportUncaught(Value exception, bool in_file = true);
  // What a Ctrl-C (interrupt_requested) does: raise InterruptException (the
  // REPL, -e), or end the program as `julia FILE` does (exits_on_interrupt).
  void set_exits_on_interrupt(bool exits) { exits_on_interrupt_ = exits; }

  // ---- Native code (native_tier.h) ----
  void set_native_tier(NativeTier* tier, uint64_t hot_calls) {
    native_tier_ = tier;
    native_hot_mark_ = hot_calls * kHeatPerCall;
  }
  void set_return_observer(ReturnObserver* observer) { return_observer_ = observer; }
  bool FindLoweredBody(runtime::Method* m, LoweredBody* out);

  // ---- Typed tapes (typed_tier.h, typed_code.cc) ----
  // Offers MethodInstances of bodies hot after `hot_count` calls and
  // back-edges to `tier` (null: none, the default). Not with a native tier.
  void set_typed_tier(TypedTier* tier, uint32_t hot_count) {
    typed_tier_ = tier;
    hot_count_ = hot_count;
  }
  const TypedCounters& typed_counters() const { return typed_counters_; }

  // ---- Tasks (tasks.cc) ----
  // Core._task_switch(from, to): suspends the running task `from` (the Base.Task
  // that is running) and runs `to` (starting it on its own stack the first time,
  // with Base._task_entry(to)); returns when some task switches back to `from`.
  bool SwitchTask(Value from, Value to);

  // ---- Backtraces (exceptions.cc) ----
  // Core._backtrace(caught): the frames of the running call stack (caught false) or
  // of the exception last thrown (true), innermost first, as a tuple of
  // (function name, call text, module name, file as shown, line, top-level) tuples.
  bool BacktraceFrames(bool caught, Value* out);

  // ---- Start-up images ----
  // Builds every deferred definition (Definitions::BuildAllDeferred).
  void BuildDeferredMethods() { defs_.BuildAllDeferred(); }
  // Saves the interpreter's part into `image` between programs (ImageBodies::Save).
  bool SaveImage(runtime::RuntimeImage* image, std::string* error);

 private:
  struct Frame {
    Code* code;
    runtime::MethodInstance* mi;  // null for module thunks and native calls
    Value* regs;
    uint32_t pc;       // the instruction this frame is executing (for backtraces)
    uint32_t resume;   // where it continues when its callee returns
    uint32_t ret_reg;  // the caller's register for the result; kDiscard to drop it
    uint64_t world;
  };
  struct Handler {
    uint32_t frame;  // index into frames_
    uint32_t catch_pc;
    uint32_t exc_depth;  // exception stack depth when entered
  };
  struct BacktraceEntry {
    const Code* code;
    uint32_t pc;
    runtime::MethodInstance* mi;  // null for module thunks and native calls
    uint32_t line = 0;            // a native frame's line (its pc is not run), else 0
    uint32_t Line() const { return line != 0 ? line : code->tape->LineAt(pc); }
  };
  static constexpr size_t kMaxFrames = 100000;
  // What native code counts per call against the value stack (Invoke).
  static constexpr size_t kNativeFrameRegisters = 256;

  // ---- Execution (loop.cc) ----
  // Runs until the frame stack is back to `depth` frames. The result of the
  // frame at `depth` is left in result_. False: an exception escaped.
  bool Execute(size_t depth);
  // Reads an operand word that is not a register already resolved.
  bool SlowArg(const Frame& f, uint32_t w, Value* out);
  // The cached-call path of the loop's calls: kPushed when it pushed the
  // callee's frame, kReturned when the callee ran natively (its result in
  // *out), kFailed when an exception is pending (as when Invoke fails).
  // kMiss changes nothing (the caller goes through Invoke).
  enum class Cached : uint8_t { kMiss, kPushed, kReturned, kFailed };
  Cached TryPushCached(Value* args, uint32_t n, SiteCache* site, uint64_t world, uint32_t ret_reg,
                       Value* out);
  [[gnu::noinline]] Cached OfferCached(runtime::MethodInstance* mi, Code* code, Value* args, uint32_t n,
                                       uint64_t world, uint32_t ret_reg, Value* out);
  // Offers a call of mi on regs[0..nargs) to the native tier (native_tier.h),
  // with the depth budget and the value stack's room: kRaised leaves the
  // exception pending and marked (native_raised_).
  NativeRun OfferNative(runtime::MethodInstance* mi, Value* regs, uint32_t nargs, uint64_t world,
                        bool hot, Value* out) {
    const size_t frames_left = kMaxFrames - std::min(frames_.size(), kMaxFrames);
    // Interpreted frames take at least one register each, most far more:
    // native code never goes deeper than the value stack would allow either.
    const size_t room = static_cast<size_t>(stack_end_ - (regs + nargs)) / kNativeFrameRegisters;
    // Native code may call back into the interpreter (CallFromNative): those
    // frames start above this call's arguments, which the interpreter needs
    // again should the native run bail.
    Value* saved = native_args_end_;
    native_args_end_ = regs + nargs;
    if (native_args_end_ > stack_high_) stack_high_ = native_args_end_;
    const NativeRun ran = native_tier_->TryRun(mi, regs, nargs, world, std::min(frames_left, room), hot, out);
    native_args_end_ = saved;
    // Its backtrace is made (with the native frames): the raise keeps it.
    if (ran == NativeRun::kRaised) [[unlikely]] native_raised_ = rt_.pending_exception;
    return ran;
  }

  // ---- Typed tapes (typed_code.cc) ----
  // The Code a call of mi in `world` runs: its typed copy when one is valid
  // there, else `code` (mi's generic body, its tape loaded), counted towards
  // making one.
  Code* Tiered(runtime::MethodInstance* mi, Code* code, uint64_t world) {
    if (typed_tier_ == nullptr) return code;
    auto* t = static_cast<TypedInstance*>(mi->interp_data);
    if (t != nullptr && t->ValidIn(world)) return t->code.get();
    if (code->hot < hot_count_) {
      ++code->hot;
      return code;
    }
    return Specialize(mi, code, world);
  }
  // The slow part of Tiered: offers mi to the typed tier (once per world it
  // is asked in, at most kMaxTypedAttempts times) and links its typed copy.
  Code* Specialize(runtime::MethodInstance* mi, Code* code, uint64_t world);
  // The typed copy of `code` for mi from what inference proved; null when
  // nothing in it changes.
  std::unique_ptr<Code> LinkTyped(const Code& code, const TypedProof& proof, uint64_t world);
  // A loop back-edge of frame f: counts towards its MethodInstance's typed
  // copy, and moves the frame to it once there is one (the same layout).
  // True when the frame's code changed.
  bool BackEdge(Frame& f);

  // ---- Calls (call.cc) ----
  // Calls regs[0](regs[1..nargs-1]) where regs is the top of the value stack:
  // either completes it (builtins, natives: *done = true, result in *out) or
  // pushes a frame that will deliver the result to `ret_reg`.
  bool Invoke(Value* regs, uint32_t nargs, SiteCache* site, uint64_t world, uint32_t ret_reg,
              bool* done, Value* out);
  bool PushFrame(Code* code, runtime::MethodInstance* mi, Value* regs, uint32_t nargs,
                 uint64_t world, uint32_t ret_reg);
  // CallFunction whose frame starts at `above` when that is past the top.
  bool CallFunctionAbove(Value f, const Value* args, uint32_t nargs, Value* out, Value* above);
  Value* StackTop();  // first free register above the current frame
  // Appends the elements of `v` (f(xs...)) to args[*count...].
  bool Splat(Value v, Value* args, uint32_t* count);
  // `g = *v` to a typed global (`x::T = 1` at top level): *v becomes
  // Base.convert(T, *v) when it is not a T (Julia 1.8's typed globals; globals.cc).
  bool ConvertToGlobalType(LinkedModule* lm, uint32_t g, Value* v);
  // The thunk of `include(path)` run in `module`, relative to `from`; null with
  // an exception pending.
  Code* IncludeThunk(Value path, const tape::CompiledFile* from, runtime::Module* module);

  // ---- Exceptions (exceptions.cc) ----
  void RecordBacktrace();
  // Spends interrupt_requested at a frame whose pc is stored: raises
  // OutOfMemoryError when the heap's limit was reached (runtime/gc.h), else
  // InterruptException, or ends the program (set_exits_on_interrupt).
  void Interrupt();

  // For the collector: the used part of the value stack.
  void PushRoots();

  // ---- Tasks (tasks.cc) ----
  // A task's own C stack and interpreter state (frames, handlers, value stack);
  // the running task's state is in the Machine's members, a suspended one's in
  // its TaskContext.
  struct TaskContext;
  // The context of `task`, made (not yet started) the first time; null with an
  // exception pending when no stack is left for it.
  TaskContext* ContextFor(Value task);
  // Swaps the interpreter's state with the one saved in `c`.
  void SwapTaskState(TaskContext* c);
  // Suspends the running task `from` and runs `to` (on its C stack).
  void SwitchContext(TaskContext* from, TaskContext* to);
  // Runs on a new task's C stack: its body, then the next task; never returns.
  void RunTask();
  friend void TaskStart();
  // Frees the context of a task that finished and switched away for the last time.
  void FreeFinishedTask();
  void DeleteTaskContext(TaskContext* c);
  void PushTaskRoots();
  void FreeTasks();

  runtime::Runtime& rt_;
  Counters counters_;
  FastOps fast_;
  Linker linker_;
  ImageBodies images_;
  Definitions defs_;

  Value* stack_ = nullptr;
  Value* stack_end_ = nullptr;
  Value* stack_high_ = nullptr;       // highest register ever written above a frame's top
  Value* native_args_end_ = nullptr;  // end of the running native's arguments
  std::vector<Frame> frames_;
  std::vector<Handler> handlers_;
  runtime::RootedVector<Value> exc_stack_;
  std::vector<BacktraceEntry> backtrace_;
  Value result_;
  NativeTier* native_tier_ = nullptr;
  uint64_t native_hot_mark_ = 0;  // heat from which a call is offered as hot (native_tier.h)
  ReturnObserver* return_observer_ = nullptr;
  TypedTier* typed_tier_ = nullptr;
  uint32_t hot_count_ = kDefaultHotCount;
  std::vector<std::unique_ptr<TypedInstance>> typed_;  // every MethodInstance offered
  TypedCounters typed_counters_;
  bool exits_on_interrupt_ = false;
  bool rethrowing_ = false;  // the pending exception is a rethrow: keep the backtrace
  // The exception a native call raised (NativeRun::kRaised), whose backtrace
  // is made: the raise that meets it keeps it.
  Value native_raised_;
  uint64_t raises_ = 0;  // the loop's raises so far (CallFromNative)
  TaskContext* current_task_ = nullptr;  // null until the first switch
  TaskContext* root_task_ = nullptr;     // the task on the thread's own stack
  std::unordered_map<uint64_t, TaskContext*> task_index_;  // every live context, by task
  TaskContext* finished_task_ = nullptr;    // to free once off its stack
  std::vector<TaskContext*> spare_tasks_;   // finished tasks' stacks, for new tasks
  // Last: it leaves the collector's list before anything else goes.
  RootSet roots_{[](void* m) { static_cast<Machine*>(m)->PushRoots(); }, this};
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_MACHINE_H_
