// Registry: the persisted record types and the version stamp derived from
// them. Only registered types can be written or read; a blob is read only by
// a Registry whose stamp matches the one it was written with.
//
//   struct Method { std::string name; uint32_t arity = 0; Ref<Body> body; };
//
//   persist::Registry registry(/*seed=*/1);
//   registry.Register<Body>(10, "Body", persist::Field("tape", &Body::tape));
//   registry.Register<Method>(11, "Method", persist::Field("name", &Method::name),
//                             persist::Field("arity", &Method::arity),
//                             persist::Field("body", &Method::body));
//   registry.Freeze();  // links types, computes the stamp
//
// A registration is a stable numeric id, a name, and the record's fields in
// order, each a name and a member pointer whose C++ type fixes the field's
// kind (codec.h lists them). The stamp is a hash over the format revision, the
// seed and every registration's id, name, field names and kinds, so changing
// any of them rejects blobs written before the change; bump the seed to
// reject old blobs for any other reason. Registration order does not matter.
//
// Registering is setup code: mistakes (duplicate ids, unregistered field
// types, use before Freeze) are bugs and CHECK-fail. After Freeze the
// Registry is immutable and may be shared by threads; it must outlive every
// Reader and Write that uses it.
#ifndef KILN_PERSIST_REGISTRY_H_
#define KILN_PERSIST_REGISTRY_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "base/check.h"
#include "base/status.h"
#include "persist/codec.h"
#include "persist/type_key.h"

namespace kiln::persist {

class Registry;

// One persisted member of record type T; made by persist::Field.
template <typename T>
class FieldDef {
 public:
  virtual ~FieldDef() = default;
  const std::string& name() const { return name_; }
  virtual void Link(const Registry& registry) = 0;
  virtual std::string Kind() const = 0;
  virtual base::Status Encode(internal::Encoder& enc, const T& record) const = 0;
  virtual base::Status Decode(internal::Decoder& dec, T& record) const = 0;

 protected:
  explicit FieldDef(std::string_view name) : name_(name) {}

 private:
  std::string name_;
};

namespace internal {

template <typename T, typename M>
class MemberField final : public FieldDef<T> {
 public:
  MemberField(std::string_view name, M T::*member) : FieldDef<T>(name), member_(member) {}
  void Link(const Registry& registry) override { codec_.Link(registry); }
  std::string Kind() const override { return codec_.Kind(); }
  base::Status Encode(Encoder& enc, const T& record) const override {
    return codec_.Encode(enc, record.*member_);
  }
  base::Status Decode(Decoder& dec, T& record) const override {
    return codec_.Decode(dec, record.*member_);
  }

 private:
  M T::*member_;
  CodecFor<M> codec_;
};

}  // namespace internal

// A field named `name` stored in `member`.
template <typename T, typename M>
std::unique_ptr<FieldDef<T>> Field(std::string_view name, M T::*member) {
  static_assert(std::is_object_v<M> && !std::is_const_v<M>,
                "persist::Field needs a non-const data member");
  CHECK(member != nullptr) << "persist::Field " << name << ": null member pointer";
  return std::make_unique<internal::MemberField<T, M>>(name, member);
}

// A registered record type (type-erased).
class Registration {
 public:
  virtual ~Registration() = default;
  Registration(const Registration&) = delete;
  Registration& operator=(const Registration&) = delete;

  uint32_t id() const { return id_; }
  const std::string& name() const { return name_; }
  // Dense position in registration order (0, 1, ...), for per-type tables.
  size_t index() const { return index_; }
  internal::TypeKey key() const { return key_; }

  virtual size_t field_count() const = 0;
  virtual const std::string& field_name(size_t i) const = 0;
  // The kind spelling, e.g. "seq<ref<11>>". REQUIRES: the Registry is frozen.
  virtual std::string field_kind(size_t i) const = 0;

  // ---- Internal: used by the Encoder, the Reader and codecs.
  // A default-constructed object of the type.
  virtual std::shared_ptr<void> NewObject() const = 0;
  virtual base::Status EncodeFields(internal::Encoder& enc, const void* record) const = 0;
  virtual base::Status DecodeFields(internal::Decoder& dec, void* record) const = 0;

 protected:
  Registration(uint32_t id, std::string_view name, internal::TypeKey key)
      : id_(id), name_(name), key_(key) {}

