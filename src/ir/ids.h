// Typed ids of module IR entities. Each indexes a vector of its ModuleIr
// (module_ir.h), except SlotId, which indexes a Body's slots.
#ifndef KILN_IR_IDS_H_
#define KILN_IR_IDS_H_

#include "base/ids.h"

namespace kiln::ir {

using NameId = base::Id<struct NameTag>;
using ConstId = base::Id<struct ConstTag>;
using GlobalRefId = base::Id<struct GlobalRefTag>;
using TypeExprId = base::Id<struct TypeExprTag>;
using BodyId = base::Id<struct BodyTag>;
using SlotId = base::Id<struct SlotTag>;
using MethodDefId = base::Id<struct MethodDefTag>;
using StructDefId = base::Id<struct StructDefTag>;
using ClosureId = base::Id<struct ClosureTag>;
using ImportId = base::Id<struct ImportTag>;
using ModuleIrId = base::Id<struct ModuleIrTag>;

}  // namespace kiln::ir

#endif  // KILN_IR_IDS_H_
