// Reading a blob lazily.
//
//   ASSIGN_OR_RETURN(auto reader, persist::Reader::Open(blob, registry));
//   ASSIGN_OR_RETURN(const Module* module, reader->Root<Module>());
//   ASSIGN_OR_RETURN(const Body* body, module->bodies.Get(42));  // decodes one body
//
// Open checks the header and the directory's extent and nothing else: it is
// O(1) in the blob's size and decodes no object. An object is decoded when it
// is first asked for (Root(), Ref::Get(), LazySeq::Get()), once; the Reader
// owns it and every later request yields the same pointer.
//
// The blob is untrusted. Every offset, length and count is checked before it
// is used; a bad blob yields a status and never a crash, a hang, or an
// allocation beyond the decode budget (ReadOptions). Errors:
//   Corruption         not a blob, truncated, or inconsistent bytes
//   Unsupported        a blob of another schema (version stamp mismatch)
//   ResourceExhausted  the decode budget is spent
// Errors met while decoding an object are remembered: asking again returns
// the same status.
//
// The Reader reads the blob in place (mmap works; nothing is copied), so the
// blob must outlive it unless the Reader owns it (the region overload).
// string_view and span fields point into the blob. Not thread-safe.
#ifndef KILN_PERSIST_READER_H_
#define KILN_PERSIST_READER_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/env.h"
#include "base/status.h"
#include "persist/decoder.h"
#include "persist/hooks.h"
#include "persist/options.h"
#include "persist/ref.h"
#include "persist/registry.h"

namespace kiln::persist {

class Reader {
 public:
  // REQUIRES: `registry` is frozen and outlives the Reader; `blob` outlives it.
  static base::ErrorOr<std::unique_ptr<Reader>> Open(std::string_view blob,
                                                     const Registry& registry,
                                                     const ReadOptions& options = {});
  // Reads the bytes of `region` in place; the Reader keeps it alive.
  static base::ErrorOr<std::unique_ptr<Reader>> Open(std::unique_ptr<base::ReadOnlyRegion> region,
                                                     const Registry& registry,
                                                     const ReadOptions& options = {});
  // Maps `path` through `env` and opens it.
  static base::ErrorOr<std::unique_ptr<Reader>> OpenFile(base::Env* env, const std::string& path,
                                                         const Registry& registry,
                                                         const ReadOptions& options = {});
  // Only Open can make one: Open's checks are what make a Reader usable.
  class PassKey {
    friend class Reader;
    PassKey() = default;
  };
  Reader(PassKey, std::string_view blob, std::unique_ptr<base::ReadOnlyRegion> region,
         const Registry& registry, const ReadOptions& options);
  ~Reader();
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  // The root object, decoded on first call. REQUIRES: T is registered.
  template <typename T>
  base::ErrorOr<const T*> Root() {
    ASSIGN_OR_RETURN(const void* root, Resolve(root_ + 1, internal::KeyOf<T>()));
    return static_cast<const T*>(root);
  }

  // ---- Counters, for --timings and for tests of laziness.
  // Bytes of the blob decoded so far: object encodings (less the index
  // arrays of lazy sequences, which are located, not decoded) plus the
  // strings resolved from the string table.
  uint64_t bytes_decoded() const { return bytes_decoded_; }
  // Objects of the object table decoded so far.
  uint64_t objects_decoded() const { return objects_decoded_; }
  // Decode budget units spent so far (see ReadOptions::max_decode_units).
  uint64_t decode_units() const { return units_used_; }

  uint32_t object_count() const { return object_count_; }
  uint32_t string_count() const { return string_count_; }
  std::string_view blob() const { return blob_; }

 private:
  friend class internal::Decoder;
  friend base::ErrorOr<const void*> internal::ResolveRef(Reader*, uint32_t, internal::TypeKey);

  struct Slot {
    enum class State : uint8_t { kDecoding, kDone, kFailed };
    const Registration* type = nullptr;  // null: never asked for
    State state = State::kDecoding;
    std::shared_ptr<void> object;
    base::Status error;
  };

  // Slots by object index, in pages of kPageSize allocated on first touch:
  // open stays O(1), lookups are two loads, and a slot never moves, so a
  // reference to one stays valid while nested resolutions add others.
  class SlotTable {
   public:
    static constexpr uint32_t kPageBits = 8;
    static constexpr uint32_t kPageSize = 1u << kPageBits;
    Slot& operator[](uint32_t index);

   private:
    std::vector<std::unique_ptr<Slot[]>> pages_;
  };

  base::Status CheckLayout();

  base::ErrorOr<const void*> Resolve(uint64_t ref_value, internal::TypeKey key);
  base::ErrorOr<std::shared_ptr<void>> DecodeObject(uint32_t index, const Registration& type);
  base::ErrorOr<std::string_view> String(uint64_t index, bool copied);
  base::Status Charge(uint64_t units);
  base::Status DecodeRecord(internal::Decoder& dec, const Registration& type, void* value);

  std::unique_ptr<base::ReadOnlyRegion> region_;  // may be null
  std::string_view blob_;
  const Registry& registry_;
  std::vector<const Hooks::ReadFn*> read_hooks_;  // by registration index
  const uint32_t max_depth_;
  uint64_t units_limit_;

  // From the header and directory; checked by CheckLayout.
  uint32_t directory_ = 0;
  uint32_t root_ = 0;
  uint32_t object_count_ = 0;
  uint32_t string_count_ = 0;
  uint32_t string_data_ = 0;
  const char* object_table_ = nullptr;
  const char* string_table_ = nullptr;

  // Decoded objects by index: the memo that makes shared objects shared.
  SlotTable slots_;
  uint32_t depth_ = 0;
  uint64_t units_used_ = 0;
  uint64_t bytes_decoded_ = 0;
  uint64_t objects_decoded_ = 0;
};

}  // namespace kiln::persist

#endif  // KILN_PERSIST_READER_H_
