// Linearization, module level: interning into a ModuleIr, method, struct and
// closure definitions, and one ModuleIr per `module` block.
#include "lower/linearize.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>

#include "base/check.h"
#include "base/hash.h"

namespace kiln::lower {
namespace internal {

// Emits the module whose top-level thunk is `thunk` and returns its index
// in the file's module list.
LineTable::LineTable(std::string_view text) {
  starts_.push_back(0);
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') starts_.push_back(static_cast<uint32_t>(i + 1));
  }
}

uint32_t LineTable::LineOf(uint32_t offset) const {
  auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
  return static_cast<uint32_t>(it - starts_.begin());
}

uint32_t EmitModule(FileContext& ctx, CoreId thunk, std::string_view name) {
  uint32_t index = static_cast<uint32_t>(ctx.file.modules.size());
  ctx.file.modules.push_back(std::make_unique<ir::ModuleIr>());
  ir::ModuleIr& m = *ctx.file.modules[index];
  m.name = m.Intern(name);
  m.file = ctx.options.file_path;
  ModuleEmitter emitter(ctx, m);
  BodyEmitter body(emitter, thunk);
  m.thunk = m.AddBody(body.Finish());
  return index;
}

ir::GlobalRefId ModuleEmitter::Global(const CoreGlobal& g) {
  ir::GlobalRef ref;
  for (CoreName p : g.path) ref.path.push_back(Name(p));
  ref.name = Name(g.name);
  return m_.AddGlobalRef(ref);
}

ir::GlobalRefId ModuleEmitter::Global(std::initializer_list<std::string_view> path_and_name) {
  ir::GlobalRef ref;
  size_t i = 0;
  for (std::string_view part : path_and_name) {
    if (++i == path_and_name.size()) {
      ref.name = Name(part);
    } else {
      ref.path.push_back(Name(part));
    }
  }
  return m_.AddGlobalRef(ref);
}

ir::GlobalRefId ModuleEmitter::GlobalNamed(CoreName name) {
  ir::GlobalRef ref;
  ref.name = Name(name);
  return m_.AddGlobalRef(ref);
}

ir::ConstId ModuleEmitter::Literal(const CoreLiteral& lit) {
  switch (lit.kind) {
    case ir::ConstKind::kString: return m_.AddString(lit.text);
    case ir::ConstKind::kSymbol: return Symbol(lit.text);
    default: return m_.AddConst({lit.kind, lit.bits, lit.high});
  }
}

ir::ConstId ModuleEmitter::Symbol(std::string_view name) {
  return m_.AddConst({ir::ConstKind::kSymbol, Name(name).index, 0});
}

ir::ConstId ModuleEmitter::Int(int64_t value) {
  return m_.AddConst({ir::ConstKind::kInt64, static_cast<uint64_t>(value), 0});
}

ir::ClosureId ModuleEmitter::ClosureFor(uint32_t lambda, VarId local_function,
                                        const std::vector<VarId>& captured, CoreName name_id) {
  auto& table = local_function.has_value() ? function_closures_ : lambda_closures_;
  uint32_t key = local_function.has_value() ? local_function.index : lambda;
  auto it = table.find(key);
  if (it != table.end()) return it->second;
  ir::ClosureDef def;
  def.name = Name(name_id.has_value() ? name_id : ctx_.core.lambda(lambda).name);
  for (VarId v : captured) {
    std::string field(ctx_.core.NameText(ctx_.scopes.var(v).name));
    // Field names must be distinct; shadowed names get a suffix.
    for (int k = 2;; ++k) {
      bool clash = false;
      for (ir::NameId f : def.captured) clash |= m_.NameText(f) == field;
      if (!clash) break;
      field = std::string(ctx_.core.NameText(ctx_.scopes.var(v).name)) + "#" + std::to_string(k);
    }
    def.captured.push_back(Name(field));
  }
  ir::ClosureId id = m_.AddClosure(std::move(def));
  table.emplace(key, id);
  closure_vars_[id.index] = captured;
  return id;
}

std::vector<ir::TypeVarDef> ModuleEmitter::TypeVars(const std::vector<TypeVarSyntax>& vars) {
  std::vector<ir::TypeVarDef> out;
  for (const TypeVarSyntax& v : vars) {
    ir::TypeVarDef d;
    d.name = Name(v.name);
    if (v.lower_bound.has_value()) d.lower_bound = Type(v.lower_bound, vars, nullptr);
    if (v.upper_bound.has_value()) d.upper_bound = Type(v.upper_bound, vars, nullptr);
    out.push_back(d);
  }
  return out;
}

// Core.Type{t}
ir::TypeExprId ModuleEmitter::TypeOfType(ir::TypeExprId t) {
  ir::TypeExpr wrapped;
  wrapped.kind = ir::TypeExprKind::kCurly;
  ir::TypeExpr type_name;
  type_name.kind = ir::TypeExprKind::kGlobal;
  type_name.aux = Global({"Core", "Type"}).index;
  wrapped.children = {m_.AddTypeExpr(std::move(type_name)), t};
  return m_.AddTypeExpr(std::move(wrapped));
}

ir::MethodDefId ModuleEmitter::EmitMethod(CoreId node, const MethodInfo* info, bool as_global,
                                          ir::ClosureId closure, CoreName global_name) {
  const CoreTree& core = ctx_.core;
  CoreId lambda = core.kind(node) == CoreKind::kMethod ? core.children(node).back() : node;
  const LambdaInfo& l = core.lambda(core.payload(lambda));
  ir::MethodDef def;
  if (info) {
    def.type_vars = TypeVars(info->type_vars);
    for (size_t i = 0; i < info->arg_types.size(); ++i) {
      parse::NodeId t = info->arg_types[i];
      ir::TypeExprId type =
          t.has_value() ? Type(t, info->type_vars, &def.type_vars) : ir::TypeExprId();
      if (t.has_value() && i < info->arg_is_type_of.size() && info->arg_is_type_of[i]) {
        type = TypeOfType(type);
      }
      def.arg_types.push_back(type);
    }
    def.is_vararg = info->is_vararg;
  } else {
    // An anonymous function: its argument annotations, no type variables.
    for (parse::NodeId t : l.arg_types) {
      def.arg_types.push_back(t.has_value() ? Type(t, {}, &def.type_vars) : ir::TypeExprId());
    }
    def.is_vararg = l.is_vararg;
  }
  if (closure.has_value()) {
    def.target = ir::MethodTarget::kClosure;
    def.closure = closure;
  } else if (as_global) {
    def.target = ir::MethodTarget::kFunction;
    def.global_ref = GlobalNamed(global_name);
  } else {
    switch (info->target) {
      case MethodTargetKind::kGlobal:
      case MethodTargetKind::kLocal:
        def.target = ir::MethodTarget::kFunction;
        def.global_ref = Global(core.global(info->global));
        break;
      case MethodTargetKind::kKwCall:
        def.target = ir::MethodTarget::kKwCall;
        def.global_ref = Global(core.global(info->global));
        break;
      case MethodTargetKind::kCallable: {
        def.target = ir::MethodTarget::kCallable;
        ir::TypeExprId self = Type(info->self_type, info->type_vars, &def.type_vars);
        if (info->self_type_is_type_of) self = TypeOfType(self);
        def.self_type = self;
        break;
      }
    }
  }
  def.line = LineOf(core.offset(node));
  BodyEmitter body(*this, lambda, closure);
  def.body = m_.AddBody(body.Finish());
  ir::MethodDefId id = m_.AddMethod(std::move(def));
  if (closure.has_value()) m_.mutable_closures()[closure.index].methods.push_back(id);
  return id;
}

ir::StructDefId ModuleEmitter::EmitStruct(CoreId node) {
  const CoreTree& core = ctx_.core;
  const StructInfo& info = core.struct_info(core.payload(node));
  ir::StructDef def;
  def.name = Name(info.name);
  def.is_mutable = info.is_mutable;
  def.is_abstract = info.is_abstract;
  def.type_vars = TypeVars(info.type_vars);
  if (info.super_type.has_value()) def.super_type = Type(info.super_type, info.type_vars, nullptr);
  for (const FieldSyntax& f : info.fields) {
    ir::FieldDef field;
    field.name = Name(f.name);
    if (f.type.has_value()) field.type = Type(f.type, info.type_vars, nullptr);
    field.is_const = f.is_const;
    def.fields.push_back(field);
  }
  def.line = LineOf(core.offset(node));
  // Inner constructors: the Method nodes among the children (each child is
  // a definition: a block of methods followed by the function's name).
  std::function<void(CoreId)> collect = [&](CoreId c) {
    if (core.kind(c) == CoreKind::kBlock) {
      for (CoreId k : core.children(c)) collect(k);
    } else if (core.kind(c) == CoreKind::kMethod) {
      const MethodInfo& m = core.method(core.payload(c));
      def.constructors.push_back(EmitMethod(c, &m, false, ir::ClosureId(), CoreName()));
    }
  };
  for (CoreId c : core.children(node)) collect(c);
  return m_.AddStruct(std::move(def));
}

}  // namespace internal

ir::FileIr Linearize(const CoreTree& core, CoreId root, const ScopeInfo& scopes,
                     const ClosureInfo& closures, const parse::Tree& tree,
                     const source::SourceBuffer& buffer, source::DiagnosticSink& sink,
                     const LowerOptions& options) {
  ir::FileIr file;
  char tag[17];
  std::snprintf(tag, sizeof(tag), "%016llx",
                static_cast<unsigned long long>(base::Xxh3_64(buffer.text())));
  internal::FileContext ctx{core,    scopes, closures,
                            tree,    buffer, sink,
                            options, file,   internal::LineTable(buffer.text()),
                            std::string(tag, 8)};
  internal::EmitModule(ctx, root, options.module_name);
  return file;
}

}  // namespace kiln::lower
