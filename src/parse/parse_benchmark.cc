// Parse throughput on a real file: parse-only and parse+print, in process.
//
//   build/release/bin/parse_benchmark FILE [--benchmark_repetitions=5 ...]
//
// bench/parse/run.sh generates a 10,000-line program and runs this together
// with end-to-end timings of `kiln parse`.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "parse/parse.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace {

std::string g_text;

void BM_Parse(benchmark::State& state) {
  auto buffer = kiln::source::SourceBuffer::FromString("bench.jl", g_text);
  size_t nodes = 0;
  for (auto _ : state) {
    kiln::source::DiagnosticSink sink;
    kiln::parse::Tree tree = kiln::parse::Parse(*buffer, sink);
    nodes = tree.size();
    benchmark::DoNotOptimize(nodes);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * g_text.size()));
  state.counters["nodes"] = static_cast<double>(nodes);
}

void BM_ParseAndPrint(benchmark::State& state) {
  auto buffer = kiln::source::SourceBuffer::FromString("bench.jl", g_text);
  for (auto _ : state) {
    kiln::source::DiagnosticSink sink;
    kiln::parse::Tree tree = kiln::parse::Parse(*buffer, sink);
    std::string out = kiln::parse::PrintTree(tree, buffer.get());
    benchmark::DoNotOptimize(out.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * g_text.size()));
}

BENCHMARK(BM_Parse)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseAndPrint)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (argc != 2) {
    std::fprintf(stderr, "usage: parse_benchmark FILE [benchmark flags]\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "parse_benchmark: cannot read %s\n", argv[1]);
    return 1;
  }
  std::ostringstream text;
  text << in.rdbuf();
  g_text = text.str();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
