// The builtins behind Base's `join` and `split` (stdlib/Base/src/strutil.jl): the
// whole result made in one call, where the interpreter would print each piece into
// an IOBuffer or push each SubString. Each returns `nothing` for what it does not
// cover, and Base then takes its generic path (which gives Julia's errors).
#include <cstring>
#include <string>
#include <string_view>

#include "runtime/array.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/runtime.h"
#include "runtime/text.h"
#include "runtime/types.h"

namespace kiln::runtime::builtin_impl {
namespace {

// The text `print` writes for v: a String, a SubString{String} (of type `sub`), a
// Char (its bytes, also when malformed) or a Symbol. `buf` holds a Char's bytes.
// False for other values, and for a SubString whose fields are out of its string.
bool PieceText(Runtime& rt, DataType* sub, Value v, char (&buf)[4], std::string_view* out) {
  if (v.type == rt.core.string) {
    *out = v.As<String>()->view();
    return true;
  }
  if (v.type == rt.core.char_) {
    *out = CharBytes(v.AsCharBits(), buf);
    return true;
  }
  if (v.type == sub && sub != nullptr) {
    const Value* f = v.As<StructObject>()->fields();
    if (f[0].type != rt.core.string || f[1].type != rt.core.int64 || f[2].type != rt.core.int64) return false;
    std::string_view s = f[0].As<String>()->view();
    int64_t offset = f[1].AsInt(), n = f[2].AsInt();
    if (offset < 0 || n < 0 || offset > static_cast<int64_t>(s.size()) ||
        n > static_cast<int64_t>(s.size()) - offset) {
      return false;
    }
    *out = s.substr(static_cast<size_t>(offset), static_cast<size_t>(n));
    return true;
  }
  if (v.type == rt.core.symbol) {
    *out = v.As<Symbol>()->name();
    return true;
  }
  return false;
}

// The elements of an Array or a Tuple, in iteration order.
struct Elements {
  const Array* array = nullptr;
  const Value* fields = nullptr;
  int64_t n = 0;

