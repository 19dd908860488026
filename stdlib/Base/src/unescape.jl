# unescape_string (the inverse of escape_string: C and Unicode escapes) and transcode
# between UTF-8 and UTF-16/UTF-32 code units.

_hexval(c::Char) = '0' <= c <= '9' ? c - '0' : 'a' <= c <= 'f' ? c - 'a' + 10 :
                   'A' <= c <= 'F' ? c - 'A' + 10 : -1

"""
    unescape_string(s, keep = ())

`s` with its escapes (`\\n`, `\\t`, `\\\\`, `\\"`, `\\xHH` (a byte), `\\uXXXX`, `\\UXXXXXXXX`,
octal `\\ooo`, `\\a \\b \\f \\r \\v \\e`) replaced by what they stand for; the characters in
`keep` stay escaped. An unknown escape is an `ArgumentError`, as in Julia.
"""
unescape_string(s::AbstractString, keep = ()) = sprint(unescape_string, s, keep)
function unescape_string(io::IO, s::AbstractString, keep = ())
    cs = collect(s)
    n = length(cs)
    i = 1
    while i <= n
        c = cs[i]
        i += 1
        if c != '\\' || i > n
            print(io, c)
            continue
        end
        c = cs[i]
        i += 1
        if c in keep
            print(io, '\\', c)
        elseif c == 'x' || c == 'u' || c == 'U'
            maxdigits = c == 'x' ? 2 : c == 'u' ? 4 : 8
            v = 0
            ndig = 0
            while ndig < maxdigits && i <= n && _hexval(cs[i]) >= 0
                v = v << 4 + _hexval(cs[i])
                i += 1
                ndig += 1
            end
            if ndig == 0 || v > 0x10ffff
                throw(ArgumentError(c == 'x' ? "invalid hex (\\x) escape sequence" :
                                    string("invalid unicode (\\", c, ") escape sequence")))
            end
            c == 'x' ? write(io, UInt8(v)) : print(io, Char(v))
        elseif '0' <= c <= '7'
            v = c - '0'
            ndig = 1
            while ndig < 3 && i <= n && '0' <= cs[i] <= '7'
                v = v << 3 + (cs[i] - '0')
                i += 1
                ndig += 1
            end
            v > 255 && throw(ArgumentError("octal escape sequence out of range"))
            write(io, UInt8(v))
        else
            e = c == 'a' ? '\a' : c == 'b' ? '\b' : c == 't' ? '\t' : c == 'n' ? '\n' :
                c == 'v' ? '\v' : c == 'f' ? '\f' : c == 'r' ? '\r' : c == 'e' ? '\e' :
                (c == '\\' || c == '"') ? c : nothing
            e === nothing && throw(ArgumentError(string("invalid escape sequence \\", c)))
            print(io, e)
        end
    end
    return nothing
end

"""
    transcode(T, src)

`src` (a string or a vector of code units) as code units of type `T`: `UInt8` (UTF-8),
`UInt16` (UTF-16) or `UInt32` (UTF-32), or as a `String`.
"""
transcode(::Type{UInt8}, s::AbstractString) = Vector{UInt8}(codeunits(String(s)))
transcode(::Type{UInt32}, s::AbstractString) = UInt32[UInt32(c) for c in s]
function transcode(::Type{UInt16}, s::AbstractString)
    out = UInt16[]
    for c in s
        u = UInt32(c)
        if u < 0x10000
            push!(out, UInt16(u))
        else
            u -= 0x10000
            push!(out, UInt16(0xd800 + (u >> 10)), UInt16(0xdc00 + (u & 0x3ff)))
        end
    end
    return out
end
transcode(::Type{String}, s::AbstractString) = String(s)
transcode(::Type{String}, v::AbstractVector{UInt8}) = String(copy(v))
transcode(::Type{String}, v::AbstractVector{UInt32}) = String(Char[Char(u) for u in v])
function transcode(::Type{String}, v::AbstractVector{UInt16})
    io = IOBuffer()
    i = 1
    while i <= length(v)
        u = UInt32(v[i])
        if 0xd800 <= u < 0xdc00 && i < length(v) && 0xdc00 <= v[i + 1] < 0xe000
            u = 0x10000 + ((u - 0xd800) << 10) + (UInt32(v[i + 1]) - 0xdc00)
            i += 1
        end
        print(io, Char(u))
        i += 1
    end
    return String(take!(io))
end
transcode(::Type{T}, v::AbstractVector) where {T<:Union{UInt8, UInt16, UInt32}} =
    transcode(T, transcode(String, v))
