#include "cache/meta.h"

#include <nlohmann/json.hpp>

#include "base/hash.h"
#include "base/utf8.h"

namespace kiln::cache {

using nlohmann::ordered_json;

std::string MetaToJson(const Meta& meta) {
  ordered_json j;
  j["sourceHash"] = meta.source_hash;
  j["blobHash"] = meta.blob_hash;
  j["compilationStage"] = meta.compilation_stage;
  j["formatVersion"] = meta.format_version;
  j["kilnVersion"] = meta.kiln_version;
  j["interfaceHash"] = meta.interface_hash;
  ordered_json imports = ordered_json::array();
  for (const ImportRecord& r : meta.imports) {
    ordered_json entry;
    entry["module"] = r.module;
    entry["interfaceHash"] = r.interface_hash;
    imports.push_back(std::move(entry));
  }
  j["imports"] = std::move(imports);
  j["source"] = meta.source;
  j["module"] = meta.module;
  j["exports"] = meta.exports;
  j["includes"] = meta.includes;
  // Invalid UTF-8 (a file name in another encoding) is replaced, not thrown.
  return j.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

std::string MetaDigest(const Meta& meta) {
  // Each field length-prefixed, in the JSON's order: cheaper than hashing the
  // serialized JSON, and just as unambiguous.
  base::Hasher hasher;
  auto text = [&](std::string_view s) {
    hasher.UpdateU64(s.size());
    hasher.Update(s);
  };
  auto texts = [&](const std::vector<std::string>& list) {
    hasher.UpdateU64(list.size());
    for (const std::string& s : list) text(s);
  };
  text(meta.source_hash);
  text(meta.compilation_stage);
  text(meta.format_version);
  text(meta.kiln_version);
  text(meta.interface_hash);
  hasher.UpdateU64(meta.imports.size());
  for (const ImportRecord& r : meta.imports) {
    text(r.module);
    text(r.interface_hash);
  }
  text(meta.source);
  text(meta.module);
  texts(meta.exports);
  texts(meta.includes);
  return hasher.Finish().ToHex();
}

namespace {

// A strict JSON reader for the `.meta` object, straight into a Meta: every
// warm start reads one per source file, so it builds no document tree.
// Unknown keys are skipped (their values may be any JSON); anything that is
// not complete, well-formed JSON is an error.
class MetaReader {
 public:
  explicit MetaReader(std::string_view in) : in_(in) {}

  bool Read(Meta* meta) {
    bool have_imports = false, have_exports = false, have_includes = false;
    int required = 0;  // bit per required string field seen
    auto field = [&](std::string_view key) -> std::string* {
      static constexpr std::string_view kKeys[] = {"sourceHash",    "blobHash",  "compilationStage",
                                                   "formatVersion", "kilnVersion", "interfaceHash",
                                                   "source",        "module"};
      std::string* fields[] = {&meta->source_hash,   &meta->blob_hash,     &meta->compilation_stage,
                               &meta->format_version, &meta->kiln_version, &meta->interface_hash,
                               &meta->source,         &meta->module};
      for (int i = 0; i < 8; ++i) {
        if (key == kKeys[i]) {
          required |= 1 << i;
          return fields[i];
        }
      }
      return nullptr;
    };
    bool ok = Object([&](std::string_view key) {
      if (std::string* out = field(key)) return String(out);
      if (key == "imports") {
        have_imports = true;
        meta->imports.clear();
        return Array([&] {
          ImportRecord r;
          bool has_module = false, has_hash = false;
          bool ok = Object([&](std::string_view k) {
            if (k == "module") {
              has_module = true;
              return String(&r.module);
            }
            if (k == "interfaceHash") {
              has_hash = true;
              return String(&r.interface_hash);
            }
            return Skip(0);
          });
          meta->imports.push_back(std::move(r));
          return ok && has_module && has_hash;
        });
      }
      if (key == "exports" || key == "includes") {
        std::vector<std::string>& list = key == "exports" ? meta->exports : meta->includes;
        (key == "exports" ? have_exports : have_includes) = true;
        list.clear();
        return Array([&] { return String(&list.emplace_back()); });
      }
      return Skip(0);
    });
    SkipSpace();
    return ok && at_ == in_.size() && required == 0xFF && have_imports && have_exports &&
           have_includes;
  }

 private:
  static constexpr int kMaxDepth = 64;

  void SkipSpace() {
    while (at_ < in_.size() &&
           (in_[at_] == ' ' || in_[at_] == '\n' || in_[at_] == '\r' || in_[at_] == '\t')) {
      ++at_;
    }
  }
  bool Eat(char c) {
    SkipSpace();
    if (at_ < in_.size() && in_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }
  bool Peek(char c) {
    SkipSpace();
    return at_ < in_.size() && in_[at_] == c;
  }

  // { "key": value, ... }, calling member(key) to read each value.
  template <typename Member>
  bool Object(Member member) {
    if (!Eat('{')) return false;
    if (Eat('}')) return true;
    do {
      std::string key;
      SkipSpace();
      if (!String(&key) || !Eat(':') || !member(std::string_view(key))) return false;
    } while (Eat(','));
    return Eat('}');
  }

  // [ value, ... ], calling element() to read each.
  template <typename Element>
  bool Array(Element element) {
    if (!Eat('[')) return false;
    if (Eat(']')) return true;
    do {
      if (!element()) return false;
    } while (Eat(','));
    return Eat(']');
  }

  bool Hex4(uint32_t* out) {
    if (in_.size() - at_ < 4) return false;
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) {
      char c = in_[at_++];
      v <<= 4;
      if (c >= '0' && c <= '9') {
        v |= static_cast<uint32_t>(c - '0');
      } else if (c >= 'a' && c <= 'f') {
        v |= static_cast<uint32_t>(c - 'a' + 10);
      } else if (c >= 'A' && c <= 'F') {
        v |= static_cast<uint32_t>(c - 'A' + 10);
      } else {
        return false;
      }
    }
    *out = v;
    return true;
  }

  bool String(std::string* out) {
    SkipSpace();
    if (at_ >= in_.size() || in_[at_] != '"') return false;
    ++at_;
    out->clear();
    while (at_ < in_.size()) {
      const char c = in_[at_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return false;
      if (c != '\\') {
        *out += c;
        continue;
      }
      if (at_ >= in_.size()) return false;
      switch (in_[at_++]) {
        case '"': *out += '"'; break;
        case '\\': *out += '\\'; break;
        case '/': *out += '/'; break;
        case 'b': *out += '\b'; break;
        case 'f': *out += '\f'; break;
        case 'n': *out += '\n'; break;
        case 'r': *out += '\r'; break;
        case 't': *out += '\t'; break;
        case 'u': {
          uint32_t cp;
          if (!Hex4(&cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00) {  // a high surrogate needs its low half
            uint32_t low;
            if (in_.substr(at_, 2) != "\\u") return false;
            at_ += 2;
            if (!Hex4(&low) || low < 0xDC00 || low >= 0xE000) return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          } else if (cp >= 0xDC00 && cp < 0xE000) {
            return false;
          }
          base::AppendUtf8(*out, cp);
          break;
        }
        default: return false;
      }
    }
    return false;
  }

  // Any JSON value, discarded.
  bool Skip(int depth) {
    if (depth > kMaxDepth) return false;
    SkipSpace();
    if (Peek('"')) {
      std::string ignored;
      return String(&ignored);
    }
    if (Peek('{')) return Object([&](std::string_view) { return Skip(depth + 1); });
    if (Peek('[')) return Array([&] { return Skip(depth + 1); });
    for (std::string_view word : {"true", "false", "null"}) {
      if (in_.substr(at_, word.size()) == word) {
        at_ += word.size();
        return true;
      }
    }
    // A number: -?digits[.digits][(e|E)[+-]digits]
    const size_t start = at_;
    auto digits = [&] {
      const size_t from = at_;
      while (at_ < in_.size() && in_[at_] >= '0' && in_[at_] <= '9') ++at_;
      return at_ > from;
    };
    if (at_ < in_.size() && in_[at_] == '-') ++at_;
    if (!digits()) return false;
    if (at_ < in_.size() && in_[at_] == '.') {
      ++at_;
      if (!digits()) return false;
    }
    if (at_ < in_.size() && (in_[at_] == 'e' || in_[at_] == 'E')) {
      ++at_;
      if (at_ < in_.size() && (in_[at_] == '+' || in_[at_] == '-')) ++at_;
      if (!digits()) return false;
    }
    return at_ > start;
  }

  std::string_view in_;
  size_t at_ = 0;
};

}  // namespace

base::ErrorOr<Meta> MetaFromJson(std::string_view json) {
  Meta meta;
  if (!MetaReader(json).Read(&meta)) {
    return base::Status::Corruption("meta: not a complete, well-typed .meta object");
  }
  return meta;
}

}  // namespace kiln::cache
