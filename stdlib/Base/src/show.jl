# show: values as Julia source would write them (Julia manual, "Custom pretty-
# printing"; base/show.jl, base/arrayshow.jl). Containers show their elements
# through `show` again, so user methods are used everywhere; the element type of a
# container is passed down in the IOContext property :typeinfo, which decides
# whether a prefix such as `Any[...]` is needed and lets Bools print as 1 and 0.

# MIME"text/plain" is MIME{Symbol("text/plain")}: selects a form of `show`.
struct MIME{mime} end

# ---- Numbers, characters, strings, symbols ----
show(io::IO, x::BitSigned) = write(io, string(x))
show(io::IO, x::BitUnsigned) = write(io, "0x", string(x; base = 16, pad = 2 * sizeof(x)))
show(io::IO, x::Bool) = write(io, get(io, :typeinfo, Any) === Bool ? (x ? "1" : "0") :
                                  (x ? "true" : "false"))
show(io::IO, x::Float64) = write(io, get(io, :compact, false) === true ?
                                    Core.Intrinsics.float_to_string_compact(x) :
                                    Core.Intrinsics.float_to_string(x))
function show(io::IO, x::Float32)
    compact = get(io, :compact, false) === true
    s = compact ? Core.Intrinsics.float_to_string_compact(x) : Core.Intrinsics.float_to_string(x)
    if compact || get(io, :typeinfo, Any) === Float32 || isnan(x) || isinf(x)
        write(io, s)
    else
        write(io, s, "f0")
    end
end
print(io::IO, x::Float32) = (write(io, Core.Intrinsics.float_to_string(x)); nothing)
show(io::IO, ::Nothing) = write(io, "nothing")

function show(io::IO, c::Char)
    e = _char_escape(c)
    if e !== nothing
        write(io, '\'', '\\', e, '\'')
    elseif isvalid(c) && isprint(c)
        write(io, '\'', c, '\'')
    else
        write(io, '\'')
        _escape_char(io, c, nothing, "")
        write(io, '\'')
    end
    return nothing
end
# The letter of a backslash escape for c (as in '\n'), or nothing.
function _char_escape(c::Char)
    c === '\0' && return '0'
    c === '\a' && return 'a'
    c === '\b' && return 'b'
    c === '\t' && return 't'
    c === '\n' && return 'n'
    c === '\v' && return 'v'
    c === '\f' && return 'f'
    c === '\r' && return 'r'
    c === '\e' && return 'e'
    c === '\'' && return '\''
    c === '\\' && return '\\'
    return nothing
end

function show(io::IO, s::AbstractString)
    str = String(s)
    if _plain_ascii(str)
        write(io, '"', str, '"')
        return nothing
    end
    write(io, '"')
    escape_string(io, str, "\"\$")
    write(io, '"')
    return nothing
end
# Whether s is printable ASCII with nothing show must escape (" $ \\).
function _plain_ascii(s::String)
    for i in 1:ncodeunits(s)
        b = Core.codeunit(s, i)
        (0x20 <= b <= 0x7e && b != 0x22 && b != 0x24 && b != 0x5c) || return false
    end
    return true
end

"""
    escape_string(io, s, esc = "")

Writes `s` with backslash escapes for the characters in `esc`, for `\\`, control
characters and characters that are not printable (Julia's rules: `\\n`, `\\x01`,
`\\e`, `\\u200b` ...).
"""
function escape_string(io::IO, s::AbstractString, esc = "")
    y = iterate(s)
    while y !== nothing
        c = getfield(y, 1)
        y = iterate(s, getfield(y, 2))
        next = y === nothing ? nothing : getfield(y, 1)
        if _in_chars(c, esc)
            write(io, '\\', c)
        else
            _escape_char(io, c, next, esc)
        end
    end
    return nothing
end
function _in_chars(c::Char, chars)
    for d in chars
        d === c && return true
    end
    return false
