# String utilities: split and join, replace, strip, padding, chop. Results that
# are part of the input are SubStrings, as in Julia.

# ---- Matching one delimiter at byte index i ----
# _delim_match(d, s, i) is the byte range of the delimiter d starting at or after
# i, or nothing. Delimiters: a String, a Char, a set of Chars or a predicate.
function _delim_match(d::AbstractString, s::String, i::Int)
    isempty(d) && return i <= ncodeunits(s) + 1 ? (i:i-1) : nothing
    k = Core.string_search(s, String(d), i)
    k == 0 && return nothing
    return k:(k + ncodeunits(d) - 1)
end
_delim_match(d::AbstractChar, s::String, i::Int) = _delim_match(==(d), s, i)
function _delim_match(pred, s::String, i::Int)
    n = ncodeunits(s)
    while i <= n
        c = s[i]
        _is_delim(pred, c) && return i:(nextind(s, i) - 1)
        i = nextind(s, i)
    end
    return nothing
end
_is_delim(pred::Function, c) = pred(c)
_is_delim(chars, c) = c in chars

"""
    split(s, delim; limit = 0, keepempty = true)
    split(s; limit = 0, keepempty = false)

The parts of `s` between occurrences of `delim` (by default, runs of whitespace),
as SubStrings. `limit > 0` gives at most `limit` parts.
"""
function split(str::AbstractString, dlm; limit::Integer = 0, keepempty::Bool = true)
    out = _split_runtime(str, dlm, limit, keepempty)
    out === nothing || return out
    return _split(String(str), dlm, limit, keepempty)
end
# split's pieces found by the runtime in one call, for a String or SubString{String}
# split by a non-empty valid String or SubString, a valid Char or `isspace`;
# nothing for the others, which take the paths written here.
function _split_runtime(str::AbstractString, dlm, limit::Integer, keepempty::Bool)
    limit isa Int || return nothing
    dlm isa Union{String, SubString{String}, Char} || dlm === isspace || return nothing
    d = dlm === isspace ? nothing : dlm isa SubString{String} ? String(dlm) : dlm
    if str isa String
        return Core.string_split(SubString{String}[], str, 0, ncodeunits(str), d, limit, keepempty)
    elseif str isa SubString{String}
        return Core.string_split(SubString{String}[], str.string, str.offset, str.ncodeunits, d,
                                 limit, keepempty)
    end
    return nothing
end
# Pieces between the matches of dlm; an empty match splits between characters.
function _split(s::String, dlm, limit::Integer, keepempty::Bool)
    out = SubString{String}[]
    n = ncodeunits(s)
    i = 1                       # start of the current piece
    r = _delim_match(dlm, s, 1)
    if r !== nothing
        j = first(r)
        k = nextind(s, last(r)) # just after the match
        while 0 < j <= n && length(out) != limit - 1
            if i < k
                (keepempty || i < j) && push!(out, SubString(s, i, prevind(s, j)))
                i = k
            end
            k <= j && (k = nextind(s, j))
            r = _delim_match(dlm, s, k)
            r === nothing && break
            j = first(r)
            k = nextind(s, last(r))
        end
    end
    (keepempty || i <= n) && push!(out, SubString(s, i, n))
    return out
end
# A string delimiter (the common case): search with the runtime, no ranges.
function split(str::AbstractString, dlm::AbstractString; limit::Integer = 0,
               keepempty::Bool = true)
    out = _split_runtime(str, dlm, limit, keepempty)
    out === nothing || return out
    s = String(str)
    d = String(dlm)
    nd = ncodeunits(d)
    nd == 0 && return _split(s, d, limit, keepempty)
    out = SubString{String}[]
    n = ncodeunits(s)
    start = 1
    while limit <= 0 || length(out) < limit - 1
        j = Core.string_search(s, d, start)
        j == 0 && break
        (keepempty || j > start) && push!(out, SubString{String}(s, start - 1, j - start))
        start = j + nd
    end
    (keepempty || start <= n) && push!(out, SubString{String}(s, start - 1, n - start + 1))
    return out
end
split(str::AbstractString; limit::Integer = 0, keepempty::Bool = false) =
    split(str, isspace; limit = limit, keepempty = keepempty)

# eachsplit: the parts `split` gives, as an iterator of SubStrings of unknown length.
# (Kiln finds the parts when the iterator is made; Julia finds each one as it iterates.)
struct SplitIterator
    parts::Vector{SubString{String}}
