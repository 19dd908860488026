// The store's front: reads through tiers, writes on the background thread,
// eviction under the cap, removal of damaged entries, bounded shutdown.
#include "store/store.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <stdlib.h>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>

#include "base/sha256.h"
#include "store/sqlite_tier.h"

namespace kiln::store {
namespace {

namespace fs = std::filesystem;

class StoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "kiln-store-XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::unique_ptr<store::Tier> OpenTier(const std::string& name) {
    auto t = SqliteTier::Open(base::Env::Default(), dir_ + "/" + name);
    EXPECT_TRUE(t.ok()) << t.status().ToString();
    return t.ok() ? std::unique_ptr<store::Tier>(std::move(*t)) : nullptr;
  }
  std::unique_ptr<Store> Make(std::vector<std::string> names, uint64_t cap = kDefaultCapBytes) {
    std::vector<std::unique_ptr<store::Tier>> tiers;
    for (const auto& n : names) tiers.push_back(OpenTier(n));
    StoreOptions options;
    options.cap_bytes = cap;
    return std::make_unique<Store>(std::move(tiers), options);
  }
  static std::string Key(int i) { return base::DigestBytes(base::Sha256Of("k" + std::to_string(i))); }
  std::string dir_;
};

TEST_F(StoreTest, WritesInTheBackgroundAndReadsBack) {
  {
    auto s = Make({"a.sqlite"});
    EXPECT_FALSE(s->Get(Key(1)).has_value());
    s->Put(Key(1), "one");
    s->Put(Key(2), std::string(5000, 'x'));
    s->Shutdown(10000);
    const StoreStats st = s->stats();
    EXPECT_EQ(st.entries_written, 2u);
    EXPECT_EQ(st.bytes_written, 5003u);
    EXPECT_EQ(st.lookups, 1u);
    EXPECT_EQ(st.hits, 0u);
  }
  auto s = Make({"a.sqlite"});
  EXPECT_EQ(s->Get(Key(1)), "one");
  EXPECT_EQ(s->Get(Key(2)), std::string(5000, 'x'));
  EXPECT_EQ(s->stats().hits, 2u);
}

TEST_F(StoreTest, StaysUnderASmallCap) {
  auto s = Make({"a.sqlite"}, 20000);
  for (int i = 0; i < 100; ++i) {
    s->Put(Key(i), std::string(1000, static_cast<char>(i)));
    if (i % 10 == 9) s->Drain();
  }
  s->Drain();
  auto inv = s->tier(0).Count();
  ASSERT_TRUE(inv.ok());
  EXPECT_LE(inv->bytes, 20000u);
  EXPECT_GE(inv->bytes, 10000u);
  EXPECT_GT(s->stats().bytes_evicted, 0u);
  // The newest entry is there.
  EXPECT_EQ(s->Get(Key(99)), std::string(1000, static_cast<char>(99)));
}

