// Options of a Write and of a Reader.
#ifndef KILN_PERSIST_OPTIONS_H_
#define KILN_PERSIST_OPTIONS_H_

#include <cstdint>

#include "persist/format.h"

namespace kiln::persist {

class Hooks;

struct WriteOptions {
  // write_replace hooks; borrowed, may be null.
  const Hooks* hooks = nullptr;
  // Deepest nesting of inline records (records inside records by value or in
  // sequences). Writing deeper fails, so that whatever is written can be
  // read back under the same limit.
  uint32_t max_depth = format::kDefaultMaxDepth;
};

struct ReadOptions {
  // read_resolve hooks; borrowed, may be null. Must outlive the Reader.
  const Hooks* hooks = nullptr;
  // Deepest nesting of record decoding, counting inline records and objects
  // resolved from inside read hooks. Bounds stack use on any input.
  uint32_t max_depth = format::kDefaultMaxDepth;
  // Total decoding work one Reader may do, in units of object bytes decoded,
  // string bytes copied and sequence elements materialized. Bounds time and
  // memory on hostile input (e.g. many table entries naming one large
  // object). 0 selects kDefaultBudgetFactor * blob size + kDefaultBudgetSlack.
  uint64_t max_decode_units = 0;
};

}  // namespace kiln::persist

#endif  // KILN_PERSIST_OPTIONS_H_
