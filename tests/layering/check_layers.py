#!/usr/bin/env python3
"""Checks every #include under src/ against src/layers.txt: a file of folder F
may include headers of F and of the folders listed for F, nothing else (no
include goes up a layer). Prints each violation as `file:line: ...`; exit 1 if
there is any.

usage: check_layers.py SRC_DIR
       check_layers.py --self-test    (the checker finds a planted violation)
"""

import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def read_layers(path):
    layers = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            name, sep, deps = line.partition(":")
            if not sep:
                raise SystemExit("%s:%d: expected `folder: deps...`" % (path, number))
            name = name.strip()
            for dep in deps.split():
                if dep not in layers:
                    # Only lower layers can be named: the order is the layering.
                    raise SystemExit("%s:%d: %s may only use layers listed before it, not %s"
                                     % (path, number, name, dep))
            layers[name] = set(deps.split())
    return layers


def self_test():
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "src")
        for folder, text in (("base", '#include "base/a.h"\n'),
                             ("ir", '#include "base/a.h"\n#include <vector>\n'),
                             ("tape", '#include "ir/b.h"\n  #  include "tape/c.h"\n')):
            os.makedirs(os.path.join(src, folder))
            with open(os.path.join(src, folder, "x.cc"), "w") as f:
                f.write(text)
        with open(os.path.join(src, "layers.txt"), "w") as f:
            f.write("base:\nir: base\ntape: base ir\n")
        if check(src) != 0:
            print("self-test: a correct tree was rejected")
            return 1
        with open(os.path.join(src, "ir", "y.h"), "w") as f:
            f.write('#include "tape/c.h"  // up a layer\n')
        if check(src) != 1:
            print("self-test: an include up a layer was not found")
            return 1
    print("self-test passed")
    return 0


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    if sys.argv[1] == "--self-test":
        return self_test()
    return check(sys.argv[1])


def check(src):
    layers = read_layers(os.path.join(src, "layers.txt"))
    problems = []
    folders = sorted(d for d in os.listdir(src) if os.path.isdir(os.path.join(src, d)))
    for folder in folders:
        if folder not in layers:
            problems.append("src/%s: a folder that src/layers.txt does not place" % folder)
            continue
        allowed = layers[folder] | {folder}
        for root, _, files in os.walk(os.path.join(src, folder)):
            for name in sorted(files):
                if not name.endswith((".h", ".cc", ".def", ".inc")):
                    continue
                path = os.path.join(root, name)
                rel = os.path.relpath(path, os.path.dirname(src))
                with open(path, errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if not m or "/" not in m.group(1):
                            continue  # a system header or one beside the file
                        target = m.group(1).split("/", 1)[0]
                        if target not in layers:
                            continue  # not a folder of src/ (a third-party path)
                        if target not in allowed:
                            problems.append("%s:%d: %s includes %s: %s may use only %s"
                                            % (rel, number, folder, m.group(1), folder,
                                               " ".join(sorted(allowed))))
    for p in problems:
        print(p)
    print("%s: %d layering violations" % (src, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
