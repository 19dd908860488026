// A process-unique key per C++ type, without RTTI: the address of a variable
// that exists once per type. Registries map these keys to registrations.
#ifndef KILN_PERSIST_TYPE_KEY_H_
#define KILN_PERSIST_TYPE_KEY_H_

namespace kiln::persist::internal {

using TypeKey = const void*;

template <typename T>
struct TypeKeyAnchor {
  static constexpr char kAnchor = 0;
};

template <typename T>
constexpr TypeKey KeyOf() {
  return &TypeKeyAnchor<T>::kAnchor;
}

}  // namespace kiln::persist::internal

#endif  // KILN_PERSIST_TYPE_KEY_H_
