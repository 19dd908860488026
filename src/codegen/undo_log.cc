// The undo log (undo_log.h).
#include "codegen/undo_log.h"

#include <algorithm>
#include <cstring>

namespace kiln::codegen {

extern "C" bool KilnUndoGrow(UndoLog* log) {
  runtime::RootedVector<uint64_t>& block = *log->block;
  const size_t used = static_cast<size_t>(log->cur - log->begin);
  const size_t records = block.size() / kUndoRecordWords;
  if (records >= kUndoMaxRecords) return false;
  block.resize(records == 0 ? kUndoRecordWords * 4096 : block.size() * 2);
  log->begin = block.data();
  log->cur = log->begin + used;
  log->end = log->begin + block.size();
  return true;
}

bool UndoRecord(UndoLog* log, void* addr, unsigned size) {
  if (log->cur == log->end && !KilnUndoGrow(log)) return false;
  uint64_t old = 0;
  std::memcpy(&old, addr, size);
  log->cur[0] = reinterpret_cast<uint64_t>(addr);
  log->cur[1] = old;
  log->cur[2] = size;
  log->cur += kUndoRecordWords;
  return true;
}

void UndoAll(UndoLog* log) { UndoTo(log, 0); }

void UndoTo(UndoLog* log, uint64_t kept) {
  uint64_t* const stop = log->begin + kept;
  for (uint64_t* r = log->cur; r != stop;) {
    r -= kUndoRecordWords;
    auto* addr = reinterpret_cast<unsigned char*>(r[0]);
    const uint64_t old = r[1];
    const uint64_t size = r[2];
    std::memcpy(addr, &old, size);  // the low bytes (little-endian)
  }
  std::fill(stop, log->cur, uint64_t{0});
  log->cur = stop;
}

void UndoReset(UndoLog* log) {
  // The used records' words are cleared, so that the block keeps nothing alive.
  std::fill(log->begin, log->cur, uint64_t{0});
  log->cur = log->begin;
}

}  // namespace kiln::codegen
