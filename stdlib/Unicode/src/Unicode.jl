# Unicode: normalization (for Latin letters with combining marks), case
# folding, stripping marks, grapheme clusters (combining marks, variation
# selectors, emoji modifiers and zero-width-joiner sequences), and whether a
# character is assigned. docs/stdlib.md says what is covered.
module Unicode

export graphemes

include("pairs.jl")

const _COMPOSE = Dict{Tuple{UInt32, UInt32}, UInt32}()
const _DECOMPOSE = Dict{UInt32, Tuple{UInt32, UInt32}}()
for i in 1:3:length(_PAIRS)
    _COMPOSE[(_PAIRS[i+1], _PAIRS[i+2])] = _PAIRS[i]
    _DECOMPOSE[_PAIRS[i]] = (_PAIRS[i+1], _PAIRS[i+2])
end

_ismark(u::UInt32) = (0x0300 <= u <= 0x036f) || (0x1ab0 <= u <= 0x1aff) ||
                     (0x1dc0 <= u <= 0x1dff) || (0x20d0 <= u <= 0x20ff) || (0xfe20 <= u <= 0xfe2f)

function _decompose!(out::Vector{UInt32}, u::UInt32)
    d = get(_DECOMPOSE, u, nothing)
    if d === nothing
        push!(out, u)
    else
        _decompose!(out, d[1])
        push!(out, d[2])
    end
    return out
end

function _compose(cps::Vector{UInt32})
    out = UInt32[]
    for u in cps
        if !isempty(out) && _ismark(u)
            c = get(_COMPOSE, (out[end], u), nothing)
            if c !== nothing
                out[end] = c
                continue
            end
        end
        push!(out, u)
    end
    return out
end

_string(cps) = String([Char(u) for u in cps])

"""
    normalize(s, form::Symbol)
    normalize(s; compose=true, decompose=false, casefold=false, stripmark=false, ...)

`:NFC`/`:NFKC` compose and `:NFD`/`:NFKD` decompose Latin letters with
combining marks; `casefold` lowercases, `stripmark` drops combining marks.
"""
function normalize(s::AbstractString; compose::Bool = true, decompose::Bool = false,
                   compat::Bool = false, casefold::Bool = false, stripmark::Bool = false,
                   stripignore::Bool = false, rejectna::Bool = false, stable::Bool = false,
                   newline2lf::Bool = false, newline2ls::Bool = false, newline2ps::Bool = false,
                   stripcc::Bool = false, lump::Bool = false, chartransform = identity)
    cps = UInt32[]
    for c in s
        _decompose!(cps, UInt32(c))
    end
    if stripmark
        cps = filter(u -> !_ismark(u), cps)
    end
    if stripcc
        cps = UInt32[u for u in cps if !(u < 0x20 || 0x7f <= u < 0xa0) || u == 0x0a || u == 0x09]
    end
    if newline2lf
        cps = UInt32[u == 0x0d ? 0x0a : u for u in cps]
    end
    if casefold
        cps = UInt32[UInt32(lowercase(Char(u))) for u in cps]
    end
    if compose && !decompose
        cps = _compose(cps)
    end
    return _string(cps)
end

function normalize(s::AbstractString, form::Symbol)
    form === :NFC && return normalize(s; compose = true)
    form === :NFD && return normalize(s; decompose = true, compose = false)
    form === :NFKC && return normalize(s; compose = true, compat = true)
    form === :NFKD && return normalize(s; decompose = true, compose = false, compat = true)
    throw(ArgumentError(string(form) * " is not one of :NFC, :NFD, :NFKC, :NFKD"))
end

# Grapheme clusters: a base character with the marks, variation selectors and
# emoji modifiers after it; a zero-width joiner glues the next character on;
# CR LF is one cluster.
function _extends(u::UInt32)
    return _ismark(u) || (0xfe00 <= u <= 0xfe0f) || (0x1f3fb <= u <= 0x1f3ff) || u == 0x200d ||
           (0xe0100 <= u <= 0xe01ef)
end

function graphemes(s::AbstractString)
    out = SubString{String}[]
    str = String(s)
    n = ncodeunits(str)
    i = 1
    while i <= n
        start = i
        prev = UInt32(str[i])
        j = nextind(str, i)
        while j <= n
            u = UInt32(str[j])
            if _extends(u) || prev == 0x200d || (prev == 0x0d && u == 0x0a && j == nextind(str, start))
                prev = u
                j = nextind(str, j)
            else
                break
            end
        end
        push!(out, SubString(str, start, prevind(str, j)))
        i = j
    end
    return out
end

"""Whether `c` is an assigned code point (a character with a defined meaning)."""
function isassigned(c::Char)
    u = UInt32(c)
    (0xd800 <= u <= 0xdfff) && return false
    (u & 0xfffe) == 0xfffe && return false
    (0xfdd0 <= u <= 0xfdef) && return false
    return isprint(c) || iscntrl(c) || isspace(c) || _ismark(u) || (0xe000 <= u <= 0xf8ff)
end
isassigned(u::Integer) = isassigned(Char(u))

julia_chartransform(c::Char) = c == 'µ' ? 'μ' : c == 'ɛ' ? 'ε' : c == '−' ? '-' : c

end
