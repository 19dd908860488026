#!/usr/bin/env python3
"""Tests of run.py with fake interpreters, so the runner is checked without Kiln.

The fake interpreter is a Python script that ignores Julia: it obeys lines
`#> out TEXT`, `#> outraw TEXT`, `#> err TEXT`, `#> exit N`, `#> sleep S`,
`#> args`, `#> stdin` and `#> where` in the program it is given.
"""

import os
import stat
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
RUN_PY = os.path.join(HERE, "run.py")

FAKE_INTERPRETER = textwrap.dedent(
    """\
    #!{python}
    import os, sys, time
    log = os.environ.get("FAKE_LOG")
    if log:
        with open(log, "a") as f:
            f.write(" ".join(sys.argv[1:]) + "\\n")
    argv = sys.argv[1:]
    julia = argv[0] == "--startup-file=no"
    assert julia or argv[0] == "run", argv
    program, args = argv[1], argv[2:]
    source = open(program, encoding="utf-8").read()
    code = 0
    for line in source.split("\\n"):
        if not line.startswith("#> "):
            continue
        word, _, rest = line[3:].partition(" ")
        if word == "out":
            sys.stdout.write(rest + "\\n")
        elif word == "outraw":
            sys.stdout.write(rest)
        elif word == "err":
            sys.stderr.write(rest + "\\n")
        elif word == "exit":
            code = int(rest)
        elif word == "sleep":
            sys.stdout.flush()
            time.sleep(float(rest))
        elif word == "args":
            for a in args:
                sys.stdout.write("arg:" + a + "\\n")
        elif word == "stdin":
            sys.stdout.write(sys.stdin.read())
        elif word == "where":
            sys.stdout.write(os.path.basename(os.getcwd()) + " " + program + "\\n")
    sys.stdout.flush()
    sys.exit(code)
    """
)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


class RunnerTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.kiln = self.make_interpreter("kiln")
        self.log = os.path.join(self.dir, "invocations.log")

    def tearDown(self):
        self.tmp.cleanup()

    def make_interpreter(self, name):
        path = os.path.join(self.dir, name)
        write(path, FAKE_INTERPRETER.format(python=sys.executable))
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
        return path

    def program(self, rel, text):
        path = os.path.join(self.dir, "tests", rel)
        write(path, textwrap.dedent(text))
        return path

    def run_runner(self, *args, kiln=None):
        env = dict(os.environ, FAKE_LOG=self.log)
        cmd = [sys.executable, RUN_PY]
        if kiln is not False:
            cmd += ["--kiln", kiln or self.kiln]
        proc = subprocess.run(cmd + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env=env, timeout=120)
        return proc.returncode, proc.stdout.decode(), proc.stderr.decode()

    def assertSummary(self, out, passed, failed, skipped=0):
        self.assertEqual(out.rstrip("\n").split("\n")[-1],
                         f"{passed} passed, {failed} failed, {skipped} skipped", out)

    # -- passing and failing stdout ----------------------------------------

    def test_pass(self):
        t = self.program("a/ok.jl", """\
            #> out hello
            #> out 2
            #= expect
            hello
            2
            =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)
        self.assertSummary(out, 1, 0)
        self.assertNotIn("PASS", out)
        code, out, _ = self.run_runner("-v", t)
        self.assertIn("PASS a/ok", out)

    def test_stdout_mismatch_prints_diff(self):
        t = self.program("a/bad.jl", """\
            #> out hello
            #> out 3
            #= expect
            hello
            2
            =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1)
        self.assertIn("FAIL a/bad", out)
        self.assertIn("--- expected", out)
        self.assertIn("+++ actual", out)
        self.assertIn("-2", out)
        self.assertIn("+3", out)
        self.assertSummary(out, 0, 1)

    def test_empty_expect_means_no_output(self):
        t = self.program("a/quiet.jl", "#= expect\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)
        t2 = self.program("a/loud.jl", "#> out x\n#= expect\n=#\n")
        code, out, _ = self.run_runner(t2)
        self.assertEqual(code, 1, out)

    def test_missing_final_newline(self):
        ok = self.program("a/noeol.jl", """\
            #> out a
            #> outraw b
            #= expect-noeol
            a
            b
            =#
            """)
        code, out, _ = self.run_runner(ok)
        self.assertEqual(code, 0, out)
        # The same output does not satisfy a plain `expect` block.
        bad = self.program("a/eol.jl", "#> out a\n#> outraw b\n#= expect\na\nb\n=#\n")
        code, out, _ = self.run_runner(bad)
        self.assertEqual(code, 1, out)
        self.assertIn("No newline at end", out)

    def test_trailing_whitespace_is_significant(self):
        t = self.program("a/ws.jl", "#> out x \n#= expect\nx\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)

    # -- error tests ---------------------------------------------------------

    def test_fail_test_passes_with_stderr_prefix_and_exit(self):
        t = self.program("e/fail_bounds.jl", """\
            #> out before
            #> err ERROR: BoundsError: attempt to access 3-element Vector{Int64} at index [5]
            #> err Stacktrace:
            #> err  [1] top-level scope
            #> exit 1
            #= expect
            before
            =#
            #= expect-stderr-prefix
            ERROR: BoundsError: attempt to access 3-element Vector{Int64} at index [5]
            =#
            #= exit: 1 =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)
        self.assertSummary(out, 1, 0)

    def test_stderr_prefix_is_whole_lines(self):
        t = self.program("e/fail_partial.jl", """\
            #> err ERROR: KeyError: key "b" not found
            #> exit 1
            #= expect
            =#
            #= expect-stderr-prefix
            ERROR: KeyError: key "b"
            =#
            #= exit: 1 =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        self.assertIn("stderr does not start with:", out)
        self.assertIn('  | ERROR: KeyError: key "b" not found', out)

    def test_exit_status_mismatch(self):
        t = self.program("e/fail_exit.jl", """\
            #> err ERROR: boom
            #> exit 2
            #= expect
            =#
            #= expect-stderr-prefix
            ERROR: boom
            =#
            #= exit: 1 =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        self.assertIn("exit status 2, expected 1", out)

    def test_nonzero_exit_fails_an_ordinary_test(self):
        t = self.program("e/crash.jl", "#> out x\n#> err ERROR: oops\n#> exit 1\n#= expect\nx\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        self.assertIn("exit status 1, expected 0", out)
        self.assertIn("  | ERROR: oops", out)

    def test_exit_directive_without_error(self):
        t = self.program("e/fail_exit3.jl", """\
            #> out bye
            #> exit 3
            #= expect
            bye
            =#
            #= expect-stderr-prefix
            =#
            #= exit: 3 =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)

    def test_fail_test_needs_directives(self):
        t = self.program("e/fail_incomplete.jl", "#> exit 1\n#= expect\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        self.assertIn("malformed test", out)

    def test_missing_expect_block(self):
        t = self.program("e/nothing.jl", "println(2)\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        self.assertIn("no `#= expect` block", out)

    def test_unclosed_block(self):
        t = self.program("e/open.jl", "#= expect\n1\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        self.assertIn("not closed", out)

    # -- inputs --------------------------------------------------------------

    def test_args_stdin_and_working_directory(self):
        t = self.program("io/inputs.jl", """\
            #> args
            #> stdin
            #> where
            #= args: one "two words" 3 =#
            #= stdin
            line 1
            line 2
            =#
            #= expect
            arg:one
            arg:two words
            arg:3
            line 1
            line 2
            io inputs.jl
            =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)

    def test_no_stdin_block_means_empty_stdin(self):
        t = self.program("io/empty.jl", "#> stdin\n#= expect\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)

    def test_timeout(self):
        t = self.program("a/slow.jl", "#> sleep 5\n#= expect\n=#\n")
        code, out, _ = self.run_runner("--timeout", "0.5", t)
        self.assertEqual(code, 1, out)
        self.assertIn("timed out after 0.5 s", out)

    # -- patterns ------------------------------------------------------------

    def test_patterns(self):
        t = self.program("p/table.jl", """\
            #> out Test Summary: | Pass  Total  Time
            #> out arith         |    2      2  0.3s
            #> out Test Failed at /some/where/file.jl:3
            #> out extra 1
            #> out extra 2
            #> out end
            #= expect
            Test Summary: | Pass  Total  Time
            arith         |    2      2  <TIME>
            Test Failed at <*>
            <...>
            end
            =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)

    def test_patterns_still_constrain(self):
        t = self.program("p/bad_time.jl", "#> out took 12s\n#= expect\ntook <TIME>\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        t = self.program("p/star_one_line.jl", "#> out a\n#> out b\n#= expect\n<*>\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 1, out)
        t = self.program("p/dots_zero.jl", "#> out a\n#> out b\n#= expect\na\n<...>\nb\n=#\n")
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)

    def test_pattern_in_stderr_prefix(self):
        t = self.program("p/fail_undef.jl", """\
            #> err ERROR: UndefVarError: `x` not defined in `Main`
            #> exit 1
            #= expect
            =#
            #= expect-stderr-prefix
            ERROR: UndefVarError: `x` not defined<*>
            =#
            #= exit: 1 =#
            """)
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)

    # -- discovery, listing, skipping ----------------------------------------

    def test_list_and_helper_folders(self):
        self.program("m/uses.jl", "#= expect\n=#\n")
        self.program("m/inc/helper.jl", "x = 1\n")
        self.program("m/notes.txt", "not a test\n")
        code, out, _ = self.run_runner("--list", os.path.join(self.dir, "tests"), kiln=False)
        self.assertEqual(code, 0)
        listed = out.strip().split("\n")
        self.assertEqual(len(listed), 1, out)
        self.assertTrue(listed[0].endswith(os.path.join("m", "uses.jl")))

    def test_skip_directive(self):
        t = self.program("s/later.jl", "#= skip: needs Tier 2 =#\n")
        u = self.program("s/now.jl", "#> out 1\n#= expect\n1\n=#\n")
        code, out, _ = self.run_runner(t, u)
        self.assertEqual(code, 0, out)
        self.assertIn("SKIP s/later: needs Tier 2", out)
        self.assertSummary(out, 1, 0, 1)

    def test_directory_and_jobs(self):
        for i in range(5):
            self.program(f"d/t{i}.jl", f"#> out {i}\n#= expect\n{i}\n=#\n")
        self.program("d/zbad.jl", "#> out 1\n#= expect\n2\n=#\n")
        code, out, _ = self.run_runner("--jobs", "3", os.path.join(self.dir, "tests", "d"))
        self.assertEqual(code, 1, out)
        self.assertSummary(out, 5, 1)
        # One run per test.
        with open(self.log) as f:
            self.assertEqual(len(f.read().strip().split("\n")), 6)

    # -- a wrong interpreter -------------------------------------------------

    def test_wrong_output_fails(self):
        # An interpreter that runs but is wrong must fail the tests, not skip them.
        broken = os.path.join(self.dir, "kiln_broken")
        write(broken, "#!/bin/sh\necho 2\n")
        os.chmod(broken, 0o755)
        t = self.program("a/ok.jl", "#> out 1\n#= expect\n1\n=#\n")
        code, out, _ = self.run_runner(t, kiln=broken)
        self.assertEqual(code, 1, out)
        self.assertSummary(out, 0, 1)

    # -- checking the expectations with Julia --------------------------------

    def test_julia_mode_compares_stderr_as_is(self):
        t = self.program("e/fail_key.jl", """\
            #> err ERROR: LoadError: KeyError: key "b" not found
            #> exit 1
            #= expect
            =#
            #= expect-stderr-prefix
            ERROR: LoadError: KeyError: key "b" not found
            =#
            #= exit: 1 =#
            """)
        env = dict(os.environ, FAKE_LOG=self.log)
        proc = subprocess.run([sys.executable, RUN_PY, "--julia", self.kiln, t],
                              stdout=subprocess.PIPE, env=env, timeout=60)
        self.assertEqual(proc.returncode, 0, proc.stdout.decode())
        with open(self.log) as f:
            self.assertIn("--startup-file=no fail_key.jl", f.read())
        # Both print `LoadError: `, as Julia does for a script.
        code, out, _ = self.run_runner(t)
        self.assertEqual(code, 0, out)


if __name__ == "__main__":
    unittest.main(verbosity=1)
