// Static initializers run on first use instead of before main.
//
// The kiln executable links LLVM (the native tier), whose static initializers
// (command-line option registration, mostly) cost more than the rest of a
// start-up and touch hundreds of pages, yet a run that compiles and links no
// native code never uses LLVM. The executable's link (src/driver/CMakeLists.txt,
// deferred_init.ld) moves the initializers of LLVM's archives out of the list
// the C library runs at start into the section `kiln_deferred_init`; every entry
// into LLVM (src/codegen, src/jit) calls RunDeferredInitializers first.
//
// In a program linked without that script (unit tests) the section does not
// exist, the initializers ran before main as usual, and this does nothing.
#ifndef KILN_BASE_DEFERRED_INIT_H_
#define KILN_BASE_DEFERRED_INIT_H_

#include <cstddef>

namespace kiln::base {

// Runs the deferred initializers, once per process (thread-safe; later calls
// wait for the first to finish).
void RunDeferredInitializers();

// How many initializers were deferred (0 without the linker script).
size_t DeferredInitializerCount();

// Whether RunDeferredInitializers has run them (--timings says).
bool DeferredInitializersRan();

}  // namespace kiln::base

#endif  // KILN_BASE_DEFERRED_INIT_H_
