// A frame's call as Julia's stack traces show it (frame_text.h).
#include "interp/frame_text.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "interp/code.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/subtype.h"
#include "runtime/types.h"
#include "tape/tape.h"

namespace kiln::interp {
namespace {

using runtime::Value;

bool IsVarargParam(Value p) {
  return runtime::IsTypeOrVar(p) && p.As<runtime::Type>()->kind == runtime::TypeKind::kVararg;
}

const runtime::DataType* SigOf(const runtime::Method* m) {
  runtime::Type* body = runtime::Unwrap(m->sig);
  return runtime::IsDataType(body) ? runtime::AsDataType(body) : nullptr;
}

// Argument i's name (1 is the first after the callee): the body's slot name, else
// the method's; empty for lowering's own (`#...`).
std::string_view ArgName(runtime::Runtime& rt, const runtime::Method* m, const Code* code,
                         int64_t i) {
  std::string_view text;
  const tape::TapeBody* tape = code != nullptr ? code->tape : nullptr;
  const auto k = static_cast<size_t>(i);
  if (tape != nullptr && k < tape->slot_names.size() && static_cast<uint32_t>(i) < tape->arg_count &&
      tape->slot_names[k].has_value()) {
    text = code->lm->ir->NameText(tape->slot_names[k]);
  } else if (m->arg_names != nullptr && i - 1 < m->arg_names->length) {
    Value name = (*m->arg_names)[i - 1];
    if (name.defined() && name.type == rt.core.symbol) {
      text = name.As<runtime::Symbol>()->name();
    }
  }
  return !text.empty() && text[0] == '#' ? std::string_view() : text;
}

// The number of keyword parameters of a keyword body `#f#N(kws..., #f, positional...)`
// (lowering's layout: the function is the argument named `#f`), or 0.
int64_t KeywordCount(runtime::Runtime& rt, const runtime::Method* m) {
  if (m->name == nullptr || !m->name->name().starts_with("#")) return 0;
  if (m->arg_names == nullptr && rt.deferred_methods != nullptr) {
    rt.deferred_methods->FillArgNames(const_cast<runtime::Method*>(m));
  }
  if (m->arg_names == nullptr) return 0;
  for (int64_t i = 0; i < m->arg_names->length; ++i) {
    Value name = (*m->arg_names)[i];
    if (name.defined() && name.As<runtime::Symbol>()->name() == "#f") return i;
  }
  return 0;
}

// The longest argument list, callee included and a vararg tail left out, of the
// methods of m's function (Julia's max_args of its method table).
int64_t MaxArgs(const runtime::Method* m) {
  int64_t most = 0;
  const runtime::MethodTable* mt = m->table;
  if (mt == nullptr) return static_cast<int64_t>(m->nargs) - 1;
  for (uint32_t k = 0; k < mt->methods.size(); ++k) {
    const runtime::Method* other = mt->methods[k];
    most = std::max(most, static_cast<int64_t>(other->nargs) - (other->is_vararg ? 1 : 0));
  }
  return most;
}

// Registers holding an argument's value (or a captured copy of it), as the bits of
// the arguments they hold.
using Tracked = std::unordered_map<uint32_t, uint8_t>;

constexpr int kMaxClosureDepth = 4;

uint8_t CalledBits(const Code* code, const Tracked& start, int depth);

// The name of a Core.getfield(r, :name) read, else empty.
std::string_view FieldRead(const LinkedModule* lm, const std::vector<uint32_t>& w, uint32_t pc,
                           uint32_t* object) {
  const ir::ModuleIr* ir = lm->ir;
  const uint32_t g = w[pc + 1];
  if (g >= ir->global_refs().size() || w[pc + 2] != 2) return {};
  if (ir->NameText(ir->global_refs()[g].name) != "getfield") return {};
  const uint32_t obj = w[pc + 3];
  const uint32_t field = w[pc + 4];
  if (tape::ArgKindOf(obj) != tape::ArgKind::kReg || tape::ArgKindOf(field) != tape::ArgKind::kConst) {
    return {};
  }
  const uint32_t c = tape::ArgIndexOf(field);
  if (c >= ir->consts().size() || ir->consts()[c].kind != ir::ConstKind::kSymbol) return {};
  *object = tape::ArgIndexOf(obj);
  return ir->NameText(ir::NameId(static_cast<uint32_t>(ir->consts()[c].bits)));
}

// The bits of the closure fields `fields` (name → argument bits) that a method of
// the closure `id` of lm calls; every bit when a body cannot be read (the closure
// was never made or run): then the argument is taken as called.
uint8_t ClosureCalls(const LinkedModule* lm, uint32_t id,
                     const std::unordered_map<std::string_view, uint8_t>& fields, int depth) {
  uint8_t all = 0;
  for (const auto& [name, bits] : fields) all = static_cast<uint8_t>(all | bits);
  if (depth >= kMaxClosureDepth || id >= lm->closure_types.size() ||
      !lm->closure_types[id].defined() || !runtime::IsTypeOrVar(lm->closure_types[id])) {
    return all;
  }
  runtime::Type* t = lm->closure_types[id].As<runtime::Type>();
  if (!runtime::IsDataType(t)) return all;
  const runtime::DataType* d = runtime::AsDataType(t);
  const runtime::MethodTable* mt = d->name != nullptr ? d->name->mt : nullptr;
  if (mt == nullptr || mt->methods.size() == 0) return all;
  uint8_t called = 0;
  for (uint32_t k = 0; k < mt->methods.size(); ++k) {
    const runtime::Method* m = mt->methods[k];
    if (m->body == nullptr || IsImageBody(m->body)) return all;
    const Code* body = static_cast<const Code*>(m->body);
    if (body->generic != nullptr) body = body->generic;
    if (body->tape == nullptr || body->lm == nullptr) return all;
    // Reads of the fields from #self# (register 0) stand for the arguments.
    Tracked tracked;
    const std::vector<uint32_t>& w = body->tape->code;
    for (uint32_t pc = 0; pc < w.size();) {
      const uint32_t len = tape::InstructionLength(w, pc);
      if (len == 0) break;
      uint32_t object = 0;
      if (tape::OpOf(w[pc]) == tape::Op::kCallBuiltin && len == 5) {
        std::string_view name = FieldRead(body->lm, w, pc, &object);
        auto f = fields.find(name);
        if (!name.empty() && object == 0 && f != fields.end()) tracked[tape::AOf(w[pc])] = f->second;
      }
      pc += len;
    }
    called = static_cast<uint8_t>(called | CalledBits(body, tracked, depth + 1));
  }
  return called;
}

// The bits of the tracked registers that code's body calls (a callee in a call
// without splatting), directly or in a closure it makes (julia-syntax.scm marks such
// a variable `called`, also from a nested function).
uint8_t CalledBits(const Code* code, const Tracked& start, int depth) {
  if (code->generic != nullptr) code = code->generic;
  if (code->tape == nullptr || code->lm == nullptr) return 0;
  Tracked tracked = start;
  const std::vector<uint32_t>& w = code->tape->code;
  auto bits_of = [&](uint32_t arg) -> uint8_t {
    if (tape::ArgKindOf(arg) != tape::ArgKind::kReg) return 0;
    auto it = tracked.find(tape::ArgIndexOf(arg));
    return it == tracked.end() ? 0 : it->second;
  };
  uint8_t called = 0;
  for (uint32_t pc = 0; pc < w.size();) {
    const uint32_t len = tape::InstructionLength(w, pc);
    if (len == 0) break;
    const tape::Op op = tape::OpOf(w[pc]);
    const uint32_t dst = tape::AOf(w[pc]);
    if ((op == tape::Op::kCall || op == tape::Op::kCallDirect) && len >= 4) {
      called = static_cast<uint8_t>(called | bits_of(w[pc + 2]));
    } else if (op == tape::Op::kMove && len == 2 && bits_of(w[pc + 1]) != 0) {
      tracked[dst] = bits_of(w[pc + 1]);
    } else if (op == tape::Op::kCallBuiltin && len == 5) {
      // A boxed capture: Core.getfield(box, :contents).
      uint32_t object = 0;
      std::string_view name = FieldRead(code->lm, w, pc, &object);
      auto it = tracked.find(object);
      if (name == "contents" && it != tracked.end()) tracked[dst] = it->second;
    } else if (op == tape::Op::kClosure && len >= 3) {
      const uint32_t id = w[pc + 1];
      const uint32_t n = w[pc + 2];
      const auto& closures = code->lm->ir->closures();
      if (id < closures.size() && closures[id].captured.size() == n) {
        std::unordered_map<std::string_view, uint8_t> fields;
        for (uint32_t k = 0; k < n; ++k) {
          const uint8_t b = bits_of(w[pc + 3 + k]);
          if (b != 0) fields[code->lm->ir->NameText(closures[id].captured[k])] = b;
        }
        if (!fields.empty()) called = static_cast<uint8_t>(called | ClosureCalls(code->lm, id, fields, depth));
      }
    }
    pc += len;
  }
  return called;
}

// Bit i - 1: argument i (1 to 8) of code's method is called in its body (Julia's
// Method.called). Without a body to read, every argument counts as called.
uint8_t CalledArguments(const Code* code, int64_t nargs) {
  if (code == nullptr) return 0xFF;
  const Code* body = code->generic != nullptr ? code->generic : code;
  if (body->tape == nullptr || body->lm == nullptr) return 0xFF;
  Tracked tracked;
  for (int64_t i = 1; i < nargs && i <= 8; ++i) {
    tracked[static_cast<uint32_t>(i)] = static_cast<uint8_t>(1u << (i - 1));
  }
  return CalledBits(body, tracked, 0);
}

// `Any`, or `Type` itself (Julia's very_general_type).
bool VeryGeneral(runtime::Runtime& rt, runtime::Type* t) {
  return t == rt.core.any || (rt.core.type_wrapper.defined() &&
                              runtime::TypeEqual(rt, t, rt.core.type_wrapper.As<runtime::Type>()));
}

// `Any`, `Function` or `Union{Function, Type}` (Base.Callable).
bool FunctionLike(runtime::Runtime& rt, runtime::Type* t) {
  if (t == rt.core.any || t == rt.core.function) return true;
  if (t->kind != runtime::TypeKind::kUnion) return false;
  const auto* u = static_cast<const runtime::UnionType*>(t);
  if (u->n != 2) return false;
  runtime::Type* a = u->components()[0];
  runtime::Type* b = u->components()[1];
  if (b == rt.core.function) std::swap(a, b);
  return a == rt.core.function && VeryGeneral(rt, b) && b != rt.core.any;
}

// Julia compiles a method unspecialized on an argument among the first eight that
// its body never calls (Method.called) and whose declared type, free of type
// variables, is general: a function declared Any, Function or Base.Callable is
// compiled as `Function`, a type declared Any or Type as `Type` (gf.c,
// jl_compilation_sig). `params` are the call's types, the callee first.
void Despecialize(runtime::Runtime& rt, const runtime::Method* m, const Code* code,
                  const runtime::DataType* decl, std::vector<Value>& params) {
  const auto nargs = static_cast<int64_t>(m->nargs);
  if (decl == nullptr || nargs < 2 || decl->nparams() != nargs) return;
  const uint8_t called = CalledArguments(code, nargs);
  for (int64_t i = 1; i < static_cast<int64_t>(params.size()); ++i) {
    const int64_t i_arg = std::min(i, nargs - 1);
    if (i_arg > 8 || (called & (1u << (i_arg - 1))) != 0) continue;
    Value d = decl->param(i_arg);
    if (IsVarargParam(d)) {
      if (!m->is_vararg || i_arg != nargs - 1) continue;
      d = runtime::TypeValue(d.As<runtime::VarargType>()->t);
    } else if (i >= nargs) {
      continue;
    }
    if (!runtime::IsTypeOrVar(d) || runtime::TypeHasFreeVars(d)) continue;
    runtime::Type* declared = d.As<runtime::Type>();
    Value p = params[static_cast<size_t>(i)];
    if (!runtime::IsTypeOrVar(p) || !runtime::IsDataType(p.As<runtime::Type>())) continue;
    const runtime::DataType* actual = runtime::AsDataType(p.As<runtime::Type>());
    if (actual->is_type_type()) {
      if (VeryGeneral(rt, declared)) params[static_cast<size_t>(i)] = rt.core.type_wrapper;
    } else if (FunctionLike(rt, declared) &&
               runtime::Subtype(rt, p.As<runtime::Type>(), rt.core.function)) {
      params[static_cast<size_t>(i)] = runtime::TypeValue(rt.core.function);
    }
  }
}

// The parameters of the signature Julia compiles for this call (gf.c,
// jl_compilation_sig): arguments passed along but never called unspecialized
// (Despecialize), and an unbounded vararg method specialized on at most nspec - 1
// arguments, the rest becoming one Vararg.
std::vector<Value> CompiledParams(runtime::Runtime& rt, const runtime::MethodInstance* mi,
                                  const Code* code) {
  std::vector<Value> params;
  const runtime::DataType* spec = mi->spec_types;
  if (spec == nullptr || spec->parameters == nullptr) return params;
  for (int64_t i = 0; i < spec->parameters->length; ++i) params.push_back((*spec->parameters)[i]);
  const runtime::Method* m = mi->def;
  const runtime::DataType* decl = SigOf(m);
  Despecialize(rt, m, code, decl, params);
  if (!m->is_vararg || decl == nullptr || decl->nparams() < 1 || params.empty()) return params;
  Value last = decl->param(decl->nparams() - 1);
  if (!IsVarargParam(last) || last.As<runtime::VarargType>()->n.defined()) return params;
  const auto nargs = static_cast<int64_t>(m->nargs);
  // A function's own method table bounds the unrolling by its longest method;
  // constructors and callable objects get one vararg argument.
  int64_t max_varargs = 1;
  Value callee = params[0];
  if (runtime::IsTypeOrVar(callee) && runtime::IsDataType(callee.As<runtime::Type>()) &&
      (runtime::AsDataType(callee.As<runtime::Type>())->flags & runtime::kFunctionTypeFlag)) {
    max_varargs = std::max<int64_t>(0, MaxArgs(m) + 2 - nargs);
  }
  const int64_t nspec = nargs + max_varargs;
  const auto np = static_cast<int64_t>(params.size());
  if (np < nspec || nspec < 1) return params;
  runtime::Type* elem = nullptr;
  if (max_varargs > 0 && nspec >= 2 && runtime::IsTypeOrVar(params[nspec - 2])) {
    elem = params[nspec - 2].As<runtime::Type>();
    for (int64_t j = nspec - 1; j < np && elem != nullptr; ++j) {
      Value pj = params[j];
      if (IsVarargParam(pj)) pj = runtime::TypeValue(pj.As<runtime::VarargType>()->t);
      if (!runtime::IsTypeOrVar(pj) || !runtime::Subtype(rt, pj.As<runtime::Type>(), elem)) {
        elem = nullptr;
      }
    }
  }
  if (elem == nullptr) {
    // Not one common type: the declared element type.
    elem = last.As<runtime::VarargType>()->t;
    if (runtime::TypeHasFreeVars(runtime::TypeValue(elem))) elem = rt.core.any;
  }
  params.resize(static_cast<size_t>(nspec - 1));
  params.push_back(runtime::TypeValue(runtime::MakeVararg(rt, elem, Value())));
  return params;
}

// A parameter as a trace shows it: `Vararg{T}` in full, a keyword rest
// (`Base.Pairs{Symbol, V, I, NamedTuple{...}}`) as `@Kwargs{...}`.
void ShowParam(runtime::Runtime& rt, Value p, std::string* out) {
  if (!runtime::IsTypeOrVar(p)) {
    out->append("?");
    return;
  }
  runtime::Type* t = p.As<runtime::Type>();
  if (t->kind == runtime::TypeKind::kVararg) {
    const auto* va = static_cast<const runtime::VarargType*>(t);
    out->append("Vararg{");
    runtime::ShowType(rt, va->t, out);
    out->append("}");
    return;
  }
  if (runtime::IsDataType(t)) {
    const runtime::DataType* d = runtime::AsDataType(t);
    if (d->name != nullptr && d->name->name->name() == "Pairs" && d->nparams() == 4 &&
        runtime::IsTypeOrVar(d->param(3))) {
      runtime::Type* nt = d->param(3).As<runtime::Type>();
      if (runtime::IsDataType(nt) && (runtime::AsDataType(nt)->flags & runtime::kNamedTupleFlag)) {
        std::string text;
        runtime::ShowType(rt, nt, &text);
        if (text.starts_with("@NamedTuple{")) {
          out->append("@Kwargs" + text.substr(std::string_view("@NamedTuple").size()));
          return;
        }
      }
    }
  }
  runtime::ShowType(rt, t, out);
}

// The callee is an object that is neither a named function nor a type (a closure,
// a callable struct): Julia's traces show its type, not a name.
bool IsObjectCallee(Value callee) {
  if (!runtime::IsTypeOrVar(callee) || !runtime::IsDataType(callee.As<runtime::Type>())) {
    return false;
  }
  const runtime::DataType* d = runtime::AsDataType(callee.As<runtime::Type>());
  return (d->flags & (runtime::kFunctionTypeFlag | runtime::kBuiltinFlag)) == 0 &&
         !d->is_type_type() && !d->is_kind();
}

bool SameParam(runtime::Runtime& rt, Value a, Value b) {
  if (runtime::SameBits(a, b)) return true;
  if (!runtime::IsType(a) || !runtime::IsType(b)) return false;
  runtime::Type* x = a.As<runtime::Type>();
  runtime::Type* y = b.As<runtime::Type>();
  if (runtime::TypeHasFreeVars(a) || runtime::TypeHasFreeVars(b)) return false;
  return runtime::TypeEqual(rt, x, y);
}

}  // namespace

std::string FrameCallText(runtime::Runtime& rt, const runtime::MethodInstance* mi,
                          const Code* code) {
  const runtime::Method* m = mi->def;
  std::string name = m->name != nullptr ? std::string(m->name->name()) : std::string("?");
  std::vector<Value> params = CompiledParams(rt, mi, code);
  const auto np = static_cast<int64_t>(params.size());
  int64_t nkw = KeywordCount(rt, m);
  if (nkw + 1 >= np) nkw = 0;
  // The argument names are shown when each declared argument has one type.
  const bool names = np == static_cast<int64_t>(m->nargs);
  std::string out;
  int64_t first = 1;
  if (nkw > 0) {
    // `#f#12` is f's keyword body: f(positional...; keywords...).
    std::string_view base = std::string_view(name).substr(1);
    size_t hash = base.rfind('#');
    out.append(hash == std::string_view::npos ? base : base.substr(0, hash));
    first = nkw + 2;
  } else if (!params.empty() && IsObjectCallee(params[0])) {
    // A closure or a callable object: `(::T)(x::Int64)` (show_signature_function).
    out = "(::";
    ShowParam(rt, params[0], &out);
    out += ')';
  } else {
    out = name;
  }
  out += '(';
  for (int64_t i = first; i < np; ++i) {
    if (i > first) out += ", ";
    if (names) out += ArgName(rt, m, code, i);
    out += "::";
    ShowParam(rt, params[static_cast<size_t>(i)], &out);
  }
  if (nkw > 0) {
    out += "; ";
    for (int64_t i = 1; i <= nkw; ++i) {
      if (i > 1) out += ", ";
      out += ArgName(rt, m, code, i);
      out += "::";
      ShowParam(rt, params[static_cast<size_t>(i)], &out);
    }
  }
  out += ')';
  return out;
}

bool IsKeywordSorterFrame(runtime::Runtime& rt, const runtime::MethodInstance* mi) {
  if (mi == nullptr || mi->spec_types == nullptr || mi->spec_types->nparams() < 1) return false;
  runtime::Binding* kwcall =
      runtime::FindOwnBinding(rt.core_module, runtime::Intern("kwcall"));
  if (kwcall == nullptr || !kwcall->value.defined()) return false;
  Value callee = mi->spec_types->param(0);
  return runtime::IsTypeOrVar(callee) && callee.As<runtime::Type>() == kwcall->value.type;
}

bool RepeatsInnerFrame(runtime::Runtime& rt, const runtime::MethodInstance* inner,
                       const runtime::MethodInstance* outer) {
  const runtime::DataType* in = SigOf(inner->def);
  const runtime::DataType* out = SigOf(outer->def);
  if (in == nullptr || out == nullptr) return false;
  auto same_from = [&](int64_t offset) {
    for (int64_t i = 0; i < out->nparams(); ++i) {
      if (!SameParam(rt, out->param(i), in->param(i + offset))) return false;
    }
    return true;
  };
  const int64_t nkw = KeywordCount(rt, inner->def);
  if (nkw > 0 && in->nparams() - (nkw + 1) == out->nparams()) {
    // A positional method calling its keyword body: the body's positional part
    // (its function argument, which lowering leaves untyped, by the call's type).
    bool same = inner->spec_types != nullptr && outer->spec_types != nullptr &&
                inner->spec_types->nparams() > nkw + 1 && outer->spec_types->nparams() > 0 &&
                SameParam(rt, inner->spec_types->param(nkw + 1), outer->spec_types->param(0));
    for (int64_t i = 1; i < out->nparams() && same; ++i) {
      same = SameParam(rt, out->param(i), in->param(i + nkw + 1));
    }
    if (same) return true;
  }
  // A method filling in default arguments: its arguments begin the inner one's.
  return in->nparams() > out->nparams() && same_from(0);
}

}  // namespace kiln::interp
