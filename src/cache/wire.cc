#include "cache/wire.h"

#include "cache/format_version.h"

namespace kiln::cache::wire {
namespace {

using persist::Field;

// Every persisted IR record is registered field by field. A field added to
// one of them would silently be dropped by the cache, so each is pinned
// here: adding or removing a field fails to compile ("decomposes into N
// elements") until its registration below is updated too.
[[maybe_unused]] void PinFields(const ir::Constant& c, const ir::GlobalRef& g,
                                const ir::TypeExpr& t, const ir::TypeVarDef& v,
                                const ir::MethodDef& md, const ir::FieldDef& f,
                                const ir::StructDef& s, const ir::ClosureDef& cl,
                                const ir::ImportDef& im, const tape::LineEntry& le,
                                const tape::TapeBody& tb) {
  [[maybe_unused]] const auto& [c1, c2, c3] = c;
  [[maybe_unused]] const auto& [g1, g2] = g;
  [[maybe_unused]] const auto& [t1, t2, t3] = t;
  [[maybe_unused]] const auto& [v1, v2, v3] = v;
  [[maybe_unused]] const auto& [m1, m2, m3, m4, m5, m6, m7, m8, m9] = md;
  [[maybe_unused]] const auto& [f1, f2, f3] = f;
  [[maybe_unused]] const auto& [s1, s2, s3, s4, s5, s6, s7, s8] = s;
  [[maybe_unused]] const auto& [cl1, cl2, cl3] = cl;
  [[maybe_unused]] const auto& [i1, i2, i3, i4, i5] = im;
  [[maybe_unused]] const auto& [l1, l2] = le;
  [[maybe_unused]] const auto& [b1, b2, b3, b4, b5, b6, b7, b8, b9] = tb;
}

std::unique_ptr<persist::Registry> Build() {
  auto r = std::make_unique<persist::Registry>(RegistrySeed());
  // Typed ids are scalars (wire.h), not records: ids 1-7 are no longer used.

  // Definitions (ir/module_ir.h).
  r->Register<ir::Constant>(10, "Constant", Field("kind", &ir::Constant::kind),
                            Field("bits", &ir::Constant::bits), Field("high", &ir::Constant::high));
  r->Register<ir::GlobalRef>(11, "GlobalRef", Field("path", &ir::GlobalRef::path),
                             Field("name", &ir::GlobalRef::name));
  r->Register<ir::TypeExpr>(12, "TypeExpr", Field("kind", &ir::TypeExpr::kind),
                            Field("aux", &ir::TypeExpr::aux),
                            Field("children", &ir::TypeExpr::children));
  r->Register<ir::TypeVarDef>(13, "TypeVarDef", Field("name", &ir::TypeVarDef::name),
                              Field("upper_bound", &ir::TypeVarDef::upper_bound),
                              Field("lower_bound", &ir::TypeVarDef::lower_bound));
  r->Register<ir::MethodDef>(
      14, "MethodDef", Field("target", &ir::MethodDef::target),
      Field("global_ref", &ir::MethodDef::global_ref), Field("closure", &ir::MethodDef::closure),
      Field("self_type", &ir::MethodDef::self_type), Field("type_vars", &ir::MethodDef::type_vars),
      Field("arg_types", &ir::MethodDef::arg_types), Field("is_vararg", &ir::MethodDef::is_vararg),
      Field("body", &ir::MethodDef::body), Field("line", &ir::MethodDef::line));
  r->Register<ir::FieldDef>(15, "FieldDef", Field("name", &ir::FieldDef::name),
                            Field("type", &ir::FieldDef::type),
                            Field("is_const", &ir::FieldDef::is_const));
  r->Register<ir::StructDef>(
      16, "StructDef", Field("name", &ir::StructDef::name),
      Field("is_mutable", &ir::StructDef::is_mutable),
      Field("is_abstract", &ir::StructDef::is_abstract),
      Field("type_vars", &ir::StructDef::type_vars),
      Field("super_type", &ir::StructDef::super_type), Field("fields", &ir::StructDef::fields),
      Field("constructors", &ir::StructDef::constructors), Field("line", &ir::StructDef::line));
  r->Register<ir::ClosureDef>(17, "ClosureDef", Field("name", &ir::ClosureDef::name),
                              Field("captured", &ir::ClosureDef::captured),
                              Field("methods", &ir::ClosureDef::methods));
  r->Register<ir::ImportDef>(
      18, "ImportDef", Field("leading_dots", &ir::ImportDef::leading_dots),
      Field("path", &ir::ImportDef::path), Field("names", &ir::ImportDef::names),
      Field("aliases", &ir::ImportDef::aliases), Field("is_using", &ir::ImportDef::is_using));
  r->Register<BodyHeader>(19, "BodyHeader", Field("name", &BodyHeader::name),
                          Field("line", &BodyHeader::line), Field("nargs", &BodyHeader::nargs),
                          Field("is_vararg", &BodyHeader::is_vararg));

  // Tape (tape/tape.h).
  r->Register<tape::LineEntry>(20, "LineEntry", Field("pc", &tape::LineEntry::pc),
                               Field("line", &tape::LineEntry::line));
  r->Register<tape::TapeBody>(
      21, "TapeBody", Field("code", &tape::TapeBody::code),
      Field("slot_count", &tape::TapeBody::slot_count),
      Field("arg_count", &tape::TapeBody::arg_count),
      Field("is_vararg", &tape::TapeBody::is_vararg),
      Field("register_count", &tape::TapeBody::register_count),
      Field("site_count", &tape::TapeBody::site_count), Field("lines", &tape::TapeBody::lines),
      Field("name", &tape::TapeBody::name), Field("slot_names", &tape::TapeBody::slot_names));

  // The `.ir` blob.
  r->Register<Module>(
      30, "Module", Field("name", &Module::name), Field("file", &Module::file),
      Field("thunk", &Module::thunk), Field("submodules", &Module::submodules),
      Field("names_text", &Module::names_text), Field("name_lengths", &Module::name_lengths),
      Field("strings_text", &Module::strings_text),
      Field("string_lengths", &Module::string_lengths), Field("consts", &Module::consts),
      Field("global_refs", &Module::global_refs), Field("type_exprs", &Module::type_exprs),
      Field("bodies", &Module::bodies), Field("method_targets", &Module::method_targets),
      Field("method_refs", &Module::method_refs), Field("methods", &Module::methods),
      Field("structs", &Module::structs), Field("closures", &Module::closures),
      Field("imports", &Module::imports), Field("tapes", &Module::tapes));
  r->Register<File>(31, "File", Field("path", &File::path),
                    Field("meta_digest", &File::meta_digest), Field("modules", &File::modules));

  // The `.bindings` blob.
  r->Register<BindingFile>(
      40, "BindingFile", Field("path", &BindingFile::path), Field("size", &BindingFile::size),
      Field("mtime_ns", &BindingFile::mtime_ns), Field("inode", &BindingFile::inode),
      Field("racy", &BindingFile::racy), Field("source_hash", &BindingFile::source_hash),
      Field("module_path", &BindingFile::module_path),
      Field("interface_hash", &BindingFile::interface_hash),
      Field("exports", &BindingFile::exports), Field("imports", &BindingFile::imports),
      Field("includes", &BindingFile::includes));
  r->Register<Bindings>(41, "Bindings", Field("package", &Bindings::package),
                        Field("kiln_version", &Bindings::kiln_version),
                        Field("format_version", &Bindings::format_version),
                        Field("files", &Bindings::files));
  r->Freeze();
  return r;
}

// Concatenates `parts` into a new string of `storage` and records lengths.
std::string_view Pack(const std::vector<std::string>& parts, std::vector<uint32_t>& lengths,
                      std::vector<std::string>& storage) {
  std::string& text = storage.emplace_back();
  for (const std::string& p : parts) {
    text += p;
    lengths.push_back(static_cast<uint32_t>(p.size()));
  }
  return text;
}

// The entries of a packed table, or Corruption when the lengths do not add
// up to the text.
base::ErrorOr<std::vector<std::string_view>> Unpack(std::string_view text,
                                                    const std::vector<uint32_t>& lengths,
                                                    const char* table) {
  std::vector<std::string_view> out;
  out.reserve(lengths.size());
  size_t at = 0;
  for (uint32_t n : lengths) {
    if (n > text.size() - at) break;
    out.push_back(text.substr(at, n));
    at += n;
  }
  if (out.size() != lengths.size() || at != text.size()) {
    return base::Status::Corruption(std::string("ir: the ") + table + " table does not add up");
  }
  return out;
}

}  // namespace

const persist::Registry& Registry() {
  static const persist::Registry* registry = Build().release();  // never destroyed
  return *registry;
}


File ToWire(const ir::FileIr& file, const std::vector<std::vector<tape::TapeBody>>& tapes,
            std::string_view relative_path, std::string_view meta_digest) {
  File out;
  out.path = relative_path;
  out.meta_digest = meta_digest;
  out.modules.reserve(file.modules.size());
  // Two strings per module; reserved so the views into them stay valid.
  out.storage.reserve(2 * file.modules.size());
  for (size_t mi = 0; mi < file.modules.size(); ++mi) {
    const ir::ModuleIr& m = *file.modules[mi];
    Module& w = out.modules.emplace_back();
    w.name = m.name;
    w.file = m.file;
    w.thunk = m.thunk;
    w.submodules = m.submodules;
    w.names_text = Pack(m.names(), w.name_lengths, out.storage);
    w.strings_text = Pack(m.strings(), w.string_lengths, out.storage);
    w.consts = m.consts();
    w.global_refs = m.global_refs();
    w.type_exprs = m.type_exprs();
    w.bodies.reserve(m.bodies().size());
    for (const ir::Body& b : m.bodies()) {
      w.bodies.push_back(BodyHeader{b.name, b.line, b.nargs, b.is_vararg});
    }
    for (const ir::MethodDef& d : m.methods()) {
      w.method_targets.push_back(d.target);
      w.method_refs.push_back(d.global_ref);
      w.methods.push_back(persist::Ref<ir::MethodDef>::To(&d));
    }
    w.structs = m.structs();
    w.closures = m.closures();
    w.imports = m.imports();
    for (const tape::TapeBody& t : tapes[mi]) {
      w.tapes.push_back(persist::Ref<tape::TapeBody>::To(&t));
    }
  }
  return out;
}

base::ErrorOr<std::unique_ptr<ir::ModuleIr>> ModuleFromWire(Module& w) {
  ASSIGN_OR_RETURN(std::vector<std::string_view> names,
                   Unpack(w.names_text, w.name_lengths, "name"));
  ASSIGN_OR_RETURN(std::vector<std::string_view> strings,
                   Unpack(w.strings_text, w.string_lengths, "string"));
  if (w.method_targets.size() != w.methods.size() || w.method_refs.size() != w.methods.size()) {
    return base::Status::Corruption("ir: the method table does not add up");
  }
  ir::ModuleIr::Tables t;
  t.names.assign(names.begin(), names.end());
  t.strings.assign(strings.begin(), strings.end());
  t.consts = std::move(w.consts);
  t.global_refs = std::move(w.global_refs);
  t.type_exprs = std::move(w.type_exprs);
  t.bodies.reserve(w.bodies.size());
  for (const BodyHeader& h : w.bodies) {
    ir::Body& body = t.bodies.emplace_back();
    body.name = h.name;
    body.line = h.line;
    body.nargs = h.nargs;
    body.is_vararg = h.is_vararg;
  }
  t.methods.resize(w.methods.size());
  for (size_t i = 0; i < t.methods.size(); ++i) {
    t.methods[i].target = w.method_targets[i];
    t.methods[i].global_ref = w.method_refs[i];
  }
  t.method_stubs = true;
  t.structs = std::move(w.structs);
  t.closures = std::move(w.closures);
  t.imports = std::move(w.imports);
  auto m = std::make_unique<ir::ModuleIr>();
  m->Adopt(std::move(t));
  m->name = w.name;
  m->file = std::string(w.file);
  m->thunk = w.thunk;
  m->submodules = std::move(w.submodules);
  return m;
}

}  // namespace kiln::cache::wire
