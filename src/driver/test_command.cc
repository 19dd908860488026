// `kiln test [PACKAGE_DIR|DIR]`: a package's tests, run as Pkg.test runs them:
// PACKAGE_DIR/test/runtests.jl in a fresh `kiln` process, in the test folder,
// with the package as the active project (so `using NAME` loads it and its
// [deps]) and a load path of that project and the standard library (as Pkg's
// test sandbox), between Pkg's "Testing NAME" and its verdict.
//
// Given a folder that is no package, each of its .jl files but runtests.jl
// (which by convention includes the others) runs in a process of its own,
// -j at a time, with the nearest package above the folder as the project;
// each file's output is printed in one piece when it ends, then a summary.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "base/env.h"
#include "driver/commands.h"
#include "driver/test_runs.h"
#include "source/package.h"

extern char** environ;

namespace kiln::driver {
namespace {

// The environment of a test process: this one's, with the load path of Pkg's
// test sandbox (the active project, then the standard library) and no
// KILN_PROJECT (--project names it).
std::vector<std::string> TestEnvironment() {
  std::vector<std::string> env;
  for (char** e = environ; *e != nullptr; ++e) {
    std::string_view v(*e);
    if (v.starts_with("KILN_LOAD_PATH=") || v.starts_with("KILN_PROJECT=")) continue;
    env.emplace_back(v);
  }
  env.emplace_back("KILN_LOAD_PATH=@:@stdlib");
  return env;
}

// `kiln [the run options] --project=PROJECT FILE`.
std::vector<std::string> TestArgv(const CommandLine& line, const std::string& self,
                                  const std::string& project, const std::string& file) {
  std::vector<std::string> argv = {self, "--cache=" + line.cache.mode};
  if (line.cache.rehash) argv.push_back("--rehash");
  if (line.cache.timings) argv.push_back("--timings");
  if (line.compile != "yes") argv.push_back("--compile=" + line.compile);
  if (!project.empty()) argv.push_back("--project=" + project);
  if (!line.heap_size_hint.empty()) argv.push_back("--heap-size-hint=" + line.heap_size_hint);
  argv.push_back(file);
  return argv;
}

// The nearest folder from `dir` up with a Project.toml, or "".
std::string NearestProject(base::Env* env, std::string dir) {
  while (true) {
    if (env->FileExists(base::JoinPath(dir, "Project.toml"))) return dir;
    size_t slash = dir.find_last_of('/');
    if (slash == std::string::npos || dir == "/") return "";
    dir = slash == 0 ? "/" : dir.substr(0, slash);
  }
}

void Print(std::FILE* stream, const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stream);
  std::fflush(stream);
}

int RunPackageTests(const CommandLine& line, const source::Package& pkg) {
  base::Env* env = base::Env::Default();
  const std::string tests = base::JoinPath(pkg.root, "test/runtests.jl");
  if (!env->FileExists(tests)) {
    std::fprintf(stderr, "kiln test: %s has no test/runtests.jl\n", pkg.name.c_str());
    return kExitProgramError;
  }
  Print(stderr, "     Testing " + pkg.name + "\n     Testing Running tests...\n");
  std::vector<TestRun> runs(1);
  runs[0].argv = TestArgv(line, SelfExecutable("kiln"), pkg.root, tests);
  runs[0].cwd = base::JoinPath(pkg.root, "test");  // Pkg.test runs there
  runs[0].env = TestEnvironment();
  RunTests(runs, 1, [](const TestRun& r) { Print(stdout, r.output); });
  if (runs[0].status == kExitOk) {
    Print(stderr, "     Testing " + pkg.name + " tests passed\n");
    return kExitOk;
  }
  Print(stderr, "ERROR: Package " + pkg.name + " errored during testing\n");
  return kExitProgramError;
}

int RunFolderTests(const CommandLine& line, const std::string& dir) {
  base::Env* env = base::Env::Default();
  auto names = env->ListDir(dir);
  if (!names.ok()) {
    std::fprintf(stderr, "kiln test: cannot read %s: %s\n", dir.c_str(),
                 names.status().ToString().c_str());
    return kExitProgramError;
  }
  std::vector<std::string> files;
  for (const std::string& name : *names) {
    if (name.size() > 3 && name.ends_with(".jl") && name != "runtests.jl") files.push_back(name);
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) {
    std::fprintf(stderr, "kiln test: %s is no package and has no test files (*.jl)\n",
                 dir.c_str());
    return kExitProgramError;
  }
  const std::string project = NearestProject(env, dir);
  const std::string self = SelfExecutable("kiln");
  const std::vector<std::string> environment = TestEnvironment();
  std::vector<TestRun> runs(files.size());
  for (size_t i = 0; i < files.size(); ++i) {
    runs[i].argv = TestArgv(line, self, project, base::JoinPath(dir, files[i]));
    runs[i].cwd = dir;
    runs[i].env = environment;
    runs[i].name = files[i];
  }
  int jobs = line.jobs;
  if (jobs <= 0) {
    long cpus = ::sysconf(_SC_NPROCESSORS_ONLN);
    jobs = cpus > 0 ? static_cast<int>(cpus) : 1;
  }
  Print(stderr, "     Testing " + std::to_string(files.size()) + " files in " + dir + " (" +
                    std::to_string(std::min<size_t>(jobs, files.size())) + " at a time)\n");
  std::vector<std::string> failed;
  auto name_of = [](const TestRun& r) { return r.name; };
  RunTests(runs, jobs, [&](const TestRun& r) {
    char took[32];
    std::snprintf(took, sizeof took, "%.2f", r.seconds);
    Print(stderr, "     Testing " + name_of(r) + "\n");
    Print(stdout, r.output);
    if (r.status == kExitOk) {
      Print(stderr, "     Testing " + name_of(r) + " passed (" + took + " s)\n");
    } else {
      Print(stderr, "ERROR: " + name_of(r) + " errored during testing (exit status " +
                        std::to_string(r.status) + ", " + took + " s)\n");
      failed.push_back(name_of(r));
    }
  });
  std::sort(failed.begin(), failed.end());
  std::string summary = "     Testing " + std::to_string(files.size() - failed.size()) + " of " +
                        std::to_string(files.size()) + " files passed";
  if (!failed.empty()) {
    summary += "; failed:";
    for (const std::string& f : failed) summary += " " + f;
  }
  Print(stderr, summary + "\n");
  return failed.empty() ? kExitOk : kExitProgramError;
}

}  // namespace

int TestCommand(const CommandLine& line) {
  base::Env* env = base::Env::Default();
  std::string root = base::AbsolutePath(line.file.empty() ? "." : line.file);
  while (root.size() > 1 && root.back() == '/') root.pop_back();
  if (!env->FileExists(base::JoinPath(root, "Project.toml")) && env->ListDir(root).ok()) {
    return RunFolderTests(line, root);
  }
  auto pkg = source::LoadPackage(env, root);
  if (!pkg.ok()) {
    std::fprintf(stderr, "kiln test: %s is no package: %s\n", root.c_str(),
                 pkg.status().ToString().c_str());
    return kExitProgramError;
  }
  return RunPackageTests(line, *pkg);
}

}  // namespace kiln::driver
