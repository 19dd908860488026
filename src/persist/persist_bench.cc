// Benchmarks of the persist library (Release build):
//
//   BM_Write1MNodes / BM_Read1MNodes   throughput on an IR-like graph of a
//       million shared nodes (each with a kind, a value, a name from a pool
//       and references to up to two earlier nodes).
//   BM_Write1MInlineNodes / BM_Read1MInlineNodes   the same number of nodes
//       held inline in 1,000 lazily read functions (no per-node identity).
//   BM_OpenAndReadOneLeaf/<MB>         open a blob of 1 MB or 100 MB (mapped
//       from a file, or in memory) and read one leaf: O(1) in the blob size.
//   BM_TouchOneOf10kBodies             a module of 10,000 lazy method bodies:
//       open, decode the module record, touch one body; counters report the
//       bytes decoded against the blob size.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/check.h"
#include "base/env.h"
#include "persist/cat.h"
#include "persist/persist.h"

namespace kiln::persist {
namespace {

// ---- The 1M-node graph.

struct Node {
  uint32_t kind = 0;
  int64_t value = 0;
  std::string_view name;
  std::vector<Ref<Node>> operands;
};
struct Graph {
  LazySeq<Node> nodes;
};

const Registry& GraphRegistry() {
  static Registry* registry = [] {
    static Registry r(1);
    r.Register<Node>(1, "Node", Field("kind", &Node::kind), Field("value", &Node::value),
                     Field("name", &Node::name), Field("operands", &Node::operands));
    r.Register<Graph>(2, "Graph", Field("nodes", &Graph::nodes));
    r.Freeze();
    return &r;
  }();
  return *registry;
}

constexpr int kGraphNodes = 1'000'000;

struct LiveGraph {
  std::vector<std::string> names;
  std::vector<Node> nodes;
  Graph graph;
};

const LiveGraph& MillionNodeGraph() {
  static LiveGraph* live = [] {
    static LiveGraph g;
    for (int i = 0; i < 1000; ++i) g.names.push_back(internal::Cat("binding_", i * 7919));
    g.nodes.resize(kGraphNodes);
    uint64_t rng = 12345;
    auto next = [&rng] {
      rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
      return rng >> 33;
    };
    for (int i = 0; i < kGraphNodes; ++i) {
      Node& node = g.nodes[i];
      node.kind = static_cast<uint32_t>(next() % 40);
      node.value = static_cast<int64_t>(next() % 100000) - 50000;
      node.name = g.names[next() % g.names.size()];
      const int operands = i == 0 ? 0 : static_cast<int>(next() % 3);
      for (int k = 0; k < operands; ++k) {
        node.operands.push_back(Ref<Node>::To(&g.nodes[next() % i]));
      }
      g.graph.nodes.push_back(Ref<Node>::To(&node));
    }
    return &g;
  }();
  return *live;
}

const std::string& MillionNodeBlob() {
  static const std::string blob = *Write(GraphRegistry(), MillionNodeGraph().graph);
  return blob;
}

void BM_Write1MNodes(benchmark::State& state) {
  const LiveGraph& live = MillionNodeGraph();
  size_t bytes = 0;
  for (auto _ : state) {
    auto blob = Write(GraphRegistry(), live.graph);
    CHECK(blob.ok());
    bytes = blob->size();
    benchmark::DoNotOptimize(blob->data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.counters["blob_MB"] = static_cast<double>(bytes) / 1e6;
  state.counters["nodes"] = kGraphNodes;
  state.counters["MB/s"] = benchmark::Counter(static_cast<double>(bytes) / 1e6,
                                              benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Write1MNodes)->Unit(benchmark::kMillisecond)->MinTime(3);

// Opens the blob and decodes every node and resolves every operand.
void BM_Read1MNodes(benchmark::State& state) {
  const std::string& blob = MillionNodeBlob();
  for (auto _ : state) {
    auto reader = *Reader::Open(blob, GraphRegistry());
    const Graph* graph = *reader->Root<Graph>();
    int64_t sum = 0;
    for (size_t i = 0; i < graph->nodes.size(); ++i) {
      const Node* node = *graph->nodes.Get(i);
      sum += node->value + static_cast<int64_t>(node->name.size());
      for (const Ref<Node>& operand : node->operands) sum += (*operand.Get())->kind;
    }
    CHECK(reader->objects_decoded() == kGraphNodes + 1);
    benchmark::DoNotOptimize(sum);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * blob.size()));
  state.counters["blob_MB"] = static_cast<double>(blob.size()) / 1e6;
  state.counters["MB/s"] = benchmark::Counter(static_cast<double>(blob.size()) / 1e6,
                                              benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Read1MNodes)->Unit(benchmark::kMillisecond)->MinTime(3);

// ---- The same million nodes held inline: 1,000 functions of 1,000
// instructions each, the functions shared (lazy), the instructions not.
// Shows the per-object cost of identity (the table above) against plain
// sequential encoding.

struct Instr {
  uint8_t op = 0;
  uint32_t a = 0;
  uint32_t b = 0;
  int64_t imm = 0;
};
struct Function {
  std::string name;
  std::vector<Instr> instrs;
};
struct Program {
  LazySeq<Function> functions;
};

const Registry& ProgramRegistry() {
  static Registry* registry = [] {
    static Registry r(1);
    r.Register<Instr>(1, "Instr", Field("op", &Instr::op), Field("a", &Instr::a),
                      Field("b", &Instr::b), Field("imm", &Instr::imm));
    r.Register<Function>(2, "Function", Field("name", &Function::name),
                         Field("instrs", &Function::instrs));
    r.Register<Program>(3, "Program", Field("functions", &Program::functions));
    r.Freeze();
    return &r;
  }();
  return *registry;
}

struct LiveProgram {
  std::vector<Function> functions;
  Program program;
};

const LiveProgram& MillionInlineNodes() {
  static LiveProgram* live = [] {
    static LiveProgram p;
    p.functions.resize(1000);
    uint64_t rng = 99;
    for (size_t f = 0; f < p.functions.size(); ++f) {
      Function& fn = p.functions[f];
      fn.name = internal::Cat("f", f);
      fn.instrs.resize(1000);
      for (size_t i = 0; i < fn.instrs.size(); ++i) {
        rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
        fn.instrs[i] = {static_cast<uint8_t>(rng >> 59), static_cast<uint32_t>(i),
                        static_cast<uint32_t>((rng >> 40) % 1000),
                        static_cast<int64_t>(rng >> 50) - 4096};
      }
      p.program.functions.push_back(Ref<Function>::To(&fn));
    }
    return &p;
  }();
  return *live;
}

void BM_Write1MInlineNodes(benchmark::State& state) {
  const LiveProgram& live = MillionInlineNodes();
  size_t bytes = 0;
  for (auto _ : state) {
    auto blob = Write(ProgramRegistry(), live.program);
    CHECK(blob.ok());
    bytes = blob->size();
    benchmark::DoNotOptimize(blob->data());
  }
  state.counters["blob_MB"] = static_cast<double>(bytes) / 1e6;
  state.counters["MB/s"] = benchmark::Counter(static_cast<double>(bytes) / 1e6,
                                              benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Write1MInlineNodes)->Unit(benchmark::kMillisecond)->MinTime(3);

void BM_Read1MInlineNodes(benchmark::State& state) {
  static const std::string blob = *Write(ProgramRegistry(), MillionInlineNodes().program);
  for (auto _ : state) {
    auto reader = *Reader::Open(blob, ProgramRegistry());
    const Program* program = *reader->Root<Program>();
    int64_t sum = 0;
    for (size_t f = 0; f < program->functions.size(); ++f) {
      for (const Instr& instr : (*program->functions.Get(f))->instrs) sum += instr.imm + instr.b;
    }
    benchmark::DoNotOptimize(sum);
  }
  state.counters["blob_MB"] = static_cast<double>(blob.size()) / 1e6;
  state.counters["MB/s"] = benchmark::Counter(static_cast<double>(blob.size()) / 1e6,
                                              benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Read1MInlineNodes)->Unit(benchmark::kMillisecond)->MinTime(3);

// ---- Open a 1 MB or 100 MB blob and read one leaf.

struct Leaf {
  uint64_t id = 0;
  std::vector<uint8_t> payload;
};
struct Shelf {
  std::string title;
  LazySeq<Leaf> leaves;
};

const Registry& ShelfRegistry() {
  static Registry* registry = [] {
    static Registry r(1);
    r.Register<Leaf>(1, "Leaf", Field("id", &Leaf::id), Field("payload", &Leaf::payload));
    r.Register<Shelf>(2, "Shelf", Field("title", &Shelf::title), Field("leaves", &Shelf::leaves));
    r.Freeze();
    return &r;
  }();
  return *registry;
}

constexpr size_t kLeafPayload = 1000;

struct ShelfFile {
  ShelfFile() = default;
  ShelfFile(const ShelfFile&) = delete;
  ShelfFile& operator=(const ShelfFile&) = delete;
  ~ShelfFile() {  // the 100 MB file must not outlive the run
    if (dir.empty()) return;
    (void)base::Env::Default()->RemoveFile(path);
    (void)base::Env::Default()->RemoveDir(dir);
  }
  std::string blob;
  std::string dir;
  std::string path;
  size_t leaves = 0;
};

// A blob of about `megabytes` MB, in memory and in a temporary file.
const ShelfFile& ShelfOfSize(int megabytes) {
  static std::map<int, ShelfFile> files;
  auto it = files.find(megabytes);
  if (it != files.end()) return it->second;
  ShelfFile& file = files[megabytes];
  std::vector<Leaf> leaves(static_cast<size_t>(megabytes) * 1'000'000 / (kLeafPayload + 8));
  Shelf shelf{"shelf", {}};
  for (size_t i = 0; i < leaves.size(); ++i) {
    leaves[i].id = i;
    leaves[i].payload.assign(kLeafPayload, static_cast<uint8_t>(i));
    shelf.leaves.push_back(Ref<Leaf>::To(&leaves[i]));
  }
  file.blob = *Write(ShelfRegistry(), shelf);
  file.leaves = leaves.size();
  char dir[] = "/tmp/persist_bench_XXXXXX";
  CHECK(mkdtemp(dir) != nullptr);
  file.dir = dir;
  file.path = file.dir + "/shelf.blob";
  CHECK(base::WriteStringToFile(base::Env::Default(), file.path, file.blob).ok());
  return file;
}

void ReadOneLeaf(Reader& reader, size_t leaves) {
  const Shelf* shelf = *reader.Root<Shelf>();
  const Leaf* leaf = *shelf->leaves.Get(leaves / 2);
  CHECK(leaf->id == leaves / 2);
  benchmark::DoNotOptimize(leaf->payload[7]);
}

void BM_OpenAndReadOneLeaf_Mapped(benchmark::State& state) {
  const ShelfFile& file = ShelfOfSize(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    auto reader = *Reader::OpenFile(base::Env::Default(), file.path, ShelfRegistry());
    ReadOneLeaf(*reader, file.leaves);
  }
  state.counters["blob_MB"] = static_cast<double>(file.blob.size()) / 1e6;
}
BENCHMARK(BM_OpenAndReadOneLeaf_Mapped)->Arg(1)->Arg(100)->Unit(benchmark::kMicrosecond);

void BM_OpenAndReadOneLeaf_InMemory(benchmark::State& state) {
  const ShelfFile& file = ShelfOfSize(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    auto reader = *Reader::Open(file.blob, ShelfRegistry());
    ReadOneLeaf(*reader, file.leaves);
  }
  state.counters["blob_MB"] = static_cast<double>(file.blob.size()) / 1e6;
}
BENCHMARK(BM_OpenAndReadOneLeaf_InMemory)->Arg(1)->Arg(100)->Unit(benchmark::kMicrosecond);

// ---- A module of 10,000 lazy method bodies.

struct Signature {
  std::string name;
  uint32_t arity = 0;
  std::vector<uint8_t> arg_types;
};
struct Body {
  std::span<const uint8_t> tape;
  std::vector<int64_t> int_constants;
  std::vector<std::string_view> names;
};
struct Module {
  std::string path;
  std::vector<std::string> exports;
  std::vector<Signature> signatures;
  LazySeq<Body> bodies;
};

const Registry& ModuleRegistry() {
  static Registry* registry = [] {
    static Registry r(1);
    r.Register<Signature>(1, "Signature", Field("name", &Signature::name),
                          Field("arity", &Signature::arity),
                          Field("arg_types", &Signature::arg_types));
    r.Register<Body>(2, "Body", Field("tape", &Body::tape),
                     Field("int_constants", &Body::int_constants), Field("names", &Body::names));
    r.Register<Module>(3, "Module", Field("path", &Module::path),
                       Field("exports", &Module::exports), Field("signatures", &Module::signatures),
                       Field("bodies", &Module::bodies));
    r.Freeze();
    return &r;
  }();
  return *registry;
}

void BM_TouchOneOf10kBodies(benchmark::State& state) {
  constexpr int kMethods = 10'000;
  std::vector<std::vector<uint8_t>> tapes(kMethods);
  std::vector<std::string> names;
  for (int i = 0; i < kMethods; ++i) names.push_back(internal::Cat("method_", i));
  std::vector<Body> bodies(kMethods);
  Module module;
  module.path = "Base/Data/Vector";
  for (int i = 0; i < kMethods; ++i) {
    tapes[i].assign(150 + i % 200, static_cast<uint8_t>(i));
    bodies[i].tape = tapes[i];
    bodies[i].int_constants = {i, -i, int64_t{1} << 33, 7};
    bodies[i].names = {names[i], names[(i + 1) % kMethods], names[(i * 7) % kMethods]};
    module.signatures.push_back({names[i], static_cast<uint32_t>(i % 4), {1, 2, 3}});
    if (i % 10 == 0) module.exports.push_back(names[i]);
    module.bodies.push_back(Ref<Body>::To(&bodies[i]));
  }
  const std::string blob = *Write(ModuleRegistry(), module);

  uint64_t decoded = 0, module_bytes = 0;
  for (auto _ : state) {
    auto reader = *Reader::Open(blob, ModuleRegistry());
    const Module* m = *reader->Root<Module>();
    module_bytes = reader->bytes_decoded();
    const Body* body = *m->bodies.Get(4321);
    benchmark::DoNotOptimize(body->tape[0]);
    decoded = reader->bytes_decoded();
  }
  state.counters["blob_bytes"] = static_cast<double>(blob.size());
  state.counters["decoded_bytes"] = static_cast<double>(decoded);
  state.counters["module_record_bytes"] = static_cast<double>(module_bytes);
  state.counters["body_bytes"] = static_cast<double>(decoded - module_bytes);
}
BENCHMARK(BM_TouchOneOf10kBodies)->Unit(benchmark::kMicrosecond);

// The same module without signatures and exports: only the lazy bodies.
void BM_TouchOneOf10kBodies_BodiesOnly(benchmark::State& state) {
  constexpr int kMethods = 10'000;
  std::vector<std::vector<uint8_t>> tapes(kMethods);
  std::vector<Body> bodies(kMethods);
  Module module;
  module.path = "Base/Data/Vector";
  for (int i = 0; i < kMethods; ++i) {
    tapes[i].assign(150 + i % 200, static_cast<uint8_t>(i));
    bodies[i].tape = tapes[i];
    bodies[i].int_constants = {i, -i, int64_t{1} << 33, 7};
    module.bodies.push_back(Ref<Body>::To(&bodies[i]));
  }
  const std::string blob = *Write(ModuleRegistry(), module);
  uint64_t decoded = 0;
  for (auto _ : state) {
    auto reader = *Reader::Open(blob, ModuleRegistry());
    const Module* m = *reader->Root<Module>();
    benchmark::DoNotOptimize((*m->bodies.Get(4321))->tape[0]);
    decoded = reader->bytes_decoded();
  }
  state.counters["blob_bytes"] = static_cast<double>(blob.size());
  state.counters["decoded_bytes"] = static_cast<double>(decoded);
}
BENCHMARK(BM_TouchOneOf10kBodies_BodiesOnly)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace kiln::persist

BENCHMARK_MAIN();
