// The shared tier's envelope (remote_entry.h).
#include "store/remote_entry.h"

#include <zstd.h>

#include <algorithm>
#include <cstring>

#include "base/sha256.h"
#include "store/remote_format.h"

namespace kiln::store {

namespace {

void PutU32(std::string* out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out->push_back(static_cast<char>(v >> (8 * i)));
}
void PutU64(std::string* out, uint64_t v) {
  for (int i = 0; i < 8; ++i) out->push_back(static_cast<char>(v >> (8 * i)));
}

// A bounds-checked reader of untrusted bytes.
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  bool U32(uint32_t* v) {
    if (bytes_.size() - at_ < 4) return false;
    *v = 0;
    for (int i = 0; i < 4; ++i) *v |= static_cast<uint32_t>(static_cast<uint8_t>(bytes_[at_ + i])) << (8 * i);
    at_ += 4;
    return true;
  }
  bool U64(uint64_t* v) {
    if (bytes_.size() - at_ < 8) return false;
    *v = 0;
    for (int i = 0; i < 8; ++i) *v |= static_cast<uint64_t>(static_cast<uint8_t>(bytes_[at_ + i])) << (8 * i);
    at_ += 8;
    return true;
  }
  bool Bytes(size_t n, std::string_view* out) {
    if (bytes_.size() - at_ < n) return false;
    *out = bytes_.substr(at_, n);
    at_ += n;
    return true;
  }
  size_t left() const { return bytes_.size() - at_; }

 private:
  std::string_view bytes_;
  size_t at_ = 0;
};

Decoded Damaged(std::string detail) {
  Decoded d;
  d.verdict = Decoded::Verdict::kDamaged;
  d.detail = std::move(detail);
  return d;
}

const char kHex[] = "0123456789abcdef";

}  // namespace

std::string RemoteKey(std::string_view ns, std::string_view key) {
  std::string out(kRemoteKeyPrefix);
  out += std::to_string(kRemoteVersion);
  out += ':';
  out += ns;
  out += ':';
  for (char c : key) {
    const auto b = static_cast<uint8_t>(c);
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 15]);
  }
  return out;
}

std::string EntryHash(std::string_view key, std::string_view value) {
  base::Sha256 h;
  h.UpdateField(key);
  h.UpdateField(value);
  return base::DigestBytes(h.Finish());
}

std::string SignedMessage(std::string_view ns, std::string_view hash) {
  std::string out;
  for (std::string_view field : {kSignatureContext, ns, hash}) {
    PutU64(&out, field.size());
    out += field;
  }
  return out;
}

base::ErrorOr<std::string> EncodeRemoteValue(std::string_view ns, std::string_view key,
                                             std::string_view value, const EncodeOptions& options) {
  if (value.size() > kMaxRemoteValueBytes) {
    return base::Status::InvalidArgument("value too large for the shared tier");
  }
  const std::string hash = EntryHash(key, value);
  uint32_t flags = 0;
  std::string compressed;
  if (options.compress && !value.empty()) {
    compressed.resize(ZSTD_compressBound(value.size()));
    const size_t n = ZSTD_compress(compressed.data(), compressed.size(), value.data(), value.size(), kZstdLevel);
    if (!ZSTD_isError(n) && n < value.size()) {
      compressed.resize(n);
      flags |= kFlagZstd;
    }
  }
  const std::string_view payload = (flags & kFlagZstd) != 0 ? std::string_view(compressed) : value;
  PublicKey signer{};
  Signature signature{};
  if (options.signer != nullptr) {
    auto s = options.signer->Sign(SignedMessage(ns, hash));
    if (!s.ok()) return s.status();
    signature = *s;
    signer = options.signer->public_key();
  }
  std::string out;
  out.reserve(kRemoteHeaderBytes + payload.size());
  PutU32(&out, kRemoteMagic);
  PutU32(&out, kRemoteVersion);
  PutU32(&out, flags);
  PutU64(&out, value.size());
  out += hash;
  out.append(reinterpret_cast<const char*>(signer.data()), signer.size());
  out.append(reinterpret_cast<const char*>(signature.data()), signature.size());
  PutU64(&out, payload.size());
  out += payload;
  return out;
}

Decoded DecodeRemoteValue(std::string_view ns, std::string_view key, std::string_view bytes,
                          const TrustedKeys* trusted) {
  Reader r(bytes);
  uint32_t magic = 0, version = 0, flags = 0;
  uint64_t size = 0, payload_size = 0;
  std::string_view hash, signer_bytes, signature_bytes, payload;
  if (!r.U32(&magic) || magic != kRemoteMagic) return Damaged("not a Kiln entry");
  if (!r.U32(&version) || version != kRemoteVersion) return Damaged("another format version");
  if (!r.U32(&flags) || (flags & ~kKnownFlags) != 0) return Damaged("unknown flags");
  if (!r.U64(&size) || size > kMaxRemoteValueBytes) return Damaged("size out of bounds");
  if (!r.Bytes(32, &hash) || !r.Bytes(32, &signer_bytes) || !r.Bytes(64, &signature_bytes) ||
      !r.U64(&payload_size) || payload_size != r.left() || !r.Bytes(payload_size, &payload)) {
    return Damaged("truncated or overlong");
  }
  if (trusted != nullptr) {
    PublicKey signer{};
    Signature signature{};
    std::memcpy(signer.data(), signer_bytes.data(), signer.size());
    std::memcpy(signature.data(), signature_bytes.data(), signature.size());
    Decoded d;
    if (std::all_of(signer.begin(), signer.end(), [](uint8_t b) { return b == 0; })) {
      d.verdict = Decoded::Verdict::kUnsigned;
      d.detail = "unsigned";
      return d;
    }
    if (!trusted->Contains(signer)) {
      d.verdict = Decoded::Verdict::kBadSignature;
      d.detail = "signed by a key that is not trusted";
      return d;
    }
    if (!VerifySignature(signer, SignedMessage(ns, hash), signature)) {
      d.verdict = Decoded::Verdict::kBadSignature;
      d.detail = "the signature does not verify";
      return d;
    }
  }
  Decoded d;
  if ((flags & kFlagZstd) != 0) {
    const unsigned long long content = ZSTD_getFrameContentSize(payload.data(), payload.size());
    if (content != size) return Damaged("compressed payload of another size");
    d.value.resize(size);
    const size_t n = ZSTD_decompress(d.value.data(), d.value.size(), payload.data(), payload.size());
    if (ZSTD_isError(n) || n != size) return Damaged("compressed payload does not decompress");
  } else {
    if (payload.size() != size) return Damaged("payload of another size");
    d.value.assign(payload);
  }
  if (EntryHash(key, d.value) != hash) return Damaged("content hash does not match");
  d.verdict = Decoded::Verdict::kOk;
  return d;
}

}  // namespace kiln::store
