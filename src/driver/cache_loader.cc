#include "driver/cache_loader.h"

#include "lower/compile_file.h"
#include "parse/parse.h"
#include "source/source_buffer.h"
#include "source/stdlib.h"

namespace kiln::driver {

base::ErrorOr<tape::CompiledFile*> CacheLoader::Compile(const std::string& path) {
  std::string abs = base::AbsolutePath(path);
  auto it = files_.find(abs);
  if (it != files_.end()) return it->second.get();
  ASSIGN_OR_RETURN(cache::LoadResult loaded, cache_.Load(packages_.For(abs), abs));
  diagnostics_ += loaded.diagnostics;
  if (loaded.has_errors) return base::Status::InvalidArgument("syntax errors in " + path);
  tape::CompiledFile* raw = loaded.file.get();
  files_.emplace(abs, std::move(loaded.file));
  return raw;
}

base::ErrorOr<tape::CompiledFile*> CacheLoader::CompileString(const std::string& name,
                                                             std::string_view text) {
  lower::LowerOptions options;
  options.file_path = name;
  options.implicit_using_base = true;
  lower::CompiledSource compiled = lower::CompileText(name, std::string(text), options);
  if (!compiled.ok) {
    std::string message = compiled.diagnostics;
    while (!message.empty() && message.back() == '\n') message.pop_back();
    return base::Status::InvalidArgument(message);
  }
  strings_.push_back(std::make_unique<tape::SourceCompiledFile>(name, std::move(compiled.ir)));
  return strings_.back().get();
}

uint32_t CacheLoader::StatementStartLine(const std::string& path, uint32_t line) {
  auto buffer = source::SourceBuffer::FromFile(env_, path);
  if (!buffer.ok()) return line;
  return parse::StatementStartLine(**buffer, line);
}

void CacheLoader::Prefetch(const std::string& root_file) {
  cache_.Prefetch(packages_.For(base::AbsolutePath(root_file)));
}

cache::PackageSources CacheLoader::Sources(const std::string& root_file) {
  return cache_.Sources(packages_.For(base::AbsolutePath(root_file)));
}

void CacheLoader::Vouch(const std::string& root_file, const cache::PackageSources& sources) {
  cache_.Vouch(packages_.For(base::AbsolutePath(root_file)), sources);
}

base::ErrorOr<std::string> CacheLoader::FindPackage(const std::string& name) {
  auto extra = extra_packages_.find(name);
  if (extra != extra_packages_.end()) return base::JoinPath(extra->second, "src/" + name + ".jl");
  // Base is always the standard library's, whatever the load path says.
  if (code_loading_ != nullptr && name != "Base") return code_loading_->FindPackage(name);
  std::string root = source::StdlibPackageRoot(env_, name);
  if (!env_->FileExists(root)) return base::Status::NotFound(root);
  return root;
}

}  // namespace kiln::driver
