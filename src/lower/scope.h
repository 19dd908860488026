// Pass 2 of lowering: scope resolution (Julia manual, "Scope of Variables";
// julia-syntax.scm `resolve-scopes`). Decides for every variable reference
// in the core tree whether it names a global of the module, an argument or
// static parameter, or a local of some function (possibly an enclosing one,
// which makes it a captured variable), and records what closure analysis
// needs: assignments and closure creations in evaluation order.
#ifndef KILN_LOWER_SCOPE_H_
#define KILN_LOWER_SCOPE_H_

#include <unordered_map>
#include <vector>

#include "lower/core.h"
#include "source/diagnostic.h"

namespace kiln::lower {

using VarId = base::Id<struct VarTag>;

enum class VarKind : uint8_t { kLocal, kArgument, kStaticParam };

struct VarInfo {
  CoreName name;
  VarKind kind = VarKind::kLocal;
  uint32_t lambda = 0;            // the lambda (LambdaInfo index) that owns it
  uint32_t position = 0;          // kArgument: argument index (0 = #self#); kStaticParam: index
  CoreId scope;                   // Scope/Lambda node (or top-level statement) that declares it
  uint32_t scope_loop_depth = 0;  // loops around the declaring scope, within the lambda
  CoreId declared_type;           // `local x::T`: the core expression of T
  parse::NodeId type_syntax;      // ... and its syntax, for the slot's declared type
  bool captured = false;          // used inside a nested lambda
  bool assigned_in_closure = false;
  bool boxed = false;           // decided by closure analysis (closures.h)
  bool hoisted = false;         // a top-level let's local a global method uses: a hidden global
  bool box_maybe_undef = true;  // boxed: reads inside closures may find the box empty
  uint32_t assignments = 0;     // assignments in the owning lambda
};

// An assignment to a local, in evaluation order (`pos`).
struct AssignEvent {
  VarId var;
  uint32_t lambda;
  uint32_t pos;
  uint32_t region;
  uint32_t loop_depth;
};

// A read of a local, in evaluation order.
struct ReadEvent {
  VarId var;
  CoreId node;
  uint32_t lambda;
  uint32_t pos;
  uint32_t region;
};

// The creation of closure `closure` inside lambda `owner`.
struct CaptureEvent {
  uint32_t closure;
  uint32_t owner;
  uint32_t pos;
  uint32_t region;
};

struct ScopeInfo {
  std::vector<VarInfo> vars;
  std::vector<VarId> resolution;  // per core node: the variable a Var node names; None: global
  std::vector<std::vector<VarId>> lambda_vars;  // per lambda: arguments in order, then the rest
  std::vector<std::vector<VarId>> captures;  // per lambda: variables of enclosing lambdas it uses
  std::vector<uint32_t> lambda_parent;       // per lambda: enclosing lambda, or UINT32_MAX
  std::unordered_map<uint32_t, std::vector<VarId>> scope_decls;  // per declaring node
  // Per top-level statement: assignments in soft scopes that would be
  // ambiguous if the global exists (name, offset of the assignment).
  std::unordered_map<uint32_t, std::vector<std::pair<CoreName, uint32_t>>> soft_warnings;
  // Method nodes with a local target whose name resolved to a global.
  std::vector<bool> method_is_global;   // per core node
  std::vector<uint32_t> region_parent;  // conditional regions, for closure analysis
  std::vector<AssignEvent> assigns;
  std::vector<ReadEvent> reads;
  // Reads of boxed locals, in their own function, that an assignment
  // dominates (no definedness check needed); per core node.
  std::vector<bool> defined_box_reads;
  std::vector<CaptureEvent> closure_creations;

  VarId Resolve(CoreId var_node) const { return resolution[var_node.index]; }
  const VarInfo& var(VarId v) const { return vars[v.index]; }
};

// REQUIRES: `root` is a Lambda of kind kThunk.
ScopeInfo ResolveScopes(const CoreTree& tree, CoreId root, source::DiagnosticSink& sink);

}  // namespace kiln::lower

#endif  // KILN_LOWER_SCOPE_H_
