// Runtime: the state of one running Kiln program: the Core and Main modules, the
// well-known types, the world-age counter, the pending exception, the type caches and
// the buffered standard streams. Created once per process by the driver (tests make
// one per test); the engine/context split of wave 3 will move shareable parts out.
//
// Program state lives here, not in globals; the exceptions are the interned symbol
// table (symbol.h) and the collector (gc.h).
//
// Error protocol for everything that can raise a Kiln exception (builtins, intrinsics,
// ApplyType, dispatch…): the function stores the exception Value in
// `pending_exception` and returns false (or nullptr). The caller propagates or handles
// it and clears it with TakePendingException(). No C++ exceptions.
#ifndef KILN_RUNTIME_RUNTIME_H_
#define KILN_RUNTIME_RUNTIME_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "base/env.h"
#include "runtime/core_types.h"
#include "runtime/gc.h"
#include "runtime/gc_table.h"
#include "runtime/symbol.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

struct Module;
struct MethodTable;
struct SVec;

// Where a runtime's standard streams and exit go. The default talks to file
// descriptors 0/1/2 and std::exit; tests substitute a capturing implementation.
class RuntimeIO {
 public:
  virtual ~RuntimeIO() = default;
  // Writes all bytes to fd 1 (stdout) or 2 (stderr).
  virtual void Write(int fd, std::string_view bytes) = 0;
  // Reads up to n bytes of standard input; returns 0 at end of input.
  virtual size_t Read(char* buf, size_t n) = 0;
  // Ends the process (after the runtime flushed its buffers). May return in tests.
  virtual void Exit(int code) = 0;
};
std::unique_ptr<RuntimeIO> MakePosixIO();

// Builds the methods a table holds only as declarations (MethodTable::deferred): the
// interpreter defers Base's method definitions until their function is first looked up.
struct Method;

class DeferredMethods {
 public:
  virtual ~DeferredMethods() = default;
  // Adds every deferred method of `mt` (of callee type `callee` when mt is per callee),
  // each in the world it was declared in.
  virtual void Build(MethodTable* mt, Type* callee) = 0;
  // Sets m->arg_names from its body when they are not kept yet (for reflection such
  // as methods(f)); leaves them null when the body cannot be read.
  virtual void FillArgNames(Method* m) { (void)m; }
  // The names of m's local variables after its arguments, in slot order (unnamed ones
  // skipped); empty when the body cannot be read. methods(f) reads a keyword sorter's.
  virtual std::vector<std::string> LocalNames(Method* m) {
    (void)m;
    return {};
  }
};

struct Binding;

// Who must hear of definitions that change what earlier code may assume: the compiler
// tier, whose inferred code depends on method lookups and constant values
// (COMPILER.md §2, "Backedges and invalidation"). Told synchronously, before any code
// runs in the new world.
class DefinitionObserver {
 public:
  virtual ~DefinitionObserver() = default;
  // A method was defined (AddMethod advanced the world to m->primary_world). Not told
  // of deferred methods being built: no lookup can have seen their table unresolved.
  virtual void MethodAdded(Method* m) = 0;
  // A constant binding got another value (of the same type), visible from `world` on.
  virtual void ConstRedefined(Binding* b, uint64_t world) = 0;
};

class Runtime;
struct RuntimeImage;
struct RuntimeDeleter {
  void operator()(Runtime* rt) const;
};
using RuntimePtr = std::unique_ptr<Runtime, RuntimeDeleter>;

class Runtime {
 public:
  // Initializes the collector (first call) and builds Core and Main.
  static RuntimePtr Create(std::unique_ptr<RuntimeIO> io = nullptr);
  // The runtime a start-up image saved (image.h), whose region is mapped.
  static RuntimePtr CreateFromImage(const RuntimeImage& image,
                                    std::unique_ptr<RuntimeIO> io = nullptr);

  Runtime(const Runtime&) = delete;
  Runtime& operator=(const Runtime&) = delete;

  CoreTypes core;
  Module* core_module = nullptr;
  Module* intrinsics_module = nullptr;  // Core.Intrinsics
  Module* main_module = nullptr;
  Module* base_module = nullptr;  // set by whoever loads Base; nullptr before

  Value SymbolValue(Symbol* s) const { return Value::Boxed(core.symbol, s); }
  Value SymbolValue(std::string_view name) const { return SymbolValue(Intern(name)); }

  // ---- World age (Julia manual, "Redefining Methods"; seed 004) ----
  // The current world. Every method definition advances it by one; a call running in
  // world W sees the methods with primary_world <= W < deleted_world.
  uint64_t world() const { return world_; }
  uint64_t AdvanceWorld() { return ++world_; }
  static constexpr uint64_t kMaxWorld = UINT64_MAX;

  // ---- Exceptions ----
  Value pending_exception;
  bool has_pending_exception() const { return pending_exception.defined(); }
  // Sets the pending exception and returns false, for `return rt.Throw(e);`.
  bool Throw(Value exception) {
    pending_exception = exception;
    return false;
  }
  Value TakePendingException() {
    Value e = pending_exception;
    pending_exception = Value();
    return e;
  }

