#!/usr/bin/env python3
"""The soundness check of inference over language test programs: each program
runs as its language test does (`kiln run --compile=none FILE`: the
interpreter only; its expected stdout, stderr
and exit status), with KILN_INFER_CHECK set, so that every interpreted call is
inferred and the value it returns and its slots' values are checked against
the CodeInstance (src/driver/infer_check.h). A program passes when its language
test passes and the check reports no mismatch.

usage: soundness.py --kiln PATH [--jobs N] [--timeout S] [--default-slice N] [FILE_OR_DIR ...]

KILN_TEST_SLICE=N runs every Nth program (process_harness.test_slice);
scripts/infer_check_suite.sh runs the whole suite. The last lines give the
totals over the programs run: calls checked and the share of them that went
to a CodeInstance with a concrete return type.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "lang"))
import process_harness  # noqa: E402
import run as lang_run  # noqa: E402

SUMMARY = re.compile(r"infer check: (\d+) calls returned, (\d+) without a CodeInstance, "
                     r"(\d+) to a CodeInstance with a concrete return type")
CHECKED = re.compile(r"infer check: (\d+) values checked, (\d+) mismatches; inference ([\d.]+) ms")


class CheckedRunner(lang_run.Runner):
    """A language test's run with the check on; the report is read after it."""

    def run_checked(self, test):
        with tempfile.TemporaryDirectory(prefix="kiln-infer-check-") as tmp:
            report_path = os.path.join(tmp, "report.txt")
            runner = self

            class One(lang_run.Runner):
                def execute(self, directory, file_name, args, stdin_text, options=()):
                    env = dict(os.environ, KILN_INFER_CHECK=report_path)
                    # The interpreter only: calls run natively (hot ones, in
                    # the default mode) are not checked.
                    command = runner.command(file_name, args, options)
                    command.insert(2, "--compile=none")
                    proc = subprocess.run(command, cwd=directory,
                                          input=(stdin_text or "").encode("utf-8"),
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                          timeout=runner.timeout, env=env)
                    decode = lambda b: b.decode("utf-8", errors="replace")
                    return proc.returncode, decode(proc.stdout), decode(proc.stderr)

            status, text = One(self.kiln, None, self.timeout).run_test(test)
            if status == "skip":
                return status, text, None
            report = ""
            if os.path.exists(report_path):
                with open(report_path, encoding="utf-8", errors="replace") as f:
                    report = f.read()
            summary, checked = SUMMARY.search(report), CHECKED.search(report)
            if summary is None or checked is None:
                return "fail", f"FAIL {test.name}: no infer check report\n{text}", None
            counts = tuple(int(x) for x in summary.groups()) + (float(checked.group(3)),)
            mismatches = int(checked.group(2))
            if mismatches:
                lines = [l for l in report.splitlines() if l.startswith("mismatch")]
                status = "fail"
                text = (f"FAIL {test.name}: {mismatches} values not of their inferred type\n  " +
                        "\n  ".join(lines) + ("" if text.startswith("PASS") else "\n" + text))
            return status, text, counts


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kiln", required=True)
    parser.add_argument("--jobs", "-j", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--default-slice", help="KILN_TEST_SLICE when it is not set")
    parser.add_argument("--slice-factor", type=int, default=1,
                        help="take every (KILN_TEST_SLICE * N)-th program when a slice is set")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("paths", nargs="*")
    opts = parser.parse_args(argv)
    if opts.default_slice and not os.environ.get("KILN_TEST_SLICE"):
        os.environ["KILN_TEST_SLICE"] = opts.default_slice
    slice_value = os.environ.get("KILN_TEST_SLICE", "")
    if opts.slice_factor > 1 and slice_value.isdigit() and int(slice_value) > 1:
        os.environ["KILN_TEST_SLICE"] = str(int(slice_value) * opts.slice_factor)
    files, note = process_harness.test_slice(lang_run.discover(opts.paths or [lang_run.HERE]))
    runner = CheckedRunner(os.path.abspath(opts.kiln), None, opts.timeout)
    tests, failed, skipped = [], 0, 0
    for f in files:
        try:
            tests.append(lang_run.parse_test(f))
        except (lang_run.MalformedTest, UnicodeDecodeError) as e:
            print(f"FAIL {f}: malformed test: {e}")
            failed += 1
    calls = uninferred = concrete = 0
    infer_ms = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for status, text, counts in pool.map(runner.run_checked, tests):
            if status != "pass" or opts.verbose:
                print(text, flush=True)
            failed += status == "fail"
            skipped += status == "skip"
            if counts is not None:
                calls += counts[0]
                uninferred += counts[1]
                concrete += counts[2]
                infer_ms.append(counts[3])
    share = 100.0 * concrete / calls if calls else 100.0
    print(f"calls checked: {calls}, {uninferred} without a CodeInstance, {concrete} to a "
          f"concrete return type ({share:.1f}%); inference at most "
          f"{max(infer_ms) if infer_ms else 0:.0f} ms in one program")
    print(f"{len(tests) - failed - skipped} passed, {failed} failed, {skipped} skipped{note}")
    return 1 if failed or not tests else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
