#!/usr/bin/env bash
# Builds Kiln in Debug with AddressSanitizer + UndefinedBehaviorSanitizer and
# runs every test: unit tests, golden tests, language tests, cache fault tests,
# then the fuzz targets for a bounded time. Installs missing packages first.
#
#   scripts/test.sh                        everything, heavy suites sliced
#   KILN_TEST_SLICE=all scripts/test.sh    everything, heavy suites whole
#   KILN_FUZZ_SECONDS=0 scripts/test.sh    skip the fuzz runs
#
# Two suites run each language test program again and are the heaviest under
# the sanitizers: cache/differential_lang (every program with no cache, a cold
# one and a warm one) and infer_suite/* (`kiln infer` on every program); so is
# cache/run_killed_during_writes (20 kill points, each compiling all of Base).
# By default they take every eighth program or point (KILN_TEST_SLICE=8), which
# keeps a share of each folder and CI within its time; the whole runs with
# KILN_TEST_SLICE=all before a change is merged.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
jobs=$(nproc)

werror=OFF
if [ "${CI:-}" = "true" ]; then werror=ON; fi

cmake --preset debug -DKILN_WERROR="$werror" >/dev/null
cmake --build --preset debug -j "$jobs"

fuzz_seconds=${KILN_FUZZ_SECONDS:-20}
if [ "$fuzz_seconds" -gt 0 ]; then
  cmake --preset fuzz -DKILN_WERROR="$werror" >/dev/null
  cmake --build --preset fuzz -j "$jobs" --target fuzzers
  scripts/fuzz.sh "$fuzz_seconds"
fi

export KILN_TEST_SLICE=${KILN_TEST_SLICE:-8}
# The default mode compiles in the background only when the load average
# leaves a CPU free, which varies during a run; tests that count what the
# default mode compiled expect compilation on the runtime's thread. The
# background tests turn it on themselves.
export KILN_NATIVE_BACKGROUND=${KILN_NATIVE_BACKGROUND:-0}

# ctest last: its closing line is the summary of the whole run.
ctest --test-dir build/debug -j "$jobs" --output-on-failure
