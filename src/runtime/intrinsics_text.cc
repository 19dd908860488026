// Number <-> text intrinsics and Julia-compatible hashing.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/errors.h"
#include "runtime/intrinsic_impl.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/text.h"

namespace kiln::runtime {

// MurmurHash3_x64_128 (public-domain algorithm by Austin Appleby), which Julia's
// memhash_seed uses for strings. Returns the second 64-bit word, as Julia does.
uint64_t MemHashSeed(std::string_view data, uint32_t seed) {
  auto rotl = [](uint64_t x, int r) { return (x << r) | (x >> (64 - r)); };
  auto fmix = [](uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ull;
    k ^= k >> 33;
    return k;
  };
  const auto* bytes = reinterpret_cast<const uint8_t*>(data.data());
  const size_t len = data.size();
  const size_t nblocks = len / 16;
  uint64_t h1 = seed, h2 = seed;
  const uint64_t c1 = 0x87c37b91114253d5ull, c2 = 0x4cf5ad432745937full;
  for (size_t i = 0; i < nblocks; ++i) {
    uint64_t k1 = 0, k2 = 0;
    std::memcpy(&k1, bytes + 16 * i, 8);
    std::memcpy(&k2, bytes + 16 * i + 8, 8);
    k1 *= c1;
    k1 = rotl(k1, 31);
    k1 *= c2;
    h1 ^= k1;
    h1 = rotl(h1, 27);
    h1 += h2;
    h1 = h1 * 5 + 0x52dce729;
    k2 *= c2;
    k2 = rotl(k2, 33);
    k2 *= c1;
    h2 ^= k2;
    h2 = rotl(h2, 31);
    h2 += h1;
    h2 = h2 * 5 + 0x38495ab5;
  }
  const uint8_t* tail = bytes + nblocks * 16;
  uint64_t k1 = 0, k2 = 0;
  size_t rest = len & 15;
  for (size_t i = rest; i > 8; --i) k2 ^= static_cast<uint64_t>(tail[i - 1]) << (8 * (i - 9));
  if (rest > 8) {
    k2 *= c2;
    k2 = rotl(k2, 33);
    k2 *= c1;
    h2 ^= k2;
  }
  for (size_t i = rest < 8 ? rest : 8; i > 0; --i) {
    k1 ^= static_cast<uint64_t>(tail[i - 1]) << (8 * (i - 1));
  }
  if (rest > 0) {
    k1 *= c1;
    k1 = rotl(k1, 31);
    k1 *= c2;
    h1 ^= k1;
  }
  h1 ^= len;
  h2 ^= len;
  h1 += h2;
  h2 += h1;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 += h2;
  h2 += h1;
  return h2;
}

// Julia's hash_64_64 (Thomas Wang's 64-bit mix).
uint64_t Hash64(uint64_t a) {
  a = ~a + (a << 21);
  a = a ^ (a >> 24);
  a = a + (a << 3) + (a << 8);
  a = a ^ (a >> 14);
  a = a + (a << 2) + (a << 4);
  a = a ^ (a >> 28);
  a = a + (a << 31);
  return a;
}

namespace {

std::string_view StripSpace(std::string_view s) {
  auto space = [](unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  while (!s.empty() && space(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && space(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

int DigitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 36;
  return 99;
}

}  // namespace

// Julia's tryparse(T, s; base) for fixed-width integers. base 0: 10, or the base of
// a 0x/0o/0b prefix. Surrounding whitespace is allowed. Returns false on failure.
bool ParseInteger(std::string_view s, int base, bool is_signed, int width, uint64_t* out) {
  s = StripSpace(s);
  bool negative = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  if (base == 0) {
    base = 10;
    if (s.size() > 2 && s[0] == '0') {
      char p = s[1];
      if (p == 'x') base = 16;
      if (p == 'o') base = 8;
      if (p == 'b') base = 2;
      if (base != 10) s.remove_prefix(2);
    }
  }
  if (s.empty() || base < 2 || base > 62) return false;
  uint64_t limit = is_signed ? (uint64_t{1} << (width - 1)) - (negative ? 0 : 1)
                             : (width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1);
  uint64_t v = 0;
  for (char c : s) {
    int d = DigitValue(c);
    if (base <= 36 && c >= 'A' && c <= 'Z') d = c - 'A' + 10;
    if (d >= base) return false;
    if (v > (limit - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base)) return false;
    v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
  }
  if (negative && !is_signed && v != 0) return false;
  *out = negative ? 0 - v : v;
  return true;
}

namespace intrinsic_impl {

bool float_to_string(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "float_to_string", a, 1)) return false;
  std::string s;
  if (a[0].type->size == 8) {
    AppendFloat64(a[0].AsFloat64(), &s);
  } else {
    AppendFloat32(a[0].AsFloat32(), false, false, &s);
  }
  *r = StringValue(rt, s);
  return true;
}

bool float_to_string_compact(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "float_to_string_compact", a, 1)) return false;
  std::string s;
  if (a[0].type->size == 8) {
    AppendFloat64Compact(a[0].AsFloat64(), &s);
  } else {
    AppendFloat32(a[0].AsFloat32(), false, true, &s);
  }
  *r = StringValue(rt, s);
  return true;
}

// C's printf conversion of one float, for Printf. The spec is validated so that only
// a single float conversion (without width: Printf pads) reaches snprintf.
bool float_format(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "float_format", a, 1)) return false;
  String* spec = nullptr;
  if (!StringArg(rt, "float_format", a[1], &spec)) return false;
  std::string_view f = spec->view();
  size_t i = 0;
  bool valid = f.size() >= 2 && f[i++] == '%';
  if (valid && i < f.size() && f[i] == '#') ++i;
  if (valid && i < f.size() && f[i] == '.') {
    ++i;
    size_t digits = 0;
    while (i < f.size() && f[i] >= '0' && f[i] <= '9' && digits < 4) {
      ++i;
      ++digits;
    }
    valid = digits > 0;
  }
  valid = valid && i + 1 == f.size() && std::strchr("feEgGaA", f[i]) != nullptr;
  if (!valid) return ThrowArgumentError(rt, "float_format: invalid spec " + std::string(f));
  std::string fmt(f);
  double x = FloatOf(a[0]);
  int n = std::snprintf(nullptr, 0, fmt.c_str(), x);
  std::string out(static_cast<size_t>(n) + 1, '\0');
  std::snprintf(out.data(), out.size(), fmt.c_str(), x);
  out.resize(static_cast<size_t>(n));
  *r = StringValue(rt, out);
  return true;
}

