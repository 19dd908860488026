#include "tape/tape.h"

#include <algorithm>

namespace kiln::tape {

std::string_view OpName(Op op) {
  switch (op) {
#define KILN_OP(name, mnemonic, words, count_at, a, layout, base, arity) \
  case Op::k##name:                                          \
    return mnemonic;
#include "tape/opcodes.def"
#undef KILN_OP
    case Op::kCount: break;
  }
  return "?";
}

uint32_t TapeBody::LineAt(uint32_t pc) const {
  auto it = std::upper_bound(lines.begin(), lines.end(), pc,
                             [](uint32_t p, const LineEntry& e) { return p < e.pc; });
  if (it == lines.begin()) return 0;
  return std::prev(it)->line;
}

namespace {

struct OpShape {
  uint8_t words;
  uint8_t count_at;
};

constexpr OpShape kShapes[] = {
#define KILN_OP(name, mnemonic, words, count_at, a, layout, base, arity) {words, count_at},
#include "tape/opcodes.def"
#undef KILN_OP
};

}  // namespace

uint32_t InstructionLength(const std::vector<uint32_t>& code, uint32_t pc) {
  if (pc >= code.size()) return 0;
  uint32_t op = code[pc] & 0xFF;
  if (op >= static_cast<uint32_t>(Op::kCount)) return 0;
  const OpShape shape = kShapes[op];
  const uint64_t room = code.size() - pc;
  uint64_t len = shape.words;
  if (shape.count_at != 0) {
    if (shape.count_at >= room) return 0;
    len += code[pc + shape.count_at];
  }
  return len <= room ? static_cast<uint32_t>(len) : 0;
}

}  // namespace kiln::tape
