// The `kiln` subcommands. Each returns the process exit status:
// 0 success, 1 error in the user's program, 2 usage error.
#ifndef KILN_DRIVER_COMMANDS_H_
#define KILN_DRIVER_COMMANDS_H_

#include <string>
#include <vector>

#include "driver/cache_flags.h"

namespace kiln::driver {

constexpr int kExitOk = 0;
constexpr int kExitProgramError = 1;
constexpr int kExitUsage = 2;

struct RunOptions {
  std::string file;
  std::vector<std::string> args;  // the program's ARGS
  CacheFlags cache;               // --cache, --rehash, --timings
  std::string project;            // --project[=DIR] ("@." without a value)
  bool project_given = false;
};

struct LowerCommandOptions {
  std::string file;
  std::string module_name = "Main";
  bool implicit_using_base = true;  // false when lowering Base itself
};

int RunCommand(const RunOptions& options);    // run_command.cc
int TapeCommand(const std::string& file);      // run_command.cc
int LowerCommand(const LowerCommandOptions& options);  // lower_command.cc
int ParseCommand(const std::string& file);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_COMMANDS_H_
