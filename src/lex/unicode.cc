#include "lex/unicode.h"

namespace kiln::lex {
namespace {

bool InRange(uint32_t c, uint32_t lo, uint32_t hi) { return c >= lo && c <= hi; }

// Marks, sub/superscripts and primes: identifier characters that cannot start
// a name.
bool IsContinuationOnly(uint32_t c) {
  return InRange(c, 0x0300, 0x036F) || InRange(c, 0x1AB0, 0x1AFF) || InRange(c, 0x1DC0, 0x1DFF) ||
         InRange(c, 0x20D0, 0x20FF) || InRange(c, 0xFE20, 0xFE2F) || c == 0x00B2 || c == 0x00B3 ||
         c == 0x00B9 || InRange(c, 0x2070, 0x209C) || InRange(c, 0x2032, 0x2037) || c == 0x2057;
}

// Symbols inside the operator blocks that Julia treats as identifier
// characters: ∂ ∅ ∆ ∇ ∎ ∏ ∐ ∑ ∞ ∟ and the integral signs.
bool IsMathLetter(uint32_t c) {
  switch (c) {
    case 0x2202:
    case 0x2205:
    case 0x2206:
    case 0x2207:
    case 0x220E:
    case 0x220F:
    case 0x2210:
    case 0x2211:
    case 0x221E:
    case 0x221F: return true;
    default: return InRange(c, 0x222B, 0x2233);
  }
}

}  // namespace

Utf8Char DecodeUtf8(std::string_view text, size_t pos) {
  auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  unsigned char b0 = byte(pos);
  if (b0 < 0x80) return {b0, 1};
  uint32_t length;
  uint32_t cp;
  uint32_t min;
  if ((b0 & 0xE0) == 0xC0) {
    length = 2, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    length = 3, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    length = 4, cp = b0 & 0x07, min = 0x10000;
  } else {
    return {0, 0};
  }
  if (pos + length > text.size()) return {0, 0};
  for (uint32_t i = 1; i < length; ++i) {
    unsigned char b = byte(pos + i);
    if ((b & 0xC0) != 0x80) return {0, 0};
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || InRange(cp, 0xD800, 0xDFFF)) return {0, 0};
  return {cp, length};
}


bool IsInvalidSourceChar(uint32_t c) {
  return InRange(c, 0x0080, 0x00A0) || c == 0x00AD || c == 0x034F || c == 0x061C || c == 0x1680 ||
         c == 0x180E || InRange(c, 0x2000, 0x200F) || InRange(c, 0x2028, 0x202F) ||
         InRange(c, 0x205F, 0x206F) || c == 0x3000 || c == 0xFEFF || InRange(c, 0xFFF0, 0xFFFF) ||
         InRange(c, 0xE0000, 0xE007F);
}

bool IsOperatorSymbol(uint32_t c) {
  if (IsMathLetter(c)) return false;
  return c == 0x00A6 || c == 0x00AC || c == 0x00B1 || c == 0x00B7 || c == 0x00D7 ||
         c == 0x00F7 || c == 0x214B || c == 0x25B7 || InRange(c, 0xFFE9, 0xFFEC) ||
         InRange(c, 0x2190, 0x22FF) || InRange(c, 0x27C0, 0x27FF) || InRange(c, 0x2900, 0x2AFF) ||
         InRange(c, 0x2B30, 0x2B4F);
}

bool IsIdentifierStart(uint32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  if (IsInvalidSourceChar(c) || IsContinuationOnly(c) || IsOperatorSymbol(c)) return false;
  // Latin-1 punctuation that is not a letter, currency sign or degree sign.
  if (InRange(c, 0x00A1, 0x00BF)) {
    return InRange(c, 0x00A2, 0x00A5) || c == 0x00AA || c == 0x00B0 || c == 0x00B5 || c == 0x00BA;
  }
  // General punctuation (dashes, quotes, bullets, ...) and ASCII lookalike
  // brackets are not names.
  if (InRange(c, 0x2010, 0x2031) || InRange(c, 0x2038, 0x205E)) return false;
  if (InRange(c, 0x3001, 0x3003) || InRange(c, 0x3008, 0x3011) || InRange(c, 0xFF01, 0xFF0F))
    return false;
  return true;
}

bool IsIdentifierChar(uint32_t c) {
  if (c < 0x80) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '!';
  }
  return IsIdentifierStart(c) || IsContinuationOnly(c);
}

}  // namespace kiln::lex
