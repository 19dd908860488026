// What the loop's fast ops rely on besides their operands' types: Base's types
// and methods they mirror, whether a fast op's callee is Base's function, and
// the watch that turns them off for good once a program could see a difference
// (type piracy, or a name of Base shadowed). Which Base function each fast op
// stands for comes from tape/opcodes.def (tape/fast_ops.h).
#ifndef KILN_INTERP_FAST_OPS_H_
#define KILN_INTERP_FAST_OPS_H_

#include <array>
#include <cstdint>
#include <vector>

#include "interp/code.h"
#include "runtime/runtime.h"
#include "runtime/types.h"
#include "tape/fast_ops.h"

namespace kiln::interp {

class FastOps {
 public:
  // What a start-up image keeps of it (image.cc).
  struct Known {
    runtime::DataType* unit_range_int = nullptr;  // Base.UnitRange{Int64}, once known
    runtime::DataType* int_pair_type = nullptr;   // Tuple{Int64, Int64}
    runtime::Method* default_getproperty = nullptr;
    runtime::Method* default_setproperty = nullptr;
    runtime::Method* default_setindex = nullptr;
    bool off = false;  // see NoteMethodOfBase and NoteOwnBinding
  };

  explicit FastOps(runtime::Runtime& rt);
  FastOps(const FastOps&) = delete;
  FastOps& operator=(const FastOps&) = delete;

  const Known& known() const { return known_; }
  void Restore(const Known& known) { known_ = known; }

  // Whether fast ops that do not check their callee are off for good.
  bool off() const { return known_.off; }
  // A type no value has: what the loop's type guards compare with once off.
  runtime::DataType* no_value_type() { return &no_value_type_; }

  // Base.UnitRange{Int64}, or null before Base defines it.
  runtime::DataType* UnitRangeInt() {
    return known_.unit_range_int != nullptr ? known_.unit_range_int : FindUnitRangeInt();
  }
  Value IntPair(int64_t i);  // (i, i)

  // Whether getproperty(x, name), setproperty!(x, name, v), setindex!(a, v, i)
  // with the callee operand `callee_word` of lm dispatch in `world` to Base's
  // field-reading, field-writing and Array-storing methods.
  bool IsDefaultGetproperty(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value x,
                            Value name);
  bool IsDefaultSetproperty(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value x,
                            Value name, Value v);
  bool IsDefaultSetindex(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value a, Value v,
                         Value i);

  // Whether the callee operand of fast op `op` is the Base function the op
  // stands for, in a constant binding; the answer is kept in `site`.
  bool CalleeIsBase(LinkedModule* lm, uint32_t callee_word, tape::Op op, SiteCache* site);

  // Called for each method a program defines: one of a Base function that
  // has fast ops, applicable to Int64/Float64 arguments (type piracy),
  // turns the fast ops off for good.
  void NoteMethodOfBase(runtime::Method* method);
  // Called when a module outside Base gets a binding of its own (a new
  // function or a global): one named like a Base function whose calls have
  // fast ops (`length`, `+`, ...) shadows it there, so calls by that name
  // are not Base's; that also turns the fast ops off for good.
  void NoteOwnBinding(runtime::Module* module, runtime::Symbol* name);

 private:
  runtime::DataType* FindUnitRangeInt();
  // The method of Base in a DataType signature of `n` parameters f(args...)
  // dispatches to, or null.
  runtime::Method* LookupMethod(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value* args,
                                uint32_t n);
  bool IsBaseFieldMethod(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value* args,
                         uint32_t n, runtime::Method** known);

  runtime::Runtime& rt_;
  Known known_;
  runtime::DataType no_value_type_{};
  // Interned names of the Base functions fast ops stand for: every name (for
  // the watch), and per opcode its function's first (for the callee guard).
  std::vector<runtime::Symbol*> watched_names_;
  std::array<runtime::Symbol*, tape::kOpCount> base_function_{};
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_FAST_OPS_H_
