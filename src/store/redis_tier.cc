// The shared tier on Redis, through hiredis's blocking API with timeouts
// (redis_tier.h).
#include "store/redis_tier.h"

#include <hiredis/hiredis.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <cctype>
#include <chrono>
#include <cerrno>
#include <utility>

#include "store/remote_entry.h"
#include "store/resolve.h"

namespace kiln::store {

namespace {

timeval Tv(int ms) {
  timeval tv{};
  tv.tv_sec = ms / 1000;
  tv.tv_usec = static_cast<suseconds_t>((ms % 1000) * 1000);
  return tv;
}

// A write to a connection the server closed raises SIGPIPE, which would end
// the process: it is blocked on this thread while the tier talks to the
// server, and one raised meanwhile is taken before unblocking.
class SigpipeGuard {
 public:
  SigpipeGuard() {
    sigemptyset(&set_);
    sigaddset(&set_, SIGPIPE);
    sigset_t pending;
    sigemptyset(&pending);
    sigpending(&pending);
    was_pending_ = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &set_, &old_);
  }
  ~SigpipeGuard() {
    if (!was_pending_) {
      sigset_t pending;
      sigemptyset(&pending);
      sigpending(&pending);
      if (sigismember(&pending, SIGPIPE) == 1) {
        const timespec zero{0, 0};
        while (sigtimedwait(&set_, nullptr, &zero) < 0 && errno == EINTR) {
        }
      }
    }
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }
  SigpipeGuard(const SigpipeGuard&) = delete;
  SigpipeGuard& operator=(const SigpipeGuard&) = delete;

 private:
  sigset_t set_;
  sigset_t old_;
  bool was_pending_ = false;
};

struct ReplyFree {
  void operator()(redisReply* r) const { freeReplyObject(r); }
};
using Reply = std::unique_ptr<redisReply, ReplyFree>;

Reply Command(redisContext* c, int argc, const char** argv, const size_t* lens) {
  return Reply(static_cast<redisReply*>(redisCommandArgv(c, argc, argv, lens)));
}

bool IsOk(const redisReply* r) {
  return r != nullptr && r->type == REDIS_REPLY_STATUS && std::string_view(r->str, r->len) == "OK";
}

std::string ReplyText(const redisReply* r) {
  if (r == nullptr) return "no answer";
  if (r->type == REDIS_REPLY_ERROR || r->type == REDIS_REPLY_STATUS) return std::string(r->str, r->len);
  return "an answer of type " + std::to_string(r->type);
}

bool ParsePort(std::string_view text, int* out) {
  if (text.empty() || text.size() > 5) return false;
  int v = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    v = v * 10 + (c - '0');
  }
  if (v < 1 || v > 65535) return false;
  *out = v;
  return true;
}

}  // namespace

std::string RedisAddress::Describe() const {
  std::string out = "redis://";
  if (!user.empty() || !password.empty()) out += (user.empty() ? "" : user) + ":***@";
  out += host.find(':') != std::string::npos ? "[" + host + "]" : host;
  out += ":" + std::to_string(port) + "/" + std::to_string(db);
  return out;
}

base::ErrorOr<RedisAddress> ParseRedisUrl(std::string_view url) {
  auto bad = [&](std::string_view why) {
    return base::Status::InvalidArgument("KILN_REMOTE_CACHE: " + std::string(why) +
                                         " (want redis://[[user]:password@]host[:port][/db])");
  };
  static constexpr std::string_view kScheme = "redis://";
  if (url.substr(0, 9) == "rediss://") return bad("TLS (rediss://) is not supported");
  if (url.substr(0, kScheme.size()) != kScheme) return bad("not a redis:// URL");
  std::string_view rest = url.substr(kScheme.size());
  RedisAddress a;
  const size_t slash = rest.find('/');
  std::string_view authority = rest.substr(0, slash);
  if (slash != std::string_view::npos) {
    std::string_view db = rest.substr(slash + 1);
    if (!db.empty()) {
      int v = 0;
      if (db.size() > 4) return bad("database number out of range");
      for (char c : db) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return bad("the database must be a number");
        v = v * 10 + (c - '0');
      }
      a.db = v;
    }
  }
  const size_t at = authority.rfind('@');
  if (at != std::string_view::npos) {
    std::string_view info = authority.substr(0, at);
    authority = authority.substr(at + 1);
    const size_t colon = info.find(':');
    if (colon == std::string_view::npos) {
      a.password = std::string(info);
    } else {
      a.user = std::string(info.substr(0, colon));
      a.password = std::string(info.substr(colon + 1));
    }
  }
  std::string_view host = authority;
  if (!authority.empty() && authority[0] == '[') {
    const size_t close = authority.find(']');
    if (close == std::string_view::npos) return bad("unclosed [ in the host");
    host = authority.substr(1, close - 1);
    std::string_view after = authority.substr(close + 1);
    if (!after.empty()) {
      if (after[0] != ':' || !ParsePort(after.substr(1), &a.port)) return bad("bad port");
    }
  } else {
    const size_t colon = authority.rfind(':');
    if (colon != std::string_view::npos) {
      host = authority.substr(0, colon);
      if (!ParsePort(authority.substr(colon + 1), &a.port)) return bad("bad port");
    }
  }
  if (host.empty()) return bad("no host");
  a.host = std::string(host);
  return a;
}

