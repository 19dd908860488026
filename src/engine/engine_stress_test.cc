// Stress test of the engine, built with ThreadSanitizer (a separate executable:
// the debug preset's AddressSanitizer cannot share a binary with it).
//
// In each epoch, eight threads released together infer a call graph full of
// cycles (key i calls i+1 and 5i+3, modulo K) in two worlds on a fresh
// engine, each holding the reservations of the path it is on, as inference
// does; some collect a whole group and publish it with FulfillScc, some
// reject, some abandon theirs by dropping the Task. The test passes when it
// finishes (a watchdog fails it after a minute: a deadlock), every (key,
// world) ends with at most one CodeInstance, every answer a thread got for a
// key and world is that one, and ThreadSanitizer saw no race.
#include <atomic>
#include <barrier>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

#include "engine/engine.h"

namespace kiln::engine {
namespace {

constexpr uintptr_t kKeys = 24;
constexpr uint64_t kWorlds = 2;  // worlds 1 and 2
constexpr int kThreads = 8;
constexpr int kEpochs = 150;  // each a fresh engine all threads start racing on
constexpr int kRounds = 6;    // per thread and epoch

runtime::MethodInstance* Mi(uintptr_t n) {
  return reinterpret_cast<runtime::MethodInstance*>(0x1000 + 16 * n);
}

int failures = 0;
std::mutex failure_mu;
void Fail(const char* what, uintptr_t key, uint64_t world) {
  std::lock_guard<std::mutex> lock(failure_mu);
  ++failures;
  std::fprintf(stderr, "FAIL: %s (key %zu, world %llu)\n", what, static_cast<size_t>(key),
               static_cast<unsigned long long>(world));
}

// Answers seen by the threads: (key, world) -> CodeInstance, checked at the end.
struct Seen {
  std::mutex mu;
  std::vector<std::pair<size_t, CodeInstance*>> found;  // index key*kWorlds+world-1
  void Add(uintptr_t key, uint64_t world, CodeInstance* ci) {
    std::lock_guard<std::mutex> lock(mu);
    found.emplace_back(key * kWorlds + (world - 1), ci);
  }
};

InferenceResult ResultFor(uint64_t world) {
  InferenceResult r;
  r.min_world = world;
  r.max_world = world;
  return r;
}

class Worker {
 public:
  Worker(Engine& engine, Seen& seen, unsigned seed) : engine_(engine), seen_(seen), rng_(seed) {}

  void Run() {
    for (int round = 0; round < kRounds; ++round) {
      const uintptr_t start = rng_() % kKeys;
      const uint64_t world = 1 + rng_() % kWorlds;
      switch (rng_() % 8) {
        case 0: {  // hold a group, publish it at once
          Task task(engine_);
          std::vector<CodeInstance*> group;
          for (uintptr_t k = start, n = 0; n < 4; ++n, k = (k * 5 + 3) % kKeys) {
            ReserveResult r = engine_.Reserve(task, Mi(k), world, nullptr);
            Record(r, k, world);
            if (r.status == ReserveStatus::kReserved) group.push_back(r.ci);
            Jitter();
          }
          std::vector<InferenceResult> srcs;
          for (size_t i = 0; i < group.size(); ++i) srcs.push_back(ResultFor(world));
          engine_.FulfillScc(task, group, srcs);
          break;
        }
        case 1: {  // errors out: the Task goes away holding its reservations
          Task task(engine_);
          for (uintptr_t k = start, n = 0; n < 2; ++n, k = (k + 1) % kKeys) {
            Record(engine_.Reserve(task, Mi(k), world, nullptr), k, world);
            Jitter();
          }
          break;
        }
        default: {
          Task task(engine_);
          Infer(task, start, world, 0);
          if (task.held() != 0) Fail("reservations left after inference", start, world);
          break;
        }
      }
    }
  }

 private:
  // Depth-first, holding the reservations of the path (bounded: a key on the
  // path is this task's own, so asking again is a cycle).
  void Infer(Task& task, uintptr_t key, uint64_t world, int depth) {
    ReserveResult r = engine_.Reserve(task, Mi(key), world, nullptr);
    Record(r, key, world);
    if (r.status != ReserveStatus::kReserved) return;
    if (depth > static_cast<int>(kKeys) + 1) Fail("path longer than the number of keys", key, world);
    Jitter();
    Infer(task, (key + 1) % kKeys, world, depth + 1);
    Infer(task, (key * 5 + 3) % kKeys, world, depth + 1);
    if (rng_() % 16 == 0) {
      engine_.Reject(task, r.ci);
    } else {
      engine_.Fulfill(task, r.ci, ResultFor(world));
    }
  }

