#!/usr/bin/env python3
"""Checks `kiln run FILE`: exit status 1 and standard error containing TEXT.

    check_run.py KILN FILE TEXT

`kiln run` reports a program's syntax errors before running anything.
"""
import os
import subprocess
import sys


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    kiln, test, text = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    directory, name = os.path.split(os.path.abspath(test))
    result = subprocess.run([kiln, "run", name], cwd=directory, capture_output=True, timeout=60)
    stderr = result.stderr.decode("utf-8", errors="backslashreplace")
    ok = result.returncode == 1 and text in stderr and not result.stdout
    if not ok:
        print("kiln run %s: exit %d\nstdout: %r\nstderr:\n%s\nexpected exit 1 and %r in stderr"
              % (name, result.returncode, result.stdout, stderr, text))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
