// Top-level statements: definitions of methods, types, closures and modules,
// imports, include. Each follows the Julia manual section named on it.
#include <filesystem>

#include "base/env.h"
#include "interp/machine.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::interp {

using runtime::Binding;
using runtime::DataType;
using runtime::Module;
using runtime::Symbol;
using runtime::Type;
using runtime::TypeValue;

namespace {

bool RequireType(runtime::Runtime& rt, Value v, const char* context) {
  if (v.defined() && runtime::IsTypeOrVar(v)) return true;
  return runtime::ThrowTypeError(rt, context, "", TypeValue(rt.core.type_type), v);
}

}  // namespace

bool Machine::EvalTypeExpr(LinkedModule* lm, ir::TypeExprId id, const std::vector<Value>& vars,
                           Value* out) {
  if (!id.has_value()) {
    *out = TypeValue(rt_.core.any);
    return true;
  }
  const ir::TypeExpr& t = lm->ir->type_expr(id);
  switch (t.kind) {
    case ir::TypeExprKind::kAny: *out = TypeValue(rt_.core.any); return true;
    case ir::TypeExprKind::kGlobal: return ReadGlobal(lm, t.aux, out);
    case ir::TypeExprKind::kTypeVar:
      if (t.aux >= vars.size()) return runtime::ThrowErrorException(rt_, "bad type variable");
      *out = vars[t.aux];
      return true;
    case ir::TypeExprKind::kConst:
      if (!lm->consts[t.aux].defined()) return rt_.Throw(lm->const_errors[t.aux]);
      *out = lm->consts[t.aux];
      return true;
    case ir::TypeExprKind::kCurly:
    case ir::TypeExprKind::kUnion:
    case ir::TypeExprKind::kVararg: {
      runtime::RootedVector<Value> parts(t.children.size());
      for (size_t i = 0; i < t.children.size(); ++i) {
        if (!EvalTypeExpr(lm, t.children[i], vars, &parts[i])) return false;
      }
      if (t.kind == ir::TypeExprKind::kCurly) {
        return runtime::ApplyType(rt_, parts[0], parts.data() + 1,
                                  static_cast<uint32_t>(parts.size() - 1), out);
      }
      std::vector<Type*> types;
      for (const Value& p : parts) {
        if (!RequireType(rt_, p, "Union")) return false;
        types.push_back(runtime::AsType(p));
      }
      if (t.kind == ir::TypeExprKind::kUnion) {
        *out = TypeValue(runtime::MakeUnion(rt_, types.data(), static_cast<uint32_t>(types.size())));
      } else {
        *out = TypeValue(runtime::MakeVararg(rt_, types.empty() ? rt_.core.any : types[0], Value()));
      }
      return true;
    }
  }
  return runtime::ThrowErrorException(rt_, "unknown type expression");
}

// TypeVars of a definition, in order; a bound may mention earlier variables.
static bool MakeTypeVars(Machine& m, LinkedModule* lm, const std::vector<ir::TypeVarDef>& defs,
                         std::vector<Value>* vars) {
  for (const ir::TypeVarDef& d : defs) {
    Value ub;
    if (!m.EvalTypeExpr(lm, d.upper_bound, *vars, &ub)) return false;
    if (!RequireType(m.rt(), ub, "TypeVar")) return false;
    runtime::TypeVar* tv = runtime::NewTypeVar(m.rt(), m.NameSymbol(lm, d.name),
                                               m.rt().core.bottom, runtime::AsType(ub));
    vars->push_back(TypeValue(tv));
  }
  return true;
}

bool Machine::FunctionForDefinition(LinkedModule* lm, uint32_t g, Value* out) {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Module* m = ModuleOfPath(lm, ref);
  if (m == nullptr) return false;
  Symbol* name = NameSymbol(lm, ref.name);
  // Julia manual, "Modules": methods extend a function of another module only
  // through a qualified name or an explicit import; otherwise the module gets
  // a function of its own.
  Binding* b = ref.path.empty() ? runtime::FindOwnBinding(m, name)
                                : runtime::ResolveBinding(rt_, m, name);
  if (b != nullptr && b->imported != nullptr) b = b->imported;
  if (b != nullptr && b->value.defined()) {
    *out = b->value;
    return true;
  }
  Module* owner = b != nullptr ? b->owner : m;
  NoteOwnBinding(owner, name);
  *out = runtime::NewGenericFunction(rt_, owner, name);
  return runtime::SetConst(rt_, owner, name, *out);
}

