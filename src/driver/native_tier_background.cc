// The native tier's batches of modules compiled in the background
// (native_tier_background.h).
#include "driver/native_tier_background.h"

#include <utility>

namespace kiln::driver {

void BackgroundBatches::Begin() { open_ = Batch{}; }

void BackgroundBatches::AddTicket(uint64_t ticket, const std::string& symbol) {
  open_.tickets.push_back(ticket);
  open_.symbols.push_back(symbol);
  pending_symbols_.insert(symbol);
  ++in_flight_;
}

bool BackgroundBatches::End(engine::CodeInstance* root) {
  if (Pending(root)) open_.depends = true;
  if (open_.tickets.empty() && !open_.depends) {
    open_ = Batch{};
    return false;
  }
  open_.roots.push_back(root);
  for (engine::CodeInstance* ci : open_.members) ++pending_[ci];
  ++pending_[root];
  batches_.push_back(std::move(open_));
  open_ = Batch{};
  return true;
}

double BackgroundBatches::Install(jit::Jit& jit, bool wait,
                                  const std::function<void(const Installed&)>& done) {
  const double waited_before = jit.stats().waited_ms;
  while (!batches_.empty()) {
    Batch& b = batches_.front();
    if (!wait) {
      for (uint64_t t : b.tickets) {
        if (!jit.Ready(t)) return jit.stats().waited_ms - waited_before;
      }
    }
    Batch batch = std::move(b);
    batches_.pop_front();
    Installed installed;
    for (uint64_t t : batch.tickets) {
      // Every ticket is finished, failed or not: the worker keeps none.
      base::Status s = jit.FinishModule(t);
      --in_flight_;
      if (!s.ok() && installed.failure.empty()) installed.failure = s.ToString();
    }
    for (const std::string& symbol : batch.symbols) pending_symbols_.erase(symbol);
    auto release = [&](engine::CodeInstance* ci) {
      auto it = pending_.find(ci);
      if (it != pending_.end() && --it->second == 0) pending_.erase(it);
    };
    for (engine::CodeInstance* ci : batch.members) release(ci);
    for (engine::CodeInstance* ci : batch.roots) release(ci);
    installed.members = std::move(batch.members);
    installed.roots = std::move(batch.roots);
    done(installed);
  }
  return jit.stats().waited_ms - waited_before;
}

}  // namespace kiln::driver
