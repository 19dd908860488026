// `kiln precompile` (precompile.h).
#include "driver/precompile.h"

#include <string>
#include <unordered_set>
#include <vector>

#include "driver/native_tier.h"
#include "runtime/dispatch.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/symbol.h"
#include "runtime/types.h"

namespace kiln::driver {

namespace {

using runtime::DataType;
using runtime::Method;
using runtime::Module;

// The modules of the program: Main and those defined in it, at any depth
// (a worklist; a module bound under two names is visited once).
std::vector<Module*> ProgramModules(runtime::Runtime& rt) {
  std::vector<Module*> out;
  std::unordered_set<Module*> seen;
  std::vector<Module*> work{rt.main_module};
  while (!work.empty()) {
    Module* m = work.back();
    work.pop_back();
    if (m == nullptr || !seen.insert(m).second) continue;
    out.push_back(m);
    m->bindings.ForEach([&](runtime::Binding* b) {
      if (b->owner != m || !b->value.defined() || b->value.type != rt.core.module) return;
      Module* child = b->value.As<Module>();
      if (child->parent == m && child != m) work.push_back(child);
    });
  }
  return out;
}

// A method whose signature is concrete: a tuple type of concrete types, no
// varargs, no static parameters.
bool ConcreteSignature(const Method* m) {
  if (m->is_vararg || !runtime::IsDataType(m->sig)) return false;
  const auto* sig = static_cast<const DataType*>(m->sig);
  if (!sig->is_tuple() || sig->nparams() == 0) return false;
  for (int64_t i = 0; i < sig->nparams(); ++i) {
    runtime::Value p = sig->param(i);
    if (!runtime::IsType(p) || !runtime::IsConcreteType(p.As<runtime::Type>())) return false;
  }
  return true;
}

void DrawBar(std::FILE* out, uint64_t done, uint64_t total, const std::string& name) {
  constexpr int kWidth = 30;
  const int filled = total == 0 ? kWidth : static_cast<int>(kWidth * done / total);
  std::string bar(static_cast<size_t>(filled), '#');
  bar.append(static_cast<size_t>(kWidth - filled), ' ');
  std::string shown = name.size() > 40 ? name.substr(0, 39) + "…" : name;
  std::fprintf(out, "\r\033[Kprecompiling [%s] %llu/%llu %s", bar.c_str(),
               static_cast<unsigned long long>(done), static_cast<unsigned long long>(total),
               shown.c_str());
  std::fflush(out);
}

}  // namespace

PrecompileCounts PrecompileProgram(runtime::Runtime& rt, interp::NativeTier& tier, std::FILE* progress,
                                   bool terminal) {
  PrecompileCounts counts;
  // The methods first (the list does not change while compiling: inference
  // defines no methods), in the modules' and their tables' order.
  std::vector<Method*> methods;
  std::unordered_set<Method*> seen;
  for (Module* m : ProgramModules(rt)) {
    std::vector<runtime::Binding*> bindings;
    m->bindings.ForEach([&](runtime::Binding* b) { bindings.push_back(b); });
    for (runtime::Binding* b : bindings) {
      if (b->owner != m || !b->value.defined() || !runtime::IsDataType(b->value.type)) continue;
      runtime::MethodTable* mt = b->value.type->name->mt;
      if (mt == nullptr || mt->module != m) continue;
      for (uint32_t i = 0; i < mt->methods.size(); ++i) {
        Method* method = mt->methods[i];
        if (method->deleted_world != runtime::Runtime::kMaxWorld || method->body == nullptr) continue;
        if (ConcreteSignature(method) && seen.insert(method).second) methods.push_back(method);
      }
    }
  }
  counts.methods = methods.size();
  const uint64_t world = rt.world();
  uint64_t done = 0;
  for (Method* method : methods) {
    auto* sig = static_cast<DataType*>(method->sig);
    std::vector<DataType*> types;
    for (int64_t i = 0; i < sig->nparams(); ++i) {
      types.push_back(static_cast<DataType*>(sig->param(i).As<runtime::Type>()));
    }
    std::string name;
    runtime::ShowType(rt, sig, &name);
    if (terminal) DrawBar(progress, done, methods.size(), name);
    // The MethodInstance a call with these types gets (a more specific
    // method of the same types may have replaced this one).
    runtime::LookupResult lr = runtime::LookupByTypes(rt, method->table, types.data(),
                                                      static_cast<uint32_t>(types.size()), world);
    if (rt.has_pending_exception()) (void)rt.TakePendingException();
    std::string what;
    if (lr.status != runtime::LookupStatus::kFound || lr.mi == nullptr || lr.mi->def != method) {
      ++counts.not_native;
      what = "not callable with exactly these types";
    } else {
      std::string why;
      switch (PrecompileMethodInstance(tier, lr.mi, world, &why)) {
        case PrecompileOutcome::kLoaded:
          ++counts.loaded;
          what = "in the store already";
          break;
        case PrecompileOutcome::kCompiled:
        case PrecompileOutcome::kPending:  // (PrecompileMethodInstance waits: not seen)
          ++counts.compiled;
          what = "compiled";
          break;
        case PrecompileOutcome::kNotNative:
          ++counts.not_native;
          what = "not native (" + why + ")";
          break;
      }
    }
    ++done;
    if (!terminal) {
      std::fprintf(progress, "precompile %llu/%llu %s: %s\n", static_cast<unsigned long long>(done),
                   static_cast<unsigned long long>(methods.size()), name.c_str(), what.c_str());
    }
  }
  if (terminal) {
    DrawBar(progress, done, methods.size(), "");
    std::fprintf(progress, "\n");
  }
  std::fprintf(progress, "precompiled %llu methods: %llu compiled, %llu in the store already, %llu not native\n",
               static_cast<unsigned long long>(counts.methods), static_cast<unsigned long long>(counts.compiled),
               static_cast<unsigned long long>(counts.loaded),
               static_cast<unsigned long long>(counts.not_native));
  return counts;
}

}  // namespace kiln::driver
