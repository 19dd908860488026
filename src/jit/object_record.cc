#include "jit/object_record.h"

#include "jit/record_wire.h"

namespace kiln::jit {

std::string EncodeObjectRecord(const ObjectRecord& r) {
  RecordWriter out;
  out.U32(kObjectRecordMagic);
  out.U32(kObjectRecordVersion);
  out.U32(static_cast<uint32_t>(r.renames.size()));
  for (const auto& [local, unique] : r.renames) {
    out.Str(local);
    out.Str(unique);
  }
  out.U32(static_cast<uint32_t>(r.defined.size()));
  for (const std::string& d : r.defined) out.Str(d);
  out.LongBytes(r.object);
  return out.Finish();
}

base::ErrorOr<ObjectRecord> DecodeObjectRecord(std::string_view bytes) {
  RecordReader in(bytes);
  uint32_t magic = 0, version = 0, n = 0;
  if (!in.U32(&magic) || magic != kObjectRecordMagic) return base::Status::Corruption("not an object record");
  if (!in.U32(&version) || version != kObjectRecordVersion) {
    return base::Status::Corruption("object record of another version");
  }
  ObjectRecord r;
  // A rename is two strings of at least 4 bytes each, a symbol one.
  if (!in.Count(&n, 8)) return base::Status::Corruption("bad rename count");
  r.renames.resize(n);
  for (auto& [local, unique] : r.renames) {
    if (!in.Str(&local) || !in.Str(&unique)) return base::Status::Corruption("truncated renames");
  }
  if (!in.Count(&n, 4)) return base::Status::Corruption("bad symbol count");
  r.defined.resize(n);
  for (std::string& d : r.defined) {
    if (!in.Str(&d)) return base::Status::Corruption("truncated symbols");
  }
  if (!in.LongBytes(&r.object) || !in.done()) return base::Status::Corruption("truncated object");
  return r;
}

}  // namespace kiln::jit
