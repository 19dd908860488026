#include "cache/remote_store.h"

#include <cctype>
#include <utility>
#include <vector>

#include "cache/locations.h"

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
struct Field {
  const char* name;
  uint64_t RemoteTotals::*member;
};
constexpr Field kFields[] = {
    {"runs", &RemoteTotals::runs},           {"hits", &RemoteTotals::hits},
    {"misses", &RemoteTotals::misses},       {"damaged", &RemoteTotals::damaged},
    {"rejected", &RemoteTotals::rejected},   {"errors", &RemoteTotals::errors},
    {"bytes_down", &RemoteTotals::bytes_down}, {"bytes_up", &RemoteTotals::bytes_up},
    {"entries_up", &RemoteTotals::entries_up}, {"turned_off", &RemoteTotals::turned_off},
};

}  // namespace

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
  options.ns = "native";
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
  t.hits += run.hits;
  t.misses += run.misses;
  t.damaged += run.damaged;
  t.rejected += run.rejected;
  t.errors += run.errors;
  t.bytes_down += run.bytes_down;
  t.bytes_up += run.bytes_up;
  t.entries_up += run.entries_up;
  t.turned_off += run.off ? 1 : 0;
  std::string text;
  for (const Field& f : kFields) text += std::string(f.name) + " " + std::to_string(t.*f.member) + "\n";
  (void)base::WriteFileAtomically(env, path, text);
}

}  // namespace kiln::cache
