# Printing, DateFormat formatting and parsing.
#
# Format codes (as Julia's): y year (fixed width), Y year (minimum width), m month, u/U month abbreviation/name,
# d day, e/E day-of-week abbreviation/name, H hour, M minute, S second,
# s millisecond, p AM/PM; a run of one letter sets the width; any other
# character is literal, and `\` escapes a code letter.

struct DateFormat
    tokens::Vector{Tuple{Char, Int}}   # (code, width); code '\0' is a literal in width's place
    literals::Vector{String}
end

const _CODES = "yYmuUdeEHMSsp"

function DateFormat(f::AbstractString)
    tokens = Tuple{Char, Int}[]
    literals = String[]
    chars = collect(f)
    i = 1
    lit = ""
    while i <= length(chars)
        c = chars[i]
        if c == '\\' && i < length(chars)
            lit *= string(chars[i + 1])
            i += 2
        elseif c in _CODES
            if !isempty(lit)
                push!(literals, lit)
                push!(tokens, ('\0', length(literals)))
                lit = ""
            end
            j = i
            while j <= length(chars) && chars[j] == c
                j += 1
            end
            push!(tokens, (c, j - i))
            i = j
        else
            lit *= string(c)
            i += 1
        end
    end
    if !isempty(lit)
        push!(literals, lit)
        push!(tokens, ('\0', length(literals)))
    end
    return DateFormat(tokens, literals)
end

const ISODateFormat = DateFormat("yyyy-mm-dd")
const ISODateTimeFormat = DateFormat("yyyy-mm-ddTHH:MM:SS.s")
const ISOTimeFormat = DateFormat("HH:MM:SS")

function show(io::IO, df::DateFormat)
    print(io, "dateformat\"")
    for (c, w) in df.tokens
        if c == '\0'
            print(io, df.literals[w])
        else
            print(io, c^w)
        end
    end
    print(io, "\"")
end

_pad(x, w) = lpad(string(x), w, '0')

function format(io::IO, x::TimeType, df::DateFormat)
    for (c, w) in df.tokens
        if c == '\0'
            print(io, df.literals[w])
        elseif c == 'y'
            y = year(x)
            s = _pad(y, w)
            print(io, w < length(s) && w > 0 ? s[end-w+1:end] : s)
        elseif c == 'Y'
            y = year(x)
            print(io, y < 0 ? string('-', _pad(-y, w)) : _pad(y, w))
        elseif c == 'm'
            print(io, _pad(month(x), w))
        elseif c == 'u'
            print(io, monthabbr(month(x)))
        elseif c == 'U'
            print(io, monthname(month(x)))
        elseif c == 'd'
            print(io, _pad(day(x), w))
        elseif c == 'e'
            print(io, dayabbr(dayofweek(x)))
        elseif c == 'E'
            print(io, dayname(dayofweek(x)))
        elseif c == 'H'
            h = hour(x)
            if any(t -> t[1] == 'p', df.tokens)
                h = mod(h, 12)
                h == 0 && (h = 12)
            end
            print(io, _pad(h, w))
        elseif c == 'M'
            print(io, _pad(minute(x), w))
        elseif c == 'S'
            print(io, _pad(second(x), w))
        elseif c == 's'
            ms = millisecond(x)
            s = _pad(ms, 3)
            if w < 3
                s = rstrip(s, '0')
                s = rpad(s, w, '0')
            else
                s = rpad(s, w, '0')
            end
            print(io, s)
        elseif c == 'p'
            print(io, hour(x) < 12 ? "AM" : "PM")
        end
    end
end
format(x::TimeType, df::DateFormat) = sprint(format, x, df)
format(x::TimeType, f::AbstractString) = format(x, DateFormat(f))
function format(io::IO, x::TimeType, f::AbstractString)
    format(io, x, DateFormat(f))
end

# Default printing: ISO 8601, the milliseconds of a DateTime only when nonzero.
function print(io::IO, d::Date)
    y, m, dd = yearmonthday(d)
    print(io, y < 0 ? "-" * _pad(-y, 4) : _pad(y, 4), "-", _pad(m, 2), "-", _pad(dd, 2))
end
function print(io::IO, dt::DateTime)
    print(io, Date(dt), "T", _pad(hour(dt), 2), ":", _pad(minute(dt), 2), ":", _pad(second(dt), 2))
    ms = millisecond(dt)
    ms != 0 && print(io, ".", _pad(ms, 3))
end
function print(io::IO, t::Time)
    print(io, _pad(hour(t), 2), ":", _pad(minute(t), 2), ":", _pad(second(t), 2))
    sub = mod(t.ns, 1000000000)
    if sub != 0
        ms, us, ns = div(sub, 1000000), mod(div(sub, 1000), 1000), mod(sub, 1000)
        print(io, ".", _pad(ms, 3))
        (us != 0 || ns != 0) && print(io, _pad(us, 3))
        ns != 0 && print(io, _pad(ns, 3))
    end
