// String, Char and Symbol builtins (Julia manual, "Strings"). Byte indices are
// 1-based; a Char is Julia's 32-bit UTF-8 representation (text.h).
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/array.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/runtime.h"
#include "runtime/text.h"
#include "runtime/unicode_category.h"

#include <utf8proc.h>

namespace kiln::runtime::builtin_impl {
namespace {

bool CharArg(Runtime& rt, std::string_view name, Value v, uint32_t* out) {
  if (v.type == rt.core.char_) {
    *out = v.AsCharBits();
    return true;
  }
  return ThrowTypeError(rt, name, "", TypeValue(rt.core.char_), v);
}

// Appends the text of a String, Char or Symbol.
bool AppendPiece(Runtime& rt, std::string_view name, Value v, std::string* out) {
  if (v.type == rt.core.string) {
    out->append(v.As<String>()->view());
  } else if (v.type == rt.core.char_) {
    AppendChar(v.AsCharBits(), out);
  } else if (v.type == rt.core.symbol) {
    out->append(v.As<Symbol>()->name());
  } else {
    return ThrowTypeError(rt, name, "", TypeValue(rt.core.abstract_string), v);
  }
  return true;
}

bool NewStringChecked(Runtime& rt, std::string_view bytes, Value* r) {
  String* s = AllocString(rt, static_cast<int64_t>(bytes.size()));
  if (s == nullptr) return rt.Throw(MakeOutOfMemoryError(rt));
  if (!bytes.empty()) std::memcpy(s->data(), bytes.data(), bytes.size());
  s->data()[bytes.size()] = '\0';
  *r = Value::FromObject(s);
  return true;
}

bool Needle(Runtime& rt, std::string_view name, Value v, std::string* out) {
  if (v.type == rt.core.uint8) {
    out->push_back(static_cast<char>(v.bits));
    return true;
  }
  return AppendPiece(rt, name, v, out);
}

}  // namespace

bool BuiltinCodeunit(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0;
  if (!StringArg(rt, "codeunit", a[0], &s) || !IntArg(rt, "codeunit", a[1], &i)) return false;
  if (i < 1 || i > s->length) return ThrowBoundsError(rt, a[0], &a[1], 1);
  *r = rt.core.Int(rt.core.uint8, static_cast<uint8_t>(s->data()[i - 1]));
  return true;
}

bool BuiltinStringLength(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  if (!StringArg(rt, "string_length", a[0], &s)) return false;
  *r = rt.core.Int64(CharCount(s->view()));
  return true;
}

bool BuiltinStringNext(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0;
  if (!StringArg(rt, "string_next", a[0], &s) || !IntArg(rt, "string_next", a[1], &i)) return false;
  if (i > s->length) {
    *r = rt.core.Nothing();
    return true;
  }
  if (i < 1) return ThrowBoundsError(rt, a[0], &a[1], 1);
  int64_t next = 0;
  uint32_t c = NextChar(s->view(), i, &next);
  *r = MakeTuple2(rt, rt.core.CharBits(c), rt.core.Int64(next));
  return true;
}

bool BuiltinStringIsvalid(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0;
  if (!StringArg(rt, "string_isvalid", a[0], &s) || !IntArg(rt, "string_isvalid", a[1], &i)) {
    return false;
  }
  *r = rt.core.Bool(i >= 1 && i <= s->length && ThisInd(s->view(), i) == i);
  return true;
}

bool BuiltinStringNextind(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0;
  if (!StringArg(rt, "string_nextind", a[0], &s) || !IntArg(rt, "string_nextind", a[1], &i)) {
    return false;
  }
  if (i < 0 || i > s->length) return ThrowBoundsError(rt, a[0], &a[1], 1);
  *r = rt.core.Int64(NextInd(s->view(), i));
  return true;
}

bool BuiltinStringPrevind(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0;
  if (!StringArg(rt, "string_prevind", a[0], &s) || !IntArg(rt, "string_prevind", a[1], &i)) {
    return false;
  }
  if (i < 1 || i > s->length + 1) return ThrowBoundsError(rt, a[0], &a[1], 1);
  *r = rt.core.Int64(PrevInd(s->view(), i));
  return true;
}

bool BuiltinStringValidUtf8(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  if (!StringArg(rt, "string_isvalid_utf8", a[0], &s)) return false;
  *r = rt.core.Bool(IsValidUtf8(s->view()));
  return true;
}

bool BuiltinStringConcat(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  std::string out;
  for (uint32_t i = 0; i < n; ++i) {
    if (!AppendPiece(rt, "string_concat", a[i], &out)) return false;
  }
  return NewStringChecked(rt, out, r);
}

bool BuiltinStringRepeat(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t n = 0;
  if (!IntArg(rt, "string_repeat", a[1], &n)) return false;
  bool is_char = a[0].type == rt.core.char_;
  std::string piece;
  if (!AppendPiece(rt, "string_repeat", a[0], &piece)) return false;
  if (n < 0) {
    return ThrowArgumentError(rt, std::string("can't repeat a ") +
                                      (is_char ? "character " : "string ") + std::to_string(n) +
                                      " times");
  }
  if (!piece.empty() && static_cast<uint64_t>(n) > (uint64_t{1} << 40) / piece.size()) {
    return rt.Throw(MakeOutOfMemoryError(rt));
  }
  String* s = AllocString(rt, static_cast<int64_t>(piece.size()) * n);
  if (s == nullptr) return rt.Throw(MakeOutOfMemoryError(rt));
  // One piece, then the text so far copied after itself: log2(n) copies, not n
  // (a one-byte piece repeated 10^10 times was 10^10 calls).
  const size_t total = piece.size() * static_cast<size_t>(n);
  if (total > 0) {
    std::memcpy(s->data(), piece.data(), piece.size());
    for (size_t done = piece.size(); done < total;) {
      const size_t chunk = std::min(done, total - done);
      std::memcpy(s->data() + done, s->data(), chunk);
      done += chunk;
    }
  }
  s->data()[s->length] = '\0';
  *r = Value::FromObject(s);
  return true;
}

bool BuiltinStringSubstr(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0, j = 0;
  if (!StringArg(rt, "string_substr", a[0], &s) || !IntArg(rt, "string_substr", a[1], &i) ||
      !IntArg(rt, "string_substr", a[2], &j)) {
    return false;
  }
  if (j < i) return NewStringChecked(rt, "", r);
  if (i < 1 || j > s->length) return ThrowBoundsError(rt, a[0], a + 1, 2);
  return NewStringChecked(
      rt, s->view().substr(static_cast<size_t>(i - 1), static_cast<size_t>(j - i + 1)), r);
}

bool BuiltinStringCmp(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* x = nullptr;
  String* y = nullptr;
  if (!StringArg(rt, "string_cmp", a[0], &x) || !StringArg(rt, "string_cmp", a[1], &y)) {
    return false;
  }
  int c = x->view().compare(y->view());
  *r = rt.core.Int64(c < 0 ? -1 : (c > 0 ? 1 : 0));
  return true;
}

bool BuiltinStringSearch(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0;
  std::string needle;
  if (!StringArg(rt, "string_search", a[0], &s) || !Needle(rt, "string_search", a[1], &needle) ||
      !IntArg(rt, "string_search", a[2], &i)) {
    return false;
  }
  if (i < 1) return ThrowBoundsError(rt, a[0], &a[2], 1);
  if (i > s->length + 1) {
    *r = rt.core.Int64(0);
    return true;
  }
  size_t pos = s->view().find(needle, static_cast<size_t>(i - 1));
  *r = rt.core.Int64(pos == std::string_view::npos ? 0 : static_cast<int64_t>(pos) + 1);
  return true;
}

bool BuiltinStringRsearch(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t i = 0;
  std::string needle;
  if (!StringArg(rt, "string_rsearch", a[0], &s) || !Needle(rt, "string_rsearch", a[1], &needle) ||
      !IntArg(rt, "string_rsearch", a[2], &i)) {
    return false;
  }
  if (i > s->length) i = s->length;
  auto len = static_cast<int64_t>(needle.size());
  // The last match that ends at or before byte i.
  int64_t last_start = i - len + 1;
  if (last_start < 1) {
    *r = rt.core.Int64(len == 0 && i >= 0 ? i + 1 : 0);
    return true;
  }
  size_t pos = s->view().rfind(needle, static_cast<size_t>(last_start - 1));
  *r = rt.core.Int64(pos == std::string_view::npos ? 0 : static_cast<int64_t>(pos) + 1);
  return true;
}

bool BuiltinStringFromBytes(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  Array* v = nullptr;
  if (!ArrayArg(rt, "string_from_bytes", a[0], &v)) return false;
  if (v->boxed || v->elsize != 1 || v->ndims != 1) {
    return ThrowTypeError(rt, "string_from_bytes", "", TypeValue(VectorType(rt, rt.core.uint8)),
                          a[0]);
  }
  int64_t i = 1, j = v->length;
  if (n == 3 &&
      (!IntArg(rt, "string_from_bytes", a[1], &i) || !IntArg(rt, "string_from_bytes", a[2], &j))) {
    return false;
  }
  if (j < i) return NewStringChecked(rt, "", r);
  if (i < 1 || j > v->length) return ThrowBoundsError(rt, a[0], a + 1, 2);
  return NewStringChecked(rt,
                          std::string_view(reinterpret_cast<const char*>(v->data) + i - 1,
                                           static_cast<size_t>(j - i + 1)),
                          r);
}

bool BuiltinStringToBytes(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  if (!StringArg(rt, "string_to_bytes", a[0], &s)) return false;
  int64_t n = s->length;
  if (!NewArray(rt, VectorType(rt, rt.core.uint8), &n, 1, r)) return false;
  if (n > 0) std::memcpy(r->As<Array>()->data, s->data(), static_cast<size_t>(n));
  return true;
}

bool BuiltinSymbol(Runtime& rt, const Value* a, uint32_t, Value* r) {
  std::string name;
  if (!AppendPiece(rt, "Symbol", a[0], &name)) return false;
  if (name.find('\0') != std::string::npos) {
    return ThrowArgumentError(rt, "Symbol name may not contain \\0");
  }
  *r = rt.SymbolValue(Intern(name));
  return true;
}

bool BuiltinSymbolName(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (a[0].type != rt.core.symbol) {
    return ThrowTypeError(rt, "symbol_name", "", TypeValue(rt.core.symbol), a[0]);
  }
  return NewStringChecked(rt, a[0].As<Symbol>()->name(), r);
}

bool BuiltinCharFromCodepoint(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "char_from_codepoint", a, 1)) return false;
  uint64_t u = UnsignedBits(a[0]);
  if (u > 0x1fffff) {
    return ThrowArgumentError(rt, "invalid character code point " + std::to_string(u));
  }
  *r = rt.core.CharBits(CharFromCodepoint(static_cast<uint32_t>(u)));
  return true;
}

