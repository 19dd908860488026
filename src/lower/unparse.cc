// Julia's expression printing (base/show.jl, `show_unquoted` and helpers),
// rule for rule: operators print infix with spaces (except `:`), operands
// whose operator binds no tighter than the enclosing one get parentheses, a
// unary operator applied to a compound expression parenthesizes it,
// `2x` stays juxtaposed, keyword arguments print as `k = v`.
#include "lower/unparse.h"

#include "base/utf8.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <span>
#include <vector>

namespace kiln::lower {
namespace {

using parse::NodeId;
using parse::NodeKind;
using parse::Tree;

constexpr int kPrecAssignment = 1;
constexpr int kPrecComparison = 7;
constexpr int kPrecPower = 15;

bool In(std::string_view op, std::initializer_list<std::string_view> set) {
  for (std::string_view s : set) {
    if (s == op) return true;
  }
  return false;
}

bool IsIdentifierText(std::string_view s) {
  if (s.empty() || s == "true" || s == "false") return false;
  unsigned char c0 = static_cast<unsigned char>(s[0]);
  if (!(std::isalpha(c0) || c0 == '_' || c0 >= 0x80)) return false;
  for (unsigned char c : s) {
    if (!(std::isalnum(c) || c == '_' || c == '!' || c >= 0x80)) return false;
  }
  return true;
}

bool IsOperatorName(std::string_view name) {
  return OperatorPrecedence(name) > 0 || IsUnaryOperator(name);
}

std::string Utf8(uint32_t cp) {
  std::string s;
  base::AppendUtf8(s, cp);
  return s;
}

std::string IntText(const parse::IntLiteral& v) {
  char buf[48];
  switch (v.type) {
    case parse::IntType::kInt64: return std::to_string(static_cast<int64_t>(v.bits));
    case parse::IntType::kUInt8:
      std::snprintf(buf, sizeof buf, "0x%02llx", static_cast<unsigned long long>(v.bits));
      return buf;
    case parse::IntType::kUInt16:
      std::snprintf(buf, sizeof buf, "0x%04llx", static_cast<unsigned long long>(v.bits));
      return buf;
    case parse::IntType::kUInt32:
      std::snprintf(buf, sizeof buf, "0x%08llx", static_cast<unsigned long long>(v.bits));
      return buf;
    case parse::IntType::kUInt64:
      std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(v.bits));
      return buf;
    case parse::IntType::kUInt128:
      std::snprintf(buf, sizeof buf, "0x%016llx%016llx", static_cast<unsigned long long>(v.high),
                    static_cast<unsigned long long>(v.bits));
      return buf;
    case parse::IntType::kInt128: {
      __int128 x = static_cast<__int128>((static_cast<unsigned __int128>(v.high) << 64) | v.bits);
      bool neg = x < 0;
      unsigned __int128 u =
          neg ? -static_cast<unsigned __int128>(x) : static_cast<unsigned __int128>(x);
      std::string digits;
      do {
        digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
        u /= 10;
      } while (u != 0);
      return neg ? "-" + digits : digits;
    }
  }
  return "?";
}

// Julia's show of a Float32 (1.5f0, 1.0f6, NaN32): the shortest digits that
// read back as the same Float32, written as the Float64 with those digits
// would be, with `f` for the exponent.
std::string Float32Repr(double value) {
  float f = static_cast<float>(value);
  if (std::isnan(f)) return "NaN32";
  if (std::isinf(f)) return f < 0 ? "-Inf32" : "Inf32";
  char buf[32];
  for (int digits = 1; digits <= 9; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, static_cast<double>(f));
    if (std::strtof(buf, nullptr) == f) break;
  }
  std::string s = FloatRepr(std::strtod(buf, nullptr));
  size_t e = s.find('e');
  if (e == std::string::npos) return s + "f0";
  s[e] = 'f';
  return s;
}

bool IsNegativeLiteral(const Tree& t, NodeId n) {
  if (t.kind(n) == NodeKind::kInteger) {
    const parse::IntLiteral& v = t.int_value(n);
    if (v.type == parse::IntType::kInt64) return static_cast<int64_t>(v.bits) < 0;
    if (v.type == parse::IntType::kInt128) return static_cast<int64_t>(v.high) < 0;
    return false;
  }
  return t.kind(n) == NodeKind::kFloat && std::signbit(t.float_value(n));
}

class Unparser {
 public:
  explicit Unparser(const Tree& tree) : t_(tree) {}
  std::string out;

  void Show(NodeId n, int prec);

