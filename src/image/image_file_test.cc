// The image file through faulty file systems (base/fault_env.h): whatever goes
// wrong while writing leaves the old image or none, never a torn one; whatever
// goes wrong while reading is a clear Status, never a crash or a wrong region.
#include "image/image_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/fault_env.h"
#include "base/mem_env.h"
#include "image/format.h"

namespace kiln::image {
namespace {

const std::string kDir = "/data/cache/ir/h/kiln-1";
const std::string kPath = kDir + "/start-0123456789abcdef-00000000.image";

ImageHeader SampleHeader(uint64_t region_size) {
  ImageHeader h;
  h.region_base = uint64_t{0x3e00} << 32;
  h.region_size = region_size;
  h.roots = h.region_base + 16;
  h.build_id = "0123456789abcdef0123";
  h.base_root = "/stdlib/Base";
  cache::PackageSources::File f;
  f.path = "/stdlib/Base/src/Base.jl";
  f.stat.size = 1234;
  f.stat.mtime_ns = 1'700'000'000'000'000'000;
  f.stat.inode = 42;
  f.source_hash = "00112233445566778899aabbccddeeff";
  h.sources.files.push_back(f);
  h.racy.push_back(true);
  h.sources.interfaces.emplace_back("Base", "ffeeddccbbaa99887766554433221100");
  return h;
}

std::string SampleRegion(size_t n) {
  std::string region(n, '\0');
  for (size_t i = 0; i < n; ++i) region[i] = static_cast<char>(i * 7 + 3);
  return region;
}

// Opens `path` and reads its region; the region's bytes on success.
base::ErrorOr<std::string> ReadBack(base::Env* env, const std::string& path) {
  ASSIGN_OR_RETURN(ImageFile file, ImageFile::Open(env, path));
  std::string region(file.padded_region_size(), '\0');
  RETURN_IF_ERROR(file.ReadRegion(region.data()));
  region.resize(file.header().region_size);
  return region;
}

class ImageFileTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(mem_.CreateDirs(kDir).ok()); }
  std::vector<std::string> Names() { return *mem_.ListDir(kDir); }

  base::MemEnv mem_;
};

TEST_F(ImageFileTest, WrittenImageReadsBack) {
  const std::string region = SampleRegion(10000);
  ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(region.size()), region).ok());
  auto file = ImageFile::Open(&mem_, kPath);
  ASSERT_TRUE(file.ok()) << file.status().ToString();
  const ImageHeader& h = file->header();
  EXPECT_EQ(h.region_size, 10000u);
  EXPECT_EQ(h.build_id, "0123456789abcdef0123");
  EXPECT_EQ(h.base_root, "/stdlib/Base");
  ASSERT_EQ(h.sources.files.size(), 1u);
  EXPECT_EQ(h.sources.files[0].stat.inode, 42u);
  EXPECT_EQ(h.racy, std::vector<bool>{true});
  EXPECT_EQ(h.sources.interfaces.size(), 1u);
  EXPECT_EQ(file->padded_region_size(), format::RoundUpToPage(10000));
  EXPECT_EQ(*ReadBack(&mem_, kPath), region);
  // The file: a page-aligned prefix, then the region padded to the page.
  EXPECT_EQ(mem_.ReadFile(kPath)->size() % format::kPage, 0u);
  EXPECT_EQ(Names().size(), 1u);  // no temporary file left
}

TEST_F(ImageFileTest, MissingIsNotFound) {
  EXPECT_TRUE(ImageFile::Open(&mem_, kPath).status().IsNotFound());
}

TEST_F(ImageFileTest, DamageIsCorruptionOrUnsupported) {
  const std::string region = SampleRegion(5000);
  ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(region.size()), region).ok());
  const std::string good = *mem_.ReadFile(kPath);
  // Every byte of the header and a sample of the region, flipped.
  for (size_t at : {size_t{0}, size_t{7}, size_t{8}, size_t{12}, size_t{16}, size_t{40},
                    size_t{100}, format::kPage - 1, format::kPage, format::kPage + 2500,
                    good.size() - 1}) {
    std::string bad = good;
    bad[at] ^= 0x10;
    ASSERT_TRUE(base::WriteStringToFile(&mem_, kPath, bad).ok());
    base::Status s = ReadBack(&mem_, kPath).status();
    EXPECT_TRUE(s.code() == base::Status::Code::kCorruption ||
                s.code() == base::Status::Code::kUnsupported)
        << "flip at " << at << ": " << s.ToString();
  }
  for (size_t cut : {size_t{0}, size_t{5}, size_t{71}, format::kPage, good.size() - 1}) {
    ASSERT_TRUE(base::WriteStringToFile(&mem_, kPath, good.substr(0, cut)).ok());
    EXPECT_EQ(ReadBack(&mem_, kPath).status().code(), base::Status::Code::kCorruption)
        << "cut at " << cut;
  }
}

