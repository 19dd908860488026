#include "cache/writer_thread.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

namespace kiln::cache {
namespace {

TEST(WriterThreadTest, RunsJobsInOrder) {
  WriterThread writer;
  std::vector<int> order;
  for (int i = 0; i < 10; ++i) {
    writer.Post([&order, i](const std::atomic<bool>&) { order.push_back(i); });
  }
  EXPECT_EQ(writer.Shutdown(-1), 0);
  EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
  writer.Post([&order](const std::atomic<bool>&) { order.push_back(99); });  // ignored
  EXPECT_EQ(order.size(), 10u);
}

TEST(WriterThreadTest, ShutdownIsBoundedAndAbandonsTheRest) {
  WriterThread writer;
  std::atomic<bool> started{false};
  std::atomic<bool> saw_abandon{false};
  writer.Post([&](const std::atomic<bool>& abandoned) {
    started = true;
    // A long job that checks between its steps.
    for (int i = 0; i < 2000 && !abandoned; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    saw_abandon = abandoned.load();
  });
  bool later_ran = false;
  writer.Post([&](const std::atomic<bool>&) { later_ran = true; });
  while (!started) std::this_thread::yield();
  auto t0 = std::chrono::steady_clock::now();
  EXPECT_EQ(writer.Shutdown(20), 1);
  auto waited = std::chrono::steady_clock::now() - t0;
  EXPECT_LT(waited, std::chrono::milliseconds(1500));
  EXPECT_TRUE(saw_abandon);
  EXPECT_FALSE(later_ran);
}

TEST(WriterThreadTest, NoJobsNoThread) {
  WriterThread writer;
  EXPECT_EQ(writer.Shutdown(0), 0);
}

}  // namespace
}  // namespace kiln::cache
