#include "runtime/runtime.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <new>
#include <utility>

#include "base/check.h"
#include "runtime/gc.h"
#include "runtime/image.h"

#if defined(__SANITIZE_ADDRESS__)
#define KILN_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KILN_LSAN 1
#endif
#endif
#ifdef KILN_LSAN
#include <sanitizer/lsan_interface.h>
#endif

namespace kiln::runtime {
namespace {

constexpr size_t kStdoutFlushThreshold = 1 << 16;

class PosixIO final : public RuntimeIO {
 public:
  void Write(int fd, std::string_view bytes) override {
    while (!bytes.empty()) {
      ssize_t n = ::write(fd, bytes.data(), bytes.size());
      if (n < 0) {
        if (errno == EINTR) continue;
        return;  // a closed pipe: drop output, as Julia does on EPIPE at exit
      }
      bytes.remove_prefix(static_cast<size_t>(n));
    }
  }
  size_t Read(char* buf, size_t n) override {
    while (true) {
      ssize_t got = ::read(0, buf, n);
      if (got < 0 && errno == EINTR) continue;
      return got < 0 ? 0 : static_cast<size_t>(got);
    }
  }
  void Exit(int code) override { std::exit(code); }
};

}  // namespace

std::unique_ptr<RuntimeIO> MakePosixIO() { return std::make_unique<PosixIO>(); }

void RuntimeDeleter::operator()(Runtime* rt) const {
  rt->~Runtime();
#ifdef KILN_LSAN
  __lsan_unregister_root_region(rt, sizeof(Runtime));
#endif
  GcFree(rt);
}

RuntimePtr Runtime::Create(std::unique_ptr<RuntimeIO> io) {
  RuntimePtr rt = Allocate(std::move(io));
  rt->Bootstrap();
  return rt;
}

namespace {

// The public roots a RuntimeImage and a Runtime share by name, either way.
template <typename From, typename To>
void CopyRoots(const From& from, To& to) {
  to.core = from.core;
  to.core_module = from.core_module;
  to.intrinsics_module = from.intrinsics_module;
  to.main_module = from.main_module;
  to.base_module = from.base_module;
  to.datatype_cache = from.datatype_cache;
  to.union_cache = from.union_cache;
  to.unionall_cache = from.unionall_cache;
  to.vararg_cache = from.vararg_cache;
  to.apply_memo = from.apply_memo;
  to.type_callee_mt = from.type_callee_mt;
  to.empty_svec = from.empty_svec;
  to.builtin_values = from.builtin_values;
  to.intrinsic_values = from.intrinsic_values;
}

}  // namespace

RuntimePtr Runtime::CreateFromImage(const RuntimeImage& image, std::unique_ptr<RuntimeIO> io) {
  RuntimePtr rt = Allocate(std::move(io));
  CopyRoots(image, *rt);
  rt->deferred_callees.insert(image.deferred_callees,
                              image.deferred_callees + image.deferred_callee_count);
  rt->resolved_callees.insert(image.resolved_callees,
                              image.resolved_callees + image.resolved_callee_count);
  rt->world_ = image.world;
  rt->next_type_uid_ = static_cast<uint32_t>(image.next_type_uid);
  rt->next_typevar_id_ = image.next_typevar_id;
  return rt;
}

RuntimeImage* SaveRuntimeImage(Runtime& rt, std::string* error) {
  if (!ImageArenaActive()) {
    *error = "the image region is not allocating";
    return nullptr;
  }
  if (!rt.unfinished_instances.empty()) {
    *error = "parametric types are still unfinished";
    return nullptr;
  }
  auto* image = GcNew<RuntimeImage>();
  if (!SaveSymbolTable(&image->symbols)) {
    *error = "symbols were interned before the image region was allocating";
    return nullptr;
  }
  CopyRoots(rt, *image);
  auto save_set = [](const std::unordered_set<const Type*>& set, uint64_t* count) {
    auto** out = static_cast<const Type**>(GcAlloc(sizeof(Type*) * (set.size() + 1)));
    size_t i = 0;
    for (const Type* t : set) out[i++] = t;
    *count = set.size();
    return out;
  };
  image->deferred_callees = save_set(rt.deferred_callees, &image->deferred_callee_count);
  image->resolved_callees = save_set(rt.resolved_callees, &image->resolved_callee_count);
  image->world = rt.world_;
  image->next_type_uid = rt.next_type_uid_;
  image->next_typevar_id = rt.next_typevar_id_;
  return image;
}

RuntimePtr Runtime::Allocate(std::unique_ptr<RuntimeIO> io) {
  InitGc();
  if (io == nullptr) io = MakePosixIO();
  // The Runtime lives in uncollectable GC memory so the collector scans its fields
  // (the well-known types, modules and caches are roots).
  void* mem = GcAllocUncollectable(sizeof(Runtime));
#ifdef KILN_LSAN
  // The leak checker does not scan collector memory; the Runtime's own malloc'd members
  // (buffers, the RuntimeIO) would look leaked when a program calls exit().
  __lsan_register_root_region(mem, sizeof(Runtime));
#endif
  return RuntimePtr(new (mem) Runtime(std::move(io)));
}

Runtime::Runtime(std::unique_ptr<RuntimeIO> io) : io_(std::move(io)) {}

Runtime::~Runtime() { Flush(); }

void Runtime::WriteStdout(std::string_view bytes) {
  stdout_buffer_.append(bytes);
  if (stdout_buffer_.size() >= kStdoutFlushThreshold) Flush();
}

void Runtime::WriteStderr(std::string_view bytes) {
  Flush();  // keep the relative order of the two streams when they share a terminal
  io_->Write(2, bytes);
}

void Runtime::Flush() {
  if (stdout_buffer_.empty()) return;
  io_->Write(1, stdout_buffer_);
  stdout_buffer_.clear();
}

bool Runtime::FillInput() {
  if (stdin_eof_) return false;
  Flush();  // a prompt written before reading must be visible
  if (stdin_pos_ > 0) {
    stdin_buffer_.erase(0, stdin_pos_);
    stdin_pos_ = 0;
  }
  char buf[1 << 14];
  size_t n = io_->Read(buf, sizeof(buf));
  if (n == 0) {
    stdin_eof_ = true;
    return false;
  }
  stdin_buffer_.append(buf, n);
  return true;
}

bool Runtime::ReadLine(std::string* line, bool keep_newline) {
  line->clear();
  while (true) {
    size_t nl = stdin_buffer_.find('\n', stdin_pos_);
    if (nl != std::string::npos) {
      size_t end = nl;
      if (!keep_newline && end > stdin_pos_ && stdin_buffer_[end - 1] == '\r') --end;
      line->assign(stdin_buffer_, stdin_pos_, (keep_newline ? nl + 1 : end) - stdin_pos_);
      stdin_pos_ = nl + 1;
      return true;
    }
    if (!FillInput()) {
      if (stdin_pos_ >= stdin_buffer_.size()) return false;
      line->assign(stdin_buffer_, stdin_pos_, std::string::npos);
      stdin_pos_ = stdin_buffer_.size();
      return true;
    }
  }
}

std::string Runtime::ReadAll() {
  while (FillInput()) {
  }
  std::string rest = stdin_buffer_.substr(stdin_pos_);
  stdin_buffer_.clear();
  stdin_pos_ = 0;
  return rest;
}

bool Runtime::StdinAtEof() {
  while (stdin_pos_ >= stdin_buffer_.size()) {
    if (!FillInput()) return true;
  }
  return false;
}

void Runtime::Exit(int code) {
  Flush();
  exit_requested_ = true;
  exit_code_ = code;
  if (exit_hook_) exit_hook_(code);
  io_->Exit(code);
}

}  // namespace kiln::runtime
