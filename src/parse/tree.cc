#include "parse/tree.h"

namespace kiln::parse {

std::string_view NodeKindName(NodeKind kind) {
  switch (kind) {
#define KILN_NODE(name, printed, shape) \
  case NodeKind::k##name:               \
    return printed;
#include "parse/node_kind.def"
#undef KILN_NODE
  }
  return "?";
}

NodeId Tree::AddNode(NodeKind kind, uint32_t offset, std::span<const NodeId> children,
                     uint32_t payload, uint8_t flags) {
  Node node{kind, flags, offset, static_cast<uint32_t>(child_ids_.size()),
            static_cast<uint32_t>(children.size()), payload};
  child_ids_.insert(child_ids_.end(), children.begin(), children.end());
  return nodes_.Add(node);
}

NameId Tree::Intern(std::string_view name) {
  auto it = name_index_.find(name);
  if (it != name_index_.end()) return it->second;
  NameId id = names_.Add(std::string(name));
  name_index_.emplace(std::string(name), id);
  return id;
}

NodeId Tree::AddIdentifier(uint32_t offset, std::string_view name) {
  return AddNode(NodeKind::kIdentifier, offset, {}, Intern(name).index);
}

NodeId Tree::AddSymbol(uint32_t offset, std::string_view name) {
  return AddNode(NodeKind::kSymbol, offset, {}, Intern(name).index);
}

NodeId Tree::AddInteger(uint32_t offset, IntLiteral value) {
  ints_.push_back(value);
  return AddNode(NodeKind::kInteger, offset, {}, static_cast<uint32_t>(ints_.size() - 1));
}

NodeId Tree::AddFloat(uint32_t offset, double value) {
  floats_.push_back(value);
  return AddNode(NodeKind::kFloat, offset, {}, static_cast<uint32_t>(floats_.size() - 1));
}

NodeId Tree::AddString(uint32_t offset, std::string value, uint8_t flags) {
  strings_.push_back(std::move(value));
  return AddNode(NodeKind::kString, offset, {}, static_cast<uint32_t>(strings_.size() - 1),
                 flags);
}

NodeId Tree::AddUnsupported(uint32_t offset, std::string what) {
  strings_.push_back(std::move(what));
  return AddNode(NodeKind::kUnsupported, offset, {}, static_cast<uint32_t>(strings_.size() - 1));
}

NodeId Tree::AddChar(uint32_t offset, uint32_t code_point) {
  return AddNode(NodeKind::kChar, offset, {}, code_point);
}

NodeId Tree::AddBool(uint32_t offset, bool value) {
  return AddNode(NodeKind::kBool, offset, {}, value ? 1 : 0);
}

std::span<const NodeId> Tree::children(NodeId id) const {
  const Node& n = nodes_.Get(id);
  return std::span<const NodeId>(child_ids_.data() + n.first_child, n.child_count);
}

}  // namespace kiln::parse
