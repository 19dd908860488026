#include "persist/reader.h"

#include <cinttypes>
#include <cstdio>

#include "persist/cat.h"
#include "persist/format.h"
#include "persist/wire.h"

namespace kiln::persist {
namespace {

using base::Status;
using internal::Cat;

std::string Hex32(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "0x%08" PRIx32, v);
  return buf;
}

Status Corrupt(std::string_view what) {
  std::string msg = "persist: ";
  msg += what;
  return Status::Corruption(msg);
}

// Decrements a depth counter on every path out of a scope.
class DepthScope {
 public:
  explicit DepthScope(uint32_t* depth) : depth_(depth) { ++*depth_; }
  ~DepthScope() { --*depth_; }
  DepthScope(const DepthScope&) = delete;
  DepthScope& operator=(const DepthScope&) = delete;

 private:
  uint32_t* depth_;
};

}  // namespace

Reader::Reader(PassKey, std::string_view blob, std::unique_ptr<base::ReadOnlyRegion> region,
               const Registry& registry, const ReadOptions& options)
    : region_(std::move(region)),
      blob_(blob),
      registry_(registry),
      max_depth_(options.max_depth),
      units_limit_(options.max_decode_units) {
  CHECK(registry.frozen()) << "persist: Reader with a Registry that is not frozen";
  if (units_limit_ == 0) {
    units_limit_ = format::kDefaultBudgetFactor * blob_.size() + format::kDefaultBudgetSlack;
  }
  read_hooks_.assign(registry.size(), nullptr);
  size_t bound = 0;
  for (size_t i = 0; i < registry.size() && options.hooks != nullptr; ++i) {
    read_hooks_[i] = options.hooks->FindRead(registry.at(i).key());
    if (read_hooks_[i] != nullptr) ++bound;
  }
  CHECK(options.hooks == nullptr || bound == options.hooks->read_count())
      << "persist: a read_resolve hook is set for an unregistered type";
}

Reader::~Reader() = default;

base::ErrorOr<std::unique_ptr<Reader>> Reader::Open(std::string_view blob, const Registry& registry,
                                                    const ReadOptions& options) {
  auto reader = std::make_unique<Reader>(PassKey(), blob, nullptr, registry, options);
  RETURN_IF_ERROR(reader->CheckLayout());
  return reader;
}

base::ErrorOr<std::unique_ptr<Reader>> Reader::Open(std::unique_ptr<base::ReadOnlyRegion> region,
                                                    const Registry& registry,
                                                    const ReadOptions& options) {
  CHECK(region != nullptr);
  const std::string_view blob = region->data();
  auto reader = std::make_unique<Reader>(PassKey(), blob, std::move(region), registry, options);
  RETURN_IF_ERROR(reader->CheckLayout());
  return reader;
}

base::ErrorOr<std::unique_ptr<Reader>> Reader::OpenFile(base::Env* env, const std::string& path,
                                                        const Registry& registry,
                                                        const ReadOptions& options) {
  ASSIGN_OR_RETURN(std::unique_ptr<base::ReadOnlyRegion> region, env->MapFile(path));
  auto reader = Open(std::move(region), registry, options);
  if (!reader.ok()) return reader.status().WithContext(path);
  return reader;
}

