// Codecs: how each C++ field type is encoded, and the kind it is spelled as
// in layout descriptors (internal; users see only persist::Field). One codec
// class per kind; CodecFor<M> picks the codec of member type M at compile
// time, so nested types (seq<opt<ref<T>>>) dispatch statically.
//
//   C++ type                                    kind       encoding
//   bool                                        bool       1 byte, 0 or 1
//   uint8_t / int8_t                            u8 / i8    1 byte
//   other integers and enums (by width, sign)   u16..i64   varint (signed: zigzag)
//   double                                      f64        8 bytes, IEEE-754 bits
//   std::string / std::string_view              string     varint string table index
//   std::vector<uint8_t> / span<const uint8_t>  bytes      varint length, raw bytes
//   std::vector<X>                              seq<X>     varint count, elements
//   std::optional<X>                            opt<X>     1 byte 0 or 1, element if 1
//   Ref<T>                                      ref<id>    varint index + 1 (0 = null)
//   LazySeq<T>                                  lazy_seq<id> varint count, u32 index + 1 each
//   T with ScalarTraits<T> (scalar.h)           as Raw      as its Raw integer
//   any other registered struct T               struct<id> its fields, in order
//
// string_view and span fields decode without copying: they point into the
// blob, and are valid while the Reader lives.
#ifndef KILN_PERSIST_CODEC_H_
#define KILN_PERSIST_CODEC_H_

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>
#include <vector>

#include "base/status.h"
#include "persist/cat.h"
#include "persist/decoder.h"
#include "persist/encoder.h"
#include "persist/format.h"
#include "persist/ref.h"
#include "persist/scalar.h"
#include "persist/type_key.h"

namespace kiln::persist {
class Registry;
class Registration;
}  // namespace kiln::persist

namespace kiln::persist::internal {

// The registration of the type with `key` in `registry`. CHECK-fails (a bug
// in the schema, not bad input) when it is not registered; `what` names the
// C++ type in that message. Defined in registry.cc.
const Registration& LinkType(const Registry& registry, TypeKey key, const char* what);
// Registration id, for kind spellings. Defined in registry.cc.
uint32_t RegistrationId(const Registration& type);

template <typename M>
struct CodecSelector;
template <typename M>
using CodecFor = typename CodecSelector<M>::type;

// "seq<u32>", "ref<11>": a kind with its element kind or target type id.
template <typename Inner>
std::string Spell(const char* kind, const Inner& inner) {
  return Cat(kind, "<", inner, ">");
}

class BoolCodec {
 public:
  void Link(const Registry&) {}
  std::string Kind() const { return format::kKindBool; }
  base::Status Encode(Encoder& enc, bool v) const {
    enc.PutU8(v ? format::kTrue : format::kFalse);
    return base::Status::Ok();
  }
  base::Status Decode(Decoder& dec, bool& v) const {
    ASSIGN_OR_RETURN(uint8_t byte, dec.GetU8());
    if (byte > format::kTrue) return base::Status::Corruption("bool is neither 0 nor 1");
    v = byte == format::kTrue;
    return base::Status::Ok();
  }
};

// Integers and enums. The kind depends only on width and signedness.
template <typename M>
class IntCodec {
  using U = typename std::conditional_t<std::is_enum_v<M>, std::underlying_type<M>,
                                        std::type_identity<M>>::type;
  static_assert(!std::is_same_v<U, char> && !std::is_same_v<U, wchar_t> &&
                    !std::is_same_v<U, char8_t> && !std::is_same_v<U, char16_t> &&
                    !std::is_same_v<U, char32_t>,
                "persist: character types have platform-dependent signedness; use int8_t "
                "or uint8_t");

