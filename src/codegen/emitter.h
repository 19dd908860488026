// Internal to src/codegen: the emitters shared by its files. A ModuleEmitter
// (module_emitter.cc) owns one CodeInstance's module, its function table and
// the register types of runtime types; a BodyEmitter turns one inferred body
// into one function: its blocks, slots and statements (body.cc), values,
// constants, structs and Unions (values.cc), calls (calls.cc).
#ifndef KILN_CODEGEN_EMITTER_H_
#define KILN_CODEGEN_EMITTER_H_

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <deque>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "codegen/codegen.h"
#include "codegen/intrinsics.h"
#include "codegen/narrow_ints.h"
#include "infer/lattice.h"
#include "infer/typed_body.h"
#include "runtime/builtins.h"
#include "runtime/types.h"

namespace kiln::codegen {

using runtime::DataType;
using runtime::Value;

struct Codegen::State {
  State(runtime::Runtime& r, engine::Engine& e) : rt(r), engine(e), lattice(r) {}
  runtime::Runtime& rt;
  engine::Engine& engine;
  infer::Lattice lattice;
  std::function<bool(runtime::MethodInstance*)> is_default_constructor;
  std::function<std::string(runtime::MethodInstance*)> frame_key;
};

// Callees at most this long (statements) are emitted into their caller's
// module, at most this many per module.
constexpr size_t kMaxInternalStatements = 40;
constexpr size_t kMaxInternalFunctions = 64;

inline const infer::TypedBody* TypedOf(const engine::CodeInstance* ci) {
  return dynamic_cast<const infer::TypedBody*>(ci->inferred.get());
}

// `name` with every byte that is not [A-Za-z0-9_] as xHH.
std::string SafeName(std::string_view name);

inline runtime::Type* ReturnTypeOf(const engine::CodeInstance* ci) {
  return ci->rettype_const.defined() ? ci->rettype_const.type : ci->rettype;
}

class ModuleEmitter;

// What a load or store of native code touches, as its TBAA tag: accesses of
// different kinds never alias (the runtime's state, array headers, array
// elements, mutable structs' field bits, type words, undo records are
// distinct memory), which lets LLVM keep an array's length and data pointer
// and a field's type word in registers across stores of elements and fields.
// Every access of one location uses one kind; calls into the runtime clobber
// all of them as usual.
enum class Mem {
  kRuntime,      // kiln_rt_bail, kiln_rt_depth, kiln_rt_undo's words
  kArrayHeader,  // Array's data, length, dims, native_fresh
  kArrayData,    // elements (a boxed element's type and bits words too)
  kField,        // a mutable struct field's bits word
  kTypeWord,     // an object's header type word, a struct field's type word (read only)
  kUndo,         // the undo log's records
};

// One body into one function.
class BodyEmitter {
 public:
  // `inbounds_site`: an internal copy called from an `@inbounds` statement
  // (Julia's inlining at an @inbounds call site): its `@boundscheck` blocks
  // are skipped.
  BodyEmitter(ModuleEmitter& me, engine::CodeInstance* ci, llvm::Function* fn,
              std::vector<Value> consts, bool inbounds_site = false)
      : me_(me), ci_(ci), fn_(fn), consts_(std::move(consts)), inbounds_site_(inbounds_site) {}
  bool Emit(std::string* why);

