# Date, DateTime, Time and the calendar arithmetic behind them.

abstract type TimeType end
abstract type AbstractDateTime <: TimeType end

struct Date <: TimeType
    days::Int64          # day 1 = 0001-01-01
end
struct DateTime <: AbstractDateTime
    ms::Int64            # milliseconds since 0000-12-31T00:00:00
end
struct Time <: TimeType
    ns::Int64            # nanoseconds since midnight
end

isleapyear(y::Integer) = (y % 4 == 0) && ((y % 100 != 0) || (y % 400 == 0))

const _DAYS_IN_MONTH = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
daysinmonth(y::Integer, m::Integer) = m == 2 && isleapyear(y) ? 29 : _DAYS_IN_MONTH[m]

# Day number of y-m-d (day 1 = 0001-01-01), by counting from March so that the
# leap day ends the year.
function _totaldays(y::Int64, m::Int64, d::Int64)
    z = m < 3 ? y - 1 : y
    mdays = (153 * (m < 3 ? m + 9 : m - 3) + 2) ÷ 5
    return d + mdays + 365 * z + fld(z, 4) - fld(z, 100) + fld(z, 400) - 306
end

# (year, month, day) of a day number.
function _yearmonthday(days::Int64)
    z = days + 306
    h = 100 * z - 25
    a = fld(h, 3652425)
    b = a - fld(a, 4)
    y = fld(100 * b + h, 36525)
    c = b + z - 365 * y - fld(y, 4)
    m = (5 * c + 456) ÷ 153
    d = c - (153 * m - 457) ÷ 5
    return m > 12 ? (y + 1, m - 12, d) : (y, m, d)
end

function _check_date(y, m, d)
    1 <= m <= 12 || throw(ArgumentError("Month: $m out of range (1:12)"))
    1 <= d <= daysinmonth(y, m) || throw(ArgumentError("Day: $d out of range (1:$(daysinmonth(y, m)))"))
end

function Date(y::Integer, m::Integer = 1, d::Integer = 1)
    _check_date(y, m, d)
    return Date(_totaldays(Int64(y), Int64(m), Int64(d)))
end
Date(y::Year, m::Month = Month(1), d::Day = Day(1)) = Date(y.value, m.value, d.value)
Date(dt::DateTime) = Date(fld(dt.ms, 86400000))

function DateTime(y::Integer, m::Integer = 1, d::Integer = 1, h::Integer = 0, mi::Integer = 0,
                  s::Integer = 0, ms::Integer = 0)
    _check_date(y, m, d)
    0 <= h <= 23 || throw(ArgumentError("Hour: $h out of range (0:23)"))
    0 <= mi <= 59 || throw(ArgumentError("Minute: $mi out of range (0:59)"))
    0 <= s <= 59 || throw(ArgumentError("Second: $s out of range (0:59)"))
    0 <= ms <= 999 || throw(ArgumentError("Millisecond: $ms out of range (0:999)"))
    days = _totaldays(Int64(y), Int64(m), Int64(d))
    return DateTime(days * 86400000 + h * 3600000 + mi * 60000 + s * 1000 + ms)
end
DateTime(d::Date) = DateTime(d.days * 86400000)
DateTime(d::Date, t::Time) = DateTime(d.days * 86400000 + div(t.ns, 1000000))

function Time(h::Integer, mi::Integer = 0, s::Integer = 0, ms::Integer = 0, us::Integer = 0,
              ns::Integer = 0)
    0 <= h <= 23 || throw(ArgumentError("Hour: $h out of range (0:23)"))
    0 <= mi <= 59 || throw(ArgumentError("Minute: $mi out of range (0:59)"))
    0 <= s <= 59 || throw(ArgumentError("Second: $s out of range (0:59)"))
    return Time(((Int64(h) * 60 + mi) * 60 + s) * 1000000000 + ms * 1000000 + us * 1000 + ns)
end
Time(dt::DateTime) = Time(mod(dt.ms, 86400000) * 1000000)

# Comparisons within one type.
==(a::T, b::T) where {T<:TimeType} = _value(a) == _value(b)
isless(a::T, b::T) where {T<:TimeType} = _value(a) < _value(b)
<(a::T, b::T) where {T<:TimeType} = _value(a) < _value(b)
<=(a::T, b::T) where {T<:TimeType} = _value(a) <= _value(b)
hash(x::TimeType, h::UInt) = hash(_value(x), h)
_value(d::Date) = d.days
_value(d::DateTime) = d.ms
_value(t::Time) = t.ns
value(x::TimeType) = _value(x)

# The clock: UTC from the real-time clock, local time through the zone offset.
const _UNIX_EPOCH_MS = 719163 * 86400000   # 1970-01-01T00:00:00 as a DateTime's ms

function now()
    ns = Core.time_wall_ns()
    ms = div(ns, 1000000)
    offset = Core.utc_offset(div(ms, 1000))
    return DateTime(_UNIX_EPOCH_MS + ms + offset * 1000)
end
now(::Type{UTC}) where {UTC} = DateTime(_UNIX_EPOCH_MS + div(Core.time_wall_ns(), 1000000))
today() = Date(now())
unix2datetime(x::Real) = DateTime(_UNIX_EPOCH_MS + round(Int64, x * 1000))
datetime2unix(dt::DateTime) = (dt.ms - _UNIX_EPOCH_MS) / 1000
datetime2rata(d::TimeType) = Date(d).days
rata2datetime(days::Integer) = DateTime(Int64(days) * 86400000)
