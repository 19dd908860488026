# Filling whole arrays as Julia's Xoshiro does: an array of 64 bytes or more
# (640 for Bool) is filled eight words at a time by eight generators forked from
# the parent (each state word of each lane is the parent's next output times an
# odd constant), the rest by the parent itself. The arrays' bytes are the
# little-endian words in that order, so the values differ from one `rand()` per
# element.

const _FORK_MUL = (0x02011ce34bce797f, 0x5a94851fb48a6e05, 0x3688cf5d48899fa7, 0x867b4bb4c42e5661)

# The words that fill `nbytes` bytes (the last one possibly partly used), as
# UInt64s; `boolmode` spreads each output's bits over bytes as Julia does for Bool.
function _bulk_words(rng::Union{Xoshiro, TaskLocalRNG}, nbytes::Int, boolmode::Bool)
    words = UInt64[]
    x = _state(rng)
    remaining = nbytes
    threshold = boolmode ? 640 : 64
    if remaining >= threshold
        lanes = Xoshiro[Xoshiro(0, 0, 0, 0) for _ in 1:8]
        s = zeros(UInt64, 4, 8)
        for w in 1:4
            for j in 1:8
                s[w, j] = _FORK_MUL[w] * _next(x)
            end
        end
        for j in 1:8
            _setstate!(lanes[j], s[1, j], s[2, j], s[3, j], s[4, j])
        end
        if boolmode
            while remaining >= 512
                outs = UInt64[_next(lanes[j]) for j in 1:8]
                for k in 0:7
                    for j in 1:8
                        push!(words, (outs[j] >>> k) & 0x0101010101010101)
                    end
                end
                remaining -= 512
            end
        else
            while remaining >= 64
                for j in 1:8
                    push!(words, _next(lanes[j]))
                end
                remaining -= 64
            end
        end
    end
    if boolmode
        while remaining >= 8
            r = _next(x)
            shift = 0
            while remaining >= 8 && shift < 8
                push!(words, (r >>> shift) & 0x0101010101010101)
                remaining -= 8
                shift += 1
            end
        end
        if remaining > 0
            push!(words, _next(x) & 0x0101010101010101)
        end
    else
        while remaining > 0
            push!(words, _next(x))
            remaining -= 8
        end
    end
    return words
end

function rand!(rng::Union{Xoshiro, TaskLocalRNG}, A::Array{Float64}, ::Type{Float64})
    words = _bulk_words(rng, 8 * length(A), false)
    for i in 1:length(A)
        A[i] = Float64(words[i] >>> 11) * 1.1102230246251565e-16
    end
    return A
end

function rand!(rng::Union{Xoshiro, TaskLocalRNG}, A::Array{Float32}, ::Type{Float32})
    words = _bulk_words(rng, 4 * length(A), false)
    for i in 1:length(A)
        w = words[(i - 1) >>> 1 + 1]
        half = isodd(i) ? (w % UInt32) : ((w >>> 32) % UInt32)
        A[i] = Float32(half >>> 8) * Float32(5.960464477539063e-8)
    end
    return A
end

function rand!(rng::Union{Xoshiro, TaskLocalRNG}, A::Array{T}, ::Type{T}) where {T<:_BitInt64}
    sz = sizeof(T)
    words = _bulk_words(rng, sz * length(A), false)
    for i in 1:length(A)
        byte = (i - 1) * sz
        w = words[byte >>> 3 + 1]
        v = w >>> (8 * (byte & 7))
        A[i] = sz == 8 ? (v % T) : ((v & ((UInt64(1) << (8 * sz)) - 1)) % T)
    end
    return A
end

function rand!(rng::Union{Xoshiro, TaskLocalRNG}, A::Array{Bool}, ::Type{Bool})
    words = _bulk_words(rng, length(A), true)
    for i in 1:length(A)
        byte = i - 1
        A[i] = ((words[byte >>> 3 + 1] >>> (8 * (byte & 7))) & 0x01) == 0x01
    end
    return A
end

# bitrand fills the 64-bit chunks of a BitArray with one bulk call.
function bitrand(rng::AbstractRNG, dims::Integer...)
    n = prod(dims)
    chunks = rand!(rng, Vector{UInt64}(undef, cld(n, 64)), UInt64)
    B = BitArray(undef, dims...)
    for i in 1:n
        B[i] = ((chunks[(i - 1) >>> 6 + 1] >>> ((i - 1) & 63)) & 0x1) == 0x1
    end
    return B
end
bitrand(dims::Integer...) = bitrand(default_rng(), dims...)
