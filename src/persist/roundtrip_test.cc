// Round trips of every kind: scalars, strings, bytes, sequences, optionals,
// inline records, shared objects, cycles and long reference chains.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "persist/persist.h"

namespace kiln::persist {
namespace {

enum class Color : uint8_t { kRed = 1, kBlue = 200 };
enum Level : int32_t { kLow = -5, kHigh = 1 << 30 };

struct Scalars {
  bool b = false;
  uint8_t u8 = 0;
  uint16_t u16 = 0;
  uint32_t u32 = 0;
  uint64_t u64 = 0;
  int8_t i8 = 0;
  int16_t i16 = 0;
  int32_t i32 = 0;
  int64_t i64 = 0;
  double f = 0;
  Color color = Color::kRed;
  Level level = kLow;
};

struct Strings {
  std::string a;
  std::string_view view;
  std::vector<std::string> list;
};

struct Seqs {
  std::vector<int64_t> ints;
  std::vector<std::vector<uint32_t>> nested;
  std::vector<bool> bits;
  std::vector<uint8_t> bytes;
  std::span<const uint8_t> span;
  std::optional<std::string> maybe;
  std::vector<std::optional<int32_t>> opts;
};

struct Point {
  int32_t x = 0;
  int32_t y = 0;
};
struct Shape {
  std::string name;
  Point origin;
  std::vector<Point> points;
  std::optional<Point> center;
};

struct Leaf {
  std::string label;
};
struct Pair {
  Ref<Leaf> left;
  Ref<Leaf> right;
};

struct Link {
  uint32_t value = 0;
  Ref<Link> next;
};

struct Tree {
  std::vector<Tree> kids;
};

// A wrapped number persisted as a scalar (scalar.h) rather than a record.
struct Handle {
  uint32_t index = 0;
};
struct Holder {
  Handle one;
  std::vector<Handle> many;
  std::optional<Handle> maybe;
};

}  // namespace

template <>
struct ScalarTraits<Handle> {
  using Raw = uint16_t;
  static Raw ToRaw(const Handle& h) { return static_cast<Raw>(h.index + 1); }
  static Handle FromRaw(Raw raw) { return Handle{static_cast<uint16_t>(raw - 1)}; }
};

namespace {

TEST(ScalarRoundTripTest, ScalarTypesAreWrittenAsTheirRawInteger) {
  Registry registry(7);
  registry.Register<Holder>(1, "Holder", Field("one", &Holder::one), Field("many", &Holder::many),
                            Field("maybe", &Holder::maybe));
  registry.Freeze();
  EXPECT_NE(registry.Describe().find("one: u16; many: seq<u16>; maybe: opt<u16>"),
            std::string::npos)
      << registry.Describe();
  Holder in{Handle{0xFFFF}, {Handle{0}, Handle{300}}, Handle{5}};
  auto blob = Write(registry, in);
  ASSERT_TRUE(blob.ok()) << blob.status().ToString();
  auto reader = Reader::Open(*blob, registry);
  ASSERT_TRUE(reader.ok()) << reader.status().ToString();
  auto out = (*reader)->Root<Holder>();
  ASSERT_TRUE(out.ok()) << out.status().ToString();
  EXPECT_EQ((*out)->one.index, 0xFFFFu);  // None-like: wraps to raw 0 and back
  ASSERT_EQ((*out)->many.size(), 2u);
  EXPECT_EQ((*out)->many[0].index, 0u);
  EXPECT_EQ((*out)->many[1].index, 300u);
  ASSERT_TRUE((*out)->maybe.has_value());
  EXPECT_EQ((*out)->maybe->index, 5u);
}

class RoundTripTest : public ::testing::Test {
 protected:
  RoundTripTest() : registry_(42) {
    registry_.Register<Scalars>(1, "Scalars", Field("b", &Scalars::b), Field("u8", &Scalars::u8),
                                Field("u16", &Scalars::u16), Field("u32", &Scalars::u32),
                                Field("u64", &Scalars::u64), Field("i8", &Scalars::i8),
                                Field("i16", &Scalars::i16), Field("i32", &Scalars::i32),
                                Field("i64", &Scalars::i64), Field("f", &Scalars::f),
                                Field("color", &Scalars::color), Field("level", &Scalars::level));
    registry_.Register<Strings>(2, "Strings", Field("a", &Strings::a),
                                Field("view", &Strings::view), Field("list", &Strings::list));
    registry_.Register<Seqs>(3, "Seqs", Field("ints", &Seqs::ints), Field("nested", &Seqs::nested),
                             Field("bits", &Seqs::bits), Field("bytes", &Seqs::bytes),
                             Field("span", &Seqs::span), Field("maybe", &Seqs::maybe),
                             Field("opts", &Seqs::opts));
    registry_.Register<Point>(4, "Point", Field("x", &Point::x), Field("y", &Point::y));
    registry_.Register<Shape>(5, "Shape", Field("name", &Shape::name),
                              Field("origin", &Shape::origin), Field("points", &Shape::points),
                              Field("center", &Shape::center));
    registry_.Register<Leaf>(6, "Leaf", Field("label", &Leaf::label));
    registry_.Register<Pair>(7, "Pair", Field("left", &Pair::left), Field("right", &Pair::right));
    registry_.Register<Link>(8, "Link", Field("value", &Link::value), Field("next", &Link::next));
    registry_.Register<Tree>(9, "Tree", Field("kids", &Tree::kids));
    registry_.Freeze();
  }

