#include "ir/printer.h"

#include "ir/literal_repr.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace kiln::ir {
namespace {

std::string Hex(uint64_t v, int digits) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "0x%0*llx", digits, static_cast<unsigned long long>(v));
  return buf;
}

std::string PrintConstant(const ModuleIr& m, const Constant& c) {
  switch (c.kind) {
    case ConstKind::kNothing: return "nothing";
    case ConstKind::kBool: return c.bits ? "true" : "false";
    case ConstKind::kInt64: return std::to_string(static_cast<int64_t>(c.bits));
    case ConstKind::kUInt8: return Hex(c.bits, 2);
    case ConstKind::kUInt16: return Hex(c.bits, 4);
    case ConstKind::kUInt32: return Hex(c.bits, 8);
    case ConstKind::kUInt64: return Hex(c.bits, 16);
    case ConstKind::kInt128:
    case ConstKind::kUInt128: return Hex(c.high, 16) + Hex(c.bits, 16).substr(2);
    case ConstKind::kFloat64: {
      double d;
      std::memcpy(&d, &c.bits, sizeof d);
      return FloatRepr(d);
    }
    case ConstKind::kChar: return CharRepr(static_cast<uint32_t>(c.bits));
    case ConstKind::kString: return StringRepr(m.StringText(c.bits));
    case ConstKind::kSymbol:
      return ":" + std::string(m.NameText(NameId(static_cast<uint32_t>(c.bits))));
    case ConstKind::kSourcePath:
      return c.bits == kSourceModule ? "@__MODULE__" : c.bits == kSourceDir ? "@__DIR__" : "@__FILE__";
  }
  return "?";
}

std::string PrintGlobal(const ModuleIr& m, const GlobalRef& ref) {
  std::string out;
  for (NameId part : ref.path) {
    out += m.NameText(part);
    out += '.';
  }
  std::string_view name = m.NameText(ref.name);
  bool is_operator = !name.empty() && !(std::isalpha(static_cast<unsigned char>(name[0])) ||
                                        name[0] == '_' || name[0] == '#' ||
                                        static_cast<unsigned char>(name[0]) >= 0x80);
  if (!ref.path.empty() && is_operator) out += ':';
  out += name;
  return out;
}

}  // namespace

std::string PrintOperand(const ModuleIr& m, const Body& body, const Operand& op) {
  switch (op.kind) {
    case OperandKind::kNone: return "#none";
    case OperandKind::kSsa: return "%" + std::to_string(op.index + 1);
    case OperandKind::kSlot: return "_" + std::to_string(op.index + 1);
    case OperandKind::kConst: return PrintConstant(m, m.constant(ConstId(op.index)));
    case OperandKind::kGlobal: return PrintGlobal(m, m.global_ref(GlobalRefId(op.index)));
    case OperandKind::kStaticParam: return "$(sparam " + std::to_string(op.index + 1) + ")";
  }
  return "?";
}

std::string PrintTypeExpr(const ModuleIr& m, TypeExprId id,
                          const std::vector<TypeVarDef>* type_vars) {
  if (!id.has_value()) return "Any";
  const TypeExpr& t = m.type_expr(id);
  auto join_children = [&](size_t from) {
    std::string out;
    for (size_t i = from; i < t.children.size(); ++i) {
      if (i > from) out += ", ";
      out += PrintTypeExpr(m, t.children[i], type_vars);
    }
    return out;
  };
  switch (t.kind) {
    case TypeExprKind::kAny: return "Any";
    case TypeExprKind::kGlobal: return PrintGlobal(m, m.global_ref(GlobalRefId(t.aux)));
    case TypeExprKind::kTypeVar:
      if (type_vars && t.aux < type_vars->size()) {
        return std::string(m.NameText((*type_vars)[t.aux].name));
      }
      return "$(typevar " + std::to_string(t.aux + 1) + ")";
    case TypeExprKind::kCurly:
      return PrintTypeExpr(m, t.children.at(0), type_vars) + "{" + join_children(1) + "}";
    case TypeExprKind::kUnion: return "Union{" + join_children(0) + "}";
    case TypeExprKind::kConst: return PrintConstant(m, m.constant(ConstId(t.aux)));
    case TypeExprKind::kVararg: return "Vararg{" + join_children(0) + "}";
    case TypeExprKind::kTypeOf: return "typeof(" + join_children(0) + ")";
    case TypeExprKind::kUnionAll:
      return "(" + PrintTypeExpr(m, t.children.at(3), type_vars) + " where $(typevar " +
             std::to_string(t.aux + 1) + "))";
  }
  return "?";
}

