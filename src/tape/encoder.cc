#include "tape/encoder.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <unordered_map>

#include "tape/fast_ops.h"

namespace kiln::tape {
namespace {

using base::ErrorOr;
using base::Status;
using ir::Operand;
using ir::OperandKind;
using ir::StmtKind;

// Functions of Core that are builtins (implemented in C++, one method, no
// dispatch). Other Core names (types such as Core.NamedTuple, or generic
// functions such as Core.kwcall) are called generically.
// Each is a `core` builtin of runtime/builtins.def (a layer above this one;
// src/interp/core_builtins_test.cc checks it).
constexpr std::array<std::string_view, 15> kCoreBuiltins = {
    "tuple",    "getfield", "setfield!", "isa",   "===",     "typeof",
    "apply_type", "typeassert", "throw", "nfields", "fieldtype", "<:",
    "ifelse",   "isdefined", "svec"};

bool IsCoreBuiltin(std::string_view name) {
  for (std::string_view b : kCoreBuiltins) {
    if (b == name) return true;
  }
  return false;
}

bool ProducesValue(StmtKind kind) {
  switch (kind) {
    case StmtKind::kCall:
    case StmtKind::kSplat:
    case StmtKind::kNew:
    case StmtKind::kCopy:
    case StmtKind::kIsDefinedSlot:
    case StmtKind::kIsDefinedGlobal:
    case StmtKind::kTheException:
    case StmtKind::kClosure:
    case StmtKind::kEnter:
    case StmtKind::kInclude: return true;
    default: return false;
  }
}

class Encoder {
 public:
  Encoder(const ir::ModuleIr& m, const ir::Body& body, std::vector<uint32_t>* site_stmts)
      : m_(m), body_(body), site_stmts_(site_stmts) {}

  ErrorOr<TapeBody> Run() {
    const size_t n = body_.stmts.size();
    out_.name = body_.name;
    out_.slot_count = static_cast<uint32_t>(body_.slots.size());
    out_.arg_count = body_.nargs;
    out_.is_vararg = body_.is_vararg;
    for (const ir::Slot& s : body_.slots) out_.slot_names.push_back(s.name);

    // Count uses of each SSA value.
    std::vector<uint32_t> uses(n, 0);
    for (const ir::Stmt& s : body_.stmts) {
      for (const Operand& op : body_.OperandsOf(s)) {
        if (op.kind == OperandKind::kSsa) ++uses[op.index];
      }
    }
    // Registers: slots first, then one per used SSA value, then scratch.
    ssa_reg_.assign(n, UINT32_MAX);
    fused_.assign(n, false);
    uint32_t next_reg = out_.slot_count;
    for (size_t i = 0; i < n; ++i) {
      const ir::Stmt& s = body_.stmts[i];
      if (!ProducesValue(s.kind) || uses[i] == 0) continue;
      // A value used only by the next statement, which stores it in a slot:
      // write it straight into the slot's register.
      if (uses[i] == 1 && i + 1 < n && s.kind != StmtKind::kEnter) {
        const ir::Stmt& next = body_.stmts[i + 1];
        if (next.kind == StmtKind::kAssignSlot &&
            body_.OperandsOf(next)[0] == Operand::Ssa(static_cast<uint32_t>(i))) {
          ssa_reg_[i] = next.aux;
          fused_[i + 1] = true;
          continue;
        }
      }
      ssa_reg_[i] = next_reg++;
    }
    // A value used only by the gotoifnot right after it, which no jump
    // enters: a comparison there can branch itself.
    std::vector<bool> jump_target(n + 1, false);
    for (const ir::Stmt& s : body_.stmts) {
      if (s.kind == StmtKind::kGoto || s.kind == StmtKind::kGotoIfNot ||
          s.kind == StmtKind::kEnter) {
        if (s.aux <= n) jump_target[s.aux] = true;
      }
    }
    branch_next_.assign(n, false);
    for (size_t i = 0; i + 1 < n; ++i) {
      const ir::Stmt& next = body_.stmts[i + 1];
      branch_next_[i] = uses[i] == 1 && body_.stmts[i].kind == StmtKind::kCall &&
                        next.kind == StmtKind::kGotoIfNot && !jump_target[i + 1] &&
                        body_.OperandsOf(next)[0] == Operand::Ssa(static_cast<uint32_t>(i));
    }
    scratch_ = next_reg++;
    out_.register_count = next_reg;
    if (next_reg > kMaxA) return Status::Unsupported("function has too many values");

    FindForLoops();
    stmt_pc_.assign(n + 1, 0);
    if (site_stmts_ != nullptr) site_stmts_->clear();
    for (size_t i = 0; i < n; ++i) {
      stmt_pc_[i] = Pc();
      if (fused_[i]) continue;
      const ir::Stmt& s = body_.stmts[i];
      if (out_.lines.empty() || out_.lines.back().line != s.line) {
        out_.lines.push_back({Pc(), s.line});
      }
      RETURN_IF_ERROR(EmitStmt(i, s));
      // The sites EmitStmt opened are statement i's.
      if (site_stmts_ != nullptr) site_stmts_->resize(out_.site_count, static_cast<uint32_t>(i));
    }
    stmt_pc_[n] = Pc();
    for (const auto& [pc, stmt] : fixups_) {
      uint32_t target = stmt_pc_[stmt];
      if (target > kMaxA) return Status::Unsupported("function too large");
      out_.code[pc] = Head(OpOf(out_.code[pc]), target);
    }
    for (const auto& [pc, stmt] : word_fixups_) out_.code[pc] = stmt_pc_[stmt];
    if (out_.code.size() >= UINT32_MAX) too_large_ = true;  // pcs are 32-bit words
    if (too_large_) {
      return Status::Unsupported("function too large for the tape (an id, register or jump "
                                 "target past its field's width)");
    }
    return std::move(out_);
  }

