// showerror of a MethodError (base/errorshow.jl): the call as Julia shows it,
// the reason (no method, ambiguity, world age) and the closest candidates.
#include <algorithm>
#include <string>
#include <vector>

#include "base/env.h"
#include "runtime/dispatch.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/text.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

Value Field(Value v, uint32_t i) { return v.As<StructObject>()->fields()[i]; }

void ShowCallee(Runtime& rt, Value f, std::string* out) {
  if (IsType(f)) {
    ShowValue(rt, f, out);
  } else if (f.type->flags & (kFunctionTypeFlag | kBuiltinFlag) ||
             f.type == rt.core.intrinsic_function) {
    std::string name;
    ShowValue(rt, f, &name);
    // A macro's function is not an identifier: var"@m" (Julia's show_sym).
    if (!name.empty() && name[0] == '@') name = "var\"" + name + "\"";
    out->append(name);
  } else {
    out->append("(::");
    ShowType(rt, f.type, out);
    out->push_back(')');
  }
}

void ShowMethodSignature(Runtime& rt, const Method* m, std::string* out) {
  out->append(m->name->name());
  out->push_back('(');
  const Type* body = Unwrap(m->sig);
  if (IsDataType(body)) {
    const auto* d = static_cast<const DataType*>(body);
    for (int64_t i = 1; i < d->nparams(); ++i) {
      if (i > 1) out->append(", ");
      Value p = d->param(i);
      Symbol* name = (m->arg_names != nullptr && i - 1 < m->arg_names->length)
                         ? (*m->arg_names)[i - 1].As<Symbol>()
                         : nullptr;
      bool is_any = IsTypeOrVar(p) && p.As<Type>() == rt.core.any;
      if (name != nullptr) out->append(name->name());
      if (!(is_any && name != nullptr)) {
        if (IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kVararg) {
          out->append("::");
          ShowType(rt, p.As<VarargType>()->t, out);
          out->append("...");
        } else {
          out->append("::");
          ShowValue(rt, p, out);
        }
      }
    }
  }
  out->push_back(')');
}


