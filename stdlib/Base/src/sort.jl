# Sorting: a stable merge sort (insertion sort for short runs), so equal elements
# keep their order as with Julia's default algorithms. Keywords: `lt` (the order,
# isless by default), `by` (a key function), `rev`.

# Whether a comes before b under lt, by and rev.
_sort_lt(lt, by, rev::Bool, a, b) = rev ? lt(by(b), by(a)) : lt(by(a), by(b))

function _insertion_sort!(v, lo::Int, hi::Int, lt, rev::Bool)
    for i in lo+1:hi
        x = v[i]
        j = i - 1
        while j >= lo && (rev ? lt(v[j], x) : lt(x, v[j]))
            v[j + 1] = v[j]
            j -= 1
        end
        v[j + 1] = x
    end
    return v
end

# Sorts v[lo:hi] stably, using t as scratch space.
function _merge_sort!(v, lo::Int, hi::Int, lt, rev::Bool, t)
    if hi - lo < 20
        return _insertion_sort!(v, lo, hi, lt, rev)
    end
    mid = (lo + hi) >>> 1
    _merge_sort!(v, lo, mid, lt, rev, t)
    _merge_sort!(v, mid + 1, hi, lt, rev, t)
    # Already in order: nothing to merge.
    (rev ? lt(v[mid], v[mid + 1]) : lt(v[mid + 1], v[mid])) || return v
    n = mid - lo + 1
    for k in 1:n
        t[k] = v[lo + k - 1]
    end
    i = 1
    j = mid + 1
    k = lo
    while i <= n && j <= hi
        # Take from the right run only when strictly before: keeps the sort stable.
        if rev ? lt(t[i], v[j]) : lt(v[j], t[i])
            v[k] = v[j]
            j += 1
        else
            v[k] = t[i]
            i += 1
        end
        k += 1
    end
    while i <= n
        v[k] = t[i]
        i += 1
        k += 1
    end
    return v
end

# Vectors of Int64 in the default order: the same stable merge sort with `<` written
# out, which the interpreter runs inline (isless is `<` on integers).
function _sort_int!(v::Vector{Int64}, lo::Int, hi::Int, t::Vector{Int64}, rev::Bool)
    if hi - lo < 20
        for i in lo+1:hi
            x = v[i]
            j = i - 1
            while j >= lo && (rev ? v[j] < x : x < v[j])
                v[j + 1] = v[j]
                j -= 1
            end
            v[j + 1] = x
        end
        return v
    end
    mid = (lo + hi) >>> 1
    _sort_int!(v, lo, mid, t, rev)
    _sort_int!(v, mid + 1, hi, t, rev)
    (rev ? v[mid] < v[mid + 1] : v[mid + 1] < v[mid]) || return v
    n = mid - lo + 1
    for k in 1:n
        t[k] = v[lo + k - 1]
    end
    i = 1
    j = mid + 1
    k = lo
    while i <= n && j <= hi
        if rev ? t[i] < v[j] : v[j] < t[i]
            v[k] = v[j]
            j += 1
        else
            v[k] = t[i]
            i += 1
        end
        k += 1
    end
    while i <= n
        v[k] = t[i]
        i += 1
        k += 1
    end
    return v
end

function _sort_by_key!(v::AbstractVector, lt, by, rev::Bool)
    n = length(v)
    n < 2 && return v
    if by === identity && lt === isless && v isa Vector{Int64}
        return _sort_int!(v, 1, n, Vector{Int64}(undef, (n + 1) >> 1), rev)
    end
    if by === identity
        _merge_sort!(v, 1, n, lt, rev, similar(v, eltype(v), (n + 1) >> 1))
        return v
    end
    # Sort the permutation by cached keys, then apply it.
    p = _sortperm_keys([by(x) for x in v], lt, rev)
    copy_v = copy(v)
    for i in 1:n
        v[i] = copy_v[p[i]]
    end
    return v
end
function _sortperm_keys(keys::AbstractVector, lt, rev::Bool)
    n = length(keys)
    p = collect(1:n)
    n < 2 && return p
    cmp_lt = (i, j) -> lt(keys[i], keys[j])
    _merge_sort!(p, 1, n, cmp_lt, rev, Vector{Int}(undef, (n + 1) >> 1))
    return p
end

"""
    sort!(v; lt = isless, by = identity, rev = false)

Sorts `v` in place, stably.
"""
function sort!(v::AbstractVector; lt = isless, by = identity, rev::Bool = false, alg = nothing,
               order = nothing)
    order === nothing || (rev = rev != _order_rev(order))
    return _sort_by_key!(v, lt, by, rev)
