#include "engine/engine.h"

#include <algorithm>
#include <functional>

#include "base/check.h"

namespace kiln::engine {

// One reservation: the partial CodeInstance, who holds it, and the condition
// its waiters wait on. Shared by the table and the waiters, so a waiter can
// still read `done` after the table has let go of it.
struct Reservation {
  std::unique_ptr<CodeInstance> ci;
  Task* holder = nullptr;
  std::condition_variable cv;
  bool done = false;
};

Task::Task(Engine& engine) : engine_(engine) {
  std::lock_guard<std::mutex> lock(engine_.mu_);
  ++engine_.live_tasks_;
}

Task::~Task() {
  std::lock_guard<std::mutex> lock(engine_.mu_);
  while (!held_.empty()) {
    ++engine_.stats_.abandoned;
    engine_.EndReservation(*this, held_.back(), /*publish=*/false);
  }
  --engine_.live_tasks_;
}

size_t Task::held() const {
  std::lock_guard<std::mutex> lock(engine_.mu_);
  return held_.size();
}

size_t Engine::KeyHash::operator()(const Key& k) const {
  size_t a = std::hash<const void*>()(k.mi);
  size_t b = std::hash<const void*>()(k.owner);
  return a ^ (b + 0x9e3779b97f4a7c15ULL + (a << 6) + (a >> 2));
}

Engine::~Engine() {
  std::lock_guard<std::mutex> lock(mu_);
  CHECK(live_tasks_ == 0) << "the engine outlived by " << live_tasks_ << " tasks";
}

CodeInstance* Engine::FindValid(const Entry& entry, uint64_t world) {
  for (const auto& ci : entry.published) {
    if (ci->ValidIn(world)) return ci.get();
  }
  return nullptr;
}

ReserveResult Engine::Reserve(Task& task, runtime::MethodInstance* mi, uint64_t world,
                              const void* owner, Wait wait) {
  CHECK(&task.engine_ == this);
  const Key key{mi, owner};
  std::unique_lock<std::mutex> lock(mu_);
  for (;;) {
    Entry& entry = entries_[key];
    if (CodeInstance* ci = FindValid(entry, world)) {
      ++stats_.found;
      return {ReserveStatus::kFound, ci};
    }
    if (entry.active == nullptr) {
      auto r = std::make_shared<Reservation>();
      r->ci = std::make_unique<CodeInstance>();
      r->ci->mi = mi;
      r->ci->owner = owner;
      r->ci->reserved_world = world;
      r->holder = &task;
      CodeInstance* ci = r->ci.get();
      entry.active = std::move(r);
      task.held_.push_back(ci);
      ++stats_.reserved;
      return {ReserveStatus::kReserved, ci};
    }
    // Held by someone. Waiting is a deadlock when the holder is this task, or
    // waits (through a chain of holders that wait) for something this task
    // holds. Every wait edge is checked when it is added, so the chain is
    // acyclic; its length is bounded by the number of tasks all the same.
    Task* t = entry.active->holder;
    size_t steps = 0;
    bool cycle = false;
    for (;;) {
      if (t == &task || steps++ > live_tasks_) {
        cycle = true;
        break;
      }
      Reservation* awaited = t->awaiting_;
      if (awaited == nullptr || awaited->done) break;  // t is running (or about to)
      t = awaited->holder;
    }
    if (cycle) {
      ++stats_.cycles;
      return {ReserveStatus::kCycle, nullptr};
    }
    if (wait == Wait::kNoWait) {
      ++stats_.busy;
      return {ReserveStatus::kBusy, nullptr};
    }
    ++stats_.waits;
    std::shared_ptr<Reservation> r = entry.active;  // `entry` may move while we wait
    task.awaiting_ = r.get();
    while (!r->done) {
      r->cv.wait(lock);
      ++stats_.wakeups;
    }
    task.awaiting_ = nullptr;
    // Fulfilled (found on the next turn) or released (take it over, or wait
    // for whoever took it first).
  }
}

void Engine::Publish(CodeInstance* ci, InferenceResult src) {
  CHECK(src.min_world <= ci->reserved_world && ci->reserved_world <= src.max_world)
      << "an inference result must hold in the world it was reserved for";
  ci->rettype = src.rettype;
  ci->rettype_const = src.rettype_const;
  ci->exctype = src.exctype;
  ci->effects = src.effects;
  ci->inferred = std::move(src.inferred);
  ci->edges = std::move(src.edges);
  ci->min_world.store(src.min_world, std::memory_order_release);
  ci->max_world.store(src.max_world, std::memory_order_release);
  ci->partial = false;
}

void Engine::EndReservation(Task& task, CodeInstance* ci, bool publish) {
  auto it = std::find(task.held_.begin(), task.held_.end(), ci);
  CHECK(it != task.held_.end()) << "not a reservation of this task";
  task.held_.erase(it);
  auto e = entries_.find(Key{ci->mi, ci->owner});
  CHECK(e != entries_.end() && e->second.active != nullptr && e->second.active->ci.get() == ci);
  std::shared_ptr<Reservation> r = std::move(e->second.active);
  if (publish) {
    e->second.published.push_back(std::move(r->ci));
  } else {
    r->ci.reset();
  }
  r->done = true;
  r->cv.notify_all();
}

void Engine::SetEdgeGroups(std::function<const void*(const Edge&)> group_of) {
  std::lock_guard<std::mutex> lock(mu_);
  CHECK(published_count_ == 0) << "edge groups are set before anything is published";
  group_of_ = std::move(group_of);
}

void Engine::AddBackedges(CodeInstance* ci) {
  ++published_count_;
  (void)ci->edges.ForEach([&](const Edge& e) {
    if (group_of_ != nullptr) {
      if (const void* g = group_of_(e)) {
        std::vector<CodeInstance*>& members = groups_[g];
        // A CodeInstance's edges are indexed together: once per group.
        if (members.empty() || members.back() != ci) members.push_back(ci);
      }
    }
    if (e.form == EdgeForm::kBinding) {
      backedges_[e.binding].push_back(ci);
      return;
    }
    for (const EdgeItem& t : e.targets) {
      const void* key = t.kind == EdgeItem::Kind::kCodeInstance ? static_cast<const void*>(t.ci)
                                                                : static_cast<const void*>(t.mi);
      backedges_[key].push_back(ci);
    }
  });
}

size_t Engine::InvalidateFrom(std::vector<CodeInstance*> work, uint64_t world) {
  size_t count = 0;
  while (!work.empty()) {
    CodeInstance* ci = work.back();
    work.pop_back();
    if (ci->max_world.load(std::memory_order_relaxed) < world) continue;  // already ended
    ci->max_world.store(world - 1, std::memory_order_release);
    ++stats_.invalidated;
    ++count;
    for (const void* key : {static_cast<const void*>(ci), static_cast<const void*>(ci->mi)}) {
      auto it = backedges_.find(key);
      if (it == backedges_.end()) continue;
      for (CodeInstance* dependent : it->second) work.push_back(dependent);
    }
  }
  return count;
}

size_t Engine::Invalidate(uint64_t world, const std::function<bool(const Edge&)>& falsified,
                          const void* group) {
  CHECK(world > 0);
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<CodeInstance*> work;
  auto consider = [&](CodeInstance* ci) {
    if (ci->max_world.load(std::memory_order_relaxed) < world) return;
    bool hit = false;
    (void)ci->edges.ForEach([&](const Edge& e) { hit = hit || falsified(e); });
    if (hit) work.push_back(ci);
  };
  if (group != nullptr && group_of_ != nullptr) {
    auto it = groups_.find(group);
    if (it == groups_.end()) return 0;
    for (CodeInstance* ci : it->second) consider(ci);
  } else {
    for (auto& [key, entry] : entries_) {
      for (auto& ci : entry.published) consider(ci.get());
    }
  }
  return InvalidateFrom(std::move(work), world);
}

size_t Engine::InvalidateBinding(const runtime::Binding* binding, uint64_t world) {
  CHECK(world > 0);
  std::lock_guard<std::mutex> lock(mu_);
  auto it = backedges_.find(binding);
  if (it == backedges_.end()) return 0;
  return InvalidateFrom(it->second, world);
}

void Engine::Fulfill(Task& task, CodeInstance* ci, InferenceResult src) {
  std::lock_guard<std::mutex> lock(mu_);
  CHECK(ci->partial) << "fulfilled twice";
  Publish(ci, std::move(src));
  AddBackedges(ci);
  EndReservation(task, ci, /*publish=*/true);
  ++stats_.fulfilled;
}

void Engine::FulfillScc(Task& task, std::span<CodeInstance* const> cis,
                        std::span<InferenceResult> srcs) {
  CHECK(cis.size() == srcs.size());
  std::lock_guard<std::mutex> lock(mu_);
  for (size_t i = 0; i < cis.size(); ++i) {
    CHECK(cis[i]->partial) << "fulfilled twice";
    Publish(cis[i], std::move(srcs[i]));
  }
  for (CodeInstance* ci : cis) AddBackedges(ci);
  for (CodeInstance* ci : cis) {
    EndReservation(task, ci, /*publish=*/true);
    ++stats_.fulfilled;
  }
}

void Engine::Reject(Task& task, CodeInstance* ci) {
  std::lock_guard<std::mutex> lock(mu_);
  CHECK(ci->partial) << "rejecting a published CodeInstance";
  EndReservation(task, ci, /*publish=*/false);
  ++stats_.rejected;
}

CodeInstance* Engine::Lookup(runtime::MethodInstance* mi, const void* owner,
                             uint64_t world) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(Key{mi, owner});
  return it == entries_.end() ? nullptr : FindValid(it->second, world);
}