bool BuiltinCharCodepoint(Runtime& rt, const Value* a, uint32_t, Value* r) {
  uint32_t c = 0, cp = 0;
  if (!CharArg(rt, "char_codepoint", a[0], &c)) return false;
  CharToCodepoint(c, &cp);
  *r = rt.core.Int(rt.core.uint32, cp);
  return true;
}

bool BuiltinCharIsvalid(Runtime& rt, const Value* a, uint32_t, Value* r) {
  uint32_t c = 0;
  if (!CharArg(rt, "char_isvalid", a[0], &c)) return false;
  *r = rt.core.Bool(CharIsValid(c));
  return true;
}

bool BuiltinCharProperty(Runtime& rt, const Value* a, uint32_t, Value* r) {
  uint32_t c = 0;
  if (!CharArg(rt, "char_property", a[0], &c)) return false;
  if (a[1].type != rt.core.symbol) {
    return ThrowTypeError(rt, "char_property", "", TypeValue(rt.core.symbol), a[1]);
  }
  std::string_view which = a[1].As<Symbol>()->name();
  uint32_t cp = 0;
  bool valid = CharToCodepoint(c, &cp) && CharIsValid(c);
  auto predicate = [&](bool (*fn)(uint32_t)) {
    *r = rt.core.Bool(valid && fn(cp));
    return true;
  };
  auto mapping = [&](uint32_t (*fn)(uint32_t)) {
    *r = rt.core.CharBits(valid ? CharFromCodepoint(fn(cp)) : c);
    return true;
  };
  if (which == "isletter") return predicate(IsLetter);
  if (which == "isuppercase") return predicate(IsUppercase);
  if (which == "islowercase") return predicate(IsLowercase);
  if (which == "isspace") return predicate(IsSpace);
  if (which == "isnumeric") return predicate(IsNumeric);
  if (which == "ispunct") return predicate(IsPunct);
  if (which == "iscntrl") return predicate(IsControl);
  if (which == "isprint") return predicate(IsPrintable);
  if (which == "uppercase") return mapping(ToUpper);
  if (which == "titlecase") return mapping(ToTitle);
  if (which == "textwidth") {  // Julia: 1 for a malformed Char
    *r = rt.core.Int64(!CharToCodepoint(c, &cp) ? 1 : TextWidth(cp));
    return true;
  }
  if (which == "lowercase") return mapping(ToLower);
  if (which == "category") {  // Julia's Unicode.category_abbrev
    *r = rt.SymbolValue(!CharToCodepoint(c, &cp) ? std::string_view("Ma")
                        : cp > 0x10ffff          ? std::string_view("In")
                                                 : UnicodeCategory(cp));
    return true;
  }
  return ThrowArgumentError(rt, "char_property: unknown property " + std::string(which));
}