std::string StatementText(const ModuleIr& m, const Body& body, const Stmt& s) {
  std::string line;
  auto ops = body.OperandsOf(s);
  auto op = [&](size_t k) { return PrintOperand(m, body, ops[k]); };
  auto join = [&](size_t from) {
    std::string r;
    for (size_t k = from; k < ops.size(); ++k) {
      if (k > from) r += ", ";
      r += op(k);
    }
    return r;
  };
  switch (s.kind) {
    case StmtKind::kCall: line += op(0) + "(" + join(1) + ")"; break;
    case StmtKind::kSplat: {
      line += op(0) + "(";
      for (size_t k = 1; k < ops.size(); ++k) {
        if (k > 1) line += ", ";
        line += op(k);
        if (k - 1 < 32 && (s.aux >> (k - 1)) & 1) line += "...";
      }
      line += ")";
      break;
    }
    case StmtKind::kNew: line += "new(" + join(0) + ")"; break;
    case StmtKind::kCopy: line += op(0); break;
    case StmtKind::kIsDefinedSlot: line += "isdefined(_" + std::to_string(s.aux + 1) + ")"; break;
    case StmtKind::kIsDefinedGlobal: line += "isdefined(" + op(0) + ")"; break;
    case StmtKind::kTheException: line += "the_exception()"; break;
    case StmtKind::kClosure:
      line += "closure " + std::string(m.NameText(m.closure(ClosureId(s.aux)).name)) + "(" +
              join(0) + ")";
      break;
    case StmtKind::kAssignSlot: line += "_" + std::to_string(s.aux + 1) + " = " + op(0); break;
    case StmtKind::kAssignGlobal: line += op(0) + " = " + op(1); break;
    case StmtKind::kDeclareLocal: line += "local _" + std::to_string(s.aux + 1); break;
    case StmtKind::kGoto: line += "goto " + std::to_string(s.aux + 1); break;
    case StmtKind::kGotoIfNot:
      line += "goto " + std::to_string(s.aux + 1) + " if not " + op(0);
      break;
    case StmtKind::kReturn: line += "return " + op(0); break;
    case StmtKind::kEnter: line += "enter (catch at " + std::to_string(s.aux + 1) + ")"; break;
    case StmtKind::kLeave: line += "leave " + std::to_string(s.aux); break;
    case StmtKind::kPopException: line += "pop_exception " + op(0); break;
    case StmtKind::kRethrow: line += "rethrow()"; break;
    case StmtKind::kUnreachable: line += "unreachable"; break;
    case StmtKind::kDefineMethod: line += "method #" + std::to_string(s.aux + 1); break;
    case StmtKind::kDefineStruct:
    case StmtKind::kDefineAbstract:
      line += std::string(StmtKindName(s.kind)) + " " +
              std::string(m.NameText(m.struct_def(StructDefId(s.aux)).name));
      break;
    case StmtKind::kDefineConst: line += "const " + op(0) + " = " + op(1); break;
    case StmtKind::kDeclareGlobal: line += "global " + op(0); break;
    case StmtKind::kDeclareFunction: line += "function " + op(0) + " end"; break;
    case StmtKind::kSoftScopeWarning: line += "softscope_warning " + op(0); break;
    case StmtKind::kUsing:
    case StmtKind::kImport: {
      const ImportDef& d = m.import_def(ImportId(s.aux));
      line += s.kind == StmtKind::kUsing ? "using " : "import ";
      line += std::string(d.leading_dots, '.');
      for (size_t k = 0; k < d.path.size(); ++k) {
        if (k) line += '.';
        line += m.NameText(d.path[k]);
      }
      for (size_t k = 0; k < d.names.size(); ++k) {
        line += k ? ", " : ": ";
        line += m.NameText(d.names[k]);
      }
      break;
    }
    case StmtKind::kExport: line += "export " + std::string(m.NameText(NameId(s.aux))); break;
    case StmtKind::kDefineModule: line += "module #" + std::to_string(s.aux); break;
    case StmtKind::kInclude: line += "include(" + op(0) + ")"; break;
  }
  return line;
}

