#include "driver/cache_command.h"

#include <algorithm>
#include <cstdio>
#include <deque>
#include <optional>
#include <set>

#include <nlohmann/json.hpp>

#include "cache/admin.h"
#include "cache/format_version.h"
#include "cache/locations.h"
#include "cache/native_store.h"
#include "cache/remote_store.h"
#include "driver/commands.h"
#include "driver/version.h"
#include "image/start_image.h"
#include "source/package.h"
#include "source/stdlib.h"
#include "tape/tape.h"

namespace kiln::driver {
namespace {

void Print(std::FILE* stream, const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stream);
}

// A package folder (with Project.toml) or a source file.
source::Package PackageForPath(base::Env* env, const std::string& path) {
  std::string abs = base::AbsolutePath(path);
  auto st = env->Stat(abs);
  if (st.ok() && st->is_dir) {
    auto pkg = source::LoadPackage(env, abs);
    if (pkg.ok()) return *pkg;
  }
  return source::PackageForFile(env, abs);
}

// The scripts directly in `dir`, a folder that is not a package: each is a
// package of its own (source::ScriptPackage), with its own global location
// and the folder's package location. Empty if `dir` is no such folder.
std::vector<source::Package> ScriptsIn(base::Env* env, const std::string& path) {
  std::vector<source::Package> out;
  std::string dir = base::AbsolutePath(path);
  auto st = env->Stat(dir);
  if (!st.ok() || !st->is_dir || source::LoadPackage(env, dir).ok()) return out;
  auto names = env->ListDir(dir);
  if (!names.ok()) return out;
  std::vector<std::string> sorted = *names;
  std::sort(sorted.begin(), sorted.end());
  for (const std::string& name : sorted) {
    if (!name.ends_with(".jl")) continue;
    std::string file = base::JoinPath(dir, name);
    auto fst = env->Stat(file);
    if (fst.ok() && !fst->is_dir) out.push_back(source::ScriptPackage(file));
  }
  return out;
}

// The packages a command acts on: the standard library's, then `paths'`: a
// package folder, a source file's package (or the script it is), or, with
// `script_folders`, every script of a folder of scripts.
std::vector<source::Package> Packages(base::Env* env, const std::vector<std::string>& paths,
                                      bool script_folders = false) {
  std::vector<source::Package> out;
  if (paths.empty()) out = source::StdlibPackages(env);
  for (const std::string& p : paths) {
    std::vector<source::Package> scripts;
    if (script_folders) scripts = ScriptsIn(env, p);
    if (!scripts.empty()) {
      out.insert(out.end(), scripts.begin(), scripts.end());
    } else {
      out.push_back(PackageForPath(env, p));
    }
  }
  return out;
}

// Files a loaded file includes with a constant path, from its top-level tape.
std::vector<std::string> Includes(tape::CompiledFile& file, std::string* error) {
  std::vector<std::string> out;
  for (size_t i = 0; i < file.module_count(); ++i) {
    const ir::ModuleIr& m = file.module(i);
    auto thunk = file.Tape(i, m.thunk);
    if (!thunk.ok()) {
      *error = thunk.status().ToString();
      return out;
    }
    const std::vector<uint32_t>& code = (*thunk)->code;
    for (uint32_t pc = 0; pc < code.size();) {
      uint32_t len = tape::InstructionLength(code, pc);
      if (len == 0) break;
      if (tape::OpOf(code[pc]) == tape::Op::kInclude && len >= 2 &&
          tape::ArgKindOf(code[pc + 1]) == tape::ArgKind::kConst) {
        const ir::Constant& c = m.constant(ir::ConstId(tape::ArgIndexOf(code[pc + 1])));
        if (c.kind == ir::ConstKind::kString) out.emplace_back(m.StringText(c.bits));
      }
      pc += len;
    }
  }
  return out;
}

int PathAction(const CacheCommandOptions& options) {
  base::Env* env = base::Env::Default();
  std::string data = cache::KilnDataDir(env);
  Print(stdout, "global: " +
                    (data.empty() ? std::string("(none: set KILN_DATA or HOME)")
                                  : base::JoinPath(data, "cache/ir")) +
                    "\n");
  for (const source::Package& pkg : Packages(env, options.paths)) {
    cache::Locations loc = cache::LocationsFor(env, pkg, KILN_VERSION);
    // A stand-alone script has no package location (its entries are global only).
    if (!loc.package_dir.empty()) Print(stdout, pkg.name + ": package " + loc.package_dir + "\n");
    if (!loc.global_dir.empty()) Print(stdout, pkg.name + ": global " + loc.global_dir + "\n");
  }
  if (options.verbose) {
    Print(stdout,
          "format version " + cache::FormatVersion() + " from:\n" + cache::DescribeFormatInputs());
  }
  return kExitOk;
}

int LoadAll(base::Env* env, cache::IrCache& ir_cache,
            std::deque<std::pair<source::Package, std::string>> work, bool all_bodies,
            std::FILE* out, std::FILE* err);

// What loading a package's root file (and its includes) from the cache
// costs, without running it: the counters --timings prints.
std::string LoadCounters(base::Env* env, const source::Package& pkg) {
  CacheFlags flags;
  flags.mode = "require";  // read only: nothing is compiled or written
  std::string error;
  std::unique_ptr<cache::IrCache> ir_cache = OpenCache(env, flags, &error);
  std::string root = pkg.is_script ? pkg.root + "/" + pkg.name + ".jl"
                                   : base::JoinPath(pkg.root, "src/" + pkg.name + ".jl");
  std::deque<std::pair<source::Package, std::string>> work = {{pkg, root}};
  // Problems are the verify command's business; stats only counts.
  int status = LoadAll(env, *ir_cache, std::move(work), false, nullptr, nullptr);
  ir_cache->Finish(0);
  cache::StatsSnapshot s = ir_cache->stats();
  if (status != kExitOk || s.loaded() == 0) return "loading it needs compiling (not fully cached)";
  char pct[32];
  std::snprintf(pct, sizeof pct, "%.1f%%",
                s.total_mapped() ? 100.0 * s.total_decoded() / s.total_mapped() : 0.0);
  return "loading it maps " + std::to_string(s.loaded()) + " modules (" +
         cache::WithCommas(s.total_mapped()) + " bytes) and decodes " +
         cache::WithCommas(s.total_decoded()) + " bytes (" + pct + "), " +
         std::to_string(s.bodies_decoded) + " bodies";
}

// The native code store's line of `kiln cache stats` (it is one for all programs).
std::string NativeStoreLine(const cache::NativeStoreReport& r) {
  std::string line = "native code store: ";
  if (r.path.empty()) return line + "none (no data folder)\n";
  if (!r.exists) {
    line += "empty";
  } else if (!r.error.empty()) {
    line += "not usable (" + r.error + ")";
  } else {
    line += std::to_string(r.inventory.entries) + " objects, " + cache::WithCommas(r.inventory.bytes) +
            " bytes (cap " + cache::WithCommas(r.cap) + "), " + cache::WithCommas(r.inventory.file_bytes) +
            " bytes on disk";
    if (r.rebuilds > 0) line += ", was damaged: made again";
  }
  return line + "  " + r.path + "\n";
}

nlohmann::json NativeStoreJson(const cache::NativeStoreReport& r) {
  nlohmann::json j;
  j["path"] = r.path;
  j["exists"] = r.exists;
  j["usable"] = r.exists && r.error.empty();
  if (!r.error.empty()) j["error"] = r.error;
  j["objects"] = r.inventory.entries;
  j["bytes"] = r.inventory.bytes;
  j["file_bytes"] = r.inventory.file_bytes;
  j["cap_bytes"] = r.cap;
  j["rebuilt"] = r.rebuilds > 0;
  return j;
}

// The shared tier (KILN_REMOTE_CACHE): whether the server answers now, and
// this user's counters summed over runs. Null when none is configured and
// no run ever used one.
nlohmann::json RemoteJson(base::Env* env) {
  const cache::RemoteTotals t = cache::ReadRemoteTotals(env);
  cache::RemoteSetup setup = cache::OpenRemoteTier(env);
  if (!setup.configured && t.runs == 0) return nullptr;
  nlohmann::json j;
  j["configured"] = setup.configured;
  if (setup.tier != nullptr) {
    j["server"] = setup.tier->Describe();
    base::Status ping = setup.tier->Ping();
    j["reachable"] = ping.ok();
    if (!ping.ok()) j["error"] = ping.ToString();
  }
  if (!setup.note.empty()) j["note"] = setup.note;
  for (const cache::RemoteTotalsField& f : cache::RemoteTotalsFields()) j[f.json] = t.*f.member;
  j["stats_file"] = cache::RemoteTotalsPath(env);
  return j;
}

std::string RemoteLine(const nlohmann::json& j) {
  std::string line = "remote cache: ";
  if (j.contains("server")) {
    line += j["server"].get<std::string>() +
            (j["reachable"].get<bool>() ? " (reachable)" : " (not reachable: " + j["error"].get<std::string>() + ")");
  } else {
    line += j["configured"].get<bool>() ? "configured" : "not configured";
  }
  if (j.contains("note")) line += "; " + j["note"].get<std::string>();
  auto n = [&](const char* k) { return cache::WithCommas(j[k].get<uint64_t>()); };
  line += "\n  over " + n("runs") + " runs, native objects: " + n("hits") + " hits, " + n("misses") + " misses, " +
          n("rejected_signatures") + " rejected signatures, " + n("damaged") + " damaged, " +
          n("bytes_down") + " bytes down, " + n("bytes_up") + " bytes up (" + n("entries_up") +
          " entries), " + n("errors") + " errors, turned off in " + n("runs_turned_off") + " runs  " +
          j["stats_file"].get<std::string>();
  line += "\n  CodeInstance records: " + n("record_hits") + " hits, " + n("record_misses") + " misses, " +
          n("record_rejected_signatures") + " rejected signatures, " + n("record_damaged") + " damaged, " +
          n("record_bytes_down") + " bytes down, " + n("record_bytes_up") + " bytes up (" +
          n("record_entries_up") + " entries)";
  return line + "\n";
}

int StatsAction(const CacheCommandOptions& options) {
  base::Env* env = base::Env::Default();
  nlohmann::json json;
  json["packages"] = nlohmann::json::array();
  for (const source::Package& pkg : Packages(env, options.paths)) {
    for (const cache::LocationReport& r : cache::Inventory(env, pkg, KILN_VERSION)) {
      if (options.json) {
        json["packages"].push_back({{"package", pkg.name},
                                    {"location", r.kind},
                                    {"dir", r.dir},
                                    {"exists", r.exists},
                                    {"trusted", r.trusted},
                                    {"entries", r.entries},
                                    {"ir_bytes", r.ir_bytes},
                                    {"metadata_bytes", r.other_bytes},
                                    {"known_bad", r.bad_markers},
                                    {"temporary_files", r.temp_files},
                                    {"images", r.images},
                                    {"image_bytes", r.image_bytes}});
        continue;
      }
      std::string line = pkg.name + " (" + r.kind + "): ";
      if (!r.exists) {
        line += "empty";
      } else {
        line += std::to_string(r.entries) + " entries, " + cache::WithCommas(r.ir_bytes) +
                " bytes of IR, " + cache::WithCommas(r.other_bytes) + " bytes of metadata";
        if (r.bindings == 0) line += ", no manifest";
        if (r.bad_markers > 0) line += ", " + std::to_string(r.bad_markers) + " known-bad marks";
        if (r.images > 0) {
          line += ", " + std::to_string(r.images) + " start-up image" + (r.images > 1 ? "s" : "") +
                  " (" + cache::WithCommas(r.image_bytes) + " bytes)";
        }
        if (r.temp_files > 0)
          line += ", " + std::to_string(r.temp_files) + " stray temporary files";
        if (!r.trusted) line += " (untrusted: not used)";
      }
      Print(stdout, line + "  " + r.dir + "\n");
    }
    if (!options.json) Print(stdout, pkg.name + ": " + LoadCounters(env, pkg) + "\n");
  }
  if (options.paths.empty()) {
    const cache::NativeStoreReport native = cache::InspectNativeStore(env);
    const nlohmann::json remote = RemoteJson(env);
    if (options.json) {
      json["native"] = NativeStoreJson(native);
      json["remote"] = remote;
    } else {
      Print(stdout, NativeStoreLine(native));
      if (!remote.is_null()) Print(stdout, RemoteLine(remote));
    }
  }
  if (options.json) Print(stdout, json.dump(2) + "\n");
  return kExitOk;
}

int VerifyAction(const CacheCommandOptions& options) {
  base::Env* env = base::Env::Default();
  int corrupt = 0;
  int stale = 0;
  int ok = 0;
  // The scripts of a folder share its package location: each entry once.
  std::set<std::pair<std::string, std::string>> seen;
  for (const source::Package& pkg : Packages(env, options.paths, /*script_folders=*/true)) {
    for (const cache::EntryCheck& c : cache::VerifyEntries(env, pkg, KILN_VERSION)) {
      if (!seen.emplace(c.dir, c.module_path).second) continue;
      switch (c.state) {
        case cache::EntryCheck::State::kOk: ++ok; continue;
        case cache::EntryCheck::State::kStale: ++stale; break;
        case cache::EntryCheck::State::kCorrupt: ++corrupt; break;
      }
      Print(stdout,
            std::string(c.state == cache::EntryCheck::State::kStale ? "stale " : "corrupt ") +
                c.module_path + " (" + c.location + "): " + c.detail + "\n");
    }
  }
  if (options.paths.empty()) {
    // The standard library's: this binary's start-up image too, checked as
    // `kiln run` would check it (everything but building a runtime from it).
    auto base_pkg = source::StdlibPackage(env, "Base");
    if (base_pkg.ok()) {
      image::StartImage image = image::StartImage::Open(env, *base_pkg, ImageOptions(options.flags));
      std::string status = image.Describe();
      switch (image.state()) {
        case image::State::kMapped:
          ++ok;
          status = "valid: " + image.path() + " (" + std::to_string(image.region_size()) + " bytes)";
          break;
        case image::State::kStale: ++stale; break;
        case image::State::kDamaged: ++corrupt; break;
        case image::State::kNone:
        case image::State::kUnusable: break;
      }
      Print(stdout, "start-up image: " + status + "\n");
    }
    // The native code store: its structure and every object's hash.
    uint64_t damaged = 0;
    std::string detail;
    const cache::NativeStoreReport native = cache::VerifyNativeStore(base::Env::Default(), &damaged, &detail);
    if (native.exists) {
      std::string line = "native code store: ";
      if (native.rebuilds > 0 || !native.error.empty()) {
        ++corrupt;
        line += "damaged, made again" + (native.error.empty() ? "" : " (" + native.error + ")");
      } else if (damaged > 0) {
        corrupt += static_cast<int>(damaged);
        line += detail;
      } else {
        ++ok;
        line += "valid: " + std::to_string(native.inventory.entries) + " objects";
      }
      Print(stdout, line + "  " + native.path + "\n");
    }
  }
  Print(stdout, std::to_string(ok) + " valid, " + std::to_string(stale) + " stale, " +
                    std::to_string(corrupt) + " corrupt\n");
  return corrupt > 0 ? kExitProgramError : kExitOk;
}

int ClearAction(const CacheCommandOptions& options) {
  base::Env* env = base::Env::Default();
  int status = kExitOk;
  auto report = [&](const base::Status& s, const std::string& what) {
    if (s.ok()) {
      Print(stdout, "cleared " + what + "\n");
    } else {
      Print(stderr, "kiln cache clear: " + s.ToString() + "\n");
      status = kExitProgramError;
    }
  };
  if (options.paths.empty()) {
    report(cache::ClearGlobal(env), "the global IR cache");
    report(cache::ClearNativeStore(env), "the native code store");
  }
  for (const source::Package& pkg : Packages(env, options.paths)) {
    report(cache::ClearPackage(env, pkg), pkg.name + " (" + pkg.root + ")");
  }
  return status;
}

// Loads the files of `work` and every file they include (constant paths,
// transitively) through `ir_cache`, decoding every body when `all_bodies`.
// Reports each file on `out` and problems on `err` (either may be null);
// returns an exit status.
int LoadAll(base::Env* env, cache::IrCache& ir_cache,
            std::deque<std::pair<source::Package, std::string>> work, bool all_bodies,
            std::FILE* out, std::FILE* err) {
  auto print = [](std::FILE* stream, const std::string& text) {
    if (stream != nullptr) Print(stream, text);
  };
  int status = kExitOk;
  source::PackageFinder packages(env);
  std::set<std::string> seen;
  while (!work.empty()) {
    auto [pkg, path] = std::move(work.front());
    work.pop_front();
    if (!seen.insert(path).second) continue;
    auto loaded = ir_cache.Load(pkg, path);
    if (!loaded.ok()) {
      print(err, "kiln: " + loaded.status().ToString() + "\n");
      status = kExitProgramError;
      continue;
    }
    print(err, loaded->diagnostics);
    if (loaded->has_errors) {
      status = kExitProgramError;
      continue;
    }
    tape::CompiledFile& file = *loaded->file;
    std::string failure;
    for (const std::string& inc : Includes(file, &failure)) {
      std::string inc_path = inc.front() == '/' ? inc : base::JoinPath(base::Dirname(path), inc);
      std::string abs_inc = base::AbsolutePath(inc_path);
      work.emplace_back(packages.For(abs_inc), abs_inc);
    }
    for (size_t i = 0; all_bodies && failure.empty() && i < file.module_count(); ++i) {
      for (size_t b = 0; b < file.module(i).bodies().size(); ++b) {
        auto tape = file.Tape(i, ir::BodyId(static_cast<uint32_t>(b)));
        if (!tape.ok()) {
          failure = tape.status().ToString();
          break;
        }
      }
    }
    if (!failure.empty()) {
      print(err, "kiln: " + path + ": " + failure + "\n");
      status = kExitProgramError;
      continue;
    }
    print(out, path + (loaded->from_cache ? ": from cache\n" : ": compiled\n"));
  }
  return status;
}

int LoadAction(const CacheCommandOptions& options) {
  base::Env* env = base::Env::Default();
  std::string error;
  std::unique_ptr<cache::IrCache> ir_cache = OpenCache(env, options.flags, &error);
  if (ir_cache == nullptr) {
    Print(stderr, "kiln: " + error + "\n");
    return kExitUsage;
  }
  std::deque<std::pair<source::Package, std::string>> work;
  if (!options.no_stdlib) {
    auto base_pkg = source::StdlibPackage(env, "Base");
    if (base_pkg.ok()) work.emplace_back(*base_pkg, base::JoinPath(base_pkg->root, "src/Base.jl"));
  }
  source::PackageFinder packages(env);
  for (const std::string& p : options.paths) {
    std::string abs = base::AbsolutePath(p);
    work.emplace_back(packages.For(abs), abs);
  }
  int status = LoadAll(env, *ir_cache, std::move(work), options.all_bodies, stdout, stderr);
  CloseCache(*ir_cache, options.flags);
  return status;
}

}  // namespace

