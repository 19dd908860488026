#include "cache/testing.h"

#include <sstream>

#include "base/check.h"
#include "ir/body_builder.h"
#include "ir/verifier.h"
#include "tape/disassemble.h"

namespace kiln::cache::testing {
namespace {

using ir::Operand;
using ir::StmtKind;

std::vector<std::string> Words(std::string_view line) {
  std::vector<std::string> words;
  std::istringstream in{std::string(line)};
  std::string w;
  while (in >> w) words.push_back(w);
  return words;
}

uint64_t Number(const std::string& s) { return static_cast<uint64_t>(std::stoll(s)); }

class ToyBuilder {
 public:
  ToyBuilder(ir::FileIr& file, size_t index) : file_(file), index_(index) {}

  ir::ModuleIr& m() { return *file_.modules[index_]; }

  Operand Int(uint64_t v) { return Operand::Const(m().AddConst({ir::ConstKind::kInt64, v, 0})); }

  ir::GlobalRefId Global(std::vector<std::string_view> path, std::string_view name) {
    ir::GlobalRef g;
    for (std::string_view p : path) g.path.push_back(m().Intern(p));
    g.name = m().Intern(name);
    return m().AddGlobalRef(g);
  }

  ir::MethodDefId Function(const std::string& name, uint32_t arity, uint64_t value, uint32_t line) {
    ir::Body body;
    body.name = m().Intern(name);
    body.nargs = arity + 1;
    body.line = line;
    ir::BodyBuilder b(body);
    b.set_line(line);
    b.AddSlot(m().Intern("#self#"), ir::kSlotArgument);
    for (uint32_t i = 0; i < arity; ++i) {
      b.AddSlot(m().Intern("x" + std::to_string(i + 1)), ir::kSlotArgument);
    }
    if (arity > 0) {
      Operand sum = b.Emit(StmtKind::kCall, {Operand::Global(Global({"Base"}, "+")),
                                             Operand::Slot(ir::SlotId(1)), Int(value)});
      b.Emit(StmtKind::kReturn, {sum});
    } else {
      b.Emit(StmtKind::kReturn, {Int(value)});
    }
    ir::MethodDef d;
    d.global_ref = Global({}, name);
    ir::TypeExprId int_type =
        m().AddTypeExpr({ir::TypeExprKind::kGlobal, Global({}, "Int").index, {}});
    d.arg_types.assign(arity, int_type);
    d.body = m().AddBody(std::move(body));
    d.line = line;
    return m().AddMethod(std::move(d));
  }

