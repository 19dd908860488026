// Typed tapes (typed_tier.h): offering hot MethodInstances to the typed tier
// and linking the typed copy of a tape from what inference proved.
#include <memory>
#include <utility>

#include "interp/globals.h"
#include "interp/machine.h"
#include "runtime/array.h"
#include "runtime/dispatch.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/types.h"
#include "tape/layout.h"

namespace kiln::interp {

using runtime::DataType;
using tape::Op;

namespace {

// An Array whose elements are Int64 or Float64 (stored as 8-byte bits).
bool IsBitsArrayOf(runtime::Runtime& rt, DataType* t, DataType** elem) {
  if (t == nullptr || t->layout != runtime::Layout::kArray || t->nparams() < 1) return false;
  Value e = t->param(0);
  if (!runtime::IsType(e)) return false;
  runtime::Type* et = runtime::AsType(e);
  if (et != rt.core.int64 && et != rt.core.float64) return false;
  *elem = static_cast<DataType*>(et);
  return true;
}

// The typed form of binary fast op `op` for two Int64 (`is_int`) or two
// Float64 operands, or kCount.
Op TypedBinary(Op op, bool is_int) {
  switch (op) {
    case Op::kAdd: return is_int ? Op::kAddInt : Op::kAddFloat;
    case Op::kSub: return is_int ? Op::kSubInt : Op::kSubFloat;
    case Op::kMul: return is_int ? Op::kMulInt : Op::kMulFloat;
    case Op::kDiv: return is_int ? Op::kCount : Op::kDivFloat;
    case Op::kLt: return is_int ? Op::kLtInt : Op::kLtFloat;
    case Op::kLe: return is_int ? Op::kLeInt : Op::kLeFloat;
    case Op::kGt: return is_int ? Op::kGtInt : Op::kGtFloat;
    case Op::kGe: return is_int ? Op::kGeInt : Op::kGeFloat;
    case Op::kEq: return is_int ? Op::kEqInt : Op::kEqFloat;
    case Op::kNe: return is_int ? Op::kNeInt : Op::kNeFloat;
    case Op::kLtBr: return is_int ? Op::kLtIntBr : Op::kLtFloatBr;
    case Op::kLeBr: return is_int ? Op::kLeIntBr : Op::kLeFloatBr;
    case Op::kGtBr: return is_int ? Op::kGtIntBr : Op::kGtFloatBr;
    case Op::kGeBr: return is_int ? Op::kGeIntBr : Op::kGeFloatBr;
    case Op::kEqBr: return is_int ? Op::kEqIntBr : Op::kEqFloatBr;
    case Op::kNeBr: return is_int ? Op::kNeIntBr : Op::kNeFloatBr;
    default: return Op::kCount;
  }
}

}  // namespace

Code* Machine::Specialize(runtime::MethodInstance* mi, Code* code, uint64_t world) {
  auto* t = static_cast<TypedInstance*>(mi->interp_data);
  if (t != nullptr) {
    if (t->ValidIn(world)) return t->code.get();
    // Failed for good, already tried in this world (or a newer one), or
    // invalidated too often: the generic tape.
    if (t->failed || world <= t->tried_world || t->attempts >= kMaxTypedAttempts) return code;
  } else {
    typed_.push_back(std::make_unique<TypedInstance>());
    t = typed_.back().get();
    mi->interp_data = t;
  }
  t->tried_world = world;
  ++t->attempts;
  if (code->native != nullptr || code->toplevel || code->tape == nullptr ||
      code->generic != nullptr) {
    t->failed = true;
    return code;
  }
  ++typed_counters_.offered;
  TypedProof proof;
  const bool proved = typed_tier_->Prove(mi, world, *code->tape, &proof);
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  if (!proved || proof.max_world == nullptr || proof.site_args.size() != code->tape->site_count) {
    t->failed = true;
    return code;
  }
  std::unique_ptr<Code> typed = LinkTyped(*code, proof, world);
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  if (typed == nullptr) {
    t->failed = true;  // nothing to gain in any world
    return code;
  }
  ++typed_counters_.typed;
  t->code = std::move(typed);
  t->min_world = proof.min_world;
  t->max_world = proof.max_world;
  return t->ValidIn(world) ? t->code.get() : code;
}

std::unique_ptr<Code> Machine::LinkTyped(const Code& code, const TypedProof& proof,
                                         uint64_t world) {
  auto typed = std::make_unique<Code>();
  typed->lm = code.lm;
  typed->body = code.body;
  typed->generic = &code;
  typed->own_tape = std::make_unique<tape::TapeBody>(*code.tape);
  typed->sites.assign(code.tape->site_count, SiteCache{});
  typed->direct.assign(code.tape->site_count, DirectCall{});
  std::vector<uint32_t>& words = typed->own_tape->code;
  LinkedModule* lm = code.lm;
  runtime::CoreTypes& core = rt_.core;

  // The method f(args...) dispatches to in `world` for argument types
  // `types` (args[0] is the callee operand, a constant); null when the callee
  // is not a constant or the lookup finds no single method.
  auto lookup = [&](uint32_t callee_word, const std::vector<DataType*>& types)
      -> runtime::MethodInstance* {
    Value args[8];
    if (types.size() + 1 > 8) return nullptr;
    const uint32_t i = tape::ArgIndexOf(callee_word);
    switch (tape::ArgKindOf(callee_word)) {
      case tape::ArgKind::kConst:
        if (!lm->consts[i].defined()) return nullptr;
        args[0] = lm->consts[i];
        break;
      case tape::ArgKind::kGlobal: {
        runtime::Binding* b = ResolveGlobal(rt_, lm, i, false);
        if (b == nullptr || !b->is_const || !b->value.defined()) return nullptr;
        args[0] = b->value;
        break;
      }
      default: return nullptr;
    }
    for (size_t k = 0; k < types.size(); ++k) {
      // Kinds (a type argument's type) dispatch on the value: not proven.
      if (types[k] == nullptr || types[k]->is_kind()) return nullptr;
      args[k + 1] = Value::Make(types[k], 0);  // dispatch reads only the types
    }
    runtime::LookupResult r =
        runtime::Lookup(rt_, args, static_cast<uint32_t>(types.size() + 1), world);
    return r.status == runtime::LookupStatus::kFound ? r.mi : nullptr;
  };
  auto is_base = [&](runtime::MethodInstance* m) {
    return m != nullptr && rt_.base_module != nullptr && m->def->module == rt_.base_module;
  };

  bool changed = false;
  for (uint32_t pc = 0; pc < words.size(); pc += tape::InstructionLength(words, pc)) {
    const Op op = tape::OpOf(words[pc]);
    const tape::Layout& layout = tape::LayoutOf(op);
    if (layout.words.empty() || *layout.words.begin() != tape::Role::kSite) continue;
    const uint32_t site = words[pc + 1];
    if (site >= proof.site_args.size()) continue;
    const std::vector<DataType*>& types = proof.site_args[site];
    const uint32_t callee_word = words[pc + 2];
    Op typed_op = Op::kCount;
    if (op == Op::kCall) {
      if (types.size() != words[pc + 3]) continue;
      runtime::MethodInstance* target = lookup(callee_word, types);
      if (target == nullptr || target->def->body == nullptr) continue;
      Code* callee = images_.CodeOf(target->def);
      if (callee == nullptr) {
        (void)rt_.TakePendingException();
        continue;
      }
      if (callee->native != nullptr || callee->toplevel || !linker_.EnsureTape(callee)) {
        if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
        continue;
      }
      if (callee->tape->is_vararg || callee->tape->arg_count != types.size() + 1) continue;
      typed->direct[site] = DirectCall{target, callee};
      typed_op = Op::kCallDirect;
      ++typed_counters_.direct_calls;
    } else if (types.size() == 2 && TypedBinary(op, false) != Op::kCount &&
               types[0] != nullptr && types[0] == types[1] &&
               (types[0] == core.int64 || types[0] == core.float64)) {
      const bool is_int = types[0] == core.int64;
      Op candidate = TypedBinary(op, is_int);
      if (candidate == Op::kCount) continue;
      SiteCache scratch;
      if (!fast_.CalleeIsBase(lm, callee_word, op, &scratch)) continue;
      if (!is_base(lookup(callee_word, types))) continue;
      typed_op = candidate;
    } else if (op == Op::kGetIndex && types.size() == 2 && types[1] == core.int64) {
      DataType* elem = nullptr;
      if (!IsBitsArrayOf(rt_, types[0], &elem)) continue;
      SiteCache scratch;
      if (!fast_.CalleeIsBase(lm, callee_word, op, &scratch)) continue;
      if (!is_base(lookup(callee_word, types))) continue;
      typed_op = Op::kGetIndexBits;
    } else if (op == Op::kSetIndex && types.size() == 3 && types[2] == core.int64) {
      DataType* elem = nullptr;
      if (!IsBitsArrayOf(rt_, types[0], &elem) || types[1] != elem) continue;
      if (tape::ArgKindOf(callee_word) != tape::ArgKind::kGlobal) continue;
      if (!fast_.IsDefaultSetindex(lm, world, callee_word, Value::Make(types[0], 0),
                                   Value::Make(elem, 0), Value::Make(core.int64, 0))) {
        continue;
      }
      typed_op = Op::kSetIndexBits;
    } else if ((op == Op::kGetProperty && types.size() == 2) ||
               (op == Op::kSetProperty && types.size() == 3)) {
      // x.f with a literal field name of a struct type inference proved.
      const uint32_t name_word = words[pc + 4];
      DataType* x = types[0];
      if (x == nullptr || x->layout != runtime::Layout::kStruct || x->is_tuple()) continue;
      if (tape::ArgKindOf(name_word) != tape::ArgKind::kConst) continue;
      const Value name = lm->consts[tape::ArgIndexOf(name_word)];
      if (!name.defined() || name.type != core.symbol) continue;
      const int64_t field = runtime::FieldIndex(x, name.As<runtime::Symbol>());
      if (field < 0 || tape::ArgKindOf(callee_word) != tape::ArgKind::kGlobal) continue;
      const Value xv = Value::Make(x, 0);
      if (op == Op::kGetProperty) {
        if (!fast_.IsDefaultGetproperty(lm, world, callee_word, xv, name)) continue;
        typed_op = Op::kGetPropertyField;
      } else {
        // Base's setproperty! converts v to the field's type: nothing to
        // convert when v is of exactly that type.
        DataType* v = types[2];
        if (v == nullptr || !x->is_mutable() || runtime::IsConstField(x, field)) continue;
        const Value ft = runtime::FieldType(rt_, x, field);
        if (!ft.defined() || !runtime::IsType(ft) || runtime::AsType(ft) != v) continue;
        if (!fast_.IsDefaultSetproperty(lm, world, callee_word, xv, name, Value::Make(v, 0))) {
          continue;
        }
        typed_op = Op::kSetPropertyField;
      }
      typed->sites[site].field_index = field;
    }
    if (typed_op == Op::kCount) continue;
    if (typed_op != Op::kCallDirect) ++typed_counters_.typed_ops;
    words[pc] = tape::Pack(typed_op, tape::AOf(words[pc]));
    changed = true;
  }
  if (!changed) return nullptr;
  typed->tape = typed->own_tape.get();
  return typed;
}

bool Machine::BackEdge(Frame& f) {
  Code* code = f.code;
  if (code->generic != nullptr || f.mi == nullptr || code->toplevel) return false;
  Code* typed = Specialize(f.mi, code, f.world);
  if (typed == code) {
    // No typed copy for this frame (yet): ask again after as many back-edges,
    // not at every one.
    code->hot = 0;
    return false;
  }
  f.code = typed;
  ++typed_counters_.switched;
  return true;
}

}  // namespace kiln::interp
