// The command line of `kiln`, shaped like `julia`'s:
//
//   kiln [OPTIONS] [FILE|-] [ARGS...]     run FILE (or stdin), or the REPL without one
//   kiln [OPTIONS] -e EXPR [ARGS...]      run EXPR (-E: and display its value)
//   kiln run [OPTIONS] FILE [ARGS...]     run FILE
//   kiln test [OPTIONS] [PACKAGE_DIR]     run a package's test/runtests.jl
//   kiln parse|lower|tape|cache ...       tools (main.cc hands them to their own parsers)
//
// Options come before FILE; everything after FILE (or after `--`) is the
// program's ARGS. An unknown option is a usage error, never a file name. The
// options are listed once, in options.def.
#ifndef KILN_DRIVER_COMMAND_LINE_H_
#define KILN_DRIVER_COMMAND_LINE_H_

#include <optional>
#include <string>
#include <vector>

#include "driver/cache_flags.h"

namespace kiln::driver {

struct CommandLine {
  enum class Action {
    kRun,      // run FILE / stdin / EXPR, or the REPL (see `Source`)
    kTest,     // kiln test [PACKAGE_DIR]
    kTool,     // parse | lower | tape | cache: `tool` and the arguments from it on
    kHelp,     // --help (of `command`: "" for kiln, or "run" / "test")
    kVersion,  // --version
  };
  enum class Source {
    kRepl,   // no program: the REPL (when stdin is a terminal) or stdin
    kFile,   // FILE
    kStdin,  // `-`
    kEval,   // -e / -E
  };
  Action action = Action::kRun;
  Source source = Source::kRepl;
  std::string command;             // "run" or "test" when given, else empty
  std::string file;                // kFile; kTest: the package folder (empty: ".")
  std::string expr;                // kEval
  bool print_value = false;        // -E
  bool interactive = false;        // -i
  bool quiet = false;              // -q
  std::string compile = "yes";     // --compile (accepted; see options.def)
  bool check_bounds = false;       // --check-bounds=yes
  std::string project;             // --project[=DIR] ("@." without a value)
  bool project_given = false;
  CacheFlags cache;                // --cache, --rehash, --timings
  int jobs = 0;                    // kTest: -j N (0: the number of CPUs)
  std::string heap_size_hint;      // --heap-size-hint (heap_limit.h; empty: not given)
  std::vector<std::string> args;   // the program's ARGS
  int tool_argc_offset = 0;        // kTool: index in argv of the tool's name
  bool explain = false;            // `kiln cache explain`: run FILE and say what would miss
  bool precompile = false;         // `kiln precompile`: run FILE, then compile its methods
};

// Parses argv. A usage error is returned as a one-line message (without
// "kiln: "); the caller prints it with a hint and exits with status 2.
struct ParsedCommandLine {
  CommandLine line;
  std::string error;  // non-empty on a usage error
};
ParsedCommandLine ParseCommandLine(const std::vector<std::string>& argv);

// The text of `kiln --help` (command "") or `kiln run --help` / `kiln test --help`.
std::string CommandLineHelp(const std::string& command);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_COMMAND_LINE_H_
