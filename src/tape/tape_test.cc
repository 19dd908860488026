#include <gtest/gtest.h>

#include <random>

#include "ir/body_builder.h"
#include "ir/verifier.h"
#include "tape/disassemble.h"
#include "tape/encoder.h"
#include "tape/layout.h"
#include "tape/verify.h"

namespace kiln::tape {
namespace {

using ir::Operand;
using ir::StmtKind;

// summer(A) as Julia lowers it:
//   s = 0; next = iterate(A)
//   while next !== nothing; (a, st) = next; s = s + a; next = iterate(A, st); end
//   return s
struct Fixture {
  ir::ModuleIr m;
  ir::Body body;

  Fixture() {
    m.name = m.Intern("Main");
    auto global = [&](std::vector<std::string_view> path, std::string_view name) {
      ir::GlobalRef g;
      for (auto p : path) g.path.push_back(m.Intern(p));
      g.name = m.Intern(name);
      return Operand::Global(m.AddGlobalRef(g));
    };
    Operand iterate = global({"Base"}, "iterate");
    Operand egal = global({"Core"}, "===");
    Operand not_int = global({"Core", "Intrinsics"}, "not_int");
    Operand getfield = global({"Core"}, "getfield");
    Operand plus = global({}, "+");
    Operand zero = Operand::Const(m.AddConst({ir::ConstKind::kInt64, 0, 0}));
    Operand one = Operand::Const(m.AddConst({ir::ConstKind::kInt64, 1, 0}));
    Operand two = Operand::Const(m.AddConst({ir::ConstKind::kInt64, 2, 0}));
    Operand nothing = Operand::Const(m.AddConst({ir::ConstKind::kNothing, 0, 0}));

    body.name = m.Intern("summer");
    body.nargs = 2;
    ir::BodyBuilder b(body);
    b.set_line(1);
    b.AddSlot(m.Intern("#self#"), ir::kSlotArgument);
    Operand A = Operand::Slot(b.AddSlot(m.Intern("A"), ir::kSlotArgument));
    ir::SlotId s = b.AddSlot(m.Intern("s"), ir::kSlotAssigned);
    ir::SlotId next = b.AddSlot(m.Intern("next"), ir::kSlotAssigned);
    ir::SlotId a = b.AddSlot(m.Intern("a"), ir::kSlotAssigned);
    b.set_line(2);
    b.Emit(StmtKind::kAssignSlot, {zero}, s.index);                       // 1
    Operand it = b.Emit(StmtKind::kCall, {iterate, A});                   // 2
    b.Emit(StmtKind::kAssignSlot, {it}, next.index);                      // 3
    b.set_line(3);
    uint32_t head = b.next_index();
    Operand done = b.Emit(StmtKind::kCall, {egal, Operand::Slot(next), nothing});  // 4
    Operand more = b.Emit(StmtKind::kCall, {not_int, done});              // 5
    Operand exit_jump = b.Emit(StmtKind::kGotoIfNot, {more});             // 6
    Operand val = b.Emit(StmtKind::kCall, {getfield, Operand::Slot(next), one});   // 7
    b.Emit(StmtKind::kAssignSlot, {val}, a.index);                        // 8
    Operand st = b.Emit(StmtKind::kCall, {getfield, Operand::Slot(next), two});    // 9
    b.set_line(4);
    Operand sum = b.Emit(StmtKind::kCall, {plus, Operand::Slot(s), Operand::Slot(a)});  // 10
    b.Emit(StmtKind::kAssignSlot, {sum}, s.index);                        // 11
    Operand it2 = b.Emit(StmtKind::kCall, {iterate, A, st});              // 12
    b.Emit(StmtKind::kAssignSlot, {it2}, next.index);                     // 13
    b.Emit(StmtKind::kGoto, {}, head);                                    // 14
    b.PatchTarget(exit_jump, b.next_index());
    b.set_line(6);
    b.Emit(StmtKind::kReturn, {Operand::Slot(s)});                        // 15
    ir::Body thunk;
    thunk.name = m.Intern("toplevel");
    ir::BodyBuilder t(thunk);
    t.Emit(StmtKind::kReturn, {nothing});
    m.thunk = m.AddBody(std::move(thunk));
  }
};

TEST(TapeTest, EncodesClassifiedCallsAndFusedStores) {
  Fixture f;
  ASSERT_TRUE(ir::VerifyBody(f.m, f.body).ok()) << ir::VerifyBody(f.m, f.body).ToString();
  auto tape = Encode(f.m, f.body);
  ASSERT_TRUE(tape.ok()) << tape.status().ToString();
  ASSERT_TRUE(VerifyTape(f.m, *tape).ok()) << VerifyTape(f.m, *tape).ToString();
  // Compare with runs of spaces collapsed.
  std::string text;
  for (char c : Disassemble(f.m, *tape)) {
    if (!(c == ' ' && !text.empty() && text.back() == ' ')) text += c;
  }
  // Calls are classified when the tape is built.
  EXPECT_NE(text.find("iterate r3, @0, Base.iterate, r1"), std::string::npos) << text;
  // The iteration protocol's Core calls have opcodes of their own.
  EXPECT_NE(text.find("egal r5, r3, nothing"), std::string::npos) << text;
  EXPECT_NE(text.find("not_int r6, r5"), std::string::npos) << text;
  EXPECT_NE(text.find("getfield_k r4, r3, 1"), std::string::npos) << text;
  // s = s + a writes straight into s's register (r2): no separate move.
  EXPECT_NE(text.find("add r2, @1, +, r2, r4"), std::string::npos) << text;
  EXPECT_NE(text.find("iterate2 r3, @2, Base.iterate, r1,"), std::string::npos) << text;
  // Only used SSA values get registers: 5 slots, then %4, %5 and %9 (the
  // getfield into `a` is fused), plus one scratch register.
  EXPECT_EQ(tape->slot_count, 5u);
  EXPECT_EQ(tape->register_count, 9u);
  EXPECT_EQ(tape->site_count, 3u);
  EXPECT_EQ(tape->LineAt(0), 2u);
  EXPECT_NE(text.find("# line 4"), std::string::npos);
}

TEST(TapeTest, LayoutsAgreeWithLengths) {
  for (int op = 0; op < static_cast<int>(Op::kCount); ++op) {
    const Layout& layout = LayoutOf(static_cast<Op>(op));
    EXPECT_LE(layout.words.size(), 5u) << OpName(static_cast<Op>(op));
  }
}

TEST(TapeTest, VerifierRejectsBadJumpsAndRegisters) {
  Fixture f;
  auto tape = Encode(f.m, f.body);
  ASSERT_TRUE(tape.ok());
  TapeBody bad = *tape;
  bad.register_count = 2;
  EXPECT_TRUE(VerifyTape(f.m, bad).IsCorruption());
  bad = *tape;
  for (uint32_t pc = 0; pc < bad.code.size(); pc += InstructionLength(bad.code, pc)) {
    if (OpOf(bad.code[pc]) == Op::kJump) bad.code[pc] = Pack(Op::kJump, 1);  // mid-instruction
  }
  EXPECT_TRUE(VerifyTape(f.m, bad).IsCorruption());
  bad = *tape;
  bad.code.pop_back();
  EXPECT_TRUE(VerifyTape(f.m, bad).IsCorruption());
  bad = *tape;
  bad.site_count = 0xFFFFFFF0u;  // would size the site caches at 4 G entries
  EXPECT_TRUE(VerifyTape(f.m, bad).IsCorruption());
  bad = *tape;
  bad.register_count = 0x00FFFFF0u;  // would size the verifier's tables by it
  EXPECT_TRUE(VerifyTape(f.m, bad).IsCorruption());
  bad = *tape;
  bad.is_vararg = true;  // its rest argument would be stored at index arg_count - 1
  bad.arg_count = 0;
  EXPECT_TRUE(VerifyTape(f.m, bad).IsCorruption());
}

// Typed tapes map inferred types onto sites through the statement each site
// was encoded from; their typed ops never pass the verifier (a stored tape
// holding one is corrupt).
TEST(TapeTest, SitesMapToTheirStatementsAndTypedOpsAreNotStored) {
  Fixture f;
  std::vector<uint32_t> site_stmts;
  auto tape = Encode(f.m, f.body, &site_stmts);
  ASSERT_TRUE(tape.ok());
  // iterate(A) is statement 1, s + a statement 9, iterate(A, st) statement 11.
  EXPECT_EQ(site_stmts, (std::vector<uint32_t>{1, 9, 11}));
  TapeBody typed = *tape;
  bool replaced = false;
  for (uint32_t pc = 0; pc < typed.code.size(); pc += InstructionLength(typed.code, pc)) {
    if (OpOf(typed.code[pc]) == Op::kAdd) {
      // The typed form has the generic op's layout, word for word.
      EXPECT_EQ(LayoutOf(Op::kAddInt).words.size(), LayoutOf(Op::kAdd).words.size());
      typed.code[pc] = Pack(Op::kAddInt, AOf(typed.code[pc]));
      replaced = true;
    }
  }
  ASSERT_TRUE(replaced);
  EXPECT_EQ(InstructionLength(typed.code, 0), InstructionLength(tape->code, 0));
  EXPECT_TRUE(VerifyTape(f.m, typed).IsCorruption());
  EXPECT_TRUE(IsTypedOp(Op::kCallDirect) && IsTypedOp(Op::kSetIndexBits) && !IsTypedOp(Op::kAdd));
}

// Random corruption of any word must be caught or leave a tape that is still
// well formed: the verifier never reads out of bounds or loops.
TEST(TapeTest, VerifierSurvivesRandomCorruption) {
  Fixture f;
  auto tape = Encode(f.m, f.body);
  ASSERT_TRUE(tape.ok());
  std::mt19937 rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    TapeBody bad = *tape;
    size_t at = rng() % bad.code.size();
    bad.code[at] ^= 1u << (rng() % 32);
    if (VerifyTape(f.m, bad).ok()) {
      // Still well formed: every instruction can be walked and disassembled.
      EXPECT_FALSE(Disassemble(f.m, bad).empty());
    }
  }
}

}  // namespace
}  // namespace kiln::tape