 private:
  uint32_t Pc() const { return static_cast<uint32_t>(out_.code.size()); }
  // An instruction's first word. A value wider than the A field is never
  // cut: the body fails to encode instead.
  uint32_t Head(Op op, uint32_t a) {
    if (a > kMaxA) too_large_ = true;
    return Pack(op, a & kMaxA);
  }
  // An operand word; the index must fit in its 30 bits.
  uint32_t Packed(ArgKind kind, uint32_t index) const {
    if (index > kArgIndexMask) too_large_ = true;
    return PackArg(kind, index & kArgIndexMask);
  }
  void Word(uint32_t w) { out_.code.push_back(w); }

  uint32_t Dst(size_t i) const {
    return ssa_reg_[i] == UINT32_MAX ? scratch_ : ssa_reg_[i];
  }

  uint32_t Arg(const Operand& op) const {
    switch (op.kind) {
      case OperandKind::kSsa: return Packed(ArgKind::kReg, ssa_reg_[op.index]);
      case OperandKind::kSlot: return Packed(ArgKind::kReg, op.index);
      case OperandKind::kConst: return Packed(ArgKind::kConst, op.index);
      case OperandKind::kGlobal: return Packed(ArgKind::kGlobal, op.index);
      case OperandKind::kStaticParam: return Packed(ArgKind::kStaticParam, op.index);
      case OperandKind::kNone: break;
    }
    return Packed(ArgKind::kReg, scratch_);
  }

  // Slots that may be read before assignment are checked before each read.
  void CheckReads(std::span<const Operand> ops) {
    for (const Operand& op : ops) {
      if (op.kind == OperandKind::kSlot && (body_.slots[op.index].flags & ir::kSlotUsedUndef)) {
        Word(Head(Op::kCheckDefined, op.index));
      }
    }
  }

  void Args(std::span<const Operand> ops) {
    for (const Operand& op : ops) Word(Arg(op));
  }

  const ir::GlobalRef* CalleeGlobal(const Operand& callee) const {
    if (callee.kind != OperandKind::kGlobal) return nullptr;
    return &m_.global_ref(ir::GlobalRefId(callee.index));
  }

