#include "source/package.h"

#include <cctype>

namespace kiln::source {
namespace {

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

}  // namespace

base::Status ParseProjectToml(std::string_view text, const std::string& filename,
                              Package& out) {
  uint32_t line_no = 0;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = Trim(text.substr(0, nl));
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++line_no;
    if (line.empty() || line.front() == '#') continue;
    if (line.front() == '[') break;  // tables ([deps], ...) are not used
    size_t eq = line.find('=');
    if (eq == std::string_view::npos) {
      return base::Status::InvalidArgument(filename + ":" + std::to_string(line_no) +
                                           ": expected key = value");
    }
    std::string_view key = Trim(line.substr(0, eq));
    std::string_view value = Trim(line.substr(eq + 1));
    if (value.size() < 2 || value.front() != '"') continue;  // non-string values: ignored
    size_t close = value.find('"', 1);
    if (close == std::string_view::npos) {
      return base::Status::InvalidArgument(filename + ":" + std::to_string(line_no) +
                                           ": unterminated string");
    }
    std::string str(value.substr(1, close - 1));
    if (key == "name") out.name = str;
    else if (key == "version") out.version = str;
    else if (key == "namespace") out.namespace_ = str;
  }
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

Package PackageForFile(base::Env* env, const std::string& path) {
  const std::string abs = base::AbsolutePath(path);
  for (std::string dir(base::Dirname(abs)); !dir.empty() && dir != "/" && dir != ".";
       dir = std::string(base::Dirname(dir))) {
    if (!env->FileExists(base::JoinPath(dir, "Project.toml"))) continue;
    auto pkg = LoadPackage(env, dir);
    if (pkg.ok() && abs.starts_with(dir + "/src/")) return *pkg;
    break;
  }
  return ScriptPackage(abs);
}

Package PackageFinder::For(const std::string& absolute_path) {
  std::string dir(base::Dirname(absolute_path));
  auto it = by_dir_.find(dir);
  if (it == by_dir_.end()) it = by_dir_.emplace(dir, PackageForFile(env_, absolute_path)).first;
  // Files of one folder share its package; a script is a package of its own.
  return it->second.is_script ? ScriptPackage(absolute_path) : it->second;
}

}  // namespace kiln::source
