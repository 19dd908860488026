#include "infer/invalidate.h"

#include <algorithm>
#include <chrono>

#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::infer {

namespace {

const runtime::MethodInstance* TargetMi(const engine::EdgeItem& t) {
  return t.kind == engine::EdgeItem::Kind::kCodeInstance ? t.ci->mi : t.mi;
}

// The callee type of a call signature Tuple{callee, args...}, or null.
const void* CalleeOf(const runtime::Type* sig) {
  if (sig == nullptr || sig->kind != runtime::TypeKind::kDataType) return nullptr;
  const auto* tuple = static_cast<const runtime::DataType*>(sig);
  if (!tuple->is_tuple() || tuple->parameters == nullptr || tuple->nparams() == 0) return nullptr;
  runtime::Value callee = tuple->param(0);
  return runtime::IsTypeOrVar(callee) ? runtime::AsType(callee) : nullptr;
}

}  // namespace

void IndexEdgesByCallee(engine::Engine& engine) {
  engine.SetEdgeGroups([](const engine::Edge& e) -> const void* {
    switch (e.form) {
      case engine::EdgeForm::kCall:
      case engine::EdgeForm::kUsed: {
        const runtime::MethodInstance* mi = TargetMi(e.targets[0]);
        return mi != nullptr ? CalleeOf(mi->spec_types) : nullptr;
      }
      case engine::EdgeForm::kInvoke:
      case engine::EdgeForm::kDispatch:
      case engine::EdgeForm::kMissing:
        return CalleeOf(e.type);
      case engine::EdgeForm::kBinding:
        return nullptr;
    }
    return nullptr;
  });
}

size_t InvalidateForMethod(engine::Engine& engine, runtime::Runtime& rt, runtime::Method* added) {
  // The spec types of a call edge's target are the call's concrete argument
  // types, so the new method applies to the call exactly when they are a
  // subtype of its signature.
  // A comparison too deep to make counts as covered (sound).
  auto covers = [&](runtime::Type* t) {
    return t != nullptr && runtime::CheckSubtype(rt, t, added->sig) != runtime::SubtypeAnswer::kNo;
  };
  auto target_types = [](const engine::EdgeItem& t) -> runtime::Type* {
    const runtime::MethodInstance* mi = TargetMi(t);
    return mi != nullptr ? mi->spec_types : nullptr;
  };
  // A method whose signature names its callee type exactly can only concern
  // the edges of calls on that callee; others (a callee under `where`) are
  // checked against every CodeInstance.
  const void* group = added->exact_callee;
  return engine.Invalidate(
      added->primary_world,
      [&](const engine::Edge& e) {
        switch (e.form) {
          case engine::EdgeForm::kCall:
          case engine::EdgeForm::kUsed:
            return covers(target_types(e.targets[0]));
          case engine::EdgeForm::kInvoke:
          case engine::EdgeForm::kDispatch:
          case engine::EdgeForm::kMissing:
            return covers(e.type);
          case engine::EdgeForm::kBinding:
            return false;
        }
        return false;
      },
      group);
}

Invalidator::Invalidator(runtime::Runtime& rt, engine::Engine& engine) : rt_(rt), engine_(engine) {
  IndexEdgesByCallee(engine_);
  rt_.definition_observers.push_back(this);
}

Invalidator::~Invalidator() {
  auto& v = rt_.definition_observers;
  v.erase(std::remove(v.begin(), v.end(), this), v.end());
}

void Invalidator::MethodAdded(runtime::Method* m) {
  const auto start = std::chrono::steady_clock::now();
  ++stats_.methods;
  stats_.invalidated += InvalidateForMethod(engine_, rt_, m);
  stats_.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void Invalidator::ConstRedefined(runtime::Binding* b, uint64_t world) {
  ++stats_.constants;
  const size_t n = engine_.InvalidateBinding(b, world);
  stats_.invalidated += n;
  stats_.by_constants += n;
}

}  // namespace kiln::infer
