#include "image/build_id.h"

#include <link.h>

#include <cstring>

namespace kiln::image {
namespace {

// Reads the NT_GNU_BUILD_ID note of the first object dl_iterate_phdr reports:
// the executable itself (it is in memory already; no file is read).
int FindBuildId(dl_phdr_info* info, size_t, void* data) {
  auto* out = static_cast<std::string*>(data);
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

const std::string& BinaryBuildId() {
  static const std::string id = [] {
    std::string out;
    dl_iterate_phdr(FindBuildId, &out);
    return out;
  }();
  return id;
}

}  // namespace kiln::image
