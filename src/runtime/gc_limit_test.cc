// The heap's limit (gc.h "The heap's limit").
#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "runtime/gc.h"

namespace kiln::runtime {
namespace {

constexpr size_t kBlock = size_t{64} << 10;
int notices = 0;
void CountNotice() { ++notices; }

// Sets a limit `room` above what is in use now, and takes it off again.
class LimitedHeap {
 public:
  explicit LimitedHeap(size_t room) {
    InitGc();
    GcCollect();
    limit_ = GcHeapInUse() + room;
    notices = 0;
    SetGcLimitNotice(CountNotice);
    SetGcHeapLimit(limit_);
  }
  ~LimitedHeap() {
    SetGcHeapLimit(0);
    SetGcLimitNotice(nullptr);
  }
  size_t limit() const { return limit_; }

 private:
  size_t limit_;
};

// Keeps blocks (in a root) until the limit is reached or `most` bytes are held.
size_t HoardUntilReached(RootedVector<void*>* kept, size_t most) {
  size_t held = 0;
  while (!GcLimitReached() && held < most) {
    void* p = TryGcAllocAtomic(kBlock);
    if (p == nullptr) break;
    kept->push_back(p);
    held += kBlock;
  }
  return held;
}

TEST(GcLimitTest, ReachedWhenWhatIsKeptExceedsTheLimitThenAgainAfterItIsFreed) {
  LimitedHeap heap(size_t{24} << 20);
  const size_t most = heap.limit() + kGcLimitReserves * GcLimitReserve(heap.limit());
  for (int round = 0; round < 2; ++round) {
    auto* kept = new RootedVector<void*>();
    const size_t held = HoardUntilReached(kept, most);
    EXPECT_TRUE(GcLimitReached()) << "round " << round << ": held " << held;
    EXPECT_GE(notices, 1);
    // Reached no earlier than the room given (less what the collector keeps
    // of its own) and before the last reserve.
    EXPECT_GT(held, size_t{16} << 20);
    EXPECT_LT(held, most);
    EXPECT_TRUE(TakeGcLimitReached());
    EXPECT_FALSE(TakeGcLimitReached());
    // Let go: a collection leaves less than the limit in use, and nothing is
    // reached by it.
    delete kept;
    GcCollect();
    EXPECT_LT(GcHeapInUse(), heap.limit());
    EXPECT_FALSE(GcLimitReached());
    notices = 0;
  }
}

TEST(GcLimitTest, TheHeapStopsAtTheLastReserve) {
  LimitedHeap heap(size_t{16} << 20);
  const size_t cap = heap.limit() + kGcLimitReserves * GcLimitReserve(heap.limit());
  auto* kept = new RootedVector<void*>();
  size_t held = 0;
  // Ignoring the limit reached: allocation fails once the reserves are gone.
  while (held < 4 * cap) {
    void* p = TryGcAllocAtomic(kBlock);
    if (p == nullptr) break;
    kept->push_back(p);
    held += kBlock;
  }
  EXPECT_LE(held, cap);
  EXPECT_GT(held, heap.limit() - (size_t{16} << 20));
  EXPECT_TRUE(TakeGcLimitReached());
  delete kept;
  GcCollect();
  // Room again once what was held is freed.
  EXPECT_NE(TryGcAllocAtomic(kBlock), nullptr);
}

TEST(GcLimitTest, ARequestLargerThanTheLimitFailsAloneAndReachesNothing) {
  LimitedHeap heap(size_t{16} << 20);
  EXPECT_EQ(TryGcAllocAtomic(heap.limit() * 2), nullptr);
  EXPECT_FALSE(GcLimitReached());
  EXPECT_EQ(notices, 0);
  EXPECT_NE(TryGcAllocAtomic(kBlock), nullptr);
}

int resolved = 0;
size_t ResolveToTheLimitOfTheTest() {
  ++resolved;
  return GcHeapInUse() + (size_t{16} << 20);
}

TEST(GcLimitTest, ALimitOnGrowthIsWorkedOutAtTheFirstCollectionOnce) {
  InitGc();
  resolved = 0;
  SetGcHeapLimitOnGrowth(ResolveToTheLimitOfTheTest);
  // Allocating within the heap there is works nothing out.
  for (int i = 0; i < 16; ++i) ASSERT_NE(GcAlloc(64), nullptr);
  EXPECT_EQ(resolved, 0);
  GcCollect();
  EXPECT_EQ(resolved, 1);
  const size_t limit = GcHeapLimit();
  EXPECT_GE(limit, size_t{16} << 20);
  GcCollect();
  EXPECT_EQ(resolved, 1);
  EXPECT_EQ(GcHeapLimit(), limit);
  // And it limits: the heap stops at its last reserve.
  const size_t cap = limit + kGcLimitReserves * GcLimitReserve(limit);
  auto* kept = new RootedVector<void*>();
  size_t held = 0;
  while (held < 4 * cap) {
    void* p = TryGcAllocAtomic(kBlock);
    if (p == nullptr) break;
    kept->push_back(p);
    held += kBlock;
  }
  EXPECT_LE(held, cap);
  EXPECT_TRUE(TakeGcLimitReached());
  delete kept;
  SetGcHeapLimit(0);
  GcCollect();
}

TEST(GcLimitTest, ALimitOnGrowthIsWorkedOutWhenTheHeapGrowsOrWhenAsked) {
  InitGc();
  resolved = 0;
  SetGcHeapLimitOnGrowth(ResolveToTheLimitOfTheTest);
  EXPECT_EQ(resolved, 0);
  EXPECT_GT(GcHeapLimit(), 0u);  // asking works it out
  EXPECT_EQ(resolved, 1);
  resolved = 0;
  SetGcHeapLimitOnGrowth(ResolveToTheLimitOfTheTest);
  // More than the heap has free: it collects or grows, and either works it out.
  void* big = TryGcAllocAtomic(GcHeapSize() + (size_t{8} << 20));
  EXPECT_EQ(resolved, 1);
  (void)big;
  SetGcHeapLimit(0);
  EXPECT_EQ(GcHeapLimit(), 0u);
  EXPECT_EQ(resolved, 1);
  GcCollect();
}

TEST(GcLimitTest, NoLimitByDefault) {
  InitGc();
  EXPECT_EQ(GcHeapLimit(), 0u);
  EXPECT_FALSE(GcLimitReached());
}

}  // namespace
}  // namespace kiln::runtime
