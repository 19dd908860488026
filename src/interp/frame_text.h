// A frame of a stack trace as Julia shows it (base/stacktraces.jl, show_spec_linfo;
// base/errorshow.jl, process_backtrace): the call with the types of the method
// instance Julia would have compiled, keyword bodies shown as the keyword call.
#ifndef KILN_INTERP_FRAME_TEXT_H_
#define KILN_INTERP_FRAME_TEXT_H_

#include <string>

#include "runtime/method.h"
#include "runtime/runtime.h"

namespace kiln::interp {

struct Code;

// `f(x::Int64, y::String)`: the method's name and the argument types of the frame's
// method instance as Julia specializes them:
// - a vararg method called with many arguments is specialized up to the longest
//   fixed argument list of its function plus one, the rest folded into a
//   `Vararg{T}` (T the arguments' common type, else the declared one);
// - one of the first eight arguments that the body (or a closure made in it) never
//   calls is compiled unspecialized when its declared type has no type variable: a
//   function declared Any, Function or Base.Callable shows as `::Function`, a type
//   declared Any or Type as `::Type` (read from the body's tape; gf.c's rule);
// - the argument names are shown only when there is one type per declared argument;
// - a keyword body `#f#1(k, #f, x)` is shown as `f(x::Int64; k::Int64)`;
// - a closure or callable object as `(::T)(x::Int64)`.
std::string FrameCallText(runtime::Runtime& rt, const runtime::MethodInstance* mi,
                          const Code* code);

// Whether the frame runs a keyword sorter (a method of Core.kwcall), which Julia's
// traces leave out: the keyword body's frame stands for the call.
bool IsKeywordSorterFrame(runtime::Runtime& rt, const runtime::MethodInstance* mi);

// Whether a frame of `outer` at the same file and line as the frame of `inner` it
// called only repeats it and is left out (Julia's _collapse_repeated_frames): a
// positional method calling its keyword body, or a method of fewer arguments
// filling in defaults.
bool RepeatsInnerFrame(runtime::Runtime& rt, const runtime::MethodInstance* inner,
                       const runtime::MethodInstance* outer);

}  // namespace kiln::interp

#endif  // KILN_INTERP_FRAME_TEXT_H_
