#include "persist/registry.h"

#include "base/hash.h"
#include "persist/format.h"

namespace kiln::persist {
namespace internal {

const Registration& LinkType(const Registry& registry, TypeKey key, const char* what) {
  const Registration* type = registry.Find(key);
  CHECK(type != nullptr) << "persist: a field refers to unregistered type " << what;
  return *type;
}

uint32_t RegistrationId(const Registration& type) { return type.id(); }

}  // namespace internal

namespace {

void HashString(base::Hasher& hasher, std::string_view s) {
  hasher.UpdateU64(s.size());  // length first: ("ab","c") and ("a","bc") differ
  hasher.Update(s);
}

}  // namespace

Registry::Registry(uint64_t seed) : seed_(seed) {}
Registry::~Registry() = default;

const Registration& Registry::Add(std::unique_ptr<Registration> registration,
                                  const char* cpp_name) {
  CHECK(!frozen_) << "persist: Register after Freeze";
  CHECK(!registration->name().empty()) << "persist: empty type name for id " << registration->id();
  CHECK(by_id_.count(registration->id()) == 0)
      << "persist: type id " << registration->id() << " registered twice";
  CHECK(by_key_.count(registration->key()) == 0)
      << "persist: C++ type " << cpp_name << " registered twice";
  for (const auto& other : registrations_) {
    CHECK(other->name() != registration->name())
        << "persist: type name " << registration->name() << " registered twice";
  }
  for (size_t i = 0; i < registration->field_count(); ++i) {
    const std::string& field = registration->field_name(i);
    CHECK(!field.empty()) << "persist: " << registration->name() << " has an unnamed field";
    for (size_t j = 0; j < i; ++j) {
      CHECK(registration->field_name(j) != field)
          << "persist: " << registration->name() << " has two fields named " << field;
    }
  }
  registration->index_ = registrations_.size();
  const Registration* added = registration.get();
  by_id_[added->id()] = added;
  by_key_[added->key()] = added;
  registrations_.push_back(std::move(registration));
  return *added;
}

void Registry::Freeze() {
  CHECK(!frozen_) << "persist: Registry frozen twice";
  for (auto& registration : registrations_) registration->Link(*this);
  frozen_ = true;

  base::Hasher hasher;
  HashString(hasher, "kiln.persist");
  hasher.UpdateU64(format::kFormatRevision);
  hasher.UpdateU64(seed_);
  hasher.UpdateU64(by_id_.size());
  for (const auto& [id, type] : by_id_) {
    hasher.UpdateU64(id);
    HashString(hasher, type->name());
    hasher.UpdateU64(type->field_count());
    for (size_t i = 0; i < type->field_count(); ++i) {
      HashString(hasher, type->field_name(i));
      HashString(hasher, type->field_kind(i));
    }
  }
  stamp_ = static_cast<uint32_t>(hasher.Finish().low);
}

uint32_t Registry::stamp() const {
  CHECK(frozen_) << "persist: stamp of a Registry that is not frozen";
  return stamp_;
}

const Registration* Registry::Find(internal::TypeKey key) const {
  auto it = by_key_.find(key);
  return it == by_key_.end() ? nullptr : it->second;
}

const Registration* Registry::FindById(uint64_t id) const {
  auto it = by_id_.find(id);
  return it == by_id_.end() ? nullptr : it->second;
}

std::string Registry::Describe() const {
  CHECK(frozen_) << "persist: Describe of a Registry that is not frozen";
  std::string out;
  for (const auto& [id, type] : by_id_) {
    out += std::to_string(id) + " " + type->name() + " {";
    for (size_t i = 0; i < type->field_count(); ++i) {
      out += i == 0 ? " " : "; ";
      out += type->field_name(i) + ": " + type->field_kind(i);
    }
    out += type->field_count() == 0 ? "}\n" : " }\n";
  }
  return out;
}

}  // namespace kiln::persist
