// The stable text form of inferred code that `kiln infer` prints (like
// Julia's @code_typed before optimization): a CodeInstance's signature, return
// and exception types, effects, typed statements and edges. Worlds are left
// out: they count every method definition, so they would change with Base.
#ifndef KILN_INFER_PRINT_H_
#define KILN_INFER_PRINT_H_

#include <string>

#include "engine/code_instance.h"
#include "infer/lattice.h"

namespace kiln::infer {

// `f(::Int64, ::String)`: a MethodInstance's function name and argument types.
std::string ShowMethodInstance(Lattice& l, const runtime::MethodInstance* mi);
std::string PrintCodeInstance(Lattice& l, const engine::CodeInstance& ci);

}  // namespace kiln::infer

#endif  // KILN_INFER_PRINT_H_
