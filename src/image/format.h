// The constants of start-up image files, in one place. The prose grammar they
// belong to is docs/formats/image.md; change both together.
//
//   <Base's global location>/start-<build id>-<Base's folder>.image
//
//   magic, version, prefix size P, XXH3-128 of [32, P)      fixed, 32 bytes
//   region address, size R, roots, XXH3-128 of the region    fixed, 40 bytes
//   build id, Base's folder, sources, module interfaces      strings and lists
//   zeros to P (a multiple of kPage), then the region and zeros to a page
//
// The file names are part of the cache location's layout (cache/format.h,
// where `kiln cache stats` and `clear` find them too); they are repeated here
// by name so that this header is the one to read.
#ifndef KILN_IMAGE_FORMAT_H_
#define KILN_IMAGE_FORMAT_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cache/format.h"

namespace kiln::image::format {

inline constexpr char kMagic[8] = {'K', 'I', 'L', 'N', 'I', 'M', 'G', '\n'};
// 3: Base's folder in the header and the file name.
inline constexpr uint32_t kFormatVersion = 3;
// The prefix and the region are padded to this, so that the region starts on a
// page of the file.
inline constexpr size_t kPage = 4096;
// Offsets of the fixed fields.
inline constexpr size_t kVersionOffset = 8;
inline constexpr size_t kPrefixSizeOffset = 12;
inline constexpr size_t kPrefixHashOffset = 16;
inline constexpr size_t kHashedFrom = 32;  // the prefix hash covers [kHashedFrom, P)
inline constexpr size_t kFixedBytes = 72;  // through the region hash
// The largest prefix accepted (a Base of a few thousand files).
inline constexpr size_t kMaxPrefixBytes = size_t{1} << 20;
// The largest region accepted: the image region's reserve (runtime/gc.cc).
inline constexpr uint64_t kMaxRegionBytes = uint64_t{1} << 30;

// File names (cache/format.h).
inline constexpr std::string_view kPrefix = cache::format::kImagePrefix;
inline constexpr std::string_view kExtension = cache::format::kImageExtension;
inline constexpr std::string_view kTempInfix = cache::format::kImageTempInfix;
// Digits of the build id and of the hash of Base's folder in the file name.
inline constexpr size_t kNameBuildIdDigits = 16;

// A temporary file older than this has no writer any more.
inline constexpr int64_t kAbandonedTempNs = int64_t{60} * 1'000'000'000;
// Images of other Kiln binaries kept besides this one's (the ones written last).
inline constexpr size_t kKeptOtherImages = 3;

inline constexpr size_t RoundUpToPage(size_t n) { return (n + kPage - 1) & ~(kPage - 1); }

}  // namespace kiln::image::format

#endif  // KILN_IMAGE_FORMAT_H_
