// Hooks: per-type write_replace and read_resolve functions, given to a Write
// (WriteOptions::hooks) or a Reader (ReadOptions::hooks).
//
// write_replace(live) returns the form of `live` to write instead of it, e.g.
// a record whose pointer to another module is replaced by that module's path.
// It receives the live object by const reference and must not change it:
// live objects are never mutated to be written. The replacement is written in
// place of the object wherever it occurs (inline or as a shared object; a
// shared object is replaced once, however many references reach it).
//
// read_resolve(decoded) returns the value to keep instead of a freshly
// decoded one, e.g. the path becomes the loaded module. It runs once per
// decoded object, before anyone can see it. It may Get() references of the
// decoded value; objects resolved that way count towards the depth limit, and
// asking for an object that is still being resolved is an error (a cycle).
//
// Both run with the Registry's types only; the hooks' type must be
// registered. Errors a hook returns fail the Write, or the decoding of the
// object (the Reader returns them from Get()).
#ifndef KILN_PERSIST_HOOKS_H_
#define KILN_PERSIST_HOOKS_H_

#include <functional>
#include <memory>
#include <unordered_map>
#include <utility>

#include "base/status.h"
#include "persist/type_key.h"

namespace kiln::persist {

class Hooks {
 public:
  using WriteFn = std::function<base::ErrorOr<std::shared_ptr<const void>>(const void*)>;
  using ReadFn = std::function<base::Status(void*)>;

  template <typename T>
  void SetWriteReplace(std::function<base::ErrorOr<T>(const T& live)> replace) {
    write_[internal::KeyOf<T>()] =
        [replace =
             std::move(replace)](const void* live) -> base::ErrorOr<std::shared_ptr<const void>> {
      ASSIGN_OR_RETURN(T replacement, replace(*static_cast<const T*>(live)));
      return std::shared_ptr<const void>(std::make_shared<const T>(std::move(replacement)));
    };
  }

  template <typename T>
  void SetReadResolve(std::function<base::ErrorOr<T>(T decoded)> resolve) {
    read_[internal::KeyOf<T>()] = [resolve = std::move(resolve)](void* value) -> base::Status {
      T& decoded = *static_cast<T*>(value);
      ASSIGN_OR_RETURN(T resolved, resolve(std::move(decoded)));
      decoded = std::move(resolved);
      return base::Status::Ok();
    };
  }

  // ---- Internal: the hooks of the type with `key`, or nullptr.
  const WriteFn* FindWrite(internal::TypeKey key) const { return Find(write_, key); }
  const ReadFn* FindRead(internal::TypeKey key) const { return Find(read_, key); }
  size_t write_count() const { return write_.size(); }
  size_t read_count() const { return read_.size(); }

 private:
  template <typename Fn>
  static const Fn* Find(const std::unordered_map<internal::TypeKey, Fn>& map,
                        internal::TypeKey key) {
    auto it = map.find(key);
    return it == map.end() ? nullptr : &it->second;
  }

  std::unordered_map<internal::TypeKey, WriteFn> write_;
  std::unordered_map<internal::TypeKey, ReadFn> read_;
};

}  // namespace kiln::persist

#endif  // KILN_PERSIST_HOOKS_H_
