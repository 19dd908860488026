#!/usr/bin/env python3
"""The REPL driven through a pseudo-terminal, as a person types into it.

usage: repl_tests.py --kiln PATH --stdlib DIR TEST
"""

import os
import pty
import re
import select
import shutil
import signal
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from process_harness import Failure, expect, main as run_main  # noqa: E402

PROMPT = b"julia> "
UP = b"\x1b[A"


class Repl:
    """One `kiln` process on a pty."""

    def __init__(self, kiln, env, args=()):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(kiln, [kiln] + list(args), env)
        self.out = b""

    def read_until(self, needle, timeout=90):
        """Output up to and including `needle` (bytes), consumed."""
        deadline = time.time() + timeout
        while needle not in self.out:
            left = deadline - time.time()
            if left <= 0:
                raise Failure("timed out waiting for %r; got:\n%s" % (needle, self.out.decode(errors="replace")))
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:
                    chunk = b""
                if not chunk:
                    raise Failure("kiln ended while waiting for %r; got:\n%s" % (needle, self.out.decode(errors="replace")))
                self.out += chunk
        i = self.out.index(needle) + len(needle)
        got, self.out = self.out[:i], self.out[i:]
        # Line editing redraws with cursor moves (ESC [ n G ...): dropped, so the
        # text reads as typed.
        text = got.decode(errors="replace").replace("\r\n", "\n")
        return re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", text)

    def send(self, data):
        # As a person types: not in the instant the prompt appears. Keys that
        # come while the REPL is between two calls of its line editor are
        # taken by the terminal's own line discipline, not by the editor (a
        # Ctrl-D there is lost); on a loaded machine that gap is long.
        time.sleep(0.2)
        os.write(self.fd, data)

    def enter(self, line):
        """Types `line` and Enter; returns what it printed up to the next prompt.

        The line editor may redraw the line being typed with its prompt in
        front, so the next prompt is looked for only after the echo of Enter
        (a new line): typing on before that would reach a REPL that is still
        evaluating, with the terminal not yet back in the editor's mode."""
        return self.submit(line.encode() + b"\r")

    def submit(self, keys, lines=1):
        """Sends `keys`, which end `lines` lines; returns the output up to the
        prompt after them."""
        self.send(keys)
        echo = "".join(self.read_until(b"\n") for _ in range(lines))
        return echo + self.read_until(PROMPT)

    def finish(self, timeout=30):
        """Ctrl-D on an empty line; returns the exit status."""
        self.send(b"\x04")
        deadline = time.time() + timeout
        while time.time() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                os.close(self.fd)
                return os.waitstatus_to_exitcode(status)
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.1)
                if ready:
                    os.read(self.fd, 4096)
            except OSError:
                pass
        os.kill(self.pid, signal.SIGKILL)
        raise Failure("kiln did not exit on Ctrl-D")


def start(ctx, *args):
    r = Repl(ctx["kiln"], ctx["env"], args)
    r.read_until(PROMPT)
    return r


def test_evaluation(ctx):
    r = Repl(ctx["kiln"], ctx["env"])
    banner = r.read_until(PROMPT)
    expect("kiln" in banner, banner)
    # A multi-line definition: continued while the parser says it is incomplete.
    out = r.submit(b"function twice(x)\r  2x\rend\r", lines=3)
    # The function is displayed (Julia adds " (generic function with 1 method)"
    # through Base's text/plain show of functions, which Kiln's Base lacks yet).
    expect("\ntwice" in out, out)
    out = r.enter("twice(21)")
    expect("\n42\n" in out, out)
    out = r.enter("ans + 1")
    expect("\n43\n" in out, out)
    out = r.enter("v = [1, 2, 3]")
    expect("3-element Vector{Int64}:\n 1\n 2\n 3\n" in out, out)
    out = r.enter('"quoted"')
    expect('\n"quoted"\n' in out, out)
    out = r.enter("quiet = 99;")
    expect("99" not in out.split("\n", 1)[1], out)
    out = r.enter("quiet")
    expect("\n99\n" in out, out)
    out = r.enter("nothing")
    expect(out.split("\n", 1)[1].strip() == "julia>", out)
    # An error prints, and the session goes on.
    out = r.enter('error("boom")')
    expect("ERROR: boom" in out, out)
    out = r.enter("undefined_name_here")
    expect("UndefVarError" in out, out)
    out = r.enter("1 + 2")
    expect("\n3\n" in out, out)
    # Definitions at the prompt are top level in Main: the latest world.
    r.enter("h() = 1")
    r.enter("k() = h()")
    expect("\n1\n" in r.enter("k()"), "k")
    r.enter("h() = 2")
    out = r.enter("k()")
    expect("\n2\n" in out, out)
    out = r.enter("struct Pt\n x::Int\n end")
    out = r.enter("Pt(3).x")
    expect("\n3\n" in out, out)
    # Help mode: a docstring typed at the prompt, rendered as Julia's
    # terminal Markdown (two-space margin, inline code without backticks).
    r.enter('"Halve `x`, as a *float*." halve(x) = x / 2')
    out = r.enter("?halve")
    expect("\n  Halve x, as a float.\n" in out, out)
    # No docstring: Julia's summary, with the methods.
    out = r.enter("?twice")
    expect("\n  No documentation found for private binding Main.twice.\n\n"
           "  twice is a Function.\n\n"
           "  # 1 method for generic function \"twice\" from Main:\n"
           "   [1] twice(x)\n       @ REPL[1]:1\n" in out, out)
    out = r.enter("?no_such_name_at_all")
    expect("\n  No documentation found.\n\n  Binding no_such_name_at_all does not exist.\n" in out,
           out)
    expect(r.finish() == 0, "exit status")


