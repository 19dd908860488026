// Persisted CodeInstances (native_tier_persist.h).
#include "driver/native_tier_persist.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <string_view>
#include <unordered_set>

#include "base/sha256.h"
#include "cache/native_store.h"
#include "image/build_id.h"
#include "jit/record_wire.h"
#include "ir/module_ir.h"
#include "runtime/dispatch.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/symbol.h"
#include "runtime/types.h"
#include "tape/compiled_file.h"

namespace kiln::driver {

namespace {

using runtime::DataType;
using runtime::Method;
using runtime::MethodInstance;
using runtime::Module;
using runtime::Type;
using runtime::Value;

// Types nest at most this deep in a record (deeper: not persisted).
constexpr int kMaxTypeDepth = 12;
// Records one run writes at most (the rest are inferred again next time).
constexpr uint64_t kMaxRecordsPerRun = 4096;

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The encoding of jit/record_wire.h, on a string the encoders append to.
void PutU32(std::string& out, uint32_t v) { persist::wire::PutFixed32(&out, v); }
void PutU64(std::string& out, uint64_t v) { persist::wire::PutFixed64(&out, v); }
void PutStr(std::string& out, std::string_view s) {
  PutU32(out, static_cast<uint32_t>(s.size()));
  out.append(s);
}

using In = jit::RecordReader;

}  // namespace

struct PersistedCodeInstances::Impl {
  runtime::Runtime& rt;
  interp::Interpreter& interp;
  store::Store& store;
  jit::Jit& jit;
  PersistStats& stats;
  std::string context;  // jit::Jit::ContextKey()
  std::unordered_map<Method*, std::string> body_hashes;
  std::unordered_map<std::string, std::vector<size_t>> file_lines;  // path -> line starts
  std::unordered_map<std::string, std::string> file_text;
  std::unordered_set<engine::CodeInstance*> saved;
  uint64_t saved_count = 0;
  // Per record key: the outcome of revalidation in `world`.
  struct Result {
    uint64_t world = 0;
    bool valid = false;
    NativeCodeInfo info;
  };
  std::unordered_map<std::string, Result> results;
  std::vector<std::string> log;
  bool explain = false;
  std::vector<Explanation> explanations;

  static std::string LogName(const std::string& identity) {
    // The argument types and the method's module path and name.
    const size_t first = identity.find('\n');
    const size_t second = first == std::string::npos ? first : identity.find('\n', first + 1);
    std::string out = identity.substr(0, second);
    std::replace(out.begin(), out.end(), '\n', ' ');
    return out;
  }

  Impl(runtime::Runtime& r, interp::Interpreter& i, store::Store& s, jit::Jit& j, PersistStats& st)
      : rt(r), interp(i), store(s), jit(j), stats(st), context(j.ContextKey()) {}

  // ---- Names, identities, keys ----

  std::string Show(const Type* t) {
    std::string out;
    runtime::ShowType(rt, t, &out);
    return out;
  }

  static void ModulePath(Module* m, std::vector<Module*>* path) {
    path->clear();
    for (int guard = 0; guard < 64; ++guard) {
      path->push_back(m);
      if (m->parent == nullptr || m->parent == m) break;
      m = m->parent;
    }
    std::reverse(path->begin(), path->end());
  }

  void EncodeModule(Module* m, std::string* out) {
    std::vector<Module*> path;
    ModulePath(m, &path);
    PutU32(*out, static_cast<uint32_t>(path.size()));
    for (Module* p : path) PutStr(*out, p->name->name());
  }

  Module* DecodeModule(In& in) {
    uint32_t n = 0;
    if (!in.U32(&n) || n == 0 || n > 64) return nullptr;
    Module* m = nullptr;
    for (uint32_t i = 0; i < n; ++i) {
      std::string_view name;
      if (!in.Str(&name)) return nullptr;
      if (i == 0) {
        for (Module* top : {rt.main_module, rt.core_module, rt.base_module}) {
          if (top != nullptr && top->name->name() == name) m = top;
        }
        if (m == nullptr) return nullptr;
        continue;
      }
      runtime::Binding* b = runtime::FindOwnBinding(m, runtime::Intern(name));
      if (b == nullptr || !b->value.defined() || b->value.type != rt.core.module) return nullptr;
      m = b->value.As<Module>();
    }
    return m;
  }

