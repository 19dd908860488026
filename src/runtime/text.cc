#include "runtime/text.h"

#include <locale.h>
#include <wctype.h>

#include <bit>

namespace kiln::runtime {
namespace {

bool IsContinuation(uint8_t b) { return (b & 0xc0) == 0x80; }

// The C library's UTF-8 character tables, independent of the process locale.
locale_t UnicodeLocale() {
  static locale_t loc = [] {
    locale_t l = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr));
    if (l == static_cast<locale_t>(nullptr)) {
      l = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", static_cast<locale_t>(nullptr));
    }
    return l;
  }();
  return loc;
}

// Format (Cf), line/paragraph separators, surrogates, private use and noncharacters:
// not printable in Julia, though some C libraries call them printable.
bool IsFormatOrReserved(uint32_t cp) {
  if (cp == 0xad || (cp >= 0x600 && cp <= 0x605) || cp == 0x61c || cp == 0x6dd || cp == 0x70f ||
      cp == 0x180e || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) ||
      (cp >= 0x2060 && cp <= 0x206f) || cp == 0xfeff || (cp >= 0xfff9 && cp <= 0xfffb) ||
      cp == 0x110bd || (cp >= 0x1d173 && cp <= 0x1d17a) || (cp >= 0xe0000 && cp <= 0xe007f)) {
    return true;
  }
  if (cp >= 0xd800 && cp <= 0xdfff) return true;                     // surrogates
  if ((cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000) return true;  // private use
  if ((cp & 0xfffe) == 0xfffe || (cp >= 0xfdd0 && cp <= 0xfdef)) return true;
  return false;
}

}  // namespace

uint32_t CharFromCodepoint(uint32_t cp) {
  if (cp < 0x80) return cp << 24;
  if (cp < 0x800) return ((0xc0 | (cp >> 6)) << 24) | ((0x80 | (cp & 0x3f)) << 16);
  if (cp < 0x10000) {
    return ((0xe0 | (cp >> 12)) << 24) | ((0x80 | ((cp >> 6) & 0x3f)) << 16) |
           ((0x80 | (cp & 0x3f)) << 8);
  }
  return ((0xf0 | ((cp >> 18) & 0x07)) << 24) | ((0x80 | ((cp >> 12) & 0x3f)) << 16) |
         ((0x80 | ((cp >> 6) & 0x3f)) << 8) | (0x80 | (cp & 0x3f));
}

bool CharToCodepoint(uint32_t u, uint32_t* cp) {
  if (u < 0x80000000u) {
    *cp = u >> 24;
    return (u & 0x00ffffff) == 0;
  }
  int l1 = std::countl_one(u);
  int t0 = std::countr_zero(u) & 56;
  bool bad = l1 == 1 || 8 * l1 + t0 > 32 || (((u & 0x00c0c0c0u) ^ 0x00808080u) >> t0) != 0;
  uint32_t v = u & (0xffffffffu >> l1);
  v >>= t0;
  *cp = (v & 0x7f) | ((v & 0x7f00) >> 2) | ((v & 0x7f0000) >> 4) | ((v & 0x7f000000) >> 6);
  if (bad) return false;
  // Overlong encodings.
  int bytes = 4 - t0 / 8;
  if ((bytes == 2 && *cp < 0x80) || (bytes == 3 && *cp < 0x800) || (bytes == 4 && *cp < 0x10000)) {
    return false;
  }
  return true;
}

bool CharIsValid(uint32_t bits) {
  uint32_t cp = 0;
  if (!CharToCodepoint(bits, &cp)) return false;
  return cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff);
}

int CharByteCount(uint32_t bits) {
  if (bits == 0) return 1;
  return 4 - std::countr_zero(bits) / 8;
}

void AppendChar(uint32_t bits, std::string* out) {
  int n = CharByteCount(bits);
  for (int i = 0; i < n; ++i) out->push_back(static_cast<char>(bits >> (24 - 8 * i)));
}

uint32_t NextChar(std::string_view s, int64_t i, int64_t* next) {
  auto n = static_cast<int64_t>(s.size());
  auto byte = [&](int64_t k) { return static_cast<uint8_t>(s[static_cast<size_t>(k - 1)]); };
  uint32_t u = static_cast<uint32_t>(byte(i)) << 24;
  if (u < 0x80000000u || u < 0xc0000000u) {
    *next = i + 1;
    return u;
  }
  int64_t j = i + 1;
  if (j > n || !IsContinuation(byte(j))) {
    *next = j;
    return u;
  }
  u |= static_cast<uint32_t>(byte(j)) << 16;
  ++j;
  if (j > n || u < 0xe0000000u || !IsContinuation(byte(j))) {
    *next = j;
    return u;
  }
  u |= static_cast<uint32_t>(byte(j)) << 8;
  ++j;
  if (j > n || u < 0xf0000000u || !IsContinuation(byte(j))) {
    *next = j;
    return u;
  }
  u |= static_cast<uint32_t>(byte(j));
  *next = j + 1;
  return u;
}

int64_t ThisInd(std::string_view s, int64_t i) {
  auto n = static_cast<int64_t>(s.size());
  if (i == 0 || i == n + 1) return i;
  auto byte = [&](int64_t k) { return static_cast<uint8_t>(s[static_cast<size_t>(k - 1)]); };
  uint8_t b = byte(i);
  if (!(IsContinuation(b) && i - 1 > 0)) return i;
  b = byte(i - 1);
  if (b >= 0xc0 && b <= 0xf7) return i - 1;
  if (!(IsContinuation(b) && i - 2 > 0)) return i;
  b = byte(i - 2);
  if (b >= 0xe0 && b <= 0xf7) return i - 2;
  if (!(IsContinuation(b) && i - 3 > 0)) return i;
  b = byte(i - 3);
  if (b >= 0xf0 && b <= 0xf7) return i - 3;
  return i;
}

