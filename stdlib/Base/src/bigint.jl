# BigInt: integers of any size, as a sign and a magnitude in base 2^32 (least
# significant limb first, no leading zero limbs; zero has no limbs). Written in Kiln
# with schoolbook algorithms: enough for exact arithmetic and printing, not tuned.

mutable struct BigInt <: Signed
    neg::Bool
    mag::Vector{UInt32}
end

function _trim!(m::Vector{UInt32})
    while !isempty(m) && m[end] == 0x00000000
        pop!(m)
    end
    return m
end
_big(neg::Bool, m::Vector{UInt32}) = (_trim!(m); BigInt(neg && !isempty(m), m))

function BigInt(x::Integer)
    neg = x < 0
    u = neg ? UInt64(-(x + 1)) + 0x0000000000000001 : UInt64(x)   # |x| without overflow
    m = UInt32[]
    while u != 0
        push!(m, trunc_int(UInt32, u))
        u = lshr_int(u, 32)
    end
    return BigInt(neg, m)
end
BigInt(x::BigInt) = x
function BigInt(x::AbstractFloat)
    isinteger(x) || throw(InexactError(:BigInt, BigInt, x))
    abs(x) < 9.223372036854775807e18 && return BigInt(Int64(x))
    # Split off 2^52-sized chunks.
    neg = x < 0
    a = abs(x)
    r = BigInt(0)
    scale = BigInt(1)
    while a > 0
        chunk = rem(a, 4.294967296e9)
        r = r + scale * BigInt(Int64(chunk))
        scale = scale * BigInt(4294967296)
        a = (a - chunk) / 4.294967296e9
    end
    return neg ? -r : r
end
big(x::Integer) = BigInt(x)
convert(::Type{BigInt}, x::Integer) = BigInt(x)
convert(::Type{BigInt}, x::BigInt) = x
promote_rule(::Type{BigInt}, ::Type{T}) where {T<:Integer} = BigInt

function Int64(x::BigInt)
    n = length(x.mag)
    n == 0 && return 0
    n > 2 && throw(InexactError(:Int64, Int64, x))
    u = zext_int(UInt64, x.mag[1])
    n == 2 && (u = or_int(u, shl_int(zext_int(UInt64, x.mag[2]), 32)))
    if x.neg
        u > 0x8000000000000000 && throw(InexactError(:Int64, Int64, x))
        return neg_int(bitcast(Int64, u))
    end
    u > 0x7fffffffffffffff && throw(InexactError(:Int64, Int64, x))
    return bitcast(Int64, u)
end
# Every fixed-width integer type takes a BigInt that fits it; a type narrower than
# a 64-bit limb goes through Int64 or UInt64 (so a value out of its range is an
# InexactError of that conversion, `trunc(Int8, 200)`, as in Julia).
function (::Type{T})(x::BigInt) where {T<:BitInteger}
    if sizeof(T) < 8
        return convert(T, T <: Signed ? Int64(x) : UInt64(x))
    end
    (x < typemin(T) || x > typemax(T)) && throw(InexactError(nameof(T), T, x))
    r = zero(T)
    for i in length(x.mag):-1:1
        r = (r << 32) | (x.mag[i] % T)
    end
    return x.neg ? -r : r
end
function Float64(x::BigInt)
    r = 0.0
    for i in length(x.mag):-1:1
        r = r * 4.294967296e9 + Float64(x.mag[i])
    end
    return x.neg ? -r : r
end

# ---- Magnitudes ----
function _cmp_mag(a::Vector{UInt32}, b::Vector{UInt32})
    length(a) != length(b) && return length(a) < length(b) ? -1 : 1
    for i in length(a):-1:1
        a[i] != b[i] && return a[i] < b[i] ? -1 : 1
    end
    return 0
end
function _add_mag(a::Vector{UInt32}, b::Vector{UInt32})
    n = max(length(a), length(b))
    r = Vector{UInt32}(undef, n + 1)
    carry = 0x0000000000000000
    for i in 1:n
        s = carry
        i <= length(a) && (s = add_int(s, zext_int(UInt64, a[i])))
        i <= length(b) && (s = add_int(s, zext_int(UInt64, b[i])))
        r[i] = trunc_int(UInt32, s)
        carry = lshr_int(s, 32)
    end
    r[n + 1] = trunc_int(UInt32, carry)
    return _trim!(r)
end
# a - b for |a| >= |b|.
function _sub_mag(a::Vector{UInt32}, b::Vector{UInt32})
    r = Vector{UInt32}(undef, length(a))
    borrow = 0
    for i in 1:length(a)
        d = Int64(a[i]) - borrow - (i <= length(b) ? Int64(b[i]) : 0)
        borrow = d < 0 ? 1 : 0
        d < 0 && (d += 4294967296)
        r[i] = trunc_int(UInt32, d)
    end
    return _trim!(r)
