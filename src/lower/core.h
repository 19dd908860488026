// The core tree: what desugaring produces from the syntax tree and what scope
// resolution, closure analysis and linearization read (core_kind.def lists the
// forms). Like the syntax tree it is a flat store addressed by typed ids, so
// the passes walk it by index and keep their results in side tables.
//
// Definitions carry their signatures as syntax-tree node ids (type
// annotations are converted to IR type expressions only when the method is
// emitted into its module), so a CoreTree is only meaningful next to the
// parse::Tree it was desugared from.
#ifndef KILN_LOWER_CORE_H_
#define KILN_LOWER_CORE_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "base/ids.h"
#include "ir/module_ir.h"
#include "parse/tree.h"

namespace kiln::lower {

enum class CoreKind : uint8_t {
#define KILN_CORE(name, printed, shape) k##name,
#include "lower/core_kind.def"
#undef KILN_CORE
};
std::string_view CoreKindName(CoreKind kind);

using CoreId = base::Id<struct CoreTag>;
using CoreName = base::Id<struct CoreNameTag>;

enum CoreFlags : uint8_t {
  kNoCoreFlags = 0,
  kHardScope = 1 << 0,      // Scope: function bodies, let, comprehensions
  kSoftScope = 1 << 1,      // Scope: loops and try blocks
  kLoopBody = 1 << 2,       // Scope: entered once per iteration (fresh locals)
  kLocalDef = 1 << 3,       // Local: a loop or let variable, always a new local
  kImplicitLocal = 1 << 4,  // Local: only gives a type (x::T = v); x is scoped as by x = v
  kDroppable = 1 << 5,      // Call: no side effects; skipped when its value is unused
  kInboundsBlock = 1 << 6,  // Block: the argument of `@inbounds` (its statements: kStmtInbounds)
  kBoundscheckBlock = 1 << 7,  // Block: `@boundscheck`'s condition (Copy of true, kStmtBoundscheck)
};

struct CoreNode {
  CoreKind kind;
  uint8_t flags;
  uint32_t offset;  // source byte offset, for lines and diagnostics
  uint32_t first_child;
  uint32_t child_count;
  uint32_t payload;
};

// A literal value. Strings and symbols keep their text here and are interned
// into the module being emitted.
struct CoreLiteral {
  ir::ConstKind kind = ir::ConstKind::kNothing;
  uint64_t bits = 0;
  uint64_t high = 0;
  std::string text;
};

// A qualified global name; an empty path names the current module.
struct CoreGlobal {
  std::vector<CoreName> path;
  CoreName name;
};

// `T`, `T <: Real`, `Real >: T` ... in a where clause or a struct header.
struct TypeVarSyntax {
  CoreName name;
  parse::NodeId upper_bound;  // None: Any
  parse::NodeId lower_bound;  // None: Union{}
};

enum class LambdaKind : uint8_t {
  kThunk,    // a module's top-level code
  kMethod,   // a method of a global function or callable type
  kClosure,  // an anonymous function, do block, generator body or local function
};

struct LambdaInfo {
  LambdaKind kind = LambdaKind::kMethod;
  CoreName name;                         // for stack traces
  uint32_t nargs = 0;                    // including #self#
  bool is_vararg = false;                // the last argument collects the rest
  std::vector<CoreName> sparams;         // static parameters (where variables), in order
  std::vector<parse::NodeId> arg_types;  // anonymous functions: argument types (None: Any)
};

enum class MethodTargetKind : uint8_t {
  kGlobal,    // method of the function (or type) named by `global`
  kKwCall,    // keyword-sorting entry of the function named by `global`
  kCallable,  // method of any object whose type is `self_type`
  kLocal,     // method of a local function: the Method node's first child
};

struct MethodInfo {
  MethodTargetKind target = MethodTargetKind::kGlobal;
  uint32_t global = 0;                   // GlobalIndex, for kGlobal / kKwCall
  parse::NodeId self_type;               // kCallable: type of #self#
  bool self_type_is_type_of = false;     // kCallable: #self# isa Type{self_type}
  std::vector<parse::NodeId> arg_types;  // per argument after #self#; None: Any
  std::vector<bool> arg_is_type_of;      // per argument: its type is Type{arg_types[i]}
  std::vector<TypeVarSyntax> type_vars;
  bool is_vararg = false;
  CoreName closure_name;  // kLocal: the name of the local function's closure type
};

struct FieldSyntax {
  CoreName name;
  parse::NodeId type;  // None: Any
  uint32_t offset = 0;
  bool is_const = false;
};

struct StructInfo {
  CoreName name;
  bool is_mutable = false;
  bool is_abstract = false;
  std::vector<TypeVarSyntax> type_vars;
  parse::NodeId super_type;
  std::vector<FieldSyntax> fields;
};

struct ImportInfo {
  bool is_using = true;
  uint32_t leading_dots = 0;
  std::vector<CoreName> path;
  std::vector<CoreName> names;
};

struct ModuleInfo {
  CoreName name;
};

class CoreTree {
 public:
  CoreId Add(CoreKind kind, uint32_t offset, std::span<const CoreId> children = {},
             uint32_t payload = 0, uint8_t flags = kNoCoreFlags);
  CoreId Add(CoreKind kind, uint32_t offset, std::initializer_list<CoreId> children,
             uint32_t payload = 0, uint8_t flags = kNoCoreFlags) {
    return Add(kind, offset, std::span<const CoreId>(children.begin(), children.size()), payload,
               flags);
  }

