// The built-in macros (LANGUAGE.md, "Macros"; builtin_macros.def): each
// expands here (the Test macros in test_macros.cc) into core forms and calls
// of functions that Base, Test and Printf implement in Kiln.
// docs/lowering.md ("Built-in macros") is the contract for every expansion.
#include <optional>

#include "lower/builtin_macro_expander.h"
#include "lower/builtin_macros.h"
#include "lower/unparse.h"
#include "parse/literals.h"

namespace kiln::lower::internal {

CoreId MacroExpander::Expand() {
  NodeId name_node = t_.child(n_, 0);
  if (t_.kind(name_node) != NodeKind::kIdentifier) return Error("unsupported macro call");
  std::string name = Name();
  std::optional<BuiltinMacro> macro = FindBuiltinMacro(name);
  if (!macro) return d_.Unsupported(n_, "the macro " + name);
  switch (*macro) {
    case BuiltinMacro::kInbounds: {
      // @inbounds ex: ex, its statements marked kStmtInbounds (Julia's
      // Expr(:inbounds, true) ... Expr(:inbounds, :pop)); a function or closure
      // defined inside is a body of its own, not marked (as in Julia).
      if (args_.size() != 1) return Error(name + " expects one argument");
      CoreId body = d_.Stmt(args_[0]);
      return d_.core().Add(CoreKind::kBlock, off_, {body}, 0, kInboundsBlock);
    }
    case BuiltinMacro::kBoundscheck: {
      // @boundscheck blk: if Expr(:boundscheck) blk else nothing end, the
      // condition a marked `true` (false in native code inlined at an
      // @inbounds call site: docs/lowering.md).
      if (args_.size() != 1) return Error(name + " expects one argument");
      CoreId cond = d_.core().Add(CoreKind::kBlock, off_, {d_.Bool(off_, true)}, 0, kBoundscheckBlock);
      CoreId then = d_.Stmt(args_[0]);
      return d_.core().Add(CoreKind::kIf, off_, {cond, then, d_.core().Add(CoreKind::kNothing, off_, {})});
    }
    case BuiltinMacro::kInline:
    case BuiltinMacro::kNoinline:
    case BuiltinMacro::kSimd:
    case BuiltinMacro::kPropagateInbounds:
    case BuiltinMacro::kNospecialize:
    case BuiltinMacro::kSpecialize:
    case BuiltinMacro::kFastmath:
    case BuiltinMacro::kStatic:
    case BuiltinMacro::kInferred:
    case BuiltinMacro::kViews:
      // Optimization hints, @static (its condition is evaluated when the code
      // runs, with the same result), @inferred (the value; Kiln infers nothing
      // to compare), @views of code without indexing: the expression itself.
      if (args_.size() != 1) return Error(name + " expects one argument");
      return d_.Stmt(args_[0]);
    case BuiltinMacro::kDoc:
      // @doc "text" definition: docstrings are not kept when the program runs (`?` reads
      // them from the source), so this is the definition.
      if (args_.size() != 2) return Error("@doc expects a docstring and a definition");
      return d_.Stmt(args_[1]);
    case BuiltinMacro::kThreads:
      // Threads.@threads [schedule] for ...: Kiln runs one thread, the loop in order.
      if (args_.empty() || args_.size() > 2) return Error("@threads expects a for loop");
      return d_.Stmt(args_.back());
    case BuiltinMacro::kAsync:
    case BuiltinMacro::kTask:
    case BuiltinMacro::kSync:
    case BuiltinMacro::kSpawn: {
      // Tasks (Base's tasks.jl): @async ex -> Base._async(() -> ex), @task ex ->
      // Base.Task(() -> ex), @sync ex -> Base._sync(() -> ex), Threads.@spawn
      // [:pool] ex -> Base._spawn(() -> ex). @sync waits for the tasks @async
      // starts while its block runs, in this task and the tasks those start.
      bool spawn = *macro == BuiltinMacro::kSpawn;
      if (args_.empty() || (!spawn && args_.size() != 1) || args_.size() > 2) {
        return Error(name + " expects an expression");
      }
      std::string_view f = *macro == BuiltinMacro::kAsync ? "_async"
                           : *macro == BuiltinMacro::kTask ? "Task"
                           : *macro == BuiltinMacro::kSync ? "_sync"
                                                           : "_spawn";
      NodeId body = args_.back();
      return d_.Call(off_, G({"Base", f}), {Thunk([&] { return d_.Expr(body); })});
    }
    case BuiltinMacro::kLock: {
      // @lock l ex -> Base.lock(() -> ex, l)
      if (args_.size() != 2) return Error("@lock expects a lock and an expression");
      NodeId body = args_[1];
      return d_.Call(off_, G({"Base", "lock"}),
                     {Thunk([&] { return d_.Expr(body); }), d_.Expr(args_[0])});
    }
    case BuiltinMacro::kView: return View("view");
    case BuiltinMacro::kMaybeView: return View("maybeview");  // from @views (user_macros.cc)
    case BuiltinMacro::kTestBroken:
    case BuiltinMacro::kTestSkip: {
      if (args_.empty()) return Error(name + " expects an expression");
      implied_flag_ = *macro == BuiltinMacro::kTestBroken ? "broken" : "skip";
      std::vector<NodeId> kws(args_.begin() + 1, args_.end());
      return TestCall(args_[0], kws);
    }
    case BuiltinMacro::kRStr: {
      // r"pattern"flags -> Base.Regex("pattern"[, "flags"]); the pattern is the
      // literal's raw text (Julia manual, "Regular Expressions").
      if (args_.empty() || args_.size() > 2 || t_.kind(args_[0]) != NodeKind::kString ||
          (args_.size() == 2 && t_.kind(args_[1]) != NodeKind::kString)) {
        return Error("invalid regular expression literal");
      }
      std::vector<CoreId> regex_args{d_.Expr(args_[0])};
      if (args_.size() == 2) regex_args.push_back(d_.Expr(args_[1]));
      return d_.Call(off_, G({"Base", "Regex"}), regex_args);
    }
    case BuiltinMacro::kSStr:
      // s"\1 text" -> Base.SubstitutionString("\1 text"), for replace() with a
      // regular expression (Julia manual, "Regular Expressions").
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
        return Error("invalid substitution string literal");
      }
      return d_.Call(off_, G({"Base", "SubstitutionString"}), {d_.Expr(args_[0])});
    case BuiltinMacro::kMimeStr:
      // MIME"text/plain" -> Core.apply_type(Base.MIME, Symbol("text/plain")).
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
        return Error("invalid MIME literal");
      }
      return d_.Call(off_, G({"Core", "apply_type"}),
                     {G({"Base", "MIME"}), d_.Sym(off_, t_.string_value(args_[0]))});
    case BuiltinMacro::kRawStr:
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
        return Error("invalid raw string literal");
      }
      return d_.Expr(args_[0]);
    case BuiltinMacro::kBStr: return Bytes();
    case BuiltinMacro::kBigStr:
      // big"123" -> Base._big_str("123"), a BigInt (bigint.jl).
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
        return Error("invalid big number literal");
      }
      return d_.Call(off_, G({"Base", "_big_str"}), {d_.Expr(args_[0])});
    case BuiltinMacro::kVStr:
      // v"1.2.3" -> Base.VersionNumber("1.2.3") (Base's version.jl parses it).
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
        return Error("invalid version number literal");
      }
      return d_.Call(off_, G({"Base", "VersionNumber"}), {d_.Expr(args_[0])});
    case BuiltinMacro::kDateformatStr:
      // dateformat"yyyy-mm-dd" -> Dates.DateFormat("yyyy-mm-dd") (needs `using Dates`).
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
        return Error("invalid dateformat literal");
      }
      return d_.Call(off_, G({"Dates", "DateFormat"}), {d_.Expr(args_[0])});
    case BuiltinMacro::kAssert: return Assert();
    case BuiltinMacro::kShow: return Show();
    case BuiltinMacro::kTime: return Time(false);
    case BuiltinMacro::kElapsed: return Time(true);
    case BuiltinMacro::kTimed: return Timed();
    case BuiltinMacro::kDebug: return Log("Debug");
    case BuiltinMacro::kInfo: return Log("Info");
    case BuiltinMacro::kWarn: return Log("Warn");
    case BuiltinMacro::kError: return Log("Error");
    case BuiltinMacro::kPrintf: return Printf(false);
    case BuiltinMacro::kSprintf: return Printf(true);
    case BuiltinMacro::kTest: return Test();
    case BuiltinMacro::kTestThrows: return TestThrows();
    case BuiltinMacro::kTestLogs: return TestLogs();
    case BuiltinMacro::kTestNowarn: return TestNowarn();
    case BuiltinMacro::kTestset: return Testset();
    // The file's absolute path is known only when it runs (the IR is the same
    // wherever its package is), so these stay symbolic until the module is linked.
    case BuiltinMacro::kLabel:
    case BuiltinMacro::kGoto: {
      // @label name / @goto name: a jump target and a jump within the function.
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kIdentifier) {
        return Error(name + " expects a label name");
      }
      CoreName label = d_.core().Intern(t_.name(args_[0]));
      return d_.core().Add(*macro == BuiltinMacro::kLabel ? CoreKind::kSymbolicLabel
                                                          : CoreKind::kSymbolicGoto,
                           off_, {}, label.index);
    }
    case BuiltinMacro::kFile: return SourcePath(ir::kSourceFile);
    case BuiltinMacro::kLine: return Line();
    case BuiltinMacro::kDir: return SourcePath(ir::kSourceDir);
    case BuiltinMacro::kModule: return SourcePath(ir::kSourceModule);
    case BuiltinMacro::kMacroexpand:
    case BuiltinMacro::kMacroexpand1:
      // Base.macroexpand(@__MODULE__, <ex quoted>) when it runs (user_macros.cc leaves
      // the macro calls in the argument unexpanded); @macroexpand1 expands one level.
      if (args_.size() != 1) return Error(name + " expects one argument");
      return d_.Call(off_,
                     G({"Base", *macro == BuiltinMacro::kMacroexpand ? "macroexpand" : "_macroexpand1"}),
                     {SourcePath(ir::kSourceModule), d_.QuoteValue(args_[0])});
    case BuiltinMacro::kEval: {
      // @eval [M] ex -> Base._eval(M or @__MODULE__, <ex quoted, `$` interpolated>)
      if (args_.empty() || args_.size() > 2) return Error("@eval expects one or two arguments");
      CoreId module = args_.size() == 2 ? d_.Expr(args_[0]) : SourcePath(ir::kSourceModule);
      return d_.Call(off_, G({"Base", "_eval"}), {module, d_.QuoteValue(args_.back())});
    }
    case BuiltinMacro::kIsdefined:
      if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kIdentifier) {
        return Error("@isdefined expects a variable name");
      }
      return d_.core().Add(
          CoreKind::kIsDefined, off_,
          {d_.core().AddVar(t_.offset(args_[0]), d_.core().Intern(t_.name(args_[0])))});
    case BuiltinMacro::kDot:
    case BuiltinMacro::kDunderDot:
    case BuiltinMacro::kEnum:
    case BuiltinMacro::kKwdef:
    case BuiltinMacro::kNexprs:
    case BuiltinMacro::kNtuple:
    case BuiltinMacro::kNref:
    case BuiltinMacro::kNcall:
      break;  // rewritten before lowering (syntax_macros.cc, cartesian_macros.cc)
  }
  return d_.Unsupported(n_, "the macro " + name);
}

