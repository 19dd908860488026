// Linking a module's IR into a running program: constants become values,
// global references become bindings, bodies become Codes whose tape is
// fetched from the CompiledFile on first use.
#include <cstring>
#include <filesystem>
#include <string>

#include "interp/machine.h"
#include "runtime/errors.h"
#include "runtime/object.h"
#include "runtime/text.h"

namespace kiln::interp {

using runtime::Binding;
using runtime::Module;
using runtime::Symbol;

namespace {

// @__FILE__ and @__DIR__ of the file being linked: absolute, as in Julia, so
// that joinpath(@__DIR__, "data.txt") works from any working directory.
std::string SourcePath(const std::string& file, uint64_t which) {
  std::error_code ec;
  std::filesystem::path path = std::filesystem::absolute(file, ec);
  if (ec) path = file;
  path = path.lexically_normal();
  return which == ir::kSourceDir ? path.parent_path().string() : path.string();
}

bool ConstValue(runtime::Runtime& rt, const ir::ModuleIr& m, const ir::Constant& c,
                const std::string& file, Value* out) {
  runtime::CoreTypes& core = rt.core;
  switch (c.kind) {
    case ir::ConstKind::kNothing: *out = core.Nothing(); return true;
    case ir::ConstKind::kBool: *out = core.Bool(c.bits != 0); return true;
    case ir::ConstKind::kInt64: *out = core.Int64(static_cast<int64_t>(c.bits)); return true;
    case ir::ConstKind::kUInt8: *out = core.Int(core.uint8, c.bits); return true;
    case ir::ConstKind::kUInt16: *out = core.Int(core.uint16, c.bits); return true;
    case ir::ConstKind::kUInt32: *out = core.Int(core.uint32, c.bits); return true;
    case ir::ConstKind::kUInt64: *out = core.Int(core.uint64, c.bits); return true;
    case ir::ConstKind::kInt128:
    case ir::ConstKind::kUInt128:
      return runtime::ThrowErrorException(rt, "128-bit integer literals are not supported");
    case ir::ConstKind::kFloat64: {
      double d;
      std::memcpy(&d, &c.bits, sizeof d);
      *out = core.Float64(d);
      return true;
    }
    case ir::ConstKind::kChar:
      *out = Value::Make(core.char_, runtime::CharFromCodepoint(static_cast<uint32_t>(c.bits)));
      return true;
    case ir::ConstKind::kString: *out = runtime::StringValue(rt, m.StringText(c.bits)); return true;
    case ir::ConstKind::kSymbol:
      *out = rt.SymbolValue(m.NameText(ir::NameId(static_cast<uint32_t>(c.bits))));
      return true;
    case ir::ConstKind::kSourcePath:
      *out = runtime::StringValue(rt, SourcePath(file, c.bits));
      return true;
  }
  return runtime::ThrowErrorException(rt, "unknown constant kind");
}

}  // namespace

LinkedModule* Machine::Link(tape::CompiledFile& file, size_t index, Module* module) {
  auto lm = std::make_unique<LinkedModule>();
  lm->file = &file;
  lm->index = index;
  lm->ir = &file.module(index);
  lm->module = module;
  lm->defers_methods = deferring_modules_.count(module) != 0;
  const ir::ModuleIr& m = *lm->ir;
  // Constants are made eagerly: they are few, and a bad one (a 128-bit
  // literal) is reported when it is used.
  lm->consts.resize(m.consts().size());
  lm->const_errors.resize(m.consts().size());
  for (size_t i = 0; i < m.consts().size(); ++i) {
    if (!ConstValue(rt_, m, m.consts()[i], file.path(), &lm->consts[i])) {
      lm->consts[i] = Value();  // reads raise the error again
      lm->const_errors[i] = rt_.TakePendingException();
    }
  }
  lm->bindings.assign(m.global_refs().size(), nullptr);
  lm->callee_ids.assign(m.global_refs().size(), kUnresolvedCallee);
  lm->closure_types.resize(m.closures().size());
  lm->codes.resize(m.bodies().size());
  lm->names.assign(m.names().size(), nullptr);
  linked_.push_back(std::move(lm));
  return linked_.back().get();
}

Code* Machine::CodeFor(LinkedModule* lm, ir::BodyId body) {
  std::unique_ptr<Code>& slot = lm->codes[body.index];
  if (!slot) {
    slot = std::make_unique<Code>();
    slot->lm = lm;
    slot->body = body;
  }
  return slot.get();
}

bool Machine::EnsureTape(Code* code) {
  if (code->tape != nullptr) return true;
  auto tape = code->lm->file->Tape(code->lm->index, code->body);
  if (!tape.ok()) {
    return runtime::ThrowErrorException(
        rt_, "cannot load compiled code of " + code->lm->file->path() + ": " +
                 tape.status().ToString());
  }
  code->tape = *tape;
  code->sites.assign(code->tape->site_count, SiteCache{});
  ++counters.bodies_loaded;
  return true;
}

int32_t Machine::ClassifyCallee(Value callee) {
  runtime::BuiltinId b = runtime::BuiltinIdOf(callee);
  if (b != runtime::BuiltinId::kNone) return static_cast<int32_t>(b);
  if (callee.type == rt_.core.intrinsic_function) {
    return kIntrinsicBase + static_cast<int32_t>(runtime::IntrinsicIdOf(rt_, callee));
  }
  return kGenericCallee;
}

Symbol* Machine::NameSymbol(LinkedModule* lm, ir::NameId name) {
  Symbol*& symbol = lm->names[name.index];  // symbols are never collected
  if (symbol == nullptr) symbol = runtime::Intern(lm->ir->NameText(name));
  return symbol;
}

Symbol* Machine::FileSymbol(LinkedModule* lm) {
  if (lm->file_symbol == nullptr) lm->file_symbol = runtime::Intern(lm->file->path());
  return lm->file_symbol;
}

Module* Machine::ModuleOfPath(LinkedModule* lm, const ir::GlobalRef& ref) {
  if (ref.path.empty()) return lm->module;
  std::string_view first = lm->ir->NameText(ref.path[0]);
  Module* m = nullptr;
  if (first == "Core") {
    m = rt_.core_module;
  } else if (first == "Base" && rt_.base_module != nullptr) {
    m = rt_.base_module;
  } else {
    Binding* b = runtime::ResolveBinding(rt_, lm->module, runtime::Intern(first));
    if (b == nullptr || !b->value.defined()) {
      rt_.Throw(runtime::MakeUndefVarError(rt_, runtime::Intern(first),
                                           Value::FromObject(lm->module)));
      return nullptr;
    }
    if (b->value.type != rt_.core.module) {
      runtime::ThrowTypeError(rt_, "getglobal", "", Value::FromObject(rt_.core.module), b->value);
      return nullptr;
    }
    m = b->value.As<Module>();
  }
  for (size_t i = 1; i < ref.path.size(); ++i) {
    Symbol* name = runtime::Intern(lm->ir->NameText(ref.path[i]));
    Binding* b = runtime::ResolveBinding(rt_, m, name);
    if (b == nullptr || !b->value.defined() || b->value.type != rt_.core.module) {
      rt_.Throw(runtime::MakeUndefVarError(rt_, name, Value::FromObject(m)));
      return nullptr;
    }
    m = b->value.As<Module>();
  }
  return m;
}

Binding* Machine::ResolveGlobal(LinkedModule* lm, uint32_t g, bool create) {
  if (!create && lm->bindings[g] != nullptr) return lm->bindings[g];
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Module* m = ModuleOfPath(lm, ref);
  if (m == nullptr) return nullptr;
  Symbol* name = NameSymbol(lm, ref.name);
  if (create) return runtime::GetOrCreateOwnBinding(rt_, m, name);
  Binding* b = runtime::ResolveBinding(rt_, m, name);
  if (b == nullptr) {
    rt_.Throw(runtime::MakeUndefVarError(rt_, name, Value::FromObject(m)));
    return nullptr;
  }
  lm->bindings[g] = b;
  return b;
}

bool Machine::ReadGlobal(LinkedModule* lm, uint32_t g, Value* out) {
  Binding* b = lm->bindings[g];
  if (b == nullptr) {
    b = ResolveGlobal(lm, g, /*create=*/false);
    if (b == nullptr) return false;
  }
  if (!b->value.defined()) {
    return rt_.Throw(runtime::MakeUndefVarError(rt_, b->name, Value::FromObject(b->owner)));
  }
  *out = b->value;
  return true;
}

bool Machine::WriteGlobal(LinkedModule* lm, uint32_t g, Value v, bool is_const) {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(g));
  Module* m = ModuleOfPath(lm, ref);
  if (m == nullptr) return false;
  Symbol* name = NameSymbol(lm, ref.name);
  NoteOwnBinding(m, name);
  return is_const ? runtime::SetConst(rt_, m, name, v) : runtime::SetGlobal(rt_, m, name, v);
}

}  // namespace kiln::interp