def test_interrupt(ctx):
    r = start(ctx, "-q")
    r.send(b"while true end\r")
    r.read_until(b"\n")
    time.sleep(1.0)
    r.send(b"\x03")
    out = r.read_until(PROMPT)
    expect("InterruptException" in out, out)
    out = r.enter("1 + 3")
    expect("\n4\n" in out, out)
    # A recursion without loops stops too (at a return).
    r.enter("fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)")
    r.send(b"fib(60)\r")
    r.read_until(b"\n")
    time.sleep(1.0)
    r.send(b"\x03")
    out = r.read_until(PROMPT)
    expect("InterruptException" in out, out)
    out = r.enter("fib(10)")
    expect("\n55\n" in out, out)
    # Ctrl-C at the prompt discards the line.
    r.send(b"1 + 100")
    r.send(b"\x03")
    r.read_until(PROMPT)
    out = r.enter("5 + 5")
    expect("\n10\n" in out and "101" not in out, out)
    expect(r.finish() == 0, "exit status")


def test_history(ctx):
    r = start(ctx, "-q")
    r.enter("remembered = 777")
    expect(r.finish() == 0, "exit status")
    expect(os.path.exists(ctx["env"]["KILN_HISTORY"]), "no history file")
    r = start(ctx, "-q")
    out = r.submit(UP + b"\r")
    expect("remembered = 777" in out and "\n777\n" in out, out)
    expect(r.finish() == 0, "exit status")


def test_completion(ctx):
    r = start(ctx, "-q")
    r.enter("my_unique_total = 5")
    # Only the completed name has a value: `my_uniq` alone is an UndefVarError.
    out = r.submit(b"my_uniq\t\r")
    expect("\n5\n" in out and "UndefVarError" not in out, out)
    out = r.submit(b"printl\t(\"done\")\r")
    expect("\ndone\n" in out and "Error" not in out, out)
    # Names of a module after `Module.`.
    out = r.submit(b"Base.printl\t(\"qualified\")\r")
    expect("\nqualified\n" in out and "Error" not in out, out)
    expect(r.finish() == 0, "exit status")


def test_after_file(ctx):
    prog = os.path.join(ctx["tmp"], "defs.jl")
    with open(prog, "w") as f:
        f.write('from_file = 41\nprintln("ran")\n'
                '"""\n    quad(x)\n\nThe fourth power of `x`.\n\n# Examples\n'
                '```julia\nquad(2) == 16\n```\n"""\nfunction quad end\n'
                'quad(x) = x^4\n')
    r = Repl(ctx["kiln"], ctx["env"], ["-i", "-q", prog])
    out = r.read_until(PROMPT)
    expect("ran" in out, out)
    out = r.enter("from_file + 1")
    expect("\n42\n" in out, out)
    # The docstring of a `function f end` in the file run first. (Its example
    # has no `julia> `: that is the prompt this test waits for.)
    out = r.enter("?quad")
    expect("\n  quad(x)\n\n  The fourth power of x.\n\n  Examples\n  ≡≡≡≡≡≡≡≡\n\n"
           "  quad(2) == 16\n" in out, out)
    r.send(b"exit(5)\r")
    deadline = time.time() + 30
    while time.time() < deadline:
        pid, status = os.waitpid(r.pid, os.WNOHANG)
        if pid:
            expect(os.waitstatus_to_exitcode(status) == 5, "exit(5) in the REPL")
            return
        try:
            ready, _, _ = select.select([r.fd], [], [], 0.1)
            if ready:
                os.read(r.fd, 4096)
        except OSError:
            pass
    raise Failure("exit(5) did not end the REPL")


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}


def make_context(kiln, stdlib, tmp):
    shutil.copytree(stdlib, os.path.join(tmp, "stdlib"), ignore=shutil.ignore_patterns(".kiln"))
    env = dict(os.environ, KILN_DATA=os.path.join(tmp, "data"),
               KILN_STDLIB=os.path.join(tmp, "stdlib"),
               KILN_HISTORY=os.path.join(tmp, "history"), TERM="xterm")
    return {"kiln": kiln, "env": env, "tmp": tmp}


def main():
    return run_main(TESTS, 'kiln-repl-test-', make_context)


if __name__ == "__main__":
    sys.exit(main())
