#include "lower/lower.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "ir/body_builder.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "lower/linearize.h"

namespace kiln::lower {
namespace {

using parse::NodeId;
using parse::NodeKind;

struct Lowered {
  std::unique_ptr<source::SourceBuffer> buffer;
  source::DiagnosticSink sink;
  ir::FileIr file;
  std::string text;
};

std::unique_ptr<Lowered> LowerSource(const std::string& source) {
  auto out = std::make_unique<Lowered>();
  out->buffer = source::SourceBuffer::FromString("test.jl", source);
  parse::Tree tree = parse::Parse(*out->buffer, out->sink);
  EXPECT_FALSE(out->sink.has_errors()) << out->sink.Format(*out->buffer);
  LowerOptions options;
  options.file_path = "test.jl";
  out->file = Lower(tree, *out->buffer, out->sink, options);
  for (const auto& m : out->file.modules) {
    base::Status s = ir::VerifyModule(*m);
    EXPECT_TRUE(s.ok()) << s.ToString() << "\n" << ir::PrintModule(*m);
  }
  out->text = ir::PrintFile(out->file);
  return out;
}

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Builds `f(x) = x + 1` with the tree builder, as a parser would.
TEST(LowerTest, HandBuiltTree) {
  auto buffer = source::SourceBuffer::FromString("t.jl", "f(x) = x + 1\n");
  parse::Tree tree;
  NodeId f = tree.AddIdentifier(0, "f");
  NodeId x = tree.AddIdentifier(2, "x");
  NodeId sig = tree.AddNode(NodeKind::kCall, 0, std::vector<NodeId>{f, x});
  NodeId plus = tree.AddIdentifier(9, "+");
  NodeId x2 = tree.AddIdentifier(7, "x");
  NodeId one = tree.AddInteger(11, parse::IntLiteral{1, 0, parse::IntType::kInt64});
  NodeId body = tree.AddNode(NodeKind::kCall, 7, std::vector<NodeId>{plus, x2, one});
  NodeId def =
      tree.AddNode(NodeKind::kFunction, 0, std::vector<NodeId>{sig, body}, 0, parse::kShortForm);
  tree.set_root(tree.AddNode(NodeKind::kToplevel, 0, std::vector<NodeId>{def}));
  source::DiagnosticSink sink;
  ir::FileIr file = Lower(tree, *buffer, sink, LowerOptions());
  ASSERT_FALSE(sink.has_errors()) << sink.Format(*buffer);
  ASSERT_TRUE(ir::VerifyModule(file.main()).ok());
  std::string text = ir::PrintFile(file);
  EXPECT_TRUE(Contains(text, "method #1 f(::Any)")) << text;
  EXPECT_TRUE(Contains(text, "1: +(_2, 1)")) << text;
  EXPECT_TRUE(Contains(text, "2: return %1")) << text;
}

// `function f end` declares a
// function without methods.
TEST(LowerTest, FunctionDeclarationWithoutMethods) {
  auto buffer = source::SourceBuffer::FromString("t.jl", "function f end\n");
  parse::Tree tree;
  NodeId f = tree.AddIdentifier(9, "f");
  NodeId def = tree.AddNode(NodeKind::kFunction, 0, std::vector<NodeId>{f});
  tree.set_root(tree.AddNode(NodeKind::kToplevel, 0, std::vector<NodeId>{def}));
  source::DiagnosticSink sink;
  ir::FileIr file = Lower(tree, *buffer, sink, LowerOptions());
  ASSERT_FALSE(sink.has_errors());
  EXPECT_TRUE(Contains(ir::PrintFile(file), "function f end"));
}

TEST(LowerTest, TooDeepTreeIsAnError) {
  auto buffer = source::SourceBuffer::FromString("t.jl", "x\n");
  parse::Tree tree;
  NodeId n = tree.AddIdentifier(0, "x");
  for (int i = 0; i < kMaxLowerDepth + 5; ++i) {
    n = tree.AddNode(NodeKind::kBlock, 0, std::vector<NodeId>{n});
  }
  tree.set_root(tree.AddNode(NodeKind::kToplevel, 0, std::vector<NodeId>{n}));
  source::DiagnosticSink sink;
  ir::FileIr file = Lower(tree, *buffer, sink, LowerOptions());
  EXPECT_TRUE(sink.has_errors());
  EXPECT_TRUE(ir::VerifyModule(file.main()).ok());
}

TEST(LowerTest, NoImplicitUsingBaseForBase) {
  auto buffer = source::SourceBuffer::FromString("base.jl", "x = 1\n");
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  LowerOptions options;
  options.module_name = "Base";
  options.implicit_using_base = false;
  ir::FileIr file = Lower(tree, *buffer, sink, options);
  std::string text = ir::PrintFile(file);
  EXPECT_TRUE(Contains(text, "module Base"));
  EXPECT_FALSE(Contains(text, "using Base"));
}

TEST(LowerTest, ForLoopUsesIterationProtocol) {
  auto l = LowerSource("function f(xs)\n  for x in xs\n    g(x)\n  end\nend\n");
  EXPECT_TRUE(Contains(l->text, "Base.iterate(%1)")) << l->text;
  EXPECT_TRUE(Contains(l->text, "Core.:===(_3, nothing)")) << l->text;
  EXPECT_TRUE(Contains(l->text, "Core.Intrinsics.not_int")) << l->text;
  EXPECT_TRUE(Contains(l->text, "Core.getfield(_3, 2)")) << l->text;
}

TEST(LowerTest, MaybeUndefinedLocalIsFlagged) {
  auto l = LowerSource("function f(c)\n  if c\n    x = 1\n  end\n  x\nend\n");
  EXPECT_TRUE(Contains(l->text, "_3=x[undef]")) << l->text;
  auto m = LowerSource("function f(c)\n  x = 0\n  if c\n    x = 1\n  end\n  x\nend\n");
  EXPECT_FALSE(Contains(m->text, "[undef]")) << m->text;
}

TEST(LowerTest, LoopLocalsAreResetEachIteration) {
  // y is read before it is assigned in the loop body: each iteration must
  // start with y undefined.
  auto l = LowerSource(
      "function f()\n  for i in 1:2\n    if i > 1\n      println(y)\n    end\n    y = i\n  "
      "end\nend\n");
  EXPECT_TRUE(Contains(l->text, "local _")) << l->text;
  EXPECT_TRUE(Contains(l->text, "=y[undef]")) << l->text;
}

TEST(LowerTest, ErrorsStillGiveValidIr) {
  auto buffer = source::SourceBuffer::FromString(
      "t.jl",
      "break\nfunction f()\n  struct S end\n  global y::Int = 1\nend\nconst c = $x\n@nosuch x\n");
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  ASSERT_FALSE(sink.has_errors()) << sink.Format(*buffer);
  ir::FileIr file = Lower(tree, *buffer, sink, LowerOptions());
  EXPECT_EQ(sink.error_count(), 4u) << sink.Format(*buffer);  // not @nosuch: it throws when run
  EXPECT_TRUE(ir::VerifyModule(file.main()).ok());
}

TEST(LowerTest, EveryBodyEndsInATerminator) {
  auto l = LowerSource(
      "function f(x)\n  while true\n    x > 0 && return 1\n  end\nend\n"
      "g(x) = try\n  x\nfinally\n  println()\nend\n"
      "h(x) = x ? (return 1) : throw(x)\n");
  for (const auto& m : l->file.modules) {
    for (const ir::Body& b : m->bodies()) {
      ir::StmtKind last = b.stmts.back().kind;
      EXPECT_TRUE(last == ir::StmtKind::kReturn || last == ir::StmtKind::kGoto ||
                  last == ir::StmtKind::kRethrow || last == ir::StmtKind::kUnreachable);
    }
  }
}

TEST(SlotFlagsTest, DataflowThroughJumps) {
  ir::ModuleIr m;
  ir::Body body;
  ir::BodyBuilder b(body);
  b.AddSlot(m.Intern("#self#"), ir::kSlotArgument);
  ir::SlotId c = b.AddSlot(m.Intern("c"), ir::kSlotArgument);
  ir::SlotId x = b.AddSlot(m.Intern("x"));
  ir::SlotId y = b.AddSlot(m.Intern("y"));
  ir::Operand one = ir::Operand::Const(m.AddConst({ir::ConstKind::kInt64, 1, 0}));
  b.Emit(ir::StmtKind::kAssignSlot, {one}, y.index);            // 0: y = 1
  b.Emit(ir::StmtKind::kGotoIfNot, {ir::Operand::Slot(c)}, 3);  // 1
  b.Emit(ir::StmtKind::kAssignSlot, {one}, x.index);            // 2: x = 1
  b.Emit(ir::StmtKind::kCopy, {ir::Operand::Slot(y)});          // 3: y always defined
  b.Emit(ir::StmtKind::kReturn, {ir::Operand::Slot(x)});        // 4: x maybe not
  ComputeSlotFlags(body);
  EXPECT_TRUE(body.slots[x.index].flags & ir::kSlotUsedUndef);
  EXPECT_FALSE(body.slots[y.index].flags & ir::kSlotUsedUndef);
  EXPECT_TRUE(body.slots[x.index].flags & ir::kSlotAssigned);
  EXPECT_FALSE(body.slots[c.index].flags & ir::kSlotUsedUndef);
}

}  // namespace
}  // namespace kiln::lower

