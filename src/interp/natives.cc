// Bodies the interpreter provides itself (natives.h): Julia's default
// constructors, and the Core functions whose work needs the interpreter's state;
// and the definitions that give types and modules such methods.
#include "interp/natives.h"

#include <vector>

#include "interp/definitions.h"
#include "interp/machine.h"
#include "runtime/builtins.h"
#include "runtime/errors.h"
#include "runtime/object.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::interp {

using runtime::DataType;
using runtime::Type;
using runtime::TypeValue;

namespace {

// Converts each argument to its field's type (Base.convert, as Julia's
// default constructor does) and makes the object with `new`.
bool ConstructConverting(Machine& m, DataType* type, const Value* args, uint32_t n, Value* out) {
  runtime::Runtime& rt = m.rt();
  // Copied first: converting calls back into Kiln.
  runtime::RootedVector<Value> fields(n + 1);
  fields[0] = TypeValue(type);
  for (uint32_t i = 0; i < n; ++i) fields[i + 1] = args[i];
  for (uint32_t i = 0; i < n; ++i) {
    Value ft = runtime::FieldType(rt, type, i);
    Value v = fields[i + 1];
    if (!runtime::IsA(rt, v, runtime::AsType(ft))) {
      runtime::Binding* convert =
          rt.base_module ? runtime::ResolveBinding(rt, rt.base_module, runtime::Intern("convert"))
                         : nullptr;
      if (convert == nullptr || !convert->value.defined()) {
        return runtime::ThrowTypeError(rt, std::string(type->name->name->name()), "", ft, v);
      }
      Value cargs[2] = {ft, v};
      if (!m.CallFunction(convert->value, cargs, 2, &v)) return false;
    }
    fields[i + 1] = v;
  }
  return runtime::CallBuiltin(rt, runtime::BuiltinId::kNew, fields.data(), n + 1, out);
}

// T(args...) for a non-parametric T, and (::Type{T{P...}})(args...).
bool ConstructorOfCallee(Machine& m, const Code&, runtime::MethodInstance*, const Value* args,
                         uint32_t n, Value* out) {
  DataType* type = runtime::AsDataType(runtime::AsType(args[0]));
  return ConstructConverting(m, type, args + 1, n - 1, out);
}

// T(args::FT...) where {P...}: the parameters come from the arguments' types.
bool ConstructorInferringParams(Machine& m, const Code& code, runtime::MethodInstance* mi,
                                const Value* args, uint32_t n, Value* out) {
  runtime::Runtime& rt = m.rt();
  Value type;
  if (!runtime::ApplyType(rt, code.native_type->name->wrapper, mi->sparams->data(),
                          static_cast<uint32_t>(mi->sparams->length), &type)) {
    return false;
  }
  return ConstructConverting(m, runtime::AsDataType(runtime::AsType(type)), args + 1, n - 1, out);
}

// rethrow(): raises the exception being handled again (Julia's `rethrow`).
bool Rethrow(Machine& m, const Code&, runtime::MethodInstance*, const Value*, uint32_t, Value*) {
  return m.Rethrow();
}

// Core._call_latest(f, args...): calls f in the latest world (the engine of
// Base.invokelatest; Julia manual, "Redefining Methods").
bool CallLatest(Machine& m, const Code&, runtime::MethodInstance*, const Value* args,
                uint32_t nargs, Value* out) {
  return m.CallFunction(args[1], args + 2, nargs - 2, out);
}

// Core.invoke(f, T::Type{<:Tuple}, args...): calls the method of f that a call with
// argument types T would select, with args (Julia's `invoke`).
bool InvokeMethod(Machine& m, const Code&, runtime::MethodInstance*, const Value* args,
                  uint32_t nargs, Value* out) {
  runtime::Runtime& rt = m.rt();
  Value f = args[1];
  Value t = args[2];
  if (!t.defined() || !runtime::IsType(t) || !runtime::IsDataType(t.As<runtime::Type>()) ||
      !runtime::AsDataType(t.As<runtime::Type>())->is_tuple()) {
    return runtime::ThrowArgumentError(rt, "invoke: the types must be a Tuple type");
  }
  runtime::DataType* tt = runtime::AsDataType(t.As<runtime::Type>());
  runtime::RootedVector<Value> types;
  types.push_back(TypeValue(f.type->is_kind() ? runtime::TypeOfType(rt, f.As<runtime::Type>())
                                              : f.type));
  for (uint32_t i = 0; i < tt->nparams(); ++i) types.push_back(tt->param(i));
  runtime::DataType* sig = runtime::AsDataType(
      runtime::MakeTupleType(rt, types.data(), static_cast<uint32_t>(types.size())));
  runtime::RootedVector<Value> call;
  call.push_back(f);
  for (uint32_t i = 3; i < nargs; ++i) call.push_back(args[i]);
  const uint32_t n = static_cast<uint32_t>(call.size());
  // The arguments must be of the types (Julia: "invoke: argument type error").
  Value arg_tuple;
  if (!runtime::CallBuiltin(rt, runtime::BuiltinId::kTuple, call.data() + 1, n - 1, &arg_tuple)) {
    return false;
  }
  if (!runtime::Subtype(rt, arg_tuple.type, tt)) {
    return runtime::ThrowTypeError(rt, "invoke: argument type error", "", t, arg_tuple);
  }
  runtime::MethodInstance* mi = runtime::InvokeDispatch(rt, sig, call.data(), n, rt.world());
  if (mi == nullptr) return false;
  return m.CallMethodInstance(mi, call.data(), n, out);
}

// Core._require(name::Symbol): loads package `name` (once) and returns its
// module; Base's `rand` loads Random this way, as Julia has it loaded.
bool Require(Machine& m, const Code&, runtime::MethodInstance*, const Value* args, uint32_t,
             Value* out) {
  if (args[1].type != m.rt().core.symbol) {
    return runtime::ThrowTypeError(m.rt(), "_require", "", TypeValue(m.rt().core.symbol), args[1]);
  }
  runtime::Module* mod = m.RequirePackage(args[1].As<runtime::Symbol>());
  if (mod == nullptr) return false;
  *out = Value::FromObject(mod);
  return true;
}

// M.include(path): runs a file in module M (the module the method was defined
// for), resolving a relative path against the file that calls it.
bool ModuleInclude(Machine& m, const Code&, runtime::MethodInstance* mi, const Value* args,
                   uint32_t, Value* out) {
  return m.IncludeNested(mi->def->module, args[1], out);
}

// Core._eval_string(m::Module, text::String, name::String): runs source text
// as top-level code of m (Base's eval and include_string).
bool EvalString(Machine& m, const Code&, runtime::MethodInstance*, const Value* args, uint32_t,
                Value* out) {
  runtime::Runtime& rt = m.rt();
  if (args[1].type != rt.core.module) {
    return runtime::ThrowTypeError(rt, "_eval_string", "", TypeValue(rt.core.module), args[1]);
  }
  for (int i = 2; i <= 3; ++i) {
    if (args[i].type != rt.core.string) {
      return runtime::ThrowTypeError(rt, "_eval_string", "", TypeValue(rt.core.string), args[i]);
    }
  }
  return m.EvalString(args[1].As<runtime::Module>(), args[2].As<runtime::String>()->view(),
                      std::string(args[3].As<runtime::String>()->view()), out);
}

// M.eval(ex) (in module M), M.eval(m, ex) and Core.eval(m, ex): Base._eval(m, ex).
bool ModuleEval(Machine& m, const Code&, runtime::MethodInstance* mi, const Value* args,
                uint32_t nargs, Value* out) {
  runtime::Runtime& rt = m.rt();
  runtime::Binding* impl =
      rt.base_module ? runtime::ResolveBinding(rt, rt.base_module, runtime::Intern("_eval"))
                     : nullptr;
  if (impl == nullptr || !impl->value.defined()) {
    return runtime::ThrowErrorException(rt, "eval is not available before Base is loaded");
  }
  Value call_args[2];
  if (nargs == 2) {
    call_args[0] = Value::FromObject(mi->def->module);
    call_args[1] = args[1];
  } else {
    call_args[0] = args[1];
    call_args[1] = args[2];
  }
  return m.CallFunction(impl->value, call_args, 2, out);
}

// Core.Box(): a box with no contents yet.
bool EmptyBox(Machine& m, const Code&, runtime::MethodInstance*, const Value*, uint32_t,
              Value* out) {
  *out = Value::FromObject(runtime::NewBox(m.rt(), Value()));
  return true;
}

// Core._task_switch(from::Task, to::Task): runs task `to` until some task
// switches back to `from`, the running one (Base's tasks.jl schedules).
bool TaskSwitch(Machine& m, const Code&, runtime::MethodInstance*, const Value* args, uint32_t,
                Value* out) {
  Value from = args[1];
  Value to = args[2];
  if (!m.SwitchTask(from, to)) return false;
  *out = m.rt().core.Nothing();
  return true;
}

// Core._backtrace(caught::Bool): the frames of the call stack, or of the exception
// last thrown (Base's stacktrace() and catch_backtrace()).
bool Backtrace(Machine& m, const Code&, runtime::MethodInstance*, const Value* args, uint32_t,
               Value* out) {
  const bool caught = args[1].defined() && args[1].type == m.rt().core.bool_ && args[1].bits != 0;
  return m.BacktraceFrames(caught, out);
}

// Every native body, by the number a start-up image records for it.
// In the order of NativeBodyId.
constexpr NativeBody kNativeBodies[] = {ConstructorOfCallee, ConstructorInferringParams,
                                        Rethrow, CallLatest, ModuleInclude, EmptyBox, Require,
                                        EvalString, ModuleEval, TaskSwitch, Backtrace,
                                        InvokeMethod};
static_assert(std::size(kNativeBodies) == static_cast<size_t>(NativeBodyId::kInvokeMethod) + 1);

}  // namespace

