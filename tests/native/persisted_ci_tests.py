#!/usr/bin/env python3
"""Process-level tests of persisted CodeInstances (COMPILER.md §2;
docs/formats/code-instance-record.md; docs/native.md): a warm run of a program
that ran before infers and emits nothing, an edit re-infers what it changed,
and a damaged record is a miss.

usage: persisted_ci_tests.py --kiln PATH --stdlib DIR TEST

Every test works in a fresh temporary folder with its own KILN_DATA and a copy
of the standard library. Counts come from `--timings`; which CodeInstances
were found invalid or written again comes from the test hook
KILN_TEST_CI_LOG=FILE.
"""

import os
import re
import shutil
import sqlite3
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from process_harness import Failure, expect, main as run_main, test_slice  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Programs whose warm run must infer nothing: the bench programs at small
# sizes and the native tier's test programs. tests/native/programs/tiers.jl is
# left out: it redefines a method between two calls of its caller, and one
# record per MethodInstance holds the caller's edges of one definition only,
# so that caller is inferred again in each run (docs/native.md).
PROGRAMS = [
    ("bench/fib/fib.jl", "18"),
    ("bench/loop/loop.jl", "1000"),
    ("bench/mandelbrot/mandelbrot.jl", "16"),
    ("tests/native/programs/numeric.jl", None),
    ("tests/native/programs/loops.jl", None),
    ("tests/native/programs/narrowing.jl", None),
    ("tests/native/programs/varargs.jl", None),
]

# A program of three files and two modules for the edit tests.
MAIN = """\
include("geometry.jl")
include("series.jl")
println(Geometry.area(3, 4))
println(Series.total(10))
println(Series.squares(6))
"""
GEOMETRY = """\
module Geometry
scale(x::Int) = 2x
area(w::Int, h::Int) = scale(w) * h
end
"""
SERIES = """\
module Series
step(i::Int) = i * 3
function total(n::Int)
    s = 0
    i = 1
    while i <= n
        s += step(i)
        i += 1
    end
    s
end
function squares(n::Int)
    s = 0
    i = 1
    while i <= n
        s += i * i
        i += 1
    end
    s
end
end
"""

# A program whose native code calls into the interpreter (callees with a
# `try` and no side effects), with Strings, and with two large mutually
# recursive functions (each a module of its own: a cycle of CodeInstances).
MIXED = """\
helper(a::Int, b::Int) = a * b + 1
function safe_div(a::Int, b::Int)
    try
        return div(a, b) + helper(a, 0)
    catch
        return -1
    end
end
function sum_divs(n::Int)
    s = 0
    for i in 1:n
        s += safe_div(1000, i - 3)
    end
    return s
end
function build(n::Int)
    s = ""
    for i in 1:n
        s = s * "ab"
    end
    return s
end
function tagged(s::String)
    try
        return s * "!"
    catch
        return ""
    end
end
total_units(n::Int) = ncodeunits(tagged(build(n))) + sum_divs(n)
function big_safe(a::Int, b::Int)
    k = a
""" + "".join("    k = k + %d - %d\n" % (j, j) for j in range(30)) + """\
    try
        return div(k, b)
    catch
        return 0
    end
end
function sum_big(n::Int)
    s = 0
    for i in 1:n
        s += big_safe(7 * i, i - 2)
    end
    return s
end
""" + "".join(
    "function %s(n::Int)\n    n == 0 && return %s\n    k = n\n%s    return %s(n - 1 + (k - n))\nend\n"
    % (name, result, "".join("    k = k + %d - %d\n" % (j, j) for j in range(30)), other)
    for name, result, other in (("big_even", "true", "big_odd"), ("big_odd", "false", "big_even"))) + """\
function count_even(n::Int)
    c = 0
    for i in 1:n
        if big_even(i)
            c += 1
        end
    end
    return c
end
println(sum_divs(20))
println(total_units(7))
println(count_even(30))
println(sum_divs(9) + total_units(3))
println(sum_big(12))
"""