 private:
  bool IsLeaf(NodeId n) const { return t_.child_count(n) == 0; }
  bool IsOpIdentifier(NodeId n) const {
    return t_.kind(n) == NodeKind::kIdentifier && IsOperatorName(t_.name(n));
  }
  // show_list: items separated by `sep`, each at `prec`.
  void List(std::span<const NodeId> items, std::string_view sep, int prec, bool enclose_ops,
            bool kw) {
    bool first = true;
    for (NodeId item : items) {
      if (!first) out += sep;
      bool parens = false;
      if (t_.kind(item) != NodeKind::kSymbol) {
        bool unary_call = t_.kind(item) == NodeKind::kCall &&
                          t_.kind(t_.child(item, 0)) == NodeKind::kIdentifier &&
                          IsUnaryOperator(t_.name(t_.child(item, 0)));
        parens = (first && prec >= kPrecPower && (unary_call || IsNegativeLiteral(t_, item))) ||
                 (enclose_ops && IsOpIdentifier(item));
      }
      if (parens) out += '(';
      if (kw && t_.kind(item) == NodeKind::kKw) {
        Infix(item, " = ", kPrecAssignment, parens ? 0 : prec);
      } else {
        Show(item, parens ? 0 : prec);
      }
      if (parens) out += ')';
      first = false;
    }
  }
  void Enclosed(std::string_view op, std::span<const NodeId> items, std::string_view sep,
                std::string_view cl, int prec, bool enclose_ops, bool kw) {
    out += op;
    List(items, sep, prec, enclose_ops, kw);
    out += cl;
  }
  // Two-operand infix forms (=, +=, &&, ::, ->, <:).
  void Infix(NodeId n, std::string_view sep, int func_prec, int prec) {
    auto args = t_.children(n);
    if (func_prec <= prec) {
      Enclosed("(", args, sep, ")", func_prec, true, false);
    } else {
      List(args, sep, func_prec, true, false);
    }
  }
  // show_call: f(args...) / a[i] / T{X}, with `; params` when present.
  void CallLike(NodeId func, std::span<const NodeId> args, std::string_view op, std::string_view cl,
                bool kw, bool dot_head = false) {
    bool plain = (t_.kind(func) == NodeKind::kIdentifier && t_.name(func) != ":" &&
                  !(dot_head && IsOperatorName(t_.name(func)))) ||
                 t_.kind(func) == NodeKind::kDot || t_.kind(func) == NodeKind::kCurly;
    if (!plain) out += '(';
    Show(func, 0);
    if (!plain) out += ')';
    if (dot_head) out += '.';
    if (!args.empty() && t_.kind(args[0]) == NodeKind::kParameters) {
      out += op;
      List(args.subspan(1), ", ", 0, false, kw);
      out += "; ";
      List(t_.children(args[0]), ", ", 0, false, kw);
      out += cl;
      return;
    }
    // Julia's Expr keeps `parameters` first; accept it anywhere.
    for (size_t i = 1; i < args.size(); ++i) {
      if (t_.kind(args[i]) == NodeKind::kParameters) {
        out += op;
        bool first = true;
        for (size_t k = 0; k < args.size(); ++k) {
          if (k == i) continue;
          if (!first) out += ", ";
          List(args.subspan(k, 1), ", ", 0, false, kw);
          first = false;
        }
        out += "; ";
        List(t_.children(args[i]), ", ", 0, false, kw);
        out += cl;
        return;
      }
    }
    Enclosed(op, args, ", ", cl, 0, false, kw);
  }
  void Call(NodeId n, int prec);
  void Generator(NodeId n);
  void Block(std::string_view head, std::span<const NodeId> stmts);

  const Tree& t_;
};

void Unparser::Generator(NodeId n) {
  // (generator body iters...), or (flatten (generator (generator body
  // inner...) outer...)) for `body for outer... for inner...`.
  std::vector<std::span<const NodeId>> ranges;
  NodeId g = n;
  while (t_.kind(g) == NodeKind::kFlatten) {
    NodeId outer = t_.child(g, 0);
    ranges.push_back(t_.children(outer).subspan(1));
    g = t_.child(outer, 0);
  }
  ranges.push_back(t_.children(g).subspan(1));
  Show(t_.child(g, 0), 0);
  for (auto r : ranges) {
    out += " for ";
    List(r, ", ", 0, false, false);
  }
}

void Unparser::Block(std::string_view head, std::span<const NodeId> stmts) {
  out += head;
  for (NodeId s : stmts) {
    out += "\n    ";
    Show(s, -1);
  }
  out += "\nend";
}

