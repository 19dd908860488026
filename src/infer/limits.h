// The widening limits of inference, named in one place (COMPILER.md §1). Each
// bounds one way abstract interpretation could otherwise run forever or blow
// up; past a limit the result widens toward Any, which is always sound.
#ifndef KILN_INFER_LIMITS_H_
#define KILN_INFER_LIMITS_H_

#include <cstdint>

namespace kiln::infer {

// Members a Union may have before a join widens it (to the members' nearest
// common supertype, or Any).
inline constexpr uint32_t kMaxUnionLength = 4;
// Concrete signatures a call with Union-typed arguments is split into; more:
// the call's result is Any.
inline constexpr uint32_t kMaxUnionSplit = 4;
// Elements of a Tuple type built by inference (Core.tuple); longer tuples are
// typed `Tuple`.
inline constexpr uint32_t kMaxTupleLength = 16;
// Nesting of type parameters (Tuple{Tuple{Tuple{...}}}) inference builds;
// deeper: the outer type widens to its TypeName's wrapper (e.g. `Tuple`).
inline constexpr uint32_t kMaxTypeDepth = 4;
// Nested callee inferences (the recursion depth of interprocedural
// inference); a call deeper than this is typed Any without inferring the callee.
inline constexpr uint32_t kMaxInferenceDepth = 24;
// Times a basic block may be entered with a changed state before the slots
// that keep changing widen to Any (loops reach a fixed point).
inline constexpr uint32_t kMaxBlockVisits = 8;
// Passes over a recursive cycle (an SCC of callees) before its members'
// return types are set to Any.
inline constexpr uint32_t kMaxSccIterations = 6;
// Constant propagation: a call with constant arguments re-infers a callee of
// at most kMaxConstPropStatements statements with those constants (without
// caching the result), nested at most kMaxConstPropDepth deep.
inline constexpr uint32_t kMaxConstPropDepth = 3;
inline constexpr uint32_t kMaxConstPropStatements = 200;
// Statements of a body inference will look at; bigger bodies are typed Any.
inline constexpr uint32_t kMaxStatements = 50000;

}  // namespace kiln::infer

#endif  // KILN_INFER_LIMITS_H_
