#include "jit/object_record.h"

namespace kiln::jit {

namespace {

void PutU32(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>(v >> (8 * i)));
}
void PutU64(std::string& out, uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>(v >> (8 * i)));
}
void PutStr(std::string& out, std::string_view s) {
  PutU32(out, static_cast<uint32_t>(s.size()));
  out.append(s);
}

class Reader {
 public:
  explicit Reader(std::string_view b) : b_(b) {}
  bool U32(uint32_t* v) {
    if (b_.size() - pos_ < 4) return false;
    *v = 0;
    for (int i = 0; i < 4; ++i) *v |= uint32_t{static_cast<uint8_t>(b_[pos_ + i])} << (8 * i);
    pos_ += 4;
    return true;
  }
  bool U64(uint64_t* v) {
    if (b_.size() - pos_ < 8) return false;
    *v = 0;
    for (int i = 0; i < 8; ++i) *v |= uint64_t{static_cast<uint8_t>(b_[pos_ + i])} << (8 * i);
    pos_ += 8;
    return true;
  }
  bool Bytes(uint64_t n, std::string* out) {
    if (b_.size() - pos_ < n) return false;
    out->assign(b_.substr(pos_, n));
    pos_ += n;
    return true;
  }
  bool Str(std::string* out) {
    uint32_t n;
    return U32(&n) && Bytes(n, out);
  }
  bool done() const { return pos_ == b_.size(); }
  size_t left() const { return b_.size() - pos_; }

 private:
  std::string_view b_;
  size_t pos_ = 0;
};

}  // namespace

std::string EncodeObjectRecord(const ObjectRecord& r) {
  std::string out;
  PutU32(out, kObjectRecordMagic);
  PutU32(out, kObjectRecordVersion);
  PutU32(out, static_cast<uint32_t>(r.renames.size()));
  for (const auto& [local, unique] : r.renames) {
    PutStr(out, local);
    PutStr(out, unique);
  }
  PutU32(out, static_cast<uint32_t>(r.defined.size()));
  for (const std::string& d : r.defined) PutStr(out, d);
  PutU64(out, r.object.size());
  out.append(r.object);
  return out;
}

base::ErrorOr<ObjectRecord> DecodeObjectRecord(std::string_view bytes) {
  Reader in(bytes);
  uint32_t magic = 0, version = 0, n = 0;
  if (!in.U32(&magic) || magic != kObjectRecordMagic) return base::Status::Corruption("not an object record");
  if (!in.U32(&version) || version != kObjectRecordVersion) {
    return base::Status::Corruption("object record of another version");
  }
  ObjectRecord r;
  // Each item takes at least 4 bytes: a count larger than what is left is damage.
  if (!in.U32(&n) || n > in.left() / 8) return base::Status::Corruption("bad rename count");
  r.renames.resize(n);
  for (auto& [local, unique] : r.renames) {
    if (!in.Str(&local) || !in.Str(&unique)) return base::Status::Corruption("truncated renames");
  }
  if (!in.U32(&n) || n > in.left() / 4) return base::Status::Corruption("bad symbol count");
  r.defined.resize(n);
  for (std::string& d : r.defined) {
    if (!in.Str(&d)) return base::Status::Corruption("truncated symbols");
  }
  uint64_t size = 0;
  if (!in.U64(&size) || !in.Bytes(size, &r.object) || !in.done()) {
    return base::Status::Corruption("truncated object");
  }
  return r;
}

}  // namespace kiln::jit
