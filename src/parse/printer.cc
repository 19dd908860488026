// PrintTree: the stable text form of a syntax tree that `kiln parse` prints
// and the golden tests pin.
//
//   3: (function (call f x)
//        (block
//          (return (call + x 1))))
//
// Each top-level statement starts with its line number. A node is printed on
// one line when it contains no block of several statements and fits in
// kLineWidth columns; otherwise its children go on their own lines, indented by two
// (the first child stays on the head line if it fits). Leaves print as Julia
// literals: names bare, strings quoted with escapes, unsigned integers in hex
// with their width (0x1f is UInt8, 0x0123 UInt16), symbols as :name. Flags
// print after the head: (struct [mutable] ...), (function [short] ...).
//
// Printing uses an explicit stack, so any tree prints without recursion.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "lex/unicode.h"
#include "parse/parse.h"

namespace kiln::parse {
namespace {

constexpr size_t kLineWidth = 80;

bool IsLeaf(NodeKind kind) {
  switch (kind) {
    case NodeKind::kIdentifier:
    case NodeKind::kInteger:
    case NodeKind::kFloat:
    case NodeKind::kString:
    case NodeKind::kChar:
    case NodeKind::kSymbol:
    case NodeKind::kBool:
    case NodeKind::kEnd:
    case NodeKind::kBegin:
    case NodeKind::kEmpty:
    case NodeKind::kError:
    case NodeKind::kUnsupported: return true;
    default: return false;
  }
}

void AppendHex(std::string& out, uint64_t v, int digits) {
  static const char kDigits[] = "0123456789abcdef";
  for (int i = digits - 1; i >= 0; --i) out += kDigits[(v >> (4 * i)) & 0xF];
}

std::string FormatInteger(const IntLiteral& v) {
  std::string out;
  switch (v.type) {
    case IntType::kInt64: return std::to_string(static_cast<int64_t>(v.bits));
    case IntType::kInt128: {
      unsigned __int128 u = (static_cast<unsigned __int128>(v.high) << 64) | v.bits;
      bool negative = (v.high >> 63) != 0;
      if (negative) u = ~u + 1;
      std::string digits;
      do {
        digits += static_cast<char>('0' + static_cast<int>(u % 10));
        u /= 10;
      } while (u != 0);
      if (negative) out += '-';
      out.append(digits.rbegin(), digits.rend());
      return out;
    }
    case IntType::kUInt8:
      out = "0x";
      AppendHex(out, v.bits, 2);
      return out;
    case IntType::kUInt16:
      out = "0x";
      AppendHex(out, v.bits, 4);
      return out;
    case IntType::kUInt32:
      out = "0x";
      AppendHex(out, v.bits, 8);
      return out;
    case IntType::kUInt64:
      out = "0x";
      AppendHex(out, v.bits, 16);
      return out;
    case IntType::kUInt128:
      out = "0x";
      AppendHex(out, v.high, 16);
      AppendHex(out, v.bits, 16);
      return out;
  }
  return out;
}

// Shortest round-trip digits, written like Julia: 1.0, 0.5, 1.0e-12, 1.5e20.
std::string FormatFloat(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v < 0 ? "-Inf" : "Inf";
  char buf[64];
  auto result = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  std::string s(buf, result.ptr);
  size_t e = s.find('e');
  std::string mantissa = s.substr(0, e);
  int exponent = std::stoi(s.substr(e + 1));
  std::string sign;
  if (!mantissa.empty() && mantissa[0] == '-') {
    sign = "-";
    mantissa.erase(0, 1);
  }
  std::string digits;
  for (char c : mantissa) {
    if (c != '.') digits += c;
  }
  if (exponent >= -4 && exponent < 6) {  // Julia: 0.0001 and 100000.0, but 1.0e-5 and 1.0e6
    std::string out = sign;
    if (exponent >= 0) {
      size_t int_digits = static_cast<size_t>(exponent) + 1;
      if (digits.size() < int_digits) digits.append(int_digits - digits.size(), '0');
      out += digits.substr(0, int_digits);
      out += '.';
      out += digits.size() > int_digits ? digits.substr(int_digits) : "0";
    } else {
      out += "0.";
      out.append(static_cast<size_t>(-exponent - 1), '0');
      out += digits;
    }
    return out;
  }
  std::string out = sign + digits.substr(0, 1) + "." + (digits.size() > 1 ? digits.substr(1) : "0");
  return out + "e" + std::to_string(exponent);
}

void AppendEscapedByte(std::string& out, unsigned char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\x%02x", c);
  out += buf;
}

std::string QuoteString(std::string_view s) {
  std::string out = "\"";
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      lex::Utf8Char u = lex::DecodeUtf8(s, i);
      if (u.length == 0) {
        AppendEscapedByte(out, c);
        ++i;
      } else {
        out.append(s.substr(i, u.length));
        i += u.length;
      }
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '$': out += "\\$"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          AppendEscapedByte(out, c);
        } else {
          out += static_cast<char>(c);
        }
    }
    ++i;
  }
  return out + "\"";
}

