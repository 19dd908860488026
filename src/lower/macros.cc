// The built-in macros (LANGUAGE.md, "Macros"). There are no user macros: each
// of these expands here into core forms and calls of functions that Base,
// Test and Printf implement in Kiln. docs/lowering.md ("Built-in macros")
// is the contract for every expansion.
#include "lower/desugar.h"
#include "lower/unparse.h"
#include "parse/literals.h"

namespace kiln::lower::internal {
namespace {

bool IsOneOf(std::string_view name, std::initializer_list<std::string_view> names) {
  for (std::string_view n : names) {
    if (n == name) return true;
  }
  return false;
}

}  // namespace

class MacroExpander {
 public:
  MacroExpander(Desugarer& d, NodeId n)
      : d_(d), t_(d.tree()), n_(n), off_(t_.offset(n)), args_(t_.children(n).subspan(1)) {}

  CoreId Expand();

 private:
  CoreId G(std::initializer_list<std::string_view> path) { return d_.G(off_, path); }
  CoreId Str(std::string_view s) { return d_.Str(off_, s); }
  CoreId File() { return Str(d_.options().file_path); }
  CoreId SourcePath(uint64_t which) {
    CoreLiteral lit;
    lit.kind = ir::ConstKind::kSourcePath;
    lit.bits = which;
    return d_.core().AddLiteral(off_, std::move(lit));
  }
  CoreId Line() { return d_.Int(off_, d_.buffer().Locate(off_).line); }
  CoreId Thunk(const std::function<CoreId()>& body) {
    CoreName name = d_.core().Intern("#" + std::to_string(d_.NextLambdaNumber()));
    return d_.MakeLambda(LambdaKind::kClosure, name, off_, {}, {},
                         [&](const std::vector<ArgSpec>&) { return body(); });
  }
  CoreId Error(std::string message) { return d_.Error(n_, std::move(message)); }
  std::string Name() const { return std::string(t_.name(t_.child(n_, 0))); }

  CoreId Assert();
  CoreId Show();
  CoreId Time(bool elapsed);
  CoreId Printf(bool to_string);
  CoreId Log(std::string_view level);
  CoreId Test();
  CoreId TestThrows();
  CoreId TestLogs();
  CoreId Testset();
  CoreId TestCall(NodeId ex, const std::vector<NodeId>& kws);
  CoreId View(std::string_view function);
  CoreId Timed();
  CoreId Bytes();