class Context:
    def __init__(self, kiln, stdlib, tmp):
        self.kiln = kiln
        self.tmp = tmp
        self.data = os.path.join(tmp, "data")
        self.store = os.path.join(self.data, "cache", "native.sqlite")
        self.log = os.path.join(tmp, "ci.log")
        self.env = dict(os.environ, KILN_DATA=self.data, KILN_STDLIB=os.path.join(tmp, "stdlib"),
                        KILN_TEST_CI_LOG=self.log)
        for var in ("KILN_NATIVE_CACHE_SIZE", "KILN_TEST_ABI_SHIFT"):
            self.env.pop(var, None)
        shutil.copytree(stdlib, os.path.join(tmp, "stdlib"), ignore=shutil.ignore_patterns(".kiln"))
        self.app = os.path.join(tmp, "app")
        os.makedirs(self.app)

    def write(self, name, text):
        with open(os.path.join(self.app, name), "w") as f:
            f.write(text)
        return os.path.join(self.app, name)

    def run(self, *args, extra_env=None):
        return subprocess.run([self.kiln] + list(args), env=dict(self.env, **(extra_env or {})), cwd=self.tmp,
                              capture_output=True, text=True, timeout=600)

    def reference(self, program, args, cache_off=False):
        r = self.run("run", *(["--cache=off"] if cache_off else []), "--compile=none", program, *args)
        expect(r.returncode == 0, "reference run failed: %r" % r.stderr)
        return r.stdout

    def native(self, program, args, want, extra_env=None):
        """A --compile=all --timings run whose output must be `want`; returns
        its counters and the CodeInstance log."""
        if os.path.exists(self.log):
            os.remove(self.log)
        r = self.run("run", "--compile=all", "--timings", program, *args, extra_env=extra_env)
        expect(r.returncode == 0 and r.stdout == want,
               "output differs from the interpreter's:\n  want %r\n  got %r\n%s" % (want, r.stdout, r.stderr))
        plain = [l for l in r.stderr.splitlines() if not l.startswith("  ") and not l.startswith("kiln timings")]
        expect(plain == [], "standard error: %r" % r.stderr)
        c = counters(r.stderr)
        log = []
        if os.path.exists(self.log):
            with open(self.log) as f:
                log = f.read().splitlines()
        return c, log


def counters(stderr):
    m = re.search(r"CodeInstances: (\d+) loaded, (\d+) revalidated, (\d+) invalidated, (\d+) not found; "
                  r"(\d+) inferred, (\d+) modules emitted; (\d+) records written, (\d+) not persisted", stderr)
    expect(m is not None, "no CodeInstances line in --timings:\n" + stderr)
    h = re.search(r"native cache hits: (\d+)/(\d+)", stderr)
    expect(h is not None, "no native cache hits line:\n" + stderr)
    names = ("loaded", "revalidated", "invalidated", "missing", "inferred", "emitted", "written", "not_persisted")
    c = {k: int(v) for k, v in zip(names, m.groups())}
    c["hits"], c["lookups"] = int(h.group(1)), int(h.group(2))
    c["text"] = stderr
    return c


def settle(ctx, program, args, want, tries=4):
    """Runs until a run infers nothing (each run's writes get a bounded wait
    at exit, so under load one run may not store everything)."""
    for _ in range(tries):
        c, log = ctx.native(program, args, want)
        if c["inferred"] == 0:
            return c, log
    raise Failure("a warm run still infers:\n" + c["text"])


def user_functions(log, kind):
    """The functions of modules Geometry and Series in log lines of `kind`."""
    out = set()
    for line in log:
        if line.startswith(kind + " "):
            m = re.search(r" Main\.(Geometry|Series)\.(\w+)$", line)
            if m:
                out.add(m.group(1) + "." + m.group(2))
    return out


# ---- Tests

