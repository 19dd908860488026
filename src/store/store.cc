// The store's front and its background thread (store.h).
#include "store/store.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <utility>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace kiln::store {

namespace {

int64_t NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

int64_t NowUs() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

Store::Store(std::vector<std::unique_ptr<Tier>> tiers, StoreOptions options)
    : tiers_(std::move(tiers)), options_(options) {
  // A store left over its cap (its last writer's eviction stopped at exit, or
  // the cap was lowered) is brought under it first, in the background.
  if (!tiers_.empty() && tiers_[0]->MayExceed(options_.cap_bytes)) {
    std::lock_guard<std::mutex> lock(mu_);
    evict_due_ = true;
    StartThreadLocked();
  }
}

Store::~Store() { Shutdown(0); }

void Store::StartThreadLocked() {
  if (thread_started_ || shut_down_) return;
  thread_started_ = true;
  thread_ = std::thread([this] { Loop(); });
}

void Store::Wake() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    StartThreadLocked();
  }
  wake_.notify_one();
}

std::optional<std::string> Store::Get(std::string_view key, bool local_only, Kind kind) {
  std::optional<std::string> found;
  size_t found_in = 0;
  int64_t last_used_ms = 0;
  std::vector<std::pair<size_t, EntryKey>> damaged;
  uint64_t unavailable = 0;
  const size_t asked = local_only ? std::min<size_t>(1, tiers_.size()) : tiers_.size();
  for (size_t i = 0; i < asked && !found; ++i) {
    Lookup l = tiers_[i]->Get(key, kind);
    switch (l.state) {
      case Lookup::State::kHit:
        found = std::move(l.value);
        found_in = i;
        last_used_ms = l.last_used_ms;
        break;
      case Lookup::State::kMiss: break;
      case Lookup::State::kDamaged: damaged.emplace_back(i, EntryKey{std::string(key), kind}); break;
      case Lookup::State::kUnavailable: ++unavailable; break;
    }
  }
  // A hit marked used recently is not marked again (StoreOptions): a run
  // whose hits all were queues nothing and wakes no one.
  const bool touch = found && found_in == 0 &&
                     (last_used_ms == 0 || NowMs() - last_used_ms >= options_.touch_after_ms);
  bool queued = false;
  {
    std::lock_guard<std::mutex> lock(mu_);
    ++stats_.lookups;
    stats_.unavailable += unavailable;
    stats_.damaged += damaged.size();
    for (auto& d : damaged) removes_.push_back(std::move(d));
    queued = !damaged.empty();
    if (found) {
      ++stats_.hits;
      if (found_in != 0) {
        puts_.push_back(Pending{Entry{std::string(key), *found, kind}, found_in});
        queued = true;
      } else if (touch) {
        touches_.emplace_back(key);
        queued = true;
      }
    }
    if (shut_down_) {
      puts_.clear();
      removes_.clear();
      touches_.clear();
    }
  }
  if (queued) Wake();
  return found;
}

void Store::Put(std::string key, std::string value, bool local_only, Kind kind) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (shut_down_ || stopping_) {
      ++stats_.writes_dropped;
      return;
    }
    const size_t below = local_only ? std::min<size_t>(1, tiers_.size()) : tiers_.size();
    puts_.push_back(Pending{Entry{std::move(key), std::move(value), kind}, below});
  }
  Wake();
}

double Store::QueuedMs() const {
  const int64_t since = test_delay_since_us_.load();
  double ms = static_cast<double>(test_delayed_us_.load() + (since != 0 ? NowUs() - since : 0)) / 1000.0;
#if defined(__linux__)
  // The scheduler's statistics of the thread: time on a CPU, time waiting
  // for one, and time slices (nanoseconds).
  const int tid = thread_id_.load();
  if (tid == 0) return ms;
  const std::string path = "/proc/self/task/" + std::to_string(tid) + "/schedstat";
  if (FILE* f = std::fopen(path.c_str(), "r")) {
    unsigned long long running = 0, waiting = 0;
    if (std::fscanf(f, "%llu %llu", &running, &waiting) == 2) ms += static_cast<double>(waiting) / 1e6;
    std::fclose(f);
  }
#endif
  return ms;
}

