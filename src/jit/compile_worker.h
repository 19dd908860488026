// Compiling one module's bitcode to an object file (jit.h), and the thread
// that does it in the background.
//
// CompileObject parses the bitcode into an LLVMContext of its own, gives the
// module-local names their process-unique names, runs LLVM's -O2 pipeline for
// the host CPU and emits the object file. It reads only its arguments and
// LLVM's own state, so the JIT's thread and a CompileWorker may each run it at
// once, each with its own TargetMachine (a TargetMachine is used by one
// thread at a time).
//
// A CompileWorker is one thread compiling submitted modules in the order they
// came: the JIT's thread submits, asks whether a ticket is done, and takes the
// object. It never touches the collected heap, the runtime or the JIT's
// linker; the object goes into the JIT (and the object cache) on the thread
// that takes it. Destroying a worker drops the modules not started and waits
// for the one being compiled (at most one module's compilation).
//
// Only jit.cc includes this header (it names LLVM's types).
#ifndef KILN_JIT_COMPILE_WORKER_H_
#define KILN_JIT_COMPILE_WORKER_H_

#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/TargetParser/Triple.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "base/status.h"

namespace kiln::jit {

using Renames = std::vector<std::pair<std::string, std::string>>;

// The global symbols an object file defines, sorted; nullopt when it does not
// parse or is not for `arch`.
std::optional<std::vector<std::string>> DefinedSymbols(llvm::MemoryBufferRef buffer,
                                                       llvm::Triple::ArchType arch);

struct CompiledObject {
  base::Status status;
  std::unique_ptr<llvm::MemoryBuffer> object;
  std::vector<std::string> defined;  // its global symbols (DefinedSymbols)
  double optimize_ms = 0;            // parsing, renaming, the -O2 pipeline
  double emit_ms = 0;                // object emission
};

// What compiling needs beyond linking, once per process (thread-safe): every
// deferred static initializer of LLVM (base/deferred_init.h) and the host's
// target registered. Before a target machine is made. A run that only links
// objects from the store never calls it.
void InitializeCompilation();

CompiledObject CompileObject(llvm::TargetMachine& tm, llvm::Triple::ArchType arch,
                             const std::string& bitcode, const Renames& renames);

class CompileWorker {
 public:
  // The worker makes its own TargetMachine from `builder` (on its thread, at
  // its first module).
  CompileWorker(llvm::orc::JITTargetMachineBuilder builder, llvm::Triple::ArchType arch);
  ~CompileWorker();
  CompileWorker(const CompileWorker&) = delete;
  CompileWorker& operator=(const CompileWorker&) = delete;

  // Queues a module; its ticket (never 0).
  uint64_t Submit(std::string bitcode, Renames renames);
  // Whether the ticket's object is ready.
  bool Done(uint64_t ticket);
  // The ticket's object, waiting for it if needed; `waited_ms` gets the time
  // waited. REQUIRES: the ticket was submitted and not taken.
  CompiledObject Take(uint64_t ticket, double* waited_ms);

 private:
  struct Job {
    uint64_t ticket = 0;
    std::string bitcode;
    Renames renames;
  };
  void Run();

  llvm::orc::JITTargetMachineBuilder builder_;
  llvm::Triple::ArchType arch_;
  std::mutex mu_;
  std::condition_variable work_;  // a job was queued, or stop_
  std::condition_variable done_;  // a job finished
  std::deque<Job> queue_;
  std::unordered_map<uint64_t, CompiledObject> finished_;
  uint64_t next_ticket_ = 1;
  bool stop_ = false;
  long delay_ms_ = 0;  // KILN_TEST_COMPILE_DELAY_MS
  std::thread thread_;  // started once the rest is made
};

}  // namespace kiln::jit

#endif  // KILN_JIT_COMPILE_WORKER_H_
