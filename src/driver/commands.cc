#include "driver/commands.h"

#include <cstdio>

#include "base/env.h"
#include "source/source_buffer.h"

namespace kiln::driver {
namespace {

// Reads `file` or prints why not. Returns null on failure.
std::unique_ptr<source::SourceBuffer> LoadSource(const std::string& file) {
  auto buffer = source::SourceBuffer::FromFile(base::Env::Default(), file);
  if (!buffer.ok()) {
    std::fprintf(stderr, "kiln: cannot read %s: %s\n", file.c_str(),
                 buffer.status().ToString().c_str());
    return nullptr;
  }
  return std::move(buffer).value();
}

}  // namespace

int ParseCommand(const std::string& file) {
  auto buffer = LoadSource(file);
  if (!buffer) return kExitProgramError;
  std::fprintf(stderr, "kiln parse: the parser is not built yet\n");
  return kExitProgramError;
}

int RunCommand(const RunOptions& options) {
  auto buffer = LoadSource(options.file);
  if (!buffer) return kExitProgramError;
  std::fprintf(stderr, "kiln run: execution is not built yet\n");
  return kExitProgramError;
}

}  // namespace kiln::driver