namespace kiln::tape {
namespace {

// Core calls without an opcode of their own are builtins or intrinsics.
TEST(TapeTest, OtherCoreCallsAreBuiltinsAndIntrinsics) {
  ir::ModuleIr m;
  m.name = m.Intern("Main");
  auto global = [&](std::vector<std::string_view> path, std::string_view name) {
    ir::GlobalRef g;
    for (auto p : path) g.path.push_back(m.Intern(p));
    g.name = m.Intern(name);
    return ir::Operand::Global(m.AddGlobalRef(g));
  };
  ir::Body body;
  body.name = m.Intern("f");
  body.nargs = 2;
  ir::BodyBuilder b(body);
  b.AddSlot(m.Intern("#self#"), ir::kSlotArgument);
  ir::Operand x = ir::Operand::Slot(b.AddSlot(m.Intern("x"), ir::kSlotArgument));
  ir::Operand t = b.Emit(ir::StmtKind::kCall, {global({"Core"}, "tuple"), x, x});
  ir::Operand s = b.Emit(ir::StmtKind::kCall, {global({"Core", "Intrinsics"}, "add_int"), x, x});
  ir::Operand u = b.Emit(ir::StmtKind::kCall, {global({"Core"}, "getfield"), t, s});
  b.Emit(ir::StmtKind::kReturn, {u});
  auto tape = Encode(m, body);
  ASSERT_TRUE(tape.ok());
  std::string text = Disassemble(m, *tape);
  EXPECT_NE(text.find("builtin"), std::string::npos) << text;
  EXPECT_NE(text.find("Core.tuple, (r1, r1)"), std::string::npos) << text;
  EXPECT_NE(text.find("intrinsic"), std::string::npos) << text;
  // getfield with a computed index stays a builtin call.
  EXPECT_NE(text.find("Core.getfield, (r2, r3)"), std::string::npos) << text;
}

}  // namespace
}  // namespace kiln::tape

