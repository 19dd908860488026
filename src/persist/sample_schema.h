// A schema that uses every field kind, sample graphs of it, and a walker that
// touches every value of a blob. Shared by the corruption tests, the fuzz
// target (fuzz_persist) and the test that keeps its seed corpus current;
// not part of the library proper.
#ifndef KILN_PERSIST_SAMPLE_SCHEMA_H_
#define KILN_PERSIST_SAMPLE_SCHEMA_H_

#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "persist/persist.h"

namespace kiln::persist::sample {

enum class Op : uint16_t { kNop, kAdd, kCall, kReturn };

struct Constant {
  int64_t i = 0;
  double f = 0;
  std::string s;
  bool flag = false;
};

// A method body: a byte "tape" read in place plus constant tables.
struct Body {
  std::span<const uint8_t> tape;
  std::vector<Constant> constants;
  std::vector<std::string_view> names;
  std::optional<uint32_t> max_stack;
};

struct Signature {
  std::string name;
  std::vector<uint8_t> arg_kinds;
  int32_t arity = 0;
  Op op = Op::kNop;
};

// Graph nodes: shared, and cyclic through `next` and `edges`.
struct Node {
  uint64_t id = 0;
  int8_t small = 0;
  uint8_t tag = 0;
  int16_t delta = 0;
  std::vector<Ref<Node>> edges;
  Ref<Node> next;
};

// Inline recursion: nesting depth is data-driven.
struct Tree {
  uint32_t value = 0;
  std::vector<Tree> kids;
};

struct Module {
  std::string path;
  std::vector<Signature> signatures;
  LazySeq<Body> bodies;
  std::vector<Ref<Body>> hot_bodies;  // also in `bodies`: shared
  Ref<Node> graph;
  std::optional<Tree> tree;
  std::vector<bool> flags;
  uint64_t big = 0;
  int64_t neg = 0;
};

inline constexpr uint64_t kSeed = 0x5eed;

// Registers the sample types into `registry` and freezes it.
void RegisterSample(Registry& registry);

// A sample graph and the storage its references borrow from.
struct SampleGraph {
  std::deque<Node> nodes;
  std::deque<Body> bodies;
  std::deque<std::vector<uint8_t>> tapes;
  std::deque<std::string> names;
  Module module;
};

// Variant 0 is nearly empty; 1 is small (a few bodies, a cycle, a tree);
// 2 shares bodies and strings and has a longer cycle. `variant` >= 3 grows
// the graph with it.
void BuildSample(int variant, SampleGraph& graph);

// Opens `blob` and touches every value reachable from its root: every body,
// every node (following references with a worklist, not recursion), the
// whole tree. Returns the first error.
base::Status WalkSample(std::string_view blob, const Registry& registry,
                        const ReadOptions& options = {});

}  // namespace kiln::persist::sample

#endif  // KILN_PERSIST_SAMPLE_SCHEMA_H_
