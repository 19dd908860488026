#!/usr/bin/env python3
"""Runs Kiln's language tests: Julia programs with their expected output inside.

usage: run.py --kiln PATH [--compile MODE] [--jobs N] [--timeout S] [-v] [FILE_OR_DIR ...]
       run.py --julia PATH [...]      check the expectations against Julia itself
       run.py --list [FILE_OR_DIR ...]

With no FILE_OR_DIR, every test under the folder of this script is run. The
format of a test file is described in README.md next to this script. The last
line printed is `N passed, N failed, N skipped`.

Exit status: 0 all tests passed (or were skipped by a `skip:` directive),
1 some test failed, 2 usage error.
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# Folders with this name hold files that tests include; they are not tests.
HELPER_DIR = "inc"

BLOCK_DIRECTIVES = ("expect", "expect-noeol", "expect-stderr-prefix", "stdin")
LINE_DIRECTIVE = re.compile(r"^#= (exit|args|options|skip): ?(.*?) =#$")


class MalformedTest(Exception):
    pass


def _test_name(path):
    """`folder/name` of a test: relative to this script's folder when inside it."""
    stem = os.path.splitext(path)[0]
    if stem.startswith(HERE + os.sep):
        return os.path.relpath(stem, HERE).replace(os.sep, "/")
    return "/".join(stem.split(os.sep)[-2:])


class Test:
    """A parsed test file."""

    def __init__(self, path):
        self.path = path
        self.name = _test_name(path)
        self.is_fail_test = os.path.basename(path).startswith("fail_")
        self.stdout = None  # expected stdout text (may contain patterns)
        self.stderr_prefix = None  # expected first lines of stderr, or None
        self.exit_code = None  # expected exit status, None means 0
        self.args = []
        self.options = []  # command-line options before the file
        self.stdin = None
        self.skip = None

    def expected_exit(self):
        return 0 if self.exit_code is None else self.exit_code


def parse_test(path):
    """Reads the directives of one test file. Raises MalformedTest."""
    test = Test(path)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    seen = set()
    i = 0
    while i < len(lines):
        line = lines[i]
        m = LINE_DIRECTIVE.match(line)
        if m:
            key, value = m.group(1), m.group(2)
            if key in seen:
                raise MalformedTest(f"line {i + 1}: directive `{key}` given twice")
            seen.add(key)
            if key == "exit":
                if not re.fullmatch(r"\d+", value):
                    raise MalformedTest(f"line {i + 1}: `exit:` needs a number")
                test.exit_code = int(value)
            elif key == "args":
                test.args = shlex.split(value)
            elif key == "options":
                test.options = shlex.split(value)
            else:
                test.skip = value or "skipped"
            i += 1
            continue
        if line.startswith("#= "):
            word = line[3:].strip()
            if word in BLOCK_DIRECTIVES and line == "#= " + word:
                body = []
                i += 1
                while i < len(lines) and lines[i] != "=#":
                    body.append(lines[i])
                    i += 1
                if i == len(lines):
                    raise MalformedTest(f"block `#= {word}` is not closed by a line `=#`")
                key = "expect" if word.startswith("expect") and word != "expect-stderr-prefix" else word
                if key in seen:
                    raise MalformedTest(f"block `{key}` given twice")
                seen.add(key)
                if word == "expect":
                    test.stdout = "".join(b + "\n" for b in body)
                elif word == "expect-noeol":
                    test.stdout = "\n".join(body)
                elif word == "expect-stderr-prefix":
                    test.stderr_prefix = body
                else:
                    test.stdin = "".join(b + "\n" for b in body)
        i += 1
    if test.skip is not None:
        return test
    if test.stdout is None:
        raise MalformedTest("no `#= expect` block")
    if test.is_fail_test and (test.stderr_prefix is None or test.exit_code is None):
        raise MalformedTest("a fail_* test needs `#= expect-stderr-prefix` and `#= exit: N =#`")
    return test


# ---------------------------------------------------------------------------
# Matching with patterns: <TIME>, <*> within a line, and a line `<...>`.

PATTERN_TOKENS = re.compile(r"<TIME>|<\*>")


def _line_regex(line):
    parts = []
    pos = 0
    for m in PATTERN_TOKENS.finditer(line):
        parts.append(re.escape(line[pos:m.start()]))
        parts.append(r"[0-9]+\.[0-9]s" if m.group(0) == "<TIME>" else r"[^\n]*")
        pos = m.end()
    parts.append(re.escape(line[pos:]))
    return "".join(parts)


def has_patterns(text):
    return bool(PATTERN_TOKENS.search(text)) or "<...>" in text.split("\n")


def text_matches(expected, actual):
    """Whole-text match of `actual` against `expected` (lines, patterns allowed)."""
    if not has_patterns(expected):
        return expected == actual
    lines = expected.split("\n")
    regex = []
    for n, line in enumerate(lines):
        last = n == len(lines) - 1
        if line == "<...>":
            regex.append(r".*" if last else r"(?:[^\n]*\n)*?")
        else:
            regex.append(_line_regex(line) + ("" if last else "\n"))
    return re.fullmatch("".join(regex), actual, re.DOTALL) is not None


def stderr_matches(prefix_lines, actual):
    """The first lines of `actual` match `prefix_lines` (patterns allowed)."""
    if not prefix_lines:
        return True
    expected = "".join(l + "\n" for l in prefix_lines)
    actual_lines = actual.split("\n")
    # Compare against the same number of lines (more if `<...>` is used).
    if "<...>" not in prefix_lines:
        head = "\n".join(actual_lines[: len(prefix_lines)]) + "\n"
        return text_matches(expected, head)
    for n in range(len(actual_lines) + 1):
        head = "\n".join(actual_lines[:n]) + "\n"
        if text_matches(expected, head):
            return True
    return False


