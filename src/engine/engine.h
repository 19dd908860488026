// The engine: owns CodeInstances and grants the right to make them (seed 004,
// "Implementation APIs"; COMPILER.md §3).
//
// Before inferring a MethodInstance for an owner in a world, a Task asks the
// engine for the right to (Reserve). It gets one of:
//   kFound     a published CodeInstance valid in that world: use it;
//   kReserved  a new partial CodeInstance: the Task must Fulfill it (with an
//              InferenceResult) or Reject it; until then other Tasks asking
//              for the same key wait for it;
//   kCycle     waiting would deadlock: the key is held by this Task itself
//              (recursion: inference solves it as an SCC) or by a Task that
//              waits, through a chain of other waiters, for something this
//              Task holds. Told at once; the caller proceeds without the
//              reservation (its result for this call is then imprecise: the
//              callee's provisional type, or Any);
//   kBusy      the key is held elsewhere and the caller asked not to wait.
//
// Properties (each proven by engine_test / engine_stress_test):
//   * one result per key: concurrent requests for one (MethodInstance, owner)
//     in a world wait for the first and get its CodeInstance;
//   * waits are per key: each reservation has its own condition variable,
//     notified only when that reservation is fulfilled or released;
//   * a cross-thread wait cycle is detected when it would close and refused
//     (kCycle), never a deadlock;
//   * a Task that goes away (a thread that errors out) releases every
//     reservation it still holds; their waiters take over.
//
// Thread-safe: one mutex guards the tables; waiting happens on the
// reservation's own condition variable. The engine allocates no GC memory and
// calls nothing in the runtime, so worker threads may use it.
#ifndef KILN_ENGINE_ENGINE_H_
#define KILN_ENGINE_ENGINE_H_

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <unordered_map>
#include <vector>

#include "engine/code_instance.h"

namespace kiln::engine {

class Engine;
struct Reservation;

// One line of work holding reservations (seed 004's `leases`). Use one per
// thread (or per inference session); not shared between threads.
class Task {
 public:
  explicit Task(Engine& engine);
  ~Task();  // releases every reservation still held (counted as abandoned)
  Task(const Task&) = delete;
  Task& operator=(const Task&) = delete;

  // The number of reservations this task holds.
  size_t held() const;

 private:
  friend class Engine;
  Engine& engine_;
  // Guarded by the engine's mutex.
  std::vector<CodeInstance*> held_;
  Reservation* awaiting_ = nullptr;
};

enum class ReserveStatus : uint8_t { kReserved, kFound, kCycle, kBusy };
enum class Wait : uint8_t { kBlock, kNoWait };

struct ReserveResult {
  ReserveStatus status;
  CodeInstance* ci = nullptr;  // kReserved: the partial one; kFound: the published one
};

struct EngineStats {
  uint64_t reserved = 0;   // reservations granted
  uint64_t found = 0;      // requests answered by a published CodeInstance
  uint64_t waits = 0;      // times a request waited for another task
  uint64_t wakeups = 0;    // times a waiting request was woken (per-key: only by its key)
  uint64_t cycles = 0;     // requests refused as a wait cycle (including recursion)
  uint64_t busy = 0;       // kBusy answers
  uint64_t fulfilled = 0;  // CodeInstances published
  uint64_t rejected = 0;   // reservations given back by Reject
  uint64_t abandoned = 0;  // reservations released by a Task's destruction
  uint64_t invalidated = 0;  // CodeInstances whose max_world was lowered
};

class Engine {
 public:
  Engine() = default;
  ~Engine();  // REQUIRES: no Task is alive
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Asks for the right to infer `mi` for `owner` in `world` (see above).
  ReserveResult Reserve(Task& task, runtime::MethodInstance* mi, uint64_t world,
                        const void* owner, Wait wait = Wait::kBlock);

