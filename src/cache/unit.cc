#include "cache/unit.h"

namespace kiln::cache {
namespace {

std::vector<std::string> Split(const std::string& path) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    size_t slash = path.find('/', start);
    parts.push_back(path.substr(start, slash == std::string::npos ? slash : slash - start));
    if (slash == std::string::npos) return parts;
    start = slash + 1;
  }
}

bool SafeComponents(const std::string& path) {
  if (path.empty()) return false;
  for (const std::string& part : Split(path)) {
    if (part.empty() || part == "." || part == ".." || part.find('\0') != std::string::npos) {
      return false;
    }
  }
  return true;
}

std::string WithoutJl(const std::string& path) {
  return path.ends_with(".jl") ? path.substr(0, path.size() - 3) : path;
}

}  // namespace

std::string NormalizeRelative(const std::string& path) {
  std::vector<std::string> out;
  for (const std::string& part : Split(path)) {
    if (part.empty() || part == ".") continue;
    if (part == "..") {
      if (out.empty()) return std::string();
      out.pop_back();
      continue;
    }
    out.push_back(part);
  }
  std::string joined;
  for (const std::string& part : out) {
    if (!joined.empty()) joined += '/';
    joined += part;
  }
  return joined;
}

base::ErrorOr<Unit> UnitFor(const source::Package& pkg, const std::string& file) {
  Unit unit;
  const std::string rel = pkg.RelativePath(file);
  const bool under_root = pkg.root.empty() || pkg.root == "." || rel != file;
  if (!under_root || rel.empty() || rel.front() == '/' || !SafeComponents(rel)) {
    return base::Status::InvalidArgument(file + " is not inside its package folder " + pkg.root);
  }
  if (!SafeComponents(pkg.name) || pkg.name.find('/') != std::string::npos) {
    return base::Status::InvalidArgument("package name " + pkg.name + " cannot name a cache entry");
  }
  unit.relative_path = rel;
  if (pkg.is_script) {
    const bool is_script = rel.find('/') == std::string::npos && WithoutJl(rel) == pkg.name;
    unit.module_path = is_script ? pkg.name : pkg.name + "/+/" + WithoutJl(rel);
  } else {
    unit.module_path = pkg.ModulePath(file);
    if (unit.module_path.empty()) unit.module_path = pkg.name + "/+/" + WithoutJl(rel);
  }
  if (!SafeComponents(unit.module_path)) {
    return base::Status::InvalidArgument(file + ": no cache entry name for this path");
  }
  return unit;
}

std::vector<std::string> CandidateSources(const source::Package& pkg,
                                          const std::string& module_path) {
  std::vector<std::string> out;
  std::vector<std::string> parts = Split(module_path);
  if (parts.empty() || parts[0] != pkg.name) return out;
  if (!pkg.is_script) {
    for (size_t n = parts.size(); n > 1; --n) {
      if (parts[1] == "+") break;
      std::string rel = "src";
      for (size_t i = 1; i < n; ++i) rel += "/" + parts[i];
      out.push_back(rel + ".jl");
    }
  }
  out.push_back(pkg.is_script ? pkg.name + ".jl" : "src/" + pkg.name + ".jl");
  return out;
}

}  // namespace kiln::cache
