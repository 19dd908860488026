# Permutations, subsequences and strings.

# A value of 0:n-1 (n <= 2^52) by rejection of 52-bit words masked with `mask`.
function _below52(rng::AbstractRNG, n::Int, mask::Int)
    while true
        x = (_rand52(rng) % Int) & mask
        x <= n - 1 && return x
    end
end

# Fisher-Yates from the front, as randperm! draws (Julia 1.11): position i swaps
# with a random position of 1:i, the mask growing with the range, so that
# shuffle(rng, 1:n) == randperm(rng, n) for the same generator state.
function shuffle!(rng::AbstractRNG, a::AbstractArray)
    n = length(a)
    n == 0 && return a
    mask = 3
    for i in 2:n
        j = 1 + _below52(rng, i, mask)
        a[i], a[j] = a[j], a[i]
        i == 1 + mask && (mask = 2 * mask + 1)
    end
    return a
end
shuffle!(a::AbstractArray) = shuffle!(default_rng(), a)
shuffle(rng::AbstractRNG, a::AbstractArray) = shuffle!(rng, collect(a))
shuffle(a::AbstractArray) = shuffle(default_rng(), a)
shuffle(rng::AbstractRNG, a::Base.OneTo) = randperm(rng, last(a))

# The "inside-out" permutation: position i takes a random earlier slot's value.
function randperm!(rng::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + _below52(rng, i, mask)
        if i != j
            a[i] = a[j]
        end
        a[j] = i
        i == 1 + mask && (mask = 2 * mask + 1)
    end
    return a
end
randperm!(a::Array{<:Integer}) = randperm!(default_rng(), a)
randperm(rng::AbstractRNG, n::T) where {T<:Integer} = randperm!(rng, Vector{T}(undef, n))
randperm(n::Integer) = randperm(default_rng(), n)

function randcycle!(rng::AbstractRNG, a::Array{<:Integer})
    n = length(a)
    n == 0 && return a
    a[1] = 1
    mask = 3
    for i in 2:n
        j = 1 + _below52(rng, i - 1, mask)
        a[i] = a[j]
        a[j] = i
        i == 1 + mask && (mask = 2 * mask + 1)
    end
    return a
end
randcycle!(a::Array{<:Integer}) = randcycle!(default_rng(), a)
randcycle(rng::AbstractRNG, n::T) where {T<:Integer} = randcycle!(rng, Vector{T}(undef, n))
randcycle(n::Integer) = randcycle(default_rng(), n)

# Bernoulli sampling: each element kept with probability p; for small p the gaps
# between kept elements are drawn from the geometric distribution.
function randsubseq!(rng::AbstractRNG, S::AbstractArray, A::AbstractArray, p::Real)
    0 <= p <= 1 || throw(ArgumentError("probability $p not in [0,1]"))
    n = length(A)
    if p == 1
        resize!(S, n)
        copyto!(S, A)
        return S
    end
    empty!(S)
    p == 0 && return S
    if p > 0.15
        for i in 1:n
            rand(rng) <= p && push!(S, A[i])
        end
    else
        L = -1 / log1p(-p)
        i = 0
        while true
            s = randexp(rng) * L
            s >= n - i && return S
            i += ceil(Int, s)
            push!(S, A[i])
        end
    end
    return S
end
randsubseq!(S::AbstractArray, A::AbstractArray, p::Real) = randsubseq!(default_rng(), S, A, p)
randsubseq(rng::AbstractRNG, A::AbstractArray{T}, p::Real) where {T} = randsubseq!(rng, T[], A, p)
randsubseq(A::AbstractArray, p::Real) = randsubseq(default_rng(), A, p)

const _RANDSTRING_CHARS = UInt8['0':'9'; 'A':'Z'; 'a':'z']

function randstring(rng::AbstractRNG, chars, n::Integer = 8)
    if eltype(chars) === UInt8
        return String(UInt8[rand(rng, chars) for _ in 1:n])
    end
    return String([rand(rng, chars) for _ in 1:n])
end
randstring(rng::AbstractRNG, n::Integer = 8) = randstring(rng, _RANDSTRING_CHARS, n)
randstring(n::Integer = 8) = randstring(default_rng(), _RANDSTRING_CHARS, n)
randstring(chars, n::Integer = 8) = randstring(default_rng(), chars, n)

# A program starts with the default generator seeded from the operating system.
seed!(TaskLocalRNG())
