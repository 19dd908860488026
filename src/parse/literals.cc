#include "parse/literals.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "lex/unicode.h"

namespace kiln::parse {
namespace {

using u128 = unsigned __int128;

int DigitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

int BitLength(u128 v) {
  int n = 0;
  while (v != 0) {
    ++n;
    v >>= 1;
  }
  return n;
}

IntLiteral Make(u128 v, IntType type) {
  return IntLiteral{static_cast<uint64_t>(v), static_cast<uint64_t>(v >> 64), type};
}

// One escape sequence starting after the backslash at raw[i]. Appends the
// decoded bytes to `out` and returns the index after the sequence, or sets
// `error`.
size_t DecodeEscape(std::string_view raw, size_t i, std::string& out, std::string& error) {
  char c = raw[i];
  if (c == 'x' || c == 'u' || c == 'U') {
    int max_digits = c == 'x' ? 2 : c == 'u' ? 4 : 8;
    uint32_t n = 0;
    int digits = 0;
    size_t j = i + 1;
    while (digits < max_digits && j < raw.size() && DigitValue(raw[j]) >= 0) {
      n = (n << 4) | static_cast<uint32_t>(DigitValue(raw[j]));
      ++j;
      ++digits;
    }
    if (digits == 0 || n > 0x10FFFF) {
      error = c == 'x' ? "invalid hex escape sequence" : "invalid unicode escape sequence";
      return j;
    }
    if (c == 'x') {
      out += static_cast<char>(n);
    } else {
      lex::AppendUtf8(out, n);
    }
    return j;
  }
  if (c >= '0' && c <= '7') {
    uint32_t n = 0;
    size_t j = i;
    int digits = 0;
    while (digits < 3 && j < raw.size() && raw[j] >= '0' && raw[j] <= '7') {
      n = n * 8 + static_cast<uint32_t>(raw[j] - '0');
      ++j;
      ++digits;
    }
    if (n > 255) {
      error = "invalid octal escape sequence";
      return j;
    }
    out += static_cast<char>(n);
    return j;
  }
  char decoded;
  switch (c) {
    case 'n': decoded = '\n'; break;
    case 't': decoded = '\t'; break;
    case 'r': decoded = '\r'; break;
    case 'e': decoded = '\x1b'; break;
    case 'b': decoded = '\b'; break;
    case 'f': decoded = '\f'; break;
    case 'v': decoded = '\v'; break;
    case 'a': decoded = '\a'; break;
    case '\\':
    case '\'':
    case '"':
    case '$':
    case '`': decoded = c; break;
    default: {
      lex::Utf8Char u = lex::DecodeUtf8(raw, i);
      std::string spelled(raw.substr(i, u.length == 0 ? 1 : u.length));
      error = "invalid escape sequence \"\\" + spelled + "\"";
      return i + (u.length == 0 ? 1 : u.length);
    }
  }
  out += decoded;
  return i + 1;
}

// A range of raw text that triple-quote processing removes.
struct Cut {
  size_t piece;
  size_t begin;
  size_t length;
};

bool IsIndent(char c) { return c == ' ' || c == '\t'; }

std::vector<Cut> TripleQuoteCuts(const std::vector<StringPiece>& pieces) {
  // Collect the leading whitespace of every line after the first.
  struct LineStart {
    size_t piece;
    size_t begin;
    size_t indent;  // length of the leading run of spaces and tabs
    bool counts;    // takes part in choosing the common prefix
  };
  std::vector<LineStart> lines;
  for (size_t p = 0; p < pieces.size(); ++p) {
    std::string_view raw = pieces[p].raw;
    for (size_t i = 0; i < raw.size(); ++i) {
      if (raw[i] != '\n') continue;
      size_t begin = i + 1;
      size_t end = begin;
      while (end < raw.size() && IsIndent(raw[end])) ++end;
      bool counts;
      if (end == raw.size()) {
        // Reaches the end of the piece: either the closing-quote line
        // (always counts) or text continues with an interpolation.
        counts = true;
      } else {
        counts = raw[end] != '\n' && raw[end] != '\r';  // whitespace-only lines do not count
      }
      lines.push_back({p, begin, end - begin, counts});
    }
  }
  // The longest common prefix of the counting lines' indentation.
  std::string_view prefix;
  bool have_prefix = false;
  for (const LineStart& l : lines) {
    if (!l.counts) continue;
    std::string_view indent = pieces[l.piece].raw.substr(l.begin, l.indent);
    if (!have_prefix) {
      prefix = indent;
      have_prefix = true;
      continue;
    }
    size_t n = 0;
    while (n < prefix.size() && n < indent.size() && prefix[n] == indent[n]) ++n;
    prefix = prefix.substr(0, n);
  }
  std::vector<Cut> cuts;
  if (!pieces.empty() && pieces[0].after_open) {
    std::string_view raw = pieces[0].raw;
    if (!raw.empty() && raw[0] == '\n') cuts.push_back({0, 0, 1});
    if (raw.size() >= 2 && raw[0] == '\r' && raw[1] == '\n') cuts.push_back({0, 0, 2});
  }
  if (!prefix.empty()) {
    for (const LineStart& l : lines) {
      std::string_view indent = pieces[l.piece].raw.substr(l.begin, l.indent);
      if (indent.substr(0, prefix.size()) == prefix) {
        cuts.push_back({l.piece, l.begin, prefix.size()});
      }
    }
  }
  return cuts;
}

// Raw (prefixed) literal text: a run of backslashes before a quote encodes
// half as many backslashes (Julia manual, "Strings" > raw string literals);
// other backslashes are literal.
void DecodeRawRun(std::string_view raw, size_t& i, bool ends_literal, std::string& out) {
  size_t j = i;
  while (j < raw.size() && raw[j] == '\\') ++j;
  size_t count = j - i;
  bool before_quote = (j < raw.size() && raw[j] == '"') || (j == raw.size() && ends_literal);
  if (before_quote) {
    out.append(count / 2, '\\');
    if (j < raw.size()) {
      out += '"';
      ++j;
    }
  } else {
    out.append(count, '\\');
  }
  i = j;
}

}  // namespace

IntResult DecodeInteger(std::string_view text, lex::TokenKind kind, bool negative) {
  IntResult result;
  int base = 10;
  size_t i = 0;
  if (kind == lex::TokenKind::kHexInt) base = 16, i = 2;
  if (kind == lex::TokenKind::kBinInt) base = 2, i = 2;
  if (kind == lex::TokenKind::kOctInt) base = 8, i = 2;
  const u128 kMax = ~static_cast<u128>(0);
  u128 value = 0;
  int digits = 0;
  bool overflow = false;
  char first_digit = 0;
  for (; i < text.size(); ++i) {
    if (text[i] == '_') continue;
    int d = DigitValue(text[i]);
    if (d < 0 || d >= base) {
      result.error = "invalid digit in integer literal";
      return result;
    }
    if (digits == 0) first_digit = text[i];
    ++digits;
    if (value > (kMax - static_cast<u128>(d)) / static_cast<u128>(base)) overflow = true;
    value = value * static_cast<u128>(base) + static_cast<u128>(d);
  }
  const char* kTooLarge = "integer literal is too large (BigInt literals are not supported)";
  if (base == 10) {
    const u128 kInt64Max = (static_cast<u128>(1) << 63) - 1;
    const u128 kInt128Max = (static_cast<u128>(1) << 127) - 1;
    if (overflow) {
      result.error = kTooLarge;
    } else if (value <= kInt64Max + (negative ? 1 : 0)) {
      uint64_t bits = static_cast<uint64_t>(value);
      result.value = IntLiteral{negative ? ~bits + 1 : bits, 0, IntType::kInt64};
    } else if (value <= kInt128Max + (negative ? 1 : 0)) {
      u128 bits = negative ? ~value + 1 : value;
      result.value = Make(bits, IntType::kInt128);
    } else {
      result.error = kTooLarge;
    }
    return result;
  }
  // Unsigned literals: the width follows the digit count.
  int bits;
  if (base == 16) {
    bits = 4 * digits;
  } else if (base == 2) {
    bits = digits;
  } else {
    bits = first_digit == '0' ? 3 * (digits - 1) + 1 : BitLength(value);
    if (bits < BitLength(value)) bits = BitLength(value);
  }
  if (overflow || bits > 128) {
    result.error = kTooLarge;
    return result;
  }
  IntType type = bits <= 8    ? IntType::kUInt8
                 : bits <= 16 ? IntType::kUInt16
                 : bits <= 32 ? IntType::kUInt32
                 : bits <= 64 ? IntType::kUInt64
                              : IntType::kUInt128;
  result.value = Make(value, type);
  return result;
}

FloatResult DecodeFloat(std::string_view text, bool negative) {
  FloatResult result;
  std::string clean;
  clean.reserve(text.size() + 1);
  if (negative) clean += '-';
  bool hex = text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  for (char c : text) {
    if (c == 'f' && !hex) {
      result.is_float32 = true;
      clean += 'e';
    } else if (c != '_') {
      clean += c;
    }
  }
  char* end = nullptr;
  double v;
  if (result.is_float32) {
    // Rounded once, to the nearest Float32, as Julia's parser does.
    float f = std::strtof(clean.c_str(), &end);
    if (std::isinf(f)) {
      result.error = "floating-point literal is too large";
      return result;
    }
    v = f;
  } else {
    v = std::strtod(clean.c_str(), &end);
  }
  if (end != clean.c_str() + clean.size()) {
    result.error = "invalid floating-point literal";
  } else if (std::isinf(v)) {
    result.error = "floating-point literal is too large";
  }
  result.value = v;
  return result;
}

CharResult DecodeChar(std::string_view text) {
  CharResult result;
  if (text.size() < 3 || text.front() != '\'' || text.back() != '\'') {
    result.error = "invalid character literal";
    return result;
  }
  std::string_view inner = text.substr(1, text.size() - 2);
  size_t next;
  if (inner[0] == '\\') {
    if (inner.size() < 2) {
      result.error = "invalid escape sequence in character literal";
      return result;
    }
    std::string bytes;
    std::string error;
    next = DecodeEscape(inner, 1, bytes, error);
    if (!error.empty()) {
      result.error = error;
      return result;
    }
    if ((inner[1] == 'x' || (inner[1] >= '0' && inner[1] <= '7')) &&
        static_cast<unsigned char>(bytes[0]) >= 0x80) {
      result.error = "character literals of raw bytes above \\x7f are not supported";
      return result;
    }
    // \u escapes give one UTF-8 sequence (possibly a surrogate); decode it.
    uint32_t cp = static_cast<unsigned char>(bytes[0]);
    if (bytes.size() > 1) {
      cp = bytes.size() == 2 ? cp & 0x1F : bytes.size() == 3 ? cp & 0x0F : cp & 0x07;
      for (size_t k = 1; k < bytes.size(); ++k) {
        cp = (cp << 6) | (static_cast<unsigned char>(bytes[k]) & 0x3F);
      }
    }
    result.code_point = cp;
  } else {
    lex::Utf8Char u = lex::DecodeUtf8(inner, 0);
    if (u.length == 0) {
      result.error = "invalid UTF-8 in character literal";
      return result;
    }
    next = u.length;
    result.code_point = u.code_point;
  }
  if (next != inner.size()) result.error = "character literal contains more than one character";
  return result;
}

DecodedString DecodeString(const std::vector<StringPiece>& pieces, bool triple, bool raw) {
  DecodedString result;
  std::vector<Cut> cuts;
  if (triple) cuts = TripleQuoteCuts(pieces);
  std::sort(cuts.begin(), cuts.end(), [](const Cut& a, const Cut& b) {
    return a.piece != b.piece ? a.piece < b.piece : a.begin < b.begin;
  });
  size_t k = 0;  // the next cut
  result.texts.resize(pieces.size());
  for (size_t p = 0; p < pieces.size(); ++p) {
    std::string_view text = pieces[p].raw;
    std::string& out = result.texts[p];
    out.reserve(text.size());
    while (k < cuts.size() && cuts[k].piece < p) ++k;
    size_t i = 0;
    while (i < text.size()) {
      while (k < cuts.size() && cuts[k].piece == p && cuts[k].begin < i) ++k;
      if (k < cuts.size() && cuts[k].piece == p && cuts[k].begin == i) {
        i += cuts[k].length;
        ++k;
        continue;
      }
      char c = text[i];
      if (c == '\r') {
        out += '\n';
        i += (i + 1 < text.size() && text[i + 1] == '\n') ? 2 : 1;
        continue;
      }
      if (c != '\\') {
        out += c;
        ++i;
        continue;
      }
      if (raw) {
        DecodeRawRun(text, i, pieces[p].ends_literal, out);
        continue;
      }
      if (i + 1 >= text.size()) {
        result.errors.push_back({pieces[p].offset + static_cast<uint32_t>(i),
                                 "invalid escape sequence at end of string"});
        ++i;
        continue;
      }
      char e = text[i + 1];
      if (e == '\n' || e == '\r') {
        // Line continuation: drop the newline and the next line's indentation.
        i += 2;
        if (e == '\r' && i < text.size() && text[i] == '\n') ++i;
        while (i < text.size() && IsIndent(text[i])) ++i;
        continue;
      }
      std::string error;
      size_t after = DecodeEscape(text, i + 1, out, error);
      if (!error.empty()) {
        result.errors.push_back({pieces[p].offset + static_cast<uint32_t>(i), error});
      }
      i = after;
    }
  }
  return result;
}

}  // namespace kiln::parse
