#include "cache/compile.h"

#include "lower/compile_file.h"

namespace kiln::cache {

bool HaveCompiler() { return true; }

CompileOutput CompileSource(const source::Package& pkg, const std::string& path,
                            std::string_view text) {
  lower::CompiledSource compiled =
      lower::CompileText(path, std::string(text), lower::OptionsFor(pkg, path));
  CompileOutput out;
  out.file = std::move(compiled.ir);
  out.diagnostics = std::move(compiled.diagnostics);
  out.has_errors = !compiled.ok;
  return out;
}

}  // namespace kiln::cache
