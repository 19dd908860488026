# `missing`: a value that is absent (Julia manual, "Missing Values"). Operations on
# it propagate it, comparisons give `missing`, and `&`/`|` follow three-valued logic.

struct Missing end
const missing = Missing()

ismissing(x) = x === missing
show(io::IO, ::Missing) = print(io, "missing")

# The type T without Missing: Union{Missing, Int64} -> Int64.
function nonmissingtype(T::Type)
    T === Missing && return Union{}
    T isa Union || return T
    return Union{nonmissingtype(T.a), nonmissingtype(T.b)}
end

# A collection of values and missing has the element type Union{T, Missing}.
promote_rule(::Type{Missing}, ::Type{S}) where {S} = Union{S, Missing}
promote_rule(::Type{Missing}, ::Type{Nothing}) = Union{Nothing, Missing}
promote_rule(::Type{Missing}, ::Type{Missing}) = Missing
convert(::Type{Missing}, ::Missing) = missing
# Into a Union with Missing: the value converted to the other members' type.
convert(::Type{Union{T, Missing}}, x::Missing) where {T} = missing
convert(::Type{Union{T, Missing}}, x) where {T} = convert(T, x)

# ---- Propagation: f(missing) is missing ----
# One method per function (Base has no `@eval` loops).
(!)(::Missing) = missing
(~)(::Missing) = missing
(+)(::Missing) = missing
(-)(::Missing) = missing
abs(::Missing) = missing
abs2(::Missing) = missing
sign(::Missing) = missing
inv(::Missing) = missing
conj(::Missing) = missing
real(::Missing) = missing
imag(::Missing) = missing
float(::Missing) = missing
zero(::Missing) = missing
one(::Missing) = missing
oneunit(::Missing) = missing
isfinite(::Missing) = missing
isinf(::Missing) = missing
isnan(::Missing) = missing
iszero(::Missing) = missing
isone(::Missing) = missing
isodd(::Missing) = missing
iseven(::Missing) = missing
isinteger(::Missing) = missing
isreal(::Missing) = missing
ispow2(::Missing) = missing
sqrt(::Missing) = missing
cbrt(::Missing) = missing
exp(::Missing) = missing
exp2(::Missing) = missing
exp10(::Missing) = missing
expm1(::Missing) = missing
log(::Missing) = missing
log2(::Missing) = missing
log10(::Missing) = missing
log1p(::Missing) = missing
sin(::Missing) = missing
cos(::Missing) = missing
tan(::Missing) = missing
asin(::Missing) = missing
acos(::Missing) = missing
atan(::Missing) = missing
sinh(::Missing) = missing
cosh(::Missing) = missing
tanh(::Missing) = missing
asinh(::Missing) = missing
acosh(::Missing) = missing
atanh(::Missing) = missing
sind(::Missing) = missing
cosd(::Missing) = missing
deg2rad(::Missing) = missing
rad2deg(::Missing) = missing
round(::Missing) = missing
floor(::Missing) = missing
ceil(::Missing) = missing
trunc(::Missing) = missing
zero(::Type{Missing}) = missing
one(::Type{Missing}) = missing
oneunit(::Type{Missing}) = missing
round(::Type{T}, ::Missing) where {T} = missing
floor(::Type{T}, ::Missing) where {T} = missing
ceil(::Type{T}, ::Missing) where {T} = missing
trunc(::Type{T}, ::Missing) where {T} = missing
(+)(::Missing, ::Missing) = missing; (+)(::Missing, ::Number) = missing; (+)(::Number, ::Missing) = missing
(-)(::Missing, ::Missing) = missing; (-)(::Missing, ::Number) = missing; (-)(::Number, ::Missing) = missing
(*)(::Missing, ::Missing) = missing; (*)(::Missing, ::Number) = missing; (*)(::Number, ::Missing) = missing
(*)(::Missing, ::Union{AbstractString, AbstractChar}) = missing; (*)(::Union{AbstractString, AbstractChar}, ::Missing) = missing
(/)(::Missing, ::Missing) = missing; (/)(::Missing, ::Number) = missing; (/)(::Number, ::Missing) = missing
(^)(::Missing, ::Missing) = missing; (^)(::Missing, ::Number) = missing; (^)(::Number, ::Missing) = missing
(\)(::Missing, ::Missing) = missing; (\)(::Missing, ::Number) = missing; (\)(::Number, ::Missing) = missing
div(::Missing, ::Missing) = missing; div(::Missing, ::Number) = missing; div(::Number, ::Missing) = missing
mod(::Missing, ::Missing) = missing; mod(::Missing, ::Number) = missing; mod(::Number, ::Missing) = missing
rem(::Missing, ::Missing) = missing; rem(::Missing, ::Number) = missing; rem(::Number, ::Missing) = missing
fld(::Missing, ::Missing) = missing; fld(::Missing, ::Number) = missing; fld(::Number, ::Missing) = missing
cld(::Missing, ::Missing) = missing; cld(::Missing, ::Number) = missing; cld(::Number, ::Missing) = missing
min(::Missing, ::Missing) = missing; min(::Missing, ::Number) = missing; min(::Number, ::Missing) = missing
max(::Missing, ::Missing) = missing; max(::Missing, ::Number) = missing; max(::Number, ::Missing) = missing
atan(::Missing, ::Missing) = missing; atan(::Missing, ::Number) = missing; atan(::Number, ::Missing) = missing
hypot(::Missing, ::Missing) = missing; hypot(::Missing, ::Number) = missing; hypot(::Number, ::Missing) = missing
(//)(::Missing, ::Missing) = missing; (//)(::Missing, ::Number) = missing; (//)(::Number, ::Missing) = missing
mod1(::Missing, ::Missing) = missing; mod1(::Missing, ::Number) = missing; mod1(::Number, ::Missing) = missing
(<<)(::Missing, ::Missing) = missing; (<<)(::Missing, ::Number) = missing; (<<)(::Number, ::Missing) = missing
(>>)(::Missing, ::Missing) = missing; (>>)(::Missing, ::Number) = missing; (>>)(::Number, ::Missing) = missing
(>>>)(::Missing, ::Missing) = missing; (>>>)(::Missing, ::Number) = missing; (>>>)(::Number, ::Missing) = missing
(==)(::Missing, ::Missing) = missing; (==)(::Missing, ::Any) = missing; (==)(::Any, ::Missing) = missing
(!=)(::Missing, ::Missing) = missing; (!=)(::Missing, ::Any) = missing; (!=)(::Any, ::Missing) = missing
(<)(::Missing, ::Missing) = missing; (<)(::Missing, ::Any) = missing; (<)(::Any, ::Missing) = missing
(<=)(::Missing, ::Missing) = missing; (<=)(::Missing, ::Any) = missing; (<=)(::Any, ::Missing) = missing
(>)(::Missing, ::Missing) = missing; (>)(::Missing, ::Any) = missing; (>)(::Any, ::Missing) = missing
(>=)(::Missing, ::Missing) = missing; (>=)(::Missing, ::Any) = missing; (>=)(::Any, ::Missing) = missing
isequal(::Missing, ::Missing) = true
isequal(::Missing, ::Any) = false
isequal(::Any, ::Missing) = false
# `missing` sorts after every other value.
isless(::Missing, ::Missing) = false
isless(::Missing, ::Any) = false
isless(::Any, ::Missing) = true
isapprox(::Missing, ::Missing; kwargs...) = missing
isapprox(::Missing, ::Number; kwargs...) = missing
isapprox(::Number, ::Missing; kwargs...) = missing
hash(::Missing, h::UInt) = hash(0x68f2d5a1c8b3e907, h)

# ---- Three-valued logic ----
(&)(::Missing, ::Missing) = missing
(&)(::Missing, b::Bool) = b ? missing : false
(&)(b::Bool, ::Missing) = b ? missing : false
(&)(::Missing, ::Integer) = missing
(&)(::Integer, ::Missing) = missing
(|)(::Missing, ::Missing) = missing
(|)(::Missing, b::Bool) = b ? true : missing
(|)(b::Bool, ::Missing) = b ? true : missing
(|)(::Missing, ::Integer) = missing
(|)(::Integer, ::Missing) = missing
xor(::Missing, ::Missing) = missing
xor(::Missing, ::Integer) = missing
xor(::Integer, ::Missing) = missing

# ---- passmissing: a function that answers missing when any argument is missing ----
struct PassMissing{F} <: Function
    f::F
end
(pm::PassMissing)(x) = x === missing ? missing : pm.f(x)
function (pm::PassMissing)(xs...)
    for x in xs
        x === missing && return missing
    end
    return pm.f(xs...)
end
passmissing(f::Callable) = PassMissing(f)

# ---- coalesce: the first argument that is not missing ----
coalesce() = missing
coalesce(x::Missing, y...) = coalesce(y...)
coalesce(x, y...) = x

# ---- skipmissing: iterate the values that are not missing ----
struct SkipMissing{T}
    x::T
end
skipmissing(itr) = SkipMissing(itr)
IteratorSize(::Type{<:SkipMissing}) = SizeUnknown()
eltype(::Type{SkipMissing{T}}) where {T} = nonmissingtype(eltype(T))
function iterate(itr::SkipMissing, state...)
    y = iterate(itr.x, state...)
    while y !== nothing
        v, s = y
        v === missing || return (v, s)
        y = iterate(itr.x, s)
    end
    return nothing
end
function show(io::IO, s::SkipMissing)
    print(io, "skipmissing(")
    show(io, s.x)
    print(io, ')')
end
