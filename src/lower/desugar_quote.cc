// Quoting: `quote ... end` and `:(...)` evaluate to the Expr value Julia's
// parser gives for the quoted code (the shapes of `Meta.parse`, which differ
// from Kiln's syntax tree in a few places: docs/lowering.md, "Quoting"). The
// value is built when the code runs, by calls of Base.Expr, Base.QuoteNode and
// Base.LineNumberNode; `$x` is the value of x at that moment and `$(xs...)`
// splices a collection's elements. A LineNumberNode names its file with the
// `@__FILE__` constant, so the IR stays the same wherever the file lives.
#include "lower/desugar.h"

namespace kiln::lower::internal {

namespace {

class Quoter {
 public:
  explicit Quoter(Desugarer& d) : d_(d), t_(d.tree()) {}

  // The value of quoted syntax `n` at quote depth `depth` (0: a `$` there
  // interpolates).
  CoreId Quote(NodeId n, int depth);

 private:
  uint32_t Off(NodeId n) const { return t_.offset(n); }
  NodeKind Kind(NodeId n) const { return t_.kind(n); }
  CoreId Sym(NodeId n, std::string_view s) { return d_.Sym(Off(n), s); }
  CoreId Nothing(NodeId n) { return d_.core().AddNothing(Off(n)); }
  CoreId QuoteNode(uint32_t off, CoreId value) {
    return d_.Call(off, d_.G(off, {"Base", "QuoteNode"}), {value});
  }
  // LineNumberNode(line of `n`, Symbol(@__FILE__)).
  CoreId LineNode(NodeId n) {
    uint32_t off = Off(n);
    CoreLiteral lit;
    lit.kind = ir::ConstKind::kSourcePath;
    lit.bits = ir::kSourceFile;
    CoreId file = d_.core().AddLiteral(off, std::move(lit));
    return d_.Call(off, d_.G(off, {"Base", "LineNumberNode"}),
                   {d_.Int(off, d_.buffer().Locate(off).line),
                    d_.Call(off, d_.G(off, {"Base", "Symbol"}), {file})});
  }
  // Expr(head, parts...) where each part is one argument, or a collection
  // spliced in by `$(xs...)`.
  struct Part {
    CoreId value;
    bool splice = false;
  };
  CoreId Make(uint32_t off, std::string_view head, const std::vector<Part>& parts);
  CoreId Make(uint32_t off, std::string_view head, const std::vector<CoreId>& args) {
    std::vector<Part> parts;
    for (CoreId a : args) parts.push_back({a});
    return Make(off, head, parts);
  }
  // `$(xs...)`: the collection xs, or an invalid node.
  NodeId SplicedIn(NodeId c) const {
    if (Kind(c) != NodeKind::kDollar || t_.child_count(c) != 1) return NodeId();
    NodeId v = t_.child(c, 0);
    if (Kind(v) == NodeKind::kTuple && t_.child_count(v) == 1) v = t_.child(v, 0);
    if (Kind(v) != NodeKind::kSplat) return NodeId();
    return t_.child(v, 0);
  }
  // The children of `n` (from `first`) as parts, with `$(xs...)` spliced.
  void Children(NodeId n, size_t first, int depth, std::vector<Part>& parts);
  // A body: (block LineNumberNode stmt LineNumberNode stmt ...).
  CoreId Body(NodeId block, int depth);
  CoreId Optional(NodeId n, int depth) {
    return Kind(n) == NodeKind::kEmpty ? Nothing(n) : Quote(n, depth);
  }