end
function _mul_mag(a::Vector{UInt32}, b::Vector{UInt32})
    (isempty(a) || isempty(b)) && return UInt32[]
    r = zeros(UInt32, length(a) + length(b))
    for i in 1:length(a)
        carry = 0x0000000000000000
        ai = zext_int(UInt64, a[i])
        for j in 1:length(b)
            t = add_int(add_int(mul_int(ai, zext_int(UInt64, b[j])), zext_int(UInt64, r[i + j - 1])), carry)
            r[i + j - 1] = trunc_int(UInt32, t)
            carry = lshr_int(t, 32)
        end
        k = i + length(b)
        while carry != 0
            t = add_int(zext_int(UInt64, r[k]), carry)
            r[k] = trunc_int(UInt32, t)
            carry = lshr_int(t, 32)
            k += 1
        end
    end
    return _trim!(r)
end
# (quotient, remainder) of a magnitude by a small divisor.
function _divrem_small(a::Vector{UInt32}, d::UInt32)
    q = Vector{UInt32}(undef, length(a))
    r = 0x0000000000000000
    dd = zext_int(UInt64, d)
    for i in length(a):-1:1
        cur = or_int(shl_int(r, 32), zext_int(UInt64, a[i]))
        q[i] = trunc_int(UInt32, udiv_int(cur, dd))
        r = urem_int(cur, dd)
    end
    return (_trim!(q), trunc_int(UInt32, r))
end
# Long division of magnitudes in base 2^32 (Knuth's algorithm D): the divisor is
# shifted so its top limb has its high bit set, each quotient limb is estimated
# from the top two limbs of the remainder (and corrected at most twice).
_lo32(x::UInt64) = trunc_int(UInt32, x)
_lo32(x::Int64) = trunc_int(UInt32, bitcast(UInt64, x))
function _divrem_mag(a::Vector{UInt32}, b::Vector{UInt32})
    isempty(b) && throw(DivideError())
    _cmp_mag(a, b) < 0 && return (UInt32[], copy(a))
    length(b) == 1 && (qr = _divrem_small(a, b[1]); return (getfield(qr, 1), _trim!(UInt32[getfield(qr, 2)])))
    n = length(b)
    m = length(a) - n
    s = leading_zeros(b[n])
    bn = _shl_mag(b, s)
    an = _shl_mag(a, s)
    while length(an) < m + n + 1
        push!(an, 0x00000000)
    end
    q = zeros(UInt32, m + 1)
    B = 0x0000000100000000
    btop = UInt64(bn[n])
    bsec = UInt64(bn[n - 1])
    for j in m:-1:0
        num = (UInt64(an[j + n + 1]) << 32) | UInt64(an[j + n])
        qhat = div(num, btop)
        rhat = num - qhat * btop
        while qhat >= B || qhat * bsec > ((rhat << 32) | UInt64(an[j + n - 1]))
            qhat -= 0x0000000000000001
            rhat += btop
            rhat >= B && break
        end
        borrow = 0
        carry = 0x0000000000000000
        for i in 1:n
            p = qhat * UInt64(bn[i]) + carry
            carry = p >> 32
            t = Int64(an[i + j]) - borrow - Int64(p & 0x00000000ffffffff)
            an[i + j] = _lo32(t)
            borrow = t < 0 ? 1 : 0
        end
        t = Int64(an[j + n + 1]) - borrow - Int64(carry)
        an[j + n + 1] = _lo32(t)
        if t < 0
            qhat -= 0x0000000000000001
            c = 0x0000000000000000
            for i in 1:n
                sm = UInt64(an[i + j]) + UInt64(bn[i]) + c
                an[i + j] = _lo32(sm)
                c = sm >> 32
            end
            an[j + n + 1] = _lo32(UInt64(an[j + n + 1]) + c)
        end
        q[j + 1] = _lo32(qhat)
    end
    return (_trim!(q), _shr_mag(_trim!(an[1:n]), s))
end

# ---- Arithmetic ----
-(x::BigInt) = _big(!x.neg, copy(x.mag))
function +(x::BigInt, y::BigInt)
    x.neg == y.neg && return _big(x.neg, _add_mag(x.mag, y.mag))
    c = _cmp_mag(x.mag, y.mag)
    c == 0 && return BigInt(false, UInt32[])
    return c > 0 ? _big(x.neg, _sub_mag(x.mag, y.mag)) : _big(y.neg, _sub_mag(y.mag, x.mag))
end
-(x::BigInt, y::BigInt) = x + (-y)
*(x::BigInt, y::BigInt) = _big(x.neg != y.neg, _mul_mag(x.mag, y.mag))
function div(x::BigInt, y::BigInt)
    qr = _divrem_mag(x.mag, y.mag)
    return _big(x.neg != y.neg, getfield(qr, 1))
