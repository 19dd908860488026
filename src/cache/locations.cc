#include "cache/locations.h"

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
  if (pkg.is_script) return Sha3_224Hex("script\n" + pkg.root + "\n" + pkg.name);
  return Sha3_224Hex(pkg.namespace_ + pkg.name + (pkg.version.empty() ? "local" : pkg.version));
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

bool IsTrustedDir(base::Env* env, const std::string& path) {
  auto st = env->Stat(path);  // follows symlinks: the target must qualify
  if (!st.ok()) return st.status().IsNotFound();
  if (!st->is_dir) return false;
  if (st->uid != env->UserId()) return false;
  return (st->mode & 022) == 0;
}

bool TrustedChain(base::Env* env, const std::string& top, const std::string& dir) {
  std::string d = dir;
  while (true) {
    if (!IsTrustedDir(env, d)) return false;
    if (d == top || d.size() <= top.size()) return true;
    std::string parent(base::Dirname(d));
    if (parent == d) return true;  // `dir` is not under `top`: checked up to the root
    d = std::move(parent);
  }
}

}  // namespace kiln::cache
