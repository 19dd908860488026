#include "jit/ci_record.h"

namespace kiln::jit {

namespace {

void PutU8(std::string& out, uint8_t v) { out.push_back(static_cast<char>(v)); }
void PutU32(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>(v >> (8 * i)));
}
void PutStr(std::string& out, std::string_view s) {
  PutU32(out, static_cast<uint32_t>(s.size()));
  out.append(s);
}

class Reader {
 public:
  explicit Reader(std::string_view b) : b_(b) {}
  bool U8(uint8_t* v) {
    if (b_.size() - pos_ < 1) return false;
    *v = static_cast<uint8_t>(b_[pos_++]);
    return true;
  }
  bool U32(uint32_t* v) {
    if (b_.size() - pos_ < 4) return false;
    *v = 0;
    for (int i = 0; i < 4; ++i) *v |= uint32_t{static_cast<uint8_t>(b_[pos_ + i])} << (8 * i);
    pos_ += 4;
    return true;
  }
  bool Str(std::string* out) {
    uint32_t n;
    if (!U32(&n) || b_.size() - pos_ < n) return false;
    out->assign(b_.substr(pos_, n));
    pos_ += n;
    return true;
  }
  // A count of items taking at least `min_bytes` each: more than what is left is damage.
  bool Count(uint32_t* n, size_t min_bytes) { return U32(n) && *n <= left() / min_bytes; }
  bool done() const { return pos_ == b_.size(); }
  size_t left() const { return b_.size() - pos_; }

 private:
  std::string_view b_;
  size_t pos_ = 0;
};

}  // namespace

std::string EncodeCiRecord(const CiRecord& r) {
  std::string out;
  PutU32(out, kCiRecordMagic);
  PutU32(out, kCiRecordVersion);
  PutStr(out, r.identity);
  PutStr(out, r.body);
  PutU8(out, r.flags);
  PutU8(out, r.effects);
  PutStr(out, r.rettype_shown);
  PutStr(out, r.why);
  PutStr(out, r.rettype);
  PutU32(out, static_cast<uint32_t>(r.result_fields.size()));
  for (const std::string& f : r.result_fields) PutStr(out, f);
  PutStr(out, r.result_const);
  PutStr(out, r.object_key);
  PutStr(out, r.symbol);
  PutU32(out, static_cast<uint32_t>(r.renames.size()));
  for (const auto& [local, unique] : r.renames) {
    PutStr(out, local);
    PutStr(out, unique);
  }
  PutU32(out, static_cast<uint32_t>(r.edges.size()));
  for (const CiEdge& e : r.edges) {
    PutU8(out, static_cast<uint8_t>(e.kind));
    PutStr(out, e.type);
    PutStr(out, e.method);
    PutStr(out, e.body);
    PutStr(out, e.depends);
  }
  return out;
}

base::ErrorOr<CiRecord> DecodeCiRecord(std::string_view bytes) {
  Reader in(bytes);
  auto bad = [](const char* what) { return base::Status::Corruption(std::string("CodeInstance record: ") + what); };
  uint32_t magic = 0, version = 0, n = 0;
  if (!in.U32(&magic) || magic != kCiRecordMagic) return bad("not a record");
  if (!in.U32(&version) || version != kCiRecordVersion) return bad("another version");
  CiRecord r;
  if (!in.Str(&r.identity) || !in.Str(&r.body) || !in.U8(&r.flags) || !in.U8(&r.effects) ||
      !in.Str(&r.rettype_shown) || !in.Str(&r.why) || !in.Str(&r.rettype)) {
    return bad("truncated header");
  }
  if (r.flags > (CiRecord::kNative | CiRecord::kEntry | CiRecord::kConstant) || r.effects > 7) {
    return bad("unknown flags");
  }
  if (!in.Count(&n, 4)) return bad("bad field count");
  r.result_fields.resize(n);
  for (std::string& f : r.result_fields) {
    if (!in.Str(&f)) return bad("truncated fields");
  }
  if (!in.Str(&r.result_const) || !in.Str(&r.object_key) || !in.Str(&r.symbol)) return bad("truncated code");
  if (!in.Count(&n, 8)) return bad("bad rename count");
  r.renames.resize(n);
  for (auto& [local, unique] : r.renames) {
    if (!in.Str(&local) || !in.Str(&unique)) return bad("truncated renames");
  }
  if (!in.Count(&n, 17)) return bad("bad edge count");
  r.edges.resize(n);
  for (CiEdge& e : r.edges) {
    uint8_t kind = 0;
    if (!in.U8(&kind) || kind > static_cast<uint8_t>(CiEdge::Kind::kBinding)) return bad("bad edge kind");
    e.kind = static_cast<CiEdge::Kind>(kind);
    if (!in.Str(&e.type) || !in.Str(&e.method) || !in.Str(&e.body) || !in.Str(&e.depends)) {
      return bad("truncated edge");
    }
  }
  if (!in.done()) return bad("bytes after the end");
  const bool native = (r.flags & CiRecord::kNative) != 0;
  if (native != !r.object_key.empty() || native != !r.symbol.empty()) return bad("inconsistent code");
  return r;
}

}  // namespace kiln::jit
