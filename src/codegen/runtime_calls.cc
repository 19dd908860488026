// Calls from native code into the interpreter (runtime_calls.h).
#include "codegen/runtime_calls.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "codegen/codegen.h"
#include "codegen/runtime_entries.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/symbol.h"
#include "runtime/types.h"

namespace kiln::codegen {

using runtime::DataType;
using runtime::Module;
using runtime::Value;

namespace {

CallHook call_hook = nullptr;
void* call_ctx = nullptr;

constexpr char kHex[] = "0123456789abcdef";

}  // namespace

void SetCallHook(CallHook hook, void* ctx) {
  call_hook = hook;
  call_ctx = ctx;
}

extern "C" uint8_t KilnCall(const Value* args, uint32_t n, Value* out) {
  runtime::Runtime* rt = EntryRuntime();
  if (call_hook == nullptr || rt == nullptr) return kBailThrow;
  if (!call_hook(call_ctx, args, n, out)) {
    // The interpreter raises it again when it runs the whole call.
    (void)rt->TakePendingException();
    return kBailThrow;
  }
  return 0;
}

extern "C" void* KilnNewString(const char* bytes, int64_t length) {
  return runtime::NewString(*EntryRuntime(), std::string_view(bytes, static_cast<size_t>(length)));
}

extern "C" void* KilnStringConcat2(const runtime::String* a, const runtime::String* b) {
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
  if (name.substr(0, kGlobalPrefix.size()) != kGlobalPrefix) return nullptr;
  name.remove_prefix(kGlobalPrefix.size());
  if (name.size() % 2 != 0) return nullptr;
  std::string text;
  for (size_t i = 0; i < name.size(); i += 2) {
    auto nibble = [](char c) -> int {
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      return -1;
    };
    const int hi = nibble(name[i]);
    const int lo = nibble(name[i + 1]);
    if (hi < 0 || lo < 0) return nullptr;
    text += static_cast<char>(hi * 16 + lo);
  }
  // The module path is dotted; the last name may itself hold dots (`Base..`
  // is not a valid module name, so the first component after the modules is the rest).
  std::vector<std::string_view> parts;
  for (size_t start = 0;;) {
    const size_t dot = text.find('.', start);
    parts.push_back(std::string_view(text).substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  if (parts.size() < 2) return nullptr;
  Module* m = nullptr;
  for (Module* top : {rt.main_module, rt.base_module, rt.core_module}) {
    if (top != nullptr && top->name->name() == parts[0]) m = top;
  }
  if (m == nullptr) return nullptr;
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