void Store::Loop() {
#if defined(__linux__)
  thread_id_ = static_cast<int>(syscall(SYS_gettid));
#endif
  std::unique_lock<std::mutex> lock(mu_);
  bool wrote = false;  // to the first tier, since the last checkpoint
  for (;;) {
    wake_.wait(lock, [&] {
      return stopping_ || !puts_.empty() || !removes_.empty() || !touches_.empty() || evict_due_;
    });
    if (stopping_ && puts_.empty()) {
      // The run's writes are done: fold them into the first tier's file now
      // (bounded: Tier::Checkpoint waits for no one long), so that the next
      // process does not read them back from a log.
      if (wrote && !abandoned_ && !tiers_.empty()) {
        lock.unlock();
        tiers_[0]->Checkpoint();
        lock.lock();
      }
      break;
    }
    std::vector<Pending> puts = std::move(puts_);
    puts_.clear();
    std::vector<std::pair<size_t, EntryKey>> removes = std::move(removes_);
    removes_.clear();
    std::vector<std::string> touches;
    if (!stopping_) touches = std::move(touches_);
    touches_.clear();
    const bool stopping = stopping_;
    const bool evict = (evict_due_ || !puts.empty()) && !stopping;
    evict_due_ = false;
    busy_ = true;
    writing_ = !puts.empty();
    lock.unlock();

    if (options_.test_write_delay_ms > 0 && !puts.empty()) {
      // Counted as it passes, as the scheduler counts a wait for a CPU.
      test_delay_since_us_ = NowUs();
      std::this_thread::sleep_for(std::chrono::milliseconds(options_.test_write_delay_ms));
      test_delayed_us_ += NowUs() - test_delay_since_us_.exchange(0);
    }
    uint64_t written = 0, bytes = 0, dropped = 0, evicted = 0;
    // What is written must fit under the cap: room is made first by evicting
    // (never at exit, and eviction may be stopped), and what still does not fit
    // is dropped (a later run compiles and writes it again).
    if (!puts.empty() && !tiers_.empty()) {
      const uint64_t cap = options_.cap_bytes;
      if (evict) {
        uint64_t incoming = 0;
        for (const Pending& p : puts) incoming += p.entry.value.size();
        const uint64_t low = static_cast<uint64_t>(cap * kEvictLowWater);
        auto removed = tiers_[0]->Evict(cap - std::min(cap, incoming),
                                        low - std::min(low, incoming), stop_);
        if (removed.ok()) evicted += *removed;
      }
      auto inventory = tiers_[0]->Count();
      uint64_t room = inventory.ok() && inventory->bytes < cap ? cap - inventory->bytes : 0;
      std::vector<Pending> fitting;
      for (Pending& p : puts) {
        if (p.entry.value.size() <= room) {
          room -= p.entry.value.size();
          fitting.push_back(std::move(p));
        } else {
          ++dropped;
        }
      }
      puts = std::move(fitting);
    }
    std::string error;
    for (size_t t = 0; t < tiers_.size(); ++t) {
      std::vector<EntryKey> keys;
      for (auto& [tier, key] : removes) {
        if (tier == t) keys.push_back(key);
      }
      if (!keys.empty()) (void)tiers_[t]->Remove(keys);
      std::vector<Entry> batch;
      uint64_t batch_bytes = 0;
      for (const Pending& p : puts) {
        if (t < p.below) {
          batch.push_back(p.entry);
          batch_bytes += p.entry.value.size();
        }
      }
      if (!batch.empty()) {
        base::Status s = tiers_[t]->Put(batch);
        if (t == 0) {
          if (s.ok()) {
            wrote = true;
            written += batch.size();
            bytes += batch_bytes;
          } else {
            dropped += batch.size();
            error = s.ToString();
          }
        }
      }
    }
    if (!touches.empty() && !tiers_.empty()) (void)tiers_[0]->Touch(touches);
    if (evict && !tiers_.empty()) {
      const uint64_t target = static_cast<uint64_t>(options_.cap_bytes * kEvictLowWater);
      auto removed = tiers_[0]->Evict(options_.cap_bytes, target, stop_);
      if (removed.ok()) evicted += *removed;
    }

    lock.lock();
    stats_.entries_written += written;
    stats_.bytes_written += bytes;
    stats_.writes_dropped += dropped;
    stats_.bytes_evicted += evicted;
    if (stats_.write_error.empty()) stats_.write_error = error;
    busy_ = false;
    writing_ = false;
    idle_.notify_all();
  }
  busy_ = false;
  writing_ = false;
  idle_.notify_all();
}

void Store::Shutdown(int64_t wait_ms) {
  std::unique_lock<std::mutex> lock(mu_);
  if (shut_down_) return;
  stopping_ = true;
  stop_ = true;  // eviction stops at its next batch; it never runs at exit
  wake_.notify_one();
  // Only writes are waited for: bookkeeping in progress (the least-recently-
  // used times of this run's hits, removing damaged entries, eviction) is
  // interrupted, so that a run with nothing to write does not wait at exit.
  auto done = [&] { return puts_.empty() && !writing_; };
  if (wait_ms > 0 && !done()) {
    // The thread's own time: wall time less what it spent waiting for a CPU.
    // On a loaded machine a write waits for the scheduler far longer than it
    // takes, and a bound in wall time alone dropped writes (so the next run
    // found fewer records and objects than after a run on a quiet machine).
    const auto start = std::chrono::steady_clock::now();
    const double queued_before = QueuedMs();
    for (;;) {
      const double wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      const double own = wall - (QueuedMs() - queued_before);
      if (own >= static_cast<double>(wait_ms) || wall >= static_cast<double>(kExitWaitCapMs)) break;
      const double left = std::min(static_cast<double>(wait_ms) - own, static_cast<double>(kExitWaitCapMs) - wall);
      if (idle_.wait_for(lock, std::chrono::microseconds(static_cast<int64_t>(left * 1000) + 1), done)) break;
    }
  }
  if (!done()) {
    abandoned_ = true;
    stats_.writes_dropped += puts_.size();
    puts_.clear();
  }
  if (busy_) {
    for (auto& t : tiers_) t->Interrupt();
  }
  shut_down_ = true;
  lock.unlock();
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void Store::Drain() {
  std::unique_lock<std::mutex> lock(mu_);
  idle_.wait(lock, [&] {
    return shut_down_ ||
           (puts_.empty() && removes_.empty() && touches_.empty() && !evict_due_ && !busy_);
  });
}

StoreStats Store::stats() const {
  std::lock_guard<std::mutex> lock(mu_);
  return stats_;
}

}  // namespace kiln::store
