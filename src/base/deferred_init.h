// Static initializers run on first use instead of before main.
//
// The kiln executable links LLVM (the native tier), whose static initializers
// (command-line option registration, mostly) cost more than the rest of a
// start-up and touch hundreds of pages, yet a run that compiles and links no
// native code never uses LLVM. The executable's link (src/driver/CMakeLists.txt,
// deferred_init.ld) moves the initializers of LLVM's archives out of the list
// the C library runs at start into two sections: those of the archives that
// link objects (ORC, JITLink, object files, the data layout), which
// RunLinkerInitializers runs, and the rest (optimization, code generation),
// which RunDeferredInitializers runs after the first. The JIT (src/jit) runs
// the linker's before it is made, and everything that compiles (src/codegen,
// a target machine) runs them all first: a run whose every module comes from
// the native store never runs the second group.
//
// In a program linked without that script (unit tests) the sections do not
// exist, the initializers ran before main as usual, and these do nothing.
#ifndef KILN_BASE_DEFERRED_INIT_H_
#define KILN_BASE_DEFERRED_INIT_H_

#include <cstddef>

namespace kiln::base {

// Runs the linker's initializers, once per process (thread-safe; later calls
// wait for the first to finish).
void RunLinkerInitializers();

// Runs every deferred initializer (the linker's first, if they have not run),
// once per process (thread-safe).
void RunDeferredInitializers();

// How many initializers were deferred in all, and of them the linker's (0
// without the linker script).
size_t DeferredInitializerCount();
size_t LinkerInitializerCount();

// Whether RunDeferredInitializers has run them all; whether the linker's
// have run (--timings says).
bool DeferredInitializersRan();
bool LinkerInitializersRan();

}  // namespace kiln::base

#endif  // KILN_BASE_DEFERRED_INIT_H_
