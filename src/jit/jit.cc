// The JIT (jit.h): LLJIT over JITLink.
#include "jit/jit.h"

#include <llvm/Config/llvm-config.h>
#include <llvm/ExecutionEngine/Orc/CompileUtils.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ObjectLinkingLayer.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include <math.h>
#include <stdio.h>
#include <unistd.h>
#include <string.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <optional>
#include <set>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>

#include "base/deferred_init.h"
#include "base/sha256.h"
#include "jit/compile_worker.h"
#include "jit/native_fingerprint.h"
#include "jit/object_record.h"

// The compiler runtime's functions (libgcc) among c_symbols.def: not declared
// by any header.
extern "C" {
double __powidf2(double, int);
__int128 __divti3(__int128, __int128);
__int128 __modti3(__int128, __int128);
unsigned __int128 __udivti3(unsigned __int128, unsigned __int128);
unsigned __int128 __umodti3(unsigned __int128, unsigned __int128);
}

namespace kiln::jit {

namespace {

std::string ErrorText(llvm::Error e) { return llvm::toString(std::move(e)); }

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// LLJIT's compile layer, whose target machine is created at its first module.
class LazyCompiler final : public llvm::orc::IRCompileLayer::IRCompiler {
 public:
  explicit LazyCompiler(llvm::orc::JITTargetMachineBuilder builder)
      : IRCompiler(llvm::orc::irManglingOptionsFromTargetOptions(builder.getOptions())),
        builder_(std::move(builder)) {}
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> operator()(llvm::Module& m) override {
    if (!compile_) {
      InitializeCompilation();
      auto tm = builder_.createTargetMachine();
      if (!tm) return tm.takeError();
      compile_ = std::make_unique<llvm::orc::TMOwningSimpleCompiler>(std::move(*tm));
    }
    return (*compile_)(m);
  }

 private:
  llvm::orc::JITTargetMachineBuilder builder_;
  std::unique_ptr<llvm::orc::TMOwningSimpleCompiler> compile_;
};

// KILN_PERF_MAP=1: every function JITLink links is appended to
// /tmp/perf-PID.map (address, size, name), the file `perf report` reads to
// name code it finds in no binary.
// (gcc 12 at -O2 warns, wrongly, that LLVM's unique_function moved into the
// pass list may be used uninitialized.)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
class PerfMapPlugin final : public llvm::orc::ObjectLinkingLayer::Plugin {
 public:
  void modifyPassConfig(llvm::orc::MaterializationResponsibility&, llvm::jitlink::LinkGraph&,
                        llvm::jitlink::PassConfiguration& config) override {
    config.PostFixupPasses.push_back([](llvm::jitlink::LinkGraph& g) -> llvm::Error {
      static FILE* map = [] {
        char path[64];
        std::snprintf(path, sizeof path, "/tmp/perf-%d.map", static_cast<int>(getpid()));
        return std::fopen(path, "a");
      }();
      if (map == nullptr) return llvm::Error::success();
      for (llvm::jitlink::Symbol* sym : g.defined_symbols()) {
        if (!sym->isCallable() || !sym->hasName() || sym->getSize() == 0) continue;
        std::fprintf(map, "%llx %llx %s\n", static_cast<unsigned long long>(sym->getAddress().getValue()),
                     static_cast<unsigned long long>(sym->getSize()), sym->getName().str().c_str());
      }
      std::fflush(map);
      return llvm::Error::success();
    });
  }
  llvm::Error notifyFailed(llvm::orc::MaterializationResponsibility&) override { return llvm::Error::success(); }
  llvm::Error notifyRemovingResources(llvm::orc::JITDylib&, llvm::orc::ResourceKey) override {
    return llvm::Error::success();
  }
  void notifyTransferringResources(llvm::orc::JITDylib&, llvm::orc::ResourceKey, llvm::orc::ResourceKey) override {}
};
#pragma GCC diagnostic pop

}  // namespace

struct Jit::Impl {
  std::unique_ptr<llvm::orc::LLJIT> lljit;
  // The host's target machine, made when the first module is compiled (a run
  // that only links cached objects never needs one).
  std::optional<llvm::orc::JITTargetMachineBuilder> builder;
  std::unique_ptr<llvm::TargetMachine> tm;
  llvm::Triple::ArchType arch = llvm::Triple::UnknownArch;
  std::unordered_set<std::string> defined;
  // What the target contributes to cache keys.
  std::string triple;
  std::string cpu;
  std::string features;
  ObjectCache* cache = nullptr;
  std::string context;
  // Modules compiled in the background (StartModule): their cache keys and
  // renames by ticket, until FinishModule adds them.
  struct Started {
    std::string key;
    Renames renames;
  };
  std::unordered_map<uint64_t, Started> started;
  // Made by the first StartModule. Last: destroyed first, so that its thread
  // ends before the rest goes.
  std::unique_ptr<CompileWorker> worker;

