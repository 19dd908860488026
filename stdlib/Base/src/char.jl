# Char: a Unicode scalar held as Julia does, its UTF-8 bytes left-aligned in 32
# bits, so that malformed bytes of a string are also Chars. Character classes and
# case mappings come from the runtime's Unicode tables (Core.char_property).

Char(c::Char) = c
Char(u::UInt32) = Core.char_from_codepoint(u)
Char(x::Integer) = Core.char_from_codepoint(UInt32(x))
codepoint(c::Char) = Core.char_codepoint(c)
UInt32(c::Char) = Core.char_codepoint(c)
Int64(c::Char) = Int64(Core.char_codepoint(c))
Int32(c::Char) = Int32(Core.char_codepoint(c))
UInt8(c::Char) = UInt8(Core.char_codepoint(c))
UInt16(c::Char) = UInt16(Core.char_codepoint(c))
UInt64(c::Char) = UInt64(Core.char_codepoint(c))
convert(::Type{Char}, x::Number) = Char(x)
convert(::Type{T}, c::Char) where {T<:Number} = T(c)
isvalid(c::Char) = Core.char_isvalid(c)
ismalformed(c::Char) = !Core.char_isvalid(c) && codepoint(c) <= 0x10ffff

==(a::Char, b::Char) = a === b
<(a::Char, b::Char) = ult_int(bitcast(UInt32, a), bitcast(UInt32, b))
<=(a::Char, b::Char) = ule_int(bitcast(UInt32, a), bitcast(UInt32, b))
isless(a::Char, b::Char) = a < b
cmp(a::Char, b::Char) = a < b ? -1 : (a === b ? 0 : 1)

+(c::Char, x::Integer) = Char(Int64(codepoint(c)) + Int64(x))
+(x::Integer, c::Char) = c + x
-(c::Char, x::Integer) = Char(Int64(codepoint(c)) - Int64(x))
-(a::Char, b::Char) = Int64(codepoint(a)) - Int64(codepoint(b))

zero(::Type{Char}) = Char(0x00000000)
typemin(::Type{Char}) = Char(0x00000000)
typemax(::Type{Char}) = bitcast(Char, 0xffffffff)

length(c::Char) = 1
ncodeunits(c::Char) = (u = bitcast(UInt32, c); u < 0x00000100 ? 1 : 4 - (trailing_zeros(u) >> 3))
iterate(c::Char) = (c, nothing)
iterate(c::Char, ::Nothing) = nothing
eltype(::Type{Char}) = Char
first(c::Char) = c
last(c::Char) = c
in(x::Char, c::Char) = x === c

# ---- Character classes ----
isascii(c::Char) = bitcast(UInt32, c) < 0x80000000
isdigit(c::Char) = '0' <= c <= '9'
isxdigit(c::Char) = isdigit(c) || 'a' <= c <= 'f' || 'A' <= c <= 'F'
isletter(c::Char) = Core.char_property(c, :isletter)
isuppercase(c::Char) = Core.char_property(c, :isuppercase)
islowercase(c::Char) = Core.char_property(c, :islowercase)
function isspace(c::Char)
    c === ' ' && return true
    '\t' <= c <= '\r' && return true
    isascii(c) && return false
    return Core.char_property(c, :isspace)
end
isnumeric(c::Char) = Core.char_property(c, :isnumeric)
ispunct(c::Char) = Core.char_property(c, :ispunct)
iscntrl(c::Char) = Core.char_property(c, :iscntrl)
isprint(c::Char) = Core.char_property(c, :isprint)
function uppercase(c::Char)
    isascii(c) && return 'a' <= c <= 'z' ? c - 32 : c
    return Core.char_property(c, :uppercase)
end
function lowercase(c::Char)
    isascii(c) && return 'A' <= c <= 'Z' ? c + 32 : c
    return Core.char_property(c, :lowercase)
end
titlecase(c::Char) = Core.char_property(c, :titlecase)
# Columns the character takes on a terminal (utf8proc_charwidth, as Julia).
textwidth(c::Char) = Core.char_property(c, :textwidth)
function textwidth(s::AbstractString)
    w = 0
    for c in s
        w += textwidth(c)
    end
    return w
end
