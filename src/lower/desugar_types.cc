// Type and module definitions (Julia manual, "Types", "Constructors",
// "Modules"): struct and mutable struct with typed, untyped and parametric
// fields; inner constructors and `new`; abstract types; module, using,
// import, export.
#include "lower/desugar.h"

#include <utility>

namespace kiln::lower::internal {

// T, T{A, B <: Real}, T <: S, T{A} <: S{A}.
bool Desugarer::ParseTypeHeader(NodeId header, CoreName& name, std::vector<TypeVarSyntax>& vars,
                                NodeId& super_type) {
  NodeId node = header;
  if (Kind(node) == NodeKind::kSubtype && tree_.child_count(node) == 2) {
    super_type = tree_.child(node, 1);
    node = tree_.child(node, 0);
  }
  if (Kind(node) == NodeKind::kCurly) {
    for (NodeId p : tree_.children(node).subspan(1)) {
      TypeVarSyntax tv;
      if (Kind(p) == NodeKind::kIdentifier) {
        tv.name = core_.Intern(Name(p));
      } else if (Kind(p) == NodeKind::kSubtype && tree_.child_count(p) == 2 &&
                 Kind(tree_.child(p, 0)) == NodeKind::kIdentifier) {
        tv.name = core_.Intern(Name(tree_.child(p, 0)));
        tv.upper_bound = tree_.child(p, 1);
      } else {
        Error(p, "invalid type parameter");
        return false;
      }
      vars.push_back(tv);
    }
    node = tree_.child(node, 0);
  }
  if (Kind(node) != NodeKind::kIdentifier) {
    Error(header, "invalid type name");
    return false;
  }
  name = core_.Intern(Name(node));
  return true;
}

CoreId Desugarer::StructDef(NodeId n) {
  uint32_t off = Off(n);
  if (!at_top_level()) return Error(n, "\"struct\" expression not at top level");
  StructInfo info;
  info.is_mutable = tree_.has_flag(n, parse::kMutable);
  if (Kind(tree_.child(n, 0)) == NodeKind::kDollar) {
    return Error(tree_.child(n, 0), "syntax: \"$\" expression outside quote");
  }
  if (!ParseTypeHeader(tree_.child(n, 0), info.name, info.type_vars, info.super_type)) {
    return core_.AddNothing(off);
  }
  std::vector<NodeId> ctor_defs;
  NodeId body = tree_.child(n, 1);
  std::vector<NodeId> items;
  if (Kind(body) == NodeKind::kBlock) {
    for (NodeId c : tree_.children(body)) items.push_back(c);
  } else if (Kind(body) != NodeKind::kEmpty) {
    items.push_back(body);
  }
  bool next_const = false;  // the field being read was declared `const`
  for (size_t i = 0; i < items.size(); ++i) {
    NodeId item = items[i];
    bool is_const = std::exchange(next_const, false);
    switch (Kind(item)) {
      case NodeKind::kIdentifier:
        info.fields.push_back({core_.Intern(Name(item)), NodeId(), Off(item), is_const});
        break;
      case NodeKind::kTypeAssert:
        if (Kind(tree_.child(item, 0)) != NodeKind::kIdentifier) {
          Error(item, "invalid field declaration");
          break;
        }
        info.fields.push_back(
            {core_.Intern(Name(tree_.child(item, 0))), tree_.child(item, 1), Off(item), is_const});
        break;
      case NodeKind::kConst:
        // `const x::T` fields of mutable structs (Julia 1.8): a field, in its place among
        // the fields, that setfield! refuses to change (all fields of an immutable struct
        // are const already).
        items[i--] = tree_.child(item, 0);
        next_const = info.is_mutable;
        break;
      case NodeKind::kDoc: items.push_back(tree_.child(item, tree_.child_count(item) - 1)); break;
      case NodeKind::kString:
      case NodeKind::kStringInterp: break;  // a field docstring
      case NodeKind::kFunction:
      case NodeKind::kAssign: ctor_defs.push_back(item); break;
      case NodeKind::kMacroCall: {
        std::string_view name = Name(tree_.child(item, 0));
        if ((name == "@inline" || name == "@noinline") && tree_.child_count(item) == 2) {
          ctor_defs.push_back(tree_.child(item, 1));
        } else {
          Error(item, "unsupported macro in struct body");
        }
        break;
      }
      default: Error(item, "invalid struct body statement"); break;
    }
  }
  for (size_t i = 0; i < info.fields.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (info.fields[i].name == info.fields[j].name) {
        ErrorAt(info.fields[i].offset, "duplicate field name: \"" +
                                           std::string(core_.NameText(info.fields[i].name)) +
                                           "\" is not unique");
      }
    }
  }
  // Inner constructors (Julia manual, "Inner Constructor Methods"): methods
  // of the type whose bodies may call `new`.
  structs_.push_back({info.name, info.type_vars, NodeId()});
  std::vector<CoreId> ctors;
  for (NodeId def : ctor_defs) {
    NodeId sig = tree_.child(def, 0);
    NodeId callee = sig;
    while (Kind(callee) == NodeKind::kWhere || Kind(callee) == NodeKind::kTypeAssert) {
      callee = tree_.child(callee, 0);
    }
    if (Kind(callee) == NodeKind::kCall) callee = tree_.child(callee, 0);
    if (Kind(callee) == NodeKind::kCurly) callee = tree_.child(callee, 0);
    if (Kind(callee) != NodeKind::kIdentifier || core_.Intern(Name(callee)) != info.name) {
      ctors.push_back(Error(def, "only constructors of \"" +
                                     std::string(core_.NameText(info.name)) +
                                     "\" may be defined inside its struct"));
      continue;
    }
    ctors.push_back(Kind(def) == NodeKind::kFunction ? FunctionDef(def) : Assign(def));
  }
  structs_.pop_back();
  uint32_t index = core_.AddStruct(std::move(info));
  return core_.Add(CoreKind::kStructDef, off, ctors, index);
}

