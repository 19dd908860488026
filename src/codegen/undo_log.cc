// The undo log (undo_log.h).
#include "codegen/undo_log.h"

#include <cstring>

namespace kiln::codegen {

extern "C" bool KilnUndoGrow(UndoLog* log) {
  std::vector<uint64_t>& block = *log->block;
  const size_t used = static_cast<size_t>(log->cur - log->begin);
  const size_t records = block.size() / 2;
  if (records >= kUndoMaxRecords) return false;
  block.resize(records == 0 ? 2 * 4096 : block.size() * 2);
  log->begin = block.data();
  log->cur = log->begin + used;
  log->end = log->begin + block.size();
  return true;
}

void UndoAll(UndoLog* log) {
  for (uint64_t* r = log->cur; r != log->begin;) {
    r -= 2;
    const uint64_t size = r[0] >> 56;
    auto* addr = reinterpret_cast<unsigned char*>(r[0] & ((uint64_t{1} << 56) - 1));
    const uint64_t old = r[1];
    if (size == 1) {
      *addr = static_cast<unsigned char>(old);
    } else {
      std::memcpy(addr, &old, 8);
    }
  }
  UndoReset(log);
}

}  // namespace kiln::codegen
