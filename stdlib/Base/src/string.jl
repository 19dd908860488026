# String (Julia manual, "Strings"): UTF-8 bytes indexed by byte. An index that is
# not the start of a character raises StringIndexError; iteration yields Chars.
# The generic AbstractString functions here work through ncodeunits, codeunit,
# isvalid, iterate, nextind and prevind.

# ---- Code units and indices ----
ncodeunits(s::String) = Core.sizeof(s)
codeunit(s::String, i::Integer) = Core.codeunit(s, Int(i))
codeunit(s::AbstractString) = UInt8
sizeof(s::String) = Core.sizeof(s)
isvalid(s::String, i::Integer) = Core.string_isvalid(s, Int(i))
isvalid(s::String) = Core.string_isvalid_utf8(s)
isvalid(::Type{String}, s::String) = Core.string_isvalid_utf8(s)
isvalid(::Type{String}, s::AbstractString) = isvalid(String(s))
isvalid(::Type{String}, v::AbstractVector{UInt8}) = Core.string_isvalid_utf8(String(copy(v)))
length(s::String) = Core.string_length(s)
isempty(s::AbstractString) = ncodeunits(s) == 0
firstindex(s::AbstractString) = 1
lastindex(s::AbstractString) = thisind(s, ncodeunits(s))
lastindex(s::AbstractString, d::Integer) = lastindex(s)
function nextind(s::String, i::Integer)
    i == 0 && return 1
    return Core.string_nextind(s, Int(i))
end
prevind(s::String, i::Integer) = Core.string_prevind(s, Int(i))
function nextind(s::AbstractString, i::Integer, n::Integer)
    for _ in 1:n
        i > ncodeunits(s) && return i + 1
        i = nextind(s, i)
    end
    return i
end
function prevind(s::AbstractString, i::Integer, n::Integer)
    for _ in 1:n
        i < 1 && return i - 1
        i = prevind(s, i)
    end
    return i
end
function thisind(s::AbstractString, i::Integer)
    n = ncodeunits(s)
    (i == 0 || i == n + 1) && return Int(i)
    (1 <= i <= n) || throw(BoundsError(s, i))
    return prevind(s, i + 1)
end
eltype(::Type{<:AbstractString}) = Char
IteratorSize(::Type{<:AbstractString}) = HasLength()

iterate(s::String, i::Int = 1) = Core.string_next(s, i)

"""
    EachStringIndex(s)

The valid character indices of `s` (what `eachindex(s)` and `keys(s)` return).
"""
struct EachStringIndex{T<:AbstractString}
    s::T
end
eachindex(s::AbstractString) = EachStringIndex(s)
keys(s::AbstractString) = EachStringIndex(s)
length(e::EachStringIndex) = length(e.s)
eltype(::Type{<:EachStringIndex}) = Int
iterate(e::EachStringIndex, i::Int = 1) = i > ncodeunits(e.s) ? nothing : (i, nextind(e.s, i))

# ---- Indexing ----
function getindex(s::String, i::Int)
    (1 <= i <= ncodeunits(s)) || throw(BoundsError(s, i))
    Core.string_isvalid(s, i) || throw(StringIndexError(s, i))
    return getfield(Core.string_next(s, i), 1)
end
getindex(s::AbstractString, i::Integer) = s[Int(i)]
function getindex(s::String, r::AbstractUnitRange{<:Integer})
    i = Int(first(r))
    j = Int(last(r))
    j < i && return ""
    n = ncodeunits(s)
    (1 <= i && j <= n) || throw(BoundsError(s, r))
    Core.string_isvalid(s, i) || throw(StringIndexError(s, i))
    Core.string_isvalid(s, j) || throw(StringIndexError(s, j))
    return Core.string_substr(s, i, nextind(s, j) - 1)
end
getindex(s::AbstractString, v::AbstractVector{<:Integer}) = String([s[i] for i in v])
checkbounds(s::AbstractString, i::Integer) =
    (1 <= i <= ncodeunits(s)) ? nothing : throw(BoundsError(s, i))

