#include "driver/help.h"

#include <set>

#include "parse/parse.h"
#include "runtime/dispatch.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/print.h"
#include "runtime/types.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::driver {
namespace {

using parse::NodeId;
using parse::NodeKind;
using parse::Tree;

// The name a documented definition defines: f of `f(x) = ...`, `function f
// end`, `function M.f(x) ... end`, `f(x::T) where T = ...`; T of
// `struct T{P} <: S ... end` and `abstract type T end`; X of `const X = 1`
// and `X = 1`; "" for anything else. The walk follows one child per level
// (the tree is no deeper than parse::kMaxTreeDepth).
std::string DefinedName(const Tree& tree, NodeId n) {
  for (int depth = 0; depth < parse::kMaxTreeDepth; ++depth) {
    switch (tree.kind(n)) {
      case NodeKind::kIdentifier: return std::string(tree.name(n));
      case NodeKind::kDot: n = tree.child(n, 1); break;  // M.f: the field
      case NodeKind::kFunction:
      case NodeKind::kMacro:
      case NodeKind::kStruct:
      case NodeKind::kAbstract:
      case NodeKind::kConst:
      case NodeKind::kAssign:
      case NodeKind::kCall:
      case NodeKind::kWhere:
      case NodeKind::kCurly:
        if (tree.child_count(n) == 0) return "";
        n = tree.child(n, 0);
        break;
      case NodeKind::kTypeAssert:
      case NodeKind::kSubtype: {
        // f(x)::T and T <: S: the left side (absent for a prefix form).
        if (tree.child_count(n) < 2 || tree.kind(tree.child(n, 0)) == NodeKind::kEmpty) return "";
        n = tree.child(n, 0);
        break;
      }
      default: return "";
    }
  }
  return "";
}

// The docstrings of `name` in one text: (doc "text" def) nodes at top level
// and in module bodies (a worklist over modules, not recursion).
void CollectDocstrings(const std::string& name, const HelpSource& source,
                       std::vector<std::string>* out) {
  auto buffer = source::SourceBuffer::FromString(source.first, source.second);
  source::DiagnosticSink sink;
  Tree tree = parse::Parse(*buffer, sink);
  std::vector<NodeId> blocks = {tree.root()};
  while (!blocks.empty()) {
    NodeId block = blocks.back();
    blocks.pop_back();
    for (NodeId stmt : tree.children(block)) {
      NodeKind k = tree.kind(stmt);
      if (k == NodeKind::kModule && tree.child_count(stmt) == 2) {
        blocks.push_back(tree.child(stmt, 1));
      } else if (k == NodeKind::kBlock || k == NodeKind::kToplevel) {
        blocks.push_back(stmt);
      } else if (k == NodeKind::kDoc && tree.child_count(stmt) == 2) {
        NodeId doc = tree.child(stmt, 0);
        // A docstring with interpolation is built when it runs: not shown.
        if (tree.kind(doc) != NodeKind::kString) continue;
        if (DefinedName(tree, tree.child(stmt, 1)) != name) continue;
        out->push_back(tree.string_value(doc));
      }
    }
  }
}

// Inline Markdown as a terminal shows it: `code` without its backticks,
// *emphasis* and **strong** without their stars.
std::string Inline(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '`') {
      size_t end = text.find('`', i + 1);
      if (end != std::string_view::npos) {
        out.append(text.substr(i + 1, end - i - 1));
        i = end;
        continue;
      }
    }
    if (c == '*' && i + 1 < text.size() && text[i + 1] != ' ') {
      size_t stars = text.compare(i, 2, "**") == 0 ? 2 : 1;
      size_t end = text.find(std::string(stars, '*'), i + stars);
      if (end != std::string_view::npos && end > i + stars) {
        out.append(text.substr(i + stars, end - i - stars));
        i = end + stars - 1;
        continue;
      }
    }
    out.push_back(c);
  }
  return out;
}

// Words of `text` wrapped to `width` columns, each line after `indent`.
void Wrap(const std::string& text, const std::string& indent, size_t width, std::string* out) {
  std::string line;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(start, end - start);
    start = end + 1;
    if (word.empty()) continue;
    if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
      out->append(indent + line + "\n");
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty()) out->append(indent + line + "\n");
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

