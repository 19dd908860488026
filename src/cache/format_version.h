// The IR cache's format version: what a `.meta` file's `formatVersion` must
// equal, and the seed of the persist registry (so a blob's own stamp changes
// with it). Nobody bumps it by hand (ARCHITECTURE, decision 4): it is a hash
// over
//   - format::kRevision,
//   - the instruction set, every column of every entry of tape/opcodes.def,
//   - the tape encoder's call classification (tape::CallClassification),
//   - the compiler fingerprint: a hash of the sources of every phase whose
//     output is cached (source, lex, parse, lower, ir, tape), computed at
//     build time,
//   - the persist registry's stamp (every record's fields and kinds).
#ifndef KILN_CACHE_FORMAT_VERSION_H_
#define KILN_CACHE_FORMAT_VERSION_H_

#include <cstdint>
#include <string>

namespace kiln::cache {

// The seed of wire::Registry(): a hash of everything above but the stamp.
uint64_t RegistrySeed();

// 32 hex digits.
const std::string& FormatVersion();

// The inputs, as text (for `kiln cache path --verbose` and tests).
std::string DescribeFormatInputs();

}  // namespace kiln::cache

#endif  // KILN_CACHE_FORMAT_VERSION_H_
