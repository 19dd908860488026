// GcPtrTable: an open-addressing hash table of GC object pointers, itself stored in
// GC memory so the collector sees every entry. Used for the type caches, module
// bindings, dispatch caches and MethodInstance sets.
//
// The table struct is trivially destructible and valid when zero-filled, so it can be
// embedded in GC objects (whose destructors never run). Lookups compare a cached
// 64-bit hash first and call the caller's matcher only on hash equality.
#ifndef KILN_RUNTIME_GC_TABLE_H_
#define KILN_RUNTIME_GC_TABLE_H_

#include <cstdint>

#include "base/check.h"
#include "runtime/gc.h"

namespace kiln::runtime {

template <typename T>
class GcPtrTable {
 public:
  // Returns the item with this hash for which match(item) holds, or nullptr.
  template <typename Match>
  T* Find(uint64_t hash, Match&& match) const {
    if (capacity_ == 0) return nullptr;
    uint32_t mask = capacity_ - 1;
    for (uint32_t i = static_cast<uint32_t>(hash) & mask;; i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.item == nullptr) return nullptr;
      if (s.item != Tombstone() && s.hash == hash && match(s.item)) return s.item;
    }
  }

  // REQUIRES: no equal item is present (Find first).
  void Insert(uint64_t hash, T* item) {
    DCHECK(item != nullptr);
    if ((size_ + tombstones_ + 1) * 4 >= capacity_ * 3) Grow();
    uint32_t mask = capacity_ - 1;
    for (uint32_t i = static_cast<uint32_t>(hash) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.item == nullptr || s.item == Tombstone()) {
        if (s.item == Tombstone()) --tombstones_;
        s.hash = hash;
        s.item = item;
        ++size_;
        return;
      }
    }
  }

  // Removes `item` (compared by address). Returns whether it was present.
  bool Remove(uint64_t hash, const T* item) {
    if (capacity_ == 0) return false;
    uint32_t mask = capacity_ - 1;
    for (uint32_t i = static_cast<uint32_t>(hash) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.item == nullptr) return false;
      if (s.item == item) {
        s.item = Tombstone();
        --size_;
        ++tombstones_;
        return true;
      }
    }
  }

  template <typename F>
  void ForEach(F&& f) const {
    for (uint32_t i = 0; i < capacity_; ++i) {
      T* item = slots_[i].item;
      if (item != nullptr && item != Tombstone()) f(item);
    }
  }

  void Clear() {
    slots_ = nullptr;
    capacity_ = size_ = tombstones_ = 0;
  }

  uint32_t size() const { return size_; }

 private:
  struct Slot {
    uint64_t hash;
    T* item;
  };

  static T* Tombstone() { return reinterpret_cast<T*>(uintptr_t{1}); }

  void Grow() {
    Slot* old = slots_;
    uint32_t old_capacity = capacity_;
    uint32_t capacity = old_capacity == 0 ? 8 : old_capacity;
    while ((size_ + 1) * 2 >= capacity) capacity *= 2;
    if (capacity == old_capacity && tombstones_ == 0) capacity *= 2;
    slots_ = static_cast<Slot*>(GcAlloc(sizeof(Slot) * capacity));
    capacity_ = capacity;
    size_ = 0;
    tombstones_ = 0;
    for (uint32_t i = 0; i < old_capacity; ++i) {
      if (old[i].item != nullptr && old[i].item != Tombstone()) Insert(old[i].hash, old[i].item);
    }
  }

  Slot* slots_ = nullptr;
  uint32_t capacity_ = 0;
  uint32_t size_ = 0;
  uint32_t tombstones_ = 0;
};

// A growable array of GC pointers or Values stored in GC memory; zero-filled is empty.
template <typename T>
class GcList {
 public:
  void Push(const T& item) {
    if (size_ == capacity_) {
      uint32_t capacity = capacity_ == 0 ? 4 : capacity_ * 2;
      T* data = static_cast<T*>(GcAlloc(sizeof(T) * capacity));
      for (uint32_t i = 0; i < size_; ++i) data[i] = data_[i];
      data_ = data;
      capacity_ = capacity;
    }
    data_[size_++] = item;
  }
  uint32_t size() const { return size_; }
  T& operator[](uint32_t i) {
    DCHECK(i < size_);
    return data_[i];
  }
  const T& operator[](uint32_t i) const {
    DCHECK(i < size_);
    return data_[i];
  }
  T* begin() { return data_; }
  T* end() { return data_ + size_; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + size_; }

 private:
  T* data_ = nullptr;
  uint32_t size_ = 0;
  uint32_t capacity_ = 0;
};

// 64-bit mixing for hash combination (a murmur-style finalizer).
inline uint64_t MixHash(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  return h;
}

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_GC_TABLE_H_