end
string(x::TimeType) = sprint(print, x)
_typename(::Type{Date}) = "Date"
_typename(::Type{DateTime}) = "DateTime"
_typename(::Type{Time}) = "Time"
function show(io::IO, x::T) where {T<:TimeType}
    if get(io, :compact, false)
        print(io, x)
    else
        print(io, _typename(T), "(\"", x, "\")")
    end
end
# `display` (the REPL) shows a date or time as its text.
show(io::IO, ::MIME"text/plain", x::TimeType) = print(io, x)

# ---- Parsing ----

function _parse_fields(s::AbstractString, df::DateFormat)
    vals = Dict{Char, Int}('y' => 1, 'm' => 1, 'd' => 1, 'H' => 0, 'M' => 0, 'S' => 0, 's' => 0)
    pm = nothing
    chars = collect(s)
    i = 1
    ntok = length(df.tokens)
    for (k, (c, w)) in enumerate(df.tokens)
        if c == '\0'
            lit = collect(df.literals[w])
            for ch in lit
                (i <= length(chars) && chars[i] == ch) || return nothing
                i += 1
            end
        elseif c in "uU"
            found = false
            for (mi, name) in enumerate(c == 'u' ? _MONTHABBRS : _MONTHNAMES)
                n = length(name)
                if i + n - 1 <= length(chars) && lowercase(String(chars[i:i+n-1])) == lowercase(name)
                    vals['m'] = mi
                    i += n
                    found = true
                    break
                end
            end
            found || return nothing
        elseif c in "eE"
            found = false
            for name in (c == 'e' ? _DAYABBRS : _DAYNAMES)
                n = length(name)
                if i + n - 1 <= length(chars) && lowercase(String(chars[i:i+n-1])) == lowercase(name)
                    i += n
                    found = true
                    break
                end
            end
            found || return nothing
        elseif c == 'p'
            (i + 1 <= length(chars)) || return nothing
            t = uppercase(String(chars[i:i+1]))
            t == "AM" || t == "PM" || return nothing
            pm = t == "PM"
            i += 2
        else
            # Digits: exactly `w` when the next token is a code too (fixed width),
            # else as many as there are (at least one).
            nextcode = k < ntok && df.tokens[k + 1][1] != '\0'
            j = i
            neg = false
            c == 'Y' && (c = 'y')
            if c == 'y' && j <= length(chars) && chars[j] == '-'
                neg = true
                j += 1
            end
            start = j
            while j <= length(chars) && isdigit(chars[j]) && (!nextcode || j - start < w)
                j += 1
            end
            j == start && return nothing
            v = parse(Int, String(chars[start:j-1]))
            if c == 's'
                ndig = j - start
                v = ndig <= 3 ? v * 10^(3 - ndig) : div(v, 10^(ndig - 3))
            end
            vals[c] = neg ? -v : v
            i = j
        end
    end
    i <= length(chars) && return nothing
    if pm !== nothing
        h = vals['H']
        vals['H'] = pm ? (h == 12 ? 12 : h + 12) : (h == 12 ? 0 : h)
    end
    return vals
end

function _parse_error(T, s, df)
    throw(ArgumentError("Unable to parse date time. Expected directive $(df) at char 1"))
end

function Date(s::AbstractString, df::DateFormat = ISODateFormat)
    v = _parse_fields(s, df)
    v === nothing && throw(ArgumentError("Invalid Date string: \"$s\""))
    return Date(v['y'], v['m'], v['d'])
end
Date(s::AbstractString, f::AbstractString) = Date(s, DateFormat(f))

function DateTime(s::AbstractString, df::DateFormat)
    v = _parse_fields(s, df)
    v === nothing && throw(ArgumentError("Invalid DateTime string: \"$s\""))
    return DateTime(v['y'], v['m'], v['d'], v['H'], v['M'], v['S'], v['s'])
end
function DateTime(s::AbstractString)
    for f in ("yyyy-mm-ddTHH:MM:SS.s", "yyyy-mm-ddTHH:MM:SS", "yyyy-mm-ddTHH:MM", "yyyy-mm-dd")
        v = _parse_fields(s, DateFormat(f))
        v === nothing || return DateTime(v['y'], v['m'], v['d'], v['H'], v['M'], v['S'], v['s'])
    end
    throw(ArgumentError("Invalid DateTime string: \"$s\""))
end
DateTime(s::AbstractString, f::AbstractString) = DateTime(s, DateFormat(f))

function Time(s::AbstractString, df::DateFormat = ISOTimeFormat)
    v = _parse_fields(s, df)
    v === nothing && throw(ArgumentError("Invalid Time string: \"$s\""))
    return Time(v['H'], v['M'], v['S'], v['s'])
end
Time(s::AbstractString, f::AbstractString) = Time(s, DateFormat(f))

Base.parse(::Type{T}, s::AbstractString, df::DateFormat) where {T<:TimeType} = T(s, df)
Base.parse(::Type{T}, s::AbstractString) where {T<:TimeType} = T(s)
function Base.tryparse(::Type{T}, s::AbstractString, df::DateFormat) where {T<:TimeType}
    try
        return T(s, df)
    catch
        return nothing
    end
end