  // ---- Standard streams (buffered; flushed at exit, before reading stdin, and before
  // anything is written to stderr) ----
  void WriteStdout(std::string_view bytes);
  void WriteStderr(std::string_view bytes);
  void Flush();
  // Reads one line without its "\n" (and without a preceding "\r"). Returns false at
  // end of input when nothing was read.
  bool ReadLine(std::string* line, bool keep_newline = false);
  // Reads all remaining standard input.
  std::string ReadAll();
  // Whether standard input has nothing left (reads ahead when the buffer is empty).
  bool StdinAtEof();
  // Flushes and ends the program (Julia's `exit(code)`). When the RuntimeIO's Exit
  // returns (tests), exit_requested() becomes true: the `exit` builtin then fails with
  // `nothing` pending, and the interpreter must unwind without running handlers.
  void Exit(int code);
  // What Exit runs before the RuntimeIO's Exit: the driver finishes what must not be cut
  // off by the process's exit (the cache's writer thread) and ends the process itself.
  void set_exit_hook(std::function<void(int)> hook) { exit_hook_ = std::move(hook); }
  bool exit_requested() const { return exit_requested_; }
  int exit_code() const { return exit_code_; }
  RuntimeIO& io() { return *io_; }

  // ---- Internals shared by the runtime's own files ----
  uint32_t NextTypeUid() { return next_type_uid_++; }
  uint64_t NextTypeVarId() { return next_typevar_id_++; }

  // Caches of hash-consed types (types.cc).
  GcPtrTable<DataType> datatype_cache;
  GcPtrTable<Type> union_cache;
  GcPtrTable<Type> unionall_cache;
  GcPtrTable<Type> vararg_cache;
  // Recent results of applying a UnionAll to parameters (type_apply.cc): types are
  // hash-consed, so the same arguments always give the same type. In GC memory.
  struct ApplyMemoEntry;
  ApplyMemoEntry* apply_memo = nullptr;
  // The method table of calls whose callee is a type (constructors, `(::Type{T})(x)`).
  MethodTable* type_callee_mt = nullptr;
  // Instances of parametric struct types made before the type's field types were set
  // (a field mentioning the type itself): SetFieldTypes finishes them.
  GcVector<DataType*> unfinished_instances;
  // The empty svec all NewSVec(rt, 0) return, once bootstrap has made it.
  SVec* empty_svec = nullptr;
  // Who builds deferred methods (dispatch.h, ResolveMethods); set by the interpreter.
  DeferredMethods* deferred_methods = nullptr;
  // Told of every method defined and constant redefined (not owned). While one is
  // registered, redefining a constant advances the world, so code inferred with the
  // old value stays in the worlds before.
  std::vector<DefinitionObserver*> definition_observers;
  // Of type_callee_mt, per callee type: those with deferred methods, those read.
  std::unordered_set<const Type*> deferred_callees;
  std::unordered_set<const Type*> resolved_callees;
  // Values of the builtin functions and intrinsics, by id (builtins.h, intrinsics.h).
  Value* builtin_values = nullptr;
  Value* intrinsic_values = nullptr;
  // This runtime's compiled regular expressions (builtins_regex.cc), made on first use.
  struct RegexCache;
  std::shared_ptr<RegexCache> regex_cache;
  // The file system and environment variables of the program's own file builtins
  // (builtins_file.cc), set by whoever makes the runtime (the driver); while null,
  // those builtins raise an error.
  base::Env* env = nullptr;
  // The files the program opened for writing, by handle (index + 1); a closed one
  // is null.
  std::vector<std::unique_ptr<base::WritableFile>> open_files;
  // What inference says a call returns (Julia's Core.Compiler.return_type), for
  // the builtin `Core.return_type_of`: given the callee's type and the argument
  // types, the inferred return type, or null when not known. Set by the driver;
  // while empty, the builtin answers Any.
  std::function<Type*(Type* const* types, uint32_t n)> return_type_hook;

 private:
  explicit Runtime(std::unique_ptr<RuntimeIO> io);
  ~Runtime();
  friend struct RuntimeDeleter;
  friend RuntimeImage* SaveRuntimeImage(Runtime& rt, std::string* error);
  static RuntimePtr Allocate(std::unique_ptr<RuntimeIO> io);
  void Bootstrap();  // bootstrap.cc
  bool FillInput();

  uint64_t world_ = 1;
  uint32_t next_type_uid_ = 1;
  uint64_t next_typevar_id_ = 1;
  std::unique_ptr<RuntimeIO> io_;
  std::string stdout_buffer_;
  std::string stdin_buffer_;
  size_t stdin_pos_ = 0;
  bool stdin_eof_ = false;
  bool exit_requested_ = false;
  int exit_code_ = 0;
  std::function<void(int)> exit_hook_;
};

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_RUNTIME_H_
