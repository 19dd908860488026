# Periods: a count of one unit.

abstract type Period end
abstract type DatePeriod <: Period end
abstract type TimePeriod <: Period end

struct Year <: DatePeriod
    value::Int64
end
struct Quarter <: DatePeriod
    value::Int64
end
struct Month <: DatePeriod
    value::Int64
end
struct Week <: DatePeriod
    value::Int64
end
struct Day <: DatePeriod
    value::Int64
end
struct Hour <: TimePeriod
    value::Int64
end
struct Minute <: TimePeriod
    value::Int64
end
struct Second <: TimePeriod
    value::Int64
end
struct Millisecond <: TimePeriod
    value::Int64
end
struct Microsecond <: TimePeriod
    value::Int64
end
struct Nanosecond <: TimePeriod
    value::Int64
end

value(p::Period) = p.value

_unit(::Type{Year}) = "year"
_unit(::Type{Quarter}) = "quarter"
_unit(::Type{Month}) = "month"
_unit(::Type{Week}) = "week"
_unit(::Type{Day}) = "day"
_unit(::Type{Hour}) = "hour"
_unit(::Type{Minute}) = "minute"
_unit(::Type{Second}) = "second"
_unit(::Type{Millisecond}) = "millisecond"
_unit(::Type{Microsecond}) = "microsecond"
_unit(::Type{Nanosecond}) = "nanosecond"

function print(io::IO, p::P) where {P<:Period}
    print(io, p.value, " ", _unit(P), abs(p.value) == 1 ? "" : "s")
end
function show(io::IO, p::P) where {P<:Period}
    if get(io, :compact, false)
        print(io, p)
    else
        print(io, _typename(P), "(", p.value, ")")
    end
end
string(p::Period) = sprint(print, p)

_typename(::Type{Year}) = "Year"
_typename(::Type{Quarter}) = "Quarter"
_typename(::Type{Month}) = "Month"
_typename(::Type{Week}) = "Week"
_typename(::Type{Day}) = "Day"
_typename(::Type{Hour}) = "Hour"
_typename(::Type{Minute}) = "Minute"
_typename(::Type{Second}) = "Second"
_typename(::Type{Millisecond}) = "Millisecond"
_typename(::Type{Microsecond}) = "Microsecond"
_typename(::Type{Nanosecond}) = "Nanosecond"

+(a::P, b::P) where {P<:Period} = P(a.value + b.value)
-(a::P, b::P) where {P<:Period} = P(a.value - b.value)
-(a::P) where {P<:Period} = P(-a.value)
*(a::P, n::Integer) where {P<:Period} = P(a.value * n)
*(n::Integer, a::P) where {P<:Period} = P(n * a.value)
div(a::P, n::Integer) where {P<:Period} = P(div(a.value, n))
div(a::P, b::P) where {P<:Period} = div(a.value, b.value)
/(a::P, b::P) where {P<:Period} = a.value / b.value
rem(a::P, b::P) where {P<:Period} = P(rem(a.value, b.value))
mod(a::P, b::P) where {P<:Period} = P(mod(a.value, b.value))
abs(a::P) where {P<:Period} = P(abs(a.value))
==(a::P, b::P) where {P<:Period} = a.value == b.value
isless(a::P, b::P) where {P<:Period} = a.value < b.value
<(a::P, b::P) where {P<:Period} = a.value < b.value
<=(a::P, b::P) where {P<:Period} = a.value <= b.value
zero(::Type{P}) where {P<:Period} = P(0)
zero(p::P) where {P<:Period} = P(0)
one(::Type{P}) where {P<:Period} = P(1)
hash(p::Period, h::UInt) = hash(p.value, hash(_unit(typeof(p)), h))

# Fixed-length periods in milliseconds (Week and smaller) and nanoseconds.
_ms(p::Week) = p.value * 604800000
_ms(p::Day) = p.value * 86400000
_ms(p::Hour) = p.value * 3600000
_ms(p::Minute) = p.value * 60000
_ms(p::Second) = p.value * 1000
_ms(p::Millisecond) = p.value
_ns(p::Hour) = p.value * 3600000000000
_ns(p::Minute) = p.value * 60000000000
_ns(p::Second) = p.value * 1000000000
_ns(p::Millisecond) = p.value * 1000000
_ns(p::Microsecond) = p.value * 1000
_ns(p::Nanosecond) = p.value

