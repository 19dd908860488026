// `kiln cache explain FILE` (docs/formats/code-instance-record.md, "Index
// entries"): why a persisted CodeInstance would miss. A record is found by a
// key that holds the native context and its method's body hash, so a record
// made before an edit or in another context cannot be found again; beside
// each record the tier keeps an index entry keyed by the MethodInstance alone
// (argument types, method and signature; no file, body hash or context) with
// the body hash, the context's parts and the method's file the record was
// made with. A miss is then explained
// by comparing them with the live ones; a record that is found but invalid is
// explained by its revalidation (native_tier_persist.cc: the edge that broke
// and the method it finds now, or the callee that is invalid too).
#ifndef KILN_DRIVER_NATIVE_TIER_EXPLAIN_H_
#define KILN_DRIVER_NATIVE_TIER_EXPLAIN_H_

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kiln::driver {

using ContextParts = std::vector<std::pair<std::string, std::string>>;

inline constexpr uint32_t kCiIndexMagic = 0x5849434b;  // "KCIX"
inline constexpr uint32_t kCiIndexVersion = 2;
// The part of an index entry that names the method's file (NameCoder::FileIdentity),
// after the native context's parts.
inline constexpr const char* kFilePart = "file";

// What the last record written for a MethodInstance was made with.
struct CiIndex {
  std::string body;        // its method's body hash
  std::string record_key;  // the record's key in the store
  ContextParts parts;      // jit::Jit::ContextParts() of the process that wrote it
};

// The index entry's key for a record identity (the record's `identity`; its
// last two lines, the method's file and body hash, are left out, so that a
// method moved to another file is explained as such).
std::string CiIndexKey(std::string_view identity);
// The method's file in a record identity (its fourth line).
std::string IdentityFile(std::string_view identity);
std::string EncodeCiIndex(const CiIndex& index);
std::optional<CiIndex> DecodeCiIndex(std::string_view bytes);

// Why no record was found for a MethodInstance whose method's body hash is
// now `body`, given its index entry (none: never compiled) and the context
// of this process.
std::string ExplainNotFound(const std::optional<std::string>& index_bytes, const std::string& body,
                            const std::string& record_key, const ContextParts& now);

// A record identity shown as `Module.name(::T1, ::T2)`.
std::string ExplainName(std::string_view identity);
// The first line of a method identity (its module path and name).
std::string MethodPath(std::string_view method_identity);

// The report: a summary line, then one line per CodeInstance that would miss,
// sorted by name (a name given twice: its first reason).
struct Explanation {
  std::string name;
  std::string reason;
};
void PrintExplanation(std::FILE* out, uint64_t looked_up, uint64_t valid,
                      const std::vector<Explanation>& misses);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_EXPLAIN_H_
