#include "driver/command_line.h"

#include <array>
#include <string_view>

#include "driver/heap_limit.h"
#include "driver/version.h"

namespace kiln::driver {
namespace {

enum class OptionId {
#define KILN_OPTION(id, short_name, long_name, value, metavar, help) id,
#include "driver/options.def"
#undef KILN_OPTION
};

enum class ValueKind { kNone, kRequired, kOptional };
using enum ValueKind;

struct OptionSpec {
  OptionId id;
  std::string_view short_name;
  std::string_view long_name;
  ValueKind value;
  std::string_view metavar;
  std::string_view help;
};

constexpr OptionSpec kOptions[] = {
#define KILN_OPTION(id, short_name, long_name, value, metavar, help) \
  {OptionId::id, short_name, long_name, value, metavar, help},
#include "driver/options.def"
#undef KILN_OPTION
};

// Commands given by name in place of FILE. A file of one of these names is run
// as `kiln ./NAME`.
constexpr std::array<std::string_view, 5> kTools = {"parse", "lower", "tape", "infer", "cache"};

const OptionSpec* FindLong(std::string_view name) {
  for (const OptionSpec& o : kOptions) {
    if (!o.long_name.empty() && o.long_name == name) return &o;
  }
  return nullptr;
}

const OptionSpec* FindShort(char c) {
  for (const OptionSpec& o : kOptions) {
    if (o.short_name.size() == 2 && o.short_name[1] == c) return &o;
  }
  return nullptr;
}

// Applies option `o` with `value` (empty for a flag). Returns an error message.
std::string Apply(const OptionSpec& o, const std::string& value, CommandLine& line,
                  bool& help, bool& version) {
  switch (o.id) {
    case OptionId::kEval:
    case OptionId::kPrint:
      line.source = CommandLine::Source::kEval;
      line.expr = value;
      line.print_value = o.id == OptionId::kPrint;
      return "";
    case OptionId::kInteractive: line.interactive = true; return "";
    case OptionId::kQuiet: line.quiet = true; return "";
    case OptionId::kCompile:
      // Julia's values (julia --help), and auto. Only `all` compiles so far
      // (native_tier.h); the others run the interpreter.
      if (value != "yes" && value != "no" && value != "all" && value != "min" &&
          value != "none" && value != "auto") {
        return "invalid argument to --compile (" + value +
               "); expected yes, no, all, min, none or auto";
      }
      line.compile = value;
      return "";
    case OptionId::kCheckBounds:
      // Julia's yes and auto; `no` (no check anywhere) is not offered: an index
      // out of bounds would read outside the array.
      if (value != "yes" && value != "auto") {
        return "invalid argument to --check-bounds (" + value + "); expected yes or auto";
      }
      line.check_bounds = value == "yes";
      return "";
    case OptionId::kCache:
      if (value != "on" && value != "off" && value != "require") {
        return "invalid argument to --cache (" + value + "); expected on, off or require";
      }
      line.cache.mode = value;
      return "";
    case OptionId::kProject:
      line.project = value.empty() ? "@." : value;
      line.project_given = true;
      return "";
    case OptionId::kJobs: {
      int n = 0;
      for (char c : value) {
        if (c < '0' || c > '9' || n > 100000) return "invalid argument to --jobs (" + value + ")";
        n = n * 10 + (c - '0');
      }
      if (value.empty() || n == 0) return "invalid argument to --jobs (" + value + ")";
      line.jobs = n;
      return "";
    }
    case OptionId::kHeapSizeHint: {
      uint64_t bytes = 0;
      // The syntax only: a percentage's memory is read when the run starts.
      if (!ParseHeapSize(value, 100, &bytes)) {
        return "invalid argument to --heap-size-hint (" + value + ")";
      }
      line.heap_size_hint = value;
      return "";
    }
    case OptionId::kRehash: line.cache.rehash = true; return "";
    case OptionId::kTimings: line.cache.timings = true; return "";
    case OptionId::kHelp: help = true; return "";
    case OptionId::kVersion: version = true; return "";
  }
  return "";
}

bool IsTool(std::string_view arg) {
  for (std::string_view t : kTools) {
    if (t == arg) return true;
  }
  return false;
}

}  // namespace

ParsedCommandLine ParseCommandLine(const std::vector<std::string>& argv) {
  ParsedCommandLine out;
  CommandLine& line = out.line;
  bool help = false;
  bool version = false;
  bool options_seen = false;
  auto fail = [&](std::string message) {
    out.error = std::move(message);
    return out;
  };
  size_t i = 1;
  bool rest_is_positional = false;
  for (; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (!rest_is_positional && a == "--") {
      rest_is_positional = true;
      continue;
    }
    if (!rest_is_positional && a.size() > 2 && a.starts_with("--")) {
      size_t eq = a.find('=');
      std::string name = a.substr(0, eq);
      const OptionSpec* o = FindLong(name);
      if (o == nullptr) return fail("unknown option `" + name + "`");
      std::string value;
      if (eq != std::string::npos) {
        if (o->value == kNone) return fail("option `" + name + "` takes no value");
        value = a.substr(eq + 1);
      } else if (o->value == kRequired) {
        if (i + 1 >= argv.size()) return fail("option `" + name + "` needs a value");
        value = argv[++i];
      }
      options_seen = true;
      std::string error = Apply(*o, value, line, help, version);
      if (!error.empty()) return fail(error);
      continue;
    }
    if (!rest_is_positional && a.size() > 1 && a[0] == '-') {
      // Short options; flags may be grouped (-qi), a value may follow at once (-e1).
      for (size_t k = 1; k < a.size(); ++k) {
        const OptionSpec* o = FindShort(a[k]);
        if (o == nullptr) return fail(std::string("unknown option `-") + a[k] + "`");
        std::string value;
        if (o->value == kRequired) {
          if (k + 1 < a.size()) {
            value = a.substr(k + 1);
          } else if (i + 1 < argv.size()) {
            value = argv[++i];
          } else {
            return fail(std::string("option `-") + a[k] + "` needs a value");
          }
          k = a.size();
        }
        options_seen = true;
        std::string error = Apply(*o, value, line, help, version);
        if (!error.empty()) return fail(error);
      }
      continue;
    }
    // A positional argument: a command, FILE, `-`, a package folder, or ARGS.
    if (!rest_is_positional && line.command.empty() && line.source != CommandLine::Source::kEval) {
      if (a == "run" || a == "test") {
        line.command = a;
        continue;
      }
      if (IsTool(a)) {
        if (options_seen) return fail("`kiln " + a + "` takes its options after its name");
        line.action = CommandLine::Action::kTool;
        line.tool_argc_offset = static_cast<int>(i);
        return out;
      }
    }
    if (line.command == "test") {
      if (!line.file.empty()) return fail("kiln test takes one PACKAGE_DIR, not also `" + a + "`");
      line.file = a;
      continue;
    }
    if (line.source == CommandLine::Source::kEval) break;  // ARGS from here on
    if (a == "-") {
      line.source = CommandLine::Source::kStdin;
    } else {
      line.source = CommandLine::Source::kFile;
      line.file = a;
    }
    ++i;
    break;
  }
  for (; i < argv.size(); ++i) line.args.push_back(argv[i]);
  if (help) {
    line.action = CommandLine::Action::kHelp;
    return out;
  }
  if (version) {
    line.action = CommandLine::Action::kVersion;
    return out;
  }
  if (line.command == "test") {
    if (line.source == CommandLine::Source::kEval) return fail("kiln test takes no -e/-E");
    line.action = CommandLine::Action::kTest;
    return out;
  }
  if (line.jobs != 0) return fail("option `--jobs` is kiln test's");
  if (line.command == "run" && line.source != CommandLine::Source::kFile &&
      line.source != CommandLine::Source::kStdin) {
    return fail(line.source == CommandLine::Source::kEval ? "kiln run takes FILE, not -e/-E"
                                                          : "kiln run: missing FILE");
  }
  return out;
}

std::string CommandLineHelp(const std::string& command) {
  std::string out;
  if (command == "run") {
    out =
        "Run a program: its top level in Main, with ARGS and PROGRAM_FILE set as in Julia.\n"
        "\n"
        "usage: kiln run [OPTIONS] FILE [ARGS...]\n"
        "       kiln [OPTIONS] FILE [ARGS...]     (the same)\n"
        "\n"
        "  FILE        the program's source file (`-`: read it from stdin)\n"
        "  ARGS...     the program's arguments (ARGS); options after FILE are ARGS too\n";
  } else if (command == "test") {
    out =
        "Run a package's tests as Pkg.test does: PACKAGE_DIR/test/runtests.jl in a fresh\n"
        "process, with the package as the active project (its own module and its [deps]\n"
        "loadable by `using`) and the test folder as the working directory.\n"
        "Given a folder that is no package, every .jl file in it but runtests.jl runs in a\n"
        "process of its own, -j at a time, with the nearest package above as the project;\n"
        "each file's output is printed together when it ends, then a summary. The exit\n"
        "status is 1 when any test run failed.\n"
        "\n"
        "usage: kiln test [OPTIONS] [PACKAGE_DIR|DIR]   (default: the current folder)\n";
  } else {
    out =
        "Kiln: a fast-starting runtime for Julia programs.\n"
        "\n"
        "usage: kiln [OPTIONS] [FILE|-] [ARGS...]   run FILE (`-`: stdin); with neither,\n"
        "                                           the REPL on a terminal, else stdin\n"
        "       kiln [OPTIONS] -e|-E EXPR [ARGS...]  run EXPR (-E: display its value)\n"
        "       kiln run [OPTIONS] FILE [ARGS...]    run FILE (see kiln run --help)\n"
        "       kiln test [OPTIONS] [PACKAGE_DIR]    run a package's test/runtests.jl, or a\n"
        "                                           folder's test files in parallel\n"
        "       kiln parse FILE                      print the syntax tree\n"
        "       kiln lower FILE                      print the lowered module IR\n"
        "       kiln tape FILE                       print the interpreter's code\n"
        "       kiln cache path|stats|verify|clear|load [PATH...]   the IR cache\n"
        "                                           (kiln cache --help)\n"
        "       kiln cache explain FILE [ARGS...]    run FILE natively; say why each\n"
        "                                           CodeInstance would miss the native store\n"
        "       kiln precompile FILE [ARGS...]       run FILE, then compile every method of\n"
        "                                           it whose argument types are concrete\n";
  }
  out += "\noptions (before FILE):\n";
  for (const OptionSpec& o : kOptions) {
    if (command == "test" && (o.id == OptionId::kEval || o.id == OptionId::kPrint ||
                              o.id == OptionId::kInteractive)) {
      continue;
    }
    if (command == "run" && o.id == OptionId::kJobs) continue;
    std::string names;
    if (!o.short_name.empty()) names += std::string(o.short_name);
    if (!o.long_name.empty()) {
      if (!names.empty()) names += ", ";
      names += std::string(o.long_name);
      if (o.value == kRequired) names += "=" + std::string(o.metavar);
      if (o.value == kOptional) names += "[=" + std::string(o.metavar) + "]";
    } else if (o.value == kRequired) {
      names += " " + std::string(o.metavar);
    }
    std::string row = "  " + names;
    if (row.size() < 30) {
      row.resize(30, ' ');
    } else {
      row += "\n" + std::string(30, ' ');
    }
    out += row + std::string(o.help) + "\n";
  }
  if (command.empty()) {
    out +=
        "\n"
        "environment:\n"
        "  KILN_DATA      global data folder: the IR cache of scripts and of packages whose\n"
        "                 folder is not writable, and start-up images (default\n"
        "                 $XDG_DATA_HOME/kiln, else ~/.local/share/kiln)\n"
        "  XDG_DATA_HOME  see KILN_DATA\n"
        "  KILN_STDLIB    folder of the standard library (Base, Test, Printf, Random, ...);\n"
        "                 default: the source tree's stdlib/\n"
        "  KILN_PROJECT   the active project, as --project (JULIA_PROJECT's analogue)\n"
        "  KILN_LOAD_PATH where `using` looks, `:`-separated (JULIA_LOAD_PATH's analogue;\n"
        "                 `@`, `@.` and `@stdlib` as in Julia)\n"
        "  KILN_HISTORY   the REPL's history file (default $KILN_DATA/logs/repl_history)\n"
        "  KILN_HEAP_SIZE_HINT  the heap's limit when --heap-size-hint is not given\n"
        "\n"
        "The IR cache: a package (a folder with Project.toml) keeps its entries in\n"
        "PACKAGE/.kiln/ when that is writable, else under KILN_DATA; a stand-alone script's\n"
        "entries go under KILN_DATA only, so running it leaves nothing beside it.\n"
        "\n"
        "Exit status: 0 success, 1 error in the program, 2 usage error; exit(n) exits with n.\n";
  }
  return out;
}

}  // namespace kiln::driver
