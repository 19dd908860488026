// The interpreter's internals (see interp.h for the contract).
//
// A LinkedModule is one ModuleIr of a CompiledFile bound to a runtime Module,
// with the side tables that turn the tape's ids into things: constant values,
// resolved bindings, closure types. A Code is one body of it, with its call
// sites' caches. Frames live on an explicit stack; their registers on one
// shared value stack whose used part the collector scans.
#ifndef KILN_INTERP_MACHINE_H_
#define KILN_INTERP_MACHINE_H_

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "interp/interp.h"
#include "ir/module_ir.h"
#include "runtime/builtins.h"
#include "runtime/dispatch.h"
#include "runtime/gc.h"
#include "runtime/image.h"
#include "runtime/intrinsics.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "tape/tape.h"

namespace kiln::interp {

using runtime::Value;

// Inline cache of one call site (seed 002: local method tables).
struct SiteCache {
  runtime::DispatchEntry* entry = nullptr;  // last generic dispatch result
  runtime::DataType* field_owner = nullptr; // getproperty fast path: struct type (array type for setindex!)...
  int64_t field_index = -1;                 // ...and its field...
  uint64_t field_name = 0;                  // ...of this name (the Symbol's bits)
  uint64_t field_world = 0;                 // the world it was found in
  runtime::DataType* field_value_type = nullptr;  // setproperty!/setindex!: the value's type
  int8_t base_callee = 0;  // fast ops guarded by the callee: 1 Base's function, -1 not, 0 unknown
};

struct LinkedModule;
class Machine;

// A native method body (default constructors): runs without a frame.
using NativeBody = bool (*)(Machine& m, runtime::MethodInstance* mi, const Value* args,
                            uint32_t nargs, Value* out);
// The native bodies a start-up image can name, by number (natives.cc): null / -1
// for a number / a function it cannot.
NativeBody NativeBodyAt(uint32_t index);
int32_t NativeBodyIndex(NativeBody fn);

// A Method's body is a Code*, or in a start-up image an odd word: the number of
// the image's record of the body (image.cc), made a Code on first use.
inline bool IsImageBody(const void* body) {
  return (reinterpret_cast<uintptr_t>(body) & 1) != 0;
}
struct MachineImage;

// One runnable body. Owned by its LinkedModule; referenced from Methods.
struct Code {
  LinkedModule* lm = nullptr;
  ir::BodyId body;
  const tape::TapeBody* tape = nullptr;    // loaded on first run
  runtime::RootedVector<SiteCache> sites;  // tape->site_count entries, on first run
  NativeBody native = nullptr;             // instead of a tape
  runtime::DataType* native_type = nullptr;  // for native bodies: the struct type
  bool toplevel = false;                   // a module thunk: calls see the latest world
};

struct LinkedModule {
  tape::CompiledFile* file = nullptr;
  size_t index = 0;  // module index in the file
  const ir::ModuleIr* ir = nullptr;
  runtime::Module* module = nullptr;
  bool defers_methods = false;  // part of Base: see Machine::DefineMethod
  // Per ConstId. A constant that could not be made (a 128-bit literal) is
  // undefined here, and const_errors holds the exception its reads raise.
  runtime::RootedVector<Value> consts;
  runtime::RootedVector<Value> const_errors;
  std::vector<runtime::Binding*> bindings;         // per GlobalRefId; null until resolved
  // Per GlobalRefId used as a builtin/intrinsic callee: kUnresolvedCallee,
  // kGenericCallee, a BuiltinId, or kIntrinsicBase + an IntrinsicId.
  std::vector<int32_t> callee_ids;
  runtime::RootedVector<Value> closure_types;      // per ClosureId: undefined until made
  std::vector<std::unique_ptr<Code>> codes;        // per BodyId
  std::vector<runtime::Symbol*> names;             // per NameId: interned on first use
  runtime::Symbol* file_symbol = nullptr;          // file->path(), interned on first use
};

struct Frame {
  Code* code;
  runtime::MethodInstance* mi;  // null for module thunks and native calls
  Value* regs;
  uint32_t pc;       // the instruction this frame is executing (for backtraces)
  uint32_t resume;   // where it continues when its callee returns
  uint32_t ret_reg;  // the caller's register for the result; kDiscard to drop it
  uint64_t world;
};
inline constexpr uint32_t kDiscard = UINT32_MAX;
inline constexpr int32_t kUnresolvedCallee = -2;
inline constexpr int32_t kGenericCallee = -1;
inline constexpr int32_t kIntrinsicBase = 1 << 16;

struct Handler {
  uint32_t frame;     // index into frames_
  uint32_t catch_pc;
  uint32_t exc_depth; // exception stack depth when entered
};

struct BacktraceEntry {
  const Code* code;
  uint32_t pc;
};

class Machine : public runtime::DeferredMethods {
 public:
  // With `image`, the runtime was made from that start-up image (image.h) and the
  // Machine takes up the interpreter's part of it.
  Machine(runtime::Runtime& rt, Loader& loader, const runtime::RuntimeImage* image = nullptr);
  ~Machine() override;