// O(1): reads the header and the directory's fixed part, and checks that the
// sections they describe fit the blob exactly. Table entries are checked when
// used.
Status Reader::CheckLayout() {
  const uint64_t size = blob_.size();
  if (size < format::kHeaderSize) {
    return Corrupt(Cat("blob of ", size, " bytes has no header"));
  }
  const char* base = blob_.data();
  if (wire::LoadFixed32(base + format::kMagicOffset) != format::kMagic) {
    return Corrupt("bad magic: not a persist blob");
  }
  const uint32_t stamp = wire::LoadFixed32(base + format::kStampOffset);
  if (stamp != registry_.stamp()) {
    return Status::Unsupported("persist: blob has version stamp " + Hex32(stamp) +
                               ", this schema is " + Hex32(registry_.stamp()));
  }
  directory_ = wire::LoadFixed32(base + format::kDirectoryOffsetOffset);
  if (directory_ < format::kHeaderSize || directory_ > size ||
      size - directory_ < format::kDirectoryFixedSize) {
    return Corrupt(Cat("directory offset ", directory_, " outside the blob"));
  }
  const char* dir = base + directory_;
  root_ = wire::LoadFixed32(dir + format::kDirRootOffset);
  object_count_ = wire::LoadFixed32(dir + format::kDirObjectCountOffset);
  string_count_ = wire::LoadFixed32(dir + format::kDirStringCountOffset);
  string_data_ = wire::LoadFixed32(dir + format::kDirStringDataOffset);
  const uint64_t expected_size =
      uint64_t{directory_} + format::kDirectoryFixedSize +
      format::kTableEntrySize * (uint64_t{object_count_} + string_count_);
  if (expected_size != size) {
    return Corrupt(Cat("directory describes a blob of ", expected_size, " bytes, not ", size));
  }
  if (string_data_ < format::kHeaderSize || string_data_ > directory_) {
    return Corrupt(Cat("string data offset ", string_data_, " out of range"));
  }
  if (root_ >= object_count_) {
    return Corrupt(Cat("root ", root_, " is not one of ", object_count_, " objects"));
  }
  object_table_ = dir + format::kDirectoryFixedSize;
  string_table_ = object_table_ + format::kTableEntrySize * uint64_t{object_count_};
  return Status::Ok();
}

base::ErrorOr<const void*> Reader::Resolve(uint64_t ref_value, internal::TypeKey key) {
  if (ref_value == format::kNullRef) return static_cast<const void*>(nullptr);
  if (ref_value > object_count_) {
    return Corrupt(Cat("reference to object ", ref_value - 1, " of ", object_count_));
  }
  const auto index = static_cast<uint32_t>(ref_value - 1);
  Slot& slot = slots_[index];
  if (slot.type != nullptr) {
    if (slot.type->key() != key) {
      const Registration* type = registry_.Find(key);
      CHECK(type != nullptr) << "persist: reading a type that is not registered";
      return Corrupt(Cat("object ", index, " is referenced as both ", slot.type->name(), " and ",
                         type->name()));
    }
    switch (slot.state) {
      case Slot::State::kDone: return static_cast<const void*>(slot.object.get());
      case Slot::State::kFailed: return slot.error;
      case Slot::State::kDecoding:
        return Corrupt(Cat("object ", index,
                           " is needed while it is being decoded (a cycle through read hooks)"));
    }
  }
  const Registration* type = registry_.Find(key);
  CHECK(type != nullptr) << "persist: reading a type that is not registered";
  slot.type = type;
  slot.state = Slot::State::kDecoding;
  base::ErrorOr<std::shared_ptr<void>> decoded = DecodeObject(index, *type);
  if (!decoded.ok()) {
    slot.state = Slot::State::kFailed;
    slot.error =
        decoded.status().WithContext(Cat("persist: object ", index, " (", type->name(), ")"));
    return slot.error;
  }
  slot.object = std::move(decoded).value();
  slot.state = Slot::State::kDone;
  ++objects_decoded_;
  return static_cast<const void*>(slot.object.get());
}

Reader::Slot& Reader::SlotTable::operator[](uint32_t index) {
  const uint32_t page = index >> kPageBits;
  if (page >= pages_.size()) pages_.resize(page + 1);
  if (pages_[page] == nullptr) pages_[page] = std::make_unique<Slot[]>(kPageSize);
  return pages_[page][index & (kPageSize - 1)];
}

