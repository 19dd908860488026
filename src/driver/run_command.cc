// `kiln run FILE [ARGS...]` and `kiln tape FILE`.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>

#include "base/env.h"
#include "cache/admin.h"
#include "cache/timings.h"
#include "driver/cache_command.h"
#include "driver/cache_loader.h"
#include "driver/commands.h"
#include "driver/version.h"
#include "image/start_image.h"
#include "interp/interp.h"
#include "lower/compile_file.h"
#include "runtime/array.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/runtime.h"
#include "source/stdlib.h"
#include "tape/compiled_file.h"
#include "tape/disassemble.h"

namespace kiln::driver {
namespace {

void WriteAll(std::FILE* stream, const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stream);
}

// Base.ARGS and Base.PROGRAM_FILE (Julia manual, "Scripting").
void SetProgramGlobals(runtime::Runtime& rt, const RunOptions& options,
                       const source::CodeLoading& code_loading) {
  if (rt.base_module == nullptr) return;
  runtime::Binding* lp = runtime::FindOwnBinding(rt.base_module, runtime::Intern("LOAD_PATH"));
  if (lp != nullptr && lp->value.defined() && lp->value.type->layout == runtime::Layout::kArray) {
    for (const std::string& e : code_loading.load_path_entries()) {
      (void)runtime::ArrayPush(rt, lp->value.As<runtime::Array>(), runtime::StringValue(rt, e));
    }
  }
  runtime::Binding* args = runtime::FindOwnBinding(rt.base_module, runtime::Intern("ARGS"));
  if (args != nullptr && args->value.defined() &&
      args->value.type->layout == runtime::Layout::kArray) {
    for (const std::string& a : options.args) {
      (void)runtime::ArrayPush(rt, args->value.As<runtime::Array>(), runtime::StringValue(rt, a));
    }
  }
  if (runtime::FindOwnBinding(rt.base_module, runtime::Intern("PROGRAM_FILE")) != nullptr) {
    (void)runtime::SetGlobal(rt, rt.base_module, runtime::Intern("PROGRAM_FILE"),
                             runtime::StringValue(rt, options.file));
  }
}

}  // namespace

