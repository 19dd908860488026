// The soundness check of inference (infer_check.h).
#include "driver/infer_check.h"

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <utility>

#include "infer/typed_body.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::driver {

namespace {

// Mismatches listed in full; more are counted.
constexpr size_t kMaxMismatchTexts = 50;
// Methods listed whose calls had a return type that is not concrete.
constexpr size_t kMaxImpreciseListed = 15;
// Tuples inside tuples checked element by element, at most this deep.
constexpr int kMaxTupleDepth = 8;

}  // namespace

std::unique_ptr<InferCheck> InferCheck::FromEnv(base::Env* env, runtime::Runtime& rt,
                                                interp::Interpreter& interp) {
  std::string report = env->GetEnvVar("KILN_INFER_CHECK");
  if (report.empty()) return nullptr;
  return std::make_unique<InferCheck>(env, rt, interp, std::move(report));
}

InferCheck::InferCheck(base::Env* env, runtime::Runtime& rt, interp::Interpreter& interp,
                       std::string report)
    : env_(env),
      rt_(rt),
      report_(std::move(report)),
      invalidator_(rt, engine_),
      bodies_(rt, interp),
      inference_(rt, engine_, bodies_, /*invalidated_on_definition=*/true) {}

bool InferCheck::Holds(const infer::LType& t, runtime::Value v) {
  ++values_checked_;
  if (t.is_const()) return runtime::Egal(v, t.konst);
  return ValueIsA(v, t.type, 0);
}

// Julia's isa: a tuple is of a tuple type when each element is of its
// parameter, so (Int64,) isa Tuple{Type{Int64}} though its type is
// Tuple{DataType}.
bool InferCheck::ValueIsA(runtime::Value v, runtime::Type* t, int depth) {
  if (runtime::IsA(rt_, v, t)) return true;
  if (!v.defined() || !v.type->is_tuple() || v.type->nfields == 0 || depth > kMaxTupleDepth) {
    return false;
  }
  if (t->kind == runtime::TypeKind::kUnion) {
    const auto* u = static_cast<const runtime::UnionType*>(t);
    for (uint32_t i = 0; i < u->n; ++i) {
      if (ValueIsA(v, u->components()[i], depth + 1)) return true;
    }
    return false;
  }
  if (t->kind != runtime::TypeKind::kDataType) return false;
  const auto* tt = static_cast<const runtime::DataType*>(t);
  if (!tt->is_tuple() || tt->nparams() != v.type->nfields) return false;
  const runtime::Value* fields = v.As<runtime::StructObject>()->fields();
  for (int64_t i = 0; i < tt->nparams(); ++i) {
    runtime::Value p = tt->param(i);
    if (!runtime::IsTypeOrVar(p) || !ValueIsA(fields[i], runtime::AsType(p), depth + 1)) return false;
  }
  return true;
}

void InferCheck::Mismatch(runtime::MethodInstance* mi, const std::string& what,
                          const infer::LType& inferred, runtime::Value v) {
  ++mismatches_;
  if (mismatch_texts_.size() >= kMaxMismatchTexts) return;
  std::string text = "mismatch: ";
  runtime::ShowType(rt_, mi->spec_types, &text);
  text += ": " + what + " is ";
  runtime::ShowType(rt_, v.type, &text);
  text += ", inferred " + inference_.lattice().Show(inferred);
  mismatch_texts_.push_back(std::move(text));
}

