# The text/plain form of arrays, dicts, sets and ranges, as `display` prints it
# (base/arrayshow.jl: print_matrix; base/show.jl). `display` writes to a stdout that is
# not limited, so every element is printed (no `⋮`).

# The widths (left, right) of one element's text, for aligning a column: integers align
# on the right, reals on the decimal point (or exponent), complex numbers on the sign
# of their imaginary part, rationals on the `//`, anything else on the left.
function _alignment(io::IO, x)
    s = sprint(show, x; context = io)
    return (0, length(s))
end
_alignment(io::IO, x::Integer) = (length(sprint(show, x; context = io)), 0)
function _alignment(io::IO, x::Real)
    s = sprint(show, x; context = io)
    n = 0
    for c in s
        (c == '.' || c == 'e' || c == 'E' || c == 'f' || c == 'F') && break
        n += 1
    end
    return (n, length(s) - n)
end
function _alignment(io::IO, x::Rational)
    s = sprint(show, x; context = io)
    k = findfirst('/', s)
    k === nothing && return (length(s), 0)
    return (length(s[1:k]), length(s) - length(s[1:k]))
end
function _alignment(io::IO, x::Complex)
    s = sprint(show, x; context = io)
    cs = collect(s)
    # The last `+` or `-` that does not follow an exponent's `e` or `f`.
    for k in length(cs):-1:2
        if (cs[k] == '+' || cs[k] == '-') && cs[k-1] != 'e' && cs[k-1] != 'f'
            return (k, length(cs) - k)
        end
    end
    return (0, length(cs))
end

# The text of element i, j of a matrix (`#undef` for an unassigned slot); a
# structured matrix may replace it (replace_in_print_matrix) after its width
# was taken for the alignment, as Julia's print_matrix does.
function _element_text(io::IO, X::AbstractArray, i::Int, j::Int)
    isassigned(X, i, j) || return ("#undef", (0, 6))
    x = X[i, j]
    return (replace_in_print_matrix(X, i, j, sprint(show, x; context = io)), _alignment(io, x))
end
replace_in_print_matrix(A::AbstractArray, i::Integer, j::Integer, s::AbstractString) = s

# A structural zero's text: spaces as wide as the text with `⋅` in the middle.
function replace_with_centered_mark(s::AbstractString; c::AbstractChar = '⋅')
    n = textwidth(s)
    return join(i == cld(n, 2) ? string(c) : " " for i in 1:n)
end

# Rows of a matrix (or the one column of a vector), each row prefixed by " " and
# the columns separated by two spaces, aligned per column.
function _print_matrix(io::IO, X::AbstractArray)
    m = size(X, 1)
    n = ndims(X) == 1 ? 1 : size(X, 2)
    texts = Matrix{String}(undef, m, n)
    lefts = zeros(Int, m, n)
    rights = zeros(Int, m, n)
    for j in 1:n, i in 1:m
        t, a = ndims(X) == 1 ? _vector_text(io, X, i) : _element_text(io, X, i, j)
        texts[i, j] = t
        lefts[i, j] = a[1]
        rights[i, j] = a[2]
    end
    colleft = [maximum(view(lefts, :, j)) for j in 1:n]
    colright = [maximum(view(rights, :, j)) for j in 1:n]
    for i in 1:m
        i > 1 && write(io, '\n')
        write(io, ' ')
        for j in 1:n
            j > 1 && write(io, "  ")
            write(io, ' '^(colleft[j] - lefts[i, j]), texts[i, j])
            j < n && write(io, ' '^(colright[j] - rights[i, j]))
        end
    end
    return nothing
end
function _vector_text(io::IO, X::AbstractArray, i::Int)
    isassigned(X, i) || return ("#undef", (0, 6))
    x = X[i]
    return (sprint(show, x; context = io), _alignment(io, x))
end
isassigned(A::AbstractArray, i::Int, j::Int) = isassigned(A, i + (j - 1) * size(A, 1))

function show(io::IO, ::MIME"text/plain", X::AbstractArray)
    # An empty vector shows as `Int64[]`; an empty matrix by its summary, `2×0 Matrix{Int64}`.
    if isempty(X) && (get(io, :compact, false) || X isa AbstractVector)
        return show(io, X)
    end
    summary(io, X)
    isempty(X) && return nothing
    write(io, ":\n")
    if !haskey(io, :compact) && ndims(X) > 1 && size(X, 2) > 1
        io = IOContext(io, :compact => true)
    end
    io = IOContext(io, :typeinfo => eltype(X))
    if ndims(X) <= 2
        _print_matrix(io, X)
        return nothing
    end
    # Higher dimensions: one labelled matrix per slice [:, :, k...].
    dims = size(X)
    m, n = dims[1], dims[2]
    nslices = div(length(X), m * n)
    for s in 1:nslices
        write(io, "[:, :, ")
        r = s - 1
        for d in 3:length(dims)
            print(io, r % dims[d] + 1)
            r = div(r, dims[d])
            write(io, d < length(dims) ? ", " : "] =\n")
        end
        slice = reshape(X[(s-1)*m*n+1:s*m*n], m, n)
        _print_matrix(io, slice)
        s < nslices && write(io, "\n\n")
    end
    return nothing
end

show(io::IO, ::MIME"text/plain", r::AbstractRange) = show(io, r)

function show(io::IO, ::MIME"text/plain", d::AbstractDict)
    isempty(d) && return show(io, d)
    summary(io, d)
    write(io, ":")
    inner = haskey(io, :compact) ? io : IOContext(io, :compact => true)
    kio = IOContext(inner, :typeinfo => keytype(d))
    vio = IOContext(inner, :typeinfo => valtype(d))
    for p in d
        write(io, "\n  ")
        show(kio, p.first)
        write(io, " => ")
        show(vio, p.second)
    end
    return nothing
end

function summary(io::IO, s::AbstractSet)
    show(io, typeof(s))
    n = length(s)
    print(io, " with ", n, n == 1 ? " element" : " elements")
    return nothing
end
function show(io::IO, ::MIME"text/plain", s::AbstractSet)
    isempty(s) && return show(io, s)
    summary(io, s)
    write(io, ":")
    for x in s
        write(io, "\n  ")
        show(io, x)
    end
    return nothing
end

# The keys or values of a dictionary: `KeySet for a Dict{K, V} with n entries. Keys:`
# and one per line.
function summary(io::IO, iter::Union{KeySet, ValueIterator})
    print(io, nameof(typeof(iter)), " for a ")
    summary(io, iter.dict)
    return nothing
end
function show(io::IO, ::MIME"text/plain", iter::Union{KeySet, ValueIterator})
    isempty(iter) && get(io, :compact, false) && return show(io, iter)
    summary(io, iter)
    isempty(iter) && return nothing
    print(io, ". ", iter isa KeySet ? "Keys" : "Values", ":")
    inner = haskey(io, :compact) ? io : IOContext(io, :compact => true)
    for x in iter
        print(io, "\n  ")
        show(inner, x)
    end
    return nothing
end
