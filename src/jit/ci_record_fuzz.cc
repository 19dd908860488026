// libFuzzer target (fuzz_ci_record) over persisted CodeInstance records
// (jit/ci_record.h): any bytes decode to a record or an error, never a crash
// or a read out of bounds; a record that decodes encodes back to the same
// bytes. Seeds: none needed (the format is small; scripts/fuzz.sh starts empty).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "jit/ci_record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto record = kiln::jit::DecodeCiRecord(bytes);
  if (!record.ok()) return 0;
  if (kiln::jit::EncodeCiRecord(*record) != bytes) std::abort();
  return 0;
}
