#include "runtime/symbol.h"

#include <cstring>
#include <mutex>
#include <string_view>
#include <unordered_map>

#include "base/check.h"
#include "base/hash.h"
#include "runtime/gc.h"

namespace kiln::runtime {
namespace {

struct SymbolTable {
  std::mutex mu;
  // Keys view the symbols' own bytes, which are never freed.
  std::unordered_map<std::string_view, Symbol*> map;
};

SymbolTable& Table() {
  static SymbolTable* table = new SymbolTable();  // never destroyed: symbols outlive exit
  return *table;
}

}  // namespace

Symbol* Intern(std::string_view name) {
  InitGc();
  SymbolTable& t = Table();
  std::lock_guard<std::mutex> lock(t.mu);
  auto it = t.map.find(name);
  if (it != t.map.end()) return it->second;
  // Uncollectable and not scanned: a symbol holds no pointers.
  void* mem = GC_MALLOC_ATOMIC_UNCOLLECTABLE(sizeof(Symbol) + name.size() + 1);
  CHECK(mem != nullptr) << "out of memory interning a symbol";
  auto* s = static_cast<Symbol*>(mem);
  s->type = nullptr;
  s->hash = base::Xxh3_64(name) | 1;  // never 0
  s->length = static_cast<uint32_t>(name.size());
  s->id = static_cast<uint32_t>(t.map.size());
  char* bytes = reinterpret_cast<char*>(s + 1);
  if (!name.empty()) std::memcpy(bytes, name.data(), name.size());
  bytes[name.size()] = '\0';
  t.map.emplace(s->name(), s);
  return s;
}

}  // namespace kiln::runtime
