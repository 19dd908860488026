// Where Kiln's standard library is: a folder of packages (Base, Test,
// Printf, ...), each with a Project.toml and src/. The KILN_STDLIB
// environment variable names it; otherwise the folder the build was
// configured with (the source tree's `stdlib/`, compiled in as
// KILN_STDLIB_DIR).
#ifndef KILN_SOURCE_STDLIB_H_
#define KILN_SOURCE_STDLIB_H_

#include <string>
#include <vector>

#include "base/env.h"
#include "source/package.h"

namespace kiln::source {

// The standard library folder; empty when neither source names one.
std::string StdlibDir(base::Env* env);

// The standard library package `name` ("Base", "Test", ...).
base::ErrorOr<Package> StdlibPackage(base::Env* env, const std::string& name);

// Every package of the standard library, in name order. A missing folder is
// an empty list; a folder without Project.toml is skipped.
std::vector<Package> StdlibPackages(base::Env* env);

}  // namespace kiln::source

#endif  // KILN_SOURCE_STDLIB_H_
