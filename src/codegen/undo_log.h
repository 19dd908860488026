// The undo log of native code's stores (docs/native.md "Stores and the undo
// log"). Native code bails by returning, and the interpreter then runs the
// call again from its arguments; that is only sound if the call changed
// nothing. So every store native code makes into memory (an array element, a
// mutable struct's field) first records the address and the bytes it
// overwrites here; on a bail the tier puts them back, newest first, before
// the interpreter runs the call. A run that does not bail drops the log.
//
// Native code reaches the log as the runtime global kiln_rt_undo (this
// struct) and makes room with kiln_rt_undo_grow (UndoGrow). Native code
// allocates (mutable structs), so a record may point into an object made by
// the running call that nothing else holds: the log's used words, [begin,
// cur), are a root of the collector (an address word keeps its object alive;
// the log's owner pushes them), so no memory a record points into is freed
// and reused while the log holds it. Words past cur are not scanned: records
// dropped are not cleared.
#ifndef KILN_CODEGEN_UNDO_LOG_H_
#define KILN_CODEGEN_UNDO_LOG_H_

#include <cstdint>
#include <vector>

namespace kiln::codegen {

inline constexpr const char* kUndoLog = "kiln_rt_undo";        // UndoLog
inline constexpr const char* kUndoGrow = "kiln_rt_undo_grow";  // i1 (ptr log)

// A record is the address, the old bytes, then a word saying how many bytes:
//  - a store's record: three words, the address (as it is, so that the
//    collector sees it), the old bytes (in the low bytes of the word), the
//    store's size (1, 2, 4 or 8 bytes);
//  - an object's record: the address of a mutable struct's first field, a
//    copy of all its fields' Values (two words each), unused words up to a
//    multiple of three words (UndoObjectWords), and their size in bytes (16
//    a field, so more than 8). Native code writes one before the running
//    call's first store into that object (below), and then stores into its
//    fields unlogged.
// The last word tells a record's length, so the log is undone newest first;
// every record is a multiple of three words, so a store's record fits
// whenever cur != end.
inline constexpr uint64_t kUndoRecordWords = 3;
inline constexpr uint64_t UndoObjectWords(uint64_t bytes) {
  return (2 + bytes / 8 + kUndoRecordWords - 1) / kUndoRecordWords * kUndoRecordWords;
}
// Objects whose fields the running call recorded already: a direct-mapped
// table of `address | mark` words, slot (address >> 4) % kUndoMarks. `mark`
// changes (UndoNewRun) at every run's start and whenever records are
// dropped, so a word of an earlier run or of dropped records never matches
// (addresses are below 2^48; the mark is a count in the top 16 bits).
inline constexpr uint64_t kUndoMarks = 256;
inline constexpr uint64_t kUndoMarkShift = 48;
struct UndoLog {
  uint64_t* cur = nullptr;  // next free record
  uint64_t* end = nullptr;  // end of the block
  uint64_t* begin = nullptr;
  std::vector<uint64_t>* block = nullptr;  // owns the words (the tier's)
  uint64_t mark = uint64_t{1} << kUndoMarkShift;
  uint64_t marks[kUndoMarks] = {};
};

// At most this many records: a run that would store more bails (with
// kBailTooManyStores) and the interpreter runs the call.
inline constexpr uint64_t kUndoMaxRecords = uint64_t{1} << 21;

// Makes room for more records (doubling, by at least 12288 words); false
// when the cap is reached. Called by native code when a record would not fit
// between cur and end.
extern "C" bool KilnUndoGrow(UndoLog* log);
// Records the `size` bytes (1, 2, 4 or 8) at addr, as native code's logged stores
// do, for runtime entries that store on native code's behalf; false when the
// log is full.
bool UndoRecord(UndoLog* log, void* addr, unsigned size);
// Restores every recorded store, newest first, and empties the log.
void UndoAll(UndoLog* log);
// Restores the stores recorded after the first `kept` words of the log,
// newest first, and drops their records (a nested native run that bailed,
// inside a call native code made into the interpreter).
void UndoTo(UndoLog* log, uint64_t kept);
// A new mark (above): no object counts as recorded any more. Called before
// every run, nested ones included (a nested run that bails undoes only its
// own records, so it must record the objects it stores into itself).
void UndoMarksWrapped(UndoLog* log);
inline void UndoNewRun(UndoLog* log) {
  log->mark += uint64_t{1} << kUndoMarkShift;
  if (log->mark == 0) [[unlikely]] UndoMarksWrapped(log);
}
// Empties the log (a run that did not bail). Only the used words are scanned
// (above): nothing to clear.
inline void UndoReset(UndoLog* log) {
  log->cur = log->begin;
  UndoNewRun(log);
}

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_UNDO_LOG_H_
