#!/usr/bin/env python3
"""Robustness tests that drive the real `kiln` binary with generated programs:
very wide and very long input (no count may be truncated, no pass may
recurse once per element), error reporting, and cache administration.

usage: robustness_tests.py --kiln PATH --stdlib DIR TEST

Each TEST is one CTest. Every program here is valid Julia whose output is
stated by the test (what Julia prints); inputs past Kiln's documented limits
must fail with a clear error at a source location, never a crash.
"""

import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from process_harness import expect, main as run_main  # noqa: E402


class Context:
    def __init__(self, kiln, stdlib, tmp):
        self.kiln = kiln
        self.tmp = tmp
        self.env = dict(os.environ, KILN_DATA=os.path.join(tmp, "data"))
        # A copy of the standard library, so its caches are written here.
        self.env["KILN_STDLIB"] = os.path.join(tmp, "stdlib")
        shutil.copytree(stdlib, self.env["KILN_STDLIB"], ignore=shutil.ignore_patterns(".kiln"))

    def path(self, *parts):
        return os.path.join(self.tmp, *parts)

    def write(self, rel, text):
        full = self.path(rel)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
        return full

    def run(self, *args, timeout=600):
        return subprocess.run([self.kiln] + list(args), env=self.env, cwd=self.tmp,
                              capture_output=True, text=True, timeout=timeout)

    def run_program(self, name, text, cache="off"):
        return self.run("run", "--cache=" + cache, self.write(name + ".jl", text))


def crashed(r):
    return (r.returncode < 0 or r.returncode > 2 or "internal error" in r.stderr
            or "AddressSanitizer" in r.stderr or "runtime error:" in r.stderr)


def expect_output(ctx, name, text, stdout):
    r = ctx.run_program(name, text)
    expect(not crashed(r), "%s crashed (exit %d):\n%s" % (name, r.returncode, r.stderr[-3000:]))
    expect(r.returncode == 0 and r.stdout == stdout,
           "%s: exit %d, stdout %r, expected %r\nstderr:\n%s"
           % (name, r.returncode, r.stdout[-500:], stdout, r.stderr[-3000:]))


def expect_clear_error(ctx, name, text, message):
    """Exit 1 with `message` in a diagnostic that names the file and line."""
    r = ctx.run_program(name, text)
    expect(not crashed(r), "%s crashed (exit %d):\n%s" % (name, r.returncode, r.stderr[-3000:]))
    expect(r.returncode == 1, "%s: exit %d, expected 1\nstderr:\n%s"
           % (name, r.returncode, r.stderr[-3000:]))
    expect(message in r.stderr and (name + ".jl:") in r.stderr,
           "%s: expected a diagnostic at %s.jl:LINE containing %r, got:\n%s"
           % (name, name, message, r.stderr[-3000:]))


# ---- Defect: operand counts were stored in 16 bits ----

N = 70000


def test_operands_array(ctx):
    expect_output(ctx, "array", "a = [%s]\nprintln(length(a), \" \", sum(a))\n"
                  % ", ".join(["1"] * N), "%d %d\n" % (N, N))


def test_operands_array_65535(ctx):
    # 65,535 elements and the callee: a count of 65,536, which wrapped to 0.
    n = 65535
    expect_output(ctx, "array", "a = [%s]\nprintln(length(a), \" \", sum(a))\n"
                  % ", ".join(["1"] * n), "%d %d\n" % (n, n))


def test_operands_tuple(ctx):
    expect_output(ctx, "tuple", "t = (%s)\nprintln(length(t), \" \", t[end])\n"
                  % ", ".join(str(i) for i in range(1, N + 1)), "%d %d\n" % (N, N))


def test_operands_named_tuple(ctx):
    expect_output(ctx, "named", "t = (%s)\nprintln(length(t), \" \", t.a%d)\n"
                  % (", ".join("a%d = %d" % (i, i) for i in range(N)), N - 1),
                  "%d %d\n" % (N, N - 1))