 private:
  bool Fail(std::string text) {
    if (why_->empty()) *why_ = std::move(text);
    return false;
  }
  bool Operand(const ir::Operand& op, CgValue* out);
  bool Global(uint32_t ref, CgValue* out);
  bool Constant(ir::ConstId id, CgValue* out);
  bool Statement(uint32_t i);
  bool Call(uint32_t i, std::span<const ir::Operand> ops, CgValue* out);
  // A splatcall: `mask` marks the splatted operands (after the callee).
  bool SplatCall(uint32_t i, std::span<const ir::Operand> ops, uint32_t mask, CgValue* out);
  bool CallValues(uint32_t i, const std::vector<CgValue>& args, CgValue* out);
  bool GenericCall(uint32_t i, const std::vector<CgValue>& args, CgValue* out);
  // dispatched_calls.cc: a call of a callee without side effects that is not
  // compiled, through the interpreter (runtime_calls.h); a String constant;
  // a value as a boxed Value's two words.
  bool DispatchedCall(uint32_t i, const std::vector<CgValue>& args, engine::CodeInstance* target,
                      CgValue* out);
  bool StringConstant(std::string_view bytes, CgValue* out);
  // string_concat of two Strings and sizeof of a String; *handled false when
  // the call is neither.
  bool StringBuiltin(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want, CgValue* out,
                     bool* handled);
  // The intrinsic hash_bytes(s::String, seed::UInt32) (runtime_calls.h).
  bool StringHash(const std::vector<CgValue>& args, DataType* want, CgValue* out);
  bool BoxedWords(const CgValue& a, llvm::Value** type_word, llvm::Value** bits);
  // A call of one method (no Union argument); its result as statement i's
  // type. With `never_returns`, a callee that always throws bails instead.
  bool DirectCall(uint32_t i, const std::vector<CgValue>& args, CgValue* out,
                  bool* never_returns = nullptr);
  // The value an SSA statement or slot of type `t` holds when it is known.
  bool FromLType(const infer::LType& t, CgValue* out);
  // `v` as a value of `t` (its own type, or a Union it is a member of).
  bool Coerce(const CgValue& v, runtime::Type* t, CgValue* out);
  // The member `m` of Union value u: bails unless u holds an m.
  bool Member(const CgValue& u, DataType* m, CgValue* out);
  // A struct or tuple of type d from its field values.
  bool Build(DataType* d, const std::vector<CgValue>& fields, CgValue* out);
  bool New(std::span<const ir::Operand> ops, CgValue* out);
  bool GetField(const CgValue& x, const CgValue& f, CgValue* out);
  // memory.cc: arrays and mutable structs.
  bool ArrayBuiltin(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want,
                    CgValue* out);
  bool MutableGetField(const CgValue& x, const CgValue& f, CgValue* out);
  // A new mutable struct of type d with every field given (runtime_entries.h).
  bool NewMutable(DataType* d, const std::vector<CgValue>& fields, CgValue* out);
  bool SetField(const std::vector<CgValue>& args, CgValue* out);
  // objects.cc: immutable structs reached through their address.
  bool ObjectGetField(const CgValue& x, const CgValue& f, CgValue* out);
  // The 0-based index of field f (a constant name or 1-based Int) of type t; -1
  // when f is neither or names no field (values.cc).
  int64_t ConstFieldIndex(DataType* t, const CgValue& f);
  // A new immutable struct of type d (its fields coerced to the declared types).
  bool NewObject(DataType* d, const std::vector<CgValue>& fields, CgValue* out);
  // The value of type t in the Value at addr (type word, bits): bails on
  // an undefined Value (no type word).
  bool LoadValue(llvm::Value* addr, runtime::Type* t, CgValue* out);
  // v (of type t, a DataType or a Union) as a Value's two words.
  bool ValueWords(const CgValue& v, runtime::Type* t, llvm::Value** type_word, llvm::Value** bits);
  // Base's setproperty! and getproperty on a mutable struct's field
  // (memory.cc); *handled false when the call is not one.
  bool BaseProperty(const std::vector<CgValue>& args, CgValue* out, bool* handled);
  // The address of field `f` (a constant name or index) of mutable struct x.
  bool FieldAddress(const CgValue& x, const CgValue& f, llvm::Value** addr, DataType** type,
                    bool for_store);
  // The element address of array a at 1-based indices idx (one: linear;
  // one per dimension; a vector's second index must be 1), after the bounds check.
  // `check`: test every index (a bail when out of bounds); false under
  // @inbounds (InboundsHere) or for arrayref/arrayset(false, ...).
  llvm::Value* ElementAddress(const CgValue& a, const std::vector<llvm::Value*>& idx, DataType* elem,
                              bool check = true);
  // Whether the statement being emitted is inside `@inbounds` and checks are
  // not forced (--check-bounds=yes).
  bool InboundsHere() const;
  // Stores v (size bytes) at addr (memory of kind mem), recording the old bytes in the undo log.
  // With `array`: no record when that array (which holds addr) was made by
  // the running call (its native_fresh byte is set; runtime_entries.h).
  void LoggedStore(llvm::Value* addr, llvm::Value* v, unsigned size, Mem mem, llvm::Value* array = nullptr);
  // logged_stores.cc: before a store into mutable struct obj (of nfields
  // fields), a record of all its fields unless the running call made one
  // already (the log's marks; undo_log.h), or this block of the body did.
  void LogObject(llvm::Value* obj, size_t nfields);
  // What stands for obj in logged_objects_: the slot it was read from, or itself.
  llvm::Value* ObjectKey(llvm::Value* obj);
  // cur, once the undo log has room for `words` more words.
  llvm::Value* UndoRoom(uint64_t words);
  // Core.array_new(Vector{E}, n) and Core.array_fill(a, x) (memory.cc).
  bool ArrayNew(const std::vector<CgValue>& args, DataType* want, CgValue* out);
  bool ArrayFill(const std::vector<CgValue>& args, DataType* want, CgValue* out);
  // Core.array_grow_end, array_del_end, array_resize (memory.cc).
  bool ArraySetLength(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want, CgValue* out);
  // Core.array_grow_at, array_del_at, array_grow_beg, array_del_beg (vector_edits.cc).
  bool ArrayEdit(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want, CgValue* out);

