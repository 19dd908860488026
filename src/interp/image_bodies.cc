// The interpreter's part of a start-up image (image_bodies.h,
// docs/formats/image.md). What Base's loading left in the interpreter, kept in the
// image region as records: each linked module (its file, its index there, its
// runtime Module and the closure types it made), each method body (a tape body
// of one of those modules, or a native body by number), and a few lookups. No
// definition is left deferred in an image (BuildAllDeferred runs first), so a
// process that maps it links a module only when one of its bodies first runs.
#include "interp/image_bodies.h"

#include <algorithm>
#include <unordered_map>

#include "interp/natives.h"
#include "runtime/errors.h"
#include "runtime/object.h"

namespace kiln::interp {

struct ImageModuleRecord {
  runtime::Module* module;
  runtime::String* path;  // of its compiled file, as the Loader was asked
  uint64_t index;         // module index in that file
  uint64_t closure_count;
  Value* closure_types;
};

struct ImageCodeRecord {
  uint32_t native;  // 0: a tape body of `module`; else 1 + its NativeBodyIndex
  uint32_t module;
  uint32_t body;
  uint32_t toplevel;
  runtime::DataType* native_type;
};

struct MachineImage {
  ImageModuleRecord* modules;
  uint64_t module_count;
  ImageCodeRecord* codes;
  uint64_t code_count;
  runtime::Module** deferring;
  uint64_t deferring_count;
  runtime::Symbol** package_names;
  runtime::Module** package_modules;
  uint64_t package_count;
  runtime::DataType* unit_range_int;
  runtime::DataType* int_pair_type;
  runtime::Method* default_getproperty;
  runtime::Method* default_setproperty;
  runtime::Method* default_setindex;
  uint64_t fast_ops_off;
};

namespace {

template <typename T>
T* NewArray(size_t n) {
  return static_cast<T*>(runtime::GcAlloc(sizeof(T) * (n + 1)));
}

void* BodyHandle(size_t record) { return reinterpret_cast<void*>((record << 1) | 1); }

}  // namespace

runtime::Method* ImageBodies::NewMethod(const runtime::MethodDef& def, uint64_t world) {
  runtime::Method* m = runtime::AddMethod(rt_, def, world);
  if (m != nullptr && runtime::ImageArenaActive()) image_methods_.push_back(m);
  return m;
}

bool ImageBodies::Save(runtime::RuntimeImage* image, const FastOps& fast, bool deferred_left,
                       std::string* error) {
  if (!runtime::ImageArenaActive() || image_ != nullptr) {
    *error = "the interpreter is not between programs with the image region allocating";
    return false;
  }
  if (deferred_left) {
    *error = "method definitions are still deferred";
    return false;
  }
  const auto& linked = linker_.modules();
  const auto& deferring = linker_.deferring();
  const auto& packages = linker_.packages();
  auto* mi = runtime::GcNew<MachineImage>();
  std::unordered_map<const LinkedModule*, uint32_t> ordinal;
  mi->module_count = linked.size();
  mi->modules = NewArray<ImageModuleRecord>(linked.size());
  for (size_t i = 0; i < linked.size(); ++i) {
    const LinkedModule& lm = *linked[i];
    ImageModuleRecord& r = mi->modules[i];
    r.module = lm.module;
    r.path = runtime::NewString(rt_, lm.file->path());
    r.index = lm.index;
    r.closure_count = lm.closure_types.size();
    r.closure_types = NewArray<Value>(lm.closure_types.size());
    std::copy(lm.closure_types.begin(), lm.closure_types.end(), r.closure_types);
    ordinal[&lm] = static_cast<uint32_t>(i);
  }
  mi->code_count = image_methods_.size();
  mi->codes = NewArray<ImageCodeRecord>(image_methods_.size());
  std::unordered_map<size_t, Code*> codes;
  codes.reserve(image_methods_.size());
  for (size_t i = 0; i < image_methods_.size(); ++i) {
    Code* code = static_cast<Code*>(image_methods_[i]->body);
    ImageCodeRecord& r = mi->codes[i];
    if (code->native != nullptr) {
      int32_t n = NativeBodyIndex(code->native);
      if (n < 0) {
        *error = "a method has a native body an image cannot name";
        return false;
      }
      r.native = static_cast<uint32_t>(n) + 1;
      r.native_type = code->native_type;
    } else {
      r.module = ordinal.at(code->lm);
      r.body = code->body.index;
      r.toplevel = code->toplevel;
    }
    codes[i] = code;
  }
  mi->deferring_count = deferring.size();
  mi->deferring = NewArray<runtime::Module*>(deferring.size());
  std::copy(deferring.begin(), deferring.end(), mi->deferring);
  mi->package_count = packages.size();
  mi->package_names = NewArray<runtime::Symbol*>(packages.size());
  mi->package_modules = NewArray<runtime::Module*>(packages.size());
  size_t p = 0;
  for (const auto& [name, module] : packages) {
    mi->package_names[p] = name;
    mi->package_modules[p++] = module;
  }
  const FastOps::Known& known = fast.known();
  mi->unit_range_int = known.unit_range_int;
  mi->int_pair_type = known.int_pair_type;
  mi->default_getproperty = known.default_getproperty;
  mi->default_setproperty = known.default_setproperty;
  mi->default_setindex = known.default_setindex;
  mi->fast_ops_off = known.off;

  // This process now works from the records too, with everything already made.
  for (size_t i = 0; i < image_methods_.size(); ++i) image_methods_[i]->body = BodyHandle(i);
  image_methods_.clear();
  image_codes_ = std::move(codes);
  image_code_count_ = mi->code_count;
  image_modules_.clear();
  for (const auto& lm : linked) image_modules_.push_back(lm.get());
  image_ = mi;
  image->interp = mi;
  return true;
}

void ImageBodies::Restore(const runtime::RuntimeImage& image, FastOps& fast) {
  const auto* mi = static_cast<const MachineImage*>(image.interp);
  image_ = mi;
  image_codes_.clear();
  image_code_count_ = mi->code_count;
  image_modules_.assign(mi->module_count, nullptr);
  for (size_t i = 0; i < mi->deferring_count; ++i) linker_.DeferIn(mi->deferring[i]);
  for (size_t i = 0; i < mi->package_count; ++i) {
    linker_.AddPackage(mi->package_names[i], mi->package_modules[i]);
  }
  FastOps::Known known;
  known.unit_range_int = mi->unit_range_int;
  known.int_pair_type = mi->int_pair_type;
  known.default_getproperty = mi->default_getproperty;
  known.default_setproperty = mi->default_setproperty;
  known.default_setindex = mi->default_setindex;
  known.off = mi->fast_ops_off != 0;
  fast.Restore(known);
}

LinkedModule* ImageBodies::ImageModule(uint32_t index) {
  if (image_ == nullptr || index >= image_modules_.size()) {
    runtime::ThrowErrorException(rt_, "invalid module record in the start-up image");
    return nullptr;
  }
  if (image_modules_[index] != nullptr) return image_modules_[index];
  const ImageModuleRecord& r = image_->modules[index];
  std::string path(r.path->view());
  auto file = linker_.loader().Compile(path);
  if (!file.ok()) {
    runtime::ThrowErrorException(
        rt_, "cannot load compiled code of " + path + ": " + file.status().ToString());
    return nullptr;
  }
  if (r.index >= (*file)->module_count() ||
      (*file)->module(r.index).closures().size() != r.closure_count) {
    runtime::ThrowErrorException(
        rt_, "the compiled code of " + path + " does not match the start-up image");
    return nullptr;
  }
  LinkedModule* lm = linker_.Link(**file, r.index, r.module);
  std::copy(r.closure_types, r.closure_types + r.closure_count, lm->closure_types.begin());
  image_modules_[index] = lm;
  return lm;
}

Code* ImageBodies::ImageCode(runtime::Method* m) {
  size_t index = reinterpret_cast<uintptr_t>(m->body) >> 1;
  if (image_ == nullptr || index >= image_code_count_) {
    runtime::ThrowErrorException(rt_, "invalid body record in the start-up image");
    return nullptr;
  }
  auto made = image_codes_.find(index);
  Code* code = made != image_codes_.end() ? made->second : nullptr;
  if (code == nullptr) {
    const ImageCodeRecord& r = image_->codes[index];
    if (r.native != 0) {
      NativeBody fn = NativeBodyAt(r.native - 1);
      if (fn == nullptr) {
        runtime::ThrowErrorException(rt_, "invalid native body in the start-up image");
        return nullptr;
      }
      auto owned = std::make_unique<Code>();
      owned->native = fn;
      owned->native_type = r.native_type;
      code = owned.get();
      natives_.push_back(std::move(owned));
    } else {
      LinkedModule* lm = ImageModule(r.module);
      if (lm == nullptr) return nullptr;
      if (r.body >= lm->codes.size()) {
        runtime::ThrowErrorException(
            rt_, "the compiled code of " + lm->file->path() + " does not match the start-up image");
        return nullptr;
      }
      code = CodeFor(lm, ir::BodyId(r.body));
      code->toplevel = r.toplevel != 0;
    }
    image_codes_[index] = code;
  }
  m->body = code;
  return code;
}

}  // namespace kiln::interp