def test_warm_runs_infer_nothing(ctx):
    programs, note = test_slice(PROGRAMS)
    for rel, arg in programs:
        program = os.path.join(ROOT, rel)
        args = [arg] if arg else []
        want = ctx.reference(program, args)
        cold, _ = ctx.native(program, args, want)
        expect(cold["inferred"] > 0 and cold["written"] > 0, "%s: a cold run wrote nothing:\n%s" % (rel, cold["text"]))
        warm, _ = settle(ctx, program, args, want)
        expect(warm["emitted"] == 0 and warm["invalidated"] == 0 and warm["missing"] == 0,
               "%s: a warm run emitted or missed:\n%s" % (rel, warm["text"]))
        expect(warm["lookups"] > 0 and warm["hits"] == warm["lookups"],
               "%s: native code not all from the store:\n%s" % (rel, warm["text"]))
        m = re.search(r"inference ([\d.]+) ms, emission ([\d.]+) ms, optimization ([\d.]+) ms", warm["text"])
        expect(m is not None and float(m.group(1)) == 0 and float(m.group(2)) == 0 and float(m.group(3)) < 1.0,
               "%s: a warm run spent time in inference or LLVM:\n%s" % (rel, warm["text"]))
    print("%d programs%s" % (len(programs), note))


def edit(ctx, main, path, old, new, edited, want_invalid):
    """Replaces `old` by `new` in `path` (the body of function `edited`), runs,
    and checks that exactly the functions `want_invalid` were found invalid,
    that of the program's functions only those and `edited` were inferred and
    written again, and that the next run infers nothing."""
    with open(path) as f:
        text = f.read()
    expect(old in text, "test program lacks %r" % old)
    with open(path, "w") as f:
        f.write(text.replace(old, new))
    want = ctx.reference(main, [])
    c, log = ctx.native(main, [], want)
    invalid = user_functions(log, "invalid")
    expect(invalid == want_invalid, "found invalid: %s, want %s\n%s" % (sorted(invalid), sorted(want_invalid),
                                                                       "\n".join(log)))
    # What is inferred again: the invalid ones and the edited function (a new
    # body is a new MethodInstance record); nothing else of the program.
    written = user_functions(log, "written")
    expect(written == want_invalid | {edited},
           "written again: %s, want %s\n%s" % (sorted(written), sorted(want_invalid | {edited}), "\n".join(log)))
    expect(user_functions(log, "not found") <= {edited},
           "records not found: %s\n%s" % (sorted(user_functions(log, "not found")), "\n".join(log)))
    expect(c["invalidated"] == len(want_invalid) and c["inferred"] > 0,
           "counters after the edit:\n" + c["text"])
    revalidated_before = c["revalidated"]
    expect(revalidated_before > 0, "nothing revalidated after the edit:\n" + c["text"])
    settle(ctx, main, [], want)
    return c


def test_edit_reinfers_what_changed(ctx):
    main = ctx.write("main.jl", MAIN)
    geometry = ctx.write("geometry.jl", GEOMETRY)
    series = ctx.write("series.jl", SERIES)
    want = ctx.reference(main, [])
    ctx.native(main, [], want)
    full, _ = settle(ctx, main, [], want)
    # One function body of one module: only its caller in that module is
    # invalid (its edge names the old body); Geometry and squares are not.
    c = edit(ctx, main, series, "step(i::Int) = i * 3", "step(i::Int) = i * 5", "Series.step",
             {"Series.total"})
    expect(c["revalidated"] >= 2, c["text"])
    # A callee in the other module: its caller only.
    edit(ctx, main, geometry, "scale(x::Int) = 2x", "scale(x::Int) = 3x", "Geometry.scale",
         {"Geometry.area"})
    # A body edited without changing what it calls: itself only (the caller
    # at top level is interpreted; nothing else depends on it).
    edit(ctx, main, series, "        s += i * i", "        s += i * i + 1", "Series.squares", set())
    print("whole program: %d records loaded" % full["loaded"])


def explain(ctx, main, want, extra_env=None):
    """`kiln cache explain main`: the program's output is `want`, then the
    report; returns the summary's counts and {name: reason} of the program's
    own functions that would miss (Main.*), and all miss lines."""
    env = dict(ctx.env, **(extra_env or {}))
    r = subprocess.run([ctx.kiln, "cache", "explain", main], env=env, cwd=ctx.tmp,
                       capture_output=True, text=True, timeout=600)
    expect(r.returncode == 0, "kiln cache explain failed:\n%s%s" % (r.stdout, r.stderr))
    expect(r.stdout.startswith(want), "explain: the program's output differs:\n  want %r\n  got %r" % (want, r.stdout))
    report = r.stdout[len(want):].splitlines()
    m = re.match(r"kiln cache explain: (\d+) CodeInstances looked up, (\d+) valid, (\d+) would miss$",
                 report[0] if report else "")
    expect(m is not None, "no summary line:\n" + r.stdout)
    misses = report[1:]
    expect(len(misses) == int(m.group(3)) and all(l.startswith("miss ") for l in misses),
           "report lines:\n" + r.stdout)
    own = {}
    for line in misses:
        name, _, reason = line[len("miss "):].partition(": ")
        if name.startswith("Main."):
            own[name] = reason
    return int(m.group(1)), int(m.group(2)), own, misses, r.stdout


