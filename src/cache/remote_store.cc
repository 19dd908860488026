#include "cache/remote_store.h"

#include <cctype>
#include <utility>
#include <vector>

#include "cache/locations.h"
#include "cache/native_store.h"

namespace kiln::cache {

namespace {

int Millis(base::Env* env, const char* name, int fallback) {
  const std::string text = env->GetEnvVar(name);
  if (text.empty() || text.size() > 7) return fallback;
  int v = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return fallback;
    v = v * 10 + (c - '0');
  }
  return v > 0 ? v : fallback;
}

// The counters' file: one "name value" line each, in this order.
using Field = RemoteTotalsField;
using T = RemoteTotals;
constexpr Field kFields[] = {
    {"runs", "runs", &T::runs},
    {"hits", "hits", &T::hits},
    {"misses", "misses", &T::misses},
    {"damaged", "damaged", &T::damaged},
    {"rejected", "rejected_signatures", &T::rejected},
    {"errors", "errors", &T::errors},
    {"bytes_down", "bytes_down", &T::bytes_down},
    {"bytes_up", "bytes_up", &T::bytes_up},
    {"entries_up", "entries_up", &T::entries_up},
    {"turned_off", "runs_turned_off", &T::turned_off},
    {"record_hits", "record_hits", &T::record_hits},
    {"record_misses", "record_misses", &T::record_misses},
    {"record_damaged", "record_damaged", &T::record_damaged},
    {"record_rejected", "record_rejected_signatures", &T::record_rejected},
    {"record_bytes_down", "record_bytes_down", &T::record_bytes_down},
    {"record_bytes_up", "record_bytes_up", &T::record_bytes_up},
    {"record_entries_up", "record_entries_up", &T::record_entries_up},
};

}  // namespace

std::span<const RemoteTotalsField> RemoteTotalsFields() { return kFields; }

RemoteSetup OpenRemoteTier(base::Env* env) {
  RemoteSetup setup;
  const std::string url = env->GetEnvVar("KILN_REMOTE_CACHE");
  if (url.empty()) return setup;
  setup.configured = true;
  auto address = store::ParseRedisUrl(url);
  if (!address.ok()) {
    setup.note = "not used (" + address.status().ToString() + ")";
    return setup;
  }
  store::RemoteOptions options;
  // By store::Kind (native_store.h): objects, CodeInstance records. Each
  // namespace is part of what is signed, so nothing signed as one kind is
  // accepted as the other.
  options.namespaces = {"native", "cinst"};
  static_assert(kNativeObjectKind == 0 && kCodeInstanceRecordKind == 1);
  options.connect_timeout_ms = Millis(env, "KILN_REMOTE_CONNECT_TIMEOUT_MS", store::kDefaultConnectTimeoutMs);
  options.timeout_ms = Millis(env, "KILN_REMOTE_TIMEOUT_MS", store::kDefaultOperationTimeoutMs);
  std::vector<std::string> notes;
  // Native code is executable: only what a trusted key signed is used.
  auto trusted = std::make_shared<store::TrustedKeys>();
  const std::string trusted_paths = env->GetEnvVar("KILN_TRUSTED_KEYS");
  if (trusted_paths.empty()) {
    options.read = false;
    notes.push_back("downloads off: KILN_TRUSTED_KEYS is not set");
  } else if (base::Status s = trusted->Load(env, trusted_paths); !s.ok()) {
    options.read = false;
    notes.push_back("downloads off: KILN_TRUSTED_KEYS: " + s.ToString());
  } else if (trusted->empty()) {
    options.read = false;
    notes.push_back("downloads off: KILN_TRUSTED_KEYS lists no key");
  }
  options.trusted = trusted;  // a signature is always required
  const std::string signing_path = env->GetEnvVar("KILN_SIGNING_KEY");
  if (signing_path.empty()) {
    options.write = false;
    notes.push_back("uploads off: KILN_SIGNING_KEY is not set");
  } else {
    auto key = store::SigningKey::Load(env, signing_path);
    if (!key.ok()) {
      options.write = false;
      notes.push_back("uploads off: KILN_SIGNING_KEY: " + key.status().ToString());
    } else {
      options.signer = std::shared_ptr<const store::SigningKey>(std::move(*key));
    }
  }
  for (size_t i = 0; i < notes.size(); ++i) setup.note += (i > 0 ? "; " : "") + notes[i];
  if (!options.read && !options.write) {
    setup.note = "not used (" + setup.note + ")";
    return setup;
  }
  setup.tier = std::make_unique<store::RedisTier>(std::move(*address), std::move(options));
  return setup;
}

std::string RemoteTotalsPath(base::Env* env) {
  const std::string data = KilnDataDir(env);
  if (data.empty()) return "";
  return data + "/cache/remote-stats";
}

RemoteTotals ReadRemoteTotals(base::Env* env) {
  RemoteTotals t;
  const std::string path = RemoteTotalsPath(env);
  if (path.empty() || !env->FileExists(path)) return t;
  auto text = env->ReadFile(path);
  if (!text.ok()) return t;
  size_t at = 0;
  while (at < text->size()) {
    size_t end = text->find('\n', at);
    if (end == std::string::npos) end = text->size();
    const std::string line = text->substr(at, end - at);
    at = end + 1;
    const size_t space = line.find(' ');
    if (space == std::string::npos || space + 1 >= line.size() || line.size() - space > 21) continue;
    uint64_t v = 0;
    bool digits = true;
    for (size_t i = space + 1; i < line.size(); ++i) {
      if (!std::isdigit(static_cast<unsigned char>(line[i]))) digits = false;
      else v = v * 10 + static_cast<uint64_t>(line[i] - '0');
    }
    if (!digits) continue;
    for (const Field& f : kFields) {
      if (line.compare(0, space, f.name) == 0 && std::string_view(f.name).size() == space) t.*f.member = v;
    }
  }
  return t;
}

void AddRemoteTotals(base::Env* env, const store::RemoteStats& run) {
  const std::string path = RemoteTotalsPath(env);
  if (path.empty()) return;
  const std::string data = KilnDataDir(env);
  const std::string dir = data + "/cache";
  if (!env->FileExists(dir) || !TrustedChain(env, data, dir)) return;
  RemoteTotals t = ReadRemoteTotals(env);
  t.runs += 1;
  t.errors += run.errors;
  t.turned_off += run.off ? 1 : 0;
  const store::RemoteCounts none;
  auto kind = [&](store::Kind k) -> const store::RemoteCounts& {
    return k < run.kinds.size() ? run.kinds[k] : none;
  };
  const store::RemoteCounts& o = kind(kNativeObjectKind);
  t.hits += o.hits;
  t.misses += o.misses;
  t.damaged += o.damaged;
  t.rejected += o.rejected;
  t.bytes_down += o.bytes_down;
  t.bytes_up += o.bytes_up;
  t.entries_up += o.entries_up;
  const store::RemoteCounts& r = kind(kCodeInstanceRecordKind);
  t.record_hits += r.hits;
  t.record_misses += r.misses;
  t.record_damaged += r.damaged;
  t.record_rejected += r.rejected;
  t.record_bytes_down += r.bytes_down;
  t.record_bytes_up += r.bytes_up;
  t.record_entries_up += r.entries_up;
  std::string text;
  for (const Field& f : kFields) text += std::string(f.name) + " " + std::to_string(t.*f.member) + "\n";
  (void)base::WriteFileAtomically(env, path, text);
}

}  // namespace kiln::cache