 public:
  void Link(const Registry&) {}
  std::string Kind() const { return Cat(std::is_signed_v<U> ? "i" : "u", sizeof(U) * 8); }
  base::Status Encode(Encoder& enc, M v) const {
    const U u = static_cast<U>(v);
    if constexpr (sizeof(U) == 1) {
      enc.PutU8(static_cast<uint8_t>(u));
    } else if constexpr (std::is_signed_v<U>) {
      enc.PutVarint(wire::ZigZag(u));
    } else {
      enc.PutVarint(u);
    }
    return base::Status::Ok();
  }
  base::Status Decode(Decoder& dec, M& v) const {
    if constexpr (sizeof(U) == 1) {
      ASSIGN_OR_RETURN(uint8_t byte, dec.GetU8());
      v = static_cast<M>(static_cast<U>(byte));
    } else {
      uint64_t raw = 0;
      if (!dec.NextVarint(&raw)) return base::Status::Corruption("malformed varint");
      if constexpr (std::is_signed_v<U>) {
        const int64_t s = wire::UnZigZag(raw);
        if constexpr (sizeof(U) < sizeof(int64_t)) {
          if (s < std::numeric_limits<U>::min() || s > std::numeric_limits<U>::max()) {
            return OutOfRange();
          }
        }
        v = static_cast<M>(static_cast<U>(s));
      } else {
        if constexpr (sizeof(U) < sizeof(uint64_t)) {
          if (raw > std::numeric_limits<U>::max()) return OutOfRange();
        }
        v = static_cast<M>(static_cast<U>(raw));
      }
    }
    return base::Status::Ok();
  }

 private:
  static base::Status OutOfRange() {
    return base::Status::Corruption("integer out of range for its field");
  }
};

class F64Codec {
 public:
  void Link(const Registry&) {}
  std::string Kind() const { return format::kKindF64; }
  base::Status Encode(Encoder& enc, double v) const {
    enc.PutFixed64(std::bit_cast<uint64_t>(v));
    return base::Status::Ok();
  }
  base::Status Decode(Decoder& dec, double& v) const {
    ASSIGN_OR_RETURN(uint64_t bits, dec.GetFixed64());
    v = std::bit_cast<double>(bits);
    return base::Status::Ok();
  }
};

// std::string (copied out of the blob) or std::string_view (in place).
template <typename S>
class StringCodec {
 public:
  void Link(const Registry&) {}
  std::string Kind() const { return format::kKindString; }
  base::Status Encode(Encoder& enc, const S& v) const {
    ASSIGN_OR_RETURN(uint32_t index, enc.StringIndex(v));
    enc.PutVarint(index);
    return base::Status::Ok();
  }
  base::Status Decode(Decoder& dec, S& v) const {
    ASSIGN_OR_RETURN(uint64_t index, dec.GetVarint());
    ASSIGN_OR_RETURN(std::string_view s, dec.String(index, kCopies));
    v = S(s);
    return base::Status::Ok();
  }

