// Native method bodies (natives.cc) by the number a start-up image records for
// them.
#ifndef KILN_INTERP_NATIVES_H_
#define KILN_INTERP_NATIVES_H_

#include <cstdint>

#include "interp/code.h"

namespace kiln::interp {

// The native body numbered `index`, or null for a number no body has.
NativeBody NativeBodyAt(uint32_t index);
// The number of `fn`, or -1 for a function that is not a native body.
int32_t NativeBodyIndex(NativeBody fn);

}  // namespace kiln::interp

#endif  // KILN_INTERP_NATIVES_H_