_ns(p::Week) = p.value * 604800000000000
_ns(p::Day) = p.value * 86400000000000

# Conversions between periods, as Julia's: to a finer unit by multiplying (InexactError
# when the count overflows), to a coarser one only when exact (divexact). Fixed periods
# (Week to Nanosecond) convert among themselves, Year, Quarter and Month likewise.
const FixedPeriod = Union{Week, Day, Hour, Minute, Second, Millisecond, Microsecond, Nanosecond}
const OtherPeriod = Union{Year, Quarter, Month}
_unitsize(::Type{Week}) = 604800000000000
_unitsize(::Type{Day}) = 86400000000000
_unitsize(::Type{Hour}) = 3600000000000
_unitsize(::Type{Minute}) = 60000000000
_unitsize(::Type{Second}) = 1000000000
_unitsize(::Type{Millisecond}) = 1000000
_unitsize(::Type{Microsecond}) = 1000
_unitsize(::Type{Nanosecond}) = 1
_unitsize(::Type{Year}) = 12
_unitsize(::Type{Quarter}) = 3
_unitsize(::Type{Month}) = 1
function _convert_period(::Type{T}, x::Period) where {T<:Period}
    a = _unitsize(typeof(x))
    b = _unitsize(T)
    if a >= b
        n = div(a, b)
        v = x.value
        (v > div(typemax(Int64), n) || v < div(typemin(Int64), n)) &&
            throw(InexactError(:convert, T, x))
        return T(v * n)
    end
    n = div(b, a)
    q, r = divrem(x.value, n)
    r == 0 || throw(InexactError(:divexact, Int64, x.value / n))
    return T(q)
end
convert(::Type{T}, x::T) where {T<:Period} = x
convert(::Type{T}, x::FixedPeriod) where {T<:FixedPeriod} = _convert_period(T, x)
convert(::Type{T}, x::OtherPeriod) where {T<:OtherPeriod} = _convert_period(T, x)
Year(x::Period) = convert(Year, x)
Quarter(x::Period) = convert(Quarter, x)
Month(x::Period) = convert(Month, x)
Week(x::Period) = convert(Week, x)
Day(x::Period) = convert(Day, x)
Hour(x::Period) = convert(Hour, x)
Minute(x::Period) = convert(Minute, x)
Second(x::Period) = convert(Second, x)
Millisecond(x::Period) = convert(Millisecond, x)
Microsecond(x::Period) = convert(Microsecond, x)
Nanosecond(x::Period) = convert(Nanosecond, x)

# A mixed collection of fixed periods (or of Year/Quarter/Month) promotes to the finer unit.
promote_rule(::Type{A}, ::Type{B}) where {A<:FixedPeriod, B<:FixedPeriod} =
    _unitsize(A) <= _unitsize(B) ? A : B
promote_rule(::Type{A}, ::Type{B}) where {A<:OtherPeriod, B<:OtherPeriod} =
    _unitsize(A) <= _unitsize(B) ? A : B

# Mixed fixed periods compare through nanoseconds, Year/Quarter/Month through months.
_cmpvalue(p::FixedPeriod) = Int128(p.value) * _unitsize(typeof(p))
_cmpvalue(p::OtherPeriod) = Int128(p.value) * _unitsize(typeof(p))
==(a::FixedPeriod, b::FixedPeriod) = _cmpvalue(a) == _cmpvalue(b)
==(a::OtherPeriod, b::OtherPeriod) = _cmpvalue(a) == _cmpvalue(b)
isless(a::FixedPeriod, b::FixedPeriod) = _cmpvalue(a) < _cmpvalue(b)
isless(a::OtherPeriod, b::OtherPeriod) = _cmpvalue(a) < _cmpvalue(b)
<(a::FixedPeriod, b::FixedPeriod) = _cmpvalue(a) < _cmpvalue(b)
<(a::OtherPeriod, b::OtherPeriod) = _cmpvalue(a) < _cmpvalue(b)
<=(a::FixedPeriod, b::FixedPeriod) = _cmpvalue(a) <= _cmpvalue(b)
<=(a::OtherPeriod, b::OtherPeriod) = _cmpvalue(a) <= _cmpvalue(b)

