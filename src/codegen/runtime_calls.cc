// Calls from native code into the interpreter (runtime_calls.h).
#include "codegen/runtime_calls.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "codegen/codegen.h"
#include "codegen/runtime_entries.h"
#include "runtime/gc.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/symbol.h"
#include "runtime/text.h"
#include "runtime/types.h"

namespace kiln::codegen {

using runtime::DataType;
using runtime::Module;
using runtime::Value;

namespace {

CallHook call_hook = nullptr;
FrameHook frame_hook = nullptr;
void* call_ctx = nullptr;

constexpr char kHex[] = "0123456789abcdef";

}  // namespace

void SetCallHook(CallHook hook, void* ctx) {
  call_hook = hook;
  call_ctx = ctx;
}

void SetFrameHook(FrameHook hook) { frame_hook = hook; }

extern "C" uint8_t KilnCall(const Value* args, uint32_t n, Value* out) {
  runtime::Runtime* rt = EntryRuntime();
  if (call_hook == nullptr || rt == nullptr) return kBailThrow;
  if (!call_hook(call_ctx, args, n, out)) {
    // Raised: native code returns through its frames with it pending. Not
    // run (another world): the interpreter runs the whole call.
    return rt->has_pending_exception() && !rt->exit_requested() ? kBailRaised : kBailThrow;
  }
  return 0;
}

extern "C" void KilnFrame(const char* key, uint64_t length, int32_t line, uint64_t depth) {
  if (frame_hook != nullptr) frame_hook(call_ctx, key, length, line, depth);
}

extern "C" void* KilnNewString(const char* bytes, int64_t length) {
  // Past the heap's limit, as KilnNewStruct (runtime_entries.h).
  if (runtime::GcLimitReached()) return nullptr;
  runtime::String* s = runtime::AllocString(*EntryRuntime(), length);
  if (s == nullptr) return nullptr;
  if (length > 0) std::memcpy(s->data(), bytes, static_cast<size_t>(length));
  s->data()[length] = '\0';
  return s;
}

extern "C" void* KilnStringConcat2(const runtime::String* a, const runtime::String* b) {
  if (runtime::GcLimitReached()) return nullptr;  // as KilnNewString
  runtime::String* s = runtime::AllocString(*EntryRuntime(), a->length + b->length);
  if (s == nullptr) {
    (void)EntryRuntime()->TakePendingException();  // the interpreter raises it when it runs the call
    return nullptr;
  }
  std::memcpy(s->data(), a->data(), static_cast<size_t>(a->length));
  std::memcpy(s->data() + a->length, b->data(), static_cast<size_t>(b->length));
  s->data()[s->length] = '\0';
  return s;
}

extern "C" void* KilnStringSubstr(const runtime::String* s, int64_t i, int64_t j) {
  if (runtime::GcLimitReached()) return nullptr;  // as KilnNewString
  const int64_t n = j < i ? 0 : j - i + 1;
  // Out of bounds: the interpreter raises the builtin's BoundsError.
  if (n > 0 && (i < 1 || j > s->length)) return nullptr;
  runtime::String* out = runtime::AllocString(*EntryRuntime(), n);
  if (out == nullptr) {
    (void)EntryRuntime()->TakePendingException();  // the interpreter raises it when it runs the call
    return nullptr;
  }
  if (n > 0) std::memcpy(out->data(), s->data() + (i - 1), static_cast<size_t>(n));
  out->data()[n] = '\0';
  return out;
}

extern "C" uint8_t KilnStringEqual(const runtime::String* a, const runtime::String* b) {
  return a == b || (a->length == b->length &&
                    std::memcmp(a->data(), b->data(), static_cast<size_t>(a->length)) == 0);
}

extern "C" uint64_t KilnStringHash(const runtime::String* s, uint32_t seed) {
  return runtime::MemHashSeed(s->view(), seed);
}

std::string GlobalSymbol(runtime::Runtime& rt, Value v) {
  if (!v.defined() || v.type->layout != runtime::Layout::kSingleton || v.type->name == nullptr ||
      v.type->name->mt == nullptr || v.type->name->mt->name == nullptr) {
    return "";
  }
  return BindingSymbol(rt, v.type->name->module, v.type->name->mt->name, v);
}

std::string BindingSymbol(runtime::Runtime& rt, Module* module, runtime::Symbol* name, Value v) {
  std::vector<std::string> path;
  path.push_back(std::string(name->name()));
  for (Module* m = module;; m = m->parent) {
    if (m == nullptr || m->name == nullptr || path.size() > 64) return "";
    path.push_back(std::string(m->name->name()));
    if (m == rt.main_module || m == rt.base_module || m == rt.core_module) break;
    if (m->parent == m) return "";
  }
  std::reverse(path.begin(), path.end());
  std::string text;
  for (const std::string& p : path) {
    if (!text.empty()) text += '.';
    text += p;
  }
  std::string out(kGlobalPrefix);
  for (unsigned char c : text) {
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  const Value* found = ResolveGlobalSymbol(rt, out);
  return found != nullptr && runtime::SameBits(*found, v) ? out : "";
}

const Value* ResolveGlobalSymbol(runtime::Runtime& rt, std::string_view name) {
  // The module path is dotted; the last name may itself hold dots (`Base..`
  // is not a valid module name, so the first component after the modules is the rest).
  std::string text;
  std::vector<std::string_view> parts;
  Module* m = nullptr;
  if (!DecodeHexName(rt, name, kGlobalPrefix, &text, &parts, &m)) return nullptr;
  size_t i = 1;
  for (; i + 1 < parts.size(); ++i) {
    runtime::Binding* b = runtime::FindOwnBinding(m, runtime::Intern(parts[i]));
    if (b == nullptr || !b->value.defined() || b->value.type != rt.core.module) break;
    m = b->value.As<Module>();
  }
  // What is left is the binding's name (a name such as `.` or `..` holds dots).
  std::string last;
  for (size_t k = i; k < parts.size(); ++k) {
    if (k > i) last += '.';
    last += parts[k];
  }
  runtime::Binding* b = runtime::FindOwnBinding(m, runtime::Intern(last));
  if (b == nullptr || !b->is_const || !b->value.defined()) return nullptr;
  return &b->value;
}

}  // namespace kiln::codegen
