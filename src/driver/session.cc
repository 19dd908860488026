#include "driver/session.h"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "base/deferred_init.h"
#include "cache/admin.h"
#include "cache/timings.h"
#include "driver/cache_command.h"
#include "driver/commands.h"
#include "driver/native_tier.h"
#include "driver/version.h"
#include "lower/compile_file.h"
#include "runtime/array.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "source/stdlib.h"
#include "tape/compiled_file.h"

namespace kiln::driver {
namespace {

void WriteAll(std::FILE* stream, const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stream);
}

// Base.ARGS and Base.PROGRAM_FILE (Julia manual, "Scripting").
// Base.LOAD_PATH gets the entries of KILN_LOAD_PATH / the active project.
void SetProgramGlobals(runtime::Runtime& rt, const std::string& program_file,
                       const std::vector<std::string>& args,
                       const source::CodeLoading& code_loading) {
  if (rt.base_module == nullptr) return;
  runtime::Binding* lp = runtime::FindOwnBinding(rt.base_module, runtime::Intern("LOAD_PATH"));
  if (lp != nullptr && lp->value.defined() && lp->value.type->layout == runtime::Layout::kArray) {
    for (const std::string& e : code_loading.load_path_entries()) {
      (void)runtime::ArrayPush(rt, lp->value.As<runtime::Array>(), runtime::StringValue(rt, e));
    }
  }
  runtime::Binding* b = runtime::FindOwnBinding(rt.base_module, runtime::Intern("ARGS"));
  if (b != nullptr && b->value.defined() && b->value.type->layout == runtime::Layout::kArray) {
    for (const std::string& a : args) {
      (void)runtime::ArrayPush(rt, b->value.As<runtime::Array>(), runtime::StringValue(rt, a));
    }
  }
  if (runtime::FindOwnBinding(rt.base_module, runtime::Intern("PROGRAM_FILE")) != nullptr) {
    (void)runtime::SetGlobal(rt, rt.base_module, runtime::Intern("PROGRAM_FILE"),
                             runtime::StringValue(rt, program_file));
  }
}

extern "C" void OnProgramSigint(int) {
  if (interp::interrupt_requested) {  // the first is not spent: a call blocks
    std::signal(SIGINT, SIG_DFL);
    std::raise(SIGINT);
    return;
  }
  interp::interrupt_requested = 1;
}

}  // namespace

void Session::CatchInterrupts(bool exit_program) {
  interp_->SetExitOnInterrupt(exit_program);
  interp::interrupt_requested = 0;
  struct sigaction action {};
  action.sa_handler = OnProgramSigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGINT, &action, nullptr);
}

Session::Session(const CacheFlags& flags, std::string project, bool project_given)
    : env_(base::Env::Default()),
      flags_(flags),
      project_(std::move(project)),
      project_given_(project_given) {}

Session::~Session() { CloseCache(); }

bool Session::Open() {
  std::string cache_error;
  cache_ = OpenCache(env_, flags_, &cache_error);
  if (cache_ == nullptr) {
    std::fprintf(stderr, "kiln: %s\n", cache_error.c_str());
    return false;
  }
  loader_ = std::make_unique<CacheLoader>(env_, *cache_);
  code_loading_ = std::make_unique<source::CodeLoading>(env_, project_, project_given_);
  loader_->SetCodeLoading(code_loading_.get());
  base_root_ = source::StdlibPackageRoot(env_, "Base");
  have_base_ = env_->FileExists(base_root_);
  auto base_package = source::StdlibPackage(env_, "Base");
  if (base_package.ok()) {
    base_package_ = std::make_unique<source::Package>(*base_package);
    // Read once: the loader and the cache take it rather than read it again.
    loader_->KnowPackage(*base_package_);
    cache_->AddPackage(*base_package_);
  }
  // With a start-up image, Base is there as soon as the image is mapped; without
  // one, this run loads Base in the image region and writes one.
  if (have_base_ && base_package_ != nullptr) {
    image_ = image::StartImage::Open(env_, *base_package_, ImageOptions(flags_));
  }
  if (image_.roots() != nullptr) {
    // The image's check has just found Base's sources as they were: the cache
    // takes its word for them, and loads Base's entries only as the program
    // calls into them.
    loader_->Vouch(base_root_, image_.sources());
  } else if (have_base_ && base_package_ != nullptr) {
    image_.Begin();
    // Base's entries start decoding on the second core now, while the runtime
    // is built and the program compiled.
    loader_->Prefetch(base_root_);
  }
  rt_ = image_.roots() != nullptr ? runtime::Runtime::CreateFromImage(*image_.roots())
                                  : runtime::Runtime::Create();
  rt_->env = env_;
  // `exit(n)` leaves as the driver does: the cache's writes are finished (or abandoned,
  // bounded) before the process ends, never cut off by the C library's exit handlers
  // while the writer thread still hashes.
  rt_->set_exit_hook([this](int code) { Exit(code); });
  interp_ = std::make_unique<interp::Interpreter>(*rt_, *loader_, image_.roots());
  return true;
}