// @view a[i, j] -> Base.view(a, i, j), `end` and `begin` meaning a's last and
// first index as in a[i, j].
CoreId MacroExpander::View(std::string_view function) {
  if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kRef) {
    return Error("@view expects an indexing expression a[...]");
  }
  NodeId ref = args_[0];
  std::vector<CoreId> stmts;
  CoreId array = d_.Once(d_.Expr(t_.child(ref, 0)), stmts, /*keep_vars=*/true);
  std::vector<CoreId> call_args{array};
  d_.IndexArgs(ref, array, call_args);
  stmts.push_back(d_.Call(off_, G({"Base", function}), call_args));
  return d_.BlockOf(off_, stmts);
}

// @assert cond [msg] -> cond ? nothing : Core.throw(Base.AssertionError(msg)),
// msg defaulting to the condition's text (base/error.jl).
CoreId MacroExpander::Assert() {
  if (args_.empty() || args_.size() > 2) return Error("@assert expects one or two arguments");
  CoreId cond = d_.Expr(args_[0]);
  CoreId msg;
  if (args_.size() == 1) {
    msg = Str(Unparse(t_, args_[0], -1));
  } else if (t_.kind(args_[1]) == NodeKind::kString) {
    msg = d_.Expr(args_[1]);
  } else {
    msg = d_.Call(off_, G({"Base", "string"}), {d_.Expr(args_[1])});
  }
  CoreId fail =
      d_.Call(off_, G({"Core", "throw"}), {d_.Call(off_, G({"Base", "AssertionError"}), {msg})});
  return d_.core().Add(CoreKind::kIf, off_, {cond, d_.core().AddNothing(off_), fail});
}