  llvm::LoadInst* Load(llvm::Type* t, llvm::Value* addr, Mem m, const llvm::Twine& name = "");
  llvm::StoreInst* Store(llvm::Value* v, llvm::Value* addr, Mem m);
  void StoreSlot(llvm::Value* v, llvm::Value* addr);
  void BailWith(uint8_t kind);
  void BailHere();
  // Where a call whose callee may have raised (the bail flag is set) goes:
  // a block that, when the flag says an exception is pending (kBailRaised),
  // tells the runtime this frame and the line of the statement being
  // emitted (kiln_rt_frame), then bails. `kind`: a value to raise the flag
  // with first (a kiln_rt_call's result), or null when the callee raised it.
  llvm::BasicBlock* CallBail(llvm::Value* kind);
  llvm::GlobalVariable* frame_key_ = nullptr;  // this function's key (CallBail)
  void Return(llvm::Value* v);
  llvm::BasicBlock* BlockAt(uint32_t stmt) { return blocks_[stmt]; }

  ModuleEmitter& me_;
  engine::CodeInstance* ci_;
  llvm::Function* fn_;
  std::string* why_ = nullptr;
  const infer::TypedBody* typed_ = nullptr;
  const ir::Body* body_ = nullptr;
  const ir::ModuleIr* mir_ = nullptr;
  std::unique_ptr<llvm::IRBuilder<>> b_;
  std::vector<llvm::BasicBlock*> blocks_;  // per statement: the block it starts, or null
  std::vector<CgValue> ssa_;
  std::vector<Value> consts_;             // per argument: the constant it is specialized to
  std::vector<llvm::AllocaInst*> slots_;  // null: a ghost slot (its value is its constant)
  std::vector<runtime::Type*> slot_types_;  // a DataType, or a Union held as its UnionRep
  std::vector<Value> slot_consts_;        // a specialized argument's constant
  // Statements that make a new mutable struct (`new`, `T(...)` of a mutable
  // T), and slots only ever assigned such statements' values: their objects
  // are fresh (CgValue::fresh). A predicted statement that turns out not to
  // make one refuses the function.
  std::vector<bool> ssa_fresh_;
  std::vector<bool> slot_fresh_;
  void PredictFresh();
  runtime::Type* ret_type_ = nullptr;     // of the values returned
  uint32_t cur_ = 0;                      // the statement being emitted
  bool inbounds_site_ = false;            // called from an @inbounds statement (constructor)
  // The depth budget on entry: the calls left, this one included (body.cc).
  llvm::Value* depth_ = nullptr;
  llvm::BasicBlock* bail_ = nullptr;
  // Blocks only a bail reaches (the depth check's, CallBail's sites): the
  // branches into them and into bail_ are marked unlikely (MarkBailsUnlikely).
  std::vector<llvm::BasicBlock*> cold_;
  void MarkBailsUnlikely();
  // Objects (ObjectKey) the current block of the body recorded (LogObject).
  std::unordered_set<llvm::Value*> logged_objects_;
};

class ModuleEmitter {
 public:
  // `interpreted`: the callees this module calls through the interpreter
  // (runtime_calls.h), chosen for the one CodeInstance being emitted.
  ModuleEmitter(Codegen::State& s, uint64_t world, const std::string& module_name,
                const std::unordered_set<engine::CodeInstance*>& interpreted);