 private:
  friend class Registry;
  virtual void Link(const Registry& registry) = 0;

  uint32_t id_;
  std::string name_;
  internal::TypeKey key_;
  size_t index_ = 0;
};

namespace internal {

template <typename T>
class RecordRegistration final : public Registration {
 public:
  RecordRegistration(uint32_t id, std::string_view name,
                     std::vector<std::unique_ptr<FieldDef<T>>> fields)
      : Registration(id, name, KeyOf<T>()), fields_(std::move(fields)) {}

  size_t field_count() const override { return fields_.size(); }
  const std::string& field_name(size_t i) const override { return fields_.at(i)->name(); }
  std::string field_kind(size_t i) const override { return fields_.at(i)->Kind(); }

  std::shared_ptr<void> NewObject() const override { return std::make_shared<T>(); }
  base::Status EncodeFields(Encoder& enc, const void* record) const override {
    const T& r = *static_cast<const T*>(record);
    for (const auto& field : fields_) {
      base::Status s = field->Encode(enc, r);
      if (!s.ok()) return s.WithContext(name() + "." + field->name());
    }
    return base::Status::Ok();
  }
  base::Status DecodeFields(Decoder& dec, void* record) const override {
    T& r = *static_cast<T*>(record);
    for (const auto& field : fields_) {
      base::Status s = field->Decode(dec, r);
      if (!s.ok()) return s.WithContext(name() + "." + field->name());
    }
    return base::Status::Ok();
  }

 private:
  void Link(const Registry& registry) override {
    for (auto& field : fields_) field->Link(registry);
  }

  std::vector<std::unique_ptr<FieldDef<T>>> fields_;
};

}  // namespace internal

class Registry {
 public:
  // `seed` is hashed into the stamp; change it to invalidate every blob.
  explicit Registry(uint64_t seed);
  ~Registry();
  Registry(const Registry&) = delete;
  Registry& operator=(const Registry&) = delete;

  // Registers record type T (default-constructible and movable) under a
  // stable `id` and `name`, unique in this Registry. REQUIRES: not frozen.
  template <typename T, typename... Fields>
  const Registration& Register(uint32_t id, std::string_view name, Fields... fields) {
    static_assert(
        std::is_class_v<T> && std::is_default_constructible_v<T> && std::is_move_assignable_v<T>,
        "persist: a record type must be a default-constructible, movable class");
    static_assert((std::is_same_v<Fields, std::unique_ptr<FieldDef<T>>> && ...),
                  "persist: Register<T> takes persist::Field(name, &T::member) arguments");
    std::vector<std::unique_ptr<FieldDef<T>>> list;
    list.reserve(sizeof...(fields));
    (list.push_back(std::move(fields)), ...);
    return Add(std::make_unique<internal::RecordRegistration<T>>(id, name, std::move(list)),
               typeid(T).name());
  }

  // Links field types to their registrations (CHECK-fails on an unregistered
  // one) and computes the stamp. Call once, after the last Register.
  void Freeze();
  bool frozen() const { return frozen_; }

  uint64_t seed() const { return seed_; }
  // REQUIRES: frozen.
  uint32_t stamp() const;

  // nullptr when not registered.
  const Registration* Find(internal::TypeKey key) const;
  template <typename T>
  const Registration* Find() const {
    return Find(internal::KeyOf<T>());
  }
  const Registration* FindById(uint64_t id) const;

  size_t size() const { return registrations_.size(); }
  // By index(), i.e. registration order.
  const Registration& at(size_t index) const { return *registrations_.at(index); }

  // The layout descriptor of every registration, one per line in id order:
  // "11 Method { name: string; arity: u32; body: ref<10> }". REQUIRES: frozen.
  std::string Describe() const;

 private:
  const Registration& Add(std::unique_ptr<Registration> registration, const char* cpp_name);

  uint64_t seed_;
  bool frozen_ = false;
  uint32_t stamp_ = 0;
  std::vector<std::unique_ptr<Registration>> registrations_;
  std::unordered_map<internal::TypeKey, const Registration*> by_key_;
  std::map<uint64_t, const Registration*> by_id_;  // ordered: stamp and Describe walk it
};

}  // namespace kiln::persist

#endif  // KILN_PERSIST_REGISTRY_H_
