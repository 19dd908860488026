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