struct RedisTier::Connection {
  redisContext* ctx = nullptr;
  std::mutex fd_mu;  // fd against Interrupt from another thread
  int fd = -1;
  ~Connection() { Close(); }
  void Close() {
    {
      std::lock_guard<std::mutex> lock(fd_mu);
      fd = -1;
    }
    if (ctx != nullptr) redisFree(ctx);
    ctx = nullptr;
  }
};

RedisTier::RedisTier(RedisAddress address, RemoteOptions options)
    : address_(std::move(address)),
      options_(std::move(options)),
      reader_(std::make_unique<Connection>()),
      writer_(std::make_unique<Connection>()) {
  stats_.kinds.resize(options_.namespaces.size());
}

RedisTier::~RedisTier() = default;

void RedisTier::Fail(std::string why) {
  std::lock_guard<std::mutex> lock(stats_mu_);
  ++stats_.errors;
  if (!stats_.off) {
    stats_.off = true;
    stats_.off_reason = std::move(why);
  }
  off_ = true;
}

bool RedisTier::Ready(Connection& c) {
  if (off_) return false;
  if (c.ctx != nullptr) return true;
  SigpipeGuard guard;
  // A host name is resolved first, within the connect timeout (resolve.h);
  // then each address is tried in the resolver's order.
  auto addresses = ResolveWithin(address_.host, options_.connect_timeout_ms, options_.resolver);
  if (!addresses.ok()) {
    Fail("connect: " + addresses.status().message());
    return false;
  }
  redisContext* ctx = nullptr;
  std::string error;
  for (const std::string& at : *addresses) {
    ctx = redisConnectWithTimeout(at.c_str(), address_.port, Tv(options_.connect_timeout_ms));
    if (ctx == nullptr) {
      Fail("connect: out of memory");
      return false;
    }
    if (ctx->err == 0) break;
    error = ctx->errstr;
    redisFree(ctx);
    ctx = nullptr;
  }
  if (ctx == nullptr) {
    Fail("connect: " + error);
    return false;
  }
  c.ctx = ctx;
  if (redisSetTimeout(ctx, Tv(options_.timeout_ms)) != REDIS_OK) {
    Fail("setting the timeout: " + std::string(ctx->errstr));
    c.Close();
    return false;
  }
  auto step = [&](std::vector<std::string> args, std::string_view what) {
    std::vector<const char*> argv;
    std::vector<size_t> lens;
    for (const std::string& a : args) {
      argv.push_back(a.data());
      lens.push_back(a.size());
    }
    Reply r = Command(ctx, static_cast<int>(argv.size()), argv.data(), lens.data());
    if (IsOk(r.get())) return true;
    Fail(std::string(what) + ": " + (r == nullptr ? std::string(ctx->errstr) : ReplyText(r.get())));
    c.Close();
    return false;
  };
  if (!address_.password.empty()) {
    std::vector<std::string> args = {"AUTH"};
    if (!address_.user.empty()) args.push_back(address_.user);
    args.push_back(address_.password);
    if (!step(args, "AUTH")) return false;
  }
  if (address_.db != 0 && !step({"SELECT", std::to_string(address_.db)}, "SELECT")) return false;
  std::lock_guard<std::mutex> lock(c.fd_mu);
  c.fd = ctx->fd;
  return true;
}

Lookup RedisTier::Get(std::string_view key, Kind kind) {
  if (!options_.read || kind >= options_.namespaces.size()) return Lookup{};  // a miss
  const auto start = std::chrono::steady_clock::now();
  Lookup out = Fetch(key, kind);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::lock_guard<std::mutex> lock(stats_mu_);
  stats_.read_ms += ms;
  return out;
}

