# BigFloat as text: parsing decimal numbers (correctly rounded), printing with as
# many significant digits as the precision needs to read back (1 + ⌈p·log10 2⌉,
# trailing zeros dropped; six digits in compact form), and the constants π and ℯ.

# |x| as N significant decimal digits (rounded to nearest, ties to even) and the
# decimal exponent of the first: |x| ≈ 0.d1d2…dN × 10^(E + 1).
function _bf_decimal(x::BigFloat, N::Int)
    m, e = x.man, x.exp
    E = floor(Int, (e + _nbits(m) - 1) * 0.3010299956639812)
    lo = BigInt(10)^(N - 1)
    hi = lo * 10
    while true
        s = N - 1 - E
        num = e >= 0 ? m << e : m
        den = e >= 0 ? BigInt(1) : BigInt(1) << -e
        s >= 0 ? (num *= BigInt(10)^s) : (den *= BigInt(10)^(-s))
        q, r = divrem(num, den)
        r2 = r + r
        (r2 > den || (r2 == den && isodd(q))) && (q += 1)
        if q >= hi
            E += 1
        elseif q < lo
            E -= 1
        else
            return string(q), E
        end
    end
end

_bf_ndigits(p::Int) = 1 + ceil(Int, p * 0.3010299956639812)

# Positional form for decimal exponents -4..5, otherwise d.ddd…e±XX.
function _bf_string(x::BigFloat, N::Int)
    isnan(x) && return "NaN"
    isinf(x) && return x.neg ? "-Inf" : "Inf"
    sgn = x.neg ? "-" : ""
    iszero(x) && return string(sgn, "0.0")
    d, E = _bf_decimal(x, N)
    d = rstrip(d, '0')
    int = d[1:1]
    frac = length(d) > 1 ? d[2:end] : "0"
    if -5 < E < 6
        E == 0 && return string(sgn, int, ".", frac)
        if E > 0
            return E < length(frac) ? string(sgn, int, frac[1:E], ".", frac[E+1:end]) :
                   string(sgn, int, frac, "0"^(E - length(frac)), ".0")
        end
        return string(sgn, "0.", "0"^(-E - 1), int, frac == "0" ? "" : frac)
    end
    return string(sgn, int, ".", frac, "e", E < 0 ? "-" : "+", lpad(string(abs(E)), 2, '0'))
end
string(x::BigFloat) = _bf_string(x, _bf_ndigits(x.prec))
print(io::IO, x::BigFloat) = (write(io, string(x)); nothing)
show(io::IO, x::BigFloat) =
    (write(io, get(io, :compact, false) === true ? _bf_string(x, 6) : string(x)); nothing)

function tryparse(::Type{BigFloat}, s::AbstractString)
    t = lowercase(strip(s))
    neg = startswith(t, '-')
    (neg || startswith(t, '+')) && (t = t[2:end])
    t in ("inf", "infinity") && return _bf_special(2, neg)
    t == "nan" && return _bf_special(3, false)
    m = match(r"^(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$", t)
    m === nothing && return nothing
    ip = m.captures[1]
    fp = m.captures[2] === nothing ? "" : m.captures[2]
    isempty(ip) && isempty(fp) && return nothing
    E = (m.captures[3] === nothing ? 0 : parse(Int, m.captures[3])) - length(fp)
    D = parse(BigInt, string(ip, fp, isempty(ip) && isempty(fp) ? "0" : ""))
    p = _BF_PREC[]
    iszero(D) && return _bf_special(1, neg)
    E >= 0 && return _bf_make(neg, D * BigInt(10)^E, 0, p)
    return _bf_div(neg, D, 0, BigInt(10)^(-E), 0, p)
end
function parse(::Type{BigFloat}, s::AbstractString)
    x = tryparse(BigFloat, s)
    x === nothing && throw(ArgumentError(string("cannot parse ", repr(String(s)), " as BigFloat")))
    return x
end

# arctan(1/k) · 2^bits, truncated (the error is a few units in the last place).
function _atan_inv_fixed(k::Int, bits::Int)
    kk = BigInt(k) * k
    term = (BigInt(1) << bits) ÷ k
    sum = term
    n = 1
    while !iszero(term)
        term = term ÷ kk
        t = term ÷ (2n + 1)
        sum = isodd(n) ? sum - t : sum + t
        n += 1
    end
    return sum
end
function big(::Irrational{:π})
    p = _BF_PREC[]
    bits = p + 32
    P = 16 * _atan_inv_fixed(5, bits) - 4 * _atan_inv_fixed(239, bits)
    return _bf_make(false, P, -bits, p, true)
end
function big(::Irrational{:ℯ})
    p = _BF_PREC[]
    bits = p + 32
    one_ = BigInt(1) << bits
    term = one_
    sum = one_
    k = 1
    while !iszero(term)
        term = term ÷ k
        sum += term
        k += 1
    end
    return _bf_make(false, sum, -bits, p, true)
end
big(::Irrational{:φ}) = (BigFloat(1) + sqrt(BigFloat(5))) / 2
