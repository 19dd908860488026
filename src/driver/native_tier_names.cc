// Types, values, modules and methods by name (native_tier_names.h).
#include "driver/native_tier_names.h"

#include <algorithm>

#include "base/env.h"

#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/symbol.h"
#include "runtime/types.h"

namespace kiln::driver {

namespace {

using runtime::DataType;
using runtime::Method;
using runtime::Module;
using runtime::Type;
using runtime::Value;
using In = jit::RecordReader;

// Types nest at most this deep in a record (deeper: not persisted).
constexpr int kMaxTypeDepth = 12;

}  // namespace

std::string NameCoder::Show(const Type* t) {
  std::string out;
  runtime::ShowType(rt_, t, &out);
  return out;
}

void NameCoder::ModulePath(Module* m, std::vector<Module*>* path) {
  path->clear();
  for (int guard = 0; guard < 64; ++guard) {
    path->push_back(m);
    if (m->parent == nullptr || m->parent == m) break;
    m = m->parent;
  }
  std::reverse(path->begin(), path->end());
}

void NameCoder::EncodeModule(Module* m, std::string* out) {
  std::vector<Module*> path;
  ModulePath(m, &path);
  PutU32(*out, static_cast<uint32_t>(path.size()));
  for (Module* p : path) PutStr(*out, p->name->name());
}

Module* NameCoder::DecodeModule(In& in) {
  uint32_t n = 0;
  if (!in.U32(&n) || n == 0 || n > 64) return nullptr;
  Module* m = nullptr;
  for (uint32_t i = 0; i < n; ++i) {
    std::string_view name;
    if (!in.Str(&name)) return nullptr;
    if (i == 0) {
      for (Module* top : {rt_.main_module, rt_.core_module, rt_.base_module}) {
        if (top != nullptr && top->name->name() == name) m = top;
      }
      if (m == nullptr) return nullptr;
      continue;
    }
    runtime::Binding* b = runtime::FindOwnBinding(m, runtime::Intern(name));
    if (b == nullptr || !b->value.defined() || b->value.type != rt_.core.module) return nullptr;
    m = b->value.As<Module>();
  }
  return m;
}

std::string NameCoder::MethodIdentity(Method* m) {
  std::string id;
  std::vector<Module*> path;
  ModulePath(m->module, &path);
  for (Module* p : path) {
    id += p->name->name();
    id += '.';
  }
  id += m->name != nullptr ? m->name->name() : std::string_view("#anon");
  id += '\n';
  id += Show(m->sig);
  id += '\n';
  if (m->file != nullptr) id += FileIdentity(m->file);
  return id;
}

std::string NameCoder::FileIdentity(runtime::Symbol* file) {
  if (auto it = file_ids_.find(file); it != file_ids_.end()) return it->second;
  const std::string path(file->name());
  std::string id = path;
  if (!path.empty() && path[0] == '/') {
    if (packages_ == nullptr) {
      packages_ = std::make_unique<source::PackageFinder>(rt_.env != nullptr ? rt_.env : base::Env::Default());
    }
    const source::Package pkg = packages_->For(path);
    const std::string relative = pkg.RelativePath(path);
    if (!pkg.is_script && relative != path) {
      id = pkg.name + "/" + relative;
    } else {
      id = std::string(base::Basename(path));
    }
  }
  return file_ids_.emplace(file, std::move(id)).first->second;
}

bool NameCoder::EncodeType(const Type* t, std::string* out, int depth) {
  return EncodeTypeIn(t, out, depth, nullptr);
}

bool NameCoder::EncodeTypeIn(const Type* t, std::string* out, int depth,
                             std::vector<const runtime::TypeVar*>* vars) {
  if (depth > kMaxTypeDepth) return false;
  if (t->kind == runtime::TypeKind::kUnion) {
    auto* u = static_cast<const runtime::UnionType*>(t);
    out->push_back('U');
    PutU32(*out, u->n);
    for (uint32_t i = 0; i < u->n; ++i) {
      if (!EncodeTypeIn(u->components()[i], out, depth + 1, vars)) return false;
    }
    return true;
  }
  if (vars != nullptr && t->kind == runtime::TypeKind::kUnionAll) {
    // `body where lb <: var <: ub`: the variable by its bounds (its name
    // does not matter), then the body.
    auto* ua = static_cast<const runtime::UnionAll*>(t);
    out->push_back('A');
    if (!EncodeTypeIn(ua->var->lb, out, depth + 1, vars) || !EncodeTypeIn(ua->var->ub, out, depth + 1, vars)) {
      return false;
    }
    vars->push_back(ua->var);
    const bool ok = EncodeTypeIn(ua->body, out, depth + 1, vars);
    vars->pop_back();
    return ok;
  }
  if (vars != nullptr && t->kind == runtime::TypeKind::kTypeVar) {
    // A bound variable, by how many binders out it is bound.
    for (size_t i = vars->size(); i-- > 0;) {
      if ((*vars)[i] == t) {
        out->push_back('X');
        PutU32(*out, static_cast<uint32_t>(vars->size() - 1 - i));
        return true;
      }
    }
    return false;
  }
  if (vars != nullptr && t->kind == runtime::TypeKind::kBottom) {
    out->push_back('0');
    return true;
  }
  if (!runtime::IsDataType(t)) return false;
  auto* dt = static_cast<const DataType*>(t);
  runtime::TypeName* tn = dt->name;
  out->push_back('D');
  runtime::Binding* b = runtime::ResolveBinding(rt_, tn->module, tn->name);
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  if (b != nullptr && b->value.defined() && runtime::IsType(b->value) &&
      NameOfTypeValue(b->value) == tn) {
    out->push_back('B');
    EncodeModule(tn->module, out);
    PutStr(*out, tn->name->name());
  } else if (tn->mt != nullptr && tn->mt->name != nullptr && tn->mt->module != nullptr &&
             dt->nparams() == 0) {
    runtime::Binding* f = runtime::ResolveBinding(rt_, tn->mt->module, tn->mt->name);
    if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
    if (f == nullptr || !f->value.defined() || f->value.type != dt) return false;
    out->push_back('F');
    EncodeModule(tn->mt->module, out);
    PutStr(*out, tn->mt->name->name());
  } else {
    return false;
  }
  PutU32(*out, static_cast<uint32_t>(dt->nparams()));
  for (int64_t i = 0; i < dt->nparams(); ++i) {
    Value p = dt->param(i);
    if (runtime::IsType(p)) {
      out->push_back('T');
      if (!EncodeTypeIn(p.As<Type>(), out, depth + 1, vars)) return false;
    } else if (!EncodeValue(p, out, depth + 1)) {
      return false;
    }
  }
  return true;
}

runtime::TypeName* NameCoder::NameOfTypeValue(Value v) {
  Type* t = runtime::Unwrap(v.As<Type>());
  return runtime::IsDataType(t) ? static_cast<DataType*>(t)->name : nullptr;
}

bool NameCoder::EncodeValue(Value v, std::string* out, int depth) {
  if (!v.defined() || depth > kMaxTypeDepth) return false;
  if (runtime::IsType(v)) {
    std::string bytes{'t'};
    if (EncodeType(v.As<Type>(), &bytes, depth + 1)) {
      out->append(bytes);
      return true;
    }
    // A type constructor (UnitRange, Array: a UnionAll) bound under its name.
    Type* body = runtime::Unwrap(v.As<Type>());
    if (!runtime::IsDataType(body)) return false;
    runtime::TypeName* tn = static_cast<DataType*>(body)->name;
    if (!runtime::SameBits(tn->wrapper, v)) {
      // Another `where` type (`Vector`): by its structure, for comparing only.
      std::vector<const runtime::TypeVar*> vars;
      std::string shape{'a'};
      if (v.As<Type>()->kind != runtime::TypeKind::kUnionAll ||
          !EncodeTypeIn(v.As<Type>(), &shape, depth + 1, &vars)) {
        return false;
      }
      out->append(shape);
      return true;
    }
    runtime::Binding* b = runtime::ResolveBinding(rt_, tn->module, tn->name);
    if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
    if (b == nullptr || !runtime::SameBits(b->value, v)) return false;
    out->push_back('W');
    EncodeModule(tn->module, out);
    PutStr(*out, tn->name->name());
    return true;
  }
  if (v.type == rt_.core.symbol) {
    out->push_back('s');
    PutStr(*out, v.As<runtime::Symbol>()->name());
    return true;
  }
  if (v.type == rt_.core.module) {
    out->push_back('m');
    EncodeModule(v.As<Module>(), out);
    return true;
  }
  if (runtime::IsUnboxed(v)) {
    std::string bytes{'v'};
    if (EncodeType(v.type, &bytes, depth + 1)) {
      out->append(bytes);
      PutU64(*out, v.type->layout == runtime::Layout::kSingleton ? 0 : v.bits);
      return true;
    }
    if (v.type->layout != runtime::Layout::kSingleton) return false;
    // A singleton whose type has no name to find it by (a builtin function).
    out->push_back('o');
    PutStr(*out, Show(v.type));
    return true;
  }
  if (v.type->layout == runtime::Layout::kStruct && !v.type->is_mutable() &&
      v.type->nfields > 0) {
    // An immutable struct: by its type and fields (inference may fold them).
    out->push_back('r');
    PutStr(*out, Show(v.type));
    PutU32(*out, v.type->nfields);
    const Value* fields = v.As<runtime::StructObject>()->fields();
    for (uint32_t i = 0; i < v.type->nfields; ++i) {
      if (!EncodeValue(fields[i], out, depth + 1)) return false;
    }
    return true;
  }
  if (v.type->layout == runtime::Layout::kString) {
    out->push_back('S');
    PutStr(*out, v.As<runtime::String>()->view());
    return true;
  }
  if (v.type->is_mutable() || v.type->nfields == 0) {
    // An object known by its type only (ARGS, stdout, a builtin function):
    // inference can use its type but no content (mutable, or none). Such a
    // value compares equal to another of the same type; it is not decoded.
    out->push_back('o');
    PutStr(*out, Show(v.type));
    return true;
  }
  return false;
}

Type* NameCoder::DecodeType(In& in, int depth) {
  char tag = 0;
  if (depth > kMaxTypeDepth || !in.Tag(&tag)) return nullptr;
  if (tag == 'U') {
    uint32_t n = 0;
    if (!in.U32(&n) || n < 2 || n > in.left()) return nullptr;
    std::vector<Type*> comps(n);
    for (uint32_t i = 0; i < n; ++i) {
      comps[i] = DecodeType(in, depth + 1);
      if (comps[i] == nullptr) return nullptr;
    }
    return runtime::MakeUnion(rt_, comps.data(), n);
  }
  if (tag != 'D' || !in.Tag(&tag) || (tag != 'B' && tag != 'F')) return nullptr;
  Module* m = DecodeModule(in);
  std::string_view name;
  if (m == nullptr || !in.Str(&name)) return nullptr;
  runtime::Binding* b = runtime::ResolveBinding(rt_, m, runtime::Intern(name));
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  if (b == nullptr || !b->value.defined()) return nullptr;
  uint32_t n = 0;
  if (!in.U32(&n) || n > in.left()) return nullptr;
  if (tag == 'F') {
    if (n != 0 || !runtime::IsDataType(b->value.type)) return nullptr;
    return b->value.type;
  }
  if (!runtime::IsType(b->value)) return nullptr;
  std::vector<Value> params(n);
  for (uint32_t i = 0; i < n; ++i) {
    char ptag = 0;
    In peek = in;
    if (!peek.Tag(&ptag)) return nullptr;
    if (ptag == 'T') {
      (void)in.Tag(&ptag);
      Type* p = DecodeType(in, depth + 1);
      if (p == nullptr) return nullptr;
      params[i] = Value::FromObject(p);
    } else if (!DecodeValue(in, &params[i], depth + 1)) {
      return nullptr;
    }
  }
  if (n == 0) {
    Type* t = b->value.As<Type>();
    if (runtime::IsDataType(t) && static_cast<DataType*>(t)->nparams() == 0) return t;
    Type* body = runtime::Unwrap(t);
    if (runtime::IsDataType(body) && static_cast<DataType*>(body)->is_tuple()) {
      return runtime::MakeTupleType(rt_, nullptr, 0);  // Tuple{}
    }
    return nullptr;
  }
  Value out;
  if (!runtime::ApplyType(rt_, b->value, params.data(), n, &out)) {
    if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
    return nullptr;
  }
  return runtime::IsType(out) ? out.As<Type>() : nullptr;
}

bool NameCoder::DecodeValue(In& in, Value* out, int depth) {
  char tag = 0;
  if (depth > kMaxTypeDepth || !in.Tag(&tag)) return false;
  switch (tag) {
    case 't': {
      Type* t = DecodeType(in, depth + 1);
      if (t == nullptr) return false;
      *out = Value::FromObject(t);
      return true;
    }
    case 'W': {
      Module* m = DecodeModule(in);
      std::string_view name;
      if (m == nullptr || !in.Str(&name)) return false;
      runtime::Binding* b = runtime::ResolveBinding(rt_, m, runtime::Intern(name));
      if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
      if (b == nullptr || !b->value.defined() || !runtime::IsType(b->value)) return false;
      *out = b->value;
      return true;
    }
    case 's': {
      std::string_view name;
      if (!in.Str(&name)) return false;
      *out = Value::FromObject(runtime::Intern(name));
      return true;
    }
    case 'm': {
      Module* m = DecodeModule(in);
      if (m == nullptr) return false;
      *out = Value::FromObject(m);
      return true;
    }
    case 'v': {
      Type* t = DecodeType(in, depth + 1);
      uint64_t bits = 0;
      if (t == nullptr || !in.U64(&bits) || !runtime::IsDataType(t)) return false;
      auto* dt = static_cast<DataType*>(t);
      if (!runtime::IsUnboxedLayout(dt->layout)) return false;
      *out = dt->layout == runtime::Layout::kSingleton ? dt->instance : Value::Make(dt, bits);
      return true;
    }
    default:
      return false;
  }
}

std::string NameCoder::TypeBytes(const Type* t) {
  std::string out;
  return EncodeType(t, &out, 0) ? out : std::string();
}

Type* NameCoder::TypeFrom(std::string_view bytes) {
  In in(bytes);
  Type* t = DecodeType(in, 0);
  return t != nullptr && in.done() ? t : nullptr;
}

DataType* NameCoder::DataTypeFrom(std::string_view bytes) {
  Type* t = TypeFrom(bytes);
  return t != nullptr && runtime::IsDataType(t) ? static_cast<DataType*>(t) : nullptr;
}

}  // namespace kiln::driver
