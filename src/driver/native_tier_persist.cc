// Persisted CodeInstances (native_tier_persist.h).
#include "driver/native_tier_persist.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <string_view>
#include <unordered_set>

#include "base/sha256.h"
#include "cache/native_store.h"
#include "driver/native_tier_body_hash.h"
#include "driver/native_tier_edges.h"
#include "driver/native_tier_names.h"
#include "jit/record_wire.h"
#include "runtime/dispatch.h"
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
using runtime::MethodInstance;
using runtime::Module;
using runtime::Type;
using runtime::Value;

// Records one run writes at most (the rest are inferred again next time).
constexpr uint64_t kMaxRecordsPerRun = 4096;

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
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
  NameCoder names;
  BodyHashes bodies;
  EdgeChecker edges;
  std::unordered_map<std::string, std::string> keys;  // KeyOf, by identity
  // The CodeInstances whose records this run wrote: true when the record
  // says what the tier made of it (compiled on its own), false when it was
  // only inferred (inlined, or called through the interpreter), which a
  // later compilation of it on its own writes again.
  std::unordered_map<engine::CodeInstance*, bool> saved;
  // Records of CodeInstances only inferred, in the order they were made:
  // written by Flush unless compiled on their own before.
  std::unordered_map<engine::CodeInstance*, jit::CiRecord> deferred;
  std::vector<engine::CodeInstance*> deferred_order;
  // Keys of the records this run wrote for CodeInstances compiled on their own.
  std::unordered_set<std::string> compiled_keys;
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

  Impl(runtime::Runtime& r, interp::Interpreter& i, store::Store& s, jit::Jit& j, PersistStats& st,
       std::function<std::string(const std::string&)> source_hash)
      : rt(r),
        interp(i),
        store(s),
        jit(j),
        stats(st),
        context(j.ContextKey()),
        names(r),
        bodies(r, i, s, st, context, names, std::move(source_hash)),
        edges(r, names, bodies, [this](const std::string& identity) -> const std::string& { return KeyOf(identity); }) {}

  // ---- Identities and keys ----

  // The MethodInstance: its argument types, its method and the method's body
  // hash (so a method redefined with another body in one run has its own).
  std::string Identity(MethodInstance* mi) {
    return names.Show(mi->spec_types) + "\n" + names.MethodIdentity(mi->def) + "\n" +
           bodies.BodyHash(mi->def);
  }

  // An index entry's parts: the native context's, then the method's file.
  ContextParts IndexParts(const std::string& identity) {
    ContextParts parts = jit.ContextParts();
    parts.emplace_back(kFilePart, IdentityFile(identity));
    return parts;
  }

  const std::string& KeyOf(const std::string& identity) {
    auto [it, fresh] = keys.try_emplace(identity);
    if (fresh) {
      base::Sha256 h;
      h.UpdateField("kiln code instance");
      h.UpdateField(context);
      h.UpdateField(identity);
      it->second = base::DigestBytes(h.Finish());
    }
    return it->second;
  }

  // ---- Saving ----

  // The record of ci, or nullopt when something it used has no name that
  // another process could find.
  std::optional<jit::CiRecord> MakeRecord(engine::CodeInstance* ci, const NativeCodeInfo* info,
                                          std::vector<engine::CodeInstance*>* depends_on) {
    jit::CiRecord r;
    r.identity = Identity(ci->mi);
    r.body = bodies.BodyHash(ci->mi->def);
   
    if (r.body.empty()) return std::nullopt;
    r.effects = static_cast<uint8_t>((ci->effects.nothrow ? 1 : 0) | (ci->effects.terminates ? 2 : 0) |
                                     (ci->effects.consistent ? 4 : 0));
    r.rettype_shown = ci->rettype != nullptr ? names.Show(ci->rettype) : "Any";
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
        r.rettype = names.TypeBytes(info->rettype);
        if (r.rettype.empty()) return std::nullopt;
        for (DataType* f : info->result_fields) {
          std::string bytes = names.TypeBytes(f);
          if (bytes.empty()) return std::nullopt;
          r.result_fields.push_back(std::move(bytes));
        }
      }
      if (info->result_const.defined()) {
        r.flags |= jit::CiRecord::kConstant;
        if (!names.EncodeValue(info->result_const, &r.result_const, 0)) return std::nullopt;
        In check(r.result_const);
        Value back;
        if (!names.DecodeValue(check, &back, 0)) return std::nullopt;  // known by type only
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
          out.type = names.TypeBytes(mi->spec_types);
          out.method = names.MethodIdentity(mi->def);
          out.body = bodies.BodyHash(mi->def);
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
          out.type = names.TypeBytes(e.type);
          if (out.type.empty()) ok = false;
         
          break;
        case engine::EdgeForm::kBinding: {
          runtime::Binding* b = e.binding;
          out.kind = jit::CiEdge::Kind::kBinding;
          names.EncodeModule(b->owner, &out.method);
          PutStr(out.method, b->name->name());
          if (!b->is_const || !names.EncodeValue(b->value, &out.body, 0)) ok = false;
         
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

  using Dep = RecordDep;
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
                                                body, n->key, IndexParts(identity))});
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
                edges.Holds(r, world, &n->deps, &n->why, explain ? &explanations : nullptr);
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

  // Whether the record of a CodeInstance only inferred would replace a record
  // of its MethodInstance compiled on its own (by this run, or by an earlier
  // one whose record's edges still hold): that one is kept. It says what the
  // MethodInstance is on its own, so a run that calls it loads it, and the
  // callers that depend on the key find it as before. Replaced, the next run
  // that called the MethodInstance compiled it again (a Base method compiled
  // by one program and only inlined by the next, in one data folder).
  bool KeepsCompiled(const jit::CiRecord& r) {
    const std::string key = KeyOf(r.identity);
    if (compiled_keys.count(key) != 0) return true;
    std::optional<std::string> bytes = store.Get(key, /*local_only=*/true, cache::kCodeInstanceRecordKind);
    if (!bytes) return false;
    auto old = jit::DecodeCiRecord(*bytes);
    if (!old.ok() || old->identity != r.identity || old->body != r.body) return false;
    if ((old->flags & jit::CiRecord::kNative) == 0 && old->why.empty()) return false;
    std::vector<Dep> deps;
    std::string why;
    return edges.Holds(*old, rt.world(), &deps, &why, nullptr);
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
      out->rettype = names.DataTypeFrom(r.rettype);
      if (out->rettype == nullptr) return false;
      for (const std::string& f : r.result_fields) {
        DataType* t = names.DataTypeFrom(f);
        if (t == nullptr) return false;
        out->result_fields.push_back(t);
      }
    }
    if ((r.flags & jit::CiRecord::kConstant) != 0) {
      In in(r.result_const);
      if (!names.DecodeValue(in, &out->result_const, 0) || !in.done()) return false;
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
                                               store::Store& store, jit::Jit& jit,
                                               std::function<std::string(const std::string&)> source_hash)
    : impl_(std::make_unique<Impl>(rt, interp, store, jit, stats_, std::move(source_hash))) {}