  // Leaf helpers.
  CoreId AddLiteral(uint32_t offset, CoreLiteral literal);
  CoreId AddVar(uint32_t offset, CoreName name) {
    return Add(CoreKind::kVar, offset, {}, name.index);
  }
  CoreId AddGlobal(uint32_t offset, std::initializer_list<std::string_view> path_and_name);
  CoreId AddGlobal(uint32_t offset, CoreGlobal global);
  CoreId AddNothing(uint32_t offset) { return Add(CoreKind::kNothing, offset); }
  CoreId AddTemp(uint32_t offset, uint32_t temp) { return Add(CoreKind::kTemp, offset, {}, temp); }

  CoreName Intern(std::string_view name);
  std::string_view NameText(CoreName name) const { return names_[name.index]; }
  size_t name_count() const { return names_.size(); }

  uint32_t AddGlobalEntry(CoreGlobal global);
  uint32_t AddLambda(LambdaInfo info);
  uint32_t AddMethod(MethodInfo info);
  uint32_t AddStruct(StructInfo info);
  uint32_t AddImport(ImportInfo info);
  uint32_t AddModule(ModuleInfo info);

  const CoreNode& node(CoreId id) const { return nodes_[id.index]; }
  CoreKind kind(CoreId id) const { return nodes_[id.index].kind; }
  uint32_t offset(CoreId id) const { return nodes_[id.index].offset; }
  uint32_t payload(CoreId id) const { return nodes_[id.index].payload; }
  bool has_flag(CoreId id, CoreFlags f) const { return (nodes_[id.index].flags & f) != 0; }
  std::span<const CoreId> children(CoreId id) const;
  CoreId child(CoreId id, uint32_t i) const { return children(id)[i]; }
  uint32_t child_count(CoreId id) const { return nodes_[id.index].child_count; }
  size_t size() const { return nodes_.size(); }

  CoreName var_name(CoreId id) const { return CoreName(payload(id)); }
  const CoreLiteral& literal(CoreId id) const { return literals_[payload(id)]; }
  const CoreGlobal& global(uint32_t index) const { return globals_[index]; }
  const LambdaInfo& lambda(uint32_t index) const { return lambdas_[index]; }
  LambdaInfo& mutable_lambda(uint32_t index) { return lambdas_[index]; }
  const MethodInfo& method(uint32_t index) const { return methods_[index]; }
  const StructInfo& struct_info(uint32_t index) const { return structs_[index]; }
  const ImportInfo& import_info(uint32_t index) const { return imports_[index]; }
  const ModuleInfo& module_info(uint32_t index) const { return modules_[index]; }
  size_t lambda_count() const { return lambdas_.size(); }

  CoreId root() const { return root_; }
  void set_root(CoreId root) { root_ = root; }

 private:
  std::vector<CoreNode> nodes_;
  std::vector<CoreId> child_ids_;
  std::vector<std::string> names_;
  std::unordered_map<std::string, CoreName> name_index_;
  std::vector<CoreLiteral> literals_;
  std::vector<CoreGlobal> globals_;
  std::vector<LambdaInfo> lambdas_;
  std::vector<MethodInfo> methods_;
  std::vector<StructInfo> structs_;
  std::vector<ImportInfo> imports_;
  std::vector<ModuleInfo> modules_;
  CoreId root_;
};

// S-expression text of a core subtree, for unit tests and debugging.
std::string PrintCore(const CoreTree& tree, CoreId id);

}  // namespace kiln::lower

#endif  // KILN_LOWER_CORE_H_