 private:
  ir::FileIr& file_;
  size_t index_;
};

}  // namespace

ir::FileIr CompileToy(std::string_view text, const std::string& relative_path) {
  ir::FileIr file;
  file.modules.push_back(std::make_unique<ir::ModuleIr>());
  ToyBuilder tb(file, 0);
  ir::ModuleIr& m = tb.m();
  m.name = m.Intern("Main");
  m.file = relative_path;
  ir::Body thunk;
  thunk.name = m.Intern("toplevel");
  ir::BodyBuilder t(thunk);
  uint32_t line_no = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    std::string_view line = text.substr(start, nl == std::string_view::npos ? nl : nl - start);
    start = nl == std::string_view::npos ? text.size() + 1 : nl + 1;
    ++line_no;
    std::vector<std::string> w = Words(line);
    if (w.empty() || w[0][0] == '#') continue;
    t.set_line(line_no);
    if (w[0] == "fn" && w.size() == 4) {
      ir::MethodDefId id =
          tb.Function(w[1], static_cast<uint32_t>(Number(w[2])), Number(w[3]), line_no);
      t.Emit(StmtKind::kDefineMethod, {}, id.index);
    } else if (w[0] == "struct" && w.size() >= 2) {
      ir::StructDef s;
      s.name = m.Intern(w[1]);
      for (size_t i = 2; i < w.size(); ++i) s.fields.push_back({m.Intern(w[i]), {}});
      s.line = line_no;
      t.Emit(StmtKind::kDefineStruct, {}, m.AddStruct(std::move(s)).index);
    } else if (w[0] == "export" && w.size() == 2) {
      t.Emit(StmtKind::kExport, {}, m.Intern(w[1]).index);
    } else if (w[0] == "using" && w.size() == 2) {
      ir::ImportDef d;
      std::string_view path = w[1];
      while (!path.empty() && path.front() == '.') {
        ++d.leading_dots;
        path.remove_prefix(1);
      }
      while (!path.empty()) {
        size_t dot = path.find('.');
        d.path.push_back(m.Intern(path.substr(0, dot)));
        path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
      }
      t.Emit(StmtKind::kUsing, {}, m.AddImport(std::move(d)).index);
    } else if (w[0] == "include" && w.size() == 2) {
      t.Emit(StmtKind::kInclude, {Operand::Const(m.AddString(w[1]))});
    } else if (w[0] == "global" && w.size() == 3) {
      t.Emit(StmtKind::kAssignGlobal, {Operand::Global(tb.Global({}, w[1])), tb.Int(Number(w[2]))});
    } else if (w[0] == "module" && w.size() == 2) {
      const size_t index = file.modules.size();
      file.modules.push_back(std::make_unique<ir::ModuleIr>());
      ToyBuilder nb(file, index);
      ir::ModuleIr& nested = nb.m();
      nested.name = nested.Intern(w[1]);
      nested.file = relative_path;
      ir::Body nested_thunk;
      nested_thunk.name = nested.Intern("toplevel");
      ir::BodyBuilder nt(nested_thunk);
      nt.Emit(StmtKind::kDefineMethod, {}, nb.Function("f", 0, 1, line_no).index);
      nt.Emit(StmtKind::kReturn,
              {Operand::Const(nested.AddConst({ir::ConstKind::kNothing, 0, 0}))});
      nested.thunk = nested.AddBody(std::move(nested_thunk));
      file.modules[0]->submodules.push_back(ir::ModuleIrId(static_cast<uint32_t>(index)));
      t.Emit(StmtKind::kDefineModule, {}, static_cast<uint32_t>(index));
    } else {
      CHECK(false) << "toy: bad line: " << line;
    }
  }
  t.Emit(StmtKind::kReturn, {Operand::Const(m.AddConst({ir::ConstKind::kNothing, 0, 0}))});
  m.thunk = m.AddBody(std::move(thunk));
  for (const auto& mod : file.modules) {
    base::Status s = ir::VerifyModule(*mod);
    CHECK(s.ok()) << s.ToString();
  }
  return file;
}

CompileOutput ToyCompiler::Compile(const source::Package& pkg, const std::string& path,
                                   std::string_view text) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    ++counts_[path];
  }
  CompileOutput out;
  size_t error = text.find("error ");
  if (error != std::string_view::npos && (error == 0 || text[error - 1] == '\n')) {
    out.has_errors = true;
    out.diagnostics = path + ":1:1: error: " +
                      std::string(text.substr(error + 6, text.find('\n', error) - error - 6)) +
                      "\n";
    return out;
  }
  out.file = CompileToy(text, pkg.RelativePath(path));
  return out;
}

int ToyCompiler::count(const std::string& path) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = counts_.find(path);
  return it == counts_.end() ? 0 : it->second;
}

int ToyCompiler::total() const {
  std::lock_guard<std::mutex> lock(mu_);
  int n = 0;
  for (const auto& [path, c] : counts_) n += c;
  return n;
}

void ToyCompiler::Reset() {
  std::lock_guard<std::mutex> lock(mu_);
  counts_.clear();
}