bool NewConverting(Machine& m, const Value* args, uint32_t n, Value* out) {
  runtime::Runtime& rt = m.rt();
  if (n >= 1 && runtime::IsType(args[0]) && runtime::IsDataType(runtime::AsType(args[0]))) {
    DataType* type = runtime::AsDataType(runtime::AsType(args[0]));
    if (type->concrete() && n - 1 <= type->nfields &&
        (type->layout == runtime::Layout::kStruct || type->layout == runtime::Layout::kSingleton)) {
      bool fits = true;
      for (uint32_t i = 0; i + 1 < n && fits; ++i) {
        Value ft = runtime::FieldType(rt, type, i);
        fits = !runtime::IsTypeOrVar(ft) || ft.As<Type>() == rt.core.any ||
               runtime::IsA(rt, args[i + 1], runtime::AsType(ft));
      }
      if (!fits) return ConstructConverting(m, type, args + 1, n - 1, out);
      // The checks `new` makes passed: build the object without checking twice.
      *out = runtime::NewStructValue(rt, type, args + 1, n - 1);
      return true;
    }
  }
  return runtime::CallBuiltin(rt, runtime::BuiltinId::kNew, args, n, out);
}

NativeBody NativeBodyAt(uint32_t index) {
  return index < std::size(kNativeBodies) ? kNativeBodies[index] : nullptr;
}