std::string Quoted(const std::string& name) { return "`" + name + "`"; }

std::string Rule(size_t width) {
  std::string out;
  for (size_t i = 0; i < width; ++i) out += "─";
  return out;
}

// Julia's `show` of a method in a method list: `f(x::Int64, y)`.
std::string MethodSignature(runtime::Runtime& rt, runtime::Method* m) {
  std::string out = m->name != nullptr ? std::string(m->name->name()) : "";
  out += "(";
  runtime::Type* body = runtime::Unwrap(m->sig);
  const runtime::DataType* sig =
      runtime::IsDataType(body) ? runtime::AsDataType(body) : nullptr;
  uint32_t count = sig != nullptr ? static_cast<uint32_t>(sig->nparams()) : 0;
  for (uint32_t i = 1; i < count; ++i) {
    if (i > 1) out += ", ";
    if (m->arg_names != nullptr && i - 1 < m->arg_names->length &&
        (*m->arg_names)[i - 1].type == rt.core.symbol) {
      out += (*m->arg_names)[i - 1].As<runtime::Symbol>()->name();
    }
    runtime::Value t = sig->param(i);
    if (!(t.type != nullptr && runtime::IsTypeOrVar(t) && t.As<runtime::Type>() == rt.core.any)) {
      out += "::" + runtime::ShowToString(rt, t);
    }
  }
  return out + ")";
}

// Julia's summary of a name without docstrings (Docs.summarize): what it is,
// and for a function its methods.
std::string Summary(runtime::Runtime& rt, const std::string& name, runtime::Binding* b) {
  std::string owner;
  runtime::AppendModulePath(b->owner, &owner);
  std::string md = "No documentation found for private binding " +
                   Quoted(owner + "." + name) + ".\n\n";
  runtime::Value v = b->value;
  runtime::MethodTable* mt =
      runtime::IsTypeOrVar(v) ? nullptr : runtime::MethodTableOf(rt, v);
  if (mt != nullptr && (v.type->flags & runtime::kFunctionTypeFlag)) {
    md += Quoted(name) + " is a " + Quoted("Function") + ".\n\n";
    runtime::ResolveMethods(rt, mt, runtime::TypeValue(v.type), /*for_read=*/true);
    std::vector<runtime::Method*> methods;
    for (uint32_t k = 0; k < mt->methods.size(); ++k) {
      runtime::Method* m = mt->methods[k];
      if (m->primary_world <= rt.world() && rt.world() < m->deleted_world) methods.push_back(m);
    }
    std::string module;
    runtime::AppendModulePath(mt->module, &module);
    md += "```\n# " + std::to_string(methods.size()) +
          (methods.size() == 1 ? " method" : " methods") + " for generic function \"" + name +
          "\" from " + module + ":\n";
    for (size_t i = 0; i < methods.size(); ++i) {
      runtime::Method* m = methods[i];
      md += " [" + std::to_string(i + 1) + "] " + MethodSignature(rt, m) + "\n";
      if (m->file != nullptr) {
        md += "     @ " + std::string(m->file->name()) + ":" + std::to_string(m->line) + "\n";
      }
    }
    md += "```\n";
  } else {
    md += Quoted(name) + " is of type " + Quoted(runtime::ShowToString(rt, runtime::TypeValue(v.type))) +
          ".\n";
  }
  return RenderDocstring(md);
}

}  // namespace

std::vector<std::string> FindDocstrings(const std::string& name,
                                        const std::vector<HelpSource>& texts) {
  std::vector<std::string> docs;
  std::set<std::string> seen;
  for (const HelpSource& text : texts) {
    std::vector<std::string> found;
    CollectDocstrings(name, text, &found);
    for (std::string& d : found) {
      if (seen.insert(d).second) docs.push_back(std::move(d));
    }
  }
  return docs;
}