// Julia's "Closest candidates are:" list (base/errorshow.jl, show_method_candidates):
// the methods of f with an argument of a matching type (any method when the call
// has fewer than two arguments), most matches first, at most three, each with
// `!Matched::` before the types that do not match, its keywords, the keywords of
// the call (`kwargs`) it does not take, and its module and location.
void ShowMethodCandidates(Runtime& rt, Value f, const GcVector<DataType*>& types,
                          MethodTable* mt, uint64_t world,
                          const std::vector<std::string>& kwargs, std::string* out) {
  if (mt == nullptr) return;
  ResolveMethods(rt, mt, TypeValue(f.type), /*for_read=*/true);
  struct Line {
    std::string text;
    int matches;
    Method* method;
  };
  std::vector<Line> lines;
  size_t nargs = types.size() - 1;
  // For these only methods whose first argument matches are shown.
  bool special = false;
  if (!IsType(f) && (f.type->flags & kFunctionTypeFlag) && mt->name != nullptr) {
    std::string_view n = mt->name->name();
    special = mt->module == rt.base_module && (n == "convert" || n == "getindex" || n == "setindex!");
  }
  for (uint32_t k = 0; k < mt->methods.size(); ++k) {
    Method* m = mt->methods[k];
    if (m->primary_world > world || world >= m->deleted_world) continue;
    Type* body = Unwrap(m->sig);
    if (!IsDataType(body)) continue;
    auto* sig = AsDataType(body);
    if (sig->nparams() < 1) continue;
    // The method must be one of f's own (constructors share one table).
    Value callee = sig->param(0);
    if (IsTypeOrVar(callee)) {
      Type* ct = callee.As<Type>();
      if (ct->kind == TypeKind::kTypeVar) ct = static_cast<TypeVar*>(ct)->ub;
      if (!IsA(rt, f, ct)) continue;
    }
    auto wrap = [&](Type* t) {
      if (m->sparam_vars == nullptr) return t;
      for (int64_t v = m->sparam_vars->length; v-- > 0;) {
        t = MakeUnionAll(rt, (*m->sparam_vars)[v].As<TypeVar>(), t);
      }
      return t;
    };
    // Anonymous variables (`AbstractVector{<:Integer}` is `AbstractVector{#s1} where
    // #s1<:Integer`) print in place; named ones in a where clause.
    auto hidden = [&](const TypeVar* tv) { return tv->name->name().starts_with("#"); };
    auto hide = [&](Value p) {
      if (!IsTypeOrVar(p) || m->sparam_vars == nullptr) return p;
      Type* t = p.As<Type>();
      for (int64_t v = m->sparam_vars->length; v-- > 0;) {
        auto* tv = (*m->sparam_vars)[v].As<TypeVar>();
        if (hidden(tv) && t != tv && OccursFree(t, tv)) t = MakeUnionAll(rt, tv, t);
      }
      return TypeValue(t);
    };
    // A parameter's type; a bare type variable by its name (`::T`, bounds in `where`).
    auto show_param = [&](Value p, std::string* out) {
      if (IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kTypeVar &&
          !hidden(p.As<TypeVar>())) {
        out->append(p.As<TypeVar>()->name->name());
      } else {
        ShowValue(rt, hide(p), out);
      }
    };
    // A constructor's methods are named by the type (`Point(::Int64)`).
    std::string callee_text;
    if (IsType(f)) {
      ShowValue(rt, f, &callee_text);
    } else if ((f.type->flags & (kFunctionTypeFlag | kBuiltinFlag)) == 0) {
      // A closure's or a callable object's methods by the declared callee type.
      callee_text = "(::";
      show_param(sig->param(0), &callee_text);
      callee_text += ")";
    } else {
      callee_text = m->name->name();
    }
    std::string text = "  " + callee_text + "(";
    int matches = 0;
    size_t nsig = static_cast<size_t>(sig->nparams() - 1);
    size_t common = std::min(nargs, nsig);
    // Julia compares prefixes: the first i argument types with the first i parameter
    // types; after a mismatch the parameter's type stands in for the argument's.
    GcVector<Value> prefix_sig;
    GcVector<Value> prefix_args;
    bool skip = false;
    for (size_t i = 0; i < common; ++i) {
      if (i > 0) text += ", ";
      Value p = sig->param(static_cast<int64_t>(i + 1));
      bool vararg = IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kVararg;
      Value shown = vararg ? TypeValue(p.As<VarargType>()->t) : p;
      prefix_sig.push_back(p);
      size_t j = vararg ? nargs : i + 1;  // a Vararg takes the rest of the arguments
      while (prefix_args.size() < j) prefix_args.push_back(TypeValue(types[prefix_args.size() + 1]));
      bool ok = Subtype(rt, MakeTupleType(rt, prefix_args.data(), static_cast<uint32_t>(j)),
                        wrap(MakeTupleType(rt, prefix_sig.data(), static_cast<uint32_t>(i + 1))));
      if (!ok && special && i == 0) {
        skip = true;
        break;
      }
      if (ok) {
        if (j == i + 1) ++matches;
      } else {
        text += "!Matched";
        prefix_args[i] = vararg ? shown : p;
      }
      text += "::";
      show_param(shown, &text);
      if (vararg) text += "...";
      if (vararg) break;
    }
    if (skip || (special && matches == 0)) continue;
    if (nargs > nsig && nsig > 0) {
      Value last = sig->param(static_cast<int64_t>(nsig));
      if (IsTypeOrVar(last) && last.As<Type>()->kind == TypeKind::kVararg) {
        Type* elem = wrap(last.As<VarargType>()->t);
        for (size_t k = nsig; k <= nargs; ++k) {
          if (Subtype(rt, types[k], elem)) ++matches;
        }
      }
    }
    for (size_t i = common; i < nsig; ++i) {
      if (i > 0) text += ", ";
      Value p = sig->param(static_cast<int64_t>(i + 1));
      if (IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kVararg) {
        if (i > common) text += "!Matched::";
        show_param(TypeValue(p.As<VarargType>()->t), &text);
        text += "...";
      } else {
        text += "!Matched::";
        show_param(p, &text);
      }
    }
    const std::vector<std::string> kwords = MethodKeywordNames(rt, m);
    for (size_t k = 0; k < kwords.size(); ++k) text += (k == 0 ? "; " : ", ") + kwords[k];
    text += ")";
    if (m->sparam_vars != nullptr) {
      GcVector<Value> named;
      for (int64_t v = 0; v < m->sparam_vars->length; ++v) {
        if (!hidden((*m->sparam_vars)[v].As<TypeVar>())) named.push_back((*m->sparam_vars)[v]);
      }
      if (!named.empty()) {
        text += " where ";
        if (named.size() > 1) text += "{";
        for (size_t v = 0; v < named.size(); ++v) {
          if (v > 0) text += ", ";
          ShowValue(rt, named[v], &text);
        }
        if (named.size() > 1) text += "}";
      }
    }
    if (!kwargs.empty()) {
      // A method taking `kws...` takes every keyword.
      bool rest = std::any_of(kwords.begin(), kwords.end(),
                              [](const std::string& k) { return k.ends_with("..."); });
      std::vector<std::string> unexpected;
      for (const std::string& k : kwargs) {
        if (!rest && std::find(kwords.begin(), kwords.end(), k) == kwords.end()) {
          unexpected.push_back(k);
        }
      }
      if (!unexpected.empty()) {
        text += unexpected.size() > 1 ? " got unsupported keyword arguments \""
                                      : " got unsupported keyword argument \"";
        for (size_t k = 0; k < unexpected.size(); ++k) {
          if (k > 0) text += "\", \"";
          text += unexpected[k];
        }
        text += "\"";
      }
    }
    text += "\n   @ ";
    AppendModulePath(m->module, &text);
    if (m->file != nullptr) {
      text += " ";
      // Base's methods show the file's name (Julia: `@ Base missing.jl:101`).
      std::string file(m->file->name());
      text += m->module == rt.base_module ? std::string(base::Basename(file)) : PathAsShown(rt, file);
      text += ":";
      AppendInt(m->line, &text);
    }
    lines.push_back({std::move(text), matches, m});
  }
  if (lines.empty()) return;
  // Julia lists a function's methods more specific first (otherwise in definition
  // order), then the lines with more matching arguments first.
  for (size_t i = 1; i < lines.size(); ++i) {
    size_t j = i;
    while (j > 0 && MoreSpecific(rt, lines[j].method->sig, lines[j - 1].method->sig) &&
           !MoreSpecific(rt, lines[j - 1].method->sig, lines[j].method->sig)) {
      std::swap(lines[j], lines[j - 1]);
      --j;
    }
  }
  std::stable_sort(lines.begin(), lines.end(),
                   [](const Line& a, const Line& b) { return a.matches > b.matches; });
  out->append("\n\nClosest candidates are:");
  for (size_t i = 0; i < lines.size(); ++i) {
    out->push_back('\n');
    if (i >= 3) {
      out->append("  ...");
      break;
    }
    out->append(lines[i].text);
  }
  out->push_back('\n');
}

}  // namespace

