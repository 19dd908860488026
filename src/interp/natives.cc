// Bodies the interpreter provides itself: Julia's default constructors, and
// the helpers of the loop's fast paths.
#include <algorithm>
#include <vector>

#include "base/env.h"
#include "interp/machine.h"
#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/object.h"
#include "runtime/subtype.h"
#include "runtime/types.h"
#include "tape/encoder.h"

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
      if (!m.CallFunction(convert->value, cargs, 2, &v, m.native_args_end_)) return false;
    }
    fields[i + 1] = v;
  }
  return runtime::CallBuiltin(rt, runtime::BuiltinId::kNew, fields.data(), n + 1, out);
}

// T(args...) for a non-parametric T, and (::Type{T{P...}})(args...).
bool ConstructorOfCallee(Machine& m, runtime::MethodInstance* mi, const Value* args, uint32_t n,
                         Value* out) {
  DataType* type = runtime::AsDataType(runtime::AsType(args[0]));
  return ConstructConverting(m, type, args + 1, n - 1, out);
}

// T(args::FT...) where {P...}: the parameters come from the arguments' types.
bool ConstructorInferringParams(Machine& m, runtime::MethodInstance* mi, const Value* args,
                                uint32_t n, Value* out) {
  runtime::Runtime& rt = m.rt();
  Code* code = m.CodeOf(mi->def);  // resolved: it is running
  Value type;
  if (!runtime::ApplyType(rt, code->native_type->name->wrapper, mi->sparams->data(),
                          static_cast<uint32_t>(mi->sparams->length), &type)) {
    return false;
  }
  return ConstructConverting(m, runtime::AsDataType(runtime::AsType(type)), args + 1, n - 1, out);
}

// rethrow(): raises the exception being handled again (Julia's `rethrow`).
bool Rethrow(Machine& m, runtime::MethodInstance*, const Value*, uint32_t, Value*) {
  if (m.exc_stack_.empty()) {
    return runtime::ThrowErrorException(m.rt(), "rethrow() not allowed outside a catch block");
  }
  m.rethrowing_ = true;  // keeps the backtrace of the original throw
  return m.rt().Throw(m.exc_stack_.back());
}

// Core._call_latest(f, args...): calls f in the latest world (the engine of
// Base.invokelatest; Julia manual, "Redefining Methods").
bool CallLatest(Machine& m, runtime::MethodInstance*, const Value* args, uint32_t nargs,
                Value* out) {
  return m.CallFunction(args[1], args + 2, nargs - 2, out, m.native_args_end_);
}

// Core._require(name::Symbol): loads package `name` (once) and returns its
// module; Base's `rand` loads Random this way, as Julia has it loaded.
bool Require(Machine& m, runtime::MethodInstance*, const Value* args, uint32_t, Value* out) {
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
bool ModuleInclude(Machine& m, runtime::MethodInstance* mi, const Value* args, uint32_t,
                   Value* out) {
  return m.IncludeNested(mi->def->module, args[1], out);
}

// Core.Box(): a box with no contents yet.
bool EmptyBox(Machine& m, runtime::MethodInstance*, const Value*, uint32_t, Value* out) {
  *out = Value::FromObject(runtime::NewBox(m.rt(), Value()));
  return true;
}

// Every native body, by the number a start-up image records for it.
constexpr NativeBody kNativeBodies[] = {ConstructorOfCallee, ConstructorInferringParams,
                                        Rethrow, CallLatest, ModuleInclude, EmptyBox, Require};

}  // namespace

NativeBody NativeBodyAt(uint32_t index) {
  return index < std::size(kNativeBodies) ? kNativeBodies[index] : nullptr;
}

int32_t NativeBodyIndex(NativeBody fn) {
  for (size_t i = 0; i < std::size(kNativeBodies); ++i) {
    if (kNativeBodies[i] == fn) return static_cast<int32_t>(i);
  }
  return -1;
}

bool Machine::AddNative(runtime::Module* module, runtime::Symbol* file, DataType* type,
                        runtime::Type* sig, NativeBody fn, uint32_t line, uint64_t world,
                        bool new_callee) {
  auto code = std::make_unique<Code>();
  code->native = fn;
  code->native_type = type;
  runtime::MethodDef def;
  def.sig = sig;
  def.module = module;
  def.name = type->name->name;
  def.file = file;
  def.line = static_cast<int32_t>(line);
  def.body = code.get();
  def.new_callee = new_callee;
  natives_.push_back(std::move(code));
  return NewMethod(def, world) != nullptr;
}

