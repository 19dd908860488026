// The same graph always gives the same bytes: independent of addresses,
// allocation order, registration order and repetition.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "persist/persist.h"
#include "persist/sample_schema.h"

namespace kiln::persist {
namespace {

std::string Hex(std::string_view bytes) {
  static const char kDigits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : bytes) {
    out += kDigits[c >> 4];
    out += kDigits[c & 15];
  }
  return out;
}

class DeterminismTest : public ::testing::Test {
 protected:
  DeterminismTest() : registry_(sample::kSeed) { sample::RegisterSample(registry_); }
  Registry registry_;
};

TEST_F(DeterminismTest, SameGraphSameBytes) {
  for (int variant = 0; variant < 5; ++variant) {
    sample::SampleGraph graph;
    sample::BuildSample(variant, graph);
    const std::string first = *Write(registry_, graph.module);
    EXPECT_EQ(*Write(registry_, graph.module), first) << variant;
  }
}

TEST_F(DeterminismTest, EqualGraphsAtOtherAddressesGiveTheSameBytes) {
  // The second graph is built after unrelated allocations, so every object
  // lives at a different address and in a different order in memory.
  auto first = std::make_unique<sample::SampleGraph>();
  sample::BuildSample(3, *first);
  std::vector<std::unique_ptr<std::string>> noise;
  for (int i = 0; i < 1000; ++i) noise.push_back(std::make_unique<std::string>(i, 'n'));
  auto second = std::make_unique<sample::SampleGraph>();
  sample::BuildSample(3, *second);
  EXPECT_EQ(*Write(registry_, first->module), *Write(registry_, second->module));
}

TEST_F(DeterminismTest, WritingADecodedGraphReproducesTheBlob) {
  for (int variant = 0; variant < 5; ++variant) {
    sample::SampleGraph graph;
    sample::BuildSample(variant, graph);
    const std::string blob = *Write(registry_, graph.module);
    auto reader = *Reader::Open(blob, registry_);
    EXPECT_EQ(*Write(registry_, **reader->Root<sample::Module>()), blob) << variant;
  }
}

struct Leaf {
  std::string label;
};
struct Pair {
  Ref<Leaf> left;
  Ref<Leaf> right;
  int32_t weight = 0;
};

TEST(DeterminismGoldenTest, BytesArePinned) {
  // The worked example of docs/formats/persist.md. Registration order is
  // deliberately reversed from id order; it must not matter.
  Registry registry(1);
  registry.Register<Pair>(2, "Pair", Field("left", &Pair::left), Field("right", &Pair::right),
                          Field("weight", &Pair::weight));
  registry.Register<Leaf>(1, "Leaf", Field("label", &Leaf::label));
  registry.Freeze();
  Leaf leaf{"hi"};
  Pair pair{Ref<Leaf>::To(&leaf), Ref<Leaf>::To(&leaf), -2};
  const std::string blob = *Write(registry, pair);
  const std::string stamp = Hex(blob.substr(4, 4));
  EXPECT_EQ(Hex(blob),
            "4b505354" + stamp +
                "16000000"    // header: magic "KPST", stamp, directory at 22
                "010100"      // @12 object 1 (Leaf): type 1, 1 byte: string 0
                "0203020203"  // @15 object 0 (Pair): type 2, 3 bytes: ref 1,
                              //     ref 1 (index + 1 = 2), zigzag(-2) = 3
                "6869"        // @20 string data: "hi"
                "00000000"
                "02000000"
                "01000000"
                "14000000"  // @22 root 0, 2 objects, 1 string,
                            //     string data at 20
                "0f000000"
                "0c000000"    // object 0 at 15, object 1 at 12
                "16000000");  // string 0 ends at 22
  EXPECT_EQ(blob.size(), 50u);
}

}  // namespace
}  // namespace kiln::persist
