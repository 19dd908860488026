# Promotion (Julia manual, "Conversion and Promotion"): `promote_rule` says which type
# two types meet at, `promote_type` combines both directions of the rule, `promote`
# converts values, and the arithmetic and comparison operators on mixed numbers
# promote and call the same operator again.

promote_rule(::Type, ::Type) = Union{}

promote_type() = Union{}
promote_type(T) = T
function promote_type(::Type{T}, ::Type{S}) where {T, S}
    T === S && return T
    T === Union{} && return S
    S === Union{} && return T
    a = promote_rule(T, S)
    b = promote_rule(S, T)
    if a === Union{}
        return b === Union{} ? typejoin(T, S) : b
    end
    (b === Union{} || a === b) && return a
    return promote_type(a, b)
end
promote_type(T, S, U, Vs...) = promote_type(promote_type(T, S), U, Vs...)

promote_typeof(x) = typeof(x)
promote_typeof(x, y) = promote_type(typeof(x), typeof(y))
promote_typeof(x, y, zs...) = promote_type(typeof(x), promote_typeof(y, zs...))

promote() = ()
promote(x) = (x,)
function promote(x, y)
    T = promote_type(typeof(x), typeof(y))
    return (convert(T, x), convert(T, y))
end
function promote(x, y, z)
    T = promote_type(promote_type(typeof(x), typeof(y)), typeof(z))
    return (convert(T, x), convert(T, y), convert(T, z))
end
function promote(x, y, z, ws...)
    T = promote_typeof(x, y, z, ws...)
    return map(v -> convert(T, v), (x, y, z, ws...))
end

# Mixed-type arithmetic. A call reaching the same-type method means no method exists
# for that type: report it as the MethodError Julia users expect.
+(x::Number, y::Number) = _promoted(+, x, y)
-(x::Number, y::Number) = _promoted(-, x, y)
*(x::Number, y::Number) = _promoted(*, x, y)
/(x::Number, y::Number) = _promoted(/, x, y)
\(x::Number, y::Number) = y / x
\(x::Number, y::AbstractArray) = y ./ x
^(x::Number, y::Number) = _promoted(^, x, y)
==(x::Number, y::Number) = _promoted(==, x, y)
# Numbers of one type without an == of their own compare as values (===).
==(x::T, y::T) where {T<:Number} = x === y
<(x::Real, y::Real) = _promoted(<, x, y)
<=(x::Real, y::Real) = _promoted(<=, x, y)
div(x::Real, y::Real) = _promoted(div, x, y)
rem(x::Real, y::Real) = _promoted(rem, x, y)
mod(x::Real, y::Real) = _promoted(mod, x, y)
fld(x::Real, y::Real) = _promoted(fld, x, y)
cld(x::Real, y::Real) = _promoted(cld, x, y)
# min and max fall back to isless for values of one type.
function min(x::Real, y::Real)
    p = promote(x, y)
    a = getfield(p, 1)
    b = getfield(p, 2)
    return ifelse(isless(b, a), b, a)
end
function max(x::Real, y::Real)
    p = promote(x, y)
    a = getfield(p, 1)
    b = getfield(p, 2)
    return ifelse(isless(b, a), a, b)
end
&(x::Integer, y::Integer) = _promoted(&, x, y)
|(x::Integer, y::Integer) = _promoted(|, x, y)
xor(x::Integer, y::Integer) = _promoted(xor, x, y)
⊻(x::Integer, y::Integer) = xor(x, y)
nand(x, y) = ~(x & y)
nor(x, y) = ~(x | y)
⊼(x, y) = nand(x, y)
⊽(x, y) = nor(x, y)

# When promotion changes nothing there is no method to go to: two values of one type
# have no method of their own for the operation (Julia's no_op_err), values of two
# types have no promotion rule (sametype_error). Both are ErrorExceptions in Julia.
no_op_err(name, T) = error(name, " not defined for ", T)
function sametype_error(input)
    error("promotion of types ", join(map(x -> string(typeof(x)), input), ", ", " and "),
          " failed to change any arguments")
end
function _promoted(op, x, y)
    p = promote(x, y)
    a = getfield(p, 1)
    b = getfield(p, 2)
    if typeof(a) === typeof(x) && typeof(b) === typeof(y)
        typeof(x) === typeof(y) ? no_op_err(string(op), typeof(x)) : sametype_error((x, y))
    end
    return op(a, b)
end
# `<=` of one type comes from its `==` and `<`.
<=(x::T, y::T) where {T<:Real} = (x == y) | (x < y)

+(x::Number) = x
*(x::Number) = x
+(a, b, c, xs...) = _afoldl(+, (a + b) + c, xs)
*(a, b, c, xs...) = _afoldl(*, (a * b) * c, xs)
&(a, b, c, xs...) = _afoldl(&, (a & b) & c, xs)
|(a, b, c, xs...) = _afoldl(|, (a | b) | c, xs)
xor(a, b, c, xs...) = _afoldl(xor, xor(xor(a, b), c), xs)
function _afoldl(op, a, xs)
    for x in xs
        a = op(a, x)
    end
    a
end
