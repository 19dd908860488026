// Codegen (codegen.h): the front of src/codegen; the emitters are in
// emitter.h and its files.
#include "codegen/codegen.h"

#include <cstdlib>
#include <string_view>

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include "base/deferred_init.h"
#include "codegen/emitter.h"
#include "infer/print.h"

namespace kiln::codegen {

Codegen::Codegen(runtime::Runtime& rt, engine::Engine& engine)
    : s_((base::RunDeferredInitializers(), std::make_unique<State>(rt, engine))) {}
Codegen::~Codegen() = default;

void Codegen::SetDefaultConstructorTest(std::function<bool(runtime::MethodInstance*)> test) {
  s_->is_default_constructor = std::move(test);
}

std::string Codegen::StableKey(const engine::CodeInstance* ci) {
  return infer::ShowMethodInstance(s_->lattice, ci->mi);
}

bool Codegen::Emit(engine::CodeInstance* ci, uint64_t world, Emitted* out, std::string* why) {
  why->clear();
  out->key = StableKey(ci);
  std::string name = ci->mi->def->name ? std::string(ci->mi->def->name->name()) : "anon";
  // A small callee emitted into the module whose body is not native code
  // but that has no side effects: called through the interpreter instead,
  // and the module emitted again.
  for (int attempt = 0;; ++attempt) {
    ModuleEmitter me(*s_, world, "julia_" + SafeName(name));
    if (me.EmitAll(ci, out, why)) return true;
    engine::CodeInstance* failed = me.failed_callee();
    if (attempt >= 16 || failed == nullptr || !MayCallThroughInterpreter(failed) ||
        s_->interpreted.count(failed) != 0) {
      return false;
    }
    s_->interpreted.insert(failed);
    why->clear();
    *out = Emitted{};
    out->key = StableKey(ci);
  }
}

void Codegen::CallThroughInterpreter(engine::CodeInstance* ci) { s_->interpreted.insert(ci); }

bool Codegen::MayCallThroughInterpreter(const engine::CodeInstance* ci) {
  // Off unless KILN_NATIVE_INTERP_CALLS=1: which callers are emitted again
  // depends on which callees this process refused, so a process that loads
  // some CodeInstances from records emits a different set of modules than
  // one that infers them all (docs/native.md, "What is missing").
  static const bool enabled = [] {
    const char* v = std::getenv("KILN_NATIVE_INTERP_CALLS");
    return v != nullptr && std::string_view(v) == "1";
  }();
  return enabled && ci != nullptr && !ci->partial && ci->effects.consistent;
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
