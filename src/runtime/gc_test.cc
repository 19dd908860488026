#include "runtime/gc.h"

#include <gc/gc.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "runtime/array.h"
#include "runtime/dispatch.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

constexpr int kObjects = 2000;

// prefix + decimal i (spelled out to avoid a GCC 12 -Wrestrict false positive on
// `"literal" + std::to_string(i)` at -O3).
std::string Label(std::string_view prefix, int i) {
  std::string s(prefix);
  s += std::to_string(i);
  return s;
}

// Allocates strings whose only references are hidden (disappearing links), so they
// are garbage as soon as this function returns.
__attribute__((noinline)) void AllocateGarbage(Runtime& rt, GC_word* links) {
  for (int i = 0; i < kObjects; ++i) {
    String* s = NewString(rt, Label("garbage ", i));
    links[i] = GC_HIDE_POINTER(s);
    GC_general_register_disappearing_link(reinterpret_cast<void**>(&links[i]), s);
  }
}

// Overwrites a stretch of stack so stale copies of pointers do not pin objects.
__attribute__((noinline)) void ClobberStack() {
  volatile char buf[16384];
  std::memset(const_cast<char*>(buf), 0, sizeof(buf));
}

TEST(GcTest, UnreachableObjectsAreCollected) {
  TestRuntime t;
  // The links live in malloc memory, which the collector does not scan.
  auto links = std::make_unique<GC_word[]>(kObjects);
  AllocateGarbage(*t, links.get());
  ClobberStack();
  GcCollect();
  GcCollect();
  int cleared = 0;
  for (int i = 0; i < kObjects; ++i) cleared += links[i] == 0 ? 1 : 0;
  // Conservative scanning may keep a few alive; most must go.
  EXPECT_GT(cleared, kObjects * 9 / 10) << "only " << cleared << " collected";
}

// GcAlloc's small objects come cleared and distinct, also after the memory was
// used, dropped and collected.
TEST(GcTest, SmallObjectsComeClearedAndDistinct) {
  TestRuntime t;
  for (int round = 0; round < 3; ++round) {
    GcVector<unsigned char*> seen;  // scanned: the objects stay allocated
    for (size_t bytes : {8, 16, 24, 40, 64, 100, 200, 256, 300}) {
      for (int i = 0; i < 500; ++i) {
        auto* p = static_cast<unsigned char*>(GcAlloc(bytes));
        for (size_t k = 0; k < bytes; ++k) ASSERT_EQ(p[k], 0) << bytes << " " << k;
        std::memset(p, 0xAB, bytes);  // garbage for the next round to find cleared
        seen.push_back(p);
      }
    }
    std::sort(seen.begin(), seen.end());
    EXPECT_EQ(std::adjacent_find(seen.begin(), seen.end()), seen.end());
    seen.clear();
    ClobberStack();
    GcCollect();
  }
}

// Small objects dropped at once are reclaimed and their memory allocated again
// (the free lists GcAlloc pops are refilled from swept blocks): a run that
// allocates ten times the heap's size in 48-byte objects, keeping one chain of
// them alive, does not grow the heap to match, and the chain survives intact.
TEST(GcTest, SmallObjectGarbageIsReclaimedAndLiveChainsKept) {
  TestRuntime t;
  struct Link {
    Link* next;
    uint64_t serial;
    uint64_t pad[3];
  };
  static_assert(sizeof(Link) == 40);
  const size_t heap = GcHeapSize();
  const size_t rounds = 10 * heap / 48;
  Link* kept = nullptr;
  uint64_t kept_count = 0;
  for (size_t i = 0; i < rounds; ++i) {
    auto* l = static_cast<Link*>(GcAlloc(sizeof(Link)));
    ASSERT_EQ(l->next, nullptr);
    ASSERT_EQ(l->serial, 0u);
    l->serial = i + 1;
    if (i % 1024 == 0) {  // one in 1024 is kept, the rest is garbage at once
      l->next = kept;
      kept = l;
      ++kept_count;
    }
  }
  EXPECT_LT(GcHeapSize(), 4 * heap) << "the heap grew from " << heap;
  uint64_t count = 0;
  uint64_t serial = rounds + 1;
  for (Link* l = kept; l != nullptr; l = l->next) {
    EXPECT_LT(l->serial, serial);
    EXPECT_EQ((l->serial - 1) % 1024, 0u);
    serial = l->serial;
    ++count;
  }
  EXPECT_EQ(count, kept_count);
}

// A malloc'd C++ object holding GC pointers in a RootedVector.
struct CppHolder {
  RootedVector<Value> values;
};

__attribute__((noinline)) void FillHolder(Runtime& rt, CppHolder* holder) {
  for (int i = 0; i < kObjects; ++i) {
    holder->values.push_back(StringValue(rt, Label("kept ", i)));
  }
}

TEST(GcTest, RootedContainersKeepObjectsAlive) {
  TestRuntime t;
  auto holder = std::make_unique<CppHolder>();
  FillHolder(*t, holder.get());
  ClobberStack();
  for (int round = 0; round < 3; ++round) {
    GcCollect();
    // Churn: allocate garbage that would reuse freed memory.
    for (int i = 0; i < kObjects; ++i) NewString(*t, Label("churn churn churn churn ", i));
  }
  for (int i = 0; i < kObjects; ++i) {
    ASSERT_EQ(holder->values[i].As<String>()->view(), Label("kept ", i));
  }
}

