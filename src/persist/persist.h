// The persist library: writes an object graph of registered record types to
// a blob and reads it back lazily. Include this for the whole public API:
//
//   registry.h  Registry, Field: the record types and the version stamp
//   ref.h       Ref<T>, LazySeq<T>: shared, lazily decoded references
//   scalar.h    ScalarTraits<T>: a small class type persisted as one integer
//   hooks.h     Hooks: per-type write_replace / read_resolve
//   writer.h    Write(registry, root) -> blob
//   reader.h    Reader::Open(blob, registry) -> lazy access, counters
//
// The byte format is docs/formats/persist.md; its constants are format.h.
#ifndef KILN_PERSIST_PERSIST_H_
#define KILN_PERSIST_PERSIST_H_

#include "persist/format.h"
#include "persist/hooks.h"
#include "persist/options.h"
#include "persist/reader.h"
#include "persist/ref.h"
#include "persist/registry.h"
#include "persist/scalar.h"
#include "persist/writer.h"

#endif  // KILN_PERSIST_PERSIST_H_
