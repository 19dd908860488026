// One pass of abstract interpretation over a lowered body (Julia's
// typeinf_local, over basic blocks): each block is entered with the join of
// its predecessors' slot types and re-run when that state grows; statements
// get the join of the types they produce on every visit.
#include <map>
#include <set>

#include "infer/conditional.h"
#include "infer/frame.h"
#include "infer/limits.h"
#include "ir/module_ir.h"
#include "runtime/builtins.h"
#include "runtime/intrinsics.h"
#include "runtime/types.h"

namespace kiln::infer {
namespace {

using ir::StmtKind;

constexpr uint32_t kNone = UINT32_MAX;

class BodyInterp {
 public:
  BodyInterp(Inference& inf, Frame& frame)
      : inf_(inf),
        l_(inf.lattice()),
        frame_(frame),
        m_(*frame.src.module_ir),
        body_(*frame.src.body),
        n_(static_cast<uint32_t>(body_.stmts.size())) {}

  void Run();

 private:
  bool BuildBlocks();
  LType Operand(const ir::Operand& op, const std::vector<LType>& slots);
  // Joins `state` into block b's entry; queues b when it grew.
  void Flow(uint32_t b, const std::vector<LType>& state);
  // Interprets block b; false when it ends in a terminator or dead code.
  void RunBlock(uint32_t b);
  LType Statement(uint32_t i, std::vector<LType>& state);
  // The condition a call's Bool stands for, if any (conditional.h).
  Conditional ConditionOf(uint32_t i, std::span<const ir::Operand> ops,
                          std::span<const LType> args, const CallResult& r);
  // The condition of operand `op` used by statement i: an SSA value of the
  // same block whose slot is not assigned in between; null otherwise.
  const Conditional* ConditionAt(const ir::Operand& op, uint32_t i) const;
  void MayThrow(runtime::Type* exc) {
    frame_.effects.nothrow = false;
    frame_.exctype = l_.Join(frame_.exctype, exc == nullptr ? l_.Any() : l_.Of(exc));
  }
  void GiveUp() {
    frame_.rettype = l_.Any();
    frame_.exctype = l_.Any();
    frame_.effects = engine::Effects{};
  }

  Inference& inf_;
  Lattice& l_;
  Frame& frame_;
  const ir::ModuleIr& m_;
  const ir::Body& body_;
  const uint32_t n_;

