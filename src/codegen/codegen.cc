// Codegen (codegen.h): the front of src/codegen; the emitters are in
// emitter.h and its files.
#include "codegen/codegen.h"

#include <atomic>

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include "base/deferred_init.h"
#include "codegen/emitter.h"
#include "infer/print.h"

namespace kiln::codegen {

namespace {
std::atomic<bool> g_bounds_checks_forced{false};
}  // namespace

void SetBoundsChecksForced(bool forced) { g_bounds_checks_forced.store(forced, std::memory_order_relaxed); }
bool BoundsChecksForced() { return g_bounds_checks_forced.load(std::memory_order_relaxed); }

Codegen::Codegen(runtime::Runtime& rt, engine::Engine& engine)
    : s_((base::RunDeferredInitializers(), std::make_unique<State>(rt, engine))) {}
Codegen::~Codegen() = default;

void Codegen::SetDefaultConstructorTest(std::function<bool(runtime::MethodInstance*)> test) {
  s_->is_default_constructor = std::move(test);
}

void Codegen::SetFrameKey(std::function<std::string(runtime::MethodInstance*)> key) {
  s_->frame_key = std::move(key);
}

std::string Codegen::StableKey(const engine::CodeInstance* ci) {
  return infer::ShowMethodInstance(s_->lattice, ci->mi);
}

bool Codegen::Emit(engine::CodeInstance* ci, uint64_t world, Emitted* out, std::string* why,
                   const std::unordered_set<engine::CodeInstance*>& interpreted) {
  why->clear();
  out->key = StableKey(ci);
  std::string name = ci->mi->def->name ? std::string(ci->mi->def->name->name()) : "anon";
  // A small callee emitted into the module whose body is not native code
  // but that has no side effects: called through the interpreter instead,
  // and the module emitted again. The set starts from the caller's choice
  // in every call (never from what earlier emissions found), so the module
  // is a function of ci and `interpreted` alone.
  std::unordered_set<engine::CodeInstance*> through = interpreted;
  for (int attempt = 0;; ++attempt) {
    ModuleEmitter me(*s_, world, "julia_" + SafeName(name), through);
    if (me.EmitAll(ci, out, why)) {
      out->through_interpreter = static_cast<uint32_t>(through.size());
      return true;
    }
    engine::CodeInstance* failed = me.failed_callee();
    if (attempt >= 16 || failed == nullptr || !MayCallThroughInterpreter(failed) || through.count(failed) != 0) {
      return false;
    }
    through.insert(failed);
    why->clear();
    *out = Emitted{};
    out->key = StableKey(ci);
  }
}

bool Codegen::MayCallThroughInterpreter(const engine::CodeInstance* ci) {
  return ci != nullptr && !ci->partial && ci->effects.consistent;
}

std::string Codegen::BitcodeToText(const std::string& bitcode) {
  base::RunDeferredInitializers();
  llvm::LLVMContext ctx;
  auto m = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "module"), ctx);
  if (!m) {
    llvm::consumeError(m.takeError());
    return "";
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  (*m)->print(os, nullptr);
  os.flush();
  return text;
}

}  // namespace kiln::codegen