// @show a b -> println("a = ", repr(a)); println("b = ", repr(b)); b
CoreId MacroExpander::Show() {
  std::vector<CoreId> stmts;
  CoreId last = d_.core().AddNothing(off_);
  for (NodeId ex : args_) {
    CoreId t = d_.NewTemp(t_.offset(ex));
    stmts.push_back(d_.AssignTemp(t, d_.Expr(ex)));
    stmts.push_back(d_.Call(
        off_, G({"Base", "println"}),
        {Str(Unparse(t_, ex, 0) + " = "), d_.Call(off_, G({"Base", "repr"}), {d_.Clone(t)})}));
    last = t;
  }
  stmts.push_back(d_.Clone(last));
  return d_.BlockOf(off_, stmts);
}

// @time [msg] ex -> s = Base._time_start(); v = ex; Base._time_print(s[, msg]); v
// @elapsed ex    -> s = Base._time_start(); ex; Base._elapsed(s)
CoreId MacroExpander::Time(bool elapsed) {
  if (args_.empty() || args_.size() > 2 || (elapsed && args_.size() != 1)) {
    return Error(Name() + " expects an expression");
  }
  NodeId ex = args_.back();
  std::vector<CoreId> stmts;
  CoreId start = d_.NewTemp(off_);
  stmts.push_back(d_.AssignTemp(start, d_.Call(off_, G({"Base", "_time_start"}), {})));
  if (elapsed) {
    stmts.push_back(d_.Expr(ex));
    stmts.push_back(d_.Call(off_, G({"Base", "_elapsed"}), {d_.Clone(start)}));
    return d_.BlockOf(off_, stmts);
  }
  CoreId value = d_.NewTemp(off_);
  stmts.push_back(d_.AssignTemp(value, d_.Expr(ex)));
  std::vector<CoreId> print_args{d_.Clone(start)};
  if (args_.size() == 2) print_args.push_back(d_.Expr(args_[0]));
  stmts.push_back(d_.Call(off_, G({"Base", "_time_print"}), print_args));
  stmts.push_back(d_.Clone(value));
  return d_.BlockOf(off_, stmts);
}