  Desugarer& d_;
  const parse::Tree& t_;
  NodeId n_;
  uint32_t off_;
  std::span<const NodeId> args_;
  std::string_view implied_flag_;  // "broken" or "skip" for @test_broken / @test_skip
};

CoreId MacroExpander::Expand() {
  NodeId name_node = t_.child(n_, 0);
  if (t_.kind(name_node) != NodeKind::kIdentifier) return Error("unsupported macro call");
  std::string name = Name();
  if (IsOneOf(name, {"@inbounds", "@inline", "@noinline", "@simd", "@propagate_inbounds",
                     "@boundscheck", "@nospecialize", "@specialize", "@fastmath", "@static",
                     "@inferred", "@views"})) {
    // Optimization hints, @static (its condition is evaluated when the code
    // runs, with the same result), @inferred (the value; Kiln infers nothing
    // to compare), @views of code without indexing: the expression itself.
    if (args_.size() != 1) return Error(name + " expects one argument");
    return d_.Stmt(args_[0]);
  }
  if (name == "@threads") {
    // Threads.@threads [schedule] for ...: Kiln runs one thread, the loop in order.
    if (args_.empty() || args_.size() > 2) return Error("@threads expects a for loop");
    return d_.Stmt(args_.back());
  }
  if (IsOneOf(name, {"@async", "@task", "@sync", "@spawn"})) {
    // Tasks (Base's tasks.jl): @async ex -> Base._async(() -> ex), @task ex ->
    // Base.Task(() -> ex), @sync ex -> Base._sync(() -> ex), Threads.@spawn
    // [:pool] ex -> Base._spawn(() -> ex). @sync waits for the tasks @async
    // starts while its block runs, in this task and the tasks those start.
    if (args_.empty() || (name != "@spawn" && args_.size() != 1) || args_.size() > 2) {
      return Error(name + " expects an expression");
    }
    std::string_view f = name == "@async" ? "_async"
                         : name == "@task" ? "Task"
                         : name == "@sync" ? "_sync"
                                           : "_spawn";
    NodeId body = args_.back();
    return d_.Call(off_, G({"Base", f}), {Thunk([&] { return d_.Expr(body); })});
  }
  if (name == "@lock") {
    // @lock l ex -> Base.lock(() -> ex, l)
    if (args_.size() != 2) return Error("@lock expects a lock and an expression");
    NodeId body = args_[1];
    return d_.Call(off_, G({"Base", "lock"}),
                   {Thunk([&] { return d_.Expr(body); }), d_.Expr(args_[0])});
  }
  if (name == "@view") return View("view");
  if (name == "@#maybeview") return View("maybeview");  // from @views (user_macros.cc)
  if (name == "@test_broken" || name == "@test_skip") {
    if (args_.empty()) return Error(name + " expects an expression");
    implied_flag_ = name == "@test_broken" ? "broken" : "skip";
    std::vector<NodeId> kws(args_.begin() + 1, args_.end());
    return TestCall(args_[0], kws);
  }
  if (name == "@r_str") {
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
  if (name == "@s_str") {
    // s"\1 text" -> Base.SubstitutionString("\1 text"), for replace() with a
    // regular expression (Julia manual, "Regular Expressions").
    if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
      return Error("invalid substitution string literal");
    }
    return d_.Call(off_, G({"Base", "SubstitutionString"}), {d_.Expr(args_[0])});
  }
  if (name == "@MIME_str") {
    // MIME"text/plain" -> Core.apply_type(Base.MIME, Symbol("text/plain")).
    if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
      return Error("invalid MIME literal");
    }
    return d_.Call(off_, G({"Core", "apply_type"}),
                   {G({"Base", "MIME"}), d_.Sym(off_, t_.string_value(args_[0]))});
  }
  if (name == "@raw_str") {
    if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
      return Error("invalid raw string literal");
    }
    return d_.Expr(args_[0]);
  }
  if (name == "@b_str") return Bytes();
  if (name == "@big_str") {
    // big"123" -> Base._big_str("123"), a BigInt (bigint.jl).
    if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
      return Error("invalid big number literal");
    }
    return d_.Call(off_, G({"Base", "_big_str"}), {d_.Expr(args_[0])});
  }
  if (name == "@v_str") {
    // v"1.2.3" -> Base.VersionNumber("1.2.3") (Base's version.jl parses it).
    if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
      return Error("invalid version number literal");
    }
    return d_.Call(off_, G({"Base", "VersionNumber"}), {d_.Expr(args_[0])});
  }
  if (name == "@assert") return Assert();
  if (name == "@show") return Show();
  if (name == "@time") return Time(false);
  if (name == "@elapsed") return Time(true);
  if (name == "@debug") return Log("Debug");
  if (name == "@info") return Log("Info");
  if (name == "@warn") return Log("Warn");
  if (name == "@error") return Log("Error");
  if (name == "@dateformat_str") {
    // dateformat"yyyy-mm-dd" -> Dates.DateFormat("yyyy-mm-dd") (needs `using Dates`).
    if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kString) {
      return Error("invalid dateformat literal");
    }
    return d_.Call(off_, G({"Dates", "DateFormat"}), {d_.Expr(args_[0])});
  }
  if (name == "@timed") return Timed();
  if (name == "@printf") return Printf(false);
  if (name == "@sprintf") return Printf(true);
  if (name == "@test") return Test();
  if (name == "@test_throws") return TestThrows();
  if (name == "@test_logs") return TestLogs();
  if (name == "@testset") return Testset();
  // The file's absolute path is known only when it runs (the IR is the same
  // wherever its package is), so these stay symbolic until the module is linked.
  if (name == "@__FILE__") return SourcePath(ir::kSourceFile);
  if (name == "@__LINE__") return Line();
  if (name == "@__DIR__") return SourcePath(ir::kSourceDir);
  if (name == "@__MODULE__") return SourcePath(ir::kSourceModule);
  if (name == "@macroexpand" || name == "@macroexpand1") {
    // Base.macroexpand(@__MODULE__, <ex quoted>) when it runs (user_macros.cc leaves
    // the macro calls in the argument unexpanded); @macroexpand1 expands one level.
    if (args_.size() != 1) return Error(name + " expects one argument");
    return d_.Call(off_, G({"Base", name == "@macroexpand" ? "macroexpand" : "_macroexpand1"}),
                   {SourcePath(ir::kSourceModule), d_.QuoteValue(args_[0])});
  }
  if (name == "@eval") {
    // @eval [M] ex -> Base._eval(M or @__MODULE__, <ex quoted, `$` interpolated>)
    if (args_.empty() || args_.size() > 2) return Error("@eval expects one or two arguments");
    CoreId module = args_.size() == 2 ? d_.Expr(args_[0]) : SourcePath(ir::kSourceModule);
    return d_.Call(off_, G({"Base", "_eval"}), {module, d_.QuoteValue(args_.back())});
  }
  if (name == "@isdefined") {
    if (args_.size() != 1 || t_.kind(args_[0]) != NodeKind::kIdentifier) {
      return Error("@isdefined expects a variable name");
    }
    return d_.core().Add(
        CoreKind::kIsDefined, off_,
        {d_.core().AddVar(t_.offset(args_[0]), d_.core().Intern(t_.name(args_[0])))});
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

// @test ex [k = v ...]: see docs/lowering.md for the three forms.
CoreId MacroExpander::Test() {
  if (args_.empty()) return Error("@test expects an expression");
  std::vector<NodeId> kws;
  for (NodeId a : args_.subspan(1)) {
    if (t_.kind(a) != NodeKind::kAssign && t_.kind(a) != NodeKind::kKw) {
      return Error("invalid test macro call: extra arguments must be `key = value`");
    }
    kws.push_back(a);
  }
  return TestCall(args_[0], kws);
}

CoreId MacroExpander::TestCall(NodeId ex, const std::vector<NodeId>& kws) {
  // broken = b / skip = b become keyword arguments of the Test function;
  // other keywords are added to the tested call (@test a ≈ b atol = 0.1).
  std::vector<NodeId> call_kws;
  std::vector<NodeId> flags;
  for (NodeId k : kws) {
    std::string_view key =
        t_.kind(t_.child(k, 0)) == NodeKind::kIdentifier ? t_.name(t_.child(k, 0)) : "";
    (key == "broken" || key == "skip" ? flags : call_kws).push_back(k);
  }
  if (!call_kws.empty() && t_.kind(ex) != NodeKind::kCall) {
    return Error("invalid test macro call: keywords need a call expression");
  }
  // The expression's text as Julia prints it (with added keywords).
  std::string text;
  if (call_kws.empty()) {
    text = Unparse(t_, ex, -1);
  } else {
    text = Unparse(t_, t_.child(ex, 0), 0) + "(";
    bool first = true;
    for (NodeId a : t_.children(ex).subspan(1)) {
      text += (first ? "" : ", ") + Unparse(t_, a, 0);
      first = false;
    }
    for (NodeId k : call_kws) {
      text += (first ? "" : ", ") + Unparse(t_, t_.child(k, 0), 0) + " = " +
              Unparse(t_, t_.child(k, 1), 0);
      first = false;
    }
    text += ")";
  }
  NodeId inner = ex;
  bool negate = false;
  if (t_.kind(ex) == NodeKind::kCall && t_.child_count(ex) == 2 &&
      t_.kind(t_.child(ex, 0)) == NodeKind::kIdentifier && t_.name(t_.child(ex, 0)) == "!") {
    negate = true;
    inner = t_.child(ex, 1);
  }
  auto is_splat = [&](NodeId x) { return t_.kind(x) == NodeKind::kSplat; };
  // Terms of a comparison: a == b, a < b <= c, a <: b (Test's get_test_result).
  std::vector<NodeId> terms;
  if (call_kws.empty()) {
    if (t_.kind(inner) == NodeKind::kCall && t_.child_count(inner) == 3 &&
        t_.kind(t_.child(inner, 0)) == NodeKind::kIdentifier) {
      std::string_view op = t_.name(t_.child(inner, 0));
      if (!op.empty() && op[0] != '.' && !is_splat(t_.child(inner, 1)) &&
          !is_splat(t_.child(inner, 2)) && (op == "==" || OperatorPrecedence(op) == 7)) {
        terms = {t_.child(inner, 1), t_.child(inner, 0), t_.child(inner, 2)};
      }
    } else if (t_.kind(inner) == NodeKind::kComparison) {
      for (NodeId c : t_.children(inner)) terms.push_back(c);
    } else if ((t_.kind(inner) == NodeKind::kSubtype || t_.kind(inner) == NodeKind::kSupertype) &&
               t_.child_count(inner) == 2 && t_.kind(t_.child(inner, 0)) != NodeKind::kEmpty) {
      terms = {t_.child(inner, 0), NodeId(), t_.child(inner, 1)};
    }
  }
  auto finish = [&](CoreId f, std::vector<CoreId> call_args) {
    if (flags.empty() && implied_flag_.empty()) return d_.Call(off_, f, call_args);
    // Test._test...(args...; broken = b, skip = s)
    std::vector<CoreId> names;
    std::vector<CoreId> values;
    if (!implied_flag_.empty()) {  // @test_broken ex, @test_skip ex
      names.push_back(d_.Sym(off_, implied_flag_));
      values.push_back(d_.Bool(off_, true));
    }
    for (NodeId k : flags) {
      names.push_back(d_.Sym(t_.offset(k), t_.name(t_.child(k, 0))));
      values.push_back(d_.Expr(t_.child(k, 1)));
    }
    CoreId type = d_.Call(off_, G({"Core", "apply_type"}),
                          {G({"Core", "NamedTuple"}), d_.Call(off_, G({"Core", "tuple"}), names)});
    CoreId nt = d_.Call(off_, type, {d_.Call(off_, G({"Core", "tuple"}), values)});
    call_args.insert(call_args.begin(), f);
    call_args.insert(call_args.begin(), nt);
    return d_.Call(off_, G({"Core", "kwcall"}), call_args);
  };
  if (!terms.empty()) {
    // Test._test_comparison(() -> (t1, op1, t2, ...), (:op1, ...), negate, text, file, line)
    std::vector<CoreId> op_syms;
    for (size_t i = 1; i < terms.size(); i += 2) {
      std::string_view op = terms[i].has_value()
                                ? t_.name(terms[i])
                                : (t_.kind(inner) == NodeKind::kSubtype ? "<:" : ">:");
      op_syms.push_back(d_.Sym(off_, op));
    }
    CoreId thunk = Thunk([&] {
      std::vector<CoreId> values;
      for (size_t i = 0; i < terms.size(); ++i) {
        if (terms[i].has_value()) {
          values.push_back(d_.Expr(terms[i]));
        } else {
          values.push_back(d_.Var(off_, t_.kind(inner) == NodeKind::kSubtype ? "<:" : ">:"));
        }
      }
      return d_.Call(off_, G({"Core", "tuple"}), values);
    });
    return finish(G({"Test", "_test_comparison"}),
                  {thunk, d_.Call(off_, G({"Core", "tuple"}), op_syms), d_.Bool(off_, negate),
                   Str(text), File(), Line()});
  }
  NodeId call = call_kws.empty() ? inner : ex;
  if (t_.kind(call) == NodeKind::kCall && t_.kind(t_.child(call, 0)) == NodeKind::kIdentifier &&
      IsOneOf(t_.name(t_.child(call, 0)), {"isequal", "isapprox", "≈", "occursin", "startswith",
                                           "endswith", "isempty", "contains"})) {
    // Test._test_call(() -> (f, (args...), (; kws...)), :f, negate, text, file, line)
    bool neg = call_kws.empty() && negate;
    CoreId thunk = Thunk([&] {
      std::vector<CoreId> positional;
      std::vector<NodeId> keywords;
      for (NodeId a : t_.children(call).subspan(1)) {
        if (t_.kind(a) == NodeKind::kKw) {
          keywords.push_back(a);
        } else if (t_.kind(a) == NodeKind::kParameters) {
          for (NodeId k : t_.children(a)) keywords.push_back(k);
        } else if (is_splat(a)) {
          positional.push_back(
              d_.core().Add(CoreKind::kSplat, t_.offset(a), {d_.Expr(t_.child(a, 0))}));
        } else {
          positional.push_back(d_.Expr(a));
        }
      }
      keywords.insert(keywords.end(), call_kws.begin(), call_kws.end());
      return d_.Call(off_, G({"Core", "tuple"}),
                     {d_.Expr(t_.child(call, 0)), d_.Call(off_, G({"Core", "tuple"}), positional),
                      d_.NamedTuple(off_, keywords, "test")});
    });
    return finish(G({"Test", "_test_call"}), {thunk, d_.Sym(off_, t_.name(t_.child(call, 0))),
                                              d_.Bool(off_, neg), Str(text), File(), Line()});
  }
  if (!call_kws.empty()) {
    // Any other call with keywords: test the call with the keywords added.
    CoreId thunk = Thunk([&] {
      std::vector<NodeId> all;
      for (NodeId a : t_.children(ex).subspan(1)) all.push_back(a);
      all.insert(all.end(), call_kws.begin(), call_kws.end());
      return d_.CallWithArgs(off_, d_.Expr(t_.child(ex, 0)), all, t_.child(ex, 0));
    });
    return finish(G({"Test", "_test"}), {thunk, Str(text), File(), Line()});
  }
  // Test._test(() -> ex, text, file, line)
  CoreId thunk = Thunk([&] { return d_.Expr(ex); });
  return finish(G({"Test", "_test"}), {thunk, Str(text), File(), Line()});
}

// @test_throws T ex -> Test._test_throws(T, () -> ex, text, file, line)
CoreId MacroExpander::TestThrows() {
  if (args_.size() != 2) return Error("@test_throws expects an exception type and an expression");
  CoreId expected = d_.Expr(args_[0]);
  NodeId ex = args_[1];
  CoreId thunk = Thunk([&] { return d_.Expr(ex); });
  return d_.Call(off_, G({"Test", "_test_throws"}),
                 {expected, thunk, Str(Unparse(t_, ex, -1)), File(), Line()});
}

// @test_logs patterns... [min_level = L] [match_mode = M] ex
//   -> Test._test_logs(() -> ex, (patterns...,), (min_level = L, ...), TEXT, FILE, LINE)
CoreId MacroExpander::TestLogs() {
  if (args_.empty()) return Error("@test_logs expects log patterns and an expression");
  NodeId ex = args_.back();
  std::vector<CoreId> patterns;
  std::vector<NodeId> options;
  for (NodeId a : args_.first(args_.size() - 1)) {
    NodeKind k = t_.kind(a);
    if (k == NodeKind::kAssign || k == NodeKind::kKw) {
      options.push_back(a);
    } else {
      patterns.push_back(d_.Expr(a));
    }
  }
  CoreId opts;
  if (options.empty()) {
    // NamedTuple{()}(())
    CoreId empty = d_.Call(off_, G({"Core", "tuple"}), std::vector<CoreId>{});
    opts = d_.Call(off_, d_.Call(off_, G({"Core", "apply_type"}), {G({"Core", "NamedTuple"}), empty}),
                   {d_.Call(off_, G({"Core", "tuple"}), std::vector<CoreId>{})});
  } else {
    opts = d_.NamedTuple(off_, options, "@test_logs");
  }
  CoreId thunk = Thunk([&] { return d_.Expr(ex); });
  return d_.Call(off_, G({"Test", "_test_logs"}),
                 {thunk, d_.Call(off_, G({"Core", "tuple"}), patterns), opts,
                  Str(Unparse(t_, ex, -1)), File(), Line()});
}

// @testset [options] ["name"] begin ... end
//   -> Test._testset(name, () -> body, file, line; options...)
// @testset [options] ["name"] for specs ... end
//   -> for specs; Test._testset(name, () -> body, file, line; options...); end
CoreId MacroExpander::Testset() {
  if (args_.empty()) return Error("@testset expects a begin/end block or a for loop");
  NodeId body = args_.back();
  NodeId desc;
  std::vector<NodeId> options;
  for (NodeId a : args_.first(args_.size() - 1)) {
    NodeKind k = t_.kind(a);
    if (k == NodeKind::kString || k == NodeKind::kStringInterp) {
      desc = a;
    } else if (k == NodeKind::kAssign || k == NodeKind::kKw) {
      options.push_back(a);
    } else {
      return d_.Error(a,
                      "unsupported @testset argument (a description string or `option = value`)");
    }
  }
  bool is_for = t_.kind(body) == NodeKind::kFor;
  if (!is_for && t_.kind(body) != NodeKind::kBlock) {
    return d_.Error(body, "expected begin/end block or for loop as argument to @testset");
  }
  auto testset_call = [&](NodeId block) {
    CoreId name;
    if (desc.has_value()) {
      name = d_.Expr(desc);
    } else if (is_for) {
      // Julia names a description-less loop testset after its variables: "i = 1, j = 2".
      std::vector<CoreId> parts;
      NodeId spec = t_.child(body, 0);
      std::vector<NodeId> specs;
      if (t_.kind(spec) == NodeKind::kBlock) {
        for (NodeId s : t_.children(spec)) specs.push_back(s);
      } else {
        specs.push_back(spec);
      }
      for (size_t i = 0; i < specs.size(); ++i) {
        NodeId var = t_.child(specs[i], t_.kind(specs[i]) == NodeKind::kCall ? 1 : 0);
        parts.push_back(Str((i ? ", " : "") + Unparse(t_, var, 0) + " = "));
        parts.push_back(d_.Expr(var));
      }
      name = d_.Call(off_, G({"Base", "string"}), parts);
    } else {
      name = Str("test set");
    }
    CoreId thunk = Thunk([&] { return d_.Expr(block); });
    std::vector<CoreId> call_args{name, thunk, File(), Line()};
    if (options.empty()) return d_.Call(off_, G({"Test", "_testset"}), call_args);
    call_args.insert(call_args.begin(), G({"Test", "_testset"}));
    call_args.insert(call_args.begin(), d_.NamedTuple(off_, options, "@testset options"));
    return d_.Call(off_, G({"Core", "kwcall"}), call_args);
  };
  if (!is_for) return testset_call(body);
  std::vector<std::pair<NodeId, NodeId>> iters;
  NodeId spec = t_.child(body, 0);
  std::vector<NodeId> specs;
  if (t_.kind(spec) == NodeKind::kBlock) {
    for (NodeId s : t_.children(spec)) specs.push_back(s);
  } else {
    specs.push_back(spec);
  }
  for (NodeId s : specs) {
    if (t_.kind(s) == NodeKind::kAssign) {
      iters.emplace_back(t_.child(s, 0), t_.child(s, 1));
    } else if (t_.kind(s) == NodeKind::kCall && t_.child_count(s) == 3) {
      iters.emplace_back(t_.child(s, 1), t_.child(s, 2));
    } else {
      return d_.Error(s, "invalid iteration specification");
    }
  }
  uint32_t break_label = d_.NewLabel();
  NodeId loop_body = t_.child(body, 1);
  CoreId loop = d_.ForLoop(
      off_, iters, 0, [&] { return testset_call(loop_body); }, break_label);
  return d_.core().Add(CoreKind::kBreakBlock, off_, {loop}, break_label);
}

CoreId Desugarer::MacroCall(NodeId n) {
  MacroExpander expander(*this, n);
  return expander.Expand();
}

}  // namespace kiln::lower::internal
