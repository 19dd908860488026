// The REPL: `kiln` on a terminal, and `kiln -i`. Line editing and history come
// from libedit; each input is parsed until complete, run as top-level code in
// Main (every statement in the latest world, as at a script's top level), its
// value bound to `ans` and shown with `display` unless the input ends in `;`.
// Errors are printed and the session goes on; Ctrl-C stops a running input
// with InterruptException; Ctrl-D on an empty line ends the session.
#ifndef KILN_DRIVER_REPL_H_
#define KILN_DRIVER_REPL_H_

#include <string>

#include "driver/session.h"

namespace kiln::driver {

struct ReplOptions {
  bool quiet = false;         // no banner
  std::string history_file;   // empty: no history kept
  std::string program_file;   // the file run before (`kiln -i FILE`), for `?name`
};

// Runs the REPL on the terminal until Ctrl-D or exit(); returns the exit status.
int RunRepl(Session& session, const ReplOptions& options);

// Where the REPL keeps its history: $KILN_HISTORY, else
// $KILN_DATA/logs/repl_history (empty when neither can be determined).
std::string DefaultHistoryFile();

// True when `text` has syntax errors only because it ends too early (an open
// block, bracket, string or comment): the REPL then reads another line.
bool IsIncompleteInput(const std::string& text);

// True when the input's last token is `;` (a comment after it aside): its value
// is not shown.
bool EndsWithSemicolon(const std::string& text);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_REPL_H_
