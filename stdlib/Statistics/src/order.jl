# middle, median, quantile.

middle(x::Union{Bool, Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64}) = Float64(x)
middle(x::AbstractFloat) = x
middle(x::Number) = (x + zero(x)) / 1
middle(x::Number, y::Number) = x / 2 + y / 2
middle(a::AbstractArray) = ((lo, hi) = extrema(a); middle(lo, hi))
function middle(r::AbstractRange)
    isempty(r) && throw(ArgumentError("middle of an empty range is undefined."))
    return middle(first(r), last(r))
end

function median!(v::AbstractVector)
    isempty(v) && throw(ArgumentError("median of an empty array is undefined, $(repr(v))"))
    Missing <: eltype(v) && any(ismissing, v) && return missing
    for x in v
        if x isa Number && isnan(x)
            return x
        end
    end
    n = length(v)
    sort!(v)
    mid = div(1 + n, 2)
    return isodd(n) ? middle(v[mid]) : middle(v[mid], v[mid+1])
end
median!(v::AbstractArray) = median!(vec(v))

median(itr) = median!(collect(itr))
median(f::Function, v) = median!(map(f, collect(v)))
median(r::AbstractRange{<:Real}) = mean(r)
function median(A::AbstractArray; dims = :)
    dims === (:) && return median!(collect(vec(A)))
    return _reduce_dims(v -> median!(v), A, dims)
end

function _quantile_sorted(v::AbstractVector, p::Real; alpha::Real = 1.0, beta::Real = alpha)
    0 <= p <= 1 || throw(ArgumentError("input probability out of [0,1] range"))
    0 <= alpha <= 1 || throw(ArgumentError("alpha parameter out of [0,1] range"))
    0 <= beta <= 1 || throw(ArgumentError("beta parameter out of [0,1] range"))
    n = length(v)
    m = alpha + p * (one(alpha) - alpha - beta)
    aleph = fma(Float64(n), Float64(p), Float64(m))
    j = clamp(trunc(Int, aleph), 1, max(n - 1, 1))
    γ = clamp(aleph - j, 0, 1)
    if n == 1
        a = v[1]
        b = v[1]
    else
        a = v[j]
        b = v[j+1]
    end
    if isfinite(a) && isfinite(b) && a ≈ b
        return a + γ * (b - a)
    end
    return (1 - γ) * a + γ * b
end

function _quantile_prepare!(v::AbstractVector, sorted::Bool)
    isempty(v) && throw(ArgumentError("empty data vector"))
    sorted || sort!(v)
    for x in v
        if x isa Number && isnan(x)
            throw(ArgumentError("quantiles are undefined in presence of NaNs or missing values"))
        end
    end
    return v
end

quantile!(v::AbstractVector, p::Real; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    _quantile_sorted(_quantile_prepare!(v, sorted), p; alpha = alpha, beta = beta)
function quantile!(v::AbstractVector, p::Union{AbstractArray, Tuple};
                   sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha)
    _quantile_prepare!(v, sorted)
    return map(x -> _quantile_sorted(v, x; alpha = alpha, beta = beta), p)
end
quantile(itr, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(collect(itr), p; sorted = sorted, alpha = alpha, beta = beta)
quantile(f::Function, v, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(map(f, collect(v)), p; sorted = sorted, alpha = alpha, beta = beta)
