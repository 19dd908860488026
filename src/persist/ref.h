// Ref<T> and LazySeq<T>: the lazy parts of a persisted object graph.
//
// A Ref<T> points at a registered object that is written once into the
// blob's object table, however many Refs reach it (identity is preserved,
// and cycles are allowed). On the read side its target is decoded on the
// first Get() and memoized by the Reader, so every Ref to the same object
// yields the same pointer and untouched objects are never decoded.
//
// A LazySeq<T> is a sequence of such references whose elements are located
// in O(1) and decoded one at a time, on access: a module's method bodies,
// say, where a run touches a handful of 10,000.
//
// Write side: build Refs with Ref<T>::To(&object) (borrows; the object must
// outlive the Write) or MakeRef(T{...}) (owns). Read side: Refs come out of a
// Reader; they and the pointers they yield are valid while it lives. Neither
// side is thread-safe: one thread at a time per Reader.
#ifndef KILN_PERSIST_REF_H_
#define KILN_PERSIST_REF_H_

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "base/check.h"
#include "base/status.h"
#include "persist/format.h"
#include "persist/type_key.h"
#include "persist/wire.h"

namespace kiln::persist {

class Reader;

namespace internal {
struct RefAccess;
// Decodes, at most once per Reader, the object that reference value
// `ref_value` (index + 1; kNullRef is null) names, as the type registered for
// `key`. Defined in reader.cc.
base::ErrorOr<const void*> ResolveRef(Reader* reader, uint32_t ref_value, TypeKey key);
}  // namespace internal

template <typename T>
class Ref {
 public:
  Ref() = default;  // null

  // A Ref that borrows `target` (may be null). REQUIRES: *target outlives
  // every Write that reaches this Ref.
  static Ref To(const T* target) {
    Ref ref;
    // Aliasing constructor with an empty owner: holds the pointer, owns nothing.
    ref.target_ = std::shared_ptr<const T>(std::shared_ptr<const T>(), target);
    return ref;
  }
  // A Ref that shares ownership of `target`.
  explicit Ref(std::shared_ptr<const T> target) : target_(std::move(target)) {}

  bool is_null() const {
    return reader_ != nullptr ? value_ == format::kNullRef : target_ == nullptr;
  }

  // The target (nullptr for a null Ref). On the read side the first call
  // decodes it; a corrupt target yields a Corruption status, every time.
  base::ErrorOr<const T*> Get() const {
    if (reader_ == nullptr) return target_.get();
    ASSIGN_OR_RETURN(const void* target,
                     internal::ResolveRef(reader_, value_, internal::KeyOf<T>()));
    return static_cast<const T*>(target);
  }

 private:
  friend struct internal::RefAccess;

  std::shared_ptr<const T> target_;    // write side
  Reader* reader_ = nullptr;           // read side: the Reader that decodes the target
  uint32_t value_ = format::kNullRef;  // read side: object index + 1
};

// A Ref that owns a copy of `value`.
template <typename T>
Ref<T> MakeRef(T value) {
  return Ref<T>(std::make_shared<const T>(std::move(value)));
}

template <typename T>
class LazySeq {
 public:
  LazySeq() = default;
  explicit LazySeq(std::vector<Ref<T>> elements) : elements_(std::move(elements)) {}

  // REQUIRES: a write-side sequence (not one that came out of a Reader).
  void push_back(Ref<T> element) {
    CHECK(reader_ == nullptr) << "LazySeq from a Reader is read-only";
    elements_.push_back(std::move(element));
  }

  size_t size() const { return reader_ != nullptr ? count_ : elements_.size(); }
  bool empty() const { return size() == 0; }

  // The i-th reference, without decoding its target. REQUIRES: i < size().
  Ref<T> at(size_t i) const;
  // The i-th target, decoded on first access. REQUIRES: i < size().
  base::ErrorOr<const T*> Get(size_t i) const { return at(i).Get(); }

 private:
  friend struct internal::RefAccess;

  std::vector<Ref<T>> elements_;   // write side
  Reader* reader_ = nullptr;       // read side
  const char* entries_ = nullptr;  // read side: count_ fixed-width reference values in the blob
  uint32_t count_ = 0;
};

namespace internal {

// Builds and inspects the read-side form of Refs and LazySeqs (for codecs).
struct RefAccess {
  template <typename T>
  static Ref<T> MakeRef(Reader* reader, uint32_t ref_value) {
    Ref<T> ref;
    ref.reader_ = reader;
    ref.value_ = ref_value;
    return ref;
  }
  // REQUIRES: entries points at count * kLazySeqEntrySize bytes that stay
  // valid while `reader` lives.
  template <typename T>
  static LazySeq<T> MakeLazySeq(Reader* reader, const char* entries, uint32_t count) {
    LazySeq<T> seq;
    seq.reader_ = reader;
    seq.entries_ = entries;
    seq.count_ = count;
    return seq;
  }
};

}  // namespace internal

template <typename T>
Ref<T> LazySeq<T>::at(size_t i) const {
  CHECK(i < size()) << "LazySeq index " << i << " out of range " << size();
  if (reader_ == nullptr) return elements_[i];
  return internal::RefAccess::MakeRef<T>(
      reader_, wire::LoadFixed32(entries_ + i * format::kLazySeqEntrySize));
}

}  // namespace kiln::persist

#endif  // KILN_PERSIST_REF_H_