  runtime::Runtime& rt() { return s_.rt; }
  engine::Engine& engine() { return s_.engine; }
  uint64_t world() const { return world_; }
  llvm::LLVMContext& ctx() { return ctx_; }
  llvm::Module& module() { return module_; }
  const LlvmTypes& types() const { return types_; }

  // The LLVM type of a value of `t` in a register; null when it has none:
  // a ghost (see IsGhost) or a type outside the subset. Immutable structs
  // and tuples whose fields all have one (or are ghosts) are LLVM structs of
  // their non-ghost fields (Aggregate).
  llvm::Type* RepOf(const DataType* t) {
    if (llvm::Type* r = ScalarRepOf(t)) return r;
    if (HeapOf(const_cast<DataType*>(t)) != nullptr) return types_.ptr;
    if (t == s_.rt.core.string) return types_.ptr;  // opaque: passed, returned, compared by calls
    const Aggregate* a = AggregateOf(const_cast<DataType*>(t), 0);
    return a != nullptr ? a->llvm : nullptr;
  }
  llvm::Type* ScalarRepOf(const DataType* t) const {
    const runtime::CoreTypes& c = s_.rt.core;
    if (t == c.int64 || t == c.uint64) return types_.i64;
    if (t == c.float64) return types_.f64;
    if (t == c.bool_) return types_.i1;
    return NarrowIntRep(types_.i64->getContext(), t);  // Int32, UInt8, ... (narrow_ints.h)
  }
  bool IsScalar(llvm::Type* r) const { return r->isIntegerTy() || r == types_.f64; }

  struct Aggregate {
    llvm::StructType* llvm = nullptr;
    std::vector<DataType*> fields;  // the field types
    std::vector<int> index;         // per field: its element, or -1 for a ghost
  };
  // Null when t is not such a struct.
  const Aggregate* AggregateOf(DataType* t, int depth);

  // Objects native code reaches through a pointer (memory.cc): vectors of
  // bits elements and mutable structs of bits fields.
  struct Heap {
    bool vector = false;             // an array (a Vector, or a Matrix of bits elements); else a mutable struct
    uint32_t ndims = 1;              // an array's dimensions (1 or 2)
    DataType* elem = nullptr;        // an array's element type
    // A vector of mutable structs (of bits fields): elements are Values
    // whose bits are the object's address; read only.
    bool boxed = false;
    std::vector<DataType*> fields;   // a mutable struct's field types
    // An immutable struct that is no register aggregate (a field holds an
    // object or a Union: `struct Node; left::Union{Node, Nothing}; end`),
    // reached through its address (objects.cc); its declared field types.
    bool immutable = false;
    std::vector<runtime::Type*> object_fields;
  };
  // Null when t is not such an object.
  const Heap* HeapOf(DataType* t);
  // objects.cc: whether a field of type t is one an immutable object's
  // fields may be (bits, a ghost, an object, a Union of those).
  bool ObjectFieldType(runtime::Type* t);
  // The external global standing for type t (kiln_ty_...), or null when t
  // is not bound under its own name (runtime_entries.h).
  llvm::GlobalVariable* TypeGlobal(DataType* t);

  // The bytes of an object of HeapOf type t that native code may read: an
  // array's header (with a matrix's dimensions), a struct's fields.
  uint64_t HeapBytes(DataType* t);
  // A function of the runtime, by its stable name (recorded in the linker info).
  llvm::Function* RuntimeFunction(const char* name, llvm::FunctionType* type);

