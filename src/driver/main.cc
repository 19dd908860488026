// Entry point of the `kiln` command: parses the command line and hands off to
// the subcommand in commands.cc.
#include <malloc.h>

#include <CLI/CLI.hpp>
#include <cstdio>

#include "driver/cache_command.h"
#include "driver/commands.h"
#include "driver/infer_command.h"
#include "driver/version.h"

int main(int argc, char** argv) {
  using kiln::driver::kExitUsage;
  // Start-up allocates a few megabytes and frees little: grow the C heap in large
  // steps and never hand memory back, instead of a system call every 128 KiB
  // (the cache's decoding thread has an arena of its own that grows by mprotect).
  mallopt(M_TOP_PAD, 16 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);

  CLI::App app{"Kiln: a fast-starting runtime for a subset of Julia.", "kiln"};
  app.set_version_flag("--version", std::string("kiln ") + KILN_VERSION);
  app.require_subcommand(1);
  app.footer("Run `kiln COMMAND --help` for the options of one command.\n"
             "Exit status: 0 success, 1 error in the program, 2 usage error.");

  kiln::driver::RunOptions run_options;
  CLI::App* run = app.add_subcommand("run", "Run a Kiln program: kiln run FILE [ARGS...]");
  run->prefix_command();  // everything from FILE on belongs to the program
  kiln::driver::AddCacheFlags(run, run_options.cache);
  CLI::Option* project_flag =
      run->add_flag("--project{@.}", run_options.project,
                    "The active project: --project=DIR, or the nearest Project.toml from the "
                    "current folder up (see also KILN_PROJECT, KILN_LOAD_PATH)");

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
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "kiln: %s\nRun `kiln --help` for usage.\n", e.what());
    return kExitUsage;
  }

  if (*run) {
    std::vector<std::string> rest = run->remaining();
    if (rest.empty()) {
      std::fprintf(stderr, "kiln run: missing FILE\nusage: kiln run FILE [ARGS...]\n");
      return kExitUsage;
    }
    run_options.file = rest.front();
    run_options.project_given = project_flag->count() > 0;
    run_options.args.assign(rest.begin() + 1, rest.end());
    return kiln::driver::RunCommand(run_options);
  }
  if (*parse) return kiln::driver::ParseCommand(parse_file);
  if (*lower) return kiln::driver::LowerCommand(lower_options);
  if (*tape) return kiln::driver::TapeCommand(tape_file);
  if (*infer) return kiln::driver::InferCommand(infer_options);
  if (*cache) return kiln::driver::CacheCommand(cache_options);
  return kExitUsage;
}
