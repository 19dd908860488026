#include "source/diagnostic.h"

namespace kiln::source {
namespace {

const char* SeverityName(Severity s) {
  switch (s) {
    case Severity::kError: return "error";
    case Severity::kWarning: return "warning";
    case Severity::kNote: return "note";
  }
  return "error";
}

}  // namespace

std::string FormatDiagnostic(const SourceBuffer& buffer, const Diagnostic& d) {
  LineCol lc = buffer.Locate(d.offset);
  std::string out = buffer.filename() + ":" + std::to_string(lc.line) + ":" +
                    std::to_string(lc.column) + ": " + SeverityName(d.severity) + ": " +
                    d.message + "\n";
  std::string_view line = buffer.LineText(lc.line);
  out += "  ";
  out += line;
  out += "\n  ";
  // Pad with the line's own tabs so the caret lines up.
  uint32_t col = 1;
  for (size_t i = 0; i < line.size() && col < lc.column; ++i) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    if ((c & 0xC0) == 0x80) continue;
    out += c == '\t' ? '\t' : ' ';
    ++col;
  }
  out += "^\n";
  return out;
}

void DiagnosticSink::Error(uint32_t offset, std::string message) {
  ++error_count_;
  if (error_count_ <= kMaxErrors) {
    diagnostics_.push_back({Severity::kError, offset, std::move(message)});
  }
}

void DiagnosticSink::Warning(uint32_t offset, std::string message) {
  diagnostics_.push_back({Severity::kWarning, offset, std::move(message)});
}

std::string DiagnosticSink::Format(const SourceBuffer& buffer) const {
  std::string out;
  for (const Diagnostic& d : diagnostics_) out += FormatDiagnostic(buffer, d);
  if (error_count_ > kMaxErrors) {
    out += buffer.filename() + ": too many errors (" + std::to_string(error_count_) +
           "), stopping after " + std::to_string(kMaxErrors) + "\n";
  }
  return out;
}

}  // namespace kiln::source
