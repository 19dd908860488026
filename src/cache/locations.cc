#include "cache/locations.h"

#include <iterator>
#include <mutex>

#include "cache/sha3.h"

namespace kiln::cache {

std::string KilnDataDir(base::Env* env) {
  std::string dir = env->GetEnvVar("KILN_DATA");
  if (!dir.empty()) return dir;
  std::string xdg = env->GetEnvVar("XDG_DATA_HOME");
  if (!xdg.empty()) return base::JoinPath(xdg, "kiln");
  std::string home = env->GetEnvVar("HOME");
  if (!home.empty()) return base::JoinPath(home, ".local/share/kiln");
  return std::string();
}

std::string PackageHash(const source::Package& pkg) {
  // A script is no distributable package: scripts of the same name in
  // different folders must not share a global location.
  std::string input = pkg.is_script
                          ? "script\n" + pkg.root + "\n" + pkg.name
                          : pkg.namespace_ + pkg.name + (pkg.version.empty() ? "local" : pkg.version);
  // A run asks for the same few packages' hashes again and again (the image,
  // the IR cache, the native store), and SHA3 is not cheap: the latest ones are kept.
  struct Known {
    std::string input, hash;
  };
  static std::mutex mu;
  static Known known[4];
  static size_t next = 0;
  std::lock_guard<std::mutex> lock(mu);
  for (const Known& k : known) {
    if (!k.hash.empty() && k.input == input) return k.hash;
  }
  std::string hash = Sha3_224Hex(input);
  known[next] = Known{std::move(input), hash};
  next = (next + 1) % std::size(known);
  return hash;
}

Locations LocationsFor(base::Env* env, const source::Package& pkg,
                       const std::string& kiln_version) {
  std::string versioned = "kiln-" + kiln_version;
  Locations loc;
  if (!pkg.is_script) {
    loc.package_dir = base::JoinPath(base::JoinPath(pkg.root, ".kiln/cache/ir"), versioned);
  }
  std::string data = KilnDataDir(env);
  if (!data.empty()) {
    loc.global_dir = base::JoinPath(
        base::JoinPath(base::JoinPath(data, "cache/ir"), PackageHash(pkg)), versioned);
  }
  return loc;
}

namespace {

bool IsTrustedDir(base::Env* env, const std::string& path, bool* exists) {
  auto st = env->Stat(path);  // follows symlinks: the target must qualify
  if (exists != nullptr) *exists = st.ok();
  if (!st.ok()) return st.status().IsNotFound();
  if (!st->is_dir) return false;
  if (st->uid != env->UserId()) return false;
  return (st->mode & 022) == 0;
}

}  // namespace

bool IsTrustedDir(base::Env* env, const std::string& path) {
  return IsTrustedDir(env, path, nullptr);
}

bool TrustedChain(base::Env* env, const std::string& top, const std::string& dir, bool* exists) {
  std::string d = dir;
  bool* first = exists;  // `dir` itself is stat'ed first
  while (true) {
    if (!IsTrustedDir(env, d, first)) return false;
    first = nullptr;
    if (d == top || d.size() <= top.size()) return true;
    std::string parent(base::Dirname(d));
    if (parent == d) return true;  // `dir` is not under `top`: checked up to the root
    d = std::move(parent);
  }
}

}  // namespace kiln::cache