# ---- Construction and conversion ----
String(s::String) = s
String(s::AbstractString) = Core.string_concat([c for c in s]...)
String(v::AbstractVector{UInt8}) = Core.string_from_bytes(Vector{UInt8}(v))
String(v::Vector{UInt8}) = Core.string_from_bytes(v)
String(chars::AbstractVector{Char}) = _string_from_chars(chars)
String(s::Symbol) = Core.symbol_name(s)
convert(::Type{String}, s::AbstractString) = String(s)
convert(::Type{AbstractString}, s::AbstractString) = s
_string_from_chars(chars) = isempty(chars) ? "" : Core.string_concat(chars...)
Symbol(s::String) = Core.symbol(s)
Symbol(s::Symbol) = s
Symbol(xs...) = Core.symbol(string(xs...))
string(s::Symbol) = Core.symbol_name(s)
string(s::String) = s
string(c::Char) = Core.string_concat(c)
string(s::AbstractString) = String(s)
string(b::Bool) = b ? "true" : "false"
string(::Nothing) = "nothing"
string(x::Float64) = Core.Intrinsics.float_to_string(x)
string(x::Union{String, Char, Symbol}, ys::Union{String, Char, Symbol}...) = Core.string_concat(x, ys...)
"""
    string(n::Integer; base = 10, pad = 1)

The digits of `n` in `base` (2 to 62), left-padded with zeros to `pad` digits.
"""
string(n::BitInteger; base::Integer = 10, pad::Integer = 1) =
    Core.Intrinsics.int_to_string(n, Int(base), Int(pad))
bitstring(x::BitInteger) = string(unsigned(x); base = 2, pad = 8 * sizeof(x))
bitstring(x::Float64) = bitstring(bitcast(UInt64, x))
bitstring(x::Float32) = bitstring(bitcast(UInt32, x))
bitstring(x::Bool) = bitstring(UInt8(x))
bitstring(x::Char) = bitstring(bitcast(UInt32, x))
codeunits(s::AbstractString) = CodeUnits(s)

"""
    CodeUnits(s)

The bytes of `s` as an AbstractVector{UInt8} (what `codeunits(s)` returns).
"""
struct CodeUnits{T, S<:AbstractString} <: AbstractVector{T}
    s::S
    CodeUnits{T, S}(s) where {T, S<:AbstractString} = new(s)
end
CodeUnits(s::AbstractString) = CodeUnits{UInt8, typeof(s)}(s)
size(c::CodeUnits) = (ncodeunits(c.s),)
length(c::CodeUnits) = ncodeunits(c.s)
getindex(c::CodeUnits, i::Int) = codeunit(c.s, i)
iterate(c::CodeUnits, i::Int = 1) = i > ncodeunits(c.s) ? nothing : (codeunit(c.s, i), i + 1)

# ---- Comparison ----
==(a::String, b::String) = a === b
==(a::AbstractString, b::AbstractString) = String(a) === String(b)
cmp(a::String, b::String) = Core.string_cmp(a, b)
cmp(a::AbstractString, b::AbstractString) = Core.string_cmp(String(a), String(b))
isless(a::AbstractString, b::AbstractString) = cmp(a, b) < 0
isequal(a::AbstractString, b::AbstractString) = a == b
hash(s::AbstractString, h::UInt64) = hash(String(s), h)

# ---- Concatenation and repetition ----
*(a::String, b::String) = Core.string_concat(a, b)
*(a::Union{AbstractString, AbstractChar}, bs::Union{AbstractString, AbstractChar}...) = string(a, bs...)
^(s::Union{AbstractString, AbstractChar}, n::Integer) = repeat(s, n)
repeat(s::String, n::Integer) = Core.string_repeat(s, Int(n))
repeat(c::Char, n::Integer) = Core.string_repeat(c, Int(n))
repeat(s::AbstractString, n::Integer) = Core.string_repeat(String(s), Int(n))

# ---- Searching ----
occursin(needle::Union{AbstractString, AbstractChar}, haystack::AbstractString) =
    _search(haystack, needle, 1) != 0
contains(haystack::AbstractString, needle) = occursin(needle, haystack)
_search(h::AbstractString, n::AbstractString, i::Int) = Core.string_search(String(h), String(n), i)
_search(h::AbstractString, c::AbstractChar, i::Int) = Core.string_search(String(h), string(c), i)
in(c::AbstractChar, s::AbstractString) = _search(s, c, 1) != 0
function startswith(s::AbstractString, prefix::AbstractString)
    n = ncodeunits(prefix)
    n <= ncodeunits(s) || return false
    for i in 1:n
        codeunit(s, i) == codeunit(prefix, i) || return false
    end
    return true
end
function endswith(s::AbstractString, suffix::AbstractString)
    n = ncodeunits(suffix)
    m = ncodeunits(s)
    n <= m || return false
    for i in 1:n
        codeunit(s, m - n + i) == codeunit(suffix, i) || return false
    end
    return true
end
startswith(s::AbstractString, c::AbstractChar) = !isempty(s) && first(s) == c
endswith(s::AbstractString, c::AbstractChar) = !isempty(s) && last(s) == c

# The byte range of the first match of needle at or after i, or nothing.
function findnext(needle::AbstractString, s::AbstractString, i::Integer)
    k = Core.string_search(String(s), String(needle), Int(i))
    k == 0 && return nothing
    return k:(k + ncodeunits(needle) - 1)
