#!/usr/bin/env python3
"""The differential test of native code (COMPILER.md §4): language test
programs give byte-identical output (stdout, stderr, exit status) in the
interpreter and under `--compile=all`, where every method in native code's
subset runs natively.

usage: differential.py --kiln PATH --lang DIR --stdlib DIR [--jobs N] [FILE_OR_DIR ...]

FILE_OR_DIR are language tests (relative to --lang, or absolute); default all,
or every Nth with KILN_TEST_SLICE=N (tests/process_harness.py's test_slice).
The tests and the standard library are copied to a temporary folder first,
so caches are written there, never into the source tree.
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


def load_runner(lang_dir):
    """tests/lang/run.py, for its test-file parser (args and stdin of each test)."""
    spec = importlib.util.spec_from_file_location("lang_run", os.path.join(lang_dir, "run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(kiln, native, test, env, timeout):
    args = [kiln, "run"] + (["--compile=all"] if native else []) + [test.path] + test.args
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
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    kiln = os.path.abspath(args.kiln)
    runner = load_runner(args.lang)

    tmp = tempfile.mkdtemp(prefix="kiln-native-differential-")
    try:
        lang = os.path.join(tmp, "lang")
        stdlib = os.path.join(tmp, "stdlib")
        shutil.copytree(args.lang, lang, ignore=shutil.ignore_patterns(".kiln", "__pycache__"))
        if os.path.isdir(args.stdlib):
            shutil.copytree(args.stdlib, stdlib, ignore=shutil.ignore_patterns(".kiln"))
        env = dict(os.environ, KILN_DATA=os.path.join(tmp, "data"), KILN_STDLIB=stdlib)

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

        def both(test):
            return test, run(kiln, False, test, env, args.timeout), run(kiln, True, test, env,
                                                                        args.timeout)

        def same(test, a, b):
            """Byte-identical, except where the test itself allows variation
            (patterns such as <TIME> in its expected output): then both must
            match the expectation and agree on everything else."""
            if a == b:
                return True
            if test.stdout is None or not runner.has_patterns(test.stdout):
                return False
            return (a[0] == b[0] and a[2] == b[2]
                    and runner.text_matches(test.stdout, a[1].decode(errors="replace"))
                    and runner.text_matches(test.stdout, b[1].decode(errors="replace")))

        failures = 0
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for test, interp, native in pool.map(both, tests):
                if not same(test, interp, native):
                    failures += 1
                    print("DIFFERS: %s" % os.path.relpath(test.path, lang))
                    for name, result in (("interpreter", interp), ("native", native)):
                        print("  %s: exit %s\n    stdout %r\n    stderr %r"
                              % (name, result[0], result[1][-400:], result[2][-400:]))
        print("%d programs, %d differ%s" % (len(tests), failures, slice_note))
        return 1 if failures else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
