# The foundations: short names for the intrinsics, property access (which every
# `a.b` in Kiln code calls), identity and comparison fallbacks, `convert`, `Val`,
# and the small function objects (`Fix1`, `Fix2`, `ComposedFunction`).

# Core's types that Base gives constructors and conversions (a method extends
# another module's function or type only when imported or qualified).
import Core: Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, Float32, Float64,
    Bool, Char, String, Symbol, NamedTuple, Tuple, Array, Vector, Matrix,
    ErrorException, ArgumentError, OverflowError, AssertionError, DimensionMismatch,
    BoundsError, DomainError, InexactError, KeyError, MethodError, TypeError, UndefVarError,
    UndefKeywordError, StringIndexError, DivideError, StackOverflowError, UndefRefError,
    InterruptException, EOFError, OutOfMemoryError, TypeVar, UnionAll

# ---- Intrinsics (Core.Intrinsics), as Julia's Base names them ----
const Intrinsics = Core.Intrinsics
const neg_int = Core.Intrinsics.neg_int
const add_int = Core.Intrinsics.add_int
const sub_int = Core.Intrinsics.sub_int
const mul_int = Core.Intrinsics.mul_int
const sdiv_int = Core.Intrinsics.sdiv_int
const udiv_int = Core.Intrinsics.udiv_int
const srem_int = Core.Intrinsics.srem_int
const urem_int = Core.Intrinsics.urem_int
const checked_sadd_int = Core.Intrinsics.checked_sadd_int
const checked_uadd_int = Core.Intrinsics.checked_uadd_int
const checked_ssub_int = Core.Intrinsics.checked_ssub_int
const checked_usub_int = Core.Intrinsics.checked_usub_int
const checked_smul_int = Core.Intrinsics.checked_smul_int
const checked_umul_int = Core.Intrinsics.checked_umul_int
const checked_sdiv_int = Core.Intrinsics.checked_sdiv_int
const checked_udiv_int = Core.Intrinsics.checked_udiv_int
const checked_srem_int = Core.Intrinsics.checked_srem_int
const checked_urem_int = Core.Intrinsics.checked_urem_int
const neg_float = Core.Intrinsics.neg_float
const add_float = Core.Intrinsics.add_float
const sub_float = Core.Intrinsics.sub_float
const mul_float = Core.Intrinsics.mul_float
const div_float = Core.Intrinsics.div_float
const rem_float = Core.Intrinsics.rem_float
const fma_float = Core.Intrinsics.fma_float
const muladd_float = Core.Intrinsics.muladd_float
const and_int = Core.Intrinsics.and_int
const or_int = Core.Intrinsics.or_int
const xor_int = Core.Intrinsics.xor_int
const not_int = Core.Intrinsics.not_int
const shl_int = Core.Intrinsics.shl_int
const lshr_int = Core.Intrinsics.lshr_int
const ashr_int = Core.Intrinsics.ashr_int
const bswap_int = Core.Intrinsics.bswap_int
const ctpop_int = Core.Intrinsics.ctpop_int
const ctlz_int = Core.Intrinsics.ctlz_int
const cttz_int = Core.Intrinsics.cttz_int
const eq_int = Core.Intrinsics.eq_int
const ne_int = Core.Intrinsics.ne_int
const slt_int = Core.Intrinsics.slt_int
const sle_int = Core.Intrinsics.sle_int
const ult_int = Core.Intrinsics.ult_int
const ule_int = Core.Intrinsics.ule_int
const eq_float = Core.Intrinsics.eq_float
const ne_float = Core.Intrinsics.ne_float
const lt_float = Core.Intrinsics.lt_float
const le_float = Core.Intrinsics.le_float
const fpiseq = Core.Intrinsics.fpiseq
const trunc_int = Core.Intrinsics.trunc_int
const sext_int = Core.Intrinsics.sext_int
const zext_int = Core.Intrinsics.zext_int
const sitofp = Core.Intrinsics.sitofp
const uitofp = Core.Intrinsics.uitofp
const fptosi = Core.Intrinsics.fptosi
const fptoui = Core.Intrinsics.fptoui
const fptrunc = Core.Intrinsics.fptrunc
const fpext = Core.Intrinsics.fpext
const bitcast = Core.Intrinsics.bitcast
const checked_trunc_sint = Core.Intrinsics.checked_trunc_sint
const checked_trunc_uint = Core.Intrinsics.checked_trunc_uint
const check_sign_bit = Core.Intrinsics.check_sign_bit
const abs_float = Core.Intrinsics.abs_float
const copysign_float = Core.Intrinsics.copysign_float
const sqrt_llvm = Core.Intrinsics.sqrt_llvm
const floor_llvm = Core.Intrinsics.floor_llvm
const ceil_llvm = Core.Intrinsics.ceil_llvm
const trunc_llvm = Core.Intrinsics.trunc_llvm
const rint_llvm = Core.Intrinsics.rint_llvm

