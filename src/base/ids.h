// Typed 32-bit ids and the value stores they index. Every IR entity that may be
// cached is an id into a store, never a pointer (ARCHITECTURE, key decision 1).
//
//   struct NodeTag;  using NodeId = Id<NodeTag>;
//   ValueStore<NodeId, Node> nodes;  NodeId id = nodes.Add(node);
#ifndef KILN_BASE_IDS_H_
#define KILN_BASE_IDS_H_

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "base/check.h"

namespace kiln::base {

template <typename Tag>
struct Id {
  static constexpr uint32_t kNoneIndex = UINT32_MAX;
  static const Id None;

  constexpr Id() : index(kNoneIndex) {}
  constexpr explicit Id(uint32_t i) : index(i) {}

  constexpr bool has_value() const { return index != kNoneIndex; }
  friend constexpr auto operator<=>(Id, Id) = default;

  uint32_t index;
};

template <typename Tag>
constexpr Id<Tag> Id<Tag>::None = Id<Tag>();

// Owns values of type T addressed by IdT. Ids are dense and stable; values are
// never removed.
template <typename IdT, typename T>
class ValueStore {
 public:
  IdT Add(T value) {
    CHECK(values_.size() < IdT::kNoneIndex) << "value store overflow";
    values_.push_back(std::move(value));
    return IdT(static_cast<uint32_t>(values_.size() - 1));
  }
  T& Get(IdT id) {
    DCHECK(id.index < values_.size());
    return values_[id.index];
  }
  const T& Get(IdT id) const {
    DCHECK(id.index < values_.size());
    return values_[id.index];
  }
  bool Contains(IdT id) const { return id.index < values_.size(); }
  size_t size() const { return values_.size(); }
  void Reserve(size_t n) { values_.reserve(n); }
  const std::vector<T>& values() const { return values_; }

  auto begin() const { return values_.begin(); }
  auto end() const { return values_.end(); }

 private:
  std::vector<T> values_;
};

}  // namespace kiln::base

template <typename Tag>
struct std::hash<kiln::base::Id<Tag>> {
  size_t operator()(kiln::base::Id<Tag> id) const { return std::hash<uint32_t>()(id.index); }
};

#endif  // KILN_BASE_IDS_H_
