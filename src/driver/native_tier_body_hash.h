// The body hashes of persisted CodeInstance records (native_tier_persist.h):
// the SHA-256 of the source text of a method's body, from its definition's
// line to the last line its statements have, or "-" when it has no lowered
// body (a builtin: part of this build). Not the line numbers: a method moved
// by an edit above it keeps its hash. Empty when the text cannot be read.
//
// A body hash is first looked up in its file's table of body hashes, kept in
// the store under a key made of the file's content hash and this binary's
// build id (the same text read by the same binary lowers to the same bodies;
// the content hash is the IR cache's, known without reading the file when the
// IR cache loaded it);
// computing one needs the method's compiled body, which for a callee in Base
// means mapping and decoding its file's IR cache entry. Flush writes back the
// tables this run added to.
#ifndef KILN_DRIVER_NATIVE_TIER_BODY_HASH_H_
#define KILN_DRIVER_NATIVE_TIER_BODY_HASH_H_

#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "driver/native_tier_names.h"
#include "driver/native_tier_persist.h"

namespace kiln::driver {

class BodyHashes {
 public:
  // `context`: jit::Jit::ContextKey(); reading tables adds to stats.load_ms.
  // `source_hash`: a file's content hash as the IR cache knows it ("": not
  // known, or no function: the file is read and hashed here).
  BodyHashes(runtime::Runtime& rt, interp::Interpreter& interp, store::Store& store,
             PersistStats& stats, std::string context, NameCoder& names,
             std::function<std::string(const std::string&)> source_hash)
      : rt_(rt), interp_(interp), store_(store), stats_(stats), context_(std::move(context)),
        names_(names), source_hash_(std::move(source_hash)) {}

  std::string BodyHash(runtime::Method* m);
  // Writes the tables this run added to.
  void FlushBodyTables();

 private:
  struct BodyTable {
    std::string key;      // in the store
    std::string content;  // the file's content hash, part of the key
    // Whether the text hashes were computed from is the one of the key (the
    // file may have changed since the IR cache hashed it): unknown, yes, no.
    enum class Text : uint8_t { kUnchecked, kSame, kChanged } text = Text::kUnchecked;
    std::unordered_map<std::string, std::string> hashes;
    bool dirty = false;
  };

  // The file's text (read once), or null when it cannot be read.
  const std::string* FileText(const std::string& path);
  BodyTable* TableOf(const std::string& path);
  // Whether the file's text as read here is the one its table is keyed by.
  bool SameText(BodyTable* table, const std::string& path);
  std::string ComputeBodyHash(runtime::Method* m, std::string* path_out);

  runtime::Runtime& rt_;
  interp::Interpreter& interp_;
  store::Store& store_;
  PersistStats& stats_;
  const std::string context_;
  NameCoder& names_;
  std::function<std::string(const std::string&)> source_hash_;
  std::unordered_map<runtime::Method*, std::string> hashes_;
  std::unordered_map<std::string, std::vector<size_t>> file_lines_;  // path -> line starts
  std::unordered_map<std::string, std::string> file_text_;
  std::unordered_map<std::string, std::unique_ptr<BodyTable>> tables_;  // by path
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_BODY_HASH_H_
