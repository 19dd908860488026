#!/usr/bin/env python3
"""The larger benchmark programs (bench/nqueen, matmul, sudoku, bedcov) at small
sizes: the interpreter and native code (`--compile=all`) print the same line,
which is the C version's (compiled with gcc when it is installed) and the
value known for that size (n-queens 8 has 92 solutions; the others are the C
versions' output), and native code ran the program's hot functions (its
`--timings` line counts calls run natively, none given back).

usage: plb2_programs.py --kiln PATH --bench DIR
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# program -> (argument, the line it prints)
CASES = {
    "nqueen": ("8", "92"),
    "matmul": ("50", "-9753877"),
    "sudoku": ("1", "11 6289254110"),
    "bedcov": ("1000", "11 2566"),
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    parser.add_argument("--bench", required=True)
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory(prefix="kiln-plb2-") as tmp:
        env = dict(os.environ, KILN_DATA=os.path.join(tmp, "data"))
        gcc = shutil.which("gcc")
        for name, (arg, want) in CASES.items():
            source = os.path.join(args.bench, name, name + ".jl")

            def run(extra):
                r = subprocess.run([args.kiln, "run"] + extra + [source, arg], capture_output=True,
                                   text=True, timeout=600, env=env)
                return r.returncode, r.stdout.strip(), r.stderr

            interp = run([])
            native = run(["--compile=all", "--timings"])
            if interp[:2] != (0, want):
                failures.append(f"{name} {arg}: interpreter printed {interp[1]!r} (exit {interp[0]}), "
                                f"want {want!r}\n{interp[2]}")
            if native[:2] != (0, want):
                failures.append(f"{name} {arg}: native code printed {native[1]!r} (exit {native[0]}), "
                                f"want {want!r}\n{native[2]}")
            m = re.search(r"(\d+) calls run natively, (\d+) given back", native[2])
            if m is None or int(m.group(1)) == 0 or int(m.group(2)) != 0:
                failures.append(f"{name} {arg}: did not run natively: "
                                f"{m.group(0) if m else 'no native line in --timings'}")
            if gcc:
                binary = os.path.join(tmp, name)
                subprocess.run([gcc, "-O2", "-o", binary, os.path.join(args.bench, name, name + ".c"), "-lm"],
                               check=True)
                c = subprocess.run([binary, arg], capture_output=True, text=True, timeout=60).stdout.strip()
                if c != want:
                    failures.append(f"{name} {arg}: the C version printed {c!r}, want {want!r}")
    for f in failures:
        print(f)
    print("plb2_programs: " + ("FAILED" if failures else "ok"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
