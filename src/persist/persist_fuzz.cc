// libFuzzer target over the Reader (fuzz_persist). Any input is read as a
// blob of the sample schema (sample_schema.h, every field kind) and walked in
// full; the sanitizers and the decode budget turn crashes, hangs and huge
// allocations into findings. Each input is tried twice: as given, and with a
// valid magic and stamp, so that mutations reach the directory and objects
// instead of stopping at the header.
//
// A blob that reads in full must also write back, read back, and rewrite to
// the same bytes: the reader never accepts what the writer cannot express.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/check.h"
#include "persist/persist.h"
#include "persist/sample_schema.h"

namespace kiln::persist {
namespace {

const Registry& SampleRegistry() {
  static Registry* registry = [] {
    static Registry r(sample::kSeed);
    sample::RegisterSample(r);
    return &r;
  }();
  return *registry;
}

void CheckBlob(std::string_view blob, const Registry& registry) {
  if (!sample::WalkSample(blob, registry).ok()) return;

  auto reader = Reader::Open(blob, registry);
  CHECK(reader.ok()) << reader.status().ToString();
  auto root = (*reader)->Root<sample::Module>();
  CHECK(root.ok()) << root.status().ToString();
  auto rewritten = Write(registry, **root);
  CHECK(rewritten.ok()) << rewritten.status().ToString();

  // The rewrite may be smaller than the input (unreferenced bytes are gone)
  // while copying the same strings, so it is read without a budget.
  const ReadOptions unlimited{.max_decode_units = UINT64_MAX};
  base::Status walked = sample::WalkSample(*rewritten, registry, unlimited);
  CHECK(walked.ok()) << walked.ToString();
  auto reread = Reader::Open(*rewritten, registry, unlimited);
  CHECK(reread.ok());
  auto reroot = (*reread)->Root<sample::Module>();
  CHECK(reroot.ok());
  auto again = Write(registry, **reroot);
  CHECK(again.ok() && *again == *rewritten) << "rewriting a written blob changed its bytes";
}

}  // namespace
}  // namespace kiln::persist

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace kiln::persist;  // NOLINT(google-build-using-namespace)
  const Registry& registry = SampleRegistry();
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  CheckBlob(input, registry);
  if (size >= format::kHeaderSize) {
    std::string fixed(input);
    wire::StoreFixed32(&fixed, format::kMagicOffset, format::kMagic);
    wire::StoreFixed32(&fixed, format::kStampOffset, registry.stamp());
    CheckBlob(fixed, registry);
  }
  return 0;
}
