#!/usr/bin/env python3
"""Process-level tests of the `kiln` command's forms (README, "The kiln command").

usage: cli_tests.py --kiln PATH --stdlib DIR TEST

Each TEST is one CTest. Every test works in a fresh temporary folder with its
own KILN_DATA and a copy of the standard library, so the source tree never gets
a cache and nothing is shared between tests.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from process_harness import Failure, expect, main as run_main  # noqa: E402

PROBE = 'println(PROGRAM_FILE, " ", ARGS)\n'

PACKAGE = {
    "Project.toml": 'name = "Shapes"\nversion = "0.1.0"\n',
    "src/Shapes.jl": (
        "module Shapes\nexport area, Square\ninclude(\"square.jl\")\nend\n"
    ),
    "src/square.jl": (
        "struct Square\n    side::Float64\nend\narea(s::Square) = s.side * s.side\n"
    ),
    "test/runtests.jl": (
        "using Test\nusing Shapes\n"
        "@testset \"Shapes\" begin\n    @test area(Square(2.0)) == 4.0\nend\n"
    ),
}


class Context:
    def __init__(self, kiln, stdlib, tmp):
        self.kiln = kiln
        self.tmp = tmp
        self.data = os.path.join(tmp, "data")
        shutil.copytree(stdlib, self.path("stdlib"), ignore=shutil.ignore_patterns(".kiln"))
        self.env = dict(os.environ, KILN_DATA=self.data, KILN_STDLIB=self.path("stdlib"),
                        KILN_HISTORY=self.path("history"))

    def path(self, *parts):
        return os.path.join(self.tmp, *parts)

    def write(self, rel, text):
        full = self.path(rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
        return full

    def run(self, *args, code=None, stdin="", cwd=None, env=None):
        r = subprocess.run([self.kiln] + list(args), env=env or self.env, cwd=cwd or self.tmp,
                           input=stdin, capture_output=True, text=True, timeout=300)
        if code is not None and r.returncode != code:
            raise Failure("kiln %s: exit %d, expected %d\nstdout:\n%s\nstderr:\n%s"
                          % (" ".join(args), r.returncode, code, r.stdout, r.stderr))
        return r


def files_under(root):
    out = []
    for d, _, names in os.walk(root):
        out += [os.path.join(d, n) for n in names]
    return out


# ---- The forms that run code.

def test_file_forms(ctx):
    prog = ctx.write("app/probe.jl", PROBE)
    a = ctx.run(prog, "x", "--cache=off", "-e", code=0)
    expect(a.stdout == prog + ' ["x", "--cache=off", "-e"]\n', a.stdout)
    b = ctx.run("run", prog, "x", "--cache=off", "-e", code=0)
    expect(b.stdout == a.stdout, b.stdout)
    c = ctx.run("--", prog, "y", code=0)
    expect(c.stdout == prog + ' ["y"]\n', c.stdout)
    # Options of every form, before FILE.
    for opts in (["--cache=off"], ["--compile=all"], ["--compile=min"], ["--compile=none"],
                 ["--compile=no"], ["--compile=yes"], ["--compile=auto"], ["-q"], ["--timings", "--rehash"]):
        r = ctx.run(*opts, prog, code=0)
        expect(r.stdout == prog + " String[]\n", "%s: %s" % (opts, r.stdout))
    missing = ctx.run(ctx.path("app/none.jl"), code=1)
    expect("cannot read" in missing.stderr and "none.jl" in missing.stderr, missing.stderr)
    err = ctx.write("app/err.jl", 'println("before")\nerror("boom")\n')
    r = ctx.run(err, code=1)
    # A script's error, as `julia FILE` reports it (an include: LoadError).
    expect(r.stdout == "before\n" and "ERROR: LoadError: boom" in r.stderr, r.stdout + r.stderr)
    ex = ctx.write("app/exit.jl", "exit(3)\n")
    ctx.run(ex, code=3)


def test_eval_forms(ctx):
    r = ctx.run("-e", "println(1 + 1); println(ARGS)", "a", "b", code=0)
    expect(r.stdout == '2\n["a", "b"]\n', r.stdout)
    r = ctx.run("-E", "1 + 1", code=0)
    expect(r.stdout == "2\n", r.stdout)
    r = ctx.run("--print", '"a" * "b"', code=0)
    expect(r.stdout == '"ab"\n', r.stdout)
    r = ctx.run("-E", "[1, 2]", code=0)  # show, not display
    expect(r.stdout == "[1, 2]\n", r.stdout)
    r = ctx.run("-e", 'println(repr(PROGRAM_FILE))', code=0)
    expect(r.stdout == '""\n', r.stdout)
    r = ctx.run("--cache=off", "--compile=min", "-e", "f(x) = 2x\nprintln(f(21))", code=0)
    expect(r.stdout == "42\n", r.stdout)
    r = ctx.run("-e", "error(\"bad\")", code=1)
    expect("ERROR: bad" in r.stderr and "LoadError" not in r.stderr, r.stderr)
    r = ctx.run("-e", "1 + )", code=1)
    expect("error" in r.stderr and r.stdout == "", r.stderr)
    ctx.run("-e", "exit(4)", code=4)


def test_stdin_forms(ctx):
    r = ctx.run(stdin='println("from a pipe")\nprintln(PROGRAM_FILE == "")\n', code=0)
    expect(r.stdout == "from a pipe\ntrue\n", r.stdout)
    r = ctx.run("-", "x", stdin="println(PROGRAM_FILE, ARGS)\n", code=0)
    expect(r.stdout == '-["x"]\n', r.stdout)
    r = ctx.run("--cache=off", "-", stdin='error("piped")\n', code=1)
    expect("ERROR: piped" in r.stderr and "LoadError" not in r.stderr, r.stderr)


def test_usage_errors(ctx):
    prog = ctx.write("app/probe.jl", PROBE)
    for args, needle in ((["--frobnicate", prog], "unknown option `--frobnicate`"),
                         (["-x"], "unknown option `-x`"),
                         (["--compile=fast", prog], "invalid argument to --compile (fast)"),
                         (["--cache=maybe", prog], "invalid argument to --cache (maybe)"),
                         (["run"], "missing FILE"),
                         (["-e"], "needs a value"),
                         (["--cache=off", "cache", "path"], "takes its options after"),
                         (["cache", "frob"], "")):
        r = ctx.run(*args, code=2)
        lines = r.stderr.splitlines()
        expect(needle in r.stderr and r.stdout == "", "%s: %s" % (args, r.stderr))
        expect(lines[-1] == "Run `kiln --help` for usage." or args[0] == "cache",
               "%s: no hint: %s" % (args, r.stderr))
        if args[0] != "cache":
            expect(len(lines) == 2, "%s: not one line and a hint: %s" % (args, r.stderr))
    # Never taken for a file name: nothing was run or created.
    expect(not os.path.exists(ctx.data), "a usage error touched the cache")


def test_help(ctx):
    r = ctx.run("--help", code=0)
    for s in ("kiln [OPTIONS] [FILE|-] [ARGS...]", "-e", "-E", "--compile", "--cache",
              "kiln test", "kiln cache explain FILE", "kiln precompile FILE", "KILN_DATA",
              "KILN_STDLIB", "KILN_HISTORY", "Exit status"):
        expect(s in r.stdout, "--help lacks %s:\n%s" % (s, r.stdout))
    r = ctx.run("run", "--help", code=0)
    expect("kiln run [OPTIONS] FILE [ARGS...]" in r.stdout, r.stdout)
    r = ctx.run("test", "--help", code=0)
    expect("PACKAGE_DIR" in r.stdout, r.stdout)
    r = ctx.run("cache", "--help", code=0)
    expect("load" in r.stdout and "explain" in r.stdout, r.stdout)
    r = ctx.run("cache", "explain", "--help", code=0)
    expect("usage: kiln cache explain [OPTIONS] FILE [ARGS...]" in r.stdout, r.stdout)
    r = ctx.run("precompile", "--help", code=0)
    expect("usage: kiln precompile [OPTIONS] FILE [ARGS...]" in r.stdout, r.stdout)
    r = ctx.run("--version", code=0)
    expect(r.stdout.startswith("kiln "), r.stdout)



def test_bad_files(ctx):
    # A folder or a missing file where a program is wanted: exit 1 and a line
    # that names it and says why, from every form that reads a FILE.
    folder = ctx.path("app")
    os.makedirs(folder, exist_ok=True)
    for args in ([folder], ["run", folder], ["parse", folder], ["lower", folder], ["tape", folder],
                 ["infer", folder], ["cache", "explain", folder]):
        r = ctx.run(*args, code=1)
        expect(folder in r.stderr and "Is a directory" in r.stderr, "%s: %s" % (args, r.stderr))
        expect("internal error" not in r.stderr, "%s: %s" % (args, r.stderr))
    for args in (["infer", ctx.path("none.jl")], ["tape", ctx.path("none.jl")]):
        r = ctx.run(*args, code=1)
        expect("none.jl" in r.stderr, "%s: %s" % (args, r.stderr))
    # KILN_DATA that is a file: the program still runs (nothing is cached).
    data_file = ctx.write("not_a_folder", "garbage\n")
    prog = ctx.write("app/probe.jl", PROBE)
    r = ctx.run(prog, code=0, env=dict(ctx.env, KILN_DATA=data_file))
    expect(r.stdout == prog + " String[]\n", r.stdout + r.stderr)
    r = ctx.run("--compile=all", prog, code=0, env=dict(ctx.env, KILN_DATA=data_file))
    expect(r.stdout == prog + " String[]\n", r.stdout + r.stderr)


# ---- Where caches go.

def test_cache_placement(ctx):
    prog = ctx.write("app/probe.jl", PROBE)
    ctx.run(prog, code=0)
    expect(os.listdir(ctx.path("app")) == ["probe.jl"],
           "a script's run left something beside it: %s" % os.listdir(ctx.path("app")))
    expect(any(f.endswith("/probe.ir") for f in files_under(ctx.data)), "no global entry")
    # A package keeps its entries with it; its test script's go to KILN_DATA.
    for rel, text in PACKAGE.items():
        ctx.write("Shapes/" + rel, text)
    ctx.run("test", ctx.path("Shapes"), code=0)
    pkg_entries = [f for f in files_under(ctx.path("Shapes", ".kiln")) if f.endswith(".ir")]
    expect(any(f.endswith("Shapes/square.ir") for f in pkg_entries), str(pkg_entries))
    expect(os.listdir(ctx.path("Shapes", "test")) == ["runtests.jl"],
           "the test script's cache went beside it")
    # `kiln cache path` says so; on a missing file it is an error.
    r = ctx.run("cache", "path", prog, code=0)
    expect("probe: global " + ctx.data in r.stdout and "probe: package" not in r.stdout, r.stdout)
    r = ctx.run("cache", "path", ctx.path("app/missing.jl"), code=1)
    expect("missing.jl" in r.stderr, r.stderr)


def test_cache_once(ctx):
    # One file included by two scripts is cached once.
    ctx.write("app/lib.jl", "libf() = 7\n")
    a = ctx.write("app/a.jl", 'include("lib.jl")\nprintln("a", libf())\n')
    b = ctx.write("app/b.jl", 'include("lib.jl")\nprintln("b", libf())\n')
    expect(ctx.run(a, code=0).stdout == "a7\n", "a")
    expect(ctx.run(b, code=0).stdout == "b7\n", "b")
    libs = [f for f in files_under(ctx.data) if os.path.basename(f) == "lib.ir"]
    expect(len(libs) == 1, "lib.jl cached %d times: %s" % (len(libs), libs))
    # A package's file, run alone and as part of its package, is cached once.
    for rel, text in PACKAGE.items():
        ctx.write("Shapes/" + rel, text)
    ctx.run(ctx.path("Shapes/src/Shapes.jl"), code=0)
    ctx.run("test", ctx.path("Shapes"), code=0)
    roots = [f for f in files_under(ctx.tmp) if f.endswith("/Shapes.ir")]
    expect(len(roots) == 1, "Shapes.jl cached %d times: %s" % (len(roots), roots))


def test_cache_off_every_form(ctx):
    prog = ctx.write("app/probe.jl", PROBE)
    ctx.run("--cache=off", prog, code=0)
    ctx.run("--cache=off", "-e", "1", code=0)
    ctx.run("--cache=off", "-", stdin="1\n", code=0)
    ctx.run("--cache=off", stdin="1\n", code=0)
    for rel, text in PACKAGE.items():
        ctx.write("Shapes/" + rel, text)
    ctx.run("test", "--cache=off", ctx.path("Shapes"), code=0)
    expect(not os.path.exists(ctx.data), "--cache=off wrote %s" % files_under(ctx.data))
    expect(not os.path.exists(ctx.path("Shapes", ".kiln")), "--cache=off wrote the package's")


# ---- kiln test.

def test_test_command(ctx):
    for rel, text in PACKAGE.items():
        ctx.write("Shapes/" + rel, text)
    r = ctx.run("test", code=0, cwd=ctx.path("Shapes"))
    expect("Test Summary:" in r.stdout and "Shapes" in r.stdout, r.stdout)
    expect(r.stderr.startswith("     Testing Shapes\n") and
           r.stderr.endswith("     Testing Shapes tests passed\n"), r.stderr)
    ctx.write("Shapes/test/runtests.jl",
              "using Test\nusing Shapes\n@testset \"S\" begin\n    @test area(Square(1.0)) == 2.0\nend\n")
    r = ctx.run("test", ctx.path("Shapes"), code=1)
    expect("ERROR: Package Shapes errored during testing" in r.stderr, r.stderr)
    r = ctx.run("test", ctx.path("app"), code=1)
    expect("is no package" in r.stderr, r.stderr)
    # A fresh process, as Pkg.test starts: the tests' exit() ends only it.
    ctx.write("Shapes/test/runtests.jl",
              "using Shapes\nprintln(area(Square(3.0)), \" \", pwd())\nexit(0)\n")
    r = ctx.run("test", ctx.path("Shapes"), code=0)
    expect(r.stdout == "9.0 %s\n" % ctx.path("Shapes", "test"), r.stdout)
    expect(r.stderr.endswith("     Testing Shapes tests passed\n"), r.stderr)


def test_test_folder(ctx):
    # A folder of test files: each in its own process, -j at a time, each
    # one's output in one piece, then the summary; the nearest package above
    # is the project. a.jl and c.jl wait for each other: with -j 2 they run
    # at once.
    for rel, text in PACKAGE.items():
        ctx.write("Shapes/" + rel, text)
    wait = ("function await(f)\n    for _ in 1:600\n        isfile(f) && return true\n"
            "        sleep(0.1)\n    end\n    false\nend\n")
    ctx.write("Shapes/test/a.jl", "using Test, Shapes\n" + wait +
              "touch(\"a.started\")\nprintln(\"a one\")\n@test await(\"c.started\")\n"
              "println(\"a two\")\n")
    ctx.write("Shapes/test/b.jl", "using Test, Shapes\nprintln(\"b one\")\n"
              "@testset \"B\" begin\n    @test area(Square(1.0)) == 2.0\nend\n")
    ctx.write("Shapes/test/c.jl", "using Test, Shapes\n" + wait +
              "touch(\"c.started\")\nprintln(\"c one\")\n@test await(\"a.started\")\n"
              "println(\"c two\")\n")
    r = ctx.run("test", "-j", "2", ctx.path("Shapes", "test"), code=1)
    expect("a one\na two\n" in r.stdout and "c one\nc two\n" in r.stdout, r.stdout)
    expect("b one\n" in r.stdout and "Test Summary:" in r.stdout, r.stdout)
    expect("Testing 3 files in %s (2 at a time)" % ctx.path("Shapes", "test") in r.stderr, r.stderr)
    expect("ERROR: b.jl errored during testing (exit status 1" in r.stderr, r.stderr)
    expect(r.stderr.endswith("     Testing 2 of 3 files passed; failed: b.jl\n"), r.stderr)
    expect("Testing Shapes" not in r.stderr, r.stderr)  # runtests.jl is not run
    os.remove(ctx.path("Shapes", "test", "b.jl"))
    for f in ("a.started", "c.started"):
        os.remove(ctx.path("Shapes", "test", f))
    r = ctx.run("test", "--jobs=2", ctx.path("Shapes", "test"), code=0)
    expect(r.stderr.endswith("     Testing 2 of 2 files passed\n"), r.stderr)
    r = ctx.run("test", "-j", "0", ctx.path("Shapes", "test"), code=2)
    expect("invalid argument to --jobs (0)" in r.stderr, r.stderr)
    r = ctx.run("-j", "2", "-e", "1", code=2)
    expect("option `--jobs` is kiln test's" in r.stderr, r.stderr)


# ---- Ctrl-C while a program runs.

FIB = "fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)\n"


def interrupted(ctx, args):
    """Runs kiln with `args` until it prints "go", sends SIGINT, returns
    (exit status, stdout, stderr)."""
    p = subprocess.Popen([ctx.kiln] + list(args), env=ctx.env, cwd=ctx.tmp,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        first = p.stdout.readline()
        expect(first == b"go\n", first)
        time.sleep(0.5)
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=120)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    return p.returncode, (first + out).decode(), err.decode()


def test_interrupt(ctx):
    # `julia FILE` ends at Ctrl-C (exit_on_sigint): its output so far, the
    # signal's report naming the running top-level expression, status 130;
    # a try/catch does not see it.
    prog = ctx.write("app/spin.jl", FIB + "println(\"go\"); flush(stdout)\n"
                     "try\n    fib(60)\ncatch\n    println(\"caught\")\nend\n")
    code, out, err = interrupted(ctx, [prog])
    expect(code == 130, "exit %d\n%s" % (code, err))
    expect(out == "go\n", out)
    expect(re.fullmatch(r"\n\[\d+\] signal 2: Interrupt\nin expression starting at %s:3\n"
                        % re.escape(prog), err), err)
    # -e raises InterruptException (Julia's REPL and -e do not exit_on_sigint),
    # in a loop as in a recursion, where a try/catch sees it.
    code, out, err = interrupted(ctx, ["-e", FIB + "println(\"go\"); flush(stdout); while true end"])
    expect(code == 1, "exit %d\n%s" % (code, err))
    expect(err.startswith("ERROR: InterruptException:\n"), err)
    code, out, err = interrupted(ctx, ["-e", FIB + "println(\"go\"); flush(stdout)\n"
                                       "try fib(60) catch e; println(typeof(e)) end"])
    expect(code == 0 and out == "go\nInterruptException\n", "exit %d\n%s%s" % (code, out, err))


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}


def main():
    return run_main(TESTS, 'kiln-cli-test-', Context)


if __name__ == "__main__":
    sys.exit(main())
