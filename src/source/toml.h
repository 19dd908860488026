// The subset of TOML that Project.toml and Manifest.toml use, read line by line:
// `key = value` pairs under `[table]` and `[[array.of.tables]]` headers, comments,
// bare and quoted keys, basic and literal strings. Values other than strings are
// passed on as text; a value whose brackets span several lines (an array) is
// passed as its first line and the rest skipped.
#ifndef KILN_SOURCE_TOML_H_
#define KILN_SOURCE_TOML_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "base/status.h"

namespace kiln::source::toml {

std::string_view Trim(std::string_view s);

// The value of a basic string `"..."` (with backslash escapes) or a literal string
// `'...'`; nullopt for an unterminated string or another kind of value.
std::optional<std::string> StringValue(std::string_view value);

struct Pair {
  std::string table;      // the header it follows: "" at the top, "deps.Name" for [[deps.Name]]
  std::string key;        // unquoted
  std::string_view value; // the value's text (its first line)
  uint32_t line = 0;      // 1-based
};

// Calls `on_pair` for each pair in order; stops at the first failure it returns.
// A line that is neither a pair, a header, a comment nor the continuation of an
// open bracket is an error naming `filename:line`.
base::Status ForEachPair(std::string_view text, const std::string& filename,
                         const std::function<base::Status(const Pair&)>& on_pair);

}  // namespace kiln::source::toml

#endif  // KILN_SOURCE_TOML_H_