Lookup RedisTier::Fetch(std::string_view key, Kind kind) {
  const std::string& ns = options_.namespaces[kind];
  Lookup out;
  std::lock_guard<std::mutex> lock(read_mu_);
  if (!Ready(*reader_)) {
    out.state = Lookup::State::kUnavailable;
    return out;
  }
  const std::string rkey = RemoteKey(ns, key);
  if (unusable_.count(rkey) != 0) return out;  // a miss, counted the first time
  // At most one byte more than the largest envelope: a bigger value is not
  // downloaded whole.
  const std::string last = std::to_string(kRemoteHeaderBytes + kMaxRemoteValueBytes);
  const char* argv[] = {"GETRANGE", rkey.data(), "0", last.data()};
  const size_t lens[] = {8, rkey.size(), 1, last.size()};
  Reply r;
  {
    SigpipeGuard guard;
    r = Command(reader_->ctx, 4, argv, lens);
  }
  if (r == nullptr) {
    Fail("read: " + std::string(reader_->ctx->errstr));
    reader_->Close();
    out.state = Lookup::State::kUnavailable;
    return out;
  }
  if (r->type != REDIS_REPLY_STRING && r->type != REDIS_REPLY_NIL && r->type != REDIS_REPLY_ERROR) {
    // Not what Redis answers to GETRANGE: not a Redis server.
    Fail("read: unexpected " + ReplyText(r.get()));
    reader_->Close();
    out.state = Lookup::State::kUnavailable;
    return out;
  }
  if (r->type == REDIS_REPLY_ERROR) {
    // A key of another type (WRONGTYPE) holds no entry: damaged. Any other
    // error (loading, out of memory) is the server's: a miss.
    std::lock_guard<std::mutex> stats_lock(stats_mu_);
    if (std::string_view(r->str, r->len).substr(0, 9) == "WRONGTYPE") {
      ++stats_.kinds[kind].damaged;
      unusable_.insert(rkey);
      out.state = Lookup::State::kDamaged;
    } else {
      ++stats_.errors;
      out.state = Lookup::State::kUnavailable;
    }
    return out;
  }
  if (r->type == REDIS_REPLY_NIL || r->len == 0) {  // GETRANGE of no key is ""
    std::lock_guard<std::mutex> stats_lock(stats_mu_);
    ++stats_.kinds[kind].misses;
    return out;
  }
  Decoded d = DecodeRemoteValue(ns, key, std::string_view(r->str, r->len), options_.trusted.get());
  std::lock_guard<std::mutex> stats_lock(stats_mu_);
  RemoteCounts& counts = stats_.kinds[kind];
  counts.bytes_down += r->len;
  switch (d.verdict) {
    case Decoded::Verdict::kOk:
      ++counts.hits;
      out.state = Lookup::State::kHit;
      out.value = std::move(d.value);
      break;
    case Decoded::Verdict::kDamaged:
      ++counts.damaged;
      unusable_.insert(rkey);
      out.state = Lookup::State::kDamaged;
      break;
    case Decoded::Verdict::kUnsigned:
    case Decoded::Verdict::kBadSignature:
      ++counts.rejected;
      unusable_.insert(rkey);
      out.state = Lookup::State::kMiss;
      break;
  }
  return out;
}

// Sends every command of `commands` at once (a pipeline) and reads the
// answers; false (and the tier off) when the connection fails.
namespace {
struct Pipelined {
  bool ok = true;
  std::string error;       // the connection's failure
  std::vector<Reply> replies;
};
Pipelined Pipeline(redisContext* ctx, const std::vector<std::vector<std::string_view>>& commands) {
  Pipelined p;
  SigpipeGuard guard;
  for (const auto& cmd : commands) {
    std::vector<const char*> argv;
    std::vector<size_t> lens;
    for (std::string_view a : cmd) {
      argv.push_back(a.data());
      lens.push_back(a.size());
    }
    if (redisAppendCommandArgv(ctx, static_cast<int>(argv.size()), argv.data(), lens.data()) != REDIS_OK) {
      p.ok = false;
      p.error = ctx->errstr;
      return p;
    }
  }
  for (size_t i = 0; i < commands.size(); ++i) {
    void* reply = nullptr;
    if (redisGetReply(ctx, &reply) != REDIS_OK || reply == nullptr) {
      p.ok = false;
      p.error = ctx->errstr;
      return p;
    }
    p.replies.emplace_back(static_cast<redisReply*>(reply));
  }
  return p;
}
}  // namespace

