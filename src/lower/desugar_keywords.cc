// Keyword-argument definitions (Julia manual, "Keyword Arguments";
// julia-syntax.scm `keywords-method-def-expr`). `function f(x; k = 1) body end`
// becomes three kinds of methods:
//
//   #f#1(k, #f, x) = body                      the body function
//   f(x) = #f#1(1, #self#, x)                  the positional method
//   Core.kwcall(#kws, #f::typeof(f), x) =      the keyword sorter (target kKwCall)
//       k = Core.isdefined(#kws, :k) ? Core.getfield(#kws, :k) : 1
//       Base.isempty(Base.diff_names(Base.keys(#kws), (:k,))) ||
//           Base.kwerr(#kws, #f, x)            (MethodError for unknown keywords)
//       return #f#1(k, #f, x)
//
// Default positional arguments expand each of the last two as usual.
#include "lower/desugar.h"

namespace kiln::lower::internal {
namespace {

// The arguments of a keyword body function: sig's keyword parameters, its
// `rest...` of keywords, `self` (the function or callable), then its
// positional parameters without their defaults.
std::vector<ArgSpec> KeywordBodyArgs(const Signature& sig, const ArgSpec& self) {
  std::vector<ArgSpec> args;
  for (const KwSpec& k : sig.kwargs) {
    ArgSpec a;
    a.name = k.name;
    a.type = k.type;
    a.offset = k.offset;
    args.push_back(a);
  }
  if (sig.rest_kw) {
    ArgSpec a;
    a.name = sig.rest_kw->name;
    a.offset = sig.rest_kw->offset;
    args.push_back(a);
  }
  args.push_back(self);
  for (ArgSpec a : sig.args) {
    a.default_value = NodeId();
    args.push_back(a);
  }
  return args;
}

}  // namespace

CoreId Desugarer::KeywordMethods(const Signature& sig, const MethodTarget& target, NodeId body,
                                 uint32_t off) {
  for (size_t i = 0; i < sig.kwargs.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (sig.kwargs[i].name == sig.kwargs[j].name) {
        return ErrorAt(sig.kwargs[i].offset, "keyword argument name not unique: \"" +
                                                 std::string(core_.NameText(sig.kwargs[i].name)) +
                                                 "\"");
      }
    }
  }
  if (target.kind == MethodTargetKind::kLocal) return LocalKeywordMethods(sig, target, body, off);
  if (target.kind == MethodTargetKind::kCallable) {
    return CallableKeywordMethods(sig, target, body, off);
  }
  if (target.kind != MethodTargetKind::kGlobal) {
    return ErrorAt(off, "keyword arguments are only supported in definitions of functions");
  }
  std::string base(core_.NameText(core_.global(target.global).name));
  CoreGlobal body_global;
  body_global.name =
      core_.Intern((base[0] == '#' ? "" : "#") + base + "#" + std::to_string(NextLambdaNumber()));
  MethodTarget body_target{MethodTargetKind::kGlobal, core_.AddGlobalEntry(body_global), CoreName(),
                           body_global.name, CoreName()};
  std::vector<CoreId> methods;

  // The body function: #f#N(keywords..., [rest], #f, positional...).
  ArgSpec fself;
  fself.name = core_.Intern("#f");
  fself.offset = off;
  std::vector<ArgSpec> body_args = KeywordBodyArgs(sig, fself);
  std::vector<NodeId> body_types;
  for (const ArgSpec& a : body_args) body_types.push_back(a.type);
  Signature plain = sig;
  plain.kwargs.clear();
  plain.rest_kw.reset();
  Signature body_sig = plain;
  body_sig.args = body_args;
  NodeId return_type = sig.return_type;
  methods.push_back(
      MakeMethod(body_sig, body_target, body_args, FilterTypeVars(sig.type_vars, body_types),
                 [&](const std::vector<ArgSpec>&) { return FunctionBody(body, return_type); }));

