// The memory of the machine and of the process's control group, as the kernel
// reports it (Sys.total_memory and friends; the heap's default limit).
#ifndef KILN_RUNTIME_SYS_MEMORY_H_
#define KILN_RUNTIME_SYS_MEMORY_H_

#include <cstdint>

namespace kiln::runtime {

// The machine's memory: all of it, or what is available now; 0 if unknown.
uint64_t PhysicalMemory(bool available);
// The memory limit of the process's cgroup (v2, else v1), 0 when there is none.
uint64_t ConstrainedMemory();

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_SYS_MEMORY_H_
