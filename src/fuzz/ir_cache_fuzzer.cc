// libFuzzer target (fuzz_ir_cache) over real IR cache records: the bytes of
// a `.ir` blob go through what loading a cache entry does once its hash has
// matched (a hash is no secret, so every byte is untrusted): the blob is
// decoded and its definitions verified (DecodeBlob), every body's tape and
// every method definition decoded and verified (VerifyAllBodies), and then,
// when the code is bounded, the file is run on a fresh runtime without Base.
// Any crash, sanitizer report or hang is a finding.
//
// Bounded: no backward jump and no exception handler in any body (a handler
// can re-enter code that throws), no nested module or include (which recurse
// through the loader), no definition outside top-level code and no method
// whose body is the top-level code, so every frame runs at most its length
// before it calls or returns, and deep calls end in StackOverflowError.
// Bounded is not fast: a recursion can branch (fib), so a watchdog
// interrupts a run after kRunBudgetMs (InterruptException at the next return
// or back-edge, as Ctrl-C would), and a program that keeps what it allocates
// (on the way down a recursion) ends in OutOfMemoryError at a heap limit of
// kHeapLimitBytes (runtime/gc.h). Base is an
// empty module: the run covers Core's builtins, definitions, dispatch and
// calls of the file's own methods.
//
// Like fuzz_persist, each input is tried as given and with a valid magic and
// stamp, so mutations reach the records instead of stopping at the header.
// Seeds (tests/fuzz/ir_cache) are entries Kiln wrote for small programs.
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "base/mem_env.h"
#include "cache/entry_reader.h"
#include "cache/wire.h"
#include "interp/interp.h"
#include "persist/format.h"
#include "persist/persist.h"
#include "persist/wire.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "runtime/symbol.h"
#include "tape/tape.h"

namespace kiln::cache {
namespace {

class NullIO final : public runtime::RuntimeIO {
 public:
  void Write(int, std::string_view) override {}
  size_t Read(char*, size_t) override { return 0; }
  void Exit(int) override {}
};

// The decoded entry as the interpreter sees a cached file.
class EntryFile final : public tape::CompiledFile {
 public:
  explicit EntryFile(const OpenedEntry& entry) : entry_(entry) {}
  size_t module_count() const override { return entry_.modules.size(); }
  const ir::ModuleIr& module(size_t index) const override { return *entry_.modules[index]; }
  base::ErrorOr<const tape::TapeBody*> Tape(size_t index, ir::BodyId body) override {
    if (index >= entry_.modules.size() || body.index >= entry_.modules[index]->bodies().size()) {
      return base::Status::InvalidArgument("no such body");
    }
    return DecodeTape(entry_, index, body);
  }
  base::ErrorOr<const ir::MethodDef*> Method(size_t index, ir::MethodDefId id) override {
    if (index >= entry_.modules.size() || id.index >= entry_.modules[index]->methods().size()) {
      return base::Status::InvalidArgument("no such method");
    }
    return DecodeMethod(entry_, index, id);
  }
  const std::string& path() const override { return path_; }

 private:
  const OpenedEntry& entry_;
  std::string path_ = "/fuzz/entry.jl";
};

class NoFiles final : public interp::Loader {
 public:
  base::ErrorOr<tape::CompiledFile*> Compile(const std::string&) override {
    return base::Status::NotFound("no files in the fuzzer");
  }
  base::ErrorOr<std::string> FindPackage(const std::string&) override {
    return base::Status::NotFound("no packages in the fuzzer");
  }
};

constexpr int64_t kRunBudgetMs = 500;
constexpr size_t kHeapLimitBytes = size_t{512} << 20;
std::atomic<int64_t> run_started_ms{0};  // 0: no run

int64_t NowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count() + 1;
}

void StartWatchdog() {
  static std::once_flag once;
  std::call_once(once, [] {
    std::thread([] {
      for (;;) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const int64_t started = run_started_ms.load();
        if (started != 0 && NowMs() - started > kRunBudgetMs) interp::interrupt_requested = 1;
      }
    }).detach();
  });
}

