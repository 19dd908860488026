// Runtime functions and objects native code names (runtime_entries.h).
#include "codegen/runtime_entries.h"

#include <algorithm>
#include <vector>

#include "codegen/codegen.h"

#include "runtime/array.h"
#include "runtime/gc.h"
#include "runtime/gc_fast.h"
#include "runtime/intrinsic_impl.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/symbol.h"

namespace kiln::codegen {

using runtime::DataType;
using runtime::Module;
using runtime::Value;

extern "C" void* KilnNewStruct(DataType* type, const uint64_t* bits) {
  // Fields are Values of the declared (concrete, bits) field types; codegen
  // emits the call only for such types (ModuleEmitter::HeapOf).
  const int64_t n = type->nfields;
  // Past the heap's limit the call bails: the interpreter runs it and raises
  // OutOfMemoryError at its next safe point (runtime/gc.h).
  if (runtime::GcLimitReachedInline()) return nullptr;
  auto* obj = static_cast<runtime::StructObject*>(
      runtime::TryGcAllocInline(sizeof(runtime::StructObject) + sizeof(Value) * static_cast<size_t>(n)));
  if (obj == nullptr) return nullptr;
  obj->type = type;
  for (int64_t i = 0; i < n; ++i) {
    Value ft = (*type->field_types)[i];
    obj->fields()[i] = Value::Make(runtime::AsDataType(runtime::AsType(ft)), bits[i]);
  }
  return obj;
}

namespace {

runtime::Runtime* entry_runtime = nullptr;
// The arrays made by the running native call (native_fresh set). Beyond
// the cap an array is made unmarked: its stores are logged, as any.
constexpr size_t kMaxFreshArrays = size_t{1} << 16;
runtime::RootedVector<runtime::Array*>* fresh_arrays = nullptr;

}  // namespace

void SetEntryRuntime(runtime::Runtime* rt) { entry_runtime = rt; }
runtime::Runtime* EntryRuntime() { return entry_runtime; }

namespace {

void* NewFresh(DataType* elem, const int64_t* dims, uint32_t ndims) {
  runtime::Runtime& rt = *entry_runtime;
  if (runtime::GcLimitReached()) return nullptr;  // as KilnNewStruct
  Value params[2] = {runtime::TypeValue(elem), rt.core.Int64(ndims)};
  DataType* type = ndims == 1 ? runtime::VectorType(rt, elem)
                              : runtime::InstantiateType(rt, rt.core.array_name, params, 2);
  Value out;
  if (type == nullptr || !runtime::NewArray(rt, type, dims, ndims, &out)) {
    (void)rt.TakePendingException();  // the interpreter raises it when it runs the call
    return nullptr;
  }
  auto* a = out.As<runtime::Array>();
  if (fresh_arrays == nullptr) fresh_arrays = new runtime::RootedVector<runtime::Array*>();
  if (fresh_arrays->size() < kMaxFreshArrays) {
    a->native_fresh = 1;
    fresh_arrays->push_back(a);
  }
  return a;
}

}  // namespace

extern "C" void* KilnNewArray(DataType* elem, int64_t n) { return NewFresh(elem, &n, 1); }

extern "C" double KilnCubeRoot(double x) { return runtime::intrinsic_impl::CubeRoot(x); }

extern "C" void* KilnNewMatrix(DataType* elem, int64_t n, int64_t m) {
  const int64_t dims[2] = {n, m};
  return NewFresh(elem, dims, 2);
}

extern "C" uint8_t KilnArraySetLength(runtime::Array* a, int64_t length, UndoLog* log) {
  runtime::Runtime& rt = *entry_runtime;
  // Only bits elements of 1 or 8 bytes, or Values (mutable structs), reach
  // here (codegen's Heap). Past the heap's limit, as KilnNewStruct.
  if (length < 0 || a->ndims != 1 || a->shared || runtime::GcLimitReached() ||
      (a->boxed ? a->elsize != sizeof(Value) : a->elsize != 1 && a->elsize != 8)) {
    return kBailThrow;
  }
  if (a->native_fresh == 0) {
    // Every word the change may write: the length, the storage's words when
    // it moves, and the elements a shrink clears (a growth writes beyond the
    // old length only, which no one reads once the length is restored).
    if (!UndoRecord(log, &a->length, 8) || !UndoRecord(log, &a->dims()[0], 8)) {
      return kBailTooManyStores;
    }
    if (length > a->capacity) {
      for (void* w : {static_cast<void*>(&a->data), static_cast<void*>(&a->storage),
                      static_cast<void*>(&a->capacity), static_cast<void*>(&a->offset)}) {
        if (!UndoRecord(log, w, 8)) return kBailTooManyStores;
      }
    }
    for (int64_t k = length; k < a->length; ++k) {
      uint8_t* e = a->data + k * a->elsize;
      if (a->boxed ? !UndoRecord(log, e, 8) || !UndoRecord(log, e + 8, 8)
                   : !UndoRecord(log, e, a->elsize)) {
        return kBailTooManyStores;
      }
    }
  }
  if (!runtime::ArrayResize(rt, a, length)) {
    (void)rt.TakePendingException();  // the interpreter raises it when it runs the call
    return kBailThrow;
  }
  return 0;
}

void ClearFreshArrays() {
  if (fresh_arrays == nullptr) return;
  for (runtime::Array* a : *fresh_arrays) a->native_fresh = 0;
  fresh_arrays->clear();
}

namespace {

constexpr char kHex[] = "0123456789abcdef";

// Main.A.Point as its components, or false.
bool PathOf(runtime::Runtime& rt, DataType* t, std::vector<std::string>* path) {
  if (t->name == nullptr || t->name->module == nullptr || t->name->name == nullptr) return false;
  path->push_back(std::string(t->name->name->name()));
  for (Module* m = t->name->module;; m = m->parent) {
    if (m == nullptr || m->name == nullptr || path->size() > 64) return false;
    path->push_back(std::string(m->name->name()));
    if (m == rt.main_module || m == rt.base_module || m == rt.core_module) break;
    if (m->parent == m) return false;
  }
  std::reverse(path->begin(), path->end());
  return true;
}

}  // namespace

std::string TypeSymbol(runtime::Runtime& rt, DataType* t) {
  std::vector<std::string> path;
  if (t->nparams() != 0 || !PathOf(rt, t, &path)) return "";
  std::string text;
  for (const std::string& p : path) {
    if (!text.empty()) text += '.';
    text += p;
  }
  std::string out(kTypePrefix);
  for (unsigned char c : text) {
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  // Only a name that leads back to t stands for it.
  return ResolveTypeSymbol(rt, out) == t ? out : "";
}

bool DecodeHexName(runtime::Runtime& rt, std::string_view name, std::string_view prefix,
                   std::string* text, std::vector<std::string_view>* parts, Module** top) {
  if (name.substr(0, prefix.size()) != prefix) return false;
  name.remove_prefix(prefix.size());
  if (name.size() % 2 != 0) return false;
  text->clear();
  for (size_t i = 0; i < name.size(); i += 2) {
    auto nibble = [](char c) -> int {
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      return -1;
    };
    const int hi = nibble(name[i]);
    const int lo = nibble(name[i + 1]);
    if (hi < 0 || lo < 0) return false;
    *text += static_cast<char>(hi * 16 + lo);
  }
  parts->clear();
  for (size_t start = 0;;) {
    const size_t dot = text->find('.', start);
    parts->push_back(std::string_view(*text).substr(
        start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  if (parts->size() < 2) return false;
  *top = nullptr;
  for (Module* m : {rt.main_module, rt.base_module, rt.core_module}) {
    if (m != nullptr && m->name->name() == (*parts)[0]) *top = m;
  }
  return *top != nullptr;
}

DataType* ResolveTypeSymbol(runtime::Runtime& rt, std::string_view name) {
  std::string text;
  std::vector<std::string_view> parts;
  Module* m = nullptr;
  if (!DecodeHexName(rt, name, kTypePrefix, &text, &parts, &m)) return nullptr;
  for (size_t i = 1; i + 1 < parts.size(); ++i) {
    runtime::Binding* b = runtime::FindOwnBinding(m, runtime::Intern(parts[i]));
    if (b == nullptr || !b->value.defined() || b->value.type != rt.core.module) return nullptr;
    m = b->value.As<Module>();
  }
  runtime::Binding* b = runtime::FindOwnBinding(m, runtime::Intern(parts.back()));
  if (b == nullptr || !b->value.defined() || !runtime::IsType(b->value)) return nullptr;
  runtime::Type* t = runtime::AsType(b->value);
  if (!runtime::IsDataType(t)) return nullptr;
  DataType* d = runtime::AsDataType(t);
  return d->nparams() == 0 && d->name->name == runtime::Intern(parts.back()) ? d : nullptr;
}

}  // namespace kiln::codegen