void Unparser::Call(NodeId n, int prec) {
  NodeId func = t_.child(n, 0);
  auto args = t_.children(n).subspan(1);
  std::string_view fname = t_.kind(func) == NodeKind::kIdentifier ? t_.name(func) : "";
  int func_prec = OperatorPrecedence(fname);
  bool has_kw = false;
  for (NodeId a : args)
    has_kw |= t_.kind(a) == NodeKind::kKw || t_.kind(a) == NodeKind::kParameters;
  bool has_splat = false;
  for (NodeId a : args) has_splat |= t_.kind(a) == NodeKind::kSplat;
  if (has_kw) {
    CallLike(func, args, "(", ")", true);
    return;
  }
  // scalar multiplication (i.e. "100x")
  if (fname == "*" && args.size() == 2 &&
      ((t_.kind(args[0]) == NodeKind::kInteger &&
        t_.int_value(args[0]).type == parse::IntType::kInt64) ||
       t_.kind(args[0]) == NodeKind::kFloat) &&
      t_.kind(args[1]) == NodeKind::kIdentifier) {
    std::string_view v = t_.name(args[1]);
    if (!v.empty() && v[0] != 'e' && v[0] != 'E' && v[0] != 'f') {
      if (func_prec <= prec) {
        Enclosed("(", args, "", ")", func_prec, false, false);
      } else {
        List(args, "", func_prec, false, false);
      }
      return;
    }
  }
  // postfix adjoint: x', (a + b)'
  if (fname == "'" && args.size() == 1) {
    bool plain = t_.kind(args[0]) == NodeKind::kIdentifier;
    if (!plain) out += "(";
    Show(args[0], 0);
    if (!plain) out += ")";
    out += "'";
    return;
  }
  // unary operator (i.e. "!z")
  if (IsUnaryOperator(fname) && args.size() == 1) {
    out += fname;
    NodeId arg = args[0];
    if (!IsLeaf(arg) || IsOpIdentifier(arg)) {
      Enclosed("(", args, ", ", ")", func_prec, false, false);
    } else {
      Show(arg, func_prec);
    }
    return;
  }
  // binary operator (i.e. "x + y")
  if (func_prec > 0) {
    size_t na = args.size();
    if ((na == 2 || (na > 2 && In(fname, {"+", "++", "*"})) || (na == 3 && fname == ":")) &&
        !has_splat) {
      std::string sep = fname == ":" ? std::string(fname) : " " + std::string(fname) + " ";
      if (func_prec <= prec) {
        Enclosed("(", args, sep, ")", func_prec, true, false);
      } else {
        List(args, sep, func_prec, true, false);
      }
      return;
    }
    if (na == 1) {
      out += "(";
      out += fname;
      out += ")";
      Enclosed("(", args, ", ", ")", 0, false, false);
      return;
    }
  }
  CallLike(func, args, "(", ")", true);
}

