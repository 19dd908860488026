// Reading and writing start-up image files (format.h, docs/formats/image.md),
// all through base::Env: what an image is made of and where it is mapped is
// start_image.h's business; this is only the file.
//
//   WriteImageFile(env, path, header, region);           // tmp file, then rename
//   ASSIGN_OR_RETURN(ImageFile file, ImageFile::Open(env, path));
//   ... check file.header() ...
//   RETURN_IF_ERROR(file.ReadRegion(dst));               // region bytes, hash checked
#ifndef KILN_IMAGE_IMAGE_FILE_H_
#define KILN_IMAGE_IMAGE_FILE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/env.h"
#include "base/hash.h"
#include "base/status.h"
#include "cache/ir_cache.h"

namespace kiln::image {

// Everything an image file holds before its region.
struct ImageHeader {
  uint64_t region_base = 0;
  uint64_t region_size = 0;
  uint64_t roots = 0;          // address of the runtime's roots, inside the region
  base::Hash128 region_hash;   // of the region and its zero padding (set when written)
  std::string build_id;        // hex
  std::string base_root;       // Base's package folder, absolute
  cache::PackageSources sources;
  std::vector<bool> racy;      // per source: modified within the racy window of the writing
};

// Writes an image of `region` to `path`: a temporary file in the same folder,
// renamed over `path` once complete, so that readers see the old image or the
// whole new one. A directory (or anything but a file) in the image's place is
// removed first. Errors: the Env's (ResourceExhausted for a full disk,
// PermissionDenied, IOError), ResourceExhausted for a header over the format's
// limit; the temporary file is removed on failure.
base::Status WriteImageFile(base::Env* env, const std::string& path, ImageHeader header,
                            std::string_view region);

// The name of the temporary file a writer with process id `pid` uses.
std::string TemporaryPath(const std::string& path, uint64_t pid);

// An image file opened for reading, its header read and checked.
class ImageFile {
 public:
  // Errors: NotFound (no file), Corruption (not an image, a damaged header, a
  // file shorter than its header says), Unsupported (another format version),
  // InvalidArgument (not a regular file: a directory, FIFO or device),
  // PermissionDenied, IOError.
  static base::ErrorOr<ImageFile> Open(base::Env* env, const std::string& path);

  const ImageHeader& header() const { return header_; }
  // The region's bytes with their padding to the page.
  size_t padded_region_size() const;
  // Reads padded_region_size() bytes into `dst` and checks their hash:
  // Corruption when they do not match or the file has been cut short.
  base::Status ReadRegion(char* dst);

 private:
  std::string path_;
  std::unique_ptr<base::RandomAccessFile> file_;
  ImageHeader header_;
  size_t prefix_bytes_ = 0;
};

}  // namespace kiln::image

#endif  // KILN_IMAGE_IMAGE_FILE_H_
