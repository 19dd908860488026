#include <gtest/gtest.h>

#include "ir/body_builder.h"
#include "ir/module_ir.h"
#include "ir/printer.h"
#include "ir/verifier.h"

namespace kiln::ir {
namespace {

// Builds:  f(x) = x + 1   and a thunk that defines it and calls f(41).
std::unique_ptr<ModuleIr> SmallModule() {
  auto m = std::make_unique<ModuleIr>();
  m->name = m->Intern("Main");
  GlobalRefId plus = m->AddGlobalRef({{m->Intern("Base")}, m->Intern("+")});
  GlobalRefId f = m->AddGlobalRef({{}, m->Intern("f")});
  ConstId one = m->AddConst({ConstKind::kInt64, 1, 0});

  Body body;
  body.name = m->Intern("f");
  body.nargs = 2;
  BodyBuilder b(body);
  b.set_line(1);
  b.AddSlot(m->Intern("#self#"), kSlotArgument);
  SlotId x = b.AddSlot(m->Intern("x"), kSlotArgument);
  Operand sum = b.Emit(StmtKind::kCall, {Operand::Global(plus), Operand::Slot(x), Operand::Const(one)});
  b.Emit(StmtKind::kReturn, {sum});
  MethodDef def;
  def.global_ref = f;
  def.arg_types = {TypeExprId::None};
  def.body = m->AddBody(std::move(body));
  def.line = 1;
  MethodDefId method = m->AddMethod(std::move(def));

  Body thunk;
  thunk.name = m->Intern("toplevel");
  BodyBuilder t(thunk);
  t.set_line(1);
  t.Emit(StmtKind::kDefineMethod, {}, method.index);
  t.set_line(2);
  Operand call = t.Emit(StmtKind::kCall,
                        {Operand::Global(f), Operand::Const(m->AddConst({ConstKind::kInt64, 41, 0}))});
  t.Emit(StmtKind::kReturn, {call});
  m->thunk = m->AddBody(std::move(thunk));
  return m;
}

TEST(IrTest, SmallModuleVerifiesAndPrints) {
  auto m = SmallModule();
  ASSERT_TRUE(VerifyModule(*m).ok()) << VerifyModule(*m).ToString();
  std::string text = PrintModule(*m);
  EXPECT_NE(text.find("method #1 f(::Any)"), std::string::npos) << text;
  EXPECT_NE(text.find("1: Base.:+(_2, 1)"), std::string::npos) << text;
  EXPECT_NE(text.find("2: return %1"), std::string::npos) << text;
  EXPECT_NE(text.find("2: f(41)"), std::string::npos) << text;
}

TEST(IrTest, InterningIsDeterministic) {
  ModuleIr m;
  EXPECT_EQ(m.Intern("a"), m.Intern("a"));
  EXPECT_NE(m.Intern("a"), m.Intern("b"));
  EXPECT_EQ(m.AddString("s"), m.AddString("s"));
  EXPECT_EQ(m.AddConst({ConstKind::kInt64, 7, 0}), m.AddConst({ConstKind::kInt64, 7, 0}));
  EXPECT_NE(m.AddConst({ConstKind::kInt64, 7, 0}), m.AddConst({ConstKind::kUInt8, 7, 0}));
}

TEST(IrTest, VerifierRejectsForwardSsaUse) {
  auto m = SmallModule();
  Body& f = m->mutable_bodies()[0];
  f.operands[1] = Operand::Ssa(1);  // statement 1 uses its own value
  EXPECT_TRUE(VerifyModule(*m).IsCorruption());
}

TEST(IrTest, VerifierRejectsBadJumpAndFallthrough) {
  auto m = SmallModule();
  Body& f = m->mutable_bodies()[0];
  f.stmts.back() = Stmt{StmtKind::kGoto, 0, 0, 0, 99, 1};
  EXPECT_TRUE(VerifyModule(*m).IsCorruption());
  f.stmts.back() = Stmt{StmtKind::kCopy, 0, 1, 0, 0, 1};
  EXPECT_TRUE(VerifyModule(*m).IsCorruption());
}

TEST(IrTest, VerifierRejectsOutOfRangeIds) {
  auto m = SmallModule();
  m->mutable_methods()[0].body = BodyId(50);
  EXPECT_TRUE(VerifyModule(*m).IsCorruption());
}

}  // namespace
}  // namespace kiln::ir