int32_t NativeBodyIndex(NativeBody fn) {
  for (size_t i = 0; i < std::size(kNativeBodies); ++i) {
    if (kNativeBodies[i] == fn) return static_cast<int32_t>(i);
  }
  return -1;
}

bool Definitions::AddNative(runtime::Module* module, runtime::Symbol* file, runtime::Symbol* name,
                            DataType* type, runtime::Type* sig, NativeBody fn, uint32_t line,
                            uint64_t world, bool new_callee) {
  auto code = std::make_unique<Code>();
  code->native = fn;
  code->native_type = type;
  runtime::MethodDef def;
  def.sig = sig;
  def.module = module;
  def.name = name;
  def.file = file;
  def.line = static_cast<int32_t>(line);
  def.body = code.get();
  def.new_callee = new_callee;
  natives_.push_back(std::move(code));
  return images_.NewMethod(def, world) != nullptr;
}

bool Definitions::DefineInclude(runtime::Module* module) {
  runtime::Symbol* name = runtime::Intern("include");
  if (runtime::FindOwnBinding(module, name) != nullptr) return true;
  Value f = runtime::NewGenericFunction(rt_, module, name);
  if (!runtime::SetConst(rt_, module, name, f)) return false;
  Value params[2] = {TypeValue(f.type), TypeValue(rt_.core.abstract_string)};
  if (!AddNative(module, runtime::Intern("boot"), name, nullptr,
                 runtime::MakeTupleType(rt_, params, 2), ModuleInclude, 0)) {
    return false;
  }
  // eval(ex) and eval(m, ex), as Julia gives every module (Base._eval does the work).
  runtime::Symbol* eval_name = runtime::Intern("eval");
  if (runtime::FindOwnBinding(module, eval_name) != nullptr) return true;
  Value eval = runtime::NewGenericFunction(rt_, module, eval_name);
  if (!runtime::SetConst(rt_, module, eval_name, eval)) return false;
  Value one[2] = {TypeValue(eval.type), TypeValue(rt_.core.any)};
  Value two[3] = {TypeValue(eval.type), TypeValue(rt_.core.module), TypeValue(rt_.core.any)};
  return AddNative(module, runtime::Intern("boot"), eval_name, nullptr,
                   runtime::MakeTupleType(rt_, one, 2), ModuleEval, 0) &&
         AddNative(module, runtime::Intern("boot"), eval_name, nullptr,
                   runtime::MakeTupleType(rt_, two, 3), ModuleEval, 0);
}

