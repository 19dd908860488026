#include "runtime/module.h"

#include <string>

#include "base/check.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

Binding* NewBinding(Runtime& rt, Symbol* name, Module* owner) {
  auto* b = GcNew<Binding>();
  b->type = rt.core.any;  // bindings are not first-class values; any header will do
  b->name = name;
  b->owner = owner;
  return b;
}

void InsertBinding(Module* m, Binding* b) { m->bindings.Insert(b->name->hash, b); }

std::string QualifiedName(const Module* m, const Symbol* name) {
  std::string out;
  AppendModulePath(m, &out);
  out += '.';
  out += name->name();
  return out;
}

}  // namespace

Module* NewModule(Runtime& rt, Symbol* name, Module* parent, bool bare) {
  auto* m = GcNew<Module>();
  m->type = rt.core.module;
  m->name = name;
  m->parent = parent != nullptr ? parent : m;
  m->uid = rt.NextTypeUid();
  if (!bare) {
    if (rt.core_module != nullptr) UsingModule(m, rt.core_module);
    if (rt.base_module != nullptr) UsingModule(m, rt.base_module);
  }
  // Every module can name itself (Main.Main === Main).
  Binding* self = NewBinding(rt, name, m);
  self->value = Value::FromObject(m);
  self->is_const = true;
  InsertBinding(m, self);
  return m;
}

Binding* FindOwnBinding(Module* m, Symbol* name) {
  return m->bindings.Find(name->hash, [&](Binding* b) { return b->name == name; });
}

Binding* ResolveBinding(Runtime& rt, Module* m, Symbol* name) {
  if (Binding* b = FindOwnBinding(m, name)) return b->imported != nullptr ? b->imported : b;
  Binding* found = nullptr;
  for (Module* used : m->usings) {
    Binding* ub = FindOwnBinding(used, name);
    if (ub == nullptr || !ub->exported) continue;
    Binding* source = ub->imported != nullptr ? ub->imported : ub;
    if (found != nullptr && found != source) return nullptr;  // ambiguous: must qualify
    found = source;
  }
  if (found == nullptr) return nullptr;
  // Remember the resolution: later assignments in m now fail as in Julia.
  Binding* alias = NewBinding(rt, name, found->owner);
  alias->imported = found;
  InsertBinding(m, alias);
  return found;
}

Binding* GetOrCreateOwnBinding(Runtime& rt, Module* m, Symbol* name) {
  if (Binding* b = FindOwnBinding(m, name)) {
    if (b->imported != nullptr) {
      std::string msg = "cannot assign a value to imported variable " +
                        QualifiedName(b->imported->owner, b->imported->name) + " from module ";
      AppendModulePath(m, &msg);
      ThrowErrorException(rt, msg);
      return nullptr;
    }
    return b;
  }
  Binding* b = NewBinding(rt, name, m);
  InsertBinding(m, b);
  return b;
}

bool SetGlobal(Runtime& rt, Module* m, Symbol* name, Value value) {
  Binding* b = GetOrCreateOwnBinding(rt, m, name);
  if (b == nullptr) return false;
  // A typed global: the caller (the interpreter's assignment) has converted the value.
  if (b->declared_type.defined() && !IsA(rt, value, AsType(b->declared_type))) {
    return ThrowTypeError(rt, "setglobal!", "", b->declared_type, value);
  }
  if (b->is_const && b->value.defined() && !Egal(b->value, value)) {
    // Julia allows (with a warning) rebinding a constant to a value of the same type.
    if (b->value.type != value.type) {
      return ThrowErrorException(rt,
                                 "invalid redefinition of constant " + std::string(name->name()));
    }
    if (!rt.definition_observers.empty()) {
      // Code inferred with the old value keeps the worlds before this one.
      b->value = value;
      const uint64_t world = rt.AdvanceWorld();
      for (DefinitionObserver* o : rt.definition_observers) o->ConstRedefined(b, world);
      return true;
    }
  }
  b->value = value;
  return true;
}

bool SetConst(Runtime& rt, Module* m, Symbol* name, Value value) {
  Binding* b = GetOrCreateOwnBinding(rt, m, name);
  if (b == nullptr) return false;
  if (b->value.defined() && !b->is_const) {
    return ThrowErrorException(
        rt, "cannot declare " + std::string(name->name()) + " constant; it already has a value");
  }
  b->is_const = true;
  return SetGlobal(rt, m, name, value);
}

bool GetGlobal(Runtime& rt, Module* m, Symbol* name, Value* out) {
  Binding* b = ResolveBinding(rt, m, name);
  if (b == nullptr || !b->value.defined()) {
    return rt.Throw(MakeUndefVarError(rt, name, Value::FromObject(m)));
  }
  *out = b->value;
  return true;
}

void Export(Module* m, Symbol* name) {
  Binding* b = FindOwnBinding(m, name);
  if (b == nullptr) {
    // Exporting a name defined later: create the binding now.
    b = GcNew<Binding>();
    b->type = m->type;
    b->name = name;
    b->owner = m;
    InsertBinding(m, b);
  }
  b->exported = true;
}

void InstallBase(Runtime& rt, Module* base) {
  rt.base_module = base;
  // Modules that use Base can name it, as in Julia.
  Symbol* name = Intern("Base");
  if (FindOwnBinding(base, name) == nullptr) CHECK(SetConst(rt, base, name, Value::FromObject(base)));
  Export(base, name);
  UsingModule(rt.main_module, base);
}

void UsingModule(Module* m, Module* used) {
  if (m == used) return;
  for (Module* u : m->usings) {
    if (u == used) return;
  }
  m->usings.Push(used);
}

bool ImportBinding(Runtime& rt, Module* m, Module* from, Symbol* name, Symbol* alias,
                   bool explicit_import) {
  if (alias == nullptr) alias = name;
  Binding* source = ResolveBinding(rt, from, name);
  if (source == nullptr) return rt.Throw(MakeUndefVarError(rt, name, Value::FromObject(from)));
  if (Binding* existing = FindOwnBinding(m, alias)) {
    if (existing == source || existing->imported == source) {
      existing->explicit_import |= explicit_import;
      return true;
    }
    if (existing->imported == nullptr && !existing->value.defined()) {
      existing->owner = source->owner;
      existing->imported = source;
      existing->explicit_import = explicit_import;
      return true;
    }
    std::string msg = "importing " + std::string(alias->name()) + " into ";
    AppendModulePath(m, &msg);
    msg += " conflicts with an existing identifier";
    return ThrowErrorException(rt, msg);
  }
  Binding* b = NewBinding(rt, alias, source->owner);
  b->imported = source;
  b->explicit_import = explicit_import;
  InsertBinding(m, b);
  return true;
}

bool IsVisibleAs(Module* from, Symbol* name, Value v) {
  if (Binding* b = FindOwnBinding(from, name)) {
    Binding* src = b->imported != nullptr ? b->imported : b;
    return src->value.defined() && Egal(src->value, v);
  }
  for (Module* used : from->usings) {
    Binding* ub = FindOwnBinding(used, name);
    if (ub == nullptr || !ub->exported) continue;
    Binding* src = ub->imported != nullptr ? ub->imported : ub;
    if (src->value.defined() && Egal(src->value, v)) return true;
  }
  return false;
}

void AppendModulePath(const Module* m, std::string* out) {
  if (m->parent != m) {
    AppendModulePath(m->parent, out);
    *out += '.';
  }
  *out += m->name->name();
}

}  // namespace kiln::runtime