// new(args...) and new{T}(args...) inside an inner constructor -> the New
// statement of the struct type (applied to its parameters).
CoreId Desugarer::NewCall(NodeId n, NodeId callee, std::span<const NodeId> args) {
  uint32_t off = Off(n);
  const StructContext& s = structs_.back();
  CoreGlobal g;
  g.name = s.name;
  CoreId type = core_.AddGlobal(off, g);
  std::vector<CoreId> params;
  if (Kind(callee) == NodeKind::kCurly) {
    for (NodeId p : tree_.children(callee).subspan(1)) params.push_back(Expr(p));
  } else if (s.curly.has_value()) {
    for (NodeId p : tree_.children(s.curly).subspan(1)) params.push_back(Expr(p));
  } else if (!s.type_vars.empty()) {
    return Error(n, "too few type parameters specified in \"new{...}\"");
  }
  if (!params.empty()) {
    params.insert(params.begin(), type);
    type = Call(off, G(off, {"Core", "apply_type"}), params);
  }
  std::vector<CoreId> children{type};
  bool splat = false;
  for (NodeId a : args) {
    if (Kind(a) == NodeKind::kParameters || Kind(a) == NodeKind::kKw) {
      return Error(a, "\"new\" does not accept keyword arguments");
    }
    if (Kind(a) == NodeKind::kSplat) {
      splat = true;
      children.push_back(core_.Add(CoreKind::kSplat, Off(a), {Expr(tree_.child(a, 0))}));
    } else {
      children.push_back(Expr(a));
    }
  }
  // new(xs...): the builtin behind `new`, called with the splatted fields.
  if (splat) return Call(off, G(off, {"Core", "_new"}), children);
  return core_.Add(CoreKind::kNew, off, children);
}

CoreId Desugarer::AbstractDef(NodeId n) {
  uint32_t off = Off(n);
  if (!at_top_level()) return Error(n, "\"abstract type\" expression not at top level");
  StructInfo info;
  info.is_abstract = true;
  if (!ParseTypeHeader(tree_.child(n, 0), info.name, info.type_vars, info.super_type)) {
    return core_.AddNothing(off);
  }
  uint32_t index = core_.AddStruct(std::move(info));
  return core_.Add(CoreKind::kStructDef, off, {}, index);
}

CoreId Desugarer::ModuleDef(NodeId n) {
  uint32_t off = Off(n);
  if (!at_top_level()) return Error(n, "\"module\" expression not at top level");
  NodeId name = tree_.child(n, 0);
  if (Kind(name) != NodeKind::kIdentifier) return Error(name, "invalid module name");
  ModuleInfo info{core_.Intern(Name(name))};
  // The module's body is a new top level: save and reset the context.
  FunctionContext saved = fn_;
  fn_ = {};
  std::vector<CoreId> stmts;
  NodeId body = tree_.child(n, 1);
  if (Kind(body) == NodeKind::kBlock) {
    for (NodeId c : tree_.children(body)) stmts.push_back(TopLevelStmt(c));
  } else if (Kind(body) != NodeKind::kEmpty) {
    stmts.push_back(TopLevelStmt(body));
  }
  fn_ = saved;
  LambdaInfo thunk;
  thunk.kind = LambdaKind::kThunk;
  thunk.name = core_.Intern("toplevel");
  uint32_t lambda = core_.AddLambda(std::move(thunk));
  CoreId l = core_.Add(CoreKind::kLambda, off, {core_.Add(CoreKind::kBlock, off, stmts)}, lambda);
  return core_.Add(CoreKind::kModule, off, {l}, core_.AddModule(info));
}