namespace kiln::lower {
namespace {

// Operand counts are 32 bits: 70,000 elements and the callee stay 70,001
// operands (a 16-bit count kept 4,465 of them).
TEST(LowerTest, CallsKeepEveryOperand) {
  std::string source = "a = Base.vect(";
  for (int i = 0; i < 70000; ++i) source += i == 0 ? "1" : ", 1";
  source += ")\n";
  auto lowered = LowerSource(source);
  size_t widest = 0;
  for (const ir::Stmt& s : lowered->file.main().body(lowered->file.main().thunk).stmts) {
    widest = std::max<size_t>(widest, s.operand_count);
  }
  EXPECT_EQ(widest, 70001u);
}

// A 30,000-link comparison chain lowers (every pass after parsing once
// recursed per link and overflowed the stack).
TEST(LowerTest, LongComparisonChainsLowerFlat) {
  std::string source = "x = 1\ny = x";
  for (int i = 0; i < 30000; ++i) source += " <= x";
  source += "\n";
  auto lowered = LowerSource(source);
  EXPECT_FALSE(lowered->sink.has_errors());
  // One comparison call per link, no more.
  size_t calls = 0;
  const ir::ModuleIr& m = lowered->file.main();
  for (const ir::Stmt& s : m.body(m.thunk).stmts) calls += s.kind == ir::StmtKind::kCall;
  EXPECT_GE(calls, 30000u);
}

TEST(LowerTest, NestingPastTheCoreLimitIsAnErrorNotACrash) {
  std::string source = "for i0 in 1:1";
  for (int i = 1; i < 20000; ++i) source += ", i" + std::to_string(i) + " in 1:1";
  source += "\n    println(1)\nend\n";
  auto buffer = source::SourceBuffer::FromString("t.jl", source);
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  ASSERT_FALSE(sink.has_errors());
  ir::FileIr file = Lower(tree, *buffer, sink, LowerOptions());
  EXPECT_TRUE(sink.has_errors());
  EXPECT_NE(sink.Format(*buffer).find("t.jl:1:"), std::string::npos) << sink.Format(*buffer);
  EXPECT_NE(sink.Format(*buffer).find("too deeply nested"), std::string::npos);
  EXPECT_TRUE(ir::VerifyModule(file.main()).ok());
}

}  // namespace
}  // namespace kiln::lower