void Unparser::Show(NodeId n, int prec) {
  auto args = t_.children(n);
  switch (t_.kind(n)) {
    case NodeKind::kIdentifier: {
      std::string_view name = t_.name(n);
      if (IsIdentifierText(name) || IsOperatorName(name) || (!name.empty() && name[0] == '@')) {
        out += name;
      } else {
        out += "var\"";
        EscapeString(out, name, "\"");
        out += "\"";
      }
      return;
    }
    case NodeKind::kInteger: out += IntText(t_.int_value(n)); return;
    case NodeKind::kFloat:
      out += t_.has_flag(n, parse::kFloat32Literal) ? Float32Repr(t_.float_value(n))
                                                    : FloatRepr(t_.float_value(n));
      return;
    case NodeKind::kString: out += StringRepr(t_.string_value(n)); return;
    case NodeKind::kChar: {
      uint32_t cp = t_.char_value(n);
      out += '\'';
      EscapeString(out, Utf8(cp), "'");
      out += '\'';
      return;
    }
    case NodeKind::kSymbol: {
      std::string_view name = t_.name(n);
      if (IsIdentifierText(name) || IsOperatorName(name)) {
        out += ':';
        out += name;
      } else {
        out += "Symbol(" + StringRepr(name) + ")";
      }
      return;
    }
    case NodeKind::kBool: out += t_.bool_value(n) ? "true" : "false"; return;
    case NodeKind::kEnd: out += "end"; return;
    case NodeKind::kBegin: out += "begin"; return;
    case NodeKind::kEmpty:
    case NodeKind::kError:
    case NodeKind::kUnsupported: return;
    case NodeKind::kCall: Call(n, prec); return;
    case NodeKind::kComparison: {
      int comp_prec = 100;
      for (size_t i = 1; i < args.size(); i += 2) {
        int p =
            t_.kind(args[i]) == NodeKind::kIdentifier ? OperatorPrecedence(t_.name(args[i])) : 0;
        comp_prec = std::min(comp_prec, p);
      }
      if (comp_prec <= prec) {
        Enclosed("(", args, " ", ")", comp_prec, false, false);
      } else {
        List(args, " ", comp_prec, false, false);
      }
      return;
    }
    case NodeKind::kAnd: Infix(n, " && ", OperatorPrecedence("&&"), prec); return;
    case NodeKind::kOr: Infix(n, " || ", OperatorPrecedence("||"), prec); return;
    case NodeKind::kAssign: Infix(n, " = ", kPrecAssignment, prec); return;
    case NodeKind::kKw: Infix(n, " = ", kPrecAssignment, prec); return;
    case NodeKind::kOpAssign: {
      std::string sep = " " + std::string(t_.name(n)) + "= ";
      Infix(n, sep, kPrecAssignment, prec);
      return;
    }
    case NodeKind::kDotAssign: Infix(n, " .= ", kPrecAssignment, prec); return;
    case NodeKind::kSubtype:
    case NodeKind::kSupertype: {
      std::string_view op = t_.kind(n) == NodeKind::kSubtype ? "<:" : ">:";
      if (args.size() == 2 && t_.kind(args[0]) == NodeKind::kEmpty) {
        out += op;
        Show(args[1], 0);
        return;
      }
      Infix(n, t_.kind(n) == NodeKind::kSubtype ? " <: " : " >: ", kPrecComparison, prec);
      return;
    }
    case NodeKind::kTypeAssert:
      if (args.size() == 2 && t_.kind(args[0]) == NodeKind::kEmpty) {
        out += "::";
        Show(args[1], 0);
        return;
      }
      Infix(n, "::", OperatorPrecedence("::"), prec);
      return;
    case NodeKind::kLambda: Infix(n, "->", OperatorPrecedence("->"), prec); return;
    case NodeKind::kDot: {
      NodeId item = args[0];
      NodeId field = args[1];
      bool parens = !(t_.kind(item) == NodeKind::kIdentifier && IsIdentifierText(t_.name(item))) &&
                    t_.kind(item) != NodeKind::kDot && t_.kind(item) != NodeKind::kSymbol;
      if (parens) out += '(';
      Show(item, 0);
      if (parens) out += ')';
      out += '.';
      std::string_view f = t_.name(field);
      if (IsOperatorName(f)) {
        out += ':';
        if (In(f, {":", "::", ":=", "=", "==", "===", "=>"})) {
          out += "(" + std::string(f) + ")";
        } else {
          out += f;
        }
      } else {
        out += f;
      }
      return;
    }
    case NodeKind::kDotCall: {
      NodeId tuple = args[1];
      auto call_args = t_.kind(tuple) == NodeKind::kTuple ? t_.children(tuple) : args.subspan(1);
      CallLike(args[0], call_args, "(", ")", true, /*dot_head=*/true);
      return;
    }
    case NodeKind::kRef: CallLike(args[0], args.subspan(1), "[", "]", true); return;
    case NodeKind::kCurly: CallLike(args[0], args.subspan(1), "{", "}", false); return;
    case NodeKind::kTuple:
      out += "(";
      if (!args.empty() && t_.kind(args[0]) == NodeKind::kParameters) {
        List(args.subspan(1), ", ", 0, false, false);
        if (args.size() == 2) out += ',';
        out += ";";
        if (t_.child_count(args[0]) != 0) out += " ";
        List(t_.children(args[0]), ", ", 0, false, true);
      } else {
        List(args, ", ", 0, false, false);
        if (args.size() == 1) out += ',';
      }
      out += ")";
      return;
    case NodeKind::kVect: Enclosed("[", args, ", ", "]", 0, false, false); return;
    case NodeKind::kHcat: Enclosed("[", args, " ", "]", 0, false, false); return;
    case NodeKind::kVcat:
      out += "[";
      List(args, "; ", 0, false, false);
      if (args.size() == 1) out += ';';
      out += "]";
      return;
    case NodeKind::kRow: List(args, " ", 0, false, false); return;
    case NodeKind::kNcat:
    case NodeKind::kTypedNcat: {
      bool typed = t_.kind(n) == NodeKind::kTypedNcat;
      if (typed) Show(args[0], prec);
      std::string sep(t_.node(n).payload, ';');
      out += "[";
      List(args.subspan(typed ? 1 : 0), sep + " ", 0, false, false);
      if (args.size() == (typed ? 2u : 1u)) out += sep;
      out += "]";
      return;
    }
    case NodeKind::kComprehension:
      out += "[";
      Generator(args[0]);
      out += "]";
      return;
    case NodeKind::kTypedComprehension:
      Show(args[0], 0);
      out += "[";
      Generator(args[1]);
      out += "]";
      return;
    case NodeKind::kGenerator:
    case NodeKind::kFlatten:
      out += "(";
      Generator(n);
      out += ")";
      return;
    case NodeKind::kTypedHcat:
    case NodeKind::kTypedVcat: {
      Show(args[0], prec);
      out += "[";
      List(args.subspan(1), t_.kind(n) == NodeKind::kTypedHcat ? " " : "; ", 0, false, false);
      out += "]";
      return;
    }
    case NodeKind::kFilter:
      List(args.subspan(1), ", ", 0, false, false);
      out += " if ";
      Show(args[0], 0);
      return;
    case NodeKind::kStringInterp:
      out += '"';
      for (NodeId part : args) {
        if (t_.kind(part) == NodeKind::kString) {
          EscapeString(out, t_.string_value(part), "\"$");
        } else {
          out += "$(";
          Show(part, 0);
          out += ")";
        }
      }
      out += '"';
      return;
    case NodeKind::kSplat:
      Show(args[0], 0);
      out += "...";
      return;
    case NodeKind::kParameters: List(args, ", ", 0, false, true); return;
    case NodeKind::kWhere: {
      bool parens = 1 <= prec;
      if (parens) out += "(";
      Show(args[0], OperatorPrecedence("::"));
      out += " where ";
      if (args.size() == 2) {
        Show(args[1], 1);
      } else {
        out += "{";
        List(args.subspan(1), ", ", 0, false, false);
        out += "}";
      }
      if (parens) out += ")";
      return;
    }
    case NodeKind::kMacroCall: {
      // x"y"z: a non-standard string literal prints as written.
      std::string_view name = t_.kind(args[0]) == NodeKind::kIdentifier ? t_.name(args[0]) : "";
      if (name.size() > 5 && name[0] == '@' && name.substr(name.size() - 4) == "_str" &&
          args.size() >= 2 && t_.kind(args[1]) == NodeKind::kString) {
        out += name.substr(1, name.size() - 5);
        out += '"';
        for (char c : t_.string_value(args[1])) {
          if (c == '"') out += '\\';
          out += c;
        }
        out += '"';
        if (args.size() == 3 && t_.kind(args[2]) == NodeKind::kString)
          out += t_.string_value(args[2]);
        return;
      }
      if (prec >= 0) {
        CallLike(args[0], args.subspan(1), "(", ")", false);
      } else {
        List(args, " ", 0, false, false);
      }
      return;
    }
    case NodeKind::kIf:
    case NodeKind::kElseIf: {
      out += t_.kind(n) == NodeKind::kIf ? "if " : "elseif ";
      Show(args[0], 0);
      auto body = [&](NodeId b) {
        std::vector<NodeId> stmts{b};  // a ternary's branch is one expression
        if (t_.kind(b) == NodeKind::kBlock) stmts.assign(t_.children(b).begin(), t_.children(b).end());
        for (NodeId s : stmts) {
          out += "\n    ";
          Show(s, -1);
        }
        out += "\n";
      };
      body(args[1]);
      if (args.size() > 2 && t_.kind(args[2]) == NodeKind::kElseIf) {
        Show(args[2], prec);
        return;
      }
      if (args.size() > 2 && t_.kind(args[2]) != NodeKind::kEmpty) {
        out += "else";
        body(args[2]);
      }
      out += "end";
      return;
    }
    case NodeKind::kBlock: Block("begin", args); return;
    case NodeKind::kReturn:
      out += "return";
      if (!args.empty() && t_.kind(args[0]) != NodeKind::kEmpty) {
        out += " ";
        Show(args[0], 0);
      }
      return;
    case NodeKind::kBreak: out += "break"; return;
    case NodeKind::kContinue: out += "continue"; return;
    default:
      out += "$(Expr(:";
      out += parse::NodeKindName(t_.kind(n));
      out += ", ...))";
      return;
  }
}

}  // namespace

std::string Unparse(const parse::Tree& tree, parse::NodeId node, int prec) {
  Unparser u(tree);
  u.Show(node, prec);
  return std::move(u.out);
}

}  // namespace kiln::lower