  bool PathIs(const ir::GlobalRef& g, std::initializer_list<std::string_view> path) const {
    if (g.path.size() != path.size()) return false;
    size_t k = 0;
    for (std::string_view p : path) {
      if (m_.NameText(g.path[k++]) != p) return false;
    }
    return true;
  }

  Status EmitCall(size_t i, std::span<const Operand> ops) {
    const Operand& callee = ops[0];
    std::span<const Operand> args = ops.subspan(1);
    uint32_t dst = Dst(i);
    if (const ir::GlobalRef* g = CalleeGlobal(callee)) {
      std::string_view name = m_.NameText(g->name);
      if (PathIs(*g, {"Core"}) && name == "===" && args.size() == 2) {
        Word(Head(Op::kEgal, dst));
        Args(args);
        return Status::Ok();
      }
      if (PathIs(*g, {"Core"}) && name == "getfield" && args.size() == 2 &&
          args[1].kind == OperandKind::kConst) {
        const ir::Constant& k = m_.constant(ir::ConstId(args[1].index));
        if (k.kind == ir::ConstKind::kInt64 && k.bits >= 1 && k.bits < (1u << 30)) {
          Word(Head(Op::kGetFieldConst, dst));
          Word(Arg(args[0]));
          Word(static_cast<uint32_t>(k.bits));
          return Status::Ok();
        }
      }
      if (PathIs(*g, {"Core", "Intrinsics"}) && name == "not_int" && args.size() == 1) {
        Word(Head(Op::kNotInt, dst));
        Word(Arg(args[0]));
        return Status::Ok();
      }
      if (PathIs(*g, {"Core"}) && IsCoreBuiltin(name)) {
        Word(Head(Op::kCallBuiltin, dst));
        Word(callee.index);
        Word(static_cast<uint32_t>(args.size()));
        Args(args);
        return Status::Ok();
      }
      if (PathIs(*g, {"Core", "Intrinsics"})) {
        Word(Head(Op::kCallIntrinsic, dst));
        Word(callee.index);
        Word(static_cast<uint32_t>(args.size()));
        Args(args);
        return Status::Ok();
      }
      if (g->path.empty() || PathIs(*g, {"Base"})) {
        Op fast = FastOpFor(name, args.size());
        if (branch_next_[i] && BranchFormOf(fast) != Op::kCount) fast = BranchFormOf(fast);
        if (fast != Op::kCount) {
          Word(Head(fast, dst));
          Word(out_.site_count++);
          Word(Arg(callee));
          Args(args);
          return Status::Ok();
        }
      }
    }
    Word(Head(Op::kCall, dst));
    Word(out_.site_count++);
    Word(Arg(callee));
    Word(static_cast<uint32_t>(args.size()));
    Args(args);
    return Status::Ok();
  }

  // ---- for loops ----
  // A `for` loop as lowering emits it (docs/lowering.md, "Control flow"):
  //   i:    %it = Base.iterate(C)          i+1: next = %it
  //   i+2:  %n = Core.:(===)(next, nothing) i+3: %c = not_int(%n)
  //   i+4:  gotoifnot %c -> exit
  //   x = Core.getfield(next, 1)  (into a slot or an SSA value)
  //   %state = Core.getfield(next, 2)
  //   body...
  //   q:    %it2 = Base.iterate(C, %state)  q+1: next = %it2   q+2: goto i+2
  struct ForLoop {
    size_t start;  // i
    size_t next;   // q
    size_t body;   // first statement of the body
    size_t exit;
    Operand coll;
    uint32_t x_reg;
    uint32_t state_reg;
  };

