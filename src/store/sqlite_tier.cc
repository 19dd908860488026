// The local tier on SQLite (sqlite_tier.h).
#include "store/sqlite_tier.h"

#include <sqlite3.h>

#include <chrono>
#include <memory>
#include <utility>

#include "base/sha256.h"
#include "store/format.h"

namespace kiln::store {

namespace {

bool IsDamage(int rc) {
  const int primary = rc & 0xff;
  return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB || primary == SQLITE_FORMAT;
}

int64_t NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// The content hash of an entry: of its key and its value, so that a value
// found under another key fails too.
std::string EntryHash(std::string_view key, std::string_view value) {
  base::Sha256 h;
  h.UpdateField(key);
  h.UpdateField(value);
  return base::DigestBytes(h.Finish());
}

base::Status Failure(sqlite3* db, int rc, std::string_view what) {
  std::string text = std::string(what) + ": " + (db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
  if (IsDamage(rc)) return base::Status::Corruption(text);
  if ((rc & 0xff) == SQLITE_FULL) return base::Status::ResourceExhausted(text);
  if ((rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_CANTOPEN || (rc & 0xff) == SQLITE_PERM) {
    return base::Status::PermissionDenied(text);
  }
  return base::Status::IOError(text);
}

// A prepared statement, reset when it goes out of scope.
class Stmt {
 public:
  // flags: sqlite3_prepare_v3's (SQLITE_PREPARE_PERSISTENT for a statement kept).
  Stmt(sqlite3* db, const char* sql, unsigned flags = 0) : db_(db) {
    rc_ = sqlite3_prepare_v3(db, sql, -1, flags, &stmt_, nullptr);
  }
  ~Stmt() { sqlite3_finalize(stmt_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  bool ok() const { return rc_ == SQLITE_OK; }
  int rc() const { return rc_; }
  sqlite3_stmt* get() { return stmt_; }
  void Blob(int i, std::string_view b) {
    sqlite3_bind_blob64(stmt_, i, b.data(), b.size(), SQLITE_STATIC);
  }
  void Int(int i, int64_t v) { sqlite3_bind_int64(stmt_, i, v); }
  int Step() { return rc_ = sqlite3_step(stmt_); }
  void Reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }
  std::string_view ColumnBlob(int i) {
    const void* p = sqlite3_column_blob(stmt_, i);
    const int n = sqlite3_column_bytes(stmt_, i);
    return p == nullptr ? std::string_view() : std::string_view(static_cast<const char*>(p), n);
  }
  int64_t ColumnInt(int i) { return sqlite3_column_int64(stmt_, i); }
  base::Status Error(std::string_view what) const { return Failure(db_, rc_, what); }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  int rc_;
};

base::Status Exec(sqlite3* db, const char* sql) {
  const int rc = sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) return Failure(db, rc, sql);
  return base::Status::Ok();
}

// A pragma or query returning one integer or text.
base::ErrorOr<int64_t> QueryInt(sqlite3* db, const char* sql) {
  Stmt s(db, sql);
  if (!s.ok()) return s.Error(sql);
  if (s.Step() != SQLITE_ROW) return s.Error(sql);
  return s.ColumnInt(0);
}

base::ErrorOr<std::string> QueryText(sqlite3* db, const char* sql) {
  Stmt s(db, sql);
  if (!s.ok()) return s.Error(sql);
  if (s.Step() != SQLITE_ROW) return s.Error(sql);
  const unsigned char* t = sqlite3_column_text(s.get(), 0);
  return std::string(t == nullptr ? "" : reinterpret_cast<const char*>(t));
}

// One transaction on the writer; rolled back unless committed.
class Transaction {
 public:
  explicit Transaction(sqlite3* db) : db_(db) {}
  ~Transaction() {
    if (open_) (void)Exec(db_, "ROLLBACK");
  }
  base::Status Begin() {
    base::Status s = Exec(db_, "BEGIN IMMEDIATE");
    open_ = s.ok();
    return s;
  }
  base::Status Commit() {
    base::Status s = Exec(db_, "COMMIT");
    if (s.ok()) open_ = false;
    return s;
  }

 private:
  sqlite3* db_;
  bool open_ = false;
};

// A store of this format has Kiln's application id and this format's version in its header.
base::Status CheckFormat(sqlite3* db, const std::string& path) {
  auto app = QueryInt(db, "PRAGMA application_id");
  if (!app.ok()) return app.status();
  auto version = QueryInt(db, "PRAGMA user_version");
  if (!version.ok()) return version.status();
  if (*app != kApplicationId || *version != kFormatVersion) {
    return base::Status::Corruption(path + " is not a store of format " + std::to_string(kFormatVersion) +
                                    " (application id " + std::to_string(*app) + ", version " +
                                    std::to_string(*version) + ")");
  }
  return base::Status::Ok();
}

}  // namespace

struct SqliteTier::Connection {
  sqlite3* db = nullptr;
  // The reader's lookup, prepared at its first use and kept: preparing it
  // for every Get (parsing the SQL) cost more than the lookup.
  std::unique_ptr<Stmt> get;
  // In a read transaction BeginReads opened (the reader only).
  bool reading = false;
  ~Connection() {
    get.reset();  // finalized before its connection closes
    if (db != nullptr) sqlite3_close_v2(db);
  }
};

SqliteTier::SqliteTier(base::Env* env, std::string path, SqliteOptions options)
    : env_(env), path_(std::move(path)), options_(options) {}

SqliteTier::~SqliteTier() { CloseConnections(); }

base::ErrorOr<std::unique_ptr<SqliteTier>> SqliteTier::Open(base::Env* env, const std::string& path,
                                                            const SqliteOptions& options) {
  std::unique_ptr<SqliteTier> tier(new SqliteTier(env, path, options));
  base::Status s = tier->OpenConnections();
  if (s.IsCorruption()) {
    s = tier->Rebuild();
  }
  if (!s.ok()) return s;
  return tier;
}

namespace {

base::ErrorOr<sqlite3*> OpenConnection(const std::string& path, int flags, int busy_ms) {
  sqlite3* db = nullptr;
  const int rc = sqlite3_open_v2(path.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    base::Status s = Failure(db, rc, "cannot open " + path);
    sqlite3_close_v2(db);
    return s;
  }
  sqlite3_extended_result_codes(db, 1);
  sqlite3_busy_timeout(db, busy_ms);
  return db;
}

}  // namespace

base::Status SqliteTier::OpenConnections() {
  // The reader's connection says whether the file is a store of this format;
  // the writer's waits for the first write (WriterReady). A file that is new,
  // empty or not in WAL mode yet is made a store with both, as a writer must.
  auto opened = OpenConnection(path_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, options_.write_busy_ms);
  if (!opened.ok()) return opened.status();
  auto reader = std::make_unique<Connection>();
  reader->db = *opened;
  sqlite3* db = reader->db;
  // Page 1 says what the file is; reading it fails on a file that is no database.
  auto tables = QueryInt(db, "SELECT count(*) FROM sqlite_schema");
  if (!tables.ok()) return tables.status();
  if (*tables == 0) {
    reader.reset();
    return OpenBoth();
  }
  if (base::Status s = CheckFormat(db, path_); !s.ok()) return s;
  auto mode = QueryText(db, "PRAGMA journal_mode");
  if (!mode.ok()) return mode.status();
  if (*mode != "wal") {
    reader.reset();
    return OpenBoth();
  }
  // A file the process may not write (the writer would open it read-only):
  // no store, as when the writer's connection could not be opened.
  if (sqlite3_db_readonly(db, "main") != 0) {
    return base::Status::PermissionDenied(path_ + ": cannot write the store (read-only)");
  }
  sqlite3_busy_timeout(db, options_.read_busy_ms);
  std::lock_guard<std::mutex> lock(interrupt_mu_);
  writer_.reset();
  reader_ = std::move(reader);
  return base::Status::Ok();
}

base::ErrorOr<std::unique_ptr<SqliteTier::Connection>> SqliteTier::OpenWriter() {
  auto opened = OpenConnection(path_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, options_.write_busy_ms);
  if (!opened.ok()) return opened.status();
  auto writer = std::make_unique<Connection>();
  writer->db = *opened;
  if (sqlite3_db_readonly(writer->db, "main") != 0) {
    return base::Status::PermissionDenied(path_ + ": cannot write the store (read-only)");
  }
  auto mode = QueryText(writer->db, "PRAGMA journal_mode=WAL");
  if (!mode.ok()) return mode.status();
  if (*mode != "wal") return base::Status::PermissionDenied(path_ + ": cannot use WAL mode (" + *mode + ")");
  if (base::Status s = Exec(writer->db, "PRAGMA synchronous=NORMAL"); !s.ok()) return s;
  return writer;
}

base::Status SqliteTier::OpenBoth() {
  auto writer = OpenConnection(path_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, options_.write_busy_ms);
  if (!writer.ok()) return writer.status();
  auto owned = std::make_unique<Connection>();
  owned->db = *writer;
  sqlite3* db = owned->db;
  auto tables = QueryInt(db, "SELECT count(*) FROM sqlite_schema");
  if (!tables.ok()) return tables.status();
  if (*tables == 0) {
    // A new (or empty) file: the first process to take the write lock creates
    // the schema; the others find it made.
    if (base::Status s = Exec(db, "PRAGMA auto_vacuum=INCREMENTAL"); !s.ok()) return s;
    auto mode = QueryText(db, "PRAGMA journal_mode=WAL");
    if (!mode.ok()) return mode.status();
    Transaction t(db);
    if (base::Status s = t.Begin(); !s.ok()) return s;
    tables = QueryInt(db, "SELECT count(*) FROM sqlite_schema");
    if (!tables.ok()) return tables.status();
    if (*tables == 0) {
      if (base::Status s = Exec(db, kSchema); !s.ok()) return s;
      const std::string ids = "PRAGMA application_id=" + std::to_string(kApplicationId) +
                              "; PRAGMA user_version=" + std::to_string(kFormatVersion);
      if (base::Status s = Exec(db, ids.c_str()); !s.ok()) return s;
    }
    if (base::Status s = t.Commit(); !s.ok()) return s;
  }
  if (base::Status s = CheckFormat(db, path_); !s.ok()) return s;
  auto mode = QueryText(db, "PRAGMA journal_mode=WAL");
  if (!mode.ok()) return mode.status();
  if (*mode != "wal") return base::Status::PermissionDenied(path_ + ": cannot use WAL mode (" + *mode + ")");
  if (base::Status s = Exec(db, "PRAGMA synchronous=NORMAL"); !s.ok()) return s;
  auto reader = OpenConnection(path_, SQLITE_OPEN_READWRITE, options_.read_busy_ms);
  if (!reader.ok()) return reader.status();
  auto owned_reader = std::make_unique<Connection>();
  owned_reader->db = *reader;
  // The reader must see the schema too (and be able to map the WAL index).
  auto check = QueryInt(owned_reader->db, "SELECT count(*) FROM sqlite_schema");
  if (!check.ok()) return check.status();
  std::lock_guard<std::mutex> lock(interrupt_mu_);
  writer_ = std::move(owned);
  reader_ = std::move(owned_reader);
  return base::Status::Ok();
}

void SqliteTier::CloseConnections() {
  std::lock_guard<std::mutex> lock(interrupt_mu_);
  reader_.reset();
  writer_.reset();
}

base::Status SqliteTier::Rebuild() {
  CloseConnections();
  for (const char* suffix : {"", "-wal", "-shm"}) {
    const std::string p = path_ + suffix;
    if (env_->FileExists(p)) {
      base::Status s = env_->RemoveFile(p);
      if (!s.ok() && !s.IsNotFound()) return s;
    }
  }
  ++rebuilds_;
  base::Status s = OpenConnections();
  if (s.ok()) damaged_ = false;
  return s;
}

base::Status SqliteTier::WriterReady() {
  if (damaged_.load() || reader_ == nullptr) {
    std::lock_guard<std::mutex> lock(read_mu_);
    if (base::Status s = Rebuild(); !s.ok()) return s;
  }
  if (writer_ != nullptr) return base::Status::Ok();
  auto writer = OpenWriter();
  if (!writer.ok()) return Note(writer.status());
  std::lock_guard<std::mutex> lock(interrupt_mu_);
  writer_ = std::move(*writer);
  return base::Status::Ok();
}

base::Status SqliteTier::Note(base::Status s) {
  if (s.IsCorruption()) damaged_ = true;
  return s;
}

Lookup SqliteTier::Get(std::string_view key, Kind /*kind: keys are distinct*/) {
  Lookup out;
  std::unique_lock<std::mutex> lock(read_mu_, std::try_to_lock);
  if (!lock.owns_lock() || reader_ == nullptr || damaged_.load()) {
    out.state = Lookup::State::kUnavailable;
    return out;
  }
  if (reader_->get == nullptr) {
    auto prepared = std::make_unique<Stmt>(
        reader_->db, "SELECT hash, value, last_used FROM entries WHERE key = ?1", SQLITE_PREPARE_PERSISTENT);
    if (!prepared->ok()) {
      (void)Note(prepared->Error("read"));
      out.state = Lookup::State::kUnavailable;
      return out;
    }
    reader_->get = std::move(prepared);
  }
  Stmt& s = *reader_->get;
  // Ready for the next Get however this one ends (the key is bound in place).
  struct Done {
    Stmt& s;
    ~Done() { s.Reset(); }
  } done{s};
  s.Blob(1, key);
  const int rc = s.Step();
  if (rc == SQLITE_DONE) {
    out.state = Lookup::State::kMiss;
  } else if (rc == SQLITE_ROW) {
    const std::string_view value = s.ColumnBlob(1);
    if (s.ColumnBlob(0) == EntryHash(key, value)) {
      out.state = Lookup::State::kHit;
      out.value.assign(value);
      out.last_used_ms = s.ColumnInt(2);
    } else {
      out.state = Lookup::State::kDamaged;
    }
  } else {
    (void)Note(s.Error("read"));
    out.state = Lookup::State::kUnavailable;
  }
  return out;
}

void SqliteTier::BeginReads() {
  // One read transaction for the Gets until EndReads: each Get on its own
  // takes and releases the WAL read lock (two fcntl calls) and checks the
  // WAL index again. A transaction that cannot begin leaves the Gets as they
  // are; one opened on a connection a rebuild replaced meanwhile ends with it.
  std::lock_guard<std::mutex> lock(read_mu_);
  if (reader_ == nullptr || damaged_.load() || reader_->reading) return;
  reader_->reading = sqlite3_exec(reader_->db, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
}

void SqliteTier::EndReads() {
  std::lock_guard<std::mutex> lock(read_mu_);
  if (reader_ == nullptr || !reader_->reading) return;
  reader_->reading = false;
  if (sqlite3_exec(reader_->db, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK) {
    (void)sqlite3_exec(reader_->db, "ROLLBACK", nullptr, nullptr, nullptr);
  }
}

base::Status SqliteTier::Put(const std::vector<Entry>& entries) {
  std::lock_guard<std::mutex> lock(write_mu_);
  if (base::Status s = WriterReady(); !s.ok()) return s;
  sqlite3* db = writer_->db;
  Transaction t(db);
  if (base::Status s = t.Begin(); !s.ok()) return Note(s);
  Stmt insert(db,
              "INSERT OR REPLACE INTO entries(key, hash, size, last_used, value) "
              "VALUES(?1, ?2, ?3, ?4, ?5)");
  if (!insert.ok()) return Note(insert.Error("write"));
  const int64_t now = NowMs();
  for (const Entry& e : entries) {
    const std::string hash = EntryHash(e.key, e.value);
    insert.Blob(1, e.key);
    insert.Blob(2, hash);
    insert.Int(3, static_cast<int64_t>(e.value.size()));
    insert.Int(4, now);
    insert.Blob(5, e.value);
    if (insert.Step() != SQLITE_DONE) return Note(insert.Error("write"));
    insert.Reset();
  }
  return Note(t.Commit());
}

base::Status SqliteTier::Touch(const std::vector<std::string>& keys) {
  std::lock_guard<std::mutex> lock(write_mu_);
  if (base::Status s = WriterReady(); !s.ok()) return s;
  sqlite3* db = writer_->db;
  Transaction t(db);
  if (base::Status s = t.Begin(); !s.ok()) return Note(s);
  Stmt update(db, "UPDATE entries SET last_used = ?1 WHERE key = ?2 AND last_used < ?1");
  if (!update.ok()) return Note(update.Error("touch"));
  const int64_t now = NowMs();
  for (const std::string& k : keys) {
    update.Int(1, now);
    update.Blob(2, k);
    if (update.Step() != SQLITE_DONE) return Note(update.Error("touch"));
    update.Reset();
  }
  return Note(t.Commit());
}

base::Status SqliteTier::Remove(const std::vector<EntryKey>& keys) {
  std::lock_guard<std::mutex> lock(write_mu_);
  if (base::Status s = WriterReady(); !s.ok()) return s;
  sqlite3* db = writer_->db;
  Transaction t(db);
  if (base::Status s = t.Begin(); !s.ok()) return Note(s);
  Stmt del(db, "DELETE FROM entries WHERE key = ?1");
  if (!del.ok()) return Note(del.Error("remove"));
  for (const EntryKey& k : keys) {
    del.Blob(1, k.key);
    if (del.Step() != SQLITE_DONE) return Note(del.Error("remove"));
    del.Reset();
  }
  return Note(t.Commit());
}

base::ErrorOr<uint64_t> SqliteTier::Evict(uint64_t cap, uint64_t target, const std::atomic<bool>& stop) {
  std::lock_guard<std::mutex> lock(write_mu_);
  // The values are inside the file and its WAL: files no larger than the cap
  // hold no more than it, and the sum is not read (it runs once per run; nor
  // is the writer's connection opened for it).
  if (FileBytes() <= cap) return uint64_t{0};
  if (base::Status s = WriterReady(); !s.ok()) return s;
  sqlite3* db = writer_->db;
  auto total = QueryInt(db, "SELECT COALESCE(SUM(size), 0) FROM entries");
  if (!total.ok()) return Note(total.status());
  if (static_cast<uint64_t>(*total) <= cap) return uint64_t{0};
  uint64_t left = static_cast<uint64_t>(*total);
  uint64_t removed = 0;
  while (left > target && !stop.load()) {
    Transaction t(db);
    if (base::Status s = t.Begin(); !s.ok()) return Note(s);
    Stmt oldest(db, "SELECT key, size FROM entries ORDER BY last_used, key LIMIT ?1");
    Stmt del(db, "DELETE FROM entries WHERE key = ?1");
    if (!oldest.ok()) return Note(oldest.Error("evict"));
    if (!del.ok()) return Note(del.Error("evict"));
    oldest.Int(1, kEvictBatch);
    std::vector<std::pair<std::string, uint64_t>> batch;
    int rc;
    while ((rc = oldest.Step()) == SQLITE_ROW) {
      batch.emplace_back(std::string(oldest.ColumnBlob(0)), static_cast<uint64_t>(oldest.ColumnInt(1)));
    }
    if (rc != SQLITE_DONE) return Note(oldest.Error("evict"));
    if (batch.empty()) break;
    for (const auto& [key, size] : batch) {
      if (left <= target) break;
      del.Blob(1, key);
      if (del.Step() != SQLITE_DONE) return Note(del.Error("evict"));
      del.Reset();
      left -= std::min(left, size);
      removed += size;
    }
    if (base::Status s = t.Commit(); !s.ok()) return Note(s);
  }
  // Give the freed pages back to the file system.
  (void)Exec(db, "PRAGMA incremental_vacuum");
  return removed;
}

uint64_t SqliteTier::FileBytes() const {
  uint64_t bytes = 0;
  for (const char* suffix : {"", "-wal"}) {
    auto st = env_->Stat(path_ + suffix);
    if (st.ok()) bytes += st->size;
  }
  return bytes;
}

void SqliteTier::Checkpoint() {
  std::lock_guard<std::mutex> lock(write_mu_);
  if (writer_ == nullptr || damaged_.load()) return;
  sqlite3* db = writer_->db;
  // Other processes' reads are short: wait for them only briefly, and leave
  // the log as it is when they do not end (the next writer's checkpoint, or
  // SQLite's own at 1000 pages, folds it in).
  sqlite3_busy_timeout(db, kCheckpointBusyMs);
  (void)sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_TRUNCATE, nullptr, nullptr);
  sqlite3_busy_timeout(db, options_.write_busy_ms);
}

base::ErrorOr<Inventory> SqliteTier::Count() {
  std::lock_guard<std::mutex> lock(write_mu_);
  if (base::Status s = WriterReady(); !s.ok()) return s;
  Inventory inv;
  Stmt s(writer_->db, "SELECT count(*), COALESCE(SUM(size), 0) FROM entries");
  if (!s.ok()) return Note(s.Error("count"));
  if (s.Step() != SQLITE_ROW) return Note(s.Error("count"));
  inv.entries = static_cast<uint64_t>(s.ColumnInt(0));
  inv.bytes = static_cast<uint64_t>(s.ColumnInt(1));
  inv.file_bytes = FileBytes();
  return inv;
}

base::ErrorOr<uint64_t> SqliteTier::Verify(std::string* detail) {
  std::lock_guard<std::mutex> lock(write_mu_);
  if (base::Status s = WriterReady(); !s.ok()) return s;
  sqlite3* db = writer_->db;
  auto check = QueryText(db, "PRAGMA quick_check");
  if (!check.ok()) return Note(check.status());
  if (*check != "ok") {
    damaged_ = true;
    return base::Status::Corruption(path_ + ": " + *check);
  }
  std::vector<int64_t> bad;  // rowids: whatever the damage did to the key
  {
    Stmt all(db, "SELECT rowid, key, hash, value FROM entries");
    if (!all.ok()) return Note(all.Error("verify"));
    int rc;
    while ((rc = all.Step()) == SQLITE_ROW) {
      if (all.ColumnBlob(2) != EntryHash(all.ColumnBlob(1), all.ColumnBlob(3))) {
        bad.push_back(all.ColumnInt(0));
      }
    }
    if (rc != SQLITE_DONE) return Note(all.Error("verify"));
  }
  if (!bad.empty()) {
    if (detail != nullptr) {
      *detail = std::to_string(bad.size()) + " entries failed their content hash (removed)";
    }
    Transaction t(db);
    if (base::Status s = t.Begin(); !s.ok()) return Note(s);
    Stmt del(db, "DELETE FROM entries WHERE rowid = ?1");
    for (int64_t rowid : bad) {
      del.Int(1, rowid);
      if (del.Step() != SQLITE_DONE) return Note(del.Error("verify"));
      del.Reset();
    }
    if (base::Status s = t.Commit(); !s.ok()) return Note(s);
  }
  return static_cast<uint64_t>(bad.size());
}

base::Status SqliteTier::Clear() {
  std::lock_guard<std::mutex> lock(write_mu_);
  if (base::Status s = WriterReady(); !s.ok()) return s;
  sqlite3* db = writer_->db;
  if (base::Status s = Exec(db, "DELETE FROM entries"); !s.ok()) return Note(s);
  (void)Exec(db, "PRAGMA incremental_vacuum");
  (void)Exec(db, "PRAGMA wal_checkpoint(TRUNCATE)");
  return base::Status::Ok();
}

void SqliteTier::Interrupt() {
  // sqlite3_interrupt may be called from any thread while the connection is open.
  std::lock_guard<std::mutex> lock(interrupt_mu_);
  if (writer_ != nullptr) sqlite3_interrupt(writer_->db);
}

}  // namespace kiln::store
