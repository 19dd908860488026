#include "runtime/symbol.h"

#include <gc/gc.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string_view>

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
    if (slots_ == nullptr) Allocate(kInitialSlots);
    size_t mask = capacity_ - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
      Symbol* s = slots_[i];
      if (s == nullptr) break;
      if (s->hash == hash && s->length == name.size() &&
          std::memcmp(s->data(), name.data(), name.size()) == 0) {
        return s;
      }
    }
    Symbol* s = New(name, hash);
    if (2 * (count_ + 1) > capacity_) Grow();
    Insert(s);
    ++count_;
    return s;
  }

  bool Save(SymbolTableState* out) {
    std::lock_guard<std::mutex> lock(mu_);
    if (slots_ == nullptr || !InImageArena(slots_)) return false;
    *out = SymbolTableState{slots_, capacity_, count_};
    return true;
  }

  bool Restore(const SymbolTableState& state) {
    std::lock_guard<std::mutex> lock(mu_);
    if (count_ != 0 || state.capacity == 0 || (state.capacity & (state.capacity - 1)) != 0) {
      return false;
    }
    if (slots_ != nullptr && !InImageArena(slots_)) std::free(slots_);
    slots_ = state.slots;
    capacity_ = state.capacity;
    count_ = state.count;
    next_ = nullptr;
    left_ = 0;
    return true;
  }

  size_t count() {
    std::lock_guard<std::mutex> lock(mu_);
    return count_;
  }

 private:
  static constexpr size_t kBlockBytes = 64 * 1024;
  static constexpr size_t kInitialSlots = 8192;

  // Symbols and slots go to the image region while it is allocating (gc.h).
  static void* AllocSymbolBytes(size_t bytes) {
    if (ImageArenaActive()) return GcAllocAtomic(bytes);
    // Uncollectable and not scanned: a symbol holds no pointers.
    return GcAllocAtomicUncollectable(bytes);
  }

  void Allocate(size_t capacity) {
    size_t bytes = capacity * sizeof(Symbol*);
    void* mem = ImageArenaActive() ? GcAllocAtomic(bytes) : std::calloc(capacity, sizeof(Symbol*));
    CHECK(mem != nullptr) << "out of memory growing the symbol table";
    slots_ = static_cast<Symbol**>(mem);
    capacity_ = capacity;
  }

  Symbol* New(std::string_view name, uint64_t hash) {
    size_t bytes = (sizeof(Symbol) + name.size() + 1 + 7) & ~size_t{7};
    if (bytes > kBlockBytes / 4) return Fill(AllocSymbolBytes(bytes), name, hash);
    if (bytes > left_ || ImageArenaActive() != InImageArena(next_)) {
      next_ = static_cast<char*>(AllocSymbolBytes(kBlockBytes));
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
    size_t mask = capacity_ - 1;
    size_t i = s->hash & mask;
    while (slots_[i] != nullptr) i = (i + 1) & mask;
    slots_[i] = s;
  }

  void Grow() {
    Symbol** old = slots_;
    size_t old_capacity = capacity_;
    Allocate(old_capacity * 2);
    for (size_t i = 0; i < old_capacity; ++i) {
      if (old[i] != nullptr) Insert(old[i]);
    }
    if (!InImageArena(old)) std::free(old);
  }

  std::mutex mu_;
  Symbol** slots_ = nullptr;
  size_t capacity_ = 0;
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

bool SaveSymbolTable(SymbolTableState* out) { return Table().Save(out); }

bool RestoreSymbolTable(const SymbolTableState& state) { return Table().Restore(state); }

size_t SymbolCount() { return Table().count(); }

}  // namespace kiln::runtime
