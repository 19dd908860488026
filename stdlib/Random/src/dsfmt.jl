# MersenneTwister: Julia's generator over dSFMT-19937 (Saito and Matsumoto, the
# double precision SIMD-oriented Fast Mersenne Twister, version 2.2), with
# Julia's cache of 1002 doubles in [1, 2) refilled whole. An integer seed is
# split into its 32-bit words (low first), as Julia's make_seed does, and fed
# to dSFMT's init_by_array. The state is 192 128-bit words kept as 384 UInt64s
# (word i is state[2i+1] low, state[2i+2] high); word 191 is the "lung".

const _DSFMT_N = 191
const _DSFMT_POS1 = 117
const _DSFMT_SL1 = 19
const _DSFMT_SR = 12
const _DSFMT_MSK1 = 0x000ffafffffffb3f
const _DSFMT_MSK2 = 0x000ffdfffc90fffd
const _DSFMT_FIX1 = 0x90014964b32f4329
const _DSFMT_FIX2 = 0x3b8d12ac548a7c7a
const _DSFMT_PCV1 = 0x3d84e1ac0dc82880
const _DSFMT_PCV2 = 0x0000000000000001
const _MT_CACHE_F = 1002

mutable struct MersenneTwister <: AbstractRNG
    seed::Vector{UInt32}
    state::Vector{UInt64}
    vals::Vector{Float64}
    idxF::Int
    adv::Int        # doubles generated so far (for show)
    adv_vals::Int   # adv when the cache was last refilled, -1 before
    # Julia's cache of 501 UInt128s for integer draws, as (low, high) words
    ints_lo::Vector{UInt64}
    ints_hi::Vector{UInt64}
    idxI::Int       # bytes still available, taken from the end
    adv_ints::Int
end

_mt_blank() = MersenneTwister(UInt32[], zeros(UInt64, 2 * (_DSFMT_N + 1)), zeros(Float64, _MT_CACHE_F),
    _MT_CACHE_F, 0, -1, zeros(UInt64, 501), zeros(UInt64, 501), 0, -1)
MersenneTwister(seed::Integer) = seed!(_mt_blank(), seed)
MersenneTwister(seed::Vector{UInt32}) = seed!(_mt_blank(), seed)
MersenneTwister() = MersenneTwister(UInt32[rand(RandomDevice(), UInt32) for _ in 1:4])

function _make_seed(n::Integer)
    n < 0 && throw(DomainError(n, "`n` must be non-negative."))
    seed = UInt32[]
    while true
        push!(seed, (n & 0xffffffff) % UInt32)
        n >>= 32
        n == 0 && return seed
    end
end

seed!(r::MersenneTwister, n::Integer) = seed!(r, _make_seed(n))
function seed!(r::MersenneTwister, seed::Vector{UInt32})
    r.seed = copy(seed)
    _dsfmt_init_by_array!(r.state, seed)
    fill!(r.vals, 0.0)
    r.idxF = _MT_CACHE_F
    r.adv = 0
    r.adv_vals = -1
    fill!(r.ints_lo, 0x0)
    fill!(r.ints_hi, 0x0)
    r.idxI = 0
    r.adv_ints = -1
    return r
end

_ini1(x::UInt32) = xor(x, x >>> 27) * 0x0019660d      # 1664525
_ini2(x::UInt32) = xor(x, x >>> 27) * 0x5d588b65      # 1566083941

# dSFMT's init_by_array over the state seen as 768 UInt32s, then the mask that
# puts every word of the first 191 in [1, 2) and the period certification.
function _dsfmt_init_by_array!(state::Vector{UInt64}, key::Vector{UInt32})
    size = (_DSFMT_N + 1) * 4
    lag = 11
    mid = (size - lag) ÷ 2
    p = fill(0x8b8b8b8b, size)
    klen = length(key)
    count = max(klen + 1, size)
    at(i) = i % size + 1
    r = _ini1(xor(xor(p[at(0)], p[at(mid)]), p[at(size - 1)]))
    p[at(mid)] += r
    r += klen % UInt32
    p[at(mid + lag)] += r
    p[at(0)] = r
    count -= 1
    i = 1
    j = 0
    while j < count
        r = _ini1(xor(xor(p[at(i)], p[at(i + mid)]), p[at(i + size - 1)]))
        p[at(i + mid)] += r
        r += (j < klen ? key[j+1] : 0x00000000) + (i % UInt32)
        p[at(i + mid + lag)] += r
        p[at(i)] = r
        i = (i + 1) % size
        j += 1
    end
    for _ in 1:size
        r = _ini2(p[at(i)] + p[at(i + mid)] + p[at(i + size - 1)])
        p[at(i + mid)] = xor(p[at(i + mid)], r)
        r -= i % UInt32
        p[at(i + mid + lag)] = xor(p[at(i + mid + lag)], r)
        p[at(i)] = r
        i = (i + 1) % size
    end
    for k in 1:length(state)
        state[k] = UInt64(p[2k-1]) | (UInt64(p[2k]) << 32)
    end
    for k in 1:2*_DSFMT_N
        state[k] = (state[k] & 0x000fffffffffffff) | 0x3ff0000000000000
    end
    lo, hi = 2 * _DSFMT_N + 1, 2 * _DSFMT_N + 2
    inner = xor(xor(state[lo], _DSFMT_FIX1) & _DSFMT_PCV1, xor(state[hi], _DSFMT_FIX2) & _DSFMT_PCV2)
    s = 32
    while s > 0
        inner = xor(inner, inner >>> s)
        s >>= 1
    end
    if inner & 0x1 == 0x0
        state[hi] = xor(state[hi], 0x0000000000000001)
    end
    return state
