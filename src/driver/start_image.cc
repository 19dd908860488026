#include "driver/start_image.h"

#include <fcntl.h>
#include <link.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>

#include "base/hash.h"
#include "cache/entry_writer.h"
#include "cache/format.h"
#include "cache/locations.h"
#include "cache/manifest.h"
#include "driver/cache_command.h"
#include "driver/version.h"
#include "runtime/gc.h"
#include "source/stdlib.h"

namespace kiln::driver {
namespace {

constexpr char kMagic[8] = {'K', 'I', 'L', 'N', 'I', 'M', 'G', '\n'};
constexpr uint32_t kFormatVersion = 3;
constexpr size_t kPage = 4096;
constexpr size_t kMaxPrefixBytes = size_t{1} << 20;
constexpr size_t kFixedBytes = 72;  // through the region hash
constexpr size_t kMaxHeapPointersReported = 4;
constexpr size_t kKeptOtherImages = 3;  // of other Kiln binaries, besides this one's

size_t RoundUp(size_t n) { return (n + kPage - 1) & ~(kPage - 1); }

void PutU32(std::string& out, uint32_t v) { out.append(reinterpret_cast<const char*>(&v), 4); }
void PutU64(std::string& out, uint64_t v) { out.append(reinterpret_cast<const char*>(&v), 8); }
void PutHash(std::string& out, const base::Hash128& h) {
  PutU64(out, h.low);
  PutU64(out, h.high);
}
void PutString(std::string& out, std::string_view s) {
  PutU32(out, static_cast<uint32_t>(s.size()));
  out += s;
}

// Reads little-endian fields in order; any read past the end makes ok() false.
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  uint32_t U32() { return Take<uint32_t>(); }
  uint64_t U64() { return Take<uint64_t>(); }
  base::Hash128 Hash() {
    base::Hash128 h;
    h.low = U64();
    h.high = U64();
    return h;
  }
  std::string_view Bytes(size_t n) {
    if (n > bytes_.size() - pos_) {
      ok_ = false;
      return {};
    }
    std::string_view v = bytes_.substr(pos_, n);
    pos_ += n;
    return v;
  }
  std::string String() { return std::string(Bytes(U32())); }
  bool ok() const { return ok_; }

 private:
  template <typename T>
  T Take() {
    T v{};
    std::string_view b = Bytes(sizeof v);
    if (ok_) std::memcpy(&v, b.data(), sizeof v);
    return v;
  }
  std::string_view bytes_;
  size_t pos_ = 0;
  bool ok_ = true;
};


// `start-<build id>-<Base's folder>.image`, both shortened to hex digits.
std::string ImagePath(base::Env* env, const source::Package& base, const std::string& root) {
  std::string id = BinaryBuildId();
  if (id.empty()) return "";
  cache::Locations loc = cache::LocationsFor(env, base, KILN_VERSION);
  if (loc.global_dir.empty()) return "";
  char folder[9];
  std::snprintf(folder, sizeof folder, "%08x",
                static_cast<uint32_t>(base::Xxh3_64(root)));
  return loc.global_dir + "/" + std::string(cache::format::kImagePrefix) + id.substr(0, 16) +
         "-" + folder + std::string(cache::format::kImageExtension);
}

bool ReadAt(int fd, size_t offset, size_t n, std::string* out) {
  out->resize(n);
  size_t done = 0;
  while (done < n) {
    ssize_t r = pread(fd, out->data() + done, n - done, static_cast<off_t>(offset + done));
    if (r <= 0) return false;
    done += static_cast<size_t>(r);
  }
  return true;
}

// Whether a recorded source is unchanged: by stat when that can be trusted
// (not `racy`: modified too close to the image's writing), else by its hash.
bool SourceUnchanged(base::Env* env, const cache::PackageSources::File& s, bool racy,
                     bool rehash) {
  auto st = env->Stat(s.path);
  if (!st.ok()) return false;
  if (!rehash && !racy && cache::SameStat(*st, s.stat)) return true;
  auto text = env->ReadFile(s.path);
  return text.ok() && cache::ContentHash(*text) == s.source_hash;
}

int DlCallback(dl_phdr_info* info, size_t, void* data) {
  auto* out = static_cast<std::string*>(data);
  // The first object is the executable itself.
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const char* p = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
    const char* end = p + ph.p_memsz;
    while (p + sizeof(ElfW(Nhdr)) <= end) {
      const auto* nh = reinterpret_cast<const ElfW(Nhdr)*>(p);
      const char* name = p + sizeof(ElfW(Nhdr));
      const char* desc = name + ((nh->n_namesz + 3) & ~3u);
      if (desc + nh->n_descsz > end) break;
      if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && std::memcmp(name, "GNU", 4) == 0) {
        static const char kHex[] = "0123456789abcdef";
        for (uint32_t k = 0; k < nh->n_descsz; ++k) {
          auto byte = static_cast<unsigned char>(desc[k]);
          out->push_back(kHex[byte >> 4]);
          out->push_back(kHex[byte & 15]);
        }
        return 1;
      }
      p = desc + ((nh->n_descsz + 3) & ~3u);
    }
  }
  return 1;  // only the executable
}

}  // namespace

