// Modules (definitions.h): `module` blocks, `using` and `import`, packages
// loaded by name, and the soft-scope warning about a module's globals.
#include "interp/definitions.h"
#include "interp/globals.h"
#include "interp/machine.h"
#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/object.h"

namespace kiln::interp {

using runtime::Binding;
using runtime::Module;
using runtime::Symbol;

bool Definitions::Import(LinkedModule* lm, uint32_t import_id, bool is_using) {
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
    Symbol* alias =
        i < d.aliases.size() && d.aliases[i].has_value() ? NameSymbol(lm, d.aliases[i]) : name;
    if (!runtime::ImportBinding(rt_, lm->module, from, name, alias, !is_using)) return false;
  }
  return true;
}

Code* Definitions::DefineModule(LinkedModule* lm, uint32_t index) {
  if (index == 0 || index >= lm->file->module_count()) {
    runtime::ThrowErrorException(rt_, "invalid module definition in " + lm->file->path());
    return nullptr;
  }
  const ir::ModuleIr& sub = lm->file->module(index);
  Symbol* name = runtime::Intern(sub.NameText(sub.name));
  Module* m = runtime::NewModule(rt_, name, lm->module);
  if (!runtime::SetConst(rt_, lm->module, name, Value::FromObject(m))) return nullptr;
  if (lm->defers_methods || (loading_base_ && lm->module == rt_.main_module)) {
    linker_.DeferIn(m);
  }
  if (!DefineInclude(m)) return nullptr;
  return linker_.LinkModuleBlock(lm, index, m);
}

void Definitions::SoftScopeWarning(LinkedModule* lm, uint32_t g, uint32_t line) {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Binding* b = runtime::FindOwnBinding(lm->module, NameSymbol(lm, ref.name));
  if (b == nullptr || b->imported != nullptr) return;
  // Julia shows the file's absolute path with the home directory as `~`.
  std::string path = runtime::PathAsShown(rt_, lm->file->path());
  std::string name(lm->ir->NameText(ref.name));
  rt_.WriteStderr("┌ Warning: Assignment to `" + name +
                  "` in soft scope is ambiguous because a global variable by the same name "
                  "exists: `" +
                  name +
                  "` will be treated as a new local. Disambiguate by using "
                  "`local " +
                  name + "` to suppress this warning or `global " + name +
                  "` to assign to the existing global variable.\n└ @ " + path + ":" +
                  std::to_string(line) + "\n");
}

runtime::Module* Definitions::RequirePackage(runtime::Symbol* name) {
  if (Module* loaded = linker_.Package(name)) return loaded;
  if (rt_.base_module != nullptr) {
    // Base.LOAD_PATH, which the program may have changed.
    runtime::Binding* lp = runtime::FindOwnBinding(rt_.base_module, runtime::Intern("LOAD_PATH"));
    if (lp != nullptr && lp->value.defined() && lp->value.type->layout == runtime::Layout::kArray) {
      runtime::Array* a = lp->value.As<runtime::Array>();
      std::vector<std::string> entries;
      for (int64_t i = 0; i < a->length; ++i) {
        if (!runtime::ArrayIsAssigned(a, i)) continue;
        runtime::Value v = runtime::ArrayLoad(a, i);
        if (v.defined() && v.type == rt_.core.string) {
          entries.emplace_back(v.As<runtime::String>()->view());
        }
      }
      linker_.loader().SetLoadPath(entries);
    }
  }
  auto path = linker_.loader().FindPackage(std::string(name->name()));
  if (!path.ok()) {
    const std::string n(name->name());
    // Julia's text (base/loading.jl) for a package found nowhere on the load path.
    rt_.Throw(runtime::MakeArgumentError(
        rt_, "Package " + n + " not found in current path.\n- Run `import Pkg; Pkg.add(\"" + n +
                 "\")` to install the " + n + " package."));
    return nullptr;
  }
  auto file = linker_.loader().Compile(*path);
  if (!file.ok()) {
    runtime::ThrowErrorException(
        rt_, "cannot load package " + std::string(name->name()) + ": " + file.status().message());
    return nullptr;
  }
  // The package's root file defines `module Name ... end`; it runs in Main,
  // like a package loaded by Julia's `using`.
  loading_base_ = rt_.base_module == nullptr && name->name() == "Base";
  bool ran = machine_.RunFile(**file, rt_.main_module);
  loading_base_ = false;
  if (!ran) return nullptr;
  runtime::Binding* b = runtime::FindOwnBinding(rt_.main_module, name);
  if (b == nullptr || b->value.type != rt_.core.module) {
    runtime::ThrowErrorException(rt_, "package " + std::string(name->name()) +
                                          " did not define module " + std::string(name->name()));
    return nullptr;
  }
  Module* m = b->value.As<runtime::Module>();
  m->parent = m;  // a package is a top-level module, not Main's child
  linker_.AddPackage(name, m);
  return m;
}

}  // namespace kiln::interp