  std::vector<uint32_t> block_start_;  // per block
  std::vector<uint32_t> block_of_;     // per statement
  std::vector<uint32_t> catch_of_;     // per statement: its innermost handler's catch block, or kNone
  std::vector<std::vector<LType>> entry_;
  std::vector<bool> reached_;
  std::vector<uint32_t> visits_;
  std::set<uint32_t> work_;
  std::vector<LType> ssa_;
  std::vector<LType> slot_types_;
  std::vector<Conditional> cond_;  // per statement, from its latest visit
  uint32_t cur_stmt_ = kNone;
  std::map<uint64_t, LType> reads_;  // (statement, slot) -> join of the types read
  std::vector<LType> call_args_;     // scratch for a call's argument types
  std::vector<LType> block_state_;   // scratch for the slot types within a block
};

bool BodyInterp::BuildBlocks() {
  std::vector<bool> leader(n_ + 1, false);
  leader[0] = true;
  for (uint32_t i = 0; i < n_; ++i) {
    const ir::Stmt& s = body_.stmts[i];
    switch (s.kind) {
      case StmtKind::kGoto:
      case StmtKind::kGotoIfNot:
      case StmtKind::kEnter:
        if (s.aux >= n_) return false;
        leader[s.aux] = true;
        leader[i + 1] = true;
        break;
      case StmtKind::kReturn:
      case StmtKind::kRethrow:
      case StmtKind::kUnreachable:
        leader[i + 1] = true;
        break;
      default:
        break;
    }
  }
  block_of_.assign(n_, 0);
  for (uint32_t i = 0; i < n_; ++i) {
    if (leader[i]) block_start_.push_back(i);
    block_of_[i] = static_cast<uint32_t>(block_start_.size() - 1);
  }
  // Handlers: the statements textually between `enter` and its catch block
  // may throw into it (an over-approximation of the dynamic region: sound).
  // Later (inner) handlers overwrite the outer ones in their range.
  catch_of_.assign(n_, kNone);
  for (uint32_t i = 0; i < n_; ++i) {
    const ir::Stmt& s = body_.stmts[i];
    if (s.kind != StmtKind::kEnter) continue;
    for (uint32_t k = i + 1; k < s.aux; ++k) catch_of_[k] = block_of_[s.aux];
  }
  return true;
}

LType BodyInterp::Operand(const ir::Operand& op, const std::vector<LType>& slots) {
  switch (op.kind) {
    case ir::OperandKind::kSsa:
      return op.index < n_ ? ssa_[op.index] : l_.Any();
    case ir::OperandKind::kSlot: {
      if (op.index >= slots.size()) return l_.Any();
      if (body_.slots[op.index].flags & ir::kSlotUsedUndef) {
        MayThrow(inf_.rt().core.undef_var_error);
      }
      if (cur_stmt_ != kNone) {
        const uint64_t key = (static_cast<uint64_t>(cur_stmt_) << 32) | op.index;
        auto [it, fresh] = reads_.try_emplace(key, slots[op.index]);
        if (!fresh) it->second = l_.Join(it->second, slots[op.index]);
      }
      return slots[op.index];
    }
    case ir::OperandKind::kConst:
      return inf_.Constant(m_, ir::ConstId(op.index));
    case ir::OperandKind::kGlobal:
      return inf_.Global(frame_, op.index);
    case ir::OperandKind::kStaticParam: {
      runtime::SVec* sp = frame_.mi != nullptr ? frame_.mi->sparams : nullptr;
      if (sp == nullptr || op.index >= sp->length) return l_.Any();
      runtime::Value v = sp->data()[op.index];
      if (!v.defined() || (runtime::IsTypeOrVar(v) &&
                           runtime::AsType(v)->kind == runtime::TypeKind::kTypeVar)) {
        return l_.Any();  // not determined by the signature
      }
      inf_.Root(v);
      return l_.Const(v);
    }
    case ir::OperandKind::kNone:
      break;
  }
  return l_.Any();
}

const Conditional* BodyInterp::ConditionAt(const ir::Operand& op, uint32_t i) const {
  if (op.kind != ir::OperandKind::kSsa || op.index >= i) return nullptr;
  const uint32_t j = op.index;
  const Conditional& c = cond_[j];
  if (!c.valid() || block_of_[j] != block_of_[i]) return nullptr;
  for (uint32_t k = j + 1; k < i; ++k) {
    const ir::Stmt& s = body_.stmts[k];
    if ((s.kind == StmtKind::kAssignSlot || s.kind == StmtKind::kDeclareLocal) && s.aux == c.slot) {
      return nullptr;  // the slot no longer holds the value tested
    }
  }
  return &c;
}

Conditional BodyInterp::ConditionOf(uint32_t i, std::span<const ir::Operand> ops,
                                    std::span<const LType> args, const CallResult& r) {
  Conditional c;
  const LType& f = args[0];
  auto slot_of = [&](size_t k, uint32_t* slot) {
    if (k >= ops.size() || ops[k].kind != ir::OperandKind::kSlot ||
        ops[k].index >= body_.slots.size()) {
      return false;
    }
    *slot = ops[k].index;
    return true;
  };
  if (r.split_arg >= 0) {
    if (slot_of(static_cast<size_t>(r.split_arg), &c.slot)) {
      c.test = Conditional::Test::kSplit;
      c.type = r.split_true;
      c.else_type = r.split_false;
    }
    return c;
  }
  if (!f.is_const()) return c;
  switch (runtime::BuiltinIdOf(f.konst)) {
    case runtime::BuiltinId::kIs:
      if (args.size() != 3) return c;
      for (size_t k : {size_t{1}, size_t{2}}) {
        const LType& other = args[3 - k];
        if (other.is_const() && slot_of(k, &c.slot)) {
          c.test = Conditional::Test::kEgal;
          c.value = other.konst;
          return c;
        }
      }
      return c;
    case runtime::BuiltinId::kIsa:
      if (args.size() == 3 && args[2].is_const() && runtime::IsType(args[2].konst) &&
          slot_of(1, &c.slot)) {
        c.test = Conditional::Test::kIsa;
        c.type = runtime::AsType(args[2].konst);
      }
      return c;
    case runtime::BuiltinId::kNone:
      break;
    default:
      return c;
  }
  const bool is_not = runtime::IntrinsicIdOf(inf_.rt(), f.konst) == runtime::IntrinsicId::k_not_int ||
                      (inf_.BaseNot().defined() && runtime::Egal(f.konst, inf_.BaseNot()));
  if (is_not && ops.size() == 2) {
    if (const Conditional* inner = ConditionAt(ops[1], i)) return inner->Not();
  }
  return c;
}

void BodyInterp::Flow(uint32_t b, const std::vector<LType>& state) {
  if (!reached_[b]) {
    reached_[b] = true;
    entry_[b] = state;
    work_.insert(b);
    return;
  }
  bool grew = false;
  std::vector<LType>& e = entry_[b];
  for (size_t s = 0; s < e.size(); ++s) {
    if (l_.Leq(state[s], e[s])) continue;
    // Past the visit limit, what still changes goes straight to Any.
    e[s] = visits_[b] >= kMaxBlockVisits ? l_.Any() : l_.Join(e[s], state[s]);
    grew = true;
  }
  if (grew) work_.insert(b);
}

LType BodyInterp::Statement(uint32_t i, std::vector<LType>& state) {
  const ir::Stmt& s = body_.stmts[i];
  auto ops = body_.OperandsOf(s);
  runtime::Runtime& rt = inf_.rt();
  switch (s.kind) {
    case StmtKind::kCall: {
      std::vector<LType>& args = call_args_;  // reused: calls do not nest within a body
      args.clear();
      for (const ir::Operand& op : ops) args.push_back(Operand(op, state));
      CallResult r = inf_.AbstractCall(frame_, args);
      frame_.effects = frame_.effects.Meet(r.effects);
      if (!r.effects.nothrow) MayThrow(r.exctype);
      if (r.rettype.type == rt.core.bool_ && !r.rettype.is_const()) {
        cond_[i] = ConditionOf(i, ops, args, r);
      }
      return r.rettype;
    }
    case StmtKind::kSplat: {
      std::vector<LType> args;
      for (size_t k = 0; k < ops.size(); ++k) {
        LType a = Operand(ops[k], state);
        const bool splat = k >= 1 && k - 1 < 32 && ((s.aux >> (k - 1)) & 1);
        if (!splat) {
          args.push_back(a);
          continue;
        }
        if (l_.IsBottom(a)) return l_.Bottom();
        // Only a tuple of known length splats into known arguments.
        if (a.type->kind != runtime::TypeKind::kDataType ||
            !runtime::AsDataType(a.type)->is_tuple() ||
            runtime::IsVarargTuple(runtime::AsDataType(a.type)) ||
            runtime::AsDataType(a.type)->parameters == nullptr) {
          frame_.effects = engine::Effects{};
          MayThrow(nullptr);
          // Core.string_concat(xs...) gives a String however many values it joins.
          if (!args.empty() && args[0].is_const() &&
              runtime::BuiltinIdOf(args[0].konst) == runtime::BuiltinId::kStringConcat) {
            return l_.Of(rt.core.string);
          }
          return l_.Any();
        }
        auto* t = runtime::AsDataType(a.type);
        for (int64_t e = 0; e < t->nparams(); ++e) {
          runtime::Value p = t->param(e);
          args.push_back(runtime::IsTypeOrVar(p) ? l_.Of(runtime::AsType(p)) : l_.Any());
        }
      }
      CallResult r = inf_.AbstractCall(frame_, args);
      frame_.effects = frame_.effects.Meet(r.effects);
      if (!r.effects.nothrow) MayThrow(r.exctype);
      return r.rettype;
    }
    case StmtKind::kNew: {
      LType t = ops.empty() ? l_.Any() : Operand(ops[0], state);
      for (size_t k = 1; k < ops.size(); ++k) (void)Operand(ops[k], state);
      MayThrow(nullptr);  // field conversions and checks
      if (t.is_const() && runtime::IsType(t.konst) &&
          runtime::AsType(t.konst)->kind == runtime::TypeKind::kDataType &&
          runtime::AsDataType(runtime::AsType(t.konst))->concrete()) {
        auto* d = runtime::AsDataType(runtime::AsType(t.konst));
        if (d->is_mutable()) frame_.effects.consistent = false;
        return l_.Of(d);
      }
      frame_.effects.consistent = false;
      return l_.Any();
    }
    case StmtKind::kCopy:
      // @boundscheck's condition: true, or false where native code elides the
      // block (codegen decides), so a Bool and not the constant.
      if ((s.flags & ir::kStmtBoundscheck) != 0) return l_.Of(rt.core.bool_);
      return ops.empty() ? l_.Any() : Operand(ops[0], state);
    case StmtKind::kIsDefinedSlot:
    case StmtKind::kIsDefinedGlobal:
      return l_.Of(rt.core.bool_);
    case StmtKind::kTheException:
      return l_.Any();
    case StmtKind::kClosure: {
      // The closure type is made when the program first runs this statement.
      for (const ir::Operand& op : ops) (void)Operand(op, state);
      frame_.effects.consistent = false;
      runtime::Value t = inf_.source().ClosureType(frame_.src, s.aux);
      if (t.defined() && runtime::IsType(t) && l_.IsDispatchable(runtime::AsType(t))) {
        return l_.Of(runtime::AsType(t));
      }
      return l_.Any();
    }
    case StmtKind::kAssignSlot: {
      LType v = ops.empty() ? l_.Any() : Operand(ops[0], state);
      if (s.aux < state.size()) {
        state[s.aux] = v;
        slot_types_[s.aux] = l_.Join(slot_types_[s.aux], v);
      }
      return v;
    }
    case StmtKind::kAssignGlobal:
      for (const ir::Operand& op : ops) (void)Operand(op, state);
      frame_.effects.consistent = false;
      MayThrow(nullptr);
      return l_.Any();
    case StmtKind::kDeclareLocal:
      if (s.aux < state.size()) state[s.aux] = l_.Bottom();
      return l_.Any();
    case StmtKind::kEnter:
    case StmtKind::kLeave:
    case StmtKind::kPopException:
      return l_.Any();
    default:
      // Top-level statements do not occur in method bodies; be safe anyway.
      frame_.effects = engine::Effects{};
      MayThrow(nullptr);
      return l_.Any();
  }
}

void BodyInterp::RunBlock(uint32_t b) {
  ++visits_[b];
  std::vector<LType>& state = block_state_;  // blocks run one at a time
  state.assign(entry_[b].begin(), entry_[b].end());
  const uint32_t end = b + 1 < block_start_.size() ? block_start_[b + 1] : n_;
  for (uint32_t i = block_start_[b]; i < end; ++i) {
    if (catch_of_[i] != kNone) Flow(catch_of_[i], state);
    cur_stmt_ = i;
    const ir::Stmt& s = body_.stmts[i];
    auto ops = body_.OperandsOf(s);
    switch (s.kind) {
      case StmtKind::kGoto:
        if (s.aux <= i) frame_.effects.terminates = false;
        Flow(block_of_[s.aux], state);
        return;
      case StmtKind::kGotoIfNot: {
        if (s.aux <= i) frame_.effects.terminates = false;
        LType c = ops.empty() ? l_.Any() : Operand(ops[0], state);
        ssa_[i] = l_.Join(ssa_[i], c);
        runtime::Runtime& rt = inf_.rt();
        if (l_.IsBottom(c)) return;
        if (c.is_const() && c.konst.type == rt.core.bool_) {
          if (c.konst.AsBool()) {
            if (i + 1 < n_) Flow(block_of_[i + 1], state);
          } else {
            Flow(block_of_[s.aux], state);
          }
          return;
        }
        if (!l_.Leq(c, l_.Of(rt.core.bool_))) {
          MayThrow(rt.core.type_error);  // a non-Bool condition
          if (c.type->kind == runtime::TypeKind::kDataType &&
              runtime::AsDataType(c.type)->concrete()) {
            return;  // never a Bool: always throws
          }
        }
        if (const Conditional* cond = ConditionAt(ops[0], i)) {
          // Each side with the slot's type where the condition is so.
          const LType held = state[cond->slot];
          state[cond->slot] = Narrow(l_, *cond, held, /*truth=*/false);
          Flow(block_of_[s.aux], state);
          state[cond->slot] = Narrow(l_, *cond, held, /*truth=*/true);
          if (i + 1 < n_) Flow(block_of_[i + 1], state);
          return;
        }
        Flow(block_of_[s.aux], state);
        if (i + 1 < n_) Flow(block_of_[i + 1], state);
        return;
      }
      case StmtKind::kReturn: {
        LType v = ops.empty() ? l_.Any() : Operand(ops[0], state);
        ssa_[i] = l_.Join(ssa_[i], v);
        frame_.rettype = l_.Join(frame_.rettype, v);
        return;
      }
      case StmtKind::kRethrow:
        MayThrow(nullptr);
        return;
      case StmtKind::kUnreachable:
        return;
      default: {
        cond_[i] = Conditional{};
        LType t = Statement(i, state);
        ssa_[i] = l_.Join(ssa_[i], t);
        // A statement that cannot produce a value ends the block: what follows
        // is unreachable from here.
        if (l_.IsBottom(t) && s.kind != StmtKind::kDeclareLocal && s.kind != StmtKind::kEnter &&
            s.kind != StmtKind::kLeave && s.kind != StmtKind::kPopException) {
          return;
        }
        break;
      }
    }
  }
  if (end < n_) Flow(block_of_[end], state);
}

void BodyInterp::Run() {
  if (n_ == 0 || !BuildBlocks()) {
    GiveUp();
    return;
  }
  const size_t nslots = body_.slots.size();
  const size_t nblocks = block_start_.size();
  entry_.assign(nblocks, {});
  reached_.assign(nblocks, false);
  visits_.assign(nblocks, 0);
  ssa_.assign(n_, l_.Bottom());
  slot_types_.assign(nslots, l_.Bottom());
  cond_.assign(n_, Conditional{});
  std::vector<LType> start(nslots, l_.Bottom());
  for (size_t s = 0; s < nslots && s < body_.nargs; ++s) {
    start[s] = s < frame_.argtypes.size() ? frame_.argtypes[s] : l_.Any();
    slot_types_[s] = start[s];
  }
  Flow(0, start);
  while (!work_.empty()) {
    uint32_t b = *work_.begin();
    work_.erase(work_.begin());
    RunBlock(b);
  }
  // The reads a condition narrowed below the slot's type.
  for (const auto& [key, t] : reads_) {
    const uint32_t slot = static_cast<uint32_t>(key & 0xffffffffu);
    if (slot < slot_types_.size() && !l_.Leq(slot_types_[slot], t)) {
      frame_.typed->narrowed.push_back({static_cast<uint32_t>(key >> 32), slot, t});
    }
  }
  frame_.typed->ssa_types = std::move(ssa_);
  frame_.typed->slot_types = std::move(slot_types_);
  if (frame_.effects.nothrow) frame_.exctype = l_.Bottom();
}

}  // namespace

void InterpretBody(Inference& inference, Frame& frame) { BodyInterp(inference, frame).Run(); }

}  // namespace kiln::infer
