// Background compilation (jit.h: StartModule, Ready, FinishModule; the
// worker in compile_worker.h): the object is the one AddModule makes, byte
// for byte, and under the same key; it runs; many modules in flight finish
// in order; a Jit destroyed with modules in flight ends cleanly.
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "jit/jit.h"

namespace kiln::jit {
namespace {

// Bitcode of a module defining `name`(x) = x * k + 1.
std::string MulAddModule(const std::string& name, int64_t k) {
  llvm::LLVMContext ctx;
  llvm::Module m("m", ctx);
  llvm::Type* i64 = llvm::Type::getInt64Ty(ctx);
  auto* fn = llvm::Function::Create(llvm::FunctionType::get(i64, {i64}, false),
                                    llvm::Function::ExternalLinkage, name, m);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", fn));
  b.CreateRet(b.CreateAdd(b.CreateMul(fn->getArg(0), b.getInt64(k)), b.getInt64(1)));
  std::string out;
  llvm::raw_string_ostream os(out);
  llvm::WriteBitcodeToFile(m, os);
  os.flush();
  return out;
}

class MapCache final : public ObjectCache {
 public:
  std::optional<std::string> Get(const std::string& key) override {
    auto it = entries.find(key);
    if (it == entries.end()) return std::nullopt;
    return it->second;
  }
  void Put(const std::string& key, std::string value) override { entries[key] = std::move(value); }
  std::map<std::string, std::string> entries;
};

using Fn = int64_t (*)(int64_t);

TEST(Background, SameObjectAsOnTheCallersThreadAndItRuns) {
  const std::string bitcode = MulAddModule("local_f", 7);
  const std::vector<std::pair<std::string, std::string>> renames = {{"local_f", "kiln_f7"}};
  MapCache sync_cache, bg_cache;
  auto sync = Jit::Create();
  ASSERT_TRUE(sync.ok()) << sync.status().ToString();
  (*sync)->SetObjectCache(&sync_cache, "ctx");
  ASSERT_TRUE((*sync)->AddModule(bitcode, renames).ok());

  auto bg = Jit::Create();
  ASSERT_TRUE(bg.ok());
  (*bg)->SetObjectCache(&bg_cache, "ctx");
  auto ticket = (*bg)->StartModule(bitcode, renames);
  ASSERT_TRUE(ticket.ok());
  ASSERT_NE(*ticket, 0u);
  EXPECT_FALSE((*bg)->Has("kiln_f7"));  // not added before FinishModule
  while (!(*bg)->Ready(*ticket)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ASSERT_TRUE((*bg)->FinishModule(*ticket).ok());
  EXPECT_TRUE((*bg)->Has("kiln_f7"));
  EXPECT_EQ((*bg)->stats().background_modules, 1u);
  EXPECT_GT((*bg)->stats().background_ms, 0.0);

  ASSERT_EQ(sync_cache.entries.size(), 1u);
  EXPECT_EQ(sync_cache.entries, bg_cache.entries);  // same key, same record bytes

  auto addr = (*bg)->Lookup("kiln_f7");
  ASSERT_TRUE(addr.ok()) << addr.status().ToString();
  EXPECT_EQ(reinterpret_cast<Fn>(*addr)(6), 43);

  // A module the cache has is linked at once: no ticket.
  auto again = Jit::Create();
  ASSERT_TRUE(again.ok());
  (*again)->SetObjectCache(&bg_cache, "ctx");
  auto cached = (*again)->StartModule(bitcode, renames);
  ASSERT_TRUE(cached.ok());
  EXPECT_EQ(*cached, 0u);
  EXPECT_TRUE((*again)->Has("kiln_f7"));
  EXPECT_EQ((*again)->stats().background_modules, 0u);
}

TEST(Background, ManyInFlightFinishInOrder) {
  auto jit = Jit::Create();
  ASSERT_TRUE(jit.ok());
  std::vector<uint64_t> tickets;
  for (int k = 0; k < 12; ++k) {
    auto t = (*jit)->StartModule(MulAddModule("g", k), {{"g", "kiln_g" + std::to_string(k)}});
    ASSERT_TRUE(t.ok());
    tickets.push_back(*t);
  }
  // Finishing waits for each (most are not compiled yet).
  for (uint64_t t : tickets) ASSERT_TRUE((*jit)->FinishModule(t).ok());
  for (int k = 0; k < 12; ++k) {
    auto addr = (*jit)->Lookup("kiln_g" + std::to_string(k));
    ASSERT_TRUE(addr.ok());
    EXPECT_EQ(reinterpret_cast<Fn>(*addr)(10), 10 * k + 1);
  }
  EXPECT_FALSE((*jit)->FinishModule(tickets[0]).ok());  // finished already
}

TEST(Background, DestroyedWithModulesInFlight) {
  MapCache cache;
  {
    auto jit = Jit::Create();
    ASSERT_TRUE(jit.ok());
    (*jit)->SetObjectCache(&cache, "ctx");
    for (int k = 0; k < 8; ++k) {
      ASSERT_TRUE((*jit)->StartModule(MulAddModule("h", k), {{"h", "kiln_h" + std::to_string(k)}}).ok());
    }
  }  // the worker drops what it has not started and ends
  EXPECT_TRUE(cache.entries.empty());  // nothing reaches the cache unless finished
}

TEST(Background, BadBitcodeIsAnError) {
  auto jit = Jit::Create();
  ASSERT_TRUE(jit.ok());
  auto t = (*jit)->StartModule("not bitcode", {});
  ASSERT_TRUE(t.ok());
  EXPECT_FALSE((*jit)->FinishModule(*t).ok());
}

}  // namespace
}  // namespace kiln::jit
