#!/usr/bin/env bash
# Parse benchmark (not a test). Generates a 10,000-line Tier 1 program and
# times, in a Release build:
#   * parse only and parse + print, in process (Google Benchmark, median of RUNS
#     repetitions): build/release/bin/parse_benchmark
#   * `kiln parse FILE > /dev/null` end to end, median of RUNS runs, next to
#     `kiln parse` of an empty file (process start-up alone)
#
#   bench/parse/run.sh [RUNS]      (default 11)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-11}

cmake --preset release >/dev/null
cmake --build --preset release -j2 >/dev/null
kiln=build/release/bin/kiln

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
program=$work/program.jl
python3 bench/parse/gen_program.py 10000 > "$program"
: > "$work/empty.jl"
"$kiln" parse "$program" > /dev/null  # must parse cleanly; also warms the page cache
echo "program: $(wc -l < "$program") lines, $(wc -c < "$program") bytes; $(nproc) cores; $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"

# Median wall time and median CPU time (user + system) of RUNS runs of a
# command (output discarded), in milliseconds, after one warm-up run. On a
# shared, loaded machine the CPU time is the steadier number.
median_ms() {
  python3 - "$runs" "$@" <<'PY'
import resource, statistics, subprocess, sys, time
runs, cmd = int(sys.argv[1]), sys.argv[2:]
subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime
wall, cpus = [], []
for _ in range(runs):
    c, start = cpu(), time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    wall.append(time.perf_counter() - start)
    cpus.append(cpu() - c)
print("wall %.2f ms, cpu %.2f ms" % (1000 * statistics.median(wall), 1000 * statistics.median(cpus)))
PY
}

if command -v hyperfine > /dev/null; then
  hyperfine --warmup 2 --runs "$runs" --output=null \
    "$kiln parse $work/empty.jl" "$kiln parse $program"
else
  echo "kiln parse, empty file (start-up):     median $(median_ms "$kiln" parse "$work/empty.jl") over $runs runs"
  echo "kiln parse, 10,000 lines (end to end):  median $(median_ms "$kiln" parse "$program") over $runs runs"
fi

build/release/bin/parse_benchmark "$program" --benchmark_repetitions="$runs" \
  --benchmark_report_aggregates_only=true 2>/dev/null | grep -E "Benchmark|median|---"