std::string QuoteChar(uint32_t cp) {
  std::string out = "'";
  if (cp == '\'') {
    out += "\\'";
  } else if (cp == '\\') {
    out += "\\\\";
  } else if (cp == '\n') {
    out += "\\n";
  } else if (cp == '\t') {
    out += "\\t";
  } else if (cp == '\r') {
    out += "\\r";
  } else if (cp < 0x20 || cp == 0x7F) {
    AppendEscapedByte(out, static_cast<unsigned char>(cp));
  } else if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
    out += buf;
  } else {
    lex::AppendUtf8(out, cp);
  }
  return out + "'";
}

class Printer {
 public:
  explicit Printer(const Tree& tree) : tree_(tree) { ComputeWidths(); }

  std::string Print(const source::SourceBuffer* buffer) {
    NodeId root = tree_.root();
    if (!root.has_value()) return out_;
    if (tree_.kind(root) != NodeKind::kToplevel) {
      Render(root, 0);
      out_ += '\n';
      return out_;
    }
    // Line numbers are counted incrementally (statements come in source
    // order), so a file of many statements on one line prints in linear time.
    uint32_t line = 1;
    uint32_t counted_to = 0;
    for (NodeId stmt : tree_.children(root)) {
      size_t indent = 0;
      if (buffer != nullptr) {
        std::string_view text = buffer->text();
        uint32_t offset = std::min<uint32_t>(tree_.offset(stmt), buffer->size());
        if (offset < counted_to) line = 1, counted_to = 0;
        line += static_cast<uint32_t>(
            std::count(text.begin() + counted_to, text.begin() + offset, '\n'));
        counted_to = offset;
        std::string prefix = std::to_string(line) + ": ";
        out_ += prefix;
        indent = prefix.size();
      }
      Render(stmt, indent);
      out_ += '\n';
    }
    return out_;
  }

 private:
  std::string LeafText(NodeId id) const {
    switch (tree_.kind(id)) {
      case NodeKind::kIdentifier: return std::string(tree_.name(id));
      case NodeKind::kInteger: return FormatInteger(tree_.int_value(id));
      case NodeKind::kFloat: {
        std::string text = FormatFloat(tree_.float_value(id));
        if (!tree_.has_flag(id, kFloat32Literal)) return text;
        size_t e = text.find('e');  // a Float32 literal: 1.0f0, 2.5f-7
        if (e == std::string::npos) return text + "f0";
        text[e] = 'f';
        return text;
      }
      case NodeKind::kString: return QuoteString(tree_.string_value(id));
      case NodeKind::kChar: return QuoteChar(tree_.char_value(id));
      case NodeKind::kSymbol: {
        std::string symbol = ":";
        symbol += tree_.name(id);
        return symbol;
      }
      case NodeKind::kBool: return tree_.bool_value(id) ? "true" : "false";
      case NodeKind::kEnd: return "end";
      case NodeKind::kBegin: return "begin";
      case NodeKind::kEmpty: return "(empty)";
      case NodeKind::kError: return "(error)";
      case NodeKind::kUnsupported: return "(unsupported " + tree_.string_value(id) + ")";
      default: return "?";
    }
  }

