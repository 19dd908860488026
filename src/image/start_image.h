// Start-up images (docs/formats/image.md): the runtime's state right after Base
// has loaded, saved by the first `kiln run` that finds none and read back by the
// next ones, so that they start without loading Base's files at all.
//
//   StartImage image = StartImage::Open(env, base_package, options);
//   if (image.roots() != nullptr) {            // read and checked
//     rt = runtime::Runtime::CreateFromImage(*image.roots());
//   } else if (image.Begin()) {                // this run will write one
//     rt = runtime::Runtime::Create(); ... load Base ...
//   }
//   if (image.writing()) image.Save(*rt, interp, ir_cache.Sources(base_package));
//
// An image is valid for one Kiln binary (its build id), one folder of Base and
// one set of its sources (their paths, stats and hashes). Anything wrong with the
// file — damaged, truncated, another binary's, sources changed, not a regular
// file, the address range in use — means it is not used (and rewritten); output
// never depends on it. All file access goes through base::Env (image_file.h).
#ifndef KILN_IMAGE_START_IMAGE_H_
#define KILN_IMAGE_START_IMAGE_H_

#include <cstdint>
#include <string>

#include "base/env.h"
#include "base/status.h"
#include "cache/ir_cache.h"
#include "interp/interp.h"
#include "runtime/image.h"
#include "source/package.h"

namespace kiln::image {

struct Options {
  std::string kiln_version;  // names Base's global location (cache::LocationsFor)
  bool enabled = true;       // false with --cache=off: no image is read or written
  bool rehash = false;       // hash every source instead of trusting its stat
};

// What Open found.
enum class State : uint8_t {
  kNone,      // no image (or disabled, or no data directory or build id)
  kMapped,    // valid and in place
  kStale,     // of other sources of Base, another binary or another format
  kDamaged,   // not an image, not a regular file, truncated, or bytes not matching their hashes
  kUnusable,  // valid perhaps, but not usable here (untrusted folder, unreadable, address in use)
};

// What Save did.
enum class SaveState : uint8_t {
  kNotTried,    // Begin was not called or failed, or Save not reached
  kWritten,
  kNotWritten,  // save_status() says why
};

class StartImage {
 public:
  // Looks for the image of the Base package `base` and puts it in place when
  // valid.
  static StartImage Open(base::Env* env, const source::Package& base, const Options& options);

  State state() const { return state_; }
  // Why the image is not in place: OK when it is; for kNone, what there is
  // instead (NotFound: none yet; FailedPrecondition: disabled or nowhere to
  // keep one); otherwise the problem (Corruption, Unsupported, ...).
  const base::Status& status() const { return status_; }
  SaveState save_state() const { return save_state_; }
  const base::Status& save_status() const { return save_status_; }
  // The file's path ("" when there is none to look for).
  const std::string& path() const { return path_; }
  // The region's size when mapped or written.
  uint64_t region_size() const { return region_size_; }
  // One line for --timings and `kiln cache verify`: "mapped PATH (N bytes)",
  // "none yet; written PATH (N bytes)", "not used: WHY; not written: WHY", ...
  std::string Describe() const;

  // The image's runtime roots when it is in place, or null.
  const runtime::RuntimeImage* roots() const { return roots_; }
  // Base's sources as they were when the image was saved, found unchanged: for
  // the IR cache (IrCache::Vouch).
  const cache::PackageSources& sources() const { return sources_; }

  // Starts allocating in the image region, so that Save can write an image. False
  // when this run should not (or cannot) write one.
  bool Begin();
  // Whether Begin succeeded and Save (or Abandon) has not been called yet.
  bool writing() const { return allocating_; }
  // Saves the state after Base has loaded and writes the image file; always ends
  // the region's allocation. `sources` are Base's, as the IR cache loaded them
  // (IrCache::Sources). Failures only leave the image unwritten.
  void Save(runtime::Runtime& rt, interp::Interpreter& interp,
            const cache::PackageSources& sources);
  // Ends the region's allocation if Save was not reached (Base failed to load).
  void Abandon();

 private:
  void NotUsed(State state, base::Status why);
  void NotWritten(base::Status why);
  // Removes temporary files of killed writers, and the images of other Kiln
  // binaries beyond the few written last.
  void RemoveStaleFiles(const std::string& dir, int64_t now_ns);

  base::Env* env_ = nullptr;
  Options options_;
  std::string path_;
  std::string base_root_;  // absolute
  State state_ = State::kNone;
  base::Status status_;
  SaveState save_state_ = SaveState::kNotTried;
  base::Status save_status_;
  uint64_t region_size_ = 0;
  cache::PackageSources sources_;
  const runtime::RuntimeImage* roots_ = nullptr;
  bool allocating_ = false;
};

}  // namespace kiln::image

#endif  // KILN_IMAGE_START_IMAGE_H_
