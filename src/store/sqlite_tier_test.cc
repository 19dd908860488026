// The SQLite tier on real files: round trips, damage of every kind, eviction,
// many threads and processes at once, an unwritable folder.
#include "store/sqlite_tier.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "base/sha256.h"
#include "store/format.h"

namespace kiln::store {
namespace {

namespace fs = std::filesystem;

class SqliteTierTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "kiln-store-XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
    path_ = dir_ + "/native.sqlite";
  }
  void TearDown() override {
    std::error_code ec;
    fs::permissions(dir_, fs::perms::owner_all, ec);
    fs::remove_all(dir_, ec);
  }
  std::unique_ptr<SqliteTier> OpenOrDie() {
    auto t = SqliteTier::Open(base::Env::Default(), path_);
    EXPECT_TRUE(t.ok()) << t.status().ToString();
    return t.ok() ? std::move(*t) : nullptr;
  }
  static std::string Key(int i) { return base::DigestBytes(base::Sha256Of("key" + std::to_string(i))); }
  static std::string Value(int i, size_t n = 100) {
    std::string v(n, '\0');
    for (size_t j = 0; j < n; ++j) v[j] = static_cast<char>((i * 31 + j * 7) & 0xff);
    return v;
  }
  // Runs SQL on the file directly, as another program would.
  void RawExec(const std::string& sql) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path_.c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err), SQLITE_OK) << (err ? err : "");
    sqlite3_free(err);
    sqlite3_close(db);
  }
  std::string dir_;
  std::string path_;
};

TEST_F(SqliteTierTest, PutThenGetAcrossOpens) {
  {
    auto t = OpenOrDie();
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kMiss);
    ASSERT_TRUE(t->Put({{Key(1), Value(1)}, {Key(2), Value(2, 100000)}}).ok());
    Lookup l = t->Get(Key(2));
    ASSERT_EQ(l.state, Lookup::State::kHit);
    EXPECT_EQ(l.value, Value(2, 100000));
  }
  auto t = OpenOrDie();
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->rebuilds(), 0);
  Lookup l = t->Get(Key(1));
  ASSERT_EQ(l.state, Lookup::State::kHit);
  EXPECT_EQ(l.value, Value(1));
  auto inv = t->Count();
  ASSERT_TRUE(inv.ok());
  EXPECT_EQ(inv->entries, 2u);
  EXPECT_EQ(inv->bytes, 100100u);
  // WAL mode, format and application id as the format says.
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path_.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* s = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &s, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(s), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)), "wal");
  sqlite3_finalize(s);
  sqlite3_close(db);
}

// Gets between BeginReads and EndReads answer from one snapshot: a value
// written meanwhile is seen after EndReads, never a torn or wrong one; a
// value damaged in the file is still reported damaged inside a batch.
TEST_F(SqliteTierTest, ReadsInOneSnapshot) {
  auto t = OpenOrDie();
  ASSERT_NE(t, nullptr);
  ASSERT_TRUE(t->Put({{Key(1), Value(1)}}).ok());
  t->BeginReads();
  Lookup l = t->Get(Key(1));
  ASSERT_EQ(l.state, Lookup::State::kHit);
  EXPECT_EQ(l.value, Value(1));
  EXPECT_EQ(t->Get(Key(2)).state, Lookup::State::kMiss);
  ASSERT_TRUE(t->Put({{Key(2), Value(2, 5000)}}).ok());  // the writer's connection
  EXPECT_EQ(t->Get(Key(2)).state, Lookup::State::kMiss);
  t->EndReads();
  l = t->Get(Key(2));
  ASSERT_EQ(l.state, Lookup::State::kHit);
  EXPECT_EQ(l.value, Value(2, 5000));
  // Another batch, and a value damaged behind the store's back.
  RawExec("UPDATE entries SET value = zeroblob(100)");
  t->BeginReads();
  EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kDamaged);
  t->EndReads();
  t->EndReads();  // unbalanced: nothing to end
  EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kDamaged);
}

