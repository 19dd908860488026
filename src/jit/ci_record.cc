#include "jit/ci_record.h"

#include "jit/record_wire.h"

namespace kiln::jit {

std::string EncodeCiRecord(const CiRecord& r) {
  RecordWriter out;
  out.U32(kCiRecordMagic);
  out.U32(kCiRecordVersion);
  out.Str(r.identity);
  out.Str(r.body);
  out.U8(r.flags);
  out.U8(r.effects);
  out.Str(r.rettype_shown);
  out.Str(r.why);
  out.Str(r.rettype);
  out.U32(static_cast<uint32_t>(r.result_fields.size()));
  for (const std::string& f : r.result_fields) out.Str(f);
  out.Str(r.result_const);
  out.Str(r.object_key);
  out.Str(r.symbol);
  out.U32(static_cast<uint32_t>(r.renames.size()));
  for (const auto& [local, unique] : r.renames) {
    out.Str(local);
    out.Str(unique);
  }
  out.U32(static_cast<uint32_t>(r.edges.size()));
  for (const CiEdge& e : r.edges) {
    out.U8(static_cast<uint8_t>(e.kind));
    out.Str(e.type);
    out.Str(e.method);
    out.Str(e.body);
    out.Str(e.depends);
  }
  return out.Finish();
}

base::ErrorOr<CiRecord> DecodeCiRecord(std::string_view bytes) {
  RecordReader in(bytes);
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
