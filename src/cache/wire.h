// The persisted form of a compiled source file (the `.ir` blob) and of a
// package's bindings (the `.bindings` blob): record types registered with
// the persist library, and conversions from and to the module IR.
//
// The IR's definition records (ir::MethodDef, ir::StructDef, ...) and the
// tape (tape::TapeBody) are registered as they are; ir::ModuleIr keeps its
// tables private behind interning, so it has a mirror (wire::Module) that is
// rebuilt into a ModuleIr through its public API when read. Lowered
// statements are not persisted: a body is stored as its tape, one lazily
// decoded object per body, plus a small header in the definitions.
#ifndef KILN_CACHE_WIRE_H_
#define KILN_CACHE_WIRE_H_

#include <memory>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "ir/module_ir.h"
#include "persist/persist.h"
#include "tape/tape.h"

// Typed ids are persisted as one varint: index + 1, so that None
// (0xFFFFFFFF) wraps to 0 and takes one byte instead of five.
template <typename Tag>
struct kiln::persist::ScalarTraits<kiln::base::Id<Tag>> {
  using Raw = uint32_t;
  static Raw ToRaw(const base::Id<Tag>& id) { return id.index + 1; }
  static base::Id<Tag> FromRaw(Raw raw) { return base::Id<Tag>(raw - 1); }
};

namespace kiln::cache::wire {

// What the definitions keep of a lowered body: enough for ModuleIr::body()
// to answer name, line and arity questions. Statements and slots are not
// kept; the body's tape (with its slot names) is the body.
struct BodyHeader {
  ir::NameId name;
  uint32_t line = 0;
  uint32_t nargs = 0;
  bool is_vararg = false;
};

// Mirror of ir::ModuleIr. Strings are views: into the live module (or
// File::storage) when writing, into the blob when reading. The name and
// string tables are each one string of their entries concatenated plus the
// entries' lengths: one string-table lookup instead of one per entry.
struct Module {
  ir::NameId name;
  std::string_view file;
  ir::BodyId thunk;
  std::vector<ir::ModuleIrId> submodules;
  std::string_view names_text;
  std::vector<uint32_t> name_lengths;
  std::string_view strings_text;
  std::vector<uint32_t> string_lengths;
  std::vector<ir::Constant> consts;
  std::vector<ir::GlobalRef> global_refs;
  std::vector<ir::TypeExpr> type_exprs;
  std::vector<BodyHeader> bodies;
  // Method definitions are decoded one by one when first needed (the
  // interpreter defers most of Base's); a module's top level needs only each
  // definition's target and the function it adds to, kept eagerly.
  std::vector<ir::MethodTarget> method_targets;
  std::vector<ir::GlobalRefId> method_refs;
  persist::LazySeq<ir::MethodDef> methods;
  std::vector<ir::StructDef> structs;
  std::vector<ir::ClosureDef> closures;
  std::vector<ir::ImportDef> imports;
  // tapes.at(i) is the tape of body i, decoded on first access.
  persist::LazySeq<tape::TapeBody> tapes;
};

// The root of an `.ir` blob.
struct File {
  std::string_view path;         // the source file, relative to its package
  std::string_view meta_digest;  // MetaDigest of the entry's .meta (meta.h)
  std::vector<Module> modules;
  std::vector<std::string> storage;  // not persisted: what the views point to when writing
};

// One source file of a package, in the package's `.bindings` manifest.
struct BindingFile {
  std::string path;  // relative to the package root
  uint64_t size = 0;
  int64_t mtime_ns = 0;
  uint64_t inode = 0;
  bool racy = false;  // written too close to its mtime: re-hash before trusting
  std::string source_hash;
  std::string module_path;
  std::string interface_hash;
  std::vector<std::string> exports;
  std::vector<std::string> imports;   // module paths
  std::vector<std::string> includes;  // paths relative to the package root
  friend bool operator==(const BindingFile&, const BindingFile&) = default;
};

// The root of a `.bindings` blob.
struct Bindings {
  std::string package;
  std::string kiln_version;
  std::string format_version;
  std::vector<BindingFile> files;  // sorted by path
};

// The registry of every record above. Its seed is format_version.h's, so the
// blob stamp changes with the opcodes, the call classification and the
// compiler sources as well as with the record layouts.
const persist::Registry& Registry();


// The wire form of `file`. `tapes[m][b]` is the tape of body b of module m.
// The result borrows from `file` and `tapes`, which must outlive its Write.
File ToWire(const ir::FileIr& file, const std::vector<std::vector<tape::TapeBody>>& tapes,
            std::string_view relative_path, std::string_view meta_digest);

// Rebuilds the definitions of a module read from a blob. The bodies carry
// only their headers. Every id keeps the position it was written at
// (ModuleIr::Adopt); Corruption when a packed table's lengths do not add up
// to its text. The caller verifies ids (VerifyDefinitions). The tables are
// moved out of `wire` (only its lazy parts, `methods` and `tapes`, are used
// afterwards); on an error nothing was taken.
base::ErrorOr<std::unique_ptr<ir::ModuleIr>> ModuleFromWire(Module& wire);

}  // namespace kiln::cache::wire

#endif  // KILN_CACHE_WIRE_H_