end
function rem(x::BigInt, y::BigInt)
    qr = _divrem_mag(x.mag, y.mag)
    return _big(x.neg, getfield(qr, 2))
end
function fld(x::BigInt, y::BigInt)
    q = div(x, y)
    return (x.neg != y.neg && !iszero(q * y - x)) ? q - BigInt(1) : q
end
mod(x::BigInt, y::BigInt) = x - fld(x, y) * y

==(x::BigInt, y::BigInt) = x.neg == y.neg && _cmp_mag(x.mag, y.mag) == 0
function <(x::BigInt, y::BigInt)
    x.neg != y.neg && return x.neg
    c = _cmp_mag(x.mag, y.mag)
    return x.neg ? c > 0 : c < 0
end
<=(x::BigInt, y::BigInt) = !(y < x)
isless(x::BigInt, y::BigInt) = x < y
abs(x::BigInt) = BigInt(false, copy(x.mag))
sign(x::BigInt) = iszero(x) ? BigInt(0) : (x.neg ? BigInt(-1) : BigInt(1))
signbit(x::BigInt) = x.neg
iszero(x::BigInt) = isempty(x.mag)
isone(x::BigInt) = !x.neg && length(x.mag) == 1 && x.mag[1] == 0x00000001
iseven(x::BigInt) = isempty(x.mag) || and_int(x.mag[1], 0x00000001) == 0x00000000
isodd(x::BigInt) = !iseven(x)
zero(::Type{BigInt}) = BigInt(false, UInt32[])
one(::Type{BigInt}) = BigInt(false, UInt32[0x00000001])
typemin(::Type{BigInt}) = throw(MethodError(typemin, (BigInt,)))
factorial(n::BigInt) = n < 0 ? throw(DomainError(n, "`n` must not be negative.")) :
    _afoldl(*, BigInt(1), [BigInt(k) for k in 2:Int64(n)])
hash(x::BigInt, h::UInt64) = length(x.mag) <= 1 ? hash(Int64(x), h) : hash(string(x), h)

# ---- Text ----
function string(x::BigInt; base::Integer = 10, pad::Integer = 1)
    base == 10 || return _string_base(x, Int(base), Int(pad))
    isempty(x.mag) && return lpad("0", pad, '0')
    chunks = String[]
    m = x.mag
    while !isempty(m)
        qr = _divrem_small(m, 0x3b9aca00)    # 10^9
        m = getfield(qr, 1)
        push!(chunks, string(Int64(getfield(qr, 2))))
    end
    buf = IOBuffer()
    x.neg && print(buf, '-')
    nd = length(chunks[end]) + 9 * (length(chunks) - 1)
    nd < pad && print(buf, "0"^(pad - nd))
    print(buf, chunks[end])
    for i in length(chunks)-1:-1:1
        print(buf, lpad(chunks[i], 9, '0'))
    end
    return _take_string!(buf)
end
# Any other base from 2 to 62 (digits 0-9, a-z, then A-Z above 36), as for Int.
function _string_base(x::BigInt, base::Int, pad::Int)
    2 <= abs(base) <= 62 || throw(DomainError(base, "base must satisfy 2 ≤ abs(base) ≤ 62, got $base"))
    chars = base > 36 ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" :
                        "0123456789abcdefghijklmnopqrstuvwxyz"
    ds = Char[]
    m = x.mag
    while !isempty(m)
        qr = _divrem_small(m, UInt32(base))
        m = getfield(qr, 1)
        push!(ds, chars[Int(getfield(qr, 2)) + 1])
    end
    while length(ds) < pad
        push!(ds, '0')
    end
    x.neg && push!(ds, '-')
    return String(reverse(ds))
end
show(io::IO, x::BigInt) = (write(io, string(x)); nothing)
print(io::IO, x::BigInt) = (write(io, string(x)); nothing)
function parse(::Type{BigInt}, s::AbstractString; base::Integer = 10)
    t = strip(s)
    isempty(t) && throw(ArgumentError("input string is empty or only contains whitespace"))
    neg = t[1] == '-'
    i = (t[1] == '-' || t[1] == '+') ? 2 : 1
    r = BigInt(0)
    b = BigInt(base)
    while i <= ncodeunits(t)
        d = _digit_value(t[i])
        d < base || throw(ArgumentError(string("invalid base ", base, " digit ", repr(t[i]), " in ", repr(String(s)))))
        r = r * b + BigInt(d)
        i = nextind(t, i)
    end
    return neg ? -r : r
end

