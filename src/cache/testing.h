// Test support for the IR cache (not part of the library): a toy compiler
// that turns a line-based mini language into real module IR, so the cache
// can be tested without the parser and lowering; a complete text dump of a
// compiled file for comparing cached and fresh forms; and a package on a
// MemEnv.
//
// The toy language, one statement per line:
//   fn NAME ARITY VALUE       NAME(x1..xARITY) = x1 + VALUE (or VALUE when ARITY is 0)
//   struct NAME FIELD...      struct NAME; FIELD::Any; ... end
//   export NAME               using PKG[.SUB]       include PATH
//   global NAME VALUE         module NAME (a nested module with one method f)
//   error TEXT                a syntax error: diagnostics, no IR
//   # comment
#ifndef KILN_CACHE_TESTING_H_
#define KILN_CACHE_TESTING_H_

#include <atomic>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "base/mem_env.h"
#include "cache/compile.h"
#include "cache/ir_cache.h"
#include "ir/module_ir.h"
#include "source/package.h"
#include "tape/compiled_file.h"

namespace kiln::cache::testing {

// Compiles toy source. Thread-safe; counts compilations per path.
class ToyCompiler {
 public:
  CompileOutput Compile(const source::Package& pkg, const std::string& path, std::string_view text);
  CompileFn AsFn() {
    return [this](const source::Package& pkg, const std::string& path, std::string_view text) {
      return Compile(pkg, path, text);
    };
  }
  int count(const std::string& path) const;
  int total() const;
  void Reset();

 private:
  mutable std::mutex mu_;
  std::map<std::string, int> counts_;
};

ir::FileIr CompileToy(std::string_view text, const std::string& relative_path);

// Every table of every module, each body's header and every body's tape
// disassembled (decoding every body): equal for a file compiled fresh and
// read from a correct cache entry. Errors become part of the text.
std::string Describe(tape::CompiledFile& file);

// A package /pkg named P: src/P.jl includes a.jl and b.jl; plus a script
// /app/main.jl that uses P. Sets KILN_DATA=/data and HOME=/home.
struct Workspace {
  base::MemEnv mem;
  source::Package pkg;
  source::Package script;
  Workspace();
  void Write(const std::string& path, const std::string& text);
};

inline constexpr const char* kVersion = "0.1.0-test";

// Loads `files` (paths of `pkg`) through a fresh IrCache on `env`, decodes
// everything (Describe) and waits for every write. Returns the descriptions
// joined; fills `stats`.
struct RunResult {
  base::Status status;
  std::string text;
  StatsSnapshot stats;
  std::vector<bool> from_cache;
};
RunResult RunOnce(base::Env* env, ToyCompiler& compiler, const CacheOptions& options,
                  const std::vector<std::pair<source::Package, std::string>>& files,
                  const std::vector<source::Package>& packages = {});

CacheOptions DefaultOptions(CacheMode mode = CacheMode::kOn);

}  // namespace kiln::cache::testing

#endif  // KILN_CACHE_TESTING_H_
