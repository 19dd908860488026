// The lattice of inference (COMPILER.md §1):
//
//   Union{} (Bottom)  ⊑  Const(v)  ⊑  concrete type  ⊑  small Union (≤ kMaxUnionLength)
//                                  ⊑  abstract type  ⊑  Any
//
// An LType is a runtime type plus, optionally, the one value it is known to
// be. For a constant type object T, `type` is Type{T} (its dispatch type).
// Bottom types code that cannot be reached or always throws.
#ifndef KILN_INFER_LATTICE_H_
#define KILN_INFER_LATTICE_H_

#include <string>

#include "runtime/runtime.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::infer {

struct LType {
  runtime::Type* type = nullptr;  // never null in a built LType
  runtime::Value konst;           // defined: the value is exactly konst
  bool is_const() const { return konst.defined(); }
};

class Lattice {
 public:
  explicit Lattice(runtime::Runtime& rt) : rt_(rt) {}
  runtime::Runtime& rt() { return rt_; }

  LType Bottom() const { return LType{rt_.core.bottom, {}}; }
  LType Any() const { return LType{rt_.core.any, {}}; }
  LType Of(runtime::Type* t) const { return LType{t, {}}; }
  LType Const(runtime::Value v);
  bool IsBottom(const LType& t) const { return t.type == rt_.core.bottom; }
  bool IsAny(const LType& t) const { return t.type == rt_.core.any; }

  // a ⊑ b.
  bool Leq(const LType& a, const LType& b);
  // The least upper bound, widened by the union limit.
  LType Join(const LType& a, const LType& b);
  // The type without its constant.
  LType Widen(const LType& t) const { return LType{t.type, {}}; }
  // Applies the tuple-length and type-depth limits to a type inference built.
  runtime::Type* Limit(runtime::Type* t);

  // Whether values of `t` are all of one concrete type (or one Type{T}), so a
  // call on it can be looked up exactly.
  bool IsDispatchable(runtime::Type* t) const;

  // `Int64`, `Const(1)`, `Union{Nothing, Int64}`, `Any`, `Union{}`.
  std::string Show(const LType& t);
  std::string ShowType(const runtime::Type* t);

 private:
  runtime::Type* WidenUnion(runtime::Type* const* members, uint32_t n);
  runtime::Runtime& rt_;
};

}  // namespace kiln::infer

#endif  // KILN_INFER_LATTICE_H_
