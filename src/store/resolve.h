// Host names resolved within a deadline (redis_tier.h). The system's resolver
// has no timeout of its own: a name server that does not answer can hold
// getaddrinfo for many seconds. It runs on a thread of its own; the caller
// waits at most the deadline, and a late answer is dropped (the thread ends
// by itself when the resolver gives up).
#ifndef KILN_STORE_RESOLVE_H_
#define KILN_STORE_RESOLVE_H_

#include <functional>
#include <string>
#include <vector>

#include "base/status.h"

namespace kiln::store {

// Fills the numeric addresses of a host name, or says why there are none.
using Resolver = std::function<base::Status(const std::string& host, std::vector<std::string>* addresses)>;

// The system's resolver (getaddrinfo, TCP), addresses as text
// ("192.0.2.1", "2001:db8::1") in the resolver's order, without repeats.
base::Status SystemResolve(const std::string& host, std::vector<std::string>* addresses);

// A numeric address is returned as it is, at once. Otherwise `resolver` runs
// on a thread; the result is an error when it fails, finds nothing, or takes
// longer than `timeout_ms`.
base::ErrorOr<std::vector<std::string>> ResolveWithin(const std::string& host, int timeout_ms,
                                                      const Resolver& resolver = SystemResolve);

}  // namespace kiln::store

#endif  // KILN_STORE_RESOLVE_H_
