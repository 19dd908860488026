// Diagnostics about the user's program: `file:line:col: error: message`,
// then the source line and a caret. Phases collect them in a
// DiagnosticSink and keep going where they can.
#ifndef KILN_SOURCE_DIAGNOSTIC_H_
#define KILN_SOURCE_DIAGNOSTIC_H_

#include <cstdint>
#include <string>
#include <vector>

#include "source/source_buffer.h"

namespace kiln::source {

enum class Severity : uint8_t { kError, kWarning, kNote };

struct Diagnostic {
  Severity severity = Severity::kError;
  uint32_t offset = 0;  // byte offset into the buffer
  std::string message;
};

// Formats one diagnostic in the canonical form, ending in a newline.
std::string FormatDiagnostic(const SourceBuffer& buffer, const Diagnostic& diagnostic);

class DiagnosticSink {
 public:
  // Stop collecting (but keep counting) after this many errors.
  static constexpr size_t kMaxErrors = 50;

  void Error(uint32_t offset, std::string message);
  void Warning(uint32_t offset, std::string message);

  bool has_errors() const { return error_count_ > 0; }
  size_t error_count() const { return error_count_; }
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

  // All diagnostics, formatted, in the order reported.
  std::string Format(const SourceBuffer& buffer) const;

 private:
  std::vector<Diagnostic> diagnostics_;
  size_t error_count_ = 0;
};

}  // namespace kiln::source

#endif  // KILN_SOURCE_DIAGNOSTIC_H_
