// Roots outside GC memory that the collector scans at each collection: the
// used part of each interpreter's value stack. The collector's hook for such
// roots is one function per process (GC_set_push_other_roots takes no
// context), so it walks a list of every live RootSet (docs/runtime.md lists
// this among the process-wide state).
#ifndef KILN_INTERP_ROOTS_H_
#define KILN_INTERP_ROOTS_H_

namespace kiln::interp {

class RootSet {
 public:
  // `push(owner)` pushes the owner's ranges (GC_push_all) inside a collection,
  // from construction until destruction.
  using PushFn = void (*)(void* owner);
  RootSet(PushFn push, void* owner);
  ~RootSet();
  RootSet(const RootSet&) = delete;
  RootSet& operator=(const RootSet&) = delete;

 private:
  friend void PushAllRootSets();
  PushFn push_;
  void* owner_;
  RootSet* next_ = nullptr;
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_ROOTS_H_