end
findfirst(needle::AbstractString, s::AbstractString) = findnext(needle, s, 1)
function findlast(needle::AbstractString, s::AbstractString)
    k = Core.string_rsearch(String(s), String(needle), ncodeunits(s))
    k == 0 && return nothing
    return k:(k + ncodeunits(needle) - 1)
end
function findnext(pred::Function, s::AbstractString, i::Integer)
    i = Int(i)
    n = ncodeunits(s)
    while i <= n
        pred(s[i]) && return i
        i = nextind(s, i)
    end
    return nothing
end
findfirst(pred::Function, s::AbstractString) = findnext(pred, s, 1)
findnext(c::AbstractChar, s::AbstractString, i::Integer) = findnext(==(c), s, i)
findfirst(c::AbstractChar, s::AbstractString) = findnext(==(c), s, 1)
function findprev(pred::Function, s::AbstractString, i::Integer)
    i = Int(i)
    while i >= 1
        pred(s[i]) && return i
        i = prevind(s, i)
    end
    return nothing
end
findlast(pred::Function, s::AbstractString) = findprev(pred, s, lastindex(s))
findlast(c::AbstractChar, s::AbstractString) = findprev(==(c), s, lastindex(s))
findprev(c::AbstractChar, s::AbstractString, i::Integer) = findprev(==(c), s, i)
function findall(pred::Function, s::AbstractString)
    out = Int[]
    for i in eachindex(s)
        pred(s[i]) && push!(out, i)
    end
    return out
end
findall(c::AbstractChar, s::AbstractString) = findall(==(c), s)
function findall(needle::AbstractString, s::AbstractString; overlap::Bool = false)
    out = UnitRange{Int}[]
    i = 1
    while true
        r = findnext(needle, s, i)
        r === nothing && return out
        push!(out, r)
        i = overlap ? nextind(s, first(r)) : (isempty(r) ? nextind(s, first(r)) : last(r) + 1)
        i > ncodeunits(s) + 1 && return out
    end
end

# ---- Transformations ----
# (The Chars are pushed into a Vector{Char} so that inference knows the result is a
# String: `map(uppercase, String[])` is then a Vector{String}, as in Julia.)
function map(f, s::AbstractString)
    out = Char[]
    for c in s
        push!(out, _to_char(f(c)))
    end
    return _string_from_chars(out)
end
_to_char(c::AbstractChar) = c
_to_char(x) = throw(ArgumentError(string("map(f, s::AbstractString) requires f to return ",
    "AbstractChar; try map(f, collect(s)) or a comprehension instead")))
filter(f, s::AbstractString) = _string_from_chars([c for c in s if f(c)])
uppercase(s::AbstractString) = map(uppercase, s)
lowercase(s::AbstractString) = map(lowercase, s)
function titlecase(s::AbstractString; wordsep::Function = !isletter, strict::Bool = true)
    out = Char[]
    startword = true
    for c in s
        if wordsep(c)
            push!(out, c)
            startword = true
        else
            push!(out, startword ? titlecase(c) : (strict ? lowercase(c) : c))
            startword = false
        end
    end
    return _string_from_chars(out)
end
function uppercasefirst(s::AbstractString)
    isempty(s) && return String(s)
    c = first(s)
    return string(titlecase(c), s[nextind(s, 1):end])
end
function lowercasefirst(s::AbstractString)
    isempty(s) && return String(s)
    c = first(s)
    return string(lowercase(c), s[nextind(s, 1):end])
end
reverse(s::AbstractString) = _string_from_chars(reverse(collect(Char, s)))
isascii(s::AbstractString) = all(isascii, s)

first(s::AbstractString) = (y = iterate(s); y === nothing ? throw(BoundsError(s, 1)) : getfield(y, 1))
last(s::AbstractString) = s[lastindex(s)]
function first(s::AbstractString, n::Integer)
    n < 0 && throw(ArgumentError(string("Requested number of characters (", n, ") must be non-negative")))
    n == 0 && return ""
    i = 1
    for _ in 2:n
        i = nextind(s, i)
        i > ncodeunits(s) && return String(s)
    end
    return s[1:i]
end
function last(s::AbstractString, n::Integer)
    n < 0 && throw(ArgumentError(string("Requested number of characters (", n, ") must be non-negative")))
    n == 0 && return ""
    i = max(1, prevind(s, ncodeunits(s) + 1, n))
    return s[i:end]
end

collect(s::AbstractString) = Char[c for c in s]
function count(pred, s::AbstractString)
    n = 0
    for c in s
        pred(c) && (n += 1)
    end
    return n
end
count(needle::AbstractString, s::AbstractString; overlap::Bool = false) =
    length(findall(needle, s; overlap = overlap))
# A String's bytes (its code units), whether or not they are valid UTF-8.
Array{UInt8, 1}(s::String) = Core.string_to_bytes(s)
Array{UInt8}(s::String) = Core.string_to_bytes(s)
