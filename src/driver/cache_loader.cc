#include "driver/cache_loader.h"

#include <filesystem>

#include "driver/cache_command.h"
#include "source/stdlib.h"

namespace kiln::driver {
namespace {

// `path` made absolute and normal; as given when that fails.
std::string Absolute(const std::string& path) {
  std::error_code ec;
  std::string abs = std::filesystem::absolute(path, ec).lexically_normal().string();
  return ec ? path : abs;
}

}  // namespace

base::ErrorOr<tape::CompiledFile*> CacheLoader::Compile(const std::string& path) {
  std::string abs = Absolute(path);
  auto it = files_.find(abs);
  if (it != files_.end()) return it->second.get();
  ASSIGN_OR_RETURN(cache::LoadResult loaded, cache_.Load(packages_.For(abs), abs));
  diagnostics_ += loaded.diagnostics;
  if (loaded.has_errors) return base::Status::InvalidArgument("syntax errors in " + path);
  tape::CompiledFile* raw = loaded.file.get();
  files_.emplace(abs, std::move(loaded.file));
  return raw;
}

std::vector<std::string> CacheLoader::FilesUnder(const std::string& dir) const {
  std::string abs = Absolute(dir);
  if (!abs.empty() && abs.back() != '/') abs += '/';
  std::vector<std::string> out;
  for (const auto& [path, file] : files_) {
    if (path.compare(0, abs.size(), abs) == 0) out.push_back(path);
  }
  return out;
}

void CacheLoader::Prefetch(const std::string& root_file) {
  cache_.Prefetch(packages_.For(Absolute(root_file)));
}

void CacheLoader::SeedStats(const std::string& root_file,
                            const std::vector<std::pair<std::string, base::FileStat>>& stats) {
  cache_.SeedStats(packages_.For(Absolute(root_file)), stats);
}

base::ErrorOr<std::string> CacheLoader::FindPackage(const std::string& name) {
  std::string root = source::StdlibPackageRoot(env_, name);
  if (!env_->FileExists(root)) return base::Status::NotFound(root);
  return root;
}

}  // namespace kiln::driver
