// What other modules can see of a compiled file (CACHE.md §2, "Invalidation
// through imports"), and the file's place in its package's module graph.
//
// The interface hash covers the top-level names a file defines, assigns,
// declares or exports and their kinds, every method signature (target and
// argument types printed as type expressions, `where` variables, varargs),
// every struct's layout (mutability, parameters, supertype, field names and
// types, inner constructor signatures), its imports and the nested modules
// it defines. It leaves out everything a function body holds and every line
// number, so editing a body (or moving a definition) keeps the hash.
//
// Lowering of a file depends only on its own text (names resolve at run
// time), so a file's IR never depends on another file's contents; the
// interface hashes let an importer's entry name what it was built against,
// for the early cut-off CACHE.md specifies and for later stages (inference)
// whose output will depend on it.
#ifndef KILN_CACHE_INTERFACE_HASH_H_
#define KILN_CACHE_INTERFACE_HASH_H_

#include <cstdint>
#include <string>
#include <vector>

#include "ir/module_ir.h"

namespace kiln::cache {

// An import statement as written: `using ..A.B` is {2, {"A", "B"}}.
struct RawImport {
  uint32_t leading_dots = 0;
  std::vector<std::string> path;
  friend bool operator==(const RawImport&, const RawImport&) = default;
};

struct FileSummary {
  std::string interface_hash;               // XXH3-128, hex
  std::vector<std::string> exports;         // sorted, unique
  std::vector<RawImport> imports;           // in order of appearance, unique
  std::vector<std::string> includes;        // constant `include` paths, as written
  std::vector<std::string> nested_modules;  // names of `module M ... end` inside
};

// REQUIRES: every module of `file` verifies (ir::VerifyModule).
FileSummary Summarize(const ir::FileIr& file);

// The sorted lines the interface hash is taken over (for tests and for
// `kiln cache verify` messages).
std::vector<std::string> InterfaceLines(const ir::FileIr& file);

}  // namespace kiln::cache

#endif  // KILN_CACHE_INTERFACE_HASH_H_