std::string RenderDocstring(const std::string& markdown, size_t width) {
  const std::string margin = "  ";
  std::vector<std::string> lines = Lines(markdown);
  std::string out;
  std::string paragraph;
  bool first_block = true;
  auto start_block = [&]() {
    if (!first_block) out += "\n";
    first_block = false;
  };
  auto flush_paragraph = [&]() {
    if (paragraph.empty()) return;
    start_block();
    Wrap(Inline(paragraph), margin, width, &out);
    paragraph.clear();
  };
  size_t i = 0;
  while (i < lines.size()) {
    const std::string& line = lines[i];
    if (line.starts_with("```")) {  // a fenced code block, shown as it is
      flush_paragraph();
      start_block();
      for (++i; i < lines.size() && !lines[i].starts_with("```"); ++i) {
        out += margin + lines[i] + "\n";
      }
      ++i;
      continue;
    }
    if (paragraph.empty() && line.starts_with("    ")) {  // an indented code block
      start_block();
      size_t end = i;
      while (end < lines.size() && (lines[end].starts_with("    ") || lines[end].empty())) ++end;
      while (end > i && lines[end - 1].empty()) --end;
      for (; i < end; ++i) out += lines[i].empty() ? "\n" : margin + lines[i].substr(4) + "\n";
      continue;
    }
    if (line.starts_with("#")) {  // a header, underlined as Julia's terminal does
      size_t level = line.find_first_not_of('#');
      if (level != std::string::npos && level <= 6 && line[level] == ' ') {
        flush_paragraph();
        start_block();
        std::string text = Inline(line.substr(level + 1));
        static const char* const kUnderline[] = {"≡", "=", "–", "-", "⋅", " "};
        out += margin + text + "\n" + margin;
        for (size_t k = 0; k < text.size(); ++k) {
          if ((static_cast<unsigned char>(text[k]) & 0xC0) != 0x80) out += kUnderline[level - 1];
        }
        out += "\n";
        ++i;
        continue;
      }
    }
    if (line.find_first_not_of(' ') == std::string::npos) {
      flush_paragraph();
    } else {
      paragraph += (paragraph.empty() ? "" : " ") + line.substr(line.find_first_not_of(' '));
    }
    ++i;
  }
  flush_paragraph();
  return out;
}

std::string HelpText(runtime::Runtime& rt, base::Env* env, const std::string& name,
                     const std::vector<HelpSource>& typed, const std::string& program) {
  runtime::Binding* b = runtime::ResolveBinding(rt, rt.main_module, runtime::Intern(name));
  if (b == nullptr || !b->value.defined()) {
    return RenderDocstring("No documentation found.\n\nBinding " + Quoted(name) +
                           " does not exist.\n");
  }
  // The texts that may document it: the files its methods were defined in,
  // the program file, and what was typed at the prompt.
  std::vector<std::string> files;
  runtime::Value v = b->value;
  runtime::MethodTable* mt = runtime::IsTypeOrVar(v) ? nullptr : runtime::MethodTableOf(rt, v);
  if (mt != nullptr) {
    runtime::ResolveMethods(rt, mt, runtime::TypeValue(v.type), /*for_read=*/true);
    for (uint32_t k = 0; k < mt->methods.size(); ++k) {
      runtime::Method* m = mt->methods[k];
      if (m->file != nullptr) files.emplace_back(m->file->name());
    }
  }
  if (!program.empty()) files.push_back(program);
  std::vector<HelpSource> texts;
  std::set<std::string> read;
  for (const std::string& file : files) {
    if (!read.insert(file).second) continue;
    bool is_typed = false;
    for (const HelpSource& t : typed) is_typed |= t.first == file;
    if (is_typed) continue;
    auto text = env->ReadFile(file);
    if (text.ok()) texts.emplace_back(file, std::move(*text));
  }
  texts.insert(texts.end(), typed.begin(), typed.end());
  std::vector<std::string> docs = FindDocstrings(name, texts);
  if (docs.empty()) return Summary(rt, name, b);
  // Several docstrings (methods documented one by one) are shown in turn,
  // with a rule between them as Julia's terminal shows a horizontal rule.
  std::string out;
  for (size_t i = 0; i < docs.size(); ++i) {
    if (i > 0) out += "\n  " + Rule(76) + "\n\n";
    out += RenderDocstring(docs[i]);
  }
  return out;
}

}  // namespace kiln::driver
