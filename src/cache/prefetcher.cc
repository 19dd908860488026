#include "cache/prefetcher.h"

#include "cache/format.h"
#include "cache/meta.h"

namespace kiln::cache {

void Prefetcher::Post(std::vector<Job> jobs) {
  if (jobs.empty()) return;
  std::lock_guard<std::mutex> lock(mu_);
  if (stopping_) return;
  for (Job& job : jobs) queue_.push_back(std::move(job));
  if (!thread_.joinable()) thread_ = std::thread([this] { Loop(); });
  wake_.notify_one();
}

void Prefetcher::WaitIfRunning(std::unique_lock<std::mutex>& lock, const std::string& ir_path) {
  // The thread is decoding this very entry: waiting for it beats decoding it a
  // second time, as long as the thread has a core. On a busy machine it may
  // not get one soon, so the wait is bounded by about what decoding takes.
  done_.wait_for(lock, kRunningWait, [&] { return stopping_ || running_.count(ir_path) == 0; });
}

std::optional<OpenedEntry> Prefetcher::Take(const std::string& ir_path,
                                            const std::string& blob_hash) {
  std::unique_lock<std::mutex> lock(mu_);
  WaitIfRunning(lock, ir_path);
  auto it = ready_.find(ir_path);
  if (it == ready_.end()) {
    // Not decoded yet: the caller reads it now, so the thread need not.
    for (auto job = queue_.begin(); job != queue_.end(); ++job) {
      bool here = false;
      for (const Job::Place& p : job->places) here = here || p.ir_path == ir_path;
      if (here) {
        queue_.erase(job);
        break;
      }
    }
    return std::nullopt;
  }
  Decoded decoded = std::move(it->second);
  ready_.erase(it);
  if (decoded.blob_hash != blob_hash || !decoded.entry.ok()) return std::nullopt;
  ++taken_;
  return std::move(decoded.entry).value();
}

bool Prefetcher::TakeMeta(const std::string& ir_path, std::string* bytes, Meta* meta) {
  std::unique_lock<std::mutex> lock(mu_);
  WaitIfRunning(lock, ir_path);
  auto it = ready_.find(ir_path);
  if (it == ready_.end() || it->second.meta_bytes.empty()) return false;
  *bytes = std::move(it->second.meta_bytes);
  it->second.meta_bytes.clear();
  *meta = std::move(it->second.meta);
  return true;
}

void Prefetcher::Shutdown() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
    queue_.clear();
    wake_.notify_one();
    done_.notify_all();
  }
  if (thread_.joinable()) thread_.join();
}

void Prefetcher::Drain() {
  std::unique_lock<std::mutex> lock(mu_);
  done_.wait(lock, [&] { return stopping_ || (queue_.empty() && running_.empty()); });
}

uint64_t Prefetcher::taken() const {
  std::lock_guard<std::mutex> lock(mu_);
  return taken_;
}

void Prefetcher::Loop() {
  std::unique_lock<std::mutex> lock(mu_);
  while (true) {
    wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
    if (stopping_) return;
    Job job = std::move(queue_.front());
    queue_.pop_front();
    for (const Job::Place& p : job.places) running_.insert(p.ir_path);
    lock.unlock();
    std::optional<std::pair<std::string, Decoded>> result = Run(job);
    lock.lock();
    running_.clear();
    if (result.has_value()) ready_.insert_or_assign(result->first, std::move(result->second));
    done_.notify_all();
  }
}

std::optional<std::pair<std::string, Prefetcher::Decoded>> Prefetcher::Run(const Job& job) {
  for (const Job::Place& p : job.places) {
    base::ErrorOr<std::string> bytes = base::ReadRegularFile(env_, p.meta_path, format::kMaxMetaBytes);
    if (!bytes.ok()) continue;  // no entry here: the main thread looks further too
    Decoded decoded;
    base::ErrorOr<Meta> meta = MetaFromJson(*bytes);
    if (!meta.ok()) return std::nullopt;  // the main thread rejects it
    decoded.blob_hash = meta->blob_hash;
    base::ErrorOr<std::unique_ptr<base::ReadOnlyRegion>> region =
        MapBlob(env_, p.ir_path, meta->blob_hash);
    if (!region.ok()) return std::nullopt;
    decoded.entry = DecodeBlob(std::move(region).value(), job.relative_path);
    if (decoded.entry.ok()) DecodeThunks(*decoded.entry);
    decoded.meta_bytes = std::move(bytes).value();
    decoded.meta = std::move(meta).value();
    return std::make_pair(p.ir_path, std::move(decoded));
  }
  return std::nullopt;
}

}  // namespace kiln::cache
