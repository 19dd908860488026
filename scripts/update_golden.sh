#!/usr/bin/env bash
# Regenerates the expected output of the `kiln parse` golden tests
# (tests/parse/*.expected) with the Debug build, then shows what changed.
# Review every change against Julia's semantics before committing it.
#
#   scripts/update_golden.sh            all tests
#   scripts/update_golden.sh NAME...    only tests/parse/NAME.jl
set -euo pipefail
cd "$(dirname "$0")/.."

cmake --preset debug >/dev/null
cmake --build --preset debug -j2 --target kiln >/dev/null
kiln=build/debug/bin/kiln

if [ $# -eq 0 ]; then
  tests=(tests/parse/*.jl)
else
  tests=()
  for name in "$@"; do tests+=("tests/parse/${name%.jl}.jl"); done
fi
for test in "${tests[@]}"; do
  python3 tests/parse/run_golden.py "$kiln" "$test" --update
done
git --no-pager diff --stat -- tests/parse
