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

# An element as a displayed array prints it: its text/plain form (a Char with its
# Unicode category, a Date as text), or its `show` form when that takes several lines.
function _cell_string(io::IO, x)
    s = sprint(show, MIME"text/plain"(), x; context = io)
    return occursin('\n', s) ? sprint(show, x; context = io) : s
end
_cell_string(io::IO, x::Union{Number, AbstractString, Symbol, Missing, Nothing}) =
    sprint(show, x; context = io)

# The text of element i, j of a matrix (`#undef` for an unassigned slot); a
# structured matrix may replace it (replace_in_print_matrix) after its width
# was taken for the alignment, as Julia's print_matrix does.
function _element_text(io::IO, X::AbstractArray, i::Int, j::Int)
    isassigned(X, i, j) || return ("#undef", (0, 6))
    x = X[i, j]
    return (replace_in_print_matrix(X, i, j, _cell_string(io, x)), _alignment(io, x))
end
replace_in_print_matrix(A::AbstractArray, i::Integer, j::Integer, s::AbstractString) = s

# A structural zero's text: spaces as wide as the text with `⋅` in the middle.
function replace_with_centered_mark(s::AbstractString; c::AbstractChar = '⋅')
    n = textwidth(s)
    return join(i == cld(n, 2) ? string(c) : " " for i in 1:n)
end

# The screen an IO shows on (Julia's displaysize for a stream that is not a terminal:
# the LINES and COLUMNS environment variables, else 24×80).
displaysize() = (parse(Int, get(ENV, "LINES", "24")), parse(Int, get(ENV, "COLUMNS", "80")))
displaysize(io::IO) = displaysize()

# Rows of a matrix (or the one column of a vector), each row prefixed by " " and
# the columns separated by two spaces, aligned per column.
function _print_matrix(io::IO, X::AbstractArray)
    get(io, :limit, false) === true && return _print_matrix_limited(io, X)
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
    return (_cell_string(io, x), _alignment(io, x))
end
isassigned(A::AbstractArray, i::Int, j::Int) = isassigned(A, i + (j - 1) * size(A, 1))

function show(io::IO, ::MIME"text/plain", X::AbstractArray)
    # An empty vector shows as `Int64[]`; an empty matrix by its summary, `2×0 Matrix{Int64}`.
    if isempty(X) && (get(io, :compact, false) || X isa AbstractVector)
        return show(io, X)
    end
    summary(io, X)
    isempty(X) && return nothing
    write(io, ":")
    show_circular(io, X) && return nothing
    write(io, "\n")
    if !haskey(io, :compact) && ndims(X) > 1 && size(X, 2) > 1
        io = IOContext(io, :compact => true)
    end
    io = IOContext(io, :typeinfo => eltype(X), :SHOWN_SET => X)
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
    show_circular(io, d) && return nothing
    inner = IOContext(io, :SHOWN_SET => d)
    inner = haskey(io, :compact) ? inner : IOContext(inner, :compact => true)
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
    show_circular(io, s) && return nothing
    inner = IOContext(io, :SHOWN_SET => s)
    for x in s
        write(io, "\n  ")
        show(inner, x)
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

# ---- Limited to the screen (`IOContext(io, :limit => true)`), as Julia's print_matrix ----
# Rows beyond the screen's height (less 4) are left out around a row of `⋮`, columns beyond
# its width around `…` (on every fifth row), both around `⋱`.
_xij(X::AbstractArray, i::Int, j::Int) = ndims(X) == 1 ? X[i] : X[i, j]
_assigned(X::AbstractArray, i::Int, j::Int) = ndims(X) == 1 ? isassigned(X, i) : isassigned(X, i, j)
function _cell(io::IO, X::AbstractArray, i::Int, j::Int)
    _assigned(X, i, j) || return ("#undef", (0, 6))
    x = _xij(X, i, j)
    s = _cell_string(io, x)
    return (ndims(X) == 1 ? s : replace_in_print_matrix(X, i, j, s), _alignment(io, x))
end
function _limited_alignment(io::IO, X, rows, cols, if_complete::Int, otherwise::Int, ncols::Int)
    a = Tuple{Int, Int}[]
    for j in cols
        l = r = 0
        for i in rows
            al = _cell(io, X, i, j)[2]
            l = max(l, al[1])
            r = max(r, al[2])
        end
        push!(a, (l, r))
        if length(a) > 1 && sum(map(sum, a)) + 2 * length(a) >= if_complete
            pop!(a)
            break
        end
    end
    if 1 < length(a) < ncols
        while sum(map(sum, a)) + 2 * length(a) >= otherwise
            pop!(a)
        end
    end
    return a
