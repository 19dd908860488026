#include "cache/format_version.h"

#include "base/hash.h"
#include "cache/compiler_fingerprint.h"
#include "cache/format.h"
#include "cache/wire.h"
#include "tape/encoder.h"

namespace kiln::cache {
namespace {

// Every column of every opcode, so that a new operand role, a reordering or
// a changed length all change the version. (The base and arity columns of the
// fast ops are in tape::CallClassification.) One string literal, made by the
// compiler: the word counts are integer literals, spelled as written.
constexpr std::string_view kInstructionSet =
#define KILN_OP(name, mnemonic, words, count_at, a, layout, base, arity) \
  #name " " mnemonic " " #words " " #count_at " [" a "] [" layout "]\n"
#include "tape/opcodes.def"
#undef KILN_OP
    ;

std::string Inputs() {
  std::string out = "revision " + std::to_string(format::kRevision) + "\n";
  out += "compiler " KILN_COMPILER_FINGERPRINT "\n";
  out += tape::CallClassification();
  out += kInstructionSet;
  return out;
}

}  // namespace

uint64_t RegistrySeed() {
  static const uint64_t seed = base::Xxh3_64(Inputs());
  return seed;
}

const std::string& FormatVersion() {
  static const std::string version = [] {
    base::Hasher hasher;
    hasher.UpdateU64(RegistrySeed());
    hasher.UpdateU64(wire::Registry().stamp());
    return hasher.Finish().ToHex();
  }();
  return version;
}

std::string DescribeFormatInputs() {
  std::string out = Inputs();
  out += "persist stamp " + std::to_string(wire::Registry().stamp()) + "\n";
  return out;
}

}  // namespace kiln::cache
