// The parser: Julia-subset source text -> syntax tree (tree.h).
//
// Parse() never fails outright: errors are reported to the sink as
// `file:line:col: error: ...` diagnostics in source order, the parser
// recovers where it sensibly can (Error nodes mark the spots; parsing resumes
// at the next line), and the tree always has a Toplevel root. Constructs Julia
// accepts but Kiln's parser does not (primitive types, var"...", command
// literals, ...) are errors naming the feature. Nesting deeper than
// kMaxNestingDepth is reported as an error rather than overflowing the C++
// stack: the deepest input needs about 2 MB of stack in sanitizer builds and
// far less in Release. Invalid UTF-8 is an error.
#ifndef KILN_PARSE_PARSE_H_
#define KILN_PARSE_PARSE_H_

#include <string>

#include "parse/tree.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::parse {

inline constexpr int kMaxNestingDepth = 256;

// No node of a tree Parse() returns is deeper than this (the root is depth 1),
// so later phases may walk trees recursively. Deeper input (e.g. a very long
// chain `a - b - c - ...`, which nests to the left without recursion in the
// parser) is reported as an error like excessive nesting.
inline constexpr int kMaxTreeDepth = 4 * kMaxNestingDepth;

Tree Parse(const source::SourceBuffer& buffer, source::DiagnosticSink& sink);

// The first line of the top-level statement of `buffer` that holds line `line`
// (what an error report's `in expression starting at` names); `line` itself when
// no statement starts at or before it.
uint32_t StatementStartLine(const source::SourceBuffer& buffer, uint32_t line);

// The stable text form `kiln parse` prints (an S-expression per top-level
// statement, indented). With a buffer, each statement is preceded by its
// line number: `3: (call f x)`. Never recurses (any tree prints).
std::string PrintTree(const Tree& tree, const source::SourceBuffer* buffer = nullptr);

}  // namespace kiln::parse

#endif  // KILN_PARSE_PARSE_H_
