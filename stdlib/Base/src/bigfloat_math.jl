# exp, log and powers of BigFloats, computed in fixed point (integers scaled by 2^w)
# with 64 more bits than the precision and rounded once at the end.

_fx(x::BigFloat, w::Int) = x.exp + w >= 0 ? x.man << (x.exp + w) : x.man >> -(x.exp + w)
_fx_mul(a::BigInt, b::BigInt, w::Int) = (a * b) >> w

# log(2) · 2^w: 2 atanh(1/3) = 2 Σ 1 / ((2k+1) 3^(2k+1)).
function _fx_ln2(w::Int)
    term = (BigInt(1) << w) ÷ 3
    sum = term
    k = 1
    while !iszero(term)
        term = term ÷ 9
        sum += term ÷ (2k + 1)
        k += 1
    end
    return 2 * sum
end

function exp(x::BigFloat)
    p = _BF_PREC[]
    isnan(x) && return x
    isinf(x) && return x.neg ? _bf_special(1, false, p) : _bf_special(2, false, p)
    iszero(x) && return BigFloat(1)
    s = 8
    w = p + 64 + s + max(0, x.exp + _nbits(x.man))
    X = _fx(x, w)
    X = x.neg ? -X : X
    L2 = _fx_ln2(w)
    k = fld(X + (L2 >> 1), L2)
    R = (X - k * L2) >> s
    one_ = BigInt(1) << w
    sum = one_
    term = one_
    n = 1
    while !iszero(term)
        term = _fx_mul(term, R, w) ÷ n
        sum += term
        n += 1
    end
    for _ in 1:s
        sum = _fx_mul(sum, sum, w)
    end
    return _bf_make(false, sum, Int(k) - w, p, true)
end

function log(x::BigFloat)
    p = _BF_PREC[]
    isnan(x) && return x
    iszero(x) && return _bf_special(2, true, p)
    x.neg && _complex_hint(:log, x)
    isinf(x) && return x
    w = p + 64
    n = _nbits(x.man)
    E = x.exp + n - 1                       # x = m · 2^E, 1 ≤ m < 2
    M = x.man << (w - n + 1)
    one_ = BigInt(1) << w
    if M * M > (one_ * one_) << 1           # m > √2: use m/2
        M >>= 1
        E += 1
    end
    T = ((M - one_) << w) ÷ (M + one_)
    # atanh by its series on |T| (the shifts then truncate toward zero).
    A = abs(T)
    A2 = _fx_mul(A, A, w)
    sum = A
    term = A
    k = 1
    while !iszero(term)
        term = _fx_mul(term, A2, w)
        sum += term ÷ (2k + 1)
        k += 1
    end
    L = 2 * (T < 0 ? -sum : sum) + E * _fx_ln2(w)
    return _bf_make(L < 0, abs(L), -w, p, true)
end
log2(x::BigFloat) = setprecision(() -> log(x) / log(BigFloat(2)), BigFloat, _BF_PREC[] + 32) |> _bf_round_to_prec
log10(x::BigFloat) = setprecision(() -> log(x) / log(BigFloat(10)), BigFloat, _BF_PREC[] + 32) |> _bf_round_to_prec
log(b::BigFloat, x::BigFloat) = setprecision(() -> log(x) / log(b), BigFloat, _BF_PREC[] + 32) |> _bf_round_to_prec
_bf_round_to_prec(y::BigFloat) = y.kind == 0 ? _bf_make(y.neg, y.man, y.exp, _BF_PREC[]) : _bf_special(y.kind, y.neg)
function ^(x::BigFloat, y::BigFloat)
    isinteger(y) && isfinite(y) && abs(y) < 2.0^62 && return x^Int64(y)
    x.neg && !iszero(x) && throw(DomainError(x, string("Exponentiation yielding a complex result requires a ",
        "complex argument.\nReplace x^y with (x+0im)^y, Complex(x)^y, or similar.")))
    y == 0.5 && return sqrt(x)
    p = _BF_PREC[]
    return _bf_round_to_prec(setprecision(() -> exp(y * log(x)), BigFloat, p + 32))
end

exp(x::BigInt) = exp(BigFloat(x))
log(x::BigInt) = log(BigFloat(x))
log2(x::BigInt) = log2(BigFloat(x))
log10(x::BigInt) = log10(BigFloat(x))
^(x::Real, y::BigFloat) = BigFloat(x)^y
^(x::BigFloat, y::AbstractFloat) = x^BigFloat(y)

# sin and cos: x reduced by the nearest multiple of π/2 (π to the working
# precision, which grows with |x|), then the Taylor series of the remainder.
# The sum of first - first·r2/((n+1)(n+2)) + ... in fixed point of w bits: sine's series
# from (R, n = 1), cosine's from (1, n = 0), with r2 = R².
function _fx_alternating_series(first, r2, n, w)
    total = first
    term = first
    while !iszero(term)
        term = -(_fx_mul(term, r2, w) ÷ ((n + 1) * (n + 2)))
        total += term
        n += 2
    end
    return total
end

function _bf_sincos_fixed(x::BigFloat, w::Int)
    X = _fx(x, w)
    X = x.neg ? -X : X
    halfpi = (16 * _atan_inv_fixed(5, w) - 4 * _atan_inv_fixed(239, w)) >> 1
    k = fld(X + (halfpi >> 1), halfpi)
    R = X - k * halfpi
    R2 = _fx_mul(R, R, w)
    s = _fx_alternating_series(R, R2, 1, w)
    c = _fx_alternating_series(BigInt(1) << w, R2, 0, w)
    q = Int(mod(k, 4))
    return q == 0 ? (s, c) : q == 1 ? (c, -s) : q == 2 ? (-s, -c) : (-c, s)
end
function _bf_sincos_w(x::BigFloat)
    return _BF_PREC[] + 64 + max(0, x.exp + _nbits(x.man))
end
# A result near zero (x near a multiple of π) has lost leading bits to
# cancellation: the working precision grows until p + 64 of them are left.
function _bf_sincos_result(x::BigFloat, which::Int)
    p = _BF_PREC[]
    w = _bf_sincos_w(x)
    while true
        r = _bf_sincos_fixed(x, w)[which]
        lost = p + 64 - _nbits(abs(r))
        (lost <= 0 || w > 64 * p + 4096) && return _bf_make(r < 0, abs(r), -w, p, true)
        w += lost + 32
    end
end
function sin(x::BigFloat)
    isnan(x) && return x
    isinf(x) && _trig_domain(:sin, x)
    iszero(x) && return x
    return _bf_sincos_result(x, 1)
end
function cos(x::BigFloat)
    isnan(x) && return x
    isinf(x) && _trig_domain(:cos, x)
    iszero(x) && return BigFloat(1)
    return _bf_sincos_result(x, 2)
end
tan(x::BigFloat) = _bf_round_to_prec(setprecision(() -> sin(x) / cos(x), BigFloat, _BF_PREC[] + 32))
sin(x::BigInt) = sin(BigFloat(x))
cos(x::BigInt) = cos(BigFloat(x))

# An irrational's fraction comes from its BigFloat value; without a tolerance, the
# closest one whose numerator and denominator fit T.
rationalize(::Type{T}, x::AbstractIrrational; tol::Real = 0) where {T<:Integer} =
    rationalize(T, big(x), tol)
rationalize(x::AbstractIrrational; tol::Real = 0) = rationalize(Int, x; tol = tol)