def test_operands_interpolation(ctx):
    expect_output(ctx, "interp", "x = 7\ns = \"%s\"\nprintln(length(s))\n" % ("$x" * N),
                  "%d\n" % N)


def test_operands_nary_plus(ctx):
    expect_output(ctx, "plus", "x = 1\nprintln(%s)\n" % " + ".join(["x"] * N), "%d\n" % N)


def test_operands_call(ctx):
    expect_output(ctx, "call", "f(xs...) = length(xs)\nprintln(f(%s))\n"
                  % ", ".join(["1"] * N), "%d\n" % N)


# ---- Defect: passes after parsing recursed once per element ----

LINKS = 30000


def test_flat_comparison_chain(ctx):
    expect_output(ctx, "chain", "x = 1\nprintln(%s)\n" % " <= ".join(["x"] * LINKS), "true\n")


def test_flat_comparison_chain_short_circuits(ctx):
    # False at the end; g() after it is never called, and each middle operand
    # is evaluated once.
    middle = " < ".join("f(%d)" % i for i in range(1, LINKS))
    text = ("calls = 0\nf(i) = (global calls += 1; i)\ng() = (println(\"g called\"); 0)\n"
            "println(%s < 0 < g())\nprintln(calls)\n" % middle)
    expect_output(ctx, "chain_false", text, "false\n%d\n" % (LINKS - 1))


def test_flat_comparison_chain_in_function(ctx):
    expect_output(ctx, "chain_fn", "ascending(x) = %s\nprintln(ascending(1))\n"
                  % " < ".join("x + %d" % i for i in range(LINKS)), "true\n")


def test_flat_long_block(ctx):
    expect_output(ctx, "block", "function f()\n    x = 0\n%s    x\nend\nprintln(f())\n"
                  % ("    x += 1\n" * LINKS), "%d\n" % LINKS)


def test_flat_long_top_level(ctx):
    expect_output(ctx, "top", "x = 0\n%sprintln(x)\n" % ("x += 1\n" * LINKS), "%d\n" % LINKS)


def test_flat_and_or_chains(ctx):
    # As long as the parser's nesting limit allows (&& and || nest).
    n = 250
    expect_output(ctx, "andor", "t = true\nf = false\nprintln(%s)\nprintln(%s)\n"
                  % (" && ".join(["t"] * n), " || ".join(["f"] * n)), "true\nfalse\n")


def test_flat_many_elseifs(ctx):
    n = 250
    body = "x = %d\nif x == 0\n    println(0)\n" % (n - 1)
    body += "".join("elseif x == %d\n    println(%d)\n" % (i, i) for i in range(1, n))
    body += "end\n"
    expect_output(ctx, "elseifs", body, "%d\n" % (n - 1))


def test_flat_many_for_specifications(ctx):
    n = 200
    specs = ", ".join("i%d in 1:%d" % (i, 2 if i == n - 1 else 1) for i in range(n))
    expect_output(ctx, "fors", "s = 0\nfor %s\n    global s += 1\nend\nprintln(s)\n" % specs,
                  "2\n")


def test_flat_many_let_bindings(ctx):
    n = 300
    expect_output(ctx, "lets", "let %s\n    println(a%d + a0)\nend\n"
                  % (", ".join("a%d = %d" % (i, i) for i in range(n)), n - 1), "%d\n" % (n - 1))


def test_flat_past_the_nesting_limit_is_an_error(ctx):
    # Constructs that nest by meaning: past the limit, a clear error (never a
    # stack overflow), for any width.
    n = 20000
    expect_clear_error(ctx, "fors_huge", "for %s\n    println(1)\nend\n"
                       % ", ".join("i%d in 1:1" % i for i in range(n)),
                       "too deeply nested")
    expect_clear_error(ctx, "lets_huge", "let %s\n    println(1)\nend\n"
                       % ", ".join("a%d = 1" % i for i in range(n)), "too deeply nested")


