#include "cache/writer_thread.h"

#include <chrono>

namespace kiln::cache {

WriterThread::~WriterThread() { (void)Shutdown(0); }

void WriterThread::Post(Job job) {
  std::lock_guard<std::mutex> lock(mu_);
  if (shut_down_ || stopping_) return;
  queue_.push_back(std::move(job));
  if (!thread_.joinable()) thread_ = std::thread([this] { Loop(); });
  wake_.notify_one();
}

void WriterThread::Loop() {
  std::unique_lock<std::mutex> lock(mu_);
  while (true) {
    wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
    if (queue_.empty() || abandoned_) {
      idle_.notify_all();
      if (stopping_) return;
      continue;
    }
    Job job = std::move(queue_.front());
    queue_.pop_front();
    running_job_ = true;
    lock.unlock();
    job(abandoned_);
    lock.lock();
    running_job_ = false;
    if (queue_.empty()) idle_.notify_all();
  }
}

void WriterThread::Drain() {
  std::unique_lock<std::mutex> lock(mu_);
  idle_.wait(lock, [this] { return !thread_.joinable() || (queue_.empty() && !running_job_); });
}

int WriterThread::Shutdown(int64_t wait_ms) {
  std::unique_lock<std::mutex> lock(mu_);
  if (shut_down_) return 0;
  shut_down_ = true;
  auto drained = [this] { return queue_.empty() && !running_job_; };
  if (wait_ms < 0) {
    idle_.wait(lock, drained);
  } else {
    idle_.wait_for(lock, std::chrono::milliseconds(wait_ms), drained);
  }
  int dropped = static_cast<int>(queue_.size());
  queue_.clear();
  if (!drained()) abandoned_ = true;
  stopping_ = true;
  wake_.notify_all();
  lock.unlock();
  if (thread_.joinable()) thread_.join();
  return dropped;
}

}  // namespace kiln::cache
