// Desugaring of control flow and declarations (Julia manual, "Control Flow"
// and "Scope of Variables"): if, while, for through the iteration protocol,
// break/continue as jumps out of labelled blocks, try/catch/finally, let,
// local/global/const, return.
#include "lower/desugar.h"

namespace kiln::lower::internal {

CoreId Desugarer::If(NodeId n) {
  uint32_t off = Off(n);
  CoreId cond = Expr(tree_.child(n, 0));
  CoreId then = Expr(tree_.child(n, 1));
  CoreId otherwise = tree_.child_count(n) > 2 ? Expr(tree_.child(n, 2)) : core_.AddNothing(off);
  return core_.Add(CoreKind::kIf, off, {cond, then, otherwise});
}

// while cond body end ->
//   (break-block Lbreak (while cond (scope (break-block Lcontinue body))))
CoreId Desugarer::While(NodeId n) {
  uint32_t off = Off(n);
  CoreId cond = Expr(tree_.child(n, 0));
  uint32_t break_label = NewLabel();
  uint32_t continue_label = NewLabel();
  fn_.loops.push_back({break_label, continue_label});
  CoreId body;
  {
    DesugarScope scope(*this);
    body = Expr(tree_.child(n, 1));
  }
  fn_.loops.pop_back();
  CoreId cont = core_.Add(CoreKind::kBreakBlock, off, {body}, continue_label);
  CoreId scoped = core_.Add(CoreKind::kScope, off, {cont}, 0, kSoftScope | kLoopBody);
  CoreId loop = core_.Add(CoreKind::kWhile, off, {cond, scoped});
  return core_.Add(CoreKind::kBreakBlock, off, {loop}, break_label);
}

// for x in xs body end, through the iteration protocol (Julia manual,
// "Interfaces": iteration; julia-syntax.scm `expand-for`):
//   %coll = xs
//   next = Base.iterate(%coll)
//   while !(next === nothing)
//     (scope: x = Core.getfield(next, 1); %state = Core.getfield(next, 2); body)
//     next = Base.iterate(%coll, %state)
//   end
// The loop variable and the body's locals are new in every iteration.
// `for i = a, j = b` nests the loops; `break` leaves all of them and
// `continue` continues the innermost.
CoreId Desugarer::For(NodeId n) {
  uint32_t off = Off(n);
  NodeId spec = tree_.child(n, 0);
  std::vector<std::pair<NodeId, NodeId>> iters;
  auto add_iter = [&](NodeId it) {
    if (Kind(it) == NodeKind::kAssign) {
      iters.emplace_back(tree_.child(it, 0), tree_.child(it, 1));
    } else if (Kind(it) == NodeKind::kCall && tree_.child_count(it) == 3 &&
               (IsIdentifier(tree_.child(it, 0), "in") || IsIdentifier(tree_.child(it, 0), "∈"))) {
      iters.emplace_back(tree_.child(it, 1), tree_.child(it, 2));
    } else {
      Error(it, "invalid iteration specification");
    }
  };
  if (Kind(spec) == NodeKind::kBlock) {
    for (NodeId it : tree_.children(spec)) add_iter(it);
  } else {
    add_iter(spec);
  }
  if (iters.empty()) return core_.AddNothing(off);
  uint32_t break_label = NewLabel();
  NodeId body_syntax = tree_.child(n, 1);
  auto body = [&]() { return Expr(body_syntax); };
  CoreId loop = ForLoop(off, iters, 0, body, break_label);
  return core_.Add(CoreKind::kBreakBlock, off, {loop}, break_label);
}

// One loop per iteration specification from `index` on, each in the body of
// the one before. Built with a loop, not recursion: `for` may list any
// number of specifications. The levels are desugared outer first (in source
// order), then closed from the innermost out.
CoreId Desugarer::ForLoop(uint32_t off, const std::vector<std::pair<NodeId, NodeId>>& iters,
                          size_t index, const std::function<CoreId()>& body, uint32_t break_label) {
  struct Level {
    std::vector<CoreId> outer;      // %coll = xs; local next; next = iterate(%coll)
    std::vector<CoreId> iteration;  // x = getfield(next, 1); %state = getfield(next, 2)
    CoreId cond;
    CoreId coll;
    CoreId state;
    CoreName next;
  };
  std::vector<Level> levels;
  levels.reserve(iters.size() - index);
  for (size_t i = index; i < iters.size(); ++i) {
    auto [lhs, rhs] = iters[i];
    Level& level = levels.emplace_back();
    level.coll = NewTemp(Off(rhs));
    level.outer.push_back(AssignTemp(level.coll, Expr(rhs)));
    ++fn_.scope_depth;  // the loop's scope, closed below
    level.next = Gensym("next");
    CoreName next = level.next;
    level.outer.push_back(
        core_.Add(CoreKind::kLocal, off, {core_.AddVar(off, next)}, 0, kLocalDef));
    level.outer.push_back(core_.Add(
        CoreKind::kAssign, off,
        {core_.AddVar(off, next), Call(off, G(off, {"Base", "iterate"}), {Clone(level.coll)})}));
    CoreId is_nothing =
        Call(off, G(off, {"Core", "==="}), {core_.AddVar(off, next), core_.AddNothing(off)});
    level.cond = Call(off, G(off, {"Core", "Intrinsics", "not_int"}), {is_nothing});
    level.state = NewTemp(off);
    ++fn_.scope_depth;  // the body's scope, closed below
    CoreId value = Call(off, G(off, {"Core", "getfield"}), {core_.AddVar(off, next), Int(off, 1)});
    if (Kind(lhs) == NodeKind::kLocal && tree_.node(lhs).payload == 1 &&
        tree_.child_count(lhs) == 1 && Kind(tree_.child(lhs, 0)) == NodeKind::kIdentifier) {
      // for outer i: assigns the enclosing scope's i, which keeps the last value.
      NodeId var = tree_.child(lhs, 0);
      level.iteration.push_back(AssignName(var, value, Off(var), /*declare_local=*/false));
    } else if (Kind(lhs) == NodeKind::kIdentifier || Kind(lhs) == NodeKind::kTuple ||
               Kind(lhs) == NodeKind::kTypeAssert) {
      level.iteration.push_back(AssignName(lhs, value, Off(lhs), /*declare_local=*/true));
    } else {
      level.iteration.push_back(Error(lhs, "invalid iteration variable"));
    }
    level.iteration.push_back(AssignTemp(
        level.state,
        Call(off, G(off, {"Core", "getfield"}), {core_.AddVar(off, next), Int(off, 2)})));
  }
  uint32_t continue_label = NewLabel();
  fn_.loops.push_back({break_label, continue_label});
  CoreId user_body = body();
  fn_.loops.pop_back();
  CoreId inner = core_.Add(CoreKind::kBreakBlock, off, {user_body}, continue_label);
  for (size_t i = levels.size(); i-- > 0;) {
    Level& level = levels[i];
    level.iteration.push_back(inner);
    --fn_.scope_depth;
    CoreId scoped =
        core_.Add(CoreKind::kScope, off, {BlockOf(off, level.iteration)}, 0, kSoftScope | kLoopBody);
    CoreId advance = core_.Add(
        CoreKind::kAssign, off,
        {core_.AddVar(off, level.next),
         Call(off, G(off, {"Base", "iterate"}), {Clone(level.coll), Clone(level.state)})});
    CoreId loop = core_.Add(CoreKind::kWhile, off,
                            {level.cond, core_.Add(CoreKind::kBlock, off, {scoped, advance})});
    std::vector<CoreId> scope_body(level.outer.begin() + 1, level.outer.end());
    scope_body.push_back(loop);
    --fn_.scope_depth;
    CoreId scope = core_.Add(CoreKind::kScope, off, {BlockOf(off, scope_body)}, 0, kSoftScope);
    inner = core_.Add(CoreKind::kBlock, off, {level.outer.front(), scope});
  }
  return inner;
}

CoreId Desugarer::BreakOrContinue(NodeId n, bool is_break) {
  if (fn_.loops.empty()) return Error(n, "break or continue outside loop");
  const LoopLabels& l = fn_.loops.back();
  return core_.Add(CoreKind::kBreak, Off(n), {}, is_break ? l.break_label : l.continue_label);
}

// try/catch/finally (Julia manual, "Exception Handling"). The try block, the
// catch block and the finally block are each a soft scope; `catch e` makes e
// a local of the catch block.
CoreId Desugarer::Try(NodeId n) {
  uint32_t off = Off(n);
  NodeId body_syntax = tree_.child(n, 0);
  NodeId var = tree_.child_count(n) > 1 ? tree_.child(n, 1) : NodeId();
  NodeId catch_syntax = tree_.child_count(n) > 2 ? tree_.child(n, 2) : NodeId();
  NodeId finally_syntax = tree_.child_count(n) > 3 ? tree_.child(n, 3) : NodeId();
  NodeId else_syntax = tree_.child_count(n) > 4 ? tree_.child(n, 4) : NodeId();
  auto present = [&](NodeId x) { return x.has_value() && Kind(x) != NodeKind::kEmpty; };
  auto scoped = [&](NodeId x, std::vector<CoreId> prefix) {
    DesugarScope scope(*this);
    prefix.push_back(Expr(x));
    return core_.Add(CoreKind::kScope, Off(x), {BlockOf(Off(x), prefix)}, 0, kSoftScope);
  };
  CoreId result = scoped(body_syntax, {});
  if (else_syntax.has_value()) {
    // try/catch/else: the body's value is a marker no catch block can return; when the
    // try ends with it, the `else` block runs (outside the try) and gives the value.
    CoreId marker = Call(off, G(off, {"Base", "_TryElseMarker"}), {});
    result = BlockOf(off, {result, marker});
  }
  bool has_catch = present(catch_syntax) || present(var);
  if (has_catch || !present(finally_syntax)) {
    std::vector<CoreId> prefix;
    if (present(var)) {
      if (Kind(var) != NodeKind::kIdentifier) {
        prefix.push_back(Error(var, "invalid syntax \"catch\" variable"));
      } else {
        CoreName e = core_.Intern(Name(var));
        prefix.push_back(
            core_.Add(CoreKind::kLocal, Off(var), {core_.AddVar(Off(var), e)}, 0, kLocalDef));
        prefix.push_back(
            core_.Add(CoreKind::kAssign, Off(var),
                      {core_.AddVar(Off(var), e), core_.Add(CoreKind::kTheException, Off(var))}));
      }
    }
    NodeId catch_body = present(catch_syntax) ? catch_syntax : NodeId();
    CoreId handler;
    if (catch_body.has_value()) {
      handler = scoped(catch_body, prefix);
    } else {
      prefix.push_back(core_.AddNothing(off));
      handler = core_.Add(CoreKind::kScope, off, {BlockOf(off, prefix)}, 0, kSoftScope);
    }
    result =
        core_.Add(CoreKind::kTryCatch, off, {result, core_.Add(CoreKind::kEmpty, off), handler});
  }
  if (else_syntax.has_value()) {
    CoreId r = NewTemp(off);
    CoreId is_marker = Call(off, G(off, {"Core", "==="}),
                            {Clone(r), Call(off, G(off, {"Base", "_TryElseMarker"}), {})});
    CoreId pick = core_.Add(CoreKind::kIf, off, {is_marker, scoped(else_syntax, {}), Clone(r)});
    result = BlockOf(off, {AssignTemp(r, result), pick});
  }
  if (present(finally_syntax)) {
    result = core_.Add(CoreKind::kTryFinally, off, {result, scoped(finally_syntax, {})});
  }
  return result;
}

// let a = 1, b = a; body end: every binding opens a new hard scope in which
// the variable is a new local; the right side is evaluated before the new
// variable exists (Julia manual, "Let Blocks").
CoreId Desugarer::Let(NodeId n) {
  uint32_t off = Off(n);
  NodeId bindings = tree_.child(n, 0);
  NodeId body = tree_.child(n, 1);
  std::vector<NodeId> items;
  if (Kind(bindings) == NodeKind::kBlock) {
    for (NodeId b : tree_.children(bindings)) items.push_back(b);
  } else if (Kind(bindings) != NodeKind::kEmpty) {
    items.push_back(bindings);
  }
  if (items.empty()) {
    DesugarScope scope(*this);
    return core_.Add(CoreKind::kScope, off, {Expr(body)}, 0, kHardScope);
  }
  // Binding i opens a scope nested in binding i - 1's; the body goes into the
  // last one. Built with a loop, not recursion: a let may have any number of
  // bindings. Each level is desugared in order (outer scopes first), then the
  // levels are closed from the inside out.
  struct Level {
    uint32_t offset;
    CoreId prefix;               // the right side into a temp, outside the scope
    std::vector<CoreId> stmts;   // inside the scope
    CoreId error;                // the binding is invalid: this replaces the level
  };
  std::vector<Level> levels;
  levels.reserve(items.size());
  for (NodeId item : items) {
    Level& level = levels.emplace_back();
    level.offset = Off(item);
    NodeId lhs;
    if (Kind(item) == NodeKind::kAssign) {
      lhs = tree_.child(item, 0);
      if (Kind(lhs) == NodeKind::kCall || Kind(lhs) == NodeKind::kWhere) {
        level.error = Unsupported(item, "a function definition in a let binding");
        break;
      }
      // The right side is evaluated in the enclosing scope, before the new
      // variable exists (so `let x = x` reads the outer x).
      CoreId t = NewTemp(Off(item));
      level.prefix = AssignTemp(t, Expr(tree_.child(item, 1)));
    }
    ++fn_.scope_depth;  // this level's scope, closed below
    if (Kind(item) == NodeKind::kIdentifier) {
      level.stmts.push_back(core_.Add(CoreKind::kLocal, Off(item),
                                      {core_.AddVar(Off(item), core_.Intern(Name(item)))}, 0,
                                      kLocalDef));
    } else if (level.prefix.has_value()) {
      level.stmts.push_back(AssignName(lhs, Clone(core_.child(level.prefix, 0)), Off(item),
                                       /*declare_local=*/true));
    } else {
      level.stmts.push_back(Error(item, "invalid let syntax"));
    }
  }
  CoreId inner;
  if (!levels.back().error.has_value()) inner = Expr(body);
  for (size_t i = levels.size(); i-- > 0;) {
    Level& level = levels[i];
    if (level.error.has_value()) {
      inner = level.error;
      continue;
    }
    --fn_.scope_depth;
    level.stmts.push_back(inner);
    CoreId scope_node = core_.Add(CoreKind::kScope, level.offset,
                                  {BlockOf(level.offset, level.stmts)}, 0, kHardScope);
    inner = level.prefix.has_value()
                ? core_.Add(CoreKind::kBlock, level.offset, {level.prefix, scope_node})
                : scope_node;
  }
  return inner;
}

CoreId Desugarer::LocalDecl(NodeId n) {
  uint32_t off = Off(n);
  std::vector<CoreId> stmts;
  std::function<void(NodeId)> declare = [&](NodeId v) {
    switch (Kind(v)) {
      case NodeKind::kIdentifier:
        stmts.push_back(
            core_.Add(CoreKind::kLocal, Off(v), {core_.AddVar(Off(v), core_.Intern(Name(v)))}));
        break;
      case NodeKind::kTypeAssert: {
        NodeId name = tree_.child(v, 0);
        if (Kind(name) != NodeKind::kIdentifier) {
          stmts.push_back(Error(v, "invalid local declaration"));
          break;
        }
        NodeId type = tree_.child(v, 1);
        stmts.push_back(core_.Add(CoreKind::kLocal, Off(v),
                                  {core_.AddVar(Off(name), core_.Intern(Name(name))), Expr(type)},
                                  type.index));
        break;
      }
      case NodeKind::kTuple:
        for (NodeId c : tree_.children(v)) declare(c);
        break;
      default: stmts.push_back(Error(v, "invalid local declaration"));
    }
  };
  for (NodeId v : tree_.children(n)) {
    if (Kind(v) == NodeKind::kOpAssign) {
      declare(tree_.child(v, 0));
      stmts.push_back(OpAssign(v));
    } else if (Kind(v) == NodeKind::kAssign) {
      declare(tree_.child(v, 0));
      NodeId lhs = tree_.child(v, 0);
      if (Kind(lhs) == NodeKind::kTypeAssert) lhs = tree_.child(lhs, 0);
      stmts.push_back(AssignSyntax(lhs, tree_.child(v, 1), Off(v), false));
    } else {
      declare(v);
    }
  }
  if (stmts.empty()) return core_.AddNothing(off);
  return BlockOf(off, stmts);
}

CoreId Desugarer::GlobalDecl(NodeId n) {
  uint32_t off = Off(n);
  std::vector<CoreId> stmts;
  for (NodeId v : tree_.children(n)) {
    bool assigns = Kind(v) == NodeKind::kAssign || Kind(v) == NodeKind::kOpAssign;
    NodeId name = assigns ? tree_.child(v, 0) : v;
    NodeId type;  // global x::T [= v] (top level only): the assignment converts to T
    if (Kind(name) == NodeKind::kTypeAssert && Kind(tree_.child(name, 0)) == NodeKind::kIdentifier &&
        !in_function()) {
      type = tree_.child(name, 1);
      name = tree_.child(name, 0);
    }
    if (Kind(name) == NodeKind::kIdentifier) {
      stmts.push_back(core_.Add(CoreKind::kGlobalDecl, Off(name),
                                {core_.AddVar(Off(name), core_.Intern(Name(name)))}));
    } else if (Kind(name) == NodeKind::kTuple) {
      for (NodeId c : tree_.children(name)) {
        if (Kind(c) != NodeKind::kIdentifier) {
          stmts.push_back(Error(c, "invalid global declaration"));
          continue;
        }
        stmts.push_back(core_.Add(CoreKind::kGlobalDecl, Off(c),
                                  {core_.AddVar(Off(c), core_.Intern(Name(c)))}));
      }
    } else if (Kind(name) == NodeKind::kCall || Kind(name) == NodeKind::kWhere ||
               Kind(name) == NodeKind::kFunction) {
      // global f(x) = ...: a global method from a local scope. In a function Julia
      // refuses the whole top-level statement; in a top-level `let` it is allowed.
      if (in_function()) {
        FailStatement(Off(name), "syntax: Global method definition",
                      " needs to be placed at the top level, or use \"eval\".");
        continue;
      }
      // `global f(x) = ...` in a top-level let: `global f` and the definition, whose
      // method is then global (scope.cc) and sees the let's locals (closures.cc).
      NodeId sig = Kind(name) == NodeKind::kFunction ? tree_.child(name, 0) : name;
      while ((Kind(sig) == NodeKind::kWhere || Kind(sig) == NodeKind::kTypeAssert) &&
             tree_.child_count(sig) > 0) {
        sig = tree_.child(sig, 0);
      }
      if (Kind(sig) == NodeKind::kCall && Kind(tree_.child(sig, 0)) == NodeKind::kIdentifier) {
        NodeId f = tree_.child(sig, 0);
        stmts.push_back(core_.Add(CoreKind::kGlobalDecl, Off(f),
                                  {core_.AddVar(Off(f), core_.Intern(Name(f)))}));
      }
      stmts.push_back(Kind(v) == NodeKind::kFunction ? FunctionDef(v) : Assign(v));
      continue;
    } else {
      stmts.push_back(Error(name, Kind(name) == NodeKind::kTypeAssert
                                      ? "syntax: type declarations for global variables must be "
                                        "at top level, not inside a function"
                                      : "invalid global declaration"));
      continue;
    }
    if (Kind(v) == NodeKind::kAssign && type.has_value()) {
      stmts.push_back(TypedGlobalAssign(name, type, Expr(tree_.child(v, 1)), Off(v)));
    } else if (Kind(v) == NodeKind::kAssign) {
      stmts.push_back(AssignSyntax(name, tree_.child(v, 1), Off(v), false));
    } else if (Kind(v) == NodeKind::kOpAssign) {
      stmts.push_back(OpAssign(v));  // global x += 1
    }
  }
  return BlockOf(off, stmts);
}

// const x = v: only at top level (Julia: "unsupported `const` declaration on
// local variable").
CoreId Desugarer::ConstDecl(NodeId n) {
  NodeId assign = tree_.child(n, 0);
  if (Kind(assign) == NodeKind::kGlobal && tree_.child_count(assign) == 1) {
    assign = tree_.child(assign, 0);
  }
  if (Kind(assign) != NodeKind::kAssign) return Error(n, "expected assignment after \"const\"");
  NodeId name = tree_.child(assign, 0);
  NodeId type;  // const x::T = v converts v to T
  if (Kind(name) == NodeKind::kTypeAssert && Kind(tree_.child(name, 0)) == NodeKind::kIdentifier) {
    type = tree_.child(name, 1);
    name = tree_.child(name, 0);
  }
  if (!at_top_level()) return Error(n, "unsupported `const` declaration on local variable");
  if (Kind(name) == NodeKind::kTuple && !type.has_value()) {
    // const a, b = v: each name a constant, bound to v's elements in order.
    bool names_only = tree_.child_count(name) > 0;
    for (NodeId c : tree_.children(name)) names_only &= Kind(c) == NodeKind::kIdentifier;
    if (names_only) {
      uint32_t off = Off(assign);
      CoreId t = NewTemp(off);
      std::vector<CoreId> stmts{AssignTemp(t, Expr(tree_.child(assign, 1)))};
      int64_t i = 0;
      for (NodeId c : tree_.children(name)) {
        CoreId element = Call(off, G(off, {"Base", "getindex"}), {Clone(t), Int(off, ++i)});
        stmts.push_back(core_.Add(CoreKind::kConstDecl, Off(c),
                                  {core_.AddVar(Off(c), core_.Intern(Name(c))), element}));
      }
      stmts.push_back(Clone(t));
      return BlockOf(off, stmts);
    }
  }
  if (Kind(name) != NodeKind::kIdentifier) {
    return Error(name, "only \"const name = value\" is supported");
  }
  CoreId value = Expr(tree_.child(assign, 1));
  if (type.has_value()) {
    uint32_t off = Off(assign);
    value = Call(off, G(off, {"Core", "typeassert"}),
                 {Call(off, G(off, {"Base", "convert"}), {Expr(type), value}), Expr(type)});
  }
  return core_.Add(CoreKind::kConstDecl, Off(n),
                   {core_.AddVar(Off(name), core_.Intern(Name(name))), value});
}

CoreId Desugarer::Return(NodeId n) {
  uint32_t off = Off(n);
  CoreId value = tree_.child_count(n) > 0 ? Expr(tree_.child(n, 0)) : core_.AddNothing(off);
  if (fn_.return_type.has_value()) {
    // function f()::T converts every returned value (Julia manual,
    // "Functions": return type).
    CoreId t = Expr(fn_.return_type);
    value = Call(off, G(off, {"Core", "typeassert"}),
                 {Call(off, G(off, {"Base", "convert"}), {t, value}), Expr(fn_.return_type)});
  }
  return core_.Add(CoreKind::kReturn, off, {value});
}

}  // namespace kiln::lower::internal
