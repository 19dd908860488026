#include "tape/layout.h"

#include <array>
#include <sstream>
#include <string>
#include <string_view>

#include "base/check.h"

namespace kiln::tape {
namespace {

Role ParseARole(std::string_view a) {
  if (a == "-") return Role::kNone;
  if (a == "dst reg" || a == "reg") return Role::kReg;
  if (a == "target pc" || a == "catch pc") return Role::kPc;
  if (a == "global") return Role::kGlobal;
  if (a == "id") return Role::kId;
  if (a == "count") return Role::kImm;
  FATAL() << "opcodes.def: unknown A role '" << a << "'";
}

Role ParseWordRole(std::string_view w) {
  if (w.starts_with("arg")) return w == "args..." ? Role::kCount : Role::kArg;
  if (w.starts_with("reg")) return Role::kReg;
  if (w == "site") return Role::kSite;
  if (w == "pc") return Role::kPc;
  if (w == "global") return Role::kGlobal;
  if (w == "id") return Role::kId;
  if (w == "mask" || w == "imm") return Role::kImm;
  if (w == "n") return Role::kCount;
  FATAL() << "opcodes.def: unknown operand role '" << w << "'";
}

Layout Parse(std::string_view a, std::string_view layout) {
  Layout out;
  out.a = ParseARole(a);
  std::istringstream in{std::string(layout)};
  std::string word;
  while (in >> word) {
    if (word == "args...") continue;  // the tail announced by the preceding `n`
    out.words.push_back(ParseWordRole(word));
  }
  return out;
}

}  // namespace

const Layout& LayoutOf(Op op) {
  static const auto* layouts = [] {
    auto* table = new std::array<Layout, static_cast<size_t>(Op::kCount)>();
    size_t i = 0;
#define KILN_OP(name, mnemonic, words, count_at, a, layout) (*table)[i++] = Parse(a, layout);
#include "tape/opcodes.def"
#undef KILN_OP
    // The .def's word counts and its layout strings must agree.
    i = 0;
#define KILN_OP(name, mnemonic, length, count_pos, a, layout)                           \
  CHECK((*table)[i].words.size() + 1 == (length)) << "opcodes.def: " #name " length"; \
  CHECK((count_pos) == 0 || (*table)[i].words.back() == Role::kCount)                 \
      << "opcodes.def: " #name " count";                                              \
  ++i;
#include "tape/opcodes.def"
#undef KILN_OP
    return table;
  }();
  return (*layouts)[static_cast<size_t>(op)];
}

}  // namespace kiln::tape