  auto positional_call_args = [&](const std::vector<ArgSpec>& args, uint32_t at,
                                  std::vector<CoreId>& out) {
    for (const ArgSpec& a : args) {
      CoreId v = core_.AddVar(at, a.name);
      out.push_back(a.is_vararg ? core_.Add(CoreKind::kSplat, at, {v}) : v);
    }
  };
  auto missing_keyword = [&](const KwSpec& k) {
    // A keyword without a default is required (Julia manual: UndefKeywordError).
    return Call(k.offset, G(k.offset, {"Core", "throw"}),
                {Call(k.offset, G(k.offset, {"Core", "UndefKeywordError"}),
                      {Sym(k.offset, core_.NameText(k.name))})});
  };
  auto default_of = [&](const KwSpec& k) {
    return k.default_value.has_value() ? Expr(k.default_value) : missing_keyword(k);
  };
  bool ordered_defaults = false;
  for (const KwSpec& k : sig.kwargs) {
    for (const KwSpec& other : sig.kwargs)
      ordered_defaults |= MentionsName(k.default_value, other.name);
  }

  // The positional methods call the body function with the defaults.
  OptionalPositionalMethods(
      plain, target,
      [&](const std::vector<ArgSpec>& args) {
        std::vector<CoreId> stmts;
        std::vector<CoreId> call_args;
        for (const KwSpec& k : sig.kwargs) {
          if (ordered_defaults) {
            stmts.push_back(
                core_.Add(CoreKind::kLocal, k.offset, {core_.AddVar(k.offset, k.name)}));
            stmts.push_back(core_.Add(CoreKind::kAssign, k.offset,
                                      {core_.AddVar(k.offset, k.name), default_of(k)}));
            call_args.push_back(core_.AddVar(k.offset, k.name));
          } else {
            call_args.push_back(default_of(k));
          }
        }
        if (sig.rest_kw) {
          call_args.push_back(Call(off, G(off, {"Base", "pairs"}),
                                   {Call(off, G(off, {"Core", "NamedTuple"}), {})}));
        }
        call_args.push_back(Var(off, "#self#"));
        positional_call_args(args, off, call_args);
        stmts.push_back(core_.Add(CoreKind::kReturn, off,
                                  {Call(off, core_.AddGlobal(off, body_global), call_args)}));
        return BlockOf(off, stmts);
      },
      methods);

  // The keyword sorters: Core.kwcall(#kws, #f, positional...).
  MethodTarget kw_target{MethodTargetKind::kKwCall, target.global, CoreName(), target.lambda_name,
                         CoreName()};
  OptionalPositionalMethods(
      plain, kw_target,
      [&](const std::vector<ArgSpec>& args) {
        std::vector<CoreId> stmts;
        std::vector<CoreId> err_args{Var(off, "#kws"), Var(off, "#f")};
        positional_call_args(args, off, err_args);
        std::vector<CoreId> call_args = KeywordUnpack(sig, off, std::move(err_args), stmts);
        call_args.push_back(Var(off, "#f"));
        positional_call_args(args, off, call_args);
        stmts.push_back(core_.Add(CoreKind::kReturn, off,
                                  {Call(off, core_.AddGlobal(off, body_global), call_args)}));
        return BlockOf(off, stmts);
      },
      methods);
  return BlockOf(off, methods);
}