bool Machine::DefineInclude(runtime::Module* module) {
  runtime::Symbol* name = runtime::Intern("include");
  if (runtime::FindOwnBinding(module, name) != nullptr) return true;
  Value f = runtime::NewGenericFunction(rt_, module, name);
  if (!runtime::SetConst(rt_, module, name, f)) return false;
  Value params[2] = {TypeValue(f.type), TypeValue(rt_.core.abstract_string)};
  runtime::MethodDef def;
  def.sig = runtime::MakeTupleType(rt_, params, 2);
  def.module = module;
  def.name = name;
  def.file = runtime::Intern("boot");
  auto code = std::make_unique<Code>();
  code->native = ModuleInclude;
  def.body = code.get();
  natives_.push_back(std::move(code));
  return NewMethod(def) != nullptr;
}

bool Machine::IncludeNested(runtime::Module* module, Value path, Value* out) {
  if (path.type != rt_.core.string) {
    return runtime::ThrowTypeError(rt_, "include", "", TypeValue(rt_.core.string), path);
  }
  std::string rel(path.As<runtime::String>()->view());
  std::string full = rel;
  if (!rel.empty() && rel[0] != '/' && !frames_.empty()) {
    std::string dir(base::Dirname(frames_.back().code->lm->file->path()));
    full = dir == "." ? rel : base::JoinPath(dir, rel);
  }
  auto file = loader_.Compile(full);
  if (!file.ok()) {
    return runtime::ThrowErrorException(rt_, "could not include " + rel + ": " +
                                                 file.status().message());
  }
  LinkedModule* lm = Link(**file, 0, module);
  Code* thunk = CodeFor(lm, (*file)->module(0).thunk);
  thunk->toplevel = true;
  size_t depth = frames_.size();
  Value* regs = std::max(StackTop(), native_args_end_ != nullptr ? native_args_end_ : stack_);
  if (!PushFrame(thunk, nullptr, regs, 0, rt_.world(), kDiscard)) return false;
  if (!Execute(depth)) return false;
  *out = result_;
  return true;
}

bool Machine::DefineCoreConstructors() {
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
  if (!AddNative(rt_.core_module, file, rt_.core.box, runtime::MakeTupleType(rt_, &box_type, 1),
                 EmptyBox, 0)) {
    return false;
  }
  // Functions whose work needs the interpreter's state.
  auto define = [&](const char* name, std::vector<Value> args, NativeBody fn) {
    runtime::Symbol* sym = runtime::Intern(name);
    Value f = runtime::NewGenericFunction(rt_, rt_.core_module, sym);
    if (!runtime::SetConst(rt_, rt_.core_module, sym, f)) return false;
    runtime::Export(rt_.core_module, sym);
    args.insert(args.begin(), TypeValue(f.type));
    runtime::MethodDef def;
    def.sig = runtime::MakeTupleType(rt_, args.data(), static_cast<uint32_t>(args.size()));
    def.module = rt_.core_module;
    def.name = sym;
    def.file = file;
    auto code = std::make_unique<Code>();
    code->native = fn;
    def.body = code.get();
    natives_.push_back(std::move(code));
    return NewMethod(def) != nullptr;
  };
  Value any_vararg = TypeValue(runtime::MakeVararg(rt_, rt_.core.any, Value()));
  return define("rethrow", {}, Rethrow) &&
         define("_call_latest", {TypeValue(rt_.core.any), any_vararg}, CallLatest) &&
         define("_require", {TypeValue(rt_.core.any)}, Require);
}

namespace {

}  // namespace

uint32_t Machine::DefaultConstructorCount(DataType* type) {
  for (uint32_t i = 0; i < type->nfields; ++i) {
    if (runtime::AsType(runtime::FieldType(rt_, type, i)) != rt_.core.any) return 2;
  }
  return 1;
}

