// The constants of the IR cache's files, in one place. The prose grammar they
// belong to is docs/formats/ir-cache.md; change both together.
//
//   <location>/<module path>.ir        a persist blob (docs/formats/persist.md)
//   <location>/<module path>.meta      JSON (meta.h), written last
//   <location>/<module path>.bad       a read-only location's entry known bad
//   <location>/<Package>.bindings      magic, XXH3-128 of the blob, persist blob
//
// where <location> is one of the two directories of locations.h.
#ifndef KILN_CACHE_FORMAT_H_
#define KILN_CACHE_FORMAT_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace kiln::cache::format {

// Hashed into the format version (format_version.h). Bump when the meaning of
// an entry changes in a way no registration, opcode or compiler source shows.
// 4: lowering marks the statements of @inbounds and @boundscheck's condition (ir::Stmt::flags).
inline constexpr uint64_t kRevision = 4;  // 3: MetaDigest hashes fields, not JSON

inline constexpr std::string_view kIrExtension = ".ir";
inline constexpr std::string_view kMetaExtension = ".meta";
inline constexpr std::string_view kBadExtension = ".bad";
inline constexpr std::string_view kBindingsExtension = ".bindings";
// Temporary files are `<final name><kTempInfix><pid>-<counter>`; the file
// made to read the file system's clock is `<Package>.bindings<kProbeInfix><pid>`.
// Ones older than kStaleTemporaryNs (left by killed processes) are removed
// when a manifest is written.
inline constexpr std::string_view kTempInfix = ".tmp-";
inline constexpr std::string_view kProbeInfix = ".probe-";
inline constexpr int64_t kStaleTemporaryNs = 3600'000'000'000;

// Start-up images (docs/formats/image.md) live in Base's global location:
// `<kImagePrefix><build id>-<Base's folder><kImageExtension>` (both as hex digits),
// written as `<that without kImageExtension><kImageTempInfix><pid>`.
inline constexpr std::string_view kImagePrefix = "start-";
inline constexpr std::string_view kImageExtension = ".image";
inline constexpr std::string_view kImageTempInfix = ".image.tmp.";

// The most bytes each file may have. Every cache file is read through
// base::ReadRegularFile (a regular file, opened without blocking) with its cap:
// a FIFO, a device, or a symlink to /dev/urandom in a file's place is an
// unusable entry, never a hang or an unbounded read. `.ir`: a persist blob's
// limit (persist/format.h); the others far above what a package produces.
inline constexpr uint64_t kMaxIrBytes = UINT32_MAX;
inline constexpr uint64_t kMaxMetaBytes = uint64_t{16} << 20;
inline constexpr uint64_t kMaxBindingsBytes = uint64_t{256} << 20;
inline constexpr uint64_t kMaxBadBytes = 4096;

// What an entry holds: definitions after lowering plus the tape of every body.
inline constexpr std::string_view kCompilationStage = "tape";

// `.bindings`: "KBND", then the XXH3-128 of the persist blob that follows
// (low word, then high word, little-endian), then the blob.
inline constexpr uint32_t kBindingsMagic = 0x444E424B;  // "KBND" little-endian
inline constexpr size_t kBindingsHashOffset = 4;
inline constexpr size_t kBindingsBlobOffset = 20;

// `.bad`: one line, this prefix then the XXH3-128 (hex) of the rejected
// `.meta` file's bytes.
inline constexpr std::string_view kBadPrefix = "bad meta ";

// An interface hash recorded for an import that names no known package
// (Core, a misspelt name): stable, so it never invalidates by itself.
inline constexpr std::string_view kUnresolvedInterface = "unresolved";

// A source whose mtime is this close to the time its manifest entry was
// written could still change within the same timestamp tick: it is recorded
// as racy and re-hashed on the next start (as git does with its index).
inline constexpr int64_t kRacyWindowNs = 2'000'000'000;

// How long process exit waits for pending cache writes before abandoning them:
// kExitWaitMs, or, when the run spent longer than that compiling (the work the
// pending entries save the next run), up to that time, at most kMaxExitWaitMs.
// A huge program's entry is then written by the run that compiled it rather
// than abandoned by every run.
inline constexpr int64_t kExitWaitMs = 200;
inline constexpr int64_t kMaxExitWaitMs = 5000;

}  // namespace kiln::cache::format

#endif  // KILN_CACHE_FORMAT_H_
