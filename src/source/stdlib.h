// Where Kiln's standard library (packages Base, Test, Printf written in
// Kiln) lives: a folder of packages, each with a Project.toml and src/. The
// KILN_STDLIB environment variable names it; otherwise the folder the build
// was configured with (the source tree's `stdlib/`, compiled in as
// KILN_STDLIB_DIR).
#ifndef KILN_SOURCE_STDLIB_H_
#define KILN_SOURCE_STDLIB_H_

#include <string>
#include <vector>

#include "base/env.h"
#include "source/package.h"

namespace kiln::source {

std::string StdlibDir(base::Env* env);
// The root file of standard library package `name`: <dir>/<name>/src/<name>.jl.
std::string StdlibPackageRoot(base::Env* env, const std::string& name);
// Whether `path` is a file of the Base package (lowered without `using Base`):
// IsBasePackage of its PackageForFile.
bool IsBaseFile(base::Env* env, const std::string& path);

// The standard library package `name` ("Base", "Test", ...).
base::ErrorOr<Package> StdlibPackage(base::Env* env, const std::string& name);

// Every package of the standard library, in name order. A missing folder is
// an empty list; a folder without Project.toml is skipped.
std::vector<Package> StdlibPackages(base::Env* env);

}  // namespace kiln::source

#endif  // KILN_SOURCE_STDLIB_H_
