#!/usr/bin/env python3
"""The differential test of the IR cache (ARCHITECTURE, decision 2): every
language test program gives byte-identical output (stdout, stderr, exit
status) with no cache, a cold cache and a warm cache.

usage: differential.py --kiln PATH --lang DIR --stdlib DIR [--jobs N] [FILE_OR_DIR ...]

Cold means no entry for the program yet; Base's entries are shared by every
program, so only the first run of all is cold for Base. The harness is
tests/differential_harness.py. Exits 77 (skipped) while `kiln run` cannot
execute programs.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import differential_harness  # noqa: E402

if __name__ == "__main__":
    sys.exit(differential_harness.main(
        "kiln-differential-",
        [("off", ["--cache=off"]), ("cold", []), ("warm", [])],
        default_timeout=60))