std::string PrintBody(const ModuleIr& m, const Body& body) {
  std::string out;
  out += "  slots:";
  for (size_t i = 0; i < body.slots.size(); ++i) {
    const Slot& s = body.slots[i];
    out += " _" + std::to_string(i + 1) + "=" + std::string(m.NameText(s.name));
    if (s.flags & kSlotBoxed) out += "[boxed]";
    if (s.flags & kSlotUsedUndef) out += "[undef]";
  }
  out += "\n";
  uint32_t last_line = 0;
  for (size_t i = 0; i < body.stmts.size(); ++i) {
    const Stmt& s = body.stmts[i];
    std::string line = "  " + std::to_string(i + 1) + ": ";
    line += StatementText(m, body, s);
    if (s.flags & kStmtBoundscheck) line += " [boundscheck]";
    if (s.flags & kStmtInbounds) line += " [inbounds]";
    if (s.line != last_line) {
      line.resize(std::max<size_t>(line.size(), 48), ' ');
      line += " # line " + std::to_string(s.line);
      last_line = s.line;
    }
    out += line + "\n";
  }
  return out;
}

std::string PrintModule(const ModuleIr& m) {
  std::string out = "module " + std::string(m.NameText(m.name)) + "\n";
  for (const StructDef& s : m.structs()) {
    out += s.is_abstract ? "abstract type " : (s.is_mutable ? "mutable struct " : "struct ");
    out += m.NameText(s.name);
    if (!s.type_vars.empty()) {
      out += "{";
      for (size_t i = 0; i < s.type_vars.size(); ++i) {
        if (i) out += ", ";
        out += m.NameText(s.type_vars[i].name);
      }
      out += "}";
    }
    if (s.super_type.has_value()) out += " <: " + PrintTypeExpr(m, s.super_type, &s.type_vars);
    out += "\n";
    for (const FieldDef& f : s.fields) {
      out += (f.is_const ? "  const " : "  ") + std::string(m.NameText(f.name)) + "::" +
             PrintTypeExpr(m, f.type, &s.type_vars) + "\n";
    }
  }
  for (const ClosureDef& c : m.closures()) {
    out += "closure " + std::string(m.NameText(c.name)) + "(";
    for (size_t i = 0; i < c.captured.size(); ++i) {
      if (i) out += ", ";
      out += m.NameText(c.captured[i]);
    }
    out += ")\n";
  }
  for (size_t i = 0; i < m.methods().size(); ++i) {
    const MethodDef& d = m.methods()[i];
    out += "method #" + std::to_string(i + 1) + " ";
    switch (d.target) {
      case MethodTarget::kFunction: out += PrintGlobal(m, m.global_ref(d.global_ref)); break;
      case MethodTarget::kClosure: out += std::string(m.NameText(m.closure(d.closure).name)); break;
      case MethodTarget::kKwCall:
        out += "kwcall " + PrintGlobal(m, m.global_ref(d.global_ref));
        break;
      case MethodTarget::kCallable:
        out += "(::" + PrintTypeExpr(m, d.self_type, &d.type_vars) + ")";
        break;
    }
    out += "(";
    for (size_t k = 0; k < d.arg_types.size(); ++k) {
      if (k) out += ", ";
      out += "::" + PrintTypeExpr(m, d.arg_types[k], &d.type_vars);
      if (d.is_vararg && k + 1 == d.arg_types.size()) out += "...";
    }
    out += ")";
    if (!d.type_vars.empty()) {
      out += " where {";
      for (size_t k = 0; k < d.type_vars.size(); ++k) {
        if (k) out += ", ";
        if (d.type_vars[k].lower_bound.has_value()) {
          out += PrintTypeExpr(m, d.type_vars[k].lower_bound, &d.type_vars) + "<:";
        }
        out += m.NameText(d.type_vars[k].name);
        if (d.type_vars[k].upper_bound.has_value()) {
          out += "<:" + PrintTypeExpr(m, d.type_vars[k].upper_bound, &d.type_vars);
        }
      }
      out += "}";
    }
    out += "\n" + PrintBody(m, m.body(d.body));
  }
  out += "toplevel\n" + PrintBody(m, m.body(m.thunk));
  return out;
}

std::string PrintFile(const FileIr& file) {
  std::string out;
  for (size_t i = 0; i < file.modules.size(); ++i) {
    if (i) out += "\n";
    out += PrintModule(*file.modules[i]);
  }
  return out;
}

}  // namespace kiln::ir
