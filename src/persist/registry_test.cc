#include "persist/registry.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "persist/ref.h"

namespace kiln::persist {
namespace {

struct Leaf {
  std::string name;
  uint32_t count = 0;
};
struct Holder {
  Ref<Leaf> leaf;
  std::vector<Leaf> leaves;
  LazySeq<Leaf> lazy;
};
struct LeafWide {  // same field names as Leaf, a different kind
  std::string name;
  uint64_t count = 0;
};

void RegisterHolder(Registry& r) {
  r.Register<Holder>(2, "Holder", Field("leaf", &Holder::leaf), Field("leaves", &Holder::leaves),
                     Field("lazy", &Holder::lazy));
}

// The stamp of a registry built by `build` (which registers), frozen.
uint32_t StampOf(uint64_t seed, const std::function<void(Registry&)>& build) {
  Registry r(seed);
  build(r);
  r.Freeze();
  return r.stamp();
}

TEST(RegistryTest, DescribesLayoutsInIdOrder) {
  Registry r(7);
  RegisterHolder(r);
  r.Register<Leaf>(1, "Leaf", Field("name", &Leaf::name), Field("count", &Leaf::count));
  r.Freeze();
  EXPECT_EQ(r.Describe(),
            "1 Leaf { name: string; count: u32 }\n"
            "2 Holder { leaf: ref<1>; leaves: seq<struct<1>>; lazy: lazy_seq<1> }\n");
  EXPECT_EQ(r.Find<Leaf>()->id(), 1u);
  EXPECT_EQ(r.FindById(2)->name(), "Holder");
  EXPECT_EQ(r.FindById(3), nullptr);
}

TEST(RegistryTest, StampIgnoresRegistrationOrder) {
  auto leaf = [](Registry& r) {
    r.Register<Leaf>(1, "Leaf", Field("name", &Leaf::name), Field("count", &Leaf::count));
  };
  EXPECT_EQ(StampOf(1,
                    [&](Registry& r) {
                      leaf(r);
                      RegisterHolder(r);
                    }),
            StampOf(1, [&](Registry& r) {
              RegisterHolder(r);
              leaf(r);
            }));
}

TEST(RegistryTest, StampChangesWithEveryPartOfTheLayout) {
  auto base = [](Registry& r) {
    r.Register<Leaf>(1, "Leaf", Field("name", &Leaf::name), Field("count", &Leaf::count));
  };
  const uint32_t stamp = StampOf(1, base);
  EXPECT_EQ(stamp, StampOf(1, base));            // deterministic
  EXPECT_NE(stamp, StampOf(2, base));            // manual seed
  EXPECT_NE(stamp, StampOf(1, [](Registry& r) {  // id
              r.Register<Leaf>(9, "Leaf", Field("name", &Leaf::name), Field("count", &Leaf::count));
            }));
  EXPECT_NE(stamp, StampOf(1, [](Registry& r) {  // type name
              r.Register<Leaf>(1, "Leaf2", Field("name", &Leaf::name),
                               Field("count", &Leaf::count));
            }));
  EXPECT_NE(stamp, StampOf(1, [](Registry& r) {  // field name
              r.Register<Leaf>(1, "Leaf", Field("label", &Leaf::name),
                               Field("count", &Leaf::count));
            }));
  EXPECT_NE(stamp, StampOf(1, [](Registry& r) {  // field order
              r.Register<Leaf>(1, "Leaf", Field("count", &Leaf::count), Field("name", &Leaf::name));
            }));
  EXPECT_NE(stamp, StampOf(1, [](Registry& r) {  // field removed
              r.Register<Leaf>(1, "Leaf", Field("name", &Leaf::name));
            }));
  EXPECT_NE(stamp, StampOf(1, [](Registry& r) {  // field kind
              r.Register<LeafWide>(1, "Leaf", Field("name", &LeafWide::name),
                                   Field("count", &LeafWide::count));
            }));
  EXPECT_NE(stamp, StampOf(1, [&](Registry& r) {  // a type added
              base(r);
              RegisterHolder(r);
            }));
}

TEST(RegistryTest, StampChangesWhenAReferencedTypeChanges) {
  // Holder's own fields are unchanged; only the id of what `leaf` points to.
  auto with_leaf_id = [](uint32_t id) {
    return StampOf(1, [id](Registry& r) {
      r.Register<Leaf>(id, "Leaf", Field("name", &Leaf::name), Field("count", &Leaf::count));
      RegisterHolder(r);
    });
  };
  EXPECT_NE(with_leaf_id(1), with_leaf_id(3));
}

TEST(RegistryTest, StampIsPinned) {
  // Guards against accidental changes to the stamp computation or the kind
  // spellings. An intended change (kFormatRevision bump) updates this value.
  EXPECT_EQ(StampOf(1,
                    [](Registry& r) {
                      r.Register<Leaf>(1, "Leaf", Field("name", &Leaf::name),
                                       Field("count", &Leaf::count));
                      RegisterHolder(r);
                    }),
            2601705385u);
}

TEST(RegistryDeathTest, MisuseIsABug) {
  EXPECT_DEATH(
      {
        Registry r(1);
        RegisterHolder(r);  // refers to Leaf, never registered
        r.Freeze();
      },
      "unregistered type");
  EXPECT_DEATH(
      {
        Registry r(1);
        r.Register<Leaf>(1, "Leaf", Field("name", &Leaf::name));
        r.Register<LeafWide>(1, "Wide", Field("name", &LeafWide::name));
      },
      "registered twice");
  EXPECT_DEATH(
      {
        Registry r(1);
        r.Register<Leaf>(1, "Leaf", Field("name", &Leaf::name), Field("name", &Leaf::count));
      },
      "two fields named name");
  EXPECT_DEATH(
      {
        Registry r(1);
        r.stamp();
      },
      "not frozen");
}

}  // namespace
}  // namespace kiln::persist
