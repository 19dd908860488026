// Start-up images (docs/formats/image.md): the runtime's state right after Base
// has loaded, saved by the first `kiln run` that finds none and mapped back by
// the next ones, so that they start without loading Base's files at all.
//
//   StartImage image = StartImage::Open(env, base_package, flags);
//   if (image.roots() != nullptr) {            // mapped and checked
//     rt = runtime::Runtime::CreateFromImage(*image.roots());
//   } else if (image.Begin()) {                // this run will write one
//     rt = runtime::Runtime::Create(); ... load Base ...
//   }
//   if (image.writing()) image.Save(*rt, interp, ir_cache.Sources(base_package));
//
// An image is valid for one Kiln binary (its build id), one folder of Base and
// one set of its sources (their paths, stats and hashes). Anything wrong with the file —
// damaged, truncated, another binary's, sources changed, the address range in
// use — means it is not used (and rewritten); output never depends on it.
#ifndef KILN_DRIVER_START_IMAGE_H_
#define KILN_DRIVER_START_IMAGE_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "base/env.h"
#include "cache/ir_cache.h"
#include "driver/cache_flags.h"
#include "interp/interp.h"
#include "runtime/image.h"
#include "source/package.h"

namespace kiln::driver {

class StartImage {
 public:
  enum class State : uint8_t {
    kNone,      // no image (or --cache=off, or no data directory)
    kMapped,    // valid and mapped
    kStale,     // of other sources of Base, or another format
    kDamaged,   // not an image, truncated, or its bytes do not match its hashes
    kUnusable,  // valid perhaps, but not usable here (untrusted folder, address in use)
  };

  // Looks for the image of the Base package `base` and maps it when valid. Never
  // with --cache=off.
  static StartImage Open(base::Env* env, const source::Package& base, const CacheFlags& flags);

  // The mapped image's runtime roots, or null.
  const runtime::RuntimeImage* roots() const { return roots_; }
  // What happened to the image ("mapped …", "none yet; written …", "not used: …"),
  // for --timings.
  const std::string& status() const { return status_; }
  State state() const { return state_; }
  // Base's sources as they were when the mapped image was saved, found unchanged:
  // for the IR cache (IrCache::Vouch).
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
  // Removes temporary files of killed writers, and the images of other Kiln
  // binaries beyond the few written last.
  void RemoveStaleFiles(const std::string& dir, int64_t now_ns);

  base::Env* env_ = nullptr;
  CacheFlags flags_;
  std::string path_;
  std::string base_root_;  // absolute
  std::string status_;
  State state_ = State::kNone;
  cache::PackageSources sources_;
  const runtime::RuntimeImage* roots_ = nullptr;
  bool allocating_ = false;
};

// The running binary's GNU build id as hex, or "" when it has none.
std::string BinaryBuildId();

}  // namespace kiln::driver

#endif  // KILN_DRIVER_START_IMAGE_H_
