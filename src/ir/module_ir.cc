#include "ir/module_ir.h"

#include "base/check.h"

namespace kiln::ir {

std::string_view StmtKindName(StmtKind kind) {
  switch (kind) {
#define KILN_STMT(name, printed, operands, aux) \
  case StmtKind::k##name:                       \
    return printed;
#include "ir/stmt_kind.def"
#undef KILN_STMT
  }
  return "?";
}

namespace {

// The interning keys of constants and global references: their bytes.
std::string ConstKey(const Constant& c) {
  std::string key(reinterpret_cast<const char*>(&c.bits), sizeof c.bits);
  key.append(reinterpret_cast<const char*>(&c.high), sizeof c.high);
  key.push_back(static_cast<char>(c.kind));
  return key;
}

std::string GlobalRefKey(const GlobalRef& ref) {
  std::string key;
  for (NameId n : ref.path) key.append(reinterpret_cast<const char*>(&n.index), 4);
  key.append(reinterpret_cast<const char*>(&ref.name.index), 4);
  return key;
}

}  // namespace

void ModuleIr::Adopt(Tables tables) {
  t_ = std::move(tables);
  name_index_.clear();
  string_index_.clear();
  const_index_.clear();
  global_ref_index_.clear();
  indexed_ = false;
}

void ModuleIr::EnsureIndexed() {
  if (indexed_) return;
  indexed_ = true;
  // An equal later entry keeps its own id; the index finds the first.
  for (uint32_t i = 0; i < t_.names.size(); ++i) name_index_.emplace(t_.names[i], NameId(i));
  for (uint64_t i = 0; i < t_.strings.size(); ++i) string_index_.emplace(t_.strings[i], i);
  for (uint32_t i = 0; i < t_.consts.size(); ++i) {
    const_index_.emplace(ConstKey(t_.consts[i]), ConstId(i));
  }
  for (uint32_t i = 0; i < t_.global_refs.size(); ++i) {
    global_ref_index_.emplace(GlobalRefKey(t_.global_refs[i]), GlobalRefId(i));
  }
}

NameId ModuleIr::Intern(std::string_view text) {
  EnsureIndexed();
  auto it = name_index_.find(std::string(text));
  if (it != name_index_.end()) return it->second;
  NameId id(static_cast<uint32_t>(t_.names.size()));
  t_.names.emplace_back(text);
  name_index_.emplace(std::string(text), id);
  return id;
}

ConstId ModuleIr::AddConst(const Constant& c) {
  EnsureIndexed();
  auto [it, inserted] =
      const_index_.emplace(ConstKey(c), ConstId(static_cast<uint32_t>(t_.consts.size())));
  if (inserted) t_.consts.push_back(c);
  return it->second;
}

ConstId ModuleIr::AddString(std::string_view text) {
  EnsureIndexed();
  auto it = string_index_.find(std::string(text));
  uint64_t index;
  if (it != string_index_.end()) {
    index = it->second;
  } else {
    index = t_.strings.size();
    t_.strings.emplace_back(text);
    string_index_.emplace(std::string(text), index);
  }
  return AddConst(Constant{ConstKind::kString, index, 0});
}

GlobalRefId ModuleIr::AddGlobalRef(const GlobalRef& ref) {
  EnsureIndexed();
  auto [it, inserted] = global_ref_index_.emplace(
      GlobalRefKey(ref), GlobalRefId(static_cast<uint32_t>(t_.global_refs.size())));
  if (inserted) t_.global_refs.push_back(ref);
  return it->second;
}

TypeExprId ModuleIr::AddTypeExpr(TypeExpr expr) {
  t_.type_exprs.push_back(std::move(expr));
  return TypeExprId(static_cast<uint32_t>(t_.type_exprs.size() - 1));
}

BodyId ModuleIr::AddBody(Body body) {
  t_.bodies.push_back(std::move(body));
  return BodyId(static_cast<uint32_t>(t_.bodies.size() - 1));
}

MethodDefId ModuleIr::AddMethod(MethodDef def) {
  t_.methods.push_back(std::move(def));
  return MethodDefId(static_cast<uint32_t>(t_.methods.size() - 1));
}

StructDefId ModuleIr::AddStruct(StructDef def) {
  t_.structs.push_back(std::move(def));
  return StructDefId(static_cast<uint32_t>(t_.structs.size() - 1));
}

ClosureId ModuleIr::AddClosure(ClosureDef def) {
  t_.closures.push_back(std::move(def));
  return ClosureId(static_cast<uint32_t>(t_.closures.size() - 1));
}

ImportId ModuleIr::AddImport(ImportDef def) {
  t_.imports.push_back(std::move(def));
  return ImportId(static_cast<uint32_t>(t_.imports.size() - 1));
}

}  // namespace kiln::ir
