// Kiln exception values built from C++ (Julia's Core exception types; fields as in
// Julia 1.11's boot.jl) and the C++ rendering of their `showerror` text, used to
// report uncaught exceptions before Base's own `showerror` (written in Kiln) exists.
//
// Every Make* returns the exception Value; Throw* variants also set it pending on
// the runtime and return false, for `return ThrowArgumentError(rt, "...");`.
#ifndef KILN_RUNTIME_ERRORS_H_
#define KILN_RUNTIME_ERRORS_H_

#include <cstdint>
#include <string>
#include <vector>
#include <string_view>

#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;
struct Symbol;
struct Module;
struct Method;

// A source file's path as Julia shows it in stack traces, warnings and method
// locations: absolute, with the home directory (HOME in rt.env) as `~`.
std::string PathAsShown(Runtime& rt, const std::string& path);

Value MakeErrorException(Runtime& rt, std::string_view msg);
Value MakeArgumentError(Runtime& rt, std::string_view msg);
Value MakeOverflowError(Runtime& rt, std::string_view msg);
Value MakeAssertionError(Runtime& rt, std::string_view msg);
Value MakeDimensionMismatch(Runtime& rt, std::string_view msg);
// BoundsError(a, i) where i is the tuple of the indices; n == 0 gives BoundsError(a).
Value MakeBoundsError(Runtime& rt, Value a, const Value* indices, uint32_t n);
Value MakeBoundsError(Runtime& rt);
Value MakeDomainError(Runtime& rt, Value val, std::string_view msg);
Value MakeInexactError(Runtime& rt, Symbol* func, Value type, Value val);
Value MakeKeyError(Runtime& rt, Value key);
// MethodError(f, args, world): args becomes the tuple of the argument values.
Value MakeMethodError(Runtime& rt, Value f, const Value* args, uint32_t nargs, uint64_t world);
Value MakeDivideError(Runtime& rt);
Value MakeStackOverflowError(Runtime& rt);
Value MakeUndefRefError(Runtime& rt);
Value MakeInterruptException(Runtime& rt);
Value MakeEOFError(Runtime& rt);
Value MakeOutOfMemoryError(Runtime& rt);
// UndefVarError(var, world, scope); scope is a Module, a Symbol (:local,
// :static_parameter) or undefined.
Value MakeUndefVarError(Runtime& rt, Symbol* var, Value scope);
// TypeError(func, context, expected, got). `context` is a String or Symbol value, or
// undefined for "".
Value MakeTypeError(Runtime& rt, std::string_view func, std::string_view context, Value expected,
                    Value got);
Value MakeStringIndexError(Runtime& rt, Value str, int64_t index);

bool ThrowErrorException(Runtime& rt, std::string_view msg);
bool ThrowArgumentError(Runtime& rt, std::string_view msg);
bool ThrowTypeError(Runtime& rt, std::string_view func, std::string_view context, Value expected,
                    Value got);
bool ThrowBoundsError(Runtime& rt, Value a, const Value* indices, uint32_t n);

// Julia's `showerror(io, e)` text for the exception types above (and `show` of any
// other value). Ambiguities are reported as in Julia without argument names.
std::string ShowError(Runtime& rt, Value exception);
// The part of ShowError for a MethodError `e` (errors_method.cc), appended to out:
// the call, the reason and Julia's "Closest candidates are:" list.
void ShowMethodError(Runtime& rt, Value e, std::string* out);
// The keywords of method m as Julia's kwarg_decl lists them: the keyword sorter's
// named locals, the `kws...` rest last; empty when m takes none (builtins_reflect.cc).
std::vector<std::string> MethodKeywordNames(Runtime& rt, Method* m);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_ERRORS_H_
