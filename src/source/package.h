// Packages (CACHE.md §2): a folder with `Project.toml` (`name`, `version`,
// optional `namespace`, default "local") and sources under `src/`. The file
// `src/Data/Vector.jl` of package `Base` has module path `Base/Data/Vector`.
// A stand-alone script is a one-file package named after the file, rooted in
// its folder.
#ifndef KILN_SOURCE_PACKAGE_H_
#define KILN_SOURCE_PACKAGE_H_

#include <map>
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

// Whether `pkg` is Base, whose files are lowered without `using Base`: the one
// place that decides it.
bool IsBasePackage(const Package& pkg);

// The package a source file belongs to: the nearest enclosing folder with a
// Project.toml whose src/ holds the file, else the file as a one-file
// package. Paths are made absolute (base::AbsolutePath).
// `known`: packages by folder already read, whose Project.toml is not read again.
Package PackageForFile(base::Env* env, const std::string& path,
                       const std::map<std::string, Package>* known = nullptr);

// PackageForFile, remembered per folder (a program's files mostly share a
// few folders, and each lookup reads a Project.toml).
class PackageFinder {
 public:
  explicit PackageFinder(base::Env* env) : env_(env) {}
  Package For(const std::string& absolute_path);
  // A package whose Project.toml the caller has read (Base's, at start-up): a
  // file found to be in its folder takes it instead of reading it again.
  void Know(const Package& pkg) { known_.insert_or_assign(pkg.root, pkg); }

 private:
  base::Env* env_;
  std::map<std::string, Package> by_dir_;
  std::map<std::string, Package> known_;  // by root
};

// Parses the subset of TOML Project.toml files use: `key = "string"` pairs
// at the top level (before the first [table]). Exposed for tests.
base::Status ParseProjectToml(std::string_view text, const std::string& filename,
                              Package& out);

}  // namespace kiln::source

#endif  // KILN_SOURCE_PACKAGE_H_