std::string BinaryBuildId() {
  static const std::string id = [] {
    std::string out;
    dl_iterate_phdr(DlCallback, &out);
    return out;
  }();
  return id;
}

StartImage StartImage::Open(base::Env* env, const source::Package& base,
                            const CacheFlags& flags) {
  StartImage image;
  image.env_ = env;
  image.flags_ = flags;
  if (flags.mode == "off") {
    image.status_ = "off (--cache=off)";
    return image;
  }
  // Two copies of the standard library (say, one chosen with KILN_STDLIB) share
  // Base's global location, not an image.
  image.base_root_ = Absolute(base.root);
  image.path_ = ImagePath(env, base, image.base_root_);
  if (image.path_.empty()) {
    image.status_ = "none (no data directory or build id)";
    return image;
  }
  if (!cache::IsTrustedDir(env, std::string(base::Dirname(image.path_)))) {
    image.state_ = State::kUnusable;
    image.status_ = "not used: its folder is not trusted";
    image.path_.clear();
    return image;
  }
  int fd = ::open(image.path_.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    image.status_ = "none yet";
    return image;
  }
  auto stale = [&](State state, const std::string& why) {
    image.state_ = state;
    image.status_ = "not used: " + why;
    ::close(fd);
    return std::move(image);
  };
  std::string prefix;
  struct stat st {};
  if (fstat(fd, &st) != 0 || !ReadAt(fd, 0, std::min<size_t>(kPage, st.st_size), &prefix) ||
      prefix.size() < kFixedBytes || std::memcmp(prefix.data(), kMagic, 8) != 0) {
    return stale(State::kDamaged, "not an image");
  }
  Reader head(std::string_view(prefix).substr(8));
  uint32_t version = head.U32();
  uint32_t prefix_bytes = head.U32();
  base::Hash128 prefix_hash = head.Hash();
  if (version != kFormatVersion) return stale(State::kStale, "another format version");
  if (prefix_bytes < kFixedBytes || prefix_bytes > kMaxPrefixBytes || prefix_bytes % kPage != 0 ||
      static_cast<uint64_t>(st.st_size) < prefix_bytes) {
    return stale(State::kDamaged, "damaged header");
  }
  if (prefix_bytes > prefix.size() && !ReadAt(fd, 0, prefix_bytes, &prefix)) {
    return stale(State::kDamaged, "truncated");
  }
  if (base::Xxh3_128(std::string_view(prefix).substr(32, prefix_bytes - 32)) != prefix_hash) {
    return stale(State::kDamaged, "damaged header");
  }
  Reader r(std::string_view(prefix).substr(32, prefix_bytes - 32));
  uint64_t region_base = r.U64();
  uint64_t region_size = r.U64();
  uint64_t roots = r.U64();
  base::Hash128 region_hash = r.Hash();
  std::string_view build_id = r.Bytes(r.U32());
  if (!r.ok() || build_id != BinaryBuildId()) {
    return stale(State::kStale, "made by another Kiln binary");
  }
  std::string root = r.String();
  if (!r.ok()) return stale(State::kDamaged, "damaged header");
  if (root != image.base_root_) return stale(State::kStale, "made for the Base in " + root);
  cache::PackageSources sources;
  std::vector<bool> racy;
  uint32_t source_count = r.U32();
  for (uint32_t i = 0; i < source_count && r.ok(); ++i) {
    cache::PackageSources::File s;
    s.path = r.String();
    s.stat.size = r.U64();
    s.stat.mtime_ns = static_cast<int64_t>(r.U64());
    s.stat.inode = r.U64();
    racy.push_back(r.U32() != 0);
    s.source_hash = r.String();
    sources.files.push_back(std::move(s));
  }
  uint32_t interface_count = r.U32();
  for (uint32_t i = 0; i < interface_count && r.ok(); ++i) {
    std::string module = r.String();
    sources.interfaces.emplace_back(std::move(module), r.String());
  }
  if (!r.ok()) return stale(State::kDamaged, "damaged header");
  if (region_base != runtime::ImageArenaBase() || region_size == 0 ||
      roots < region_base || roots + sizeof(runtime::RuntimeImage) > region_base + region_size ||
      static_cast<uint64_t>(st.st_size) < prefix_bytes + RoundUp(region_size)) {
    return stale(State::kDamaged, "damaged header or truncated");
  }
  for (size_t i = 0; i < sources.files.size(); ++i) {
    const cache::PackageSources::File& s = sources.files[i];
    if (!SourceUnchanged(env, s, racy[i], flags.rehash)) {
      return stale(State::kStale, "Base changed (" + s.path + ")");
    }
  }
  if (!runtime::MapImageArena(fd, prefix_bytes, RoundUp(region_size))) {
    return stale(State::kUnusable, "its address range is in use");
  }
  ::close(fd);
  // The hash covers the padding to the page too: every byte mapped is checked.
  std::string_view region(reinterpret_cast<const char*>(region_base), RoundUp(region_size));
  if (base::Xxh3_128(region) != region_hash) {
    runtime::ReleaseImageArena();
    image.state_ = State::kDamaged;
    image.status_ = "not used: damaged";
    return image;
  }
  const auto* rt_roots = reinterpret_cast<const runtime::RuntimeImage*>(roots);
  if (!runtime::RestoreSymbolTable(rt_roots->symbols)) {
    runtime::ReleaseImageArena();
    image.state_ = State::kUnusable;
    image.status_ = "not used: symbols were interned before it was mapped";
    return image;
  }
  image.state_ = State::kMapped;
  image.roots_ = rt_roots;
  image.sources_ = std::move(sources);
  image.status_ = "mapped " + image.path_ + " (" + std::to_string(region_size) + " bytes)";
  return image;
}

