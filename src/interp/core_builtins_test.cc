// The tape encoder's Core builtins (tape::CallClassification, "builtins:") are
// written in the tape layer, which may not read runtime/builtins.def; the
// interpreter, above both, runs their calls as builtins. This ties the two
// lists: each name the encoder calls a Core builtin is a `core` builtin of
// builtins.def.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "tape/encoder.h"

namespace kiln::interp {
namespace {

std::set<std::string> CoreBuiltinsOfTheRuntime() {
  std::set<std::string> names;
  std::string family;
#define BUILTIN(id, name, min_args, max_args, fam, contract) \
  family = #fam;                                             \
  if (family == "core") names.insert(name);
#include "runtime/builtins.def"
#undef BUILTIN
  return names;
}

std::set<std::string> CoreBuiltinsOfTheEncoder() {
  std::istringstream lines(tape::CallClassification());
  std::string line;
  std::set<std::string> names;
  while (std::getline(lines, line)) {
    if (line.rfind("builtins:", 0) != 0) continue;
    std::istringstream words(line.substr(9));
    for (std::string w; words >> w;) names.insert(w);
  }
  return names;
}

TEST(CoreBuiltinsTest, EncoderNamesOnlyCoreBuiltinsOfTheRuntime) {
  const std::set<std::string> runtime = CoreBuiltinsOfTheRuntime();
  const std::set<std::string> encoder = CoreBuiltinsOfTheEncoder();
  ASSERT_FALSE(encoder.empty());
  for (const std::string& name : encoder) {
    EXPECT_EQ(runtime.count(name), 1u) << name << " is not a core builtin of runtime/builtins.def";
  }
}

}  // namespace
}  // namespace kiln::interp
