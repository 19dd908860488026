// KILN_REMOTE_CACHE's URL (redis_tier.h).
#include <gtest/gtest.h>

#include "store/redis_tier.h"

namespace kiln::store {
namespace {

TEST(RedisUrlTest, Accepted) {
  auto a = ParseRedisUrl("redis://127.0.0.1:6380/2");
  ASSERT_TRUE(a.ok()) << a.status().ToString();
  EXPECT_EQ(a->host, "127.0.0.1");
  EXPECT_EQ(a->port, 6380);
  EXPECT_EQ(a->db, 2);
  EXPECT_EQ(a->Describe(), "redis://127.0.0.1:6380/2");
  auto b = ParseRedisUrl("redis://cache.example");
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->port, 6379);
  EXPECT_EQ(b->db, 0);
  auto c = ParseRedisUrl("redis://:s3cret@host:1/");
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->password, "s3cret");
  EXPECT_TRUE(c->user.empty());
  EXPECT_EQ(c->Describe(), "redis://:***@host:1/0");  // never the password
  auto d = ParseRedisUrl("redis://team:pw@[::1]:7000/15");
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->user, "team");
  EXPECT_EQ(d->host, "::1");
  EXPECT_EQ(d->port, 7000);
  EXPECT_EQ(d->db, 15);
}

TEST(RedisUrlTest, Refused) {
  for (const char* url : {"", "http://host", "redis://", "redis://host:", "redis://host:0",
                          "redis://host:65536", "redis://host:12x", "redis://host/x", "redis://host/99999",
                          "redis://[::1", "redis://:pw@", "rediss://host:6379"}) {
    EXPECT_FALSE(ParseRedisUrl(url).ok()) << url;
  }
}

}  // namespace
}  // namespace kiln::store
