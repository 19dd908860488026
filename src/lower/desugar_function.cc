// Desugaring of function definitions (Julia manual, "Functions" and
// "Methods"): signatures with where clauses, typed, default, vararg and
// destructured arguments; anonymous functions and do blocks; local functions
// (closures); return type conversion. Keyword-argument definitions are in
// desugar_keywords.cc.
#include "lower/desugar.h"

namespace kiln::lower::internal {

CoreId Desugarer::FunctionDef(NodeId n) {
  NodeId sig = tree_.child(n, 0);
  NodeId body = tree_.child_count(n) > 1 ? tree_.child(n, 1) : NodeId();
  if (!body.has_value() ||
      (Kind(body) == NodeKind::kEmpty && !tree_.has_flag(n, parse::kShortForm))) {
    // function f end: declares a generic function with no methods.
    if (Kind(sig) == NodeKind::kIdentifier && at_top_level()) {
      CoreGlobal g;
      g.name = core_.Intern(Name(sig));
      return core_.Add(CoreKind::kDeclareFunction, Off(n), {}, core_.AddGlobalEntry(g));
    }
    if (Kind(sig) == NodeKind::kIdentifier || Kind(sig) == NodeKind::kDot) {
      return Error(n, "\"function name end\" is only supported at top level");
    }
  }
  return FunctionDefParts(sig, body, Off(n), tree_.has_flag(n, parse::kShortForm));
}

CoreId Desugarer::FunctionDefParts(NodeId sig, NodeId body, uint32_t off, bool short_form) {
  Signature s;
  if (!ParseSignature(sig, s)) return core_.AddNothing(off);
  if (s.kind == Signature::Kind::kAnonymous) {
    bool defaults = !s.kwargs.empty() || s.rest_kw.has_value();
    for (const ArgSpec& a : s.args) defaults |= a.default_value.has_value();
    if (defaults) return AnonymousWithDefaults(s, body, off);
    CoreName name = core_.Intern("#" + std::to_string(NextLambdaNumber()));
    NodeId return_type = s.return_type;
    std::vector<CoreName> sparams;
    for (const TypeVarSyntax& v : s.type_vars) sparams.push_back(v.name);
    return MakeLambda(LambdaKind::kClosure, name, off, s.args, sparams,
                      [&](const std::vector<ArgSpec>&) { return FunctionBody(body, return_type); });
  }
  MethodTarget target;
  CoreId value;
  switch (s.kind) {
    case Signature::Kind::kLocalName:
      if (at_top_level()) {
        target.kind = MethodTargetKind::kGlobal;
        target.global = core_.AddGlobalEntry(s.global);
        value = core_.AddGlobal(off, s.global);
      } else {
        // A named function inside a function, let, loop or try is a local
        // function: a closure bound to a local variable (Julia manual, "Scope
        // of Variables"; scope resolution turns it into a global method when
        // the name is declared global at top level).
        target.kind = MethodTargetKind::kLocal;
        target.local = s.global.name;
        target.closure_name = core_.Intern("#" + std::string(core_.NameText(s.global.name)) + "#" +
                                           std::to_string(NextLambdaNumber()));
        value = core_.AddVar(off, s.global.name);
      }
      target.lambda_name = s.global.name;
      break;
    case Signature::Kind::kGlobal:
      if (!at_top_level()) {
        return ErrorAt(off, "global method definition needs to be placed at top level");
      }
      target.kind = MethodTargetKind::kGlobal;
      target.global = core_.AddGlobalEntry(s.global);
      target.lambda_name = s.global.name;
      value = core_.AddGlobal(off, s.global);
      break;
    case Signature::Kind::kCallable:
      if (!at_top_level() && structs_.empty()) {
        return ErrorAt(off, "global method definition needs to be placed at top level");
      }
      target.kind = MethodTargetKind::kCallable;
      target.lambda_name =
          core_.Intern(s.curly.has_value() && Kind(tree_.child(s.curly, 0)) == NodeKind::kIdentifier
                           ? Name(tree_.child(s.curly, 0))
                           : "#callable");
      value = core_.AddNothing(off);
      break;
    case Signature::Kind::kAnonymous: break;
  }
  (void)short_form;
  CoreId methods = DefineMethods(s, target, body, off);
  // The value of a definition is the function.
  CoreId ref = core_.Add(core_.kind(value), off, {}, core_.payload(value), kDroppable);
  return core_.Add(CoreKind::kBlock, off, {methods, ref});
}

// An anonymous function with default or keyword arguments has one method per arity (and
// keyword sorter): it is a local function with a hidden name, in a scope of its own, whose value is the function
// (`let; #N(x, y = 2) = body; end`).
CoreId Desugarer::AnonymousWithDefaults(Signature s, NodeId body, uint32_t off) {
  std::string number = std::to_string(NextLambdaNumber());
  CoreName hidden = core_.Intern("#" + number);
  s.kind = Signature::Kind::kLocalName;
  s.global.name = hidden;
  MethodTarget target;
  target.kind = MethodTargetKind::kLocal;
  target.local = hidden;
  target.closure_name = core_.Intern("#" + number + "#" + std::to_string(NextLambdaNumber()));
  target.lambda_name = hidden;
  CoreId decl = core_.Add(CoreKind::kLocal, off, {core_.AddVar(off, hidden)}, 0, kLocalDef);
  CoreId methods = DefineMethods(s, target, body, off);
  CoreId block = BlockOf(off, {decl, methods, core_.AddVar(off, hidden)});
  return core_.Add(CoreKind::kScope, off, {block}, 0, kHardScope);
}

CoreId Desugarer::DefineMethods(const Signature& sig, const MethodTarget& target, NodeId body,
                                uint32_t off) {
  if (!sig.kwargs.empty() || sig.rest_kw) return KeywordMethods(sig, target, body, off);
  NodeId return_type = sig.return_type;
  std::vector<CoreId> methods;
  OptionalPositionalMethods(
      sig, target, [&](const std::vector<ArgSpec>&) { return FunctionBody(body, return_type); },
      methods);
  return BlockOf(off, methods);
}

// One method per arity for default positional arguments (Julia manual,
// "Optional Arguments"; julia-syntax.scm `optional-positional-defs`):
//   f(a, b = 2, c = 3) = body  ->  f(a) = #self#(a, 2, 3)
//                                  f(a, b) = #self#(a, b, 3)
//                                  f(a, b, c) = body
// When a default mentions an argument that is absent, only the next
// argument is filled in.
void Desugarer::OptionalPositionalMethods(const Signature& sig, const MethodTarget& target,
                                          const BodyFn& full_body, std::vector<CoreId>& out) {
  const std::vector<ArgSpec>& args = sig.args;
  size_t first_opt = args.size();
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].default_value.has_value()) {
      first_opt = i;
      break;
    }
  }
  size_t end_opt = first_opt;
  while (end_opt < args.size() && args[end_opt].default_value.has_value()) ++end_opt;
  for (size_t i = end_opt; i < args.size(); ++i) {
    if (!args[i].is_vararg) {
      ErrorAt(args[i].offset, "optional positional arguments must occur at end");
      return;
    }
  }
  bool is_kwcall = target.kind == MethodTargetKind::kKwCall;
  for (size_t n = first_opt; n < end_opt; ++n) {
    std::vector<ArgSpec> passed(args.begin(), args.begin() + n);
    for (ArgSpec& a : passed) a.default_value = NodeId();
    std::vector<NodeId> used{sig.self_type};
    for (const ArgSpec& a : passed) used.push_back(a.type);
    std::vector<TypeVarSyntax> vars = FilterTypeVars(sig.type_vars, used);
    bool one_more = false;
    for (size_t k = n; k < end_opt; ++k) {
      for (size_t m = n; m < end_opt; ++m)
        one_more |= MentionsName(args[k].default_value, args[m].name);
    }
    size_t fill_to = one_more ? n + 1 : end_opt;
    out.push_back(MakeMethod(sig, target, passed, vars, [&](const std::vector<ArgSpec>&) {
      uint32_t off = passed.empty() ? sig.offset : passed.back().offset;
      std::vector<CoreId> call_args;
      if (is_kwcall) {
        call_args.push_back(Var(off, "#kws"));
        call_args.push_back(Var(off, "#f"));
      }
      for (const ArgSpec& a : passed) call_args.push_back(core_.AddVar(a.offset, a.name));
      for (size_t k = n; k < fill_to; ++k) call_args.push_back(Expr(args[k].default_value));
      return core_.Add(CoreKind::kReturn, off, {Call(off, Var(off, "#self#"), call_args)});
    }));
  }
  std::vector<ArgSpec> all = args;
  for (ArgSpec& a : all) a.default_value = NodeId();
  std::vector<NodeId> used{sig.self_type};
  for (const ArgSpec& a : all) used.push_back(a.type);
  out.push_back(MakeMethod(sig, target, all, FilterTypeVars(sig.type_vars, used), full_body));
}