  std::string MethodIdentity(Method* m) {
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
    if (m->file != nullptr) id += m->file->name();
    return id;
  }

  // The MethodInstance: its argument types, its method and the method's body
  // hash (so a method redefined with another body in one run has its own).
  std::string Identity(MethodInstance* mi) {
    return Show(mi->spec_types) + "\n" + MethodIdentity(mi->def) + "\n" + BodyHash(mi->def);
  }

  std::string KeyOf(const std::string& identity) {
    base::Sha256 h;
    h.UpdateField("kiln code instance");
    h.UpdateField(context);
    h.UpdateField(identity);
    return base::DigestBytes(h.Finish());
  }

  // SHA-256 of the source text of m's body (from its definition's line to the
  // last line its statements have), or "-" when it has no lowered body (a
  // builtin: part of this build). Not the line numbers: a method moved by an
  // edit above it keeps its hash. Empty when the text cannot be read.
  // A body hash is first looked up in its file's table of body hashes
  // (BodyTable); computing one needs the method's compiled body, which for a
  // callee in Base means mapping and decoding its file's IR cache entry.
  std::string BodyHash(Method* m) {
    if (auto it = body_hashes.find(m); it != body_hashes.end()) return it->second;
    BodyTable* table = m->file != nullptr ? TableOf(std::string(m->file->name())) : nullptr;
    std::string entry;
    std::string hash;
    if (table != nullptr) {
      entry = std::to_string(m->line) + "\n" + MethodIdentity(m);
      if (auto it = table->hashes.find(entry); it != table->hashes.end()) hash = it->second;
    }
    if (hash.empty()) {
      std::string path;
      hash = ComputeBodyHash(m, &path);
      // Kept only for a body of the file the method names (a hash made from
      // another file's text would not change with this one's).
      // Nor "-" (no lowered body): a body that failed to load says so too.
      if (table != nullptr && !hash.empty() && hash != "-" && path == m->file->name()) {
        table->hashes[entry] = hash;
        table->dirty = true;
      }
    }
    body_hashes.emplace(m, hash);
    return hash;
  }

  // The body hashes of one source file's methods (by definition line and
  // method identity), kept in the store under a key made of the file's text
  // and this binary's build id: the same text read by the same binary lowers
  // to the same bodies. Written back when this run added to it.
  struct BodyTable {
    std::string key;  // in the store
    std::unordered_map<std::string, std::string> hashes;
    bool dirty = false;
  };
  std::unordered_map<std::string, std::unique_ptr<BodyTable>> body_tables;  // by path

  // The file's text (read once), or null when it cannot be read.
  const std::string* FileText(const std::string& path) {
    if (auto it = file_text.find(path); it != file_text.end()) return &it->second;
    base::Env* env = rt.env != nullptr ? rt.env : base::Env::Default();
    auto text = env->ReadFile(path);
    if (!text.ok()) return nullptr;
    return &file_text.emplace(path, std::move(*text)).first->second;
  }

  BodyTable* TableOf(const std::string& path) {
    if (auto it = body_tables.find(path); it != body_tables.end()) return it->second.get();
    std::unique_ptr<BodyTable> table;
    const std::string& build = image::BinaryBuildId();
    const std::string* text = FileText(path);
    if (text != nullptr && !build.empty()) {
      table = std::make_unique<BodyTable>();
      base::Sha256 h;
      h.UpdateField("kiln body hashes");
      h.UpdateField(context);
      h.UpdateField(build);
      h.UpdateField(*text);
      table->key = base::DigestBytes(h.Finish());
      const auto start = std::chrono::steady_clock::now();
      if (std::optional<std::string> bytes = store.Get(table->key, /*local_only=*/true)) {
        // count:u32 (entry:str hash:str)*; a damaged table is an empty one.
        In in(*bytes);
        uint32_t n = 0;
        std::unordered_map<std::string, std::string> read;
        bool ok = in.U32(&n) && n <= bytes->size();
        for (uint32_t i = 0; ok && i < n; ++i) {
          std::string entry, hash;
          ok = in.Str(&entry) && in.Str(&hash) && !hash.empty();
          if (ok) read.emplace(std::move(entry), std::move(hash));
        }
        if (ok && in.done()) table->hashes = std::move(read);
      }
      stats.load_ms += MsSince(start);
    }
    return body_tables.emplace(path, std::move(table)).first->second.get();
  }

