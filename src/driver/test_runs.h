// Test runs of `kiln test` (test_command.cc), each a fresh `kiln` process as
// Pkg.test starts one: started at most `jobs` at a time, each one's stdout and
// stderr collected into one text, handed back when it ends.
#ifndef KILN_DRIVER_TEST_RUNS_H_
#define KILN_DRIVER_TEST_RUNS_H_

#include <functional>
#include <string>
#include <vector>

namespace kiln::driver {

struct TestRun {
  std::vector<std::string> argv;  // argv[0]: the program
  std::string cwd;                // its working directory
  std::vector<std::string> env;   // its environment, NAME=VALUE
  std::string name;               // what reports call it
  // Filled when it has ended:
  std::string output;  // stdout and stderr, interleaved as written
  int status = -1;     // exit status; 128 + N when killed by signal N
  bool started = false;
  double seconds = 0;
};

// Runs `runs`, `jobs` (>= 1) at a time, in order of the vector. `done` is
// called in the parent for each run as it ends (in the order they end).
void RunTests(std::vector<TestRun>& runs, int jobs,
              const std::function<void(const TestRun&)>& done);

// This program's own executable (/proc/self/exe), else `argv0`.
std::string SelfExecutable(const std::string& argv0);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_TEST_RUNS_H_