# ---------------------------------------------------------------------------


class Runner:
    def __init__(self, kiln, julia, timeout, compile_mode=None):
        self.kiln = kiln
        self.julia = julia
        self.timeout = timeout
        self.compile_mode = compile_mode

    def command(self, file_name, args, options=()):
        if self.julia:
            return [self.julia, "--startup-file=no"] + list(options) + [file_name] + args
        mode = ["--compile=" + self.compile_mode] if self.compile_mode else []
        return [self.kiln, "run"] + mode + list(options) + [file_name] + args

    def execute(self, directory, file_name, args, stdin_text, options=()):
        """Runs one program; returns (exit, stdout, stderr) or raises TimeoutExpired."""
        proc = subprocess.run(
            self.command(file_name, args, options),
            cwd=directory,
            input=(stdin_text or "").encode("utf-8"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=self.timeout,
        )
        decode = lambda b: b.decode("utf-8", errors="replace")
        return proc.returncode, decode(proc.stdout), decode(proc.stderr)

    def run_test(self, test):
        """Returns (status, report) with status in pass/fail/skip."""
        if test.skip is not None:
            return "skip", f"SKIP {test.name}: {test.skip}"
        try:
            code, out, err = self.execute(
                os.path.dirname(test.path), os.path.basename(test.path), test.args, test.stdin,
                test.options,
            )
        except subprocess.TimeoutExpired:
            return "fail", f"FAIL {test.name}: timed out after {self.timeout} s"
        except OSError as e:
            return "fail", f"FAIL {test.name}: cannot run: {e}"
        problems = []
        if not text_matches(test.stdout, out):
            problems.append("stdout differs (-expected +actual):")
            diff = difflib.unified_diff(
                test.stdout.splitlines(keepends=True),
                out.splitlines(keepends=True),
                "expected",
                "actual",
            )
            problems.append("".join(_show_eol(l) for l in diff).rstrip("\n"))
        if test.stderr_prefix is not None and not stderr_matches(test.stderr_prefix, err):
            problems.append("stderr does not start with:")
            problems.extend("  | " + l for l in test.stderr_prefix)
        if code != test.expected_exit():
            problems.append(f"exit status {code}, expected {test.expected_exit()}")
        if not problems:
            return "pass", f"PASS {test.name}"
        if err and (test.stderr_prefix is None or not stderr_matches(test.stderr_prefix, err)
                    or code != test.expected_exit()):
            lines = err.rstrip("\n").split("\n")
            problems.append("stderr was:")
            problems.extend("  | " + l for l in lines[:20])
            if len(lines) > 20:
                problems.append(f"  | ... ({len(lines) - 20} more lines)")
        return "fail", f"FAIL {test.name}\n" + "\n".join("  " + p for p in "\n".join(problems).split("\n"))


def _show_eol(diff_line):
    # A last line without a newline would glue onto the next diff line.
    return diff_line if diff_line.endswith("\n") else diff_line + "\n\\ No newline at end\n"


def discover(paths):
    """The test files under `paths` (files or folders), sorted, helpers excluded."""
    found = []
    for p in paths:
        p = os.path.abspath(p)
        if os.path.isfile(p):
            found.append(p)
            continue
        if not os.path.isdir(p):
            raise SystemExit(f"run.py: no such file or folder: {p}")
        for root, dirs, files in os.walk(p):
            dirs[:] = sorted(d for d in dirs if d != HELPER_DIR and not d.startswith("."))
            found.extend(os.path.join(root, f) for f in sorted(files) if f.endswith(".jl"))
    return sorted(set(found))


def main(argv):
    parser = argparse.ArgumentParser(description="Run Kiln's language tests.")
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--kiln", help="path of the kiln binary (runs `kiln run FILE ARGS...`)")
    who.add_argument("--julia", help="path of a julia binary, to check the expectations themselves")
    parser.add_argument("--compile", metavar="MODE",
                        help="kiln's --compile mode (default: kiln's own default)")
    parser.add_argument("--jobs", "-j", type=int, default=1, help="tests run at once (default 1)")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per test (default 20)")
    parser.add_argument("--list", action="store_true", help="list the tests and exit")
    parser.add_argument("-v", "--verbose", action="store_true", help="also print passing tests")
    parser.add_argument("paths", nargs="*", metavar="FILE_OR_DIR")
    opts = parser.parse_args(argv)

    files = discover(opts.paths or [HERE])
    if opts.list:
        for f in files:
            print(os.path.relpath(f, HERE) if f.startswith(HERE + os.sep) else f)
        return 0
    if not opts.kiln and not opts.julia:
        parser.error("one of --kiln or --julia is required")
    if opts.jobs < 1:
        parser.error("--jobs must be at least 1")

    runner = Runner(os.path.abspath(opts.kiln) if opts.kiln else None, opts.julia, opts.timeout,
                    opts.compile)

    tests, results = [], []
    for f in files:
        try:
            tests.append(parse_test(f))
        except (MalformedTest, UnicodeDecodeError) as e:
            report = f"FAIL {Test(f).name}: malformed test: {e}"
            results.append(("fail", report))
            print(report, flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for status, report in pool.map(runner.run_test, tests):
            results.append((status, report))
            if status != "pass" or opts.verbose:
                print(report, flush=True)

    passed = sum(1 for s, _ in results if s == "pass")
    failed = sum(1 for s, _ in results if s == "fail")
    skipped = sum(1 for s, _ in results if s == "skip")
    print(f"{passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
