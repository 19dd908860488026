// Characters and UTF-8 (Julia manual, "Strings").
//
// A Julia Char is 32 bits holding the UTF-8 bytes of the character left-aligned
// (big-endian order), so any byte sequence a String iterates over, valid or not, is
// a Char: 'a' is 0x61000000, 'é' is 0xC3A90000, the malformed byte 0xFF is
// 0xFF000000. Ordering the bits orders valid characters by code point.
//
// String indices are 1-based byte indices, as in Julia.
#ifndef KILN_RUNTIME_TEXT_H_
#define KILN_RUNTIME_TEXT_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace kiln::runtime {

// Char bits of a code point (any value up to 0x1FFFFF encodes; Julia allows that).
uint32_t CharFromCodepoint(uint32_t cp);
// Decodes Char bits. Returns false for malformed or overlong encodings, leaving in
// *cp the value decoded anyway (Julia's `codepoint` would throw).
bool CharToCodepoint(uint32_t bits, uint32_t* cp);
// Whether the Char is a valid Unicode scalar value (not malformed, overlong, a
// surrogate, or above U+10FFFF).
bool CharIsValid(uint32_t bits);
// Number of bytes of the Char's encoding (1–4).
int CharByteCount(uint32_t bits);
// Appends the bytes of the Char (as stored, even when malformed).
void AppendChar(uint32_t bits, std::string* out);
// The bytes of the Char (as AppendChar), written into buf.
std::string_view CharBytes(uint32_t bits, char (&buf)[4]);

// Julia's iterate(s::String, i): the Char starting at byte i (1-based, i <= size)
// and the index after it. A malformed sequence yields a Char of the bytes consumed.
uint32_t NextChar(std::string_view s, int64_t i, int64_t* next);
// Julia's thisind / nextind / prevind on a String, for 1 <= i <= size (thisind also
// accepts 0 and size+1). REQUIRES: the caller did the bounds check.
int64_t ThisInd(std::string_view s, int64_t i);
int64_t NextInd(std::string_view s, int64_t i);
int64_t PrevInd(std::string_view s, int64_t i);
// Julia's length(s): the number of Chars iterated.
int64_t CharCount(std::string_view s);
bool IsValidUtf8(std::string_view s);
// Julia's memhash_seed of the bytes (MurmurHash3_x64_128's second word): the
// intrinsic hash_bytes, and native code's (intrinsics_text.cc).
uint64_t MemHashSeed(std::string_view data, uint32_t seed);

// Unicode character classes of code points (Julia's isprint, isletter …), with
// Julia's definitions over utf8proc's character data, as Julia.
bool IsPrintable(uint32_t cp);
bool IsLetter(uint32_t cp);
bool IsUppercase(uint32_t cp);
bool IsLowercase(uint32_t cp);
bool IsSpace(uint32_t cp);
bool IsNumeric(uint32_t cp);
bool IsPunct(uint32_t cp);
bool IsControl(uint32_t cp);
uint32_t ToUpper(uint32_t cp);
uint32_t ToLower(uint32_t cp);
uint32_t ToTitle(uint32_t cp);
// Julia's textwidth of a character: columns on a terminal (utf8proc_charwidth).
int TextWidth(uint32_t cp);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_TEXT_H_