// @info msg [key=value | key]... -> Base._log(Base.Info, "Module", @__FILE__, line, msg,
//                                               :key => value, ...)
// (likewise @debug, @warn, @error; Base's logging.jl formats the record).
CoreId MacroExpander::Log(std::string_view level) {
  if (args_.empty()) return Error(Name() + " expects a message");
  std::vector<CoreId> call_args{G({"Base", level}), Str(d_.options().module_name),
                                SourcePath(ir::kSourceFile), Line(), d_.Expr(args_[0])};
  for (NodeId a : args_.subspan(1)) {
    NodeKind k = t_.kind(a);
    if ((k == NodeKind::kAssign || k == NodeKind::kKw) &&
        t_.kind(t_.child(a, 0)) == NodeKind::kIdentifier) {
      call_args.push_back(d_.Call(off_, G({"Base", "Pair"}),
                                  {d_.Sym(off_, t_.name(t_.child(a, 0))), d_.Expr(t_.child(a, 1))}));
    } else if (k == NodeKind::kIdentifier) {
      call_args.push_back(d_.Call(off_, G({"Base", "Pair"}), {d_.Sym(off_, t_.name(a)), d_.Expr(a)}));
    } else {
      // Julia logs any other expression under its text.
      call_args.push_back(d_.Call(off_, G({"Base", "Pair"}),
                                  {d_.Sym(off_, Unparse(t_, a, 0)), d_.Expr(a)}));
    }
  }
  return d_.Call(off_, G({"Base", "_log"}), call_args);
}

