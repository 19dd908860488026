#include "source/code_loading.h"

#include <cctype>
#include <filesystem>
#include <optional>
#include <system_error>

#include "source/stdlib.h"

namespace kiln::source {
namespace {

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// A bare or quoted TOML key.
std::string Key(std::string_view k) {
  k = Trim(k);
  if (k.size() >= 2 && (k.front() == '"' || k.front() == '\'') && k.back() == k.front()) {
    k = k.substr(1, k.size() - 2);
  }
  return std::string(k);
}

// The value of a `"string"` (with \\ and \" escapes) or `'literal'`; nullopt
// for other values.
std::optional<std::string> StringValue(std::string_view v) {
  v = Trim(v);
  if (v.size() < 2) return std::nullopt;
  if (v.front() == '\'') {
    size_t close = v.find('\'', 1);
    if (close == std::string_view::npos) return std::nullopt;
    return std::string(v.substr(1, close - 1));
  }
  if (v.front() != '"') return std::nullopt;
  std::string out;
  for (size_t i = 1; i < v.size(); ++i) {
    char c = v[i];
    if (c == '"') return out;
    if (c == '\\' && i + 1 < v.size()) {
      char e = v[++i];
      out.push_back(e == 'n' ? '\n' : e == 't' ? '\t' : e);
      continue;
    }
    out.push_back(c);
  }
  return std::nullopt;
}

// Calls `on_pair(table, key, value_text)` for each `key = value` line of a
// TOML file, `table` being the header it follows ("" at the top, "deps",
// "deps.Name" for [[deps.Name]]).
template <typename F>
base::Status ForEachPair(std::string_view text, const std::string& filename, F on_pair) {
  std::string table;
  uint32_t line_no = 0;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = Trim(text.substr(0, nl));
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++line_no;
    if (line.empty() || line.front() == '#') continue;
    if (line.front() == '[') {
      bool array = line.size() > 1 && line[1] == '[';
      size_t open = array ? 2 : 1;
      size_t close = line.find(']', open);
      if (close == std::string_view::npos) {
        return base::Status::InvalidArgument(filename + ":" + std::to_string(line_no) +
                                             ": unterminated table header");
      }
      // Dotted keys with quoted parts: deps."Foo" -> deps.Foo
      std::string name;
      for (char c : line.substr(open, close - open)) {
        if (c != '"' && c != '\'' && !std::isspace(static_cast<unsigned char>(c))) name.push_back(c);
      }
      table = name;
      continue;
    }
    size_t eq = line.find('=');
    if (eq == std::string_view::npos) continue;  // a multi-line value's continuation
    on_pair(table, Key(line.substr(0, eq)), line.substr(eq + 1));
  }
  return base::Status::Ok();
}

std::string Normal(const std::string& path) {
  std::error_code ec;
  std::filesystem::path p = std::filesystem::absolute(path, ec);
  if (ec) return path;
  std::string s = p.lexically_normal().string();
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

}  // namespace

base::Status ParseProjectDeps(std::string_view text, const std::string& filename,
                              Environment& out) {
  return ForEachPair(text, filename,
                     [&](const std::string& table, const std::string& key, std::string_view value) {
                       if (table.empty() && key == "name") {
                         if (auto s = StringValue(value)) out.name = *s;
                       } else if (table == "deps") {
                         out.deps.push_back(key);
                       }
                     });
}

base::Status ParseManifestPaths(std::string_view text, const std::string& manifest_dir,
                                Environment& out) {
  return ForEachPair(
      text, manifest_dir + "/Manifest.toml",
      [&](const std::string& table, const std::string& key, std::string_view value) {
        if (key != "path") return;
        std::string name = table.rfind("deps.", 0) == 0 ? table.substr(5) : table;
        if (name.empty()) return;
        auto s = StringValue(value);
        if (!s) return;
        std::string path = *s;
        if (path.empty() || path[0] != '/') path = base::JoinPath(manifest_dir, path);
        out.manifest_paths[name] = Normal(path);
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
      expanded = Normal(StdlibDir(env_));
    } else if (e == "@.") {
      expanded = ResolveProject("@.");
    } else if (e[0] == '@') {
      continue;  // named shared environments: Kiln has none
    } else {
      expanded = Normal(e);
      if (env_->FileExists(base::JoinPath(expanded, "Project.toml"))) {
        expanded = base::JoinPath(expanded, "Project.toml");
      }
    }
    if (!expanded.empty()) load_path_.push_back(expanded);
  }
}

std::string CodeLoading::ResolveProject(const std::string& spec) {
  if (spec.empty() || spec == "@.") {
    std::error_code ec;
    std::filesystem::path dir = std::filesystem::current_path(ec);
    if (ec) return "";
    while (true) {
      std::string candidate = base::JoinPath(dir.string(), "Project.toml");
      if (env_->FileExists(candidate)) return Normal(candidate);
      if (!dir.has_parent_path() || dir.parent_path() == dir) return "";
      dir = dir.parent_path();
    }
  }
  std::string path = Normal(spec);
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
  return FindInPackageDir(Normal(StdlibDir(env_)), name);
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
