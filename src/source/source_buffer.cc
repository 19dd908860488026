#include "source/source_buffer.h"

#include <algorithm>

namespace kiln::source {

SourceBuffer::SourceBuffer(std::string filename, std::string text)
    : filename_(std::move(filename)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (uint32_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
}

base::ErrorOr<std::unique_ptr<SourceBuffer>> SourceBuffer::FromFile(base::Env* env,
                                                                    const std::string& path) {
  ASSIGN_OR_RETURN(std::string text, env->ReadFile(path));
  if (text.size() >= (1u << 31)) return base::Status::Unsupported(path + ": file too large");
  return std::unique_ptr<SourceBuffer>(new SourceBuffer(path, std::move(text)));
}

std::unique_ptr<SourceBuffer> SourceBuffer::FromString(std::string filename, std::string text) {
  return std::unique_ptr<SourceBuffer>(new SourceBuffer(std::move(filename), std::move(text)));
}

uint32_t SourceBuffer::LineOf(uint32_t offset) const {
  offset = std::min<uint32_t>(offset, size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return static_cast<uint32_t>(it - line_starts_.begin());
}

LineCol SourceBuffer::Locate(uint32_t offset) const {
  offset = std::min<uint32_t>(offset, size());
  uint32_t line = LineOf(offset);
  uint32_t column = 1;
  for (uint32_t i = line_starts_[line - 1]; i < offset; ++i) {
    // Count code points: skip UTF-8 continuation bytes.
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
  }
  return LineCol{line, column};
}

std::string_view SourceBuffer::LineText(uint32_t line) const {
  if (line == 0 || line > line_starts_.size()) return {};
  uint32_t begin = line_starts_[line - 1];
  uint32_t end = line < line_starts_.size() ? line_starts_[line] - 1 : size();
  std::string_view text(text_.data() + begin, end - begin);
  if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
  return text;
}

}  // namespace kiln::source
