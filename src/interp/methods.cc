// Method definitions (definitions.h): Base's deferred until their function is
// first used, everyone else's added at once.
#include "interp/definitions.h"
#include "interp/globals.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace kiln::interp {

using runtime::Binding;
using runtime::Module;
using runtime::Symbol;
using runtime::Type;
using runtime::TypeValue;

bool Definitions::FunctionForDefinition(LinkedModule* lm, uint32_t g, Value* out) {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Module* m = ModuleOfPath(rt_, lm, ref);
  if (m == nullptr) return false;
  Symbol* name = NameSymbol(lm, ref.name);
  // Julia manual, "Modules": methods extend a function of another module only
  // through a qualified name or an explicit import; otherwise the module gets
  // a function of its own.
  Binding* b =
      ref.path.empty() ? runtime::FindOwnBinding(m, name) : runtime::ResolveBinding(rt_, m, name);
  if (b != nullptr && b->imported != nullptr) b = b->imported;
  if (b != nullptr && b->value.defined()) {
    *out = b->value;
    return true;
  }
  Module* owner = b != nullptr ? b->owner : m;
  fast_.NoteOwnBinding(owner, name);
  *out = runtime::NewGenericFunction(rt_, owner, name);
  return runtime::SetConst(rt_, owner, name, *out);
}

bool Definitions::DefineMethod(LinkedModule* lm, uint32_t def_id, runtime::Method** out) {
  // Only the target and the function: a module read from the cache has the
  // rest still encoded (ir::ModuleIr::method_stubs).
  const ir::MethodDef& d = lm->ir->method(ir::MethodDefId(def_id));
  Value f;
  if (d.target == ir::MethodTarget::kFunction || d.target == ir::MethodTarget::kKwCall) {
    if (!FunctionForDefinition(lm, d.global_ref.index, &f)) return false;
    // Base defines some two thousand methods, and a program calls a few hundred
    // of them: the others are declared in their world and built only if their
    // function is looked up (runtime::DeferMethod). Base's signatures do not
    // change meaning later (they name constants), so building one late gives
    // the method it would have been.
    if (lm->defers_methods && out == nullptr) {
      runtime::MethodTable* mt = nullptr;
      runtime::Type* callee = nullptr;  // `K(...) = ...` of a type K
      if (f.type->flags & runtime::kFunctionTypeFlag) {
        Value owner = d.target == ir::MethodTarget::kKwCall ? CoreKwcall() : f;
        if (owner.defined()) mt = runtime::MethodTableOf(rt_, owner);
      } else if (d.target == ir::MethodTarget::kFunction && runtime::IsType(f)) {
        mt = rt_.type_callee_mt;
        callee = runtime::AsType(f);
      }
      if (mt != nullptr && runtime::CanDeferMethod(rt_, mt, callee)) {
        Defer(mt, callee, DeferredDef{lm, def_id, 0, f}, 1);
        return true;
      }
    }
  }
  return AddDefinedMethod(lm, def_id, f, 0, out);
}

Value Definitions::CoreKwcall() {
  Binding* kw = runtime::FindOwnBinding(rt_.core_module, runtime::Intern("kwcall"));
  return kw != nullptr ? kw->value : Value();
}

void Definitions::Defer(runtime::MethodTable* mt, runtime::Type* callee, DeferredDef def,
                        uint32_t count) {
  def.world = runtime::DeferMethod(rt_, mt, callee);
  for (uint32_t k = 1; k < count; ++k) runtime::DeferMethod(rt_, mt, callee);
  deferred_[callee != nullptr ? static_cast<const void*>(callee) : mt].push_back(def);
  counters_.methods_deferred += count;
}

