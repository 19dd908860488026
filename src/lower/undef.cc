// Slot flags of a finished body: kSlotAssigned, and kSlotUsedUndef for a
// slot that some path may read before assigning it (so the runtime must
// check the read and throw UndefVarError, as Julia does). A forward
// "definitely assigned" dataflow over statements: assignments add a slot,
// DeclareLocal (a loop scope's fresh variable) removes it, joins intersect.
// A handler's catch target starts from the state at its Enter.
#include <cstdint>
#include <vector>

#include "lower/linearize.h"

namespace kiln::lower {
namespace {

using Bits = std::vector<uint64_t>;

bool Test(const Bits& b, uint32_t i) { return (b[i / 64] >> (i % 64)) & 1; }
void Set(Bits& b, uint32_t i) { b[i / 64] |= uint64_t{1} << (i % 64); }
void Clear(Bits& b, uint32_t i) { b[i / 64] &= ~(uint64_t{1} << (i % 64)); }

}  // namespace

void ComputeSlotFlags(ir::Body& body) {
  using ir::StmtKind;
  size_t n = body.stmts.size();
  size_t words = (body.slots.size() + 63) / 64;
  for (ir::Slot& s : body.slots) s.flags &= ~(ir::kSlotAssigned | ir::kSlotUsedUndef);
  if (n == 0 || words == 0) return;
  for (const ir::Stmt& s : body.stmts) {
    if (s.kind == StmtKind::kAssignSlot) body.slots[s.aux].flags |= ir::kSlotAssigned;
  }
  // in[i]: slots definitely assigned when statement i starts. Unvisited
  // statements start at "everything" (the top of the lattice).
  std::vector<Bits> in(n, Bits(words, ~uint64_t{0}));
  std::vector<bool> visited(n, false);
  Bits entry(words, 0);
  for (size_t i = 0; i < body.slots.size(); ++i) {
    if (body.slots[i].flags & ir::kSlotArgument) Set(entry, static_cast<uint32_t>(i));
  }
  in[0] = entry;
  visited[0] = true;
  std::vector<uint32_t> work{0};
  auto flow = [&](uint32_t to, const Bits& state) {
    if (to >= n) return;
    bool changed = !visited[to];
    visited[to] = true;
    for (size_t w = 0; w < words; ++w) {
      uint64_t merged = in[to][w] & state[w];
      if (merged != in[to][w]) changed = true;
      in[to][w] = merged;
    }
    if (changed) work.push_back(to);
  };
  while (!work.empty()) {
    uint32_t i = work.back();
    work.pop_back();
    const ir::Stmt& s = body.stmts[i];
    Bits out = in[i];
    if (s.kind == StmtKind::kAssignSlot) Set(out, s.aux);
    if (s.kind == StmtKind::kDeclareLocal) Clear(out, s.aux);
    switch (s.kind) {
      case StmtKind::kGoto: flow(s.aux, out); break;
      case StmtKind::kGotoIfNot:
        flow(s.aux, out);
        flow(i + 1, out);
        break;
      case StmtKind::kEnter:
        flow(s.aux, in[i]);
        flow(i + 1, out);
        break;
      case StmtKind::kReturn:
      case StmtKind::kRethrow:
      case StmtKind::kUnreachable: break;
      default: flow(i + 1, out); break;
    }
  }
  for (size_t i = 0; i < n; ++i) {
    if (!visited[i]) continue;
    for (const ir::Operand& op : body.OperandsOf(body.stmts[i])) {
      if (op.kind == ir::OperandKind::kSlot && !Test(in[i], op.index)) {
        body.slots[op.index].flags |= ir::kSlotUsedUndef;
      }
    }
  }
}

}  // namespace kiln::lower
