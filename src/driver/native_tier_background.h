// The native tier's compilations in the background (docs/native.md,
// "Tiering"): in the default mode with a CPU to spare, the tier infers and emits a hot
// MethodInstance's modules on the runtime's thread (they read the collected
// heap and method tables), then hands each module that the native store does
// not have to the JIT's worker thread (jit::Jit::StartModule) and returns:
// the interpreter goes on running the method. The modules of one compilation
// form a *batch*; a batch is installed (its objects added to the JIT, handed
// to the store, its CodeInstances' records persisted) at a safe point on the
// runtime's thread, the tier's next call, once all of its modules are
// compiled. Batches are installed in the order they were made, so that a
// module is always added after the modules it calls (a later batch may call
// an earlier one's code). Until its batch is installed, a CodeInstance is
// *pending*: nobody compiles it again, and its MethodInstance stays
// interpreted.
//
// Runtime's thread only (the worker thread is the Jit's and sees only module
// bytes).
#ifndef KILN_DRIVER_NATIVE_TIER_BACKGROUND_H_
#define KILN_DRIVER_NATIVE_TIER_BACKGROUND_H_

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/code_instance.h"
#include "jit/jit.h"

namespace kiln::driver {

class BackgroundBatches {
 public:
  // An installed batch: its CodeInstances with modules, the roots whose
  // compilation made it, and why, if some module could not be compiled
  // (then none of its CodeInstances is usable).
  struct Installed {
    std::vector<engine::CodeInstance*> members;
    std::vector<engine::CodeInstance*> roots;
    std::string failure;
  };

  // A compilation (Tier::Compile) starts collecting the next batch.
  void Begin();
  // A CodeInstance given a module (queued or not) in the open batch.
  void AddMember(engine::CodeInstance* ci) { open_.members.push_back(ci); }
  // Its module is compiling on the worker under `ticket`; `symbol` is its name.
  void AddTicket(uint64_t ticket, const std::string& symbol);
  // The open batch uses code still pending (a callee, or identical code with
  // the same symbol): it is installed after it.
  void DependOnPending() { open_.depends = true; }
  bool Pending(engine::CodeInstance* ci) const { return pending_.count(ci) != 0; }
  bool SymbolPending(const std::string& symbol) const { return pending_symbols_.count(symbol) != 0; }
  // Ends the open batch for `root`: true when it is pending (its members are
  // then pending until it is installed), false when all of it is linked
  // already.
  bool End(engine::CodeInstance* root);
  // Installs the batches at the front whose modules are compiled; with
  // `wait`, all of them, waiting for their compilation. `done` is called for
  // each batch installed, in order. Returns the time waited (ms).
  double Install(jit::Jit& jit, bool wait, const std::function<void(const Installed&)>& done);
  bool empty() const { return batches_.empty(); }
  size_t modules_in_flight() const { return in_flight_; }

 private:
  struct Batch {
    std::vector<uint64_t> tickets;
    std::vector<std::string> symbols;
    std::vector<engine::CodeInstance*> members;
    std::vector<engine::CodeInstance*> roots;
    bool depends = false;
  };
  std::deque<Batch> batches_;
  Batch open_;
  std::unordered_map<engine::CodeInstance*, uint32_t> pending_;  // batches holding each
  std::unordered_set<std::string> pending_symbols_;
  size_t in_flight_ = 0;
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_BACKGROUND_H_
