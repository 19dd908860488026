// Checking persisted CodeInstance records' edges (native_tier_edges.h).
#include "driver/native_tier_edges.h"

#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/symbol.h"
#include "runtime/types.h"

namespace kiln::driver {

using runtime::DataType;
using runtime::Module;
using runtime::Type;
using runtime::Value;

namespace {

// How `kiln cache explain` names a constant: its module path and name.
std::string ConstantName(Module* m, std::string_view name) {
  std::string constant;
  std::vector<Module*> path;
  NameCoder::ModulePath(m, &path);
  for (Module* p : path) constant += std::string(p->name->name()) + ".";
  constant += name;
  return constant;
}

}  // namespace

void EdgeChecker::StartWorld(uint64_t world) {
  if (world == world_) return;
  world_ = world;
  calls_.clear();
  consts_.clear();
}

EdgeChecker::Call* EdgeChecker::FindCall(const std::string& type_bytes, uint64_t world, std::string* why) {
  StartWorld(world);
  if (auto it = calls_.find(type_bytes); it != calls_.end()) return &it->second;
  DataType* tt = names_.DataTypeFrom(type_bytes);
  if (tt == nullptr || !tt->is_tuple() || tt->nparams() == 0) {
    *why = "a type one of its calls used is no longer defined";
    return nullptr;
  }
  std::vector<DataType*> types;
  for (int64_t i = 0; i < tt->nparams(); ++i) {
    Value p = tt->param(i);
    if (!runtime::IsType(p) || !runtime::IsDataType(p.As<Type>())) return nullptr;
    types.push_back(static_cast<DataType*>(p.As<Type>()));
  }
  Call c;
  c.tt = tt;
  DataType* callee = types[0];
  runtime::MethodTable* mt = callee->is_type_type() || callee->is_kind() ? rt_.type_callee_mt : callee->name->mt;
  if (mt != nullptr) {
    c.has_table = true;
    c.lr = runtime::LookupByTypes(rt_, mt, types.data(), static_cast<uint32_t>(types.size()), world);
    if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  }
  c.shown = names_.Show(tt);
  return &calls_.emplace(type_bytes, std::move(c)).first->second;
}

const std::string* EdgeChecker::FindConstant(const std::string& where, uint64_t world, std::string* why) {
  StartWorld(world);
  if (auto it = consts_.find(where); it != consts_.end()) return &it->second;
  jit::RecordReader in(where);
  Module* m = names_.DecodeModule(in);
  std::string_view name;
  if (m == nullptr || !in.Str(&name) || !in.done()) {
    *why = "a module holding a constant it used is gone";
    return nullptr;
  }
  runtime::Binding* b = runtime::ResolveBinding(rt_, m, runtime::Intern(name));
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  std::string now;
  if (b == nullptr || !b->is_const || !b->value.defined() || !names_.EncodeValue(b->value, &now, 0)) {
    const std::string constant = ConstantName(m, name);
    *why = b == nullptr || !b->is_const || !b->value.defined()
               ? "the constant " + constant + " it used is no longer a constant"
               : "the constant " + constant + " it used changed";
    return nullptr;
  }
  return &consts_.emplace(where, std::move(now)).first->second;
}

bool EdgeChecker::Holds(const jit::CiRecord& r, uint64_t world, std::vector<RecordDep>* deps, std::string* why,
                        std::vector<Explanation>* explanations) {
  for (const jit::CiEdge& e : r.edges) {
    switch (e.kind) {
      case jit::CiEdge::Kind::kCall:
      case jit::CiEdge::Kind::kMissing: {
        Call* c = FindCall(e.type, world, why);
        if (c == nullptr) return false;
        const runtime::LookupResult& lr = c->lr;
        if (e.kind == jit::CiEdge::Kind::kMissing) {
          if (c->has_table && lr.status != runtime::LookupStatus::kNoMethod) {
            *why = "its call " + c->shown + " found no method and now finds one";
            return false;
          }
          break;
        }
        if (!c->has_table || lr.status != runtime::LookupStatus::kFound || lr.mi == nullptr) {
          *why = "its call to " + ExplainName(c->shown + "\n" + e.method) + " finds no method now";
          return false;
        }
        if (!c->identity) c->identity = names_.MethodIdentity(lr.mi->def);
        if (const std::string& found = *c->identity; found != e.method) {
          const std::string call = ExplainName(c->shown + "\n" + e.method);
          const size_t file_at = found.rfind('\n');
          if (file_at != std::string::npos && e.method.size() > file_at && e.method[file_at] == '\n' &&
              e.method.compare(0, file_at, found, 0, file_at) == 0) {
            *why = "its call to " + call + " finds its method in another file now (was " +
                   e.method.substr(file_at + 1) + ", now " + found.substr(file_at + 1) + ")";
          } else {
            *why = "its call to " + call + " finds another method now: " + MethodPath(found) +
                   " with signature " + names_.Show(lr.mi->def->sig);
          }
          return false;
        }
        if (!c->body) c->body = bodies_.BodyHash(lr.mi->def);
        if (*c->body != e.body) {
          const std::string callee = ExplainName(c->shown + "\n" + e.method);
          *why = "it calls " + callee + ", whose source changed";
          if (explanations != nullptr) explanations->push_back({callee, "the source of its method changed"});
          return false;
        }
        if (!e.depends.empty()) {
          // The callee's MethodInstance is the one of the recorded argument
          // types (a lookup may give a vararg method's MethodInstance for
          // other, equivalent types).
          RecordDep d{e.depends, c->shown + "\n" + e.method + "\n" + e.body, e.body};
          if (key_of_(d.identity) != d.key) {
            *why = "an edge does not match the callee's record key";
            return false;
          }
          deps->push_back(std::move(d));
        }
        break;
      }
      case jit::CiEdge::Kind::kBinding: {
        const std::string* now = FindConstant(e.method, world, why);
        if (now == nullptr) return false;
        if (*now != e.body) {
          jit::RecordReader in(e.method);
          Module* m = names_.DecodeModule(in);
          std::string_view name;
          (void)in.Str(&name);
          *why = "the constant " + ConstantName(m, name) + " it used changed";
          return false;
        }
        break;
      }
    }
  }
  return true;
}

}  // namespace kiln::driver
