// Cache units (CACHE.md §2): one per source file, named by its module path.
//
//   package file                 module path         entry files
//   Base  src/Base.jl            Base                Base.ir, Base.meta
//   Base  src/Data/Vector.jl     Base/Data/Vector    Base/Data/Vector.ir, ...
//   Base  test/runtests.jl       Base/+/test/runtests  (files outside src/)
//   hello hello.jl (a script)    hello
//   hello inc/util.jl            hello/+/inc/util    (files a script includes)
//
// A name component is never empty, `.` or `..`, so no entry lands outside
// its location; files that cannot be named (outside their package) are not
// cached.
#ifndef KILN_CACHE_UNIT_H_
#define KILN_CACHE_UNIT_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "source/package.h"

namespace kiln::cache {

struct Unit {
  std::string relative_path;  // the source file, relative to the package root
  std::string module_path;    // the entry's name
};

// InvalidArgument (with the reason) when `file` cannot be cached.
base::ErrorOr<Unit> UnitFor(const source::Package& pkg, const std::string& file);

// The source files that could define module path `module_path` of `pkg`,
// most specific first, ending with the package's root file: for
// "Base/Iter/Zip", src/Iter/Zip.jl, src/Iter.jl, src/Base.jl. Empty when
// the path does not start with the package's name.
std::vector<std::string> CandidateSources(const source::Package& pkg,
                                          const std::string& module_path);

// `path` with `base::JoinPath` semantics but `..` and `.` components folded
// ("src/a/../b.jl" -> "src/b.jl"). Empty when it climbs above its start.
std::string NormalizeRelative(const std::string& path);

}  // namespace kiln::cache

#endif  // KILN_CACHE_UNIT_H_