// The statements of a keyword sorter that bind each keyword argument from `#kws` (its
// value, checked against its type, or its default) and the `kws...` rest, or reject
// unknown keywords with Base.kwerr(err_args...). Returns the keyword values in order.
std::vector<CoreId> Desugarer::KeywordUnpack(const Signature& sig, uint32_t off,
                                             std::vector<CoreId> err_args,
                                             std::vector<CoreId>& stmts) {
  auto missing_keyword = [&](const KwSpec& k) {
    return Call(k.offset, G(k.offset, {"Core", "throw"}),
                {Call(k.offset, G(k.offset, {"Core", "UndefKeywordError"}),
                      {Sym(k.offset, core_.NameText(k.name))})});
  };
  auto default_of = [&](const KwSpec& k) {
    return k.default_value.has_value() ? Expr(k.default_value) : missing_keyword(k);
  };
  std::vector<NodeId> positional_types;
  for (const ArgSpec& a : sig.args) positional_types.push_back(a.type);
  std::vector<TypeVarSyntax> kw_vars = FilterTypeVars(sig.type_vars, positional_types);
  auto mentions_keyword_only_var = [&](NodeId type) {
    for (const TypeVarSyntax& v : sig.type_vars) {
      bool kept = false;
      for (const TypeVarSyntax& k : kw_vars) kept |= k.name == v.name;
      if (!kept && MentionsName(type, v.name)) return true;
    }
    return false;
  };
  std::vector<CoreId> names;
  for (const KwSpec& k : sig.kwargs) {
    uint32_t at = k.offset;
    CoreId sym = Sym(at, core_.NameText(k.name));
    names.push_back(Sym(at, core_.NameText(k.name)));
    stmts.push_back(core_.Add(CoreKind::kLocal, at, {core_.AddVar(at, k.name)}));
    CoreId has = Call(at, G(at, {"Core", "isdefined"}), {Var(at, "#kws"), sym});
    CoreId value = Call(at, G(at, {"Core", "getfield"}),
                        {Var(at, "#kws"), Sym(at, core_.NameText(k.name))});
    if (k.type.has_value() && !mentions_keyword_only_var(k.type)) {
      // A typed keyword checks its value: TypeError(:keyword argument, :k, T, v).
      CoreId t = NewTemp(at);
      CoreId ok = Call(at, G(at, {"Core", "isa"}), {Clone(t), Expr(k.type)});
      CoreId error = Call(at, G(at, {"Core", "TypeError"}),
                          {Sym(at, "keyword argument"), Sym(at, core_.NameText(k.name)),
                           Expr(k.type), Clone(t)});
      CoreId check =
          core_.Add(CoreKind::kIf, at,
                    {ok, core_.AddNothing(at), Call(at, G(at, {"Core", "throw"}), {error})});
      value = core_.Add(CoreKind::kBlock, at, {AssignTemp(t, value), check, Clone(t)});
    }
    stmts.push_back(core_.Add(
        CoreKind::kIf, at,
        {has, core_.Add(CoreKind::kAssign, at, {core_.AddVar(at, k.name), value}),
         core_.Add(CoreKind::kAssign, at, {core_.AddVar(at, k.name), default_of(k)})}));
  }
  CoreId names_tuple = Call(off, G(off, {"Core", "tuple"}), names);
  std::vector<CoreId> call_args;
  for (const KwSpec& k : sig.kwargs) call_args.push_back(core_.AddVar(k.offset, k.name));
  if (sig.rest_kw) {
    // kws... collects the other keywords: Base.pairs(Base.structdiff(#kws,
    // NamedTuple{names})).
    CoreId rest = Var(off, "#kws");
    if (!sig.kwargs.empty()) {
      CoreId nt_type = Call(off, G(off, {"Core", "apply_type"}),
                            {G(off, {"Core", "NamedTuple"}), names_tuple});
      rest = Call(off, G(off, {"Base", "structdiff"}), {rest, nt_type});
    }
    // Named `kws...` here (no user code sees this slot): methods(f) lists the sorter's
    // locals as the method's keywords and marks the rest by its dots, as Julia does.
    CoreName rest_name = core_.Intern(std::string(core_.NameText(sig.rest_kw->name)) + "...");
    stmts.push_back(core_.Add(CoreKind::kLocal, off, {core_.AddVar(off, rest_name)}));
    stmts.push_back(core_.Add(
        CoreKind::kAssign, off,
        {core_.AddVar(off, rest_name), Call(off, G(off, {"Base", "pairs"}), {rest})}));
    call_args.push_back(core_.AddVar(off, rest_name));
  } else {
    CoreId unknown =
        Call(off, G(off, {"Base", "diff_names"}),
             {Call(off, G(off, {"Base", "keys"}), {Var(off, "#kws")}), names_tuple});
    stmts.push_back(
        core_.Add(CoreKind::kIf, off,
                  {Call(off, G(off, {"Base", "isempty"}), {unknown}), core_.AddNothing(off),
                   Call(off, G(off, {"Base", "kwerr"}), err_args)}));
  }
  return call_args;
}

