#include "interp/interp.h"

#include "interp/machine.h"
#include "runtime/gc.h"

namespace kiln::interp {

volatile std::sig_atomic_t interrupt_requested = 0;

namespace {

// The heap's limit reached (runtime/gc.h): raised as OutOfMemoryError where
// an interrupt would be.
void OnGcLimitReached() { interrupt_requested = 1; }

}  // namespace

class Interpreter::Impl : public Machine {
 public:
  using Machine::Machine;
};

Interpreter::Interpreter(runtime::Runtime& rt, Loader& loader,
                         const runtime::RuntimeImage* image)
    : impl_(std::make_unique<Impl>(rt, loader, image)) {
  runtime::SetGcLimitNotice(OnGcLimitReached);
}

Interpreter::~Interpreter() = default;

bool Interpreter::RunFile(tape::CompiledFile& file, runtime::Module* module,
                          runtime::Value* value) {
  return impl_->RunFile(file, module, value);
}

runtime::Module* Interpreter::RequirePackage(runtime::Symbol* name) {
  return impl_->RequirePackage(name);
}

std::string Interpreter::FormatUncaught(runtime::Value exception) {
  return impl_->FormatUncaught(exception);
}

void Interpreter::ReportUncaught(runtime::Value exception, bool in_file) {
  impl_->ReportUncaught(exception, in_file);
}

const Counters& Interpreter::counters() const { return impl_->counters(); }

void Interpreter::SetNativeTier(NativeTier* tier, uint64_t hot_calls) {
  impl_->set_native_tier(tier, hot_calls);
}
bool Interpreter::CallFromNative(runtime::Value f, const runtime::Value* args, uint32_t nargs,
                                 runtime::Value* out) {
  return impl_->CallFromNative(f, args, nargs, out);
}
bool Interpreter::NoteNativeFrame(runtime::MethodInstance* mi, uint32_t line) {
  return impl_->NoteNativeFrame(mi, line);
}
void Interpreter::SetReturnObserver(ReturnObserver* observer) { impl_->set_return_observer(observer); }
void Interpreter::SetTypedTier(TypedTier* tier, uint32_t hot_count) {
  impl_->set_typed_tier(tier, hot_count);
}
const TypedCounters& Interpreter::typed_counters() const { return impl_->typed_counters(); }

void Interpreter::SetExitOnInterrupt(bool exits) { impl_->set_exits_on_interrupt(exits); }

runtime::Value Interpreter::ClosureType(const void* handle, uint32_t closure_id) {
  const auto* lm = static_cast<const LinkedModule*>(handle);
  if (lm == nullptr || closure_id >= lm->closure_types.size()) return runtime::Value();
  return lm->closure_types[closure_id];
}

bool Interpreter::FindLoweredBody(runtime::Method* m, LoweredBody* out) {
  return impl_->FindLoweredBody(m, out);
}

void Interpreter::BuildDeferredMethods() { impl_->BuildDeferredMethods(); }

bool Interpreter::SaveImage(runtime::RuntimeImage* image, std::string* error) {
  return impl_->SaveImage(image, error);
}

}  // namespace kiln::interp
