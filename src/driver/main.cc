// Entry point of the `kiln` command: parses the command line (command_line.h)
// and hands off to the form it names; the tools (parse, lower, tape, cache)
// parse their own options with CLI11.
#include <malloc.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "driver/cache_command.h"
#include "driver/command_line.h"
#include "driver/commands.h"
#include "driver/infer_command.h"
#include "driver/version.h"

namespace {

using kiln::driver::kExitUsage;

int RunTool(int argc, char** argv) {
  CLI::App app{"Kiln's tools.", "kiln"};
  app.require_subcommand(1);
  app.footer("Run `kiln --help` for the forms that run programs.\n"
             "Exit status: 0 success, 1 error in the program, 2 usage error.");

  kiln::driver::CacheCommandOptions cache_options;
  CLI::App* cache = kiln::driver::AddCacheCommand(app, cache_options);

  std::string parse_file;
  CLI::App* parse = app.add_subcommand("parse", "Print the syntax tree of a source file");
  parse->add_option("FILE", parse_file, "Julia source file")->required();

  std::string tape_file;
  CLI::App* tape = app.add_subcommand("tape", "Print the tape (interpreter code) of a source file");
  tape->add_option("FILE", tape_file, "Julia source file")->required();

  kiln::driver::LowerCommandOptions lower_options;
  CLI::App* lower = app.add_subcommand("lower", "Print the lowered module IR of a source file");
  lower->add_option("FILE", lower_options.file, "Julia source file")->required();
  lower->add_option("--module", lower_options.module_name, "Name of the file's module (Main)");
  lower->add_flag("!--no-using-base", lower_options.implicit_using_base,
                  "No implicit `using Base` (for lowering Base itself)");

  kiln::driver::InferCommandOptions infer_options;
  CLI::App* infer = kiln::driver::AddInferCommand(app, infer_options);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "kiln: %s\nRun `kiln --help` for usage.\n", e.what());
    return kExitUsage;
  }
  if (*parse) return kiln::driver::ParseCommand(parse_file);
  if (*lower) return kiln::driver::LowerCommand(lower_options);
  if (*tape) return kiln::driver::TapeCommand(tape_file);
  if (*infer) return kiln::driver::InferCommand(infer_options);
  if (*cache) return kiln::driver::CacheCommand(cache_options);
  return kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  using kiln::driver::CommandLine;
  // Start-up allocates a few megabytes and frees little: grow the C heap in large
  // steps and never hand memory back, instead of a system call every 128 KiB
  // (the cache's decoding thread has an arena of its own that grows by mprotect).
  mallopt(M_TOP_PAD, 16 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);

  std::vector<std::string> args(argv, argv + argc);
  // `kiln cache explain [OPTIONS] FILE [ARGS...]` runs FILE as
  // `kiln run --compile=all` does, with the native store only read.
  const bool explain = args.size() >= 3 && args[1] == "cache" && args[2] == "explain";
  if (explain) {
    if (args.size() == 3 || args[3] == "--help" || args[3] == "-h") {
      std::fprintf(args.size() == 3 ? stderr : stdout,
                   "usage: kiln cache explain [OPTIONS] FILE [ARGS...]\n"
                   "Runs FILE as `kiln run --compile=all` does, without writing to the native store,\n"
                   "then prints, for each CodeInstance that missed, why (docs/native.md).\n");
      return args.size() == 3 ? kExitUsage : kiln::driver::kExitOk;
    }
    args.erase(args.begin() + 1, args.begin() + 3);
    args.insert(args.begin() + 1, {"run", "--compile=all"});
  }
  // `kiln precompile [OPTIONS] FILE [ARGS...]`: likewise, then compiles the
  // program's methods (precompile.h).
  const bool precompile = args.size() >= 2 && args[1] == "precompile";
  if (precompile) {
    if (args.size() == 2 || args[2] == "--help" || args[2] == "-h") {
      std::fprintf(args.size() == 2 ? stderr : stdout,
                   "usage: kiln precompile [OPTIONS] FILE [ARGS...]\n"
                   "Runs FILE as `kiln run --compile=all` does, then infers and compiles every\n"
                   "method of its modules whose argument types are all concrete, writing their\n"
                   "native code to the native store for later runs (docs/native.md).\n");
      return args.size() == 2 ? kExitUsage : kiln::driver::kExitOk;
    }
    args.erase(args.begin() + 1);
    args.insert(args.begin() + 1, {"run", "--compile=all"});
  }
  kiln::driver::ParsedCommandLine parsed = kiln::driver::ParseCommandLine(args);
  parsed.line.explain = explain;
  parsed.line.precompile = precompile;
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "kiln: %s\nRun `kiln --help` for usage.\n", parsed.error.c_str());
    return kExitUsage;
  }
  const CommandLine& line = parsed.line;
  if ((explain || precompile) && line.action != CommandLine::Action::kRun) {
    std::fprintf(stderr, "kiln: kiln %s takes FILE\nRun `kiln --help` for usage.\n",
                 explain ? "cache explain" : "precompile");
    return kExitUsage;
  }
  switch (line.action) {
    case CommandLine::Action::kHelp: {
      std::string help = kiln::driver::CommandLineHelp(line.command);
      std::fwrite(help.data(), 1, help.size(), stdout);
      return kiln::driver::kExitOk;
    }
    case CommandLine::Action::kVersion:
      std::printf("kiln %s\n", KILN_VERSION);
      return kiln::driver::kExitOk;
    case CommandLine::Action::kTool:
      // argv[0], then the tool's name and its arguments.
      argv[line.tool_argc_offset - 1] = argv[0];
      return RunTool(argc - line.tool_argc_offset + 1, argv + line.tool_argc_offset - 1);
    case CommandLine::Action::kTest: return kiln::driver::TestCommand(line);
    case CommandLine::Action::kRun: return kiln::driver::RunCommand(line);
  }
  return kExitUsage;
}
