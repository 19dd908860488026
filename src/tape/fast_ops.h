// What each fast op stands for, generated from the base and arity columns of
// opcodes.def at compile time: the encoder's classification of calls of Base
// functions, and the names the interpreter guards a fast op's callee with.
#ifndef KILN_TAPE_FAST_OPS_H_
#define KILN_TAPE_FAST_OPS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "tape/tape.h"

namespace kiln::tape {

namespace fast_ops_internal {

struct Row {
  std::string_view base;  // the function's names, space-separated; "" for other ops
  uint32_t arity;
};

inline constexpr Row kRows[] = {
#define KILN_OP(name, mnemonic, words, count_at, a, layout, base, arity) {base, arity},
#include "tape/opcodes.def"
#undef KILN_OP
};

constexpr const Row& RowOf(Op op) { return kRows[static_cast<size_t>(op)]; }

constexpr bool SameFunction(Op x, Op y) {
  return RowOf(x).base == RowOf(y).base && RowOf(x).arity == RowOf(y).arity;
}

// The k-th space-separated word of `names` ("" past the last).
constexpr std::string_view NameAt(std::string_view names, size_t k) {
  while (k-- > 0) {
    size_t space = names.find(' ');
    if (space == std::string_view::npos) return {};
    names = names.substr(space + 1);
  }
  return names.substr(0, names.find(' '));
}

constexpr size_t NameCount(std::string_view names) {
  size_t n = 0;
  while (!NameAt(names, n).empty()) ++n;
  return n;
}

}  // namespace fast_ops_internal

inline constexpr size_t kOpCount = static_cast<size_t>(Op::kCount);

// Whether `op` stands for a call of a Base function (falls back to calling it).
constexpr bool IsFastOp(Op op) { return !fast_ops_internal::RowOf(op).base.empty(); }

// The Base function a fast op stands for (its first name) and its arity.
constexpr std::string_view BaseFunctionOf(Op op) {
  return fast_ops_internal::NameAt(fast_ops_internal::RowOf(op).base, 0);
}
constexpr uint32_t ArityOf(Op op) { return fast_ops_internal::RowOf(op).arity; }

// Whether `op` is the compare-and-branch form of an earlier fast op (one with
// the same function and arity).
constexpr bool IsBranchForm(Op op) {
  for (size_t i = 0; i < static_cast<size_t>(op); ++i) {
    if (IsFastOp(op) && fast_ops_internal::SameFunction(static_cast<Op>(i), op)) return true;
  }
  return false;
}

// The compare-and-branch form of fast op `op`, or kCount when it has none.
constexpr Op BranchFormOf(Op op) {
  if (!IsFastOp(op) || IsBranchForm(op)) return Op::kCount;
  for (size_t i = static_cast<size_t>(op) + 1; i < kOpCount; ++i) {
    if (fast_ops_internal::SameFunction(static_cast<Op>(i), op)) return static_cast<Op>(i);
  }
  return Op::kCount;
}

// One row per name of each fast op that is not a branch form, in opcode
// order: what the encoder turns a call of Base's `name` with `arity`
// arguments into.
struct FastName {
  std::string_view name;
  uint32_t arity;
  Op op;
};

namespace fast_ops_internal {

constexpr size_t FastNameCount() {
  size_t n = 0;
  for (size_t i = 0; i < kOpCount; ++i) {
    Op op = static_cast<Op>(i);
    if (IsFastOp(op) && !IsBranchForm(op)) n += NameCount(RowOf(op).base);
  }
  return n;
}

template <size_t N>
constexpr std::array<FastName, N> FastNames() {
  std::array<FastName, N> out{};
  size_t n = 0;
  for (size_t i = 0; i < kOpCount; ++i) {
    Op op = static_cast<Op>(i);
    if (!IsFastOp(op) || IsBranchForm(op)) continue;
    for (size_t k = 0; k < NameCount(RowOf(op).base); ++k) {
      out[n++] = FastName{NameAt(RowOf(op).base, k), RowOf(op).arity, op};
    }
  }
  return out;
}

}  // namespace fast_ops_internal

inline constexpr auto kFastNames =
    fast_ops_internal::FastNames<fast_ops_internal::FastNameCount()>();

// The fast op for a call of Base's `name` with `nargs` arguments, or kCount.
constexpr Op FastOpFor(std::string_view name, size_t nargs) {
  for (const FastName& f : kFastNames) {
    if (f.name == name && f.arity == nargs) return f.op;
  }
  return Op::kCount;
}

// What the rows say, checked where they are read.
static_assert(FastOpFor("+", 2) == Op::kAdd && FastOpFor("rem", 2) == Op::kRem &&
              FastOpFor("≤", 2) == Op::kLe && FastOpFor("-", 1) == Op::kNeg &&
              FastOpFor("+", 4) == Op::kCount);
static_assert(BranchFormOf(Op::kLt) == Op::kLtBr && BranchFormOf(Op::kNe) == Op::kNeBr &&
              BranchFormOf(Op::kAdd) == Op::kCount && BranchFormOf(Op::kLtBr) == Op::kCount);
static_assert(BaseFunctionOf(Op::kRem) == "%" && BaseFunctionOf(Op::kIntDiv) == "div" &&
              ArityOf(Op::kSetIndex) == 3 && !IsFastOp(Op::kCall));

}  // namespace kiln::tape

#endif  // KILN_TAPE_FAST_OPS_H_