  bool IsCallOf(const ir::Stmt& s, std::initializer_list<std::string_view> path,
                std::string_view name, size_t nargs) const {
    if (s.kind != StmtKind::kCall || s.operand_count != nargs + 1) return false;
    const ir::GlobalRef* g = CalleeGlobal(body_.OperandsOf(s)[0]);
    return g != nullptr && PathIs(*g, path) && m_.NameText(g->name) == name;
  }
  bool IsIterate(const ir::Stmt& s, size_t nargs) const {
    return IsCallOf(s, {"Base"}, "iterate", nargs) || IsCallOf(s, {}, "iterate", nargs);
  }
  bool IsConstInt(const Operand& op, uint64_t v) const {
    if (op.kind != OperandKind::kConst) return false;
    const ir::Constant& c = m_.constant(ir::ConstId(op.index));
    return c.kind == ir::ConstKind::kInt64 && c.bits == v;
  }
  bool IsConstNothing(const Operand& op) const {
    return op.kind == OperandKind::kConst &&
           m_.constant(ir::ConstId(op.index)).kind == ir::ConstKind::kNothing;
  }
  // The register a getfield(next, k) at statement j writes, and the index of
  // the last statement it spans (j, or j+1 when fused into a slot).
  bool FieldOfNext(size_t j, uint32_t next_slot, uint64_t k, uint32_t* reg, size_t* last) const {
    if (j >= body_.stmts.size() || !IsCallOf(body_.stmts[j], {"Core"}, "getfield", 2)) return false;
    auto ops = body_.OperandsOf(body_.stmts[j]);
    if (ops[1] != Operand::Slot(ir::SlotId(next_slot)) || !IsConstInt(ops[2], k)) return false;
    if (ssa_reg_[j] == UINT32_MAX) return false;
    *reg = ssa_reg_[j];
    *last = fused_[j + 1] ? j + 1 : j;
    return true;
  }

  void FindForLoops() {
    const size_t n = body_.stmts.size();
    for (size_t i = 0; i + 6 < n; ++i) {
      const ir::Stmt& it = body_.stmts[i];
      if (!IsIterate(it, 1) || !fused_[i + 1]) continue;
      uint32_t next_slot = body_.stmts[i + 1].aux;
      Operand coll = body_.OperandsOf(it)[1];
      if (coll.kind != OperandKind::kSlot && coll.kind != OperandKind::kSsa) continue;
      const ir::Stmt& egal = body_.stmts[i + 2];
      if (!IsCallOf(egal, {"Core"}, "===", 2) ||
          body_.OperandsOf(egal)[1] != Operand::Slot(ir::SlotId(next_slot)) ||
          !IsConstNothing(body_.OperandsOf(egal)[2])) {
        continue;
      }
      const ir::Stmt& neg = body_.stmts[i + 3];
      if (!IsCallOf(neg, {"Core", "Intrinsics"}, "not_int", 1) ||
          body_.OperandsOf(neg)[1] != Operand::Ssa(static_cast<uint32_t>(i + 2))) {
        continue;
      }
      const ir::Stmt& test = body_.stmts[i + 4];
      if (test.kind != StmtKind::kGotoIfNot ||
          body_.OperandsOf(test)[0] != Operand::Ssa(static_cast<uint32_t>(i + 3))) {
        continue;
      }
      ForLoop loop;
      size_t last = 0;
      if (!FieldOfNext(i + 5, next_slot, 1, &loop.x_reg, &last)) continue;
      size_t state_at = last + 1;
      if (!FieldOfNext(state_at, next_slot, 2, &loop.state_reg, &last)) continue;
      if (fused_[state_at + 1]) continue;  // the state is an SSA value
      loop.start = i;
      loop.body = last + 1;
      loop.exit = test.aux;
      loop.coll = coll;
      // The step at the end of the body: iterate(C, state); next = ...; goto i+2.
      bool found = false;
      for (size_t q = loop.body; q + 2 < n && q < loop.exit; ++q) {
        const ir::Stmt& step = body_.stmts[q];
        if (!IsIterate(step, 2)) continue;
        auto ops = body_.OperandsOf(step);
        if (ops[1] != coll || ops[2] != Operand::Ssa(static_cast<uint32_t>(state_at))) continue;
        if (!fused_[q + 1] || body_.stmts[q + 1].aux != next_slot) continue;
        const ir::Stmt& back = body_.stmts[q + 2];
        if (back.kind != StmtKind::kGoto || back.aux != i + 2) continue;
        loop.next = q;
        found = true;
        break;
      }
      if (!found) continue;
      for_start_[i] = loops_.size();
      for_next_[loop.next] = loops_.size();
      loops_.push_back(loop);
    }
  }