end

# The recursion: the new 128-bit word from a (in A at ia), b (in B at ib) and the
# lung, written to OUT at io; indices are 0-based 128-bit word numbers.
function _dsfmt_rec!(OUT, io, A, ia, B, ib, lung)
    t0, t1 = A[2ia+1], A[2ia+2]
    L0, L1 = lung[1], lung[2]
    l0 = xor(xor(t0 << _DSFMT_SL1, L1 >>> 32), xor(L1 << 32, B[2ib+1]))
    l1 = xor(xor(t1 << _DSFMT_SL1, L0 >>> 32), xor(L0 << 32, B[2ib+2]))
    lung[1] = l0
    lung[2] = l1
    OUT[2io+1] = xor(xor(l0 >>> _DSFMT_SR, l0 & _DSFMT_MSK1), t0)
    OUT[2io+2] = xor(xor(l1 >>> _DSFMT_SR, l1 & _DSFMT_MSK2), t1)
    return nothing
end

# dSFMT's gen_rand_array: `n` 128-bit words (n >= 191) of doubles in [1, 2)
# into `out` (as UInt64 bits), advancing the state.
function _dsfmt_fill!(st::Vector{UInt64}, n::Int)
    N, P = _DSFMT_N, _DSFMT_POS1
    out = Vector{UInt64}(undef, 2n)
    lung = UInt64[st[2N+1], st[2N+2]]
    _dsfmt_rec!(out, 0, st, 0, st, P, lung)
    i = 1
    while i < N - P
        _dsfmt_rec!(out, i, st, i, st, i + P, lung)
        i += 1
    end
    while i < N
        _dsfmt_rec!(out, i, st, i, out, i + P - N, lung)
        i += 1
    end
    while i < n - N
        _dsfmt_rec!(out, i, out, i - N, out, i + P - N, lung)
        i += 1
    end
    j = 0
    while j < 2N - n
        st[2j+1] = out[2(j+n-N)+1]
        st[2j+2] = out[2(j+n-N)+2]
        j += 1
    end
    while i < n
        _dsfmt_rec!(out, i, out, i - N, out, i + P - N, lung)
        st[2j+1] = out[2i+1]
        st[2j+2] = out[2i+2]
        i += 1
        j += 1
    end
    st[2N+1] = lung[1]
    st[2N+2] = lung[2]
    return out
end

function _mt_refill!(r::MersenneTwister)
    r.adv_vals = r.adv
    words = _dsfmt_fill!(r.state, _MT_CACHE_F ÷ 2)
    r.adv += _MT_CACHE_F
    for k in 1:_MT_CACHE_F
        r.vals[k] = Base.bitcast(Float64, words[k])
    end
    r.idxF = 0
    return r
end

# The next cached double in [1, 2).
function _mt_pop12(r::MersenneTwister)
    r.idxF == _MT_CACHE_F && _mt_refill!(r)
    r.idxF += 1
    return r.vals[r.idxF]
end

rand(r::MersenneTwister, ::Type{Float64}) = _mt_pop12(r) - 1.0
_rand52(r::MersenneTwister) = Base.bitcast(UInt64, _mt_pop12(r)) & 0x000fffffffffffff
_rand52raw(r::MersenneTwister) = Base.bitcast(UInt64, _mt_pop12(r))

# The integer cache: 627 UInt128s of two dSFMT doubles each (52 random bits per
# word), folded into 501 fully random ones (each of the last 126 shifted by 48,
# 36, 24 and 12 bits into four of the first 500, the last by 48 into the 501st).
function _shl128(lo::UInt64, hi::UInt64, s::Int)
    return lo << s, (hi << s) | (lo >>> (64 - s))