  llvm::Expected<llvm::TargetMachine*> TargetMachine() {
    if (tm == nullptr) {
      InitializeCompilation();
      auto made = builder->createTargetMachine();
      if (!made) return made.takeError();
      tm = std::move(*made);
    }
    return tm.get();
  }
};

Jit::Jit(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Jit::~Jit() = default;

base::ErrorOr<std::unique_ptr<Jit>> Jit::Create() {
  // Linking needs only the initializers of the archives that link (ORC,
  // JITLink, object files): those of optimization and code generation, and
  // the host's target (registered for its target machine), wait for the
  // first module compiled (InitializeCompilation), which a run whose every
  // module is in the store never reaches.
  base::RunLinkerInitializers();
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) return base::Status::Unsupported("no native target: " + ErrorText(jtmb.takeError()));
  jtmb->setCodeGenOptLevel(llvm::CodeGenOptLevel::Default);
  // The small code model with position-independent code: calls within a
  // module and between modules are direct `call`s (JITLink adds a stub only
  // for a callee out of ±2 GB) and runtime globals are reached through a GOT
  // entry JITLink makes, where the default large model loads every address
  // with movabs and calls through a register.
  jtmb->setCodeModel(llvm::CodeModel::Small);
  jtmb->setRelocationModel(llvm::Reloc::PIC_);
  // LLJIT's data layout names symbols only (their global prefix, from the
  // object format): no IR reaches its compile layer, whose target machine is
  // made only if ever used, and AddModule compiles each module with the
  // host's target machine and that machine's own data layout, made at the
  // first module. A run that only links cached objects makes no target
  // machine at all (LLJIT would otherwise make three, X86's subtarget tables
  // and all). No platform support: native code has no static
  // initializers nor atexit calls, and LLJIT's default one builds IR modules
  // for them in every process. No JITDylib of the process's own symbols either:
  // Create defines what native code calls by name (below).
  auto lljit =
      llvm::orc::LLJITBuilder()
          .setJITTargetMachineBuilder(*jtmb)
          .setDataLayout(llvm::DataLayout(std::string(jtmb->getTargetTriple().isLittleEndian() ? "e" : "E") +
                                          llvm::DataLayout::getManglingComponent(jtmb->getTargetTriple())))
          .setLinkProcessSymbolsByDefault(false)
          .setPlatformSetUp(llvm::orc::setUpInactivePlatform)
          .setCompileFunctionCreator([](llvm::orc::JITTargetMachineBuilder builder)
                                         -> llvm::Expected<std::unique_ptr<llvm::orc::IRCompileLayer::IRCompiler>> {
            return std::make_unique<LazyCompiler>(std::move(builder));
          })
          .setObjectLinkingLayerCreator([](llvm::orc::ExecutionSession& es, const llvm::Triple&)
                                            -> llvm::Expected<std::unique_ptr<llvm::orc::ObjectLayer>> {
            auto layer = std::make_unique<llvm::orc::ObjectLinkingLayer>(es);
            const char* perf = getenv("KILN_PERF_MAP");
            if (perf != nullptr && *perf != 0 && *perf != '0') layer->addPlugin(std::make_unique<PerfMapPlugin>());
            return layer;
          })
          .create();
  if (!lljit) return base::Status::Unsupported("cannot create the JIT: " + ErrorText(lljit.takeError()));
  // libm, the C library and the compiler runtime, for the calls native code
  // makes by name: by address from this executable (c_symbols.def), which works
  // in a fully static kiln too; a dynamic one also searches its libraries.
  {
    llvm::orc::LLJIT& j = **lljit;
    llvm::orc::SymbolMap c_symbols;
#define KILN_C_SYMBOL(name, ...)                                                           \
  c_symbols[j.mangleAndIntern(#name)] = llvm::orc::ExecutorSymbolDef(                       \
      llvm::orc::ExecutorAddr::fromPtr(static_cast<std::add_pointer_t<__VA_ARGS__>>(&::name)), \
      llvm::JITSymbolFlags::Exported);
#include "jit/c_symbols.def"
#undef KILN_C_SYMBOL
    if (llvm::Error e = j.getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(c_symbols)))) {
      return base::Status::Unsupported("cannot define C library symbols: " + ErrorText(std::move(e)));
    }
  }
#if !KILN_FULLY_STATIC
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*lljit)->getDataLayout().getGlobalPrefix());
  if (!process) return base::Status::Unsupported("no process symbols: " + ErrorText(process.takeError()));
  (*lljit)->getMainJITDylib().addGenerator(std::move(*process));