// A file cut short after it was opened and its header checked: the region's
// read comes up short.
TEST_F(ImageFileTest, ShortReadIsCorruption) {
  const std::string region = SampleRegion(3 * format::kPage);
  ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(region.size()), region).ok());
  base::FaultInjectionEnv env(&mem_);
  auto file = ImageFile::Open(&env, kPath);
  ASSERT_TRUE(file.ok());
  env.SetReadLimit(static_cast<int64_t>(format::kPage + 100));
  std::string dst(file->padded_region_size(), '\0');
  base::Status s = file->ReadRegion(dst.data());
  EXPECT_EQ(s.code(), base::Status::Code::kCorruption) << s.ToString();
  EXPECT_EQ(s.message(), "truncated");
}

TEST_F(ImageFileTest, UnreadableIsPermissionDenied) {
  const std::string region = SampleRegion(100);
  ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(region.size()), region).ok());
  base::FaultInjectionEnv env(&mem_);
  env.DenyReadsUnder(kDir);
  EXPECT_EQ(ImageFile::Open(&env, kPath).status().code(), base::Status::Code::kPermissionDenied);
}

// A full disk at every point of the writing: the old image stays whole and no
// temporary file is left.
TEST_F(ImageFileTest, FullDiskKeepsTheOldImage) {
  const std::string old_region = SampleRegion(2000);
  ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(old_region.size()), old_region).ok());
  const std::string region = SampleRegion(3 * format::kPage + 10);
  base::FaultInjectionEnv env(&mem_);
  for (int64_t budget : {0, 10, 4096, 4096 + 5000, 4 * 4096}) {
    env.Reset();
    env.SetWriteBudget(budget);
    base::Status s = WriteImageFile(&env, kPath, SampleHeader(region.size()), region);
    EXPECT_EQ(s.code(), base::Status::Code::kResourceExhausted) << budget << ": " << s.ToString();
    EXPECT_EQ(*ReadBack(&mem_, kPath), old_region) << budget;
    EXPECT_EQ(Names().size(), 1u) << budget;
  }
}

TEST_F(ImageFileTest, UnwritableFolderIsPermissionDenied) {
  base::FaultInjectionEnv env(&mem_);
  env.DenyWritesUnder(kDir);
  const std::string region = SampleRegion(100);
  base::Status s = WriteImageFile(&env, kPath, SampleHeader(region.size()), region);
  EXPECT_EQ(s.code(), base::Status::Code::kPermissionDenied) << s.ToString();
  EXPECT_TRUE(Names().empty());
}

// A crash after each mutation of the writing (the temporary file's creation,
// each append, the rename): readers see the old image or the whole new one.
TEST_F(ImageFileTest, CrashBetweenWriteAndRenameLeavesOldOrNew) {
  const std::string old_region = SampleRegion(2000);
  ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(old_region.size()), old_region).ok());
  const std::string region = SampleRegion(9000);
  base::FaultInjectionEnv env(&mem_);
  bool completed = false;
  for (int64_t n = 0; !completed && n < 20; ++n) {
    ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(old_region.size()), old_region).ok());
    env.Reset();
    env.CrashAfter(n);
    base::Status s = WriteImageFile(&env, kPath, SampleHeader(region.size()), region);
    completed = s.ok();
    auto read = ReadBack(&mem_, kPath);
    ASSERT_TRUE(read.ok()) << "crash after " << n << ": " << read.status().ToString();
    EXPECT_EQ(*read, completed ? region : old_region) << "crash after " << n;
  }
  EXPECT_TRUE(completed);
}

// A directory where the image goes would make every rename fail: the writer
// removes it and the image is written.
TEST_F(ImageFileTest, DirectoryInTheImagesPlaceIsRepaired) {
  ASSERT_TRUE(mem_.CreateDirs(kPath + "/inside").ok());
  ASSERT_TRUE(base::WriteStringToFile(&mem_, kPath + "/inside/f", "x").ok());
  EXPECT_EQ(ImageFile::Open(&mem_, kPath).status().code(), base::Status::Code::kInvalidArgument);
  const std::string region = SampleRegion(100);
  ASSERT_TRUE(WriteImageFile(&mem_, kPath, SampleHeader(region.size()), region).ok());
  EXPECT_EQ(*ReadBack(&mem_, kPath), region);
}

// The real file system: a FIFO in the image's place is refused at once (a
// plain open would wait for a writer for ever).
TEST(ImageFilePosixTest, FifoIsNotAnImage) {
  char tmpl[] = "/tmp/kiln_image_test_XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  const std::string path = std::string(tmpl) + "/start-x.image";
  ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
  EXPECT_EQ(ImageFile::Open(base::Env::Default(), path).status().code(),
            base::Status::Code::kInvalidArgument);
  // And writing replaces it.
  const std::string region = SampleRegion(100);
  ASSERT_TRUE(WriteImageFile(base::Env::Default(), path, SampleHeader(region.size()), region).ok());
  EXPECT_EQ(*ReadBack(base::Env::Default(), path), region);
  EXPECT_TRUE(base::RemoveTree(base::Env::Default(), tmpl).ok());
}

}  // namespace
}  // namespace kiln::image
