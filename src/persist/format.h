// The constants of the persist blob format, in one place. The byte-level
// grammar they belong to is docs/formats/persist.md; change both together.
//
// Layout of a blob (all integers little-endian, all offsets relative to the
// first byte of the blob):
//
//   header     magic:u32  stamp:u32  directory_offset:u32          (12 bytes)
//   objects    one self-delimited encoding per object, children first
//   strings    the bytes of every string in the string table, concatenated
//   directory  root:u32 object_count:u32 string_count:u32 string_data:u32
//              object_offset:u32 * object_count
//              string_end:u32 * string_count
#ifndef KILN_PERSIST_FORMAT_H_
#define KILN_PERSIST_FORMAT_H_

#include <cstddef>
#include <cstdint>

namespace kiln::persist::format {

// "KPST" read as a little-endian u32. Identifies the container; the stamp
// identifies the schema.
inline constexpr uint32_t kMagic = 0x5453504B;

// Hashed into every version stamp. Bump when this library changes how any
// kind is encoded, so that blobs of the old encoding are rejected even when
// no registration changed.
inline constexpr uint64_t kFormatRevision = 1;

// Header.
inline constexpr size_t kHeaderSize = 12;
inline constexpr size_t kMagicOffset = 0;
inline constexpr size_t kStampOffset = 4;
inline constexpr size_t kDirectoryOffsetOffset = 8;

// Directory: a fixed part, then two tables of u32 entries.
inline constexpr size_t kDirectoryFixedSize = 16;
inline constexpr size_t kDirRootOffset = 0;
inline constexpr size_t kDirObjectCountOffset = 4;
inline constexpr size_t kDirStringCountOffset = 8;
inline constexpr size_t kDirStringDataOffset = 12;
inline constexpr size_t kTableEntrySize = 4;

// Offsets are u32, so a blob is at most 4 GiB - 1 bytes.
inline constexpr uint64_t kMaxBlobSize = UINT32_MAX;

// A reference is stored as object index + 1; zero is the null reference.
inline constexpr uint32_t kNullRef = 0;

// LEB128 varints: at most 10 bytes for a u64, and always in shortest form.
inline constexpr size_t kMaxVarintBytes = 10;

// Element width of a lazy sequence's index array (fixed, for O(1) access).
inline constexpr size_t kLazySeqEntrySize = 4;

// Encoded booleans.
inline constexpr uint8_t kFalse = 0;
inline constexpr uint8_t kTrue = 1;

// Reader and writer limits (both configurable per use; see ReadOptions and
// WriteOptions). kDefaultMaxDepth bounds nested record decoding, so that
// input can never exhaust the C++ stack. The decode budget bounds the total
// decoding work of one reader to kDefaultBudgetFactor * blob size +
// kDefaultBudgetSlack units (object bytes, copied string bytes, sequence
// elements, string views). A blob the writer produced costs at most about 3
// units per byte, plus its string copies: only a blob that copies the same
// long strings into std::string fields many times over (string_view fields
// cost one unit per use), or that holds millions of field-less records,
// needs a larger ReadOptions::max_decode_units.
inline constexpr uint32_t kDefaultMaxDepth = 64;
inline constexpr uint64_t kDefaultBudgetFactor = 8;
inline constexpr uint64_t kDefaultBudgetSlack = uint64_t{1} << 20;

// Spellings of field kinds in layout descriptors. They are hashed into the
// version stamp, so renaming one changes every stamp.
inline constexpr const char* kKindBool = "bool";
inline constexpr const char* kKindF64 = "f64";
inline constexpr const char* kKindString = "string";
inline constexpr const char* kKindBytes = "bytes";
inline constexpr const char* kKindSeq = "seq";
inline constexpr const char* kKindOpt = "opt";
inline constexpr const char* kKindStruct = "struct";
inline constexpr const char* kKindRef = "ref";
inline constexpr const char* kKindLazySeq = "lazy_seq";
// Integers are spelled u8 u16 u32 u64 i8 i16 i32 i64.

}  // namespace kiln::persist::format

#endif  // KILN_PERSIST_FORMAT_H_
