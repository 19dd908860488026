// Packages (CACHE.md §2): a folder with `Project.toml` (`name`, `version`,
// optional `namespace`, default "local") and sources under `src/`. The file
// `src/Data/Vector.jl` of package `Base` has module path `Base/Data/Vector`.
// A stand-alone script is a one-file package named after the file, rooted in
// its folder.
#ifndef KILN_SOURCE_PACKAGE_H_
#define KILN_SOURCE_PACKAGE_H_

#include <string>

#include "base/env.h"

namespace kiln::source {

struct Package {
  std::string root;       // the package folder
  std::string name;
  std::string version;    // empty when unversioned
  std::string namespace_ = "local";
  bool is_script = false; // a one-file package made for a stand-alone script

  // Module path of a file of this package ("Base/Data/Vector"), or empty if
  // `file` is not under the package's src/ (or is not the script).
  std::string ModulePath(const std::string& file) const;
  // `file` relative to the package root.
  std::string RelativePath(const std::string& file) const;
};

// Reads `root`/Project.toml. Unknown keys and tables are ignored; a missing
// `name` is an error naming the file.
base::ErrorOr<Package> LoadPackage(base::Env* env, const std::string& root);

// The package a script belongs to: a one-file package named after it.
Package ScriptPackage(const std::string& script_path);

// Parses the subset of TOML Project.toml files use: `key = "string"` pairs
// at the top level (before the first [table]). Exposed for tests.
base::Status ParseProjectToml(std::string_view text, const std::string& filename,
                              Package& out);

}  // namespace kiln::source

#endif  // KILN_SOURCE_PACKAGE_H_