end
function _escape_char(io::IO, c::Char, next, esc)
    if isascii(c)
        if c === '\0'
            write(io, (next !== nothing && '0' <= next <= '7') ? "\\x00" : "\\0")
        elseif c === '\e'
            write(io, "\\e")
        elseif c === '\\'
            write(io, "\\\\")
        elseif '\a' <= c <= '\r'
            write(io, '\\', _char_escape(c))
        elseif isprint(c)
            write(io, c)
        else
            write(io, "\\x", string(UInt32(c); base = 16, pad = 2))
        end
    elseif isvalid(c)
        if isprint(c)
            write(io, c)
        else
            u = UInt32(c)
            full = next !== nothing && isxdigit(next)
            if u <= 0x0000ffff
                write(io, "\\u", string(u; base = 16, pad = full ? 4 : 2))
            else
                write(io, "\\U", string(u; base = 16, pad = full ? 8 : 4))
            end
        end
    else
        # Malformed: its bytes as \x escapes.
        u = bitcast(UInt32, c)
        while true
            write(io, "\\x", string(u >> 24; base = 16, pad = 2))
            u = u << 8
            u == 0 && break
        end
    end
    return nothing
end

function show(io::IO, s::Symbol)
    name = String(s)
    if _is_identifier(name)
        write(io, ':', name)
    else
        # Operators as `:+`, `:(==)`, `:(:=)`; anything else as Symbol("...") (expr.jl).
        _show_quote_expr(io, s, 0, 0, 0)
    end
    return nothing
end
function _is_identifier(s::String)
    isempty(s) && return false
    first_char = true
    for c in s
        ok = c == '_' || isletter(c) || (!first_char && (isdigit(c) || c == '!' || isnumeric(c)))
        ok || return false
        first_char = false
    end
    # Julia's isidentifier: keywords are identifiers here (`:(a[end])` shows `a[end]`).
    return !(s in ("true", "false"))
end

# ---- Types, functions, modules: rendered by the runtime ----
show(io::IO, T::Type) = (write(io, Core.repr_fallback(T)); nothing)
show(io::IO, ::Type{BitArray{1}}) = (write(io, "BitVector"); nothing)
show(io::IO, ::Type{BitArray{2}}) = (write(io, "BitMatrix"); nothing)
# An anonymous function or closure shows as its generated name (`#3`), without
# the fields it captures.
function show(io::IO, f::Function)
    s = Core.repr_fallback(f)
    if startswith(s, "var\"#")
        # The type's name as printed, `var"#3"(…)`: the name alone.
        s = s[5:end]
        k = findfirst('"', s)
        k === nothing || (s = s[1:prevind(s, k)])
    end
    if startswith(s, '#')
        k = findfirst(c -> c == '(' || c == '{', s)
        k === nothing || (s = s[1:prevind(s, k)])
        k = findnext('#', s, 2)
        k === nothing || (s = s[1:prevind(s, k)])
    end
    write(io, s)
    return nothing
end
show(io::IO, m::Module) = (write(io, Core.repr_fallback(m)); nothing)
print(io::IO, T::Type) = show(io, T)

# ---- Any other value: its type and fields, `T(a, b)` ----
show(io::IO, x) = show_default(io, x)
function show_default(io::IO, x)
    T = typeof(x)
    show(io, T)
    write(io, '(')
    n = nfields(x)
    if n > 0 && !show_circular(io, x)
        inner = IOContext(io, :SHOWN_SET => x, :typeinfo => Any)
        for i in 1:n
            if isdefined(x, i)
                show(inner, getfield(x, i))
            else
                write(io, "#undef")
            end
            i < n && write(io, ", ")
        end
    end
    write(io, ')')
    return nothing
end

# ---- Tuples, named tuples, pairs ----
function show(io::IO, t::Tuple)
    write(io, '(')
    ti = get(io, :typeinfo, Any)
    typed = t isa ti && ti <: Tuple && ti isa DataType
    n = nfields(t)
    for i in 1:n
        show(IOContext(io, :typeinfo => typed ? fieldtype(ti, i) : Any), getfield(t, i))
        i < n && write(io, ", ")
    end
    n == 1 && write(io, ',')
    write(io, ')')
    return nothing
end
function show(io::IO, nt::NamedTuple)
    n = nfields(nt)
    n == 0 && return (write(io, "NamedTuple()"); nothing)
    ks = keys(nt)
    # Values whose types are wider than the field types need the type written.
    T = typeof(nt)
    for i in 1:n
        if typeof(getfield(nt, i)) !== fieldtype(T, i)
            show(io, T)
            write(io, '(')
            show(io, values(nt))
            write(io, ')')
            return nothing
        end
    end
    write(io, '(')
    for i in 1:n
        write(io, String(ks[i]), " = ")
        show(IOContext(io, :typeinfo => Any), getfield(nt, i))
        i < n && write(io, ", ")
    end
    n == 1 && write(io, ',')
    write(io, ')')
    return nothing
