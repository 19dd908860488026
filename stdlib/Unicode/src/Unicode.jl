# Unicode: normalization, case folding and the other transformations of
# Julia's `normalize`, grapheme clusters and whether a character is assigned,
# all from utf8proc (the library Julia uses), through Core builtins.
# docs/stdlib.md says what is covered.
module Unicode

export graphemes

# utf8proc's option bits (utf8proc.h), as Julia's Unicode.normalize sets them.
const _STABLE = 1 << 1
const _COMPAT = 1 << 2
const _COMPOSE = 1 << 3
const _DECOMPOSE = 1 << 4
const _IGNORE = 1 << 5
const _REJECTNA = 1 << 6
const _NLF2LS = 1 << 7
const _NLF2PS = 1 << 8
const _NLF2LF = _NLF2LS | _NLF2PS
const _STRIPCC = 1 << 9
const _CASEFOLD = 1 << 10
const _LUMP = 1 << 12
const _STRIPMARK = 1 << 13

"""
    normalize(s, form::Symbol)
    normalize(s; compose=true, decompose=false, compat=false, casefold=false, stripmark=false, ...)

Normalizes `s` as Julia's `Unicode.normalize` (utf8proc_map): `:NFC`, `:NFD`,
`:NFKC`, `:NFKD`, or the transformations chosen by the keywords.
"""
function normalize(s::AbstractString; stable::Bool = false, compat::Bool = false,
                   compose::Bool = true, decompose::Bool = false, stripignore::Bool = false,
                   rejectna::Bool = false, newline2ls::Bool = false, newline2ps::Bool = false,
                   newline2lf::Bool = false, stripcc::Bool = false, casefold::Bool = false,
                   lump::Bool = false, stripmark::Bool = false, chartransform = identity)
    flags = 0
    stable && (flags |= _STABLE)
    compat && (flags |= _COMPAT)
    if decompose
        flags |= _DECOMPOSE
    elseif compose
        flags |= _COMPOSE
    elseif compat || stripmark
        throw(ArgumentError("compat=true or stripmark=true require compose=true or decompose=true"))
    end
    stripignore && (flags |= _IGNORE)
    rejectna && (flags |= _REJECTNA)
    newline2ls + newline2ps + newline2lf > 1 && throw(ArgumentError("only one newline conversion may be specified"))
    newline2ls && (flags |= _NLF2LS)
    newline2ps && (flags |= _NLF2PS)
    newline2lf && (flags |= _NLF2LF)
    stripcc && (flags |= _STRIPCC)
    casefold && (flags |= _CASEFOLD)
    lump && (flags |= _LUMP)
    stripmark && (flags |= _STRIPMARK)
    str = chartransform === identity ? String(s) : String(map(chartransform, collect(String(s))))
    return Core.unicode_map(str, flags)
end

function normalize(s::AbstractString, form::Symbol)
    flags = form === :NFC ? (_STABLE | _COMPOSE) :
            form === :NFD ? (_STABLE | _DECOMPOSE) :
            form === :NFKC ? (_STABLE | _COMPOSE | _COMPAT) :
            form === :NFKD ? (_STABLE | _DECOMPOSE | _COMPAT) :
            throw(ArgumentError(":" * string(form) * " is not one of :NFC, :NFD, :NFKC, :NFKD"))
    return Core.unicode_map(String(s), flags)
end

# Grapheme clusters (Unicode's extended grapheme clusters, utf8proc's rules).
function graphemes(s::AbstractString)
    str = String(s)
    starts = Core.unicode_grapheme_starts(str)
    out = SubString{String}[]
    n = ncodeunits(str)
    for k in 1:length(starts)
        stop = k < length(starts) ? starts[k + 1] - 1 : n
        push!(out, SubString(str, starts[k], thisind(str, stop)))
    end
    return out
end

"""Whether `c` is an assigned code point (its category is not Cn)."""
isassigned(c::Char) = !(Core.char_property(c, :category) in (:Cn, :Ma, :In))
isassigned(u::Integer) = isassigned(Char(u))

julia_chartransform(c::Char) = c == 'µ' ? 'μ' : c == 'ɛ' ? 'ε' : c == '−' ? '-' : c

end
