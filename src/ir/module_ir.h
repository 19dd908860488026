// Module IR: what lowering gives (src/lower), what the tape encoder takes
// (src/tape), and what the IR cache persists (src/cache).
//
// One ModuleIr per source file (plus one per `module M ... end` inside it).
// It holds the file's definitions as data (methods, structs, closures,
// imports) and a top-level thunk, a lowered body whose statements run the
// file in order: DefineMethod #3 evaluates method 3's signature and adds it
// to its function. Method bodies are separate lowered bodies, so a cache can
// decode them one at a time, on first call.
//
// Everything is ids into vectors owned by the ModuleIr: no pointers, so the
// structure serializes to deterministic bytes (ARCHITECTURE, decision 1).
#ifndef KILN_IR_MODULE_IR_H_
#define KILN_IR_MODULE_IR_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "base/ids.h"
#include "ir/ids.h"

namespace kiln::ir {

enum class StmtKind : uint8_t {
#define KILN_STMT(name, printed, operands, aux) k##name,
#include "ir/stmt_kind.def"
#undef KILN_STMT
};
std::string_view StmtKindName(StmtKind kind);

// ---- Operands ----

enum class OperandKind : uint8_t {
  kNone,
  kSsa,          // index: statement index in the body
  kSlot,         // index: SlotId
  kConst,        // index: ConstId in the module's pool
  kGlobal,       // index: GlobalRefId
  kStaticParam,  // index: position of the method's type variable (`where T`)
};

struct Operand {
  OperandKind kind = OperandKind::kNone;
  uint32_t index = 0;

  static Operand Ssa(uint32_t stmt) { return {OperandKind::kSsa, stmt}; }
  static Operand Slot(SlotId s) { return {OperandKind::kSlot, s.index}; }
  static Operand Const(ConstId c) { return {OperandKind::kConst, c.index}; }
  static Operand Global(GlobalRefId g) { return {OperandKind::kGlobal, g.index}; }
  static Operand StaticParam(uint32_t i) { return {OperandKind::kStaticParam, i}; }
  bool has_value() const { return kind != OperandKind::kNone; }
  friend bool operator==(const Operand&, const Operand&) = default;
};

// ---- Constants: literal values of the source ----

enum class ConstKind : uint8_t {
  kNothing, kBool, kInt64, kUInt8, kUInt16, kUInt32, kUInt64, kInt128, kUInt128,
  kFloat64, kChar, kString, kSymbol,
  kSourcePath,  // known only when the module is linked: @__FILE__ (bits kSourceFile) or
                // @__DIR__ (kSourceDir), the running file's absolute path; @__MODULE__
                // (kSourceModule), the module the code is linked into
};
inline constexpr uint64_t kSourceFile = 0;
inline constexpr uint64_t kSourceDir = 1;
inline constexpr uint64_t kSourceModule = 2;

struct Constant {
  ConstKind kind = ConstKind::kNothing;
  uint64_t bits = 0;  // integer bits, double bits, code point, bool, or NameId/StringId index
  uint64_t high = 0;  // upper half of 128-bit integers
  friend bool operator==(const Constant&, const Constant&) = default;
};

// A name in a module, possibly qualified: `x`, `Base.iterate`, `Core.getfield`.
// An empty path means the module being defined; otherwise the first name is
// looked up like any global (so `Base`, `Core` or an imported module) and the
// rest are submodules.
struct GlobalRef {
  std::vector<NameId> path;
  NameId name;
  friend bool operator==(const GlobalRef&, const GlobalRef&) = default;
};

// ---- Lowered bodies (Julia's CodeInfo) ----

enum SlotFlags : uint8_t {
  kSlotArgument = 1 << 0,  // an argument (slot 0 is always #self#)
  kSlotAssigned = 1 << 1,  // assigned somewhere in the body
  kSlotUsedUndef = 1 << 2, // may be read before assigned: reads must check
  kSlotBoxed = 1 << 3,     // holds a Core.Box (captured and mutated by a closure)
};

struct Slot {
  NameId name;
  uint8_t flags = 0;
  // `local x::Int`: the declared type, when it is a plain type expression.
  // Informational (inference, printing): lowering already emits the
  // conversion (Base.convert, then Core.typeassert) before every assignment,
  // so the runtime must not convert again.
  TypeExprId declared_type;
};

// Stmt::flags: marks lowering gives a statement (as Julia's per-statement IR flags).
enum StmtFlags : uint8_t {
  kStmtNoFlags = 0,
  // Inside `@inbounds` (Julia's `Expr(:inbounds, true)` ... `Expr(:inbounds, :pop)`): a
  // promise that its indexing is in bounds; native code may skip the checks.
  kStmtInbounds = 1 << 0,
  // The condition of `@boundscheck blk` (Julia's `Expr(:boundscheck)`): a Copy of `true`
  // that is false in native code of a callee inlined at an `@inbounds` call site.
  kStmtBoundscheck = 1 << 1,
};

struct Stmt {
  StmtKind kind;
  uint8_t flags = kStmtNoFlags;  // StmtFlags
  // Any number of operands: an array literal or a call may have millions
  // (32 bits, like first_operand; BodyBuilder checks both).
  uint32_t operand_count = 0;
  uint32_t first_operand = 0;  // into Body::operands
  uint32_t aux = 0;            // per stmt_kind.def
  uint32_t line = 0;           // 1-based source line, for stack traces
};

struct Body {
  NameId name;               // function name, for stack traces; `toplevel` for the thunk
  uint32_t line = 0;         // line of the definition
  uint32_t nargs = 0;        // arguments including #self#
  bool is_vararg = false;    // last argument collects the rest into a tuple
  std::vector<Slot> slots;   // arguments first
  std::vector<Stmt> stmts;
  std::vector<Operand> operands;

