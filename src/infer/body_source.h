// Where inference finds the lowered body of a Method. Methods hold an opaque
// handle that belongs to whoever defined them (the interpreter), so the one
// who runs the program provides this map; inference only reads the IR.
#ifndef KILN_INFER_BODY_SOURCE_H_
#define KILN_INFER_BODY_SOURCE_H_

#include "ir/module_ir.h"
#include "runtime/method.h"
#include "runtime/module.h"

namespace kiln::infer {

struct BodyRef {
  const ir::ModuleIr* module_ir = nullptr;  // constants, names, global references
  const ir::Body* body = nullptr;
  runtime::Module* module = nullptr;  // where the body's globals are resolved
  const void* handle = nullptr;       // the BodySource's own (e.g. its linked module)
};

class BodySource {
 public:
  virtual ~BodySource() = default;
  // The lowered body of `m`, or false when it has none (a native body).
  virtual bool Find(runtime::Method* m, BodyRef* out) = 0;
  // For a method without a lowered body (a native one, e.g. a default
  // constructor): the type every value it returns has, when known, else null.
  virtual runtime::Type* NativeReturnType(runtime::MethodInstance* mi) {
    (void)mi;
    return nullptr;
  }
  // The closure type of closure definition `closure_id` of the body's module
  // when the program has made it (closure types are made at run time), else
  // an undefined Value.
  virtual runtime::Value ClosureType(const BodyRef& ref, uint32_t closure_id) {
    (void)ref;
    (void)closure_id;
    return runtime::Value();
  }
};

}  // namespace kiln::infer

#endif  // KILN_INFER_BODY_SOURCE_H_
