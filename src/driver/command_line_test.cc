#include "driver/command_line.h"

#include <gtest/gtest.h>

#include "driver/heap_limit.h"

namespace kiln::driver {
namespace {

using Action = CommandLine::Action;
using Source = CommandLine::Source;

ParsedCommandLine Parse(std::vector<std::string> args) {
  args.insert(args.begin(), "kiln");
  return ParseCommandLine(args);
}

TEST(CommandLineTest, NothingIsTheRepl) {
  ParsedCommandLine p = Parse({});
  EXPECT_EQ(p.error, "");
  EXPECT_EQ(p.line.action, Action::kRun);
  EXPECT_EQ(p.line.source, Source::kRepl);
}

TEST(CommandLineTest, FileThenArgsIncludingOptions) {
  ParsedCommandLine p = Parse({"--cache=off", "prog.jl", "a", "--cache=on", "-e", "x"});
  EXPECT_EQ(p.error, "");
  EXPECT_EQ(p.line.source, Source::kFile);
  EXPECT_EQ(p.line.file, "prog.jl");
  EXPECT_EQ(p.line.cache.mode, "off");
  EXPECT_EQ(p.line.args, (std::vector<std::string>{"a", "--cache=on", "-e", "x"}));
}

TEST(CommandLineTest, RunIsTheSameAsAFile) {
  ParsedCommandLine p = Parse({"run", "--timings", "prog.jl", "x"});
  EXPECT_EQ(p.error, "");
  EXPECT_EQ(p.line.command, "run");
  EXPECT_EQ(p.line.file, "prog.jl");
  EXPECT_TRUE(p.line.cache.timings);
  EXPECT_EQ(p.line.args, (std::vector<std::string>{"x"}));
  EXPECT_EQ(Parse({"run"}).error, "kiln run: missing FILE");
  EXPECT_EQ(Parse({"run", "--help"}).line.action, Action::kHelp);
  EXPECT_EQ(Parse({"run", "--help"}).line.command, "run");
}

TEST(CommandLineTest, EvalTakesTheRestAsArgs) {
  ParsedCommandLine p = Parse({"-e", "println(ARGS)", "a", "b"});
  EXPECT_EQ(p.error, "");
  EXPECT_EQ(p.line.source, Source::kEval);
  EXPECT_EQ(p.line.expr, "println(ARGS)");
  EXPECT_FALSE(p.line.print_value);
  EXPECT_EQ(p.line.args, (std::vector<std::string>{"a", "b"}));
  ParsedCommandLine e = Parse({"-E1+1"});
  EXPECT_EQ(e.line.expr, "1+1");
  EXPECT_TRUE(e.line.print_value);
  EXPECT_EQ(Parse({"--print=2"}).line.expr, "2");
  EXPECT_EQ(Parse({"-e"}).error, "option `-e` needs a value");
}

TEST(CommandLineTest, StdinAndDoubleDash) {
  ParsedCommandLine p = Parse({"-", "x"});
  EXPECT_EQ(p.line.source, Source::kStdin);
  EXPECT_EQ(p.line.args, (std::vector<std::string>{"x"}));
  ParsedCommandLine d = Parse({"-q", "--", "-odd.jl", "y"});
  EXPECT_EQ(d.error, "");
  EXPECT_TRUE(d.line.quiet);
  EXPECT_EQ(d.line.file, "-odd.jl");
  EXPECT_EQ(d.line.args, (std::vector<std::string>{"y"}));
}

TEST(CommandLineTest, ProjectTakesAnOptionalValue) {
  ParsedCommandLine with = Parse({"--project=app", "f.jl"});
  EXPECT_EQ(with.error, "");
  EXPECT_TRUE(with.line.project_given);
  EXPECT_EQ(with.line.project, "app");
  EXPECT_EQ(with.line.file, "f.jl");
  ParsedCommandLine without = Parse({"--project", "f.jl"});
  EXPECT_EQ(without.error, "");
  EXPECT_TRUE(without.line.project_given);
  EXPECT_EQ(without.line.project, "@.");  // the nearest Project.toml, as julia's --project
  EXPECT_EQ(without.line.file, "f.jl");
  EXPECT_FALSE(Parse({"f.jl"}).line.project_given);
}

TEST(CommandLineTest, GroupedFlags) {
  ParsedCommandLine p = Parse({"-qi", "f.jl"});
  EXPECT_EQ(p.error, "");
  EXPECT_TRUE(p.line.quiet);
  EXPECT_TRUE(p.line.interactive);
}

TEST(CommandLineTest, UnknownOptionsAreErrorsNotFiles) {
  EXPECT_EQ(Parse({"--projekt=."}).error.substr(0, 16), "unknown option `");
  EXPECT_EQ(Parse({"--frobnicate", "f.jl"}).error, "unknown option `--frobnicate`");
  EXPECT_EQ(Parse({"-x"}).error, "unknown option `-x`");
  EXPECT_EQ(Parse({"--quiet=1"}).error, "option `--quiet` takes no value");
}

TEST(CommandLineTest, CompileAndCacheValues) {
  for (const char* v : {"yes", "no", "all", "min", "none"}) {
    ParsedCommandLine p = Parse({std::string("--compile=") + v, "f.jl"});
    EXPECT_EQ(p.error, "") << v;
    EXPECT_EQ(p.line.compile, v);
  }
  EXPECT_EQ(Parse({"--compile=fast"}).error,
            "invalid argument to --compile (fast); expected yes, no, all, min, none or auto");
  EXPECT_EQ(Parse({"--cache", "require", "-e", "1"}).line.cache.mode, "require");
  EXPECT_EQ(Parse({"--cache=maybe"}).error,
            "invalid argument to --cache (maybe); expected on, off or require");
}

TEST(CommandLineTest, ToolsAndTest) {
  ParsedCommandLine c = Parse({"cache", "path", "x.jl"});
  EXPECT_EQ(c.line.action, Action::kTool);
  EXPECT_EQ(c.line.tool_argc_offset, 1);
  EXPECT_NE(Parse({"--cache=off", "cache", "path"}).error, "");
  ParsedCommandLine t = Parse({"test", "--cache=off", "pkg"});
  EXPECT_EQ(t.error, "");
  EXPECT_EQ(t.line.action, Action::kTest);
  EXPECT_EQ(t.line.file, "pkg");
  EXPECT_NE(Parse({"test", "a", "b"}).error, "");
  // A file named like a command is run with a path.
  EXPECT_EQ(Parse({"./cache"}).line.source, Source::kFile);
}

TEST(CommandLineTest, HelpNamesTheForms) {
  std::string help = CommandLineHelp("");
  for (const char* s : {"-e", "-E", "--compile", "--cache", "KILN_DATA", "KILN_STDLIB",
                        "KILN_HISTORY", "kiln test", "[FILE|-]"}) {
    EXPECT_NE(help.find(s), std::string::npos) << s;
  }
  EXPECT_NE(CommandLineHelp("run").find("kiln run [OPTIONS] FILE [ARGS...]"), std::string::npos);
}

TEST(CommandLineTest, HeapSizeHint) {
  ParsedCommandLine p = Parse({"--heap-size-hint=512M", "prog.jl"});
  EXPECT_EQ(p.error, "");
  EXPECT_EQ(p.line.heap_size_hint, "512M");
  p = Parse({"--heap-size-hint", "1.5G", "prog.jl"});
  EXPECT_EQ(p.line.heap_size_hint, "1.5G");
  EXPECT_EQ(Parse({"--heap-size-hint=lots", "prog.jl"}).error,
            "invalid argument to --heap-size-hint (lots)");
  EXPECT_NE(Parse({"--heap-size-hint=120%", "prog.jl"}).error, "");
}

TEST(HeapLimitTest, ParseHeapSize) {
  uint64_t n = 1;
  EXPECT_TRUE(ParseHeapSize("0", 0, &n));
  EXPECT_EQ(n, 0u);
  EXPECT_TRUE(ParseHeapSize("4096", 0, &n));
  EXPECT_EQ(n, 4096u);
  EXPECT_TRUE(ParseHeapSize("64k", 0, &n));
  EXPECT_EQ(n, 64u << 10);
  EXPECT_TRUE(ParseHeapSize("512MB", 0, &n));
  EXPECT_EQ(n, 512u << 20);
  EXPECT_TRUE(ParseHeapSize("1.5g", 0, &n));
  EXPECT_EQ(n, 3u << 29);
  EXPECT_TRUE(ParseHeapSize("2T", 0, &n));
  EXPECT_EQ(n, uint64_t{2} << 40);
  EXPECT_TRUE(ParseHeapSize("25%", 1000, &n));
  EXPECT_EQ(n, 250u);
  EXPECT_TRUE(ParseHeapSize("10b", 0, &n));
  EXPECT_EQ(n, 10u);
  for (const char* bad : {"", "M", "-1M", "12Q", "1MM", "1BB", "5%%", "101%", "1.2.3G", " 1G"}) {
    EXPECT_FALSE(ParseHeapSize(bad, 1000, &n)) << bad;
  }
}

}  // namespace
}  // namespace kiln::driver
