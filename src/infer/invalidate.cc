#include "infer/invalidate.h"

#include "runtime/subtype.h"

namespace kiln::infer {

size_t InvalidateForMethod(engine::Engine& engine, runtime::Runtime& rt, runtime::Method* added) {
  auto covers = [&](runtime::Type* t) { return t != nullptr && runtime::Subtype(rt, t, added->sig); };
  auto target_types = [](const engine::EdgeItem& t) -> runtime::Type* {
    const runtime::MethodInstance* mi =
        t.kind == engine::EdgeItem::Kind::kCodeInstance ? t.ci->mi : t.mi;
    return mi != nullptr ? mi->spec_types : nullptr;
  };
  return engine.Invalidate(added->primary_world, [&](const engine::Edge& e) {
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
  });
}

}  // namespace kiln::infer
