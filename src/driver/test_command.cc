// `kiln test [PACKAGE_DIR]`: a package's tests, run as Pkg.test runs them:
// PACKAGE_DIR/test/runtests.jl, in the test folder, with the package itself
// loadable by `using NAME`, between Pkg's "Testing NAME" and its verdict.
#include <unistd.h>

#include <cstdio>
#include <string>

#include "base/env.h"
#include "driver/cache_command.h"
#include "driver/commands.h"
#include "driver/session.h"
#include "source/package.h"

namespace kiln::driver {

int TestCommand(const CommandLine& line) {
  base::Env* env = base::Env::Default();
  const std::string root = base::AbsolutePath(line.file.empty() ? "." : line.file);
  auto pkg = source::LoadPackage(env, root);
  if (!pkg.ok()) {
    std::fprintf(stderr, "kiln test: %s is no package: %s\n", root.c_str(),
                 pkg.status().ToString().c_str());
    return kExitProgramError;
  }
  const std::string tests = base::JoinPath(root, "test/runtests.jl");
  if (!env->FileExists(tests)) {
    std::fprintf(stderr, "kiln test: %s has no test/runtests.jl\n", pkg->name.c_str());
    return kExitProgramError;
  }
  std::fprintf(stderr, "     Testing %s\n     Testing Running tests...\n", pkg->name.c_str());
  std::fflush(stderr);
  // Pkg.test runs the tests with the test folder as the working directory.
  if (::chdir(base::JoinPath(root, "test").c_str()) != 0) {
    std::fprintf(stderr, "kiln test: cannot enter %s/test\n", root.c_str());
    return kExitProgramError;
  }
  Session session(line.cache);
  if (!session.Open()) return kExitUsage;
  session.loader().AddPackage(*pkg);
  tape::CompiledFile* file = session.CompileFile(tests);
  int code = file == nullptr ? kExitProgramError : session.LoadBase(tests, line.args);
  if (file != nullptr && code == kExitOk) code = session.Finish(session.Run(*file));
  session.rt().Flush();
  std::fflush(stdout);
  if (code == kExitOk) {
    std::fprintf(stderr, "     Testing %s tests passed\n", pkg->name.c_str());
  } else {
    std::fprintf(stderr, "ERROR: Package %s errored during testing\n", pkg->name.c_str());
    code = kExitProgramError;
  }
  session.Exit(code);
}

}  // namespace kiln::driver
