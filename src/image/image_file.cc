#include "image/image_file.h"

#include <algorithm>
#include <cstring>

#include "base/read_hash.h"
#include "image/format.h"
#include "persist/wire.h"

namespace kiln::image {
namespace {

namespace wire = persist::wire;

void PutHash(std::string* out, const base::Hash128& h) {
  wire::PutFixed64(out, h.low);
  wire::PutFixed64(out, h.high);
}

void PutString(std::string* out, std::string_view s) {
  wire::PutFixed32(out, static_cast<uint32_t>(s.size()));
  out->append(s);
}

// Fields of the header in order, over persist's little-endian loads; a read
// past the end makes ok() false and every later read empty.
class Cursor {
 public:
  explicit Cursor(std::string_view bytes) : bytes_(bytes) {}
  uint32_t U32() {
    std::string_view b = Bytes(4);
    return ok_ ? wire::LoadFixed32(b.data()) : 0;
  }
  uint64_t U64() {
    std::string_view b = Bytes(8);
    return ok_ ? wire::LoadFixed64(b.data()) : 0;
  }
  base::Hash128 Hash() {
    base::Hash128 h;
    h.low = U64();
    h.high = U64();
    return h;
  }
  std::string_view Bytes(size_t n) {
    if (!ok_ || n > bytes_.size() - pos_) {
      ok_ = false;
      return {};
    }
    std::string_view v = bytes_.substr(pos_, n);
    pos_ += n;
    return v;
  }
  std::string String() { return std::string(Bytes(U32())); }
  bool ok() const { return ok_; }

