# Version numbers (Julia manual, "Version Number Literals"): `v"1.2.3-rc.1+b7"`
# lowers to VersionNumber("1.2.3-rc.1+b7"). The order is semantic versioning's:
# a pre-release sorts before its release, numeric identifiers before textual
# ones; a lone trailing `-` (v"1.2-") sorts before every pre-release and a lone
# trailing `+` (v"1.2+") after every build of that version.

"""
    VersionNumber(major[, minor, patch, prerelease, build])
    VersionNumber(s::AbstractString)

A version `major.minor.patch[-prerelease][+build]`; `v"1.2"` is `VersionNumber("1.2")`.
"""
struct VersionNumber
    major::UInt32
    minor::UInt32
    patch::UInt32
    prerelease::Tuple
    build::Tuple
    function VersionNumber(major::Integer, minor::Integer = 0, patch::Integer = 0,
                           pre::Tuple = (), bld::Tuple = ())
        major < 0 && throw(ArgumentError("invalid negative major version: $major"))
        minor < 0 && throw(ArgumentError("invalid negative minor version: $minor"))
        patch < 0 && throw(ArgumentError("invalid negative patch version: $patch"))
        return new(UInt32(major), UInt32(minor), UInt32(patch),
                   map(_version_ident, pre), map(_version_ident, bld))
    end
end
VersionNumber(v::VersionNumber) = v

_version_ident(x::Integer) = UInt64(x)
function _version_ident(x::AbstractString)
    s = String(x)
    all(_is_ident_char, s) || throw(ArgumentError("invalid version identifier: $s"))
    return !isempty(s) && all(isdigit, s) ? parse(UInt64, s) : s
end
_is_ident_char(c::Char) = isdigit(c) || ('a' <= c <= 'z') || ('A' <= c <= 'Z') || c == '-'

# "a.b.7" -> ("a", "b", 0x7); nothing when a part is empty or has other characters.
function _version_idents(s::AbstractString)
    parts = split(s, '.')
    for p in parts
        (isempty(p) || !all(_is_ident_char, p)) && return nothing
    end
    return (map(_version_ident, parts)...,)
end

# The digits at byte i of s: (value, next index), or nothing.
function _version_digits(s::String, i::Int)
    j = i
    while j <= ncodeunits(s) && isdigit(s[j])
        j += 1
    end
    j == i && return nothing
    return (parse(UInt32, s[i:j-1]), j)
end

function VersionNumber(v::AbstractString)
    s = String(v)
    parsed = _parse_version(s)
    parsed === nothing && throw(ArgumentError("invalid version string: $s"))
    return parsed
end

function _parse_version(s::String)
    n = ncodeunits(s)
    i = n >= 1 && s[1] == 'v' ? 2 : 1
    numbers = UInt32[]
    while length(numbers) < 3
        if !isempty(numbers)
            (i <= n && s[i] == '.') || break
            i += 1
        end
        d = _version_digits(s, i)
        d === nothing && return nothing
        push!(numbers, d[1])
        i = d[2]
    end
    while length(numbers) < 3
        push!(numbers, UInt32(0))
    end
    rest = s[i:n]
    pre = ()
    bld = ()
    if rest == "-"
        pre = ("",)
        rest = ""
    elseif startswith(rest, "-")
        k = findfirst('+', rest)
        pre = _version_idents(rest[2:(k === nothing ? end : prevind(rest, k))])
        pre === nothing && return nothing
        rest = k === nothing ? "" : rest[k:end]
    end
    if rest == "+"
        bld = ("",)
    elseif startswith(rest, "+")
        bld = _version_idents(rest[2:end])
        bld === nothing && return nothing
    elseif !isempty(rest)
        return nothing
    end
    return VersionNumber(numbers[1], numbers[2], numbers[3], pre, bld)
end

function print(io::IO, v::VersionNumber)
    print(io, v.major, '.', v.minor, '.', v.patch)
    isempty(v.prerelease) || (print(io, '-'); join(io, v.prerelease, '.'))
    isempty(v.build) || (print(io, '+'); join(io, v.build, '.'))
    return nothing
end
show(io::IO, v::VersionNumber) = (print(io, "v\""); print(io, v); print(io, '"'))

# -1, 0 or 1 as identifier a sorts before, with or after b.
_ident_cmp(a::Integer, b::Integer) = cmp(a, b)
_ident_cmp(a::Integer, b::String) = isempty(b) ? 1 : -1
_ident_cmp(a::String, b::Integer) = isempty(a) ? -1 : 1
_ident_cmp(a::String, b::String) = a == b ? 0 : (isless(a, b) ? -1 : 1)
function _ident_cmp(a::Tuple, b::Tuple)
    for k in 1:min(length(a), length(b))
        c = _ident_cmp(a[k], b[k])
        c != 0 && return c
    end
    return cmp(length(a), length(b))
end

==(a::VersionNumber, b::VersionNumber) =
    a.major == b.major && a.minor == b.minor && a.patch == b.patch &&
    _ident_cmp(a.prerelease, b.prerelease) == 0 && _ident_cmp(a.build, b.build) == 0

_is_super_build(v::VersionNumber) = length(v.build) == 1 && isempty(v.build[1])

function isless(a::VersionNumber, b::VersionNumber)
    a.major != b.major && return a.major < b.major
    a.minor != b.minor && return a.minor < b.minor
    a.patch != b.patch && return a.patch < b.patch
    isempty(a.prerelease) != isempty(b.prerelease) && return isempty(b.prerelease)
    c = _ident_cmp(a.prerelease, b.prerelease)
    c != 0 && return c < 0
    _is_super_build(a) != _is_super_build(b) && return _is_super_build(b)
    return _ident_cmp(a.build, b.build) < 0
end

hash(v::VersionNumber, h::UInt64) =
    hash(v.build, hash(v.prerelease, hash(v.patch, hash(v.minor, hash(v.major, h)))))

thismajor(v::VersionNumber) = VersionNumber(v.major, 0, 0)
thisminor(v::VersionNumber) = VersionNumber(v.major, v.minor, 0)
thispatch(v::VersionNumber) = VersionNumber(v.major, v.minor, v.patch)
nextmajor(v::VersionNumber) = v < thismajor(v) ? thismajor(v) : VersionNumber(v.major + 1, 0, 0)
nextminor(v::VersionNumber) = v < thisminor(v) ? thisminor(v) : VersionNumber(v.major, v.minor + 1, 0)
nextpatch(v::VersionNumber) = v < thispatch(v) ? thispatch(v) : VersionNumber(v.major, v.minor, v.patch + 1)

# The language version Kiln follows (docs/runtime.md): Julia 1.11.
const VERSION = VersionNumber(1, 11, 0)