void Definitions::Build(runtime::MethodTable* mt, runtime::Type* callee) {
  const void* key = callee != nullptr ? static_cast<const void*>(callee) : mt;
  auto it = deferred_.find(key);
  if (it == deferred_.end()) return;
  std::vector<DeferredDef> defs = std::move(it->second);
  deferred_.erase(it);
  counters_.deferred_built += defs.size();
  // Building runs inside a lookup, which may itself be part of raising an error.
  Value pending = rt_.TakePendingException();
  for (const DeferredDef& dd : defs) {
    bool ok;
    std::string what;
    if (dd.def_id == kDefaultConstructors) {
      auto* type = runtime::AsDataType(runtime::AsType(dd.f));
      counters_.deferred_built += DefaultConstructorCount(type) - 1;
      ok = DefineDefaultConstructors(dd.lm->module, FileSymbol(dd.lm), type, dd.line, dd.world);
      if (!ok) what = "the default constructors of " + std::string(type->name->name->name());
    } else {
      ok = AddDefinedMethod(dd.lm, dd.def_id, dd.f, dd.world, nullptr);
      if (!ok) {
        const ir::MethodDef& d = dd.lm->ir->method(ir::MethodDefId(dd.def_id));
        what = "a method of " +
               std::string(dd.lm->ir->NameText(dd.lm->ir->global_ref(d.global_ref).name));
      }
    }
    // Base's definitions all ran when Base was compiled and tested; one failing
    // here is a bug of Kiln's (or a cache entry that could not be recovered),
    // reported rather than hidden.
    if (!ok) {
      rt_.WriteStderr(
          "kiln: internal error: " + what + " in " + dd.lm->file->path() +
          " could not be defined: " + runtime::ShowError(rt_, rt_.TakePendingException()) + "\n");
    }
  }
  if (pending.defined()) rt_.Throw(pending);
}

void Definitions::BuildAllDeferred() {
  const uint64_t built_before = counters_.deferred_built;
  while (!deferred_.empty()) {
    const void* key = deferred_.begin()->first;
    Value f = deferred_.begin()->second.front().f;
    // A constructor's definitions wait under their callee type, a function's under
    // its table. Resolving (not reading) updates the runtime's account of what is
    // deferred and builds them, as an addition to the table would.
    const bool per_callee = runtime::IsType(f) && key == runtime::AsType(f);
    runtime::Type* callee = per_callee ? runtime::AsType(f) : nullptr;
    runtime::MethodTable* mt = per_callee
                                   ? rt_.type_callee_mt
                                   : static_cast<runtime::MethodTable*>(const_cast<void*>(key));
    runtime::ResolveMethodsSlow(rt_, mt,
                                per_callee ? TypeValue(runtime::TypeOfType(rt_, callee)) : Value(),
                                /*for_read=*/false);
    if (deferred_.count(key) != 0) Build(mt, callee);  // takes the key's definitions
  }
  counters_.built_for_image += counters_.deferred_built - built_before;
  counters_.deferred_built = built_before;
}

