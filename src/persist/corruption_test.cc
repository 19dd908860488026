// Untrusted bytes: every kind of damage yields a status (or, where it cannot
// be detected, a well-formed value), never a crash, a hang or a huge
// allocation. Run under ASan/UBSan in the Debug build.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "persist/persist.h"
#include "persist/sample_schema.h"

namespace kiln::persist {
namespace {

using base::Status;

const std::string kZero(1, '\0');

std::string Varint(uint64_t v) {
  std::string out;
  wire::PutVarint(&out, v);
  return out;
}
std::string Fixed32(uint32_t v) {
  std::string out;
  wire::PutFixed32(&out, v);
  return out;
}

// Assembles blobs by hand, including ones the Writer never produces.
class BlobBuilder {
 public:
  explicit BlobBuilder(uint32_t stamp) : bytes_(format::kHeaderSize, '\0'), stamp_(stamp) {}

  // Appends an object encoding and a table entry for it; returns its index.
  uint32_t AddObject(uint64_t type_id, std::string_view body) {
    offsets_.push_back(static_cast<uint32_t>(bytes_.size()));
    bytes_ += Varint(type_id) + Varint(body.size());
    bytes_ += body;
    return static_cast<uint32_t>(offsets_.size() - 1);
  }
  // A table entry at an arbitrary offset.
  void AddEntry(uint32_t offset) { offsets_.push_back(offset); }
  void AddString(std::string_view s) { strings_.push_back(std::string(s)); }

  std::string Build(uint32_t root = 0) const {
    std::string blob = bytes_;
    const auto string_data = static_cast<uint32_t>(blob.size());
    std::vector<uint32_t> ends;
    for (const std::string& s : strings_) {
      blob += s;
      ends.push_back(static_cast<uint32_t>(blob.size()));
    }
    const auto directory = static_cast<uint32_t>(blob.size());
    blob += Fixed32(root) + Fixed32(static_cast<uint32_t>(offsets_.size())) +
            Fixed32(static_cast<uint32_t>(strings_.size())) + Fixed32(string_data);
    for (uint32_t offset : offsets_) blob += Fixed32(offset);
    for (uint32_t end : ends) blob += Fixed32(end);
    wire::StoreFixed32(&blob, format::kMagicOffset, format::kMagic);
    wire::StoreFixed32(&blob, format::kStampOffset, stamp_);
    wire::StoreFixed32(&blob, format::kDirectoryOffsetOffset, directory);
    return blob;
  }

 private:
  std::string bytes_;
  uint32_t stamp_;
  std::vector<uint32_t> offsets_;
  std::vector<std::string> strings_;
};

struct Tree {
  std::vector<Tree> kids;
};
struct Empty {};
struct Item {
  std::string s;
  std::vector<uint8_t> data;
  Ref<Item> next;
  bool flag = false;
};
struct Holder {
  LazySeq<Item> items;
  std::vector<Empty> empties;
  std::vector<std::vector<Empty>> nested;
};

class CorruptionTest : public ::testing::Test {
 protected:
  CorruptionTest() : registry_(5) {
    registry_.Register<Tree>(1, "Tree", Field("kids", &Tree::kids));
    registry_.Register<Item>(2, "Item", Field("s", &Item::s), Field("data", &Item::data),
                             Field("next", &Item::next), Field("flag", &Item::flag));
    registry_.Register<Empty>(3, "Empty");
    registry_.Register<Holder>(4, "Holder", Field("items", &Holder::items),
                               Field("empties", &Holder::empties),
                               Field("nested", &Holder::nested));
    registry_.Freeze();
    sample::RegisterSample(sample_registry_);
  }

  BlobBuilder Builder() const { return BlobBuilder(registry_.stamp()); }

  // Opens `blob` and resolves the root and every item (following `next`).
  Status ReadAll(std::string_view blob, const ReadOptions& options = {}) {
    ASSIGN_OR_RETURN(auto reader, Reader::Open(blob, registry_, options));
    last_units_ = 0;
    ASSIGN_OR_RETURN(const Holder* holder, reader->Root<Holder>());
    for (size_t i = 0; i < holder->items.size(); ++i) {
      ASSIGN_OR_RETURN(const Item* item, holder->items.Get(i));
      for (int hops = 0; item != nullptr && hops < 4; ++hops) {
        ASSIGN_OR_RETURN(item, item->next.Get());
      }
      last_units_ = reader->decode_units();
    }
    return Status::Ok();
  }

  std::string SampleBlob(int variant) {
    sample::SampleGraph graph;
    sample::BuildSample(variant, graph);
    return *Write(sample_registry_, graph.module);
  }