  // Writes `root`, opens the blob (kept in blob_), returns the decoded root.
  template <typename T>
  const T& RoundTrip(const T& root) {
    auto blob = Write(registry_, root);
    EXPECT_TRUE(blob.ok()) << blob.status().ToString();
    blob_ = std::move(blob).value();
    auto reader = Reader::Open(blob_, registry_);
    EXPECT_TRUE(reader.ok()) << reader.status().ToString();
    reader_ = std::move(reader).value();
    auto decoded = reader_->Root<T>();
    EXPECT_TRUE(decoded.ok()) << decoded.status().ToString();
    return **decoded;
  }

  Registry registry_;
  std::string blob_;
  std::unique_ptr<Reader> reader_;
};

TEST_F(RoundTripTest, ScalarsAtTheirExtremes) {
  Scalars lo{false,       0,         0,         0,         0,
             INT8_MIN,    INT16_MIN, INT32_MIN, INT64_MIN, -std::numeric_limits<double>::infinity(),
             Color::kRed, kLow};
  Scalars hi{true,         UINT8_MAX, UINT16_MAX, UINT32_MAX, UINT64_MAX,
             INT8_MAX,     INT16_MAX, INT32_MAX,  INT64_MAX,  std::numeric_limits<double>::max(),
             Color::kBlue, kHigh};
  for (const Scalars& in : {lo, hi, Scalars{}}) {
    const Scalars& out = RoundTrip(in);
    EXPECT_EQ(out.b, in.b);
    EXPECT_EQ(out.u8, in.u8);
    EXPECT_EQ(out.u16, in.u16);
    EXPECT_EQ(out.u32, in.u32);
    EXPECT_EQ(out.u64, in.u64);
    EXPECT_EQ(out.i8, in.i8);
    EXPECT_EQ(out.i16, in.i16);
    EXPECT_EQ(out.i32, in.i32);
    EXPECT_EQ(out.i64, in.i64);
    EXPECT_EQ(out.f, in.f);
    EXPECT_EQ(out.color, in.color);
    EXPECT_EQ(out.level, in.level);
  }
}

TEST_F(RoundTripTest, DoublesKeepTheirBits) {
  for (double f : {-0.0, std::numeric_limits<double>::quiet_NaN(),
                   std::numeric_limits<double>::denorm_min(), 1.0 / 3}) {
    Scalars in;
    in.f = f;
    const Scalars& out = RoundTrip(in);
    uint64_t a, b;
    std::memcpy(&a, &in.f, 8);
    std::memcpy(&b, &out.f, 8);
    EXPECT_EQ(a, b);
  }
}

TEST_F(RoundTripTest, StringsOfAnyLengthAndContent) {
  const std::string big(3 << 20, 'z');  // far beyond any 16-bit length
  const std::string nuls("a\0b\0", 4);
  Strings in{big, nuls, {"", "x", std::string(70000, 'q'), "\xff\xfe non-UTF-8"}};
  const Strings& out = RoundTrip(in);
  EXPECT_EQ(out.a, big);
  EXPECT_EQ(out.view, nuls);
  EXPECT_EQ(out.list, in.list);
}

TEST_F(RoundTripTest, StringViewsPointIntoTheBlob) {
  Strings in{"copied", "viewed", {}};
  const Strings& out = RoundTrip(in);
  EXPECT_GE(out.view.data(), blob_.data());
  EXPECT_LE(out.view.data() + out.view.size(), blob_.data() + blob_.size());
}

TEST_F(RoundTripTest, EqualStringsAreStoredOnce) {
  const std::string s(1000, 'k');
  Strings once{s, "", {}};
  Strings thrice{s, s, {s, s}};
  const size_t once_size = Write(registry_, once)->size();
  const size_t thrice_size = Write(registry_, thrice)->size();
  EXPECT_LT(thrice_size, once_size + 16);  // three more indices, no more string data
  const Strings& out = RoundTrip(thrice);
  EXPECT_EQ(reader_->string_count(), 1u);
  EXPECT_EQ(out.list[1], s);
}

TEST_F(RoundTripTest, Sequences) {
  static const uint8_t kRaw[] = {0, 1, 2, 255};
  Seqs in;
  in.ints = {0, -1, INT64_MIN, INT64_MAX};
  in.nested = {{}, {1}, {2, 3, UINT32_MAX}};
  in.bits = {true, false, true, true};
  in.bytes = {9, 8, 0, 7};
  in.span = kRaw;
  in.maybe = "present";
  in.opts = {std::nullopt, 5, -5};
  const Seqs& out = RoundTrip(in);
  EXPECT_EQ(out.ints, in.ints);
  EXPECT_EQ(out.nested, in.nested);
  EXPECT_EQ(out.bits, in.bits);
  EXPECT_EQ(out.bytes, in.bytes);
  ASSERT_EQ(out.span.size(), 4u);
  EXPECT_EQ(std::memcmp(out.span.data(), kRaw, 4), 0);
  EXPECT_GE(reinterpret_cast<const char*>(out.span.data()), blob_.data());  // in place
  EXPECT_EQ(out.maybe, in.maybe);
  EXPECT_EQ(out.opts, in.opts);

  const Seqs& empty = RoundTrip(Seqs{});
  EXPECT_TRUE(empty.ints.empty());
  EXPECT_TRUE(empty.span.empty());
  EXPECT_FALSE(empty.maybe.has_value());
}

TEST_F(RoundTripTest, InlineRecords) {
  Shape in{"tri", {1, -1}, {{0, 0}, {3, 0}, {0, 4}}, Point{1, 1}};
  const Shape& out = RoundTrip(in);
  EXPECT_EQ(out.name, "tri");
  EXPECT_EQ(out.origin.y, -1);
  ASSERT_EQ(out.points.size(), 3u);
  EXPECT_EQ(out.points[2].y, 4);
  ASSERT_TRUE(out.center.has_value());
  EXPECT_EQ(out.center->x, 1);
  EXPECT_EQ(reader_->object_count(), 1u);  // inline records are not table objects
}

TEST_F(RoundTripTest, SharedObjectsAreWrittenOnceAndStayShared) {
  Leaf leaf{"shared"};
  Pair in{Ref<Leaf>::To(&leaf), Ref<Leaf>::To(&leaf)};
  const Pair& out = RoundTrip(in);
  EXPECT_EQ(reader_->object_count(), 2u);  // the pair and one leaf
  const Leaf* left = *out.left.Get();
  const Leaf* right = *out.right.Get();
  EXPECT_EQ(left, right);
  EXPECT_EQ(left->label, "shared");
}

TEST_F(RoundTripTest, IdentityNotEqualityDecidesSharing) {
  Pair in{MakeRef(Leaf{"same"}), MakeRef(Leaf{"same"})};
  const Pair& out = RoundTrip(in);
  EXPECT_EQ(reader_->object_count(), 3u);
  EXPECT_NE(*out.left.Get(), *out.right.Get());
}

TEST_F(RoundTripTest, NullReferences) {
  const Pair& out = RoundTrip(Pair{});
  EXPECT_TRUE(out.left.is_null());
  EXPECT_EQ(*out.left.Get(), nullptr);
  EXPECT_EQ(reader_->object_count(), 1u);
}

struct Shelf {
  LazySeq<Leaf> leaves;
  LazySeq<Leaf> none;
};

TEST(LazySeqRoundTripTest, NullAndSharedElements) {
  Registry registry(1);
  registry.Register<Leaf>(1, "Leaf", Field("label", &Leaf::label));
  registry.Register<Shelf>(2, "Shelf", Field("leaves", &Shelf::leaves),
                           Field("none", &Shelf::none));
  registry.Freeze();
  Leaf a{"a"}, b{"b"};
  Shelf shelf;
  const std::vector<const Leaf*> leaves = {&a, nullptr, &b, &a};
  for (const Leaf* leaf : leaves) {
    shelf.leaves.push_back(Ref<Leaf>::To(leaf));
  }
  const std::string blob = *Write(registry, shelf);
  auto reader = *Reader::Open(blob, registry);
  const Shelf* out = *reader->Root<Shelf>();
  ASSERT_EQ(out->leaves.size(), 4u);
  EXPECT_TRUE(out->none.empty());
  EXPECT_EQ((*out->leaves.Get(0))->label, "a");
  EXPECT_TRUE(out->leaves.at(1).is_null());
  EXPECT_EQ(*out->leaves.Get(1), nullptr);
  EXPECT_EQ((*out->leaves.Get(2))->label, "b");
  EXPECT_EQ(*out->leaves.Get(3), *out->leaves.Get(0));
  EXPECT_EQ(reader->object_count(), 3u);
}

TEST_F(RoundTripTest, SelfCycle) {
  Link self{7, {}};
  self.next = Ref<Link>::To(&self);
  const Link& out = RoundTrip(self);
  EXPECT_EQ(reader_->object_count(), 1u);
  EXPECT_EQ(*out.next.Get(), &out);
}

TEST_F(RoundTripTest, CycleThroughTheRoot) {
  Link a{1, {}}, b{2, {}}, c{3, {}};
  a.next = Ref<Link>::To(&b);
  b.next = Ref<Link>::To(&c);
  c.next = Ref<Link>::To(&a);
  const Link& out = RoundTrip(a);
  EXPECT_EQ(reader_->object_count(), 3u);
  const Link* p = &out;
  for (uint32_t expected : {1u, 2u, 3u, 1u, 2u}) {
    EXPECT_EQ(p->value, expected);
    p = *p->next.Get();
  }
  EXPECT_EQ(*(*(*out.next.Get())->next.Get())->next.Get(), &out);
}

TEST_F(RoundTripTest, LongReferenceChainsNeedNoRecursion) {
  // 200,000 links: writing and reading walk them without recursing.
  std::vector<Link> links(200000);
  for (size_t i = 0; i < links.size(); ++i) {
    links[i].value = static_cast<uint32_t>(i);
    if (i + 1 < links.size()) links[i].next = Ref<Link>::To(&links[i + 1]);
  }
  const Link* p = &RoundTrip(links[0]);
  uint32_t count = 1;
  while (!p->next.is_null()) {
    p = *p->next.Get();
    ASSERT_EQ(p->value, count);
    ++count;
  }
  EXPECT_EQ(count, links.size());
}

TEST_F(RoundTripTest, InlineNestingUpToTheDepthLimit) {
  auto nest = [](int depth) {
    Tree tree;
    for (int i = 1; i < depth; ++i) {
      Tree parent;
      parent.kids.push_back(std::move(tree));
      tree = std::move(parent);
    }
    return tree;
  };
  const Tree deepest = nest(format::kDefaultMaxDepth);
  const Tree* p = &RoundTrip(deepest);
  int depth = 1;
  while (!p->kids.empty()) {
    p = &p->kids[0];
    ++depth;
  }
  EXPECT_EQ(depth, static_cast<int>(format::kDefaultMaxDepth));

  auto too_deep = Write(registry_, nest(format::kDefaultMaxDepth + 1));
  EXPECT_EQ(too_deep.status().code(), base::Status::Code::kResourceExhausted);
}

TEST_F(RoundTripTest, ADecodedGraphCanBeWrittenAgain) {
  Link a{1, {}}, b{2, {}};
  a.next = Ref<Link>::To(&b);
  b.next = Ref<Link>::To(&a);
  const std::string first = *Write(registry_, a);
  const Link& decoded = RoundTrip(a);
  EXPECT_EQ(*Write(registry_, decoded), first);
}

}  // namespace
}  // namespace kiln::persist
