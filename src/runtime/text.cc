#include "runtime/text.h"

#include <utf8proc.h>

#include <bit>

namespace kiln::runtime {
namespace {

bool IsContinuation(uint8_t b) { return (b & 0xc0) == 0x80; }

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

std::string_view CharBytes(uint32_t bits, char (&buf)[4]) {
  int n = CharByteCount(bits);
  for (int i = 0; i < n; ++i) buf[i] = static_cast<char>(bits >> (24 - 8 * i));
  return std::string_view(buf, static_cast<size_t>(n));
}

void AppendChar(uint32_t bits, std::string* out) {
  char buf[4];
  out->append(CharBytes(bits, buf));
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

// Julia's definitions (base/strings/unicode.jl) over utf8proc's character data.
namespace {
utf8proc_category_t Category(uint32_t cp) {
  return cp > 0x10ffff ? UTF8PROC_CATEGORY_CN
                       : utf8proc_category(static_cast<utf8proc_int32_t>(cp));
}
}  // namespace

bool IsPrintable(uint32_t cp) {
  if (cp < 0x80) return cp >= 0x20 && cp < 0x7f;
  utf8proc_category_t c = Category(cp);
  return c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_ZS;
}

bool IsLetter(uint32_t cp) {
  if (cp < 0x80) return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
  utf8proc_category_t c = Category(cp);
  return c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_LO;
}

bool IsUppercase(uint32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z';
  return cp <= 0x10ffff && utf8proc_isupper(static_cast<utf8proc_int32_t>(cp)) != 0;
}

bool IsLowercase(uint32_t cp) {
  if (cp < 0x80) return cp >= 'a' && cp <= 'z';
  return cp <= 0x10ffff && utf8proc_islower(static_cast<utf8proc_int32_t>(cp)) != 0;
}

bool IsSpace(uint32_t cp) {
  // '\t'..'\r', ' ', U+85, and from U+A0 on the Zs category.
  if (cp == ' ' || (cp >= '\t' && cp <= '\r') || cp == 0x85) return true;
  return cp >= 0xa0 && Category(cp) == UTF8PROC_CATEGORY_ZS;
}

bool IsNumeric(uint32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9';
  utf8proc_category_t c = Category(cp);
  return c >= UTF8PROC_CATEGORY_ND && c <= UTF8PROC_CATEGORY_NO;
}

bool IsPunct(uint32_t cp) {
  utf8proc_category_t c = Category(cp);
  return c >= UTF8PROC_CATEGORY_PC && c <= UTF8PROC_CATEGORY_PO;
}

bool IsControl(uint32_t cp) { return cp < 0x20 || (cp >= 0x7f && cp < 0xa0); }

uint32_t ToUpper(uint32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
  if (cp > 0x10ffff) return cp;
  return static_cast<uint32_t>(utf8proc_toupper(static_cast<utf8proc_int32_t>(cp)));
}

uint32_t ToLower(uint32_t cp) {
  if (cp < 0x80) return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
  if (cp > 0x10ffff) return cp;
  return static_cast<uint32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(cp)));
}

uint32_t ToTitle(uint32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
  if (cp > 0x10ffff) return cp;
  return static_cast<uint32_t>(utf8proc_totitle(static_cast<utf8proc_int32_t>(cp)));
}

int TextWidth(uint32_t cp) {
  if (cp < 0x7f) return cp >= 0x20 ? 1 : 0;
  if (cp > 0x10ffff) return 0;
  return utf8proc_charwidth(static_cast<utf8proc_int32_t>(cp));
}

}  // namespace kiln::runtime