  void EmitForStart(const ForLoop& loop) {
    fixups_.push_back({Pc(), static_cast<uint32_t>(loop.exit)});
    Word(Head(Op::kForStart, 0));
    Word(Arg(loop.coll));
    Word(loop.x_reg);
    Word(loop.state_reg);
    word_fixups_.push_back({Pc(), static_cast<uint32_t>(loop.body)});
    Word(0);
  }

  void EmitForNext(const ForLoop& loop) {
    fixups_.push_back({Pc(), static_cast<uint32_t>(loop.body)});
    Word(Head(Op::kForNext, 0));
    Word(Arg(loop.coll));
    Word(loop.x_reg);
    Word(loop.state_reg);
    word_fixups_.push_back({Pc(), static_cast<uint32_t>(loop.exit)});
    Word(0);
  }

  Status EmitStmt(size_t i, const ir::Stmt& s) {
    if (auto it = for_start_.find(i); it != for_start_.end()) EmitForStart(loops_[it->second]);
    if (auto it = for_next_.find(i); it != for_next_.end()) EmitForNext(loops_[it->second]);
    std::span<const Operand> ops = body_.OperandsOf(s);
    CheckReads(ops);
    switch (s.kind) {
      case StmtKind::kCall: return EmitCall(i, ops);
      case StmtKind::kSplat:
        Word(Head(Op::kSplatCall, Dst(i)));
        Word(out_.site_count++);
        Word(Arg(ops[0]));
        Word(s.aux);
        Word(static_cast<uint32_t>(ops.size() - 1));
        Args(ops.subspan(1));
        return Status::Ok();
      case StmtKind::kNew:
        Word(Head(Op::kNew, Dst(i)));
        Word(static_cast<uint32_t>(ops.size()));
        Args(ops);
        return Status::Ok();
      case StmtKind::kCopy:
        // An unused copy is dropped, except a global's read: it raises
        // UndefVarError when the global is not defined.
        if (ssa_reg_[i] != UINT32_MAX || ops[0].kind == OperandKind::kGlobal) {
          Word(Head(Op::kMove, Dst(i)));
          Word(Arg(ops[0]));
        }
        return Status::Ok();
      case StmtKind::kIsDefinedSlot:
        Word(Head(Op::kIsDefinedSlot, Dst(i)));
        Word(s.aux);
        return Status::Ok();
      case StmtKind::kIsDefinedGlobal:
        Word(Head(Op::kIsDefinedGlobal, Dst(i)));
        Word(ops[0].index);
        return Status::Ok();
      case StmtKind::kTheException:
        Word(Head(Op::kTheException, Dst(i)));
        return Status::Ok();
      case StmtKind::kClosure:
        Word(Head(Op::kClosure, Dst(i)));
        Word(s.aux);
        Word(static_cast<uint32_t>(ops.size()));
        Args(ops);
        return Status::Ok();
      case StmtKind::kAssignSlot:
        Word(Head(Op::kMove, s.aux));
        Word(Arg(ops[0]));
        return Status::Ok();
      case StmtKind::kAssignGlobal:
        if (ops[0].kind != OperandKind::kGlobal) return Status::InvalidArgument("bad global store");
        Word(Head(Op::kAssignGlobal, ops[0].index));
        Word(Arg(ops[1]));
        return Status::Ok();
      case StmtKind::kDeclareLocal:
        Word(Head(Op::kClearSlot, s.aux));
        return Status::Ok();
      case StmtKind::kGoto:
        fixups_.push_back({Pc(), s.aux});
        Word(Head(Op::kJump, 0));
        return Status::Ok();
      case StmtKind::kGotoIfNot:
        fixups_.push_back({Pc(), s.aux});
        Word(Head(Op::kJumpIfNot, 0));
        Word(Arg(ops[0]));
        return Status::Ok();
      case StmtKind::kReturn:
        Word(Head(Op::kReturn, 0));
        Word(Arg(ops[0]));
        return Status::Ok();
      case StmtKind::kEnter:
        fixups_.push_back({Pc(), s.aux});
        Word(Head(Op::kEnter, 0));
        Word(Dst(i));
        return Status::Ok();
      case StmtKind::kLeave:
        Word(Head(Op::kLeave, s.aux));
        return Status::Ok();
      case StmtKind::kPopException:
        Word(Head(Op::kPopException, 0));
        Word(Arg(ops[0]));
        return Status::Ok();
      case StmtKind::kRethrow:
        Word(Head(Op::kRethrow, 0));
        return Status::Ok();
      case StmtKind::kUnreachable:
        Word(Head(Op::kUnreachable, 0));
        return Status::Ok();
      case StmtKind::kDefineMethod:
        Word(Head(Op::kDefineMethod, s.aux));
        return Status::Ok();
      case StmtKind::kDefineStruct:
        Word(Head(Op::kDefineStruct, s.aux));
        return Status::Ok();
      case StmtKind::kDefineAbstract:
        Word(Head(Op::kDefineAbstract, s.aux));
        return Status::Ok();
      case StmtKind::kDefineConst:
        if (ops[0].kind != OperandKind::kGlobal) return Status::InvalidArgument("bad const");
        Word(Head(Op::kDefineConst, ops[0].index));
        Word(Arg(ops[1]));
        return Status::Ok();
      case StmtKind::kDeclareGlobal:
        if (ops[0].kind != OperandKind::kGlobal) return Status::InvalidArgument("bad global");
        Word(Head(Op::kDeclareGlobal, ops[0].index));
        return Status::Ok();
      case StmtKind::kDeclareFunction:
      case StmtKind::kSoftScopeWarning:
        if (ops[0].kind != OperandKind::kGlobal) return Status::InvalidArgument("bad global");
        Word(Head(s.kind == StmtKind::kDeclareFunction ? Op::kDeclareFunction
                                                       : Op::kSoftScopeWarning,
                  ops[0].index));
        return Status::Ok();
      case StmtKind::kUsing:
        Word(Head(Op::kUsing, s.aux));
        return Status::Ok();
      case StmtKind::kImport:
        Word(Head(Op::kImport, s.aux));
        return Status::Ok();
      case StmtKind::kExport:
        Word(Head(Op::kExport, s.aux));
        return Status::Ok();
      case StmtKind::kDefineModule:
        Word(Head(Op::kDefineModule, s.aux));
        return Status::Ok();
      case StmtKind::kInclude:
        Word(Head(Op::kInclude, Dst(i)));
        Word(Arg(ops[0]));
        return Status::Ok();
    }
    return Status::InvalidArgument("unknown statement kind");
  }

