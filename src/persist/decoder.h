// Decoder: a bounds-checked cursor over the encoding of one object, used by
// codecs (internal; see reader.h). Every load checks the bytes it needs
// against the end of the object first; a failed check is a Corruption status.
#ifndef KILN_PERSIST_DECODER_H_
#define KILN_PERSIST_DECODER_H_

#include <cstdint>
#include <string_view>

#include "base/status.h"
#include "persist/format.h"
#include "persist/wire.h"

namespace kiln::persist {
class Reader;
class Registration;
}  // namespace kiln::persist

namespace kiln::persist::internal {

class Decoder {
 public:
  // REQUIRES: [begin, end) lies inside the blob of `reader`.
  Decoder(Reader* reader, const char* begin, const char* end)
      : reader_(reader), pos_(begin), end_(end) {}

  Reader* reader() const { return reader_; }
  size_t remaining() const { return static_cast<size_t>(end_ - pos_); }
  bool at_end() const { return pos_ == end_; }

  base::ErrorOr<uint8_t> GetU8() {
    if (pos_ == end_) return Truncated();
    return static_cast<uint8_t>(*pos_++);
  }
  base::ErrorOr<uint64_t> GetVarint() {
    wire::Varint v = wire::LoadVarint(pos_, end_);
    if (v.next == nullptr) return base::Status::Corruption("malformed varint");
    pos_ = v.next;
    return v.value;
  }
  // GetVarint without the ErrorOr, for tight loops; false when malformed.
  bool NextVarint(uint64_t* out) {
    if (pos_ != end_ && (static_cast<uint8_t>(*pos_) & 0x80) == 0) {
      *out = static_cast<uint8_t>(*pos_++);
      return true;
    }
    wire::Varint v = wire::LoadVarint(pos_, end_);
    if (v.next == nullptr) return false;
    pos_ = v.next;
    *out = v.value;
    return true;
  }
  base::ErrorOr<uint64_t> GetFixed64() {
    if (remaining() < 8) return Truncated();
    uint64_t v = wire::LoadFixed64(pos_);
    pos_ += 8;
    return v;
  }
  // The next `size` bytes, in place (they live as long as the blob).
  base::ErrorOr<std::string_view> GetRaw(uint64_t size) {
    if (size > remaining()) return Truncated();
    std::string_view raw(pos_, static_cast<size_t>(size));
    pos_ += size;
    return raw;
  }

  // The index array of a lazy sequence of `count` elements, in place. Its
  // bytes are located, not decoded, so they do not count as decoded.
  base::ErrorOr<std::string_view> GetLazyEntries(uint64_t count) {
    if (count > remaining() / format::kLazySeqEntrySize) {
      return base::Status::Corruption("lazy sequence runs past the end of its object");
    }
    ASSIGN_OR_RETURN(std::string_view entries, GetRaw(count * format::kLazySeqEntrySize));
    lazy_bytes_ += entries.size();
    return entries;
  }
  // Bytes handed out by GetLazyEntries so far.
  uint64_t lazy_bytes() const { return lazy_bytes_; }

  // Entry `index` of the string table, in place. `copied` says whether the
  // caller copies it (charged to the decode budget by length).
  base::ErrorOr<std::string_view> String(uint64_t index, bool copied);
  // Fails unless `ref_value` is null or names an entry of the object table.
  base::Status CheckRef(uint64_t ref_value) const;
  // Charges `units` of work to the Reader's decode budget.
  base::Status Charge(uint64_t units);
  // Decodes the fields of an inline record into `value` (a default-
  // constructed object of `type`), applies its read_resolve hook, and counts
  // one level of nesting against the depth limit.
  base::Status DecodeRecord(const Registration& type, void* value);

 private:
  static base::Status Truncated() {
    return base::Status::Corruption("value runs past the end of its object");
  }

  Reader* reader_;
  const char* pos_;
  const char* end_;
  uint64_t lazy_bytes_ = 0;
};

}  // namespace kiln::persist::internal

#endif  // KILN_PERSIST_DECODER_H_