# ---- Property access: `a.b` lowers to `Base.getproperty(a, :b)` ----
getproperty(x, f::Symbol) = getfield(x, f)
# Symbols order by their bytes (as C's strcmp).
isless(a::Symbol, b::Symbol) = Core.string_cmp(String(a), String(b)) < 0
getproperty(x::Module, f::Symbol) = getglobal(x, f)
function setproperty!(x, f::Symbol, v)
    T = fieldtype(typeof(x), f)
    return setfield!(x, f, v isa T ? v : convert(T, v))
end
# `a.f .= v` (lowering: Base.dotgetproperty)
dotgetproperty(x, f) = getproperty(x, f)
propertynames(x) = fieldnames(typeof(x))
hasproperty(x, s::Symbol) = s in propertynames(x)

# ---- Builtins that Base re-exports under Julia's names ----
ifelse(c::Bool, x, y) = Core.ifelse(c, x, y)
sizeof(x) = Core.sizeof(x)
objectid(x) = Core.objectid(x)
time_ns() = Core.time_ns()

# ---- Abstract types of Base ----
abstract type AbstractDict{K, V} end
abstract type AbstractSet{T} end
abstract type AbstractRange{T} <: AbstractArray{T, 1} end
abstract type OrdinalRange{T, S} <: AbstractRange{T} end
abstract type AbstractUnitRange{T} <: OrdinalRange{T, T} end
abstract type IO end
abstract type AbstractIrrational <: Real end
abstract type AbstractPattern end

const Callable = Union{Function, Type}
# `a:b` calls the function `:` (its other methods are in range.jl); `A[:, j]` passes
# the function itself, whose type is Colon.
(:)(start::Int64, stop::Int64) = UnitRange{Int64}(start, stop)
const Colon = typeof(:)
const Bottom = Union{}

# ---- Identity and the comparison fallbacks ----
identity(x) = x
!(x::Bool) = not_int(x)
!==(x, y) = !(x === y)
==(x, y) = x === y
# Types are equal when each is a subtype of the other (`(Vector{T} where T) == Vector`).
==(T::Type, S::Type) = T === S || (T <: S && S <: T)
!=(x, y) = !(x == y)
# `isequal` treats NaNs as equal and -0.0 as different from 0.0 (float.jl); for
# everything else it is ==.
isequal(x, y) = (x == y)::Bool
# The generic order: `<` falls back to `isless`, `isless` to `<` for numbers.
<(x, y) = isless(x, y)
>(x, y) = y < x
<=(x, y) = !(y < x)
>=(x, y) = y <= x
cmp(x, y) = isless(x, y) ? -1 : ifelse(isless(y, x), 1, 0)
min(x, y) = ifelse(isless(y, x), y, x)
max(x, y) = ifelse(isless(y, x), x, y)
minmax(x, y) = isless(y, x) ? (y, x) : (x, y)
min(a, b, c, xs...) = _foldl_min(min(min(a, b), c), xs)
max(a, b, c, xs...) = _foldl_max(max(max(a, b), c), xs)
function _foldl_min(m, xs)
    for x in xs
        m = min(m, x)
    end
    m
end
function _foldl_max(m, xs)
    for x in xs
        m = max(m, x)
    end
    m
end
const ≠ = !=
const ≤ = <=
const ≥ = >=

isnothing(x) = x === nothing
notnothing(x) = x
notnothing(::Nothing) = throw(ArgumentError("nothing passed to notnothing"))

# ---- Types ----
# `T where T<:Real` and `Vector{<:Real}` outside a signature build these at run time.
TypeVar(name::Symbol) = Core._typevar(name, Union{}, Any)
TypeVar(name::Symbol, ub) = Core._typevar(name, Union{}, ub)
TypeVar(name::Symbol, lb, ub) = Core._typevar(name, lb, ub)
UnionAll(v::TypeVar, body) = Core._unionall(v, body)
typejoin() = Union{}
typejoin(t) = t
typejoin(t, s) = t <: s ? s : (s <: t ? t : _typejoin2(t, s))
function _typejoin2(t, s)
    if !(t isa DataType)
        return Any
    end
    # Two types with a common parametric supertype (Point{Int64} and Point{Float64}):
    # that type with the parameters both share, the others left free (`Point`).
    if s isa DataType && !(t <: Tuple) && !(s <: Tuple)
        b = s
        while b !== Any
            if t <: b.name.wrapper
                a = t
                while a.name !== b.name
                    a = supertype(a)
                end
                return _join_parameters(a, b)
            end
            b = supertype(b)
        end
        return Any
    end
    # Walk up the supertypes of t until one contains s.
    u = t
    while !(s <: u)
        u = supertype(u)
    end
    u