std::string Describe(tape::CompiledFile& file) {
  std::ostringstream out;
  auto ids = [&](const auto& v) {
    std::string s;
    for (const auto& id : v) s += std::to_string(id.index) + ",";
    return s;
  };
  for (size_t i = 0; i < file.module_count(); ++i) {
    const ir::ModuleIr& m = file.module(i);
    out << "module " << i << " " << m.NameText(m.name) << " file=" << m.file
        << " thunk=" << m.thunk.index << " sub=" << ids(m.submodules) << "\n  names:";
    for (const std::string& n : m.names()) out << " " << n;
    out << "\n  strings:";
    for (const std::string& s : m.strings()) out << " [" << s << "]";
    out << "\n  consts:";
    for (const ir::Constant& c : m.consts()) {
      out << " " << int(c.kind) << "/" << c.bits << "/" << c.high;
    }
    out << "\n  globals:";
    for (const ir::GlobalRef& g : m.global_refs()) out << " " << ids(g.path) << g.name.index;
    out << "\n  types:";
    for (const ir::TypeExpr& t : m.type_exprs()) {
      out << " " << int(t.kind) << "/" << t.aux << "/" << ids(t.children);
    }
    out << "\n  bodies:";
    for (const ir::Body& b : m.bodies()) {
      out << " " << b.name.index << "/" << b.line << "/" << b.nargs << "/" << b.is_vararg;
    }
    for (size_t k = 0; k < m.methods().size(); ++k) {
      auto whole = file.Method(i, ir::MethodDefId(static_cast<uint32_t>(k)));
      if (!whole.ok()) {
        out << "\n  method " << k << ": " << whole.status().ToString();
        continue;
      }
      const ir::MethodDef& d = **whole;
      out << "\n  method " << int(d.target) << " " << d.global_ref.index << " " << d.closure.index
          << " " << d.self_type.index << " " << d.type_vars.size() << " " << ids(d.arg_types) << " "
          << d.is_vararg << " " << d.body.index << " " << d.line;
    }
    for (const ir::StructDef& s : m.structs()) {
      out << "\n  struct " << s.name.index << " " << s.is_mutable << s.is_abstract << " "
          << s.super_type.index << " " << ids(s.constructors) << " " << s.line;
      for (const ir::FieldDef& f : s.fields) out << " " << f.name.index << ":" << f.type.index << (f.is_const ? "c" : "");
    }
    for (const ir::ClosureDef& c : m.closures()) {
      out << "\n  closure " << c.name.index << " " << ids(c.captured) << " " << ids(c.methods);
    }
    for (const ir::ImportDef& d : m.imports()) {
      out << "\n  import " << d.leading_dots << " " << ids(d.path) << " " << ids(d.names) << " "
          << ids(d.aliases) << " " << d.is_using;
    }
    out << "\n";
    for (size_t b = 0; b < m.bodies().size(); ++b) {
      auto tape = file.Tape(i, ir::BodyId(static_cast<uint32_t>(b)));
      out << "  body " << b << ": ";
      if (!tape.ok()) {
        out << "error " << tape.status().ToString() << "\n";
        continue;
      }
      const tape::TapeBody& t = **tape;
      out << "slots=" << t.slot_count << " args=" << t.arg_count << " vararg=" << t.is_vararg
          << " regs=" << t.register_count << " sites=" << t.site_count << " name=" << t.name.index
          << " slot_names=" << ids(t.slot_names) << " lines=";
      for (const tape::LineEntry& l : t.lines) out << l.pc << ":" << l.line << ",";
      out << "\n" << tape::Disassemble(m, t);
    }
  }
  return out.str();
}

Workspace::Workspace() {
  CHECK(mem.SetEnvVar("KILN_DATA", "/data").ok());
  CHECK(mem.SetEnvVar("HOME", "/home").ok());
  Write("/pkg/Project.toml", "name = \"P\"\nversion = \"1.0.0\"\n");
  Write("/pkg/src/P.jl", "fn hello 1 1\ninclude a.jl\ninclude b.jl\nexport hello\n");
  Write("/pkg/src/a.jl", "fn fa 1 10\nfn fa2 2 20\nstruct S x y\nglobal G 5\n");
  Write("/pkg/src/b.jl", "fn fb 0 30\nusing P\nmodule Inner\n");
  Write("/app/main.jl", "using P\nfn main 0 1\n");
  pkg.root = "/pkg";
  pkg.name = "P";
  pkg.version = "1.0.0";
  script = source::ScriptPackage("/app/main.jl");
}

void Workspace::Write(const std::string& path, const std::string& text) {
  CHECK(mem.CreateDirs(std::string(base::Dirname(path))).ok());
  CHECK(base::WriteStringToFile(&mem, path, text).ok());
}

CacheOptions DefaultOptions(CacheMode mode) {
  CacheOptions options;
  options.mode = mode;
  options.kiln_version = kVersion;
  options.racy_window_ns = 0;  // MemEnv's clock makes every file look just modified
  return options;
}

RunResult RunOnce(base::Env* env, ToyCompiler& compiler, const CacheOptions& options,
                  const std::vector<std::pair<source::Package, std::string>>& files,
                  const std::vector<source::Package>& packages) {
  RunResult result;
  IrCache cache(env, options, compiler.AsFn());
  for (const source::Package& p : packages) cache.AddPackage(p);
  for (const auto& [pkg, path] : files) {
    auto loaded = cache.Load(pkg, path);
    if (!loaded.ok()) {
      result.status = loaded.status();
      break;
    }
    result.from_cache.push_back(loaded->from_cache);
    result.text += "== " + path + "\n";
    if (loaded->has_errors) {
      result.text += loaded->diagnostics;
    } else {
      result.text += Describe(*loaded->file);
    }
  }
  cache.Finish(-1);
  result.stats = cache.stats();
  return result;
}

}  // namespace kiln::cache::testing
