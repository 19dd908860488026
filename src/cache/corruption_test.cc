// CACHE.md §3, "corrupt .ir / .meta / .bindings (bit flip anywhere,
// truncation, zero bytes, garbage)": the entry is rejected, deleted where
// writable, the module compiled from source with the same output, and the
// entry rewritten; and "cache written by another Kiln version or format":
// ignored, replaced. Also a late failure (a body that does not decode) is
// recovered without the program noticing.
#include <gtest/gtest.h>

#include <functional>
#include <random>

#include "cache/entry_writer.h"
#include "cache/format.h"
#include "cache/format_version.h"
#include "cache/ir_cache.h"
#include "cache/meta.h"
#include "cache/testing.h"
#include "cache/wire.h"
#include "persist/format.h"
#include "persist/wire.h"
#include "tape/encoder.h"

namespace kiln::cache {
namespace {

using testing::DefaultOptions;
using testing::RunOnce;
using testing::ToyCompiler;
using testing::Workspace;

class CorruptionTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ToyCompiler off;
    reference_ = RunOnce(&ws_.mem, off, DefaultOptions(CacheMode::kOff), Files()).text;
    auto cold = Run();
    ASSERT_TRUE(cold.status.ok());
    ASSERT_EQ(cold.text, reference_);
    for (const char* ext : {".ir", ".meta"}) originals_[ext] = Read(Entry(ext));
    originals_[".bindings"] = Read(Dir() + "/P.bindings");
  }

  std::vector<std::pair<source::Package, std::string>> Files() const {
    return {{ws_.pkg, "/pkg/src/a.jl"}};
  }
  testing::RunResult Run(CacheOptions options = DefaultOptions()) {
    return RunOnce(&ws_.mem, compiler_, options, Files(), {ws_.pkg});
  }
  std::string Dir() const { return "/pkg/.kiln/cache/ir/kiln-" + std::string(testing::kVersion); }
  std::string Entry(const char* ext) const { return Dir() + "/P/a" + ext; }
  std::string Read(const std::string& path) {
    auto bytes = ws_.mem.ReadFile(path);
    EXPECT_TRUE(bytes.ok()) << path;
    return bytes.ok() ? *bytes : std::string();
  }
  void Put(const std::string& path, const std::string& bytes) { ws_.Write(path, bytes); }
  void Restore() {
    Put(Entry(".ir"), originals_[".ir"]);
    Put(Entry(".meta"), originals_[".meta"]);
    Put(Dir() + "/P.bindings", originals_[".bindings"]);
  }

  // One run with a damaged entry: same output, compiled, the reason
  // mentions `reason`, and the entry is whole again afterwards.
  void ExpectRejectedAndRewritten(const std::string& what, const std::string& reason) {
    compiler_.Reset();
    auto r = Run();
    ASSERT_TRUE(r.status.ok()) << what << ": " << r.status.ToString();
    EXPECT_EQ(r.text, reference_) << what;
    ASSERT_EQ(r.stats.units.size(), 1u);
    EXPECT_FALSE(r.stats.units[0].from_cache) << what;
    EXPECT_NE(r.stats.units[0].reason.find(reason), std::string::npos)
        << what << ": " << r.stats.units[0].reason;
    EXPECT_EQ(compiler_.count("/pkg/src/a.jl"), 1) << what;
    // Deterministic: the rewritten entry is byte for byte the original.
    EXPECT_EQ(Read(Entry(".ir")), originals_[".ir"]) << what;
    EXPECT_EQ(Read(Entry(".meta")), originals_[".meta"]) << what;
  }

  // Writes `bad` as the entry's .ir with a .meta that vouches for it: a change
  // the blob hash does not catch.
  void PutVouched(const std::string& bad) {
    auto meta = MetaFromJson(originals_[".meta"]);
    ASSERT_TRUE(meta.ok());
    Meta vouching = *meta;
    vouching.blob_hash = ContentHash(bad);
    Put(Entry(".ir"), bad);
    Put(Entry(".meta"), MetaToJson(vouching));
  }

