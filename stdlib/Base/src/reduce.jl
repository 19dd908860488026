# Reductions over iterables: foldl/reduce/mapreduce, sum and prod (small integers
# and Bools sum as Int, as in Julia), maximum/minimum/extrema, any/all/count, and
# the find functions.

struct _NoInit end
const _noinit = _NoInit()

_empty_reduce_error() = throw(ArgumentError(string("reducing over an empty collection is ",
    "not allowed; consider supplying `init` to the reducer")))

"""
    mapfoldl(f, op, itr; init)

`op(...op(op(init, f(x1)), f(x2))..., f(xn))`; without `init` the first value
starts the fold.
"""
function mapfoldl(f, op, itr; init = _noinit)
    y = iterate(itr)
    if init === _noinit
        y === nothing && return _reduce_empty(op, itr)
        acc = _reduce_first(op, f(getfield(y, 1)))
        y = iterate(itr, getfield(y, 2))
    else
        acc = init
    end
    while y !== nothing
        acc = op(acc, f(getfield(y, 1)))
        y = iterate(itr, getfield(y, 2))
    end
    return acc
end
foldl(op, itr; init = _noinit) = mapfoldl(identity, op, itr; init = init)
function mapfoldr(f, op, itr; init = _noinit)
    v = collect(itr)
    if init === _noinit
        isempty(v) && return _reduce_empty(op, itr)
        acc = f(v[end])
        n = length(v) - 1
    else
        acc = init
        n = length(v)
    end
    for i in n:-1:1
        acc = op(f(v[i]), acc)
    end
    return acc
end
foldr(op, itr; init = _noinit) = mapfoldr(identity, op, itr; init = init)
mapreduce(f, op, itr; init = _noinit) = mapfoldl(f, op, itr; init = init)
mapreduce(f, op, a, b; init = _noinit) = mapfoldl(t -> f(t...), op, zip(a, b); init = init)
reduce(op, itr; init = _noinit) = mapfoldl(identity, op, itr; init = init)

# The value a reduction of one element gives, and of none.
_reduce_first(op, x) = (op === add_sum || op === mul_prod) ? _add_sum_promote(x) : x
function _reduce_empty(op, itr)
    op === add_sum && return _add_sum_promote(zero(_reduce_eltype(itr)))
    op === mul_prod && return _add_sum_promote(one(_reduce_eltype(itr)))
    op === (+) && return zero(_reduce_eltype(itr))
    op === (*) && return one(_reduce_eltype(itr))
    _empty_reduce_error()
end
function _reduce_eltype(itr)
    T = eltype(itr)
    T === Any && _empty_reduce_error()
    return T
end

# sum and prod widen Bools and small integers to Int (or UInt).
_add_sum_promote(x) = x
_add_sum_promote(x::Union{Bool, Int8, Int16, Int32}) = Int64(x)
_add_sum_promote(x::Union{UInt8, UInt16, UInt32}) = UInt64(x)
add_sum(x, y) = x + y
add_sum(x::Union{Bool, Int8, Int16, Int32}, y::Union{Bool, Int8, Int16, Int32}) = Int64(x) + Int64(y)
add_sum(x::Union{UInt8, UInt16, UInt32}, y::Union{UInt8, UInt16, UInt32}) = UInt64(x) + UInt64(y)
mul_prod(x, y) = x * y
mul_prod(x::Union{Bool, Int8, Int16, Int32}, y::Union{Bool, Int8, Int16, Int32}) = Int64(x) * Int64(y)
mul_prod(x::Union{UInt8, UInt16, UInt32}, y::Union{UInt8, UInt16, UInt32}) = UInt64(x) * UInt64(y)

"""
    sum(itr; init)
    sum(f, itr; init)

The sum of the values (of `f` applied to them). Arrays are summed pairwise in
blocks of 1024, as Julia does, so float results match.
"""
sum(itr; init = _noinit) = mapreduce(identity, add_sum, itr; init = init)
sum(f, itr; init = _noinit) = mapreduce(f, add_sum, itr; init = init)
prod(itr; init = _noinit) = mapreduce(identity, mul_prod, itr; init = init)
prod(f, itr; init = _noinit) = mapreduce(f, mul_prod, itr; init = init)
function _mapreduce_array(f, op, A, init)
    n = length(A)
    if n == 0
        init === _noinit || return init
        return _reduce_empty(op, A)
    end
    v = _mapreduce_pairwise(f, op, A, 1, n)
    return init === _noinit ? v : op(init, v)
end
function _mapreduce_pairwise(f, op, A, lo::Int, hi::Int)
    lo == hi && return _reduce_first(op, f(A[lo]))
    if hi - lo < 1024
        v = op(f(A[lo]), f(A[lo + 1]))
        for i in lo+2:hi
            v = op(v, f(A[i]))
        end
        return v
    end
    mid = lo + ((hi - lo) >> 1)
    return op(_mapreduce_pairwise(f, op, A, lo, mid), _mapreduce_pairwise(f, op, A, mid + 1, hi))
end
function accumulate(op, v::AbstractVector; init = _noinit)
    out = Any[]
    acc = init
    for (i, x) in enumerate(v)
        acc = (i == 1 && init === _noinit) ? x : op(acc, x)
        push!(out, acc)
    end
    return collect(_vect_eltype_or_any(out), out)