  // Writes the tables this run added to.
  void FlushBodyTables() {
    for (auto& [path, table] : body_tables) {
      if (table == nullptr || !table->dirty) continue;
      table->dirty = false;
      std::vector<const std::pair<const std::string, std::string>*> sorted;
      for (const auto& e : table->hashes) sorted.push_back(&e);
      std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->first < b->first; });
      std::string bytes;
      PutU32(bytes, static_cast<uint32_t>(sorted.size()));
      for (const auto* e : sorted) {
        PutStr(bytes, e->first);
        PutStr(bytes, e->second);
      }
      store.Put(table->key, std::move(bytes), /*local_only=*/true);
    }
  }

  std::string ComputeBodyHash(Method* m, std::string* path_out) {
    interp::LoweredBody b;
    if (!interp.FindLoweredBody(m, &b)) return "-";
    if (b.file == nullptr) return "";
    *path_out = b.file->path();
    auto tape = const_cast<tape::CompiledFile*>(b.file)->Tape(b.module_index, ir::BodyId(b.body_index));
    if (!tape.ok()) return "";
    uint32_t first = b.body->line;
    uint32_t last = first;
    for (const tape::LineEntry& e : (*tape)->lines) last = std::max(last, e.line);
    if (first == 0) return "";
    const std::string& path = b.file->path();
    auto lines = file_lines.find(path);
    if (lines == file_lines.end()) {
      const std::string* text = FileText(path);
      if (text == nullptr) return "";
      std::vector<size_t> starts{0};
      for (size_t i = 0; i < text->size(); ++i) {
        if ((*text)[i] == '\n') starts.push_back(i + 1);
      }
      lines = file_lines.emplace(path, std::move(starts)).first;
    }
    const std::vector<size_t>& starts = lines->second;
    const std::string& text = file_text[path];
    if (first > starts.size()) return "";
    const size_t from = starts[first - 1];
    const size_t to = last < starts.size() ? starts[last] : text.size();
    base::Sha256 h;
    h.UpdateField("kiln method body");
    h.UpdateField(std::string_view(text).substr(from, to > from ? to - from : 0));
    return base::DigestBytes(h.Finish());
  }

  // ---- Types and values, by name (the same in every process) ----
  //   type  := 'D' typename nparams:u32 param*  |  'U' n:u32 type*
  //   typename := 'B' module name:str   (a type bound under its name)
  //             | 'F' module name:str   (typeof of the function bound there)
  //   param := 'T' type | value
  //   value := 'v' type bits:u64 (unboxed) | 't' type | 's' name:str | 'm' module
  //          | 'W' module name:str (a type constructor bound under its name)
  //          | 'S' bytes:str (a String) | 'o' type:str (mutable or field-less
  //            object, by its type shown) | 'r' type:str n:u32 value* (an
  //            immutable struct); 'S', 'o' and 'r' are compared, never decoded

  bool EncodeType(const Type* t, std::string* out, int depth) {
    if (depth > kMaxTypeDepth) return false;
    if (t->kind == runtime::TypeKind::kUnion) {
      auto* u = static_cast<const runtime::UnionType*>(t);
      out->push_back('U');
      PutU32(*out, u->n);
      for (uint32_t i = 0; i < u->n; ++i) {
        if (!EncodeType(u->components()[i], out, depth + 1)) return false;
      }
      return true;
    }
    if (!runtime::IsDataType(t)) return false;
    auto* dt = static_cast<const DataType*>(t);
    runtime::TypeName* tn = dt->name;
    out->push_back('D');
    runtime::Binding* b = runtime::ResolveBinding(rt, tn->module, tn->name);
    if (rt.has_pending_exception()) (void)rt.TakePendingException();
    if (b != nullptr && b->value.defined() && runtime::IsType(b->value) &&
        NameOfTypeValue(b->value) == tn) {
      out->push_back('B');
      EncodeModule(tn->module, out);
      PutStr(*out, tn->name->name());
    } else if (tn->mt != nullptr && tn->mt->name != nullptr && tn->mt->module != nullptr &&
               dt->nparams() == 0) {
      runtime::Binding* f = runtime::ResolveBinding(rt, tn->mt->module, tn->mt->name);
      if (rt.has_pending_exception()) (void)rt.TakePendingException();
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
        if (!EncodeType(p.As<Type>(), out, depth + 1)) return false;
      } else if (!EncodeValue(p, out, depth + 1)) {
        return false;
      }
    }
    return true;
  }

  runtime::TypeName* NameOfTypeValue(Value v) {
    Type* t = runtime::Unwrap(v.As<Type>());
    return runtime::IsDataType(t) ? static_cast<DataType*>(t)->name : nullptr;
  }

  bool EncodeValue(Value v, std::string* out, int depth) {
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
      if (!runtime::SameBits(tn->wrapper, v)) return false;
      runtime::Binding* b = runtime::ResolveBinding(rt, tn->module, tn->name);
      if (rt.has_pending_exception()) (void)rt.TakePendingException();
      if (b == nullptr || !runtime::SameBits(b->value, v)) return false;
      out->push_back('W');
      EncodeModule(tn->module, out);
      PutStr(*out, tn->name->name());
      return true;
    }
    if (v.type == rt.core.symbol) {
      out->push_back('s');
      PutStr(*out, v.As<runtime::Symbol>()->name());
      return true;
    }
    if (v.type == rt.core.module) {
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

  Type* DecodeType(In& in, int depth) {
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
      return runtime::MakeUnion(rt, comps.data(), n);
    }
    if (tag != 'D' || !in.Tag(&tag) || (tag != 'B' && tag != 'F')) return nullptr;
    Module* m = DecodeModule(in);
    std::string_view name;
    if (m == nullptr || !in.Str(&name)) return nullptr;
    runtime::Binding* b = runtime::ResolveBinding(rt, m, runtime::Intern(name));
    if (rt.has_pending_exception()) (void)rt.TakePendingException();
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
        return runtime::MakeTupleType(rt, nullptr, 0);  // Tuple{}
      }
      return nullptr;
    }
    Value out;
    if (!runtime::ApplyType(rt, b->value, params.data(), n, &out)) {
      if (rt.has_pending_exception()) (void)rt.TakePendingException();
      return nullptr;
    }
    return runtime::IsType(out) ? out.As<Type>() : nullptr;
  }

  bool DecodeValue(In& in, Value* out, int depth) {
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
        runtime::Binding* b = runtime::ResolveBinding(rt, m, runtime::Intern(name));
        if (rt.has_pending_exception()) (void)rt.TakePendingException();
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

  std::string TypeBytes(const Type* t) {
    std::string out;
    return EncodeType(t, &out, 0) ? out : std::string();
  }
  Type* TypeFrom(std::string_view bytes) {
    In in(bytes);
    Type* t = DecodeType(in, 0);
    return t != nullptr && in.done() ? t : nullptr;
  }
  DataType* DataTypeFrom(std::string_view bytes) {
    Type* t = TypeFrom(bytes);
    return t != nullptr && runtime::IsDataType(t) ? static_cast<DataType*>(t) : nullptr;
  }

  // ---- Saving ----

  // The record of ci, or nullopt when something it used has no name that
  // another process could find.
  std::optional<jit::CiRecord> MakeRecord(engine::CodeInstance* ci, const NativeCodeInfo* info,
                                          std::vector<engine::CodeInstance*>* depends_on) {
    jit::CiRecord r;
    r.identity = Identity(ci->mi);
    r.body = BodyHash(ci->mi->def);
   
    if (r.body.empty()) return std::nullopt;
    r.effects = static_cast<uint8_t>((ci->effects.nothrow ? 1 : 0) | (ci->effects.terminates ? 2 : 0) |
                                     (ci->effects.consistent ? 4 : 0));
    r.rettype_shown = ci->rettype != nullptr ? Show(ci->rettype) : "Any";
    // A CodeInstance compiled and refused relies on nothing beyond its own
    // edges (it stays interpreted); any other's code or result may contain its
    // callees', so it is valid only while they are.
    const bool refused = info != nullptr && info->compiled && !info->native;
    if (info != nullptr && info->native) {
      r.flags |= jit::CiRecord::kNative;
      r.object_key = info->object_key;
      r.symbol = info->symbol;
      r.renames = info->renames;
      if (info->has_entry) {
        r.flags |= jit::CiRecord::kEntry;
        if (info->rettype == nullptr) return std::nullopt;
        r.rettype = TypeBytes(info->rettype);
        if (r.rettype.empty()) return std::nullopt;
        for (DataType* f : info->result_fields) {
          std::string bytes = TypeBytes(f);
          if (bytes.empty()) return std::nullopt;
          r.result_fields.push_back(std::move(bytes));
        }
      }
      if (info->result_const.defined()) {
        r.flags |= jit::CiRecord::kConstant;
        if (!EncodeValue(info->result_const, &r.result_const, 0)) return std::nullopt;
        In check(r.result_const);
        Value back;
        if (!DecodeValue(check, &back, 0)) return std::nullopt;  // known by type only
      }
    } else if (refused) {
      r.why = info->why;
    }
    bool ok = true;
    ci->edges.ForEach([&](const engine::Edge& e) {
      if (!ok) return;
      jit::CiEdge out;
      switch (e.form) {
        case engine::EdgeForm::kCall:
        case engine::EdgeForm::kInvoke:
        case engine::EdgeForm::kUsed: {
          const engine::EdgeItem& t = e.targets[0];
          MethodInstance* mi = t.kind == engine::EdgeItem::Kind::kCodeInstance ? t.ci->mi : t.mi;
          if (mi == nullptr) {
            ok = false;
            return;
          }
          out.kind = jit::CiEdge::Kind::kCall;
          out.type = TypeBytes(mi->spec_types);
          out.method = MethodIdentity(mi->def);
          out.body = BodyHash(mi->def);
          if (out.type.empty() || out.body.empty()) ok = false;
         
          if (e.form == engine::EdgeForm::kInvoke) ok = false;  // not made by inference yet
          if (!refused && t.kind == engine::EdgeItem::Kind::kCodeInstance && t.ci != ci) {
            out.depends = KeyOf(Identity(mi));
            depends_on->push_back(t.ci);
          }
          break;
        }
        case engine::EdgeForm::kMissing:
          out.kind = jit::CiEdge::Kind::kMissing;
          out.type = TypeBytes(e.type);
          if (out.type.empty()) ok = false;
         
          break;
        case engine::EdgeForm::kBinding: {
          runtime::Binding* b = e.binding;
          out.kind = jit::CiEdge::Kind::kBinding;
          EncodeModule(b->owner, &out.method);
          PutStr(out.method, b->name->name());
          if (!b->is_const || !EncodeValue(b->value, &out.body, 0)) ok = false;
         
          break;
        }
        case engine::EdgeForm::kDispatch:
          ok = false;  // not made by inference yet
          break;
      }
      r.edges.push_back(std::move(out));
    });
    if (!ok) return std::nullopt;
    return r;
  }

  // ---- Revalidation ----

  // A CodeInstance a record depends on: its record's key, and the identity
  // and body hash its record must have (from the live lookup of the call).
  struct Dep {
    std::string key;
    std::string identity;
    std::string body;
  };
  struct Node {
    std::string key;
    std::optional<jit::CiRecord> record;
    bool own_ok = false;
    std::vector<Dep> deps;
    size_t next = 0;
    uint32_t index = 0;
    uint32_t lowlink = 0;
    bool on_stack = false;
    std::string why;  // !own_ok: why
  };

  // Whether r's own edges hold in `world` (not its callees'); the CodeInstances
  // it depends on in *deps.
  bool EdgesHold(const jit::CiRecord& r, uint64_t world, std::vector<Dep>* deps, std::string* why) {
    for (const jit::CiEdge& e : r.edges) {
      switch (e.kind) {
        case jit::CiEdge::Kind::kCall:
        case jit::CiEdge::Kind::kMissing: {
          DataType* tt = DataTypeFrom(e.type);
          if (tt == nullptr || !tt->is_tuple() || tt->nparams() == 0) {
            *why = "a type one of its calls used is no longer defined";
            return false;
          }
          std::vector<DataType*> types;
          for (int64_t i = 0; i < tt->nparams(); ++i) {
            Value p = tt->param(i);
            if (!runtime::IsType(p) || !runtime::IsDataType(p.As<Type>())) return false;
            types.push_back(static_cast<DataType*>(p.As<Type>()));
          }
          DataType* callee = types[0];
          runtime::MethodTable* mt =
              callee->is_type_type() || callee->is_kind() ? rt.type_callee_mt : callee->name->mt;
          runtime::LookupResult lr;
          if (mt != nullptr) {
            lr = runtime::LookupByTypes(rt, mt, types.data(), static_cast<uint32_t>(types.size()), world);
            if (rt.has_pending_exception()) (void)rt.TakePendingException();
          }
          if (e.kind == jit::CiEdge::Kind::kMissing) {
            if (mt != nullptr && lr.status != runtime::LookupStatus::kNoMethod) {
              *why = "its call " + Show(tt) + " found no method and now finds one";
              return false;
            }
            break;
          }
          if (mt == nullptr || lr.status != runtime::LookupStatus::kFound || lr.mi == nullptr) {
            *why = "its call to " + ExplainName(Show(tt) + "\n" + e.method) + " finds no method now";
            return false;
          }
          if (MethodIdentity(lr.mi->def) != e.method) {
            *why = "its call to " + ExplainName(Show(tt) + "\n" + e.method) + " finds another method now: " +
                   MethodPath(MethodIdentity(lr.mi->def)) + " with signature " + Show(lr.mi->def->sig);
            return false;
          }
          if (BodyHash(lr.mi->def) != e.body) {
            const std::string callee = ExplainName(Show(tt) + "\n" + e.method);
            *why = "it calls " + callee + ", whose source changed";
            if (explain) explanations.push_back({callee, "the source of its method changed"});
            return false;
          }
          if (!e.depends.empty()) {
            // The callee's MethodInstance is the one of the recorded argument
            // types (a lookup may give a vararg method's MethodInstance for
            // other, equivalent types).
            Dep d{e.depends, Show(tt) + "\n" + e.method + "\n" + e.body, e.body};
            if (KeyOf(d.identity) != d.key) {
              *why = "an edge does not match the callee's record key";
              return false;
            }
            deps->push_back(std::move(d));
          }
          break;
        }
        case jit::CiEdge::Kind::kBinding: {
          In in(e.method);
          Module* m = DecodeModule(in);
          std::string_view name;
          if (m == nullptr || !in.Str(&name) || !in.done()) {
            *why = "a module holding a constant it used is gone";
            return false;
          }
          runtime::Binding* b = runtime::ResolveBinding(rt, m, runtime::Intern(name));
          if (rt.has_pending_exception()) (void)rt.TakePendingException();
          std::string constant;
          std::vector<Module*> path;
          ModulePath(m, &path);
          for (Module* p : path) constant += std::string(p->name->name()) + ".";
          constant += name;
          if (b == nullptr || !b->is_const || !b->value.defined()) {
            *why = "the constant " + constant + " it used is no longer a constant";
            return false;
          }
          std::string now;
          if (!EncodeValue(b->value, &now, 0) || now != e.body) {
            *why = "the constant " + constant + " it used changed";
            return false;
          }
          break;
        }
      }
    }
    return true;
  }

  void Visit(Node* n, const std::string& identity, const std::string& body, uint64_t world) {
    auto start = std::chrono::steady_clock::now();
    // A record from the shared tier (signed by a trusted key, like objects:
    // docs/remote-cache.md) is revalidated here all the same.
    std::optional<std::string> bytes = store.Get(n->key, /*local_only=*/false, cache::kCodeInstanceRecordKind);
    if (!bytes) {
      ++stats.missing;
      log.push_back("not found " + LogName(identity));
      if (explain) {
        explanations.push_back({ExplainName(identity),
                                ExplainNotFound(store.Get(CiIndexKey(identity), /*local_only=*/true),
                                                body, n->key, jit.ContextParts())});
      }
      stats.load_ms += MsSince(start);
      return;
    }
    auto decoded = jit::DecodeCiRecord(*bytes);
    stats.load_ms += MsSince(start);
    if (!decoded.ok()) {
      ++stats.missing;
      log.push_back("not found " + LogName(identity));
      if (explain) explanations.push_back({ExplainName(identity), "its record is damaged"});
      return;
    }
    ++stats.loaded;
    n->record = std::move(*decoded);
    start = std::chrono::steady_clock::now();
    const jit::CiRecord& r = *n->record;
    // The MethodInstance and the body of its method must be the live ones
    // (a record made from another version of the body is not this one's).
    n->own_ok = r.identity == identity && !body.empty() && r.body == body &&
                EdgesHold(r, world, &n->deps, &n->why);
    if (!n->own_ok) n->deps.clear();
    stats.revalidate_ms += MsSince(start);
  }

  // Revalidates the record `key` and all it depends on (iterative Tarjan);
  // returns whether it is valid, its info in `results`.
  bool Revalidate(const std::string& root_key, const std::string& root_identity,
                  const std::string& root_body, uint64_t world) {
    std::unordered_map<std::string, std::unique_ptr<Node>> nodes;
    std::vector<Node*> call_stack;  // DFS
    std::vector<Node*> scc_stack;   // Tarjan's stack
    uint32_t next_index = 1;
    auto known = [&](const std::string& key) -> bool {
      auto it = results.find(key);
      return it != results.end() && it->second.world == world;
    };
    auto push = [&](const std::string& key, const std::string& identity, const std::string& body) {
      auto node = std::make_unique<Node>();
      node->key = key;
      node->index = node->lowlink = next_index++;
      node->on_stack = true;
      Node* n = node.get();
      nodes.emplace(key, std::move(node));
      Visit(n, identity, body, world);
      call_stack.push_back(n);
      scc_stack.push_back(n);
    };
    push(root_key, root_identity, root_body);
    while (!call_stack.empty()) {
      Node* n = call_stack.back();
      if (n->next < n->deps.size()) {
        const Dep& d = n->deps[n->next++];
        if (known(d.key)) continue;
        auto it = nodes.find(d.key);
        if (it == nodes.end()) {
          push(d.key, d.identity, d.body);
        } else if (it->second->on_stack) {
          n->lowlink = std::min(n->lowlink, it->second->index);
        }
        continue;
      }
      call_stack.pop_back();
      if (!call_stack.empty()) call_stack.back()->lowlink = std::min(call_stack.back()->lowlink, n->lowlink);
      if (n->lowlink != n->index) continue;
      // n is the root of an SCC: its members are on scc_stack down to n.
      std::vector<Node*> members;
      for (;;) {
        Node* m = scc_stack.back();
        scc_stack.pop_back();
        m->on_stack = false;
        members.push_back(m);
        if (m == n) break;
      }
      std::unordered_set<std::string> member_keys;
      for (Node* m : members) member_keys.insert(m->key);
      bool valid = true;
      for (Node* m : members) {
        if (!m->own_ok) valid = false;
        for (const Dep& dep : m->deps) {
          // A member is decided with this SCC; any other callee was decided before.
          if (member_keys.count(dep.key) != 0) continue;
          auto it = results.find(dep.key);
          if (it == results.end() || it->second.world != world || !it->second.valid) valid = false;
        }
      }
      const auto start = std::chrono::steady_clock::now();
      std::vector<NativeCodeInfo> infos(members.size());
      for (size_t i = 0; valid && i < members.size(); ++i) {
        if (!Materialize(*members[i]->record, &infos[i])) valid = false;
      }
      stats.revalidate_ms += MsSince(start);
      for (size_t i = 0; i < members.size(); ++i) {
        Node* m = members[i];
        if (m->record) {
          ++(valid ? stats.revalidated : stats.invalidated);
          if (!valid) log.push_back("invalid " + LogName(m->record->identity));
          if (!valid && explain) explanations.push_back({ExplainName(m->record->identity), WhyInvalid(*m, results)});
        }
        Result& res = results[m->key];
        res.world = world;
        res.valid = valid;
        res.info = valid ? std::move(infos[i]) : NativeCodeInfo{};
      }
    }
    return results[root_key].valid;
  }

  // Why a member of an invalid SCC is invalid (`kiln cache explain`).
  std::string WhyInvalid(const Node& m, const std::unordered_map<std::string, Result>& decided) {
    if (!m.own_ok) return m.why.empty() ? "its method's identity or body changed" : m.why;
    for (const Dep& dep : m.deps) {
      auto it = decided.find(dep.key);
      if (it != decided.end() && !it->second.valid) {
        return "it calls " + ExplainName(dep.identity) + ", which would miss";
      }
    }
    return "its object is not in the native store or does not link";
  }

  // A valid record's code: its object linked, its types found.
  bool Materialize(const jit::CiRecord& r, NativeCodeInfo* out) {
    out->native = (r.flags & jit::CiRecord::kNative) != 0;
    out->compiled = out->native || !r.why.empty();
    out->why = r.why;
    if (!out->native) return true;
    out->symbol = r.symbol;
    out->object_key = r.object_key;
    out->renames = r.renames;
    out->has_entry = (r.flags & jit::CiRecord::kEntry) != 0;
    if (out->has_entry) {
      out->rettype = DataTypeFrom(r.rettype);
      if (out->rettype == nullptr) return false;
      for (const std::string& f : r.result_fields) {
        DataType* t = DataTypeFrom(f);
        if (t == nullptr) return false;
        out->result_fields.push_back(t);
      }
    }
    if ((r.flags & jit::CiRecord::kConstant) != 0) {
      In in(r.result_const);
      if (!DecodeValue(in, &out->result_const, 0) || !in.done()) return false;
    }
    if (!jit.Has(r.symbol)) {
      // Every callee the object names must be linked already (callees'
      // records are decided first): a callee whose record was not persisted
      // leaves a caller that could not be linked, so it is compiled again.
      for (const auto& [local, unique] : r.renames) {
        if (unique != r.symbol && unique != r.symbol + "_invoke" && !jit.Has(unique)) return false;
      }
      if (!jit.AddFromCache(r.object_key, r.renames)) return false;
    }
    return jit.Has(r.symbol);
  }
};

