// The expansion of one call of a built-in macro (builtin_macros.def): the
// macros of Base, Printf and Test as core forms and calls of functions that
// Base, Test and Printf implement in Kiln (macros.cc, test_macros.cc).
// docs/lowering.md ("Built-in macros") is the contract for every expansion.
#ifndef KILN_LOWER_BUILTIN_MACRO_EXPANDER_H_
#define KILN_LOWER_BUILTIN_MACRO_EXPANDER_H_

#include <functional>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "lower/desugar.h"

namespace kiln::lower::internal {

class MacroExpander {
 public:
  MacroExpander(Desugarer& d, NodeId n)
      : d_(d), t_(d.tree()), n_(n), off_(t_.offset(n)), args_(t_.children(n).subspan(1)) {}

  CoreId Expand();

 private:
  CoreId G(std::initializer_list<std::string_view> path) { return d_.G(off_, path); }
  CoreId Str(std::string_view s) { return d_.Str(off_, s); }
  // The test macros' file: the source's absolute path when the program runs (as
  // @__FILE__), so a report reads the same from any working directory.
  CoreId File() { return SourcePath(ir::kSourceFile); }
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
  CoreId TestNowarn();
  CoreId Testset();
  CoreId TestCall(NodeId ex, const std::vector<NodeId>& kws);
  std::vector<NodeId> ForSpecs(NodeId body) const;
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

}  // namespace kiln::lower::internal

#endif  // KILN_LOWER_BUILTIN_MACRO_EXPANDER_H_