CoreId Desugarer::MakeMethod(const Signature& sig, const MethodTarget& target,
                             const std::vector<ArgSpec>& args,
                             const std::vector<TypeVarSyntax>& vars, const BodyFn& body) {
  MethodInfo info;
  info.target = target.kind;
  info.global = target.global;
  info.self_type = sig.self_type;
  info.self_type_is_type_of = sig.self_is_type_of;
  info.type_vars = vars;
  info.is_vararg = !args.empty() && args.back().is_vararg;
  info.closure_name = target.closure_name;
  for (const ArgSpec& a : args) {
    info.arg_types.push_back(a.type);
    info.arg_is_type_of.push_back(a.type_of);
  }
  std::vector<ArgSpec> lambda_args;
  if (target.kind == MethodTargetKind::kKwCall) {
    // Core.kwcall(kws::NamedTuple, f, args...): see MethodTarget::kKwCall.
    ArgSpec kws;
    kws.name = core_.Intern("#kws");
    kws.offset = sig.offset;
    ArgSpec f;
    f.name = core_.Intern("#f");
    f.offset = sig.offset;
    lambda_args.push_back(kws);
    lambda_args.push_back(f);
  }
  lambda_args.insert(lambda_args.end(), args.begin(), args.end());
  std::vector<CoreName> sparams;
  for (const TypeVarSyntax& v : vars) sparams.push_back(v.name);
  LambdaKind kind =
      target.kind == MethodTargetKind::kLocal ? LambdaKind::kClosure : LambdaKind::kMethod;
  // Inner constructors `P{T}(x) where T` see `new` as new{T}.
  bool ctor = !structs_.empty() && sig.curly.has_value();
  if (ctor) structs_.back().curly = sig.curly;
  // The body sees the method's own arguments (without the keyword sorter's
  // #kws and #f).
  CoreId lambda = MakeLambda(
      kind, target.lambda_name, sig.offset, lambda_args, sparams,
      [&](const std::vector<ArgSpec>&) { return body(args); }, sig.self_name);
  if (ctor) structs_.back().curly = NodeId();
  uint32_t index = core_.AddMethod(std::move(info));
  if (target.kind == MethodTargetKind::kLocal) {
    return core_.Add(CoreKind::kMethod, sig.offset,
                     {core_.AddVar(sig.offset, target.local), lambda}, index);
  }
  return core_.Add(CoreKind::kMethod, sig.offset, {lambda}, index);
}

