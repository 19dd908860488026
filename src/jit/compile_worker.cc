// Compiling modules to objects, on the JIT's thread or a worker's
// (compile_worker.h).
#include "jit/compile_worker.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/ExecutionEngine/Orc/CompileUtils.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/Object/ObjectFile.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <mutex>

#include "base/deferred_init.h"

namespace kiln::jit {

namespace {

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// KILN_NATIVE_DUMP=DIR: each module compiled (not those from the cache) is
// written to DIR as NAME.ll (before optimization), NAME.opt.ll and NAME.s,
// NAME its first defined function's name. For reading what native code
// becomes; nothing reads the files.
void Dump(const llvm::Module& m, const char* suffix, llvm::TargetMachine* tm) {
  static const char* dir = getenv("KILN_NATIVE_DUMP");
  if (dir == nullptr || *dir == 0) return;
  std::string name = "module";
  for (const llvm::Function& f : m) {
    if (!f.isDeclaration() && !f.hasLocalLinkage()) {
      name = f.getName().str();
      break;
    }
  }
  std::error_code ec;
  llvm::raw_fd_ostream os(std::string(dir) + "/" + name + suffix, ec, llvm::sys::fs::OF_Text);
  if (ec) return;
  if (tm == nullptr) {
    m.print(os, nullptr);
    return;
  }
  std::unique_ptr<llvm::Module> copy = llvm::CloneModule(m);
  llvm::legacy::PassManager pm;
  if (!tm->addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::AssemblyFile)) pm.run(*copy);
}

}  // namespace

void InitializeCompilation() {
  base::RunDeferredInitializers();
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
}

std::optional<std::vector<std::string>> DefinedSymbols(llvm::MemoryBufferRef buffer,
                                                       llvm::Triple::ArchType arch) {
  auto obj = llvm::object::ObjectFile::createObjectFile(buffer);
  if (!obj) {
    llvm::consumeError(obj.takeError());
    return std::nullopt;
  }
  if ((*obj)->makeTriple().getArch() != arch) return std::nullopt;
  std::vector<std::string> names;
  for (const llvm::object::SymbolRef& sym : (*obj)->symbols()) {
    auto flags = sym.getFlags();
    if (!flags) {
      llvm::consumeError(flags.takeError());
      return std::nullopt;
    }
    using llvm::object::SymbolRef;
    if ((*flags & SymbolRef::SF_Undefined) || !(*flags & SymbolRef::SF_Global) ||
        (*flags & SymbolRef::SF_FormatSpecific)) {
      continue;
    }
    auto name = sym.getName();
    if (!name) {
      llvm::consumeError(name.takeError());
      return std::nullopt;
    }
    names.push_back(name->str());
  }
  std::sort(names.begin(), names.end());
  return names;
}

CompiledObject CompileObject(llvm::TargetMachine& tm, llvm::Triple::ArchType arch,
                             const std::string& bitcode, const Renames& renames) {
  CompiledObject out;
  const auto start = std::chrono::steady_clock::now();
  llvm::LLVMContext ctx;  // this module's alone: nothing else uses it
  auto parsed = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bitcode, "module"), ctx);
  if (!parsed) {
    out.status = base::Status::Corruption("bad bitcode: " + llvm::toString(parsed.takeError()));
    return out;
  }
  std::unique_ptr<llvm::Module> m = std::move(*parsed);
  for (const auto& [local, unique] : renames) {
    if (llvm::GlobalValue* gv = m->getNamedValue(local)) gv->setName(unique);
  }
  m->setDataLayout(tm.createDataLayout());
  Dump(*m, ".ll", nullptr);
  {
    // LLVM's -O2 pipeline for the host CPU.
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassBuilder pb(&tm);
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::ModulePassManager mpm = pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O2);
    mpm.run(*m, mam);
  }
  Dump(*m, ".opt.ll", nullptr);
  Dump(*m, ".s", &tm);
  out.optimize_ms = MsSince(start);
  const auto emit_start = std::chrono::steady_clock::now();
  llvm::orc::SimpleCompiler compile(tm);
  auto object = compile(*m);
  if (!object) {
    out.status = base::Status::InvalidArgument("cannot compile a module: " + llvm::toString(object.takeError()));
    return out;
  }
  auto defined = DefinedSymbols((*object)->getMemBufferRef(), arch);
  if (!defined) {
    out.status = base::Status::InvalidArgument("the compiled object does not parse");
    return out;
  }
  out.object = std::move(*object);
  out.defined = std::move(*defined);
  out.emit_ms = MsSince(emit_start);
  return out;
}

CompileWorker::CompileWorker(llvm::orc::JITTargetMachineBuilder builder, llvm::Triple::ArchType arch)
    : builder_(std::move(builder)), arch_(arch) {
  InitializeCompilation();
  // The test hook KILN_TEST_COMPILE_DELAY_MS=N: the worker waits N ms before
  // each module, so that tests can end a program, or call a method again,
  // while its code is still compiling.
  if (const char* delay = getenv("KILN_TEST_COMPILE_DELAY_MS"); delay != nullptr) {
    delay_ms_ = std::min(60000L, std::max(0L, strtol(delay, nullptr, 10)));
  }
  thread_ = std::thread([this] { Run(); });
}

CompileWorker::~CompileWorker() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
    queue_.clear();  // not started: dropped
  }
  work_.notify_all();
  thread_.join();  // the module being compiled, if any, finishes first
}

uint64_t CompileWorker::Submit(std::string bitcode, Renames renames) {
  uint64_t ticket;
  {
    std::lock_guard<std::mutex> lock(mu_);
    ticket = next_ticket_++;
    queue_.push_back(Job{ticket, std::move(bitcode), std::move(renames)});
  }
  work_.notify_one();
  return ticket;
}

bool CompileWorker::Done(uint64_t ticket) {
  std::lock_guard<std::mutex> lock(mu_);
  return finished_.count(ticket) != 0;
}

CompiledObject CompileWorker::Take(uint64_t ticket, double* waited_ms) {
  const auto start = std::chrono::steady_clock::now();
  std::unique_lock<std::mutex> lock(mu_);
  done_.wait(lock, [&] { return finished_.count(ticket) != 0; });
  *waited_ms = MsSince(start);
  auto it = finished_.find(ticket);
  CompiledObject out = std::move(it->second);
  finished_.erase(it);
  return out;
}

void CompileWorker::Run() {
  std::unique_ptr<llvm::TargetMachine> tm;
  std::string tm_error;
  for (;;) {
    Job job;
    {
      std::unique_lock<std::mutex> lock(mu_);
      work_.wait(lock, [&] { return stop_ || !queue_.empty(); });
      if (stop_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    if (delay_ms_ > 0) std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms_));
    if (tm == nullptr && tm_error.empty()) {
      auto made = builder_.createTargetMachine();
      if (made) {
        tm = std::move(*made);
      } else {
        tm_error = llvm::toString(made.takeError());
      }
    }
    CompiledObject result;
    if (tm == nullptr) {
      result.status = base::Status::Unsupported("no target machine: " + tm_error);
    } else {
      result = CompileObject(*tm, arch_, job.bitcode, job.renames);
    }
    {
      std::lock_guard<std::mutex> lock(mu_);
      finished_.emplace(job.ticket, std::move(result));
    }
    done_.notify_all();
  }
}

}  // namespace kiln::jit
