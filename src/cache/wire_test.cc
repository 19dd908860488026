#include "cache/wire.h"

#include <gtest/gtest.h>

#include "cache/compiled_files.h"
#include "cache/entry_reader.h"
#include "cache/entry_writer.h"
#include "cache/format_version.h"
#include "cache/testing.h"
#include "ir/body_builder.h"

namespace kiln::cache {
namespace {

const char* kToy =
    "fn f 2 7\nfn g 0 8\nstruct Point x y\nexport f\nusing Base.Iterators\ninclude x.jl\n"
    "global counter 3\nmodule Inner\n";

// A module that uses every definition record and field, beyond what the toy
// language makes: closures, keyword methods, type variables, unions,
// vararg, imports with aliases, 128-bit and string constants.
void AddEverything(ir::ModuleIr& m) {
  ir::NameId t = m.Intern("T");
  ir::GlobalRefId number = m.AddGlobalRef({{m.Intern("Base")}, m.Intern("Number")});
  ir::TypeExprId number_type = m.AddTypeExpr({ir::TypeExprKind::kGlobal, number.index, {}});
  ir::TypeExprId tv = m.AddTypeExpr({ir::TypeExprKind::kTypeVar, 0, {}});
  ir::ConstId one = m.AddConst({ir::ConstKind::kInt64, 1, 0});
  ir::TypeExprId lit = m.AddTypeExpr({ir::TypeExprKind::kConst, one.index, {}});
  ir::TypeExprId curly = m.AddTypeExpr({ir::TypeExprKind::kCurly, 0, {number_type, tv, lit}});
  ir::TypeExprId uni = m.AddTypeExpr({ir::TypeExprKind::kUnion, 0, {number_type, curly}});
  ir::TypeExprId va = m.AddTypeExpr({ir::TypeExprKind::kVararg, 0, {uni}});
  (void)m.AddConst({ir::ConstKind::kInt128, ~uint64_t{0}, 0x8000000000000000u});
  (void)m.AddString(std::string("with\0nul", 8));
  (void)m.AddConst({ir::ConstKind::kSymbol, t.index, 0});

  ir::Body body;
  body.name = m.Intern("#kw");
  body.nargs = 2;
  body.is_vararg = true;
  ir::BodyBuilder b(body);
  b.AddSlot(m.Intern("#self#"), ir::kSlotArgument);
  b.AddSlot(m.Intern("xs"), ir::kSlotArgument);
  b.Emit(ir::StmtKind::kReturn, {ir::Operand::Slot(ir::SlotId(1))});
  ir::BodyId body_id = m.AddBody(std::move(body));

  ir::ClosureDef closure;
  closure.name = m.Intern("#f#1");
  closure.captured = {t};
  ir::ClosureId closure_id = m.AddClosure(closure);
  ir::MethodDef kw;
  kw.target = ir::MethodTarget::kKwCall;
  kw.global_ref = number;
  kw.type_vars = {{t, number_type, ir::TypeExprId::None}};
  kw.arg_types = {tv, va};
  kw.is_vararg = true;
  kw.body = body_id;
  kw.line = 99;
  ir::MethodDefId kw_id = m.AddMethod(kw);
  ir::MethodDef cm = kw;
  cm.target = ir::MethodTarget::kClosure;
  cm.closure = closure_id;
  ir::MethodDefId cm_id = m.AddMethod(cm);
  ir::MethodDef callable = kw;
  callable.target = ir::MethodTarget::kCallable;
  callable.self_type = curly;
  (void)m.AddMethod(callable);
  m.mutable_closures()[closure_id.index].methods = {cm_id};

  ir::StructDef s;
  s.name = m.Intern("Box");
  s.is_mutable = true;
  s.type_vars = {{t, ir::TypeExprId::None, number_type}};  // a lower bound
  s.super_type = number_type;
  s.fields = {{m.Intern("value"), tv}};
  s.constructors = {kw_id};
  s.line = 12;
  (void)m.AddStruct(s);
  ir::StructDef a;
  a.name = m.Intern("Abstract");
  a.is_abstract = true;
  (void)m.AddStruct(a);

  ir::ImportDef imp;
  imp.leading_dots = 2;
  imp.path = {m.Intern("A"), m.Intern("B")};
  imp.names = {m.Intern("f"), m.Intern("g")};
  imp.aliases = {m.Intern("h"), ir::NameId::None};
  imp.is_using = false;
  (void)m.AddImport(imp);
}

ir::FileIr Everything() {
  ir::FileIr file = testing::CompileToy(kToy, "src/x.jl");
  AddEverything(*file.modules[0]);
  return file;
}

TEST(WireTest, DefinitionsAndTapesRoundTripExactly) {
  auto shared = std::make_shared<const ir::FileIr>(Everything());
  FreshCompiledFile fresh("x.jl", shared);
  const std::string expected = testing::Describe(fresh);

  auto bytes = EncodeEntry(*shared, "src/x.jl", "d");
  ASSERT_TRUE(bytes.ok()) << bytes.status().ToString();
  base::MemEnv env;
  ASSERT_TRUE(base::WriteStringToFile(&env, "/x.ir", *bytes).ok());
  auto opened = OpenBlob(&env, "/x.ir", ContentHash(*bytes), "src/x.jl");
  ASSERT_TRUE(opened.ok()) << opened.status().ToString();
  EXPECT_TRUE(VerifyAllBodies(*opened).ok());
  CachedCompiledFile cached("x.jl", "X", std::move(opened).value(), nullptr,
                            std::make_shared<Stats>(), &env);
  EXPECT_EQ(testing::Describe(cached), expected);
}

TEST(WireTest, EncodingIsDeterministic) {
  auto a = EncodeEntry(Everything(), "src/x.jl", "d");
  auto b = EncodeEntry(Everything(), "src/x.jl", "d");
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(*a, *b);
}

TEST(WireTest, RebuildRejectsTablesThatDoNotAddUp) {
  wire::Module w;
  w.names_text = "aa";
  w.name_lengths = {1, 2};  // lengths that do not add up
  EXPECT_TRUE(wire::ModuleFromWire(w).status().IsCorruption());
  w.name_lengths = {1};
  EXPECT_TRUE(wire::ModuleFromWire(w).status().IsCorruption());
  w.name_lengths = {1, 1};
  w.strings_text = "s";
  w.string_lengths = {2};
  EXPECT_TRUE(wire::ModuleFromWire(w).status().IsCorruption());
  w.string_lengths = {1};
  EXPECT_TRUE(wire::ModuleFromWire(w).ok());
}

// Ids are positions: a table read back keeps them even with equal entries
// (which no ModuleIr writes), and a module extended after loading interns
// against what it loaded.
TEST(WireTest, RebuildKeepsIdsAndInternsAfterwards) {
  wire::Module w;
  w.names_text = "abab";
  w.name_lengths = {1, 1, 1, 1};
  w.strings_text = "hi";
  w.string_lengths = {2};
  w.consts = {{ir::ConstKind::kString, 0, 0}, {ir::ConstKind::kInt64, 7, 0}};
  auto m = wire::ModuleFromWire(w);
  ASSERT_TRUE(m.ok()) << m.status().ToString();
  ir::ModuleIr& module = **m;
  EXPECT_EQ(module.NameText(ir::NameId(2)), "a");
  EXPECT_EQ(module.NameText(ir::NameId(3)), "b");
  EXPECT_EQ(module.Intern("b").index, 1u);  // the first equal entry
  EXPECT_EQ(module.Intern("c").index, 4u);
  EXPECT_EQ(module.AddString("hi").index, 0u);
  EXPECT_EQ(module.AddConst({ir::ConstKind::kInt64, 7, 0}).index, 1u);
  EXPECT_EQ(module.AddConst({ir::ConstKind::kInt64, 8, 0}).index, 2u);
  EXPECT_EQ(module.names().size(), 5u);
}

TEST(WireTest, FormatVersionIsStableAndCoversItsInputs) {
  EXPECT_EQ(FormatVersion().size(), 32u);
  EXPECT_EQ(FormatVersion(), FormatVersion());
  std::string inputs = DescribeFormatInputs();
  EXPECT_NE(inputs.find("compiler "), std::string::npos);
  EXPECT_NE(inputs.find("builtins: tuple getfield"), std::string::npos);
  EXPECT_NE(inputs.find("Call call 4 3"), std::string::npos) << inputs;
  EXPECT_NE(inputs.find("persist stamp "), std::string::npos);
  EXPECT_EQ(wire::Registry().seed(), RegistrySeed());
}

}  // namespace
}  // namespace kiln::cache