  std::string Head(NodeId id) const {
    const Node& n = tree_.node(id);
    std::string head;
    if (n.kind == NodeKind::kOpAssign) {
      head = std::string(tree_.NameText(NameId(n.payload))) + "=";
    } else {
      head = std::string(NodeKindName(n.kind));
    }
    if (n.kind == NodeKind::kStruct && (n.flags & kMutable)) head += " [mutable]";
    if (n.kind == NodeKind::kFunction && (n.flags & kShortForm)) head += " [short]";
    if (n.kind == NodeKind::kImportPath) {
      for (uint32_t i = 0; i < n.payload; ++i) head += " .";
    }
    if (n.kind == NodeKind::kNcat || n.kind == NodeKind::kTypedNcat) {
      head += " " + std::to_string(n.payload);
    }
    return head;
  }

  // Flat widths and "contains a multi-statement block", bottom-up: children always have
  // smaller ids than their parents.
  void ComputeWidths() {
    size_t n = tree_.size();
    width_.assign(n, 0);
    has_block_.assign(n, 0);
    for (uint32_t i = 0; i < n; ++i) {
      NodeId id(i);
      NodeKind kind = tree_.kind(id);
      if (IsLeaf(kind)) {
        width_[i] = LeafText(id).size();
        continue;
      }
      size_t w = 2 + Head(id).size();
      bool block =
          (kind == NodeKind::kBlock || kind == NodeKind::kToplevel) && tree_.child_count(id) > 1;
      for (NodeId c : tree_.children(id)) {
        DCHECK(c.index < i);
        w += 1 + width_[c.index];
        block = block || has_block_[c.index];
      }
      width_[i] = w;
      has_block_[i] = block;
    }
  }

  bool Multiline(NodeId id, size_t indent) const {
    return has_block_[id.index] || indent + width_[id.index] > kLineWidth;
  }

  void Render(NodeId root, size_t indent) {
    struct Frame {
      NodeId id;
      uint32_t next;
      size_t indent;
      bool multiline;
      size_t head_end;  // column after the head
    };
    std::vector<Frame> stack;
    auto open = [&](NodeId id, size_t at) {
      if (IsLeaf(tree_.kind(id))) {
        out_ += LeafText(id);
        return;
      }
      std::string head = Head(id);
      out_ += '(';
      out_ += head;
      stack.push_back({id, 0, at, Multiline(id, at), at + 1 + head.size()});
    };
    open(root, indent);
    while (!stack.empty()) {
      Frame& f = stack.back();
      std::span<const NodeId> children = tree_.children(f.id);
      if (f.next == children.size()) {
        out_ += ')';
        stack.pop_back();
        continue;
      }
      NodeId child = children[f.next];
      NodeKind kind = tree_.kind(f.id);
      bool same_line =
          !f.multiline || (f.next == 0 && kind != NodeKind::kBlock && kind != NodeKind::kToplevel &&
                           !Multiline(child, f.head_end + 1));
      size_t child_indent;
      if (same_line) {
        out_ += ' ';
        child_indent = f.head_end + 1;
      } else {
        out_ += '\n';
        out_.append(f.indent + 2, ' ');
        child_indent = f.indent + 2;
      }
      ++f.next;
      open(child, child_indent);  // may invalidate `f`
    }
  }

  const Tree& tree_;
  std::vector<size_t> width_;
  std::vector<uint8_t> has_block_;
  std::string out_;
};

}  // namespace

std::string PrintTree(const Tree& tree, const source::SourceBuffer* buffer) {
  return Printer(tree).Print(buffer);
}

}  // namespace kiln::parse
