// The effects inference proves about a call to a CodeInstance (COMPILER.md §1):
// the intrinsic properties that let a caller drop a guard, fold a call on
// constants or skip an exception check.
#ifndef KILN_ENGINE_EFFECTS_H_
#define KILN_ENGINE_EFFECTS_H_

#include <string>

namespace kiln::engine {

// Each flag is a proof; false means "not proven" (the sound default).
struct Effects {
  bool nothrow = false;     // never throws (the exception type is Union{})
  bool terminates = false;  // always returns or throws: no loop, no recursion
  bool consistent = false;  // equal arguments (===) give an equal result: no
                            // mutable allocation or state read, so a call on
                            // constants may be folded

  // What the caller of a body with these effects may still assume after
  // calling something with effects `callee`.
  Effects Meet(const Effects& callee) const {
    return Effects{nothrow && callee.nothrow, terminates && callee.terminates,
                   consistent && callee.consistent};
  }
  static Effects All() { return Effects{true, true, true}; }
  friend bool operator==(const Effects&, const Effects&) = default;
};

// `nothrow,terminates,consistent` (the proven ones, in that order), or `none`.
std::string EffectsText(const Effects& e);

}  // namespace kiln::engine

#endif  // KILN_ENGINE_EFFECTS_H_