bool Definitions::DefineCoreConstructors() {
  // Core's struct types are made in C++; they get Julia's default
  // constructors here, as Julia's boot.jl definitions give them.
  runtime::Symbol* file = runtime::Intern("boot");
  std::vector<DataType*> types;
#define CORE_TYPE(field, julia_name) types.push_back(rt_.core.field);
#include "runtime/core_types.def"
#undef CORE_TYPE
  for (DataType* t : types) {
    if (t == nullptr || t->abstract() || t->is_tuple() || !t->concrete() ||
        (t->layout != runtime::Layout::kStruct && t->layout != runtime::Layout::kSingleton) ||
        t->name->module != rt_.core_module || t == rt_.core.nothing) {
      continue;
    }
    if (!DefineDefaultConstructors(rt_.core_module, file, t, 0)) return false;
  }
  Value box_type = TypeValue(runtime::TypeOfType(rt_, rt_.core.box));
  if (!AddNative(rt_.core_module, file, rt_.core.box->name->name, rt_.core.box,
                 runtime::MakeTupleType(rt_, &box_type, 1), EmptyBox, 0)) {
    return false;
  }
  // Functions whose work needs the interpreter's state.
  auto define = [&](const char* name, std::vector<Value> args, NativeBody fn) {
    runtime::Symbol* sym = runtime::Intern(name);
    Value f = runtime::NewGenericFunction(rt_, rt_.core_module, sym);
    if (!runtime::SetConst(rt_, rt_.core_module, sym, f)) return false;
    runtime::Export(rt_.core_module, sym);
    args.insert(args.begin(), TypeValue(f.type));
    return AddNative(rt_.core_module, file, sym, nullptr,
                     runtime::MakeTupleType(rt_, args.data(), static_cast<uint32_t>(args.size())),
                     fn, 0);
  };
  Value any_vararg = TypeValue(runtime::MakeVararg(rt_, rt_.core.any, Value()));
  // Core.eval(m, ex): not exported (each module has its own eval).
  {
    runtime::Symbol* sym = runtime::Intern("eval");
    Value f = runtime::NewGenericFunction(rt_, rt_.core_module, sym);
    if (!runtime::SetConst(rt_, rt_.core_module, sym, f)) return false;
    Value args[3] = {TypeValue(f.type), TypeValue(rt_.core.module), TypeValue(rt_.core.any)};
    if (!AddNative(rt_.core_module, file, sym, nullptr, runtime::MakeTupleType(rt_, args, 3),
                   ModuleEval, 0)) {
      return false;
    }
  }
  return define("rethrow", {}, Rethrow) &&
         define("_eval_string",
                {TypeValue(rt_.core.any), TypeValue(rt_.core.any), TypeValue(rt_.core.any)},
                EvalString) &&
         define("_call_latest", {TypeValue(rt_.core.any), any_vararg}, CallLatest) &&
         define("_require", {TypeValue(rt_.core.any)}, Require) &&
         define("invoke", {TypeValue(rt_.core.any), TypeValue(rt_.core.any), any_vararg},
                InvokeMethod) &&
         define("_task_switch", {TypeValue(rt_.core.any), TypeValue(rt_.core.any)}, TaskSwitch) &&
         define("_backtrace", {TypeValue(rt_.core.any)}, Backtrace);
}

