// Regular expressions through PCRE2 (Julia's regex.jl semantics): compiled
// patterns are cached per runtime and named by an opaque handle, a match
// returns the byte offsets of the whole match and of each capture group.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "runtime/array.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/runtime.h"

namespace kiln::runtime {

// Compiled patterns by (flags, pattern), freed with their runtime: a program has
// few distinct patterns, and `r"..."` in a loop compiles once.
struct Runtime::RegexCache {
  RegexCache() = default;
  RegexCache(const RegexCache&) = delete;
  RegexCache& operator=(const RegexCache&) = delete;
  ~RegexCache() {
    for (auto& [key, code] : by_key) pcre2_code_free(code);
  }
  std::unordered_map<std::string, pcre2_code*> by_key;
  std::unordered_set<uint64_t> handles;
};

namespace builtin_impl {
namespace {

using RegexCache = Runtime::RegexCache;

RegexCache& Cache(Runtime& rt) {
  if (rt.regex_cache == nullptr) rt.regex_cache = std::make_shared<RegexCache>();
  return *rt.regex_cache;
}

bool HandleArg(Runtime& rt, std::string_view name, Value v, pcre2_code** out) {
  if (v.type != rt.core.uint64 || Cache(rt).handles.count(v.bits) == 0) {
    return ThrowArgumentError(rt, std::string(name) + ": not a compiled regex");
  }
  *out = reinterpret_cast<pcre2_code*>(static_cast<uintptr_t>(v.bits));
  return true;
}

}  // namespace

// Julia's defaults: UTF-8 with invalid sequences allowed, \u escapes, Unicode
// character classes. Flags: i (caseless), m (multiline), s (dotall), x (extended),
// a (ASCII: no UTF, no Unicode classes).
bool BuiltinRegexCompile(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* pattern = nullptr;
  String* flags = nullptr;
  if (!StringArg(rt, "regex_compile", a[0], &pattern) ||
      !StringArg(rt, "regex_compile", a[1], &flags)) {
    return false;
  }
  uint32_t options = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | PCRE2_ALT_BSUX | PCRE2_UCP;
  for (char f : flags->view()) {
    switch (f) {
      case 'i': options |= PCRE2_CASELESS; break;
      case 'm': options |= PCRE2_MULTILINE; break;
      case 's': options |= PCRE2_DOTALL; break;
      case 'x': options |= PCRE2_EXTENDED; break;
      case 'a': options &= ~(PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF); break;
      default:
        return ThrowArgumentError(rt, std::string("unknown regex flag: ") + f);
    }
  }
  std::string key(flags->view());
  key.push_back('\0');
  key.append(pattern->view());
  RegexCache& cache = Cache(rt);
  auto it = cache.by_key.find(key);
  if (it == cache.by_key.end()) {
    int err = 0;
    PCRE2_SIZE erroff = 0;
    pcre2_code* code =
        pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern->data()), pattern->view().size(),
                      options, &err, &erroff, nullptr);
    if (code == nullptr) {
      PCRE2_UCHAR buf[256];
      pcre2_get_error_message(err, buf, sizeof(buf));
      return ThrowErrorException(rt, std::string("PCRE compilation error: ") +
                                          reinterpret_cast<const char*>(buf) + " at offset " +
                                          std::to_string(erroff));
    }
    it = cache.by_key.emplace(std::move(key), code).first;
    cache.handles.insert(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(code)));
  }
  *r = rt.core.UInt64(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(it->second)));
  return true;
}

bool BuiltinRegexMatch(Runtime& rt, const Value* a, uint32_t, Value* r) {
  pcre2_code* code = nullptr;
  String* s = nullptr;
  int64_t offset = 0;
  if (!HandleArg(rt, "regex_match", a[0], &code) || !StringArg(rt, "regex_match", a[1], &s) ||
      !IntArg(rt, "regex_match", a[2], &offset)) {
    return false;
  }
  if (a[3].type != rt.core.bool_) {
    return ThrowTypeError(rt, "regex_match", "", TypeValue(rt.core.bool_), a[3]);
  }
  std::string_view subject = s->view();
  if (offset < 0 || static_cast<uint64_t>(offset) > subject.size()) {
    return ThrowBoundsError(rt, a[1], &a[2], 1);
  }
  pcre2_match_data* md = pcre2_match_data_create_from_pattern(code, nullptr);
  if (md == nullptr) return rt.Throw(MakeOutOfMemoryError(rt));
  uint32_t options = a[3].AsBool() ? PCRE2_ANCHORED : 0;
  int rc = pcre2_match(code, reinterpret_cast<PCRE2_SPTR>(subject.data()), subject.size(),
                       static_cast<PCRE2_SIZE>(offset), options, md, nullptr);
  if (rc == PCRE2_ERROR_NOMATCH) {
    pcre2_match_data_free(md);
    *r = rt.core.Nothing();
    return true;
  }
  if (rc < 0) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(rc, buf, sizeof(buf));
    pcre2_match_data_free(md);
    return ThrowErrorException(rt, std::string("PCRE.exec error: ") +
                                       reinterpret_cast<const char*>(buf));
  }
  uint32_t ngroups = 0;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &ngroups);
  const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md);
  int64_t n = 2 * (static_cast<int64_t>(ngroups) + 1);
  Array* out = NewVector(rt, VectorType(rt, rt.core.int64), n);
  for (int64_t i = 0; i < n; ++i) {
    // Groups beyond rc did not participate in the match.
    bool set = i / 2 < rc && ov[i] != PCRE2_UNSET;
    ArrayStoreUnchecked(out, i, rt.core.Int64(set ? static_cast<int64_t>(ov[i]) : -1));
  }
  pcre2_match_data_free(md);
  *r = Value::FromObject(out);
  return true;
}

bool BuiltinRegexGroupNames(Runtime& rt, const Value* a, uint32_t, Value* r) {
  pcre2_code* code = nullptr;
  if (!HandleArg(rt, "regex_group_names", a[0], &code)) return false;
  uint32_t ngroups = 0, namecount = 0, entry_size = 0;
  PCRE2_SPTR table = nullptr;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &ngroups);
  pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &namecount);
  pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &entry_size);
  pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
  Array* out = NewVector(rt, VectorType(rt, rt.core.string), ngroups);
  for (uint32_t i = 0; i < ngroups; ++i) ArrayStoreUnchecked(out, i, StringValue(rt, ""));
  for (uint32_t k = 0; k < namecount; ++k) {
    // Each entry: the group number in two bytes (big-endian), then the NUL-ended name.
    PCRE2_SPTR e = table + static_cast<size_t>(k) * entry_size;
    uint32_t group = (static_cast<uint32_t>(e[0]) << 8) | e[1];
    if (group >= 1 && group <= ngroups) {
      ArrayStoreUnchecked(out, group - 1, StringValue(rt, reinterpret_cast<const char*>(e + 2)));
    }
  }
  *r = Value::FromObject(out);
  return true;
}

}  // namespace builtin_impl
}  // namespace kiln::runtime
