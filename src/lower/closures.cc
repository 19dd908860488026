#include "lower/closures.h"

namespace kiln::lower {
namespace {

bool RegionEncloses(const ScopeInfo& s, uint32_t outer, uint32_t inner) {
  for (uint32_t r = inner;; r = s.region_parent[r]) {
    if (r == outer) return true;
    if (r == 0) return false;
  }
}

bool Contains(const std::vector<VarId>& vars, VarId v) {
  for (VarId x : vars) {
    if (x == v) return true;
  }
  return false;
}

}  // namespace

ClosureInfo AnalyzeClosures(const CoreTree& tree, ScopeInfo& scopes) {
  ClosureInfo info;
  // A global method defined in a top-level `let` (`let n = 0; global f() = (n += 1) end`)
  // uses the let's locals: each becomes a hidden global of the module (the let runs
  // once: one binding per variable), which the let's code, the method and any closure
  // read and assign; nothing captures it.
  bool any_hoisted = false;
  for (size_t n = 0; n < tree.size(); ++n) {
    CoreId id(static_cast<uint32_t>(n));
    if (tree.kind(id) != CoreKind::kMethod) continue;
    if (tree.method(tree.payload(id)).target == MethodTargetKind::kLocal &&
        !scopes.method_is_global[n]) {
      continue;
    }
    for (VarId c : scopes.captures[tree.payload(tree.children(id).back())]) {
      VarInfo& v = scopes.vars[c.index];
      if (v.kind == VarKind::kLocal && tree.lambda(v.lambda).kind == LambdaKind::kThunk) {
        v.hoisted = true;
        any_hoisted = true;
      }
    }
  }
  if (any_hoisted) {
    for (std::vector<VarId>& caps : scopes.captures) {
      std::erase_if(caps, [&](VarId v) { return scopes.vars[v.index].hoisted; });
    }
    for (VarInfo& v : scopes.vars) v.captured &= !v.hoisted;
  }
  // Assignments per variable, in the owning lambda.
  std::unordered_map<uint32_t, std::vector<const AssignEvent*>> own_assigns;
  for (const AssignEvent& a : scopes.assigns) {
    if (scopes.vars[a.var.index].lambda == a.lambda) own_assigns[a.var.index].push_back(&a);
  }
  for (size_t i = 0; i < scopes.vars.size(); ++i) {
    VarInfo& v = scopes.vars[i];
    if (!v.captured || v.kind == VarKind::kStaticParam) continue;
    VarId id(static_cast<uint32_t>(i));
    if (v.assigned_in_closure) {
      v.boxed = true;
      continue;
    }
    const auto& assigns = own_assigns[id.index];
    if (v.kind == VarKind::kArgument) {
      v.boxed = !assigns.empty();
      continue;
    }
    if (assigns.size() != 1 || assigns[0]->loop_depth > v.scope_loop_depth) {
      v.boxed = true;
      continue;
    }
    const AssignEvent& a = *assigns[0];
    for (const CaptureEvent& c : scopes.closure_creations) {
      if (c.owner != v.lambda || !Contains(scopes.captures[c.closure], id)) continue;
      if (!(a.pos < c.pos && RegionEncloses(scopes, a.region, c.region))) {
        v.boxed = true;
        break;
      }
    }
  }
  // A read of a boxed local needs a definedness check (UndefVarError rather
  // than reading an empty box) unless an assignment in the owning function
  // dominates it; for reads inside closures, the closure's creation must be
  // dominated.
  auto dominated = [&](VarId id, uint32_t pos, uint32_t region) {
    for (const AssignEvent* a : own_assigns[id.index]) {
      if (a->pos < pos && RegionEncloses(scopes, a->region, region)) return true;
    }
    return false;
  };
  for (size_t i = 0; i < scopes.vars.size(); ++i) {
    VarInfo& v = scopes.vars[i];
    if (!v.boxed) continue;
    VarId id(static_cast<uint32_t>(i));
    if (v.kind != VarKind::kLocal) {
      v.box_maybe_undef = false;  // an argument starts defined
      continue;
    }
    v.box_maybe_undef = false;
    for (const CaptureEvent& c : scopes.closure_creations) {
      if (c.owner == v.lambda && Contains(scopes.captures[c.closure], id) &&
          !dominated(id, c.pos, c.region)) {
        v.box_maybe_undef = true;
      }
    }
  }
  for (const ReadEvent& r : scopes.reads) {
    const VarInfo& v = scopes.vars[r.var.index];
    if (v.boxed && r.lambda == v.lambda &&
        (v.kind != VarKind::kLocal || dominated(r.var, r.pos, r.region))) {
      scopes.defined_box_reads[r.node.index] = true;
    }
  }
  // All methods of a local function share one closure type.
  for (size_t n = 0; n < tree.size(); ++n) {
    CoreId id(static_cast<uint32_t>(n));
    if (tree.kind(id) != CoreKind::kMethod ||
        tree.method(tree.payload(id)).target != MethodTargetKind::kLocal ||
        scopes.method_is_global[n]) {
      continue;
    }
    VarId fn = scopes.Resolve(tree.child(id, 0));
    if (!fn.has_value()) continue;
    auto& caps = info.local_function_captures[fn.index];
    for (VarId c : scopes.captures[tree.payload(tree.child(id, 1))]) {
      if (!Contains(caps, c)) caps.push_back(c);
    }
  }
  return info;
}

}  // namespace kiln::lower
