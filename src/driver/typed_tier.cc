// The typed tier of the interpreter (typed_tier.h).
#include "driver/typed_tier.h"

#include <cinttypes>
#include <cstdlib>
#include <string>
#include <vector>

#include "driver/interpreter_bodies.h"
#include "engine/engine.h"
#include "infer/inference.h"
#include "infer/invalidate.h"
#include "infer/typed_body.h"
#include "runtime/types.h"
#include "tape/encoder.h"

namespace kiln::driver {

struct InterpreterTypedTier::State {
  State(runtime::Runtime& rt, interp::Interpreter& interp)
      : invalidator(rt, engine), bodies(rt, interp),
        inference(rt, engine, bodies, /*invalidated_on_definition=*/true) {}
  engine::Engine engine;
  // Definitions made from now on end the CodeInstances they falsify, and
  // with them the typed tapes made from those (their max_world).
  infer::Invalidator invalidator;
  InterpreterBodies bodies;
  infer::Inference inference;
};

InterpreterTypedTier::InterpreterTypedTier(runtime::Runtime& rt, interp::Interpreter& interp)
    : rt_(rt), interp_(interp) {}

InterpreterTypedTier::~InterpreterTypedTier() = default;

namespace {

// The one concrete type every value of `t` has (not a kind: a type argument
// dispatches on its value), or null.
runtime::DataType* ConcreteOf(const infer::LType& t) {
  if (t.is_const()) {
    runtime::DataType* vt = t.konst.type;
    return vt != nullptr && !vt->is_kind() ? vt : nullptr;
  }
  if (t.type == nullptr || !runtime::IsDataType(t.type) || !runtime::IsConcreteType(t.type)) {
    return nullptr;
  }
  runtime::DataType* dt = runtime::AsDataType(t.type);
  return dt->is_kind() ? nullptr : dt;
}

}  // namespace

bool InterpreterTypedTier::Prove(runtime::MethodInstance* mi, uint64_t world,
                                 const tape::TapeBody& tape, interp::TypedProof* out) {
  const double cpu_start = ThreadCpuMs();
  if (state_ == nullptr) state_ = std::make_unique<State>(rt_, interp_);
  engine::CodeInstance* ci = state_->inference.Infer(mi, world);
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  bool ok = false;
  const auto* typed = ci != nullptr ? static_cast<const infer::TypedBody*>(ci->inferred.get())
                                    : nullptr;
  if (typed != nullptr && typed->src.body != nullptr && typed->src.module_ir != nullptr &&
      ci->ValidIn(world)) {
    const ir::Body& body = *typed->src.body;
    const ir::ModuleIr& m = *typed->src.module_ir;
    std::vector<uint32_t> site_stmts;
    auto encoded = tape::Encode(m, body, &site_stmts);
    // The statements inference typed must be the ones the running tape was
    // encoded from (a file lowered again from source gives the same tape).
    if (encoded.ok() && encoded->code == tape.code && site_stmts.size() == tape.site_count) {
      out->min_world = ci->min_world.load(std::memory_order_acquire);
      out->max_world = &ci->max_world;
      out->site_args.assign(tape.site_count, {});
      for (uint32_t site = 0; site < tape.site_count; ++site) {
        const uint32_t stmt = site_stmts[site];
        const ir::Stmt& s = body.stmts[stmt];
        if (s.kind != ir::StmtKind::kCall) continue;
        auto ops = body.OperandsOf(s);
        std::vector<runtime::DataType*>& types = out->site_args[site];
        for (size_t k = 1; k < ops.size(); ++k) {
          const ir::Operand& op = ops[k];
          runtime::DataType* t = nullptr;
          switch (op.kind) {
            case ir::OperandKind::kSsa:
              if (op.index < typed->ssa_types.size()) t = ConcreteOf(typed->ssa_types[op.index]);
              break;
            case ir::OperandKind::kSlot:
              if (op.index < typed->slot_types.size()) t = ConcreteOf(typed->SlotAt(stmt, op.index));
              break;
            case ir::OperandKind::kConst:
              t = ConcreteOf(state_->inference.Constant(m, ir::ConstId(op.index)));
              break;
            default: break;
          }
          types.push_back(t);
        }
      }
      ok = true;
      ++stats_.proved;
    } else {
      ++stats_.not_mapped;
    }
  }
  stats_.infer_cpu_ms += ThreadCpuMs() - cpu_start;
  return ok;
}

TypedTierStats InterpreterTypedTier::stats() const {
  TypedTierStats s = stats_;
  if (state_ != nullptr) {
    s.inferred = state_->inference.stats().inferred;
    s.invalidated = state_->invalidator.stats().invalidated;
  }
  return s;
}

uint32_t TypedHotCount(base::Env* env) {
  std::string v = env->GetEnvVar("KILN_TYPED_HOT");
  if (v.empty()) return interp::kDefaultHotCount;
  char* end = nullptr;
  unsigned long n = std::strtoul(v.c_str(), &end, 10);
  if (end == v.c_str() || *end != '\0' || n > UINT32_MAX) return interp::kDefaultHotCount;
  return static_cast<uint32_t>(n);
}

void PrintTypedTimings(std::FILE* out, const TypedTierStats& stats,
                       const interp::TypedCounters& counters) {
  std::fprintf(out,
               "  typed tapes: %" PRIu64 " MethodInstances offered, %" PRIu64 " typed (%" PRIu64
               " direct calls, %" PRIu64 " unguarded ops, %" PRIu64 " frames switched); inference %.1f ms CPU, %" PRIu64
               " CodeInstances, %" PRIu64 " invalidated\n",
               counters.offered, counters.typed, counters.direct_calls, counters.typed_ops,
               counters.switched, stats.infer_cpu_ms, stats.inferred, stats.invalidated);
}

}  // namespace kiln::driver
