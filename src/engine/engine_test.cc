// Unit tests of the engine's reserve / fulfill / reject paths and of the edge
// table. MethodInstances are only keys to the engine, so fake addresses do.
#include "engine/engine.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace kiln::engine {
namespace {

runtime::MethodInstance* Mi(uintptr_t n) {
  return reinterpret_cast<runtime::MethodInstance*>(0x1000 + 16 * n);
}
runtime::Type* Ty(uintptr_t n) { return reinterpret_cast<runtime::Type*>(0x9000 + 16 * n); }

InferenceResult Result(uint64_t min_world, uint64_t max_world) {
  InferenceResult r;
  r.min_world = min_world;
  r.max_world = max_world;
  r.effects.nothrow = true;
  return r;
}

// Spins until `pred` holds (bounded: a hang fails the test instead).
template <typename Pred>
void WaitUntil(Pred pred) {
  for (int i = 0; i < 20000 && !pred(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ASSERT_TRUE(pred());
}

TEST(EngineTest, ReserveFulfillThenFound) {
  Engine engine;
  Task task(engine);
  ReserveResult r = engine.Reserve(task, Mi(1), 5, nullptr);
  ASSERT_EQ(r.status, ReserveStatus::kReserved);
  ASSERT_NE(r.ci, nullptr);
  EXPECT_TRUE(r.ci->partial);
  EXPECT_EQ(r.ci->mi, Mi(1));
  EXPECT_EQ(task.held(), 1u);
  EXPECT_EQ(engine.Lookup(Mi(1), nullptr, 5), nullptr);  // not published yet
  engine.Fulfill(task, r.ci, Result(3, 9));
  EXPECT_EQ(task.held(), 0u);
  EXPECT_FALSE(r.ci->partial);
  EXPECT_TRUE(r.ci->effects.nothrow);
  EXPECT_EQ(engine.Lookup(Mi(1), nullptr, 5), r.ci);
  ReserveResult again = engine.Reserve(task, Mi(1), 9, nullptr);
  EXPECT_EQ(again.status, ReserveStatus::kFound);
  EXPECT_EQ(again.ci, r.ci);
  EngineStats s = engine.stats();
  EXPECT_EQ(s.reserved, 1u);
  EXPECT_EQ(s.fulfilled, 1u);
  EXPECT_EQ(s.found, 1u);
}

TEST(EngineTest, OwnersAreSeparateKeys) {
  Engine engine;
  Task task(engine);
  int owner_a = 0, owner_b = 0;
  ReserveResult a = engine.Reserve(task, Mi(1), 5, &owner_a);
  ReserveResult b = engine.Reserve(task, Mi(1), 5, &owner_b);
  EXPECT_EQ(a.status, ReserveStatus::kReserved);
  EXPECT_EQ(b.status, ReserveStatus::kReserved);
  EXPECT_NE(a.ci, b.ci);
  engine.Fulfill(task, a.ci, Result(5, 5));
  engine.Fulfill(task, b.ci, Result(5, 5));
  EXPECT_EQ(engine.Lookup(Mi(1), &owner_a, 5), a.ci);
  EXPECT_EQ(engine.Lookup(Mi(1), &owner_b, 5), b.ci);
  EXPECT_EQ(engine.Lookup(Mi(1), nullptr, 5), nullptr);
}

TEST(EngineTest, WorldsOutsideTheRangeReserveAgainAndClosestFindsTheNearest) {
  Engine engine;
  Task task(engine);
  ReserveResult old = engine.Reserve(task, Mi(1), 5, nullptr);
  engine.Fulfill(task, old.ci, Result(3, 9));
  ReserveResult later = engine.Reserve(task, Mi(1), 20, nullptr);
  ASSERT_EQ(later.status, ReserveStatus::kReserved);
  EXPECT_NE(later.ci, old.ci);
  EXPECT_EQ(engine.Closest(Mi(1), nullptr, 20), old.ci);  // the only published one
  engine.Fulfill(task, later.ci, Result(18, kMaxWorld));
  EXPECT_EQ(engine.Closest(Mi(1), nullptr, 25), later.ci);   // valid there
  EXPECT_EQ(engine.Closest(Mi(1), nullptr, 12), old.ci);     // 3 from 9, 6 from 18
  EXPECT_EQ(engine.Closest(Mi(1), nullptr, 16), later.ci);   // 7 from 9, 2 from 18
  EXPECT_EQ(engine.Closest(Mi(2), nullptr, 16), nullptr);
  EXPECT_EQ(engine.Instances(Mi(1), nullptr).size(), 2u);
}

TEST(EngineTest, ReservingWhatThisTaskHoldsIsACycle) {
  Engine engine;
  Task task(engine);
  ReserveResult r = engine.Reserve(task, Mi(1), 5, nullptr);
  ASSERT_EQ(r.status, ReserveStatus::kReserved);
  ReserveResult again = engine.Reserve(task, Mi(1), 5, nullptr);
  EXPECT_EQ(again.status, ReserveStatus::kCycle);
  EXPECT_EQ(again.ci, nullptr);
  EXPECT_EQ(engine.stats().cycles, 1u);
  engine.Fulfill(task, r.ci, Result(5, 5));
}

TEST(EngineTest, RejectLetsTheNextRequestReserve) {
  Engine engine;
  Task a(engine);
  Task b(engine);
  ReserveResult r = engine.Reserve(a, Mi(1), 5, nullptr);
  ASSERT_EQ(r.status, ReserveStatus::kReserved);
  engine.Reject(a, r.ci);
  EXPECT_EQ(a.held(), 0u);
  ReserveResult again = engine.Reserve(b, Mi(1), 5, nullptr);
  EXPECT_EQ(again.status, ReserveStatus::kReserved);
  EXPECT_EQ(engine.stats().rejected, 1u);
  engine.Fulfill(b, again.ci, Result(5, 5));
}

TEST(EngineTest, NoWaitAnswersBusy) {
  Engine engine;
  Task a(engine);
  Task b(engine);
  ReserveResult r = engine.Reserve(a, Mi(1), 5, nullptr);
  ReserveResult busy = engine.Reserve(b, Mi(1), 5, nullptr, Wait::kNoWait);
  EXPECT_EQ(busy.status, ReserveStatus::kBusy);
  EXPECT_EQ(engine.stats().busy, 1u);
  engine.Fulfill(a, r.ci, Result(5, 5));
  EXPECT_EQ(engine.Reserve(b, Mi(1), 5, nullptr, Wait::kNoWait).status, ReserveStatus::kFound);
}

TEST(EngineTest, AWaiterGetsTheFirstRequestsCodeInstance) {
  Engine engine;
  Task main_task(engine);
  ReserveResult r = engine.Reserve(main_task, Mi(1), 5, nullptr);
  ASSERT_EQ(r.status, ReserveStatus::kReserved);
  ReserveResult seen{ReserveStatus::kBusy, nullptr};
  std::thread waiter([&] {
    Task t(engine);
    seen = engine.Reserve(t, Mi(1), 5, nullptr);
  });
  WaitUntil([&] { return engine.stats().waits == 1; });
  engine.Fulfill(main_task, r.ci, Result(5, 5));
  waiter.join();
  EXPECT_EQ(seen.status, ReserveStatus::kFound);
  EXPECT_EQ(seen.ci, r.ci);
}

TEST(EngineTest, WaitsArePerKey) {
  Engine engine;
  Task main_task(engine);
  ReserveResult a = engine.Reserve(main_task, Mi(1), 5, nullptr);
  std::atomic<bool> done{false};
  std::thread waiter([&] {
    Task t(engine);
    (void)engine.Reserve(t, Mi(1), 5, nullptr);
    done = true;
  });
  WaitUntil([&] { return engine.stats().waits == 1; });
  // Publishing other keys wakes nobody: the waiter waits on key 1's condition.
  for (uintptr_t k = 2; k < 40; ++k) {
    ReserveResult other = engine.Reserve(main_task, Mi(k), 5, nullptr);
    engine.Fulfill(main_task, other.ci, Result(5, 5));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_FALSE(done);
  EXPECT_EQ(engine.stats().wakeups, 0u);
  engine.Fulfill(main_task, a.ci, Result(5, 5));
  waiter.join();
  EXPECT_TRUE(done);
  EXPECT_GE(engine.stats().wakeups, 1u);
}

TEST(EngineTest, AWaiterTakesOverARejectedReservation) {
  Engine engine;
  Task main_task(engine);
  ReserveResult r = engine.Reserve(main_task, Mi(1), 5, nullptr);
  ReserveResult seen{ReserveStatus::kBusy, nullptr};
  std::thread waiter([&] {
    Task t(engine);
    seen = engine.Reserve(t, Mi(1), 5, nullptr);
    if (seen.status == ReserveStatus::kReserved) engine.Fulfill(t, seen.ci, Result(5, 5));
  });
  WaitUntil([&] { return engine.stats().waits == 1; });
  engine.Reject(main_task, r.ci);
  waiter.join();
  EXPECT_EQ(seen.status, ReserveStatus::kReserved);
  EXPECT_EQ(engine.Lookup(Mi(1), nullptr, 5), seen.ci);
}

TEST(EngineTest, AnAbandonedReservationIsReleased) {
  Engine engine;
  std::atomic<bool> reserved{false};
  std::atomic<bool> give_up{false};
  std::thread failing([&] {
    Task t(engine);
    ReserveResult r = engine.Reserve(t, Mi(1), 5, nullptr);
    ASSERT_EQ(r.status, ReserveStatus::kReserved);
    reserved = true;
    while (!give_up) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    // Returns without fulfilling or rejecting, as a thread that errors out.
  });
  WaitUntil([&] { return reserved.load(); });
  ReserveResult seen{ReserveStatus::kBusy, nullptr};
  std::thread waiter([&] {
    Task t(engine);
    seen = engine.Reserve(t, Mi(1), 5, nullptr);
    if (seen.status == ReserveStatus::kReserved) engine.Fulfill(t, seen.ci, Result(5, 5));
  });
  WaitUntil([&] { return engine.stats().waits == 1; });
  give_up = true;
  failing.join();
  waiter.join();
  EXPECT_EQ(seen.status, ReserveStatus::kReserved);
  EXPECT_EQ(engine.stats().abandoned, 1u);
  EXPECT_EQ(engine.Lookup(Mi(1), nullptr, 5), seen.ci);
}

TEST(EngineTest, ACrossThreadCycleIsRefusedAtOnce) {
  Engine engine;
  Task t1(engine);
  ReserveResult a = engine.Reserve(t1, Mi(1), 5, nullptr);
  ReserveResult b_seen{ReserveStatus::kBusy, nullptr};
  std::atomic<bool> b_reserved{false};
  ReserveResult a_from_t2{ReserveStatus::kBusy, nullptr};
  std::thread other([&] {
    Task t2(engine);
    ReserveResult b = engine.Reserve(t2, Mi(2), 5, nullptr);
    b_reserved = true;
    // Wait until t1 waits for b, then ask for a (held by t1): a cycle.
    WaitUntil([&] { return engine.stats().waits == 1; });
    a_from_t2 = engine.Reserve(t2, Mi(1), 5, nullptr);
    engine.Fulfill(t2, b.ci, Result(5, 5));
  });
  WaitUntil([&] { return b_reserved.load(); });
  b_seen = engine.Reserve(t1, Mi(2), 5, nullptr);  // waits for t2
  other.join();
  EXPECT_EQ(a_from_t2.status, ReserveStatus::kCycle);
  EXPECT_EQ(b_seen.status, ReserveStatus::kFound);
  EXPECT_EQ(engine.stats().cycles, 1u);
  engine.Fulfill(t1, a.ci, Result(5, 5));
}

TEST(EngineTest, AThreeThreadCycleIsRefused) {
  Engine engine;
  // t1 holds 1 and waits for 2; t2 holds 2 and waits for 3; t3 holds 3 and asks for 1.
  std::atomic<int> holding{0};
  ReserveResult t3_asks{ReserveStatus::kBusy, nullptr};
  auto worker = [&](uintptr_t own, uintptr_t next, int waits_before_asking,
                    ReserveResult* out) {
    Task t(engine);
    ReserveResult mine = engine.Reserve(t, Mi(own), 5, nullptr);
    ++holding;
    WaitUntil([&] { return holding.load() == 3; });
    WaitUntil([&] { return engine.stats().waits >= static_cast<uint64_t>(waits_before_asking); });
    ReserveResult r = engine.Reserve(t, Mi(next), 5, nullptr);
    if (out != nullptr) *out = r;
    engine.Fulfill(t, mine.ci, Result(5, 5));
  };
  std::thread t1(worker, 1, 2, 0, nullptr);
  std::thread t2(worker, 2, 3, 1, nullptr);
  std::thread t3(worker, 3, 1, 2, &t3_asks);
  t1.join();
  t2.join();
  t3.join();
  EXPECT_EQ(t3_asks.status, ReserveStatus::kCycle);
  EXPECT_EQ(engine.stats().cycles, 1u);
  EXPECT_EQ(engine.stats().fulfilled, 3u);
}

TEST(EngineTest, FulfillSccPublishesTogether) {
  Engine engine;
  Task task(engine);
  ReserveResult a = engine.Reserve(task, Mi(1), 5, nullptr);
  ReserveResult b = engine.Reserve(task, Mi(2), 5, nullptr);
  ReserveResult seen{ReserveStatus::kBusy, nullptr};
  std::thread waiter([&] {
    Task t(engine);
    seen = engine.Reserve(t, Mi(2), 5, nullptr);
  });
  WaitUntil([&] { return engine.stats().waits == 1; });
  std::vector<InferenceResult> srcs;
  srcs.push_back(Result(1, 10));
  srcs.push_back(Result(4, 7));
  srcs[0].edges.AddCall(EdgeItem::Ci(b.ci));
  srcs[1].edges.AddCall(EdgeItem::Ci(a.ci));
  CodeInstance* cis[2] = {a.ci, b.ci};
  engine.FulfillScc(task, cis, srcs);
  waiter.join();
  EXPECT_EQ(seen.status, ReserveStatus::kFound);
  EXPECT_EQ(seen.ci, b.ci);
  EXPECT_EQ(engine.Lookup(Mi(1), nullptr, 10), a.ci);
  EXPECT_EQ(engine.Lookup(Mi(2), nullptr, 10), nullptr);  // b holds in 4..7 only
  EXPECT_EQ(a.ci->edges.Decode().at(0).targets[0].ci, b.ci);
  EXPECT_EQ(task.held(), 0u);
}

TEST(EngineTest, TruncateLowersMaxWorld) {
  Engine engine;
  Task task(engine);
  ReserveResult a = engine.Reserve(task, Mi(1), 5, nullptr);
  engine.Fulfill(task, a.ci, Result(5, kMaxWorld));
  EXPECT_TRUE(engine.Truncate(a.ci, 8));
  EXPECT_FALSE(engine.Truncate(a.ci, 9));  // never raised
  EXPECT_TRUE(a.ci->ValidIn(8));
  EXPECT_FALSE(a.ci->ValidIn(9));
  EXPECT_EQ(engine.Reserve(task, Mi(1), 9, nullptr).status, ReserveStatus::kReserved);
  EXPECT_EQ(engine.stats().invalidated, 1u);
}

TEST(EngineDeathTest, AResultMustHoldInTheReservedWorld) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(
      {
        Engine engine;
        Task task(engine);
        ReserveResult a = engine.Reserve(task, Mi(1), 5, nullptr);
        engine.Fulfill(task, a.ci, Result(6, 9));
      },
      "world it was reserved for");
}

TEST(EdgeTableTest, EveryFormRoundTrips) {
  CodeInstance c1, c2, c3;
  EdgeTable t;
  t.AddCall(EdgeItem::Ci(&c1));
  t.AddInvoke(Ty(1), EdgeItem::Ci(&c2));
  EdgeItem targets[2] = {EdgeItem::Ci(&c2), EdgeItem::Mi(Mi(7))};
  t.AddDispatch(Ty(2), targets);
  t.AddMissing(Ty(3));
  t.AddUsed(Mi(8));
  t.AddBinding(reinterpret_cast<runtime::Binding*>(0x7770));
  t.AddCall(EdgeItem::Ci(&c3));
  // 1 + 2 + (2 + 2) + 2 + 1 + 1 + 1 items.
  EXPECT_EQ(t.size(), 12u);
  std::vector<Edge> edges = t.Decode();
  ASSERT_EQ(edges.size(), 7u);
  EXPECT_EQ(edges[0].form, EdgeForm::kCall);
  EXPECT_EQ(edges[0].targets[0].ci, &c1);
  EXPECT_EQ(edges[1].form, EdgeForm::kInvoke);
  EXPECT_EQ(edges[1].type, Ty(1));
  EXPECT_EQ(edges[1].targets[0].ci, &c2);
  EXPECT_EQ(edges[2].form, EdgeForm::kDispatch);
  EXPECT_EQ(edges[2].type, Ty(2));
  ASSERT_EQ(edges[2].targets.size(), 2u);
  EXPECT_EQ(edges[2].targets[1].mi, Mi(7));
  EXPECT_EQ(edges[3].form, EdgeForm::kMissing);
  EXPECT_EQ(edges[3].type, Ty(3));
  EXPECT_TRUE(edges[3].targets.empty());
  EXPECT_EQ(edges[4].form, EdgeForm::kUsed);
  EXPECT_EQ(edges[4].targets[0].mi, Mi(8));
  EXPECT_EQ(edges[5].form, EdgeForm::kBinding);
  EXPECT_EQ(edges[6].targets[0].ci, &c3);

  EdgeTable copy;
  copy.Append(t);
  EXPECT_EQ(copy.Decode().size(), 7u);
}

TEST(EdgeTableTest, MalformedTablesAreDetected) {
  CodeInstance c;
  auto decodes = [](std::vector<EdgeItem> items) {
    EdgeTable t = EdgeTable::FromItems(std::move(items));
    return t.ForEach([](const Edge&) {});
  };
  EXPECT_TRUE(decodes({EdgeItem::Count(1), EdgeItem::Ty(Ty(1)), EdgeItem::Ci(&c)}));
  EXPECT_FALSE(decodes({EdgeItem::Count(2), EdgeItem::Ty(Ty(1)), EdgeItem::Ci(&c)}));  // short
  EXPECT_FALSE(decodes({EdgeItem::Count(1), EdgeItem::Ci(&c)}));                      // no type
  EXPECT_FALSE(decodes({EdgeItem::Ty(Ty(1))}));                                       // invoke without target
  EXPECT_FALSE(decodes({EdgeItem::Ty(Ty(1)), EdgeItem::Ty(Ty(2))}));
  EXPECT_FALSE(decodes({EdgeItem::Count(1), EdgeItem::Ty(Ty(1)), EdgeItem::Count(0)}));
  EXPECT_FALSE(decodes({EdgeItem::Count(UINT64_MAX), EdgeItem::Ty(Ty(1))}));
}

}  // namespace
}  // namespace kiln::engine

namespace kiln::engine {
namespace {

runtime::MethodInstance* Mi2(uintptr_t n) {
  return reinterpret_cast<runtime::MethodInstance*>(0x1000 + 16 * n);
}

// Publishes a CodeInstance of Mi2(n) valid from world 1 on with `edges`.
CodeInstance* PublishWith(Engine& engine, Task& task, uintptr_t n, EdgeTable edges) {
  ReserveResult r = engine.Reserve(task, Mi2(n), 1, nullptr);
  EXPECT_EQ(r.status, ReserveStatus::kReserved);
  InferenceResult src;
  src.min_world = 1;
  src.max_world = kMaxWorld;
  src.edges = std::move(edges);
  engine.Fulfill(task, r.ci, std::move(src));
  return r.ci;
}

TEST(EngineInvalidationTest, FalsifiedEdgesEndTheirCodeInstancesAndTheirDependents) {
  Engine engine;
  Task task(engine);
  // leaf <- middle <- top (calls); other stands apart; user used leaf's MI.
  EdgeTable leaf_edges;
  leaf_edges.AddMissing(reinterpret_cast<runtime::Type*>(0x9990));  // g(::X) had no method
  CodeInstance* leaf = PublishWith(engine, task, 1, std::move(leaf_edges));
  EdgeTable middle_edges;
  middle_edges.AddCall(EdgeItem::Ci(leaf));
  CodeInstance* middle = PublishWith(engine, task, 2, std::move(middle_edges));
  EdgeTable top_edges;
  top_edges.AddCall(EdgeItem::Ci(middle));
  CodeInstance* top = PublishWith(engine, task, 3, std::move(top_edges));
  EdgeTable user_edges;
  user_edges.AddUsed(Mi2(1));
  CodeInstance* user = PublishWith(engine, task, 4, std::move(user_edges));
  CodeInstance* other = PublishWith(engine, task, 5, EdgeTable());

  // A definition that falsifies nothing invalidates nothing.
  EXPECT_EQ(engine.Invalidate(10, [](const Edge&) { return false; }), 0u);
  // One that fills the missing method ends leaf and, through backedges, the rest.
  size_t n = engine.Invalidate(10, [](const Edge& e) {
    return e.form == EdgeForm::kMissing && e.type == reinterpret_cast<runtime::Type*>(0x9990);
  });
  EXPECT_EQ(n, 4u);
  for (CodeInstance* ci : {leaf, middle, top, user}) {
    EXPECT_TRUE(ci->ValidIn(9));  // older worlds keep them
    EXPECT_FALSE(ci->ValidIn(10));
  }
  EXPECT_TRUE(other->ValidIn(10));
  // Asking again in the new world reserves anew.
  EXPECT_EQ(engine.Reserve(task, Mi2(3), 10, nullptr).status, ReserveStatus::kReserved);
  EXPECT_EQ(engine.Reserve(task, Mi2(5), 10, nullptr).status, ReserveStatus::kFound);
}

TEST(EngineInvalidationTest, ARedefinedConstantEndsItsUsers) {
  Engine engine;
  Task task(engine);
  auto* b = reinterpret_cast<runtime::Binding*>(0x7770);
  EdgeTable uses;
  uses.AddBinding(b);
  CodeInstance* user = PublishWith(engine, task, 1, std::move(uses));
  EdgeTable calls;
  calls.AddCall(EdgeItem::Ci(user));
  CodeInstance* caller = PublishWith(engine, task, 2, std::move(calls));
  EXPECT_EQ(engine.InvalidateBinding(reinterpret_cast<runtime::Binding*>(0x7780), 5), 0u);
  EXPECT_EQ(engine.InvalidateBinding(b, 5), 2u);
  EXPECT_FALSE(user->ValidIn(5));
  EXPECT_FALSE(caller->ValidIn(5));
  EXPECT_TRUE(caller->ValidIn(4));
  // Already ended: nothing more to do.
  EXPECT_EQ(engine.InvalidateBinding(b, 6), 0u);
}

TEST(EngineInvalidationTest, ACycleIsInvalidatedOnce) {
  Engine engine;
  Task task(engine);
  ReserveResult a = engine.Reserve(task, Mi2(1), 1, nullptr);
  ReserveResult b = engine.Reserve(task, Mi2(2), 1, nullptr);
  std::vector<InferenceResult> srcs(2);
  for (auto& s : srcs) {
    s.min_world = 1;
    s.max_world = kMaxWorld;
  }
  srcs[0].edges.AddCall(EdgeItem::Ci(b.ci));
  srcs[1].edges.AddCall(EdgeItem::Ci(a.ci));
  srcs[1].edges.AddMissing(reinterpret_cast<runtime::Type*>(0x9990));
  CodeInstance* cis[2] = {a.ci, b.ci};
  engine.FulfillScc(task, cis, srcs);
  EXPECT_EQ(engine.Invalidate(3, [](const Edge& e) { return e.form == EdgeForm::kMissing; }), 2u);
  EXPECT_FALSE(a.ci->ValidIn(3));
  EXPECT_FALSE(b.ci->ValidIn(3));
}

TEST(EngineInvalidationTest, AGroupLooksOnlyAtItsCodeInstances) {
  Engine engine;
  // An edge's group is its missing type (a stand-in for a call's callee type).
  engine.SetEdgeGroups([](const Edge& e) -> const void* {
    return e.form == EdgeForm::kMissing ? e.type : nullptr;
  });
  Task task(engine);
  auto* f = reinterpret_cast<runtime::Type*>(0x5550);
  auto* g = reinterpret_cast<runtime::Type*>(0x5560);
  EdgeTable calls_f;
  calls_f.AddMissing(f);
  CodeInstance* uses_f = PublishWith(engine, task, 1, std::move(calls_f));
  EdgeTable calls_g;
  calls_g.AddMissing(g);
  calls_g.AddMissing(g);  // two edges of one group: looked at once
  CodeInstance* uses_g = PublishWith(engine, task, 2, std::move(calls_g));
  EdgeTable calls_uses_f;
  calls_uses_f.AddCall(EdgeItem::Ci(uses_f));
  CodeInstance* caller = PublishWith(engine, task, 3, std::move(calls_uses_f));

  int looked_at = 0;
  auto every_edge = [&](const Edge&) {
    ++looked_at;
    return true;
  };
  // A group no CodeInstance has: nothing is looked at.
  EXPECT_EQ(engine.Invalidate(7, every_edge, reinterpret_cast<const void*>(0x5570)), 0u);
  EXPECT_EQ(looked_at, 0);
  // g's group: only uses_g, whatever the predicate says of other edges.
  EXPECT_EQ(engine.Invalidate(7, every_edge, g), 1u);
  EXPECT_FALSE(uses_g->ValidIn(7));
  EXPECT_TRUE(uses_f->ValidIn(7));
  EXPECT_TRUE(caller->ValidIn(7));
  // f's group: uses_f and, through backedges, its caller.
  EXPECT_EQ(engine.Invalidate(8, every_edge, f), 2u);
  EXPECT_FALSE(uses_f->ValidIn(8));
  EXPECT_FALSE(caller->ValidIn(8));
  // Without a group: every CodeInstance still valid is looked at.
  EXPECT_EQ(engine.Invalidate(9, [](const Edge&) { return false; }), 0u);
}

TEST(EngineDeathTest, EdgeGroupsAreSetBeforeAnythingIsPublished) {
  Engine engine;
  {
    Task task(engine);
    (void)PublishWith(engine, task, 1, EdgeTable());
  }
  EXPECT_DEATH(engine.SetEdgeGroups([](const Edge&) -> const void* { return nullptr; }),
               "edge groups are set before anything is published");
}

}  // namespace
}  // namespace kiln::engine
