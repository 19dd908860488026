// Where Kiln's standard library (packages Base, Test, Printf written in
// Kiln) lives: $KILN_STDLIB when set, else the folder the build was
// configured with (the source tree's stdlib/).
#ifndef KILN_SOURCE_STDLIB_H_
#define KILN_SOURCE_STDLIB_H_

#include <string>

#include "base/env.h"

namespace kiln::source {

std::string StdlibDir(base::Env* env);
// The root file of standard library package `name`: <dir>/<name>/src/<name>.jl.
std::string StdlibPackageRoot(base::Env* env, const std::string& name);
// Whether `path` is a file of the Base package (lowered without `using Base`).
bool IsBaseFile(base::Env* env, const std::string& path);

}  // namespace kiln::source

#endif  // KILN_SOURCE_STDLIB_H_
