// Linking a module's IR into a running program: constants become values,
// global references become bindings (globals.h), bodies become Codes whose tape
// is fetched from the CompiledFile on first use.
#include "interp/linker.h"

#include <cstring>
#include <string>

#include "base/env.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/text.h"

namespace kiln::interp {

using runtime::Module;

namespace {

// @__FILE__ and @__DIR__ of the file being linked: absolute, as in Julia, so
// that joinpath(@__DIR__, "data.txt") works from any working directory.
std::string SourcePath(Loader& loader, const std::string& file, uint64_t which) {
  // Text that is no file (eval, include_string) keeps its name: `none`, `string`
  // (files come from the Loader with absolute paths).
  if (!file.empty() && file[0] != '/' && file.find('/') == std::string::npos) {
    return which == ir::kSourceDir ? std::string(".") : file;
  }
  std::string path = base::AbsolutePath(file);
  return which == ir::kSourceDir ? std::string(base::Dirname(path)) : path;
}

bool ConstValue(runtime::Runtime& rt, Loader& loader, const ir::ModuleIr& m, const ir::Constant& c,
                const std::string& file, Module* module, Value* out) {
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
    case ir::ConstKind::kUInt128: {
      // Base defines Int128/UInt128 as a struct of two UInt64 halves (lo, hi).
      const char* name = c.kind == ir::ConstKind::kInt128 ? "Int128" : "UInt128";
      runtime::Binding* b =
          rt.base_module == nullptr ? nullptr : runtime::FindOwnBinding(rt.base_module, runtime::Intern(name));
      if (b == nullptr || !b->value.defined() || b->value.type != core.datatype) {
        return runtime::ThrowErrorException(rt, std::string(name) + " literals need Base." + name);
      }
      Value halves[2] = {core.Int(core.uint64, c.bits), core.Int(core.uint64, c.high)};
      *out = runtime::NewStructValue(rt, b->value.As<runtime::DataType>(), halves, 2);
      return out->defined() || runtime::ThrowErrorException(rt, "out of memory");
    }
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
      if (c.bits == ir::kSourceModule) {
        *out = Value::FromObject(module);
        return true;
      }
      *out = runtime::StringValue(rt, SourcePath(loader, file, c.bits));
      return true;
  }
  return runtime::ThrowErrorException(rt, "unknown constant kind");
}

}  // namespace

LinkedModule* Linker::Link(tape::CompiledFile& file, size_t index, Module* module) {
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
    if (!ConstValue(rt_, loader_, m, m.consts()[i], file.path(), module, &lm->consts[i])) {
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

Code* CodeFor(LinkedModule* lm, ir::BodyId body) {
  std::unique_ptr<Code>& slot = lm->codes[body.index];
  if (!slot) {
    slot = std::make_unique<Code>();
    slot->lm = lm;
    slot->body = body;
  }
  return slot.get();
}

bool Linker::EnsureTape(Code* code) {
  if (code->tape != nullptr) return true;
  auto tape = code->lm->file->Tape(code->lm->index, code->body);
  if (!tape.ok()) {
    return runtime::ThrowErrorException(
        rt_,
        "cannot load compiled code of " + code->lm->file->path() + ": " + tape.status().ToString());
  }
  code->tape = *tape;
  code->sites.assign(code->tape->site_count, SiteCache{});
  ++counters_.bodies_loaded;
  return true;
}

Code* Linker::LinkTopLevel(const std::string& file, const tape::CompiledFile* from,
                           Module* module) {
  std::string full = file;
  if (from != nullptr && !file.empty() && file[0] != '/') {
    std::string dir(base::Dirname(from->path()));
    full = dir == "." ? file : base::JoinPath(dir, file);
  }
  auto compiled = loader_.Compile(full);
  if (!compiled.ok()) {
    runtime::ThrowErrorException(rt_,
                                 "could not include " + file + ": " + compiled.status().message());
    return nullptr;
  }
  LinkedModule* lm = Link(**compiled, 0, module);
  Code* thunk = CodeFor(lm, lm->ir->thunk);
  thunk->toplevel = true;
  return thunk;
}

Code* Linker::LinkString(tape::CompiledFile& file, Module* module) {
  LinkedModule* lm = Link(file, 0, module);
  Code* thunk = CodeFor(lm, lm->ir->thunk);
  thunk->toplevel = true;
  return thunk;
}

Code* Linker::LinkModuleBlock(LinkedModule* lm, size_t index, Module* module) {
  LinkedModule* sub = Link(*lm->file, index, module);
  Code* thunk = CodeFor(sub, sub->ir->thunk);
  thunk->toplevel = true;
  return thunk;
}

}  // namespace kiln::interp