def test_explain_names_what_changed(ctx):
    main = ctx.write("main.jl", MAIN)
    ctx.write("geometry.jl", GEOMETRY)
    series = ctx.write("series.jl", SERIES)
    want = ctx.reference(main, [])
    ctx.native(main, [], want)
    settle(ctx, main, [], want)
    looked_up, valid, own, misses, out = explain(ctx, main, want)
    expect(looked_up > 0 and valid == looked_up and misses == [], "a settled store has misses:\n" + out)
    # One function body edited: exactly it and its caller, with the reasons.
    with open(series) as f:
        text = f.read()
    with open(series, "w") as f:
        f.write(text.replace("step(i::Int) = i * 3", "step(i::Int) = i * 5"))
    want = ctx.reference(main, [])
    for _ in range(2):  # explaining writes nothing: the same report twice
        _, _, own, misses, out = explain(ctx, main, want)
        expect(own == {
            "Main.Series.step(::Int64)": "the source of its method changed",
            "Main.Series.total(::Int64)": "it calls Main.Series.step(::Int64), whose source changed",
        }, "explain after editing Series.step:\n" + out)
    settle(ctx, main, [], want)
    # Another runtime ABI (the test hook of one changed layout): every
    # CodeInstance misses, and the reason names the ABI and nothing else.
    looked_up, valid, own, misses, out = explain(ctx, main, want, {"KILN_TEST_ABI_SHIFT": "Value"})
    expect(valid == 0 and len(misses) > 0 and len(own) > 0, "an ABI change still finds records:\n" + out)
    for line in misses:
        expect(re.search(r": runtime ABI changed \(was \w+…, now \w+…\)$", line) is not None,
               "a reason other than the ABI:\n" + out)
    # A function never compiled before.
    with open(main, "a") as f:
        f.write("triple(x::Int) = 3x\nprintln(triple(14))\n")
    want = ctx.reference(main, [])
    _, _, own, _, out = explain(ctx, main, want)
    expect(own == {"Main.triple(::Int64)": "never compiled"}, "explain of a new function:\n" + out)


# Code that knows where its file is: @__FILE__ and @__DIR__ are the running
# file's path (resolved when the file is linked, never part of a record), so
# a copy of the program prints its own.
WHERE = """\
module Where
dir_length() = length(@__DIR__)
file_length() = length(@__FILE__) + 0
end
println(Where.dir_length())
println(Where.file_length())
"""


