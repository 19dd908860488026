#!/usr/bin/env bash
# Runs every built libFuzzer target for SECONDS each (default 60), starting
# from its seed corpus under tests/fuzz/<target>/. Fails if any finds a crash.
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shopt -s nullglob
targets=(build/fuzz/bin/fuzz_*)
if [ ${#targets[@]} -eq 0 ]; then
  echo "fuzz: no targets built (configure with --preset fuzz)" >&2
  exit 0
fi
for target in "${targets[@]}"; do
  name=$(basename "$target")
  corpus=$(mktemp -d)
  seeds="tests/fuzz/${name#fuzz_}"
  [ -d "$seeds" ] || seeds=""
  echo "fuzz: $name for ${seconds}s"
  log=$(mktemp)
  if ! "$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=0 "$corpus" $seeds >"$log" 2>&1; then
    tail -n 60 "$log"
    echo "fuzz: $name FAILED" >&2
    exit 1
  fi
  grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$log" | tail -n 1 || true
  rm -rf "$corpus" "$log"
done
