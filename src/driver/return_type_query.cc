// Core.Compiler.return_type for the running program (return_type_query.h).
#include "driver/return_type_query.h"

#include <vector>

#include "driver/interpreter_bodies.h"
#include "engine/engine.h"
#include "infer/inference.h"
#include "infer/invalidate.h"
#include "runtime/types.h"

namespace kiln::driver {

struct ReturnTypeQuery::State {
  State(runtime::Runtime& rt, interp::Interpreter& interp)
      : invalidator(rt, engine), bodies(rt, interp), inference(rt, engine, bodies, true) {}
  engine::Engine engine;
  infer::Invalidator invalidator;
  InterpreterBodies bodies;
  infer::Inference inference;
};

ReturnTypeQuery::ReturnTypeQuery(runtime::Runtime& rt, interp::Interpreter& interp)
    : rt_(rt), interp_(interp) {
  rt_.return_type_hook = [this](runtime::Type* const* types, uint32_t n) {
    return Answer(types, n);
  };
}

ReturnTypeQuery::~ReturnTypeQuery() { rt_.return_type_hook = nullptr; }

runtime::Type* ReturnTypeQuery::Answer(runtime::Type* const* types, uint32_t n) {
  if (busy_) return nullptr;  // a query from inside a query: not known
  if (state_ == nullptr) state_ = std::make_unique<State>(rt_, interp_);
  std::vector<infer::LType> args;
  for (uint32_t i = 0; i < n; ++i) {
    if (types[i]->kind == runtime::TypeKind::kTypeVar || types[i]->kind == runtime::TypeKind::kVararg) {
      return nullptr;
    }
    args.push_back(state_->inference.lattice().Of(types[i]));
  }
  busy_ = true;
  runtime::Type* t = state_->inference.ReturnType(args, rt_.world());
  busy_ = false;
  // Inference never runs the program: an error it met is not the program's.
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  return t;
}

}  // namespace kiln::driver