bool Machine::DefineDefaultConstructors(runtime::Module* module, runtime::Symbol* file,
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
    if (!AddNative(module, file, type, sig, ConstructorOfCallee, line, world, new_callee)) {
      return false;
    }
    if (all_any) return true;
    for (uint32_t i = 0; i < nf; ++i) params[i + 1] = TypeValue(rt_.core.any);
    sig = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
    return AddNative(module, file, type, sig, ConstructorOfCallee, line,
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
  if (!AddNative(module, file, body, sig, ConstructorOfCallee, line, 0, /*new_callee=*/true)) {
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
  return AddNative(module, file, body, sig, ConstructorInferringParams, line, 0,
                   /*new_callee=*/true);
}

bool Machine::Splat(Value v, Value* args, uint32_t* count) {
  auto room = [&](int64_t n) {
    return args + *count + n + 1 < stack_end_ ||
           rt_.Throw(runtime::MakeStackOverflowError(rt_));
  };
  if (v.defined() && v.type->is_tuple()) {
    int64_t n = v.type->nfields;
    if (n == 0) return true;  // () is a singleton with no object
    if (!room(n)) return false;
    const Value* fields = v.As<runtime::StructObject>()->fields();
    for (int64_t i = 0; i < n; ++i) args[(*count)++] = fields[i];
    if (args + *count > stack_high_) stack_high_ = args + *count;
    return true;
  }
  if (v.defined() && v.type->layout == runtime::Layout::kArray) {
    runtime::Array* a = v.As<runtime::Array>();
    if (!room(a->length)) return false;
    for (int64_t i = 0; i < a->length; ++i) {
      Value e = runtime::ArrayLoad(a, i);
      if (!e.defined()) return rt_.Throw(runtime::MakeUndefRefError(rt_));
      args[(*count)++] = e;
    }
    if (args + *count > stack_high_) stack_high_ = args + *count;
    return true;
  }
  // Any other iterable: collect it with Base, then splat the vector.
  runtime::Binding* collect =
      rt_.base_module ? runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("collect"))
                      : nullptr;
  if (collect == nullptr || !collect->value.defined()) {
    return runtime::ThrowArgumentError(rt_, "cannot splat a value of this type");
  }
  // The collected vector is rooted by the value stack slot it lands in; the
  // call's frame starts above the arguments gathered so far.
  Value* scratch = args + *count;
  if (!room(1)) return false;
  if (scratch + 1 > stack_high_) stack_high_ = scratch + 1;
  if (!CallFunction(collect->value, &v, 1, scratch, scratch + 1)) return false;
  Value vec = *scratch;
  if (vec.type->layout != runtime::Layout::kArray) {
    return runtime::ThrowArgumentError(rt_, "collect did not return an array");
  }
  return Splat(vec, args, count);
}

DataType* Machine::FindUnitRangeInt() {
  if (unit_range_int_ != nullptr || rt_.base_module == nullptr) return unit_range_int_;
  runtime::Binding* b =
      runtime::FindOwnBinding(rt_.base_module, runtime::Intern("UnitRange"));
  if (b == nullptr || !b->value.defined()) return nullptr;
  Value param = TypeValue(rt_.core.int64);
  Value t;
  if (!runtime::ApplyType(rt_, b->value, &param, 1, &t)) {
    rt_.TakePendingException();
    return nullptr;
  }
  unit_range_int_ = runtime::AsDataType(runtime::AsType(t));
  return unit_range_int_;
}

Value Machine::IntPair(int64_t i) {
  if (int_pair_type_ == nullptr) {
    DataType* two[2] = {rt_.core.int64, rt_.core.int64};
    int_pair_type_ = runtime::ConcreteTupleType(rt_, two, 2);
  }
  Value v[2] = {rt_.core.Int64(i), rt_.core.Int64(i)};
  return runtime::NewStructValue(rt_, int_pair_type_, v, 2);
}

namespace {

// The method f(args...) dispatches to in f's world (args[0] is filled in
// with the callee operand), or null.
runtime::Method* LookupMethod(Machine& m, Frame* f, uint32_t callee_word, Value* args,
                              uint32_t n) {
  runtime::Runtime& rt = m.rt();
  if (tape::ArgKindOf(callee_word) != tape::ArgKind::kGlobal) return nullptr;
  if (!m.ReadGlobal(f->code->lm, tape::ArgIndexOf(callee_word), &args[0])) {
    rt.TakePendingException();
    return nullptr;
  }
  runtime::LookupResult r = runtime::Lookup(rt, args, n, f->world);
  if (r.status != runtime::LookupStatus::kFound) return nullptr;
  return r.mi->def;
}

// The signature of a method of Base as a DataType with `n` parameters, or null.
DataType* BaseSignature(runtime::Runtime& rt, runtime::Method* method, int64_t n) {
  if (method == nullptr || method->module != rt.base_module) return nullptr;
  runtime::Type* sig = runtime::Unwrap(method->sig);
  if (!runtime::IsDataType(sig)) return nullptr;
  DataType* st = runtime::AsDataType(sig);
  return st->nparams() == n ? st : nullptr;
}

// Whether f(args...) dispatches to the method of Base whose first argument
// is Any and that has args' count of arguments: Base's getproperty(x,
// f::Symbol) and setproperty!(x, f::Symbol, v). `*known` remembers it.
bool IsBaseFieldMethod(Machine& m, Frame* f, uint32_t callee_word, Value* args, uint32_t n,
                       runtime::Method** known) {
  runtime::Method* method = LookupMethod(m, f, callee_word, args, n);
  if (method == nullptr) return false;
  if (*known != nullptr) return method == *known;
  DataType* st = BaseSignature(m.rt(), method, n);
  if (st == nullptr || runtime::AsType(st->param(1)) != m.rt().core.any) return false;
  *known = method;
  return true;
}

}  // namespace

bool Machine::IsDefaultGetproperty(Frame* f, uint32_t callee_word, Value x, Value name) {
  Value args[3] = {Value(), x, name};
  return IsBaseFieldMethod(*this, f, callee_word, args, 3, &default_getproperty_);
}

bool Machine::IsDefaultSetproperty(Frame* f, uint32_t callee_word, Value x, Value name,
                                   Value v) {
  Value args[4] = {Value(), x, name, v};
  return IsBaseFieldMethod(*this, f, callee_word, args, 4, &default_setproperty_);
}

bool Machine::IsDefaultSetindex(Frame* f, uint32_t callee_word, Value a, Value v, Value i) {
  Value args[4] = {Value(), a, v, i};
  runtime::Method* method = LookupMethod(*this, f, callee_word, args, 4);
  if (method == nullptr) return false;
  if (default_setindex_ != nullptr) return method == default_setindex_;
  // Base's setindex!(A::Array{T}, x, i::Int) where {T}.
  DataType* st = BaseSignature(rt_, method, 4);
  if (st == nullptr || runtime::AsType(st->param(2)) != rt_.core.any ||
      runtime::AsType(st->param(3)) != rt_.core.int64) {
    return false;
  }
  runtime::Type* array = runtime::Unwrap(runtime::AsType(st->param(1)));
  if (!runtime::IsDataType(array) ||
      runtime::AsDataType(array)->name->layout != runtime::Layout::kArray) {
    return false;
  }
  default_setindex_ = method;
  return true;
}

namespace {

bool InBase(runtime::Runtime& rt, runtime::Module* m) {
  for (; m != nullptr; m = m->parent) {
    if (m == rt.base_module || m == rt.core_module) return true;
    if (m->parent == m) break;
  }
  return false;
}

}  // namespace

// The functions whose calls the encoder gives fast ops (tape::FastOpNames),
// interned: symbols compare by address.
const std::vector<runtime::Symbol*>& FastOpSymbols() {
  static const std::vector<runtime::Symbol*> symbols = [] {
    std::vector<runtime::Symbol*> out;
    for (std::string_view n : tape::FastOpNames()) out.push_back(runtime::Intern(n));
    return out;
  }();
  return symbols;
}

void Machine::NoteOwnBinding(runtime::Module* module, runtime::Symbol* name) {
  if (fast_ops_off_ || rt_.base_module == nullptr || InBase(rt_, module)) return;
  const std::vector<runtime::Symbol*>& names = FastOpSymbols();
  if (std::find(names.begin(), names.end(), name) != names.end()) fast_ops_off_ = true;
}

void Machine::NoteMethodOfBase(runtime::Method* method) {
  // Base's own methods are what the fast ops mirror.
  if (fast_ops_off_ || rt_.base_module == nullptr || InBase(rt_, method->module)) return;
  runtime::Type* sig = runtime::Unwrap(method->sig);
  if (!runtime::IsDataType(sig)) return;
  DataType* st = runtime::AsDataType(sig);
  if (st->nparams() < 1) return;
  // Is it a method of a Base function whose calls have fast ops?
  bool inlined = false;
  for (runtime::Symbol* name : FastOpSymbols()) {
    runtime::Binding* b = runtime::FindOwnBinding(rt_.base_module, name);
    if (b != nullptr && b->value.defined() &&
        runtime::AsType(st->param(0)) == static_cast<runtime::Type*>(b->value.type)) {
      inlined = true;
      break;
    }
  }
  if (!inlined) return;
  // Does the method apply to one to three arguments of Int64 and Float64?
  DataType* const kinds[2] = {rt_.core.int64, rt_.core.float64};
  for (uint32_t n = 1; n <= 3; ++n) {
    for (uint32_t combo = 0; combo < (1u << n); ++combo) {
      Value params[4] = {st->param(0)};
      for (uint32_t k = 0; k < n; ++k) params[k + 1] = TypeValue(kinds[(combo >> k) & 1]);
      Type* args = runtime::MakeTupleType(rt_, params, n + 1);
      if (args != nullptr && runtime::Subtype(rt_, args, method->sig)) {
        fast_ops_off_ = true;
        return;
      }
    }
  }
}

bool Machine::CalleeIsBase(Frame* f, uint32_t callee_word, const char* name, SiteCache* site) {
  if (site->base_callee != 0) return site->base_callee > 0;
  bool is_base = false;
  if (tape::ArgKindOf(callee_word) == tape::ArgKind::kGlobal && rt_.base_module != nullptr) {
    runtime::Binding* b = ResolveGlobal(f->code->lm, tape::ArgIndexOf(callee_word), false);
    runtime::Binding* base =
        runtime::FindOwnBinding(rt_.base_module, runtime::Intern(name));
    if (b == nullptr) {
      rt_.TakePendingException();
      return false;  // not known yet: ask again next time
    }
    if (base == nullptr || !base->value.defined() || !b->value.defined()) return false;
    is_base = b->is_const && runtime::SameBits(b->value, base->value);
  }
  site->base_callee = is_base ? 1 : -1;
  return is_base;
}

}  // namespace kiln::interp