void StartImage::RemoveStaleFiles(const std::string& dir, int64_t now_ns) {
  // A process killed while writing leaves its temporary file; one older than a
  // minute has no writer any more.
  constexpr int64_t kAbandonedNs = int64_t{60} * 1'000'000'000;
  auto names = env_->ListDir(dir);
  if (!names.ok()) return;
  const std::string own(base::Basename(path_));
  std::vector<std::pair<int64_t, std::string>> others;  // (mtime, path) of other binaries' images
  for (const std::string& name : *names) {
    if (!name.starts_with(cache::format::kImagePrefix)) continue;
    std::string full = dir + "/" + name;
    const bool temporary = name.find(cache::format::kImageTempInfix) != std::string::npos;
    const bool image = name.ends_with(cache::format::kImageExtension) && name != own;
    if (!temporary && !image) continue;
    auto st = env_->Stat(full);
    if (!st.ok()) continue;
    if (temporary && now_ns - st->mtime_ns > kAbandonedNs) (void)env_->RemoveFile(full);
    if (image) others.emplace_back(st->mtime_ns, std::move(full));
  }
  // Every build of Kiln has its own image: those of the binaries that wrote one
  // last are kept (another build in use, a debug and a release one), older ones go.
  std::sort(others.begin(), others.end(), std::greater<>());
  for (size_t i = kKeptOtherImages; i < others.size(); ++i) (void)env_->RemoveFile(others[i].second);
}

bool StartImage::Begin() {
  if (roots_ != nullptr || path_.empty() || flags_.mode == "off") return false;
  if (runtime::SymbolCount() != 0) {
    status_ += "; not written: symbols were interned first";
    return false;
  }
  allocating_ = runtime::BeginImageArena();
  if (!allocating_) status_ += "; not written: its address range is in use";
  return allocating_;
}

void StartImage::Abandon() {
  if (!allocating_) return;
  allocating_ = false;
  runtime::EndImageArena();
}

