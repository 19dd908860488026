// Number formatting as Julia prints numbers.
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>

#include "base/check.h"
#include "runtime/print.h"

namespace kiln::runtime {
namespace {

// Shortest round-trip decimal digits of |x| (finite, nonzero): digits without
// trailing zeros and the power of ten of the last digit.
template <typename F>
void ShortestDigits(F x, std::string* digits, int* exp10) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof(buf), std::fabs(x), std::chars_format::scientific);
  CHECK(r.ec == std::errc());
  std::string_view s(buf, static_cast<size_t>(r.ptr - buf));
  size_t e = s.find('e');
  digits->clear();
  for (size_t i = 0; i < e; ++i) {
    if (s[i] != '.') digits->push_back(s[i]);
  }
  int exp = 0;
  std::from_chars(s.data() + e + 1 + (s[e + 1] == '+' ? 1 : 0), s.data() + s.size(), exp);
  while (digits->size() > 1 && digits->back() == '0') digits->pop_back();
  *exp10 = exp - static_cast<int>(digits->size()) + 1;
}

// Reduces `digits` to at most 6 significant digits as Ryu's compact mode does.
template <typename F>
void CompactDigits(F x, std::string* digits, int* exp10) {
  constexpr size_t kMax = 6;
  if (digits->size() <= kMax) return;
  // Whether the digits are exactly the value (for round-half-even on exact ties).
  char exact[1100];
  std::snprintf(exact, sizeof(exact), "%.*e", 1000, static_cast<double>(std::fabs(x)));
  std::string all;
  for (const char* p = exact; *p != 'e' && *p != '\0'; ++p) {
    if (*p != '.') all.push_back(*p);
  }
  while (all.size() > 1 && all.back() == '0') all.pop_back();
  bool is_exact = all == *digits;
  size_t cut = digits->size() - kMax;
  char first_dropped = (*digits)[kMax];
  bool rest_zero = digits->find_first_not_of('0', kMax + 1) == std::string::npos;
  digits->resize(kMax);
  *exp10 += static_cast<int>(cut);
  bool round_up =
      first_dropped > '5' || (first_dropped == '5' && !(rest_zero && is_exact)) ||
      (first_dropped == '5' && rest_zero && is_exact && ((*digits)[kMax - 1] - '0') % 2 == 1);
  if (round_up) {
    int i = static_cast<int>(kMax) - 1;
    while (i >= 0 && (*digits)[static_cast<size_t>(i)] == '9') {
      (*digits)[static_cast<size_t>(i)] = '0';
      --i;
    }
    if (i < 0) {
      digits->insert(digits->begin(), '1');
      digits->pop_back();
      *exp10 += 1;
    } else {
      (*digits)[static_cast<size_t>(i)] += 1;
    }
  }
  while (digits->size() > 1 && digits->back() == '0') {
    digits->pop_back();
    *exp10 += 1;
  }
}

// Base.Ryu.writeshortest layout of digits × 10^exp10 (hash = true, precision = -1).
void Layout(const std::string& digits, int exp10, char expchar, std::string* out) {
  int olength = static_cast<int>(digits.size());
  int pt = exp10 + olength;
  if (-4 < pt && pt <= 6) {
    if (pt <= 0) {
      out->append("0.");
      out->append(static_cast<size_t>(-pt), '0');
      out->append(digits);
    } else if (pt >= olength) {
      out->append(digits);
      out->append(static_cast<size_t>(pt - olength), '0');
      out->append(".0");
    } else {
      out->append(digits, 0, static_cast<size_t>(pt));
      out->push_back('.');
      out->append(digits, static_cast<size_t>(pt), std::string::npos);
    }
    return;
  }
  out->push_back(digits[0]);
  out->push_back('.');
  if (olength > 1) {
    out->append(digits, 1, std::string::npos);
  } else {
    out->push_back('0');
  }
  out->push_back(expchar);
  AppendInt(pt - 1, out);
}

}  // namespace

void AppendFloat64(double x, std::string* out) {
  if (std::isnan(x)) {
    out->append("NaN");
    return;
  }
  if (std::signbit(x)) out->push_back('-');
  if (std::isinf(x)) {
    out->append("Inf");
    return;
  }
  if (x == 0) {
    out->append("0.0");
    return;
  }
  std::string digits;
  int exp10;
  ShortestDigits(x, &digits, &exp10);
  Layout(digits, exp10, 'e', out);
}

void AppendFloat64Compact(double x, std::string* out) {
  if (std::isnan(x) || std::isinf(x) || x == 0) {
    AppendFloat64(x, out);
    return;
  }
  if (std::signbit(x)) out->push_back('-');
  std::string digits;
  int exp10;
  ShortestDigits(x, &digits, &exp10);
  CompactDigits(x, &digits, &exp10);
  Layout(digits, exp10, 'e', out);
}

std::string Float64ToString(double x) {
  std::string s;
  AppendFloat64(x, &s);
  return s;
}

void AppendFloat32(float x, bool typed, bool compact, std::string* out) {
  if (compact) typed = false;
  if (std::isnan(x)) {
    out->append(typed ? "NaN32" : "NaN");
    return;
  }
  if (std::signbit(x)) out->push_back('-');
  if (std::isinf(x)) {
    out->append(typed ? "Inf32" : "Inf");
    return;
  }
  if (x == 0) {
    out->append(typed ? "0.0f0" : "0.0");
    return;
  }
  std::string digits;
  int exp10;
  ShortestDigits(x, &digits, &exp10);
  if (compact) CompactDigits(x, &digits, &exp10);
  size_t start = out->size();
  Layout(digits, exp10, typed ? 'f' : 'e', out);
  if (typed && out->find('f', start) == std::string::npos) out->append("f0");
}

void AppendInt(int64_t v, std::string* out) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof(buf), v);
  out->append(buf, r.ptr);
}

void AppendUInt(uint64_t v, std::string* out) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof(buf), v);
  out->append(buf, r.ptr);
}

void AppendIntBase(uint64_t magnitude, bool negative, int base, int pad, std::string* out) {
  static constexpr char kDigits[] =
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  DCHECK(base >= 2 && base <= 62);
  char buf[80];
  int n = 0;
  do {
    buf[n++] = kDigits[magnitude % static_cast<uint64_t>(base)];
    magnitude /= static_cast<uint64_t>(base);
  } while (magnitude != 0);
  if (negative) out->push_back('-');
  for (int i = n; i < pad; ++i) out->push_back('0');
  while (n > 0) out->push_back(buf[--n]);
}

}  // namespace kiln::runtime
