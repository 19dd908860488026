// CompiledFile: a source file's compiled form as the interpreter consumes it:
// the module IR of the file (definitions, constants, names, the thunk) and the
// tape of each body, produced on first request and kept.
//
// Two implementations: SourceCompiledFile (below) encodes tape from lowered
// IR in memory; the IR cache (src/cache) provides one that decodes tape from
// a mapped cache entry, lazily, and recompiles from source when a late
// decode fails. The interpreter cannot tell them apart, which is how output
// stays byte-identical with and without a cache.
#ifndef KILN_TAPE_COMPILED_FILE_H_
#define KILN_TAPE_COMPILED_FILE_H_

#include <memory>
#include <string>
#include <vector>

#include "base/status.h"
#include "ir/module_ir.h"
#include "tape/tape.h"

namespace kiln::tape {

class CompiledFile {
 public:
  virtual ~CompiledFile() = default;

  // The file's modules: index 0 is the file's top-level module, nested
  // `module M ... end` definitions follow (DefineModule's id indexes them).
  virtual size_t module_count() const = 0;
  virtual const ir::ModuleIr& module(size_t index) const = 0;

  // The tape of body `body` of module `index`, verified. Stable for the
  // lifetime of this object. An error here is environmental (corrupt cache
  // that could not be recovered), never the user's program's fault.
  virtual base::ErrorOr<const TapeBody*> Tape(size_t index, ir::BodyId body) = 0;

  // Method definition `id` of module `index`, whole. Stable like Tape, and
  // like it decoded on first request by the cache, whose modules hold only
  // stubs (ir::ModuleIr::method_stubs).
  virtual base::ErrorOr<const ir::MethodDef*> Method(size_t index, ir::MethodDefId id) {
    const ir::ModuleIr& m = module(index);
    if (id.index >= m.methods().size()) return base::Status::InvalidArgument("no such method");
    return &m.method(id);
  }

  // The file's path as given to the program (for @__FILE__, stack traces).
  virtual const std::string& path() const = 0;
};

// Encodes tape from lowered IR held in memory, one body at a time on demand.
class SourceCompiledFile final : public CompiledFile {
 public:
  SourceCompiledFile(std::string path, ir::FileIr file);

  size_t module_count() const override { return file_.modules.size(); }
  const ir::ModuleIr& module(size_t index) const override { return *file_.modules[index]; }
  base::ErrorOr<const TapeBody*> Tape(size_t index, ir::BodyId body) override;
  const std::string& path() const override { return path_; }

  const ir::FileIr& file() const { return file_; }

 private:
  std::string path_;
  ir::FileIr file_;
  std::vector<std::vector<std::unique_ptr<TapeBody>>> tapes_;  // [module][body]
};

}  // namespace kiln::tape

#endif  // KILN_TAPE_COMPILED_FILE_H_