namespace kiln::tape {
namespace {

// Lowering's `for` protocol gets forstart/fornext around the generic calls,
// which stay in place for iterables without a fast path.
TEST(TapeTest, ForLoopsGetStartAndNextInstructions) {
  Fixture f;  // summer(A): the for loop as Julia lowers it
  auto tape = Encode(f.m, f.body);
  ASSERT_TRUE(tape.ok()) << tape.status().ToString();
  ASSERT_TRUE(VerifyTape(f.m, *tape).ok()) << VerifyTape(f.m, *tape).ToString();
  std::string text;
  for (char c : Disassemble(f.m, *tape)) {
    if (!(c == ' ' && !text.empty() && text.back() == ' ')) text += c;
  }
  // forstart: exit, collection, x, state, body; fornext: body, ..., exit.
  EXPECT_NE(text.find("forstart ->"), std::string::npos) << text;
  EXPECT_NE(text.find(", r1, r4, r7, ->"), std::string::npos) << text;
  EXPECT_NE(text.find("fornext ->"), std::string::npos) << text;
  EXPECT_NE(text.find("iterate2 r3,"), std::string::npos) << text;  // the generic step remains
}

}  // namespace
}  // namespace kiln::tape

namespace kiln::tape {
namespace {

// Hand-written tape for the definite-assignment checks: r0 #self#, r1 the
// argument x, r2 a local y, r3 and r4 SSA values.
struct HandTape {
  ir::ModuleIr m;
  TapeBody body;
  uint32_t k_true = 0;  // constant operand words
  uint32_t k_one = 0;

