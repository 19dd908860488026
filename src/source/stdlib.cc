#include "source/stdlib.h"

#include <algorithm>

namespace kiln::source {

std::string StdlibDir(base::Env* env) {
  std::string dir = env->GetEnvVar("KILN_STDLIB");
  if (!dir.empty()) return dir;
#ifdef KILN_STDLIB_DIR
  return KILN_STDLIB_DIR;
#else
  return "stdlib";
#endif
}

std::string StdlibPackageRoot(base::Env* env, const std::string& name) {
  return base::JoinPath(base::JoinPath(base::JoinPath(StdlibDir(env), name), "src"), name + ".jl");
}

bool IsBaseFile(base::Env* env, const std::string& path) {
  return IsBasePackage(PackageForFile(env, path));
}

base::ErrorOr<Package> StdlibPackage(base::Env* env, const std::string& name) {
  return LoadPackage(env, base::JoinPath(StdlibDir(env), name));
}

std::vector<Package> StdlibPackages(base::Env* env) {
  std::vector<Package> out;
  auto names = env->ListDir(StdlibDir(env));
  if (!names.ok()) return out;
  for (const std::string& name : *names) {
    if (name.empty() || name[0] == '.') continue;
    auto pkg = LoadPackage(env, base::JoinPath(StdlibDir(env), name));
    if (pkg.ok()) out.push_back(std::move(pkg).value());
  }
  return out;
}

}  // namespace kiln::source