// A local or anonymous function with keyword arguments: its methods take the keywords as
// a NamedTuple before the positional arguments and bind them as the sorter does, and its
// name is bound to a Base._KwClosure of them (whose call and Core.kwcall methods pass
// the NamedTuple):
//   g(x; k = 1) = body  ->  local #g#kw#N
//                           #g#kw#N(#kws, x) = (k = <from #kws or 1>; body)
//                           g = Base._KwClosure(#g#kw#N)
CoreId Desugarer::LocalKeywordMethods(const Signature& sig, const MethodTarget& target,
                                      NodeId body, uint32_t off) {
  std::string number = std::to_string(NextLambdaNumber());
  CoreName inner =
      core_.Intern("#" + std::string(core_.NameText(target.local)) + "#kw#" + number);
  MethodTarget inner_target = target;
  inner_target.local = inner;
  inner_target.closure_name = core_.Intern(std::string(core_.NameText(inner)) + "#" +
                                           std::to_string(NextLambdaNumber()));
  Signature plain = sig;
  plain.kwargs.clear();
  plain.rest_kw.reset();
  ArgSpec kws;
  kws.name = core_.Intern("#kws");
  kws.offset = off;
  plain.args.insert(plain.args.begin(), kws);
  std::vector<CoreId> stmts;
  stmts.push_back(core_.Add(CoreKind::kLocal, off, {core_.AddVar(off, inner)}, 0, kLocalDef));
  NodeId return_type = sig.return_type;
  OptionalPositionalMethods(
      plain, inner_target,
      [&](const std::vector<ArgSpec>& args) {
        std::vector<CoreId> body_stmts;
        std::vector<CoreId> err_args{Var(off, "#kws"), Var(off, "#self#")};
        for (size_t i = 1; i < args.size(); ++i) {
          CoreId v = core_.AddVar(off, args[i].name);
          err_args.push_back(args[i].is_vararg ? core_.Add(CoreKind::kSplat, off, {v}) : v);
        }
        std::vector<CoreId> values = KeywordUnpack(sig, off, std::move(err_args), body_stmts);
        if (sig.rest_kw) {
          CoreId rest = core_.AddVar(sig.rest_kw->offset, sig.rest_kw->name);
          body_stmts.push_back(core_.Add(CoreKind::kLocal, off, {rest}));
          body_stmts.push_back(core_.Add(
              CoreKind::kAssign, off,
              {core_.AddVar(sig.rest_kw->offset, sig.rest_kw->name), values.back()}));
        }
        body_stmts.push_back(FunctionBody(body, return_type));
        return BlockOf(off, body_stmts);
      },
      stmts);
  stmts.push_back(core_.Add(CoreKind::kAssign, off,
                            {core_.AddVar(off, target.local),
                             Call(off, G(off, {"Base", "_KwClosure"}), {core_.AddVar(off, inner)})}));
  return BlockOf(off, stmts);
}

