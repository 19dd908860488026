// The operand layout of each opcode, parsed from opcodes.def at compile time,
// so the disassembler and the verifier read the same declaration the enum came
// from, and a malformed row (an unknown role, a length that disagrees with its
// layout) does not compile.
#ifndef KILN_TAPE_LAYOUT_H_
#define KILN_TAPE_LAYOUT_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "tape/tape.h"

namespace kiln::tape {

enum class Role : uint8_t {
  kNone,    // A unused (must be 0)
  kReg,     // a register
  kPc,      // a jump target
  kArg,     // an operand word
  kSite,    // a call-site index
  kGlobal,  // a GlobalRefId
  kId,      // a module IR id (method, struct, closure, import, module, name)
  kImm,     // a plain number (mask, count of handlers)
  kCount,   // n, followed by n operand words
};

// The roles of the words after an instruction's first, in order.
class RoleList {
 public:
  static constexpr size_t kMax = 5;
  constexpr void push_back(Role r) { roles_[size_++] = r; }
  constexpr size_t size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr const Role* begin() const { return roles_.data(); }
  constexpr const Role* end() const { return roles_.data() + size_; }
  constexpr Role back() const { return roles_[size_ - 1]; }

 private:
  std::array<Role, kMax> roles_{};
  size_t size_ = 0;
};

struct Layout {
  Role a = Role::kNone;
  RoleList words;  // kCount ends it
};

namespace layout_internal {

// Reached only for a malformed row of opcodes.def: not constexpr, so the
// constant evaluation that reaches it fails to compile.
inline Role BadRow(std::string_view /*what*/) { return Role::kNone; }

constexpr Role ParseARole(std::string_view a) {
  if (a == "-") return Role::kNone;
  if (a == "dst reg" || a == "reg") return Role::kReg;
  if (a == "target pc" || a == "catch pc") return Role::kPc;
  if (a == "global") return Role::kGlobal;
  if (a == "id") return Role::kId;
  if (a == "count") return Role::kImm;
  return BadRow("unknown A role");
}

constexpr Role ParseWordRole(std::string_view w) {
  if (w.starts_with("arg")) return w == "args..." ? Role::kCount : Role::kArg;
  if (w.starts_with("reg")) return Role::kReg;
  if (w == "site") return Role::kSite;
  if (w == "pc") return Role::kPc;
  if (w == "global") return Role::kGlobal;
  if (w == "id") return Role::kId;
  if (w == "mask" || w == "imm") return Role::kImm;
  if (w == "n") return Role::kCount;
  return BadRow("unknown operand role");
}

constexpr Layout Parse(std::string_view a, std::string_view layout) {
  Layout out;
  out.a = ParseARole(a);
  while (!layout.empty()) {
    size_t space = layout.find(' ');
    std::string_view word = layout.substr(0, space);
    layout = space == std::string_view::npos ? std::string_view() : layout.substr(space + 1);
    if (word.empty() || word == "args...") continue;  // the tail announced by `n`
    if (out.words.size() == RoleList::kMax) BadRow("too many operand words");
    out.words.push_back(ParseWordRole(word));
  }
  return out;
}

}  // namespace layout_internal

inline constexpr Layout kLayouts[] = {
#define KILN_OP(name, mnemonic, words, count_at, a, layout, base, arity) \
  layout_internal::Parse(a, layout),
#include "tape/opcodes.def"
#undef KILN_OP
};

// The .def's word counts and its layout strings must agree.
#define KILN_OP(name, mnemonic, length, count_pos, a, layout, base, arity)                \
  static_assert(layout_internal::Parse(a, layout).words.size() + 1 == (length),           \
                "opcodes.def: " #name ": words disagrees with the layout");               \
  static_assert(                                                                          \
      (count_pos) == 0 || layout_internal::Parse(a, layout).words.back() == Role::kCount, \
      "opcodes.def: " #name ": count_at without a count");
#include "tape/opcodes.def"
#undef KILN_OP

constexpr const Layout& LayoutOf(Op op) { return kLayouts[static_cast<size_t>(op)]; }

}  // namespace kiln::tape

#endif  // KILN_TAPE_LAYOUT_H_
