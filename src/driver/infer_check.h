// The soundness check of inference: `KILN_INFER_CHECK=FILE kiln run ...`
// (FILE `-`: stderr). Every interpreted call of a method with a lowered body
// is inferred (src/infer) in the world it runs in, and as it returns, the
// value it returns and the value each of its slots holds then are checked
// against that CodeInstance: its return type (or constant) and the slot types
// of its typed body. At exit FILE gets a report: how many calls returned, how
// many of them went to a CodeInstance with a concrete return type, every
// mismatch (each one a bug in inference), the time inference took, and the
// methods whose calls had a return type that is not concrete, most called
// first. docs/inference.md, "The soundness check".
#ifndef KILN_DRIVER_INFER_CHECK_H_
#define KILN_DRIVER_INFER_CHECK_H_

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "base/env.h"
#include "driver/interpreter_bodies.h"
#include "engine/engine.h"
#include "infer/inference.h"
#include "infer/invalidate.h"
#include "interp/interp.h"
#include "runtime/runtime.h"

namespace kiln::driver {

class InferCheck final : public interp::ReturnObserver {
 public:
  // Null unless KILN_INFER_CHECK names a report file.
  static std::unique_ptr<InferCheck> FromEnv(base::Env* env, runtime::Runtime& rt,
                                             interp::Interpreter& interp);
  InferCheck(base::Env* env, runtime::Runtime& rt, interp::Interpreter& interp, std::string report);

  void Returned(runtime::MethodInstance* mi, uint64_t world, const runtime::Value* slots,
                uint32_t nslots, runtime::Value result) override;
  // Writes the report (once).
  void Report();

 private:
  struct PerMi {
    uint64_t world = 0;
    engine::CodeInstance* ci = nullptr;  // null: no lowered body, not inferred
    bool concrete = false;
    uint64_t calls = 0;
  };
  bool Holds(const infer::LType& t, runtime::Value v);
  bool ValueIsA(runtime::Value v, runtime::Type* t, int depth);
  void Mismatch(runtime::MethodInstance* mi, const std::string& what, const infer::LType& inferred,
                runtime::Value v);

  base::Env* env_;
  runtime::Runtime& rt_;
  std::string report_;
  engine::Engine engine_;
  // Definitions made while the program runs end the CodeInstances they
  // falsify; the others stay valid in later worlds (and are checked there).
  infer::Invalidator invalidator_;
  InterpreterBodies bodies_;
  infer::Inference inference_;
  std::unordered_map<runtime::MethodInstance*, PerMi> per_mi_;
  uint64_t calls_ = 0;
  uint64_t uninferred_ = 0;
  uint64_t concrete_ = 0;
  uint64_t values_checked_ = 0;
  uint64_t mismatches_ = 0;
  std::vector<std::string> mismatch_texts_;
  double infer_ms_ = 0;
  double infer_cpu_ms_ = 0;
  bool reported_ = false;
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_INFER_CHECK_H_