base::Status RedisTier::Put(const std::vector<Entry>& entries) {
  if (!options_.write || entries.empty()) return base::Status::Ok();
  std::lock_guard<std::mutex> lock(write_mu_);
  if (interrupted_ || !Ready(*writer_)) return base::Status::IOError("the shared tier is off");
  EncodeOptions encode;
  encode.compress = options_.compress;
  encode.signer = options_.signer.get();
  std::vector<std::string> keys, values;
  std::vector<Kind> kinds;
  for (const Entry& e : entries) {
    if (e.kind >= options_.namespaces.size()) continue;  // a kind this tier does not share
    const std::string& ns = options_.namespaces[e.kind];
    auto v = EncodeRemoteValue(ns, e.key, e.value, encode);
    if (!v.ok()) {
      std::lock_guard<std::mutex> stats_lock(stats_mu_);
      ++stats_.errors;
      continue;
    }
    keys.push_back(RemoteKey(ns, e.key));
    values.push_back(std::move(*v));
    kinds.push_back(e.kind);
  }
  if (keys.empty()) return base::Status::Ok();
  std::vector<std::vector<std::string_view>> commands;
  for (size_t i = 0; i < keys.size(); ++i) commands.push_back({"SET", keys[i], values[i]});
  Pipelined p = Pipeline(writer_->ctx, commands);
  if (!p.ok) {
    if (!interrupted_) Fail("write: " + p.error);  // else: cut short at exit
    writer_->Close();
    return base::Status::IOError("the shared tier is off: " + p.error);
  }
  std::string first_error;
  std::lock_guard<std::mutex> stats_lock(stats_mu_);
  for (size_t i = 0; i < p.replies.size(); ++i) {
    if (IsOk(p.replies[i].get())) {
      ++stats_.kinds[kinds[i]].entries_up;
      stats_.kinds[kinds[i]].bytes_up += values[i].size();
    } else {
      // Refused (out of memory under `noeviction`, read-only replica): the
      // entry is not shared; the tier stays on.
      ++stats_.errors;
      if (first_error.empty()) first_error = ReplyText(p.replies[i].get());
    }
  }
  if (!first_error.empty()) return base::Status::IOError("the server refused a write: " + first_error);
  return base::Status::Ok();
}

base::Status RedisTier::Remove(const std::vector<EntryKey>& keys) {
  if (!options_.write || keys.empty()) return base::Status::Ok();
  std::lock_guard<std::mutex> lock(write_mu_);
  if (interrupted_ || !Ready(*writer_)) return base::Status::IOError("the shared tier is off");
  std::vector<std::string> rkeys;
  for (const EntryKey& k : keys) {
    if (k.kind < options_.namespaces.size()) rkeys.push_back(RemoteKey(options_.namespaces[k.kind], k.key));
  }
  if (rkeys.empty()) return base::Status::Ok();
  std::vector<std::vector<std::string_view>> commands;
  for (const std::string& k : rkeys) commands.push_back({"DEL", k});
  Pipelined p = Pipeline(writer_->ctx, commands);
  if (!p.ok) {
    if (!interrupted_) Fail("write: " + p.error);  // else: cut short at exit
    writer_->Close();
    return base::Status::IOError("the shared tier is off: " + p.error);
  }
  return base::Status::Ok();
}

base::ErrorOr<Inventory> RedisTier::Count() {
  return base::Status::Unsupported("the shared tier's keys are not counted (the server may hold millions)");
}

base::ErrorOr<uint64_t> RedisTier::Verify(std::string* detail) {
  (void)detail;
  return base::Status::Unsupported("the shared tier is checked entry by entry as it is read");
}

base::Status RedisTier::Clear() {
  return base::Status::Unsupported("the shared tier is never flushed by a client");
}

void RedisTier::Interrupt() {
  interrupted_ = true;
  std::lock_guard<std::mutex> lock(writer_->fd_mu);
  if (writer_->fd >= 0) ::shutdown(writer_->fd, SHUT_RDWR);
}

base::Status RedisTier::Ping() {
  std::lock_guard<std::mutex> lock(read_mu_);
  if (!Ready(*reader_)) return base::Status::IOError(stats().off_reason);
  const char* argv[] = {"PING"};
  const size_t lens[] = {4};
  Reply r;
  {
    SigpipeGuard guard;
    r = Command(reader_->ctx, 1, argv, lens);
  }
  if (r == nullptr || r->type != REDIS_REPLY_STATUS || std::string_view(r->str, r->len) != "PONG") {
    const std::string why = r == nullptr ? std::string(reader_->ctx->errstr) : ReplyText(r.get());
    Fail("PING: " + why);
    reader_->Close();
    return base::Status::IOError("PING: " + why);
  }
  return base::Status::Ok();
}

RemoteStats RedisTier::stats() const {
  std::lock_guard<std::mutex> lock(stats_mu_);
  return stats_;
}

}  // namespace kiln::store
