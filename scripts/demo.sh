#!/usr/bin/env bash
# Builds Kiln in Release (installing missing packages first) and runs the demo
# program. Once the IR cache exists this shows a cold run then a warm run.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" >/dev/null

demo=examples/demo.jl
echo "== kiln parse $demo"
build/release/bin/kiln parse "$demo"