  void Record(const ReserveResult& r, uintptr_t key, uint64_t world) {
    if (r.status == ReserveStatus::kFound) {
      if (!r.ci->ValidIn(world) || r.ci->partial) Fail("found an invalid CodeInstance", key, world);
      seen_.Add(key, world, r.ci);
    }
    if (r.status == ReserveStatus::kBusy) Fail("busy although asked to wait", key, world);
  }

  void Jitter() {
    if (rng_() % 4 == 0) std::this_thread::yield();
  }

  Engine& engine_;
  Seen& seen_;
  std::mt19937 rng_;
};

int Main() {
  std::atomic<bool> finished{false};
  std::atomic<int> epochs_done{0};
  std::thread watchdog([&] {
    int last = -1;
    for (int quiet = 0; !finished; std::this_thread::sleep_for(std::chrono::milliseconds(100))) {
      const int now = epochs_done.load();
      quiet = now == last ? quiet + 1 : 0;
      last = now;
      if (quiet > 600) {
        std::fprintf(stderr, "FAIL: no progress for a minute (deadlock)\n");
        std::_Exit(1);
      }
    }
  });
  EngineStats total;
  for (int epoch = 0; epoch < kEpochs; ++epoch) {
    Seen seen;
    Engine engine;
    std::barrier start(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back([&engine, &seen, &start, t, epoch] {
        start.arrive_and_wait();
        Worker(engine, seen, 1234 + 97 * epoch + t).Run();
      });
    }
    for (std::thread& t : threads) t.join();

    // One result per (key, world), and it is what every thread was given.
    for (uintptr_t k = 0; k < kKeys; ++k) {
      std::vector<CodeInstance*> all = engine.Instances(Mi(k), nullptr);
      for (uint64_t w = 1; w <= kWorlds; ++w) {
        int valid = 0;
        for (CodeInstance* ci : all) valid += ci->ValidIn(w) ? 1 : 0;
        if (valid > 1) Fail("two CodeInstances for one key and world", k, w);
        CodeInstance* final_ci = engine.Lookup(Mi(k), nullptr, w);
        for (const auto& [index, ci] : seen.found) {
          if (index == k * kWorlds + (w - 1) && ci != final_ci) {
            Fail("a thread was given another CodeInstance", k, w);
          }
        }
      }
    }
    EngineStats s = engine.stats();
    if (s.reserved != s.fulfilled + s.rejected + s.abandoned) {
      Fail("a reservation was neither fulfilled, rejected nor abandoned", 0, 0);
    }
    total.reserved += s.reserved;
    total.found += s.found;
    total.waits += s.waits;
    total.cycles += s.cycles;
    total.fulfilled += s.fulfilled;
    total.rejected += s.rejected;
    total.abandoned += s.abandoned;
    ++epochs_done;
  }
  finished = true;
  watchdog.join();
  std::printf("%d epochs: reserved %llu, found %llu, waits %llu, cycles %llu, fulfilled %llu, "
              "rejected %llu, abandoned %llu\n",
              kEpochs, static_cast<unsigned long long>(total.reserved),
              static_cast<unsigned long long>(total.found),
              static_cast<unsigned long long>(total.waits),
              static_cast<unsigned long long>(total.cycles),
              static_cast<unsigned long long>(total.fulfilled),
              static_cast<unsigned long long>(total.rejected),
              static_cast<unsigned long long>(total.abandoned));
  if (total.cycles == 0) Fail("the graph's cycles were never met", 0, 0);
  if (total.waits == 0) Fail("no request ever waited", 0, 0);
  if (total.abandoned == 0) Fail("no reservation was abandoned", 0, 0);
  if (failures == 0) std::printf("PASS\n");
  return failures == 0 ? 0 : 1;
}

}  // namespace
}  // namespace kiln::engine

int main() { return kiln::engine::Main(); }
