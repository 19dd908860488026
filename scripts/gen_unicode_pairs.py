#!/usr/bin/env python3
"""Writes stdlib/Unicode/src/pairs.jl: the canonical (letter, combining mark)
compositions of the Latin blocks, from Python's copy of the Unicode Character
Database. Run from the repository root: python3 scripts/gen_unicode_pairs.py"""
import unicodedata

pairs = []
for cp in list(range(0xC0, 0x250)) + list(range(0x1E00, 0x1F00)):
    d = unicodedata.decomposition(chr(cp))
    if not d or d.startswith("<"):
        continue
    parts = [int(x, 16) for x in d.split()]
    if len(parts) == 2:
        pairs.append((cp, parts[0], parts[1]))
lines = ["# Canonical compositions of a letter and one combining mark for Latin letters",
         "# (U+00C0-U+024F, U+1E00-U+1EFF), generated from the Unicode Character Database",
         "# by scripts/gen_unicode_pairs.py: (composed, base, mark)."
         , "const _PAIRS = UInt32["]
row = ["0x%04x, 0x%04x, 0x%04x" % p for p in pairs]
for i in range(0, len(row), 4):
    lines.append("    " + ", ".join(row[i:i + 4]) + ",")
lines.append("]")
with open("stdlib/Unicode/src/pairs.jl", "w") as f:
    f.write("\n".join(lines) + "\n")
