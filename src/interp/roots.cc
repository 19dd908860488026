#include "interp/roots.h"

#include <gc/gc.h>
#include <gc/gc_mark.h>

namespace kiln::interp {
namespace {

// The list and the hook it replaced. Changed and read only under the
// collector's allocation lock, which collections hold while they call the hook.
RootSet* g_root_sets = nullptr;
GC_push_other_roots_proc g_previous_push = nullptr;

}  // namespace

void PushAllRootSets() {
  if (g_previous_push != nullptr) g_previous_push();
  for (RootSet* s = g_root_sets; s != nullptr; s = s->next_) s->push_(s->owner_);
}

RootSet::RootSet(PushFn push, void* owner) : push_(push), owner_(owner) {
  GC_call_with_alloc_lock(
      [](void* self) -> void* {
        auto* set = static_cast<RootSet*>(self);
        if (g_root_sets == nullptr) {
          g_previous_push = GC_get_push_other_roots();
          GC_set_push_other_roots(PushAllRootSets);
        }
        set->next_ = g_root_sets;
        g_root_sets = set;
        return nullptr;
      },
      this);
}

RootSet::~RootSet() {
  GC_call_with_alloc_lock(
      [](void* self) -> void* {
        auto* set = static_cast<RootSet*>(self);
        for (RootSet** p = &g_root_sets; *p != nullptr; p = &(*p)->next_) {
          if (*p == set) {
            *p = set->next_;
            break;
          }
        }
        if (g_root_sets == nullptr) {
          GC_set_push_other_roots(g_previous_push);
          g_previous_push = nullptr;
        }
        return nullptr;
      },
      this);
}

}  // namespace kiln::interp
