#!/usr/bin/env python3
"""Runs a program of tests/native/programs under `kiln run --compile=all
--timings` (or, with a `# native: tiered, at least N hot` line, in the default
mode, which compiles hot methods) and checks that (1) its standard output is the expected output at
the end of the file (tests/lang's format), byte-identical to the interpreter's (--compile=none),
with the same standard error once --timings' lines are removed, and (2) native
code really ran: at least N CodeInstances compiled, as the program's
`# native: at least N compiled` line asks, and some calls run natively; and
(3) every method named on a `# native: compiles NAME...` line is native code
in each of its specializations (`kiln infer PROGRAM --native`); (4) with a
`# native: invalidated N` line, the program's definitions invalidated exactly
N CodeInstances; (5) with a `# native: raised at least N` line, at least N
native calls raised an exception through their native frames (rather than
being run again by the interpreter).

usage: check_native.py --kiln PATH PROGRAM
"""

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
import process_harness  # noqa: E402


def load_runner():
    path = os.path.join(HERE, "..", "lang", "run.py")
    spec = importlib.util.spec_from_file_location("lang_run", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    parser.add_argument("program")
    args = parser.parse_args()
    runner = load_runner()
    test = runner.parse_test(args.program)
    with open(args.program) as f:
        m = re.search(r"^# native: at least (\d+) compiled$", f.read(), re.M)
    if m is None:
        print("%s: no `# native: at least N compiled` line" % args.program)
        return 1
    want = int(m.group(1))
    with open(args.program) as f:
        must_compile = [n for line in re.findall(r"^# native: compiles (.+)$", f.read(), re.M)
                        for n in line.split()]
    cwd = os.path.dirname(os.path.abspath(args.program))

    # A data folder of its own: with a warm native store from an earlier run,
    # persisted CodeInstances are linked and nothing is compiled.
    data = tempfile.mkdtemp(prefix="kiln-check-native-")
    env = dict(os.environ, KILN_DATA=data)

    def run(extra):
        r = subprocess.run([args.kiln, "run"] + extra + [args.program], cwd=cwd,
                           capture_output=True, timeout=300, env=env)
        return r.returncode, r.stdout.decode(errors="replace"), r.stderr.decode(errors="replace")

    # `# native: tiered, at least N hot`: the default mode (tiering by
    # hotness) instead of --compile=all, and at least N MethodInstances became
    # hot and ran natively from then on.
    tiered = re.search(r"^# native: tiered, at least (\d+) hot$", open(args.program).read(), re.M)
    mode = [] if tiered else ["--compile=all"]
    interp = run(["--compile=none"])
    native = run(mode + ["--timings"])
    failures = []
    if native[1] != interp[1] or native[0] != interp[0]:
        failures.append("native output differs from the interpreter's:\n  interpreter %r\n  native %r"
                        % (interp[:2], native[:2]))
    if test.stdout is not None and not runner.text_matches(test.stdout, native[1]):
        failures.append("output is not the expected one:\n%s" % native[1])
    timing = re.search(r"native: (\d+) CodeInstances compiled, (\d+) not .*?; (\d+) calls run natively",
                       native[2])
    if timing is None:
        failures.append("no native line in --timings:\n%s" % native[2])
    else:
        compiled, runs = int(timing.group(1)), int(timing.group(3))
        if compiled < want:
            failures.append("%d CodeInstances compiled, expected at least %d" % (compiled, want))
        if runs == 0:
            failures.append("no call ran natively")
    raised_want = re.search(r"^# native: raised at least (\d+)$", open(args.program).read(), re.M)
    if raised_want is not None:
        raised = re.search(r"(\d+) raised through native frames", native[2])
        if raised is None or int(raised.group(1)) < int(raised_want.group(1)):
            failures.append("expected at least %s calls raising through native frames:\n%s"
                            % (raised_want.group(1), native[2]))
    if tiered:
        hot = re.search(r"tiering: (\d+) MethodInstances hot .*?, (\d+) of them run natively", native[2])
        if hot is None:
            failures.append("no tiering line in --timings:\n%s" % native[2])
        elif int(hot.group(2)) < int(tiered.group(1)):
            failures.append("%s MethodInstances hot and native, expected at least %s"
                            % (hot.group(2), tiered.group(1)))
    # `# native: invalidated N`: the definitions the program makes after its
    # calls were compiled end exactly N CodeInstances (--timings' count).
    m = re.search(r"^# native: invalidated (\d+)$", open(args.program).read(), re.M)
    if m is not None:
        inv = re.search(r"invalidation: \d+ methods defined, \d+ constants redefined; (\d+) CodeInstances",
                        native[2])
        if inv is None:
            failures.append("no invalidation line in --timings:\n%s" % native[2])
        elif int(inv.group(1)) != int(m.group(1)):
            failures.append("%s CodeInstances invalidated, expected %s" % (inv.group(1), m.group(1)))
    if must_compile:
        r = subprocess.run([args.kiln, "infer", os.path.basename(args.program), "--native"],
                           cwd=cwd, capture_output=True, timeout=600, env=env)
        text = r.stdout.decode(errors="replace")
        # Each method instance's header line, then its `native:` line.
        verdicts = re.findall(r"^(\S+?)\(.*\) at .*$(?:\n(?!\S).*)*?\n  native: (.*)$", text, re.M)
        for name in must_compile:
            seen = [v for n, v in verdicts if n == name]
            if not seen:
                failures.append("kiln infer --native shows no %s" % name)
            for v in seen:
                if not v.startswith("bitcode"):
                    failures.append("%s is not native code: %s" % (name, v))
    # stderr without --timings' lines (they start with two spaces or "timings").
    plain_native = run(mode)
    if plain_native[2] != interp[2]:
        failures.append("standard error differs:\n  interpreter %r\n  native %r"
                        % (interp[2], plain_native[2]))
    # `# native: tiered warm run, at least N from the first call`: the run
    # above left the program's marker (it had hot native code), so one more
    # run looks persisted records up from each MethodInstance's first call.
    warm = re.search(r"^# native: tiered warm run, at least (\d+) from the first call$",
                     open(args.program).read(), re.M)
    if tiered and warm:
        again = run(mode + ["--timings"])
        if again[1] != interp[1] or again[0] != interp[0]:
            failures.append("warm run's output differs from the interpreter's: %r" % (again[:2],))
        first = re.search(r"; (\d+) run natively from their first call", again[2])
        if first is None or int(first.group(1)) < int(warm.group(1)):
            failures.append("warm run: expected at least %s run natively from their first call:\n%s"
                            % (warm.group(1), again[2]))
    for f in failures:
        print(f)
    print("%s: %s" % (os.path.basename(args.program), "FAILED" if failures else "ok"))
    shutil.rmtree(data, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
