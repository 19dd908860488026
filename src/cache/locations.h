// Where IR cache entries live (CACHE.md §2, §5).
//
//   with the package: $pkg/.kiln/cache/ir/kiln-$kilnVersion/
//   global:           $KILN_DATA/cache/ir/$hash/kiln-$kilnVersion/
//
// $hash is the SHA3-224 of namespace, name and version ("local" for an
// unversioned package) concatenated; for a stand-alone script, of its folder
// and name, so that same-named scripts in different folders stay apart. KILN_DATA defaults to
// $XDG_DATA_HOME/kiln, then ~/.local/share/kiln. Loading looks in the global
// location first; storing prefers the package location when writable.
//
// A stand-alone script has only the global location (as Julia's depot): running
// it leaves nothing beside it. Its `package_dir` is empty.
#ifndef KILN_CACHE_LOCATIONS_H_
#define KILN_CACHE_LOCATIONS_H_

#include <string>

#include "base/env.h"
#include "source/package.h"

namespace kiln::cache {

struct Locations {
  std::string global_dir;  // empty when no data directory can be determined
  std::string package_dir;  // empty for a stand-alone script
};

std::string KilnDataDir(base::Env* env);
std::string PackageHash(const source::Package& pkg);
Locations LocationsFor(base::Env* env, const source::Package& pkg, const std::string& kiln_version);

// A directory Kiln may trust (CACHE.md §5): owned by this user and not
// writable by group or others; a symlink is followed and its target must
// qualify. A missing directory is trusted (it will be created by Kiln).
bool IsTrustedDir(base::Env* env, const std::string& path);

// The one trust check of every kind of cache file (IR entries, manifests,
// start-up images; CACHE.md §5): every folder from `top` (KILN_DATA for the
// global location, a package's .kiln folder for its own) down to `dir` is
// IsTrustedDir, so that a world- or group-writable folder anywhere in the chain,
// or a symlink to one, means nothing is read or written below it. `exists`
// (when given): whether `dir` itself was there (a missing one is trusted).
bool TrustedChain(base::Env* env, const std::string& top, const std::string& dir,
                  bool* exists = nullptr);

}  // namespace kiln::cache

#endif  // KILN_CACHE_LOCATIONS_H_