 private:
  static constexpr bool kCopies = std::is_same_v<S, std::string>;
};

// std::vector<uint8_t> (copied) or std::span<const uint8_t> (in place).
template <typename B>
class BytesCodec {
 public:
  void Link(const Registry&) {}
  std::string Kind() const { return format::kKindBytes; }
  base::Status Encode(Encoder& enc, const B& v) const {
    enc.PutVarint(v.size());
    enc.PutRaw(v.data(), v.size());
    return base::Status::Ok();
  }
  base::Status Decode(Decoder& dec, B& v) const {
    ASSIGN_OR_RETURN(uint64_t size, dec.GetVarint());
    ASSIGN_OR_RETURN(std::string_view raw, dec.GetRaw(size));
    const auto* bytes = reinterpret_cast<const uint8_t*>(raw.data());
    v = B(bytes, bytes + raw.size());
    return base::Status::Ok();
  }
};

template <typename X>
class SeqCodec {
 public:
  void Link(const Registry& registry) { element_.Link(registry); }
  std::string Kind() const { return Spell(format::kKindSeq, element_.Kind()); }
  base::Status Encode(Encoder& enc, const std::vector<X>& v) const {
    enc.PutVarint(v.size());
    if constexpr (std::is_same_v<X, bool>) {
      for (bool b : v) RETURN_IF_ERROR(element_.Encode(enc, b));
    } else {
      for (const X& x : v) RETURN_IF_ERROR(element_.Encode(enc, x));
    }
    return base::Status::Ok();
  }
  // The count is charged to the decode budget before anything is allocated,
  // and the reservation is capped by the bytes left, so a forged count can
  // neither allocate nor loop beyond what the budget allows.
  base::Status Decode(Decoder& dec, std::vector<X>& v) const {
    ASSIGN_OR_RETURN(uint64_t count, dec.GetVarint());
    RETURN_IF_ERROR(dec.Charge(count));
    if constexpr (std::is_same_v<CodecFor<X>, IntCodec<X>> && std::is_unsigned_v<X> &&
                  sizeof(X) > 1) {
      // Sequences of unsigned integers (tape code, lengths, ids) are most of
      // what is decoded: one tight loop, the same checks as IntCodec's.
      if (count > dec.remaining()) return base::Status::Corruption("sequence runs past its object");
      v.resize(static_cast<size_t>(count));
      for (X& x : v) {
        uint64_t raw = 0;
        if (!dec.NextVarint(&raw)) return base::Status::Corruption("malformed varint");
        if constexpr (sizeof(X) < sizeof(uint64_t)) {
          if (raw > std::numeric_limits<X>::max()) {
            return base::Status::Corruption("integer out of range for its field");
          }
        }
        x = static_cast<X>(raw);
      }
      return base::Status::Ok();
    }
    v.clear();
    v.reserve(static_cast<size_t>(std::min<uint64_t>(count, dec.remaining())));
    for (uint64_t i = 0; i < count; ++i) {
      X x{};
      RETURN_IF_ERROR(element_.Decode(dec, x));
      v.push_back(std::move(x));
    }
    return base::Status::Ok();
  }

 private:
  CodecFor<X> element_;
};

template <typename X>
class OptCodec {
 public:
  void Link(const Registry& registry) { element_.Link(registry); }
  std::string Kind() const { return Spell(format::kKindOpt, element_.Kind()); }
  base::Status Encode(Encoder& enc, const std::optional<X>& v) const {
    enc.PutU8(v.has_value() ? format::kTrue : format::kFalse);
    if (v.has_value()) return element_.Encode(enc, *v);
    return base::Status::Ok();
  }
  base::Status Decode(Decoder& dec, std::optional<X>& v) const {
    ASSIGN_OR_RETURN(uint8_t present, dec.GetU8());
    if (present > format::kTrue) return base::Status::Corruption("opt flag is neither 0 nor 1");
    if (present == format::kFalse) {
      v.reset();
      return base::Status::Ok();
    }
    X x{};
    RETURN_IF_ERROR(element_.Decode(dec, x));
    v = std::move(x);
    return base::Status::Ok();
  }

 private:
  CodecFor<X> element_;
};

// A registered record held inline.
template <typename T>
class StructCodec {
 public:
  void Link(const Registry& registry) { type_ = &LinkType(registry, KeyOf<T>(), typeid(T).name()); }
  std::string Kind() const { return Spell(format::kKindStruct, RegistrationId(*type_)); }
  base::Status Encode(Encoder& enc, const T& v) const { return enc.EncodeRecord(*type_, &v); }
  base::Status Decode(Decoder& dec, T& v) const { return dec.DecodeRecord(*type_, &v); }

 private:
  const Registration* type_ = nullptr;
};

template <typename T>
class RefCodec {
 public:
  void Link(const Registry& registry) { type_ = &LinkType(registry, KeyOf<T>(), typeid(T).name()); }
  std::string Kind() const { return Spell(format::kKindRef, RegistrationId(*type_)); }
  // A Ref that came out of a Reader is resolved first, so a decoded graph
  // can be written again.
  base::Status Encode(Encoder& enc, const Ref<T>& v) const {
    ASSIGN_OR_RETURN(uint32_t value, Value(enc, v, *type_));
    enc.PutVarint(value);
    return base::Status::Ok();
  }
  base::Status Decode(Decoder& dec, Ref<T>& v) const {
    ASSIGN_OR_RETURN(uint64_t value, dec.GetVarint());
    RETURN_IF_ERROR(dec.CheckRef(value));
    v = RefAccess::MakeRef<T>(dec.reader(), static_cast<uint32_t>(value));
    return base::Status::Ok();
  }

