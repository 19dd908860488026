#!/usr/bin/env python3
"""Compilation in the background in the default mode (docs/native.md,
"Tiering"): a hot method's modules are optimized and emitted on the JIT's
worker thread while the interpreter goes on running it, and installed at the
tier's next call once compiled.

usage: background_tests.py --kiln PATH --stdlib DIR TEST

Each test works in a fresh temporary folder with its own KILN_DATA and a copy
of the standard library, and KILN_NATIVE_BACKGROUND=1 (the default decides by
the machine's load). KILN_TEST_COMPILE_DELAY_MS makes the worker wait
before each module, so that a program surely calls a method, or ends, while
its code is compiling.
"""

import os
import re
import shutil
import sqlite3
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from process_harness import expect, main as run_main  # noqa: E402

# `work` gets hot by calls (1000); 500 more calls come at once, then the
# program sleeps long enough for any compilation, then calls it 500 times
# more.
HOT_LOOP = """\
function work(n::Int)
    s = 0
    i = 1
    while i <= n
        s += (i * i) % 7
        i += 1
    end
    s
end
function phase(total::Int, calls::Int)
    for k in 1:calls
        total += work(100 + k % 10)
    end
    total
end
t = phase(0, 1500)
println("before ", t)
sleep(3.0)
t += phase(0, 500)
println("after ", t)
"""
HOT_LOOP_OUT = "before 315000\nafter 420000\n"

# `work` gets hot, and the program exits at once (status 3) while it compiles.
EXITS = """\
function work(n::Int)
    s = 0
    i = 1
    while i <= n
        s += (i * i) % 7
        i += 1
    end
    s
end
function main()
    t = 0
    for k in 1:1200
        t += work(50)
    end
    println(t)
    exit(3)
end
main()
"""
EXITS_OUT = "118800\n"


