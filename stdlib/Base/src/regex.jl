# Regular expressions (PCRE2, through Core.regex_compile and Core.regex_match):
# `r"..."flags` lowers to Regex("...", "flags"); match, eachmatch, occursin,
# findfirst, replace (with `s"\1"` substitutions) and split accept them.

struct Regex <: AbstractPattern
    pattern::String
    flags::String
    handle::UInt64
    names::Vector{String}   # capture group names, "" when unnamed
end
function Regex(pattern::AbstractString, flags::AbstractString = "")
    p = String(pattern)
    f = String(flags)
    h = Core.regex_compile(p, f)
    return Regex(p, f, h, Core.regex_group_names(h))
end

abstract type AbstractMatch end

"""
    RegexMatch

A match: `m.match` (the matched SubString), `m.captures` (a SubString or nothing
per group), `m.offset` and `m.offsets` (byte indices); `m[i]`, `m["name"]`, `m[:name]`
give a capture.
"""
struct RegexMatch <: AbstractMatch
    match::SubString{String}
    captures::Vector{Union{Nothing, SubString{String}}}
    offset::Int
    offsets::Vector{Int}
    regex::Regex
end

# The match of re in s at byte index i or after (exactly at i when anchored).
function _regex_exec(re::Regex, s::String, i::Int, anchored::Bool = false)
    i > ncodeunits(s) + 1 && return nothing
    ov = Core.regex_match(re.handle, s, i - 1, anchored)
    ov === nothing && return nothing
    ngroups = div(length(ov), 2) - 1
    caps = Vector{Union{Nothing, SubString{String}}}(undef, ngroups)
    offs = Vector{Int}(undef, ngroups)
    for g in 1:ngroups
        a = ov[2g + 1]
        b = ov[2g + 2]
        if a < 0
            caps[g] = nothing
            offs[g] = 0
        else
            caps[g] = SubString{String}(s, a, b - a)
            offs[g] = a + 1
        end
    end
    m = SubString{String}(s, ov[1], ov[2] - ov[1])
    return RegexMatch(m, caps, ov[1] + 1, offs, re)
end

match(re::Regex, s::AbstractString, i::Integer = 1) = _regex_exec(re, String(s), Int(i))
occursin(re::Regex, s::AbstractString; offset::Integer = 0) =
    _regex_exec(re, String(s), Int(offset) + 1) !== nothing
function findnext(re::Regex, s::AbstractString, i::Integer)
    m = _regex_exec(re, String(s), Int(i))
    m === nothing && return nothing
    return m.offset:(m.offset + ncodeunits(m.match) - 1)
end
findfirst(re::Regex, s::AbstractString) = findnext(re, s, 1)
startswith(s::AbstractString, re::Regex) = _regex_exec(re, String(s), 1, true) !== nothing

getindex(m::RegexMatch, i::Integer) = m.captures[i]
function getindex(m::RegexMatch, name::AbstractString)
    for (i, n) in enumerate(m.regex.names)
        n == name && return m.captures[i]
    end
    throw(ArgumentError(string("no capture group named ", name, " found in regex")))
end
getindex(m::RegexMatch, name::Symbol) = m[String(name)]
haskey(m::RegexMatch, name::AbstractString) = String(name) in m.regex.names
haskey(m::RegexMatch, name::Symbol) = haskey(m, String(name))
keys(m::RegexMatch) = [isempty(n) ? i : n for (i, n) in enumerate(m.regex.names)]
length(m::RegexMatch) = length(m.captures)
iterate(m::RegexMatch, i::Int = 1) = i > length(m.captures) ? nothing : (m.captures[i], i + 1)
eltype(::Type{RegexMatch}) = Union{Nothing, SubString{String}}

# ---- eachmatch ----
struct RegexMatchIterator
    regex::Regex
    string::String
    overlap::Bool
end
eachmatch(re::Regex, s::AbstractString; overlap::Bool = false) =
    RegexMatchIterator(re, String(s), overlap)
IteratorSize(::Type{RegexMatchIterator}) = SizeUnknown()
eltype(::Type{RegexMatchIterator}) = RegexMatch
function iterate(it::RegexMatchIterator, i::Int = 1)
    m = _regex_exec(it.regex, it.string, i)
    m === nothing && return nothing
    n = ncodeunits(m.match)
    if it.overlap || n == 0
        # Continue after the first character of this match.
        next = m.offset > ncodeunits(it.string) ? m.offset + 1 : nextind(it.string, m.offset)
    else
        next = m.offset + n
    end
    return (m, next)
end
count(re::Regex, s::AbstractString; overlap::Bool = false) =
    length(collect(eachmatch(re, s; overlap = overlap)))
function findall(re::Regex, s::AbstractString; overlap::Bool = false)
    return [m.offset:(m.offset + ncodeunits(m.match) - 1) for m in eachmatch(re, s; overlap = overlap)]
end

# ---- replace and split ----
"""
    SubstitutionString(s)

A replacement for a Regex match (`s"..."`): `\\0` is the whole match, `\\1` ... a
group, `\\g<name>` a named group, `\\\\` a backslash.
"""
struct SubstitutionString <: AbstractString
    string::String
end
ncodeunits(s::SubstitutionString) = ncodeunits(s.string)
codeunit(s::SubstitutionString, i::Integer) = codeunit(s.string, i)
iterate(s::SubstitutionString, i::Int = 1) = iterate(s.string, i)
isvalid(s::SubstitutionString, i::Integer) = isvalid(s.string, i)
String(s::SubstitutionString) = s.string

function _replace_match(re::Regex, s::String, i::Int)
    m = _regex_exec(re, s, i)
    m === nothing && return nothing
    return m.offset:(m.offset + ncodeunits(m.match) - 1)
end
function _replace_write(out, rep::SubstitutionString, s, r, re::Regex)
    m = _regex_exec(re, s, first(r), true)
    t = rep.string
    i = 1
    n = ncodeunits(t)
    while i <= n
        c = t[i]
        if c == '\\' && i < n
            d = t[i + 1]
            if isdigit(d)
                j = i + 1
                while j + 1 <= n && isdigit(t[j + 1])
                    j += 1
                end
                g = parse(Int, t[i+1:j])
                cap = g == 0 ? m.match : m.captures[g]
                cap === nothing || print(out, cap)
                i = j + 1
                continue
            elseif d == 'g' && i + 2 <= n && t[i + 2] == '<'
                j = findnext(==('>'), t, i + 3)
                name = t[i+3:j-1]
                g = all(isdigit, name) ? parse(Int, name) : findfirst(==(name), m.regex.names)
                cap = g == 0 ? m.match : m.captures[g]
                cap === nothing || print(out, cap)
                i = j + 1
                continue
            elseif d == '\\'
                print(out, '\\')
                i += 2
                continue
            end
        end
        print(out, c)
        i = nextind(t, i)
    end
    return nothing
end
_delim_match(re::Regex, s::String, i::Int) = _replace_match(re, s, i)

# ---- show ----
function show(io::IO, re::Regex)
    print(io, "r\"")
    for c in re.pattern
        c == '"' ? print(io, "\\\"") : print(io, c)
    end
    print(io, '"', re.flags)
end
function show(io::IO, m::RegexMatch)
    print(io, "RegexMatch(")
    show(io, m.match)
    names = m.regex.names
    for i in 1:length(m.captures)
        print(io, ", ", isempty(names[i]) ? string(i) : names[i], "=")
        show(io, m.captures[i])
    end
    print(io, ")")
end
show(io::IO, s::SubstitutionString) = (print(io, "s"); show(io, s.string))
