// Julia's `print` and `show` for runtime values, in C++ (Julia manual, "Strings",
// "Numbers"; base/show.jl, base/arrayshow.jl, base/ryu). Used by the driver to report
// uncaught errors, by the *_fallback builtins until Base's own `show` (written in Kiln)
// exists, and by the float/int formatting intrinsics that Base's `show` will use.
//
// Coverage: numbers of every primitive type, Bool, Char, String, Symbol, nothing,
// types (with Julia's aliases Vector/Matrix/…, NTuple, where clauses and `<:T`
// shorthands), tuples, named tuples, arrays of any rank (with the element-type prefix
// rules of Julia's current arrayshow.jl), structs (default `T(fields…)`), modules,
// functions. Not covered: IOContext options such as :compact and :limit (values are
// shown in full), Unicode classes beyond the C library's tables (see text.h).
#ifndef KILN_RUNTIME_PRINT_H_
#define KILN_RUNTIME_PRINT_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;
struct Type;
struct Symbol;

// Julia's show/print of a Float64: shortest round-trip digits, decimal notation when
// the decimal exponent is in (-4, 6], else `1.0e20` style (Base.Ryu.writeshortest).
void AppendFloat64(double x, std::string* out);
// `show` of a Float64 in an IOContext with :compact => true (at most 6 significant
// digits, as Ryu's compact mode).
void AppendFloat64Compact(double x, std::string* out);
std::string Float64ToString(double x);
// Float32: `typed` appends Julia's f0 suffix (show at top level); `compact` limits
// to 6 significant digits (print of a Float32).
void AppendFloat32(float x, bool typed, bool compact, std::string* out);
void AppendInt(int64_t v, std::string* out);
void AppendUInt(uint64_t v, std::string* out);
// Julia's string(x; base, pad): digits of |x| in base 2..62 (digits 0-9a-zA-Z beyond
// base 36 as Julia), at least `pad` digits, with a leading '-' when negative.
void AppendIntBase(uint64_t magnitude, bool negative, int base, int pad, std::string* out);

// Quoted, escaped forms.
void ShowChar(uint32_t char_bits, std::string* out);
void ShowString(std::string_view s, std::string* out);
// Julia's escape_string(io, s, esc): C escapes, \x for invalid bytes, \u for
// unprintable characters; characters in `esc` get a backslash.
void EscapeString(std::string_view s, std::string_view esc, std::string* out);
void ShowSymbol(const Symbol* s, std::string* out);
// Whether a name shows bare (Julia's identifier rule): `a`, `x!`, `α1`, but not
// `1x` or `a b`, which show as var"…" or Symbol("…").
bool IsPlainIdentifier(std::string_view s);
// The low `digits` hex digits of v, lowercase, most significant first.
void AppendHex(uint64_t v, int digits, std::string* out);

void PrintValue(Runtime& rt, Value v, std::string* out);
void ShowValue(Runtime& rt, Value v, std::string* out);
void ShowType(Runtime& rt, const Type* t, std::string* out);
std::string ShowToString(Runtime& rt, Value v);
std::string PrintToString(Runtime& rt, Value v);

// Julia's summary(x) as used by BoundsError: "3-element Vector{Int64}",
// "2×3 Matrix{Float64}", "5-codeunit String", else the type.
void AppendSummary(Runtime& rt, Value v, std::string* out);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_PRINT_H_
