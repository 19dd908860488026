# Integer functions: gcd, lcm, powers (also the literal powers lowering emits),
# factorial, digits.

function gcd(a::T, b::T) where {T<:Integer}
    while b != 0
        t = b
        b = rem(a, b)
        a = t
    end
    return abs(a)
end
gcd(a::Integer, b::Integer) = gcd(promote(a, b)...)
gcd(a::Integer) = abs(a)
gcd(a::Integer, b::Integer, c::Integer, xs::Integer...) = gcd(gcd(gcd(a, b), c), xs...)

function lcm(a::T, b::T) where {T<:Integer}
    a == 0 && return a
    return abs(a * div(b, gcd(b, a)))
end
lcm(a::Integer, b::Integer) = lcm(promote(a, b)...)
lcm(a::Integer) = abs(a)
lcm(a::Integer, b::Integer, c::Integer, xs::Integer...) = lcm(lcm(lcm(a, b), c), xs...)

# ---- Powers ----
# x^p by repeated squaring; a negative p only works for x == 1 or x == -1.
# An irrational is raised as a Float64 (Julia's to_power_type: the type x*x has); the
# first powers need no `one`, so a type with only `*` has x^1, x^2 and x^3.
function power_by_squaring(x, p::Integer)
    x isa AbstractIrrational && return power_by_squaring(Float64(x), p)
    p == 1 && return x
    p == 2 && return x * x
    p == 3 && return x * (x * x)
    if p < 0
        isone(x) && return x
        x == -one(x) && return iseven(p) ? one(x) : x
        throw_domerr_powbysq(x, p)
    end
    y = one(x)
    while true
        isodd(p) && (y *= x)
        p >>= 1
        p == 0 && return y
        x *= x
    end
end
^(x::T, p::T) where {T<:BitInteger} = power_by_squaring(x, p)
^(x::BitInteger, p::Integer) = power_by_squaring(x, p)
^(x::Bool, p::Integer) = p < 0 ? (x ? true : throw(DomainError(p))) : (p == 0 || x)
^(x::Number, p::Integer) = power_by_squaring(x, p)

# x^n for a float x and integer n: squaring with the rounding error of each step
# carried along (an error-free product via fma), so the result is as accurate as
# Julia's.
function ^(x::Float64, n::Integer)
    n == 0 && return 1.0
    n == 3 && return x * x * x
    if n < 0
        r = inv(x)
        n == -2 && return r * r
        # The error of r as the reciprocal of x, scaled back to r.
        xlo = isfinite(x) ? -fma(x, r, -1.0) * r : 0.0
        return _pow_compensated(r, xlo, -n)
    end
    return _pow_compensated(x, 0.0, n)
end
function _pow_compensated(x::Float64, xlo::Float64, n::Integer)
    y = 1.0
    ylo = 0.0
    while n > 1
        if isodd(n)
            err = muladd(y, xlo, x * ylo)
            p = x * y
            ylo = fma(x, y, -p) + err
            y = p
        end
        err = x * 2 * xlo
        sq = x * x
        xlo = fma(x, x, -sq) + err
        x = sq
        n >>>= 1
    end
    err = y * xlo + x * ylo
    return (isfinite(x) && isfinite(err)) ? muladd(x, y, err) : x * y
end
^(x::Float32, n::Integer) = Float32(Float64(x)^n)
function ^(x::Float64, y::Float64)
    if x < 0 && isfinite(y) && !isinteger(y)
        throw(DomainError(x, string("Exponentiation yielding a complex result requires a ",
            "complex argument.\nReplace x^y with (x+0im)^y, Complex(x)^y, or similar.")))
    end
    return Core.Intrinsics.libm_pow(x, y)
end
^(x::Real, y::AbstractFloat) = Float64(x)^Float64(y)