TEST_F(StoreTest, DamagedEntryIsAMissAndRemoved) {
  {
    auto s = Make({"a.sqlite"});
    s->Put(Key(1), "value");
    s->Shutdown(10000);
  }
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open((dir_ + "/a.sqlite").c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, "UPDATE entries SET value = 'valuf'", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(db);
  auto s = Make({"a.sqlite"});
  EXPECT_FALSE(s->Get(Key(1)).has_value());
  s->Drain();
  EXPECT_EQ(s->stats().damaged, 1u);
  EXPECT_EQ(s->tier(0).Count()->entries, 0u);
}

TEST_F(StoreTest, LaterTierHitIsWrittenBack) {
  {
    auto remote = Make({"remote.sqlite"});
    remote->Put(Key(7), "seven");
    remote->Shutdown(10000);
  }
  auto s = Make({"local.sqlite", "remote.sqlite"});
  EXPECT_EQ(s->Get(Key(7)), "seven");
  s->Drain();
  Lookup l = s->tier(0).Get(Key(7), 0);
  ASSERT_EQ(l.state, Lookup::State::kHit);
  EXPECT_EQ(l.value, "seven");
}

// A value kept local is neither written to nor looked up in later tiers.
TEST_F(StoreTest, LocalOnlyStaysInTheFirstTier) {
  {
    auto remote = Make({"remote.sqlite"});
    remote->Put(Key(7), "seven");
    remote->Shutdown(10000);
  }
  auto s = Make({"local.sqlite", "remote.sqlite"});
  EXPECT_EQ(s->Get(Key(7), /*local_only=*/true), std::nullopt);
  s->Put(Key(8), "eight", /*local_only=*/true);
  s->Drain();
  EXPECT_EQ(s->tier(0).Get(Key(8), 0).state, Lookup::State::kHit);
  EXPECT_EQ(s->tier(1).Get(Key(8), 0).state, Lookup::State::kMiss);
  EXPECT_EQ(s->tier(0).Get(Key(7), 0).state, Lookup::State::kMiss);
}

// A tier that notes the kind of every read and write, over a local tier.
class KindNotingTier final : public Tier {
 public:
  explicit KindNotingTier(std::unique_ptr<Tier> inner) : inner_(std::move(inner)) {}
  std::string Describe() const override { return "noting"; }
  Lookup Get(std::string_view key, Kind kind) override {
    read_kinds.push_back(kind);
    return inner_->Get(key, kind);
  }
  base::Status Put(const std::vector<Entry>& entries) override {
    for (const Entry& e : entries) written_kinds.push_back(e.kind);
    return inner_->Put(entries);
  }
  base::Status Touch(const std::vector<std::string>& keys) override { return inner_->Touch(keys); }
  base::Status Remove(const std::vector<EntryKey>& keys) override { return inner_->Remove(keys); }
  base::ErrorOr<uint64_t> Evict(uint64_t cap, uint64_t target, const std::atomic<bool>& stop) override {
    return inner_->Evict(cap, target, stop);
  }
  base::ErrorOr<Inventory> Count() override { return inner_->Count(); }
  base::ErrorOr<uint64_t> Verify(std::string* detail) override { return inner_->Verify(detail); }
  base::Status Clear() override { return inner_->Clear(); }
  std::vector<Kind> read_kinds;     // read on the caller's thread
  std::vector<Kind> written_kinds;  // read after Drain

 private:
  std::unique_ptr<Tier> inner_;
};

// Every tier learns what kind each value is, on reads and writes, and on the
// write-back of a later tier's hit.
TEST_F(StoreTest, KindsReachEveryTier) {
  std::vector<std::unique_ptr<Tier>> tiers;
  tiers.push_back(std::make_unique<KindNotingTier>(OpenTier("local.sqlite")));
  tiers.push_back(std::make_unique<KindNotingTier>(OpenTier("remote.sqlite")));
  auto* local = static_cast<KindNotingTier*>(tiers[0].get());
  auto* remote = static_cast<KindNotingTier*>(tiers[1].get());
  (void)remote->Put({Entry{Key(3), "three", 1}});
  Store s(std::move(tiers), StoreOptions{});
  EXPECT_EQ(s.Get(Key(3), /*local_only=*/false, 1), "three");
  EXPECT_EQ(s.Get(Key(4), /*local_only=*/false, 2), std::nullopt);
  s.Put(Key(5), "five", /*local_only=*/false, 1);
  s.Drain();
  EXPECT_EQ(local->read_kinds, (std::vector<Kind>{1, 2}));
  EXPECT_EQ(remote->read_kinds, (std::vector<Kind>{1, 2}));
  EXPECT_EQ(local->written_kinds, (std::vector<Kind>{1, 1}));  // the write-back, then Key(5)
  EXPECT_EQ(remote->written_kinds, (std::vector<Kind>{1, 1}));  // the test's own, then Key(5)
  s.Shutdown(10000);
}

TEST_F(StoreTest, ShutdownWithoutWaitingDropsAndStops) {
  auto s = Make({"a.sqlite"});
  for (int i = 0; i < 200; ++i) s->Put(Key(i), std::string(20000, 'v'));
  s->Shutdown(0);
  const StoreStats st = s->stats();
  // Whatever was written is whole; the rest is counted as dropped.
  EXPECT_EQ(st.entries_written + st.writes_dropped, 200u);
  s->Put(Key(1000), "late");
  EXPECT_EQ(s->stats().writes_dropped, st.writes_dropped + 1);
  std::string detail;
  EXPECT_EQ(*s->tier(0).Verify(&detail), 0u) << detail;
}

// A hit is marked used again only when the tier says it was marked long
// enough ago: a run whose entries were all used recently writes nothing.
TEST_F(StoreTest, TouchesOnlyHitsNotMarkedRecently) {
  {
    auto s = Make({"a.sqlite"});
    s->Put(Key(1), "one");
    s->Put(Key(2), "two");
    s->Shutdown(10000);
  }
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open((dir_ + "/a.sqlite").c_str(), &db), SQLITE_OK);
  auto last_used = [&](int i) {
    sqlite3_stmt* st = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, "SELECT last_used FROM entries WHERE key = ?1", -1, &st, nullptr),
              SQLITE_OK);
    const std::string k = Key(i);
    sqlite3_bind_blob(st, 1, k.data(), static_cast<int>(k.size()), SQLITE_TRANSIENT);
    int64_t t = -1;
    if (sqlite3_step(st) == SQLITE_ROW) t = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return t;
  };
  // Key 2 was last used long ago; key 1 just now.
  const int64_t old = 1000;
  const std::string k2 = Key(2);
  sqlite3_stmt* st = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "UPDATE entries SET last_used = ?1 WHERE key = ?2", -1, &st, nullptr),
            SQLITE_OK);
  sqlite3_bind_int64(st, 1, old);
  sqlite3_bind_blob(st, 2, k2.data(), static_cast<int>(k2.size()), SQLITE_TRANSIENT);
  ASSERT_EQ(sqlite3_step(st), SQLITE_DONE);
  sqlite3_finalize(st);
  const int64_t recent = last_used(1);
  ASSERT_GT(recent, old);
  {
    auto s = Make({"a.sqlite"});
    Lookup l = s->tier(0).Get(Key(2), 0);
    ASSERT_EQ(l.state, Lookup::State::kHit);
    EXPECT_EQ(l.last_used_ms, old);
    EXPECT_EQ(s->Get(Key(1)), "one");
    EXPECT_EQ(s->Get(Key(2)), "two");
    s->Drain();
  }
  EXPECT_EQ(last_used(1), recent);  // not marked again
  EXPECT_GT(last_used(2), old);     // marked
  sqlite3_close(db);
}

