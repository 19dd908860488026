#include "interp/interp.h"

#include "interp/machine.h"

namespace kiln::interp {

class Interpreter::Impl : public Machine {
 public:
  using Machine::Machine;
};

Interpreter::Interpreter(runtime::Runtime& rt, Loader& loader)
    : impl_(std::make_unique<Impl>(rt, loader)) {}

Interpreter::~Interpreter() = default;

bool Interpreter::RunFile(tape::CompiledFile& file, runtime::Module* module) {
  return impl_->RunFile(file, module);
}

runtime::Module* Interpreter::RequirePackage(runtime::Symbol* name) {
  return impl_->RequirePackage(name);
}

std::string Interpreter::FormatUncaught(runtime::Value exception) {
  return impl_->FormatUncaught(exception);
}

const Counters& Interpreter::counters() const { return impl_->counters; }

}  // namespace kiln::interp