  struct UnionRep {
    llvm::StructType* llvm = nullptr;
    std::vector<DataType*> members;  // the Union's components
    std::vector<int> index;          // per member: its payload element, or -1 for a ghost
  };
  // Unions of ghosts and types with registers; null otherwise.
  const UnionRep* UnionOf(runtime::Type* t);
  // The representation of a value of `t` (a DataType or a small Union): its
  // register type (null for a ghost); false when native code cannot hold it.
  bool RepOfType(runtime::Type* t, llvm::Type** out) {
    *out = nullptr;
    if (t->kind == runtime::TypeKind::kUnion) {
      const UnionRep* u = UnionOf(t);
      if (u == nullptr) return false;
      *out = u->llvm;
      return true;
    }
    if (!runtime::IsDataType(t)) return false;
    DataType* d = runtime::AsDataType(t);
    if (llvm::Type* r = RepOf(d)) {
      *out = r;
      return true;
    }
    return IsGhost(d);
  }
  // Types whose one value is known from the type: singletons and Type{T}.
  static bool IsGhost(const DataType* t) {
    return t->layout == runtime::Layout::kSingleton || t->is_type_type();
  }
  static Value GhostValue(const DataType* t) {
    if (t->layout == runtime::Layout::kSingleton) return t->instance;
    return t->param(0);
  }

  // The function of `ci` in this module: the root, an internal copy, or an
  // external declaration (recorded in the linker info). False with *why when
  // ci cannot be native.
  // `consts`: per argument, the constant it is specialized to (undefined: none).
  // `caller`: the function that calls it (null for the root): the root's
  // calls of itself call an internal copy of it instead, whose calls of the
  // root are the root (so LLVM inlines one level of the recursion, and a
  // recursive function makes half as many calls).
  // `inbounds_site`: the call is inside `@inbounds`; a callee small enough to
  // copy gets a copy of its own whose `@boundscheck` blocks are skipped.
  llvm::Function* FunctionFor(engine::CodeInstance* ci, const std::vector<Value>& consts,
                              std::string* why, llvm::Function* caller = nullptr,
                              bool inbounds_site = false);
  // The first parameter is the depth budget (body.cc), then the arguments
  // with a register.
  // `internal`: a function of this module; a struct result is then stored
  // through a last pointer parameter (*result_out its type, else null).
  bool Signature(engine::CodeInstance* ci, const std::vector<Value>& consts, bool internal,
                 llvm::FunctionType** type, llvm::Type** result_out, std::string* why);
  // The type of fn's result: its return type, or what it stores through its
  // last parameter (Signature).
  llvm::Type* ResultRep(llvm::Function* fn) const {
    auto it = result_out_.find(fn);
    return it != result_out_.end() ? it->second : fn->getReturnType();
  }
  bool ResultThroughPointer(llvm::Function* fn) const { return result_out_.count(fn) != 0; }

  const std::function<std::string(runtime::MethodInstance*)>& FrameKeyFunction() const {
    return s_.frame_key;
  }
  bool IsDefaultConstructor(runtime::MethodInstance* mi) {
    return s_.is_default_constructor && s_.is_default_constructor(mi);
  }
  bool lattice_is_bottom(const infer::LType& t) { return s_.lattice.IsBottom(t); }
  std::string lattice_show(runtime::Type* t) { return s_.lattice.ShowType(t); }

  llvm::GlobalVariable* RuntimeGlobal(const char* name, llvm::Type* type) {
    if (llvm::GlobalVariable* g = module_.getNamedGlobal(name)) return g;
    link_.runtime_refs.push_back(name);
    return new llvm::GlobalVariable(module_, type, /*isConstant=*/false,
                                    llvm::GlobalValue::ExternalLinkage, nullptr, name);
  }

  bool EmitAll(engine::CodeInstance* root, Emitted* out, std::string* why);
  // After EmitAll failed: the callee (not the root) whose body failed, or null.
  engine::CodeInstance* failed_callee() const { return failed_callee_; }
  bool CallsThroughInterpreter(engine::CodeInstance* ci) const { return interpreted_.count(ci) != 0; }