int Session::LoadBase(const std::string& program_file, const std::vector<std::string>& args) {
  if (!have_base_) {
    image_.Abandon();
    std::fprintf(stderr,
                 "kiln: cannot run programs: the standard library is not built yet (no %s; "
                 "set KILN_STDLIB to its folder)\n",
                 base_root_.c_str());
    return kExitProgramError;
  }
  runtime::Module* base = interp_->RequirePackage(runtime::Intern("Base"));
  if (base == nullptr) {
    image_.Abandon();
    std::fprintf(stderr, "kiln: cannot load Base\n");
    return Finish(false);
  }
  runtime::InstallBase(*rt_, base);
  if (image_.writing()) image_.Save(*rt_, *interp_, loader_->Sources(base_root_));
  SetProgramGlobals(*rt_, program_file, args, *code_loading_);
  // The soundness check of inference, from the program's first call on
  // (after Base, whose loading defines a method per world).
  infer_check_ = InferCheck::FromEnv(env_, *rt_, *interp_);
  return_type_query_ = std::make_unique<ReturnTypeQuery>(*rt_, *interp_);
  if (infer_check_ != nullptr) interp_->SetReturnObserver(infer_check_.get());
  // Typed tapes for hot code (interp/typed_tier.h); nothing is inferred
  // before some body is hot. Not with native code (EnableNativeCode).
  if (const uint32_t hot = TypedHotCount(env_); hot > 0 && native_tier_ == nullptr) {
    typed_tier_ = std::make_unique<InterpreterTypedTier>(*rt_, *interp_);
    interp_->SetTypedTier(typed_tier_.get(), hot);
  }
  return kExitOk;
}

tape::CompiledFile* Session::CompileFile(const std::string& path) {
  auto file = loader_->Compile(path);
  if (!file.ok()) {
    WriteAll(stderr, loader_->TakeDiagnostics());
    if (file.status().code() != base::Status::Code::kInvalidArgument) {
      std::fprintf(stderr, "kiln: %s\n", file.status().ToString().c_str());
    }
    return nullptr;
  }
  return *file;
}

tape::CompiledFile* Session::CompileText(const std::string& name, const std::string& text) {
  // Code typed or piped in is compiled, never cached (as Julia caches no REPL input).
  lower::LowerOptions options;
  options.file_path = name;
  lower::CompiledSource compiled = lower::CompileText(name, text, options);
  WriteAll(stderr, compiled.diagnostics);
  if (!compiled.ok) return nullptr;
  texts_.push_back(std::make_unique<tape::SourceCompiledFile>(name, std::move(compiled.ir)));
  return texts_.back().get();
}

bool Session::Run(tape::CompiledFile& file, runtime::Value* value) {
  // A text compiled here (-e, stdin, the REPL) is not a file: its errors are no LoadErrors.
  ran_file_ = std::none_of(texts_.begin(), texts_.end(),
                           [&](const auto& text) { return text.get() == &file; });
  return interp_->RunFile(file, rt_->main_module, value);
}

int Session::Finish(bool ok) {
  rt_->Flush();
  WriteAll(stderr, loader_->TakeDiagnostics());
  if (ok) return kExitOk;
  if (rt_->exit_requested()) return rt_->exit_code();
  runtime::Value exc = rt_->TakePendingException();
  if (exc.defined()) interp_->ReportUncaught(exc, ran_file_);
  return kExitProgramError;
}