end
function _mt_fill_ints!(r::MersenneTwister)
    r.adv_ints = r.adv
    len = 627
    words = _dsfmt_fill!(r.state, len)
    r.adv += 2 * len
    lo = UInt64[words[2k-1] for k in 1:len]
    hi = UInt64[words[2k] for k in 1:len]
    k = 501
    n = 0
    while n != 500
        k += 1
        for s in (48, 36, 24, 12)
            n += 1
            l, h = _shl128(lo[k], hi[k], s)
            lo[n] = xor(lo[n], l)
            hi[n] = xor(hi[n], h)
        end
    end
    l, h = _shl128(lo[len], hi[len], 48)
    lo[501] = xor(lo[501], l)
    hi[501] = xor(hi[501], h)
    for k in 1:501
        r.ints_lo[k] = lo[k]
        r.ints_hi[k] = hi[k]
    end
    r.idxI = 501 << 4
    return r
end

# A 64-bit draw: the cache is used from its end, high word before low word.
function _next(r::MersenneTwister)
    r.idxI < 8 && _mt_fill_ints!(r)
    r.idxI -= 8
    i = r.idxI
    j = 1 + (i >> 4)
    return isodd(i >> 3) ? r.ints_hi[j] : r.ints_lo[j]
end

# Narrower integers take the low bits of a cached double's pattern, as Julia's
# UInt52Raw draws for MersenneTwister.
rand(r::MersenneTwister, ::Type{T}) where {T<:Union{Int8, UInt8, Int16, UInt16, Int32, UInt32}} =
    _rand52raw(r) % T
rand(r::MersenneTwister, ::Type{Bool}) = isodd(_rand52raw(r))
# Float32 (Julia's generic UInt23 path): the low 23 bits of a cached double's
# pattern as the mantissa of a Float32 in [1, 2).
rand(r::MersenneTwister, ::Type{Float32}) =
    Base.bitcast(Float32, ((_rand52raw(r) % UInt32) & 0x007fffff) | 0x3f800000) - 1.0f0

# An array of Float64. Julia fills n2 = 2 * ((n - 2) ÷ 2) doubles straight from
# dSFMT when n2 is at least dSFMT's minimum array size (382), and takes the
# remaining two or three from the cache; shorter arrays come from the cache
# (which is refilled first when empty, even for an empty array).
function rand!(r::MersenneTwister, A::Array{Float64}, ::Type{Float64})
    for (i, x) in enumerate(_mt_fill12(r, length(A)))
        A[i] = x - 1.0
    end
    return A
end
function _mt_fill12(r::MersenneTwister, n::Int)
    n2 = div(n - 2, 2) * 2
    if n2 < 2 * _DSFMT_N
        r.idxF == _MT_CACHE_F && _mt_refill!(r)
        return Float64[_mt_pop12(r) for _ in 1:n]
    end
    r.adv += n2
    words = _dsfmt_fill!(r.state, n2 ÷ 2)
    out = Float64[Base.bitcast(Float64, w) for w in words]
    for _ in n2+1:n
        push!(out, _mt_pop12(r))
    end
    return out
end

# Julia's fill of n UInt128s (kept as low/high UInt64 words): each word's two
# doubles (52 random bits each), the first words' bits shifted by 48, 36, 24
# and 12 into four of the last ones, the used first words drawn again, until
# fewer than 5 words lack bits; those take a pair of cached doubles.
function _mt_fill_u128!(r::MersenneTwister, lo::Vector{UInt64}, hi::Vector{UInt64})
    n = length(lo)
    i = n
    while true
        d = _mt_fill12(r, 2i)
        for k in 1:i
            lo[k] = Base.bitcast(UInt64, d[2k-1])
            hi[k] = Base.bitcast(UInt64, d[2k])
        end
        n < 5 && break
        i = 0
        while n - i >= 5
            i += 1
            for s in (48, 36, 24, 12)
                l, h = _shl128(lo[i], hi[i], s)
                lo[n] = xor(lo[n], l)
                hi[n] = xor(hi[n], h)
                n -= 1
            end
        end
    end
    if n > 0
        _MT_CACHE_F - r.idxF < 2 && _mt_refill!(r)
        uhi = _rand52raw(r)
        ulo = _rand52raw(r)
        for k in 1:n
            l, h = _shl128(ulo, uhi, 12k)
            lo[k] = xor(lo[k], l)
            hi[k] = xor(hi[k], h)
        end
    end
    return nothing
end

# Arrays of bit integers: the whole 16-byte groups from the UInt128 fill
# (little-endian bytes), the rest drawn one by one.
function rand!(r::MersenneTwister, A::Array{T}, ::Type{T}) where {T<:Union{Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64}}
    n = length(A)
    sz = sizeof(T)
    n128 = n * sz ÷ 16
    lo = zeros(UInt64, n128)
    hi = zeros(UInt64, n128)
    _mt_fill_u128!(r, lo, hi)
    per = 16 ÷ sz
    for i in 1:n128*per
        byte = (i - 1) * sz
        g = byte >>> 4 + 1
        w = (byte & 15) < 8 ? lo[g] : hi[g]
        v = w >>> (8 * (byte & 7))
        A[i] = sz == 8 ? (v % T) : ((v & ((UInt64(1) << (8 * sz)) - 1)) % T)
    end
    for i in n128*per+1:n
        A[i] = rand(r, T)
    end
    return A
