// write_replace / read_resolve: a link to another module is written as the
// module's path and resolved back to the loaded module, without touching the
// live objects.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

#include "persist/persist.h"

namespace kiln::persist {
namespace {

// Stands for a loaded module, which is never persisted itself.
struct LiveModule {
  std::string name;
};

// Persisted as its path only; `target` is run-time state.
struct ModuleLink {
  std::string path;
  const LiveModule* target = nullptr;
};

struct Binding {
  std::string name;
  ModuleLink from;  // inline
};

struct Unit {
  std::vector<Binding> bindings;
  Ref<ModuleLink> shared_a;
  Ref<ModuleLink> shared_b;
};

class HooksTest : public ::testing::Test {
 protected:
  HooksTest() : registry_(9) {
    registry_.Register<ModuleLink>(1, "ModuleLink", Field("path", &ModuleLink::path));
    registry_.Register<Binding>(2, "Binding", Field("name", &Binding::name),
                                Field("from", &Binding::from));
    registry_.Register<Unit>(3, "Unit", Field("bindings", &Unit::bindings),
                             Field("shared_a", &Unit::shared_a),
                             Field("shared_b", &Unit::shared_b));
    registry_.Freeze();

    write_hooks_.SetWriteReplace<ModuleLink>(
        [this](const ModuleLink& live) -> base::ErrorOr<ModuleLink> {
          ++replaced_;
          if (live.target == nullptr) return base::Status::InvalidArgument("dangling link");
          return ModuleLink{"path/" + live.target->name, nullptr};
        });
    read_hooks_.SetReadResolve<ModuleLink>([this](ModuleLink decoded) -> base::ErrorOr<ModuleLink> {
      ++resolved_;
      auto it = loaded_.find(decoded.path);
      if (it == loaded_.end()) return base::Status::NotFound("no module " + decoded.path);
      decoded.target = &it->second;
      return decoded;
    });
    loaded_["path/Base"] = LiveModule{"Base (loaded)"};
    loaded_["path/Core"] = LiveModule{"Core (loaded)"};
  }

  Registry registry_;
  Hooks write_hooks_;
  Hooks read_hooks_;
  int replaced_ = 0;
  int resolved_ = 0;
  std::map<std::string, LiveModule> loaded_;
};

TEST_F(HooksTest, ReplaceOnWriteAndResolveOnRead) {
  LiveModule base{"Base"}, core{"Core"};
  ModuleLink shared{"", &core};
  Unit unit;
  unit.bindings.push_back({"println", ModuleLink{"", &base}});
  unit.bindings.push_back({"push!", ModuleLink{"", &core}});
  unit.shared_a = Ref<ModuleLink>::To(&shared);
  unit.shared_b = Ref<ModuleLink>::To(&shared);

  auto blob = Write(registry_, unit, WriteOptions{.hooks = &write_hooks_});
  ASSERT_TRUE(blob.ok()) << blob.status().ToString();
  EXPECT_EQ(replaced_, 3);  // two inline links, and the shared one once
  // The live objects were only read.
  EXPECT_EQ(unit.bindings[0].from.path, "");
  EXPECT_EQ(unit.bindings[0].from.target, &base);
  EXPECT_EQ(shared.path, "");

  auto reader = *Reader::Open(*blob, registry_, ReadOptions{.hooks = &read_hooks_});
  const Unit* out = *reader->Root<Unit>();
  EXPECT_EQ(resolved_, 2);  // the inline links, with the root
  EXPECT_EQ(out->bindings[0].from.path, "path/Base");
  EXPECT_EQ(out->bindings[0].from.target, &loaded_["path/Base"]);
  EXPECT_EQ(out->bindings[1].from.target->name, "Core (loaded)");
  const ModuleLink* a = *out->shared_a.Get();
  EXPECT_EQ(a, *out->shared_b.Get());
  EXPECT_EQ(a->target, &loaded_["path/Core"]);
  EXPECT_EQ(resolved_, 3);  // the shared link, once
}

TEST_F(HooksTest, WithoutHooksTheRecordIsWrittenAsIs) {
  Unit unit;
  unit.bindings.push_back({"x", ModuleLink{"literal", nullptr}});
  const std::string blob = *Write(registry_, unit);
  auto reader = *Reader::Open(blob, registry_);
  const Unit* out = *reader->Root<Unit>();
  EXPECT_EQ(out->bindings[0].from.path, "literal");
  EXPECT_EQ(out->bindings[0].from.target, nullptr);
}

TEST_F(HooksTest, HookErrorsFailTheWriteOrTheRead) {
  Unit dangling;
  dangling.bindings.push_back({"x", ModuleLink{"", nullptr}});
  auto failed = Write(registry_, dangling, WriteOptions{.hooks = &write_hooks_});
  ASSERT_FALSE(failed.ok());
  EXPECT_NE(failed.status().message().find("dangling link"), std::string::npos);

  Unit unknown;
  unknown.bindings.push_back({"x", ModuleLink{"path/Missing", nullptr}});
  const std::string blob = *Write(registry_, unknown);
  auto reader = *Reader::Open(blob, registry_, ReadOptions{.hooks = &read_hooks_});
  auto root = reader->Root<Unit>();
  ASSERT_FALSE(root.ok());
  EXPECT_TRUE(root.status().IsNotFound()) << root.status().ToString();
}

// A resolve hook may follow references of what it resolves; a cycle back to
// the object being resolved is an error, not a hang.
struct Cell {
  uint32_t value = 0;
  Ref<Cell> next;
  uint32_t sum_with_next = 0;  // run-time state computed by the hook
};

TEST(HooksCycleTest, ResolveHooksMayFollowReferencesButNotCycles) {
  Registry registry(1);
  registry.Register<Cell>(1, "Cell", Field("value", &Cell::value), Field("next", &Cell::next));
  registry.Freeze();
  Hooks hooks;
  hooks.SetReadResolve<Cell>([](Cell cell) -> base::ErrorOr<Cell> {
    ASSIGN_OR_RETURN(const Cell* next, cell.next.Get());
    cell.sum_with_next = cell.value + (next != nullptr ? next->value : 0);
    return cell;
  });

  Cell c{3, {}}, b{2, Ref<Cell>::To(&c)}, a{1, Ref<Cell>::To(&b)};
  const std::string blob = *Write(registry, a);
  auto reader = *Reader::Open(blob, registry, ReadOptions{.hooks = &hooks});
  const Cell* root = *reader->Root<Cell>();
  EXPECT_EQ(root->sum_with_next, 3u);
  EXPECT_EQ((*root->next.Get())->sum_with_next, 5u);

  c.next = Ref<Cell>::To(&a);  // now a cycle
  const std::string cyclic_blob = *Write(registry, a);
  auto cyclic = *Reader::Open(cyclic_blob, registry, ReadOptions{.hooks = &hooks});
  auto failed = cyclic->Root<Cell>();
  ASSERT_FALSE(failed.ok());
  EXPECT_NE(failed.status().message().find("cycle"), std::string::npos)
      << failed.status().ToString();
}

}  // namespace
}  // namespace kiln::persist
