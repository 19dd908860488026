// Definite assignment over tape: proves that every register an instruction
// reads was written on every path that reaches it, so the interpreter never
// reads an undefined register (arguments are set on entry; other slots start
// undefined and are only read through `checkdefined` or `isdefined`; SSA
// registers start as whatever the stack held). Part of VerifyTape.
#ifndef KILN_TAPE_DEFINITE_ASSIGNMENT_H_
#define KILN_TAPE_DEFINITE_ASSIGNMENT_H_

#include "base/status.h"
#include "tape/tape.h"

namespace kiln::tape {

// A forward "must be defined" dataflow over the body's basic blocks, with
// intersection at joins. Edges:
//   - fall-through, `jump`, `jumpifnot`;
//   - from every block a handler covers to its catch target, carrying the
//     block's in-state minus what the block clears (an exception can come
//     from any of its instructions, and registers only lose definitions
//     through `clearslot`). Which handler covers a block is itself a forward
//     pass: `enter` pushes one, `leave` pops, catching pops; paths that
//     disagree are rejected;
//   - `forstart`/`fornext` to the loop body (which also defines x and
//     state), to the exit, and on to the generic protocol;
//   - a compare-and-branch together with its `jumpifnot` to the latter's two
//     targets, without its result (the fast path does not write it).
// `checkdefined r` defines r for what follows (it throws otherwise) and
// `clearslot r` undefines it. Unreachable code is not checked: it never runs.
//
// Rejects (Corruption) what it cannot prove.
// REQUIRES: `body` passed VerifyTape's shape and operand checks.
base::Status CheckDefiniteAssignment(const TapeBody& body);

}  // namespace kiln::tape

#endif  // KILN_TAPE_DEFINITE_ASSIGNMENT_H_
