// Julia's `repr` of literals: shortest round-trip floats laid out as
// base/ryu/shortest.jl does, and escaped strings (base/strings/io.jl).
#include <charconv>
#include <cmath>
#include <cstdio>

#include "ir/literal_repr.h"

#include "base/utf8.h"

namespace kiln::ir {

// Julia's escape_string(io, s, esc): escapes the characters in `esc`,
// backslash, and non-printable ASCII.
void EscapeString(std::string& out, std::string_view text, std::string_view esc) {
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (esc.find(static_cast<char>(c)) != std::string_view::npos) {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\\') {
      out += "\\\\";
    } else if (c == 0) {
      bool next_octal = i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '7';
      out += next_octal ? "\\x00" : "\\0";
    } else if (c == 0x1b) {
      out += "\\e";
    } else if (c >= 7 && c <= 13) {
      out += '\\';
      out += "abtnvfr"[c - 7];
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
}

std::string FloatRepr(double x) {
  if (std::isnan(x)) return "NaN";
  if (std::isinf(x)) return x > 0 ? "Inf" : "-Inf";
  if (x == 0) return std::signbit(x) ? "-0.0" : "0.0";
  // Shortest round-trip digits, then Julia's layout (base/ryu/shortest.jl):
  // plain decimal when the decimal point position pt satisfies -4 < pt <= 6.
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, std::fabs(x), std::chars_format::scientific);
  std::string sci(buf, res.ptr);
  size_t e = sci.find('e');
  std::string digits;
  for (size_t i = 0; i < e; ++i) {
    if (sci[i] != '.') digits += sci[i];
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  int exp10 = std::stoi(sci.substr(e + 1));
  int olength = static_cast<int>(digits.size());
  int pt = exp10 + 1;
  std::string out = std::signbit(x) ? "-" : "";
  if (-4 < pt && pt <= 6) {
    if (pt <= 0) {
      out += "0." + std::string(-pt, '0') + digits;
    } else if (pt >= olength) {
      out += digits + std::string(pt - olength, '0') + ".0";
    } else {
      out += digits.substr(0, pt) + "." + digits.substr(pt);
    }
    return out;
  }
  out += digits.substr(0, 1) + "." + (olength > 1 ? digits.substr(1) : "0");
  out += "e" + std::to_string(exp10);
  return out;
}

std::string StringRepr(std::string_view text) {
  std::string out = "\"";
  EscapeString(out, text, "\"$");
  out += "\"";
  return out;
}

std::string CharRepr(uint32_t code_point) {
  std::string text;
  base::AppendUtf8(text, code_point);
  std::string out = "'";
  EscapeString(out, text, "'");
  out += "'";
  return out;
}

}  // namespace kiln::ir
