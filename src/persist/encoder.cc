#include "persist/encoder.h"

#include "base/hash.h"
#include "persist/cat.h"
#include "persist/format.h"
#include "persist/hooks.h"
#include "persist/registry.h"

namespace kiln::persist::internal {
namespace {

base::Status TooLarge() {
  return base::Status::ResourceExhausted("persist: blob would exceed 4 GiB");
}

// The splitmix64 finalizer: every input bit affects every output bit, so
// addresses that differ only in a few middle bits still spread out.
uint64_t MixHash(uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

}  // namespace

Encoder::IdentityMap::Result Encoder::IdentityMap::FindOrInsert(const void* address, uint32_t type,
                                                                uint32_t next) {
  if (2 * (size_ + 1) > entries_.size()) Grow();
  const size_t mask = entries_.size() - 1;
  size_t i = MixHash(reinterpret_cast<uintptr_t>(address) ^ (uint64_t{type} << 48)) & mask;
  while (true) {
    Entry& entry = entries_[i];
    if (entry.address == nullptr) {
      entry = Entry{address, type, next};
      ++size_;
      return {next, true};
    }
    if (entry.address == address && entry.type == type) return {entry.index, false};
    i = (i + 1) & mask;
  }
}

void Encoder::IdentityMap::Grow() {
  std::vector<Entry> old = std::move(entries_);
  entries_.assign(old.empty() ? 64 : 2 * old.size(), Entry{});
  size_ = 0;
  for (const Entry& entry : old) {
    if (entry.address != nullptr) FindOrInsert(entry.address, entry.type, entry.index);
  }
}

size_t Encoder::StringHash::operator()(std::string_view s) const {
  return static_cast<size_t>(base::Xxh3_64(s));
}

Encoder::Encoder(const Registry& registry, const WriteOptions& options)
    : registry_(registry), max_depth_(options.max_depth) {
  CHECK(registry.frozen()) << "persist: Write with a Registry that is not frozen";
  write_hooks_.assign(registry.size(), nullptr);
  size_t bound = 0;
  for (size_t i = 0; i < registry.size(); ++i) {
    if (options.hooks == nullptr) break;
    write_hooks_[i] = options.hooks->FindWrite(registry.at(i).key());
    if (write_hooks_[i] != nullptr) ++bound;
  }
  CHECK(options.hooks == nullptr || bound == options.hooks->write_count())
      << "persist: a write_replace hook is set for an unregistered type";
}

Encoder::~Encoder() = default;

base::ErrorOr<std::string> Encoder::Run(const void* root, const Registration& root_type) {
  CHECK(objects_.empty()) << "persist: Encoder::Run called twice";
  blob_.assign(format::kHeaderSize, '\0');
  objects_.push_back({root, &root_type});
  index_of_.FindOrInsert(root, static_cast<uint32_t>(root_type.index()), 0);
  offsets_.push_back(0);
  RETURN_IF_ERROR(PushFrame(0));
  while (!frames_.empty()) {
    Frame& top = frames_.back();
    if (top.next_child < top.children_end) {
      const uint32_t child = pending_[top.next_child++];
      RETURN_IF_ERROR(PushFrame(child));  // invalidates `top`
    } else {
      RETURN_IF_ERROR(EmitTopFrame());
    }
  }
  return Finish();
}

base::Status Encoder::PushFrame(uint32_t index) {
  Frame frame;
  frame.index = index;
  frame.bytes_begin = out_.size();
  frame.children_begin = pending_.size();
  // The fields are encoded now; objects they reach for the first time are
  // appended to pending_ and become this frame's children.
  depth_ = 0;
  const Object object = objects_[index];
  base::Status status = EncodeRecord(*object.type, object.address);
  if (!status.ok()) return status.WithContext(Cat("persist: writing object ", index));
  frame.children_end = pending_.size();
  frame.next_child = frame.children_begin;
  frames_.push_back(frame);
  return base::Status::Ok();
}

base::Status Encoder::EmitTopFrame() {
  const Frame frame = frames_.back();
  frames_.pop_back();
  const std::string_view body = std::string_view(out_).substr(frame.bytes_begin);
  const uint64_t offset = blob_.size();
  if (offset + body.size() + 2 * format::kMaxVarintBytes > format::kMaxBlobSize) {
    return TooLarge();
  }
  offsets_[frame.index] = static_cast<uint32_t>(offset);
  wire::PutVarint(&blob_, objects_[frame.index].type->id());
  wire::PutVarint(&blob_, body.size());
  blob_.append(body);
  out_.resize(frame.bytes_begin);
  pending_.resize(frame.children_begin);
  return base::Status::Ok();
}

base::ErrorOr<std::string> Encoder::Finish() {
  const uint64_t string_data = blob_.size();
  const uint64_t directory = string_data + string_data_.size();
  const uint64_t end = directory + format::kDirectoryFixedSize +
                       format::kTableEntrySize * (uint64_t{objects_.size()} + string_ends_.size());
  if (end > format::kMaxBlobSize) return TooLarge();
  blob_.reserve(end);
  blob_.append(string_data_);
  wire::PutFixed32(&blob_, 0);  // root: always the first object numbered
  wire::PutFixed32(&blob_, static_cast<uint32_t>(objects_.size()));
  wire::PutFixed32(&blob_, static_cast<uint32_t>(string_ends_.size()));
  wire::PutFixed32(&blob_, static_cast<uint32_t>(string_data));
  for (uint32_t offset : offsets_) wire::PutFixed32(&blob_, offset);
  for (uint32_t string_end : string_ends_) {
    wire::PutFixed32(&blob_, static_cast<uint32_t>(string_data + string_end));
  }
  wire::StoreFixed32(&blob_, format::kMagicOffset, format::kMagic);
  wire::StoreFixed32(&blob_, format::kStampOffset, registry_.stamp());
  wire::StoreFixed32(&blob_, format::kDirectoryOffsetOffset, static_cast<uint32_t>(directory));
  return std::move(blob_);
}

base::ErrorOr<uint32_t> Encoder::StringIndex(std::string_view s) {
  auto it = string_index_.find(s);
  if (it != string_index_.end()) return it->second;
  if (string_data_.size() + s.size() > format::kMaxBlobSize ||
      string_ends_.size() >= format::kMaxBlobSize / format::kTableEntrySize) {
    return TooLarge();
  }
  const auto index = static_cast<uint32_t>(string_ends_.size());
  string_data_.append(s);
  string_ends_.push_back(static_cast<uint32_t>(string_data_.size()));
  string_index_.emplace(std::string(s), index);
  return index;
}

base::ErrorOr<uint32_t> Encoder::RefValue(const void* target, const Registration& type) {
  if (target == nullptr) return format::kNullRef;
  if (objects_.size() >= format::kMaxBlobSize / format::kTableEntrySize) return TooLarge();
  const IdentityMap::Result found = index_of_.FindOrInsert(
      target, static_cast<uint32_t>(type.index()), static_cast<uint32_t>(objects_.size()));
  if (found.inserted) {
    objects_.push_back({target, &type});
    offsets_.push_back(0);
    pending_.push_back(found.index);
  }
  return found.index + 1;
}

base::Status Encoder::EncodeRecord(const Registration& type, const void* value) {
  if (depth_ >= max_depth_) {
    return base::Status::ResourceExhausted(Cat("persist: records nested deeper than ", max_depth_));
  }
  if (const WriteHook* hook = write_hooks_[type.index()]; hook != nullptr) {
    ASSIGN_OR_RETURN(std::shared_ptr<const void> replacement, (*hook)(value));
    value = replacement.get();
    replacements_.push_back(std::move(replacement));
  }
  ++depth_;
  base::Status status = type.EncodeFields(*this, value);
  --depth_;
  return status;
}

}  // namespace kiln::persist::internal