end
# A range is sorted into a new Vector (copy(r) is r itself).
sort(v::AbstractVector; kws...) = sort!(v isa AbstractRange ? collect(v) : copy(v); kws...)
sort(r::AbstractUnitRange) = r
# Without keywords, as in Julia: `sort(r; rev = true)` is the generic method (a Vector).
sort(r::AbstractRange) = issorted(r) ? r : reverse(r)
sort(t::Tuple; kws...) = _totuple(sort!(collect(t); kws...))
function sort(A::AbstractMatrix; dims::Integer, kws...)
    B = copy(A)
    m, n = size(A)
    if dims == 1
        for j in 1:n
            col = sort!([A[i, j] for i in 1:m]; kws...)
            for i in 1:m
                B[i, j] = col[i]
            end
        end
    else
        for i in 1:m
            row = sort!([A[i, j] for j in 1:n]; kws...)
            for j in 1:n
                B[i, j] = row[j]
            end
        end
    end
    return B
end

"""
    sortperm(v; lt = isless, by = identity, rev = false)

The permutation that sorts `v` (stable: equal elements keep their order).
"""
function sortperm(v::AbstractVector; lt = isless, by = identity, rev::Bool = false,
                  alg = nothing, order = nothing)
    order === nothing || (rev = rev != _order_rev(order))
    return _sortperm_keys(by === identity ? v : [by(x) for x in v], lt, rev)
end

function issorted(v; lt = isless, by = identity, rev::Bool = false)
    y = iterate(v)
    y === nothing && return true
    prev = getfield(y, 1)
    y = iterate(v, getfield(y, 2))
    while y !== nothing
        x = getfield(y, 1)
        _sort_lt(lt, by, rev, x, prev) && return false
        prev = x
        y = iterate(v, getfield(y, 2))
    end
    return true
end

# ---- Binary search in sorted vectors ----
function searchsortedfirst(v::AbstractVector, x; lt = isless, by = identity, rev::Bool = false)
    lo = 0
    hi = length(v) + 1
    while lo < hi - 1
        m = (lo + hi) >>> 1
        if _sort_lt(lt, by, rev, v[m], x)
            lo = m
        else
            hi = m
        end
    end
    return hi
end
function searchsortedlast(v::AbstractVector, x; lt = isless, by = identity, rev::Bool = false)
    lo = 0
    hi = length(v) + 1
    while lo < hi - 1
        m = (lo + hi) >>> 1
        if _sort_lt(lt, by, rev, x, v[m])
            hi = m
        else
            lo = m
        end
    end
    return lo
end
searchsorted(v::AbstractVector, x; kws...) =
    searchsortedfirst(v, x; kws...):searchsortedlast(v, x; kws...)

function partialsort!(v::AbstractVector, k; kws...)
    sort!(v; kws...)
    return v[k]
end
partialsort(v::AbstractVector, k; kws...) = partialsort!(copy(v), k; kws...)
partialsortperm(v::AbstractVector, k; kws...) = sortperm(v; kws...)[k]

# sortslices(A; dims): the rows (dims = 1) or columns (dims = 2) of a matrix in
# sorted order, slices compared lexicographically (or by `by`/`lt`).
function sortslices(A::AbstractMatrix; dims, kws...)
    if dims == 1
        p = sortperm([A[i, :] for i in axes(A, 1)]; kws...)
        return A[p, :]
    elseif dims == 2
        p = sortperm([A[:, j] for j in axes(A, 2)]; kws...)
        return A[:, p]
    end
    throw(ArgumentError(string("dims = ", dims, " is not 1 or 2")))
end
sortslices(v::AbstractVector; dims, kws...) = sort(v; kws...)

# Base.Order: orderings given as `order = Base.Order.Reverse`.
module Order
struct ForwardOrdering end
struct ReverseOrdering end
const Forward = ForwardOrdering()
const Reverse = ReverseOrdering()
end
const Forward = Order.Forward
const Reverse = Order.Reverse
_order_rev(::Order.ForwardOrdering) = false
_order_rev(::Order.ReverseOrdering) = true

insorted(x, v::AbstractVector; kws...) = !isempty(searchsorted(v, x; kws...))
# The algorithm names `sort!(v; alg = ...)` accepts: Kiln sorts with one stable
# algorithm, which gives the same result for every order that has no ties.
struct _SortAlgorithm
    name::Symbol
end
show(io::IO, a::_SortAlgorithm) = print(io, "Base.Sort.", a.name)
const QuickSort = _SortAlgorithm(:QuickSort)
const MergeSort = _SortAlgorithm(:MergeSort)
const InsertionSort = _SortAlgorithm(:InsertionSort)