TEST_F(SqliteTierTest, GarbageFileIsRebuilt) {
  {
    std::ofstream f(path_, std::ios::binary);
    for (int i = 0; i < 10000; ++i) f.put(static_cast<char>(i * 13));
  }
  auto t = OpenOrDie();
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->rebuilds(), 1);
  EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kMiss);
  ASSERT_TRUE(t->Put({{Key(1), Value(1)}}).ok());
  EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kHit);
}

TEST_F(SqliteTierTest, TruncatedFileNeverReturnsWrongValues) {
  for (int part : {2, 7, -100, 0}) {
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path_ + suffix);
    {
      auto t = OpenOrDie();
      std::vector<Entry> entries;
      for (int i = 0; i < 200; ++i) entries.push_back({Key(i), Value(i, 3000)});
      ASSERT_TRUE(t->Put(entries).ok());
      RawExec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const auto size = fs::file_size(path_);
    const uintmax_t cut = part > 0 ? size / part : part < 0 ? uintmax_t(-part) : 0;
    fs::resize_file(path_, cut);
    auto opened = SqliteTier::Open(base::Env::Default(), path_);
    ASSERT_TRUE(opened.ok()) << cut << ": " << opened.status().ToString();
    SqliteTier& t = **opened;
    int hits = 0;
    for (int i = 0; i < 200; ++i) {
      Lookup l = t.Get(Key(i));
      if (l.state == Lookup::State::kHit) {
        ++hits;
        EXPECT_EQ(l.value, Value(i, 3000)) << cut;
      }
    }
    EXPECT_LT(hits, 200) << cut;
    // A write repairs whatever the reads found damaged.
    ASSERT_TRUE(t.Put({{Key(1000), Value(1000)}}).ok()) << cut;
    EXPECT_EQ(t.Get(Key(1000)).state, Lookup::State::kHit) << cut;
  }
}

TEST_F(SqliteTierTest, OtherFormatsAndProgramsAreRebuilt) {
  for (const char* sql : {"PRAGMA user_version=99",
                          "PRAGMA application_id=12345",
                          "DROP TABLE entries; CREATE TABLE other(x); PRAGMA application_id=0"}) {
    {
      auto t = OpenOrDie();
      ASSERT_TRUE(t->Put({{Key(1), Value(1)}}).ok());
    }
    RawExec(sql);
    auto t = OpenOrDie();
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->rebuilds(), 1) << sql;
    EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kMiss) << sql;
  }
}

TEST_F(SqliteTierTest, DamagedValueIsReportedNeverReturned) {
  auto t = OpenOrDie();
  ASSERT_TRUE(t->Put({{Key(1), Value(1)}, {Key(2), Value(2)}}).ok());
  // One byte of the value changed, its hash not.
  RawExec("UPDATE entries SET value = X'00' || substr(value, 2) WHERE size = 100 AND "
          "key = (SELECT key FROM entries ORDER BY key LIMIT 1)");
  int damaged = 0, hits = 0;
  for (int i : {1, 2}) {
    Lookup l = t->Get(Key(i));
    if (l.state == Lookup::State::kDamaged) ++damaged;
    if (l.state == Lookup::State::kHit) {
      ++hits;
      EXPECT_EQ(l.value, Value(i));
    }
  }
  EXPECT_EQ(damaged, 1);
  EXPECT_EQ(hits, 1);
  // A value moved under another key fails too (the hash covers the key).
  RawExec("UPDATE entries SET key = key || X'00'");
  std::string detail;
  auto bad = t->Verify(&detail);
  ASSERT_TRUE(bad.ok()) << bad.status().ToString();
  EXPECT_EQ(*bad, 2u) << detail;
  EXPECT_EQ(t->Count()->entries, 0u);
}

