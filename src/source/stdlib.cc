#include "source/stdlib.h"

namespace kiln::source {

std::string StdlibDir(base::Env* env) {
  std::string dir = env->GetEnvVar("KILN_STDLIB");
  if (!dir.empty()) return dir;
#ifdef KILN_STDLIB_DIR
  return KILN_STDLIB_DIR;
#else
  return std::string();
#endif
}

base::ErrorOr<Package> StdlibPackage(base::Env* env, const std::string& name) {
  std::string dir = StdlibDir(env);
  if (dir.empty()) return base::Status::NotFound("no standard library folder (set KILN_STDLIB)");
  return LoadPackage(env, base::JoinPath(dir, name));
}

std::vector<Package> StdlibPackages(base::Env* env) {
  std::vector<Package> out;
  std::string dir = StdlibDir(env);
  if (dir.empty()) return out;
  auto names = env->ListDir(dir);
  if (!names.ok()) return out;
  for (const std::string& name : *names) {
    if (name.empty() || name[0] == '.') continue;
    auto pkg = LoadPackage(env, base::JoinPath(dir, name));
    if (pkg.ok()) out.push_back(std::move(pkg).value());
  }
  return out;
}

}  // namespace kiln::source