bool Definitions::AddDefinedMethod(LinkedModule* lm, uint32_t def_id, Value f, uint64_t world,
                                   runtime::Method** out) {
  auto whole = lm->file->Method(lm->index, ir::MethodDefId(def_id));
  if (!whole.ok()) {
    return runtime::ThrowErrorException(
        rt_, "cannot load compiled code of " + lm->file->path() + ": " + whole.status().ToString());
  }
  const ir::MethodDef& d = **whole;
  std::vector<Value> vars;
  if (!MakeTypeVars(lm, d.type_vars, &vars)) return false;

  runtime::RootedVector<Value> params;
  Symbol* name = nullptr;
  switch (d.target) {
    case ir::MethodTarget::kFunction:
    case ir::MethodTarget::kKwCall: {
      Value self = runtime::IsType(f) ? TypeValue(runtime::TypeOfType(rt_, runtime::AsType(f)))
                                      : TypeValue(f.type);
      name = NameSymbol(lm, lm->ir->global_ref(d.global_ref).name);
      if (d.target == ir::MethodTarget::kKwCall) {
        // Core.kwcall(kws::NamedTuple, f, args...): see docs/lowering.md.
        Value kwcall = CoreKwcall();
        Binding* nt = runtime::FindOwnBinding(rt_.core_module, runtime::Intern("NamedTuple"));
        if (!kwcall.defined() || nt == nullptr) {
          return runtime::ThrowErrorException(rt_, "Core.kwcall is missing");
        }
        params.push_back(TypeValue(kwcall.type));
        params.push_back(nt->value);
      }
      params.push_back(self);
      break;
    }
    case ir::MethodTarget::kClosure: {
      Value type;
      if (!EnsureClosureType(lm, d.closure.index, &type)) return false;
      params.push_back(type);
      name = NameSymbol(lm, lm->ir->closure(d.closure).name);
      break;
    }
    case ir::MethodTarget::kCallable: {
      Value self;
      if (!EvalTypeExpr(lm, d.self_type, vars, &self)) return false;
      if (!RequireType(self, "method definition")) return false;
      params.push_back(self);
      name = runtime::Intern("(callable)");
      Type* t = runtime::Unwrap(runtime::AsType(self));
      if (runtime::IsDataType(t)) name = runtime::AsDataType(t)->name->name;
      break;
    }
  }
  for (size_t i = 0; i < d.arg_types.size(); ++i) {
    Value t;
    if (!EvalTypeExpr(lm, d.arg_types[i], vars, &t)) return false;
    if (!RequireType(t, "method definition")) return false;
    if (d.is_vararg && i + 1 == d.arg_types.size()) {
      t = TypeValue(runtime::MakeVararg(rt_, runtime::AsType(t), Value()));
    }
    params.push_back(t);
  }
  Type* sig = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
  if (sig == nullptr) return false;
  for (size_t i = vars.size(); i-- > 0;) {
    sig = runtime::MakeUnionAll(rt_, vars[i].As<runtime::TypeVar>(), sig);
  }
  runtime::MethodDef def;
  def.sig = sig;
  def.module = lm->module;
  def.name = name;
  def.file = FileSymbol(lm);
  def.line = static_cast<int32_t>(d.line);
  def.body = CodeFor(lm, d.body);
  def.body_id = d.body.index;
  runtime::Method* method = images_.NewMethod(def, world);
  if (method != nullptr) fast_.NoteMethodOfBase(method);
  if (out != nullptr) *out = method;
  return method != nullptr;
}

void Definitions::FillArgNames(runtime::Method* m) {
  if (m->arg_names != nullptr || m->body == nullptr) return;
  Code* code = images_.CodeOf(m);
  if (code != nullptr && (code->native != nullptr || code->lm == nullptr)) return;  // no names
  if (code == nullptr || !linker_.EnsureTape(code)) {
    rt_.TakePendingException();  // reflection goes on without the names
    return;
  }
  const tape::TapeBody* tape = code->tape;
  runtime::RootedVector<Value> names;
  for (uint32_t i = 1; i < tape->arg_count; ++i) {
    std::string_view text;
    if (i < tape->slot_names.size() && tape->slot_names[i].has_value()) {
      text = code->lm->ir->NameText(tape->slot_names[i]);
    }
    names.push_back(rt_.SymbolValue(text));
  }
  m->arg_names = runtime::NewSVec(rt_, names.data(), static_cast<int64_t>(names.size()));
}

std::vector<std::string> Definitions::LocalNames(runtime::Method* m) {
  std::vector<std::string> names;
  if (m->body == nullptr) return names;
  Code* code = images_.CodeOf(m);
  if (code != nullptr && (code->native != nullptr || code->lm == nullptr)) return names;
  if (code == nullptr || !linker_.EnsureTape(code)) {
    rt_.TakePendingException();  // reflection goes on without the names
    return names;
  }
  const tape::TapeBody* tape = code->tape;
  for (uint32_t i = tape->arg_count; i < tape->slot_names.size(); ++i) {
    if (tape->slot_names[i].has_value()) {
      names.emplace_back(code->lm->ir->NameText(tape->slot_names[i]));
    }
  }
  return names;
}

}  // namespace kiln::interp
