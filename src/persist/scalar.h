// ScalarTraits<T>: persisting a small class type as one unsigned integer.
//
// A class held by value is normally a registered record (kind struct<id>).
// A type that is just a wrapped number - a typed id, say - can instead
// specialize ScalarTraits, and is then written as its Raw integer, with
// Raw's kind and encoding (docs/formats/persist.md, "Field kinds"): no
// registration, no record overhead when read.
//
//   template <>
//   struct persist::ScalarTraits<MyId> {
//     using Raw = uint32_t;
//     static Raw ToRaw(const MyId& id) { return id.index + 1; }  // None (~0) -> 0
//     static MyId FromRaw(Raw raw) { return MyId(raw - 1); }
//   };
//
// The specialization must be visible wherever a field of type T is
// registered. FromRaw must accept every Raw value (the blob is untrusted).
#ifndef KILN_PERSIST_SCALAR_H_
#define KILN_PERSIST_SCALAR_H_

#include <concepts>
#include <type_traits>

namespace kiln::persist {

template <typename T>
struct ScalarTraits;  // not defined: T is not a scalar

template <typename T>
concept Scalar = requires(const T& v, typename ScalarTraits<T>::Raw raw) {
  requires std::is_unsigned_v<typename ScalarTraits<T>::Raw>;
  { ScalarTraits<T>::ToRaw(v) } -> std::same_as<typename ScalarTraits<T>::Raw>;
  { ScalarTraits<T>::FromRaw(raw) } -> std::same_as<T>;
};

}  // namespace kiln::persist

#endif  // KILN_PERSIST_SCALAR_H_