uint32_t Definitions::DefaultConstructorCount(DataType* type) {
  for (uint32_t i = 0; i < type->nfields; ++i) {
    if (runtime::AsType(runtime::FieldType(rt_, type, i)) != rt_.core.any) return 2;
  }
  return 1;
}

bool Definitions::DefineDefaultConstructors(runtime::Module* module, runtime::Symbol* file,
                                            DataType* type, uint32_t line, uint64_t world) {
  // Julia manual, "Constructors" (default constructors): T(x1, ..., xn)
  // converting each argument to its field type, and, for a parametric type,
  // T{P...}(args...) plus T(args...) inferring P from the field types.
  runtime::TypeName* tn = type->name;
  uint32_t nf = type->nfields;
  int64_t nparams = tn->type_vars->length;
  runtime::RootedVector<Value> params;
  if (nparams == 0) {
    params.push_back(TypeValue(runtime::TypeOfType(rt_, type)));
    // T(x::FT...) first, so that it is more specific than outer constructors
    // with abstract argument types; then T(x...) with conversion.
    bool all_any = true;
    for (uint32_t i = 0; i < nf; ++i) {
      Value ft = runtime::FieldType(rt_, type, i);
      params.push_back(ft);
      all_any = all_any && runtime::AsType(ft) == rt_.core.any;
    }
    Type* sig = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
    const bool new_callee = world == 0;
    if (!AddNative(module, file, type->name->name, type, sig, ConstructorOfCallee, line, world,
                   new_callee)) {
      return false;
    }
    if (all_any) return true;
    for (uint32_t i = 0; i < nf; ++i) params[i + 1] = TypeValue(rt_.core.any);
    sig = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
    return AddNative(module, file, type->name->name, type, sig, ConstructorOfCallee, line,
                     world == 0 ? 0 : world + 1, new_callee);
  }
  CHECK(world == 0) << "the default constructors of a parametric type are never deferred";
  // (::Type{T{P...}})(x...) where P...
  DataType* body = tn->body;
  params.push_back(TypeValue(runtime::TypeOfType(rt_, body)));
  for (uint32_t i = 0; i < nf; ++i) params.push_back(TypeValue(rt_.core.any));
  Type* sig = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
  for (int64_t k = nparams; k-- > 0;) {
    sig = runtime::MakeUnionAll(rt_, (*tn->type_vars)[k].As<runtime::TypeVar>(), sig);
  }
  if (!AddNative(module, file, body->name->name, body, sig, ConstructorOfCallee, line, 0,
                 /*new_callee=*/true)) {
    return false;
  }
  // T(x::FT...) where P..., when every parameter occurs in a field type.
  for (int64_t k = 0; k < nparams; ++k) {
    bool occurs = false;
    for (uint32_t i = 0; i < nf && !occurs; ++i) {
      occurs = runtime::OccursFree(runtime::AsType((*body->field_types)[i]),
                                   (*tn->type_vars)[k].As<runtime::TypeVar>());
    }
    if (!occurs) return true;
  }
  params.clear();
  params.push_back(TypeValue(runtime::TypeOfType(rt_, runtime::AsType(tn->wrapper))));
  for (uint32_t i = 0; i < nf; ++i) params.push_back((*body->field_types)[i]);
  sig = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
  for (int64_t k = nparams; k-- > 0;) {
    sig = runtime::MakeUnionAll(rt_, (*tn->type_vars)[k].As<runtime::TypeVar>(), sig);
  }
  return AddNative(module, file, body->name->name, body, sig, ConstructorInferringParams, line, 0,
                   /*new_callee=*/true);
}

}  // namespace kiln::interp
