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

void ModuleIr::Adopt(Tables t) {
  names_ = std::move(t.names);
  strings_ = std::move(t.strings);
  consts_ = std::move(t.consts);
  global_refs_ = std::move(t.global_refs);
  type_exprs_ = std::move(t.type_exprs);
  bodies_ = std::move(t.bodies);
  methods_ = std::move(t.methods);
  structs_ = std::move(t.structs);
  closures_ = std::move(t.closures);
  imports_ = std::move(t.imports);
  name_index_.clear();
  string_index_.clear();
  const_index_.clear();
  global_ref_index_.clear();
  indexed_ = false;
}

void ModuleIr::EnsureIndexed() {
  if (indexed_) return;
  indexed_ = true;
  // Re-adding in id order rebuilds each index; an equal later entry keeps its
  // own id and is not indexed (the first one is found).
  std::vector<std::string> names = std::move(names_);
  std::vector<std::string> strings = std::move(strings_);
  std::vector<Constant> consts = std::move(consts_);
  std::vector<GlobalRef> refs = std::move(global_refs_);
  names_.clear();
  strings_.clear();
  consts_.clear();
  global_refs_.clear();
  for (std::string& n : names) {
    name_index_.emplace(n, NameId(static_cast<uint32_t>(names_.size())));
    names_.push_back(std::move(n));
  }
  for (std::string& text : strings) {
    string_index_.emplace(text, strings_.size());
    strings_.push_back(std::move(text));
  }
  for (const Constant& c : consts) {
    const_index_.emplace(ConstKey(c), ConstId(static_cast<uint32_t>(consts_.size())));
    consts_.push_back(c);
  }
  for (GlobalRef& r : refs) {
    global_ref_index_.emplace(GlobalRefKey(r), GlobalRefId(static_cast<uint32_t>(global_refs_.size())));
    global_refs_.push_back(std::move(r));
  }
}

NameId ModuleIr::Intern(std::string_view text) {
  EnsureIndexed();
  auto it = name_index_.find(std::string(text));
  if (it != name_index_.end()) return it->second;
  NameId id(static_cast<uint32_t>(names_.size()));
  names_.emplace_back(text);
  name_index_.emplace(std::string(text), id);
  return id;
}

ConstId ModuleIr::AddConst(const Constant& c) {
  EnsureIndexed();
  auto [it, inserted] =
      const_index_.emplace(ConstKey(c), ConstId(static_cast<uint32_t>(consts_.size())));
  if (inserted) consts_.push_back(c);
  return it->second;
}

ConstId ModuleIr::AddString(std::string_view text) {
  EnsureIndexed();
  auto it = string_index_.find(std::string(text));
  uint64_t index;
  if (it != string_index_.end()) {
    index = it->second;
  } else {
    index = strings_.size();
    strings_.emplace_back(text);
    string_index_.emplace(std::string(text), index);
  }
  return AddConst(Constant{ConstKind::kString, index, 0});
}

GlobalRefId ModuleIr::AddGlobalRef(const GlobalRef& ref) {
  EnsureIndexed();
  auto [it, inserted] = global_ref_index_.emplace(
      GlobalRefKey(ref), GlobalRefId(static_cast<uint32_t>(global_refs_.size())));
  if (inserted) global_refs_.push_back(ref);
  return it->second;
}

TypeExprId ModuleIr::AddTypeExpr(TypeExpr expr) {
  type_exprs_.push_back(std::move(expr));
  return TypeExprId(static_cast<uint32_t>(type_exprs_.size() - 1));
}

BodyId ModuleIr::AddBody(Body body) {
  bodies_.push_back(std::move(body));
  return BodyId(static_cast<uint32_t>(bodies_.size() - 1));
}

MethodDefId ModuleIr::AddMethod(MethodDef def) {
  methods_.push_back(std::move(def));
  return MethodDefId(static_cast<uint32_t>(methods_.size() - 1));
}

StructDefId ModuleIr::AddStruct(StructDef def) {
  structs_.push_back(std::move(def));
  return StructDefId(static_cast<uint32_t>(structs_.size() - 1));
}

ClosureId ModuleIr::AddClosure(ClosureDef def) {
  closures_.push_back(std::move(def));
  return ClosureId(static_cast<uint32_t>(closures_.size() - 1));
}

ImportId ModuleIr::AddImport(ImportDef def) {
  imports_.push_back(std::move(def));
  return ImportId(static_cast<uint32_t>(imports_.size() - 1));
}

}  // namespace kiln::ir
