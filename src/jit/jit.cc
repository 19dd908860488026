// The JIT (jit.h): LLJIT over JITLink.
#include "jit/jit.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ObjectLinkingLayer.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Target/TargetMachine.h>

#include <chrono>
#include <mutex>
#include <unordered_set>

namespace kiln::jit {

namespace {

std::string ErrorText(llvm::Error e) { return llvm::toString(std::move(e)); }

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

struct Jit::Impl {
  std::unique_ptr<llvm::orc::LLJIT> lljit;
  std::unique_ptr<llvm::TargetMachine> tm;
  std::unordered_set<std::string> defined;
};

Jit::Jit(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Jit::~Jit() = default;

base::ErrorOr<std::unique_ptr<Jit>> Jit::Create() {
  static std::once_flag init;
  std::call_once(init, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) return base::Status::Unsupported("no native target: " + ErrorText(jtmb.takeError()));
  jtmb->setCodeGenOptLevel(llvm::CodeGenOptLevel::Default);
  auto tm = jtmb->createTargetMachine();
  if (!tm) return base::Status::Unsupported("no target machine: " + ErrorText(tm.takeError()));
  auto lljit =
      llvm::orc::LLJITBuilder()
          .setJITTargetMachineBuilder(*jtmb)
          .setObjectLinkingLayerCreator([](llvm::orc::ExecutionSession& es, const llvm::Triple&)
                                            -> llvm::Expected<std::unique_ptr<llvm::orc::ObjectLayer>> {
            return std::make_unique<llvm::orc::ObjectLinkingLayer>(es);
          })
          .create();
  if (!lljit) return base::Status::Unsupported("cannot create the JIT: " + ErrorText(lljit.takeError()));
  // libm and the C library, for the calls native code makes by name.
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*lljit)->getDataLayout().getGlobalPrefix());
  if (!process) return base::Status::Unsupported("no process symbols: " + ErrorText(process.takeError()));
  (*lljit)->getMainJITDylib().addGenerator(std::move(*process));
  auto impl = std::make_unique<Impl>();
  impl->lljit = std::move(*lljit);
  impl->tm = std::move(*tm);
  return std::unique_ptr<Jit>(new Jit(std::move(impl)));
}

base::Status Jit::Define(const std::string& name, const void* address) {
  llvm::orc::LLJIT& j = *impl_->lljit;
  llvm::orc::SymbolMap symbols;
  symbols[j.mangleAndIntern(name)] = llvm::orc::ExecutorSymbolDef(
      llvm::orc::ExecutorAddr::fromPtr(address), llvm::JITSymbolFlags::Exported);
  if (llvm::Error e = j.getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(symbols)))) {
    return base::Status::InvalidArgument("cannot define " + name + ": " + ErrorText(std::move(e)));
  }
  impl_->defined.insert(name);
  return base::Status::Ok();
}

bool Jit::Has(const std::string& name) const { return impl_->defined.count(name) != 0; }

base::Status Jit::AddModule(const std::string& bitcode,
                            const std::vector<std::pair<std::string, std::string>>& renames) {
  const auto start = std::chrono::steady_clock::now();
  auto ctx = std::make_unique<llvm::LLVMContext>();
  auto parsed = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "module"), *ctx);
  if (!parsed) return base::Status::Corruption("bad bitcode: " + ErrorText(parsed.takeError()));
  std::unique_ptr<llvm::Module> m = std::move(*parsed);
  for (const auto& [local, unique] : renames) {
    if (llvm::GlobalValue* gv = m->getNamedValue(local)) gv->setName(unique);
  }
  m->setDataLayout(impl_->lljit->getDataLayout());
  {
    // LLVM's -O2 pipeline for the host CPU.
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassBuilder pb(impl_->tm.get());
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O2);
    mpm.run(*m, mam);
  }
  std::vector<std::string> names;
  for (const llvm::Function& f : *m) {
    if (!f.isDeclaration() && !f.hasLocalLinkage()) names.push_back(f.getName().str());
  }
  stats_.optimize_ms += MsSince(start);
  llvm::orc::ThreadSafeModule tsm(std::move(m), std::move(ctx));
  if (llvm::Error e = impl_->lljit->addIRModule(std::move(tsm))) {
    return base::Status::InvalidArgument("cannot add a module: " + ErrorText(std::move(e)));
  }
  for (std::string& n : names) impl_->defined.insert(std::move(n));
  ++stats_.modules;
  return base::Status::Ok();
}

base::ErrorOr<void*> Jit::Lookup(const std::string& name) {
  const auto start = std::chrono::steady_clock::now();
  auto addr = impl_->lljit->lookup(name);
  stats_.link_ms += MsSince(start);
  if (!addr) return base::Status::NotFound("cannot link " + name + ": " + ErrorText(addr.takeError()));
  return addr->toPtr<void*>();
}

}  // namespace kiln::jit