__attribute__((noinline)) Value BuildNested(Runtime& rt) {
  // Vector{Any} of Vector{Float64} and strings: reachable only through GC objects.
  Array* outer = NewVector(rt, VectorType(rt, rt.core.any), 0);
  for (int i = 0; i < 200; ++i) {
    Array* inner = NewVector(rt, VectorType(rt, rt.core.float64), 0);
    for (int k = 0; k < 50; ++k) CHECK(ArrayPush(rt, inner, rt.core.Float64(i * 100 + k)));
    CHECK(ArrayPush(rt, outer, Value::FromObject(inner)));
    CHECK(ArrayPush(rt, outer, StringValue(rt, Label("s", i))));
  }
  return Value::FromObject(outer);
}

TEST(GcTest, ObjectGraphsSurviveCollection) {
  TestRuntime t;
  Runtime& rt = *t;
  // Held by a global of Main: the runtime is a root.
  ASSERT_TRUE(SetGlobal(rt, rt.main_module, Intern("data"), BuildNested(rt)));
  ClobberStack();
  for (int round = 0; round < 3; ++round) {
    GcCollect();
    for (int i = 0; i < 5000; ++i) NewString(rt, Label("noise ", i));
  }
  Value data = testing::Global(rt, "data");
  Array* outer = data.As<Array>();
  ASSERT_EQ(outer->length, 400);
  for (int i = 0; i < 200; ++i) {
    Array* inner = ArrayLoad(outer, 2 * i).As<Array>();
    ASSERT_EQ(inner->length, 50);
    EXPECT_EQ(ArrayLoad(inner, 49).AsFloat64(), i * 100 + 49);
    EXPECT_EQ(ArrayLoad(outer, 2 * i + 1).As<String>()->view(), Label("s", i));
  }
}

TEST(GcTest, TypesMethodsAndCachesSurviveCollection) {
  TestRuntime t;
  Runtime& rt = *t;
  Value f = NewGenericFunction(rt, rt.main_module, Intern("f"));
  ASSERT_TRUE(SetConst(rt, rt.main_module, Intern("f"), f));
  for (int i = 0; i < 50; ++i) {
    Symbol* name = Intern(Label("S", i));
    DataType* s = NewStructType(rt, rt.main_module, name, nullptr, 0, nullptr, 0, false, nullptr);
    SetFieldTypes(rt, s, nullptr, 0);
    ASSERT_TRUE(SetConst(rt, rt.main_module, name, TypeValue(s)));
    Value params[2] = {TypeValue(f.type), TypeValue(s)};
    MethodDef def;
    def.sig = MakeTupleType(rt, params, 2);
    def.body_id = static_cast<uint32_t>(i);
    ASSERT_NE(AddMethod(rt, def), nullptr);
  }
  ClobberStack();
  GcCollect();
  for (int i = 0; i < 50; ++i) {
    Value s = testing::Global(rt, Label("S", i));
    Value args[2] = {f, s.As<DataType>()->instance};
    MethodInstance* mi = Dispatch(rt, args, 2, rt.world());
    ASSERT_NE(mi, nullptr);
    EXPECT_EQ(mi->def->body_id, static_cast<uint32_t>(i));
    EXPECT_EQ(testing::Str(rt, VectorType(rt, s.As<Type>())), Label("Vector{S", i) + "}");
  }
  GcCollect();
  EXPECT_GT(GcHeapSize(), 0u);
}

// The region an image is read into is mapped in whole huge pages (gc.cc): its
// size, what counts as inside it and its release must still be the image's own.
TEST(GcTest, ImageArenaIsMappedAndReleasedWhole) {
  constexpr size_t kBytes = (size_t{5} << 20) / 2 + 4096;  // 2.5 MiB and a page
  for (int round = 0; round < 2; ++round) {
    char* base = MapImageArena(kBytes);
    ASSERT_NE(base, nullptr) << "round " << round;
    EXPECT_EQ(reinterpret_cast<uintptr_t>(base), ImageArenaBase());
    EXPECT_EQ(ImageArenaSize(), kBytes);
    EXPECT_FALSE(ImageArenaActive());
    EXPECT_TRUE(InImageArena(base));
    EXPECT_TRUE(InImageArena(base + kBytes - 1));
    // All of it is there to be written, zeroed.
    EXPECT_EQ(base[kBytes - 1], 0);
    std::memset(base, 0x5a, kBytes);
    EXPECT_EQ(base[kBytes / 2], 0x5a);
    // A second mapping while this one lives is refused.
    EXPECT_EQ(MapImageArena(kBytes), nullptr);
    ReleaseImageArena();
    EXPECT_FALSE(InImageArena(base));
    EXPECT_EQ(ImageArenaSize(), 0u);
    // The next round maps the same address again: nothing of the first mapping,
    // the unused tail of its last huge page included, was left behind.
  }
}

TEST(GcTest, RuntimesCanBeCreatedAndDestroyedRepeatedly) {
  for (int i = 0; i < 5; ++i) {
    TestRuntime t;
    Value v = StringValue(*t, "x");
    EXPECT_EQ(ShowToString(*t, v), "\"x\"");
    GcCollect();
  }
}

}  // namespace
}  // namespace kiln::runtime
