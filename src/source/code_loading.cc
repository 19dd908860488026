#include "source/code_loading.h"

#include <optional>

#include "source/stdlib.h"
#include "source/toml.h"

namespace kiln::source {

base::Status ParseProjectDeps(std::string_view text, const std::string& filename,
                              Environment& out) {
  return toml::ForEachPair(text, filename, [&](const toml::Pair& p) {
    if (p.table.empty() && p.key == "name") {
      if (auto s = toml::StringValue(p.value)) out.name = *s;
    } else if (p.table == "deps") {
      out.deps.push_back(p.key);
    }
    return base::Status::Ok();
  });
}

base::Status ParseManifestPaths(std::string_view text, const std::string& manifest_dir,
                                Environment& out) {
  return toml::ForEachPair(text, manifest_dir + "/Manifest.toml", [&](const toml::Pair& p) {
    if (p.key != "path") return base::Status::Ok();
    std::string name = p.table.rfind("deps.", 0) == 0 ? p.table.substr(5) : p.table;
    auto s = toml::StringValue(p.value);
    if (name.empty() || !s) return base::Status::Ok();
    std::string path = *s;
    if (path.empty() || path[0] != '/') path = base::JoinPath(manifest_dir, path);
    out.manifest_paths[name] = base::AbsolutePath(path);
    return base::Status::Ok();
  });
}

CodeLoading::CodeLoading(base::Env* env, std::string project_flag, bool project_given)
    : env_(env) {
  std::string spec;
  bool have_spec = false;
  if (project_given) {
    spec = project_flag;
    have_spec = true;
  } else {
    std::string var = env_->GetEnvVar("KILN_PROJECT");
    // An unset variable and an empty one cannot be told apart through Env:
    // both mean no active project here.
    if (!var.empty()) {
      spec = var;
      have_spec = true;
    }
  }
  if (have_spec) active_project_ = ResolveProject(spec);

  std::string lp = env_->GetEnvVar("KILN_LOAD_PATH");
  std::vector<std::string> entries;
  auto add_default = [&]() {
    entries.push_back("@");
    entries.push_back("@v#.#");
    entries.push_back("@stdlib");
  };
  if (lp.empty()) {
    add_default();
  } else {
    size_t start = 0;
    while (true) {
      size_t colon = lp.find(':', start);
      std::string e = lp.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
      if (e.empty()) add_default();
      else entries.push_back(e);
      if (colon == std::string::npos) break;
      start = colon + 1;
    }
  }
  SetLoadPath(entries);
}

void CodeLoading::SetLoadPath(const std::vector<std::string>& entries) {
  entries_ = entries;
  load_path_.clear();
  for (const std::string& e : entries) {
    if (e.empty()) continue;
    std::string expanded;
    if (e == "@") {
      expanded = active_project_;
    } else if (e == "@stdlib") {
      expanded = base::AbsolutePath(StdlibDir(env_));
    } else if (e == "@.") {
      expanded = ResolveProject("@.");
    } else if (e[0] == '@') {
      continue;  // named shared environments: Kiln has none
    } else {
      expanded = base::AbsolutePath(e);
      if (env_->FileExists(base::JoinPath(expanded, "Project.toml"))) {
        expanded = base::JoinPath(expanded, "Project.toml");
      }
    }
    if (!expanded.empty()) load_path_.push_back(expanded);
  }
}

std::string CodeLoading::ResolveProject(const std::string& spec) {
  if (spec.empty() || spec == "@.") {
    // The nearest Project.toml from the current folder up.
    std::string dir = base::AbsolutePath(".");
    while (true) {
      std::string candidate = base::JoinPath(dir, "Project.toml");
      if (env_->FileExists(candidate)) return candidate;
      std::string parent(base::Dirname(dir));
      if (parent.empty() || parent == dir) return "";
      dir = parent;
    }
  }
  std::string path = base::AbsolutePath(spec);
  if (base::Basename(path) == "Project.toml") return path;
  // A folder: its Project.toml, which may not exist yet (an empty environment).
  return base::JoinPath(path, "Project.toml");
}

base::ErrorOr<std::string> CodeLoading::FindPackage(const std::string& name) {
  for (const std::string& entry : load_path_) {
    base::ErrorOr<std::string> found =
        base::Basename(entry) == "Project.toml" ? FindInEnvironment(entry, name)
                                                : FindInPackageDir(entry, name);
    if (found.ok()) return found;
    if (found.status().code() != base::Status::Code::kNotFound) return found.status();
  }
  return base::Status::NotFound("package " + name);
}

base::ErrorOr<std::string> CodeLoading::FindInEnvironment(const std::string& project_file,
                                                          const std::string& name) {
  auto it = environments_.find(project_file);
  if (it == environments_.end()) {
    Environment env;
    env.project_file = project_file;
    auto text = env_->ReadFile(project_file);
    if (text.ok()) {
      RETURN_IF_ERROR(ParseProjectDeps(*text, project_file, env));
      std::string dir(base::Dirname(project_file));
      auto manifest = env_->ReadFile(base::JoinPath(dir, "Manifest.toml"));
      if (manifest.ok()) RETURN_IF_ERROR(ParseManifestPaths(*manifest, dir, env));
    }
    it = environments_.emplace(project_file, std::move(env)).first;
  }
  const Environment& env = it->second;
  std::string dir(base::Dirname(project_file));
  if (env.name == name) {
    std::string root = base::JoinPath(base::JoinPath(dir, "src"), name + ".jl");
    if (env_->FileExists(root)) return root;
  }
  bool is_dep = false;
  for (const std::string& d : env.deps) is_dep = is_dep || d == name;
  if (!is_dep) return base::Status::NotFound("package " + name);
  auto path = env.manifest_paths.find(name);
  if (path != env.manifest_paths.end()) {
    std::string root = base::JoinPath(base::JoinPath(path->second, "src"), name + ".jl");
    if (env_->FileExists(root)) return root;
    return base::Status::NotFound("package " + name + ": no " + root);
  }
  return FindInPackageDir(base::AbsolutePath(StdlibDir(env_)), name);
}

base::ErrorOr<std::string> CodeLoading::FindInPackageDir(const std::string& dir,
                                                         const std::string& name) {
  const std::string candidates[] = {
      base::JoinPath(dir, name + ".jl"),
      base::JoinPath(base::JoinPath(base::JoinPath(dir, name), "src"), name + ".jl"),
      base::JoinPath(base::JoinPath(base::JoinPath(dir, name + ".jl"), "src"), name + ".jl"),
  };
  for (const std::string& c : candidates) {
    auto st = env_->Stat(c);
    if (st.ok() && env_->FileExists(c) && !env_->ListDir(c).ok()) return c;
  }
  return base::Status::NotFound("package " + name);
}

}  // namespace kiln::source
