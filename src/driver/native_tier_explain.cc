// Explaining persisted CodeInstances' misses (native_tier_explain.h).
#include "driver/native_tier_explain.h"

#include <algorithm>
#include <map>

#include "base/sha256.h"
#include "jit/record_wire.h"

namespace kiln::driver {

namespace {

void PutU32(std::string& out, uint32_t v) { persist::wire::PutFixed32(&out, v); }
void PutStr(std::string& out, std::string_view s) {
  PutU32(out, static_cast<uint32_t>(s.size()));
  out.append(s);
}

// At most this many context parts in an entry (there are six).
constexpr uint32_t kMaxParts = 64;

// A hash or a fingerprint is shown by its first 16 characters.
std::string Short(const std::string& s) { return s.size() > 16 ? s.substr(0, 16) + "…" : s; }

// The top-level comma-separated items of `s` (brackets nest).
std::vector<std::string_view> SplitTopLevel(std::string_view s) {
  std::vector<std::string_view> items;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '{' || c == '(' || c == '[') ++depth;
    if (c == '}' || c == ')' || c == ']') --depth;
    if (c == ',' && depth == 0) {
      items.push_back(s.substr(start, i - start));
      start = i + 1;
      while (start < s.size() && s[start] == ' ') ++start;
    }
  }
  if (start < s.size()) items.push_back(s.substr(start));
  return items;
}

}  // namespace

std::string CiIndexKey(std::string_view identity) {
  // Its first three lines: argument types, method path and name, signature.
  size_t end = 0;
  for (int line = 0; line < 3 && end != std::string_view::npos; ++line) {
    end = identity.find('\n', line == 0 ? 0 : end + 1);
  }
  base::Sha256 h;
  h.UpdateField("kiln code instance index");
  h.UpdateField(identity.substr(0, end == std::string_view::npos ? identity.size() : end));
  return base::DigestBytes(h.Finish());
}

std::string IdentityFile(std::string_view identity) {
  size_t start = 0;
  for (int line = 0; line < 3; ++line) {
    start = identity.find('\n', start);
    if (start == std::string_view::npos) return "";
    ++start;
  }
  return std::string(identity.substr(start, identity.find('\n', start) - start));
}

std::string EncodeCiIndex(const CiIndex& index) {
  std::string out;
  PutU32(out, kCiIndexMagic);
  PutU32(out, kCiIndexVersion);
  PutStr(out, index.body);
  PutStr(out, index.record_key);
  PutU32(out, static_cast<uint32_t>(index.parts.size()));
  for (const auto& [name, value] : index.parts) {
    PutStr(out, name);
    PutStr(out, value);
  }
  return out;
}

std::optional<CiIndex> DecodeCiIndex(std::string_view bytes) {
  jit::RecordReader in(bytes);
  uint32_t magic = 0;
  uint32_t version = 0;
  uint32_t n = 0;
  CiIndex index;
  if (!in.U32(&magic) || magic != kCiIndexMagic || !in.U32(&version) || version != kCiIndexVersion ||
      !in.Str(&index.body) || !in.Str(&index.record_key) || !in.U32(&n) || n > kMaxParts) {
    return std::nullopt;
  }
  for (uint32_t i = 0; i < n; ++i) {
    std::string name;
    std::string value;
    if (!in.Str(&name) || !in.Str(&value)) return std::nullopt;
    index.parts.emplace_back(std::move(name), std::move(value));
  }
  if (!in.done()) return std::nullopt;
  return index;
}

std::string ExplainNotFound(const std::optional<std::string>& index_bytes, const std::string& body,
                            const std::string& record_key, const ContextParts& now) {
  if (!index_bytes) return "never compiled";
  std::optional<CiIndex> index = DecodeCiIndex(*index_bytes);
  if (!index) return "never compiled (its index entry is damaged)";
  std::vector<std::string> changed;
  if (index->body != body) changed.push_back("the source of its method changed");
  for (const auto& part : now) {
    const std::string& name = part.first;
    const std::string& value = part.second;
    auto it = std::find_if(index->parts.begin(), index->parts.end(),
                           [&name](const auto& p) { return p.first == name; });
    const std::string was = it == index->parts.end() ? std::string("(none)") : it->second;
    if (was == value) continue;
    if (name == kFilePart) {
      changed.push_back("its method moved to another file (was " + was + ", now " + value + ")");
    } else {
      changed.push_back(name + " changed (was " + Short(was) + ", now " + Short(value) + ")");
    }
  }
  if (changed.empty()) {
    return index->record_key == record_key ? "its record was evicted or lost"
                                           : "its record's key changed";
  }
  std::string out;
  for (const std::string& c : changed) {
    if (!out.empty()) out += "; ";
    out += c;
  }
  return out;
}

std::string MethodPath(std::string_view method_identity) {
  return std::string(method_identity.substr(0, method_identity.find('\n')));
}

std::string ExplainName(std::string_view identity) {
  // identity: argument types shown, then the method's path, signature, file, body hash.
  const size_t first = identity.find('\n');
  if (first == std::string_view::npos) return std::string(identity);
  std::string_view types = identity.substr(0, first);
  const std::string path = MethodPath(identity.substr(first + 1));
  if (!types.starts_with("Tuple{") || !types.ends_with("}")) return path + " " + std::string(types);
  std::vector<std::string_view> items = SplitTopLevel(types.substr(6, types.size() - 7));
  std::string out = path + "(";
  for (size_t i = 1; i < items.size(); ++i) {
    if (i > 1) out += ", ";
    out += "::";
    out += items[i];
  }
  return out + ")";
}

void PrintExplanation(std::FILE* out, uint64_t looked_up, uint64_t valid,
                      const std::vector<Explanation>& misses) {
  std::map<std::string, std::string> sorted;
  for (const Explanation& e : misses) sorted.emplace(e.name, e.reason);
  std::fprintf(out, "kiln cache explain: %llu CodeInstances looked up, %llu valid, %zu would miss\n",
               static_cast<unsigned long long>(looked_up), static_cast<unsigned long long>(valid),
               sorted.size());
  for (const auto& [name, reason] : sorted) {
    std::fprintf(out, "miss %s: %s\n", name.c_str(), reason.c_str());
  }
}

}  // namespace kiln::driver