image::Options ImageOptions(const CacheFlags& flags) {
  image::Options options;
  options.kiln_version = KILN_VERSION;
  options.enabled = flags.mode != "off";
  options.rehash = flags.rehash;
  return options;
}

std::unique_ptr<cache::IrCache> OpenCache(base::Env* env, const CacheFlags& flags,
                                          std::string* error) {
  auto mode = cache::ParseCacheMode(flags.mode);
  if (!mode.ok()) {
    *error = mode.status().message();
    return nullptr;
  }
  cache::CacheOptions options;
  options.mode = *mode;
  options.rehash = flags.rehash;
  options.kiln_version = KILN_VERSION;
  auto ir_cache = std::make_unique<cache::IrCache>(env, options, cache::CompileSource);
  // The standard library's packages, each found when a file first names it
  // (not all of their Project.toml files at every start).
  ir_cache->SetPackageLookup(
      [env, stdlib = source::StdlibDir(env)](const std::string& name) -> std::optional<source::Package> {
        if (name.empty() || name[0] == '.' || name.find('/') != std::string::npos) return std::nullopt;
        auto pkg = source::LoadPackage(env, base::JoinPath(stdlib, name));
        if (!pkg.ok()) return std::nullopt;
        return std::move(pkg).value();
      });
  return ir_cache;
}

