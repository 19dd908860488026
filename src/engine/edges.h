// The edges of a CodeInstance: every inter-procedural fact its inference used,
// in the one flat table of COMPILER.md §2 (seed 004, "Edges Encoding"). The
// worlds in which a CodeInstance is valid are the intersection of the worlds
// in which its edges hold, so the table is what invalidation follows forward
// (backedges) and what revalidation re-checks after loading.
//
//   entries                 form           holds in a world if ...
//   CI                      kCall          the call's only match is CI's method, for CI's MethodInstance
//   type, CI                kInvoke        the exact lookup of `type` gives CI's method
//   N, type, CI_1 ... CI_N  kDispatch      looking up `type` gives exactly those N methods
//   0, type                 kMissing       looking up `type` gives no method (or no unique one)
//   MI                      kUsed          MI was used beyond a CodeInstance (inlined, const-propagated)
//   Binding                 kBinding       a global constant's value was used
//
// Wherever a CodeInstance may stand, a MethodInstance may stand instead (the
// target was used for more than its CodeInstance says). Entries are tagged, so
// the table decodes without ambiguity: a form starts at a CI (kCall), a type
// (kInvoke), a count (kDispatch / kMissing), a lone MI (kUsed) or a Binding.
//
// Pointers only: the table holds no reference the collector must see (types are
// hash-consed and kept by the runtime, MethodInstances by their Method, Bindings
// by their Module, CodeInstances by the Engine).
#ifndef KILN_ENGINE_EDGES_H_
#define KILN_ENGINE_EDGES_H_

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace kiln::runtime {
struct Binding;
struct MethodInstance;
struct Type;
}  // namespace kiln::runtime

namespace kiln::engine {

struct CodeInstance;

struct EdgeItem {
  enum class Kind : uint8_t { kCodeInstance, kMethodInstance, kType, kCount, kBinding };
  Kind kind;
  union {
    CodeInstance* ci;
    runtime::MethodInstance* mi;
    runtime::Type* type;
    uint64_t count;
    runtime::Binding* binding;
  };
  static EdgeItem Ci(CodeInstance* c) { EdgeItem e{Kind::kCodeInstance, {}}; e.ci = c; return e; }
  static EdgeItem Mi(runtime::MethodInstance* m) { EdgeItem e{Kind::kMethodInstance, {}}; e.mi = m; return e; }
  static EdgeItem Ty(runtime::Type* t) { EdgeItem e{Kind::kType, {}}; e.type = t; return e; }
  static EdgeItem Count(uint64_t n) { EdgeItem e{Kind::kCount, {}}; e.count = n; return e; }
  static EdgeItem Bind(runtime::Binding* b) { EdgeItem e{Kind::kBinding, {}}; e.binding = b; return e; }
  bool IsTarget() const { return kind == Kind::kCodeInstance || kind == Kind::kMethodInstance; }
};

enum class EdgeForm : uint8_t { kCall, kInvoke, kDispatch, kMissing, kUsed, kBinding };

// One decoded edge: a view into the table.
struct Edge {
  EdgeForm form;
  runtime::Type* type = nullptr;           // kInvoke, kDispatch, kMissing
  std::span<const EdgeItem> targets;       // CIs or MIs: 1 for kCall/kInvoke/kUsed, N for kDispatch
  runtime::Binding* binding = nullptr;     // kBinding
};

class EdgeTable {
 public:
  // REQUIRES for each: targets are CodeInstance or MethodInstance items.
  void AddCall(EdgeItem target);
  void AddInvoke(runtime::Type* type, EdgeItem target);
  void AddDispatch(runtime::Type* type, std::span<const EdgeItem> targets);  // N >= 1
  void AddMissing(runtime::Type* type);
  void AddUsed(runtime::MethodInstance* mi);
  void AddBinding(runtime::Binding* binding);

  // Appends every edge of `other` (a callee's edges kept when the callee itself
  // is not, seed 004: "simultaneously inline the edges").
  void Append(const EdgeTable& other);

  // Decodes the table in order. Returns false (having visited the well-formed
  // prefix) when the table is malformed, e.g. read back from a damaged file.
  bool ForEach(const std::function<void(const Edge&)>& visit) const;
  // Decoded edges, in order (CHECKs that the table is well formed).
  std::vector<Edge> Decode() const;

  std::span<const EdgeItem> items() const { return items_; }
  size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }

  // Builds a table from raw items (persistence, tests). Well-formedness is
  // checked by ForEach, not here.
  static EdgeTable FromItems(std::vector<EdgeItem> items);

 private:
  std::vector<EdgeItem> items_;
};

}  // namespace kiln::engine

#endif  // KILN_ENGINE_EDGES_H_