bool Bounded(const OpenedEntry& entry) {
  for (size_t mi = 0; mi < entry.modules.size(); ++mi) {
    const ir::ModuleIr& m = *entry.modules[mi];
    // Top-level code runs once: a method whose body is the thunk would run
    // its definitions at every level of a recursion 100,000 frames deep, each
    // lookup then scanning a table that keeps growing (quadratic, not a hang;
    // lowering never makes such a method). Definitions elsewhere likewise.
    const wire::Module& w = entry.root->modules[mi];
    for (size_t k = 0; k < w.methods.size(); ++k) {
      auto def = DecodeMethod(entry, mi, ir::MethodDefId(static_cast<uint32_t>(k)));
      if (!def.ok() || (*def)->body.index == m.thunk.index) return false;
    }
    for (uint32_t b = 0; b < m.bodies().size(); ++b) {
      auto tape = DecodeTape(entry, mi, ir::BodyId(b));
      if (!tape.ok()) return false;
      const std::vector<uint32_t>& code = (*tape)->code;
      for (uint32_t pc = 0; pc < code.size(); pc += tape::InstructionLength(code, pc)) {
        switch (tape::OpOf(code[pc])) {
          case tape::Op::kDefineMethod:
          case tape::Op::kDefineStruct:
          case tape::Op::kDefineAbstract:
          case tape::Op::kDefineConst:
            if (b != m.thunk.index) return false;
            break;
          case tape::Op::kJump:
          case tape::Op::kJumpIfNot:
            if (tape::AOf(code[pc]) <= pc) return false;
            break;
          case tape::Op::kForStart:
          case tape::Op::kForNext:
          case tape::Op::kEnter:
          case tape::Op::kDefineModule:
          case tape::Op::kInclude: return false;
          default: break;
        }
      }
    }
  }
  return true;
}

void CheckRecord(std::string_view bytes) {
  static base::MemEnv* env = new base::MemEnv();
  const std::string file = "/entry.ir";  // MemEnv has only the root folder
  if (!base::WriteStringToFile(env, file, bytes).ok()) return;
  // The path the record names is the one it must be opened for.
  std::string path;
  {
    auto region = env->MapFile(file);
    if (!region.ok()) return;
    auto reader = persist::Reader::Open(std::move(*region), wire::Registry(), {});
    if (!reader.ok()) return;
    auto root = (*reader)->Root<wire::File>();
    if (!root.ok()) return;
    path = (*root)->path;
  }
  auto region = env->MapFile(file);
  if (!region.ok()) return;
  auto entry = DecodeBlob(std::move(*region), path);
  if (!entry.ok()) return;
  DecodeThunks(*entry);
  if (!VerifyAllBodies(*entry).ok()) return;
  if (!Bounded(*entry)) return;
  runtime::RuntimePtr rt = runtime::Runtime::Create(std::make_unique<NullIO>());
  // An empty Base, so that the `using Base` every file starts with works;
  // a call of a Base function is then an UndefVarError that ends the run.
  rt->base_module = runtime::NewModule(*rt, runtime::Intern("Base"), rt->core_module);
  NoFiles loader;
  EntryFile compiled(*entry);
  interp::Interpreter interp(*rt, loader);
  StartWatchdog();
  // A program that keeps what it allocates ends in OutOfMemoryError well
  // under libFuzzer's -rss_limit_mb (2048 in scripts/fuzz.sh).
  static const bool limited = (runtime::SetGcHeapLimit(kHeapLimitBytes), true);
  (void)limited;
  interp::interrupt_requested = 0;
  (void)runtime::TakeGcLimitReached();
  run_started_ms.store(NowMs());
  if (!interp.RunFile(compiled, rt->main_module) && rt->has_pending_exception()) {
    runtime::Value e = rt->TakePendingException();
    std::string report = interp.FormatUncaught(e);
    (void)report;
  }
  run_started_ms.store(0);
  interp::interrupt_requested = 0;
  (void)runtime::TakeGcLimitReached();
}

}  // namespace
}  // namespace kiln::cache

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace kiln;  // NOLINT(google-build-using-namespace)
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  cache::CheckRecord(input);
  if (size >= persist::format::kHeaderSize) {
    std::string fixed(input);
    persist::wire::StoreFixed32(&fixed, persist::format::kMagicOffset, persist::format::kMagic);
    persist::wire::StoreFixed32(&fixed, persist::format::kStampOffset, cache::wire::Registry().stamp());
    cache::CheckRecord(fixed);
  }
  return 0;
}
