// libFuzzer target (fuzz_object_record) over native cache values: the bytes
// of an object record (docs/formats/native-store.md) are untrusted however
// they were found, so decoding must reject damage without a crash, and a
// record that decodes must be the one canonical encoding of what it holds —
// re-encoding gives the same bytes (a decoder that accepted two spellings of
// one record could hand the linker something other than what was checked).
// Seeds (tests/fuzz/object_record) are records Kiln wrote for small programs.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "jit/object_record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto record = kiln::jit::DecodeObjectRecord(bytes);
  if (record.ok() && kiln::jit::EncodeObjectRecord(*record) != bytes) std::abort();
  return 0;
}