  runtime::Runtime& rt() { return rt_; }

  // ---- Running ----
  bool RunFile(tape::CompiledFile& file, runtime::Module* module, Value* value = nullptr);
  // Calls f(args...) from C++ and runs it to completion (re-entering the loop).
  // `above`, when given, is where the call's frame may start: callers whose
  // own arguments sit above the current frame's registers pass their end.
  bool CallFunction(Value f, const Value* args, uint32_t nargs, Value* out,
                    Value* above = nullptr);
  runtime::Module* RequirePackage(runtime::Symbol* name);
  std::string FormatUncaught(Value exception);
  // Prints an uncaught exception to stderr as Julia does (through Base's
  // display_error when it exists), with the stack trace.
  void ReportUncaught(Value exception);
  Counters counters;

  // ---- Linking (linker.cc) ----
  LinkedModule* Link(tape::CompiledFile& file, size_t index, runtime::Module* module);
  Code* CodeFor(LinkedModule* lm, ir::BodyId body);
  // Loads the tape of `code` (from its CompiledFile) and sizes its site table.
  bool EnsureTape(Code* code);
  // The value of global reference `g` (UndefVarError when unassigned).
  bool ReadGlobal(LinkedModule* lm, uint32_t g, Value* out);
  // `g = v` (or `const g = v`) in the module the reference names.
  bool WriteGlobal(LinkedModule* lm, uint32_t g, Value v, bool is_const);
  // The binding `g` names, created in its module when `create` (for stores).
  runtime::Binding* ResolveGlobal(LinkedModule* lm, uint32_t g, bool create);
  // The module that a global reference's path names (the current one for an
  // empty path), or null with an exception pending.
  runtime::Module* ModuleOfPath(LinkedModule* lm, const ir::GlobalRef& ref);
  runtime::Symbol* NameSymbol(LinkedModule* lm, ir::NameId name);
  runtime::Symbol* FileSymbol(LinkedModule* lm);  // the path of lm's file
  // A callee id for LinkedModule::callee_ids.
  int32_t ClassifyCallee(Value callee);