  // Element i; false for an #undef element.
  bool Get(int64_t i, Value* out) const {
    if (fields != nullptr) {
      *out = fields[i];
    } else {
      *out = ArrayLoad(array, i);
    }
    return out->defined();
  }
  // Asks for the object of element i (when boxed) to be in the cache: the
  // elements of a large vector are objects spread over the heap.
  void Prefetch(int64_t i) const {
    if (i >= n || fields != nullptr || !array->boxed) return;
    __builtin_prefetch(reinterpret_cast<const void*>(reinterpret_cast<const Value*>(array->data)[i].bits));
  }
};

bool ElementsOf(Runtime& rt, Value itr, Elements* out) {
  if (itr.type->layout == Layout::kArray) {
    out->array = itr.As<Array>();
    out->n = out->array->length;
    // Bits elements other than Chars print as numbers: not covered.
    return out->array->boxed || out->array->elem_type == rt.core.char_;
  }
  if (itr.type->is_tuple()) {
    if (itr.type->layout == Layout::kStruct) {
      out->fields = itr.As<StructObject>()->fields();
      out->n = itr.type->nfields;
    }
    return true;  // () is a singleton: no elements
  }
  return false;
}

bool ReturnNothing(Runtime& rt, Value* r) {
  *r = rt.core.Nothing();
  return true;
}

// The element type of `out` when it is SubString{String}'s layout: a concrete
// struct of fields (String, Int64, Int64); nullptr otherwise.
DataType* SubStringElement(Runtime& rt, const Array* out) {
  if (!out->boxed || out->ndims != 1) return nullptr;
  Value e = out->eltype();
  if (!e.defined() || !IsType(e) || !IsDataType(e.As<Type>())) return nullptr;
  DataType* t = AsDataType(e.As<Type>());
  if (!t->concrete() || t->layout != Layout::kStruct || t->is_tuple() || t->nfields != 3) return nullptr;
  Type* want[3] = {rt.core.string, rt.core.int64, rt.core.int64};
  for (int64_t i = 0; i < 3; ++i) {
    Value f = FieldType(rt, t, i);
    if (!f.defined() || !IsType(f) || f.As<Type>() != want[i]) return nullptr;
  }
  return t;
}

}  // namespace

// Core.string_join(sub, itr, delim, last): itr's elements with delim between them
// and last before the final one, as `join` prints them.
bool BuiltinStringJoin(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* sub = nullptr;
  if (IsType(a[0]) && IsDataType(a[0].As<Type>())) sub = AsDataType(a[0].As<Type>());
  Elements items;
  if (!ElementsOf(rt, a[1], &items)) return ReturnNothing(rt, r);
  char dbuf[4], lbuf[4], buf[4];
  std::string_view delim, last, piece;
  if (!PieceText(rt, sub, a[2], dbuf, &delim) || !PieceText(rt, sub, a[3], lbuf, &last)) {
    return ReturnNothing(rt, r);
  }
  // One pass (the elements' objects are read once: a large vector's are spread
  // over the heap), into a buffer copied to the String at the end.
  std::string bytes;
  constexpr int64_t kAhead = 32;
  for (int64_t i = 0; i < items.n; ++i) {
    Value v;
    items.Prefetch(i + kAhead);
    if (!items.Get(i, &v) || !PieceText(rt, sub, v, buf, &piece)) return ReturnNothing(rt, r);
    std::string_view sep = i == 0 ? std::string_view() : i == items.n - 1 ? last : delim;
    if (bytes.size() + sep.size() + piece.size() > (size_t{1} << 40)) {
      return rt.Throw(MakeOutOfMemoryError(rt));
    }
    bytes.append(sep);
    bytes.append(piece);
  }
  String* s = AllocString(rt, static_cast<int64_t>(bytes.size()));
  if (s == nullptr) return rt.Throw(MakeOutOfMemoryError(rt));
  if (!bytes.empty()) std::memcpy(s->data(), bytes.data(), bytes.size());
  s->data()[bytes.size()] = '\0';
  *r = Value::FromObject(s);
  return true;
}

// Core.string_split(out, s, offset, n, dlm, limit, keepempty): pushes onto out the
// SubStrings `split` gives for the bytes offset+1:offset+n of s (a whole String or
// a SubString's range of its string) split by dlm: a non-empty valid String, a
// valid Char, or `nothing` for whitespace (`isspace`).
bool BuiltinStringSplit(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* out = nullptr;
  String* s = nullptr;
  int64_t offset = 0, n = 0, limit = 0;
  if (!ArrayArg(rt, "string_split", a[0], &out) || !StringArg(rt, "string_split", a[1], &s) ||
      !IntArg(rt, "string_split", a[2], &offset) || !IntArg(rt, "string_split", a[3], &n) ||
      !IntArg(rt, "string_split", a[5], &limit)) {
    return false;
  }
  if (a[6].type != rt.core.bool_) return ThrowTypeError(rt, "string_split", "", TypeValue(rt.core.bool_), a[6]);
  const bool keepempty = a[6].AsBool();
  DataType* sub = SubStringElement(rt, out);
  if (sub == nullptr) return ReturnNothing(rt, r);
  if (offset < 0 || n < 0 || offset > s->length || n > s->length - offset) {
    return ThrowBoundsError(rt, a[1], a + 2, 2);
  }
  const std::string_view text = s->view().substr(static_cast<size_t>(offset), static_cast<size_t>(n));
  // The delimiter: its bytes, or whitespace.
  std::string_view needle;
  char cbuf[4];
  const bool whitespace = a[4].type == rt.core.nothing;
  if (a[4].type == rt.core.string) {
    needle = a[4].As<String>()->view();
    // An invalid delimiter can match inside a character, where split's indices
    // (nextind, prevind) are not byte offsets.
    if (needle.empty() || !IsValidUtf8(needle)) return ReturnNothing(rt, r);
  } else if (a[4].type == rt.core.char_) {
    uint32_t bits = a[4].AsCharBits();
    if (!CharIsValid(bits)) return ReturnNothing(rt, r);
    needle = CharBytes(bits, cbuf);
  } else if (!whitespace) {
    return ReturnNothing(rt, r);
  }
  // The next delimiter at or after byte `from` (0-based): [*j, *k).
  auto find = [&](int64_t from, int64_t* j, int64_t* k) {
    if (!whitespace) {
      size_t pos = text.find(needle, static_cast<size_t>(from));
      if (pos == std::string_view::npos) return false;
      *j = static_cast<int64_t>(pos);
      *k = *j + static_cast<int64_t>(needle.size());
      return true;
    }
    for (int64_t i = from; i < n;) {
      int64_t next = 0;
      uint32_t c = NextChar(text, i + 1, &next);
      uint32_t cp = 0;
      if (CharToCodepoint(c, &cp) && CharIsValid(c) && IsSpace(cp)) {
        *j = i;
        *k = next - 1;
        return true;
      }
      i = next - 1;
    }
    return false;
  };
  // Julia's _split: pieces [i, j) between matches, at most limit - 1 of them
  // before the rest (limit > 0), empty ones only with keepempty. Run twice: to
  // count the pieces, then to make them in the vector grown once.
  const int64_t before = out->length;
  auto each_piece = [&](auto&& piece) {
    int64_t count = before, i = 0, j = 0, k = 0;
    bool found = find(0, &j, &k);
    while (found && !(limit > 0 && count == limit - 1)) {
      if (keepempty || i < j) piece(count++, i, j - i);
      i = k;
      found = find(k, &j, &k);
    }
    if (keepempty || i < n) piece(count++, i, n - i);
    return count;
  };
  const int64_t total = each_piece([](int64_t, int64_t, int64_t) {});
  if (!ArrayGrowEnd(rt, out, total - before)) return false;
  each_piece([&](int64_t index, int64_t start, int64_t len) {
    // An empty SubString has offset 0, as Julia's constructor makes it.
    Value fields[3] = {a[1], rt.core.Int64(len == 0 ? 0 : offset + start), rt.core.Int64(len)};
    ArrayStoreUnchecked(out, index, NewStructValue(rt, sub, fields, 3));
  });
  *r = a[0];
  return true;
}

}  // namespace kiln::runtime::builtin_impl