base::ErrorOr<std::shared_ptr<void>> Reader::DecodeObject(uint32_t index,
                                                          const Registration& type) {
  const uint32_t offset =
      wire::LoadFixed32(object_table_ + format::kTableEntrySize * uint64_t{index});
  if (offset < format::kHeaderSize || offset >= string_data_) {
    return Status::Corruption(Cat("offset ", offset, " outside the object area"));
  }
  const char* begin = blob_.data() + offset;
  const char* limit = blob_.data() + string_data_;
  const wire::Varint type_id = wire::LoadVarint(begin, limit);
  if (type_id.next == nullptr) return Status::Corruption("malformed type id");
  const wire::Varint length = wire::LoadVarint(type_id.next, limit);
  if (length.next == nullptr) return Status::Corruption("malformed length");
  if (length.value > static_cast<uint64_t>(limit - length.next)) {
    return Status::Corruption(Cat("length ", length.value, " runs past the object area"));
  }
  if (type_id.value != type.id()) {
    // Never instantiate anything but the statically expected type.
    if (registry_.FindById(type_id.value) == nullptr) {
      return Status::Corruption(Cat("unknown type id ", type_id.value));
    }
    return Status::Corruption(
        Cat("type id ", type_id.value, " where ", type.name(), " (", type.id(), ") is expected"));
  }
  const uint64_t total = static_cast<uint64_t>(length.next - begin) + length.value;
  RETURN_IF_ERROR(Charge(total));

  std::shared_ptr<void> object = type.NewObject();
  internal::Decoder dec(this, length.next, length.next + length.value);
  const Status status = DecodeRecord(dec, type, object.get());
  bytes_decoded_ += total - dec.lazy_bytes();
  RETURN_IF_ERROR(status);
  if (!dec.at_end()) {
    return Status::Corruption(Cat(dec.remaining(), " bytes left after the fields"));
  }
  return object;
}

base::ErrorOr<std::string_view> Reader::String(uint64_t index, bool copied) {
  if (index >= string_count_) {
    return Status::Corruption(Cat("string ", index, " of ", string_count_));
  }
  const uint32_t end = wire::LoadFixed32(string_table_ + format::kTableEntrySize * index);
  const uint32_t begin =
      index == 0 ? string_data_
                 : wire::LoadFixed32(string_table_ + format::kTableEntrySize * (index - 1));
  if (begin < string_data_ || begin > end || end > directory_) {
    return Status::Corruption(Cat("string ", index, " has bounds outside the string data"));
  }
  const uint32_t size = end - begin;
  // A view costs O(1) whatever its length; a copy costs its length.
  RETURN_IF_ERROR(Charge(copied ? size : 1));
  bytes_decoded_ += size;
  return blob_.substr(begin, size);
}

Status Reader::Charge(uint64_t units) {
  if (units > units_limit_ - units_used_) {
    units_used_ = units_limit_;
    return Status::ResourceExhausted(Cat("decode budget of ", units_limit_, " units exhausted"));
  }
  units_used_ += units;
  return Status::Ok();
}

Status Reader::DecodeRecord(internal::Decoder& dec, const Registration& type, void* value) {
  if (depth_ >= max_depth_) {
    return Status::Corruption(Cat("records nested deeper than ", max_depth_));
  }
  DepthScope scope(&depth_);
  RETURN_IF_ERROR(type.DecodeFields(dec, value));
  if (const Hooks::ReadFn* hook = read_hooks_[type.index()]; hook != nullptr) {
    RETURN_IF_ERROR((*hook)(value));
  }
  return Status::Ok();
}

namespace internal {

base::ErrorOr<const void*> ResolveRef(Reader* reader, uint32_t ref_value, TypeKey key) {
  return reader->Resolve(ref_value, key);
}

base::ErrorOr<std::string_view> Decoder::String(uint64_t index, bool copied) {
  return reader_->String(index, copied);
}

base::Status Decoder::CheckRef(uint64_t ref_value) const {
  if (ref_value > reader_->object_count_) {
    return base::Status::Corruption(
        Cat("reference to object ", ref_value - 1, " of ", reader_->object_count_));
  }
  return base::Status::Ok();
}

base::Status Decoder::Charge(uint64_t units) { return reader_->Charge(units); }

base::Status Decoder::DecodeRecord(const Registration& type, void* value) {
  return reader_->DecodeRecord(*this, type, value);
}

}  // namespace internal
}  // namespace kiln::persist