# big"..." (the @big_str literal): an integer, written in decimal or with a
# 0x/0o/0b prefix, underscores allowed between digits, is a BigInt.
function _big_str(s::String)
    t = replace(s, '_' => "")
    neg = startswith(t, '-')
    u = (neg || startswith(t, '+')) ? t[2:end] : t
    base = startswith(u, "0x") ? 16 : startswith(u, "0o") ? 8 : startswith(u, "0b") ? 2 : 10
    base == 10 || (u = u[3:end])
    if !isempty(u) && all(c -> _digit_value(c) < base, u)
        r = parse(BigInt, u; base = base)
        return neg ? -r : r
    end
    if occursin(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$", t) || t in ("Inf", "-Inf", "NaN")
        return parse(BigFloat, t)
    end
    throw(ArgumentError(string("invalid number format ", s, " for BigInt or BigFloat")))
end

# The number of bits of |x| (0 for zero).
_nbits(x::BigInt) = iszero(x) ? 0 : 32 * (length(x.mag) - 1) + 32 - leading_zeros(x.mag[end])

# ---- Shifts: x * 2^n and fld(x, 2^n) (arithmetic, as for Int) ----
function _shl_mag(m::Vector{UInt32}, n::Int)
    isempty(m) && return UInt32[]
    q, r = divrem(n, 32)
    out = zeros(UInt32, q + length(m) + 1)
    for i in 1:length(m)
        w = UInt64(m[i]) << r
        out[q + i] |= trunc_int(UInt32, w)
        out[q + i + 1] |= trunc_int(UInt32, lshr_int(w, 32))
    end
    return _trim!(out)
end
function _shr_mag(m::Vector{UInt32}, n::Int)
    q, r = divrem(n, 32)
    q >= length(m) && return UInt32[]
    out = zeros(UInt32, length(m) - q)
    for i in 1:length(out)
        lo = UInt64(m[i + q]) >> r
        hi = i + q < length(m) ? UInt64(m[i + q + 1]) << (32 - r) : UInt64(0)
        out[i] = trunc_int(UInt32, r == 0 ? lo : lo | hi)
    end
    return _trim!(out)
end
function <<(x::BigInt, n::Integer)
    n < 0 && return x >> -n
    return _big(x.neg, _shl_mag(x.mag, Int(n)))
end
function >>(x::BigInt, n::Integer)
    n < 0 && return x << -n
    x.neg || return _big(false, _shr_mag(x.mag, Int(n)))
    # Rounds toward -Inf: -((|x| - 1) >> n) - 1.
    a = _big(false, copy(x.mag)) - BigInt(1)
    return -_big(false, _shr_mag(a.mag, Int(n))) - BigInt(1)
end
>>>(x::BigInt, n::Integer) = x >> n
trailing_zeros(x::BigInt) = (k = 0; while !iszero(x) && iseven(x >> k); k += 1; end; k)
ndigits(x::BigInt; base::Integer = 10, pad::Integer = 1) =
    max(pad, iszero(x) ? 1 : base == 2 ? _nbits(x) : length(string(abs(x); base = base)))
isqrt(x::BigInt) = (x < 0 && throw(DomainError(x, "isqrt is undefined for negative numbers")); _isqrt_big(x))
function _isqrt_big(x::BigInt)
    iszero(x) && return x
    r = BigInt(1) << div(_nbits(x) + 1, 2)
    while true
        s = (r + div(x, r)) >> 1
        s >= r && return r
        r = s
    end
end
function count_ones(x::BigInt)
    x.neg && throw(DomainError(x, "count_ones is not defined for negative BigInts"))
    n = 0
    for w in x.mag
        n += count_ones(w)
    end
    return n
end

# ---- Bitwise operations, on the infinite two's complement of each value ----
function _twos_limbs(x::BigInt, n::Int)
    m = zeros(UInt32, n)
    copyto!(m, 1, x.mag, 1, length(x.mag))
    x.neg || return m
    carry = true
    for i in 1:n
        v = ~m[i]
        m[i] = carry ? v + 0x00000001 : v
        carry = carry && m[i] == 0x00000000
    end
    return m
end
function _from_twos_limbs(m::Vector{UInt32})
    neg = !isempty(m) && (m[end] >> 31) == 0x00000001
    if neg
        carry = true
        for i in 1:length(m)
            v = ~m[i]
            m[i] = carry ? v + 0x00000001 : v
            carry = carry && m[i] == 0x00000000
        end
    end
    return _big(neg, m)
end
function _bitop(op, a::BigInt, b::BigInt)
    n = max(length(a.mag), length(b.mag)) + 1
    x = _twos_limbs(a, n)
    y = _twos_limbs(b, n)
    return _from_twos_limbs(UInt32[op(x[i], y[i]) for i in 1:n])
end
(&)(a::BigInt, b::BigInt) = _bitop(&, a, b)
(|)(a::BigInt, b::BigInt) = _bitop(|, a, b)
xor(a::BigInt, b::BigInt) = _bitop(xor, a, b)
(~)(x::BigInt) = -x - 1
