// Quoted, escaped forms of characters, strings and symbols, as Julia's `show`
// writes them (base/strings/io.jl escape_string, base/char.jl, base/show.jl).
#include <string>
#include <string_view>

#include "runtime/print.h"
#include "runtime/symbol.h"
#include "runtime/text.h"

namespace kiln::runtime {
namespace {

constexpr char kHex[] = "0123456789abcdef";

int HexDigitsFor(uint32_t u, int min_digits) {
  int d = 0;
  for (uint32_t x = u; x != 0; x >>= 4) ++d;
  return d < min_digits ? min_digits : d;
}

bool IsHexDigitChar(uint32_t bits) {
  uint32_t c = bits >> 24;
  return (bits & 0xffffff) == 0 &&
         ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'));
}

bool IsIdentifierStart(uint32_t cp) { return cp == '_' || IsLetter(cp); }
bool IsIdentifierChar(uint32_t cp) {
  return IsIdentifierStart(cp) || (cp >= '0' && cp <= '9') || cp == '!' || IsNumeric(cp);
}

bool IsOperatorName(std::string_view s) {
  static constexpr std::string_view kOps[] = {
      "+", "-",  "*",  "/",  "\\", "^",  "%",  "÷",  "==", "!=", "≠",  "===", "!==",
      "<", ">",  "<=", ">=", "≤",  "≥",  "&",  "|",  "⊻",  "<<", ">>", ">>>", "!",
      "~", "=>", "∈",  "∉",  ":",  "..", "|>", "<|", "∘",  "√",  "//", "<:",  ">:"};
  for (std::string_view op : kOps) {
    if (s == op) return true;
  }
  return false;
}

}  // namespace

void AppendHex(uint64_t v, int digits, std::string* out) {
  for (int i = digits - 1; i >= 0; --i) out->push_back(kHex[(v >> (4 * i)) & 0xf]);
}

bool IsPlainIdentifier(std::string_view s) {
  if (s.empty()) return false;
  auto n = static_cast<int64_t>(s.size());
  for (int64_t i = 1; i <= n;) {
    int64_t next = 0;
    uint32_t bits = NextChar(s, i, &next);
    uint32_t cp = 0;
    if (!CharToCodepoint(bits, &cp)) return false;
    if (i == 1 ? !IsIdentifierStart(cp) : !IsIdentifierChar(cp)) return false;
    i = next;
  }
  return true;
}

void ShowChar(uint32_t bits, std::string* out) {
  if (bits <= 0x5c000000u && (bits & 0xffffff) == 0) {
    char esc = 0;
    switch (bits >> 24) {
      case 0: esc = '0'; break;
      case '\a': esc = 'a'; break;
      case '\b': esc = 'b'; break;
      case '\t': esc = 't'; break;
      case '\n': esc = 'n'; break;
      case '\v': esc = 'v'; break;
      case '\f': esc = 'f'; break;
      case '\r': esc = 'r'; break;
      case 0x1b: esc = 'e'; break;
      case '\'': esc = '\''; break;
      case '\\': esc = '\\'; break;
      default: break;
    }
    if (esc != 0) {
      out->push_back('\'');
      out->push_back('\\');
      out->push_back(esc);
      out->push_back('\'');
      return;
    }
  }
  uint32_t cp = 0;
  out->push_back('\'');
  if (!CharToCodepoint(bits, &cp)) {
    for (uint32_t u = bits;;) {
      out->append("\\x");
      AppendHex(u >> 24, 2, out);
      u <<= 8;
      if (u == 0) break;
    }
  } else if (IsPrintable(cp)) {
    AppendChar(bits, out);
  } else {
    out->push_back('\\');
    out->push_back(cp <= 0x7f ? 'x' : (cp <= 0xffff ? 'u' : 'U'));
    AppendHex(cp, HexDigitsFor(cp, 2), out);
  }
  out->push_back('\'');
}

void EscapeString(std::string_view s, std::string_view esc, std::string* out) {
  auto n = static_cast<int64_t>(s.size());
  int64_t i = 1;
  while (i <= n) {
    int64_t next = 0;
    uint32_t c = NextChar(s, i, &next);
    uint32_t peek = 0;
    bool has_peek = next <= n;
    if (has_peek) {
      int64_t ignored = 0;
      peek = NextChar(s, next, &ignored);
    }
    i = next;
    uint32_t cp = 0;
    bool valid = CharToCodepoint(c, &cp);
    if (valid && cp < 0x80 && esc.find(static_cast<char>(cp)) != std::string_view::npos) {
      out->push_back('\\');
      out->push_back(static_cast<char>(cp));
    } else if (valid && cp < 0x80) {
      if (cp == 0) {
        bool digit_next =
            has_peek && (peek >> 24) >= '0' && (peek >> 24) <= '7' && (peek & 0xffffff) == 0;
        out->append(digit_next ? "\\x00" : "\\0");
      } else if (cp == 0x1b) {
        out->append("\\e");
      } else if (cp == '\\') {
        out->append("\\\\");
      } else if (cp >= '\a' && cp <= '\r') {
        out->push_back('\\');
        out->push_back("abtnvfr"[cp - '\a']);
      } else if (IsPrintable(cp)) {
        out->push_back(static_cast<char>(cp));
      } else {
        out->append("\\x");
        AppendHex(cp, 2, out);
      }
    } else if (valid) {
      if (IsPrintable(cp)) {
        AppendChar(c, out);
      } else if (cp <= 0xffff) {
        out->append("\\u");
        AppendHex(cp, HexDigitsFor(cp, has_peek && IsHexDigitChar(peek) ? 4 : 2), out);
      } else {
        out->append("\\U");
        AppendHex(cp, HexDigitsFor(cp, has_peek && IsHexDigitChar(peek) ? 8 : 4), out);
      }
    } else {
      for (uint32_t u = c;;) {
        out->append("\\x");
        AppendHex(u >> 24, 2, out);
        u <<= 8;
        if (u == 0) break;
      }
    }
  }
}

void ShowString(std::string_view s, std::string* out) {
  out->push_back('"');
  EscapeString(s, "\"$", out);
  out->push_back('"');
}

void ShowSymbol(const Symbol* s, std::string* out) {
  std::string_view name = s->name();
  if (IsPlainIdentifier(name) || IsOperatorName(name)) {
    out->push_back(':');
    out->append(name);
    return;
  }
  out->append("Symbol(");
  ShowString(name, out);
  out->push_back(')');
}

}  // namespace kiln::runtime
