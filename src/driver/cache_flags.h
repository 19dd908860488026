// The IR cache options of commands that load programs (`kiln run`, `kiln
// cache load`): --cache=off|on|require, --rehash, --timings.
#ifndef KILN_DRIVER_CACHE_FLAGS_H_
#define KILN_DRIVER_CACHE_FLAGS_H_

#include <string>

namespace kiln::driver {

struct CacheFlags {
  std::string mode = "on";  // off | on | require
  bool rehash = false;      // hash every source instead of trusting stat
  bool timings = false;     // print the cache's counters and phase times to stderr
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_CACHE_FLAGS_H_
