# Constructors of the exception types Core defines (their fields follow Julia's
# boot.jl), and the exception types that belong to Base. How they print is in
# errorshow.jl.

ErrorException(msg) = Core._new(ErrorException, convert(AbstractString, msg))
ArgumentError(msg) = Core._new(ArgumentError, convert(AbstractString, msg))
OverflowError(msg) = Core._new(OverflowError, convert(AbstractString, msg))
AssertionError() = Core._new(AssertionError, "")
AssertionError(msg) = Core._new(AssertionError, convert(AbstractString, msg))
DimensionMismatch() = Core._new(DimensionMismatch, "")
DimensionMismatch(msg) = Core._new(DimensionMismatch, convert(AbstractString, msg))

BoundsError() = Core._new(BoundsError)
BoundsError(a) = Core._new(BoundsError, a)
BoundsError(a, i) = Core._new(BoundsError, a, i)

DomainError(val) = Core._new(DomainError, val)
DomainError(val, msg) = Core._new(DomainError, val, convert(AbstractString, msg))

InexactError(f::Symbol, T, val) = Core._new(InexactError, f, T, val)
KeyError(key) = Core._new(KeyError, key)
MethodError(f, args) = Core._new(MethodError, f, args, typemax(UInt64))
MethodError(f, args, world::UInt64) = Core._new(MethodError, f, args, world)
TypeError(func::Symbol, context, expected, got) =
    Core._new(TypeError, func, context, expected, got)
UndefVarError(var::Symbol) = Core._new(UndefVarError, var, typemax(UInt64))
UndefVarError(var::Symbol, scope) = Core._new(UndefVarError, var, typemax(UInt64), scope)
UndefKeywordError(var::Symbol) = Core._new(UndefKeywordError, var)
StringIndexError(str, i::Integer) = Core._new(StringIndexError, str, i)

DivideError() = Core._new(DivideError)
StackOverflowError() = Core._new(StackOverflowError)
UndefRefError() = Core._new(UndefRefError)
InterruptException() = Core._new(InterruptException)
EOFError() = Core._new(EOFError)
OutOfMemoryError() = Core._new(OutOfMemoryError)

"""
    SystemError(prefix, errnum)

An operating-system call failed.
"""
struct SystemError <: Exception
    prefix::String
    errnum::Int
end

"""
    InvalidStateException(msg, state)

An object was used in a state that does not allow the operation.
"""
struct InvalidStateException <: Exception
    msg::String
    state::Symbol
end

# Helpers that keep the throwing code out of hot functions.
throw_boundserror(A, I) = throw(BoundsError(A, I))
throw_inexacterror(f::Symbol, T, val) = throw(InexactError(f, T, val))
throw_domerr_powbysq(x, p) = throw(DomainError(p, string(
    "Cannot raise an integer x to a negative power ", p, ".",
    "\nMake x or ", p, " a float by adding a zero decimal ",
    "(e.g., 2.0^", p, " or 2^", p, ".0 instead of 2^", p, ")",
    "or write 1/x^", -p, ", float(x)^", p, ", x^float(", p, ") or (x//1)^", p, ".")))
