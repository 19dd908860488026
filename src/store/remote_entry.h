// The shared tier's keys and values on the server (docs/formats/remote-store.md;
// constants in remote_format.h). A value is wrapped in an envelope that
// carries the entry's content hash, optionally an Ed25519 signature of it, and
// the value itself, zstd-compressed when that is smaller.
//
// Whatever the server returns is untrusted bytes: DecodeRemoteValue
// bounds-checks the envelope, checks the signature (when one is required)
// before decompressing anything, and the hash after.
#ifndef KILN_STORE_REMOTE_ENTRY_H_
#define KILN_STORE_REMOTE_ENTRY_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "base/status.h"
#include "store/signing.h"

namespace kiln::store {

// "kiln:r1:<ns>:<hex of key>". `ns` names what the store holds (e.g.
// "native"); it is part of what is signed too.
std::string RemoteKey(std::string_view ns, std::string_view key);

// SHA-256 over the key and the value, each length-prefixed (as the local
// tier's hash: docs/formats/native-store.md).
std::string EntryHash(std::string_view key, std::string_view value);

// What a signature signs.
std::string SignedMessage(std::string_view ns, std::string_view hash);

struct EncodeOptions {
  bool compress = true;              // zstd, kept only when smaller
  const SigningKey* signer = nullptr;  // null: unsigned
};
base::ErrorOr<std::string> EncodeRemoteValue(std::string_view ns, std::string_view key,
                                             std::string_view value, const EncodeOptions& options);

struct Decoded {
  enum class Verdict : uint8_t {
    kOk,
    kDamaged,       // not an envelope of this version, or its hash does not match
    kUnsigned,      // a signature is required and there is none
    kBadSignature,  // signed by a key not trusted, or the signature does not verify
  };
  Verdict verdict = Verdict::kDamaged;
  std::string value;   // kOk only
  std::string detail;  // why not
};
// `trusted` null: no signature is required (one present is not checked).
Decoded DecodeRemoteValue(std::string_view ns, std::string_view key, std::string_view bytes,
                          const TrustedKeys* trusted);

}  // namespace kiln::store

#endif  // KILN_STORE_REMOTE_ENTRY_H_