end
_vect_eltype_or_any(v) = isempty(v) ? Any : _vect_eltype(_totuple(v))
# Any other iterable: its elements collected first (Julia collects Iterators.accumulate).
accumulate(op, itr; init = _noinit) = accumulate(op, collect(itr); init = init)

# ---- maximum, minimum, extrema ----
maximum(itr; init = _noinit) = mapreduce(identity, max, itr; init = init)
maximum(f, itr; init = _noinit) = mapreduce(f, max, itr; init = init)
minimum(itr; init = _noinit) = mapreduce(identity, min, itr; init = init)
minimum(f, itr; init = _noinit) = mapreduce(f, min, itr; init = init)
extrema(itr) = extrema(identity, itr)
function extrema(f, itr)
    y = iterate(itr)
    y === nothing && _empty_reduce_error()
    v = f(getfield(y, 1))
    lo = v
    hi = v
    y = iterate(itr, getfield(y, 2))
    while y !== nothing
        v = f(getfield(y, 1))
        lo = min(lo, v)
        hi = max(hi, v)
        y = iterate(itr, getfield(y, 2))
    end
    return (lo, hi)
end

# (value, index) of the largest / smallest f(x); the first one on ties.
findmax(itr) = findmax(identity, itr)
findmin(itr) = findmin(identity, itr)
findmax(f, itr) = _findbest(f, itr, isless)
findmin(f, itr) = _findbest(f, itr, (best, v) -> isless(v, best))
# before(best, v): v replaces best. A NaN wins over numbers, the first NaN over later ones.
function _findbest(f, itr, before)
    best = nothing
    bestk = nothing
    for (k, x) in pairs(itr)
        v = f(x)
        if bestk === nothing || before(best, v) || (v != v && !(best != best))
            best = v
            bestk = k
        end
    end
    bestk === nothing && _empty_reduce_error()
    return (best, bestk)
end
argmax(itr) = findmax(itr)[2]
argmin(itr) = findmin(itr)[2]
argmax(f, itr) = _arg_extreme(f, itr, true)
argmin(f, itr) = _arg_extreme(f, itr, false)
function _arg_extreme(f, itr, want_max::Bool)
    best = nothing
    bestx = nothing
    found = false
    for x in itr
        v = f(x)
        if !found || (want_max ? isless(best, v) : isless(v, best))
            best = v
            bestx = x
            found = true
        end
    end
    found || _empty_reduce_error()
    return bestx
end
pairs(itr) = Pairs(itr, keys(itr))

# ---- any, all, count ----
function any(f, itr)
    for x in itr
        f(x) && return true
    end
    return false
end
function all(f, itr)
    for x in itr
        f(x) || return false
    end
    return true
end
any(itr) = any(identity, itr)
all(itr) = all(identity, itr)
function count(f, itr; init::Integer = 0)
    n = init
    for x in itr
        f(x)::Bool && (n += 1)
    end
    return n
end
count(itr) = count(identity, itr)

# ---- Membership and emptiness of any iterable ----
function in(x, itr)
    for y in itr
        (y == x) === true && return true
    end
    return false
end
∈(x, itr) = in(x, itr)
∉(x, itr) = !in(x, itr)
∋(itr, x) = in(x, itr)
isempty(itr) = iterate(itr) === nothing
function first(itr)
    y = iterate(itr)
    y === nothing && throw(ArgumentError("collection must be non-empty"))
    return getfield(y, 1)
end
first(itr, n::Integer) = collect(Iterators.take(itr, n))
last(itr) = (v = collect(itr); v[end])
only(itr) = (v = collect(itr); length(v) == 1 ? v[1] : throw(ArgumentError(string(
    "Collection has ", length(v) == 0 ? "no elements" : "multiple elements", ", must contain exactly 1 element"))))

# ---- find ----
function findnext(f::Function, A, i)
    for k in i:lastindex(A)
        f(A[k]) && return k
    end
    return nothing
end
function findprev(f::Function, A, i)
    for k in i:-1:firstindex(A)
        f(A[k]) && return k
    end
    return nothing
end
function findfirst(f::Function, A)
    for (k, x) in pairs(A)
        f(x) && return k
    end
    return nothing
end
function findlast(f::Function, A)
    k = nothing
    for (j, x) in pairs(A)
        f(x) && (k = j)
    end
    return k
end
function findall(f::Function, A)
    out = eltype(keys(A))[]
    for (k, x) in pairs(A)
        f(x) && push!(out, k)
    end
    return out
end
function findall(f::Function, A::AbstractArray)
    out = eltype(keys(A))[]
    for i in eachindex(A)
        f(A[i]) && push!(out, _key_of(A, i))
    end
    return out
end
function findfirst(f::Function, A::AbstractArray)
    for i in eachindex(A)
        f(A[i]) && return _key_of(A, i)
    end
    return nothing
end
function findlast(f::Function, A::AbstractArray)
    for i in reverse(eachindex(A))
        f(A[i]) && return _key_of(A, i)
    end
    return nothing
end
findfirst(A::AbstractArray{Bool}) = findfirst(identity, A)
findlast(A::AbstractArray{Bool}) = findlast(identity, A)
findall(A::AbstractArray{Bool}) = findall(identity, A)
findnext(A::AbstractArray{Bool}, i) = findnext(identity, A, i)
findprev(A::AbstractArray{Bool}, i) = findprev(identity, A, i)
