// Writing an object graph to a blob.
//
//   ASSIGN_OR_RETURN(std::string blob, persist::Write(registry, module));
//
// Everything reachable from the root through fields is written: inline
// records and sequences as part of their parent, Ref and LazySeq targets as
// shared objects in the object table, each once however many references
// reach it (identity is the target's address), cycles included. Strings go
// to a string table, each distinct content once, with no length limit.
//
// The output depends only on the graph's shape and values, never on
// addresses or timing: the same graph always gives the same bytes. Live
// objects are only read (see hooks.h for write_replace).
//
// Errors: a hook's error; ResourceExhausted when the blob would exceed
// format::kMaxBlobSize or records nest deeper than WriteOptions::max_depth.
#ifndef KILN_PERSIST_WRITER_H_
#define KILN_PERSIST_WRITER_H_

#include <string>

#include "base/check.h"
#include "base/status.h"
#include "persist/encoder.h"
#include "persist/hooks.h"
#include "persist/options.h"
#include "persist/registry.h"

namespace kiln::persist {

// REQUIRES: `registry` is frozen and registers T; every object reachable
// from `root` stays alive and unchanged until Write returns.
template <typename T>
base::ErrorOr<std::string> Write(const Registry& registry, const T& root,
                                 const WriteOptions& options = {}) {
  const Registration* type = registry.Find<T>();
  CHECK(type != nullptr) << "persist::Write: root type " << typeid(T).name()
                         << " is not registered";
  internal::Encoder encoder(registry, options);
  return encoder.Run(&root, *type);
}

}  // namespace kiln::persist

#endif  // KILN_PERSIST_WRITER_H_