  // The object at `offset` of the .ir made undecodable (no such record type)
  // behind a vouching .meta: the run recovers by compiling once, prints the
  // same, rewrites the entry, and the next run loads it as before.
  void ExpectLateFailureRecovered(uint32_t offset) {
    std::string bad = originals_[".ir"];
    bad[offset] = 0x7f;
    PutVouched(bad);
    compiler_.Reset();
    auto r = Run();
    ASSERT_TRUE(r.status.ok()) << offset;
    EXPECT_EQ(r.text, reference_) << offset;
    ASSERT_EQ(r.stats.units.size(), 1u);
    EXPECT_TRUE(r.stats.units[0].from_cache) << offset;
    EXPECT_EQ(r.stats.recoveries, 1u) << offset;
    EXPECT_EQ(compiler_.total(), 1) << offset;
    EXPECT_EQ(Read(Entry(".ir")), originals_[".ir"]) << offset;  // rewritten
    compiler_.Reset();
    auto again = Run();
    EXPECT_EQ(again.stats.recoveries, 0u) << offset;
    EXPECT_EQ(compiler_.total(), 0) << offset;
  }

  Workspace ws_;
  ToyCompiler compiler_;
  std::string reference_;
  std::map<std::string, std::string> originals_;
};

TEST_F(CorruptionTest, BitFlipAnywhereInTheIrIsRejected) {
  const std::string ir = originals_[".ir"];
  for (size_t i = 0; i < ir.size(); ++i) {
    std::string bad = ir;
    bad[i] = static_cast<char>(bad[i] ^ (1 << (i % 8)));
    Put(Entry(".ir"), bad);
    ExpectRejectedAndRewritten("ir byte " + std::to_string(i), "package: bad .ir");
    if (HasFatalFailure() || HasFailure()) return;
  }
}

TEST_F(CorruptionTest, BitFlipAnywhereInTheMetaIsRejected) {
  const std::string meta = originals_[".meta"];
  for (size_t i = 0; i < meta.size(); ++i) {
    for (int bit : {static_cast<int>(i % 8), 5}) {
      std::string bad = meta;
      bad[i] = static_cast<char>(bad[i] ^ (1 << bit));
      Put(Entry(".meta"), bad);
      // Depending on the byte: unparsable, a version or hash that does not
      // match, a source or import that does not match.
      ExpectRejectedAndRewritten("meta byte " + std::to_string(i), "package: ");
      if (HasFailure()) return;
    }
  }
}

TEST_F(CorruptionTest, TruncatedZeroLengthAndGarbageFilesAreRejected) {
  for (const char* ext : {".ir", ".meta"}) {
    const std::string bytes = originals_[ext];
    for (size_t n = 0; n < bytes.size(); n += (n < 64 ? 1 : 7)) {
      Put(Entry(ext), bytes.substr(0, n));
      ExpectRejectedAndRewritten(std::string(ext) + " cut at " + std::to_string(n), "package: ");
      if (HasFailure()) return;
    }
    std::mt19937 rng(42);
    std::string garbage(bytes.size(), '\0');
    for (char& c : garbage) c = static_cast<char>(rng());
    Put(Entry(ext), garbage);
    ExpectRejectedAndRewritten(std::string(ext) + " garbage", "package: ");
    Put(Entry(ext), std::string(bytes.size(), '\0'));
    ExpectRejectedAndRewritten(std::string(ext) + " zeros", "package: ");
  }
  // A .meta of another entry: valid JSON, wrong file.
  auto other = RunOnce(&ws_.mem, compiler_, DefaultOptions(), {{ws_.pkg, "/pkg/src/b.jl"}});
  ASSERT_TRUE(other.status.ok());
  Put(Entry(".meta"), Read(Dir() + "/P/b.meta"));
  ExpectRejectedAndRewritten("meta of b", "package: ");
  // An .ir without its .meta, and a .meta without its .ir.
  ASSERT_TRUE(ws_.mem.RemoveFile(Entry(".meta")).ok());
  ExpectRejectedAndRewritten("no meta", "package: no entry");
  ASSERT_TRUE(ws_.mem.RemoveFile(Entry(".ir")).ok());
  ExpectRejectedAndRewritten("no ir", "package: no .ir file");
}

