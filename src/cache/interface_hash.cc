#include "cache/interface_hash.h"

#include <algorithm>

#include "base/hash.h"
#include "ir/printer.h"

namespace kiln::cache {
namespace {

class InterfaceScanner {
 public:
  explicit InterfaceScanner(const ir::FileIr& file) : file_(file) {}

  void Run() {
    for (size_t mi = 0; mi < file_.modules.size(); ++mi) {
      const ir::ModuleIr& m = *file_.modules[mi];
      prefix_ = "m" + std::to_string(mi) + " " + std::string(m.NameText(m.name)) + ": ";
      if (mi > 0) summary_.nested_modules.emplace_back(m.NameText(m.name));
      for (size_t bi = 0; bi < m.bodies().size(); ++bi) {
        ScanBody(m, m.bodies()[bi], bi == m.thunk.index);
      }
      for (const ir::ImportDef& d : m.imports()) AddImport(m, d);
    }
    std::sort(lines_.begin(), lines_.end());
    std::sort(summary_.exports.begin(), summary_.exports.end());
    summary_.exports.erase(std::unique(summary_.exports.begin(), summary_.exports.end()),
                           summary_.exports.end());
    base::Hasher hasher;
    hasher.Update("kiln.interface.1");
    for (const std::string& line : lines_) {
      hasher.UpdateU64(line.size());
      hasher.Update(line);
    }
    summary_.interface_hash = hasher.Finish().ToHex();
  }

  FileSummary TakeSummary() { return std::move(summary_); }
  std::vector<std::string> TakeLines() { return std::move(lines_); }

 private:
  void Line(std::string text) { lines_.push_back(prefix_ + std::move(text)); }

  static std::string Global(const ir::ModuleIr& m, const ir::Body& body, const ir::Operand& op) {
    return ir::PrintOperand(m, body, op);
  }

  static std::string TypeVars(const ir::ModuleIr& m, const std::vector<ir::TypeVarDef>& vars) {
    std::string out;
    for (const ir::TypeVarDef& v : vars) {
      out += out.empty() ? " where " : ", ";
      if (v.lower_bound.has_value()) out += ir::PrintTypeExpr(m, v.lower_bound, &vars) + "<:";
      out += m.NameText(v.name);
      if (v.upper_bound.has_value()) out += "<:" + ir::PrintTypeExpr(m, v.upper_bound, &vars);
    }
    return out;
  }

  static std::string Signature(const ir::ModuleIr& m, const ir::MethodDef& d) {
    std::string out = "(";
    for (size_t i = 0; i < d.arg_types.size(); ++i) {
      if (i > 0) out += ", ";
      out += "::" + ir::PrintTypeExpr(m, d.arg_types[i], &d.type_vars);
    }
    if (d.is_vararg) out += "...";
    out += ")" + TypeVars(m, d.type_vars);
    return out;
  }

  static std::string MethodText(const ir::ModuleIr& m, const ir::Body& thunk,
                                const ir::MethodDef& d) {
    ir::Operand target = ir::Operand::Global(d.global_ref);
    switch (d.target) {
      case ir::MethodTarget::kFunction:
        return "method " + Global(m, thunk, target) + Signature(m, d);
      case ir::MethodTarget::kKwCall:
        return "kwmethod " + Global(m, thunk, target) + Signature(m, d);
      case ir::MethodTarget::kCallable:
        return "method (::" + ir::PrintTypeExpr(m, d.self_type, &d.type_vars) + ")" +
               Signature(m, d);
      case ir::MethodTarget::kClosure: return std::string();  // not visible outside
    }
    // A target kind this scanner does not know yet: keep everything it has.
    return "method#" + std::to_string(static_cast<int>(d.target)) + " " + Global(m, thunk, target) +
           Signature(m, d);
  }

  void StructLine(const ir::ModuleIr& m, const ir::Body& thunk, const ir::StructDef& s) {
    std::string out = s.is_abstract ? "abstract " : (s.is_mutable ? "mutable struct " : "struct ");
    out += m.NameText(s.name);
    out += TypeVars(m, s.type_vars);
    if (s.super_type.has_value()) out += " <: " + ir::PrintTypeExpr(m, s.super_type, &s.type_vars);
    out += " {";
    for (const ir::FieldDef& f : s.fields) {
      out += f.is_const ? " const " : " ";
      out += m.NameText(f.name);
      out += "::" + ir::PrintTypeExpr(m, f.type, &s.type_vars);
    }
    out += " }";
    for (ir::MethodDefId c : s.constructors) out += " new" + MethodText(m, thunk, m.method(c));
    Line(std::move(out));
  }

