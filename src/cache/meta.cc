#include "cache/meta.h"

#include <nlohmann/json.hpp>

#include "base/hash.h"

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

base::ErrorOr<Meta> MetaFromJson(std::string_view json) {
  ordered_json j = ordered_json::parse(json, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return base::Status::Corruption("meta: not JSON");
  Meta meta;
  auto text = [&](const char* key, std::string& out) {
    auto it = j.find(key);
    if (it == j.end() || !it->is_string()) return false;
    out = it->get<std::string>();
    return true;
  };
  if (!text("sourceHash", meta.source_hash) || !text("blobHash", meta.blob_hash) ||
      !text("compilationStage", meta.compilation_stage) ||
      !text("formatVersion", meta.format_version) || !text("kilnVersion", meta.kiln_version) ||
      !text("interfaceHash", meta.interface_hash) || !text("source", meta.source) ||
      !text("module", meta.module)) {
    return base::Status::Corruption("meta: missing or mistyped field");
  }
  auto imports = j.find("imports");
  if (imports == j.end() || !imports->is_array()) {
    return base::Status::Corruption("meta: missing imports");
  }
  for (const auto& entry : *imports) {
    if (!entry.is_object()) return base::Status::Corruption("meta: bad import");
    auto module = entry.find("module");
    auto hash = entry.find("interfaceHash");
    if (module == entry.end() || !module->is_string() || hash == entry.end() ||
        !hash->is_string()) {
      return base::Status::Corruption("meta: bad import");
    }
    meta.imports.push_back({module->get<std::string>(), hash->get<std::string>()});
  }
  auto strings = [&](const char* key, std::vector<std::string>& out) {
    auto it = j.find(key);
    if (it == j.end() || !it->is_array()) return false;
    for (const auto& entry : *it) {
      if (!entry.is_string()) return false;
      out.push_back(entry.get<std::string>());
    }
    return true;
  };
  if (!strings("exports", meta.exports) || !strings("includes", meta.includes)) {
    return base::Status::Corruption("meta: bad exports or includes");
  }
  return meta;
}

}  // namespace kiln::cache