# Lowering turns `x^p` with a literal integer p into literal_pow(^, x, Val(p)): small
# powers of hardware numbers multiply out, and a negative literal power of an integer is
# a float power. Other types (a user Number, BigInt, an irrational) get x^p, and
# inv(x)^-p for a negative p, as in Julia (a type defining only ^ works).
const _HWReal = Union{Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, Float32, Float64}
_ishw(x) = x isa _HWReal || (x isa Complex && real(x) isa _HWReal) || (x isa Rational && numerator(x) isa _HWReal)
function literal_pow(f, x, ::Val{p}) where {p}
    f === (^) || return f(x, p)
    if !(_ishw(x) || x isa AbstractMatrix)   # a matrix multiplies out (LinearAlgebra's ^)
        x isa AbstractFloat && return x^p
        p < 0 || return x^p
        return x isa BitInteger ? Float64(x)^p : inv(x)^(-p)
    end
    if p == 2
        return x * x
    elseif p == 1
        return x
    elseif p == 0
        return one(x)
    elseif p == 3
        return x * x * x
    elseif p < 0
        x isa Float64 && return x^p
        x isa BitInteger && return Float64(x)^p
        p == -1 && return inv(x)
        return inv(x)^(-p)
    end
    return x^p
end

# ---- Factorial and friends ----
function factorial(n::Integer)
    n < 0 && throw(DomainError(n, "`n` must not be negative."))
    if n > 20
        throw(OverflowError(string(n, " is too large to look up in the table; consider ",
            "using `factorial(big(", n, "))` instead")))
    end
    f = one(n)
    for k in 2:n
        f *= k
    end
    return f
end

function binomial(n::T, k::T) where {T<:Integer}
    k < 0 && return zero(T)
    if n < 0
        r = binomial(-n + k - 1, k)
        return isodd(k) ? -r : r
    end
    k > n && return zero(T)
    (k == 0 || k == n) && return one(T)
    if k > (n >> 1)
        k = n - k
    end
    x = nn = n - k + 1
    nn += 1
    rr = 2
    while rr <= k
        x = div(x * nn, rr)
        rr += 1
        nn += 1
    end
    return x
end
binomial(n::Integer, k::Integer) = binomial(promote(n, k)...)

function isqrt(x::Integer)
    x < 0 && throw(DomainError(x, "isqrt requires a non-negative argument"))
    r = trunc(typeof(x), sqrt(Float64(x)))
    while r * r > x
        r -= 1
    end
    while (r + 1) * (r + 1) <= x
        r += 1
    end
    return r
end

function ndigits(x::Integer; base::Integer = 10, pad::Integer = 1)
    n = 0
    while x != 0
        x = div(x, base)
        n += 1
    end
    return max(n, pad)
end

"""
    digits(n; base = 10, pad = 1)

The digits of `n` in `base`, least significant first.
"""
function digits(n::Integer; base::Integer = 10, pad::Integer = 1)
    a = zeros(typeof(n), ndigits(n; base = base, pad = pad))
    for i in 1:length(a)
        a[i] = rem(n, base)
        n = div(n, base)
    end
    return a
end

powermod(x::Integer, p::Integer, m::Integer) = _powermod(mod(x, m), p, m)
function _powermod(x, p, m)
    r = one(x)
    while p > 0
        if isodd(p)
            r = mod(r * x, m)
        end
        x = mod(x * x, m)
        p >>= 1
    end
    return mod(r, m)
end

# gcdx(a, b): (g, s, t) with g = gcd(a, b) = s*a + t*b, from the extended Euclidean
# algorithm (the coefficients Julia gives).
function gcdx(a::Integer, b::Integer)
    T = promote_type(typeof(a), typeof(b))
    x, y = convert(T, a), convert(T, b)
    s0, s1 = one(T), zero(T)
    t0, t1 = zero(T), one(T)
    while y != 0
        q = div(x, y)
        x, y = y, rem(x, y)
        s0, s1 = s1, s0 - q * s1
        t0, t1 = t1, t0 - q * t1
    end
    return x < 0 ? (-x, -s0, -t0) : (x, s0, t0)