PersistedCodeInstances::PersistedCodeInstances(runtime::Runtime& rt, interp::Interpreter& interp,
                                               store::Store& store, jit::Jit& jit)
    : impl_(std::make_unique<Impl>(rt, interp, store, jit, stats_)) {}
PersistedCodeInstances::~PersistedCodeInstances() = default;

PersistedCodeInstances::Outcome PersistedCodeInstances::Load(MethodInstance* mi, uint64_t world,
                                                             NativeCodeInfo* out) {
  Impl& s = *impl_;
  const std::string identity = s.Identity(mi);
  const std::string key = s.KeyOf(identity);
  auto it = s.results.find(key);
  if (it == s.results.end() || it->second.world != world) {
    const auto start = std::chrono::steady_clock::now();
    const std::string body = s.BodyHash(mi->def);
    s.stats.revalidate_ms += MsSince(start);
    s.Revalidate(key, identity, body, world);
    it = s.results.find(key);
  }
  s.FlushBodyTables();
  if (it == s.results.end() || !it->second.valid) return Outcome::kMiss;
  *out = it->second.info;
  return out->native ? Outcome::kNative : Outcome::kNotNative;
}

const std::vector<std::string>& PersistedCodeInstances::log() const { return impl_->log; }

void PersistedCodeInstances::SetExplain() { impl_->explain = true; }

