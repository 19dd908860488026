// Laziness: opening decodes nothing, objects decode on first access (proven
// by the Reader's counters), once, and untouched bytes are never read.
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "base/env.h"
#include "base/mem_env.h"
#include "persist/persist.h"

namespace kiln::persist {
namespace {

struct Body {
  std::vector<uint8_t> tape;
  std::vector<int64_t> constants;
};
struct Method {
  std::string name;
  Ref<Body> body;
};
struct Module {
  std::string path;
  std::vector<Method> methods;
  LazySeq<Body> bodies;
};

constexpr int kBodies = 10000;

class LazyTest : public ::testing::Test {
 protected:
  LazyTest() : registry_(3) {
    registry_.Register<Body>(1, "Body", Field("tape", &Body::tape),
                             Field("constants", &Body::constants));
    registry_.Register<Method>(2, "Method", Field("name", &Method::name),
                               Field("body", &Method::body));
    registry_.Register<Module>(3, "Module", Field("path", &Module::path),
                               Field("methods", &Module::methods),
                               Field("bodies", &Module::bodies));
    registry_.Freeze();

    bodies_.resize(kBodies);
    module_.path = "Big/Module";
    for (int i = 0; i < kBodies; ++i) {
      bodies_[i].tape.assign(200, static_cast<uint8_t>(i));
      bodies_[i].constants = {i, -i, int64_t{1} << 40};
      module_.bodies.push_back(Ref<Body>::To(&bodies_[i]));
    }
    for (int i = 0; i < 3; ++i) {
      module_.methods.push_back({"m" + std::to_string(i), Ref<Body>::To(&bodies_[i * 100])});
    }
    blob_ = *Write(registry_, module_);
  }

  std::unique_ptr<Reader> Open(std::string_view blob) {
    auto reader = Reader::Open(blob, registry_);
    EXPECT_TRUE(reader.ok()) << reader.status().ToString();
    return std::move(reader).value();
  }

  Registry registry_;
  std::vector<Body> bodies_;
  Module module_;
  std::string blob_;
};

TEST_F(LazyTest, OpeningDecodesNothing) {
  auto reader = Open(blob_);
  EXPECT_EQ(reader->objects_decoded(), 0u);
  EXPECT_EQ(reader->bytes_decoded(), 0u);
  EXPECT_EQ(reader->object_count(), static_cast<uint32_t>(kBodies + 1));
}

TEST_F(LazyTest, TouchingOneBodyDecodesOnlyThatBody) {
  auto reader = Open(blob_);
  const Module* module = *reader->Root<Module>();
  EXPECT_EQ(reader->objects_decoded(), 1u);
  const uint64_t root_bytes = reader->bytes_decoded();
  EXPECT_LT(root_bytes, 100u);  // the 40 KB index array of the bodies is only located

  const Body* body = *module->bodies.Get(5000);
  EXPECT_EQ(body->tape[0], static_cast<uint8_t>(5000));
  EXPECT_EQ(body->constants[1], -5000);
  EXPECT_EQ(reader->objects_decoded(), 2u);
  const uint64_t body_bytes = reader->bytes_decoded() - root_bytes;
  EXPECT_GT(body_bytes, 200u);
  EXPECT_LT(body_bytes, 240u);
  EXPECT_LT(reader->bytes_decoded() * 5000, blob_.size());
}

TEST_F(LazyTest, DecodedObjectsAreMemoized) {
  auto reader = Open(blob_);
  const Module* module = *reader->Root<Module>();
  const Body* first = *module->bodies.Get(100);
  const uint64_t bytes = reader->bytes_decoded();
  EXPECT_EQ(*module->bodies.Get(100), first);
  EXPECT_EQ(*module->methods[1].body.Get(), first);  // the same object via a Ref field
  EXPECT_EQ(*reader->Root<Module>(), module);
  EXPECT_EQ(reader->bytes_decoded(), bytes);
  EXPECT_EQ(reader->objects_decoded(), 2u);
}

TEST_F(LazyTest, RefFieldsDecodeOnGet) {
  auto reader = Open(blob_);
  const Module* module = *reader->Root<Module>();
  ASSERT_EQ(module->methods.size(), 3u);     // inline records are decoded with the root...
  EXPECT_EQ(reader->objects_decoded(), 1u);  // ...their referenced bodies are not
  EXPECT_EQ((*module->methods[2].body.Get())->tape[0], static_cast<uint8_t>(200));
  EXPECT_EQ(reader->objects_decoded(), 2u);
}

TEST_F(LazyTest, ACorruptBodyFailsAloneOnlyWhenTouchedAndIsRemembered) {
  // Objects are numbered in the order they are first reached: the root is 0
  // and body i is i + 1. Give body 9000 an unregistered type id.
  const uint32_t directory = wire::LoadFixed32(blob_.data() + format::kDirectoryOffsetOffset);
  const char* table = blob_.data() + directory + format::kDirectoryFixedSize;
  const uint32_t offset = wire::LoadFixed32(table + format::kTableEntrySize * (9000 + 1));
  std::string bad = blob_;
  ASSERT_EQ(bad[offset], '\x01');  // Body's id
  bad[offset] = '\x7f';

  // Nothing scans the blob: opening, the root and other bodies are fine.
  auto reader = Open(bad);
  const Module* module = *reader->Root<Module>();
  EXPECT_EQ((*module->bodies.Get(10))->tape[0], 10);
  EXPECT_EQ((*module->bodies.Get(9999))->constants[0], 9999);

  auto failed = module->bodies.Get(9000);
  ASSERT_FALSE(failed.ok());
  EXPECT_TRUE(failed.status().IsCorruption());
  EXPECT_NE(failed.status().message().find("unknown type id 127"), std::string::npos)
      << failed.status().ToString();
  const uint64_t decoded = reader->objects_decoded();
  const uint64_t bytes = reader->bytes_decoded();
  auto again = module->bodies.Get(9000);
  EXPECT_EQ(again.status().ToString(), failed.status().ToString());
  EXPECT_EQ(reader->objects_decoded(), decoded);
  EXPECT_EQ(reader->bytes_decoded(), bytes);
}

TEST_F(LazyTest, ReadsAMappedFileInPlace) {
  char dir_template[] = "/tmp/persist_lazy_XXXXXX";
  ASSERT_NE(mkdtemp(dir_template), nullptr);
  const std::string path = std::string(dir_template) + "/module.ir";
  base::Env* env = base::Env::Default();
  ASSERT_TRUE(base::WriteStringToFile(env, path, blob_).ok());

  auto reader = *Reader::OpenFile(env, path, registry_);
  const Module* module = *reader->Root<Module>();
  EXPECT_EQ(module->path, "Big/Module");
  EXPECT_EQ((*module->bodies.Get(42))->constants[0], 42);
  EXPECT_EQ(reader->blob().size(), blob_.size());
  EXPECT_NE(reader->blob().data(), blob_.data());  // the mapping, not a copy of ours
  reader.reset();
  ASSERT_TRUE(env->RemoveFile(path).ok());
  ASSERT_TRUE(env->RemoveDir(dir_template).ok());
}

TEST_F(LazyTest, OpensThroughAnyEnv) {
  base::MemEnv env;
  ASSERT_TRUE(base::WriteStringToFile(&env, "m.ir", blob_).ok());
  auto reader = *Reader::OpenFile(&env, "m.ir", registry_);
  EXPECT_EQ((*reader->Root<Module>())->methods.size(), 3u);
  EXPECT_FALSE(Reader::OpenFile(&env, "missing.ir", registry_).ok());
}

}  // namespace
}  // namespace kiln::persist