// @timed ex -> s = Base._time_start(); v = ex;
//               (value = v, time = Base._elapsed(s), bytes = 0, gctime = 0.0)
CoreId MacroExpander::Timed() {
  if (args_.size() != 1) return Error("@timed expects an expression");
  std::vector<CoreId> stmts;
  CoreId start = d_.NewTemp(off_);
  stmts.push_back(d_.AssignTemp(start, d_.Call(off_, G({"Base", "_time_start"}), {})));
  CoreId value = d_.NewTemp(off_);
  stmts.push_back(d_.AssignTemp(value, d_.Expr(args_[0])));
  CoreId elapsed = d_.Call(off_, G({"Base", "_elapsed"}), {d_.Clone(start)});
  CoreId names = d_.Call(off_, G({"Core", "tuple"}),
                         {d_.Sym(off_, "value"), d_.Sym(off_, "time"), d_.Sym(off_, "bytes"),
                          d_.Sym(off_, "gctime")});
  CoreId type = d_.Call(off_, G({"Core", "apply_type"}), {G({"Core", "NamedTuple"}), names});
  CoreLiteral zero;
  zero.kind = ir::ConstKind::kFloat64;
  CoreId values = d_.Call(off_, G({"Core", "tuple"}),
                          {d_.Clone(value), elapsed, d_.Int(off_, 0),
                           d_.core().AddLiteral(off_, std::move(zero))});
  stmts.push_back(d_.Call(off_, type, {values}));
  return d_.BlockOf(off_, stmts);
}

// @printf([io,] "fmt", args...) -> Printf._printf(io, "fmt", args...)  (io: Base.stdout)
// @sprintf("fmt", args...)      -> Printf._sprintf("fmt", args...)
// b"text" -> Base.codeunits("text") with the escapes of an ordinary string
// processed, so b"\xff" is the single byte 0xff (Julia's unescape_string).
CoreId MacroExpander::Bytes() {
  if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
    return Error("invalid byte string literal");
  }
  parse::StringPiece piece;
  piece.raw = t_.string_value(args_[0]);
  piece.offset = t_.offset(args_[0]);
  piece.after_open = true;
  piece.ends_literal = true;
  parse::DecodedString decoded = parse::DecodeString({piece}, false, false);
  if (!decoded.errors.empty()) return Error(decoded.errors[0].message);
  return d_.Call(off_, G({"Base", "codeunits"}), {Str(decoded.texts[0])});
}

CoreId MacroExpander::Printf(bool to_string) {
  size_t fmt_index = 0;
  if (!to_string && args_.size() >= 2 && t_.kind(args_[0]) != NodeKind::kString) fmt_index = 1;
  if (args_.size() <= fmt_index || t_.kind(args_[fmt_index]) != NodeKind::kString) {
    return Error(Name() + ": the format must be a string literal");
  }
  std::vector<CoreId> call_args;
  if (!to_string) {
    call_args.push_back(fmt_index == 1 ? d_.Expr(args_[0]) : G({"Base", "stdout"}));
  }
  for (size_t i = fmt_index; i < args_.size(); ++i) {
    NodeId a = args_[i];
    if (t_.kind(a) == NodeKind::kSplat) {
      call_args.push_back(d_.core().Add(CoreKind::kSplat, t_.offset(a), {d_.Expr(t_.child(a, 0))}));
    } else {
      call_args.push_back(d_.Expr(a));
    }
  }
  return d_.Call(off_, G({"Printf", to_string ? "_sprintf" : "_printf"}), call_args);
}

CoreId Desugarer::MacroCall(NodeId n) {
  MacroExpander expander(*this, n);
  return expander.Expand();
}

}  // namespace kiln::lower::internal
