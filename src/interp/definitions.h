// What top-level statements define: methods (deferred in Base until their
// function is first used), struct and abstract types with Julia's default
// constructors, closure types, modules, imports, packages. Each follows the
// Julia manual section named on it.
#ifndef KILN_INTERP_DEFINITIONS_H_
#define KILN_INTERP_DEFINITIONS_H_

#include <memory>
#include <unordered_map>
#include <vector>

#include "interp/code.h"
#include "interp/fast_ops.h"
#include "interp/image_bodies.h"
#include "interp/interp.h"
#include "interp/linker.h"
#include "runtime/runtime.h"

namespace kiln::interp {

class Definitions final : public runtime::DeferredMethods {
 public:
  Definitions(runtime::Runtime& rt, Machine& machine, Linker& linker, FastOps& fast,
              ImageBodies& images, Counters& counters)
      : rt_(rt),
        machine_(machine),
        linker_(linker),
        fast_(fast),
        images_(images),
        counters_(counters) {}
  Definitions(const Definitions&) = delete;
  Definitions& operator=(const Definitions&) = delete;

  // ---- Methods (methods.cc) ----
  // A method definition statement. In Base's modules a definition that adds to a
  // generic function nobody has looked up yet is only declared (see
  // runtime::DeferMethod) and built by Build when the function is first used.
  bool DefineMethod(LinkedModule* lm, uint32_t def_id, runtime::Method** out = nullptr);
  // The function a method definition or `function f end` adds to, created
  // (and bound as a constant) when the module has none of that name.
  bool FunctionForDefinition(LinkedModule* lm, uint32_t g, Value* out);
  void Build(runtime::MethodTable* mt, runtime::Type* callee) override;
  void FillArgNames(runtime::Method* m) override;
  std::vector<std::string> LocalNames(runtime::Method* m) override;
  // Builds every deferred definition, as the first lookups of their functions would.
  void BuildAllDeferred();
  bool has_deferred() const { return !deferred_.empty(); }

  // ---- Types (types.cc) ----
  bool DefineStruct(LinkedModule* lm, uint32_t struct_id, bool is_abstract);
  bool EnsureClosureType(LinkedModule* lm, uint32_t closure_id, Value* out);

  // ---- Modules (modules.cc) ----
  bool Import(LinkedModule* lm, uint32_t import_id, bool is_using);
  // `module M ... end` (module `index` of lm's file): the module is made and
  // bound; returns the thunk to run in it, or null with an exception pending.
  Code* DefineModule(LinkedModule* lm, uint32_t index);
  // Loads package `name` (once) and returns its module, e.g. for `using Test`.
  runtime::Module* RequirePackage(runtime::Symbol* name);
  // Julia's warning for an assignment in a soft scope (manual, "Scope of
  // Variables": on soft scope) to a name the module has a global of.
  void SoftScopeWarning(LinkedModule* lm, uint32_t g, uint32_t line);

  // ---- Native methods (natives.cc) ----
  // Julia's default constructors of Core's struct types, and the Core
  // functions whose work needs the interpreter's state.
  bool DefineCoreConstructors();
  // Gives `module` its own `include(path)` function (Julia: every module has one).
  bool DefineInclude(runtime::Module* module);

 private:
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

  // Builds and adds method `def_id` of lm, whose callee `f` (for function
  // targets) is known; `world` as for runtime::AddMethod.
  bool AddDefinedMethod(LinkedModule* lm, uint32_t def_id, Value f, uint64_t world,
                        runtime::Method** out);
  Value CoreKwcall();  // Core.kwcall, or undefined
  // Declares `def` (taking `count` worlds, the first kept in def.world) on mt, or on
  // rt.type_callee_mt for `callee`.
  void Defer(runtime::MethodTable* mt, runtime::Type* callee, DeferredDef def, uint32_t count);
  // Evaluates a type expression; `vars` are the definition's TypeVars.
  bool EvalTypeExpr(LinkedModule* lm, ir::TypeExprId id, const std::vector<Value>& vars,
                    Value* out);
  // Whether `v` is a type or TypeVar; TypeError in `context` when not.
  bool RequireType(Value v, const char* context);
  // TypeVars of a definition, in order; a bound may mention earlier variables.
  bool MakeTypeVars(LinkedModule* lm, const std::vector<ir::TypeVarDef>& defs,
                    std::vector<Value>* vars);
  // Julia's default constructors of a struct type (manual: "Constructors").
  // `world` zero: the type was declared just now (runtime::MethodDef::new_callee);
  // non-zero: building them deferred (DefaultConstructorCount worlds from it).
  bool DefineDefaultConstructors(runtime::Module* module, runtime::Symbol* file,
                                 runtime::DataType* type, uint32_t line, uint64_t world = 0);
  // How many default constructors a struct type without parameters gets.
  uint32_t DefaultConstructorCount(runtime::DataType* type);
  // A method of `module` whose body is `fn` (for `type`'s constructors).
  bool AddNative(runtime::Module* module, runtime::Symbol* file, runtime::Symbol* name,
                 runtime::DataType* type, runtime::Type* sig, NativeBody fn, uint32_t line,
                 uint64_t world = 0, bool new_callee = false);

  runtime::Runtime& rt_;
  Machine& machine_;
  Linker& linker_;
  FastOps& fast_;
  ImageBodies& images_;
  Counters& counters_;
  std::unordered_map<const void*, std::vector<DeferredDef>> deferred_;
  std::vector<std::unique_ptr<Code>> natives_;  // bodies of native methods
  // Base while it loads (its root module once defined): its modules defer methods.
  bool loading_base_ = false;
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_DEFINITIONS_H_