  std::span<const Operand> OperandsOf(const Stmt& s) const {
    return std::span<const Operand>(operands.data() + s.first_operand, s.operand_count);
  }
};

// ---- Type expressions (signatures, field types, supertypes) ----

enum class TypeExprKind : uint8_t {
  kAny,       // no annotation
  kGlobal,    // a name: Int, Vector, Main.Point (aux: GlobalRefId)
  kTypeVar,   // a `where` variable of the enclosing definition (aux: its position)
  kCurly,     // Vector{T}: children = base, params...
  kUnion,     // Union{A, B}: children = members
  kConst,     // a literal parameter, Array{T, 1} (aux: ConstId)
  kVararg,    // Vararg{T}: children = T
  kTypeOf,    // typeof(f): children = the expression whose value's type it is
  kUnionAll,  // B where T (outside method signatures): children = the variable's name (a
              // Symbol kConst), lower bound, upper bound, B; aux: the variable's position
};

struct TypeExpr {
  TypeExprKind kind = TypeExprKind::kAny;
  uint32_t aux = 0;
  std::vector<TypeExprId> children;
};

struct TypeVarDef {
  NameId name;
  TypeExprId upper_bound;  // None: Any
  TypeExprId lower_bound;  // None: Union{}
};

// ---- Definitions ----

// What a method is added to.
enum class MethodTarget : uint8_t {
  kFunction,  // the generic function (or type: a constructor) named by `global_ref`
  kClosure,   // the closure type `closure`
  // The keyword-sorting method of the function named by `global_ref`: a
  // method of Core.kwcall whose arguments are (#self# = Core.kwcall, the
  // keywords' NamedTuple, the function, the positional arguments...).
  // `arg_types` lists only the positional arguments; the NamedTuple and the
  // function's type are implied.
  kKwCall,
  // A method of every object whose type is `self_type`: callable structs
  // `(f::Foo)(x) = ...` and constructors of parametric types
  // `P{T}(x) where T` (self_type Type{P{T}}). #self# is that object.
  kCallable,
};

struct MethodDef {
  MethodTarget target = MethodTarget::kFunction;
  GlobalRefId global_ref;
  ClosureId closure;
  TypeExprId self_type;  // kCallable only
  std::vector<TypeVarDef> type_vars;
  std::vector<TypeExprId> arg_types;  // excluding #self#; kAny when unannotated
  bool is_vararg = false;
  BodyId body;
  uint32_t line = 0;
};

struct FieldDef {
  NameId name;
  TypeExprId type;
  bool is_const = false;  // `const x::T` in a mutable struct (setfield! refuses it)
};

struct StructDef {
  NameId name;
  bool is_mutable = false;
  bool is_abstract = false;
  std::vector<TypeVarDef> type_vars;
  TypeExprId super_type;               // None: Any
  std::vector<FieldDef> fields;
  std::vector<MethodDefId> constructors;  // inner constructors; empty: the default ones
  uint32_t line = 0;
};

// A closure: a struct type with one field per captured variable, and methods
// whose #self# is an instance of it (Julia manual: "Closures"; lowering's
// closure conversion).
struct ClosureDef {
  NameId name;  // a generated name like `#f#1`
  std::vector<NameId> captured;
  std::vector<MethodDefId> methods;
};

struct ImportDef {
  uint32_t leading_dots = 0;       // using .M -> 1
  std::vector<NameId> path;        // A.B
  std::vector<NameId> names;       // using A: f, g -> f, g; empty: the module itself
  std::vector<NameId> aliases;     // parallel to names (import A: f as g); None: same
  bool is_using = true;
};

// ---- The module ----

class ModuleIr {
 public:
  NameId name;
  std::string file;              // path relative to the package root
  BodyId thunk;                  // the top-level code
  std::vector<ModuleIrId> submodules;  // indices into the owner's list, see below

