// Encoder: the engine behind persist::Write (internal; see writer.h).
//
// It walks the object graph from the root with an explicit stack, never
// recursing through references, so graph depth is limited only by memory.
// Encoding an object numbers the objects its fields reach for the first time
// (in field order); those are then encoded depth first, and the object is
// emitted after all of them (children before parents). Numbers and order
// depend on the graph's shape alone, so output is deterministic. A reference
// back to an object still being encoded (a cycle) is just its number; the
// directory maps numbers to offsets.
#ifndef KILN_PERSIST_ENCODER_H_
#define KILN_PERSIST_ENCODER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "base/status.h"
#include "persist/options.h"
#include "persist/wire.h"

namespace kiln::persist {
class Registry;
class Registration;
}  // namespace kiln::persist

namespace kiln::persist::internal {

class Encoder {
 public:
  Encoder(const Registry& registry, const WriteOptions& options);
  ~Encoder();
  Encoder(const Encoder&) = delete;
  Encoder& operator=(const Encoder&) = delete;

  // Encodes the graph reachable from `root`, an object of registered type
  // `root_type`, into a complete blob. Call once per Encoder.
  base::ErrorOr<std::string> Run(const void* root, const Registration& root_type);

  // ---- For codecs: append to the encoding of the current object.
  void PutU8(uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void PutVarint(uint64_t v) { wire::PutVarint(&out_, v); }
  void PutFixed32(uint32_t v) { wire::PutFixed32(&out_, v); }
  void PutFixed64(uint64_t v) { wire::PutFixed64(&out_, v); }
  void PutRaw(const void* data, size_t size) { out_.append(static_cast<const char*>(data), size); }

  // The string table index of `s`, adding it on first use (strings are
  // deduplicated by content).
  base::ErrorOr<uint32_t> StringIndex(std::string_view s);

  // The reference value (index + 1, or kNullRef for a null target) of
  // `target`, an object of registered type `type`. The first time an object
  // is reached it is numbered and scheduled for writing; identity is the
  // object's address together with its type.
  base::ErrorOr<uint32_t> RefValue(const void* target, const Registration& type);

  // Encodes the fields of a record held inline, after its write_replace
  // hook, counting one level of nesting.
  base::Status EncodeRecord(const Registration& type, const void* value);

 private:
  using WriteHook = std::function<base::ErrorOr<std::shared_ptr<const void>>(const void*)>;

  // Identity map from (address, type) to object index: open addressing with
  // linear probing, kept at most half full. Flat, because a large graph
  // makes millions of lookups and a node per entry would dominate writing.
  class IdentityMap {
   public:
    struct Result {
      uint32_t index;
      bool inserted;
    };
    // The index of the key (`type` is a registration index), or `next`
    // after inserting it. REQUIRES: address is not null.
    Result FindOrInsert(const void* address, uint32_t type, uint32_t next);

   private:
    struct Entry {                    // 16 bytes: the table is walked at random, so size is time
      const void* address = nullptr;  // null: empty
      uint32_t type = 0;
      uint32_t index = 0;
    };
    void Grow();

    std::vector<Entry> entries_;  // size is zero or a power of two
    size_t size_ = 0;
  };
  struct StringHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const;
  };
  struct Object {
    const void* address;
    const Registration* type;
  };
  // An object whose fields are encoded (its bytes at out_[bytes_begin, ...))
  // and which is waiting for the objects it reached first, listed in
  // pending_[children_begin, children_end), to be emitted.
  struct Frame {
    uint32_t index;
    size_t bytes_begin;
    size_t children_begin;
    size_t children_end;
    size_t next_child;
  };

  base::Status PushFrame(uint32_t index);
  base::Status EmitTopFrame();
  base::ErrorOr<std::string> Finish();

  const Registry& registry_;
  const uint32_t max_depth_;
  std::vector<const WriteHook*> write_hooks_;  // by registration index

  std::vector<Object> objects_;  // by object index
  IdentityMap index_of_;
  std::vector<uint32_t> offsets_;  // by object index, once emitted
  std::vector<Frame> frames_;
  std::vector<uint32_t> pending_;  // children of the frames, stacked
  std::string out_;                // bytes of the frames, stacked
  std::string blob_;               // header + emitted objects
  uint32_t depth_ = 0;

  std::string string_data_;
  std::vector<uint32_t> string_ends_;  // relative to string_data_
  std::unordered_map<std::string, uint32_t, StringHash, std::equal_to<>> string_index_;

  // Replacement values made by write_replace hooks; alive until Run returns
  // because references inside them are encoded later.
  std::vector<std::shared_ptr<const void>> replacements_;
};

}  // namespace kiln::persist::internal

#endif  // KILN_PERSIST_ENCODER_H_
