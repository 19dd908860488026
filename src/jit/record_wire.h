// The byte encoding shared by the native cache's records (object_record.h,
// and the persisted CodeInstance record): little-endian fixed-width integers
// (persist/wire.h) and strings as a u32 size and the bytes. Reading is
// bounds-checked, since every record is untrusted bytes: a read past the end
// fails and leaves the output alone.
#ifndef KILN_JIT_RECORD_WIRE_H_
#define KILN_JIT_RECORD_WIRE_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "persist/wire.h"

namespace kiln::jit {

class RecordWriter {
 public:
  void U8(uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void U32(uint32_t v) { persist::wire::PutFixed32(&out_, v); }
  void U64(uint64_t v) { persist::wire::PutFixed64(&out_, v); }
  void Str(std::string_view s) {
    U32(static_cast<uint32_t>(s.size()));
    out_.append(s);
  }
  // A u64 size and the bytes (for payloads that may exceed 4 GiB).
  void LongBytes(std::string_view s) {
    U64(s.size());
    out_.append(s);
  }
  std::string Finish() { return std::move(out_); }

 private:
  std::string out_;
};

class RecordReader {
 public:
  explicit RecordReader(std::string_view bytes) : b_(bytes) {}
  bool U8(uint8_t* v) {
    if (left() < 1) return false;
    *v = static_cast<uint8_t>(b_[pos_++]);
    return true;
  }
  bool U32(uint32_t* v) {
    if (left() < 4) return false;
    *v = persist::wire::LoadFixed32(b_.data() + pos_);
    pos_ += 4;
    return true;
  }
  bool U64(uint64_t* v) {
    if (left() < 8) return false;
    *v = persist::wire::LoadFixed64(b_.data() + pos_);
    pos_ += 8;
    return true;
  }
  bool Bytes(uint64_t n, std::string* out) {
    if (left() < n) return false;
    out->assign(b_.substr(pos_, n));
    pos_ += n;
    return true;
  }
  bool Str(std::string* out) {
    uint32_t n;
    return U32(&n) && Bytes(n, out);
  }
  // A string as a view into the record (valid while the record's bytes are).
  bool Str(std::string_view* out) {
    uint32_t n;
    if (!U32(&n) || left() < n) return false;
    *out = b_.substr(pos_, n);
    pos_ += n;
    return true;
  }
  // A one-byte tag.
  bool Tag(char* c) {
    if (left() < 1) return false;
    *c = b_[pos_++];
    return true;
  }
  bool LongBytes(std::string* out) {
    uint64_t n;
    return U64(&n) && Bytes(n, out);
  }
  // A count of items taking at least `min_bytes` each: more than what is left
  // is damage (and would otherwise size a vector from untrusted bytes).
  bool Count(uint32_t* n, size_t min_bytes) { return U32(n) && *n <= left() / min_bytes; }
  bool done() const { return pos_ == b_.size(); }
  size_t left() const { return b_.size() - pos_; }

 private:
  std::string_view b_;
  size_t pos_ = 0;
};

}  // namespace kiln::jit

#endif  // KILN_JIT_RECORD_WIRE_H_
