// Linking compiled files into the running program: the LinkedModules made so
// far (owned here), the modules whose method definitions are deferred (Base's),
// and the packages loaded by name.
#ifndef KILN_INTERP_LINKER_H_
#define KILN_INTERP_LINKER_H_

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "interp/code.h"
#include "interp/interp.h"
#include "runtime/runtime.h"

namespace kiln::interp {

class Linker {
 public:
  Linker(runtime::Runtime& rt, Loader& loader, Counters& counters)
      : rt_(rt), loader_(loader), counters_(counters) {}
  Linker(const Linker&) = delete;
  Linker& operator=(const Linker&) = delete;

  Loader& loader() { return loader_; }

  // Binds module `index` of `file` to `module`: its constants are made now,
  // everything else on first use.
  LinkedModule* Link(tape::CompiledFile& file, size_t index, runtime::Module* module);
  // The thunk of a top-level file (module 0) run in `module`: `file` as a Loader
  // path, or relative to the directory of `from` (include's rule). Null with an
  // exception pending when it cannot be compiled.
  Code* LinkTopLevel(const std::string& file, const tape::CompiledFile* from,
                     runtime::Module* module);
  // The top-level thunk of source text compiled by Loader::CompileString.
  Code* LinkString(tape::CompiledFile& file, runtime::Module* module);
  // The thunk of module `index` of lm's file (a `module` block of it) linked
  // to `module`.
  Code* LinkModuleBlock(LinkedModule* lm, size_t index, runtime::Module* module);
  // Loads the tape of `code` (from its CompiledFile) and sizes its site table.
  bool EnsureTape(Code* code);

  const std::vector<std::unique_ptr<LinkedModule>>& modules() const { return linked_; }

  // Modules whose definitions are deferred (Base's: Definitions::DefineMethod).
  void DeferIn(runtime::Module* m) { deferring_modules_.insert(m); }
  const std::unordered_set<runtime::Module*>& deferring() const { return deferring_modules_; }

  // Packages loaded by name (Machine::RequirePackage).
  runtime::Module* Package(runtime::Symbol* name) const {
    auto it = packages_.find(name);
    return it != packages_.end() ? it->second : nullptr;
  }
  void AddPackage(runtime::Symbol* name, runtime::Module* m) { packages_[name] = m; }
  const std::unordered_map<runtime::Symbol*, runtime::Module*>& packages() const {
    return packages_;
  }

 private:
  runtime::Runtime& rt_;
  Loader& loader_;
  Counters& counters_;
  std::vector<std::unique_ptr<LinkedModule>> linked_;
  std::unordered_set<runtime::Module*> deferring_modules_;
  std::unordered_map<runtime::Symbol*, runtime::Module*> packages_;
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_LINKER_H_