end
eachsplit(str::AbstractString, dlm; limit::Integer = 0, keepempty::Bool = true) =
    SplitIterator(split(str, dlm; limit = limit, keepempty = keepempty))
eachsplit(str::AbstractString; limit::Integer = 0, keepempty::Bool = false) =
    SplitIterator(split(str; limit = limit, keepempty = keepempty))
iterate(it::SplitIterator, i::Int = 1) = i > length(it.parts) ? nothing : (it.parts[i], i + 1)
eltype(::Type{SplitIterator}) = SubString{String}
IteratorSize(::Type{SplitIterator}) = SizeUnknown()

function rsplit(str::AbstractString, dlm; limit::Integer = 0, keepempty::Bool = true)
    s = String(str)
    parts = split(s, dlm; keepempty = keepempty)
    (limit <= 0 || length(parts) <= limit) && return parts
    # Join the leading parts back: find where the (limit-1)-th delimiter from the
    # end starts.
    out = SubString{String}[]
    stop = ncodeunits(s)
    for _ in 1:limit-1
        r = _rdelim_match(dlm, s, stop)
        r === nothing && break
        pushfirst!(out, SubString(s, last(r) + 1, stop))
        stop = first(r) - 1
    end
    pushfirst!(out, SubString(s, 1, stop))
    return out
end
rsplit(str::AbstractString; limit::Integer = 0, keepempty::Bool = false) =
    rsplit(str, isspace; limit = limit, keepempty = keepempty)
function _rdelim_match(d::AbstractString, s::String, i::Int)
    k = Core.string_rsearch(s, String(d), i)
    k == 0 && return nothing
    return k:(k + ncodeunits(d) - 1)
end
function _rdelim_match(d, s::String, i::Int)
    while i >= 1
        c = s[i]
        (d isa AbstractChar ? c == d : _is_delim(d, c)) && return i:(nextind(s, i) - 1)
        i = prevind(s, i)
    end
    return nothing
end

"""
    join(iter, delim = "", last = delim)

The `string` of each element, separated by `delim` (and `last` before the final one).
"""
function join(io::IO, itr, delim = "", last = delim)
    if io isa Union{IOBuffer, FDStream} && itr isa Union{Array, Tuple}
        s = Core.string_join(SubString{String}, itr, delim, last)
        s === nothing || (write(io, s); return nothing)
    end
    return _join_printed(io, itr, delim, last)
end
# join's generic path: each element printed.
function _join_printed(io::IO, itr, delim, last)
    y = iterate(itr)
    y === nothing && return nothing
    x = getfield(y, 1)
    y = iterate(itr, getfield(y, 2))
    while true
        print(io, x)
        y === nothing && break
        x = getfield(y, 1)
        y = iterate(itr, getfield(y, 2))
        print(io, y === nothing ? last : delim)
    end
    return nothing
end
function join(itr, delim = "", last = delim)
    # Strings, SubStrings, Chars and Symbols of an array or tuple: one String made
    # by the runtime (what printing each into an IOBuffer gives).
    if itr isa Union{Array, Tuple}
        s = Core.string_join(SubString{String}, itr, delim, last)
        s === nothing || return s
    end
    io = IOBuffer()
    _join_printed(io, itr, delim, last)
    return String(take!(io))
end

# ---- replace ----
"""
    replace(s, pat => r; count = typemax(Int))

`s` with the first `count` non-overlapping matches of `pat` (a string, Char,
predicate or Regex) replaced by `r` (a string, a function of the match, or for a
Regex a substitution string `s"..."`).
"""
function replace(str::AbstractString, pat_rep::Pair; count::Integer = typemax(Int))
    s = String(str)
    pat = pat_rep.first
    rep = pat_rep.second
    count == 0 && return s
    out = IOBuffer()
    i = 1
    n = ncodeunits(s)
    done = 0
    last_end = 0
    while done < count && i <= n + 1
        r = _replace_match(pat, s, i)
        r === nothing && break
        j = first(r)
        k = last(r)
        print(out, _substr(s, i, j - 1))
        _replace_write(out, rep, s, r, pat)
        done += 1
        if k < j
            # An empty match: copy one character and move on.
            j <= n && print(out, s[j])
            i = j <= n ? nextind(s, j) : n + 2
        else
            i = k + 1
        end
    end
    i <= n && print(out, _substr(s, i, n))
    return String(take!(out))
