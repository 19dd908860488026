#include "lex/unicode.h"

#include <utf8proc.h>

namespace kiln::lex {
namespace {

bool InRange(uint32_t c, uint32_t lo, uint32_t hi) { return c >= lo && c <= hi; }

// Julia's identifier rules (julia_extensions.c): letters (Lu Ll Lt Lm Lo),
// letter numbers (Nl), currency (Sc) and other symbols (So) except arrows, the
// replacement characters, notslash and the broken bar, plus an allowlist of
// math symbols (Sm) and a few more; categories from utf8proc, as in Julia.
bool IsMathIdentifier(uint32_t c) {
  if (c < 0x2140 || c > 0x2A1C) return false;
  if (InRange(c, 0x2140, 0x2144) || c == 0x223F || c == 0x22BE || c == 0x22BF || c == 0x22A4 ||
      c == 0x22A5) {
    return true;
  }
  if (InRange(c, 0x2200, 0x2233)) {
    switch (c) {
      case 0x2200:  // ∀ ∂ ∃ ∄ ∅ ∆ ∇
      case 0x2202:
      case 0x2203:
      case 0x2204:
      case 0x2205:
      case 0x2206:
      case 0x2207:
      case 0x220E:  // ∎ ∏ ∐ ∑
      case 0x220F:
      case 0x2210:
      case 0x2211:
      case 0x221E:  // ∞ ∟
      case 0x221F: return true;
      default: return c >= 0x222B;  // the integral signs
    }
  }
  return InRange(c, 0x22C0, 0x22C3) || InRange(c, 0x25F8, 0x25FF) || c == 0x266F ||
         c == 0x27D8 || c == 0x27D9 || InRange(c, 0x27C0, 0x27C1) || InRange(c, 0x29B0, 0x29B4) ||
         InRange(c, 0x2A00, 0x2A06) || InRange(c, 0x2A09, 0x2A16) || c == 0x2A1B || c == 0x2A1C;
}

bool IsIdStartByCategory(uint32_t c, utf8proc_category_t cat) {
  switch (cat) {
    case UTF8PROC_CATEGORY_LU:
    case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO:
    case UTF8PROC_CATEGORY_NL:
    case UTF8PROC_CATEGORY_SC: return true;
    case UTF8PROC_CATEGORY_SO:
      if (!InRange(c, 0x2190, 0x21FF) && c != 0xFFFC && c != 0xFFFD && c != 0x233F && c != 0x00A6) {
        return true;
      }
      break;
    default: break;
  }
  if (IsMathIdentifier(c)) return true;
  switch (c) {
    // variants of nabla and partial
    case 0x1D6C1:
    case 0x1D6DB:
    case 0x1D6FB:
    case 0x1D715:
    case 0x1D735:
    case 0x1D74F:
    case 0x1D76F:
    case 0x1D789:
    case 0x1D7A9:
    case 0x1D7C3:
    // Other_ID_Start: ℘ ℮
    case 0x2118:
    case 0x212E: return true;
    default: break;
  }
  return InRange(c, 0x207A, 0x207E) || InRange(c, 0x208A, 0x208E) ||  // super/subscript +-=()
         InRange(c, 0x2220, 0x2222) || InRange(c, 0x299B, 0x29AF) ||  // angles
         InRange(c, 0x309B, 0x309C) ||                                 // kana sound marks
         InRange(c, 0x1D7CE, 0x1D7E1);                                 // bold and double-struck digits
}

utf8proc_category_t Category(uint32_t c) {
  return utf8proc_category(static_cast<utf8proc_int32_t>(c));
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
  if (IsMathIdentifier(c)) return false;
  return c == 0x00A6 || c == 0x00AC || c == 0x00B1 || c == 0x00B7 || c == 0x00D7 ||
         c == 0x00F7 || c == 0x214B || c == 0x25B7 || InRange(c, 0xFFE9, 0xFFEC) ||
         InRange(c, 0x2190, 0x22FF) || InRange(c, 0x27C0, 0x27FF) || InRange(c, 0x2900, 0x2AFF) ||
         InRange(c, 0x2B30, 0x2B4F);
}

bool IsIdentifierStart(uint32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  if (c < 0xA1 || c > 0x10FFFF || IsInvalidSourceChar(c)) return false;
  return IsIdStartByCategory(c, Category(c));
}

bool IsIdentifierChar(uint32_t c) {
  if (c < 0x80) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '!';
  }
  if (c < 0xA1 || c > 0x10FFFF || IsInvalidSourceChar(c)) return false;
  utf8proc_category_t cat = Category(c);
  if (IsIdStartByCategory(c, cat)) return true;
  switch (cat) {
    case UTF8PROC_CATEGORY_MN:
    case UTF8PROC_CATEGORY_MC:
    case UTF8PROC_CATEGORY_ME:
    case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_PC:
    case UTF8PROC_CATEGORY_SK:
    case UTF8PROC_CATEGORY_NO: return true;
    default: break;
  }
  return InRange(c, 0x2032, 0x2037) || c == 0x2057;  // primes
}

}  // namespace kiln::lex
