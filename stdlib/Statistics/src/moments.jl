# mean, var, std.

_to_float(x) = x / 1

function mean(f, itr)
    y = iterate(itr)
    y === nothing && return _to_float(zero(f(0))) / 0
    value, state = y
    total = _to_float(f(value))
    total === missing && return missing
    count = 1
    y = iterate(itr, state)
    while y !== nothing
        value, state = y
        v = f(value)
        v === missing && return missing
        total += convert(typeof(total), v)
        count += 1
        y = iterate(itr, state)
    end
    return total / count
end
mean(itr) = mean(identity, itr)

function mean(f, A::AbstractArray; dims = :)
    if dims === (:)
        isempty(A) && return _to_float(zero(eltype(A))) / 0
        # A missing value makes the mean missing (as its sum would be).
        Missing <: eltype(A) && any(x -> f(x) === missing, A) && return missing
        x1 = _to_float(f(first(A)))
        T = typeof(x1)
        return sum(x -> convert(T, f(x)), A) / length(A)
    end
    return _mean_dims(map(f, A), dims)
end
mean(A::AbstractArray; dims = :) = mean(identity, A; dims = dims)

function mean(r::AbstractRange{T}) where {T}
    isempty(r) && return zero(T) / 0
    return first(r) / 2 + last(r) / 2
end

# Matrix reductions along dims 1 or 2, in Julia's shape (1×n or m×1).
function _reduce_dims(g, A::AbstractMatrix, dims::Integer)
    m, n = size(A)
    if dims == 1
        return reshape([g(view_col(A, j)) for j in 1:n], 1, n)
    elseif dims == 2
        return reshape([g(view_row(A, i)) for i in 1:m], m, 1)
    end
    return map(x -> g([x]), A)
end
_reduce_dims(g, A::AbstractVector, dims::Integer) = dims == 1 ? [g(A)] : map(x -> g([x]), A)
view_col(A, j) = [A[i, j] for i in 1:size(A, 1)]
view_row(A, i) = [A[i, j] for j in 1:size(A, 2)]

_mean_dims(A, dims) = _reduce_dims(v -> mean(v), A, dims)

function mean!(r::AbstractArray, A::AbstractMatrix)
    m = size(r, 1) == 1 ? mean(A; dims = 1) : mean(A; dims = 2)
    for i in eachindex(r)
        r[i] = m[i]
    end
    return r
end

# Variance: a collection's mean first, then the sum of squared deviations
# (pairwise for arrays); for a plain iterable Welford's running update.
function varm(A::AbstractArray, m; corrected::Bool = true)
    n = length(A)
    n == 0 && return NaN
    return sum(x -> abs2(x - m), A) / (n - Int(corrected))
end

function var(A::AbstractArray; corrected::Bool = true, mean = nothing, dims = :)
    if dims === (:)
        mu = mean === nothing ? Statistics.mean(A) : mean
        return varm(A, mu; corrected = corrected)
    end
    return _reduce_dims(v -> var(v; corrected = corrected), A, dims)
end

function var(r::AbstractRange; corrected::Bool = true, mean = nothing)
    l = length(r)
    if l <= 1 || mean !== nothing
        return var(collect(r); corrected = corrected, mean = mean)
    end
    s = step(r)
    vv = abs2(s) * (l + 1) * l / 12
    return corrected ? vv : vv * (l - 1) / l
end

function var(itr; corrected::Bool = true, mean = nothing)
    y = iterate(itr)
    y === nothing && return NaN
    value, state = y
    y = iterate(itr, state)
    count = 1
    if mean === nothing
        M = value / 1
        S = zero(M)
        while y !== nothing
            value, state = y
            y = iterate(itr, state)
            count += 1
            new_M = M + (value - M) / count
            S = S + (value - M) * (value - new_M)
            M = new_M
        end
        return S / (count - Int(corrected))
    end
    s2 = abs2(value - mean)
    while y !== nothing
        value, state = y
        y = iterate(itr, state)
        count += 1
        s2 += abs2(value - mean)
    end
    return s2 / (count - Int(corrected))
end

std(A::AbstractArray; corrected::Bool = true, mean = nothing, dims = :) =
    dims === (:) ? sqrt(var(A; corrected = corrected, mean = mean)) :
                   sqrt.(var(A; corrected = corrected, dims = dims))
std(itr; corrected::Bool = true, mean = nothing) = sqrt(var(itr; corrected = corrected, mean = mean))
stdm(A, m; corrected::Bool = true) = sqrt(varm(A, m; corrected = corrected))
