#include "runtime/symbol.h"

#include <cstring>
#include <memory>
#include <mutex>
#include <string_view>
#include <vector>

#include "base/check.h"
#include "base/hash.h"
#include "runtime/gc.h"

namespace kiln::runtime {
namespace {

// Open addressing on the symbols' own hashes (linear probing, at most half
// full), and symbols carved out of large uncollectable blocks: interning is
// on the start-up path of every program (Base's names), so it hashes once and
// allocates rarely.
class SymbolTable {
 public:
  Symbol* Intern(std::string_view name) {
    const uint64_t hash = base::Xxh3_64(name) | 1;  // never 0
    std::lock_guard<std::mutex> lock(mu_);
    size_t mask = slots_.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
      Symbol* s = slots_[i];
      if (s == nullptr) break;
      if (s->hash == hash && s->length == name.size() &&
          std::memcmp(s->data(), name.data(), name.size()) == 0) {
        return s;
      }
    }
    Symbol* s = New(name, hash);
    if (2 * (count_ + 1) > slots_.size()) Grow();
    Insert(s);
    ++count_;
    return s;
  }

 private:
  static constexpr size_t kBlockBytes = 64 * 1024;

  Symbol* New(std::string_view name, uint64_t hash) {
    size_t bytes = (sizeof(Symbol) + name.size() + 1 + 7) & ~size_t{7};
    if (bytes > kBlockBytes / 4) {
      // Uncollectable and not scanned: a symbol holds no pointers.
      return Fill(GC_MALLOC_ATOMIC_UNCOLLECTABLE(bytes), name, hash);
    }
    if (bytes > left_) {
      next_ = static_cast<char*>(GC_MALLOC_ATOMIC_UNCOLLECTABLE(kBlockBytes));
      CHECK(next_ != nullptr) << "out of memory interning a symbol";
      left_ = kBlockBytes;
    }
    void* mem = next_;
    next_ += bytes;
    left_ -= bytes;
    return Fill(mem, name, hash);
  }

  Symbol* Fill(void* mem, std::string_view name, uint64_t hash) {
    CHECK(mem != nullptr) << "out of memory interning a symbol";
    auto* s = static_cast<Symbol*>(mem);
    s->type = nullptr;
    s->hash = hash;
    s->length = static_cast<uint32_t>(name.size());
    s->id = static_cast<uint32_t>(count_);
    char* bytes = reinterpret_cast<char*>(s + 1);
    if (!name.empty()) std::memcpy(bytes, name.data(), name.size());
    bytes[name.size()] = '\0';
    return s;
  }

  void Insert(Symbol* s) {
    size_t mask = slots_.size() - 1;
    size_t i = s->hash & mask;
    while (slots_[i] != nullptr) i = (i + 1) & mask;
    slots_[i] = s;
  }

  void Grow() {
    std::vector<Symbol*> old = std::move(slots_);
    slots_.assign(old.size() * 2, nullptr);
    for (Symbol* s : old) {
      if (s != nullptr) Insert(s);
    }
  }

  std::mutex mu_;
  std::vector<Symbol*> slots_ = std::vector<Symbol*>(8192, nullptr);
  size_t count_ = 0;
  char* next_ = nullptr;
  size_t left_ = 0;
};

SymbolTable& Table() {
  static SymbolTable* table = [] {
    InitGc();
    return new SymbolTable();  // never destroyed: symbols outlive exit
  }();
  return *table;
}

}  // namespace

Symbol* Intern(std::string_view name) { return Table().Intern(name); }

}  // namespace kiln::runtime
