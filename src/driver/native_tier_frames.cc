// Exceptions raised through native frames (docs/native.md, "Calls into the
// interpreter"): a callee run through the interpreter raises, native code
// returns through its frames with the exception pending (kBailRaised), and
// each frame names itself (kiln_rt_frame) so that the interpreter's
// backtrace shows it as it would show the frame had it run interpreted.
#include "driver/native_tier_impl.h"

#include "runtime/dispatch.h"
#include "runtime/subtype.h"

namespace kiln::driver::tier_impl {

using runtime::DataType;

std::string Tier::FrameKey(MethodInstance* mi) {
  if (mi == nullptr || mi->spec_types == nullptr) return "";
  if (frame_names_ == nullptr) frame_names_ = std::make_unique<NameCoder>(rt_);
  return frame_names_->TypeBytes(mi->spec_types);
}

void Tier::NoteFrame(const char* key, uint64_t length, int32_t line, uint64_t depth) {
  RaiseTrace& t = trace_;
  if (t.broken) return;
  // Frames come innermost first, each with its caller's budget less one.
  if (t.noted && depth != t.next_depth) {
    t.broken = true;
    return;
  }
  t.noted = true;
  t.next_depth = depth + 1;
  MethodInstance* mi = nullptr;
  if (key != nullptr && length > 0) {
    auto found = frame_mis_.find(key);
    if (found != frame_mis_.end() && found->second.world == run_world_) {
      mi = found->second.mi;
    } else {
      if (frame_names_ == nullptr) frame_names_ = std::make_unique<NameCoder>(rt_);
      // Decoding and looking up raise nothing of their own: the exception
      // being raised stays pending.
      const Value raising = rt_.pending_exception;
      rt_.pending_exception = Value();
      DataType* tt = frame_names_->DataTypeFrom(std::string_view(key, length));
      if (tt != nullptr && tt->is_tuple() && tt->nparams() > 0) {
        std::vector<DataType*> types;
        for (int64_t i = 0; i < tt->nparams(); ++i) {
          Value p = tt->param(i);
          if (!runtime::IsType(p) || !runtime::IsDataType(p.As<runtime::Type>())) break;
          types.push_back(static_cast<DataType*>(p.As<runtime::Type>()));
        }
        if (types.size() == static_cast<size_t>(tt->nparams())) {
          DataType* callee = types[0];
          runtime::MethodTable* mt =
              callee->is_type_type() || callee->is_kind() ? rt_.type_callee_mt : callee->name->mt;
          if (mt != nullptr) {
            runtime::LookupResult lr = runtime::LookupByTypes(rt_, mt, types.data(),
                                                              static_cast<uint32_t>(types.size()), run_world_);
            if (lr.status == runtime::LookupStatus::kFound && lr.mi != nullptr && runtime::TypeEqual(rt_, lr.mi->spec_types, tt)) {
              mi = lr.mi;
            }
          }
        }
      }
      rt_.pending_exception = raising;
      frame_mis_[key] = FrameMi{run_world_, mi};
    }
  }
  // `line` counts from the method's first line (body.cc).
  const int64_t at = mi != nullptr ? static_cast<int64_t>(mi->def->line) + line : 0;
  if (mi == nullptr || at <= 0 || !interp_.NoteNativeFrame(mi, static_cast<uint32_t>(at))) t.broken = true;
}

}  // namespace kiln::driver::tier_impl