  // Publishes a reservation of `task` with the intrinsic properties, edges and
  // worlds of `src`, and wakes the tasks waiting for it.
  // REQUIRES: ci was reserved by task and not yet fulfilled or rejected;
  // src's worlds contain the world it was reserved for.
  void Fulfill(Task& task, CodeInstance* ci, InferenceResult src);
  // Publishes the members of a recursive cycle together (all edges must be
  // valid before any is published; seed 004 "jl_engine_fulfill_scc").
  void FulfillScc(Task& task, std::span<CodeInstance* const> cis,
                  std::span<InferenceResult> srcs);
  // Gives a reservation back unfulfilled; the next waiter takes it. `ci` is
  // destroyed.
  void Reject(Task& task, CodeInstance* ci);

  // A published CodeInstance for (mi, owner) valid in `world`, else the one
  // from the nearest world (inference may check whether it is still relevant),
  // else null.
  CodeInstance* Closest(runtime::MethodInstance* mi, const void* owner, uint64_t world) const;
  // A published CodeInstance valid in `world`, or null.
  CodeInstance* Lookup(runtime::MethodInstance* mi, const void* owner, uint64_t world) const;
  // Every published CodeInstance of (mi, owner), oldest first.
  std::vector<CodeInstance*> Instances(runtime::MethodInstance* mi, const void* owner) const;

  // Lowers ci's max_world to `world` (invalidation); returns whether it changed.
  bool Truncate(CodeInstance* ci, uint64_t world);

  // Invalidation (COMPILER.md §2, "Backedges and invalidation"): a definition
  // made visible in world `world` ends, at world - 1, every published
  // CodeInstance still valid in `world` that has an edge `falsified` says the
  // definition breaks, and transitively every CodeInstance whose edges name
  // one of those (as a CodeInstance, or through its MethodInstance), found
  // through backedges. Code running in older worlds keeps them. Returns the
  // number of CodeInstances invalidated (0 for an unrelated definition).
  // With `group` (see SetEdgeGroups), only the CodeInstances with an edge in
  // that group are looked at; without, every published one.
  size_t Invalidate(uint64_t world, const std::function<bool(const Edge&)>& falsified,
                    const void* group = nullptr);
  // How Invalidate finds the edges a definition may falsify without looking at
  // every CodeInstance: `group_of` names the group of an edge (e.g. the callee
  // type of its call; null: none), and CodeInstances are indexed by the groups
  // of their edges as they are published. Set before anything is published.
  void SetEdgeGroups(std::function<const void*(const Edge&)> group_of);
  // A constant binding redefined in `world`: every CodeInstance that used its
  // value (a kBinding edge), transitively.
  size_t InvalidateBinding(const runtime::Binding* binding, uint64_t world);

  EngineStats stats() const;

 private:
  friend class Task;
  struct Key {
    const void* mi;
    const void* owner;
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct KeyHash {
    size_t operator()(const Key& k) const;
  };
  struct Entry {
    std::vector<std::unique_ptr<CodeInstance>> published;
    std::shared_ptr<Reservation> active;
  };

  static CodeInstance* FindValid(const Entry& entry, uint64_t world);
  // Ends the active reservation of ci's key (held by task): publishes ci when
  // `publish`, else destroys it. REQUIRES: mu_ held.
  void EndReservation(Task& task, CodeInstance* ci, bool publish);
  void Publish(CodeInstance* ci, InferenceResult src);

  // Registers ci's edges as backedges of what they name. REQUIRES: mu_ held.
  void AddBackedges(CodeInstance* ci);
  // Ends every CodeInstance in `work` and, transitively, its dependents.
  // REQUIRES: mu_ held.
  size_t InvalidateFrom(std::vector<CodeInstance*> work, uint64_t world);

  mutable std::mutex mu_;
  // What depends on a CodeInstance, MethodInstance or Binding: the published
  // CodeInstances whose edges name it.
  std::unordered_map<const void*, std::vector<CodeInstance*>> backedges_;
  // The published CodeInstances with an edge in each group (SetEdgeGroups).
  std::function<const void*(const Edge&)> group_of_;
  std::unordered_map<const void*, std::vector<CodeInstance*>> groups_;
  size_t published_count_ = 0;
  std::unordered_map<Key, Entry, KeyHash> entries_;
  EngineStats stats_;
  size_t live_tasks_ = 0;
};

}  // namespace kiln::engine

#endif  // KILN_ENGINE_ENGINE_H_
