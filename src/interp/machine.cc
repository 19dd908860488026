#include "interp/machine.h"

#include <gc/gc_mark.h>

#include <algorithm>
#include <cstdlib>

#include "runtime/errors.h"
#include "runtime/module.h"

namespace kiln::interp {

namespace {

constexpr size_t kStackValues = size_t{1} << 22;  // 64 MiB of address space, touched lazily

}  // namespace

Machine::Machine(runtime::Runtime& rt, Loader& loader,
                 const runtime::RuntimeImage* image)
    : rt_(rt),
      fast_(rt),
      linker_(rt, loader, counters_),
      images_(rt, linker_),
      defs_(rt, *this, linker_, fast_, images_, counters_) {
  stack_ = static_cast<Value*>(std::calloc(kStackValues, sizeof(Value)));
  CHECK(stack_ != nullptr) << "cannot allocate the interpreter stack";
  stack_end_ = stack_ + kStackValues;
  stack_high_ = stack_;
  frames_.reserve(kMaxFrames + 1);  // frames never move: Frame* stays valid
  rt_.deferred_methods = &defs_;
  if (image != nullptr) {
    images_.Restore(*image, fast_);
    return;
  }
  CHECK(defs_.DefineCoreConstructors() && defs_.DefineInclude(rt_.main_module))
      << runtime::ShowError(rt_, rt_.TakePendingException());
}

Machine::~Machine() {
  rt_.deferred_methods = nullptr;
  FreeTasks();
  Value* stack = stack_;
  stack_ = nullptr;  // a collection from here on scans nothing of it
  std::free(stack);
}

void Machine::PushRoots() {
  PushTaskRoots();
  if (stack_ == nullptr) return;
  Value* top = StackTop();
  // Registers above the top may hold a call's arguments being built.
  Value* end = std::max(top + 256, stack_high_);
  end = std::min(end, stack_end_);
  GC_push_all(stack_, end);
}

bool Machine::RunFile(tape::CompiledFile& file, runtime::Module* module, Value* value) {
  LinkedModule* lm = linker_.Link(file, 0, module);
  Code* thunk = CodeFor(lm, lm->ir->thunk);
  thunk->toplevel = true;
  size_t depth = frames_.size();
  // Above a running native's arguments when a native (Core._require) loads a package.
  Value* regs = std::max(StackTop(), native_args_end_ != nullptr ? native_args_end_ : stack_);
  if (!PushFrame(thunk, nullptr, regs, 0, rt_.world(), kDiscard)) return false;
  if (!Execute(depth)) return false;
  if (value != nullptr) *value = result_;
  return true;
}

Code* Machine::IncludeThunk(Value path, const tape::CompiledFile* from, runtime::Module* module) {
  if (path.type != rt_.core.string) {
    runtime::ThrowTypeError(rt_, "include", "", runtime::TypeValue(rt_.core.string), path);
    return nullptr;
  }
  return linker_.LinkTopLevel(std::string(path.As<runtime::String>()->view()), from, module);
}

bool Machine::IncludeNested(runtime::Module* module, Value path, Value* out) {
  const tape::CompiledFile* from = frames_.empty() ? nullptr : frames_.back().code->lm->file;
  Code* thunk = IncludeThunk(path, from, module);
  if (thunk == nullptr) return false;
  size_t depth = frames_.size();
  Value* regs = std::max(StackTop(), native_args_end_ != nullptr ? native_args_end_ : stack_);
  if (!PushFrame(thunk, nullptr, regs, 0, rt_.world(), kDiscard)) return false;
  if (!Execute(depth)) return false;
  *out = result_;
  return true;
}

bool Machine::EvalString(runtime::Module* module, std::string_view text,
                         const std::string& name, Value* out) {
  auto compiled = linker_.loader().CompileString(name, text);
  if (!compiled.ok()) {
    return runtime::ThrowErrorException(rt_, std::string(compiled.status().message()));
  }
  Code* thunk = linker_.LinkString(**compiled, module);
  size_t depth = frames_.size();
  Value* regs = std::max(StackTop(), native_args_end_ != nullptr ? native_args_end_ : stack_);
  // Top-level code runs in the latest world, as each top-level statement does.
  if (!PushFrame(thunk, nullptr, regs, 0, rt_.world(), kDiscard)) return false;
  if (!Execute(depth)) return false;
  *out = result_;
  return true;
}

bool Machine::Rethrow() {
  if (exc_stack_.empty()) {
    return runtime::ThrowErrorException(rt_, "rethrow() not allowed outside a catch block");
  }
  rethrowing_ = true;  // keeps the backtrace of the original throw
  return rt_.Throw(exc_stack_.back());
}

bool Machine::SaveImage(runtime::RuntimeImage* image, std::string* error) {
  if (!frames_.empty()) {
    *error = "the interpreter is not between programs with the image region allocating";
    return false;
  }
  return images_.Save(image, fast_, defs_.has_deferred(), error);
}

}  // namespace kiln::interp