  Registry registry_;
  Registry sample_registry_{sample::kSeed};
  uint64_t last_units_ = 0;
};

// A holder with `items` lazy entries (reference values) and the given tails.
std::string HolderBody(const std::vector<uint32_t>& items,
                       std::string_view tail = std::string_view("\x00\x00", 2)) {
  std::string body = Varint(items.size());
  for (uint32_t v : items) body += Fixed32(v);
  body += tail;
  return body;
}

TEST_F(CorruptionTest, WellFormedHandAssembledBlobReads) {
  BlobBuilder b = Builder();
  b.AddObject(4, HolderBody({2}));
  b.AddObject(2, Varint(0) + Varint(2) + "ab" + Varint(0) + "\x01");
  b.AddString("item");
  EXPECT_TRUE(ReadAll(b.Build()).ok()) << ReadAll(b.Build()).ToString();
}

TEST_F(CorruptionTest, NotABlob) {
  const std::string blob = SampleBlob(1);
  for (size_t n = 0; n < format::kHeaderSize; ++n) {
    EXPECT_TRUE(sample::WalkSample(blob.substr(0, n), sample_registry_).IsCorruption()) << n;
  }
  std::string bad_magic = blob;
  bad_magic[0] = 'X';
  Status s = sample::WalkSample(bad_magic, sample_registry_);
  EXPECT_TRUE(s.IsCorruption());
  EXPECT_NE(s.message().find("magic"), std::string::npos);
}

TEST_F(CorruptionTest, VersionMismatchIsUnsupported) {
  const std::string blob = SampleBlob(1);
  Registry other_seed(sample::kSeed + 1);
  sample::RegisterSample(other_seed);
  EXPECT_EQ(sample::WalkSample(blob, other_seed).code(), Status::Code::kUnsupported);

  // Same seed, one field renamed: the stamp changes without anyone bumping it.
  Registry renamed(5);
  renamed.Register<Tree>(1, "Tree", Field("children", &Tree::kids));
  renamed.Register<Item>(2, "Item", Field("s", &Item::s), Field("data", &Item::data),
                         Field("next", &Item::next), Field("flag", &Item::flag));
  renamed.Register<Empty>(3, "Empty");
  renamed.Register<Holder>(4, "Holder", Field("items", &Holder::items),
                           Field("empties", &Holder::empties), Field("nested", &Holder::nested));
  renamed.Freeze();
  BlobBuilder b = Builder();
  b.AddObject(4, HolderBody({}));
  auto reader = Reader::Open(b.Build(), renamed);
  ASSERT_FALSE(reader.ok());
  EXPECT_EQ(reader.status().code(), Status::Code::kUnsupported);
  EXPECT_NE(reader.status().message().find("stamp"), std::string::npos);
}

TEST_F(CorruptionTest, UnknownTypeIdsAreRejected) {
  BlobBuilder b = Builder();
  b.AddObject(99, HolderBody({}));
  Status s = ReadAll(b.Build());
  EXPECT_TRUE(s.IsCorruption());
  EXPECT_NE(s.message().find("unknown type id 99"), std::string::npos) << s.ToString();

  BlobBuilder huge = Builder();
  huge.AddObject(UINT64_MAX, HolderBody({}));
  EXPECT_TRUE(ReadAll(huge.Build()).IsCorruption());
}

TEST_F(CorruptionTest, ARegisteredButUnexpectedTypeIsRejected) {
  BlobBuilder b = Builder();
  b.AddObject(2, HolderBody({}));  // an Item where the root Holder is expected
  Status s = ReadAll(b.Build());
  EXPECT_TRUE(s.IsCorruption());
  EXPECT_NE(s.message().find("where Holder"), std::string::npos) << s.ToString();

  BlobBuilder self = Builder();
  self.AddObject(4, HolderBody({1}));  // items[0] is the holder itself
  EXPECT_TRUE(ReadAll(self.Build()).IsCorruption());
}

TEST_F(CorruptionTest, DirectoryInconsistencies) {
  BlobBuilder b = Builder();
  b.AddObject(4, HolderBody({}));
  const std::string good = b.Build();
  ASSERT_TRUE(ReadAll(good).ok());
  const size_t dir = wire::LoadFixed32(good.data() + format::kDirectoryOffsetOffset);
  auto with = [&](size_t pos, uint32_t v) {
    std::string bad = good;
    wire::StoreFixed32(&bad, pos, v);
    return bad;
  };
  for (uint32_t v : {0u, 11u, static_cast<uint32_t>(good.size()), UINT32_MAX}) {
    EXPECT_TRUE(ReadAll(with(format::kDirectoryOffsetOffset, v)).IsCorruption()) << v;
  }
  EXPECT_TRUE(ReadAll(with(dir + format::kDirRootOffset, 1)).IsCorruption());
  EXPECT_TRUE(ReadAll(with(dir + format::kDirObjectCountOffset, 0)).IsCorruption());
  EXPECT_TRUE(ReadAll(with(dir + format::kDirObjectCountOffset, UINT32_MAX)).IsCorruption());
  EXPECT_TRUE(ReadAll(with(dir + format::kDirStringCountOffset, 1)).IsCorruption());
  EXPECT_TRUE(ReadAll(with(dir + format::kDirStringDataOffset, dir + 1)).IsCorruption());
  EXPECT_TRUE(ReadAll(with(dir + format::kDirStringDataOffset, 3)).IsCorruption());
  // Table entries outside the object area, or not at an object.
  EXPECT_TRUE(ReadAll(with(dir + format::kDirectoryFixedSize, 4)).IsCorruption());
  EXPECT_TRUE(ReadAll(with(dir + format::kDirectoryFixedSize, dir)).IsCorruption());
  EXPECT_FALSE(ReadAll(with(dir + format::kDirectoryFixedSize, 13)).ok());
}

TEST_F(CorruptionTest, BadValues) {
  auto item = [&](std::string_view body) {
    BlobBuilder b = Builder();
    b.AddObject(4, HolderBody({2}));
    b.AddObject(2, body);
    b.AddString("s");
    return ReadAll(b.Build());
  };
  const std::string ok_tail = Varint(0) + kZero;  // next = null, flag = false
  ASSERT_TRUE(item(Varint(0) + Varint(0) + ok_tail).ok());
  EXPECT_TRUE(item(Varint(1) + Varint(0) + ok_tail).IsCorruption());             // string index
  EXPECT_TRUE(item(Varint(0) + Varint(5) + "ab" + ok_tail).IsCorruption());      // bytes length
  EXPECT_TRUE(item(Varint(0) + Varint(0) + Varint(3) + kZero).IsCorruption());   // ref range
  EXPECT_TRUE(item(Varint(0) + Varint(0) + Varint(0) + "\x02").IsCorruption());  // bool 2
  EXPECT_TRUE(item(Varint(0) + Varint(0) + ok_tail + "x").IsCorruption());       // trailing
  EXPECT_TRUE(item(Varint(0) + Varint(0) + Varint(0)).IsCorruption());           // truncated
  EXPECT_TRUE(item(std::string("\x80\x00", 2) + Varint(0) + ok_tail).IsCorruption());  // overlong
  // A reference to an object of another type.
  EXPECT_TRUE(item(Varint(0) + Varint(0) + Varint(1) + kZero).IsCorruption());
}

TEST_F(CorruptionTest, StringBoundsAreChecked) {
  BlobBuilder b = Builder();
  b.AddObject(4, HolderBody({2}));
  b.AddObject(2, Varint(1) + Varint(0) + Varint(0) + kZero);  // string 1
  b.AddString("first");
  b.AddString("second");
  const std::string good = b.Build();
  ASSERT_TRUE(ReadAll(good).ok());
  const size_t dir = wire::LoadFixed32(good.data() + format::kDirectoryOffsetOffset);
  const size_t ends = dir + format::kDirectoryFixedSize + 2 * format::kTableEntrySize;
  std::string reversed = good;
  wire::StoreFixed32(&reversed, ends, wire::LoadFixed32(good.data() + ends + 4) + 1);
  EXPECT_TRUE(ReadAll(reversed).IsCorruption());
  std::string past = good;
  wire::StoreFixed32(&past, ends + 4, static_cast<uint32_t>(dir + 1));
  EXPECT_TRUE(ReadAll(past).IsCorruption());
}

TEST_F(CorruptionTest, DeepNestingIsAnErrorNotAStackOverflow) {
  // A Tree nested 200,000 levels deep inline: 200,000 counts of 1, then 0.
  std::string body;
  for (int i = 0; i < 200000; ++i) body += '\x01';
  body += '\x00';
  BlobBuilder b = Builder();
  b.AddObject(1, body);
  const std::string blob = b.Build();
  auto reader = *Reader::Open(blob, registry_);
  auto tree = reader->Root<Tree>();
  ASSERT_FALSE(tree.ok());
  EXPECT_NE(tree.status().message().find("nested deeper than"), std::string::npos)
      << tree.status().ToString();
}

TEST_F(CorruptionTest, ForgedCountsAllocateNothing) {
  // Counts far beyond the bytes present: each fails at once.
  for (uint64_t count : {uint64_t{1} << 40, uint64_t{1} << 62, UINT64_MAX}) {
    BlobBuilder lazy = Builder();
    lazy.AddObject(4, Varint(count) + kZero + kZero);
    EXPECT_TRUE(ReadAll(lazy.Build()).IsCorruption()) << count;

    BlobBuilder empties = Builder();  // elements that encode to zero bytes
    empties.AddObject(4, Varint(0) + Varint(count) + Varint(0));
    EXPECT_EQ(ReadAll(empties.Build()).code(), Status::Code::kResourceExhausted) << count;

    BlobBuilder bytes = Builder();
    bytes.AddObject(4, HolderBody({2}));
    bytes.AddObject(2, Varint(0) + Varint(count) + "tiny");
    bytes.AddString("s");
    EXPECT_TRUE(ReadAll(bytes.Build()).IsCorruption()) << count;
  }
  // Nested sequences of empty records cannot multiply either.
  std::string nested = Varint(0) + Varint(0) + Varint(1000);
  for (int i = 0; i < 1000; ++i) nested += Varint(uint64_t{1} << 30);
  BlobBuilder b = Builder();
  b.AddObject(4, nested);
  EXPECT_EQ(ReadAll(b.Build()).code(), Status::Code::kResourceExhausted);
}

TEST_F(CorruptionTest, TheDecodeBudgetBoundsRepeatedDecoding) {
  // 20,000 table entries all naming one 1,000-byte item: every entry decodes
  // it again (distinct indices are distinct objects), quadratic in the blob
  // without a budget.
  const int kEntries = 20000;
  BlobBuilder b = Builder();
  std::vector<uint32_t> items;
  for (int i = 0; i < kEntries; ++i) items.push_back(static_cast<uint32_t>(i + 2));
  b.AddObject(4, HolderBody(items));
  const uint32_t item_index =
      b.AddObject(2, Varint(0) + Varint(990) + std::string(990, 'd') + Varint(0) + kZero);
  const std::string probe = b.Build();
  const uint32_t dir = wire::LoadFixed32(probe.data() + format::kDirectoryOffsetOffset);
  const uint32_t item_offset = wire::LoadFixed32(probe.data() + dir + format::kDirectoryFixedSize +
                                                 format::kTableEntrySize * item_index);
  for (int i = 1; i < kEntries; ++i) b.AddEntry(item_offset);
  b.AddString("");
  const std::string blob = b.Build();

  Status s = ReadAll(blob);
  EXPECT_EQ(s.code(), Status::Code::kResourceExhausted) << s.ToString();
  EXPECT_LE(last_units_, format::kDefaultBudgetFactor * blob.size() + format::kDefaultBudgetSlack);

  // A tighter budget stops sooner; an ample one lets it finish.
  EXPECT_EQ(ReadAll(blob, ReadOptions{.max_decode_units = 50'000}).code(),
            Status::Code::kResourceExhausted);
  EXPECT_LT(last_units_, 50'000u);
  EXPECT_TRUE(ReadAll(blob, ReadOptions{.max_decode_units = 100'000'000}).ok());
}

TEST_F(CorruptionTest, EveryTruncationIsDetected) {
  for (int variant : {1, 2}) {
    const std::string blob = SampleBlob(variant);
    ASSERT_TRUE(sample::WalkSample(blob, sample_registry_).ok());
    for (size_t n = 0; n < blob.size(); ++n) {
      EXPECT_FALSE(sample::WalkSample(blob.substr(0, n), sample_registry_).ok()) << n;
    }
  }
}

// Every single-bit flip, and every byte set to 0x00, 0x80 and 0xFF, at every
// offset of a small blob: reading must end with a status or a fully
// traversable graph. Sanitizers catch any out-of-bounds access on the way.
TEST_F(CorruptionTest, EveryBitFlipAndByteSmashIsSurvived) {
  const std::string blob = SampleBlob(1);
  ASSERT_LT(blob.size(), 2000u);
  int detected = 0, undetected = 0;
  auto check = [&](const std::string& bad) {
    Status s = sample::WalkSample(bad, sample_registry_);
    (s.ok() ? undetected : detected)++;
  };
  for (size_t pos = 0; pos < blob.size(); ++pos) {
    for (int bit = 0; bit < 8; ++bit) {
      std::string bad = blob;
      bad[pos] = static_cast<char>(bad[pos] ^ (1 << bit));
      check(bad);
    }
    for (char smash : {'\x00', '\x80', '\xff'}) {
      if (blob[pos] == smash) continue;
      std::string bad = blob;
      bad[pos] = smash;
      check(bad);
    }
  }
  // Most damage is detected; the rest changes values (an integer, a string
  // index) into other well-formed values.
  EXPECT_GT(detected, undetected);
  RecordProperty("detected", detected);
  RecordProperty("undetected", undetected);
}

}  // namespace
}  // namespace kiln::persist