TEST_F(SqliteTierTest, EvictsLeastRecentlyUsedDownToTarget) {
  auto t = OpenOrDie();
  for (int i = 0; i < 100; ++i) {
    ASSERT_TRUE(t->Put({{Key(i), Value(i, 1000)}}).ok());
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  // Key 0, the oldest, is used again: it stays.
  ASSERT_TRUE(t->Touch({Key(0)}).ok());
  std::atomic<bool> stop{false};
  auto removed = t->Evict(50000, 45000, stop);
  ASSERT_TRUE(removed.ok()) << removed.status().ToString();
  EXPECT_EQ(*removed, 55000u);
  EXPECT_EQ(t->Count()->bytes, 45000u);
  EXPECT_EQ(t->Get(Key(0)).state, Lookup::State::kHit);
  EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kMiss);
  EXPECT_EQ(t->Get(Key(99)).state, Lookup::State::kHit);
  // Under the cap: nothing to do.
  EXPECT_EQ(*t->Evict(50000, 45000, stop), 0u);
  // Stopped: nothing removed.
  stop = true;
  EXPECT_EQ(*t->Evict(1000, 0, stop), 0u);
}

TEST_F(SqliteTierTest, UnwritableFolderMeansNoStore) {
  // As root permissions do not stop writes: a file where the folder should be does.
  const std::string blocked = dir_ + "/blocked";
  { std::ofstream f(blocked); }
  auto t = SqliteTier::Open(base::Env::Default(), blocked + "/native.sqlite");
  EXPECT_FALSE(t.ok());
  if (geteuid() != 0) {
    // A store made earlier, then its folder made read-only.
    { auto made = OpenOrDie(); ASSERT_TRUE(made->Put({{Key(1), Value(1)}}).ok()); }
    fs::remove(path_ + "-wal");
    fs::remove(path_ + "-shm");
    fs::permissions(dir_, fs::perms::owner_read | fs::perms::owner_exec);
    auto ro = SqliteTier::Open(base::Env::Default(), path_);
    EXPECT_FALSE(ro.ok());
  }
}

TEST_F(SqliteTierTest, ManyThreadsAtOnce) {
  ASSERT_NE(OpenOrDie(), nullptr);
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int w = 0; w < 4; ++w) {
    threads.emplace_back([&, w] {
      auto t = SqliteTier::Open(base::Env::Default(), path_);
      if (!t.ok()) {
        ++failures;
        return;
      }
      for (int i = 0; i < 50; ++i) {
        const int k = w * 1000 + i;
        if (!(*t)->Put({{Key(k), Value(k)}}).ok()) ++failures;
        Lookup l = (*t)->Get(Key(k));
        if (l.state == Lookup::State::kHit && l.value != Value(k)) ++failures;
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(OpenOrDie()->Count()->entries, 200u);
}

TEST_F(SqliteTierTest, ManyProcessesAtOnceOnANewFile) {
  // No file yet: the processes race to create it too.
  std::vector<pid_t> children;
  for (int w = 0; w < 6; ++w) {
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      int bad = 0;
      auto t = SqliteTier::Open(base::Env::Default(), path_);
      if (!t.ok()) _exit(2);
      for (int i = 0; i < 40; ++i) {
        const int k = w * 1000 + i;
        if (!(*t)->Put({{Key(k), Value(k, 2000)}}).ok()) ++bad;
        for (int other = 0; other < 6; ++other) {
          Lookup l = (*t)->Get(Key(other * 1000 + i));
          if (l.state == Lookup::State::kHit && l.value != Value(other * 1000 + i, 2000)) ++bad;
          if (l.state == Lookup::State::kDamaged) ++bad;
        }
      }
      _exit(bad == 0 ? 0 : 1);
    }
    children.push_back(pid);
  }
  for (pid_t pid : children) {
    int status = 0;
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  }
  auto t = OpenOrDie();
  EXPECT_EQ(t->rebuilds(), 0);
  EXPECT_EQ(t->Count()->entries, 240u);
  std::string detail;
  EXPECT_EQ(*t->Verify(&detail), 0u) << detail;
}

TEST_F(SqliteTierTest, ClearEmptiesTheStore) {
  auto t = OpenOrDie();
  ASSERT_TRUE(t->Put({{Key(1), Value(1)}, {Key(2), Value(2)}}).ok());
  ASSERT_TRUE(t->Clear().ok());
  EXPECT_EQ(t->Count()->entries, 0u);
  EXPECT_EQ(t->Get(Key(1)).state, Lookup::State::kMiss);
}

}  // namespace
}  // namespace kiln::store
