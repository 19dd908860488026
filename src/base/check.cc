#include "base/check.h"

#include <cstdio>
#include <cstdlib>

namespace kiln::base {

FatalMessage::FatalMessage(const char* file, int line, const char* condition) {
  stream_ << "kiln: internal error at " << file << ":" << line << ": ";
  if (condition != nullptr) stream_ << "check failed: " << condition << " ";
}

FatalMessage::~FatalMessage() {
  std::fflush(stdout);
  std::fprintf(stderr, "%s\n", stream_.str().c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace kiln::base
