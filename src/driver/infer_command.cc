// `kiln infer`. The program is run first (methods, types and closures exist
// only once its top level has run), from source, with no cache and no
// start-up image, so that every Method's body is the interpreter's Code for
// lowered IR in memory; then inference runs in the latest world.
#include "driver/infer_command.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_set>

#include "base/env.h"
#include "base/hash.h"
#if KILN_NATIVE
#include "codegen/codegen.h"
#include "driver/native_tier.h"
#endif
#include "driver/commands.h"
#include "driver/interpreter_bodies.h"
#include "engine/engine.h"
#include "infer/inference.h"
#include "infer/invalidate.h"
#include "infer/print.h"
#include "interp/machine.h"
#include "interp/natives.h"
#include "lower/compile_file.h"
#include "runtime/dispatch.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "source/stdlib.h"
#include "tape/compiled_file.h"

namespace kiln::driver {
namespace {

// Compiles every file from source and keeps it.
class SourceLoader final : public interp::Loader {
 public:
  explicit SourceLoader(base::Env* env) : env_(env) {}
  base::ErrorOr<tape::CompiledFile*> Compile(const std::string& path) override {
    auto it = files_.find(path);
    if (it != files_.end()) return it->second.get();
    lower::LowerOptions options;
    options.file_path = path;
    options.implicit_using_base = !source::IsBaseFile(env_, path);
    ASSIGN_OR_RETURN(lower::CompiledSource compiled, lower::CompileFile(env_, path, options));
    diagnostics_ += compiled.diagnostics;
    if (!compiled.ok) return base::Status::InvalidArgument("syntax errors in " + path);
    auto file = std::make_unique<tape::SourceCompiledFile>(path, std::move(compiled.ir));
    tape::CompiledFile* raw = file.get();
    files_.emplace(path, std::move(file));
    return raw;
  }
  base::ErrorOr<std::string> FindPackage(const std::string& name) override {
    std::string root = source::StdlibPackageRoot(env_, name);
    if (!env_->FileExists(root)) return base::Status::NotFound(root);
    return root;
  }
  std::string TakeDiagnostics() { return std::exchange(diagnostics_, std::string()); }

 private:
  base::Env* env_;
  std::map<std::string, std::unique_ptr<tape::CompiledFile>> files_;
  std::string diagnostics_;
};

// Method bodies are the interpreter's Code objects (interp/machine.h).
class MachineBodies final : public infer::BodySource {
 public:
  explicit MachineBodies(runtime::Runtime& rt) : rt_(rt) {}
  runtime::Type* NativeReturnType(runtime::MethodInstance* mi) override {
    return NativeBodyReturnType(rt_, mi);
  }
  bool Find(runtime::Method* m, infer::BodyRef* out) override {
    if (m->body == nullptr || interp::IsImageBody(m->body)) return false;
    const auto* code = static_cast<const interp::Code*>(m->body);
    if (code->native != nullptr || code->lm == nullptr || code->lm->ir == nullptr) return false;
    const ir::ModuleIr* mir = code->lm->ir;
    if (code->body.index >= mir->bodies().size()) return false;
    out->module_ir = mir;
    out->body = &mir->body(code->body);
    out->module = code->lm->module;
    out->handle = code->lm;
    return true;
  }
  runtime::Value ClosureType(const infer::BodyRef& ref, uint32_t closure_id) override {
    const auto* lm = static_cast<const interp::LinkedModule*>(ref.handle);
    if (lm == nullptr || closure_id >= lm->closure_types.size()) return runtime::Value();
    return lm->closure_types[closure_id];
  }