  void AddImport(const ir::ModuleIr& m, const ir::ImportDef& d) {
    RawImport raw;
    raw.leading_dots = d.leading_dots;
    for (ir::NameId n : d.path) raw.path.emplace_back(m.NameText(n));
    if (std::find(summary_.imports.begin(), summary_.imports.end(), raw) ==
        summary_.imports.end()) {
      summary_.imports.push_back(raw);
    }
  }

  std::string ImportText(const ir::ModuleIr& m, const ir::ImportDef& d) {
    std::string out = d.is_using ? "using " : "import ";
    out.append(d.leading_dots, '.');
    for (size_t i = 0; i < d.path.size(); ++i) {
      if (i > 0) out += '.';
      out += m.NameText(d.path[i]);
    }
    for (size_t i = 0; i < d.names.size(); ++i) {
      out += i == 0 ? ": " : ", ";
      out += m.NameText(d.names[i]);
      if (i < d.aliases.size() && d.aliases[i].has_value()) {
        out += " as ";
        out += m.NameText(d.aliases[i]);
      }
    }
    return out;
  }

  void ScanBody(const ir::ModuleIr& m, const ir::Body& body, bool is_thunk) {
    for (const ir::Stmt& s : body.stmts) {
      std::span<const ir::Operand> ops = body.OperandsOf(s);
      auto global = [&](size_t k) { return Global(m, body, ops[k]); };
      switch (s.kind) {
        case ir::StmtKind::kAssignGlobal:
        case ir::StmtKind::kDeclareGlobal:
          if (is_thunk || m.global_ref(ir::GlobalRefId(ops[0].index)).path.empty()) {
            Line("global " + global(0));
          }
          continue;
        case ir::StmtKind::kDefineConst: Line("const " + global(0)); continue;
        default: break;
      }
      if (!is_thunk) continue;
      switch (s.kind) {
        case ir::StmtKind::kDefineMethod: {
          std::string text = MethodText(m, body, m.method(ir::MethodDefId(s.aux)));
          if (!text.empty()) Line(std::move(text));
          break;
        }
        case ir::StmtKind::kDefineStruct:
        case ir::StmtKind::kDefineAbstract:
          StructLine(m, body, m.struct_def(ir::StructDefId(s.aux)));
          break;
        case ir::StmtKind::kExport: {
          std::string name(m.NameText(ir::NameId(s.aux)));
          Line("export " + name);
          summary_.exports.push_back(std::move(name));
          break;
        }
        case ir::StmtKind::kUsing:
        case ir::StmtKind::kImport: Line(ImportText(m, m.import_def(ir::ImportId(s.aux)))); break;
        case ir::StmtKind::kDefineModule:
          if (s.aux < file_.modules.size()) {
            const ir::ModuleIr& nested = *file_.modules[s.aux];
            Line("module " + std::string(nested.NameText(nested.name)));
          }
          break;
        case ir::StmtKind::kInclude: {
          const ir::Operand& path = ops[0];
          if (path.kind == ir::OperandKind::kConst) {
            const ir::Constant& c = m.constant(ir::ConstId(path.index));
            if (c.kind == ir::ConstKind::kString) {
              std::string text(m.StringText(c.bits));
              Line("include " + text);
              summary_.includes.push_back(std::move(text));
              break;
            }
          }
          Line("include <computed>");
          break;
        }
        default:
          // Other top-level statements that name a global of this module
          // (declarations added to the language later) count as visible.
          for (size_t k = 0; k < ops.size(); ++k) {
            if (ops[k].kind == ir::OperandKind::kGlobal) {
              Line(std::string(ir::StmtKindName(s.kind)) + " " + global(k));
            }
          }
          break;
      }
    }
  }

  const ir::FileIr& file_;
  std::string prefix_;
  std::vector<std::string> lines_;
  FileSummary summary_;
};

}  // namespace

FileSummary Summarize(const ir::FileIr& file) {
  InterfaceScanner scanner(file);
  scanner.Run();
  return scanner.TakeSummary();
}

std::vector<std::string> InterfaceLines(const ir::FileIr& file) {
  InterfaceScanner scanner(file);
  scanner.Run();
  return scanner.TakeLines();
}

}  // namespace kiln::cache
