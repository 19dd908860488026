// The undo log (undo_log.h).
#include "codegen/undo_log.h"

#include <algorithm>
#include <cstring>
#include <iterator>

namespace kiln::codegen {

extern "C" bool KilnUndoGrow(UndoLog* log) {
  std::vector<uint64_t>& block = *log->block;
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
    const uint64_t size = r[-1];
    r -= size <= 8 ? kUndoRecordWords : UndoObjectWords(size);
    // A store's old bytes are the low bytes of r[1] (little-endian); an
    // object's fields are the words from r[1] on.
    std::memcpy(reinterpret_cast<unsigned char*>(r[0]), &r[1], size);
  }
  log->cur = stop;
  UndoNewRun(log);
}

void UndoMarksWrapped(UndoLog* log) {
  // The count wrapped: words of earlier runs could match again.
  std::fill(std::begin(log->marks), std::end(log->marks), uint64_t{0});
  log->mark = uint64_t{1} << kUndoMarkShift;
}

}  // namespace kiln::codegen