#endif
  auto impl = std::make_unique<Impl>();
  impl->triple = jtmb->getTargetTriple().str();
  impl->cpu = jtmb->getCPU();
  impl->features = jtmb->getFeatures().getString();
  impl->lljit = std::move(*lljit);
  impl->arch = jtmb->getTargetTriple().getArch();
  impl->builder = std::move(*jtmb);
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

namespace {

// Symbols by a prefix, from a function (Jit::AddResolver).
class PrefixGenerator final : public llvm::orc::DefinitionGenerator {
 public:
  PrefixGenerator(std::string prefix, std::function<const void*(const std::string&)> resolve)
      : prefix_(std::move(prefix)), resolve_(std::move(resolve)) {}
  llvm::Error tryToGenerate(llvm::orc::LookupState&, llvm::orc::LookupKind, llvm::orc::JITDylib& jd,
                            llvm::orc::JITDylibLookupFlags, const llvm::orc::SymbolLookupSet& names) override {
    llvm::orc::SymbolMap found;
    for (const auto& [name, flags] : names) {
      (void)flags;
      const std::string text = (*name).str();
      if (text.compare(0, prefix_.size(), prefix_) != 0) continue;
      if (const void* address = resolve_(text)) {
        found[name] = llvm::orc::ExecutorSymbolDef(llvm::orc::ExecutorAddr::fromPtr(address),
                                                   llvm::JITSymbolFlags::Exported);
      }
    }
    if (found.empty()) return llvm::Error::success();
    return jd.define(llvm::orc::absoluteSymbols(std::move(found)));
  }

 private:
  std::string prefix_;
  std::function<const void*(const std::string&)> resolve_;
};

}  // namespace

void Jit::AddResolver(std::string prefix, std::function<const void*(const std::string&)> resolve) {
  impl_->lljit->getMainJITDylib().addGenerator(
      std::make_unique<PrefixGenerator>(std::move(prefix), std::move(resolve)));
}

bool Jit::Has(const std::string& name) const { return impl_->defined.count(name) != 0; }

void Jit::SetObjectCache(ObjectCache* cache, std::string context) {
  impl_->cache = cache;
  impl_->context = std::move(context);
}

void Jit::HashTarget(base::Sha256& h) const {
  h.UpdateField(LLVM_VERSION_STRING);
  h.UpdateField(KILN_NATIVE_FINGERPRINT);
  h.UpdateField(impl_->triple);
  h.UpdateField(impl_->cpu);
  h.UpdateField(impl_->features);
  h.UpdateField(impl_->context);
}

std::string Jit::CacheKey(const std::string& bitcode,
                          const std::vector<std::pair<std::string, std::string>>& renames) const {
  // COMPILER.md §5, in this order; each field length-prefixed.
  base::Sha256 h;
  h.UpdateField("kiln native object");
  h.UpdateField(base::DigestBytes(base::Sha256Of(bitcode)));
  h.UpdateField(std::to_string(renames.size()));
  for (const auto& [local, unique] : renames) {
    h.UpdateField(local);
    h.UpdateField(unique);
  }
  HashTarget(h);
  return base::DigestBytes(h.Finish());
}

std::string Jit::ContextKey() const {
  base::Sha256 h;
  h.UpdateField("kiln native context");
  HashTarget(h);
  return base::DigestBytes(h.Finish());
}

std::vector<std::pair<std::string, std::string>> Jit::ContextParts() const {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string abi;
  for (unsigned char c : impl_->context) {
    abi.push_back(kHex[c >> 4]);
    abi.push_back(kHex[c & 15]);
  }
  return {{"LLVM version", LLVM_VERSION_STRING},
          {"code generator and inference", KILN_NATIVE_FINGERPRINT},
          {"target triple", impl_->triple},
          {"CPU", impl_->cpu},
          {"CPU features", impl_->features},
          {"runtime ABI", abi}};
}

bool Jit::AddFromCache(const std::string& key,
                       const std::vector<std::pair<std::string, std::string>>& renames) {
  if (impl_->cache == nullptr) return false;
  ++stats_.cache_lookups;
  std::optional<std::string> found = impl_->cache->Get(key);
  if (!found) return false;
  const auto start = std::chrono::steady_clock::now();
  const bool added = AddCachedObject(*found, renames);
  stats_.link_ms += MsSince(start);
  if (!added) {
    ++stats_.cache_rejected;
    return false;
  }
  ++stats_.cache_hits;
  ++stats_.modules;
  return true;
}

