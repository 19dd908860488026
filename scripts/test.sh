#!/usr/bin/env bash
# Builds Kiln in Debug with AddressSanitizer + UndefinedBehaviorSanitizer and
# runs every test: unit tests, golden tests, language tests, cache fault tests,
# then the fuzz targets for a bounded time. Installs missing packages first.
#
#   scripts/test.sh              everything
#   KILN_FUZZ_SECONDS=0 scripts/test.sh   skip the fuzz runs
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
jobs=$(nproc)

werror=OFF
if [ "${CI:-}" = "true" ]; then werror=ON; fi

cmake --preset debug -DKILN_WERROR="$werror" >/dev/null
cmake --build --preset debug -j "$jobs"

fuzz_seconds=${KILN_FUZZ_SECONDS:-30}
if [ "$fuzz_seconds" -gt 0 ]; then
  cmake --preset fuzz -DKILN_WERROR="$werror" >/dev/null
  cmake --build --preset fuzz -j "$jobs"
  scripts/fuzz.sh "$fuzz_seconds"
fi

# ctest last: its closing line is the summary of the whole run.
ctest --test-dir build/debug -j "$jobs" --output-on-failure
