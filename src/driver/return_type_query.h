// Core.Compiler.return_type for the running program (runtime.h,
// Runtime::return_type_hook): what Base asks where Julia asks inference for
// the element type of an empty result (collect of an empty generator, map
// over an empty array). Its own engine and inference, made on the first query;
// definitions the program makes later invalidate what it inferred.
#ifndef KILN_DRIVER_RETURN_TYPE_QUERY_H_
#define KILN_DRIVER_RETURN_TYPE_QUERY_H_

#include <memory>

#include "interp/interp.h"
#include "runtime/runtime.h"

namespace kiln::driver {

class ReturnTypeQuery {
 public:
  // Sets rt.return_type_hook until destroyed.
  ReturnTypeQuery(runtime::Runtime& rt, interp::Interpreter& interp);
  ~ReturnTypeQuery();
  ReturnTypeQuery(const ReturnTypeQuery&) = delete;
  ReturnTypeQuery& operator=(const ReturnTypeQuery&) = delete;

 private:
  struct State;
  runtime::Type* Answer(runtime::Type* const* types, uint32_t n);

  runtime::Runtime& rt_;
  interp::Interpreter& interp_;
  std::unique_ptr<State> state_;  // made on the first query
  bool busy_ = false;
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_RETURN_TYPE_QUERY_H_
