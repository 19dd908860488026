#!/usr/bin/env python3
"""Runs `kiln infer --summary` on programs and checks that inference completes.

    run_suite.py KILN DIR              every program under DIR (not in inc/)
    run_suite.py KILN FILE --all-methods [--min-methods N]
                                       every method of Base and of FILE's modules,
                                       twice over a fresh KILN_DATA: with cold
                                       caches (bodies lowered from source), then
                                       warm (bodies from the IR cache and image);
                                       both must infer the same CodeInstances

Inference must finish on all of them (a `fail_` test whose program Kiln
refuses at compile time, with a file:line:col error, has nothing to infer): a crash, a sanitizer report, a timeout
or a non-zero exit status fails the test. With --min-methods, the summary must
report at least N methods inferred from (so the test cannot pass vacuously).
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import process_harness  # noqa: E402


def run(kiln, path, extra, env=None):
    directory, name = os.path.split(os.path.abspath(path))
    result = subprocess.run([kiln, "infer", name, "--summary"] + extra, cwd=directory, env=env,
                            stdin=subprocess.DEVNULL, capture_output=True, timeout=600)
    out = result.stdout.decode("utf-8", errors="replace")
    err = result.stderr.decode("utf-8", errors="replace")
    if (result.returncode == 1 and os.path.basename(path).startswith("fail_")
            and re.search(r"^%s:\d+:\d+: error: " % re.escape(name), err, re.M)):
        # A test of a compile-time error: there is no program to infer.
        return out
    if result.returncode != 0 or "CodeInstances:" not in out or "ERROR" in err:
        print("FAIL %s (exit %d)\n%s%s" % (path, result.returncode, out, err[-3000:]))
        return None
    return out


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    kiln, target = os.path.abspath(args[0]), args[1]
    if "--all-methods" in args:
        with tempfile.TemporaryDirectory(prefix="kiln-infer-") as data:
            env = dict(os.environ, KILN_DATA=data)
            outs = []
            for state in ("cold", "warm"):
                out = run(kiln, target, ["--all-methods"], env)
                if out is None:
                    print("FAIL: with %s caches" % state)
                    return 1
                print("with %s caches:\n%s" % (state, out), end="")
                outs.append(out)
        counts = [re.search(r"CodeInstances: .*", out).group(0) for out in outs]
        if counts[0] != counts[1]:
            print("FAIL: cold and warm runs differ: %s vs %s" % tuple(counts))
            return 1
        if "--min-methods" in args:
            need = int(args[args.index("--min-methods") + 1])
            got = int(re.search(r"methods inferred from: (\d+)", outs[0]).group(1))
            if got < need:
                print("FAIL: only %d methods (expected at least %d)" % (got, need))
                return 1
        return 0
    programs = []
    for root, dirs, files in os.walk(target):
        dirs[:] = sorted(d for d in dirs if d != "inc")
        programs += [os.path.join(root, f) for f in sorted(files) if f.endswith(".jl")]
    programs, slice_note = process_harness.test_slice(programs)
    failed = sum(1 for p in programs if run(kiln, p, []) is None)
    print("%d programs, %d failed%s" % (len(programs), failed, slice_note))
    return 1 if failed or not programs else 0


if __name__ == "__main__":
    sys.exit(main())
