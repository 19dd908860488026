// Method bodies as the interpreter has them (interpreter_bodies.h).
#include "driver/interpreter_bodies.h"

#include <chrono>
#include <ctime>
#include <utility>

#include "interp/code.h"
#include "interp/natives.h"
#include "lower/compile_file.h"
#include "runtime/types.h"
#include "source/stdlib.h"

namespace kiln::driver {

double ThreadCpuMs() {
  timespec ts{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) return 0;
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

bool IsDefaultConstructor(runtime::MethodInstance* mi) {
  runtime::Method* m = mi->def;
  if (m->body == nullptr || interp::IsImageBody(m->body)) return false;
  const auto* code = static_cast<const interp::Code*>(m->body);
  return code->native == interp::NativeBodyAt(interp::NativeBodyId::kConstructorOfCallee);
}

bool InterpreterBodies::Find(runtime::Method* m, infer::BodyRef* out) {
  interp::LoweredBody body;
  if (!interp_.FindLoweredBody(m, &body)) return false;
  if (body.body->stmts.empty()) {
    const ir::ModuleIr* fresh = Relowered(body.file, body.module_index);
    if (fresh == nullptr || body.body_index >= fresh->bodies().size()) return false;
    body.module_ir = fresh;
    body.body = &fresh->body(ir::BodyId(body.body_index));
    if (body.body->stmts.empty()) return false;
  }
  out->module_ir = body.module_ir;
  out->body = body.body;
  out->module = body.module;
  out->handle = body.handle;
  return true;
}

runtime::Type* NativeBodyReturnType(runtime::Runtime& rt, runtime::MethodInstance* mi) {
  runtime::Method* m = mi->def;
  if (m->body == nullptr || interp::IsImageBody(m->body)) return nullptr;
  const auto* code = static_cast<const interp::Code*>(m->body);
  auto native_is = [&](interp::NativeBodyId id) { return code->native == interp::NativeBodyAt(id); };
  if (native_is(interp::NativeBodyId::kEmptyBox)) return rt.core.box;
  if (native_is(interp::NativeBodyId::kConstructorInferringParams)) {
    // T(args...) where {P...}: T{P...}, once the call's types determine every P.
    if (code->native_type == nullptr || mi->sparams == nullptr) return nullptr;
    for (int64_t i = 0; i < mi->sparams->length; ++i) {
      runtime::Value p = (*mi->sparams)[i];
      if (!p.defined() || !runtime::IsType(p) || !runtime::IsConcreteType(runtime::AsType(p))) {
        return nullptr;
      }
    }
    runtime::Value t;
    if (!runtime::ApplyType(rt, code->native_type->name->wrapper, mi->sparams->data(),
                            static_cast<uint32_t>(mi->sparams->length), &t)) {
      if (rt.has_pending_exception()) (void)rt.TakePendingException();
      return nullptr;
    }
    return runtime::IsType(t) && runtime::IsConcreteType(runtime::AsType(t)) ? runtime::AsType(t)
                                                                              : nullptr;
  }
  // T(fields...), the default constructor: a T.
  runtime::DataType* spec = mi->spec_types;
  if (!native_is(interp::NativeBodyId::kConstructorOfCallee) || spec == nullptr || spec->nparams() < 1) {
    return nullptr;
  }
  runtime::Value callee = spec->param(0);
  if (!runtime::IsType(callee) || !runtime::IsDataType(runtime::AsType(callee))) return nullptr;
  runtime::DataType* c = runtime::AsDataType(runtime::AsType(callee));
  if (!c->is_type_type()) return nullptr;
  runtime::Value t = c->param(0);
  if (runtime::IsType(t) && runtime::IsConcreteType(runtime::AsType(t))) return runtime::AsType(t);
  return nullptr;
}

const ir::ModuleIr* InterpreterBodies::Relowered(const tape::CompiledFile* file, size_t module_index) {
  if (file == nullptr) return nullptr;
  auto it = relowered_.find(file);
  if (it == relowered_.end()) {
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = ThreadCpuMs();
    base::Env* env = rt_.env != nullptr ? rt_.env : base::Env::Default();
    lower::LowerOptions options;
    options.file_path = file->path();
    options.implicit_using_base = !source::IsBaseFile(env, file->path());
    std::unique_ptr<ir::FileIr> ir;
    auto compiled = lower::CompileFile(env, file->path(), options);
    if (compiled.ok() && compiled->ok && compiled->ir.modules.size() == file->module_count()) {
      ir = std::make_unique<ir::FileIr>(std::move(compiled->ir));
    }
    it = relowered_.emplace(file, std::move(ir)).first;
    relower_ms_ +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    relower_cpu_ms_ += ThreadCpuMs() - cpu_start;
  }
  if (it->second == nullptr || module_index >= it->second->modules.size()) return nullptr;
  return it->second->modules[module_index].get();
}

}  // namespace kiln::driver
