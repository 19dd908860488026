#include "source/toml.h"

#include <cctype>

namespace kiln::source::toml {
namespace {

// A bare or quoted key.
std::string Key(std::string_view k) {
  k = Trim(k);
  if (k.size() >= 2 && (k.front() == '"' || k.front() == '\'') && k.back() == k.front()) {
    k = k.substr(1, k.size() - 2);
  }
  return std::string(k);
}

// How many brackets `text` leaves open (those inside strings not counted).
int OpenBrackets(std::string_view text) {
  int depth = 0;
  char quote = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote != 0) {
      if (c == '\\' && quote == '"') {
        ++i;
      } else if (c == quote) {
        quote = 0;
      }
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '#') {
      break;
    } else if (c == '[' || c == '{') {
      ++depth;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return depth;
}

}  // namespace

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::optional<std::string> StringValue(std::string_view v) {
  v = Trim(v);
  if (v.size() < 2) return std::nullopt;
  if (v.front() == '\'') {
    size_t close = v.find('\'', 1);
    if (close == std::string_view::npos) return std::nullopt;
    return std::string(v.substr(1, close - 1));
  }
  if (v.front() != '"') return std::nullopt;
  std::string out;
  for (size_t i = 1; i < v.size(); ++i) {
    char c = v[i];
    if (c == '"') return out;
    if (c == '\\' && i + 1 < v.size()) {
      char e = v[++i];
      out.push_back(e == 'n' ? '\n' : e == 't' ? '\t' : e);
      continue;
    }
    out.push_back(c);
  }
  return std::nullopt;
}

base::Status ForEachPair(std::string_view text, const std::string& filename,
                         const std::function<base::Status(const Pair&)>& on_pair) {
  std::string table;
  uint32_t line_no = 0;
  int open = 0;  // brackets a multi-line value has left open
  auto error = [&](std::string_view what) {
    return base::Status::InvalidArgument(filename + ":" + std::to_string(line_no) + ": " +
                                         std::string(what));
  };
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = Trim(text.substr(0, nl));
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++line_no;
    if (open > 0) {
      open += OpenBrackets(line);
      continue;
    }
    if (line.empty() || line.front() == '#') continue;
    if (line.front() == '[') {
      bool array = line.size() > 1 && line[1] == '[';
      size_t start = array ? 2 : 1;
      size_t close = line.find(']', start);
      if (close == std::string_view::npos) return error("unterminated table header");
      // Dotted keys with quoted parts: deps."Foo" -> deps.Foo
      table.clear();
      for (char c : line.substr(start, close - start)) {
        if (c != '"' && c != '\'' && !std::isspace(static_cast<unsigned char>(c))) {
          table.push_back(c);
        }
      }
      continue;
    }
    size_t eq = line.find('=');
    if (eq == std::string_view::npos) return error("expected key = value");
    Pair pair{table, Key(line.substr(0, eq)), Trim(line.substr(eq + 1)), line_no};
    RETURN_IF_ERROR(on_pair(pair));
    open = OpenBrackets(pair.value);
  }
  return base::Status::Ok();
}

}  // namespace kiln::source::toml