  const ir::ModuleIr& m_;
  const ir::Body& body_;
  std::vector<uint32_t>* site_stmts_;
  TapeBody out_;
  std::vector<uint32_t> ssa_reg_;
  std::vector<bool> fused_;
  std::vector<bool> branch_next_;  // statement i's value only feeds the gotoifnot at i + 1
  std::vector<uint32_t> stmt_pc_;
  std::vector<std::pair<uint32_t, uint32_t>> fixups_;  // (pc of jump, target stmt)
  std::vector<std::pair<uint32_t, uint32_t>> word_fixups_;  // (pc of a pc word, target stmt)
  std::vector<ForLoop> loops_;
  std::unordered_map<size_t, size_t> for_start_;  // statement -> loop
  std::unordered_map<size_t, size_t> for_next_;
  uint32_t scratch_ = 0;
  mutable bool too_large_ = false;
};

}  // namespace

ErrorOr<TapeBody> Encode(const ir::ModuleIr& m, const ir::Body& body,
                         std::vector<uint32_t>* site_stmts) {
  return Encoder(m, body, site_stmts).Run();
}

std::string CallClassification() {
  std::string out = "builtins:";
  for (std::string_view b : kCoreBuiltins) {
    out += ' ';
    out += b;
  }
  out += "\nfast:";
  for (const FastName& e : kFastNames) {
    out += ' ';
    out += e.name;
    out += '/' + std::to_string(e.arity) + '=';
    out += OpName(e.op);
  }
  out += '\n';
  return out;
}

}  // namespace kiln::tape
