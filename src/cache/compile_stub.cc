// CompileSource for builds without the parser and lowering.
#include "cache/compile.h"

namespace kiln::cache {

bool HaveCompiler() { return false; }

CompileOutput CompileSource(const source::Package& pkg, const std::string& path,
                            std::string_view text) {
  CompileOutput out;
  out.has_errors = true;
  out.diagnostics = path + ": error: this build of kiln has no parser and lowering\n";
  return out;
}

}  // namespace kiln::cache