def test_moved_project_and_stdlib(ctx):
    """With one KILN_DATA, a program copied to another folder, then run with
    a fresh copy of the standard library at another path, infers and emits
    nothing: a record names its method's file relative to its package (a
    script and the files it includes by their names), and what a method is
    is decided by its body hash and edges, as a package image that is moved
    within its depot stays valid. @__DIR__ and @__FILE__ give the copy's."""
    main = ctx.write("main.jl", MAIN + 'include("where.jl")\n')
    ctx.write("geometry.jl", GEOMETRY)
    ctx.write("series.jl", SERIES)
    ctx.write("where.jl", WHERE)
    want = ctx.reference(main, [])
    ctx.native(main, [], want)
    settled, _ = settle(ctx, main, [], want)
    expect(settled["loaded"] > 0, "nothing loaded:\n" + settled["text"])
    moved_app = os.path.join(ctx.tmp, "copies", "the-moved-app")
    shutil.copytree(ctx.app, moved_app)
    moved_main = os.path.join(moved_app, "main.jl")
    stdlib = ctx.env["KILN_STDLIB"]
    for what, library in (("the program copied", stdlib),
                          ("and the standard library copied", os.path.join(ctx.tmp, "elsewhere", "library"))):
        if library != stdlib:
            shutil.copytree(stdlib, library, ignore=shutil.ignore_patterns(".kiln"))
        ctx.env["KILN_STDLIB"] = library
        moved_want = ctx.reference(moved_main, [])
        expect(moved_want.splitlines()[-2:] != want.splitlines()[-2:]
               and moved_want.splitlines()[:-2] == want.splitlines()[:-2],
               "the copy's @__DIR__ is the original's:\n%s\n%s" % (want, moved_want))
        c, log = ctx.native(moved_main, [], moved_want)
        expect(c["inferred"] == 0 and c["emitted"] == 0 and c["invalidated"] == 0 and c["missing"] == 0
               and c["written"] == 0, "%s: records were not used:\n%s\n%s" % (what, c["text"], "\n".join(log)))
        expect(c["loaded"] == settled["loaded"] and c["hits"] == c["lookups"] == settled["lookups"],
               "%s: loaded %d records (%d before), %d/%d objects:\n%s" % (
                   what, c["loaded"], settled["loaded"], c["hits"], c["lookups"], c["text"]))
        print("%s: %d records loaded, %d inferred, %d modules emitted, %d/%d objects from the store"
              % (what, c["loaded"], c["inferred"], c["emitted"], c["hits"], c["lookups"]))
    # Nothing to explain at the copy's place.
    looked_up, valid, _, misses, out = explain(ctx, moved_main, moved_want)
    expect(looked_up > 0 and valid == looked_up and misses == [], "the copy would miss:\n" + out)
    # Renamed files are other files: their methods' records are not found,
    # and `kiln cache explain` says where the method was.
    os.rename(os.path.join(moved_app, "series.jl"), os.path.join(moved_app, "sums.jl"))
    with open(moved_main) as f:
        text = f.read()
    with open(moved_main, "w") as f:
        f.write(text.replace('include("series.jl")', 'include("sums.jl")'))
    _, _, own, _, out = explain(ctx, moved_main, moved_want)
    moved = "its method moved to another file (was series.jl, now sums.jl)"
    expect(own.get("Main.Series.total(::Int64)") == moved
           and all(k.startswith("Main.Series.") and v == moved for k, v in own.items()),
           "explain after renaming a file:\n" + out)


# A program whose top level calls `cube` only when given an argument.
PRECOMPILE = """\
cube(x::Int) = x * x * x
square(x::Int) = x * x
n = length(ARGS)
if n > 0
    println(cube(n + 1))
end
println(square(n + 2))
"""


def test_precompile_compiles_what_never_ran(ctx):
    prog = ctx.write("prog.jl", PRECOMPILE)
    want = ctx.reference(prog, [])
    settle(ctx, prog, [], want)
    want_arg = ctx.reference(prog, ["a"])
    r = subprocess.run([ctx.kiln, "cache", "explain", prog, "a"], env=ctx.env, cwd=ctx.tmp,
                       capture_output=True, text=True, timeout=600)
    expect(r.returncode == 0 and r.stdout.startswith(want_arg)
           and "\nmiss Main.cube(::Int64): never compiled\n" in r.stdout,
           "before precompiling, cube is not in the store:\n" + r.stdout + r.stderr)
    r = ctx.run("precompile", prog)
    expect(r.returncode == 0 and r.stdout == want, "kiln precompile: the program's output:\n%r\n%s" % (r.stdout, r.stderr))
    lines = r.stderr.splitlines()
    expect("precompile 1/2 Tuple{typeof(cube), Int64}: compiled" in lines or
           "precompile 2/2 Tuple{typeof(cube), Int64}: compiled" in lines,
           "kiln precompile did not compile cube:\n" + r.stderr)
    expect(any(re.match(r"precompile [12]/2 Tuple\{typeof\(square\), Int64\}: in the store already$", l)
               for l in lines), "square (run by the top level) not found in the store:\n" + r.stderr)
    expect(lines[-1] == "precompiled 2 methods: 1 compiled, 1 in the store already, 0 not native",
           "kiln precompile's summary:\n" + r.stderr)
    # The run that calls cube loads it: nothing inferred, nothing emitted.
    c, log = ctx.native(prog, ["a"], want_arg)
    expect(c["inferred"] == 0 and c["emitted"] == 0 and c["missing"] == 0 and c["hits"] == c["lookups"],
           "cube was not loaded from the store:\n" + c["text"])
    expect(not any("cube" in l for l in log if not l.startswith("written")), "\n".join(log))


