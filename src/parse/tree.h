// The syntax tree: what the parser gives and lowering takes.
//
// Nodes live in one flat store and refer to their children by NodeId, so the
// tree is cheap to build, walk without recursion, and print. Interior node
// shapes follow Julia's `Expr` (see node_kind.def). Every node keeps the byte
// offset of its first token for diagnostics.
#ifndef KILN_PARSE_TREE_H_
#define KILN_PARSE_TREE_H_

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "base/ids.h"

namespace kiln::parse {

enum class NodeKind : uint8_t {
#define KILN_NODE(name, printed, shape) k##name,
#include "parse/node_kind.def"
#undef KILN_NODE
};

// The name `kiln parse` prints for a kind, e.g. "call".
std::string_view NodeKindName(NodeKind kind);

struct NodeTag;
using NodeId = base::Id<NodeTag>;
struct NameTag;
using NameId = base::Id<NameTag>;  // an interned identifier or symbol

// Per-node flags.
enum NodeFlags : uint8_t {
  kNoFlags = 0,
  kMutable = 1 << 0,        // Struct: `mutable struct`
  kShortForm = 1 << 1,      // Function: `f(x) = ...`
  kTripleQuoted = 1 << 2,   // String / StringInterp came from """..."""
  kParenthesized = 1 << 3,  // any expression written inside ( )
  kFloat32Literal = 1 << 4, // Float: written with an `f` exponent (1f0), a Float32 value
};

// The type of an integer literal, as Julia assigns it: decimal literals are
// Int64; 0x/0b/0o literals are unsigned with the width their digit count needs.
enum class IntType : uint8_t { kInt64, kUInt8, kUInt16, kUInt32, kUInt64, kUInt128, kInt128 };

struct IntLiteral {
  uint64_t bits = 0;  // two's complement for kInt64
  uint64_t high = 0;  // upper 64 bits for the 128-bit types
  IntType type = IntType::kInt64;
};

struct Node {
  NodeKind kind;
  uint8_t flags;
  uint32_t offset;       // byte offset of the first token in the source
  uint32_t first_child;  // index into Tree's child list
  uint32_t child_count;
  uint32_t payload;  // leaf data: NameId, literal index, code point, or Bool
};

class Tree {
 public:
  // --- Building (used by the parser). Children are copied. ---
  NodeId AddNode(NodeKind kind, uint32_t offset, std::span<const NodeId> children = {},
                 uint32_t payload = 0, uint8_t flags = kNoFlags);
  NodeId AddIdentifier(uint32_t offset, std::string_view name);
  NodeId AddSymbol(uint32_t offset, std::string_view name);
  NodeId AddInteger(uint32_t offset, IntLiteral value);
  NodeId AddFloat(uint32_t offset, double value);
  NodeId AddString(uint32_t offset, std::string value, uint8_t flags = kNoFlags);
  NodeId AddChar(uint32_t offset, uint32_t code_point);
  NodeId AddUnsupported(uint32_t offset, std::string what);  // string_value() is `what`
  NodeId AddBool(uint32_t offset, bool value);
  NameId Intern(std::string_view name);
  void SetFlags(NodeId id, uint8_t flags) { nodes_.Get(id).flags = flags; }
  void set_root(NodeId root) { root_ = root; }

  // --- Reading (used by lowering and the printer). ---
  NodeId root() const { return root_; }
  const Node& node(NodeId id) const { return nodes_.Get(id); }
  NodeKind kind(NodeId id) const { return nodes_.Get(id).kind; }
  uint32_t offset(NodeId id) const { return nodes_.Get(id).offset; }
  bool has_flag(NodeId id, NodeFlags f) const { return (nodes_.Get(id).flags & f) != 0; }
  std::span<const NodeId> children(NodeId id) const;
  NodeId child(NodeId id, uint32_t i) const { return children(id)[i]; }
  uint32_t child_count(NodeId id) const { return nodes_.Get(id).child_count; }
  size_t size() const { return nodes_.size(); }

  // Identifier, Symbol and OpAssign nodes.
  NameId name_id(NodeId id) const { return NameId(nodes_.Get(id).payload); }
  std::string_view name(NodeId id) const { return NameText(name_id(id)); }
  std::string_view NameText(NameId name) const { return names_.Get(name); }
  const IntLiteral& int_value(NodeId id) const { return ints_[nodes_.Get(id).payload]; }
  double float_value(NodeId id) const { return floats_[nodes_.Get(id).payload]; }
  const std::string& string_value(NodeId id) const { return strings_[nodes_.Get(id).payload]; }
  uint32_t char_value(NodeId id) const { return nodes_.Get(id).payload; }
  bool bool_value(NodeId id) const { return nodes_.Get(id).payload != 0; }

 private:
  base::ValueStore<NodeId, Node> nodes_;
  std::vector<NodeId> child_ids_;
  // Hashes std::string and std::string_view alike, so Intern() looks names
  // up without building a std::string.
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  base::ValueStore<NameId, std::string> names_;
  std::unordered_map<std::string, NameId, NameHash, std::equal_to<>> name_index_;
  std::vector<IntLiteral> ints_;
  std::vector<double> floats_;
  std::vector<std::string> strings_;
  NodeId root_;
};

}  // namespace kiln::parse

#endif  // KILN_PARSE_TREE_H_
