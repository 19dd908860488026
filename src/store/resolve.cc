// Host names resolved within a deadline (resolve.h).
#include "store/resolve.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <sys/socket.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>

namespace kiln::store {

namespace {

bool IsNumeric(const std::string& host) {
  unsigned char buf[sizeof(in6_addr)];
  return inet_pton(AF_INET, host.c_str(), buf) == 1 || inet_pton(AF_INET6, host.c_str(), buf) == 1;
}

// What the caller and the resolving thread share; the last of them to let go
// frees it (a caller that gave up does not wait for the thread).
struct Pending {
  std::mutex mu;
  std::condition_variable cv;
  bool done = false;
  base::Status status;
  std::vector<std::string> addresses;
};

}  // namespace

base::Status SystemResolve(const std::string& host, std::vector<std::string>* addresses) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* list = nullptr;
  const int rc = getaddrinfo(host.c_str(), nullptr, &hints, &list);
  if (rc != 0) return base::Status::IOError(gai_strerror(rc));
  for (addrinfo* a = list; a != nullptr; a = a->ai_next) {
    char text[INET6_ADDRSTRLEN] = {};
    const void* raw = nullptr;
    if (a->ai_family == AF_INET) raw = &reinterpret_cast<const sockaddr_in*>(a->ai_addr)->sin_addr;
    if (a->ai_family == AF_INET6) raw = &reinterpret_cast<const sockaddr_in6*>(a->ai_addr)->sin6_addr;
    if (raw == nullptr || inet_ntop(a->ai_family, raw, text, sizeof(text)) == nullptr) continue;
    if (std::find(addresses->begin(), addresses->end(), text) == addresses->end()) addresses->push_back(text);
  }
  freeaddrinfo(list);
  return base::Status::Ok();
}

base::ErrorOr<std::vector<std::string>> ResolveWithin(const std::string& host, int timeout_ms,
                                                      const Resolver& resolver) {
  if (IsNumeric(host)) return std::vector<std::string>{host};
  auto pending = std::make_shared<Pending>();
  try {
    std::thread([pending, host, resolver] {
      std::vector<std::string> found;
      base::Status s = resolver(host, &found);
      std::lock_guard<std::mutex> lock(pending->mu);
      pending->status = std::move(s);
      pending->addresses = std::move(found);
      pending->done = true;
      pending->cv.notify_all();
    }).detach();
  } catch (const std::system_error& e) {
    return base::Status::IOError("resolving " + host + ": no thread to resolve on (" + e.what() + ")");
  }
  std::unique_lock<std::mutex> lock(pending->mu);
  if (!pending->cv.wait_for(lock, std::chrono::milliseconds(std::max(timeout_ms, 1)),
                            [&] { return pending->done; })) {
    return base::Status::IOError("resolving " + host + " took longer than " + std::to_string(timeout_ms) +
                                 " ms");
  }
  if (!pending->status.ok()) return base::Status::IOError("resolving " + host + ": " + pending->status.message());
  if (pending->addresses.empty()) return base::Status::IOError("resolving " + host + ": no address");
  return std::move(pending->addresses);
}

}  // namespace kiln::store
