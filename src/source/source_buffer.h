// A source file's text with its name and line table. Locations elsewhere are
// 32-bit byte offsets into the buffer; this maps them to 1-based line and
// column (columns count Unicode code points, so carets line up under UTF-8).
#ifndef KILN_SOURCE_SOURCE_BUFFER_H_
#define KILN_SOURCE_SOURCE_BUFFER_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/env.h"

namespace kiln::source {

struct LineCol {
  uint32_t line = 0;    // 1-based
  uint32_t column = 0;  // 1-based, in code points
};

class SourceBuffer {
 public:
  // Buffers larger than 2 GiB are rejected (offsets are 32-bit).
  static base::ErrorOr<std::unique_ptr<SourceBuffer>> FromFile(base::Env* env,
                                                               const std::string& path);
  static std::unique_ptr<SourceBuffer> FromString(std::string filename, std::string text);

  const std::string& filename() const { return filename_; }
  std::string_view text() const { return text_; }
  uint32_t size() const { return static_cast<uint32_t>(text_.size()); }

  LineCol Locate(uint32_t offset) const;
  // Locate(offset).line, without counting the column.
  uint32_t LineOf(uint32_t offset) const;
  // The text of 1-based line `line`, without its newline.
  std::string_view LineText(uint32_t line) const;
  uint32_t line_count() const { return static_cast<uint32_t>(line_starts_.size()); }

 private:
  SourceBuffer(std::string filename, std::string text);

  std::string filename_;
  std::string text_;
  std::vector<uint32_t> line_starts_;
};

}  // namespace kiln::source

#endif  // KILN_SOURCE_SOURCE_BUFFER_H_