// A run that wrote checkpoints the store as it stops: the next process finds
// an empty WAL (it would otherwise read all of it back when it opens).
TEST_F(StoreTest, CheckpointsAfterTheRunsWrites) {
  auto s = Make({"a.sqlite"});
  for (int i = 0; i < 20; ++i) s->Put(Key(i), std::string(3000, static_cast<char>('a' + i)));
  s->Drain();
  EXPECT_GT(fs::file_size(dir_ + "/a.sqlite-wal"), 0u);
  s->Shutdown(10000);
  EXPECT_EQ(s->stats().entries_written, 20u);
  EXPECT_EQ(fs::file_size(dir_ + "/a.sqlite-wal"), 0u);
  auto again = Make({"a.sqlite"});
  EXPECT_EQ(again->Get(Key(19)), std::string(3000, 't'));
}

// A tier whose least-recently-used bookkeeping takes until it is interrupted.
class SlowTouchTier final : public Tier {
 public:
  std::string Describe() const override { return "slow"; }
  Lookup Get(std::string_view, Kind) override {
    Lookup l;
    l.state = Lookup::State::kHit;
    l.value = "v";
    return l;
  }
  base::Status Put(const std::vector<Entry>&) override { return base::Status::Ok(); }
  base::Status Touch(const std::vector<std::string>&) override {
    std::unique_lock<std::mutex> lock(mu_);
    touching_ = true;
    cv_.notify_all();
    cv_.wait_for(lock, std::chrono::seconds(30), [&] { return interrupted_; });
    return base::Status::Ok();
  }
  base::Status Remove(const std::vector<EntryKey>&) override { return base::Status::Ok(); }
  base::ErrorOr<uint64_t> Evict(uint64_t, uint64_t, const std::atomic<bool>&) override { return 0; }
  base::ErrorOr<Inventory> Count() override { return Inventory{}; }
  base::ErrorOr<uint64_t> Verify(std::string*) override { return 0; }
  base::Status Clear() override { return base::Status::Ok(); }
  void Interrupt() override {
    std::lock_guard<std::mutex> lock(mu_);
    interrupted_ = true;
    cv_.notify_all();
  }
  void WaitUntilTouching() {
    std::unique_lock<std::mutex> lock(mu_);
    cv_.wait_for(lock, std::chrono::seconds(30), [&] { return touching_; });
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  bool touching_ = false;
  bool interrupted_ = false;
};

// A run that wrote nothing does not wait at exit for the bookkeeping of its
// hits: Shutdown interrupts it instead of waiting out its budget.
TEST_F(StoreTest, ShutdownWaitsForWritesOnly) {
  auto tier = std::make_unique<SlowTouchTier>();
  SlowTouchTier* slow = tier.get();
  std::vector<std::unique_ptr<Tier>> tiers;
  tiers.push_back(std::move(tier));
  Store s(std::move(tiers), StoreOptions{});
  EXPECT_EQ(s.Get(Key(1)), "v");
  slow->WaitUntilTouching();
  const auto start = std::chrono::steady_clock::now();
  s.Shutdown(20000);
  const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(waited, 5.0);
  EXPECT_EQ(s.stats().writes_dropped, 0u);
}

}  // namespace
}  // namespace kiln::store