  HandTape() {
    m.name = m.Intern("Main");
    k_true = PackArg(ArgKind::kConst, m.AddConst({ir::ConstKind::kBool, 1, 0}).index);
    k_one = PackArg(ArgKind::kConst, m.AddConst({ir::ConstKind::kInt64, 1, 0}).index);
    body.name = m.Intern("f");
    body.arg_count = 2;
    body.slot_count = 3;
    body.register_count = 5;
    body.site_count = 4;
    for (const char* n : {"#self#", "x", "y"}) body.slot_names.push_back(m.Intern(n));
  }
  static uint32_t R(uint32_t r) { return PackArg(ArgKind::kReg, r); }
  base::Status Verify() const { return VerifyTape(m, body); }
};

TEST(TapeTest, DefiniteAssignmentAcceptsWritesOnEveryPath) {
  HandTape t;
  // if x; y = 1 else y = true end; return y
  t.body.code = {Pack(Op::kJumpIfNot, 5), HandTape::R(1),  // 0
                 Pack(Op::kMove, 2), t.k_one,               // 2
                 Pack(Op::kJump, 7),                        // 4
                 Pack(Op::kMove, 2), t.k_true,              // 5
                 Pack(Op::kReturn, 0), HandTape::R(2)};     // 7
  EXPECT_TRUE(t.Verify().ok()) << t.Verify().ToString();
}

TEST(TapeTest, DefiniteAssignmentRejectsAReadOnAPathWithoutAWrite) {
  HandTape t;
  // if x; y = 1 end; return y: y is undefined when x is false.
  t.body.code = {Pack(Op::kJumpIfNot, 4), HandTape::R(1),
                 Pack(Op::kMove, 2), t.k_one,
                 Pack(Op::kReturn, 0), HandTape::R(2)};
  base::Status s = t.Verify();
  EXPECT_TRUE(s.IsCorruption());
  EXPECT_NE(s.ToString().find("register 2 may be read before it is assigned"), std::string::npos)
      << s.ToString();
  // `checkdefined y` before the read makes it safe (it throws UndefVarError).
  t.body.code = {Pack(Op::kJumpIfNot, 4), HandTape::R(1),
                 Pack(Op::kMove, 2), t.k_one,
                 Pack(Op::kCheckDefined, 2),
                 Pack(Op::kReturn, 0), HandTape::R(2)};
  EXPECT_TRUE(t.Verify().ok()) << t.Verify().ToString();
}

TEST(TapeTest, DefiniteAssignmentRejectsNeverWrittenSsaValues) {
  HandTape t;
  // An SSA register holds whatever the stack held: reading it unwritten
  // would hand garbage to dispatch.
  t.body.code = {Pack(Op::kNew, 4), 1, HandTape::R(3), Pack(Op::kReturn, 0), HandTape::R(4)};
  EXPECT_TRUE(t.Verify().IsCorruption());
  t.body.code = {Pack(Op::kMove, 3), t.k_one, Pack(Op::kNew, 4), 1, HandTape::R(3),
                 Pack(Op::kReturn, 0), HandTape::R(4)};
  EXPECT_TRUE(t.Verify().ok()) << t.Verify().ToString();
}

TEST(TapeTest, DefiniteAssignmentFollowsLoopsAndClears) {
  HandTape t;
  // y = 1; loop: clearslot y; if x goto loop; return y
  t.body.code = {Pack(Op::kMove, 2), t.k_one,                 // 0
                 Pack(Op::kClearSlot, 2),                      // 2
                 Pack(Op::kJumpIfNot, 6), HandTape::R(1),      // 3
                 Pack(Op::kJump, 2),                           // 5
                 Pack(Op::kReturn, 0), HandTape::R(2)};        // 6
  EXPECT_TRUE(t.Verify().IsCorruption());
  // Written again after the clear: fine.
  t.body.code = {Pack(Op::kClearSlot, 2),                      // 0
                 Pack(Op::kMove, 2), t.k_one,                  // 1
                 Pack(Op::kJumpIfNot, 6), HandTape::R(1),      // 3
                 Pack(Op::kJump, 0),                           // 5
                 Pack(Op::kReturn, 0), HandTape::R(2)};        // 6
  EXPECT_TRUE(t.Verify().ok()) << t.Verify().ToString();
}

TEST(TapeTest, DefiniteAssignmentSeesTheCatchPath) {
  HandTape t;
  // enter (token r3) -> catch; y = 1; leave; return y; catch: return y.
  // An exception before `y = 1` reaches the catch with y unset.
  t.body.code = {Pack(Op::kEnter, 6), 3,                       // 0
                 Pack(Op::kMove, 2), t.k_one,                  // 2
                 Pack(Op::kLeave, 1),                          // 4
                 Pack(Op::kUnreachable, 0),                    // 5
                 Pack(Op::kPopException, 0), HandTape::R(3),   // 6
                 Pack(Op::kReturn, 0), HandTape::R(2)};        // 8
  EXPECT_TRUE(t.Verify().IsCorruption());
  // Written before the handler is entered: defined on the catch path too,
  // and so is the token.
  t.body.code = {Pack(Op::kMove, 2), t.k_one,                  // 0
                 Pack(Op::kEnter, 6), 3,                       // 2
                 Pack(Op::kLeave, 1),                          // 4
                 Pack(Op::kUnreachable, 0),                    // 5
                 Pack(Op::kPopException, 0), HandTape::R(3),   // 6
                 Pack(Op::kReturn, 0), HandTape::R(2)};        // 8
  EXPECT_TRUE(t.Verify().ok()) << t.Verify().ToString();
  // ... unless the code the handler covers may clear it.
  t.body.code = {Pack(Op::kMove, 2), t.k_one,                  // 0
                 Pack(Op::kEnter, 7), 3,                       // 2
                 Pack(Op::kClearSlot, 2),                      // 4
                 Pack(Op::kLeave, 1),                          // 5
                 Pack(Op::kUnreachable, 0),                    // 6
                 Pack(Op::kPopException, 0), HandTape::R(3),   // 7
                 Pack(Op::kReturn, 0), HandTape::R(2)};        // 9
  EXPECT_TRUE(t.Verify().IsCorruption()) << Disassemble(t.m, t.body);
  // A clear outside the handler's code does not matter to the catch path.
  t.body.code = {Pack(Op::kClearSlot, 2),                      // 0
                 Pack(Op::kMove, 2), t.k_one,                  // 1
                 Pack(Op::kEnter, 7), 3,                       // 3
                 Pack(Op::kLeave, 1),                          // 5
                 Pack(Op::kUnreachable, 0),                    // 6
                 Pack(Op::kPopException, 0), HandTape::R(3),   // 7
                 Pack(Op::kReturn, 0), HandTape::R(2)};        // 9
  EXPECT_TRUE(t.Verify().ok()) << t.Verify().ToString();
  // A leave without a handler cannot be proved to mean anything.
  t.body.code = {Pack(Op::kLeave, 1), Pack(Op::kReturn, 0), HandTape::R(1)};
  EXPECT_TRUE(t.Verify().IsCorruption());
}

TEST(TapeTest, DefiniteAssignmentKnowsCompareAndBranchSkipsItsResult) {
  HandTape t;
  // lt_br r3 = x < 1 ; jumpifnot r3 -> 9 ; return r3 ; 9: return x
  // The fast path jumps without writing r3, so `return r3` is unsafe.
  uint32_t plus = PackArg(ArgKind::kConst, 0);
  t.body.code = {Pack(Op::kLtBr, 3), 0, plus, HandTape::R(1), t.k_one,  // 0
                 Pack(Op::kJumpIfNot, 9), HandTape::R(3),               // 5
                 Pack(Op::kReturn, 0), HandTape::R(3),                  // 7
                 Pack(Op::kReturn, 0), HandTape::R(1)};                 // 9
  EXPECT_TRUE(t.Verify().IsCorruption());
  t.body.code[8] = HandTape::R(1);
  EXPECT_TRUE(t.Verify().ok()) << t.Verify().ToString();
}

}  // namespace
}  // namespace kiln::tape