  static base::ErrorOr<uint32_t> Value(Encoder& enc, const Ref<T>& ref, const Registration& type) {
    ASSIGN_OR_RETURN(const T* target, ref.Get());
    return enc.RefValue(target, type);
  }

 private:
  const Registration* type_ = nullptr;
};

template <typename T>
class LazySeqCodec {
 public:
  void Link(const Registry& registry) { type_ = &LinkType(registry, KeyOf<T>(), typeid(T).name()); }
  std::string Kind() const { return Spell(format::kKindLazySeq, RegistrationId(*type_)); }
  base::Status Encode(Encoder& enc, const LazySeq<T>& v) const {
    enc.PutVarint(v.size());
    for (size_t i = 0; i < v.size(); ++i) {
      ASSIGN_OR_RETURN(uint32_t value, RefCodec<T>::Value(enc, v.at(i), *type_));
      enc.PutFixed32(value);
    }
    return base::Status::Ok();
  }
  // Only the extent of the index array is checked here; each entry is
  // checked when its element is resolved, so decoding stays O(1).
  base::Status Decode(Decoder& dec, LazySeq<T>& v) const {
    ASSIGN_OR_RETURN(uint64_t count, dec.GetVarint());
    ASSIGN_OR_RETURN(std::string_view entries, dec.GetLazyEntries(count));
    v = RefAccess::MakeLazySeq<T>(dec.reader(), entries.data(), static_cast<uint32_t>(count));
    return base::Status::Ok();
  }

 private:
  const Registration* type_ = nullptr;
};

// A ScalarTraits type: its Raw integer.
template <typename T>
class ScalarCodec {
  using Traits = ScalarTraits<T>;
  using Raw = typename Traits::Raw;

 public:
  void Link(const Registry&) {}
  std::string Kind() const { return raw_.Kind(); }
  base::Status Encode(Encoder& enc, const T& v) const { return raw_.Encode(enc, Traits::ToRaw(v)); }
  base::Status Decode(Decoder& dec, T& v) const {
    Raw raw{};
    RETURN_IF_ERROR(raw_.Decode(dec, raw));
    v = Traits::FromRaw(raw);
    return base::Status::Ok();
  }

 private:
  IntCodec<Raw> raw_;
};

// ---- Selection of the codec for a member type.

template <typename M>
struct CodecSelector {
  static_assert(std::is_class_v<M> || std::is_integral_v<M> || std::is_enum_v<M>,
                "persist: no codec for this field type");
  using type = std::conditional_t<Scalar<M>, ScalarCodec<M>,
                                  std::conditional_t<std::is_class_v<M>, StructCodec<M>, IntCodec<M>>>;
};
template <>
struct CodecSelector<bool> {
  using type = BoolCodec;
};
template <>
struct CodecSelector<double> {
  using type = F64Codec;
};
template <>
struct CodecSelector<std::string> {
  using type = StringCodec<std::string>;
};
template <>
struct CodecSelector<std::string_view> {
  using type = StringCodec<std::string_view>;
};
template <>
struct CodecSelector<std::vector<uint8_t>> {
  using type = BytesCodec<std::vector<uint8_t>>;
};
template <>
struct CodecSelector<std::span<const uint8_t>> {
  using type = BytesCodec<std::span<const uint8_t>>;
};
template <typename X>
struct CodecSelector<std::vector<X>> {
  using type = SeqCodec<X>;
};
template <typename X>
struct CodecSelector<std::optional<X>> {
  using type = OptCodec<X>;
};
template <typename T>
struct CodecSelector<Ref<T>> {
  using type = RefCodec<T>;
};
template <typename T>
struct CodecSelector<LazySeq<T>> {
  using type = LazySeqCodec<T>;
};

}  // namespace kiln::persist::internal

#endif  // KILN_PERSIST_CODEC_H_
