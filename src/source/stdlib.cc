#include "source/stdlib.h"

#include <filesystem>

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
  std::error_code ec;
  std::filesystem::path base_dir = std::filesystem::weakly_canonical(
      std::filesystem::path(StdlibDir(env)) / "Base" / "src", ec);
  if (ec) return false;
  std::filesystem::path file = std::filesystem::weakly_canonical(path, ec);
  if (ec) return false;
  auto [end, _] = std::mismatch(base_dir.begin(), base_dir.end(), file.begin(), file.end());
  return end == base_dir.end();
}

}  // namespace kiln::source
