// Finding the package a `using Name` names, as Julia's code loading does for
// local code (the Julia manual, "Code Loading"):
//
//  * The active project: `--project[=DIR]`, else the KILN_PROJECT environment
//    variable (Julia's JULIA_PROJECT). "@." or an empty value means the nearest
//    folder from the current one upwards with a Project.toml; otherwise a
//    folder or a Project.toml file.
//  * The load path: KILN_LOAD_PATH (Julia's JULIA_LOAD_PATH), entries separated
//    by ':', an empty entry standing for the default "@:@v#.#:@stdlib"; the
//    program sees and may change it as Base.LOAD_PATH. "@" is the
//    active project, "@stdlib" Kiln's standard library, "@." the nearest
//    project from the current folder up; other "@name" entries (Julia's named
//    environments) are skipped. Any other entry is a folder or Project.toml.
//  * An environment (a folder with Project.toml) provides the project itself
//    when its `name` is the one asked for (entry file src/Name.jl), and the
//    packages of its [deps]: a Manifest.toml entry with `path = "..."` (as
//    Pkg.develop writes it) points at the package's folder; a dep without a
//    path is looked for in the standard library.
//  * Any other folder is a package directory: Name.jl, Name/src/Name.jl or
//    Name.jl/src/Name.jl in it.
#ifndef KILN_SOURCE_CODE_LOADING_H_
#define KILN_SOURCE_CODE_LOADING_H_

#include <map>
#include <string>
#include <vector>

#include "base/env.h"

namespace kiln::source {

// Project.toml's `name` and [deps] names; Manifest.toml's `path` per package.
struct Environment {
  std::string project_file;  // absolute path of Project.toml
  std::string name;          // the project's own name ("" when none)
  std::vector<std::string> deps;
  std::map<std::string, std::string> manifest_paths;  // name -> absolute folder
};

// Parses Project.toml text (the `name` key and the [deps] table).
base::Status ParseProjectDeps(std::string_view text, const std::string& filename, Environment& out);
// Parses Manifest.toml text: `path` of each [[deps.Name]] (or old-style
// [[Name]]) entry, made absolute against `manifest_dir`.
base::Status ParseManifestPaths(std::string_view text, const std::string& manifest_dir,
                                Environment& out);

class CodeLoading {
 public:
  // `project_flag`: the value of --project ("@." when given without one);
  // `project_given`: whether --project was on the command line.
  CodeLoading(base::Env* env, std::string project_flag, bool project_given);

  // The active project's Project.toml (absolute), or "" when there is none.
  const std::string& active_project() const { return active_project_; }
  // The load path, expanded: each entry a Project.toml file or a folder.
  const std::vector<std::string>& load_path() const { return load_path_; }

  // The load path as Julia's LOAD_PATH shows it, before expansion.
  const std::vector<std::string>& load_path_entries() const { return entries_; }
  // Replaces the load path (a program's edits to LOAD_PATH).
  void SetLoadPath(const std::vector<std::string>& entries);

  // The entry file of package `name`, or NotFound.
  base::ErrorOr<std::string> FindPackage(const std::string& name);

 private:
  base::ErrorOr<std::string> FindInEnvironment(const std::string& project_file,
                                               const std::string& name);
  base::ErrorOr<std::string> FindInPackageDir(const std::string& dir, const std::string& name);
  std::string ResolveProject(const std::string& spec);

  base::Env* env_;
  std::string active_project_;
  std::vector<std::string> entries_;
  std::vector<std::string> load_path_;
  std::map<std::string, Environment> environments_;  // by Project.toml path
};

}  // namespace kiln::source

#endif  // KILN_SOURCE_CODE_LOADING_H_