bool BuiltinUnicodeMap(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  int64_t flags = 0;
  if (!StringArg(rt, "unicode_map", a[0], &s) || !IntArg(rt, "unicode_map", a[1], &flags)) return false;
  // Only the transformation options; NULLTERM and CHARBOUND do not apply to a String.
  constexpr int64_t kAllowed = UTF8PROC_STABLE | UTF8PROC_COMPAT | UTF8PROC_COMPOSE |
                               UTF8PROC_DECOMPOSE | UTF8PROC_IGNORE | UTF8PROC_REJECTNA |
                               UTF8PROC_NLF2LS | UTF8PROC_NLF2PS | UTF8PROC_STRIPCC |
                               UTF8PROC_CASEFOLD | UTF8PROC_LUMP | UTF8PROC_STRIPMARK;
  if ((flags & ~kAllowed) != 0) return ThrowArgumentError(rt, "unicode_map: unsupported options");
  utf8proc_uint8_t* out = nullptr;
  utf8proc_ssize_t n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(s->data()), s->length, &out,
                                    static_cast<utf8proc_option_t>(flags));
  if (n < 0) return ThrowArgumentError(rt, utf8proc_errmsg(n));
  bool ok = NewStringChecked(rt, std::string_view(reinterpret_cast<char*>(out), static_cast<size_t>(n)), r);
  std::free(out);
  return ok;
}

