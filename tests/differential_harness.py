"""What the differential tests share (tests/cache/differential.py,
tests/native/differential.py): every language test program is run in several
modes of `kiln run` and each mode's output (stdout, stderr, exit status) must be
byte-identical to the first mode's.

The language tests and the standard library are copied into a temporary folder
first, so caches are written there and never into the source tree. FILE_OR_DIR
arguments are language tests (relative to --lang, or absolute); default all, or
every Nth with KILN_TEST_SLICE=N (process_harness.test_slice).
"""

import argparse
import concurrent.futures
import importlib.util
import os
import shutil
import subprocess
import tempfile

import process_harness

SKIP = process_harness.SKIP


def load_runner(lang_dir):
    """tests/lang/run.py, for its test-file parser (args and stdin of each test)."""
    spec = importlib.util.spec_from_file_location("lang_run", os.path.join(lang_dir, "run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_kiln(kiln, options, test, env, timeout):
    args = [kiln, "run"] + options + [test.path] + test.args
    try:
        r = subprocess.run(args, env=env, cwd=os.path.dirname(test.path), capture_output=True,
                           input=(test.stdin or "").encode(), timeout=timeout)
        return r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def collect(lang, paths, lang_source):
    """The language test files named by `paths` (inside the copy `lang`), in order."""
    roots = [os.path.join(lang, os.path.relpath(p, lang_source) if os.path.isabs(p) else p)
             for p in paths] or [lang]
    files = []
    for root in roots:
        if os.path.isfile(root):
            files.append(root)
            continue
        for d, subdirs, names in os.walk(root):
            subdirs[:] = sorted(s for s in subdirs if s not in ("inc", ".kiln"))
            files += [os.path.join(d, n) for n in sorted(names) if n.endswith(".jl")]
    return files


def main(prefix, modes, default_timeout):
    """Runs the differential test described by `modes`: a list of (name, options
    of `kiln run`), run in that order for each program; every mode after the
    first is compared with the first. Returns the exit status (0, 1 or SKIP)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    parser.add_argument("--lang", required=True)
    parser.add_argument("--stdlib", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=default_timeout)
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    kiln = os.path.abspath(args.kiln)
    runner = load_runner(args.lang)

    tmp = tempfile.mkdtemp(prefix=prefix)
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

        files, slice_note = process_harness.test_slice(collect(lang, args.paths, args.lang))
        tests = [runner.parse_test(f) for f in files]

        def all_modes(test):
            return test, [run_kiln(kiln, options, test, env, args.timeout)
                          for _, options in modes]

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
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for test, results in pool.map(all_modes, tests):
                differing = [i for i in range(1, len(modes)) if not same(test, results[0], results[i])]
                if not differing:
                    continue
                failures += 1
                i = differing[0]
                print("DIFFERS (%s): %s" % (modes[i][0], os.path.relpath(test.path, lang)))
                for name, result in ((modes[0][0], results[0]), (modes[i][0], results[i])):
                    print("  %s: exit %s\n    stdout %r\n    stderr %r"
                          % (name, result[0], result[1][-400:], result[2][-400:]))
        print("%d programs, %d differ%s" % (len(tests), failures, slice_note))
        return 1 if failures else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