int64_t NextInd(std::string_view s, int64_t i) {
  if (i == 0) return 1;
  auto n = static_cast<int64_t>(s.size());
  auto byte = [&](int64_t k) { return static_cast<uint8_t>(s[static_cast<size_t>(k - 1)]); };
  uint8_t l = byte(i);
  if (l < 0x80 || l >= 0xf8) return i + 1;
  if (l < 0xc0) {
    int64_t t = ThisInd(s, i);
    return t < i ? NextInd(s, t) : i + 1;
  }
  if (++i > n) return i;
  if (!IsContinuation(byte(i))) return i;
  if (++i > n || l < 0xe0) return i;
  if (!IsContinuation(byte(i))) return i;
  if (++i > n || l < 0xf0) return i;
  return IsContinuation(byte(i)) ? i + 1 : i;
}

int64_t PrevInd(std::string_view s, int64_t i) {
  if (i <= 1) return 0;
  return ThisInd(s, i - 1);
}

int64_t CharCount(std::string_view s) {
  int64_t count = 0;
  auto n = static_cast<int64_t>(s.size());
  for (int64_t i = 1; i <= n;) {
    auto b = static_cast<uint8_t>(s[static_cast<size_t>(i - 1)]);
    if (b < 0x80) {
      ++i;
    } else {
      NextChar(s, i, &i);
    }
    ++count;
  }
  return count;
}

bool IsValidUtf8(std::string_view s) {
  auto n = static_cast<int64_t>(s.size());
  for (int64_t i = 1; i <= n;) {
    int64_t next = 0;
    uint32_t c = NextChar(s, i, &next);
    if (!CharIsValid(c)) return false;
    i = next;
  }
  return true;
}

bool IsPrintable(uint32_t cp) {
  if (cp < 0x80) return cp >= 0x20 && cp < 0x7f;
  if (cp < 0xa0 || cp > 0x10ffff || IsFormatOrReserved(cp)) return false;
  locale_t loc = UnicodeLocale();
  if (loc == static_cast<locale_t>(nullptr)) return true;
  return iswprint_l(static_cast<wint_t>(cp), loc) != 0;
}

bool IsLetter(uint32_t cp) {
  if (cp < 0x80) return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
  locale_t loc = UnicodeLocale();
  return loc != static_cast<locale_t>(nullptr) && iswalpha_l(static_cast<wint_t>(cp), loc) &&
         !IsNumeric(cp);
}

bool IsUppercase(uint32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z';
  locale_t loc = UnicodeLocale();
  return loc != static_cast<locale_t>(nullptr) && iswupper_l(static_cast<wint_t>(cp), loc);
}

bool IsLowercase(uint32_t cp) {
  if (cp < 0x80) return cp >= 'a' && cp <= 'z';
  locale_t loc = UnicodeLocale();
  return loc != static_cast<locale_t>(nullptr) && iswlower_l(static_cast<wint_t>(cp), loc);
}

bool IsSpace(uint32_t cp) {
  // Julia: '\t'..'\r', ' ', U+85, U+A0 and the Zs/Zl/Zp categories.
  if (cp == ' ' || (cp >= '\t' && cp <= '\r') || cp == 0x85 || cp == 0xa0) return true;
  return cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a) || cp == 0x2028 || cp == 0x2029 ||
         cp == 0x202f || cp == 0x205f || cp == 0x3000;
}

bool IsNumeric(uint32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9';
  locale_t loc = UnicodeLocale();
  return loc != static_cast<locale_t>(nullptr) &&
         iswctype_l(static_cast<wint_t>(cp), wctype_l("digit", loc), loc);
}

bool IsPunct(uint32_t cp) {
  if (cp < 0x80) {
    // Julia's ispunct is the P* categories: ASCII symbols like $ + < = > ^ ` | ~ are S*.
    switch (cp) {
      case '!':
      case '"':
      case '#':
      case '%':
      case '&':
      case '\'':
      case '(':
      case ')':
      case '*':
      case ',':
      case '-':
      case '.':
      case '/':
      case ':':
      case ';':
      case '?':
      case '@':
      case '[':
      case '\\':
      case ']':
      case '_':
      case '{':
      case '}': return true;
      default: return false;
    }
  }
  locale_t loc = UnicodeLocale();
  return loc != static_cast<locale_t>(nullptr) && iswpunct_l(static_cast<wint_t>(cp), loc);
}

bool IsControl(uint32_t cp) { return cp < 0x20 || (cp >= 0x7f && cp < 0xa0); }

uint32_t ToUpper(uint32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
  locale_t loc = UnicodeLocale();
  if (loc == static_cast<locale_t>(nullptr)) return cp;
  return static_cast<uint32_t>(towupper_l(static_cast<wint_t>(cp), loc));
}

uint32_t ToLower(uint32_t cp) {
  if (cp < 0x80) return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
  locale_t loc = UnicodeLocale();
  if (loc == static_cast<locale_t>(nullptr)) return cp;
  return static_cast<uint32_t>(towlower_l(static_cast<wint_t>(cp), loc));
}

}  // namespace kiln::runtime
