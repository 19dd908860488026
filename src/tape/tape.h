// The tape: a compact, position-independent encoding of one lowered body.
// It is what the interpreter executes and what the IR cache stores. It holds
// no pointers: constants, globals, builtins and closures are ids into the
// module IR, resolved once per module into side tables when the module is
// linked into a running program (seed 002: "not storing pointers inline
// with the code").
//
// Frame layout: registers [0, slot_count) are the body's slots (arguments
// first, #self# in register 0); registers [slot_count, register_count) hold
// the SSA values that are used. Unused results go to a scratch register.
#ifndef KILN_TAPE_TAPE_H_
#define KILN_TAPE_TAPE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ir/module_ir.h"

namespace kiln::tape {

enum class Op : uint8_t {
#define KILN_OP(name, mnemonic, words, count_at, a, layout, base, arity) k##name,
#include "tape/opcodes.def"
#undef KILN_OP
  kCount,
};
std::string_view OpName(Op op);

inline constexpr uint32_t kMaxA = (1u << 24) - 1;

// The typed forms at the end of opcodes.def exist only in the interpreter's
// typed copies of a tape (never encoded, stored or verified as valid).
inline constexpr bool IsTypedOp(Op op) { return op >= Op::kCallDirect && op < Op::kCount; }

inline uint32_t Pack(Op op, uint32_t a) { return static_cast<uint32_t>(op) | (a << 8); }
inline Op OpOf(uint32_t word) { return static_cast<Op>(word & 0xFF); }
inline uint32_t AOf(uint32_t word) { return word >> 8; }

// Operand words.
enum class ArgKind : uint8_t { kReg = 0, kConst = 1, kGlobal = 2, kStaticParam = 3 };
inline constexpr uint32_t kArgIndexMask = (1u << 30) - 1;
inline uint32_t PackArg(ArgKind kind, uint32_t index) {
  return (static_cast<uint32_t>(kind) << 30) | index;
}
inline ArgKind ArgKindOf(uint32_t word) { return static_cast<ArgKind>(word >> 30); }
inline uint32_t ArgIndexOf(uint32_t word) { return word & kArgIndexMask; }

struct LineEntry {
  uint32_t pc;    // first instruction word with this line
  uint32_t line;
};

struct TapeBody {
  std::vector<uint32_t> code;
  uint32_t slot_count = 0;
  uint32_t arg_count = 0;  // including #self#
  bool is_vararg = false;
  uint32_t register_count = 0;
  uint32_t site_count = 0;  // call sites needing a cache entry
  std::vector<LineEntry> lines;
  ir::NameId name;
  std::vector<ir::NameId> slot_names;  // for UndefVarError messages

  // Source line of the instruction at `pc` (0 if unknown).
  uint32_t LineAt(uint32_t pc) const;
};

// The number of words of the instruction starting at code[pc], or 0 when it
// does not fit in `code` (only possible for unverified tape).
uint32_t InstructionLength(const std::vector<uint32_t>& code, uint32_t pc);

}  // namespace kiln::tape

#endif  // KILN_TAPE_TAPE_H_