void CloseCache(cache::IrCache& ir_cache, const CacheFlags& flags) {
  ir_cache.Finish();
  if (flags.timings) Print(stderr, cache::FormatTimings(ir_cache.stats()));
}

void AddCacheFlags(CLI::App* command, CacheFlags& flags) {
  command
      ->add_option("--cache", flags.mode,
                   "IR cache: on (default), off (never read or write), require (a "
                   "module that must be compiled is an error)")
      ->check(CLI::IsMember({"off", "on", "require"}));
  command->add_flag("--rehash", flags.rehash,
                    "Hash every source file instead of trusting unchanged size and mtime");
  command->add_flag("--timings", flags.timings,
                    "Print what the IR cache did (modules loaded or compiled, bytes mapped "
                    "and decoded, time per phase) to stderr; when running a program, also how "
                    "many of Base's method definitions were deferred and built");
}

CLI::App* AddCacheCommand(CLI::App& app, CacheCommandOptions& options) {
  CLI::App* cache = app.add_subcommand("cache", "Inspect or manage the IR cache");
  cache->require_subcommand(1);
  struct Action {
    const char* name;
    const char* help;
  };
  for (Action a :
       {Action{"path", "Print where the IR cache of each package is"},
        Action{"stats",
               "Count the entries and bytes of each cache location, and of the native code "
               "store; with KILN_REMOTE_CACHE, whether the shared tier answers and its "
               "counters over this user's runs"},
        Action{"verify",
               "Check every cache entry completely, and for the standard library this "
               "kiln's start-up image and the native code store (exit 1 if any is corrupt)"},
        Action{"clear",
               "Remove the IR cache (the global one, the standard library's and the native "
               "code store, or those of the given packages)"},
        Action{"load",
               "Load files and what they include through the IR cache without running "
               "them: compiled and stored on a miss (warms the cache; prints `PATH: from "
               "cache` or `PATH: compiled` per file)"}}) {
    CLI::App* sub = cache->add_subcommand(a.name, a.help);
    sub->add_option("PATH", options.paths,
                    "Package folders or source files (default: the "
                    "standard library)");
    sub->callback([&options, name = std::string(a.name)] { options.action = name; });
    if (std::string(a.name) == "load") {
      AddCacheFlags(sub, options.flags);
      sub->add_flag("--all-bodies", options.all_bodies, "Decode every method body too");
      sub->add_flag("--no-stdlib", options.no_stdlib, "Do not load Base first");
    }
    if (std::string(a.name) == "stats") {
      sub->add_flag("--json", options.json, "Print the counts as one JSON object");
    }
    if (std::string(a.name) == "path") {
      sub->add_flag("--verbose", options.verbose, "Also print the format version's inputs");
    }
  }
  // Listed for --help only: main.cc runs `kiln cache explain FILE [ARGS...]`
  // as a program (native_tier_explain.h) before the tools' parser sees it.
  cache->add_subcommand("explain",
                        "Run FILE [ARGS...] as `kiln run --compile=all` does, writing nothing to "
                        "the native store, then print why each CodeInstance would miss it");
  return cache;
}

int CacheCommand(const CacheCommandOptions& options) {
  // Every PATH must exist: a misspelt one would otherwise report an empty cache.
  base::Env* env = base::Env::Default();
  for (const std::string& p : options.paths) {
    if (!env->FileExists(p)) {
      Print(stderr, "kiln cache " + options.action + ": no such file or folder: " + p + "\n");
      return kExitProgramError;
    }
  }
  if (options.action == "path") return PathAction(options);
  if (options.action == "stats") return StatsAction(options);
  if (options.action == "verify") return VerifyAction(options);
  if (options.action == "clear") return ClearAction(options);
  if (options.action == "load") return LoadAction(options);
  return kExitUsage;
}

}  // namespace kiln::driver
