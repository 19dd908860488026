#include "driver/repl.h"

// libedit's readline interface (Debian libedit-dev).
#include <editline/readline.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string_view>
#include <vector>

#include "base/env.h"
#include "cache/locations.h"
#include "driver/commands.h"
#include "driver/help.h"
#include "driver/version.h"
#include "parse/parse.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "runtime/symbol.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::driver {
namespace {

constexpr const char* kPrompt = "julia> ";
constexpr const char* kContinuation = "       ";  // more lines of one input, aligned
constexpr int kHistoryLines = 1000;

// Set by SIGINT: at the prompt it discards the line; while an input runs, the
// interpreter's flag raises InterruptException in it.
volatile std::sig_atomic_t sigint_seen = 0;

extern "C" void OnSigint(int) {
  sigint_seen = 1;
  interp::interrupt_requested = 1;
}

// The words of Julia's syntax that can start or continue an input.
constexpr std::string_view kKeywords[] = {
    "abstract type", "baremodule", "begin",  "break",    "catch",  "const",  "continue",
    "do",            "else",       "elseif", "end",      "export", "false",  "finally",
    "for",           "function",   "global", "if",       "import", "let",    "local",
    "macro",         "module",     "mutable struct",     "primitive type", "quote",
    "return",        "struct",     "true",   "try",      "using",  "while"};

Session* completing_session = nullptr;  // the session whose names are completed
std::vector<std::string> completions;   // of the current completion, for Generate

bool Visible(std::string_view name) { return !name.empty() && name[0] != '#'; }

// Names `prefix...` in scope in Main (its own globals, the exports of the
// modules it uses, keywords), or in module `qualifier` ("Base", "Base.Math").
std::vector<std::string> NamesFor(const std::string& qualifier, const std::string& prefix) {
  std::set<std::string> names;
  runtime::Runtime& rt = completing_session->rt();
  auto add = [&](std::string_view name) {
    if (Visible(name) && name.starts_with(prefix)) names.emplace(name);
  };
  runtime::Module* m = rt.main_module;
  if (!qualifier.empty()) {
    // Walk the qualifier's parts from Main: each must name a module.
    std::string_view rest = qualifier;
    while (m != nullptr && !rest.empty()) {
      size_t dot = rest.find('.');
      std::string_view part = rest.substr(0, dot);
      rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot + 1);
      runtime::Binding* b = runtime::ResolveBinding(rt, m, runtime::Intern(part));
      m = b != nullptr && b->value.defined() && b->value.type == rt.core.module
              ? b->value.As<runtime::Module>()
              : nullptr;
    }
    if (m == nullptr) return {};
    m->bindings.ForEach([&](runtime::Binding* b) { add(b->name->name()); });
  } else {
    m->bindings.ForEach([&](runtime::Binding* b) {
      if (b->value.defined() || b->imported != nullptr) add(b->name->name());
    });
    for (runtime::Module* used : m->usings) {
      used->bindings.ForEach([&](runtime::Binding* b) {
        if (b->exported) add(b->name->name());
      });
    }
    for (std::string_view k : kKeywords) add(k);
  }
  std::vector<std::string> out;
  for (const std::string& n : names) out.push_back(qualifier.empty() ? n : qualifier + "." + n);
  return out;
}

char* Generate(const char* /*text*/, int state) {
  static size_t next = 0;
  if (state == 0) next = 0;
  if (next >= completions.size()) return nullptr;
  return strdup(completions[next++].c_str());
}

char** Complete(const char* text, int /*start*/, int /*end*/) {
  rl_attempted_completion_over = 1;  // names only, never file names
  std::string word(text);
  size_t dot = word.rfind('.');
  std::string qualifier = dot == std::string::npos ? std::string() : word.substr(0, dot);
  std::string prefix = dot == std::string::npos ? word : word.substr(dot + 1);
  completions = NamesFor(qualifier, prefix);
  if (completions.empty()) return nullptr;
  return rl_completion_matches(text, Generate);
}

// `?name`: Julia's help mode (help.h). Julia first lists similar names
// (`search: ...`); that list is not made here.
void Help(Session& session, std::string name, const std::vector<HelpSource>& typed,
          const std::string& program) {
  while (!name.empty() && (name.back() == ' ' || name.back() == '\n')) name.pop_back();
  while (!name.empty() && name.front() == ' ') name.erase(name.begin());
  if (name.empty()) {
    std::printf(
        "Type `?name` for the documentation of a name, Tab to complete a name, Ctrl-C to stop "
        "a running input, Ctrl-D to exit.\n\n");
    return;
  }
  std::string text = HelpText(session.rt(), base::Env::Default(), name, typed, program);
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fputs("\n", stdout);
}

// One input read (possibly several lines); false at end of input (Ctrl-D).
enum class Read { kInput, kInterrupted, kEnd };

Read ReadInput(std::string* text) {
  text->clear();
  const char* prompt = kPrompt;
  while (true) {
    // A Ctrl-C at the prompt is spent there; one that comes after the input is
    // read stops it, even while it is still being compiled.
    sigint_seen = 0;
    interp::interrupt_requested = 0;
    (void)runtime::TakeGcLimitReached();  // a statement that ended is not raised into
    char* line = readline(prompt);
    if (sigint_seen) interp::interrupt_requested = 0;
    if (line == nullptr) {
      if (sigint_seen) {
        std::fputs("^C\n", stdout);
        std::fflush(stdout);
        return Read::kInterrupted;
      }
      if (text->empty()) return Read::kEnd;
      return Read::kInput;  // end of input inside an incomplete one: let it fail
    }
    *text += line;
    *text += '\n';
    std::free(line);
    if ((*text)[0] == '?') return Read::kInput;
    if (!IsIncompleteInput(*text)) return Read::kInput;
    prompt = kContinuation;
  }
}

}  // namespace