 private:
  runtime::Runtime& rt_;
};

// Discards the program's output; exit() returns to here.
class QuietIO final : public runtime::RuntimeIO {
 public:
  void Write(int, std::string_view) override {}
  size_t Read(char*, size_t) override { return 0; }
  void Exit(int) override {}
};

// Every method reachable from `roots`' bindings (functions, callable types),
// plus the constructors.
void CollectMethods(runtime::Runtime& rt, std::vector<runtime::Module*> modules,
                    std::vector<runtime::Method*>* out) {
  std::unordered_set<const void*> seen_modules, seen_tables, seen_methods;
  auto add_table = [&](runtime::MethodTable* mt) {
    if (mt == nullptr || !seen_tables.insert(mt).second) return;
    runtime::ResolveMethods(rt, mt, runtime::Value(), /*for_read=*/true);
    for (runtime::Method* m : mt->methods) {
      if (seen_methods.insert(m).second) out->push_back(m);
    }
  };
  while (!modules.empty()) {
    runtime::Module* mod = modules.back();
    modules.pop_back();
    if (mod == nullptr || !seen_modules.insert(mod).second) continue;
    std::vector<runtime::Binding*> bindings;
    mod->bindings.ForEach([&](runtime::Binding* b) { bindings.push_back(b); });
    std::sort(bindings.begin(), bindings.end(), [](runtime::Binding* a, runtime::Binding* b) {
      return a->name->name() < b->name->name();
    });
    for (runtime::Binding* b : bindings) {
      if (b->imported != nullptr || !b->value.defined()) continue;
      runtime::Value v = b->value;
      if (v.type == rt.core.module) {
        modules.push_back(v.As<runtime::Module>());
      } else if (v.type->name != nullptr && v.type->name->mt != nullptr) {
        add_table(v.type->name->mt);
      }
    }
  }
  add_table(rt.type_callee_mt);
}

#if KILN_NATIVE
// `--native`: emits ci's module twice (the two must be byte-identical) and
// says what it holds, or why ci is not native.
std::string NativeReport(codegen::Codegen& codegen, engine::CodeInstance* ci, uint64_t world,
                         bool with_ir) {
  codegen::Emitted first, second;
  std::string why;
  if (!codegen.Emit(ci, world, &first, &why)) return "  native: no: " + why + "\n";
  if (!codegen.Emit(ci, world, &second, &why) || second.bitcode != first.bitcode) {
    return "  native: NONDETERMINISTIC: two emissions differ\n";
  }
  std::string out = "  native: bitcode " + base::Xxh3_128(first.bitcode).ToHex() + ", " +
                    std::to_string(first.functions) + " function(s), entry " + first.link.entry +
                    ", invoke " + first.link.invoke + "\n";
  for (const codegen::LinkerInfo::Callee& c : first.link.callees) {
    out += "    callee " + c.local_name + " = " + codegen.StableKey(c.ci) + "\n";
  }
  for (const std::string& r : first.link.runtime_refs) out += "    runtime " + r + "\n";
  if (with_ir) out += codegen::Codegen::BitcodeToText(first.bitcode);
  return out;
}
#endif

}  // namespace

CLI::App* AddInferCommand(CLI::App& app, InferCommandOptions& options) {
  CLI::App* cmd = app.add_subcommand(
      "infer", "Run a program, then print its methods' inferred code and edges (like @code_typed)");
  cmd->add_option("FILE", options.file, "Julia source file")->required();
  cmd->add_option("--function", options.function, "Only the methods of this function");
  cmd->add_flag("--all-methods", options.all_methods,
                "Also infer every method of Base and of every module loaded");
  cmd->add_flag("--summary", options.summary, "Print counts and times, not the code");
  cmd->add_flag("--native", options.native,
                "Also emit each CodeInstance's native module twice: its bitcode hash and linker "
                "info, or why it is outside native code's subset");
  cmd->add_flag("--native-ir", options.native_ir, "Like --native, and print each module's LLVM IR");
  cmd->add_option("--then", options.then_file,
                  "Run this file afterwards and list the CodeInstances its definitions invalidate");
  return cmd;
}

int InferCommand(const InferCommandOptions& options) {
  base::Env* env = base::Env::Default();
  if (!env->FileExists(options.file)) {
    std::fprintf(stderr, "kiln: cannot read %s: No such file or directory\n",
                 options.file.c_str());
    return kExitProgramError;
  }
  std::string base_root = source::StdlibPackageRoot(env, "Base");
  if (!env->FileExists(base_root)) {
    std::fprintf(stderr, "kiln: cannot infer: the standard library is not found (no %s)\n",
                 base_root.c_str());
    return kExitProgramError;
  }
  SourceLoader loader(env);
  runtime::RuntimePtr rt = runtime::Runtime::Create(std::make_unique<QuietIO>());
  rt->env = env;
  interp::Machine machine(*rt, loader);
  auto file = loader.Compile(options.file);
  if (!file.ok()) {
    // A syntax error has its diagnostics; a file that cannot be read (a
    // folder, say) has only the status.
    std::string diagnostics = loader.TakeDiagnostics();
    if (diagnostics.empty()) {
      diagnostics = "kiln: cannot read " + options.file + ": " + file.status().ToString() + "\n";
    }
    std::fputs(diagnostics.c_str(), stderr);
    return kExitProgramError;
  }
  runtime::Module* base = machine.RequirePackage(runtime::Intern("Base"));
  if (base == nullptr) {
    std::fprintf(stderr, "kiln: cannot load Base\n");
    return kExitProgramError;
  }
  runtime::InstallBase(*rt, base);
  // The program's own errors do not stop inference of what it defined.
  if (!machine.RunFile(**file, rt->main_module)) (void)rt->TakePendingException();

  const auto start = std::chrono::steady_clock::now();
  engine::Engine engine;
  MachineBodies bodies(*rt);
  uint64_t roots = 0;
  std::vector<engine::CodeInstance*> shown;
  {
    infer::Inference inference(*rt, engine, bodies, /*invalidated_on_definition=*/true);
    const uint64_t world = rt->world();
    runtime::Symbol* program = runtime::Intern((*file)->path());
    std::vector<runtime::Method*> methods;
    if (options.all_methods) machine.BuildDeferredMethods();
    CollectMethods(*rt, {rt->main_module}, &methods);
    if (options.all_methods) CollectMethods(*rt, {rt->core_module, base}, &methods);
    auto wanted = [&](const runtime::Method* m) {
      return options.function.empty() ||
             (m->name != nullptr && m->name->name() == options.function);
    };
    for (runtime::Method* m : methods) {
      const bool own = m->file == program;
      if (!options.all_methods && (!own || !wanted(m))) continue;
      if (m->deleted_world <= world) continue;  // replaced
      // The specializations the run made (concrete types), else the signature.
      std::vector<runtime::MethodInstance*> mis;
      m->specializations.ForEach([&](runtime::MethodInstance* mi) { mis.push_back(mi); });
      std::vector<std::pair<std::string, runtime::MethodInstance*>> sorted;
      for (runtime::MethodInstance* mi : mis) {
        sorted.emplace_back(infer::ShowMethodInstance(inference.lattice(), mi), mi);
      }
      std::sort(sorted.begin(), sorted.end(),
                [](const auto& a, const auto& b) { return a.first < b.first; });
      if (sorted.empty()) {
        runtime::MethodInstance* mi = inference.GenericInstance(m);
        if (mi != nullptr) sorted.emplace_back("", mi);
      }
      for (const auto& [text, mi] : sorted) {
        (void)inference.Infer(mi, world);
        ++roots;
      }
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (options.summary) {
      const infer::InferenceStats& s = inference.stats();
      uint64_t concrete = 0;
      for (engine::CodeInstance* ci : inference.published()) {
        if (ci->rettype_const.defined() ||
            (ci->rettype != nullptr && inference.lattice().IsDispatchable(ci->rettype))) {
          ++concrete;
        }
      }
      std::printf("methods inferred from: %llu\nCodeInstances: %llu (concrete return type: %llu)\n"
                  "passes: %llu, SCCs: %llu (widened: %llu), depth-limited calls: %llu, "
                  "without body: %llu\ntime: %.1f ms\n",
                  static_cast<unsigned long long>(roots),
                  static_cast<unsigned long long>(s.inferred),
                  static_cast<unsigned long long>(concrete),
                  static_cast<unsigned long long>(s.passes),
                  static_cast<unsigned long long>(s.sccs),
                  static_cast<unsigned long long>(s.sccs_widened),
                  static_cast<unsigned long long>(s.depth_limited),
                  static_cast<unsigned long long>(s.no_source), ms);
      return kExitOk;
    }
    // Every CodeInstance of the program's own methods, in source order.
    for (engine::CodeInstance* ci : inference.published()) {
      if (ci->mi->def->file == program && wanted(ci->mi->def)) shown.push_back(ci);
    }
    std::vector<std::pair<std::pair<int32_t, std::string>, engine::CodeInstance*>> order;
    for (engine::CodeInstance* ci : shown) {
      order.push_back({{ci->mi->def->line, infer::ShowMethodInstance(inference.lattice(), ci->mi)}, ci});
    }
    std::sort(order.begin(), order.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string out;
#if KILN_NATIVE
    codegen::Codegen codegen(*rt, engine);
    codegen.SetDefaultConstructorTest(IsDefaultConstructor);
#endif
    for (size_t i = 0; i < order.size(); ++i) {
      if (i) out += "\n";
      out += infer::PrintCodeInstance(inference.lattice(), *order[i].second);
      if (options.native || options.native_ir) {
#if KILN_NATIVE
        out += NativeReport(codegen, order[i].second, world, options.native_ir);
#else
        out += "  native: not in this build (KILN_NATIVE)\n";
#endif
      }
    }
    if (!options.then_file.empty()) {
      // Every method the later file defines (in its functions, Base's or a
      // constructor's table), in definition order, invalidates what it falsifies.
      auto later = loader.Compile(options.then_file);
      if (!later.ok()) {
        std::fputs(loader.TakeDiagnostics().c_str(), stderr);
        return kExitProgramError;
      }
      if (!machine.RunFile(**later, rt->main_module)) (void)rt->TakePendingException();
      std::vector<runtime::Method*> all;
      CollectMethods(*rt, {rt->main_module, rt->core_module, base}, &all);
      std::vector<runtime::Method*> added;
      for (runtime::Method* m : all) {
        if (m->primary_world > world) added.push_back(m);
      }
      std::sort(added.begin(), added.end(), [](runtime::Method* a, runtime::Method* b) {
        return a->primary_world < b->primary_world;
      });
      out += "\n--- after " + options.then_file + " ---\n";
      for (runtime::Method* m : added) {
        const size_t n = infer::InvalidateForMethod(engine, *rt, m);
        out += "method " + std::string(m->name->name()) + " at line " + std::to_string(m->line) +
               ": " + std::to_string(n) + " CodeInstances invalidated\n";
      }
      for (const auto& [key, ci] : order) {
        const bool valid = ci->ValidIn(rt->world());
        out += std::string(valid ? "valid       " : "invalidated ") +
               infer::ShowMethodInstance(inference.lattice(), ci->mi) + "\n";
      }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
  }
  std::fflush(stdout);
  std::_Exit(kExitOk);
}

}  // namespace kiln::driver
