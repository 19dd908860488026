# Parsing a format string into literal text and conversion specifications
# (`%[flags][width][.precision]conversion`), cached per format string.

"""
    Spec

One conversion: flags (`-` left-justify, `+` sign, space, `0` zero-pad, `#`
alternate form), width and precision (-1 when absent; `*` takes them from the
arguments, -2), and the conversion character.
"""
struct Spec
    left::Bool
    plus::Bool
    space::Bool
    zero::Bool
    alt::Bool
    width::Int
    precision::Int
    conv::Char
end

"""
    Format(fmt::String)

A parsed format: literal strings and Specs in order.
"""
struct Format
    str::String
    parts::Vector{Any}
    nargs::Int
end

const _format_cache = Dict{String, Format}()

function Format(fmt::AbstractString)
    s = String(fmt)
    cached = get(_format_cache, s, nothing)
    cached === nothing || return cached
    f = _parse_format(s)
    _format_cache[s] = f
    return f
end

function _parse_format(s::String)
    parts = Any[]
    nargs = 0
    buf = IOBuffer()
    i = 1
    n = ncodeunits(s)
    while i <= n
        c = s[i]
        if c != '%'
            print(buf, c)
            i = nextind(s, i)
            continue
        end
        i += 1
        i > n && throw(ArgumentError(string("invalid format string: '", s, "'")))
        if s[i] == '%'
            print(buf, '%')
            i += 1
            continue
        end
        lit = String(take!(buf))
        isempty(lit) || push!(parts, lit)
        left = plus = space = zero = alt = false
        while i <= n && s[i] in "-+ 0#"
            f = s[i]
            f == '-' && (left = true)
            f == '+' && (plus = true)
            f == ' ' && (space = true)
            f == '0' && (zero = true)
            f == '#' && (alt = true)
            i += 1
        end
        width = -1
        if i <= n && s[i] == '*'
            width = -2
            nargs += 1
            i += 1
        else
            while i <= n && isdigit(s[i])
                width = max(width, 0) * 10 + (Int(s[i]) - Int('0'))
                i += 1
            end
        end
        precision = -1
        if i <= n && s[i] == '.'
            i += 1
            if i <= n && s[i] == '*'
                precision = -2
                nargs += 1
                i += 1
            else
                precision = 0
                while i <= n && isdigit(s[i])
                    precision = precision * 10 + (Int(s[i]) - Int('0'))
                    i += 1
                end
            end
        end
        # Length modifiers (h, l, ll, z, j, t, L) are accepted and ignored, as in Julia.
        while i <= n && s[i] in "hlLqjzt"
            i += 1
        end
        i > n && throw(ArgumentError(string("invalid format string: '", s, "'")))
        conv = s[i]
        conv in "diuoxXeEfFgGaAcsp" || throw(ArgumentError(string("invalid format string: '",
            s, "', invalid type specifier: '", conv, "'")))
        push!(parts, Spec(left, plus, space, zero, alt, width, precision, conv))
        nargs += 1
        i += 1
    end
    lit = String(take!(buf))
    isempty(lit) || push!(parts, lit)
    return Format(s, parts, nargs)
end