end
function show(io::IO, p::Pair)
    ti = get(io, :typeinfo, Any)
    typed = p isa ti && ti <: Pair && ti isa DataType
    a = p.first
    b = p.second
    a isa Pair && write(io, '(')
    show(IOContext(io, :typeinfo => typed ? fieldtype(ti, 1) : Any), a)
    a isa Pair && write(io, ')')
    write(io, " => ")
    b isa Pair && write(io, '(')
    show(IOContext(io, :typeinfo => typed ? fieldtype(ti, 2) : Any), b)
    b isa Pair && write(io, ')')
    return nothing
end
show(io::IO, s::Some) = (write(io, "Some("); show(io, s.value); write(io, ')'); nothing)
show(io::IO, r::RefValue) = (show(io, typeof(r)); write(io, '('); show(io, r.x); write(io, ')'); nothing)

# ---- Element-type prefixes (arrayshow.jl's typeinfo_prefix) ----
# Types whose values show which type they are, so containers of them need no prefix.
function typeinfo_implicit(T)
    (T === Float64 || T === Int64 || T === Char || T === String || T === Symbol) && return true
    T isa DataType || return false
    _is_singleton_type(T) && return true
    isconcretetype(T) || return false
    if T <: Array
        return typeinfo_implicit(eltype(T))
    elseif T <: Tuple || T <: NamedTuple || T <: Pair
        for i in 1:fieldcount(T)
            typeinfo_implicit(fieldtype(T, i)) || return false
        end
        return true
    end
    return false
end
_is_singleton_type(T::DataType) = Core.type_issingleton(T)

# (prefix, implicit): the text before `[` and whether the element type is implied.
function typeinfo_prefix(io::IO, X)
    ti = get(io, :typeinfo, Any)
    X isa ti || (ti = Any)
    ctx = ti <: AbstractArray || ti <: AbstractSet || ti <: AbstractDict ||
        ti <: ValueIterator ? eltype(ti) : nothing
    E = eltype(X)
    if X isa AbstractDict
        E == ctx && return (_type_name_string(typeof(X)), false)
        if !isempty(X) && typeinfo_implicit(keytype(X)) && typeinfo_implicit(valtype(X))
            return (_type_name_string(typeof(X)), true)
        end
        return (repr(typeof(X)), false)
    end
    E == ctx && return ("", false)
    !isempty(X) && typeinfo_implicit(E) && return ("", true)
    return (repr(E), false)
end
# The name of a type without its parameters: "Dict".
function _type_name_string(T)
    s = repr(T)
    k = findfirst(==('{'), s)
    return k === nothing ? s : s[1:prevind(s, k)]
end

# A container shown inside itself prints `#= circular reference @-N =#`, N
# counting the containers being shown from the innermost (:SHOWN_SET entries).
function show_circular(io::IOContext, @nospecialize(x))
    d = 1
    p = io.props
    p === nothing && return false
    p.key === :SHOWN_SET || (p = p.shown)
    while p !== nothing
        if p.value === x
            write(io, "#= circular reference @-", string(d), " =#")
            return true
        end
        d += 1
        p = p.shown
    end
    return false
end
show_circular(io::IO, @nospecialize(x)) = false

# ---- Arrays ----
function show(io::IO, X::AbstractArray)
    prefix, implicit = typeinfo_prefix(io, X)
    inner = implicit ? io : IOContext(io, :typeinfo => eltype(X))
    nd = ndims(X)
    if nd == 1
        write(io, prefix, '[')
        show_circular(io, X) && (write(io, ']'); return nothing)
        inner = IOContext(inner, :SHOWN_SET => X)
        n = length(X)
        # With :limit, more than 20 elements show as the first and last 10.
        limited = get(io, :limit, false) === true && n > 20
        for i in 1:n
            limited && 10 < i <= n - 10 && continue
            _show_element(inner, X, i)
            if limited && i == 10
                write(io, "  …  ")
            elseif i < n
                write(io, ", ")
            end
        end
        write(io, ']')
        return nothing
    end
    if isempty(X) || nd == 0
        if nd == 0
            write(io, "fill(")
            show(inner, X[1])
            write(io, ')')
            return nothing
        end
        show(io, typeof(X))
        write(io, "(undef, ")
        dims = size(X)
        for d in 1:nd
            print(io, dims[d])
            d < nd && write(io, ", ")
        end
        write(io, ')')
        return nothing
    end
    # [a b; c d], and for more dimensions slices separated by ;;; (one ; per dim).
    dims = size(X)
    nr = dims[1]
    nc = dims[2]
    slice = nr * nc
    nslices = div(length(X), slice)
    write(io, prefix, '[')
    for s in 0:nslices-1
        if s > 0
            semis = 3
            k = s
            for d in 3:nd-1
                rem(k, dims[d]) == 0 || break
                k = div(k, dims[d])
                semis += 1
            end
            write(io, ";"^semis, ' ')
        end
        for i in 1:nr
            for j in 1:nc
                j > 1 && write(io, ' ')
                _show_element(inner, X, s * slice + (j - 1) * nr + i)
            end
            i < nr && write(io, "; ")
        end
    end
    nd == 2 && nc == 1 && write(io, ";;")
    write(io, ']')
    return nothing
