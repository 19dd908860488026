# SubString: a view of part of a string (what split and regex matches return).
# Its indices are byte indices relative to the start of the view.

struct SubString{T<:AbstractString} <: AbstractString
    string::T
    offset::Int
    ncodeunits::Int
    SubString{T}(s::T, offset::Int, ncodeunits::Int) where {T<:AbstractString} =
        new(s, offset, ncodeunits)
end
function SubString(s::String, i::Integer, j::Integer)
    j < i && return SubString{String}(s, 0, 0)
    (1 <= i && j <= ncodeunits(s)) || throw(BoundsError(s, i:j))
    isvalid(s, i) || throw(StringIndexError(s, i))
    isvalid(s, j) || throw(StringIndexError(s, j))
    return SubString{String}(s, Int(i) - 1, nextind(s, j) - i)
end
SubString(s::String, r::AbstractUnitRange{<:Integer}) = SubString(s, first(r), last(r))
SubString(s::String) = SubString{String}(s, 0, ncodeunits(s))
SubString(s::SubString, i::Integer, j::Integer) = SubString(s.string, s.offset + i, s.offset + j)
SubString(s::AbstractString, i::Integer) = SubString(s, i, lastindex(s))
SubString{String}(s::String) = SubString(s)
SubString{String}(s::SubString{String}) = s
convert(::Type{SubString{String}}, s::String) = SubString(s)
convert(::Type{SubString{String}}, s::SubString{String}) = s

ncodeunits(s::SubString) = s.ncodeunits
codeunit(s::SubString, i::Integer) = codeunit(s.string, s.offset + Int(i))
isvalid(s::SubString, i::Integer) = 1 <= i <= s.ncodeunits && isvalid(s.string, s.offset + Int(i))
nextind(s::SubString, i::Integer) = i == 0 ? 1 : nextind(s.string, s.offset + Int(i)) - s.offset
prevind(s::SubString, i::Integer) = prevind(s.string, s.offset + Int(i)) - s.offset
function iterate(s::SubString, i::Int = 1)
    i > s.ncodeunits && return nothing
    y = Core.string_next(s.string, s.offset + i)
    return (getfield(y, 1), getfield(y, 2) - s.offset)
end
length(s::SubString) = Core.string_length(String(s))
function getindex(s::SubString, i::Int)
    (1 <= i <= s.ncodeunits) || throw(BoundsError(s, i))
    return s.string[s.offset + i]
end
function getindex(s::SubString, r::AbstractUnitRange{<:Integer})
    isempty(r) && return SubString{String}(s.string, s.offset, 0)
    (1 <= first(r) && last(r) <= s.ncodeunits) || throw(BoundsError(s, r))
    return SubString(s.string, s.offset + first(r), s.offset + last(r))
end
String(s::SubString{String}) = s.ncodeunits == 0 ? "" :
    Core.string_substr(s.string, s.offset + 1, s.offset + s.ncodeunits)
string(s::SubString{String}) = String(s)
==(a::SubString{String}, b::SubString{String}) = String(a) === String(b)
==(a::String, b::SubString{String}) = a === String(b)
==(a::SubString{String}, b::String) = String(a) === b
cmp(a::SubString{String}, b::AbstractString) = cmp(String(a), String(b))
hash(s::SubString{String}, h::UInt64) = hash(String(s), h)
Symbol(s::SubString{String}) = Core.symbol(String(s))
# Lookups of SubStrings in a Dict{String} hash and compare one String.
_keyindex(h::Dict{String}, key::SubString{String}) = _keyindex(h, String(key))