void ShowMethodError(Runtime& rt, Value e, std::string* out) {
  Value f = Field(e, 0);
  Value args = Field(e, 1);
  uint64_t world = Field(e, 2).AsUInt();
  GcVector<Value> call;
  call.push_back(f);
  GcVector<DataType*> types;
  if (args.defined() && args.type->is_tuple()) {
    for (uint32_t i = 0; i < args.type->nfields; ++i) {
      Value a =
          args.type->layout == Layout::kStruct ? args.As<StructObject>()->fields()[i] : Value();
      call.push_back(a);
    }
  }
  // Core.kwcall(kws::NamedTuple, g, args...) that found no method is shown as the
  // keyword call it stands for, g(args...; kws...) (Julia's showerror does the same).
  std::vector<std::string> kwargs;
  std::string kwtext;
  if (call.size() >= 3 && call[1].defined() && (call[1].type->flags & kNamedTupleFlag)) {
    Binding* kwcall = FindOwnBinding(rt.core_module, Intern("kwcall"));
    if (kwcall != nullptr && kwcall->value.defined() && SameBits(kwcall->value, f)) {
      DataType* kwt = call[1].type;
      for (uint32_t i = 0; i < kwt->nfields; ++i) {
        kwargs.emplace_back(FieldName(kwt, i)->name());
        kwtext += i == 0 ? "; " : ", ";
        kwtext += kwargs.back();
        kwtext += "::";
        ShowValue(rt, FieldType(rt, kwt, i), &kwtext);
      }
      f = call[2];
      call.erase(call.begin(), call.begin() + 2);
      call[0] = f;
    }
  }
  for (Value v : call) types.push_back(AsDataType(DispatchTypeOf(rt, v)));
  // A MethodError a program throws itself (`MethodError(f, args)`) has the world
  // typemax: its methods are those of the current world. Base's kwerr throws a
  // keyword call's error that way too, but Julia's kwerr gives its world.
  const bool manual = world == UINT64_MAX && kwargs.empty();
  if (world == UINT64_MAX) world = rt.world();
  MethodTable* mt = MethodTableOf(rt, f);
  GcVector<Method*> candidates;
  LookupStatus status = LookupStatus::kNoMethod;
  if (mt != nullptr) {
    DataType* tt = ConcreteTupleType(rt, types.data(), static_cast<uint32_t>(types.size()));
    status = FindMethods(rt, mt, tt, world, &candidates);
  }
  auto show_arg_types = [&]() {
    out->push_back('(');
    for (size_t i = 1; i < types.size(); ++i) {
      if (i > 1) out->append(", ");
      out->append("::");
      ShowType(rt, types[i], out);
    }
    out->push_back(')');
  };
  out->append("MethodError: ");
  if (status == LookupStatus::kAmbiguous) {
    ShowCallee(rt, f, out);
    show_arg_types();
    out->append(" is ambiguous.\n\nCandidates:\n");
    for (Method* m : candidates) {
      out->append("  ");
      ShowMethodSignature(rt, m, out);
      out->append("\n    @ ");
      AppendModulePath(m->module, out);
      if (m->file != nullptr) {
        out->push_back(' ');
        out->append(m->file->name());
        out->push_back(':');
        AppendInt(m->line, out);
      }
      out->push_back('\n');
    }
    out->append("\nPossible fix, define\n  ");
    ShowCallee(rt, f, out);
    show_arg_types();
    out->push_back('\n');
    return;
  }
  bool has_methods = mt != nullptr && mt->methods.size() > 0;
  bool callable = IsType(f) || (f.type->flags & (kFunctionTypeFlag | kBuiltinFlag)) ||
                  f.type == rt.core.intrinsic_function || has_methods;
  if (!callable) {
    out->append("objects of type ");
    ShowType(rt, f.type, out);
    out->append(" are not callable");
    return;
  }
  out->append("no method matching ");
  ShowCallee(rt, f, out);
  show_arg_types();
  if (!kwtext.empty()) out->insert(out->size() - 1, kwtext);
  if (manual || status == LookupStatus::kFound) {
    // The positional arguments match a method: the keywords are what it refuses, or
    // the program threw the error itself.
    if (!kwargs.empty()) {
      out->append("\nThis method does not support all of the given keyword arguments (and may "
                  "not support any).");
    }
    if (manual || kwargs.empty()) {
      out->append("\nThis error has been manually thrown, explicitly, so the method may exist "
                  "but be intentionally marked as unimplemented.");
    }
    ShowMethodCandidates(rt, f, types, mt, world, kwargs, out);
    return;
  }
  bool too_new = false;
  if (mt != nullptr && world < rt.world()) {
    GcVector<Method*> now;
    DataType* tt = ConcreteTupleType(rt, types.data(), static_cast<uint32_t>(types.size()));
    if (FindMethods(rt, mt, tt, rt.world(), &now) == LookupStatus::kFound) {
      too_new = true;
      out->append("\nThe applicable method may be too new: running in world age ");
      AppendUInt(world, out);
      out->append(", while current world is ");
      AppendUInt(rt.world(), out);
      out->push_back('.');
    }
  }
  if (too_new || !has_methods) return;
  if (IsType(f)) {
    out->append("\nThe type `");
    ShowValue(rt, f, out);
    out->append("` exists, but no method is defined for this combination of argument types "
                "when trying to construct it.");
  } else if (f.type->flags & kFunctionTypeFlag) {
    out->append("\nThe function `");
    ShowValue(rt, f, out);
    out->append("` exists, but no method is defined for this combination of argument types.");
  } else {
    out->append("\nThe object of type `");
    ShowType(rt, f.type, out);
    out->append("` exists, but no method is defined for this combination of argument types "
                "when trying to treat it as a callable object.");
  }
  ShowMethodCandidates(rt, f, types, mt, world, kwargs, out);
}

}  // namespace kiln::runtime