class Context:
    def __init__(self, kiln, stdlib, tmp):
        self.kiln = kiln
        self.tmp = tmp
        self.stdlib = os.path.join(tmp, "stdlib")
        shutil.copytree(stdlib, self.stdlib, ignore=shutil.ignore_patterns(".kiln"))

    def write(self, name, text):
        path = os.path.join(self.tmp, "app", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return path

    def run(self, data, *args, delay=None, extra=None):
        env = dict(os.environ, KILN_DATA=os.path.join(self.tmp, data), KILN_STDLIB=self.stdlib)
        for var in ("KILN_TEST_COMPILE_DELAY_MS", "KILN_NATIVE_BACKGROUND", "KILN_TIER_CALLS",
                    "KILN_TEST_ABI_SHIFT", "KILN_NATIVE_CACHE_SIZE"):
            env.pop(var, None)
        # Background compilation whatever the machine's load (by default it
        # is used only with a CPU to spare).
        env["KILN_NATIVE_BACKGROUND"] = "1"
        if delay is not None:
            env["KILN_TEST_COMPILE_DELAY_MS"] = str(delay)
        env.update(extra or {})
        return subprocess.run([self.kiln] + list(args), env=env, cwd=self.tmp, capture_output=True,
                              text=True, timeout=600)

    def store_entries(self, data):
        db = sqlite3.connect(os.path.join(self.tmp, data, "cache", "native.sqlite"))
        try:
            return dict(db.execute("SELECT key, value FROM entries").fetchall())
        finally:
            db.close()


def counts(stderr):
    """The tier's --timings figures this file checks."""
    native = re.search(r"native: (\d+) CodeInstances compiled, .*?; (\d+) calls run natively", stderr)
    tiering = re.search(r"tiering: (\d+) MethodInstances hot .*?, (\d+) of them run natively", stderr)
    bg = re.search(r"background compilation: (\d+) modules on the worker thread \(([\d.]+) ms there\); "
                   r"([\d.]+) ms waited for them \(([\d.]+) ms at exit, (\d+) hot MethodInstances "
                   r"finished then\); (\d+) calls interpreted while their code compiled", stderr)
    expect(native and tiering and bg, "missing --timings lines:\n" + stderr)
    return {
        "compiled": int(native.group(1)), "runs": int(native.group(2)),
        "hot": int(tiering.group(1)), "hot_native": int(tiering.group(2)),
        "modules": int(bg.group(1)), "worker_ms": float(bg.group(2)), "waited_ms": float(bg.group(3)),
        "exit_ms": float(bg.group(4)), "at_exit": int(bg.group(5)), "interpreted": int(bg.group(6)),
    }


def test_hot_loop_switches(ctx):
    # The interpreter's output, then the default mode with a slow worker: the
    # calls made while `work` compiles are interpreted, those after the
    # sleep run natively, and nothing was waited for.
    prog = ctx.write("hot.jl", HOT_LOOP)
    ref = ctx.run("ref", "run", "--compile=none", prog)
    expect(ref.returncode == 0 and ref.stdout == HOT_LOOP_OUT, ref.stdout + ref.stderr)
    r = ctx.run("bg", "run", "--timings", prog, delay=300)
    expect(r.returncode == 0 and r.stdout == HOT_LOOP_OUT, r.stdout + r.stderr)
    c = counts(r.stderr)
    expect(c["modules"] >= 1, "nothing compiled on the worker thread:\n" + r.stderr)
    expect(c["interpreted"] >= 1, "no call interpreted while compiling:\n" + r.stderr)
    expect(c["hot_native"] >= 1 and c["runs"] >= 1, "the tier never switched:\n" + r.stderr)
    expect(c["at_exit"] == 0, "compilation was still running at exit:\n" + r.stderr)
    # stderr without --timings is the interpreter's (empty).
    r = ctx.run("bg2", "run", prog, delay=300)
    expect(r.returncode == 0 and r.stdout == HOT_LOOP_OUT and r.stderr == ref.stderr,
           r.stdout + r.stderr)


def test_exit_while_compiling(ctx):
    # The program ends (exit(3)) while `work` is compiling: the exit waits
    # for the compilation, the store holds its object and records, whole,
    # and the next run links them from its first call without compiling.
    prog = ctx.write("exits.jl", EXITS)
    r = ctx.run("data", "run", "--timings", prog, delay=1500)
    expect(r.returncode == 3 and r.stdout == EXITS_OUT, "%d %r\n%s" % (r.returncode, r.stdout, r.stderr))
    c = counts(r.stderr)
    expect(c["modules"] >= 1 and c["at_exit"] >= 1 and c["exit_ms"] > 0,
           "the exit did not find the compilation running:\n" + r.stderr)
    expect(c["runs"] == 0, "native code ran before the exit:\n" + r.stderr)
    v = ctx.run("data", "cache", "verify")
    expect(v.returncode == 0, v.stdout + v.stderr)
    r = ctx.run("data", "run", "--timings", prog)
    expect(r.returncode == 3 and r.stdout == EXITS_OUT, r.stdout + r.stderr)
    c = counts(r.stderr)
    first = re.search(r"; (\d+) run natively from their first call", r.stderr)
    expect(first and int(first.group(1)) >= 1 and c["modules"] == 0 and c["runs"] >= 1,
           "the warm run did not start native from the store:\n" + r.stderr)


def test_same_store_whatever_the_timing(ctx):
    # The same program in three data folders: compiled on the runtime's
    # thread (KILN_NATIVE_BACKGROUND=0), in the background, and in the
    # background with a slow worker. The stores hold the same entries, byte
    # for byte, and every output is the interpreter's.
    prog = ctx.write("hot.jl", HOT_LOOP)
    stores = []
    for data, delay, extra in (("sync", None, {"KILN_NATIVE_BACKGROUND": "0"}), ("bg", None, None),
                               ("slow", 300, None)):
        r = ctx.run(data, "run", "--timings", prog, delay=delay, extra=extra)
        expect(r.returncode == 0 and r.stdout == HOT_LOOP_OUT, r.stdout + r.stderr)
        c = counts(r.stderr)
        if data == "sync":
            expect(c["modules"] == 0, "KILN_NATIVE_BACKGROUND=0 used the worker:\n" + r.stderr)
        else:
            expect(c["modules"] >= 1, "nothing compiled in the background:\n" + r.stderr)
        expect(c["compiled"] >= 1 and c["hot_native"] >= 1, r.stderr)
        stores.append(ctx.store_entries(data))
    expect(stores[0] and stores[0] == stores[1] == stores[2],
           "the stores differ: %s" % [sorted(k.hex()[:12] for k in s) for s in stores])


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}

if __name__ == "__main__":
    sys.exit(run_main(TESTS, "kiln-native-background-", Context))
