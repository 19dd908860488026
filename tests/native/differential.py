#!/usr/bin/env python3
"""The differential test of native code (COMPILER.md §4): language test
programs give byte-identical output (stdout, stderr, exit status) in the
interpreter and under `--compile=all`, where every method in native code's
subset runs natively.

usage: differential.py --kiln PATH --lang DIR --stdlib DIR [--jobs N] [FILE_OR_DIR ...]

The harness is tests/differential_harness.py.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import differential_harness  # noqa: E402

if __name__ == "__main__":
    sys.exit(differential_harness.main(
        "kiln-native-differential-",
        [("interpreter", ["--compile=none"]), ("native", ["--compile=all"])],
        default_timeout=120))
