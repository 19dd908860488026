// Shared by the fuzz targets that read Julia source (fuzz_parse,
// fuzz_lower): lets a short input stand for a long flat program, so the
// fuzzers reach the shapes that break passes recursing once per element
// (30,000-link comparison chains, calls with 70,000 arguments, huge blocks)
// within libFuzzer's input size limit.
//
// The text between the first two 0x01 bytes is repeated; the byte after the
// second 0x01 picks the count, 1 + 256 * byte (so up to 65,281 copies). The
// rest is kept as is. The output is capped at kMaxExpandedSize bytes. Input
// without two 0x01 bytes is returned unchanged.
#ifndef KILN_PARSE_FUZZ_EXPAND_H_
#define KILN_PARSE_FUZZ_EXPAND_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace kiln::parse {

// 1 MiB holds the shapes above; a larger input takes seconds under ASan, near
// scripts/fuzz.sh's 10 s limit per input.
inline constexpr size_t kMaxExpandedSize = size_t{1} << 20;

inline std::string ExpandFuzzInput(std::string_view data) {
  size_t open = data.find('\x01');
  if (open == std::string_view::npos) return std::string(data);
  size_t close = data.find('\x01', open + 1);
  if (close == std::string_view::npos) return std::string(data);
  std::string_view unit = data.substr(open + 1, close - open - 1);
  size_t count = 1;
  size_t rest = close + 1;
  if (rest < data.size()) {
    count += 256 * static_cast<unsigned char>(data[rest]);
    ++rest;
  }
  std::string out(data.substr(0, open));
  for (size_t i = 0; i < count && !unit.empty(); ++i) {
    if (out.size() + unit.size() > kMaxExpandedSize) break;
    out += unit;
  }
  out += data.substr(rest);
  return out;
}

}  // namespace kiln::parse

#endif  // KILN_PARSE_FUZZ_EXPAND_H_