TEST_F(CorruptionTest, DamagedBindingsAreRebuiltWhileEntriesStayValid) {
  const std::string bindings = originals_[".bindings"];
  for (size_t i = 0; i < bindings.size(); i += 3) {
    std::string bad = bindings;
    bad[i] = static_cast<char>(bad[i] ^ (1 << (i % 8)));
    Put(Dir() + "/P.bindings", bad);
    compiler_.Reset();
    auto r = Run();
    ASSERT_TRUE(r.status.ok());
    EXPECT_EQ(r.text, reference_);
    // The entry is still good: the source is hashed instead of trusted by stat.
    EXPECT_EQ(compiler_.total(), 0) << i;
    EXPECT_EQ(Read(Dir() + "/P.bindings"), bindings) << i;
  }
  Put(Dir() + "/P.bindings", "");
  auto r = Run();
  EXPECT_EQ(compiler_.total(), 0);
  EXPECT_EQ(Read(Dir() + "/P.bindings"), bindings);
}

TEST_F(CorruptionTest, AnotherKilnVersionOrFormatIsIgnoredAndReplaced) {
  auto meta = MetaFromJson(originals_[".meta"]);
  ASSERT_TRUE(meta.ok());
  Meta other = *meta;
  other.kiln_version = "0.0.1";
  Put(Entry(".meta"), MetaToJson(other));
  ExpectRejectedAndRewritten("kiln version", "another Kiln version or format");
  other = *meta;
  other.format_version = "00000000000000000000000000000000";
  Put(Entry(".meta"), MetaToJson(other));
  ExpectRejectedAndRewritten("format version", "another Kiln version or format");
  // A blob of another schema, with a .meta that vouches for it: the blob's
  // own stamp rejects it.
  std::string ir = originals_[".ir"];
  ir[persist::format::kStampOffset] = static_cast<char>(ir[persist::format::kStampOffset] ^ 1);
  other = *meta;
  other.blob_hash = ContentHash(ir);
  Put(Entry(".ir"), ir);
  Put(Entry(".meta"), MetaToJson(other));
  ExpectRejectedAndRewritten("stamp", "version stamp");
  // Another Kiln version's directory is never looked at.
  CacheOptions next = DefaultOptions();
  next.kiln_version = "9.9.9";
  compiler_.Reset();
  auto r = Run(next);
  EXPECT_EQ(compiler_.total(), 1);
  EXPECT_TRUE(ws_.mem.FileExists("/pkg/.kiln/cache/ir/kiln-9.9.9/P/a.ir"));
  EXPECT_EQ(Read(Entry(".ir")), originals_[".ir"]);  // the other version's entry is left alone
}

// Offsets of the TapeBody objects in an .ir blob (from its directory).
// The offsets of the blob's objects of record type `id` (TapeBody is 21,
// MethodDef 14: wire.cc).
std::vector<uint32_t> ObjectsOf(const std::string& blob, uint8_t id) {
  using persist::wire::LoadFixed32;
  std::vector<uint32_t> out;
  const uint32_t dir = LoadFixed32(blob.data() + persist::format::kDirectoryOffsetOffset);
  const uint32_t count = LoadFixed32(blob.data() + dir + persist::format::kDirObjectCountOffset);
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t offset = LoadFixed32(blob.data() + dir + persist::format::kDirectoryFixedSize + 4 * i);
    if (static_cast<uint8_t>(blob[offset]) == id) out.push_back(offset);
  }
  return out;
}

TEST_F(CorruptionTest, ABodyThatFailsLateIsRecompiledTransparentlyAndRewritten) {
  std::vector<uint32_t> tapes = ObjectsOf(originals_[".ir"], 21);
  ASSERT_GE(tapes.size(), 3u);
  // The definitions decode, the body does not.
  for (uint32_t offset : tapes) ExpectLateFailureRecovered(offset);
  // Under --cache=require the same late failure is an error the program sees.
  std::string bad = originals_[".ir"];
  bad[tapes[0]] = 0x7f;
  PutVouched(bad);
  auto r = Run(DefaultOptions(CacheMode::kRequire));
  EXPECT_NE(r.text.find("--cache=require: cache entry of /pkg/src/a.jl failed late"),
            std::string::npos)
      << r.text;
}