end
function replace(str::AbstractString, p1::Pair, p2::Pair, ps::Pair...; count::Integer = typemax(Int))
    pairs = (p1, p2, ps...)
    s = String(str)
    out = IOBuffer()
    i = 1
    n = ncodeunits(s)
    done = 0
    while i <= n && done < count
        best = nothing
        bestp = nothing
        for p in pairs
            r = _replace_match(p.first, s, i)
            if r !== nothing && (best === nothing || first(r) < first(best))
                best = r
                bestp = p
            end
        end
        best === nothing && break
        print(out, _substr(s, i, first(best) - 1))
        _replace_write(out, bestp.second, s, best, bestp.first)
        done += 1
        i = last(best) >= first(best) ? last(best) + 1 : (print(out, s[first(best)]); nextind(s, first(best)))
    end
    i <= n && print(out, _substr(s, i, n))
    return String(take!(out))
end
_replace_match(pat, s::String, i::Int) = i > ncodeunits(s) ? nothing : _delim_match(pat, s, i)
function _replace_match(pat::AbstractString, s::String, i::Int)
    isempty(pat) && return i <= ncodeunits(s) + 1 ? (i:i-1) : nothing
    return _delim_match(pat, s, i)
end
_replace_write(out, rep::AbstractString, s, r, pat) = print(out, rep)
_replace_write(out, rep::AbstractChar, s, r, pat) = print(out, rep)
_replace_write(out, rep, s, r, pat) = print(out, rep(SubString(s, first(r), last(r))))
replace(c::Function, s::AbstractString) = map(c, s)

# ---- strip, pad, chop ----
_strip_pred(chars::Function) = chars
_strip_pred(c::AbstractChar) = ==(c)
_strip_pred(chars) = x -> x in chars
function lstrip(s::AbstractString, chars = isspace)
    pred = _strip_pred(chars)
    str = String(s)
    i = 1
    n = ncodeunits(str)
    while i <= n && pred(str[i])
        i = nextind(str, i)
    end
    return SubString(str, i, n)
end
function rstrip(s::AbstractString, chars = isspace)
    pred = _strip_pred(chars)
    str = String(s)
    j = lastindex(str)
    while j >= 1 && pred(str[j])
        j = prevind(str, j)
    end
    return SubString(str, 1, j)
end
strip(s::AbstractString, chars = isspace) = lstrip(rstrip(s, chars), chars)
lstrip(pred::Function, s::AbstractString) = lstrip(s, pred)
rstrip(pred::Function, s::AbstractString) = rstrip(s, pred)
strip(pred::Function, s::AbstractString) = strip(s, pred)

# Widths are counted in terminal columns (`textwidth`), as Julia does since 1.7.
function lpad(s, n::Integer, p::Union{AbstractChar, AbstractString} = ' ')
    str = string(s)
    m = Int(n) - textwidth(str)
    m <= 0 && return str
    l = textwidth(p)
    q, r = divrem(m, l)
    return r == 0 ? string(p^q, str) : string(p^q, first(string(p), r), str)
end
function rpad(s, n::Integer, p::Union{AbstractChar, AbstractString} = ' ')
    str = string(s)
    m = Int(n) - textwidth(str)
    m <= 0 && return str
    l = textwidth(p)
    q, r = divrem(m, l)
    return r == 0 ? string(str, p^q) : string(str, p^q, first(string(p), r))
end

function chop(s::AbstractString; head::Integer = 0, tail::Integer = 1)
    str = String(s)
    n = ncodeunits(str)
    n == 0 && return SubString(str, 1, 0)
    i = nextind(str, 0, head + 1)
    j = prevind(str, n + 1, tail + 1)
    return SubString(str, i, j)
end
function chomp(s::AbstractString)
    str = String(s)
    n = ncodeunits(str)
    if endswith(str, "\r\n")
        return SubString(str, 1, n - 2)
    elseif endswith(str, "\n")
        return SubString(str, 1, n - 1)
    end
    return SubString(str, 1, n)
end
chopprefix(s::AbstractString, p::AbstractString) =
    startswith(s, p) ? SubString(String(s), ncodeunits(p) + 1, ncodeunits(s)) : SubString(String(s))
chopsuffix(s::AbstractString, p::AbstractString) =
    endswith(s, p) ? SubString(String(s), 1, ncodeunits(s) - ncodeunits(p)) : SubString(String(s))