bool BuiltinUnicodeGraphemeStarts(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* s = nullptr;
  if (!StringArg(rt, "unicode_grapheme_starts", a[0], &s)) return false;
  std::string_view text = s->view();
  std::vector<int64_t> starts;
  utf8proc_int32_t state = 0;
  bool prev_valid = false;
  uint32_t prev = 0;
  for (int64_t i = 1, next = 0; i <= static_cast<int64_t>(text.size()); i = next) {
    uint32_t bits = NextChar(text, i, &next);
    uint32_t cp = 0;
    bool valid = CharToCodepoint(bits, &cp);
    // Julia's isgraphemebreak!: a malformed Char on either side is a break and
    // resets the state.
    if (i > 1 && (!prev_valid || !valid)) state = 0;
    if (i == 1 || !prev_valid || !valid ||
        utf8proc_grapheme_break_stateful(static_cast<utf8proc_int32_t>(prev),
                                         static_cast<utf8proc_int32_t>(cp), &state)) {
      starts.push_back(i);
    }
    prev_valid = valid;
    prev = cp;
  }
  Array* out = NewVector(rt, VectorType(rt, rt.core.int64), static_cast<int64_t>(starts.size()));
  if (!starts.empty()) std::memcpy(out->data, starts.data(), starts.size() * sizeof(int64_t));
  *r = Value::FromObject(out);
  return true;
}

}  // namespace kiln::runtime::builtin_impl