int RunCommand(const RunOptions& options) {
  base::Env* env = base::Env::Default();
  if (!env->FileExists(options.file)) {
    std::fprintf(stderr, "kiln: cannot read %s: No such file or directory\n",
                 options.file.c_str());
    return kExitProgramError;
  }
  std::string cache_error;
  std::unique_ptr<cache::IrCache> ir_cache = OpenCache(env, options.cache, &cache_error);
  if (ir_cache == nullptr) {
    std::fprintf(stderr, "kiln: %s\n", cache_error.c_str());
    return kExitUsage;
  }
  // At every exit: pending cache writes get a bounded wait, then --timings.
  struct CloseAtExit {
    cache::IrCache& cache;
    const CacheFlags& flags;
    const interp::Counters* counters = nullptr;
    const image::StartImage* image = nullptr;
    const source::Package* base_package = nullptr;
    bool closed = false;
    void Close() {
      if (closed) return;
      closed = true;
      CloseCache(cache, flags);
      if (flags.timings && image != nullptr) {
        std::fprintf(stderr, "  start-up image: %s\n", image->Describe().c_str());
        if (image->roots() != nullptr && base_package != nullptr) {
          // Base's files are loaded only as far as the program needs them: the
          // share of Base's IR decoded is of all of it that is cached.
          uint64_t cached = 0;
          for (const cache::LocationReport& r :
               cache::Inventory(base::Env::Default(), *base_package, KILN_VERSION)) {
            cached = std::max(cached, r.ir_bytes);
          }
          std::fprintf(stderr, "  Base's IR in cache: %s bytes\n", cache::WithCommas(cached).c_str());
        }
      }
      if (flags.timings && counters != nullptr) {
        std::fprintf(stderr,
                     "  methods: %llu of Base's definitions deferred, %llu of them built when "
                     "first called, %llu for the start-up image\n",
                     static_cast<unsigned long long>(counters->methods_deferred),
                     static_cast<unsigned long long>(counters->deferred_built),
                     static_cast<unsigned long long>(counters->built_for_image));
      }
    }
    ~CloseAtExit() { Close(); }
  } close_at_exit{*ir_cache, options.cache};
  CacheLoader loader(env, *ir_cache);
  source::CodeLoading code_loading(env, options.project, options.project_given);
  loader.SetCodeLoading(&code_loading);
  std::string base_root = source::StdlibPackageRoot(env, "Base");
  const bool have_base = env->FileExists(base_root);
  auto base_package = source::StdlibPackage(env, "Base");
  // With a start-up image, Base is there as soon as the image is mapped; without
  // one, this run loads Base in the image region and writes one.
  image::StartImage image = have_base && base_package.ok()
                                ? image::StartImage::Open(env, *base_package,
                                                          ImageOptions(options.cache))
                                : image::StartImage();
  close_at_exit.image = &image;
  if (base_package.ok()) close_at_exit.base_package = &*base_package;
  if (image.roots() != nullptr) {
    // The image's check has just found Base's sources as they were: the cache
    // takes its word for them, and loads Base's entries only as the program
    // calls into them.
    loader.Vouch(base_root, image.sources());
  } else if (have_base && base_package.ok()) {
    image.Begin();
    // Base's entries start decoding on the second core now, while the runtime
    // is built and the program compiled.
    loader.Prefetch(base_root);
  }
  runtime::RuntimePtr rt = image.roots() != nullptr
                               ? runtime::Runtime::CreateFromImage(*image.roots())
                               : runtime::Runtime::Create();
  interp::Interpreter interp(*rt, loader, env, image.roots());
  close_at_exit.counters = &interp.counters();

  auto report = [&](bool ok) {
    rt->Flush();
    WriteAll(stderr, loader.TakeDiagnostics());
    if (ok) return kExitOk;
    if (rt->exit_requested()) return rt->exit_code();
    runtime::Value exc = rt->TakePendingException();
    if (exc.defined()) interp.ReportUncaught(exc);
    return kExitProgramError;
  };

  // The program first, so that its syntax errors are reported at once.
  auto file = loader.Compile(options.file);
  if (!file.ok()) {
    WriteAll(stderr, loader.TakeDiagnostics());
    if (file.status().code() != base::Status::Code::kInvalidArgument) {
      std::fprintf(stderr, "kiln: %s\n", file.status().ToString().c_str());
    }
    return kExitProgramError;
  }
  // Then Base: every module uses it.
  if (!have_base) {
    image.Abandon();
    std::fprintf(stderr,
                 "kiln: cannot run programs: the standard library is not built yet (no %s; "
                 "set KILN_STDLIB to its folder)\n",
                 base_root.c_str());
    return kExitProgramError;
  }
  runtime::Module* base = interp.RequirePackage(runtime::Intern("Base"));
  if (base == nullptr) {
    image.Abandon();
    std::fprintf(stderr, "kiln: cannot load Base\n");
    return report(false);
  }
  runtime::InstallBase(*rt, base);
  if (image.writing()) image.Save(*rt, interp, loader.Sources(base_root));
  SetProgramGlobals(*rt, options, code_loading);

  int code = report(interp.RunFile(**file, rt->main_module));
  // The program has finished and its output is flushed: finish the cache's writes
  // (bounded) and leave without tearing down the runtime, the loaded modules and the
  // mapped cache entries one object at a time; the process exit frees them at once.
  close_at_exit.Close();
  std::fflush(nullptr);
  std::_Exit(code);
}

int TapeCommand(const std::string& path) {
  base::Env* env = base::Env::Default();
  lower::LowerOptions options;
  options.file_path = path;
  options.implicit_using_base = !source::IsBaseFile(env, path);
  auto compiled = lower::CompileFile(env, path, options);
  if (!compiled.ok()) {
    std::fprintf(stderr, "kiln: cannot read %s: %s\n", path.c_str(),
                 compiled.status().ToString().c_str());
    return kExitProgramError;
  }
  WriteAll(stderr, compiled->diagnostics);
  if (!compiled->ok) return kExitProgramError;
  tape::SourceCompiledFile file(path, std::move(compiled->ir));
  std::string out;
  for (size_t i = 0; i < file.module_count(); ++i) {
    const ir::ModuleIr& m = file.module(i);
    out += "module " + std::string(m.NameText(m.name)) + "\n";
    for (size_t b = 0; b < m.bodies().size(); ++b) {
      auto tape = file.Tape(i, ir::BodyId(static_cast<uint32_t>(b)));
      if (!tape.ok()) {
        std::fprintf(stderr, "kiln: %s\n", tape.status().ToString().c_str());
        return kExitProgramError;
      }
      out += "\n" + tape::Disassemble(m, **tape);
    }
  }
  WriteAll(stdout, out);
  return kExitOk;
}

}  // namespace kiln::driver
