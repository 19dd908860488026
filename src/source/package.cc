#include "source/package.h"

#include <optional>

#include "source/toml.h"

namespace kiln::source {
namespace {

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

}  // namespace

base::Status ParseProjectToml(std::string_view text, const std::string& filename,
                              Package& out) {
  RETURN_IF_ERROR(toml::ForEachPair(text, filename, [&](const toml::Pair& p) {
    // Only the top level's strings are used; other values are ignored.
    if (!p.table.empty() || p.value.empty() || p.value.front() != '"') return base::Status::Ok();
    std::optional<std::string> str = toml::StringValue(p.value);
    if (!str.has_value()) {
      return base::Status::InvalidArgument(filename + ":" + std::to_string(p.line) +
                                           ": unterminated string");
    }
    if (p.key == "name") out.name = *str;
    else if (p.key == "version") out.version = *str;
    else if (p.key == "namespace") out.namespace_ = *str;
    return base::Status::Ok();
  }));
  if (out.name.empty()) return base::Status::InvalidArgument(filename + ": no `name`");
  return base::Status::Ok();
}

base::ErrorOr<Package> LoadPackage(base::Env* env, const std::string& root) {
  std::string path = base::JoinPath(root, "Project.toml");
  ASSIGN_OR_RETURN(std::string text, env->ReadFile(path));
  Package pkg;
  pkg.root = root;
  RETURN_IF_ERROR(ParseProjectToml(text, path, pkg));
  return pkg;
}

Package ScriptPackage(const std::string& script_path) {
  Package pkg;
  pkg.root = std::string(base::Dirname(script_path));
  std::string_view base_name = base::Basename(script_path);
  if (base_name.ends_with(".jl")) base_name.remove_suffix(3);
  pkg.name = std::string(base_name);
  pkg.is_script = true;
  return pkg;
}

std::string Package::RelativePath(const std::string& file) const {
  if (root == "." || root.empty()) return file;
  std::string prefix = root.back() == '/' ? root : root + "/";
  return StartsWith(file, prefix) ? file.substr(prefix.size()) : file;
}

std::string Package::ModulePath(const std::string& file) const {
  std::string rel = RelativePath(file);
  if (is_script) return rel == std::string(base::Basename(rel)) ? name : std::string();
  if (!StartsWith(rel, "src/") || !rel.ends_with(".jl")) return std::string();
  std::string inner = rel.substr(4, rel.size() - 4 - 3);
  // src/Base.jl is the package's root module.
  if (inner == name) return name;
  return name + "/" + inner;
}

bool IsBasePackage(const Package& pkg) { return !pkg.is_script && pkg.name == "Base"; }

Package PackageForFile(base::Env* env, const std::string& path,
                       const std::map<std::string, Package>* known) {
  const std::string abs = base::AbsolutePath(path);
  for (std::string dir(base::Dirname(abs)); !dir.empty() && dir != "/" && dir != ".";
       dir = std::string(base::Dirname(dir))) {
    if (!env->FileExists(base::JoinPath(dir, "Project.toml"))) continue;
    const Package* seen = nullptr;
    if (known != nullptr) {
      auto found = known->find(dir);
      if (found != known->end()) seen = &found->second;
    }
    auto pkg = seen != nullptr ? base::ErrorOr<Package>(*seen) : LoadPackage(env, dir);
    if (pkg.ok() && abs.starts_with(dir + "/src/")) return *pkg;
    break;
  }
  return ScriptPackage(abs);
}

Package PackageFinder::For(const std::string& absolute_path) {
  std::string dir(base::Dirname(absolute_path));
  auto it = by_dir_.find(dir);
  if (it == by_dir_.end()) {
    it = by_dir_.emplace(dir, PackageForFile(env_, absolute_path, &known_)).first;
  }
  // Files of one folder share its package; a script is a package of its own.
  return it->second.is_script ? ScriptPackage(absolute_path) : it->second;
}

}  // namespace kiln::source
