#!/usr/bin/env bash
# Builds Kiln in Release (installing missing packages first) and runs the demo
# program twice: cold (empty IR cache: Base and the program are compiled from
# source, and the cache is written) and warm (everything loaded from cache).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" >/dev/null

kiln=build/release/bin/kiln
demo=examples/demo.jl
# A private cache location for the demo; package caches are cleared for the cold run.
export KILN_DATA
KILN_DATA=$(mktemp -d)
trap 'rm -rf "$KILN_DATA"' EXIT
rm -rf stdlib/*/.kiln examples/.kiln

TIMEFORMAT='  (%R s)'
echo "== cold run: compiles Base and $demo, writes the IR cache"
time "$kiln" run "$demo"
echo
echo "== warm run: loads everything from the IR cache"
time "$kiln" run "$demo"
echo
echo "== what the warm run loaded (kiln run --timings)"
"$kiln" run --timings "$demo" 2>&1 >/dev/null | sed -n '1,4p'