CodeInstance* Engine::Closest(runtime::MethodInstance* mi, const void* owner,
                              uint64_t world) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(Key{mi, owner});
  if (it == entries_.end()) return nullptr;
  if (CodeInstance* ci = FindValid(it->second, world)) return ci;
  CodeInstance* best = nullptr;
  uint64_t best_distance = UINT64_MAX;
  for (const auto& ci : it->second.published) {
    const uint64_t lo = ci->min_world.load(std::memory_order_acquire);
    const uint64_t hi = ci->max_world.load(std::memory_order_acquire);
    const uint64_t distance = hi < world ? world - hi : lo - world;
    // Ties go to the older one: it comes first.
    if (distance < best_distance) {
      best = ci.get();
      best_distance = distance;
    }
  }
  return best;
}

std::vector<CodeInstance*> Engine::Instances(runtime::MethodInstance* mi,
                                             const void* owner) const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<CodeInstance*> out;
  auto it = entries_.find(Key{mi, owner});
  if (it == entries_.end()) return out;
  for (const auto& ci : it->second.published) out.push_back(ci.get());
  return out;
}

bool Engine::Truncate(CodeInstance* ci, uint64_t world) {
  std::lock_guard<std::mutex> lock(mu_);
  CHECK(!ci->partial);
  if (ci->max_world.load(std::memory_order_relaxed) <= world) return false;
  ci->max_world.store(world, std::memory_order_release);
  ++stats_.invalidated;
  return true;
}

EngineStats Engine::stats() const {
  std::lock_guard<std::mutex> lock(mu_);
  return stats_;
}

}  // namespace kiln::engine
