# parse and tryparse of numbers. The runtime parses (Core.Intrinsics.parse_int and
# parse_float return nothing on failure); Base raises Julia's errors.

# Without a base, a 0x, 0o or 0b prefix selects it (else 10).
function parse(::Type{T}, s::AbstractString; base::Union{Nothing, Integer} = nothing) where {T<:Integer}
    str = String(s)
    v = Core.Intrinsics.parse_int(T, str, base === nothing ? 0 : Int(base))
    v === nothing && _parse_int_error(T, str, base === nothing ? 10 : Int(base))
    return v
end
function tryparse(::Type{T}, s::AbstractString; base::Union{Nothing, Integer} = nothing) where {T<:Integer}
    return Core.Intrinsics.parse_int(T, String(s), base === nothing ? 0 : Int(base))
end
function parse(::Type{T}, s::AbstractString) where {T<:AbstractFloat}
    v = Core.Intrinsics.parse_float(String(s))
    v === nothing && throw(ArgumentError(string("cannot parse ", repr(String(s)), " as ", T)))
    return convert(T, v)
end
function tryparse(::Type{T}, s::AbstractString) where {T<:AbstractFloat}
    v = Core.Intrinsics.parse_float(String(s))
    return v === nothing ? nothing : convert(T, v)
end
parse(::Type{T}, c::AbstractChar; base::Integer = 10) where {T<:Integer} =
    parse(T, string(c); base = base)

# The digit value of c, or a value >= 36 when c is not a digit.
function _digit_value(c::Char)
    '0' <= c <= '9' && return Int(c) - Int('0')
    'a' <= c <= 'z' && return Int(c) - Int('a') + 10
    'A' <= c <= 'Z' && return Int(c) - Int('A') + 10
    return 99
end

# Why parse_int failed: no digits, a bad digit, or overflow.
function _parse_int_error(::Type{T}, s::String, base::Int) where {T}
    t = strip(s)
    isempty(t) && throw(ArgumentError("input string is empty or only contains whitespace"))
    i = 1
    n = ncodeunits(t)
    if t[1] == '-' || t[1] == '+'
        i = 2
        n == 1 && throw(ArgumentError(string("premature end of integer: ", repr(String(t)))))
    end
    while i <= n
        c = t[i]
        if _digit_value(c) >= base
            if isspace(c)
                throw(ArgumentError(string("extra characters after whitespace in ", repr(s))))
            end
            throw(ArgumentError(string("invalid base ", base, " digit ", repr(c), " in ", repr(s))))
        end
        i = nextind(t, i)
    end
    throw(OverflowError(string("overflow parsing ", repr(s))))
end
