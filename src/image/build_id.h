// The running executable's GNU build id: what names the Kiln binary an image
// belongs to (its region holds that binary's C++ object layouts).
#ifndef KILN_IMAGE_BUILD_ID_H_
#define KILN_IMAGE_BUILD_ID_H_

#include <string>

namespace kiln::image {

// As lowercase hex, or "" when the executable has none. Computed once.
const std::string& BinaryBuildId();

}  // namespace kiln::image

#endif  // KILN_IMAGE_BUILD_ID_H_
