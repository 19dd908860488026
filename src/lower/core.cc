#include "lower/core.h"

#include "base/check.h"

namespace kiln::lower {

std::string_view CoreKindName(CoreKind kind) {
  switch (kind) {
#define KILN_CORE(name, printed, shape) \
  case CoreKind::k##name:               \
    return printed;
#include "lower/core_kind.def"
#undef KILN_CORE
  }
  return "?";
}

CoreId CoreTree::Add(CoreKind kind, uint32_t offset, std::span<const CoreId> children,
                     uint32_t payload, uint8_t flags) {
  CHECK(nodes_.size() < CoreId::kNoneIndex) << "core tree overflow";
  CoreNode n{kind,
             flags,
             offset,
             static_cast<uint32_t>(child_ids_.size()),
             static_cast<uint32_t>(children.size()),
             payload};
  for (CoreId c : children) DCHECK(c.has_value()) << "missing child of " << CoreKindName(kind);
  child_ids_.insert(child_ids_.end(), children.begin(), children.end());
  nodes_.push_back(n);
  return CoreId(static_cast<uint32_t>(nodes_.size() - 1));
}

std::span<const CoreId> CoreTree::children(CoreId id) const {
  const CoreNode& n = nodes_[id.index];
  return std::span<const CoreId>(child_ids_.data() + n.first_child, n.child_count);
}

CoreId CoreTree::AddLiteral(uint32_t offset, CoreLiteral literal) {
  literals_.push_back(std::move(literal));
  return Add(CoreKind::kLiteral, offset, {}, static_cast<uint32_t>(literals_.size() - 1));
}

CoreId CoreTree::AddGlobal(uint32_t offset, std::initializer_list<std::string_view> path_and_name) {
  CoreGlobal g;
  size_t i = 0;
  for (std::string_view part : path_and_name) {
    if (++i == path_and_name.size()) {
      g.name = Intern(part);
    } else {
      g.path.push_back(Intern(part));
    }
  }
  return AddGlobal(offset, std::move(g));
}

CoreId CoreTree::AddGlobal(uint32_t offset, CoreGlobal global) {
  return Add(CoreKind::kGlobal, offset, {}, AddGlobalEntry(std::move(global)));
}

CoreName CoreTree::Intern(std::string_view name) {
  auto it = name_index_.find(std::string(name));
  if (it != name_index_.end()) return it->second;
  CoreName id(static_cast<uint32_t>(names_.size()));
  names_.emplace_back(name);
  name_index_.emplace(std::string(name), id);
  return id;
}

uint32_t CoreTree::AddGlobalEntry(CoreGlobal global) {
  globals_.push_back(std::move(global));
  return static_cast<uint32_t>(globals_.size() - 1);
}

uint32_t CoreTree::AddLambda(LambdaInfo info) {
  lambdas_.push_back(std::move(info));
  return static_cast<uint32_t>(lambdas_.size() - 1);
}

uint32_t CoreTree::AddMethod(MethodInfo info) {
  methods_.push_back(std::move(info));
  return static_cast<uint32_t>(methods_.size() - 1);
}

uint32_t CoreTree::AddStruct(StructInfo info) {
  structs_.push_back(std::move(info));
  return static_cast<uint32_t>(structs_.size() - 1);
}

uint32_t CoreTree::AddImport(ImportInfo info) {
  imports_.push_back(std::move(info));
  return static_cast<uint32_t>(imports_.size() - 1);
}

uint32_t CoreTree::AddModule(ModuleInfo info) {
  modules_.push_back(std::move(info));
  return static_cast<uint32_t>(modules_.size() - 1);
}

namespace {

std::string LiteralText(const CoreTree& tree, const CoreLiteral& lit) {
  switch (lit.kind) {
    case ir::ConstKind::kNothing: return "nothing";
    case ir::ConstKind::kBool: return lit.bits ? "true" : "false";
    case ir::ConstKind::kInt64: return std::to_string(static_cast<int64_t>(lit.bits));
    case ir::ConstKind::kString: return "\"" + lit.text + "\"";
    case ir::ConstKind::kSymbol: return ":" + lit.text;
    case ir::ConstKind::kChar: return "'" + std::to_string(lit.bits) + "'";
    case ir::ConstKind::kSourcePath:
      return lit.bits == ir::kSourceModule ? "@__MODULE__"
             : lit.bits == ir::kSourceDir  ? "@__DIR__"
                                           : "@__FILE__";
    default: return "#lit";
  }
}

void Print(const CoreTree& tree, CoreId id, std::string& out) {
  const CoreNode& n = tree.node(id);
  switch (n.kind) {
    case CoreKind::kLiteral: out += LiteralText(tree, tree.literal(id)); return;
    case CoreKind::kVar: out += tree.NameText(tree.var_name(id)); return;
    case CoreKind::kGlobal: {
      const CoreGlobal& g = tree.global(n.payload);
      out += "@";
      for (CoreName p : g.path) {
        out += tree.NameText(p);
        out += '.';
      }
      out += tree.NameText(g.name);
      return;
    }
    case CoreKind::kTemp: out += "%t" + std::to_string(n.payload); return;
    case CoreKind::kNothing:
    case CoreKind::kTheException:
    case CoreKind::kEmpty: out += CoreKindName(n.kind); return;
    default: break;
  }
  out += "(";
  out += CoreKindName(n.kind);
  switch (n.kind) {
    case CoreKind::kBreakBlock:
    case CoreKind::kBreak: out += " L" + std::to_string(n.payload); break;
    case CoreKind::kSymbolicLabel:
    case CoreKind::kSymbolicGoto: out += " " + std::string(tree.NameText(CoreName(n.payload))); break;
    case CoreKind::kScope: out += (n.flags & kHardScope) ? " hard" : " soft"; break;
    case CoreKind::kLambda: {
      const LambdaInfo& l = tree.lambda(n.payload);
      out += " ";
      out += tree.NameText(l.name);
      break;
    }
    case CoreKind::kExport: out += " " + std::string(tree.NameText(CoreName(n.payload))); break;
    case CoreKind::kDeclareFunction:
      out += " " + std::string(tree.NameText(tree.global(n.payload).name));
      break;
    case CoreKind::kStructDef:
      out += " " + std::string(tree.NameText(tree.struct_info(n.payload).name));
      break;
    default: break;
  }
  for (CoreId c : tree.children(id)) {
    out += ' ';
    Print(tree, c, out);
  }
  out += ")";
}

}  // namespace

std::string PrintCore(const CoreTree& tree, CoreId id) {
  std::string out;
  Print(tree, id, out);
  return out;
}

}  // namespace kiln::lower