TEST_F(CorruptionTest, AMethodDefinitionThatFailsLateIsRecompiledTransparently) {
  // Method definitions are decoded when first needed, after their module:
  // one that does not decode (or does not match its stub) is a late failure
  // like a body's.
  std::vector<uint32_t> methods = ObjectsOf(originals_[".ir"], 14);
  ASSERT_GE(methods.size(), 2u);
  for (uint32_t offset : methods) ExpectLateFailureRecovered(offset);
}

TEST_F(CorruptionTest, AnyByteBehindAVouchingMetaNeverCrashes) {
  // With the blob hash forged to match, every byte of the blob is untrusted
  // input to the reader and the verifiers: each run must end in a rejection,
  // a recovery or a load, never a crash (the sanitizers watch).
  const std::string ir = originals_[".ir"];
  auto meta = MetaFromJson(originals_[".meta"]);
  ASSERT_TRUE(meta.ok());
  for (size_t i = 0; i < ir.size(); ++i) {
    std::string bad = ir;
    bad[i] = static_cast<char>(bad[i] ^ (1 << (i % 8)));
    Meta vouching = *meta;
    vouching.blob_hash = ContentHash(bad);
    Put(Entry(".ir"), bad);
    Put(Entry(".meta"), MetaToJson(vouching));
    auto r = Run();
    ASSERT_TRUE(r.status.ok()) << i;
  }
}

TEST_F(CorruptionTest, AVouchedTapeThatReadsAnUnsetRegisterIsRejected) {
  // A planted entry whose hash matches and whose tape is well formed in every
  // operand, but reads a register nothing writes: an undefined value would
  // reach dispatch. The verifier's definite-assignment proof rejects it and
  // the run recovers with the same output.
  auto meta = MetaFromJson(originals_[".meta"]);
  ASSERT_TRUE(meta.ok());
  ir::FileIr file = testing::CompileToy(Read("/pkg/src/a.jl"), meta->source);
  std::vector<std::vector<tape::TapeBody>> tapes(file.modules.size());
  int planted = 0;
  for (size_t mi = 0; mi < file.modules.size(); ++mi) {
    const ir::ModuleIr& m = *file.modules[mi];
    for (size_t bi = 0; bi < m.bodies().size(); ++bi) {
      auto tape = tape::Encode(m, m.bodies()[bi]);
      ASSERT_TRUE(tape.ok()) << tape.status().ToString();
      if (ir::BodyId(static_cast<uint32_t>(bi)) != m.thunk) {
        // `return` a fresh register, in range but never written.
        for (uint32_t pc = 0; pc < tape->code.size(); pc += tape::InstructionLength(tape->code, pc)) {
          if (tape::OpOf(tape->code[pc]) == tape::Op::kReturn) {
            tape->code[pc + 1] = tape::PackArg(tape::ArgKind::kReg, tape->register_count);
            ++planted;
          }
        }
        ++tape->register_count;
      }
      tapes[mi].push_back(std::move(*tape));
    }
  }
  ASSERT_GT(planted, 0);
  auto bad = persist::Write(wire::Registry(),
                            wire::ToWire(file, tapes, meta->source, MetaDigest(*meta)),
                            persist::WriteOptions{});
  ASSERT_TRUE(bad.ok()) << bad.status().ToString();
  PutVouched(*bad);
  compiler_.Reset();
  auto r = Run();
  ASSERT_TRUE(r.status.ok()) << r.status.ToString();
  EXPECT_EQ(r.text, reference_);
  ASSERT_EQ(r.stats.units.size(), 1u);
  EXPECT_TRUE(r.stats.recoveries >= 1 || !r.stats.units[0].from_cache);
  EXPECT_EQ(compiler_.total(), 1);
}

}  // namespace
}  // namespace kiln::cache