  // The depth check at `fn`'s entry (`budget == 0`) and its calls of
  // functions of this module, for FoldDepthChecks.
  void NoteDepthCheck(llvm::Function* fn, llvm::ICmpInst* check) { depth_checks_[fn] = check; }
  void NoteCall(llvm::Function* caller, llvm::Function* callee) {
    if (callee->hasLocalLinkage()) local_calls_[caller].push_back(callee);
  }
  // The test of the bail flag after a call (a branch to the bail block) and
  // the `llvm.assume` at a function's entry, for DeferBailChecks.
  void NoteBailCheck(llvm::BranchInst* check) { bail_checks_.push_back(check); }
  void NoteEntryAssume(llvm::Function* fn, llvm::CallInst* assume) { entry_assumes_[fn] = assume; }

  // The TBAA access tag of a kind of memory (Mem).
  llvm::MDNode* Tbaa(Mem m);

 private:
  bool EmitInvoke(engine::CodeInstance* root, llvm::Function* entry, Emitted* out, std::string* why);

  Codegen::State& s_;
  uint64_t world_;
  const std::unordered_set<engine::CodeInstance*>& interpreted_;
  llvm::LLVMContext ctx_;
  llvm::Module module_;
  LlvmTypes types_;
  engine::CodeInstance* root_ = nullptr;
  llvm::Function* root_fn_ = nullptr;
  llvm::Function* self_copy_ = nullptr;  // the root's internal copy (FunctionFor)
  engine::CodeInstance* failed_callee_ = nullptr;
  struct FunctionKeyHash {
    size_t operator()(const std::pair<engine::CodeInstance*, std::string>& k) const {
      return std::hash<const void*>()(k.first) ^ std::hash<std::string>()(k.second);
    }
  };
  std::unordered_map<std::pair<engine::CodeInstance*, std::string>, llvm::Function*, FunctionKeyHash>
      functions_;
  struct ToEmit {
    engine::CodeInstance* ci;
    llvm::Function* fn;
    std::vector<Value> consts;
    bool inbounds_site = false;
  };
  std::deque<ToEmit> to_emit_;
  std::unordered_map<std::string, uint32_t> name_counts_;
  size_t internal_ = 0;
  LinkerInfo link_;
  std::unordered_map<DataType*, std::unique_ptr<Aggregate>> aggregates_;  // null: not one
  std::unordered_map<runtime::Type*, std::unique_ptr<UnionRep>> unions_;
  std::unordered_map<DataType*, std::unique_ptr<Heap>> heaps_;  // null: not one
  // With no recursion among the module's own functions (each inlined into
  // the root): one check at the root's entry, for the deepest chain of them.
  void FoldDepthChecks(llvm::Function* root);
  std::unordered_map<llvm::Function*, llvm::ICmpInst*> depth_checks_;
  // A call whose result only flows, through arithmetic and calls of this
  // module's arithmetic-only functions, into a return needs no test of the
  // bail flag after it (bail_checks.cc).
  void DeferBailChecks();
  bool PoisonSafeTail(llvm::BasicBlock* bb, std::unordered_set<llvm::BasicBlock*>& seen,
                      std::unordered_set<llvm::Function*>& leaves);
  bool ArithmeticLeaf(llvm::Function* fn, std::unordered_set<llvm::Function*>& leaves);
  std::vector<llvm::BranchInst*> bail_checks_;
  std::unordered_map<llvm::Function*, llvm::CallInst*> entry_assumes_;
  std::unordered_map<llvm::Function*, int> arithmetic_leaf_;  // 1 yes, 0 no, -1 being looked at
  std::unordered_map<llvm::Function*, llvm::Type*> result_out_;
  std::unordered_map<llvm::Function*, std::vector<llvm::Function*>> local_calls_;
  llvm::MDNode* tbaa_root_ = nullptr;
  llvm::MDNode* tbaa_[6] = {};
};

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_EMITTER_H_
