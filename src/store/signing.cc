// Ed25519 keys and signatures through OpenSSL's libcrypto (signing.h).
#include "store/signing.h"

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <algorithm>
#include <cstring>

namespace kiln::store {

namespace {

struct PkeyFree {
  void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
struct BioFree {
  void operator()(BIO* b) const { BIO_free(b); }
};
struct MdCtxFree {
  void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
struct PkeyCtxFree {
  void operator()(EVP_PKEY_CTX* c) const { EVP_PKEY_CTX_free(c); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;
using Bio = std::unique_ptr<BIO, BioFree>;

Bio MemoryBio(std::string_view text) {
  // A read-only BIO over the caller's bytes (no copy).
  return Bio(BIO_new_mem_buf(text.data(), static_cast<int>(std::min<size_t>(text.size(), 1 << 20))));
}

base::ErrorOr<std::string> BioText(BIO* bio) {
  char* data = nullptr;
  const long n = BIO_get_mem_data(bio, &data);
  if (n <= 0 || data == nullptr) return base::Status::IOError("could not write the key as PEM");
  return std::string(data, static_cast<size_t>(n));
}

// An encrypted key is refused, never prompted for (OpenSSL's default would
// ask on the terminal).
int NoPassword(char*, int, int, void*) { return -1; }

bool RawPublic(EVP_PKEY* key, PublicKey* out) {
  size_t n = out->size();
  return EVP_PKEY_get_raw_public_key(key, out->data(), &n) == 1 && n == out->size();
}

// A key file is refused when others could read (a private key) or change it.
base::Status CheckFile(base::Env* env, const std::string& path, uint32_t forbidden_mode) {
  auto st = env->Stat(path);
  if (!st.ok()) return st.status();
  if (st->is_dir) return base::Status::InvalidArgument(path + " is a folder, not a key file");
  if (st->uid != env->UserId() && st->uid != 0) {
    return base::Status::PermissionDenied(path + " belongs to another user");
  }
  if ((st->mode & forbidden_mode) != 0) {
    return base::Status::PermissionDenied(path + " may be " +
                                          ((forbidden_mode & 044) != 0 ? "read" : "changed") +
                                          " by other users (chmod go-rwx)");
  }
  return base::Status::Ok();
}

}  // namespace

struct SigningKey::Impl {
  Pkey key;
};

SigningKey::~SigningKey() = default;

base::ErrorOr<std::unique_ptr<SigningKey>> SigningKey::FromPem(std::string_view pem) {
  Bio bio = MemoryBio(pem);
  if (bio == nullptr) return base::Status::ResourceExhausted("out of memory");
  Pkey key(PEM_read_bio_PrivateKey(bio.get(), nullptr, NoPassword, nullptr));
  if (key == nullptr) return base::Status::InvalidArgument("no PEM private key");
  if (EVP_PKEY_get_id(key.get()) != EVP_PKEY_ED25519) {
    return base::Status::InvalidArgument("the private key is not an Ed25519 key");
  }
  std::unique_ptr<SigningKey> k(new SigningKey());
  if (!RawPublic(key.get(), &k->public_)) return base::Status::InvalidArgument("unusable Ed25519 key");
  k->impl_ = std::make_unique<Impl>();
  k->impl_->key = std::move(key);
  return k;
}

base::ErrorOr<std::unique_ptr<SigningKey>> SigningKey::Load(base::Env* env, const std::string& path) {
  RETURN_IF_ERROR(CheckFile(env, path, 077));
  auto text = env->ReadFile(path);
  if (!text.ok()) return text.status();
  auto key = FromPem(*text);
  if (!key.ok()) return base::Status::InvalidArgument(path + ": " + std::string(key.status().message()));
  return key;
}

base::ErrorOr<std::unique_ptr<SigningKey>> SigningKey::Generate() {
  std::unique_ptr<EVP_PKEY_CTX, PkeyCtxFree> ctx(EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr));
  EVP_PKEY* raw = nullptr;
  if (ctx == nullptr || EVP_PKEY_keygen_init(ctx.get()) != 1 || EVP_PKEY_keygen(ctx.get(), &raw) != 1) {
    return base::Status::IOError("could not generate an Ed25519 key");
  }
  Pkey key(raw);
  std::unique_ptr<SigningKey> k(new SigningKey());
  if (!RawPublic(key.get(), &k->public_)) return base::Status::IOError("unusable Ed25519 key");
  k->impl_ = std::make_unique<Impl>();
  k->impl_->key = std::move(key);
  return k;
}

base::ErrorOr<Signature> SigningKey::Sign(std::string_view message) const {
  std::unique_ptr<EVP_MD_CTX, MdCtxFree> ctx(EVP_MD_CTX_new());
  Signature sig{};
  size_t n = sig.size();
  if (ctx == nullptr ||
      EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, impl_->key.get()) != 1 ||
      EVP_DigestSign(ctx.get(), sig.data(), &n, reinterpret_cast<const unsigned char*>(message.data()),
                     message.size()) != 1 ||
      n != sig.size()) {
    return base::Status::IOError("Ed25519 signing failed");
  }
  return sig;
}

base::ErrorOr<std::string> SigningKey::PrivatePem() const {
  Bio bio(BIO_new(BIO_s_mem()));
  if (bio == nullptr ||
      PEM_write_bio_PrivateKey(bio.get(), impl_->key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1) {
    return base::Status::IOError("could not write the key as PEM");
  }
  return BioText(bio.get());
}

base::ErrorOr<std::string> SigningKey::PublicPem() const {
  Bio bio(BIO_new(BIO_s_mem()));
  if (bio == nullptr || PEM_write_bio_PUBKEY(bio.get(), impl_->key.get()) != 1) {
    return base::Status::IOError("could not write the key as PEM");
  }
  return BioText(bio.get());
}

bool VerifySignature(const PublicKey& key, std::string_view message, const Signature& signature) {
  Pkey pkey(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr, key.data(), key.size()));
  if (pkey == nullptr) return false;
  std::unique_ptr<EVP_MD_CTX, MdCtxFree> ctx(EVP_MD_CTX_new());
  return ctx != nullptr &&
         EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, pkey.get()) == 1 &&
         EVP_DigestVerify(ctx.get(), signature.data(), signature.size(),
                          reinterpret_cast<const unsigned char*>(message.data()), message.size()) == 1;
}

base::Status TrustedKeys::AddPem(std::string_view pem, const std::string& origin) {
  static constexpr std::string_view kBegin = "-----BEGIN PUBLIC KEY-----";
  std::vector<PublicKey> found;
  size_t at = 0;
  while ((at = pem.find(kBegin, at)) != std::string_view::npos) {
    Bio bio = MemoryBio(pem.substr(at));
    if (bio == nullptr) return base::Status::ResourceExhausted("out of memory");
    Pkey key(PEM_read_bio_PUBKEY(bio.get(), nullptr, NoPassword, nullptr));
    const size_t n = found.size() + 1;
    if (key == nullptr) {
      return base::Status::InvalidArgument(origin + ": public key " + std::to_string(n) + " is not valid PEM");
    }
    if (EVP_PKEY_get_id(key.get()) != EVP_PKEY_ED25519) {
      return base::Status::InvalidArgument(origin + ": public key " + std::to_string(n) +
                                           " is not an Ed25519 key");
    }
    PublicKey raw{};
    if (!RawPublic(key.get(), &raw)) {
      return base::Status::InvalidArgument(origin + ": public key " + std::to_string(n) + " is unusable");
    }
    found.push_back(raw);
    at += kBegin.size();
  }
  if (found.empty()) return base::Status::InvalidArgument(origin + " holds no PEM public key");
  keys_.insert(keys_.end(), found.begin(), found.end());
  return base::Status::Ok();
}

base::Status TrustedKeys::Load(base::Env* env, const std::string& paths) {
  size_t start = 0;
  while (start <= paths.size()) {
    size_t end = paths.find(':', start);
    if (end == std::string::npos) end = paths.size();
    const std::string path = paths.substr(start, end - start);
    start = end + 1;
    if (path.empty()) continue;
    RETURN_IF_ERROR(CheckFile(env, path, 022));
    auto text = env->ReadFile(path);
    if (!text.ok()) return text.status();
    RETURN_IF_ERROR(AddPem(*text, path));
  }
  return base::Status::Ok();
}

bool TrustedKeys::Contains(const PublicKey& key) const {
  return std::find(keys_.begin(), keys_.end(), key) != keys_.end();
}

bool TrustedKeys::Verify(const PublicKey& key, std::string_view message, const Signature& signature) const {
  return Contains(key) && VerifySignature(key, message, signature);
}

}  // namespace kiln::store