  // Interning. Equal inputs give equal ids, so output is deterministic.
  NameId Intern(std::string_view text);
  std::string_view NameText(NameId id) const { return t_.names[id.index]; }
  ConstId AddConst(const Constant& c);
  ConstId AddString(std::string_view text);  // a kString constant
  std::string_view StringText(uint64_t string_index) const { return t_.strings[string_index]; }
  GlobalRefId AddGlobalRef(const GlobalRef& ref);

  TypeExprId AddTypeExpr(TypeExpr expr);
  BodyId AddBody(Body body);
  MethodDefId AddMethod(MethodDef def);
  StructDefId AddStruct(StructDef def);
  ClosureId AddClosure(ClosureDef def);
  ImportId AddImport(ImportDef def);

  // Takes the tables of a module read back from the IR cache, in id order, so
  // that every id is the position it was written at. The interning indexes
  // are built only if the module is extended afterwards (a loaded module
  // rarely is); until then equal entries, which no ModuleIr writes, would
  // simply keep their own ids.
  struct Tables {
    std::vector<std::string> names;
    std::vector<std::string> strings;
    std::vector<Constant> consts;
    std::vector<GlobalRef> global_refs;
    std::vector<TypeExpr> type_exprs;
    std::vector<Body> bodies;
    std::vector<MethodDef> methods;
    std::vector<StructDef> structs;
    std::vector<ClosureDef> closures;
    std::vector<ImportDef> imports;
    // The method definitions were left encoded: `methods` holds of each only
    // its target and global_ref; the whole definition comes from the
    // module's CompiledFile (tape::CompiledFile::Method).
    bool method_stubs = false;
  };
  void Adopt(Tables tables);
  bool method_stubs() const { return t_.method_stubs; }

  const std::vector<std::string>& names() const { return t_.names; }
  const std::vector<std::string>& strings() const { return t_.strings; }
  const std::vector<Constant>& consts() const { return t_.consts; }
  const std::vector<GlobalRef>& global_refs() const { return t_.global_refs; }
  const std::vector<TypeExpr>& type_exprs() const { return t_.type_exprs; }
  const std::vector<Body>& bodies() const { return t_.bodies; }
  std::vector<Body>& mutable_bodies() { return t_.bodies; }
  const std::vector<MethodDef>& methods() const { return t_.methods; }
  std::vector<MethodDef>& mutable_methods() { return t_.methods; }
  const std::vector<StructDef>& structs() const { return t_.structs; }
  std::vector<StructDef>& mutable_structs() { return t_.structs; }
  const std::vector<ClosureDef>& closures() const { return t_.closures; }
  std::vector<ClosureDef>& mutable_closures() { return t_.closures; }
  const std::vector<ImportDef>& imports() const { return t_.imports; }

  const Constant& constant(ConstId id) const { return t_.consts[id.index]; }
  const GlobalRef& global_ref(GlobalRefId id) const { return t_.global_refs[id.index]; }
  const TypeExpr& type_expr(TypeExprId id) const { return t_.type_exprs[id.index]; }
  const Body& body(BodyId id) const { return t_.bodies[id.index]; }
  const MethodDef& method(MethodDefId id) const { return t_.methods[id.index]; }
  const StructDef& struct_def(StructDefId id) const { return t_.structs[id.index]; }
  const ClosureDef& closure(ClosureId id) const { return t_.closures[id.index]; }
  const ImportDef& import_def(ImportId id) const { return t_.imports[id.index]; }

 private:
  void EnsureIndexed();  // rebuilds the indexes below after Adopt

  Tables t_;
  bool indexed_ = true;
  std::unordered_map<std::string, NameId> name_index_;
  std::unordered_map<std::string, uint64_t> string_index_;
  std::unordered_map<std::string, ConstId> const_index_;
  std::unordered_map<std::string, GlobalRefId> global_ref_index_;
};

// A source file's lowered form: its top-level module (index 0) and the
// modules nested in it, in definition order.
struct FileIr {
  std::vector<std::unique_ptr<ModuleIr>> modules;
  ModuleIr& main() { return *modules.front(); }
  const ModuleIr& main() const { return *modules.front(); }
};

}  // namespace kiln::ir

#endif  // KILN_IR_MODULE_IR_H_