PersistedCodeInstances::~PersistedCodeInstances() = default;

PersistedCodeInstances::Outcome PersistedCodeInstances::Load(MethodInstance* mi, uint64_t world,
                                                             NativeCodeInfo* out) {
  Impl& s = *impl_;
  const std::string identity = s.Identity(mi);
  const std::string key = s.KeyOf(identity);
  auto it = s.results.find(key);
  if (it == s.results.end() || it->second.world != world) {
    // The records, body tables and objects read from one snapshot of the store.
    store::Store::ReadBatch reads(s.store);
    const auto start = std::chrono::steady_clock::now();
    const std::string body = s.bodies.BodyHash(mi->def);
    s.stats.revalidate_ms += MsSince(start);
    s.Revalidate(key, identity, body, world);
    it = s.results.find(key);
  }
  s.bodies.FlushBodyTables();
  if (it == s.results.end() || !it->second.valid) return Outcome::kMiss;
  // A record of a CodeInstance that was only inferred (inlined into its
  // callers, or called through the interpreter) says nothing of what it
  // is on its own: it is compiled, and its record written again.
  if (!it->second.info.compiled) return Outcome::kMiss;
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
    const NativeCodeInfo* made = info(ci);
    const bool compiled = made != nullptr && made->compiled;
    auto [seen, fresh] = s.saved.emplace(ci, compiled);
    if (!fresh) {
      if (seen->second || !compiled) continue;
      seen->second = true;
    }
    if (s.saved_count >= kMaxRecordsPerRun) break;
    std::vector<engine::CodeInstance*> depends_on;
    std::optional<jit::CiRecord> r = s.MakeRecord(ci, made, &depends_on);
    if (!r) {
      ++stats_.not_persisted;
      continue;
    }
    for (engine::CodeInstance* d : depends_on) work.push_back(d);
    if (!compiled) {
      // Only inferred so far: written at the end of the run unless it is
      // compiled on its own before (one record per key and run).
      if (s.deferred.emplace(ci, std::move(*r)).second) s.deferred_order.push_back(ci);
      continue;
    }
    s.deferred.erase(ci);
    Write(*r);
  }
  s.bodies.FlushBodyTables();
  stats_.save_ms += MsSince(start);
}

void PersistedCodeInstances::Write(const jit::CiRecord& r) {
  Impl& s = *impl_;
  ++s.saved_count;
  ++stats_.written;
  s.log.push_back("written " + Impl::LogName(r.identity));
  const std::string key = s.KeyOf(r.identity);
  if ((r.flags & jit::CiRecord::kNative) != 0 || !r.why.empty()) s.compiled_keys.insert(key);
  s.store.Put(key, jit::EncodeCiRecord(r), /*local_only=*/false, cache::kCodeInstanceRecordKind);
  // Its index entry, for `kiln cache explain` (native_tier_explain.h), stays local.
  s.store.Put(CiIndexKey(r.identity), EncodeCiIndex(CiIndex{r.body, key, s.IndexParts(r.identity)}),
              /*local_only=*/true);
}

void PersistedCodeInstances::Flush() {
  Impl& s = *impl_;
  for (engine::CodeInstance* ci : s.deferred_order) {
    auto it = s.deferred.find(ci);
    if (it == s.deferred.end()) continue;
    if (s.saved_count >= kMaxRecordsPerRun) break;
    if (s.KeepsCompiled(it->second)) continue;
    Write(it->second);
  }
  s.deferred.clear();
  s.deferred_order.clear();
  s.bodies.FlushBodyTables();
}

}  // namespace kiln::driver
