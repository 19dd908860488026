// The background thread that writes cache files (CACHE.md §2, "Writing"):
// compilation hands it jobs and goes on; nothing the program prints waits
// for it. At exit, Shutdown waits a bounded time for the queue to drain and
// abandons the rest: jobs not started are dropped, and the running job sees
// `abandoned()` at its next step and stops, removing its temporary file.
#ifndef KILN_CACHE_WRITER_THREAD_H_
#define KILN_CACHE_WRITER_THREAD_H_

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace kiln::cache {

class WriterThread {
 public:
  // A job checks `abandoned` between its steps (before each file it writes
  // or renames) and returns as soon as it is true.
  using Job = std::function<void(const std::atomic<bool>& abandoned)>;

  WriterThread() = default;
  // Shutdown(0) unless Shutdown was called.
  ~WriterThread();
  WriterThread(const WriterThread&) = delete;
  WriterThread& operator=(const WriterThread&) = delete;

  // Queues `job`; the thread starts on the first job. Ignored after Shutdown.
  void Post(Job job);

  // Waits until every queued job ran or `wait_ms` passed (negative: no
  // limit), then abandons what is left and joins the thread. Returns the
  // number of jobs dropped without running. Later calls return 0.
  int Shutdown(int64_t wait_ms);

  // Waits until the queue is empty and no job runs (for tests).
  void Drain();

 private:
  void Loop();

  std::mutex mu_;
  std::condition_variable wake_;  // a job was posted, or shutdown
  std::condition_variable idle_;  // the queue drained
  std::deque<Job> queue_;
  bool running_job_ = false;
  bool stopping_ = false;
  bool shut_down_ = false;
  std::atomic<bool> abandoned_{false};
  std::thread thread_;
};

}  // namespace kiln::cache

#endif  // KILN_CACHE_WRITER_THREAD_H_
