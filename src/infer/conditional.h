// Conditions that narrow a slot's type on each side of a branch (Julia's
// `Conditional`, Compiler/src/typelattice.jl): the Bool a test on a slot
// yields, remembered with the test, so that `goto L if not c` enters its
// fall-through with the slot's type where the test holds and L with the type
// where it does not.
//
// Tests: `x === v` for a constant v, `isa(x, T)` for a constant type T, a
// call whose arguments split over the members of x's Union where every
// member's result is a constant Bool (Julia's conditional from union
// splitting: `x !== nothing`, `isnothing(x)`), and `!`/`not_int` of any of
// those. Only slots narrow (the test reads the slot; an SSA value has one
// type everywhere).
//
// Soundness: a condition is used only by a branch in the same basic block as
// the test, with no assignment to the slot between them, so the slot still
// holds the value that was tested (abstract_interp.cc checks this).
#ifndef KILN_INFER_CONDITIONAL_H_
#define KILN_INFER_CONDITIONAL_H_

#include <cstdint>

#include "infer/lattice.h"

namespace kiln::infer {

struct Conditional {
  enum class Test : uint8_t { kNone, kEgal, kIsa, kSplit };
  Test test = Test::kNone;
  uint32_t slot = 0;
  bool negated = false;        // the Bool is true when the test fails
  runtime::Value value;        // kEgal: the constant compared with
  runtime::Type* type = nullptr;       // kIsa: the type; kSplit: the members giving true
  runtime::Type* else_type = nullptr;  // kSplit: the members giving false

  bool valid() const { return test != Test::kNone; }
  Conditional Not() const {
    Conditional c = *this;
    c.negated = !negated;
    return c;
  }
};

// The type of the slot, now `x`, where the condition's Bool is `truth`.
// Never wider than x; x itself when the test says nothing more (or when that
// side cannot be taken).
LType Narrow(Lattice& l, const Conditional& c, const LType& x, bool truth);

}  // namespace kiln::infer

#endif  // KILN_INFER_CONDITIONAL_H_