  Desugarer& d_;
  const parse::Tree& t_;
};

CoreId Quoter::Make(uint32_t off, std::string_view head, const std::vector<Part>& parts) {
  bool any_splice = false;
  for (const Part& p : parts) any_splice |= p.splice;
  if (!any_splice) {
    std::vector<CoreId> args{d_.Sym(off, head)};
    for (const Part& p : parts) args.push_back(p.value);
    return d_.Call(off, d_.G(off, {"Base", "Expr"}), args);
  }
  // Base._splice_expr(head, (a,), xs, (b,)...): the arguments are the
  // elements of every part in order.
  std::vector<CoreId> args{d_.Sym(off, head)};
  for (const Part& p : parts) {
    args.push_back(p.splice ? p.value : d_.Call(off, d_.G(off, {"Core", "tuple"}), {p.value}));
  }
  return d_.Call(off, d_.G(off, {"Base", "_splice_expr"}), args);
}

void Quoter::Children(NodeId n, size_t first, int depth, std::vector<Part>& parts) {
  auto kids = t_.children(n);
  for (size_t i = first; i < kids.size(); ++i) {
    NodeId c = kids[i];
    NodeId spliced = depth == 0 ? SplicedIn(c) : NodeId();
    if (spliced.has_value()) {
      parts.push_back({d_.Expr(spliced), true});
      continue;
    }
    parts.push_back({Quote(c, depth)});
  }
}

CoreId Quoter::Body(NodeId block, int depth) {
  if (Kind(block) != NodeKind::kBlock) {
    return Make(Off(block), "block", std::vector<CoreId>{LineNode(block), Quote(block, depth)});
  }
  std::vector<Part> parts;
  for (NodeId c : t_.children(block)) {
    parts.push_back({LineNode(c)});
    NodeId spliced = depth == 0 ? SplicedIn(c) : NodeId();
    if (spliced.has_value()) {
      parts.push_back({d_.Expr(spliced), true});
    } else {
      parts.push_back({Quote(c, depth)});
    }
  }
  return Make(Off(block), "block", parts);
}

CoreId Quoter::Quote(NodeId n, int depth) {
  uint32_t off = Off(n);
  auto kids = t_.children(n);
  auto simple = [&](std::string_view head, size_t first = 0) {
    std::vector<Part> parts;
    Children(n, first, depth, parts);
    return Make(off, head, parts);
  };
  switch (Kind(n)) {
    case NodeKind::kIdentifier: return Sym(n, t_.name(n));
    case NodeKind::kInteger:
    case NodeKind::kFloat:
    case NodeKind::kString:
    case NodeKind::kChar:
    case NodeKind::kBool: return d_.Expr(n);
    case NodeKind::kSymbol: return QuoteNode(off, d_.Literal(n));
    case NodeKind::kEnd: return Sym(n, "end");
    case NodeKind::kBegin: return Sym(n, "begin");
    case NodeKind::kEmpty: return Nothing(n);
    case NodeKind::kDollar:
      if (depth == 0) {
        if (SplicedIn(n).has_value()) {
          return d_.Error(n, "\"...\" expression outside call");
        }
        return d_.Expr(kids[0]);
      }
      // `$(xs...)` in a nested quote is ($ (... xs)), as Julia parses it.
      if (NodeId xs = SplicedIn(n); xs.has_value()) {
        NodeId splat = Kind(kids[0]) == NodeKind::kTuple ? t_.child(kids[0], 0) : kids[0];
        return Make(off, "$", std::vector<CoreId>{Quote(splat, depth - 1)});
      }
      return Make(off, "$", std::vector<CoreId>{Quote(kids[0], depth - 1)});
    case NodeKind::kQuote:
      return Make(off, "quote", std::vector<CoreId>{Quote(kids[0], depth + 1)});
    case NodeKind::kToplevel: return simple("toplevel");
    case NodeKind::kBlock: return Body(n, depth);
    case NodeKind::kModule:
      return Make(off, "module",
                  std::vector<CoreId>{d_.Bool(off, true), Quote(kids[0], depth), Body(kids[1], depth)});
    case NodeKind::kFunction:
      if (kids.size() == 1) return Make(off, "function", std::vector<CoreId>{Quote(kids[0], depth)});
      return Make(off, t_.has_flag(n, parse::kShortForm) ? "=" : "function",
                  std::vector<CoreId>{Quote(kids[0], depth), Body(kids[1], depth)});
    case NodeKind::kLambda:
      return Make(off, "->", std::vector<CoreId>{Quote(kids[0], depth), Body(kids[1], depth)});
    case NodeKind::kMacro:
      return Make(off, "macro", std::vector<CoreId>{Quote(kids[0], depth), Body(kids[1], depth)});
    case NodeKind::kStruct:
      return Make(off, "struct",
                  std::vector<CoreId>{d_.Bool(off, t_.has_flag(n, parse::kMutable)),
                                      Quote(kids[0], depth), Body(kids[1], depth)});
    case NodeKind::kAbstract: return simple("abstract");
    case NodeKind::kReturn:
      return Make(off, "return",
                  std::vector<CoreId>{kids.empty() ? Nothing(n) : Optional(kids[0], depth)});
    case NodeKind::kLocal: return simple("local");
    case NodeKind::kGlobal: return simple("global");
    case NodeKind::kConst: return simple("const");
    case NodeKind::kLet: {
      // One binding is the binding itself; none or several, a block.
      NodeId b = kids[0];
      CoreId bindings = t_.child_count(b) == 1 ? Quote(t_.child(b, 0), depth) : [&] {
        std::vector<Part> parts;
        Children(b, 0, depth, parts);
        return Make(off, "block", parts);
      }();
      return Make(off, "let", std::vector<CoreId>{bindings, Body(kids[1], depth)});
    }
    case NodeKind::kIf:
    case NodeKind::kElseIf: {
      bool elseif = Kind(n) == NodeKind::kElseIf;
      std::vector<CoreId> args;
      // An `elseif` condition is a block with its line, as Julia parses it.
      args.push_back(elseif ? Make(Off(kids[0]), "block",
                                   std::vector<CoreId>{LineNode(kids[0]), Quote(kids[0], depth)})
                            : Quote(kids[0], depth));
      args.push_back(Quote(kids[1], depth));
      if (kids.size() > 2 && Kind(kids[2]) != NodeKind::kEmpty) args.push_back(Quote(kids[2], depth));
      return Make(off, elseif ? "elseif" : "if", args);
    }
    case NodeKind::kWhile:
      return Make(off, "while", std::vector<CoreId>{Quote(kids[0], depth), Body(kids[1], depth)});
    case NodeKind::kFor: {
      NodeId iter = kids[0];
      CoreId spec;
      if (Kind(iter) == NodeKind::kBlock) {
        std::vector<Part> parts;
        Children(iter, 0, depth, parts);
        spec = Make(Off(iter), "block", parts);
      } else {
        spec = Quote(iter, depth);
      }
      return Make(off, "for", std::vector<CoreId>{spec, Body(kids[1], depth)});
    }
    case NodeKind::kBreak: return Make(off, "break", std::vector<CoreId>{});
    case NodeKind::kContinue: return Make(off, "continue", std::vector<CoreId>{});
    case NodeKind::kTry: {
      // (try body var-or-false catch-or-false [finally])
      std::vector<CoreId> args{Body(kids[0], depth)};
      bool has_catch = Kind(kids[2]) != NodeKind::kEmpty;
      bool has_finally = Kind(kids[3]) != NodeKind::kEmpty;
      args.push_back(Kind(kids[1]) == NodeKind::kEmpty ? d_.Bool(off, false) : Quote(kids[1], depth));
      args.push_back(has_catch ? Body(kids[2], depth) : d_.Bool(off, false));
      if (has_finally || kids.size() > 4) {
        args.push_back(has_finally ? Body(kids[3], depth) : d_.Bool(off, false));
      }
      if (kids.size() > 4) args.push_back(Body(kids[4], depth));  // try/catch/else
      return Make(off, "try", args);
    }
    case NodeKind::kAnd: return simple("&&");
    case NodeKind::kOr: return simple("||");
    case NodeKind::kCall:
      // x' is (' x), as Julia parses it (the parser makes it a call of `'`).
      if (kids.size() == 2 && Kind(kids[0]) == NodeKind::kIdentifier && t_.name(kids[0]) == "'") {
        return Make(off, "'", std::vector<CoreId>{Quote(kids[1], depth)});
      }
      return simple("call");
    case NodeKind::kComparison: return simple("comparison");
    case NodeKind::kAssign: return simple("=");
    case NodeKind::kOpAssign: {
      std::string head(t_.name(n));
      head += "=";
      return simple(head);
    }
    case NodeKind::kDotAssign: return simple(".=");
    case NodeKind::kDot: {
      // a.b: the field name is quoted.
      // a.$f: the interpolated name is quoted too (Julia: (. a (quote ($ f)))).
      CoreId field = Kind(kids[1]) == NodeKind::kIdentifier
                         ? QuoteNode(Off(kids[1]), Sym(kids[1], t_.name(kids[1])))
                     : Kind(kids[1]) == NodeKind::kDollar
                         ? QuoteNode(Off(kids[1]), Quote(kids[1], depth))
                         : Quote(kids[1], depth);
      return Make(off, ".", std::vector<CoreId>{Quote(kids[0], depth), field});
    }
    case NodeKind::kDotCall: return simple(".");
    case NodeKind::kRef: return simple("ref");
    case NodeKind::kTuple: return simple("tuple");
    case NodeKind::kParameters: return simple("parameters");
    case NodeKind::kKw: return simple("kw");
    case NodeKind::kVect: return simple("vect");
    case NodeKind::kHcat: return simple("hcat");
    case NodeKind::kVcat: return simple("vcat");
    case NodeKind::kTypedHcat: return simple("typed_hcat");
    case NodeKind::kTypedVcat: return simple("typed_vcat");
    case NodeKind::kRow: return simple("row");
    case NodeKind::kNcat:
    case NodeKind::kTypedNcat: {
      // (ncat dim parts...) and (typed_ncat T dim parts...)
      bool typed = Kind(n) == NodeKind::kTypedNcat;
      std::vector<Part> parts;
      if (typed) parts.push_back({Quote(kids[0], depth)});
      parts.push_back({d_.Int(off, t_.node(n).payload)});
      Children(n, typed ? 1 : 0, depth, parts);
      return Make(off, typed ? "typed_ncat" : "ncat", parts);
    }
    case NodeKind::kComprehension: return simple("comprehension");
    case NodeKind::kTypedComprehension: return simple("typed_comprehension");
    case NodeKind::kGenerator: return simple("generator");
    case NodeKind::kFilter: return simple("filter");
    case NodeKind::kFlatten: return simple("flatten");
    case NodeKind::kStringInterp: return simple("string");
    case NodeKind::kSplat: return simple("...");
    case NodeKind::kDo: return simple("do");
    case NodeKind::kTypeAssert:
      if (Kind(kids[0]) == NodeKind::kEmpty) return simple("::", 1);
      return simple("::");
    case NodeKind::kSubtype:
    case NodeKind::kSupertype: {
      std::string_view head = Kind(n) == NodeKind::kSubtype ? "<:" : ">:";
      if (!kids.empty() && Kind(kids[0]) == NodeKind::kEmpty) return simple(head, 1);
      return simple(head);
    }
    case NodeKind::kCurly: return simple("curly");
    case NodeKind::kWhere: return simple("where");
    case NodeKind::kMacroCall: {
      std::vector<Part> parts{{Quote(kids[0], depth)}, {LineNode(n)}};
      Children(n, 1, depth, parts);
      return Make(off, "macrocall", parts);
    }
    case NodeKind::kUsing:
    case NodeKind::kImport:
    case NodeKind::kExport:
      return simple(Kind(n) == NodeKind::kUsing ? "using"
                    : Kind(n) == NodeKind::kImport ? "import"
                                                   : "export");
    case NodeKind::kImportPath: {
      // (. . . M): one `.` symbol per leading dot, then the names.
      std::vector<CoreId> args;
      for (uint32_t i = 0; i < t_.node(n).payload; ++i) args.push_back(Sym(n, "."));
      for (NodeId c : kids) args.push_back(Quote(c, depth));
      return Make(off, ".", args);
    }
    case NodeKind::kImportList: return simple(":");
    case NodeKind::kDoc: return Quote(kids[kids.size() - 1], depth);
    case NodeKind::kUnsupported: return d_.Unsupported(n, t_.string_value(n));
    case NodeKind::kError: return Nothing(n);
  }
  return d_.Unsupported(n, "quoting this syntax");
}

}  // namespace

CoreId Desugarer::QuoteValue(NodeId n) { return Quoter(*this).Quote(n, 0); }

}  // namespace kiln::lower::internal