const std::vector<Explanation>& PersistedCodeInstances::explanations() const {
  return impl_->explanations;
}

void PersistedCodeInstances::Save(engine::CodeInstance* root,
                                  const std::function<const NativeCodeInfo*(engine::CodeInstance*)>& info) {
  Impl& s = *impl_;
  if (s.explain) return;  // explaining changes nothing
  const auto start = std::chrono::steady_clock::now();
  std::vector<engine::CodeInstance*> work{root};
  while (!work.empty()) {
    engine::CodeInstance* ci = work.back();
    work.pop_back();
    if (!s.saved.insert(ci).second) continue;
    if (s.saved_count >= kMaxRecordsPerRun) break;
    std::vector<engine::CodeInstance*> depends_on;
    std::optional<jit::CiRecord> r = s.MakeRecord(ci, info(ci), &depends_on);
    if (!r) {
      ++stats_.not_persisted;
      continue;
    }
    ++s.saved_count;
    ++stats_.written;
    s.log.push_back("written " + Impl::LogName(r->identity));
    const std::string key = s.KeyOf(r->identity);
    s.store.Put(key, jit::EncodeCiRecord(*r), /*local_only=*/false, cache::kCodeInstanceRecordKind);
    // Its index entry, for `kiln cache explain` (native_tier_explain.h), stays local.
    s.store.Put(CiIndexKey(r->identity), EncodeCiIndex(CiIndex{r->body, key, s.jit.ContextParts()}),
                /*local_only=*/true);
    for (engine::CodeInstance* d : depends_on) work.push_back(d);
  }
  s.FlushBodyTables();
  stats_.save_ms += MsSince(start);
}

}  // namespace kiln::driver
