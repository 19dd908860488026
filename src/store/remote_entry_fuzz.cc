// libFuzzer target (fuzz_remote_entry) over the shared tier's envelope
// (store/remote_entry.h): whatever a server returns decodes to a value or to
// a verdict, never a crash, a read out of bounds or an unbounded allocation.
//
// The first input byte picks the mode: even, no signature is required (so
// the fuzzer reaches decompression and the hash check); odd, a signature by
// the key below is required (the path every real lookup takes). The rest is
// the envelope, read for a fixed namespace and key. A value that decodes
// encodes again, signed, to an envelope that decodes to the same value.
// Seeds: tests/fuzz/remote_entry (scripts/make_remote_entry_seeds.py).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

#include "store/remote_entry.h"
#include "store/remote_format.h"
#include "store/signing.h"

namespace {

// A key made for this target only (its seeds are signed with it); it signs
// nothing else.
constexpr std::string_view kFuzzKeyPem =
    "-----BEGIN PRIVATE KEY-----\n"
    "MC4CAQAwBQYDK2VwBCIEIIdWFPdskjK0qbhTcVl4DXAx8buEZVOR/+ygGbmaPVc7\n"
    "-----END PRIVATE KEY-----\n";
constexpr std::string_view kNamespace = "native";
const std::string kKey(32, '\x6b');  // 32 bytes of 'k', as the seeds use

struct Keys {
  std::unique_ptr<kiln::store::SigningKey> signer;
  kiln::store::TrustedKeys trusted;
};

const Keys& TheKeys() {
  static const Keys* keys = [] {
    auto* k = new Keys;
    auto signer = kiln::store::SigningKey::FromPem(kFuzzKeyPem);
    if (!signer.ok()) std::abort();
    k->signer = std::move(*signer);
    k->trusted.Add(k->signer->public_key());
    return k;
  }();
  return *keys;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const Keys& keys = TheKeys();
  const bool signed_mode = (data[0] & 1) != 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  using kiln::store::Decoded;
  const Decoded d =
      kiln::store::DecodeRemoteValue(kNamespace, kKey, bytes, signed_mode ? &keys.trusted : nullptr);
  if (d.verdict != Decoded::Verdict::kOk) {
    if (!d.value.empty()) std::abort();  // a value only with kOk
    return 0;
  }
  if (d.value.size() > kiln::store::kMaxRemoteValueBytes) std::abort();
  kiln::store::EncodeOptions options;
  options.signer = keys.signer.get();
  auto again = kiln::store::EncodeRemoteValue(kNamespace, kKey, d.value, options);
  if (!again.ok()) std::abort();
  const Decoded back = kiln::store::DecodeRemoteValue(kNamespace, kKey, *again, &keys.trusted);
  if (back.verdict != Decoded::Verdict::kOk || back.value != d.value) std::abort();
  // Under another namespace or key the same bytes never pass.
  if (kiln::store::DecodeRemoteValue("cinst", kKey, *again, &keys.trusted).verdict == Decoded::Verdict::kOk) {
    std::abort();
  }
  return 0;
}
