// The interpreter's part of a start-up image (runtime/image.h,
// docs/formats/image.md): the methods defined while the image region
// allocates, saved as records, and their bodies made Codes again on first use
// in a process that maps the image.
#ifndef KILN_INTERP_IMAGE_BODIES_H_
#define KILN_INTERP_IMAGE_BODIES_H_

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "interp/code.h"
#include "interp/fast_ops.h"
#include "interp/linker.h"
#include "runtime/dispatch.h"
#include "runtime/image.h"
#include "runtime/runtime.h"

namespace kiln::interp {

struct MachineImage;

class ImageBodies {
 public:
  ImageBodies(runtime::Runtime& rt, Linker& linker) : rt_(rt), linker_(linker) {}
  ImageBodies(const ImageBodies&) = delete;
  ImageBodies& operator=(const ImageBodies&) = delete;

  // runtime::AddMethod, remembering the methods an image will hold.
  runtime::Method* NewMethod(const runtime::MethodDef& def, uint64_t world = 0);

  // The body of `m`; an image's is linked on first use (null with an exception
  // pending when its compiled file cannot be loaded).
  Code* CodeOf(runtime::Method* m) {
    return IsImageBody(m->body) ? ImageCode(m) : static_cast<Code*>(m->body);
  }

  // Saves the linker's modules, `fast`'s findings and the bodies of the methods
  // defined so far into `image` (allocated in the image region, which must still
  // be allocating). From then on those methods name their bodies by image record,
  // in this process as in those that map the image. False with the reason in
  // *error.
  // `deferred_left`: method definitions are still deferred (nothing is saved).
  bool Save(runtime::RuntimeImage* image, const FastOps& fast, bool deferred_left,
            std::string* error);
  // Takes up an image's records (the linker's deferring modules and packages,
  // `fast`'s findings); bodies are made when first called.
  void Restore(const runtime::RuntimeImage& image, FastOps& fast);

 private:
  Code* ImageCode(runtime::Method* m);
  LinkedModule* ImageModule(uint32_t index);

  runtime::Runtime& rt_;
  Linker& linker_;
  // The methods added while the image region allocates; the image taken up or
  // saved; per image record, its Code and LinkedModule once made.
  std::vector<runtime::Method*> image_methods_;
  const MachineImage* image_ = nullptr;
  // By record, only those made: a warm run makes a few of Base's ~4000 (a
  // vector of them all was 32 KiB zeroed at every start).
  std::unordered_map<size_t, Code*> image_codes_;
  size_t image_code_count_ = 0;
  std::vector<LinkedModule*> image_modules_;
  std::vector<std::unique_ptr<Code>> natives_;  // native bodies named by the image
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_IMAGE_BODIES_H_
