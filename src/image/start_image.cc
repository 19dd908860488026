#include "image/start_image.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>

#include "base/hash.h"
#include "cache/entry_writer.h"
#include "cache/locations.h"
#include "cache/manifest.h"
#include "image/build_id.h"
#include "image/format.h"
#include "image/image_file.h"
#include "runtime/gc.h"

namespace kiln::image {
namespace {

constexpr size_t kMaxHeapPointersReported = 4;

// `start-<build id>-<Base's folder>.image`, both shortened to hex digits, in
// Base's global location; "" when there is none.
std::string ImagePath(base::Env* env, const source::Package& base, const std::string& root,
                      const std::string& kiln_version) {
  const std::string& id = BinaryBuildId();
  if (id.empty()) return "";
  cache::Locations loc = cache::LocationsFor(env, base, kiln_version);
  if (loc.global_dir.empty()) return "";
  char folder[9];
  std::snprintf(folder, sizeof folder, "%08x", static_cast<uint32_t>(base::Xxh3_64(root)));
  return loc.global_dir + "/" + std::string(format::kPrefix) +
         id.substr(0, format::kNameBuildIdDigits) + "-" + folder + std::string(format::kExtension);
}

// Whether a recorded source is unchanged: by stat when that can be trusted
// (not `racy`: modified too close to the image's writing), else by its hash.
bool SourceUnchanged(base::Env* env, const cache::PackageSources::File& s,
                     const base::ErrorOr<base::FileStat>& st, bool racy, bool rehash) {
  if (!st.ok()) return false;
  if (!rehash && !racy && cache::SameStat(*st, s.stat)) return true;
  auto text = env->ReadFile(s.path);
  return text.ok() && cache::ContentHash(*text) == s.source_hash;
}

// The state an image file's failure to open means.
State StateOf(const base::Status& s) {
  switch (s.code()) {
    case base::Status::Code::kNotFound: return State::kNone;
    case base::Status::Code::kUnsupported: return State::kStale;
    case base::Status::Code::kCorruption:
    case base::Status::Code::kInvalidArgument: return State::kDamaged;  // not a file
    default: return State::kUnusable;                                   // unreadable
  }
}

}  // namespace

void StartImage::NotUsed(State state, base::Status why) {
  state_ = state;
  status_ = std::move(why);
}

void StartImage::NotWritten(base::Status why) {
  save_state_ = SaveState::kNotWritten;
  save_status_ = std::move(why);
}

StartImage StartImage::Open(base::Env* env, const source::Package& base, const Options& options) {
  StartImage image;
  image.env_ = env;
  image.options_ = options;
  if (!options.enabled) {
    image.status_ = base::Status::FailedPrecondition("off (--cache=off)");
    return image;
  }
  // Two copies of the standard library (say, one chosen with KILN_STDLIB) share
  // Base's global location, not an image.
  image.base_root_ = base::AbsolutePath(base.root);
  image.path_ = ImagePath(env, base, image.base_root_, options.kiln_version);
  if (image.path_.empty()) {
    image.status_ = base::Status::FailedPrecondition("none (no data directory or build id)");
    return image;
  }
  // As for IR entries: every folder from KILN_DATA down.
  if (!cache::TrustedChain(env, cache::KilnDataDir(env), std::string(base::Dirname(image.path_)))) {
    image.NotUsed(State::kUnusable, base::Status::PermissionDenied("its folder is not trusted"));
    image.path_.clear();  // nothing is written there either
    return image;
  }
  base::ErrorOr<ImageFile> file = ImageFile::Open(env, image.path_);
  if (!file.ok()) {
    if (file.status().IsNotFound()) {
      image.status_ = base::Status::NotFound("none yet");
    } else {
      image.NotUsed(StateOf(file.status()), file.status());
    }
    return image;
  }
  const ImageHeader& h = file->header();
  if (h.build_id != BinaryBuildId()) {
    image.NotUsed(State::kStale, base::Status::Unsupported("made by another Kiln binary"));
    return image;
  }
  if (h.base_root != image.base_root_) {
    image.NotUsed(State::kStale, base::Status::Unsupported("made for the Base in " + h.base_root));
    return image;
  }
  if (h.region_base != runtime::ImageArenaBase() ||
      h.roots + sizeof(runtime::RuntimeImage) > h.region_base + h.region_size) {
    image.NotUsed(State::kDamaged, base::Status::Corruption("damaged header or truncated"));
    return image;
  }
  // Stats of all of them first, folder by folder (base::Env::StatFiles).
  std::vector<std::string> paths;
  paths.reserve(h.sources.files.size());
  for (const cache::PackageSources::File& s : h.sources.files) paths.push_back(s.path);
  const std::vector<base::ErrorOr<base::FileStat>> stats = env->StatFiles(paths);
  for (size_t i = 0; i < h.sources.files.size(); ++i) {
    const cache::PackageSources::File& s = h.sources.files[i];
    if (!SourceUnchanged(env, s, stats[i], i < h.racy.size() && h.racy[i], options.rehash)) {
      image.NotUsed(State::kStale, base::Status::Unsupported("Base changed (" + s.path + ")"));
      return image;
    }
  }
  char* region = runtime::MapImageArena(file->padded_region_size());
  if (region == nullptr) {
    image.NotUsed(State::kUnusable, base::Status::FailedPrecondition("its address range is in use"));
    return image;
  }
  // Read, not mapped: the bytes stay whatever happens to the file (docs/formats/image.md).
  if (base::Status s = file->ReadRegion(region); !s.ok()) {
    runtime::ReleaseImageArena();
    image.NotUsed(StateOf(s), s);
    return image;
  }
  const auto* rt_roots = reinterpret_cast<const runtime::RuntimeImage*>(h.roots);
  if (!runtime::RestoreSymbolTable(rt_roots->symbols)) {
    runtime::ReleaseImageArena();
    image.NotUsed(State::kUnusable, base::Status::FailedPrecondition(
                                        "symbols were interned before it was mapped"));
    return image;
  }
  image.state_ = State::kMapped;
  image.roots_ = rt_roots;
  image.region_size_ = h.region_size;
  image.sources_ = h.sources;
  return image;
}

std::string StartImage::Describe() const {
  std::string out;
  switch (state_) {
    case State::kMapped:
      out = "mapped " + path_ + " (" + std::to_string(region_size_) + " bytes)";
      break;
    case State::kNone: out = status_.message(); break;
    default: out = "not used: " + status_.message(); break;
  }
  switch (save_state_) {
    case SaveState::kNotTried: break;
    case SaveState::kWritten:
      out += "; written " + path_ + " (" + std::to_string(region_size_) + " bytes)";
      break;
    case SaveState::kNotWritten: out += "; not written: " + save_status_.message(); break;
  }
  return out;
}

void StartImage::RemoveStaleFiles(const std::string& dir, int64_t now_ns) {
  auto names = env_->ListDir(dir);
  if (!names.ok()) return;
  const std::string own(base::Basename(path_));
  std::vector<std::pair<int64_t, std::string>> others;  // (mtime, path) of other binaries' images
  for (const std::string& name : *names) {
    if (!name.starts_with(format::kPrefix)) continue;
    std::string full = dir + "/" + name;
    const bool temporary = name.find(format::kTempInfix) != std::string::npos;
    const bool image = name.ends_with(format::kExtension) && name != own;
    if (!temporary && !image) continue;
    auto st = env_->Lstat(full);
    if (!st.ok() || st->is_dir) continue;
    // A process killed while writing leaves its temporary file.
    if (temporary && now_ns - st->mtime_ns > format::kAbandonedTempNs) (void)env_->RemoveFile(full);
    if (image) others.emplace_back(st->mtime_ns, std::move(full));
  }
  // Every build of Kiln has its own image: those of the binaries that wrote one
  // last are kept (another build in use, a debug and a release one), older ones go.
  std::sort(others.begin(), others.end(), std::greater<>());
  for (size_t i = format::kKeptOtherImages; i < others.size(); ++i) {
    (void)env_->RemoveFile(others[i].second);
  }
}

bool StartImage::Begin() {
  if (roots_ != nullptr || path_.empty() || !options_.enabled) return false;
  if (runtime::SymbolCount() != 0) {
    NotWritten(base::Status::FailedPrecondition("symbols were interned first"));
    return false;
  }
  allocating_ = runtime::BeginImageArena();
  if (!allocating_) NotWritten(base::Status::FailedPrecondition("its address range is in use"));
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
    NotWritten(base::Status::FailedPrecondition("Base's sources are not known"));
    return;
  }
  std::string error;
  interp.BuildDeferredMethods();
  runtime::RuntimeImage* roots = runtime::SaveRuntimeImage(rt, &error);
  const bool saved = roots != nullptr && interp.SaveImage(roots, &error);
  allocating_ = false;
  runtime::EndImageArena();
  if (!saved) {
    NotWritten(base::Status::FailedPrecondition(error));
    return;
  }
  std::vector<size_t> heap = runtime::CollectedHeapPointers(kMaxHeapPointersReported);
  if (!heap.empty()) {
    NotWritten(base::Status::FailedPrecondition(
        "it would point into the collected heap (at offset " + std::to_string(heap[0]) + ")"));
    return;
  }
  const std::string dir(base::Dirname(path_));
  if (base::Status s = env_->CreateDirs(dir); !s.ok()) {
    NotWritten(std::move(s));
    return;
  }
  // The file system's clock: a source modified within the racy window of now
  // could change again without changing its stat.
  const int64_t now = env_->FileClockNanos();
  RemoveStaleFiles(dir, now);
  ImageHeader header;
  header.region_base = runtime::ImageArenaBase();
  header.region_size = runtime::ImageArenaSize();
  header.roots = reinterpret_cast<uint64_t>(roots);
  header.build_id = BinaryBuildId();
  header.base_root = base_root_;
  // Base's files as they were loaded: a run whose check finds them unchanged
  // has the runtime state they made.
  header.sources = sources;
  for (const cache::PackageSources::File& f : sources.files) {
    header.racy.push_back(cache::IsRacy(f.stat.mtime_ns, now));
  }
  const std::string_view region(reinterpret_cast<const char*>(header.region_base),
                                header.region_size);
  if (base::Status s = WriteImageFile(env_, path_, std::move(header), region); !s.ok()) {
    NotWritten(std::move(s));
    return;
  }
  save_state_ = SaveState::kWritten;
  region_size_ = region.size();
}

}  // namespace kiln::image