end
function _limited_row(io::IO, X, A, i::Int, cols, idxlast::Int, sep::String = "  ")
    for (k, j) in enumerate(cols)
        k > length(A) && break
        t, a = _cell(io, X, i, j)
        write(io, ' '^(A[k][1] - a[1]), t)
        j == idxlast || write(io, ' '^(A[k][2] - a[2]))
        k < length(A) && write(io, sep)
    end
end
function _limited_vdots(io::IO, A, m::Int, pad_right::Bool)
    for k in 1:length(A)
        w = A[k][1] + A[k][2]
        if k % 5 == m
            l = ' '^max(0, A[k][1] - 1)
            r = k == length(A) && !pad_right ? "" : ' '^max(0, w - 1 - length(l))
            write(io, l, "⋮", r)
        else
            (k != length(A) || pad_right) && write(io, ' '^w)
        end
        k != length(A) && write(io, "  ")
    end
end
function _print_matrix_limited(io::IO, X::AbstractArray)
    hdots, ddots = "  …  ", "  ⋱  "
    m = size(X, 1)
    n = ndims(X) == 1 ? 1 : size(X, 2)
    sz = displaysize(io)
    screenheight, screenwidth = sz[1] - 4, sz[2] - 1
    halfheight = div(screenheight, 2)
    rows = m > screenheight ? vcat(collect(1:halfheight), collect(m-div(screenheight - 1, 2)+1:m)) :
           collect(1:m)
    maxcols = div(screenwidth, 3)
    cols = n > maxcols ? vcat(collect(1:maxcols), collect(n-maxcols+1:n)) : collect(1:n)
    A = _limited_alignment(io, X, rows, cols, screenwidth, screenwidth, n)
    if n <= length(A)
        for i in rows
            write(io, ' ')
            _limited_row(io, X, A, i, cols, n)
            (i != rows[end] || (m > screenheight && i == rows[halfheight])) && write(io, '\n')
            if m > screenheight && i == rows[halfheight]
                write(io, ' ')
                _limited_vdots(io, A, 1, false)
                write(io, '\n')
            end
        end
        return nothing
    end
    c = div(screenwidth - length(hdots) + 1, 2) + 1
    Ralign = reverse(_limited_alignment(io, X, rows, reverse(cols), c, c, n))
    c = screenwidth - sum(map(sum, Ralign)) - (length(Ralign) - 1) * 2 - length(hdots)
    Lalign = _limited_alignment(io, X, rows, cols, c, c, n)
    rdots = mod(length(Ralign) - n + 1, 5)
    for i in rows
        write(io, ' ')
        _limited_row(io, X, Lalign, i, cols[1:length(Lalign)], n)
        write(io, (i - rows[1]) % 5 == 0 ? hdots : ' '^length(hdots))
        _limited_row(io, X, Ralign, i, (n - length(Ralign)) .+ cols, n)
        (i != rows[end] || (m > screenheight && i == rows[halfheight])) && write(io, '\n')
        if m > screenheight && i == rows[halfheight]
            write(io, ' ')
            _limited_vdots(io, Lalign, 1, true)
            write(io, ddots)
            _limited_vdots(io, Ralign, rdots, false)
            write(io, '\n')
        end
    end
    return nothing
end

# A LinRange's text/plain: its summary, then its elements on one line, cut around
# `, …, ` when they do not fit in the screen's width (Julia's print_range).
function show(io::IO, ::MIME"text/plain", r::LinRange)
    isempty(r) && return show(io, r)
    summary(io, r)
    write(io, ":\n")
    haskey(io, :compact) || (io = IOContext(io, :compact => true))
    hdots = ", …, "
    screenwidth = displaysize(io)[2] - 1
    n = length(r)
    maxcols = div(screenwidth, 3)
    cols = n <= maxcols ? collect(1:n) :
           vcat(collect(1:div(maxcols, 2)+1), collect(n-div(maxcols, 2):n))
    row = reshape([r[j] for j in cols], 1, length(cols))
    m = length(cols)
    A = _limited_alignment(io, row, [1], 1:m, screenwidth, screenwidth, m)
    write(io, ' ')
    if n <= length(A)
        _limited_row(io, row, A, 1, 1:m, m, ", ")
        return nothing
    end
    c = div(screenwidth - length(hdots) + 1, 2) + 1
    R = reverse(_limited_alignment(io, row, [1], m:-1:1, c, c, m))
    c = screenwidth - sum(map(sum, R)) - (length(R) - 1) * 2 - length(hdots)
    L = _limited_alignment(io, row, [1], 1:m, c, c, m)
    _limited_row(io, row, L, 1, 1:length(L), m, ", ")
    write(io, hdots)
    _limited_row(io, row, R, 1, m-length(R)+1:m, m, ", ")
    return nothing
end