end
function _show_element(io::IO, X::Array, i::Int)
    if Core.array_isassigned(X, i)
        show(io, X[i])
    else
        write(io, "#undef")
    end
end
_show_element(io::IO, X, i::Int) = show(io, X[i])

# ---- Ranges ----
show(io::IO, r::UnitRange) = (show(io, r.start); write(io, ':'); show(io, r.stop); nothing)
show(io::IO, r::OneTo) = (write(io, "Base.OneTo("); show(io, r.stop); write(io, ')'); nothing)
show(io::IO, r::Slice) = (write(io, "Base.Slice("); show(io, r.indices); write(io, ')'); nothing)
function show(io::IO, r::StepRange)
    show(io, r.start)
    write(io, ':')
    show(io, r.step)
    write(io, ':')
    show(io, r.stop)
    return nothing
end
function show(io::IO, r::StepRangeLen)
    show(io, first(r))
    write(io, ':')
    show(io, step(r))
    write(io, ':')
    show(io, last(r))
    return nothing
end

function show(io::IO, r::LinRange{T}) where {T}
    write(io, "LinRange{")
    show(io, T)
    write(io, "}(")
    show(io, first(r))
    write(io, ", ")
    show(io, last(r))
    write(io, ", ")
    show(io, length(r))
    write(io, ')')
    return nothing
end

# ---- Dicts and sets ----
# The items shown one after the other, separated by ", ".
function _show_list(io::IO, items)
    started = false
    for x in items
        started && write(io, ", ")
        started = true
        show(io, x)
    end
    return nothing
end

function show(io::IO, d::AbstractDict)
    prefix = typeinfo_prefix(io, d)[1]
    write(io, prefix, '(')
    show_circular(io, d) && (write(io, ')'); return nothing)
    _show_list(IOContext(io, :SHOWN_SET => d, :typeinfo => eltype(d)), d)
    write(io, ')')
    return nothing
end
function show(io::IO, s::AbstractSet)
    if isempty(s)
        if get(io, :typeinfo, Any) === typeof(s)
            write(io, _type_name_string(typeof(s)), "()")
        else
            show(io, typeof(s))
            write(io, "()")
        end
        return nothing
    end
    write(io, _type_name_string(typeof(s)), '(')
    v = collect(s)
    prefix, implicit = typeinfo_prefix(io, s)
    inner = implicit ? io : IOContext(io, :typeinfo => eltype(s))
    write(io, prefix, '[')
    _show_list(inner, v)
    write(io, "])")
    return nothing
end
# keys(d) and values(d) show as vectors: ["a", "b"].
function show(io::IO, v::Union{KeySet, ValueIterator})
    prefix, implicit = typeinfo_prefix(io, v)
    inner = implicit ? io : IOContext(io, :typeinfo => eltype(v))
    write(io, prefix, '[')
    _show_list(inner, v)
    write(io, ']')
    return nothing
end
function show(io::IO, p::Pairs)
    write(io, "pairs(")
    show(io, p.data)
    write(io, ')')
    return nothing
end

# ---- Iterators and generators ----
function show(io::IO, g::Generator)
    write(io, "Base.Generator{")
    show(io, typeof(g.iter))
    write(io, ", ")
    show(io, typeof(g.f))
    write(io, "}(")
    show(io, g.f)
    write(io, ", ")
    show(io, g.iter)
    write(io, ')')
    return nothing
end

