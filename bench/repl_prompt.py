#!/usr/bin/env python3
"""Time from starting an interactive interpreter to its prompt, in a pty.

usage: bench/repl_prompt.py KILN [RUNS]   (default 20 runs each; prints medians in ms)

Each run forks a pseudo-terminal, execs the interpreter, and stops the clock when
the prompt's bytes arrive: `julia> ` for `kiln -q`, `> ` for `lua5.4 -i`, `>>> `
for `python3 -q`. Kiln runs warm (one untimed run first writes its caches).
"""

import os
import pty
import select
import shutil
import signal
import statistics
import sys
import time


def time_to_prompt(argv, prompt, env):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    out = b""
    try:
        while prompt not in out:
            ready, _, _ = select.select([fd], [], [], 30)
            if not ready:
                raise RuntimeError("no prompt from %s: %r" % (argv, out))
            out += os.read(fd, 4096)
        return (time.perf_counter() - start) * 1000
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)


def main():
    kiln = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    env = dict(os.environ, TERM="xterm")
    peers = [("kiln -q", [kiln, "-q"], b"julia> "),
             ("lua5.4 -i", ["lua5.4", "-i"], b"> "),
             ("python3 -q", ["python3", "-q"], b">>> ")]
    time_to_prompt([kiln, "-q"], b"julia> ", env)  # warm the caches and the image
    for name, argv, prompt in peers:
        if shutil.which(argv[0]) is None:
            print("%-12s not installed" % name)
            continue
        times = [time_to_prompt(argv, prompt, env) for _ in range(runs)]
        print("%-12s median %.2f ms  (min %.2f, max %.2f, %d runs)"
              % (name, statistics.median(times), min(times), max(times), runs))


if __name__ == "__main__":
    main()
