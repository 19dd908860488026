// A frame's call as Julia's stack traces show it (frame_text.h).
#include "interp/frame_text.h"

#include <algorithm>
#include <string_view>
#include <vector>

#include "interp/code.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

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

// The parameters of the signature Julia compiles for this call (gf.c,
// jl_compilation_sig): an unbounded vararg method is specialized on at most
// nspec - 1 arguments, the rest becoming one Vararg.
std::vector<Value> CompiledParams(runtime::Runtime& rt, const runtime::MethodInstance* mi) {
  std::vector<Value> params;
  const runtime::DataType* spec = mi->spec_types;
  if (spec == nullptr || spec->parameters == nullptr) return params;
  for (int64_t i = 0; i < spec->parameters->length; ++i) params.push_back((*spec->parameters)[i]);
  const runtime::Method* m = mi->def;
  const runtime::DataType* decl = SigOf(m);
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
  std::vector<Value> params = CompiledParams(rt, mi);
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
