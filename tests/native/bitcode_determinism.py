#!/usr/bin/env python3
"""Native modules are deterministic (COMPILER.md §4): `kiln infer --native`
emits every CodeInstance of a program twice in one process (and fails on a
difference), printing each module's bitcode hash; two processes must print
the same. At least one CodeInstance must be native, so the test cannot pass
by emitting nothing.

usage: bitcode_determinism.py --kiln PATH PROGRAM...
"""

import argparse
import os
import re
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    parser.add_argument("programs", nargs="+")
    args = parser.parse_args()
    failures = 0
    for program in args.programs:
        outs = []
        for _ in range(2):
            r = subprocess.run([args.kiln, "infer", "--native", program], capture_output=True,
                               timeout=600, cwd=os.path.dirname(os.path.abspath(program)))
            if r.returncode != 0:
                print("%s: kiln infer exited %d: %s" % (program, r.returncode, r.stderr[-400:]))
                failures += 1
                break
            outs.append(r.stdout.decode())
        if len(outs) != 2:
            continue
        hashes = re.findall(r"native: bitcode ([0-9a-f]{32})", outs[0])
        name = os.path.basename(program)
        if "NONDETERMINISTIC" in outs[0] or "NONDETERMINISTIC" in outs[1]:
            print("%s: two emissions in one process differ" % name)
            failures += 1
        elif outs[0] != outs[1]:
            print("%s: two processes emit different modules" % name)
            failures += 1
        elif not hashes:
            print("%s: no CodeInstance was native" % name)
            failures += 1
        else:
            print("%s: %d modules, the same in two processes" % (name, len(hashes)))
    print("%d passed, %d failed" % (len(args.programs) - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
