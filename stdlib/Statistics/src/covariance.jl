# cov and cor of vectors and of matrix columns (dims=1) or rows (dims=2).

function _dot_centered(x::AbstractVector, mx, y::AbstractVector, my)
    length(x) == length(y) || throw(DimensionMismatch("dimensions of x and y mismatch"))
    s = zero((first(x) - mx) * (first(y) - my))
    for i in eachindex(x)
        s += (x[i] - mx) * (y[i] - my)
    end
    return s
end

function cov(x::AbstractVector; corrected::Bool = true)
    mx = mean(x)
    return sum(t -> abs2(t - mx), x) / (length(x) - Int(corrected))
end

function cov(x::AbstractVector, y::AbstractVector; corrected::Bool = true)
    length(x) == length(y) || throw(DimensionMismatch("dimensions of x and y mismatch"))
    (isempty(x) || isempty(y)) && throw(ArgumentError("covariance only defined for non-empty vectors"))
    return _dot_centered(x, mean(x), y, mean(y)) / (length(x) - Int(corrected))
end

_vars_of(X::AbstractMatrix, dims::Int) =
    dims == 1 ? [X[:, j] for j in 1:size(X, 2)] : [X[i, :] for i in 1:size(X, 1)]

function cov(X::AbstractMatrix; dims::Int = 1, corrected::Bool = true)
    vs = _vars_of(X, dims)
    k = length(vs)
    ms = [mean(v) for v in vs]
    n = length(vs[1])
    b = 1 / (n - Int(corrected))   # Julia scales by the Rational 1//(n-1)
    C = zeros(Float64, k, k)
    for j in 1:k, i in 1:k
        C[i, j] = _dot_centered(vs[i], ms[i], vs[j], ms[j]) * b
    end
    return C
end

cor(x::AbstractVector) = 1.0

function cor(x::AbstractVector, y::AbstractVector)
    n = length(x)
    length(y) == n || throw(DimensionMismatch("inconsistent lengths"))
    n > 0 || throw(ArgumentError("correlation only defined for non-empty vectors"))
    mx = mean(x)
    my = mean(y)
    xx = 0.0
    yy = 0.0
    xy = 0.0
    for i in eachindex(x)
        xi = x[i] - mx
        yi = y[i] - my
        xx += abs2(xi)
        yy += abs2(yi)
        xy += xi * yi
    end
    return clamp(xy / max(xx, yy) / sqrt(min(xx, yy) / max(xx, yy)), -1, 1)
end

function cor(X::AbstractMatrix; dims::Int = 1)
    vs = _vars_of(X, dims)
    k = length(vs)
    ms = [mean(v) for v in vs]
    C = zeros(Float64, k, k)
    for j in 1:k, i in 1:k
        C[i, j] = _dot_centered(vs[i], ms[i], vs[j], ms[j])
    end
    sd = [sqrt(C[i, i]) for i in 1:k]
    for j in 1:k
        for i in 1:(j - 1)
            C[i, j] = C[j, i]
        end
        C[j, j] = 1.0
        for i in (j + 1):k
            C[i, j] = clamp(C[i, j] / (sd[i] * sd[j]), -1, 1)
        end
    end
    return C
end