def test_deep_within_the_parser_limit(ctx):
    # As deep as the parser allows, through every later pass.
    d = 120
    text = "function f(x)\n" + "".join("    " * (i + 1) + "if x > %d\n" % i for i in range(d))
    text += "    " * (d + 1) + "return x\n"
    text += "".join("    " * (i + 1) + "end\n" for i in reversed(range(d)))
    text += "    return 0\nend\nprintln(f(%d))\n" % (d + 1)
    text += "g(x) = x + 1\nprintln(%s1%s)\n" % ("g(" * d, ")" * d)
    expect_output(ctx, "deep", text, "%d\n%d\n" % (d + 1, d + 1))


# ---- Reporting an uncaught exception whose showerror throws ----

def test_showerror_that_throws(ctx):
    text = ("struct Oops <: Exception end\n"
            "Base.showerror(io::IO, ::Oops) = (print(io, \"partial \"); error(\"broken showerror\"))\n"
            "println(\"before\")\n"
            "throw(Oops())\n")
    r = ctx.run_program("oops", text)
    expect(not crashed(r), "crashed:\n" + r.stderr)
    expect(r.returncode == 1 and r.stdout == "before\n", "exit %d, stdout %r" % (r.returncode, r.stdout))
    expect("ERROR: ERROR:" not in r.stderr and r.stderr.count("ERROR:") == 1,
           "expected one ERROR: line, got:\n" + r.stderr)
    expect(r.stderr.startswith("ERROR: LoadError: Oops()\n"), "stderr:\n" + r.stderr)
    # A showerror that works is used as before.
    text = ("struct Fine <: Exception end\n"
            "Base.showerror(io::IO, ::Fine) = print(io, \"Fine: all good\")\n"
            "throw(Fine())\n")
    r = ctx.run_program("fine", text)
    expect(r.returncode == 1 and r.stderr.startswith("ERROR: LoadError: Fine: all good\nStacktrace:\n"),
           "stderr:\n" + r.stderr)


# ---- `kiln cache verify DIR` on a folder of scripts ----

def test_cache_verify_script_folder(ctx):
    folder = ctx.path("scripts")
    a = ctx.write("scripts/a.jl", "include(\"helper.jl\")\nprintln(helper(1))\n")
    ctx.write("scripts/helper.jl", "helper(x) = x + 1\n")
    b = ctx.write("scripts/b.jl", "println(\"b\")\n")
    for script in (a, b):
        for _ in range(3):  # a run's writes may be cut short at exit under load
            r = ctx.run("run", script)
            expect(r.returncode == 0, "run failed:\n" + r.stderr)
    r = ctx.run("cache", "verify", folder)
    expect(r.returncode == 0, "verify failed:\n" + r.stdout + r.stderr)
    valid = int(r.stdout.strip().splitlines()[-1].split()[0])
    # a, helper (included by a) and b, each found once.
    expect(valid >= 3, "expected the scripts' entries to be checked:\n" + r.stdout)
    # A damaged entry is found, wherever it was written.
    damaged = 0
    for top in (ctx.env["KILN_DATA"], folder):
        for root, _, files in os.walk(top):
            for name in files:
                if name == "b.ir":
                    with open(os.path.join(root, name), "r+b") as f:
                        data = bytearray(f.read())
                        data[len(data) // 2] ^= 0xFF
                        f.seek(0)
                        f.write(bytes(data))
                    damaged += 1
    expect(damaged > 0, "no cache entry of b.jl was written")
    r = ctx.run("cache", "verify", folder)
    expect(r.returncode == 1 and "corrupt b " in r.stdout,
           "expected b's entry to be reported corrupt:\n" + r.stdout + r.stderr)


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}


def main():
    return run_main(TESTS, 'kiln-robust-', Context)


if __name__ == "__main__":
    sys.exit(main())