  // ---- Definitions (toplevel.cc) ----
  // A method definition statement. In Base's modules a definition that adds to a
  // generic function nobody has looked up yet is only declared (see
  // runtime::DeferMethod) and built by Build when the function is first used.
  bool DefineMethod(LinkedModule* lm, uint32_t def_id, runtime::Method** out = nullptr);
  // Builds and adds method `def_id` of lm, whose callee `f` (for function
  // targets) is known; `world` as for runtime::AddMethod.
  bool AddDefinedMethod(LinkedModule* lm, uint32_t def_id, Value f, uint64_t world,
                        runtime::Method** out);
  void Build(runtime::MethodTable* mt, runtime::Type* callee) override;
  // Builds every deferred definition, as the first lookups of their functions would.
  void BuildAllDeferred();
  Value CoreKwcall();  // Core.kwcall, or undefined
  bool DefineStruct(LinkedModule* lm, uint32_t struct_id, bool is_abstract);
  bool EnsureClosureType(LinkedModule* lm, uint32_t closure_id, Value* out);
  bool DoImport(LinkedModule* lm, uint32_t import_id, bool is_using);
  bool DoInclude(Frame& caller, Value path, uint32_t ret_reg);
  bool DoDefineModule(LinkedModule* lm, uint32_t index, uint32_t ret_reg);
  bool SoftScopeWarning(LinkedModule* lm, uint32_t g, uint32_t line);
  // The function a method definition or `function f end` adds to, created
  // (and bound as a constant) when the module has none of that name.
  bool FunctionForDefinition(LinkedModule* lm, uint32_t g, Value* out);
  // Julia's default constructors of a struct type (manual: "Constructors").
  // `world` zero: the type was declared just now (runtime::MethodDef::new_callee);
  // non-zero: building them deferred (DefaultConstructorCount worlds from it).
  bool DefineDefaultConstructors(runtime::Module* module, runtime::Symbol* file,
                                 runtime::DataType* type, uint32_t line, uint64_t world = 0);
  // How many default constructors a struct type without parameters gets.
  uint32_t DefaultConstructorCount(runtime::DataType* type);
  bool DefineCoreConstructors();
  // Gives `module` its own `include(path)` function (Julia: every module has one).
  bool DefineInclude(runtime::Module* module);
  bool IncludeNested(runtime::Module* module, Value path, Value* out);
  bool AddNative(runtime::Module* module, runtime::Symbol* file, runtime::DataType* type,
                 runtime::Type* sig, NativeBody fn, uint32_t line, uint64_t world = 0,
                 bool new_callee = false);
  // Evaluates a type expression; `vars` are the definition's TypeVars.
  bool EvalTypeExpr(LinkedModule* lm, ir::TypeExprId id, const std::vector<Value>& vars,
                    Value* out);

  // ---- Start-up images (image.cc) ----
  // Saves the interpreter's part into `image` (allocated in the image region, which
  // must still be allocating). From then on the methods defined so far name their
  // bodies by image record, in this process as in those that map the image.
  bool SaveImage(runtime::RuntimeImage* image, std::string* error);
  void RestoreImage(const runtime::RuntimeImage& image);
  // runtime::AddMethod, remembering the methods an image will hold.
  runtime::Method* NewMethod(const runtime::MethodDef& def, uint64_t world = 0);
  // The body of `m`; an image's is linked on first use (null with an exception
  // pending when its compiled file cannot be loaded).
  Code* CodeOf(runtime::Method* m) {
    return IsImageBody(m->body) ? ImageCode(m) : static_cast<Code*>(m->body);
  }
  Code* ImageCode(runtime::Method* m);
  LinkedModule* ImageModule(uint32_t index);

  // ---- Calls (call.cc) ----
  // Calls regs[0](regs[1..nargs-1]) where regs is the top of the value stack:
  // either completes it (builtins, natives: *done = true, result in *out) or
  // pushes a frame that will deliver the result to `ret_reg`.
  bool Invoke(Value* regs, uint32_t nargs, SiteCache* site, uint64_t world, uint32_t ret_reg,
              bool* done, Value* out);
  bool PushFrame(Code* code, runtime::MethodInstance* mi, Value* regs, uint32_t nargs,
                 uint64_t world, uint32_t ret_reg);
  bool TryPushCached(Value* args, uint32_t n, SiteCache* site, uint64_t world,
                     uint32_t ret_reg);
  Value* StackTop();  // first free register above the current frame
  // Appends the elements of `v` (f(xs...)) to args[*count...].
  bool Splat(Value v, Value* args, uint32_t* count);

