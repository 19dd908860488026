#!/usr/bin/env bash
# Regenerates the expected output of the golden tests (tests/parse/*.expected
# for `kiln parse`, tests/lower/*.expected for `kiln lower`,
# tests/infer/*.expected for `kiln infer`) with the Debug
# build, then shows what changed. Review every change against Julia's
# semantics before committing it.
#
#   scripts/update_golden.sh                 all tests of the three suites
#   scripts/update_golden.sh NAME...         only tests/parse/NAME.jl
#   scripts/update_golden.sh SUITE/NAME...   only tests/SUITE/NAME.jl (SUITE: parse, lower or infer)
#   scripts/update_golden.sh SUITE/          every test of one suite
set -euo pipefail
cd "$(dirname "$0")/.."

cmake --preset debug >/dev/null
cmake --build --preset debug -j2 --target kiln >/dev/null
kiln=build/debug/bin/kiln

suites=(parse lower infer)
if [ $# -eq 0 ]; then
  tests=()
  for suite in "${suites[@]}"; do tests+=(tests/"$suite"/*.jl); done
else
  tests=()
  for name in "$@"; do
    case "$name" in
      */) tests+=(tests/"$name"*.jl) ;;
      */*) tests+=("tests/${name%.jl}.jl") ;;
      *) tests+=("tests/parse/${name%.jl}.jl") ;;
    esac
  done
fi
for test in "${tests[@]}"; do
  python3 tests/run_golden.py "$kiln" "$test" --update
done
git --no-pager diff --stat -- tests/parse tests/lower tests/infer