bool Jit::AddCachedObject(const std::string& bytes,
                          const std::vector<std::pair<std::string, std::string>>& renames) {
  auto record = DecodeObjectRecord(bytes);
  if (!record.ok() || record->renames != renames) return false;
  auto buffer = llvm::MemoryBuffer::getMemBufferCopy(record->object, "kiln-cached-object");
  auto defined = DefinedSymbols(buffer->getMemBufferRef(), impl_->arch);
  std::vector<std::string> want = record->defined;
  std::sort(want.begin(), want.end());
  if (!defined || *defined != want || defined->empty()) return false;
  for (const std::string& name : *defined) {
    if (Has(name)) return false;
  }
  if (llvm::Error e = impl_->lljit->addObjectFile(std::move(buffer))) {
    llvm::consumeError(std::move(e));
    return false;
  }
  for (const std::string& name : *defined) impl_->defined.insert(name);
  return true;
}

bool Jit::LinkCached(const std::string& bitcode, const Renames& renames, std::string* key) {
  if (impl_->cache == nullptr) return false;
  *key = CacheKey(bitcode, renames);
  ++stats_.cache_lookups;
  std::optional<std::string> found = impl_->cache->Get(*key);
  if (!found) return false;
  if (AddCachedObject(*found, renames)) {
    ++stats_.cache_hits;
    ++stats_.modules;
    return true;
  }
  ++stats_.cache_rejected;
  return false;
}

base::Status Jit::AddModule(const std::string& bitcode,
                            const std::vector<std::pair<std::string, std::string>>& renames) {
  std::string key;
  if (LinkCached(bitcode, renames, &key)) return base::Status::Ok();
  auto tm = impl_->TargetMachine();
  if (!tm) return base::Status::Unsupported("no target machine: " + ErrorText(tm.takeError()));
  return AddObject(CompileObject(**tm, impl_->arch, bitcode, renames), key, renames);
}

base::Status Jit::AddObject(CompiledObject compiled, const std::string& key, const Renames& renames) {
  stats_.optimize_ms += compiled.optimize_ms;
  stats_.link_ms += compiled.emit_ms;
  if (!compiled.status.ok()) return compiled.status;
  const auto start = std::chrono::steady_clock::now();
  std::string object_bytes;
  if (impl_->cache != nullptr) {
    object_bytes.assign(compiled.object->getBufferStart(), compiled.object->getBufferSize());
  }
  if (llvm::Error e = impl_->lljit->addObjectFile(std::move(compiled.object))) {
    return base::Status::InvalidArgument("cannot add a module: " + ErrorText(std::move(e)));
  }
  stats_.link_ms += MsSince(start);
  for (const std::string& n : compiled.defined) impl_->defined.insert(n);
  ++stats_.modules;
  if (impl_->cache != nullptr) {
    ObjectRecord record{renames, std::move(compiled.defined), std::move(object_bytes)};
    std::string value = EncodeObjectRecord(record);
    stats_.cache_bytes_added += value.size();
    impl_->cache->Put(key, std::move(value));
  }
  return base::Status::Ok();
}

base::ErrorOr<uint64_t> Jit::StartModule(const std::string& bitcode, const Renames& renames) {
  std::string key;
  if (LinkCached(bitcode, renames, &key)) return uint64_t{0};
  if (impl_->worker == nullptr) {
    impl_->worker = std::make_unique<CompileWorker>(*impl_->builder, impl_->arch);
  }
  const uint64_t ticket = impl_->worker->Submit(bitcode, renames);
  impl_->started[ticket] = Impl::Started{std::move(key), renames};
  ++stats_.background_modules;
  return ticket;
}

bool Jit::Ready(uint64_t ticket) const { return impl_->worker != nullptr && impl_->worker->Done(ticket); }

base::Status Jit::FinishModule(uint64_t ticket) {
  auto it = impl_->started.find(ticket);
  if (it == impl_->started.end() || impl_->worker == nullptr) {
    return base::Status::InvalidArgument("no such module in the background");
  }
  Impl::Started started = std::move(it->second);
  impl_->started.erase(it);
  double waited = 0;
  CompiledObject compiled = impl_->worker->Take(ticket, &waited);
  stats_.waited_ms += waited;
  stats_.background_ms += compiled.optimize_ms + compiled.emit_ms;
  return AddObject(std::move(compiled), started.key, started.renames);
}

base::ErrorOr<void*> Jit::Lookup(const std::string& name) {
  const auto start = std::chrono::steady_clock::now();
  auto addr = impl_->lljit->lookup(name);
  stats_.link_ms += MsSince(start);
  if (!addr) return base::Status::NotFound("cannot link " + name + ": " + ErrorText(addr.takeError()));
  return addr->toPtr<void*>();
}

}  // namespace kiln::jit
