#include "engine/edges.h"

#include "base/check.h"

namespace kiln::engine {

void EdgeTable::AddCall(EdgeItem target) {
  CHECK(target.IsTarget());
  items_.push_back(target);
}

void EdgeTable::AddInvoke(runtime::Type* type, EdgeItem target) {
  CHECK(type != nullptr && target.IsTarget());
  items_.push_back(EdgeItem::Ty(type));
  items_.push_back(target);
}

void EdgeTable::AddDispatch(runtime::Type* type, std::span<const EdgeItem> targets) {
  CHECK(type != nullptr && !targets.empty());
  items_.push_back(EdgeItem::Count(targets.size()));
  items_.push_back(EdgeItem::Ty(type));
  for (const EdgeItem& t : targets) {
    CHECK(t.IsTarget());
    items_.push_back(t);
  }
}

void EdgeTable::AddMissing(runtime::Type* type) {
  CHECK(type != nullptr);
  items_.push_back(EdgeItem::Count(0));
  items_.push_back(EdgeItem::Ty(type));
}

void EdgeTable::AddUsed(runtime::MethodInstance* mi) {
  CHECK(mi != nullptr);
  items_.push_back(EdgeItem::Mi(mi));
}

void EdgeTable::AddBinding(runtime::Binding* binding) {
  CHECK(binding != nullptr);
  items_.push_back(EdgeItem::Bind(binding));
}

void EdgeTable::Append(const EdgeTable& other) {
  items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

EdgeTable EdgeTable::FromItems(std::vector<EdgeItem> items) {
  EdgeTable t;
  t.items_ = std::move(items);
  return t;
}

bool EdgeTable::ForEach(const std::function<void(const Edge&)>& visit) const {
  const size_t n = items_.size();
  size_t i = 0;
  while (i < n) {
    const EdgeItem& item = items_[i];
    Edge e;
    switch (item.kind) {
      case EdgeItem::Kind::kCodeInstance:
        e.form = EdgeForm::kCall;
        e.targets = std::span<const EdgeItem>(&items_[i], 1);
        i += 1;
        break;
      case EdgeItem::Kind::kMethodInstance:
        e.form = EdgeForm::kUsed;
        e.targets = std::span<const EdgeItem>(&items_[i], 1);
        i += 1;
        break;
      case EdgeItem::Kind::kBinding:
        e.form = EdgeForm::kBinding;
        e.binding = item.binding;
        i += 1;
        break;
      case EdgeItem::Kind::kType:
        if (i + 1 >= n || !items_[i + 1].IsTarget()) return false;
        e.form = EdgeForm::kInvoke;
        e.type = item.type;
        e.targets = std::span<const EdgeItem>(&items_[i + 1], 1);
        i += 2;
        break;
      case EdgeItem::Kind::kCount: {
        const uint64_t count = item.count;
        if (i + 1 >= n || items_[i + 1].kind != EdgeItem::Kind::kType) return false;
        if (count > n - i - 2) return false;
        for (uint64_t k = 0; k < count; ++k) {
          if (!items_[i + 2 + k].IsTarget()) return false;
        }
        e.form = count == 0 ? EdgeForm::kMissing : EdgeForm::kDispatch;
        e.type = items_[i + 1].type;
        e.targets = std::span<const EdgeItem>(items_.data() + i + 2, count);
        i += 2 + count;
        break;
      }
      default:
        return false;
    }
    visit(e);
  }
  return true;
}

std::vector<Edge> EdgeTable::Decode() const {
  std::vector<Edge> out;
  const bool ok = ForEach([&](const Edge& e) { out.push_back(e); });
  CHECK(ok) << "malformed edge table";
  return out;
}

}  // namespace kiln::engine
