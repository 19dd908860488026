// Decoding cache entries ahead of the loads that will ask for them, on a
// thread of their own. Loading a package runs its root file, whose includes
// load the other files one by one; the main thread validates each entry
// (its .meta, the source's stat or hash, its imports' interfaces) when the
// include runs. Reading and decoding an entry's definitions needs none of
// that state, so when a package's manifest is read, the entries of the files
// it lists are queued in include order and decoded on the second core while
// the main thread runs the files before them.
//
// Nothing decoded here is trusted by itself: Take hands an entry over only
// when the main thread, having validated the .meta, asks for exactly that
// .ir with exactly the blob hash the prefetched .meta named (the blob's
// bytes were checked against it when mapped). Anything else is dropped and
// the main thread reads the entry itself, as it would without prefetching.
// The thread touches no runtime state and allocates no collected memory.
#ifndef KILN_CACHE_PREFETCHER_H_
#define KILN_CACHE_PREFETCHER_H_

#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "base/env.h"
#include "cache/entry_reader.h"
#include "cache/meta.h"

namespace kiln::cache {

class Prefetcher {
 public:
  // Where one entry may be: its .meta and .ir in each location, in look-up
  // order; the first .meta that exists is the one decoded.
  struct Job {
    std::string relative_path;  // the source file, relative to its package
    struct Place {
      std::string meta_path;
      std::string ir_path;
    };
    std::vector<Place> places;
  };

  explicit Prefetcher(base::Env* env) : env_(env) {}
  ~Prefetcher() { Shutdown(); }
  Prefetcher(const Prefetcher&) = delete;
  Prefetcher& operator=(const Prefetcher&) = delete;

  // Queues `jobs`, in order; the thread starts on the first. Ignored after
  // Shutdown.
  void Post(std::vector<Job> jobs);

  // The entry decoded from `ir_path` if the .meta it was decoded for named
  // `blob_hash`. nullopt when it is not decoded yet (a queued job for it is
  // dropped; one being decoded is waited for, at most kRunningWait), failed,
  // or named another blob.
  std::optional<OpenedEntry> Take(const std::string& ir_path, const std::string& blob_hash);

  // The bytes of the .meta, and their parse, that the entry of `ir_path` was
  // decoded for, moved out (the entry stays for Take); false when it is not
  // decoded yet. The caller validates them exactly as bytes it read itself:
  // they are what the .meta held when the thread read it.
  bool TakeMeta(const std::string& ir_path, std::string* bytes, Meta* meta);

  // Drops the queue, waits for a running job and joins the thread.
  void Shutdown();

  // Waits until every queued job ran (for tests).
  void Drain();

  uint64_t taken() const;  // entries handed over by Take

 private:
  struct Decoded {
    std::string blob_hash;
    std::string meta_bytes;  // empty once taken
    Meta meta;
    base::ErrorOr<OpenedEntry> entry = base::Status::NotFound("unset");
  };

  static constexpr std::chrono::microseconds kRunningWait{1500};
  void WaitIfRunning(std::unique_lock<std::mutex>& lock, const std::string& ir_path);
  void Loop();
  // Decodes the job's entry, or returns nullopt when no .meta exists.
  std::optional<std::pair<std::string, Decoded>> Run(const Job& job);

  base::Env* env_;
  mutable std::mutex mu_;
  std::condition_variable wake_;  // a job was posted, or shutdown
  std::condition_variable done_;  // the running job finished
  std::deque<Job> queue_;
  std::set<std::string> running_;       // the .ir paths the running job may decode
  std::map<std::string, Decoded> ready_;  // by .ir path
  uint64_t taken_ = 0;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace kiln::cache

#endif  // KILN_CACHE_PREFETCHER_H_