void InferCheck::Returned(runtime::MethodInstance* mi, uint64_t world, const runtime::Value* slots,
                          uint32_t nslots, runtime::Value result) {
  ++calls_;
  PerMi& p = per_mi_[mi];
  if (p.calls == 0 || p.world != world) {
    // Inferred once per MethodInstance and world (a world with a method
    // defined since may give another CodeInstance).
    const auto start = std::chrono::steady_clock::now();
    const double cpu_start = ThreadCpuMs();
    p.ci = inference_.Infer(mi, world);
    infer_ms_ +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    infer_cpu_ms_ += ThreadCpuMs() - cpu_start;
    if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
    p.world = world;
    p.concrete = p.ci != nullptr &&
                 (p.ci->rettype_const.defined() ||
                  (p.ci->rettype != nullptr && runtime::IsConcreteType(p.ci->rettype)));
  }
  ++p.calls;
  engine::CodeInstance* ci = p.ci;
  if (ci == nullptr) {
    ++uninferred_;
    return;
  }
  if (p.concrete) ++concrete_;
  const infer::LType ret{ci->rettype != nullptr ? ci->rettype : rt_.core.any, ci->rettype_const};
  if (!Holds(ret, result)) Mismatch(mi, "the result", ret, result);
  const auto* typed = static_cast<const infer::TypedBody*>(ci->inferred.get());
  if (typed == nullptr) return;
  const uint32_t n = std::min<uint32_t>(nslots, static_cast<uint32_t>(typed->slot_types.size()));
  for (uint32_t i = 0; i < n; ++i) {
    if (!slots[i].defined()) continue;
    if (!Holds(typed->slot_types[i], slots[i])) {
      Mismatch(mi, "slot " + std::to_string(i), typed->slot_types[i], slots[i]);
    }
  }
}

void InferCheck::Report() {
  if (reported_) return;
  reported_ = true;
  std::string out;
  char line[512];
  const double share = calls_ == 0 ? 100.0 : 100.0 * static_cast<double>(concrete_) / calls_;
  std::snprintf(line, sizeof line,
                "infer check: %" PRIu64 " calls returned, %" PRIu64 " without a CodeInstance, %" PRIu64
                " to a CodeInstance with a concrete return type (%.1f%%)\n",
                calls_, uninferred_, concrete_, share);
  out += line;
  std::snprintf(line, sizeof line,
                "infer check: %" PRIu64 " values checked, %" PRIu64 " mismatches; inference %.1f ms, "
                "%" PRIu64 " CodeInstances (CPU time %.1f ms, of which lowering files again %.1f ms)\n",
                values_checked_, mismatches_, infer_ms_, inference_.stats().inferred, infer_cpu_ms_,
                bodies_.relower_cpu_ms());
  out += line;
  const infer::InvalidationStats& inv = invalidator_.stats();
  std::snprintf(line, sizeof line,
                "infer check: %" PRIu64 " methods defined, %" PRIu64 " constants redefined; %" PRIu64
                " CodeInstances invalidated\n",
                inv.methods, inv.constants, inv.invalidated);
  out += line;
  for (const std::string& m : mismatch_texts_) out += m + "\n";
  if (mismatches_ > mismatch_texts_.size()) {
    out += "mismatch: " + std::to_string(mismatches_ - mismatch_texts_.size()) + " more\n";
  }
  // Most called first, then by signature (a stable order).
  std::vector<std::pair<uint64_t, std::string>> imprecise;
  for (const auto& [mi, p] : per_mi_) {
    if (p.ci == nullptr || p.concrete) continue;
    std::string text;
    runtime::ShowType(rt_, mi->spec_types, &text);
    text += " -> ";
    text += inference_.lattice().ShowType(p.ci->rettype != nullptr ? p.ci->rettype : rt_.core.any);
    imprecise.emplace_back(p.calls, std::move(text));
  }
  std::sort(imprecise.begin(), imprecise.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  if (imprecise.size() > kMaxImpreciseListed) imprecise.resize(kMaxImpreciseListed);
  for (const auto& [calls, text] : imprecise) {
    out += "not concrete: " + std::to_string(calls) + " calls of " + text + "\n";
  }
  if (report_ == "-") {
    std::fwrite(out.data(), 1, out.size(), stderr);
    return;
  }
  auto file = env_->NewWritableFile(report_);
  if (!file.ok()) {
    std::fprintf(stderr, "kiln: KILN_INFER_CHECK: %s\n", file.status().ToString().c_str());
    return;
  }
  base::Status s = (*file)->Append(out);
  if (s.ok()) s = (*file)->Close();
  if (!s.ok()) std::fprintf(stderr, "kiln: KILN_INFER_CHECK: %s\n", s.ToString().c_str());
}

}  // namespace kiln::driver
