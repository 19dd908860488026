#include "infer/print.h"

#include "infer/typed_body.h"
#include "ir/printer.h"
#include "runtime/method.h"
#include "runtime/module.h"

namespace kiln::infer {

using ir::StmtKind;

std::string ShowMethodInstance(Lattice& l, const runtime::MethodInstance* mi) {
  std::string out(mi->def->name != nullptr ? mi->def->name->name() : "?");
  out += "(";
  const runtime::DataType* spec = mi->spec_types;
  for (int64_t i = 1; spec != nullptr && spec->parameters != nullptr && i < spec->nparams(); ++i) {
    if (i > 1) out += ", ";
    runtime::Value p = spec->param(i);
    out += "::" + (runtime::IsTypeOrVar(p) ? l.ShowType(runtime::AsType(p)) : std::string("?"));
  }
  return out + ")";
}

namespace {

std::string ShowTarget(Lattice& l, const engine::EdgeItem& t) {
  if (t.kind == engine::EdgeItem::Kind::kCodeInstance) return ShowMethodInstance(l, t.ci->mi);
  return ShowMethodInstance(l, t.mi) + " (MethodInstance)";
}

// Statements whose value is a type worth printing.
bool HasValue(StmtKind k) {
  switch (k) {
    case StmtKind::kCall:
    case StmtKind::kSplat:
    case StmtKind::kNew:
    case StmtKind::kCopy:
    case StmtKind::kIsDefinedSlot:
    case StmtKind::kIsDefinedGlobal:
    case StmtKind::kTheException:
    case StmtKind::kClosure:
    case StmtKind::kGotoIfNot:
    case StmtKind::kReturn:
      return true;
    default:
      return false;
  }
}

}  // namespace

std::string PrintCodeInstance(Lattice& l, const engine::CodeInstance& ci) {
  std::string out = ShowMethodInstance(l, ci.mi);
  const runtime::Method* m = ci.mi->def;
  if (m->file != nullptr) {
    out += " at " + std::string(m->file->name()) + ":" + std::to_string(m->line);
  }
  out += "\n";
  LType ret = ci.rettype_const.defined() ? l.Const(ci.rettype_const)
                                         : l.Of(ci.rettype != nullptr ? ci.rettype : l.Any().type);
  out += "  rettype: " + l.Show(ret) + "\n";
  out += "  exctype: " + l.ShowType(ci.exctype != nullptr ? ci.exctype : l.Any().type) + "\n";
  out += "  effects: " + engine::EffectsText(ci.effects) + "\n";
  const auto* typed = dynamic_cast<const TypedBody*>(ci.inferred.get());
  if (typed != nullptr && typed->src.body != nullptr) {
    const ir::ModuleIr& mir = *typed->src.module_ir;
    const ir::Body& body = *typed->src.body;
    out += "  slots:";
    for (size_t i = 0; i < body.slots.size(); ++i) {
      out += " _" + std::to_string(i + 1) + "=" + std::string(mir.NameText(body.slots[i].name));
      if (i < typed->slot_types.size()) out += "::" + l.Show(typed->slot_types[i]);
    }
    out += "\n";
    for (size_t i = 0; i < body.stmts.size(); ++i) {
      const ir::Stmt& s = body.stmts[i];
      std::string line = "  " + std::to_string(i + 1) + ": ";
      const bool value = HasValue(s.kind) && s.kind != StmtKind::kReturn &&
                         s.kind != StmtKind::kGotoIfNot;
      if (value) line += "%" + std::to_string(i + 1) + " = ";
      line += ir::StatementText(mir, body, s);
      if (value && i < typed->ssa_types.size()) line += "::" + l.Show(typed->ssa_types[i]);
      out += line + "\n";
    }
  }
  if (!ci.edges.empty()) {
    out += "  edges:\n";
    ci.edges.ForEach([&](const engine::Edge& e) {
      out += "    ";
      switch (e.form) {
        case engine::EdgeForm::kCall: out += "call " + ShowTarget(l, e.targets[0]); break;
        case engine::EdgeForm::kInvoke:
          out += "invoke " + l.ShowType(e.type) + " " + ShowTarget(l, e.targets[0]);
          break;
        case engine::EdgeForm::kDispatch:
          out += "dispatch " + std::to_string(e.targets.size()) + " " + l.ShowType(e.type);
          for (const engine::EdgeItem& t : e.targets) out += " " + ShowTarget(l, t);
          break;
        case engine::EdgeForm::kMissing: out += "missing " + l.ShowType(e.type); break;
        case engine::EdgeForm::kUsed: out += "used " + ShowMethodInstance(l, e.targets[0].mi); break;
        case engine::EdgeForm::kBinding:
          out += "binding " + std::string(e.binding->owner->name->name()) + "." +
                 std::string(e.binding->name->name());
          break;
      }
      out += "\n";
    });
  }
  return out;
}

}  // namespace kiln::infer