CoreId Desugarer::MakeLambda(LambdaKind kind, CoreName name, uint32_t off,
                             const std::vector<ArgSpec>& args, const std::vector<CoreName>& sparams,
                             const BodyFn& body, CoreName self_name) {
  FunctionScope function_scope(*this);
  std::vector<CoreId> children;
  children.push_back(core_.AddVar(off, self_name.has_value() ? self_name : core_.Intern("#self#")));
  for (const ArgSpec& a : args) children.push_back(core_.AddVar(a.offset, a.name));
  std::vector<CoreId> stmts;
  for (const ArgSpec& a : args) {
    if (a.pattern.has_value()) {
      stmts.push_back(Destructure(a.pattern, core_.AddVar(a.offset, a.name), a.offset,
                                  /*declare_locals=*/true));
    }
  }
  stmts.push_back(body(args));
  children.push_back(BlockOf(off, stmts));
  LambdaInfo info;
  info.kind = kind;
  info.name = name;
  info.nargs = static_cast<uint32_t>(args.size() + 1);
  info.is_vararg = !args.empty() && args.back().is_vararg;
  info.sparams = sparams;
  for (const ArgSpec& a : args) info.arg_types.push_back(a.type);
  uint32_t index = core_.AddLambda(std::move(info));
  return core_.Add(CoreKind::kLambda, off, children, index);
}