end
function invmod(n::Integer, m::Integer)
    m == 0 && throw(DomainError(m, "`m` must not be 0."))
    g, x, _ = gcdx(n, m)
    g != 1 && throw(DomainError((n, m), string("Greatest common divisor is ", g, ".")))
    return mod(x, m)
end

# ---- Checked arithmetic (Base.checked_add and friends) ----
# Julia's OverflowError texts: "x + y overflowed for type T", and for negation and
# abs "checked arithmetic: cannot compute -x for x = v::T".
_overflow_binop(op, x, y) = throw(OverflowError(string(x, " ", op, " ", y, " overflowed for type ", typeof(x))))
function add_with_overflow(x::T, y::T) where {T<:BitInteger}
    T <: Signed ? Core.Intrinsics.checked_sadd_int(x, y) : Core.Intrinsics.checked_uadd_int(x, y)
end
function sub_with_overflow(x::T, y::T) where {T<:BitInteger}
    T <: Signed ? Core.Intrinsics.checked_ssub_int(x, y) : Core.Intrinsics.checked_usub_int(x, y)
end
function mul_with_overflow(x::T, y::T) where {T<:BitInteger}
    T <: Signed ? Core.Intrinsics.checked_smul_int(x, y) : Core.Intrinsics.checked_umul_int(x, y)
end
add_with_overflow(x::Bool, y::Bool) = (x + y, false)
function checked_add(x::T, y::T) where {T<:BitInteger}
    r, o = add_with_overflow(x, y)
    o && _overflow_binop(:+, x, y)
    return r
end
function checked_sub(x::T, y::T) where {T<:BitInteger}
    r, o = sub_with_overflow(x, y)
    o && _overflow_binop(:-, x, y)
    return r
end
function checked_mul(x::T, y::T) where {T<:BitInteger}
    r, o = mul_with_overflow(x, y)
    o && _overflow_binop(:*, x, y)
    return r
end
checked_add(x::BigInt, y::BigInt) = x + y
checked_sub(x::BigInt, y::BigInt) = x - y
checked_mul(x::BigInt, y::BigInt) = x * y
checked_add(x::Integer, y::Integer) = checked_add(promote(x, y)...)
checked_sub(x::Integer, y::Integer) = checked_sub(promote(x, y)...)
checked_mul(x::Integer, y::Integer) = checked_mul(promote(x, y)...)
checked_add(x::Integer, y::Integer, z::Integer, ws::Integer...) = checked_add(checked_add(x, y), z, ws...)
checked_mul(x::Integer, y::Integer, z::Integer, ws::Integer...) = checked_mul(checked_mul(x, y), z, ws...)
checked_add(x::Integer) = x
checked_mul(x::Integer) = x
function checked_neg(x::T) where {T<:Integer}
    T <: Unsigned && return checked_sub(zero(T), x)
    if T <: Signed && x == typemin(T)
        throw(OverflowError(string("checked arithmetic: cannot compute -x for x = ", x, "::", T)))
    end
    return -x
end
function checked_abs(x::T) where {T<:Integer}
    T <: Signed && x == typemin(T) &&
        throw(OverflowError(string("checked arithmetic: cannot compute |x| for x = ", x, "::", T)))
    return abs(x)
end
checked_div(x::Integer, y::Integer) = div(x, y)
checked_rem(x::Integer, y::Integer) = rem(x, y)
checked_mod(x::Integer, y::Integer) = mod(x, y)
checked_fld(x::Integer, y::Integer) = fld(x, y)
checked_cld(x::Integer, y::Integer) = cld(x, y)
module Checked
import ..Base: checked_add, checked_sub, checked_mul, checked_neg, checked_abs, checked_div,
    checked_rem, checked_mod, checked_fld, checked_cld, add_with_overflow, sub_with_overflow,
    mul_with_overflow
export checked_add, checked_sub, checked_mul, checked_neg, checked_abs, checked_div,
    checked_rem, checked_mod, checked_fld, checked_cld, add_with_overflow, sub_with_overflow,
    mul_with_overflow
end
