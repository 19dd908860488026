#include "persist/sample_schema.h"

#include <unordered_set>

#include "persist/cat.h"

namespace kiln::persist::sample {

void RegisterSample(Registry& registry) {
  registry.Register<Constant>(1, "Constant", Field("i", &Constant::i), Field("f", &Constant::f),
                              Field("s", &Constant::s), Field("flag", &Constant::flag));
  registry.Register<Body>(2, "Body", Field("tape", &Body::tape),
                          Field("constants", &Body::constants), Field("names", &Body::names),
                          Field("max_stack", &Body::max_stack));
  registry.Register<Signature>(3, "Signature", Field("name", &Signature::name),
                               Field("arg_kinds", &Signature::arg_kinds),
                               Field("arity", &Signature::arity), Field("op", &Signature::op));
  registry.Register<Node>(4, "Node", Field("id", &Node::id), Field("small", &Node::small),
                          Field("tag", &Node::tag), Field("delta", &Node::delta),
                          Field("edges", &Node::edges), Field("next", &Node::next));
  registry.Register<Tree>(5, "Tree", Field("value", &Tree::value), Field("kids", &Tree::kids));
  registry.Register<Module>(
      6, "Module", Field("path", &Module::path), Field("signatures", &Module::signatures),
      Field("bodies", &Module::bodies), Field("hot_bodies", &Module::hot_bodies),
      Field("graph", &Module::graph), Field("tree", &Module::tree), Field("flags", &Module::flags),
      Field("big", &Module::big), Field("neg", &Module::neg));
  registry.Freeze();
}

namespace {

Tree MakeTree(int depth, uint32_t value) {
  Tree tree;
  tree.value = value;
  if (depth > 0) {
    tree.kids.push_back(MakeTree(depth - 1, value * 2));
    if (depth % 2 == 0) tree.kids.push_back(MakeTree(depth - 1, value * 2 + 1));
  }
  return tree;
}

}  // namespace

void BuildSample(int variant, SampleGraph& graph) {
  Module& m = graph.module;
  m.path = internal::Cat("Sample/V", variant);
  if (variant == 0) return;

  const int bodies = variant == 1 ? 3 : 4 * variant;
  for (int b = 0; b < bodies; ++b) {
    std::vector<uint8_t>& tape = graph.tapes.emplace_back();
    for (int k = 0; k < 5 + b; ++k) tape.push_back(static_cast<uint8_t>(k * 7 + b));
    Body& body = graph.bodies.emplace_back();
    body.tape = tape;
    body.constants.push_back({-b, 0.5 * b, internal::Cat("const", b % 2), b % 2 == 0});
    if (b % 3 == 0) body.constants.push_back({INT64_MIN, -0.0, "", true});
    body.names.push_back(graph.names.emplace_back("x"));
    body.names.push_back(graph.names.emplace_back(internal::Cat("name", b)));
    if (b % 2 == 1) body.max_stack = 16u + b;
    m.bodies.push_back(Ref<Body>::To(&body));
    if (b % 2 == 0) m.hot_bodies.push_back(Ref<Body>::To(&body));

    Signature sig;
    sig.name = internal::Cat("f", b);
    sig.arg_kinds = {1, 2, static_cast<uint8_t>(b)};
    sig.arity = b - 1;
    sig.op = static_cast<Op>(b % 4);
    m.signatures.push_back(std::move(sig));
  }

  // A ring of nodes (a cycle), with cross edges and a self edge.
  const int ring = variant == 1 ? 2 : 3 * variant;
  for (int n = 0; n < ring; ++n) {
    Node& node = graph.nodes.emplace_back();
    node.id = uint64_t{1} << (n % 64);
    node.small = static_cast<int8_t>(-n);
    node.tag = static_cast<uint8_t>(200 + n);
    node.delta = static_cast<int16_t>(n * -1000);
  }
  for (int n = 0; n < ring; ++n) {
    Node& node = graph.nodes[n];
    node.next = Ref<Node>::To(&graph.nodes[(n + 1) % ring]);
    if (n % 2 == 0) node.edges.push_back(Ref<Node>::To(&node));
    node.edges.push_back(Ref<Node>::To(&graph.nodes[ring / 2]));
    node.edges.push_back(Ref<Node>());
  }
  m.graph = Ref<Node>::To(&graph.nodes[0]);

  m.tree = MakeTree(variant + 1, 1);
  m.flags = {true, false, variant % 2 == 0};
  m.big = UINT64_MAX - static_cast<uint64_t>(variant);
  m.neg = -1000 * variant;
}

namespace {

base::Status WalkBody(const Body& body) {
  uint64_t sum = 0;
  for (uint8_t byte : body.tape) sum += byte;
  for (const Constant& c : body.constants) sum += c.s.size() + static_cast<uint64_t>(c.i);
  for (std::string_view name : body.names) sum += name.size();
  (void)sum;
  return base::Status::Ok();
}

}  // namespace

base::Status WalkSample(std::string_view blob, const Registry& registry,
                        const ReadOptions& options) {
  ASSIGN_OR_RETURN(std::unique_ptr<Reader> reader, Reader::Open(blob, registry, options));
  ASSIGN_OR_RETURN(const Module* module, reader->Root<Module>());
  for (size_t i = 0; i < module->bodies.size(); ++i) {
    ASSIGN_OR_RETURN(const Body* body, module->bodies.Get(i));
    if (body != nullptr) RETURN_IF_ERROR(WalkBody(*body));
  }
  for (const Ref<Body>& ref : module->hot_bodies) {
    ASSIGN_OR_RETURN(const Body* body, ref.Get());
    if (body != nullptr) RETURN_IF_ERROR(WalkBody(*body));
  }
  std::unordered_set<const Node*> seen;
  std::vector<const Node*> work;
  ASSIGN_OR_RETURN(const Node* first, module->graph.Get());
  if (first != nullptr) work.push_back(first);
  while (!work.empty()) {
    const Node* node = work.back();
    work.pop_back();
    if (!seen.insert(node).second) continue;
    ASSIGN_OR_RETURN(const Node* next, node->next.Get());
    if (next != nullptr) work.push_back(next);
    for (const Ref<Node>& edge : node->edges) {
      ASSIGN_OR_RETURN(const Node* target, edge.Get());
      if (target != nullptr) work.push_back(target);
    }
  }
  if (module->tree.has_value()) {
    std::vector<const Tree*> trees = {&*module->tree};
    while (!trees.empty()) {
      const Tree* tree = trees.back();
      trees.pop_back();
      for (const Tree& kid : tree->kids) trees.push_back(&kid);
    }
  }
  return base::Status::Ok();
}

}  // namespace kiln::persist::sample