bool Machine::DefineMethod(LinkedModule* lm, uint32_t def_id, runtime::Method** out) {
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

Value Machine::CoreKwcall() {
  Binding* kw = runtime::FindOwnBinding(rt_.core_module, runtime::Intern("kwcall"));
  return kw != nullptr ? kw->value : Value();
}

void Machine::Defer(runtime::MethodTable* mt, runtime::Type* callee, DeferredDef def,
                    uint32_t count) {
  def.world = runtime::DeferMethod(rt_, mt, callee);
  for (uint32_t k = 1; k < count; ++k) runtime::DeferMethod(rt_, mt, callee);
  deferred_[callee != nullptr ? static_cast<const void*>(callee) : mt].push_back(def);
  counters.methods_deferred += count;
}

void Machine::Build(runtime::MethodTable* mt, runtime::Type* callee) {
  const void* key = callee != nullptr ? static_cast<const void*>(callee) : mt;
  auto it = deferred_.find(key);
  if (it == deferred_.end()) return;
  std::vector<DeferredDef> defs = std::move(it->second);
  deferred_.erase(it);
  counters.deferred_built += defs.size();
  // Building runs inside a lookup, which may itself be part of raising an error.
  Value pending = rt_.TakePendingException();
  for (const DeferredDef& dd : defs) {
    bool ok;
    std::string what;
    if (dd.def_id == kDefaultConstructors) {
      auto* type = runtime::AsDataType(runtime::AsType(dd.f));
      counters.deferred_built += DefaultConstructorCount(type) - 1;
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
      rt_.WriteStderr("kiln: internal error: " + what + " in " + dd.lm->file->path() +
                      " could not be defined: " +
                      runtime::ShowError(rt_, rt_.TakePendingException()) + "\n");
    }
  }
  if (pending.defined()) rt_.Throw(pending);
}

void Machine::BuildAllDeferred() {
  const uint64_t built_before = counters.deferred_built;
  while (!deferred_.empty()) {
    const void* key = deferred_.begin()->first;
    Value f = deferred_.begin()->second.front().f;
    // A constructor's definitions wait under their callee type, a function's under
    // its table. Resolving (not reading) updates the runtime's account of what is
    // deferred and builds them, as an addition to the table would.
    const bool per_callee = runtime::IsType(f) && key == runtime::AsType(f);
    runtime::Type* callee = per_callee ? runtime::AsType(f) : nullptr;
    runtime::MethodTable* mt =
        per_callee ? rt_.type_callee_mt
                   : static_cast<runtime::MethodTable*>(const_cast<void*>(key));
    runtime::ResolveMethodsSlow(
        rt_, mt, per_callee ? TypeValue(runtime::TypeOfType(rt_, callee)) : Value(),
        /*for_read=*/false);
    if (deferred_.count(key) != 0) Build(mt, callee);  // takes the key's definitions
  }
  counters.built_for_image += counters.deferred_built - built_before;
  counters.deferred_built = built_before;
}

bool Machine::AddDefinedMethod(LinkedModule* lm, uint32_t def_id, Value f, uint64_t world,
                               runtime::Method** out) {
  auto whole = lm->file->Method(lm->index, ir::MethodDefId(def_id));
  if (!whole.ok()) {
    return runtime::ThrowErrorException(rt_, "cannot load compiled code of " + lm->file->path() +
                                                 ": " + whole.status().ToString());
  }
  const ir::MethodDef& d = **whole;
  std::vector<Value> vars;
  if (!MakeTypeVars(*this, lm, d.type_vars, &vars)) return false;

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
      if (!RequireType(rt_, self, "method definition")) return false;
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
    if (!RequireType(rt_, t, "method definition")) return false;
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
  runtime::Method* method = NewMethod(def, world);
  if (method != nullptr) NoteMethodOfBase(method);
  if (out != nullptr) *out = method;
  return method != nullptr;
}

bool Machine::EnsureClosureType(LinkedModule* lm, uint32_t closure_id, Value* out) {
  Value& slot = lm->closure_types[closure_id];
  if (slot.defined()) {
    *out = slot;
    return true;
  }
  // Julia manual, "Closures": a closure is an object of a struct type with one
  // field per captured variable, whose methods are the function's.
  const ir::ClosureDef& c = lm->ir->closure(ir::ClosureId(closure_id));
  std::vector<Symbol*> fields;
  for (ir::NameId n : c.captured) fields.push_back(NameSymbol(lm, n));
  DataType* type = runtime::NewStructType(rt_, lm->module, NameSymbol(lm, c.name), nullptr, 0,
                                          fields.data(), static_cast<uint32_t>(fields.size()),
                                          /*is_mutable=*/false, rt_.core.function);
  runtime::RootedVector<Value> field_types(fields.size(), TypeValue(rt_.core.any));
  if (!runtime::SetFieldTypesChecked(rt_, type, field_types.data(),
                                     static_cast<uint32_t>(field_types.size()))) {
    return false;
  }
  slot = TypeValue(type);
  *out = slot;
  for (ir::MethodDefId m : c.methods) {
    runtime::Method* method = nullptr;
    if (!DefineMethod(lm, m.index, &method)) return false;
    // The type is new, so no call made before could have dispatched to these
    // methods: they may be visible in every world. This is what lets the
    // frame that creates the closure (running in an older world) call it;
    // Julia gets the same effect by defining closure types ahead of time.
    method->primary_world = 1;
  }
  return true;
}

bool Machine::DefineStruct(LinkedModule* lm, uint32_t struct_id, bool is_abstract) {
  const ir::StructDef& s = lm->ir->struct_def(ir::StructDefId(struct_id));
  std::vector<Value> vars;
  if (!MakeTypeVars(*this, lm, s.type_vars, &vars)) return false;
  std::vector<runtime::TypeVar*> tvs;
  for (const Value& v : vars) tvs.push_back(v.As<runtime::TypeVar>());
  DataType* super = nullptr;
  if (s.super_type.has_value()) {
    Value sv;
    if (!EvalTypeExpr(lm, s.super_type, vars, &sv)) return false;
    Type* st = runtime::IsTypeOrVar(sv) ? runtime::AsType(sv) : nullptr;
    if (st == nullptr || !runtime::IsDataType(st) || !runtime::AsDataType(st)->abstract()) {
      return runtime::ThrowErrorException(
          rt_, "invalid subtyping in definition of " + std::string(lm->ir->NameText(s.name)));
    }
    super = runtime::AsDataType(st);
  }
  Symbol* name = NameSymbol(lm, s.name);
  if (is_abstract) {
    DataType* t = runtime::NewAbstractType(rt_, lm->module, name, tvs.data(),
                                           static_cast<uint32_t>(tvs.size()), super);
    return runtime::SetConst(rt_, lm->module, name, t->name->wrapper);
  }
  std::vector<Symbol*> field_names;
  for (const ir::FieldDef& f : s.fields) field_names.push_back(NameSymbol(lm, f.name));
  DataType* t = runtime::NewStructType(rt_, lm->module, name, tvs.data(),
                                       static_cast<uint32_t>(tvs.size()), field_names.data(),
                                       static_cast<uint32_t>(field_names.size()), s.is_mutable,
                                       super);
  // Bound before the field types are evaluated: they may mention the type.
  if (!runtime::SetConst(rt_, lm->module, name, t->name->wrapper)) return false;
  runtime::RootedVector<Value> field_types(s.fields.size());
  for (size_t i = 0; i < s.fields.size(); ++i) {
    if (!EvalTypeExpr(lm, s.fields[i].type, vars, &field_types[i])) return false;
  }
  if (!runtime::SetFieldTypesChecked(rt_, t, field_types.data(),
                                     static_cast<uint32_t>(field_types.size()))) {
    return false;
  }
  if (s.constructors.empty()) {
    // Like Base's outer constructors (DefineMethod), the default ones of a type
    // without parameters wait until the type is called; their worlds are
    // taken now.
    Type* callee = runtime::AsType(t->name->wrapper);
    if (lm->defers_methods && tvs.empty() &&
        runtime::CanDeferMethod(rt_, rt_.type_callee_mt, callee)) {
      Defer(rt_.type_callee_mt, callee,
            DeferredDef{lm, kDefaultConstructors, 0, TypeValue(t), s.line},
            DefaultConstructorCount(t));
      return true;
    }
    return DefineDefaultConstructors(lm->module, FileSymbol(lm), t, s.line);
  }
  for (ir::MethodDefId c : s.constructors) {
    if (!DefineMethod(lm, c.index)) return false;
  }
  return true;
}

bool Machine::DoImport(LinkedModule* lm, uint32_t import_id, bool is_using) {
  const ir::ImportDef& d = lm->ir->import_def(ir::ImportId(import_id));
  Module* from = nullptr;
  size_t next = 0;
  if (d.leading_dots > 0) {
    from = lm->module;
    for (uint32_t k = 1; k < d.leading_dots; ++k) from = from->parent;
  } else {
    if (d.path.empty()) return runtime::ThrowErrorException(rt_, "empty import path");
    Symbol* first = NameSymbol(lm, d.path[0]);
    next = 1;
    std::string_view text = lm->ir->NameText(d.path[0]);
    if (text == "Core") {
      from = rt_.core_module;
    } else if (text == "Base" && rt_.base_module != nullptr) {
      from = rt_.base_module;
    } else {
      Binding* b = runtime::ResolveBinding(rt_, lm->module, first);
      if (b != nullptr && b->value.defined() && b->value.type == rt_.core.module) {
        from = b->value.As<Module>();
      } else {
        from = RequirePackage(first);
        if (from == nullptr) return false;
      }
    }
  }
  for (; next < d.path.size(); ++next) {
    Symbol* part = NameSymbol(lm, d.path[next]);
    Binding* b = runtime::ResolveBinding(rt_, from, part);
    if (b == nullptr || !b->value.defined() || b->value.type != rt_.core.module) {
      return rt_.Throw(runtime::MakeUndefVarError(rt_, part, Value::FromObject(from)));
    }
    from = b->value.As<Module>();
  }
  if (d.names.empty()) {
    // `using M` uses M's exports and makes `M` visible; `import M` only the latter.
    if (is_using) runtime::UsingModule(lm->module, from);
    if (runtime::FindOwnBinding(lm->module, from->name) == nullptr && from != lm->module) {
      return runtime::SetConst(rt_, lm->module, from->name, Value::FromObject(from));
    }
    return true;
  }
  for (size_t i = 0; i < d.names.size(); ++i) {
    Symbol* name = NameSymbol(lm, d.names[i]);
    Symbol* alias = i < d.aliases.size() && d.aliases[i].has_value()
                        ? NameSymbol(lm, d.aliases[i])
                        : name;
    if (!runtime::ImportBinding(rt_, lm->module, from, name, alias, !is_using)) return false;
  }
  return true;
}

bool Machine::DoDefineModule(LinkedModule* lm, uint32_t index, uint32_t ret_reg) {
  if (index == 0 || index >= lm->file->module_count()) {
    return runtime::ThrowErrorException(rt_, "invalid module definition in " + lm->file->path());
  }
  const ir::ModuleIr& sub = lm->file->module(index);
  Symbol* name = runtime::Intern(sub.NameText(sub.name));
  Module* m = runtime::NewModule(rt_, name, lm->module);
  if (!runtime::SetConst(rt_, lm->module, name, Value::FromObject(m))) return false;
  if (lm->defers_methods || (loading_base_ && lm->module == rt_.main_module)) {
    deferring_modules_.insert(m);
  }
  if (!DefineInclude(m)) return false;
  LinkedModule* sub_lm = Link(*lm->file, index, m);
  Code* thunk = CodeFor(sub_lm, sub.thunk);
  thunk->toplevel = true;
  return PushFrame(thunk, nullptr, StackTop(), 0, rt_.world(), ret_reg);
}

bool Machine::DoInclude(Frame& caller, Value path, uint32_t ret_reg) {
  if (path.type != rt_.core.string) {
    return runtime::ThrowTypeError(rt_, "include", "", TypeValue(rt_.core.string), path);
  }
  LinkedModule* lm = caller.code->lm;
  std::string rel(path.As<runtime::String>()->view());
  std::string full = rel;
  if (!rel.empty() && rel[0] != '/') {
    std::string dir(base::Dirname(lm->file->path()));
    full = dir == "." ? rel : base::JoinPath(dir, rel);
  }
  auto file = loader_.Compile(full);
  if (!file.ok()) {
    return runtime::ThrowErrorException(rt_, "could not include " + rel + ": " +
                                                 file.status().message());
  }
  LinkedModule* inc = Link(**file, 0, lm->module);
  Code* thunk = CodeFor(inc, (*file)->module(0).thunk);
  thunk->toplevel = true;
  return PushFrame(thunk, nullptr, StackTop(), 0, rt_.world(), ret_reg);
}

bool Machine::SoftScopeWarning(LinkedModule* lm, uint32_t g, uint32_t line) {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Binding* b = runtime::FindOwnBinding(lm->module, NameSymbol(lm, ref.name));
  if (b == nullptr || b->imported != nullptr) return true;
  // Julia shows the file's absolute path with the home directory as `~`.
  std::error_code ec;
  std::string path = std::filesystem::absolute(lm->file->path(), ec).lexically_normal().string();
  std::string home = base::Env::Default()->GetEnvVar("HOME");
  if (!home.empty() && path.compare(0, home.size() + 1, home + "/") == 0) {
    path = std::string("~").append(path, home.size());
  }
  std::string name(lm->ir->NameText(ref.name));
  rt_.WriteStderr("┌ Warning: Assignment to `" + name +
                  "` in soft scope is ambiguous because a global variable by the same name "
                  "exists: `" + name + "` will be treated as a new local. Disambiguate by using "
                  "`local " + name + "` to suppress this warning or `global " + name +
                  "` to assign to the existing global variable.\n└ @ " + path + ":" +
                  std::to_string(line) + "\n");
  return true;
}

}  // namespace kiln::interp