# ---- summary: "3-element Vector{Int64}" ----
summary(x) = sprint(summary, x)
summary(io::IO, x) = show(io, typeof(x))
# "3-element ", "2×3 ", "0-dimensional ": the start of an array's summary.
function _summary_dims(io::IO, dims)
    nd = length(dims)
    if nd == 0
        write(io, "0-dimensional ")
    elseif nd == 1
        print(io, dims[1], "-element ")
    else
        for d in 1:nd
            print(io, dims[d])
            d < nd && write(io, '×')
        end
        write(io, ' ')
    end
    return nothing
end
function summary(io::IO, A::AbstractArray)
    _summary_dims(io, size(A))
    show(io, typeof(A))
    return nothing
end
summary(io::IO, s::String) = (print(io, ncodeunits(s), "-codeunit String"); nothing)
function summary(io::IO, d::AbstractDict)
    show(io, typeof(d))
    n = length(d)
    print(io, " with ", n, n == 1 ? " entry" : " entries")
    return nothing
end

# ---- display: the multi-line form the REPL uses ----
display(x) = (show(stdout, MIME"text/plain"(), x); write(stdout, '\n'); nothing)

# A Char with its code point and Unicode category (Julia's base/char.jl).
const _CATEGORY_NAMES = (
    Cn = "Other, not assigned", Lu = "Letter, uppercase", Ll = "Letter, lowercase",
    Lt = "Letter, titlecase", Lm = "Letter, modifier", Lo = "Letter, other",
    Mn = "Mark, nonspacing", Mc = "Mark, spacing combining", Me = "Mark, enclosing",
    Nd = "Number, decimal digit", Nl = "Number, letter", No = "Number, other",
    Pc = "Punctuation, connector", Pd = "Punctuation, dash", Ps = "Punctuation, open",
    Pe = "Punctuation, close", Pi = "Punctuation, initial quote",
    Pf = "Punctuation, final quote", Po = "Punctuation, other", Sm = "Symbol, math",
    Sc = "Symbol, currency", Sk = "Symbol, modifier", So = "Symbol, other",
    Zs = "Separator, space", Zl = "Separator, line", Zp = "Separator, paragraph",
    Cc = "Other, control", Cf = "Other, format", Cs = "Other, surrogate",
    Co = "Other, private use", In = "Invalid, too high", Ma = "Malformed, bad data")
function show(io::IO, ::MIME"text/plain", c::Char)
    show(io, c)
    get(io, :compact, false) === true && return nothing
    abbrev = Core.char_property(c, :category)
    if abbrev === :Ma
        print(io, ": Malformed UTF-8")
    else
        u = codepoint(c)
        print(io, ": ", isascii(c) ? "ASCII/" : "", "Unicode U+",
              uppercase(string(u; base = 16, pad = 4)))
    end
    print(io, " (category ", abbrev, ": ", getfield(_CATEGORY_NAMES, abbrev), ")")
    return nothing
end

# A function with its number of methods (Julia's base/show.jl).
function show(io::IO, ::MIME"text/plain", f::Function)
    get(io, :compact, false) === true && return show(io, f)
    if f isa Core.Builtin
        print(io, f, " (built-in function)")
        return nothing
    end
    n = length(methods(f))
    print(io, f, " (generic function with ", n, n == 1 ? " method)" : " methods)")
    return nothing
end
show(io::IO, s::Splat) = (print(io, "splat("); show(io, s.f); print(io, ")"))

# A TypeVar on its own: its name with the bounds that are not the defaults.
function show(io::IO, tv::TypeVar)
    lb, ub = tv.lb, tv.ub
    if lb !== Union{} && ub === Any
        print(io, tv.name, ">:")
        show(io, lb)
        return nothing
    end
    lb !== Union{} && (show(io, lb); print(io, "<:"))
    print(io, tv.name)
    ub !== Any && (print(io, "<:"); show(io, ub))
    return nothing
end
MIME(s::AbstractString) = MIME{Symbol(s)}()
show(io::IO, ::MIME, x) = show(io, x)
show(io::IO, mime::AbstractString, x) = show(io, MIME(mime), x)
# repr in a MIME type: the text show(io, mime, x) writes (a string given for text is
# returned as it is, as Julia does for a text MIME type).
repr(mime::MIME, x; context = nothing) = sprint((io, v) -> show(io, mime, v), x; context = context)
repr(mime::AbstractString, x; context = nothing) = repr(MIME(mime), x; context = context)
repr(::MIME"text/plain", x::AbstractString; context = nothing) = String(x)

