// The `kiln` subcommands. Each returns the process exit status:
// 0 success, 1 error in the user's program, 2 usage error.
#ifndef KILN_DRIVER_COMMANDS_H_
#define KILN_DRIVER_COMMANDS_H_

#include <string>
#include <vector>

#include "driver/cache_flags.h"
#include "driver/command_line.h"

namespace kiln::driver {

constexpr int kExitOk = 0;
constexpr int kExitProgramError = 1;
constexpr int kExitUsage = 2;

struct LowerCommandOptions {
  std::string file;
  std::string module_name = "Main";
  bool implicit_using_base = true;  // false when lowering Base itself
};

// FILE, `-`, -e/-E, piped stdin, the REPL (and -i after a program).
int RunCommand(const CommandLine& line);       // run_command.cc
int TestCommand(const CommandLine& line);      // test_command.cc
int TapeCommand(const std::string& file);      // run_command.cc
int LowerCommand(const LowerCommandOptions& options);  // lower_command.cc
int ParseCommand(const std::string& file);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_COMMANDS_H_