"""
    days(p)

The number of days in `p`: whole days of fixed periods (truncated), Julia's average
lengths for years (365.2425 days), quarters and months.
"""
days(c::Millisecond) = div(c.value, 86400000)
days(c::Second) = div(c.value, 86400)
days(c::Minute) = div(c.value, 1440)
days(c::Hour) = div(c.value, 24)
days(c::Day) = c.value
days(c::Week) = 7 * c.value
days(c::Year) = 365.2425 * c.value
days(c::Quarter) = 91.310625 * c.value
days(c::Month) = 30.436875 * c.value

"""A sum of periods of different units (`Day(1) + Hour(2)`)."""
# Kept as Julia keeps it: largest unit first, periods of one unit merged; a lone zero
# period is dropped (Julia keeps zeros among several).
struct CompoundPeriod
    periods::Vector{Period}
    CompoundPeriod(ps::Vector{<:Period}) = new(_compound(ps))
end
CompoundPeriod(ps::Period...) = CompoundPeriod(Period[ps...])
const _UNIT_ORDER = (Year, Quarter, Month, Week, Day, Hour, Minute, Second, Millisecond,
                     Microsecond, Nanosecond)
function _compound(ps)
    length(ps) == 1 && return ps[1].value == 0 ? Period[] : Period[ps[1]]
    out = Period[]
    for T in _UNIT_ORDER
        found = false
        n = 0
        for p in ps
            p isa T && (n += p.value; found = true)
        end
        found && push!(out, T(n))
    end
    return out
end
+(a::Period, b::Period) = CompoundPeriod(Period[a, b])
+(c::CompoundPeriod, p::Period) = CompoundPeriod(vcat(c.periods, Period[p]))
+(p::Period, c::CompoundPeriod) = c + p
+(a::CompoundPeriod, b::CompoundPeriod) = CompoundPeriod(vcat(a.periods, b.periods))
-(a::Period, b::Period) = CompoundPeriod(Period[a, -b])
-(c::CompoundPeriod) = CompoundPeriod(Period[-p for p in c.periods])
-(c::CompoundPeriod, p::Period) = c + (-p)
function print(io::IO, c::CompoundPeriod)
    isempty(c.periods) && return print(io, "empty period")
    for (i, p) in enumerate(c.periods)
        i > 1 && print(io, ", ")
        print(io, p)
    end
end
show(io::IO, c::CompoundPeriod) = print(io, c)

# canonicalize: milliseconds split into weeks, days, hours, minutes, seconds, ms.
function canonicalize(p::Union{Week, Day, Hour, Minute, Second, Millisecond})
    ms = _ms(p)
    out = Period[]
    neg = ms < 0
    for (T, size) in ((Week, 604800000), (Day, 86400000), (Hour, 3600000), (Minute, 60000),
                      (Second, 1000), (Millisecond, 1))
        q = div(ms, size)
        ms -= q * size
        q != 0 && push!(out, T(q))
    end
    return CompoundPeriod(out)
end
canonicalize(c::CompoundPeriod) = canonicalize(Millisecond(sum(_ms(p) for p in c.periods)))
days(c::CompoundPeriod) = isempty(c.periods) ? 0.0 : Float64(sum(days, c.periods))

# A period shows its type (`Day(1)`), so a vector of one kind needs no element-type prefix.
Base.typeinfo_implicit(::Type{Year}) = true
Base.typeinfo_implicit(::Type{Quarter}) = true
Base.typeinfo_implicit(::Type{Month}) = true
Base.typeinfo_implicit(::Type{Week}) = true
Base.typeinfo_implicit(::Type{Day}) = true
Base.typeinfo_implicit(::Type{Hour}) = true
Base.typeinfo_implicit(::Type{Minute}) = true
Base.typeinfo_implicit(::Type{Second}) = true
Base.typeinfo_implicit(::Type{Millisecond}) = true
Base.typeinfo_implicit(::Type{Microsecond}) = true
Base.typeinfo_implicit(::Type{Nanosecond}) = true

# Milliseconds in a period (Julia's Dates.toms): months and years by their mean length.
toms(p::Nanosecond) = div(p.value, 1000000)
toms(p::Microsecond) = div(p.value, 1000)
toms(p::Union{Week, Day, Hour, Minute, Second, Millisecond}) = _ms(p)
toms(p::Month) = 86400000.0 * 30.436875 * p.value
toms(p::Quarter) = 86400000.0 * 30.436875 * 3 * p.value
toms(p::Year) = 86400000.0 * 365.2425 * p.value