def test_damaged_record(ctx):
    program = os.path.join(ROOT, "tests/native/programs/loops.jl")
    want = ctx.reference(program, [], cache_off=True)
    ctx.native(program, [], want)
    settle(ctx, program, [], want)
    for damage in ("truncate", "flip", "empty"):
        db = sqlite3.connect(ctx.store)
        rows = db.execute("SELECT key, value FROM entries WHERE substr(value, 1, 4) = CAST('KCIR' AS BLOB)").fetchall()
        expect(len(rows) > 0, "no CodeInstance records in the store")
        for key, value in rows:
            if damage == "truncate":
                value = value[: len(value) // 2]
            elif damage == "flip":
                value = bytearray(value)
                value[len(value) // 3] ^= 0x5a
                value = bytes(value)
            else:
                value = b""
            # The entry's own hash made right: only the record's decoding stands.
            db.execute("UPDATE entries SET value = ?, hash = ?, size = ? WHERE key = ?",
                       (value, entry_hash(key, value), len(value), key))
        db.commit()
        db.close()
        c, _ = ctx.native(program, [], want)
        expect(c["inferred"] > 0, "damaged records (%s) were used:\n%s" % (damage, c["text"]))
        settle(ctx, program, [], want)


def interpreter_calls(c):
    """(modules calling into the interpreter, modules emitted again for it)"""
    m = re.search(r"(\d+) calling into the interpreter \((\d+) emitted again for it\)", c["text"])
    expect(m is not None, "no `calling into the interpreter` count in --timings:\n" + c["text"])
    return int(m.group(1)), int(m.group(2))


def test_same_modules_cold_warm_partial(ctx):
    """What becomes of each CodeInstance depends on it alone: a cold run, warm
    runs, and runs that load some CodeInstances from records and infer the
    others link the same modules (all found in the store after the first)."""
    program = ctx.write("mixed.jl", MIXED)
    want = ctx.reference(program, [], cache_off=True)
    cold, _ = ctx.native(program, [], want)
    expect(cold["hits"] == 0 and cold["lookups"] >= 4, "cold run:\n" + cold["text"])
    calls, again = interpreter_calls(cold)
    expect(calls >= 3 and again >= 1, "native code did not call into the interpreter:\n" + cold["text"])
    n = cold["lookups"]
    warm, _ = settle(ctx, program, [], want)
    expect(warm["lookups"] == n and warm["hits"] == n and warm["emitted"] == 0,
           "a warm run linked other modules than the cold run (%d):\n%s" % (n, warm["text"]))
    for part in range(3):
        # Every third CodeInstance record gone: those are inferred and
        # compiled again (their objects are in the store), the rest loaded.
        db = sqlite3.connect(ctx.store)
        keys = sorted(k for (k,) in db.execute(
            "SELECT key FROM entries WHERE substr(value, 1, 4) = CAST('KCIR' AS BLOB)"))
        expect(len(keys) >= 3, "too few CodeInstance records: %d" % len(keys))
        db.executemany("DELETE FROM entries WHERE key = ?", [(k,) for k in keys[part::3]])
        db.commit()
        db.close()
        c, _ = ctx.native(program, [], want)
        expect(c["inferred"] > 0 and c["revalidated"] > 0,
               "partial load %d did not both load and infer:\n%s" % (part, c["text"]))
        expect(c["lookups"] == n and c["hits"] == n,
               "partial load %d linked other modules than the cold run (%d):\n%s" % (part, n, c["text"]))
        c, _ = settle(ctx, program, [], want)
        expect(c["lookups"] == n and c["hits"] == n and c["emitted"] == 0,
               "after partial load %d, a warm run (%d modules):\n%s" % (part, n, c["text"]))
    # A cold run again, in an empty data folder: the same modules emitted.
    shutil.rmtree(ctx.data)
    again, _ = ctx.native(program, [], want)
    expect(again["lookups"] == n and again["hits"] == 0 and again["emitted"] == cold["emitted"] and
           interpreter_calls(again) == interpreter_calls(cold),
           "a second cold run differs from the first:\n%s\n%s" % (cold["text"], again["text"]))


def test_loaded_machine_stores_everything(ctx):
    """A run's exit waits for its queued writes a bounded time of the store
    thread's own: time the thread spends waiting for a CPU other processes
    hold does not count. The test hook KILN_TEST_STORE_DELAY_MS makes the
    thread wait before each batch of writes as it would for a CPU: a run that
    writes records but compiles nothing (whose exit waits the least) still
    leaves every record, and the next run loads them all and infers nothing,
    as after a run on a quiet machine. (A bound in wall time alone dropped
    the last batches under load: the next run inferred again, or loaded a
    record whose callee's record was missing and found it invalid.)"""
    program = ctx.write("mixed.jl", MIXED)
    want = ctx.reference(program, [], cache_off=True)
    ctx.native(program, [], want)
    quiet, _ = ctx.native(program, [], want)
    expect(quiet["inferred"] == 0 and quiet["emitted"] == 0 and quiet["loaded"] > 0,
           "the run after a cold run inferred or emitted:\n" + quiet["text"])
    db = sqlite3.connect(ctx.store)
    db.execute("DELETE FROM entries WHERE substr(value, 1, 4) = CAST('KCIR' AS BLOB)")
    db.commit()
    db.close()
    slow, _ = ctx.native(program, [], want, extra_env={"KILN_TEST_STORE_DELAY_MS": "700"})
    expect(slow["inferred"] > 0 and slow["written"] > 0 and slow["hits"] == slow["lookups"],
           "records deleted, objects kept: the run should infer and link from the store:\n" + slow["text"])
    m = re.search(r"native store: .*\((\d+) entries written, (\d+) not written", slow["text"])
    expect(m is not None and int(m.group(1)) > 0 and int(m.group(2)) == 0,
           "a slowed store thread dropped writes at exit:\n" + slow["text"])
    after, _ = ctx.native(program, [], want)
    expect(after["inferred"] == 0 and after["emitted"] == 0 and after["invalidated"] == 0
           and after["missing"] == 0 and after["loaded"] == quiet["loaded"] and after["hits"] == after["lookups"],
           "after a run whose store thread was slowed, the next run differs from a warm run:\n%s\n%s"
           % (quiet["text"], after["text"]))


def test_inlining_keeps_compiled_records(ctx):
    """Two programs in one data folder: fib compiles Int64(::Int64) on its
    own; numeric only inlines it. numeric's cold run must not replace the
    compiled record with its only-inferred one (the MethodInstance is found
    as compiled, and callers depending on it as before), so numeric's first
    warm run infers nothing (it inferred and compiled Int64(::Int64) again)."""
    fib = os.path.join(ROOT, "bench/fib/fib.jl")
    ctx.native(fib, ["18"], ctx.reference(fib, ["18"], cache_off=True))
    numeric = os.path.join(ROOT, "tests/native/programs/numeric.jl")
    want = ctx.reference(numeric, [], cache_off=True)
    cold, _ = ctx.native(numeric, [], want)
    expect(cold["loaded"] > 0 and cold["inferred"] > 0, "numeric's cold run:\n" + cold["text"])
    warm, log = ctx.native(numeric, [], want)
    expect(warm["inferred"] == 0 and warm["emitted"] == 0 and warm["written"] == 0 and warm["invalidated"] == 0,
           "numeric's first warm run after fib's records:\n%s\n%s" % ("\n".join(log), warm["text"]))


def entry_hash(key, value):
    import hashlib
    h = hashlib.sha256()
    for field in (key, value):
        h.update(len(field).to_bytes(8, "little"))
        h.update(field)
    return h.digest()


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}

if __name__ == "__main__":
    sys.exit(run_main(TESTS, "kiln-persisted-ci-", Context))