std::string DefaultHistoryFile() {
  base::Env* env = base::Env::Default();
  std::string file = env->GetEnvVar("KILN_HISTORY");
  if (!file.empty()) return file;
  std::string data = cache::KilnDataDir(env);
  return data.empty() ? std::string() : base::JoinPath(data, "logs/repl_history");
}

bool IsIncompleteInput(const std::string& text) {
  auto buffer = source::SourceBuffer::FromString("REPL", text);
  source::DiagnosticSink sink;
  (void)parse::Parse(*buffer, sink);
  if (!sink.has_errors()) return false;
  size_t end = text.find_last_not_of(" \t\r\n");
  uint32_t content_end = end == std::string::npos ? 0 : static_cast<uint32_t>(end + 1);
  for (const source::Diagnostic& d : sink.diagnostics()) {
    if (d.severity != source::Severity::kError) continue;
    // An open string or comment runs to the end; anything else expected more
    // where the text stops.
    if (d.message.starts_with("unterminated string") ||
        d.message.starts_with("unterminated multi-line comment") || d.offset >= content_end) {
      return true;
    }
  }
  return false;
}

bool EndsWithSemicolon(const std::string& text) {
  // The last line's comment (outside strings) does not count.
  size_t line_start = text.find_last_of('\n', text.size() >= 2 ? text.size() - 2 : 0);
  std::string_view s(text);
  size_t end = s.find_last_not_of(" \t\r\n");
  if (end == std::string_view::npos) return false;
  s = s.substr(0, end + 1);
  size_t from = line_start == std::string::npos || line_start >= s.size() ? 0 : line_start + 1;
  bool in_string = false;
  for (size_t i = from; i < s.size(); ++i) {
    if (s[i] == '"' && (i == 0 || s[i - 1] != '\\')) in_string = !in_string;
    if (!in_string && s[i] == '#') {
      s = s.substr(0, i);
      break;
    }
  }
  end = s.find_last_not_of(" \t\r");
  return end != std::string_view::npos && s[end] == ';';
}

int RunRepl(Session& session, const ReplOptions& options) {
  runtime::Runtime& rt = session.rt();
  completing_session = &session;
  rl_readline_name = "kiln";
  rl_catch_signals = 0;  // SIGINT is ours (OnSigint), at the prompt and while running
  rl_attempted_completion_function = Complete;
  rl_completer_word_break_characters = const_cast<char*>(" \t\n\"\\'`@$><=;|&{}()[],+-*/%^!~:?");
  rl_completion_append_character = '\0';
  // libedit reads and writes the history file itself (it cannot go through Env).
  base::Env* env = base::Env::Default();
  if (!options.history_file.empty()) {
    (void)env->CreateDirs(std::string(base::Dirname(options.history_file)));
    using_history();
    stifle_history(kHistoryLines);
    (void)read_history(options.history_file.c_str());
  }
  struct sigaction action = {};
  action.sa_handler = OnSigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a read at the prompt returns
  sigaction(SIGINT, &action, nullptr);

  if (!options.quiet) {
    std::printf("kiln %s: Julia at the prompt. `?` for help, Ctrl-D to exit.\n\n", KILN_VERSION);
  }
  tape::CompiledFile* show = session.CompileText("REPL", "Base.display(ans)\n");
  int count = 0;
  std::vector<HelpSource> typed;
  std::string text;
  while (true) {
    std::fflush(stdout);
    Read r = ReadInput(&text);
    if (r == Read::kEnd) {
      std::fputs("\n", stdout);
      break;
    }
    if (r == Read::kInterrupted) continue;
    std::string entry = text.substr(0, text.find_last_not_of('\n') + 1);
    if (entry.find_first_not_of(" \t\n") == std::string::npos) continue;
    add_history(entry.c_str());
    if (!options.history_file.empty()) (void)write_history(options.history_file.c_str());
    if (text[0] == '?') {
      Help(session, text.substr(1), typed, options.program_file);
      continue;
    }
    std::string input_name = "REPL[" + std::to_string(++count) + "]";
    typed.emplace_back(input_name, text);  // for `?name` (help.h)
    tape::CompiledFile* file = session.CompileText(input_name, text);
    if (file != nullptr) {
      runtime::Value value;
      bool ok = session.Run(*file, &value);
      if (!ok && rt.exit_requested()) session.Exit(session.Finish(false));
      if (ok) {
        // Julia's REPL binds the value to `ans` in Main, then shows it.
        ok = runtime::SetGlobal(rt, rt.main_module, runtime::Intern("ans"), value);
        if (ok && !EndsWithSemicolon(text) && value.type != rt.core.nothing && show != nullptr) {
          ok = session.Run(*show);
        }
        if (!ok && rt.exit_requested()) session.Exit(session.Finish(false));
      }
      session.Finish(ok);
      interp::interrupt_requested = 0;
    }
    std::fputs("\n", stdout);
  }
  return kExitOk;
}

}  // namespace kiln::driver
