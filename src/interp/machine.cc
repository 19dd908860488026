#include "interp/machine.h"

#include <gc/gc_mark.h>

#include <cstdlib>

#include "runtime/errors.h"
#include "runtime/module.h"

namespace kiln::interp {

namespace {

// The collector scans the used part of the value stack (not all of it) and
// the exception stack through this hook; one Machine runs per process.
Machine* g_machine = nullptr;
GC_push_other_roots_proc g_previous_push = nullptr;

void PushInterpreterRoots() {
  if (g_previous_push != nullptr) g_previous_push();
  if (g_machine == nullptr || g_machine->stack_ == nullptr) return;
  Value* top = g_machine->StackTop();
  // Registers above the top may hold a call's arguments being built.
  Value* end = std::max(top + 256, g_machine->stack_high_);
  end = std::min(end, g_machine->stack_end_);
  GC_push_all(g_machine->stack_, end);
}

constexpr size_t kStackValues = size_t{1} << 22;  // 64 MiB of address space, touched lazily

}  // namespace

Machine::Machine(runtime::Runtime& rt, Loader& loader, const runtime::RuntimeImage* image)
    : rt_(rt), loader_(loader) {
  stack_ = static_cast<Value*>(std::calloc(kStackValues, sizeof(Value)));
  CHECK(stack_ != nullptr) << "cannot allocate the interpreter stack";
  stack_end_ = stack_ + kStackValues;
  stack_high_ = stack_;
  frames_.reserve(kMaxFrames + 1);  // frames never move: Frame* stays valid
  CHECK(g_machine == nullptr) << "one interpreter per process";
  g_machine = this;
  g_previous_push = GC_get_push_other_roots();
  GC_set_push_other_roots(PushInterpreterRoots);
  rt_.deferred_methods = this;
  if (image != nullptr) {
    RestoreImage(*image);
    return;
  }
  CHECK(DefineCoreConstructors() && DefineInclude(rt_.main_module))
      << runtime::ShowError(rt_, rt_.TakePendingException());
}

Machine::~Machine() {
  rt_.deferred_methods = nullptr;
  GC_set_push_other_roots(g_previous_push);
  g_machine = nullptr;
  std::free(stack_);
}

bool Machine::RunFile(tape::CompiledFile& file, runtime::Module* module, Value* value) {
  LinkedModule* lm = Link(file, 0, module);
  Code* thunk = CodeFor(lm, lm->ir->thunk);
  thunk->toplevel = true;
  size_t depth = frames_.size();
  if (!PushFrame(thunk, nullptr, StackTop(), 0, rt_.world(), kDiscard)) return false;
  if (!Execute(depth)) return false;
  if (value != nullptr) *value = result_;
  return true;
}

runtime::Module* Machine::RequirePackage(runtime::Symbol* name) {
  auto it = packages_.find(name);
  if (it != packages_.end()) return it->second;
  auto path = loader_.FindPackage(std::string(name->name()));
  if (!path.ok()) {
    rt_.Throw(runtime::MakeArgumentError(
        rt_, "Package " + std::string(name->name()) + " not found in current path."));
    return nullptr;
  }
  auto file = loader_.Compile(*path);
  if (!file.ok()) {
    runtime::ThrowErrorException(rt_, "cannot load package " +
                                          std::string(name->name()) + ": " +
                                          file.status().message());
    return nullptr;
  }
  // The package's root file defines `module Name ... end`; it runs in Main,
  // like a package loaded by Julia's `using`.
  loading_base_ = rt_.base_module == nullptr && name->name() == "Base";
  bool ran = RunFile(**file, rt_.main_module);
  loading_base_ = false;
  if (!ran) return nullptr;
  runtime::Binding* b = runtime::FindOwnBinding(rt_.main_module, name);
  if (b == nullptr || b->value.type != rt_.core.module) {
    runtime::ThrowErrorException(rt_, "package " + std::string(name->name()) +
                                          " did not define module " +
                                          std::string(name->name()));
    return nullptr;
  }
  runtime::Module* m = b->value.As<runtime::Module>();
  m->parent = m;  // a package is a top-level module, not Main's child
  packages_[name] = m;
  return m;
}

}  // namespace kiln::interp
