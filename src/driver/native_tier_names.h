// What a persisted CodeInstance record refers to, by name (native_tier_persist.h;
// docs/formats/code-instance-record.md): modules by their path, methods by
// module, name, signature and file, types and values by the bindings they are
// found under. The same in every process, where pointers are not.
//
//   type  := 'D' typename nparams:u32 param*  |  'U' n:u32 type*
//   typename := 'B' module name:str   (a type bound under its name)
//             | 'F' module name:str   (typeof of the function bound there)
//   param := 'T' type | value
//   value := 'v' type bits:u64 (unboxed) | 't' type | 's' name:str | 'm' module
//          | 'W' module name:str (a type constructor bound under its name)
//          | 'S' bytes:str (a String) | 'o' type:str (mutable or field-less
//            object, by its type shown) | 'r' type:str n:u32 value* (an
//            immutable struct); 'S', 'o' and 'r' are compared, never decoded
#ifndef KILN_DRIVER_NATIVE_TIER_NAMES_H_
#define KILN_DRIVER_NATIVE_TIER_NAMES_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "jit/record_wire.h"
#include "persist/wire.h"
#include "runtime/runtime.h"
#include "source/package.h"

namespace kiln::driver {

// The encoding of jit/record_wire.h, on a string the encoders append to.
inline void PutU32(std::string& out, uint32_t v) { persist::wire::PutFixed32(&out, v); }
inline void PutU64(std::string& out, uint64_t v) { persist::wire::PutFixed64(&out, v); }
inline void PutStr(std::string& out, std::string_view s) {
  PutU32(out, static_cast<uint32_t>(s.size()));
  out.append(s);
}

class NameCoder {
 public:
  explicit NameCoder(runtime::Runtime& rt) : rt_(rt) {}

  // t as Julia shows it.
  std::string Show(const runtime::Type* t);
  // m's enclosing modules, outermost first, m last.
  static void ModulePath(runtime::Module* m, std::vector<runtime::Module*>* path);
  void EncodeModule(runtime::Module* m, std::string* out);
  runtime::Module* DecodeModule(jit::RecordReader& in);
  // Module path, name, signature and file of m (FileIdentity).
  std::string MethodIdentity(runtime::Method* m);
  // A method's file named apart from the folder it lives in, so that a
  // record made from a copy of the standard library (or of a program) at
  // another path is found and holds (CACHE.md §2, "Relocatable"): a
  // package's file as its package's name and its path in the package
  // ("Base/src/array.jl"), any other file (a script, a file it includes) by
  // its own name ("prog.jl"); text that is no file keeps its name ("none").
  // What a record's method is stays decided by its body hash and edges.
  std::string FileIdentity(runtime::Symbol* file);

  // False (Encode) or null (Decode) when a part has no name another process
  // could find, nests deeper than a record allows, or is no longer defined.
  bool EncodeType(const runtime::Type* t, std::string* out, int depth);
  // A value: a `where` type with no name of its own (`Vector`, bound to
  // `Array{T, 1} where T`) is written by its structure, which compares but
  // does not decode (a constant binding's value, for an edge).
  bool EncodeValue(runtime::Value v, std::string* out, int depth);
  runtime::Type* DecodeType(jit::RecordReader& in, int depth);
  bool DecodeValue(jit::RecordReader& in, runtime::Value* out, int depth);

  // Whole encodings: empty / null when there is none.
  std::string TypeBytes(const runtime::Type* t);
  runtime::Type* TypeFrom(std::string_view bytes);
  runtime::DataType* DataTypeFrom(std::string_view bytes);

 private:
  runtime::TypeName* NameOfTypeValue(runtime::Value v);
  // EncodeType, also writing `where` types and their variables when `vars`
  // (the variables bound around t, innermost last) is given.
  bool EncodeTypeIn(const runtime::Type* t, std::string* out, int depth,
                    std::vector<const runtime::TypeVar*>* vars);

  runtime::Runtime& rt_;
  std::unique_ptr<source::PackageFinder> packages_;
  std::unordered_map<runtime::Symbol*, std::string> file_ids_;
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_NAMES_H_
