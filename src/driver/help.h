// The REPL's help mode (`?name`), as Julia's: the docstrings of a name, shown
// as Julia's terminal Markdown shows them, or Julia's "No documentation
// found" summary of what the name is.
//
// Docstrings are found lazily, never at start-up or when code is loaded: the
// source that defined the name (the files of its function's methods, the
// program file, the inputs typed at the prompt) is parsed again when `?name`
// asks, and a docstring there documents the name when its definition names it
// (`"doc" f(x) = ...`, `"""doc""" function f end`, `"doc" struct T ... end`,
// `"doc" const X = 1`). So keeping them costs a run nothing.
#ifndef KILN_DRIVER_HELP_H_
#define KILN_DRIVER_HELP_H_

#include <string>
#include <utility>
#include <vector>

#include "base/env.h"
#include "runtime/runtime.h"

namespace kiln::driver {

// A source text: its name (a path, or "REPL[3]") and its text.
using HelpSource = std::pair<std::string, std::string>;

// The docstrings documenting `name` in `texts` (in source order, each once).
std::vector<std::string> FindDocstrings(const std::string& name,
                                        const std::vector<HelpSource>& texts);

// A docstring as Julia's REPL prints Markdown to a terminal (without its
// colours): every block indented by two spaces, paragraphs re-wrapped to
// `width` columns, inline code without its backticks, code blocks as they are,
// headers underlined.
std::string RenderDocstring(const std::string& markdown, size_t width = 80);

// What `?name` prints: `name`'s docstrings, or the summary Julia gives without
// them. `typed` are the inputs typed at the prompt so far; `program` the file
// run before the REPL (`kiln -i FILE`), or "".
std::string HelpText(runtime::Runtime& rt, base::Env* env, const std::string& name,
                     const std::vector<HelpSource>& typed, const std::string& program);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_HELP_H_
