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

# Conversions between fixed periods when exact.
Day(w::Week) = Day(w.value * 7)
Hour(d::Day) = Hour(d.value * 24)
Minute(h::Hour) = Minute(h.value * 60)
Second(m::Minute) = Second(m.value * 60)
Millisecond(s::Second) = Millisecond(s.value * 1000)
Month(y::Year) = Month(y.value * 12)

# Mixed fixed periods compare and add through milliseconds.
==(a::Union{Week, Day, Hour, Minute, Second, Millisecond},
   b::Union{Week, Day, Hour, Minute, Second, Millisecond}) = _ms(a) == _ms(b)

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