bool Session::EnableNativeCode(bool explain, uint64_t hot_calls, const std::string& program_file) {
#if KILN_NATIVE
  if (native_tier_ == nullptr) {
    NativeTierOptions options;
    options.explain = explain;
    options.hot_calls = hot_calls;
    if (hot_calls > 0 && flags_.mode != "off" && !program_file.empty()) {
      options.warm_marker = WarmMarkerPath(env_, program_file);
      options.warm_start = !options.warm_marker.empty() && env_->FileExists(options.warm_marker);
    }
    options.env = env_;
    options.check_bounds = check_bounds_;
    options.use_store = flags_.mode != "off";
    if (loader_ != nullptr) {
      options.source_hash = [loader = loader_.get()](const std::string& path) {
        return loader->KnownSourceHash(path);
      };
    }
    native_tier_ = MakeNativeTier(*rt_, *interp_, options);
    interp_->SetNativeTier(native_tier_.get(), hot_calls);
    interp_->SetTypedTier(nullptr);  // native code takes hot code instead
  }
  return true;
#else
  (void)explain;
  (void)hot_calls;
  (void)program_file;
  return false;
#endif
}

void Session::CloseCache() {
#if KILN_NATIVE
  // The native store's writes, bounded (native_tier.h).
  if (native_tier_ != nullptr) FinishNativeTier(*native_tier_);
#endif
  if (infer_check_ != nullptr) infer_check_->Report();
  if (closed_ || cache_ == nullptr) return;
  closed_ = true;
  driver::CloseCache(*cache_, flags_);
  if (flags_.timings) {
    std::fprintf(stderr, "  start-up image: %s\n", image_.Describe().c_str());
    if (image_.roots() != nullptr && base_package_ != nullptr) {
      // Base's files are loaded only as far as the program needs them: the
      // share of Base's IR decoded is of all of it that is cached.
      uint64_t cached = 0;
      for (const cache::LocationReport& r :
           cache::Inventory(env_, *base_package_, KILN_VERSION)) {
        cached = std::max(cached, r.ir_bytes);
      }
      std::fprintf(stderr, "  Base's IR in cache: %s bytes\n", cache::WithCommas(cached).c_str());
    }
#if KILN_NATIVE
    if (native_tier_ != nullptr) PrintNativeTimings(stderr, NativeTierStatsOf(*native_tier_));
    // LLVM's static initializers wait for the first use of LLVM (base/deferred_init.h).
    if (const size_t n = base::DeferredInitializerCount(); n > 0) {
      if (base::DeferredInitializersRan()) {
        std::fprintf(stderr, "  LLVM's static initializers: %zu, run at the first use of LLVM\n", n);
      } else if (base::LinkerInitializersRan()) {
        std::fprintf(stderr, "  LLVM's static initializers: %zu, the linker's %zu run (nothing compiled)\n", n,
                     base::LinkerInitializerCount());
      } else {
        std::fprintf(stderr, "  LLVM's static initializers: %zu, not run\n", n);
      }
    }
#endif
    if (interp_ != nullptr) {
      if (typed_tier_ != nullptr) {
        PrintTypedTimings(stderr, typed_tier_->stats(), interp_->typed_counters());
      }
      const interp::Counters& counters = interp_->counters();
      std::fprintf(stderr,
                   "  methods: %llu of Base's definitions deferred, %llu of them built when "
                   "first called, %llu for the start-up image\n",
                   static_cast<unsigned long long>(counters.methods_deferred),
                   static_cast<unsigned long long>(counters.deferred_built),
                   static_cast<unsigned long long>(counters.built_for_image));
    }
  }
}

void Session::Exit(int code) {
  // The program has finished and its output is flushed: finish the cache's writes
  // (bounded) and leave without tearing down the runtime, the loaded modules and the
  // mapped cache entries one object at a time; the process exit frees them at once.
  if (rt_ != nullptr) rt_->Flush();
  CloseCache();
  std::fflush(nullptr);
  std::_Exit(code);
}

}  // namespace kiln::driver
