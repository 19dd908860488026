#!/usr/bin/env python3
"""The differential test of the IR cache (ARCHITECTURE, decision 2): every
language test program gives byte-identical output (stdout, stderr, exit
status) with no cache, a cold cache and a warm cache.

usage: differential.py --kiln PATH --lang DIR --stdlib DIR [--jobs N] [FILE_OR_DIR ...]

FILE_OR_DIR are language tests (relative to --lang, or absolute); default all.

The language tests and the standard library are copied into a temporary
folder first, so caches are written there and never into the source tree.
Exits 77 (skipped) while `kiln run` cannot execute programs.
"""

import argparse
import concurrent.futures
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import process_harness  # noqa: E402

SKIP = 77


def load_runner(lang_dir):
    """tests/lang/run.py, for its test-file parser (args and stdin of each test)."""
    spec = importlib.util.spec_from_file_location("lang_run", os.path.join(lang_dir, "run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(kiln, mode, test, env, timeout):
    args = [kiln, "run"] + (["--cache=off"] if mode == "off" else []) + [test.path] + test.args
    try:
        r = subprocess.run(args, env=env, cwd=os.path.dirname(test.path), capture_output=True,
                           input=(test.stdin or "").encode(), timeout=timeout)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    parser.add_argument("--lang", required=True)
    parser.add_argument("--stdlib", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    kiln = os.path.abspath(args.kiln)
    runner = load_runner(args.lang)

    tmp = tempfile.mkdtemp(prefix="kiln-differential-")
    try:
        lang = os.path.join(tmp, "lang")
        stdlib = os.path.join(tmp, "stdlib")
        shutil.copytree(args.lang, lang, ignore=shutil.ignore_patterns(".kiln", "__pycache__"))
        if os.path.isdir(args.stdlib):
            shutil.copytree(args.stdlib, stdlib, ignore=shutil.ignore_patterns(".kiln"))
        env = dict(os.environ, KILN_DATA=os.path.join(tmp, "data"), KILN_STDLIB=stdlib)

        probe = os.path.join(tmp, "probe.jl")
        with open(probe, "w") as f:
            f.write('println("ok")\n')
        r = subprocess.run([kiln, "run", "--cache=off", probe], env=env, capture_output=True)
        if r.returncode != 0 or r.stdout != b"ok\n":
            print("skipped: `kiln run` cannot execute programs here")
            return SKIP

        # FILE_OR_DIR: inside the language tests, absolute or relative to them.
        roots = [os.path.join(lang, os.path.relpath(p, args.lang) if os.path.isabs(p) else p)
                 for p in args.paths] or [lang]
        files = []
        for root in roots:
            if os.path.isfile(root):
                files.append(root)
                continue
            for d, subdirs, names in os.walk(root):
                subdirs[:] = sorted(s for s in subdirs if s not in ("inc", ".kiln"))
                files += [os.path.join(d, n) for n in sorted(names) if n.endswith(".jl")]
        files, slice_note = process_harness.test_slice(files)
        tests = [runner.parse_test(f) for f in files]

        def three_ways(test):
            off = run(kiln, "off", test, env, args.timeout)
            cold = run(kiln, "on", test, env, args.timeout)
            warm = run(kiln, "on", test, env, args.timeout)
            return test, off, cold, warm

        def same(test, a, b):
            """Byte-identical, except where the test itself allows variation
            (its expected output has patterns such as <TIME> or <*>): then both
            must match the expectation and agree on everything else."""
            if a == b:
                return True
            if test.stdout is None or not runner.has_patterns(test.stdout):
                return False
            return (a[0] == b[0] and a[2] == b[2]
                    and runner.text_matches(test.stdout, a[1].decode(errors="replace"))
                    and runner.text_matches(test.stdout, b[1].decode(errors="replace")))

        failures = 0
        # Cold means no entry for the program yet; Base's entries are shared by
        # every program, so only the first run of all is cold for Base.
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for test, off, cold, warm in pool.map(three_ways, tests):
                if not (same(test, off, cold) and same(test, off, warm)):
                    failures += 1
                    which = "cold" if not same(test, off, cold) else "warm"
                    print("DIFFERS (%s): %s" % (which, os.path.relpath(test.path, lang)))
                    for name, result in (("off", off), (which, cold if which == "cold" else warm)):
                        print("  %s: exit %s\n    stdout %r\n    stderr %r"
                              % (name, result[0], result[1][-400:], result[2][-400:]))
        print("%d programs, %d differ%s" % (len(tests), failures, slice_note))
        return 1 if failures else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
