#!/usr/bin/env python3
"""Runs `kiln SUITE` on one golden test and compares with its .expected file.

SUITE is the name of the folder the test is in: tests/parse/x.jl is checked
with `kiln parse`, tests/lower/x.jl with `kiln lower`.

    run_golden.py KILN TEST.jl            compare; print a diff and fail on mismatch
    run_golden.py KILN TEST.jl --update   rewrite TEST.expected from the output

The expected file is the transcript of `kiln SUITE TEST.jl` run from the
test's directory: standard output, then (if any) a "--- stderr ---" line and
standard error, then (if not 0) a "--- exit N ---" line. Tests named
fail_*.jl expect diagnostics and exit 1; the others must succeed. A test whose
first line is `# kiln-args: ARGS...` passes those arguments after its name.
"""
import difflib
import os
import subprocess
import sys


def transcript(kiln, test):
    directory, name = os.path.split(os.path.abspath(test))
    suite = os.path.basename(directory)
    extra = []
    with open(os.path.join(directory, name), "rb") as f:  # tests may hold invalid UTF-8
        first = f.readline().decode("utf-8", errors="replace")
    if first.startswith("# kiln-args:"):
        extra = first[len("# kiln-args:"):].split()
    result = subprocess.run([kiln, suite, name] + extra, cwd=directory, capture_output=True,
                            timeout=600)
    text = result.stdout.decode("utf-8", errors="backslashreplace")
    if result.stderr:
        text += "--- stderr ---\n" + result.stderr.decode("utf-8", errors="backslashreplace")
    if result.returncode != 0:
        text += "--- exit %d ---\n" % result.returncode
    return text


def main():
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--update"):
        print(__doc__, file=sys.stderr)
        return 2
    kiln, test = os.path.abspath(sys.argv[1]), sys.argv[2]
    expected_path = os.path.splitext(test)[0] + ".expected"
    actual = transcript(kiln, test)
    if len(sys.argv) == 4:
        with open(expected_path, "w", encoding="utf-8", newline="\n") as f:
            f.write(actual)
        return 0
    try:
        with open(expected_path, encoding="utf-8") as f:
            expected = f.read()
    except FileNotFoundError:
        print("missing %s; run scripts/update_golden.sh" % expected_path, file=sys.stderr)
        return 1
    if actual == expected:
        return 0
    diff = difflib.unified_diff(expected.splitlines(keepends=True), actual.splitlines(keepends=True),
                                fromfile=expected_path, tofile="kiln output")
    sys.stdout.writelines(diff)
    is_failure_test = os.path.basename(test).startswith("fail_")
    if is_failure_test != ("--- exit" in actual):
        print("\n(fail_* tests must report errors; the other tests must succeed)")
    return 1


if __name__ == "__main__":
    sys.exit(main())