# The string-returning form escapes `"` as well by default (Julia's default `esc`).
escape_string(s::AbstractString, esc = "\"") = sprint(escape_string, s, esc)

# Bytes i:j of s as a String ("" when j < i).
_substr(s::String, i::Int, j::Int) = j < i ? "" : Core.string_substr(s, i, j)

# ---- Hexadecimal text and bytes ----
const _hex_digits = "0123456789abcdef"
function bytes2hex(itr)
    eltype(itr) === UInt8 || throw(ArgumentError("eltype of iterator not UInt8"))
    io = IOBuffer()
    bytes2hex(io, itr)
    return String(take!(io))
end
function bytes2hex(io::IO, itr)
    eltype(itr) === UInt8 || throw(ArgumentError("eltype of iterator not UInt8"))
    for x in itr
        print(io, _hex_digits[1 + (x >> 4)], _hex_digits[1 + (x & 0x0f)])
    end
end
function _number_from_hex(c::UInt8)
    UInt8('0') <= c <= UInt8('9') && return c - UInt8('0')
    c |= 0x20
    UInt8('a') <= c <= UInt8('f') && return c - UInt8('a') + 0x0a
    throw(ArgumentError("byte is not an ASCII hexadecimal digit"))
end
_number_from_hex(c::AbstractChar) = _number_from_hex(UInt8(c))
function hex2bytes(s::AbstractString)
    sizeof(s) != length(s) && throw(ArgumentError("input string must consist of hexadecimal characters only"))
    return hex2bytes(_bytes_of(String(s)))
end
hex2bytes(itr) = hex2bytes!(Vector{UInt8}(undef, length(itr) >> 1), itr)
function hex2bytes!(dest::AbstractArray{UInt8}, itr)
    isodd(length(itr)) && throw(ArgumentError("length of iterable must be even"))
    2 * length(dest) != length(itr) && throw(ArgumentError("length of output array must be half of the length of input iterable"))
    xs = collect(itr)
    for i in 1:length(dest)
        dest[i] = (_number_from_hex(xs[2i - 1]) << 4) + _number_from_hex(xs[2i])
    end
    return dest
end
hex2bytes!(dest::AbstractArray{UInt8}, s::AbstractString) = hex2bytes!(dest, _bytes_of(String(s)))

_bytes_of(s::String) = UInt8[codeunit(s, i) for i in 1:sizeof(s)]

# ascii(s): s as a String, if every byte is ASCII.
function ascii(s::AbstractString)
    str = String(s)
    for i in 1:sizeof(str)
        codeunit(str, i) < 0x80 || throw(ArgumentError(string("invalid ASCII at index ", i, " in ", repr(str))))
    end
    return str
end

# transcode: a string's UTF-8, UTF-16 or UTF-32 code units, and back.
transcode(::Type{UInt8}, s::AbstractString) = Vector{UInt8}(codeunits(String(s)))
transcode(::Type{UInt8}, v::AbstractVector{UInt8}) = collect(v)
transcode(::Type{String}, s::AbstractString) = String(s)
transcode(::Type{String}, v::AbstractVector{UInt8}) = String(collect(v))
transcode(::Type{UInt32}, s::AbstractString) = UInt32[UInt32(c) for c in s]
transcode(::Type{String}, v::AbstractVector{UInt32}) = join(Char(u) for u in v)
function transcode(::Type{UInt16}, s::AbstractString)
    out = UInt16[]
    for c in s
        u = UInt32(c)
        if u < 0x00010000
            push!(out, UInt16(u))
        else
            u -= 0x00010000
            push!(out, UInt16(0xd800 + (u >> 10)), UInt16(0xdc00 + (u & 0x000003ff)))
        end
    end
    return out
end
function transcode(::Type{String}, v::AbstractVector{UInt16})
    io = IOBuffer()
    i = 1
    while i <= length(v)
        w = UInt32(v[i])
        if 0xd800 <= w < 0xdc00 && i < length(v) && 0xdc00 <= v[i + 1] < 0xe000
            print(io, Char(0x00010000 + ((w - 0xd800) << 10) + (UInt32(v[i + 1]) - 0xdc00)))
            i += 2
        else
            print(io, Char(w))
            i += 1
        end
    end
    return String(take!(io))
end
transcode(::Type{T}, v::AbstractVector{UInt8}) where {T<:Union{UInt16, UInt32}} = transcode(T, String(collect(v)))