  // ---- Fast-path support (fastpath.cc) ----
  // Base.UnitRange{Int64}, or null before Base defines it.
  runtime::DataType* UnitRangeInt() {
    return unit_range_int_ != nullptr ? unit_range_int_ : FindUnitRangeInt();
  }
  runtime::DataType* FindUnitRangeInt();
  Value IntPair(int64_t i);  // (i, i)
  // Whether getproperty(x, name) dispatches to Base's field-reading method.
  bool IsDefaultGetproperty(Frame* f, uint32_t callee_word, Value x, Value name);
  // Whether setproperty!(x, name, v) dispatches to Base's field-writing method.
  bool IsDefaultSetproperty(Frame* f, uint32_t callee_word, Value x, Value name, Value v);
  // Whether setindex!(a, v, i) dispatches to Base's setindex!(A::Array{T}, x, i::Int).
  bool IsDefaultSetindex(Frame* f, uint32_t callee_word, Value a, Value v, Value i);
  // Called for each method a program defines: one of a Base function that
  // has fast ops, applicable to Int64/Float64 arguments (type piracy),
  // turns those fast ops off for good (fast_ops_off_).
  void NoteMethodOfBase(runtime::Method* method);
  // Called when a module outside Base gets a binding of its own (a new
  // function or a global): one named like a Base function whose calls have
  // fast ops (`length`, `+`, ...) shadows it there, so calls by that name
  // are not Base's; that also turns the fast ops off for good.
  void NoteOwnBinding(runtime::Module* module, runtime::Symbol* name);
  // Whether the callee operand is Base's function `name` in a constant
  // binding (so a fast op may stand for it); the answer is kept in `site`.
  bool CalleeIsBase(Frame* f, uint32_t callee_word, const char* name, SiteCache* site);

  // ---- Execution (loop.cc) ----
  // Runs until the frame stack is back to `depth` frames. The result of the
  // frame at `depth` is left in result_. False: an exception escaped.
  bool Execute(size_t depth);

  // ---- Exceptions (exceptions.cc) ----
  void RecordBacktrace();

  runtime::Runtime& rt_;
  Loader& loader_;
  Value* stack_ = nullptr;
  Value* stack_end_ = nullptr;
  Value* stack_high_ = nullptr;  // highest register ever written above a frame's top
  Value* native_args_end_ = nullptr;  // end of the running native's arguments
  std::vector<Frame> frames_;
  std::vector<Handler> handlers_;
  runtime::RootedVector<Value> exc_stack_;
  std::vector<BacktraceEntry> backtrace_;
  Value result_;
  bool rethrowing_ = false;  // the pending exception is a rethrow: keep the backtrace
  std::vector<std::unique_ptr<LinkedModule>> linked_;
  std::vector<std::unique_ptr<Code>> natives_;  // bodies of native methods
  std::unordered_map<runtime::Symbol*, runtime::Module*> packages_;
  // Base while it loads (its root module once defined): its modules defer methods.
  bool loading_base_ = false;
  std::unordered_set<runtime::Module*> deferring_modules_;
  // Declared methods not built yet, in declaration order, per table (per callee
  // type for constructors: see runtime::DeferMethod). The callee values are
  // reachable from their constant bindings.
  struct DeferredDef {
    LinkedModule* lm;
    uint32_t def_id;  // kDefaultConstructors: f's default constructors
    uint64_t world;
    Value f;
    uint32_t line = 0;  // of the struct, for default constructors
  };
  static constexpr uint32_t kDefaultConstructors = UINT32_MAX;
  // Declares `def` (taking `count` worlds, the first kept in def.world) on mt, or on
  // rt.type_callee_mt for `callee`.
  void Defer(runtime::MethodTable* mt, runtime::Type* callee, DeferredDef def, uint32_t count);
  std::unordered_map<const void*, std::vector<DeferredDef>> deferred_;
  // Start-up images: the methods added while the image region allocates; the image
  // taken up or saved; per image record, its Code and LinkedModule once made.
  std::vector<runtime::Method*> image_methods_;
  const MachineImage* image_ = nullptr;
  std::vector<Code*> image_codes_;
  std::vector<LinkedModule*> image_modules_;
  runtime::DataType* unit_range_int_ = nullptr;  // Base.UnitRange{Int64}, once known
  runtime::DataType* int_pair_type_ = nullptr;   // Tuple{Int64, Int64}
  runtime::Method* default_getproperty_ = nullptr;
  runtime::Method* default_setproperty_ = nullptr;
  runtime::Method* default_setindex_ = nullptr;
  bool fast_ops_off_ = false;  // see NoteMethodOfBase and NoteOwnBinding
  static constexpr size_t kMaxFrames = 100000;
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_MACHINE_H_
