"""What the scripts that test `kiln` through real processes share (cache_tests.py,
cli_tests.py, repl_tests.py, robustness_tests.py): a failed expectation, and the
command line that runs one named test in a fresh temporary folder.

usage of such a script: SCRIPT --kiln PATH [--stdlib DIR] TEST
"""

import argparse
import os
import shutil
import tempfile

SKIP = 77  # a test that cannot run here (CTest's SKIP_RETURN_CODE)


class Failure(Exception):
    pass


class Skip(Exception):
    """Raised by a test that cannot run here; its message says why."""


def expect(cond, message):
    if not cond:
        raise Failure(message)


def main(tests, prefix, make_context, stdlib_default=None):
    """Runs the test named on the command line.

    tests: name -> function of a context, returning None (passed) or SKIP.
    make_context(kiln, stdlib, tmp): the context, in the fresh folder tmp.
    Returns the exit status: 0 passed, 1 failed, SKIP skipped.
    """
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    if stdlib_default is None:
        parser.add_argument("--stdlib", required=True)
    else:
        parser.add_argument("--stdlib", default=stdlib_default)
    parser.add_argument("test", choices=sorted(tests))
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix=prefix)
    try:
        result = tests[args.test](make_context(os.path.abspath(args.kiln), args.stdlib, tmp))
        if result == SKIP:
            print("skipped: `kiln run` cannot execute programs here")
            return SKIP
        print("ok")
        return 0
    except Skip as e:
        print("skipped: %s" % e)
        return SKIP
    except Failure as e:
        print("FAILED: %s" % e)
        return 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_slice(items):
    """The part of a heavy suite this run covers: all of `items`, or with
    KILN_TEST_SLICE=N (scripts/test.sh sets it), every Nth item in their given
    order, so each folder of the suite keeps a share. Returns (items, note)."""
    value = os.environ.get("KILN_TEST_SLICE", "")
    if value in ("", "0", "1", "all"):
        return list(items), ""
    try:
        step = int(value)
    except ValueError:
        raise SystemExit("KILN_TEST_SLICE must be a count or 'all', not %r" % value)
    chosen = list(items)[::step]
    return chosen, " (every %dth of %d: KILN_TEST_SLICE=%d; `KILN_TEST_SLICE=all` runs all)" % (
        step, len(items), step)