void StartImage::Save(runtime::Runtime& rt, interp::Interpreter& interp,
                      const cache::PackageSources& sources) {
  if (!allocating_) return;
  if (sources.files.empty()) {  // nothing would tell when it goes stale
    Abandon();
    status_ += "; not written: Base's sources are not known";
    return;
  }
  std::string error;
  interp.BuildDeferredMethods();
  runtime::RuntimeImage* roots = runtime::SaveRuntimeImage(rt, &error);
  bool saved = roots != nullptr && interp.SaveImage(roots, &error);
  allocating_ = false;
  runtime::EndImageArena();
  if (!saved) {
    status_ += "; not written: " + error;
    return;
  }
  std::vector<size_t> heap = runtime::CollectedHeapPointers(kMaxHeapPointersReported);
  if (!heap.empty()) {
    status_ += "; not written: it would point into the collected heap (at offset " +
               std::to_string(heap[0]) + ")";
    return;
  }
  const std::string dir(base::Dirname(path_));
  const std::string tmp =
      path_.substr(0, path_.size() - cache::format::kImageExtension.size()) +
      std::string(cache::format::kImageTempInfix) + std::to_string(env_->ProcessId());
  base::Status s = env_->CreateDirs(dir);
  std::unique_ptr<base::WritableFile> file;
  if (s.ok()) {
    auto created = env_->NewWritableFile(tmp);
    s = created.status();
    if (s.ok()) file = std::move(*created);
  }
  // The file system's clock: the new file's mtime. A source modified within the
  // racy window of it could change again without changing its stat.
  base::ErrorOr<base::FileStat> now = s.ok() ? env_->Stat(tmp) : base::ErrorOr<base::FileStat>(s);
  if (s.ok() && !now.ok()) s = now.status();
  if (s.ok()) RemoveStaleFiles(dir, now->mtime_ns);
  std::string body;
  const size_t region_size = runtime::ImageArenaSize();
  const char* region = reinterpret_cast<const char*>(runtime::ImageArenaBase());
  const std::string pad(RoundUp(region_size) - region_size, '\0');
  if (s.ok()) {
    PutU64(body, runtime::ImageArenaBase());
    PutU64(body, region_size);
    PutU64(body, reinterpret_cast<uint64_t>(roots));
    base::Hasher hasher;
    hasher.Update(std::string_view(region, region_size));
    hasher.Update(pad);
    PutHash(body, hasher.Finish());
    std::string id = BinaryBuildId();
    PutU32(body, static_cast<uint32_t>(id.size()));
    body += id;
    PutString(body, base_root_);
    // Base's files as they were loaded: a run whose check finds them unchanged
    // has the runtime state they made.
    PutU32(body, static_cast<uint32_t>(sources.files.size()));
    for (const cache::PackageSources::File& f : sources.files) {
      PutString(body, f.path);
      PutU64(body, f.stat.size);
      PutU64(body, static_cast<uint64_t>(f.stat.mtime_ns));
      PutU64(body, f.stat.inode);
      PutU32(body, cache::IsRacy(f.stat.mtime_ns, now->mtime_ns) ? 1 : 0);
      PutString(body, f.source_hash);
    }
    PutU32(body, static_cast<uint32_t>(sources.interfaces.size()));
    for (const auto& [module, hash] : sources.interfaces) {
      PutString(body, module);
      PutString(body, hash);
    }
  }
  const size_t prefix_bytes = RoundUp(32 + body.size());
  if (s.ok() && prefix_bytes > kMaxPrefixBytes) s = base::Status::ResourceExhausted("too many sources");
  if (s.ok()) {
    body.resize(prefix_bytes - 32, '\0');
    std::string head(kMagic, 8);
    PutU32(head, kFormatVersion);
    PutU32(head, static_cast<uint32_t>(prefix_bytes));
    PutHash(head, base::Xxh3_128(body));
    s = file->Append(head);
    if (s.ok()) s = file->Append(body);
    if (s.ok()) s = file->Append(std::string_view(region, region_size));
    if (s.ok()) s = file->Append(pad);
  }
  if (file != nullptr) {
    base::Status closed = file->Close();
    if (s.ok()) s = closed;
    if (s.ok()) s = env_->RenameFile(tmp, path_);
    if (!s.ok()) (void)env_->RemoveFile(tmp);
  }
  if (!s.ok()) {
    status_ += "; not written: " + s.ToString();
    return;
  }
  status_ += "; written " + path_ + " (" + std::to_string(region_size) + " bytes)";
}

}  // namespace kiln::driver