end
function _join_parameters(a::DataType, b::DataType)
    joined = a.name.wrapper
    free = TypeVar[]
    for i in 1:length(a.parameters)
        ai = a.parameters[i]
        bi = b.parameters[i]
        if ai === bi || (ai isa Type && bi isa Type && ai <: bi && bi <: ai)
            joined = joined{ai}
        else
            pushfirst!(free, joined.var)
            joined = joined.body
        end
    end
    for v in free
        joined = UnionAll(v, joined)
    end
    return joined
end
# The element type of a collection holding values of types a and b: their join with
# Nothing and Missing kept as Union members (Union{Missing, Int64}, not Any).
function promote_typejoin(a, b)
    c = typejoin(_promote_typesubtract(a), _promote_typesubtract(b))
    return Union{a, b, c}
end
function _promote_typesubtract(a)
    a === Any && return a
    (a === Nothing || a === Missing) && return Union{}
    a isa Union && return Union{_promote_typesubtract(a.a), _promote_typesubtract(a.b)}
    return a
end
supertype(T::DataType) = T.super
fieldnames(T::DataType) = Core.type_fieldnames(T)
fieldcount(T::DataType) = length(fieldnames(T))
unwrap_unionall(T) = T isa UnionAll ? unwrap_unionall(T.body) : T
fieldnames(T::UnionAll) = fieldnames(unwrap_unionall(T))
fieldcount(T::UnionAll) = fieldcount(unwrap_unionall(T))
isconcretetype(T) = Core.type_isconcrete(T)
eltype(::Type) = Any
eltype(x) = eltype(typeof(x))
keytype(x) = keytype(typeof(x))
valtype(x) = valtype(typeof(x))

# Val{x}() carries x in its type (lowering uses it for literal powers).
struct Val{x} end
# What the body of `try ... catch ... else` ends with (lowering): no catch block returns it.
struct _TryElseMarker end
Val(x) = Val{x}()

# ---- convert (Julia manual, "Conversion and Promotion") ----
convert(::Type{Any}, x) = x
convert(::Type{T}, x::T) where {T} = x
# `oftype(x, y)`: y converted to the type of x.
oftype(x, y) = convert(typeof(x), y)

# ---- Function objects ----
"""
    Fix1(f, x)

The function `y -> f(x, y)`.
"""
struct Fix1{F, T} <: Function
    f::F
    x::T
end
(f::Fix1)(y) = f.f(f.x, y)

struct Fix2{F, T} <: Function
    f::F
    x::T
end
(f::Fix2)(y) = f.f(y, f.x)

# Julia's curried comparisons: `==(3)` is `x -> x == 3`, and so on.
==(x) = Fix2(==, x)
!=(x) = Fix2(!=, x)
<(x) = Fix2(<, x)
<=(x) = Fix2(<=, x)
>(x) = Fix2(>, x)
>=(x) = Fix2(>=, x)
isequal(x) = Fix2(isequal, x)
in(x) = Fix2(in, x)

struct ComposedFunction{O, I} <: Function
    outer::O
    inner::I
end
(c::ComposedFunction)(xs...) = c.outer(c.inner(xs...))
∘(f, g) = ComposedFunction(f, g)
!(f::Function) = ComposedFunction(!, f)

# `(f)(x)` for a type used as a function value (map(Float64, v)) needs nothing extra;
# `|>` applies a function.
|>(x, f) = f(x)

# ---- Errors ----
"""
    error(msg...)

Throw an `ErrorException` whose message is `string(msg...)`.
"""
error(s::AbstractString) = throw(ErrorException(s))
error(xs...) = throw(ErrorException(string(xs...)))

# `rethrow()` (re-raise the exception being handled) is Core.rethrow: it needs the
# interpreter's exception stack.

# ---- Process ----
# The status goes to the C library as a 32-bit integer, converted as a C call converts it.
exit(n) = Core.exit(Int(convert(Int32, n)))
exit() = Core.exit(0)

# `@inbounds` marks its statements and `@boundscheck blk` is `if <boundscheck> blk end`
# (lowering; docs/native.md, "Bounds checks"): the interpreter runs every block.

# splat(f)(args) == f(args...); Returns(v) ignores its arguments and gives v.
struct Splat{F} <: Function
    f::F
end
(s::Splat)(args) = s.f(args...)
splat(f) = Splat(f)
struct Returns{V} <: Function
    value::V
end
(r::Returns)(args...) = r.value