// A callable object or a type with keyword arguments, `(m::Model)(x; k = 1) = body` or
// `S{T}(; a = 1) where {T} = S{T}(a)`: as for a function, with the body function a hidden
// global that takes the callable as an argument (named as in the signature, of its type),
// and the keyword sorter a method of Core.kwcall for the callable's type:
//   #S#N(k, m::Model, x) = body
//   (m::Model)(x) = #S#N(1, m, x)
//   Core.kwcall(#kws, #f::Model, x) = (k = <from #kws or 1>; #S#N(k, #f, x))
CoreId Desugarer::CallableKeywordMethods(const Signature& sig, const MethodTarget& target,
                                         NodeId body, uint32_t off) {
  CoreGlobal body_global;
  body_global.name = core_.Intern("#" + std::string(core_.NameText(target.lambda_name)) + "#" +
                                  std::to_string(NextLambdaNumber()));
  MethodTarget body_target{MethodTargetKind::kGlobal, core_.AddGlobalEntry(body_global), CoreName(),
                           body_global.name, CoreName()};
  CoreName self = sig.self_name.has_value() ? sig.self_name : core_.Intern("#self#");
  ArgSpec callable;
  callable.name = sig.self_name.has_value() ? sig.self_name : core_.Intern("#f");
  callable.type = sig.self_type;
  callable.type_of = sig.self_is_type_of;
  callable.offset = off;
  Signature plain = sig;
  plain.kwargs.clear();
  plain.rest_kw.reset();
  std::vector<CoreId> methods;

  // The body function: #S#N(keywords..., [rest], callable, positional...).
  std::vector<ArgSpec> body_args = KeywordBodyArgs(sig, callable);
  std::vector<NodeId> body_types;
  for (const ArgSpec& a : body_args) body_types.push_back(a.type);
  Signature body_sig = plain;
  body_sig.args = body_args;
  body_sig.self_name = CoreName();
  NodeId return_type = sig.return_type;
  methods.push_back(
      MakeMethod(body_sig, body_target, body_args, FilterTypeVars(sig.type_vars, body_types),
                 [&](const std::vector<ArgSpec>&) { return FunctionBody(body, return_type); }));

  auto positional = [&](const std::vector<ArgSpec>& args, size_t from, std::vector<CoreId>& out) {
    for (size_t i = from; i < args.size(); ++i) {
      CoreId v = core_.AddVar(off, args[i].name);
      out.push_back(args[i].is_vararg ? core_.Add(CoreKind::kSplat, off, {v}) : v);
    }
  };
  // The positional methods of the callable call the body function with the defaults.
  OptionalPositionalMethods(
      plain, target,
      [&](const std::vector<ArgSpec>& args) {
        std::vector<CoreId> stmts;
        std::vector<CoreId> call_args;
        for (const KwSpec& k : sig.kwargs) {
          CoreId v = core_.AddVar(k.offset, k.name);
          stmts.push_back(core_.Add(CoreKind::kLocal, k.offset, {v}));
          CoreId value = k.default_value.has_value()
                             ? Expr(k.default_value)
                             : Call(k.offset, G(k.offset, {"Core", "throw"}),
                                    {Call(k.offset, G(k.offset, {"Core", "UndefKeywordError"}),
                                          {Sym(k.offset, core_.NameText(k.name))})});
          stmts.push_back(
              core_.Add(CoreKind::kAssign, k.offset, {core_.AddVar(k.offset, k.name), value}));
          call_args.push_back(core_.AddVar(k.offset, k.name));
        }
        if (sig.rest_kw) {
          call_args.push_back(Call(off, G(off, {"Base", "pairs"}),
                                   {Call(off, G(off, {"Core", "NamedTuple"}), {})}));
        }
        call_args.push_back(core_.AddVar(off, self));
        positional(args, 0, call_args);
        stmts.push_back(core_.Add(CoreKind::kReturn, off,
                                  {Call(off, core_.AddGlobal(off, body_global), call_args)}));
        return BlockOf(off, stmts);
      },
      methods);

  // The keyword sorters: methods of Core.kwcall(#kws, #f::T, positional...).
  CoreGlobal kwcall;
  kwcall.path = {core_.Intern("Core")};
  kwcall.name = core_.Intern("kwcall");
  MethodTarget kw_target{MethodTargetKind::kGlobal, core_.AddGlobalEntry(kwcall), CoreName(),
                         target.lambda_name, CoreName()};
  Signature sorter = plain;
  sorter.self_name = CoreName();
  ArgSpec kws;
  kws.name = core_.Intern("#kws");
  kws.offset = off;
  ArgSpec f = callable;
  f.name = core_.Intern("#f");
  sorter.args.insert(sorter.args.begin(), {kws, f});
  OptionalPositionalMethods(
      sorter, kw_target,
      [&](const std::vector<ArgSpec>& args) {
        std::vector<CoreId> stmts;
        std::vector<CoreId> err_args{Var(off, "#kws"), Var(off, "#f")};
        positional(args, 2, err_args);
        std::vector<CoreId> call_args = KeywordUnpack(sig, off, std::move(err_args), stmts);
        call_args.push_back(Var(off, "#f"));
        positional(args, 2, call_args);
        stmts.push_back(core_.Add(CoreKind::kReturn, off,
                                  {Call(off, core_.AddGlobal(off, body_global), call_args)}));
        return BlockOf(off, stmts);
      },
      methods);
  return BlockOf(off, methods);
}

}  // namespace kiln::lower::internal