CoreId Desugarer::UsingImport(NodeId n, bool is_using) {
  uint32_t off = Off(n);
  const char* what =
      is_using ? "\"using\" expression not at top level" : "\"import\" expression not at top level";
  if (!at_top_level()) return Error(n, what);
  auto parse_path = [&](NodeId p, ImportInfo& info) {
    if (Kind(p) == NodeKind::kIdentifier) {
      info.path.push_back(core_.Intern(Name(p)));
      return true;
    }
    if (Kind(p) != NodeKind::kImportPath) return false;
    info.leading_dots = tree_.node(p).payload;
    for (NodeId part : tree_.children(p)) {
      if (Kind(part) != NodeKind::kIdentifier) return false;
      info.path.push_back(core_.Intern(Name(part)));
    }
    return true;
  };
  std::vector<CoreId> stmts;
  // `X as alias`: `import X` (Kiln also binds X's last name), then `const alias = X`
  // (for a name of a module, `const alias = M.f`).
  auto rename = [&](NodeId as, CoreId target) {
    NodeId alias = tree_.child(as, 0);
    stmts.push_back(core_.Add(CoreKind::kConstDecl, Off(as),
                              {core_.AddVar(Off(alias), core_.Intern(Name(alias))), target}));
  };
  auto last_name = [&](const ImportInfo& info, uint32_t at) {
    return core_.AddVar(at, info.path.back());
  };
  for (NodeId item : tree_.children(n)) {
    ImportInfo info;
    info.is_using = is_using;
    if (Kind(item) == NodeKind::kAssign) {
      if (!parse_path(tree_.child(item, 1), info) || info.path.empty()) {
        stmts.push_back(Error(item, "invalid import path"));
        continue;
      }
      info.is_using = false;
      CoreId target = last_name(info, Off(item));
      if (info.path.size() > 1) {
        info.names.push_back(info.path.back());
        info.path.pop_back();
      }
      stmts.push_back(core_.Add(CoreKind::kImport, Off(item), {}, core_.AddImport(std::move(info))));
      rename(item, target);
      continue;
    }
    if (Kind(item) == NodeKind::kImportList) {
      std::vector<NodeId> renamed;
      if (!parse_path(tree_.child(item, 0), info)) {
        stmts.push_back(Error(item, "invalid import path"));
        continue;
      }
      for (NodeId name : tree_.children(item).subspan(1)) {
        ImportInfo one;
        bool as = Kind(name) == NodeKind::kAssign;
        if (!parse_path(as ? tree_.child(name, 1) : name, one) || one.path.size() != 1 ||
            one.leading_dots != 0) {
          stmts.push_back(Error(name, "invalid imported name"));
          continue;
        }
        if (as) {
          renamed.push_back(name);
        } else {
          info.names.push_back(one.path.front());
        }
      }
      if (!renamed.empty()) {
        // using M: f as g: import M, then const g = M.f.
        ImportInfo module;
        module.is_using = false;
        module.leading_dots = info.leading_dots;
        module.path = info.path;
        CoreId m = last_name(module, Off(item));
        if (module.path.size() > 1) {
          module.names.push_back(module.path.back());
          module.path.pop_back();
        }
        stmts.push_back(
            core_.Add(CoreKind::kImport, Off(item), {}, core_.AddImport(std::move(module))));
        for (NodeId as : renamed) {
          NodeId f = tree_.child(tree_.child(as, 1), 0);
          uint32_t at = Off(as);
          rename(as, Call(at, G(at, {"Base", "getproperty"}), {Clone(m), Sym(Off(f), Name(f))}));
        }
        if (info.names.empty()) continue;
      }
    } else if (!parse_path(item, info) || info.path.empty()) {
      stmts.push_back(Error(item, "invalid import path"));
      continue;
    }
    if (!is_using && info.names.empty() && info.path.size() > 1) {
      // import A.B.f is import A.B: f.
      info.names.push_back(info.path.back());
      info.path.pop_back();
    }
    stmts.push_back(core_.Add(CoreKind::kImport, Off(item), {}, core_.AddImport(std::move(info))));
  }
  return BlockOf(off, stmts);
}

CoreId Desugarer::ExportStmt(NodeId n) {
  if (!at_top_level()) return Error(n, "\"export\" expression not at top level");
  std::vector<CoreId> stmts;
  for (NodeId name : tree_.children(n)) {
    if (Kind(name) != NodeKind::kIdentifier) {
      stmts.push_back(Error(name, "invalid export name"));
      continue;
    }
    stmts.push_back(core_.Add(CoreKind::kExport, Off(name), {}, core_.Intern(Name(name)).index));
  }
  return BlockOf(Off(n), stmts);
}

}  // namespace kiln::lower::internal
