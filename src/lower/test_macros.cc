// The Test macros (builtin_macro_expander.h): @test, @test_broken,
// @test_skip, @test_throws, @test_logs, @test_nowarn and @testset.
#include "lower/builtin_macro_expander.h"
#include "lower/unparse.h"

namespace kiln::lower::internal {
namespace {

bool IsOneOf(std::string_view name, std::initializer_list<std::string_view> names) {
  for (std::string_view n : names) {
    if (n == name) return true;
  }
  return false;
}

}  // namespace

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

// @test_nowarn ex -> Test._test_nowarn(() -> ex, FILE, LINE)
CoreId MacroExpander::TestNowarn() {
  if (args_.size() != 1) return Error("@test_nowarn expects one expression");
  NodeId ex = args_[0];
  CoreId thunk = Thunk([&] { return d_.Expr(ex); });
  return d_.Call(off_, G({"Test", "_test_nowarn"}), {thunk, File(), Line()});
}

// The iteration specifications of the head of `for` loop `body` (`i = 1:2, j = 3:4`).
std::vector<NodeId> MacroExpander::ForSpecs(NodeId body) const {
  NodeId spec = t_.child(body, 0);
  std::vector<NodeId> specs;
  if (t_.kind(spec) == NodeKind::kBlock) {
    for (NodeId s : t_.children(spec)) specs.push_back(s);
  } else {
    specs.push_back(spec);
  }
  return specs;
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
      const std::vector<NodeId> specs = ForSpecs(body);
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
  for (NodeId s : ForSpecs(body)) {
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

}  // namespace kiln::lower::internal
