// Host names resolved within a deadline (resolve.h), and the shared tier
// turned off by a name that does not resolve in time (redis_tier.h).
#include "store/resolve.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "store/redis_tier.h"

namespace kiln::store {
namespace {

using Clock = std::chrono::steady_clock;

double MsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A resolver that answers after `ms`, with one address.
Resolver Slow(int ms, bool* called = nullptr) {
  return [ms, called](const std::string&, std::vector<std::string>* out) {
    if (called != nullptr) *called = true;
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    out->push_back("192.0.2.1");
    return base::Status::Ok();
  };
}

TEST(ResolveTest, NumericAddressesNeedNoResolver) {
  bool called = false;
  for (const char* host : {"127.0.0.1", "::1", "2001:db8::7"}) {
    auto a = ResolveWithin(host, 10, Slow(0, &called));
    ASSERT_TRUE(a.ok()) << a.status().ToString();
    EXPECT_EQ(*a, std::vector<std::string>{host});
  }
  EXPECT_FALSE(called);
}

TEST(ResolveTest, AnAnswerWithinTheDeadline) {
  auto a = ResolveWithin("cache.example", 5000, Slow(1));
  ASSERT_TRUE(a.ok()) << a.status().ToString();
  EXPECT_EQ(*a, std::vector<std::string>{"192.0.2.1"});
}

TEST(ResolveTest, ASlowResolverIsNotWaitedFor) {
  const auto start = Clock::now();
  auto a = ResolveWithin("cache.example", 50, Slow(3000));
  const double ms = MsSince(start);
  ASSERT_FALSE(a.ok());
  EXPECT_NE(a.status().message().find("resolving cache.example took longer than 50 ms"), std::string::npos)
      << a.status().ToString();
  EXPECT_LT(ms, 1500) << "waited for the resolver";
}

TEST(ResolveTest, FailuresAndEmptyAnswersAreErrors) {
  auto failed = ResolveWithin("cache.example", 5000, [](const std::string&, std::vector<std::string>*) {
    return base::Status::IOError("Name or service not known");
  });
  ASSERT_FALSE(failed.ok());
  EXPECT_NE(failed.status().message().find("resolving cache.example: Name or service not known"),
            std::string::npos);
  auto empty = ResolveWithin("cache.example", 5000, [](const std::string&, std::vector<std::string>*) {
    return base::Status::Ok();
  });
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.status().message().find("no address"), std::string::npos);
}

TEST(ResolveTest, SystemResolverKnowsLocalhost) {
  std::vector<std::string> out;
  base::Status s = SystemResolve("localhost", &out);
  ASSERT_TRUE(s.ok()) << s.ToString();
  ASSERT_FALSE(out.empty());
  for (const std::string& a : out) EXPECT_TRUE(a == "127.0.0.1" || a == "::1") << a;
}

// A name that does not resolve in time turns the tier off at its first
// lookup, within the deadline, and later lookups do not ask again.
TEST(ResolveTest, TheTierGoesOffWhenResolvingIsSlow) {
  auto address = ParseRedisUrl("redis://cache.example:6379/0");
  ASSERT_TRUE(address.ok());
  RemoteOptions options;
  options.connect_timeout_ms = 50;
  options.resolver = Slow(3000);
  RedisTier tier(*address, options);
  const auto start = Clock::now();
  EXPECT_EQ(tier.Get("key", 0).state, Lookup::State::kUnavailable);
  EXPECT_EQ(tier.Get("key", 0).state, Lookup::State::kUnavailable);
  EXPECT_LT(MsSince(start), 1500);
  const RemoteStats st = tier.stats();
  EXPECT_TRUE(st.off);
  EXPECT_EQ(st.errors, 1u);
  EXPECT_NE(st.off_reason.find("took longer than 50 ms"), std::string::npos) << st.off_reason;
}

}  // namespace
}  // namespace kiln::store
