#!/usr/bin/env python3
"""Checks in native code that `@inbounds` removes bounds checks and nothing else does:
emits the functions of inbounds/elided.jl with `kiln infer --native-ir` and, in each
module's LLVM IR (before optimization), follows the branches from every function's
entry (a `br i1 true/false` only to the side taken: `@boundscheck`'s condition is such
a constant) and looks for a branch to a bounds-check block (`inbounds`, as
codegen/memory.cc names it). Functions named `*_in*` must reach none, `*_ck*` some.

usage: inbounds_ir.py --kiln PATH
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "inbounds", "elided.jl")
EXPECT = {"get_in": False, "set_in!": False, "get2_in": False, "get_ck": True, "set_ck!": True}


def functions(ir):
    """{function name: (entry label, {label: [lines]})} of an LLVM IR text."""
    out = {}
    for m in re.finditer(r"^define [^@]*@([\w.]+)\(.*?\{\n(.*?)^\}", ir, re.M | re.S):
        blocks, label, entry = {}, None, None
        for line in m.group(2).split("\n"):
            lm = re.match(r"^([\w.]+):", line)
            if lm:
                label = lm.group(1)
                entry = entry or label
                blocks[label] = []
            elif label is not None and line.strip():
                blocks[label].append(line.strip())
        out[m.group(1)] = (entry, blocks)
    return out


def reaches_check(fns, name, seen_fns=None):
    """Whether function `name` (or an internal function it calls) branches to a check block."""
    seen_fns = seen_fns if seen_fns is not None else set()
    if name in seen_fns or name not in fns:
        return False
    seen_fns.add(name)
    entry, blocks = fns[name]
    todo, seen = [entry], set()
    while todo:
        b = todo.pop()
        if b in seen or b not in blocks:
            continue
        seen.add(b)
        for line in blocks[b]:
            for callee in re.findall(r"call \S+ @([\w.]+)\(", line):
                if reaches_check(fns, callee, seen_fns):
                    return True
            c = re.match(r"br i1 (true|false), label %([\w.]+), label %([\w.]+)", line)
            if c:
                todo.append(c.group(2) if c.group(1) == "true" else c.group(3))
                continue
            targets = re.findall(r"label %([\w.]+)", line)
            if line.startswith("br ") and any(re.fullmatch(r"inbounds\d*", t) for t in targets):
                return True
            if line.startswith("br "):
                todo.extend(targets)
    return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiln", required=True)
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, KILN_DATA=data)
        for name, want in EXPECT.items():
            r = subprocess.run([args.kiln, "infer", "--native-ir", "--function", name, PROGRAM],
                               capture_output=True, text=True, env=env, timeout=600)
            if r.returncode != 0 or "native: bitcode" not in r.stdout:
                failures.append("%s: not emitted (exit %d)\n%s%s" % (name, r.returncode, r.stdout, r.stderr))
                continue
            fns = functions(r.stdout)
            roots = [f for f in fns if f.startswith("julia_")]
            got = any(reaches_check(fns, f) for f in roots)
            if got != want:
                failures.append("%s: a bounds check is %s, expected %s" %
                                (name, "reached" if got else "not reached", "reached" if want else "none"))
    for f in failures:
        print(f)
    print("%d of %d functions as expected" % (len(EXPECT) - len(failures), len(EXPECT)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