 private:
  std::string_view bytes_;
  size_t pos_ = 0;
  bool ok_ = true;
};

// Bytes [kHashedFrom, P) of the prefix: the header after its fixed first part.
std::string EncodeBody(const ImageHeader& h) {
  std::string body;
  wire::PutFixed64(&body, h.region_base);
  wire::PutFixed64(&body, h.region_size);
  wire::PutFixed64(&body, h.roots);
  PutHash(&body, h.region_hash);
  PutString(&body, h.build_id);
  PutString(&body, h.base_root);
  wire::PutFixed32(&body, static_cast<uint32_t>(h.sources.files.size()));
  for (size_t i = 0; i < h.sources.files.size(); ++i) {
    const cache::PackageSources::File& f = h.sources.files[i];
    PutString(&body, f.path);
    wire::PutFixed64(&body, f.stat.size);
    wire::PutFixed64(&body, static_cast<uint64_t>(f.stat.mtime_ns));
    wire::PutFixed64(&body, f.stat.inode);
    wire::PutFixed32(&body, i < h.racy.size() && h.racy[i] ? 1 : 0);
    PutString(&body, f.source_hash);
  }
  wire::PutFixed32(&body, static_cast<uint32_t>(h.sources.interfaces.size()));
  for (const auto& [module, hash] : h.sources.interfaces) {
    PutString(&body, module);
    PutString(&body, hash);
  }
  return body;
}

base::Status DecodeBody(std::string_view body, ImageHeader* h) {
  Cursor r(body);
  h->region_base = r.U64();
  h->region_size = r.U64();
  h->roots = r.U64();
  h->region_hash = r.Hash();
  h->build_id = r.String();
  h->base_root = r.String();
  const uint32_t source_count = r.U32();
  for (uint32_t i = 0; i < source_count && r.ok(); ++i) {
    cache::PackageSources::File s;
    s.path = r.String();
    s.stat.size = r.U64();
    s.stat.mtime_ns = static_cast<int64_t>(r.U64());
    s.stat.inode = r.U64();
    h->racy.push_back(r.U32() != 0);
    s.source_hash = r.String();
    h->sources.files.push_back(std::move(s));
  }
  const uint32_t interface_count = r.U32();
  for (uint32_t i = 0; i < interface_count && r.ok(); ++i) {
    std::string module = r.String();
    h->sources.interfaces.emplace_back(std::move(module), r.String());
  }
  if (!r.ok()) return base::Status::Corruption("damaged header");
  return base::Status::Ok();
}

}  // namespace

std::string TemporaryPath(const std::string& path, uint64_t pid) {
  std::string_view stem(path);
  if (stem.ends_with(format::kExtension)) stem.remove_suffix(format::kExtension.size());
  return std::string(stem) + std::string(format::kTempInfix) + std::to_string(pid);
}

base::Status WriteImageFile(base::Env* env, const std::string& path, ImageHeader header,
                            std::string_view region) {
  const std::string pad(format::RoundUpToPage(region.size()) - region.size(), '\0');
  base::Hasher hasher;
  hasher.Update(region);
  hasher.Update(pad);
  header.region_hash = hasher.Finish();
  std::string body = EncodeBody(header);
  const size_t prefix_bytes = format::RoundUpToPage(format::kHashedFrom + body.size());
  if (prefix_bytes > format::kMaxPrefixBytes) {
    return base::Status::ResourceExhausted(path + ": too many sources for an image header");
  }
  body.resize(prefix_bytes - format::kHashedFrom, '\0');
  std::string head(format::kMagic, sizeof format::kMagic);
  wire::PutFixed32(&head, format::kFormatVersion);
  wire::PutFixed32(&head, static_cast<uint32_t>(prefix_bytes));
  PutHash(&head, base::Xxh3_128(body));

  // Whatever is in the image's place and is no file (a directory, say) would
  // make the rename fail at every run: it goes.
  auto existing = env->Lstat(path);
  if (existing.ok() && existing->is_dir) RETURN_IF_ERROR(base::RemoveTree(env, path));

  const std::string tmp = TemporaryPath(path, env->ProcessId());
  ASSIGN_OR_RETURN(std::unique_ptr<base::WritableFile> file, env->NewWritableFile(tmp));
  base::Status s = file->Append(head);
  if (s.ok()) s = file->Append(body);
  if (s.ok()) s = file->Append(region);
  if (s.ok()) s = file->Append(pad);
  base::Status closed = file->Close();
  if (s.ok()) s = closed;
  if (s.ok()) s = env->RenameFile(tmp, path);
  if (!s.ok()) (void)env->RemoveFile(tmp);
  return s;
}

base::ErrorOr<ImageFile> ImageFile::Open(base::Env* env, const std::string& path) {
  ImageFile image;
  image.path_ = path;
  ASSIGN_OR_RETURN(image.file_, env->NewRandomAccessFile(path));
  const uint64_t file_size = image.file_->size();
  std::string prefix(std::min<uint64_t>(format::kPage, file_size), '\0');
  RETURN_IF_ERROR(base::ReadExactly(*image.file_, 0, prefix.size(), prefix.data(), path));
  if (prefix.size() < format::kFixedBytes ||
      std::memcmp(prefix.data(), format::kMagic, sizeof format::kMagic) != 0) {
    return base::Status::Corruption("not an image");
  }
  const uint32_t version = wire::LoadFixed32(prefix.data() + format::kVersionOffset);
  const uint32_t prefix_bytes = wire::LoadFixed32(prefix.data() + format::kPrefixSizeOffset);
  base::Hash128 prefix_hash;
  prefix_hash.low = wire::LoadFixed64(prefix.data() + format::kPrefixHashOffset);
  prefix_hash.high = wire::LoadFixed64(prefix.data() + format::kPrefixHashOffset + 8);
  if (version != format::kFormatVersion) return base::Status::Unsupported("another format version");
  if (prefix_bytes < format::kFixedBytes || prefix_bytes > format::kMaxPrefixBytes ||
      prefix_bytes % format::kPage != 0 || file_size < prefix_bytes) {
    return base::Status::Corruption("damaged header");
  }
  if (prefix_bytes > prefix.size()) {
    prefix.resize(prefix_bytes);
    RETURN_IF_ERROR(base::ReadExactly(*image.file_, 0, prefix_bytes, prefix.data(), path));
  }
  std::string_view body = std::string_view(prefix).substr(format::kHashedFrom,
                                                         prefix_bytes - format::kHashedFrom);
  if (base::Xxh3_128(body) != prefix_hash) return base::Status::Corruption("damaged header");
  RETURN_IF_ERROR(DecodeBody(body, &image.header_));
  const ImageHeader& h = image.header_;
  if (h.region_size == 0 || h.region_size > format::kMaxRegionBytes || h.roots < h.region_base ||
      h.roots - h.region_base >= h.region_size ||
      file_size < prefix_bytes + format::RoundUpToPage(h.region_size)) {
    return base::Status::Corruption("damaged header or truncated");
  }
  image.prefix_bytes_ = prefix_bytes;
  return image;
}

size_t ImageFile::padded_region_size() const {
  return format::RoundUpToPage(static_cast<size_t>(header_.region_size));
}

base::Status ImageFile::ReadRegion(char* dst) {
  // Read and hashed part by part (base::ReadAndXxh3_128): each part is hashed
  // while still in the processor's cache, in AVX-512 or AVX2 where the
  // processor has them; the value is that of the whole.
  const size_t total = padded_region_size();
  base::ErrorOr<base::Hash128> hash = base::ReadAndXxh3_128(
      [&](char* part, size_t offset, size_t n) {
        return base::ReadExactly(*file_, prefix_bytes_ + offset, n, part, path_);
      },
      dst, total);
  if (!hash.ok()) {
    if (hash.status().code() == base::Status::Code::kCorruption) {
      return base::Status::Corruption("truncated");
    }
    return hash.status();
  }
  if (*hash != header_.region_hash) return base::Status::Corruption("damaged");
  return base::Status::Ok();
}

}  // namespace kiln::image