bool int_to_string(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "int_to_string", a, 1)) return false;
  int64_t base = 0, pad = 0;
  if (!IntArg(rt, "int_to_string", a[1], &base) || !IntArg(rt, "int_to_string", a[2], &pad)) {
    return false;
  }
  if (base < 2 || base > 62) {
    return ThrowArgumentError(rt,
                              "base must satisfy 2 ≤ abs(base) ≤ 62, got " + std::to_string(base));
  }
  bool negative = a[0].type->layout == Layout::kInt && SignedBits(a[0]) < 0;
  uint64_t magnitude = negative ? 0 - static_cast<uint64_t>(SignedBits(a[0])) : UnsignedBits(a[0]);
  std::string s;
  AppendIntBase(magnitude, negative, static_cast<int>(base),
                static_cast<int>(pad > 1024 ? 1024 : pad), &s);
  *r = StringValue(rt, s);
  return true;
}

bool parse_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = PrimitiveTypeArg(rt, "parse_int", a[0]);
  String* s = nullptr;
  int64_t base = 0;
  if (t == nullptr || !StringArg(rt, "parse_int", a[1], &s) ||
      !IntArg(rt, "parse_int", a[2], &base)) {
    return false;
  }
  if (t == rt.core.bool_) {
    std::string_view v = StripSpace(s->view());
    if (v == "true" || v == "1") {
      *r = rt.core.Bool(true);
    } else if (v == "false" || v == "0") {
      *r = rt.core.Bool(false);
    } else {
      *r = rt.core.Nothing();
    }
    return true;
  }
  if (!IsIntLike(t) || t == rt.core.char_) {
    return ThrowErrorException(rt, "parse_int: target type not an integer type");
  }
  uint64_t v = 0;
  if (!ParseInteger(s->view(), static_cast<int>(base), t->layout == Layout::kInt, BitWidth(t),
                    &v)) {
    *r = rt.core.Nothing();
    return true;
  }
  *r = rt.core.Int(t, v);
  return true;
}

bool parse_float(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  if (!StringArg(rt, "parse_float", a[0], &s)) return false;
  std::string text(StripSpace(s->view()));
  if (text.empty() || text.find('\0') != std::string::npos) {
    *r = rt.core.Nothing();
    return true;
  }
  errno = 0;
  char* end = nullptr;
  double x = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) {
    *r = rt.core.Nothing();
    return true;
  }
  *r = rt.core.Float64(x);  // out-of-range values give ±Inf or 0, as Julia's parse does
  return true;
}

bool hash_uint64(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "hash_uint64", a, 1)) return false;
  *r = rt.core.UInt64(Hash64(UnsignedBits(a[0])));
  return true;
}

bool hash_bytes(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  if (!StringArg(rt, "hash_bytes", a[0], &s) || !CheckInts(rt, "hash_bytes", a + 1, 1)) {
    return false;
  }
  *r = rt.core.UInt64(MemHashSeed(s->view(), static_cast<uint32_t>(a[1].bits)));
  return true;
}

}  // namespace intrinsic_impl
}  // namespace kiln::runtime
