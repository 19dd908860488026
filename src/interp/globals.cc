// Names and global references of linked modules (globals.h).
#include "interp/globals.h"

#include "interp/fast_ops.h"
#include "interp/machine.h"
#include "runtime/module.h"
#include "runtime/subtype.h"
#include "runtime/types.h"
#include "runtime/builtins.h"
#include "runtime/errors.h"
#include "runtime/intrinsics.h"

namespace kiln::interp {

using runtime::Binding;
using runtime::Module;
using runtime::Symbol;

int32_t ClassifyCallee(runtime::Runtime& rt, Value callee) {
  runtime::BuiltinId b = runtime::BuiltinIdOf(callee);
  if (b != runtime::BuiltinId::kNone) return static_cast<int32_t>(b);
  if (callee.type == rt.core.intrinsic_function) {
    return kIntrinsicBase + static_cast<int32_t>(runtime::IntrinsicIdOf(rt, callee));
  }
  return kGenericCallee;
}

Symbol* NameSymbol(LinkedModule* lm, ir::NameId name) {
  Symbol*& symbol = lm->names[name.index];  // symbols are never collected
  if (symbol == nullptr) symbol = runtime::Intern(lm->ir->NameText(name));
  return symbol;
}

Symbol* FileSymbol(LinkedModule* lm) {
  if (lm->file_symbol == nullptr) lm->file_symbol = runtime::Intern(lm->file->path());
  return lm->file_symbol;
}

Module* ModuleOfPath(runtime::Runtime& rt, LinkedModule* lm, const ir::GlobalRef& ref) {
  if (ref.path.empty()) return lm->module;
  std::string_view first = lm->ir->NameText(ref.path[0]);
  Module* m = nullptr;
  if (first == "Core") {
    m = rt.core_module;
  } else if (first == "Base" && rt.base_module != nullptr) {
    m = rt.base_module;
  } else {
    Binding* b = runtime::ResolveBinding(rt, lm->module, runtime::Intern(first));
    if (b == nullptr || !b->value.defined()) {
      rt.Throw(
          runtime::MakeUndefVarError(rt, runtime::Intern(first), Value::FromObject(lm->module)));
      return nullptr;
    }
    if (b->value.type != rt.core.module) {
      runtime::ThrowTypeError(rt, "getglobal", "", Value::FromObject(rt.core.module), b->value);
      return nullptr;
    }
    m = b->value.As<Module>();
  }
  for (size_t i = 1; i < ref.path.size(); ++i) {
    Symbol* name = runtime::Intern(lm->ir->NameText(ref.path[i]));
    Binding* b = runtime::ResolveBinding(rt, m, name);
    if (b == nullptr || !b->value.defined() || b->value.type != rt.core.module) {
      rt.Throw(runtime::MakeUndefVarError(rt, name, Value::FromObject(m)));
      return nullptr;
    }
    m = b->value.As<Module>();
  }
  return m;
}

Binding* ResolveGlobal(runtime::Runtime& rt, LinkedModule* lm, uint32_t g, bool create) {
  if (!create && lm->bindings[g] != nullptr) return lm->bindings[g];
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Module* m = ModuleOfPath(rt, lm, ref);
  if (m == nullptr) return nullptr;
  Symbol* name = NameSymbol(lm, ref.name);
  if (create) return runtime::GetOrCreateOwnBinding(rt, m, name);
  Binding* b = runtime::ResolveBinding(rt, m, name);
  if (b == nullptr) {
    rt.Throw(runtime::MakeUndefVarError(rt, name, Value::FromObject(m)));
    return nullptr;
  }
  lm->bindings[g] = b;
  return b;
}

bool ReadGlobal(runtime::Runtime& rt, LinkedModule* lm, uint32_t g, Value* out) {
  Binding* b = lm->bindings[g];
  if (b == nullptr) {
    b = ResolveGlobal(rt, lm, g, /*create=*/false);
    if (b == nullptr) return false;
  }
  if (!b->value.defined()) {
    return rt.Throw(runtime::MakeUndefVarError(rt, b->name, Value::FromObject(b->owner)));
  }
  *out = b->value;
  return true;
}

bool WriteGlobal(runtime::Runtime& rt, FastOps& fast, LinkedModule* lm, uint32_t g, Value v,
                 bool is_const) {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Module* m = ModuleOfPath(rt, lm, ref);
  if (m == nullptr) return false;
  Symbol* name = NameSymbol(lm, ref.name);
  fast.NoteOwnBinding(m, name);
  return is_const ? runtime::SetConst(rt, m, name, v) : runtime::SetGlobal(rt, m, name, v);
}

bool Machine::ConvertToGlobalType(LinkedModule* lm, uint32_t g, Value* v) {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Module* m = ModuleOfPath(rt_, lm, ref);
  if (m == nullptr) return false;
  Binding* b = runtime::FindOwnBinding(m, NameSymbol(lm, ref.name));
  if (b == nullptr || b->imported != nullptr || !b->declared_type.defined()) return true;
  runtime::Type* t = runtime::AsType(b->declared_type);
  if (runtime::IsA(rt_, *v, t)) return true;
  Binding* convert = rt_.base_module != nullptr
                         ? runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("convert"))
                         : nullptr;
  if (convert == nullptr || !convert->value.defined()) {
    return runtime::ThrowTypeError(rt_, "typeassert", "", b->declared_type, *v);
  }
  Value args[2] = {b->declared_type, *v};
  Value out;
  if (!CallFunction(convert->value, args, 2, &out)) return false;
  if (!runtime::IsA(rt_, out, t)) {
    return runtime::ThrowTypeError(rt_, "typeassert", "", b->declared_type, out);
  }
  *v = out;
  return true;
}

}  // namespace kiln::interp
