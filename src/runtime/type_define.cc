// Declaring types at run time: abstract types, structs and primitive types, with or
// without parameters (Julia manual, "Types").
#include <string>

#include "base/check.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/gc_table.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "runtime/type_internal.h"
#include "runtime/types.h"

namespace kiln::runtime {

namespace {

bool CheckSuper(Runtime& rt, Symbol* name, DataType* super);

}  // namespace

TypeName* NewTypeName(Runtime& rt, Module* module, Symbol* name, TypeVar* const* params,
                      uint32_t nparams) {
  auto* tn = GcNew<TypeName>();
  tn->type = rt.core.typename_type;
  tn->name = name;
  tn->module = module;
  tn->uid = rt.NextTypeUid();
  tn->hash = MixHash(name->hash, 0x51ed270b27d4eb2full + tn->uid);
  tn->builtin_id = UINT16_MAX;
  tn->type_vars = NewSVec(rt, nparams);
  for (uint32_t i = 0; i < nparams; ++i) (*tn->type_vars)[i] = TypeValue(params[i]);
  return tn;
}

// Creates the generic instance and the wrapper of a new TypeName.
DataType* MakeBody(Runtime& rt, TypeName* tn, TypeVar* const* params, uint32_t nparams,
                   DataType* super) {
  GcVector<Value> vals;
  for (uint32_t i = 0; i < nparams; ++i) vals.push_back(TypeValue(params[i]));
  DataType* body = InstantiateType(rt, tn, vals.data(), nparams);
  body->super = super;
  tn->body = body;
  Type* wrapper = body;
  for (uint32_t i = nparams; i-- > 0;) wrapper = MakeUnionAll(rt, params[i], wrapper);
  tn->wrapper = TypeValue(wrapper);
  FinishDataType(rt, body);
  return body;
}

namespace {

bool CheckSuper(Runtime& rt, Symbol* name, DataType* super) {
  const CoreTypes& c = rt.core;
  bool ok = super->abstract() && super->name != c.type_name && super->name != c.tuple_name &&
            !super->is_kind();
  if (ok) return true;
  return ThrowErrorException(rt, "invalid subtyping in definition of " + std::string(name->name()) +
                                     ": can only subtype abstract types.");
}

}  // namespace

DataType* NewAbstractType(Runtime& rt, Module* module, Symbol* name, TypeVar* const* params,
                          uint32_t nparams, DataType* super) {
  if (super == nullptr) super = rt.core.any;
  if (!CheckSuper(rt, name, super)) return nullptr;
  TypeName* tn = NewTypeName(rt, module, name, params, nparams);
  tn->is_abstract = true;
  tn->is_finalized = true;
  tn->layout = Layout::kNone;
  tn->field_names = NewSVec(rt, 0);
  return MakeBody(rt, tn, params, nparams, super);
}

DataType* NewStructType(Runtime& rt, Module* module, Symbol* name, TypeVar* const* params,
                        uint32_t nparams, Symbol* const* field_names, uint32_t nfields,
                        bool is_mutable, DataType* super) {
  if (super == nullptr) super = rt.core.any;
  if (!CheckSuper(rt, name, super)) return nullptr;
  for (uint32_t i = 0; i < nfields; ++i) {
    for (uint32_t j = 0; j < i; ++j) {
      if (field_names[i] == field_names[j]) {
        ThrowErrorException(rt, "duplicate field name: \"" + std::string(field_names[i]->name()) +
                                    "\" is not unique");
        return nullptr;
      }
    }
  }
  TypeName* tn = NewTypeName(rt, module, name, params, nparams);
  tn->is_mutable = is_mutable;
  tn->layout = Layout::kStruct;
  tn->n_required = 0;
  tn->field_names = NewSVec(rt, nfields);
  for (uint32_t i = 0; i < nfields; ++i) {
    (*tn->field_names)[i] = rt.SymbolValue(field_names[i]);
  }
  return MakeBody(rt, tn, params, nparams, super);
}

bool SetFieldTypesChecked(Runtime& rt, DataType* generic, const Value* field_types, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) {
    if (!IsTypeOrVar(field_types[i]) || field_types[i].As<Type>()->kind == TypeKind::kVararg) {
      return ThrowTypeError(rt, "type definition", "", rt.core.type_wrapper, field_types[i]);
    }
  }
  SetFieldTypes(rt, generic, field_types, n);
  return true;
}

void SetFieldTypes(Runtime& rt, DataType* generic, const Value* field_types, uint32_t n) {
  TypeName* tn = generic->name;
  CHECK(tn->body == generic) << "SetFieldTypes wants the generic instance";
  CHECK(tn->field_names != nullptr && tn->field_names->length == n);
  generic->field_types = NewSVec(rt, field_types, n);
  tn->is_finalized = true;
  // Instantiations made while the field types were evaluated get theirs now
  // (a type without parameters has no instance but `generic`).
  GcVector<DataType*> instances;
  auto& unfinished = rt.unfinished_instances;
  for (size_t i = 0; i < unfinished.size();) {
    if (unfinished[i]->name == tn) {
      instances.push_back(unfinished[i]);
      unfinished[i] = unfinished.back();
      unfinished.pop_back();
    } else {
      ++i;
    }
  }
  FinishDataType(rt, generic);
  for (DataType* d : instances) {
    if (d != generic) FinishDataType(rt, d);
  }
}

DataType* NewPrimitiveType(Runtime& rt, Module* module, Symbol* name, DataType* super,
                           Layout layout, uint8_t size) {
  TypeName* tn = NewTypeName(rt, module, name, nullptr, 0);
  tn->layout = layout;
  tn->size = size;
  tn->is_finalized = true;
  tn->field_names = NewSVec(rt, 0);
  return MakeBody(rt, tn, nullptr, 0, super);
}

}  // namespace kiln::runtime
