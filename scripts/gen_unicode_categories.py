#!/usr/bin/env python3
"""Writes src/runtime/unicode_categories.def: the Unicode general category of every
code point as the runs where it changes, from Python's copy of the Unicode Character
Database. Run from the repository root: python3 scripts/gen_unicode_categories.py"""
import unicodedata

runs = []
for cp in range(0x110000):
    cat = unicodedata.category(chr(cp))
    if not runs or runs[-1][1] != cat:
        runs.append((cp, cat))
lines = ["// The Unicode general category of each code point, as runs: UCAT(first, Xx) holds",
         "// from `first` up to the next run's first code point. Generated from the Unicode",
         "// Character Database %s by scripts/gen_unicode_categories.py; do not edit."
         % unicodedata.unidata_version]
row = ["UCAT(0x%06x, %s)" % r for r in runs]
for i in range(0, len(row), 4):
    lines.append(" ".join(row[i:i + 4]))
with open("src/runtime/unicode_categories.def", "w") as f:
    f.write("\n".join(lines) + "\n")
