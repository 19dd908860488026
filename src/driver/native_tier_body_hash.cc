// Body hashes of persisted CodeInstance records (native_tier_body_hash.h).
#include "driver/native_tier_body_hash.h"

#include <algorithm>
#include <chrono>
#include <optional>

#include "base/sha256.h"
#include "cache/entry_writer.h"
#include "image/build_id.h"
#include "ir/module_ir.h"
#include "jit/record_wire.h"
#include "runtime/method.h"
#include "tape/compiled_file.h"

namespace kiln::driver {

namespace {

using runtime::Method;
using In = jit::RecordReader;

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

std::string BodyHashes::BodyHash(Method* m) {
  if (auto it = hashes_.find(m); it != hashes_.end()) return it->second;
  BodyTable* table = m->file != nullptr ? TableOf(std::string(m->file->name())) : nullptr;
  std::string entry;
  std::string hash;
  if (table != nullptr) {
    entry = std::to_string(m->line) + "\n" + names_.MethodIdentity(m);
    if (auto it = table->hashes.find(entry); it != table->hashes.end()) hash = it->second;
  }
  if (hash.empty()) {
    std::string path;
    hash = ComputeBodyHash(m, &path);
    // Kept only for a body of the file the method names (a hash made from
    // another file's text would not change with this one's).
    // Nor "-" (no lowered body): a body that failed to load says so too.
    if (table != nullptr && !hash.empty() && hash != "-" && path == m->file->name() &&
        SameText(table, path)) {
      table->hashes[entry] = hash;
      table->dirty = true;
    }
  }
  hashes_.emplace(m, hash);
  return hash;
}

bool BodyHashes::SameText(BodyTable* table, const std::string& path) {
  if (table->text == BodyTable::Text::kUnchecked) {
    const std::string* text = FileText(path);
    table->text = text != nullptr && cache::ContentHash(*text) == table->content ? BodyTable::Text::kSame
                                                                                  : BodyTable::Text::kChanged;
  }
  return table->text == BodyTable::Text::kSame;
}

const std::string* BodyHashes::FileText(const std::string& path) {
  if (auto it = file_text_.find(path); it != file_text_.end()) return &it->second;
  base::Env* env = rt_.env != nullptr ? rt_.env : base::Env::Default();
  auto text = env->ReadFile(path);
  if (!text.ok()) return nullptr;
  return &file_text_.emplace(path, std::move(*text)).first->second;
}

BodyHashes::BodyTable* BodyHashes::TableOf(const std::string& path) {
  if (auto it = tables_.find(path); it != tables_.end()) return it->second.get();
  std::unique_ptr<BodyTable> table;
  const std::string& build = image::BinaryBuildId();
  // The file's content hash: the IR cache's (no read), else of its text as
  // read now (the same function, so both give one key).
  std::string content = source_hash_ ? source_hash_(path) : std::string();
  if (content.empty()) {
    if (const std::string* text = FileText(path)) content = cache::ContentHash(*text);
  }
  if (!content.empty() && !build.empty()) {
    table = std::make_unique<BodyTable>();
    table->content = content;
    base::Sha256 h;
    h.UpdateField("kiln body hashes");
    h.UpdateField(context_);
    h.UpdateField(build);
    h.UpdateField(content);
    table->key = base::DigestBytes(h.Finish());
    const auto start = std::chrono::steady_clock::now();
    if (std::optional<std::string> bytes = store_.Get(table->key, /*local_only=*/true)) {
      // count:u32 (entry:str hash:str)*; a damaged table is an empty one.
      In in(*bytes);
      uint32_t n = 0;
      std::unordered_map<std::string, std::string> read;
      bool ok = in.U32(&n) && n <= bytes->size();
      for (uint32_t i = 0; ok && i < n; ++i) {
        std::string entry, hash;
        ok = in.Str(&entry) && in.Str(&hash) && !hash.empty();
        if (ok) read.emplace(std::move(entry), std::move(hash));
      }
      if (ok && in.done()) table->hashes = std::move(read);
    }
    stats_.load_ms += MsSince(start);
  }
  return tables_.emplace(path, std::move(table)).first->second.get();
}

void BodyHashes::FlushBodyTables() {
  for (auto& [path, table] : tables_) {
    if (table == nullptr || !table->dirty) continue;
    table->dirty = false;
    std::vector<const std::pair<const std::string, std::string>*> sorted;
    for (const auto& e : table->hashes) sorted.push_back(&e);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->first < b->first; });
    std::string bytes;
    PutU32(bytes, static_cast<uint32_t>(sorted.size()));
    for (const auto* e : sorted) {
      PutStr(bytes, e->first);
      PutStr(bytes, e->second);
    }
    store_.Put(table->key, std::move(bytes), /*local_only=*/true);
  }
}

std::string BodyHashes::ComputeBodyHash(Method* m, std::string* path_out) {
  interp::LoweredBody b;
  if (!interp_.FindLoweredBody(m, &b)) return "-";
  if (b.file == nullptr) return "";
  *path_out = b.file->path();
  auto tape = const_cast<tape::CompiledFile*>(b.file)->Tape(b.module_index, ir::BodyId(b.body_index));
  if (!tape.ok()) return "";
  uint32_t first = b.body->line;
  uint32_t last = first;
  for (const tape::LineEntry& e : (*tape)->lines) last = std::max(last, e.line);
  if (first == 0) return "";
  const std::string& path = b.file->path();
  auto lines = file_lines_.find(path);
  if (lines == file_lines_.end()) {
    const std::string* text = FileText(path);
    if (text == nullptr) return "";
    std::vector<size_t> starts{0};
    for (size_t i = 0; i < text->size(); ++i) {
      if ((*text)[i] == '\n') starts.push_back(i + 1);
    }
    lines = file_lines_.emplace(path, std::move(starts)).first;
  }
  const std::vector<size_t>& starts = lines->second;
  const std::string& text = file_text_[path];
  if (first > starts.size()) return "";
  const size_t from = starts[first - 1];
  const size_t to = last < starts.size() ? starts[last] : text.size();
  base::Sha256 h;
  h.UpdateField("kiln method body");
  h.UpdateField(std::string_view(text).substr(from, to > from ? to - from : 0));
  return base::DigestBytes(h.Finish());
}

}  // namespace kiln::driver