// The body of a method. With a declared return type every returned value,
// including the implicit last one, is converted (Julia manual, "Return Type").
CoreId Desugarer::FunctionBody(NodeId body, NodeId return_type) {
  fn_.return_type = return_type;
  CoreId b = body.has_value() ? Expr(body) : core_.AddNothing(0);
  if (!return_type.has_value()) return b;
  uint32_t off = Off(return_type);
  return Call(off, G(off, {"Core", "typeassert"}),
              {Call(off, G(off, {"Base", "convert"}), {Expr(return_type), b}), Expr(return_type)});
}

// x -> body, (a, b) -> body, () -> body (Julia manual, "Anonymous Functions").
CoreId Desugarer::LambdaExpr(NodeId n) {
  uint32_t off = Off(n);
  NodeId params = tree_.child(n, 0);
  NodeId body = tree_.child(n, 1);
  std::vector<ArgSpec> args;
  std::vector<NodeId> items;
  if (Kind(params) == NodeKind::kTuple) {
    for (NodeId a : tree_.children(params)) items.push_back(a);
  } else if (Kind(params) == NodeKind::kBlock) {
    for (NodeId a : tree_.children(params)) items.push_back(a);
  } else if (Kind(params) != NodeKind::kEmpty) {
    items.push_back(params);
  }
  for (NodeId a : items) {
    bool defaults = Kind(a) == NodeKind::kAssign || Kind(a) == NodeKind::kKw ||
                    Kind(a) == NodeKind::kParameters;
    if ((defaults && Kind(params) == NodeKind::kTuple) ||
        (Kind(params) == NodeKind::kBlock && items.size() > 1)) {
      // (x, y = 2) -> body: a method per arity; (x; k = 1) -> body: keyword arguments.
      return FunctionDefParts(params, body, off, /*short_form=*/false);
    }
    ArgSpec spec;
    if (!ParseArg(a, spec)) return core_.AddNothing(off);
    if (spec.default_value.has_value()) {
      return Unsupported(a, "a default argument in an anonymous function");
    }
    args.push_back(spec);
  }
  CoreName name = core_.Intern("#" + std::to_string(NextLambdaNumber()));
  return MakeLambda(LambdaKind::kClosure, name, off, args, {},
                    [&](const std::vector<ArgSpec>&) { return FunctionBody(body, NodeId()); });
}

// f(args...) do x ... end -> f(x -> ..., args...) (Julia manual, "Do-Block
// Syntax for Function Arguments").
CoreId Desugarer::DoExpr(NodeId n) {
  uint32_t off = Off(n);
  NodeId call = tree_.child(n, 0);
  NodeId lambda = tree_.child(n, 1);
  if (Kind(call) != NodeKind::kCall) return Error(n, "invalid \"do\" syntax");
  CoreId f = Expr(tree_.child(call, 0));
  CoreId closure = LambdaExpr(lambda);
  return CallWithArgs(off, f, tree_.children(call).subspan(1), tree_.child(call, 0), closure);
}

}  // namespace kiln::lower::internal