end

# Arrays of Bool: the 16-byte groups from doubles, each byte's lowest bit
# (the pattern xor itself shifted by 5, so that the last byte of each double
# gets a random bit); the rest from the bits of one more word.
function rand!(r::MersenneTwister, A::Array{Bool}, ::Type{Bool})
    n = length(A)
    n128 = n ÷ 16
    if n128 == 0
        bits = _rand52raw(r)
    else
        d = _mt_fill12(r, 2 * n128)
        x = Base.bitcast(UInt64, d[1])
        bits = xor(x, x >>> 17)
        for k in 1:n128
            lo = Base.bitcast(UInt64, d[2k-1])
            hi = Base.bitcast(UInt64, d[2k])
            l, h = _shl128(lo, hi, 5)
            lo = xor(lo, l)
            hi = xor(hi, h)
            for b in 0:15
                w = b < 8 ? lo : hi
                A[16(k-1)+b+1] = ((w >>> (8 * (b & 7))) & 0x1) == 0x1
            end
        end
    end
    for i in 16*n128+1:n
        A[i] = (bits & 0x1) == 0x1
        bits >>>= 1
    end
    return A
end

# Arrays of Float32: 2 * (n ÷ 4) doubles; each 16-byte pair's bits xor
# themselves shifted left by 26 (as one 128-bit word), then four 23-bit
# mantissas; the rest drawn one by one.
function rand!(r::MersenneTwister, A::Array{Float32}, ::Type{Float32})
    n = length(A)
    n128 = n ÷ 4
    d = _mt_fill12(r, 2 * n128)
    m = 0x007fffff007fffff
    one32 = 0x3f8000003f800000
    for k in 1:n128
        lo = Base.bitcast(UInt64, d[2k-1])
        hi = Base.bitcast(UInt64, d[2k])
        l, h = _shl128(lo, hi, 26)
        lo = (xor(lo, l) & m) | one32
        hi = (xor(hi, h) & m) | one32
        A[4k-3] = Base.bitcast(Float32, lo % UInt32)
        A[4k-2] = Base.bitcast(Float32, (lo >>> 32) % UInt32)
        A[4k-1] = Base.bitcast(Float32, hi % UInt32)
        A[4k] = Base.bitcast(Float32, (hi >>> 32) % UInt32)
    end
    for i in 4*n128+1:n
        A[i] = rand(r, Float32) + 1.0f0
    end
    for i in 1:n
        A[i] = A[i] - 1.0f0
    end
    return A
end

# randn!/randexp! of 13 or more: the doubles first, then one variate from each
# one's 52 bits, as Julia does for MersenneTwister.
function _ziggurat_fill_mt!(f, r::MersenneTwister, A::Array{Float64})
    n = length(A)
    if n < 13
        for i in 1:n
            A[i] = f(r, _rand52(r))
        end
        return A
    end
    for (i, x) in enumerate(_mt_fill12(r, n))
        A[i] = f(r, Base.bitcast(UInt64, x) & 0x000fffffffffffff)
    end
    return A
end
randn!(r::MersenneTwister, A::Array{Float64}) = _ziggurat_fill_mt!(_randn, r, A)
randexp!(r::MersenneTwister, A::Array{Float64}) = _ziggurat_fill_mt!(_randexp, r, A)

copy(r::MersenneTwister) = MersenneTwister(copy(r.seed), copy(r.state), copy(r.vals), r.idxF, r.adv,
    r.adv_vals, copy(r.ints_lo), copy(r.ints_hi), r.idxI, r.adv_ints)
==(a::MersenneTwister, b::MersenneTwister) =
    a.seed == b.seed && a.state == b.state && a.vals == b.vals && a.idxF == b.idxF &&
    a.ints_lo == b.ints_lo && a.ints_hi == b.ints_hi && a.idxI == b.idxI

function show(io::IO, r::MersenneTwister)
    seed = big(0)
    for k in length(r.seed):-1:1
        seed = seed * big(2)^32 + r.seed[k]
    end
    print(io, "MersenneTwister(", seed)
    if r.adv != 0
        print(io, ", (0, ", r.adv)
        if r.adv_vals != -1 || r.adv_ints != -1
            r.adv_vals == -1 ? print(io, ", 0, 0") : print(io, ", ", r.adv_vals, ", ", r.idxF)
        end
        r.adv_ints != -1 && print(io, ", ", r.adv_ints, ", ", (501 * 16 - r.idxI) ÷ 8)
        print(io, ")")
    end
    print(io, ")")
end
