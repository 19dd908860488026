# floor, ceil, round and trunc of dates and date-times to a period, as Julia does them:
# multiples of the period counted from the rounding epoch 0000-01-01T00:00:00 (weeks
# from 0000-01-03, a Monday);
# round takes the nearer of floor and ceil, ties going up.

const _EPOCH_DAYS = -365                         # 0000-01-01 as a day number
const _EPOCH_MS = _EPOCH_DAYS * 86400000
const _WEEK_EPOCH_DAYS = -363                    # 0000-01-03, the first Monday of year 0

_ms_of(p::Union{Week, Day, Hour, Minute, Second, Millisecond}) = _ms(p)
_months_of(p::Year) = 12 * p.value
_months_of(p::Quarter) = 3 * p.value
_months_of(p::Month) = p.value
_check_period(p) = p.value < 1 && throw(DomainError(p, "rounding period must be positive"))

function Base.floor(dt::DateTime, p::Union{Week, Day, Hour, Minute, Second, Millisecond})
    _check_period(p)
    m = dt.ms - (p isa Week ? _WEEK_EPOCH_DAYS * 86400000 : _EPOCH_MS)
    return DateTime(dt.ms - mod(m, _ms_of(p)))
end
function Base.floor(d::Date, p::Union{Week, Day})
    _check_period(p)
    n = d.days - (p isa Week ? _WEEK_EPOCH_DAYS : _EPOCH_DAYS)
    return Date(d.days - mod(n, div(_ms_of(p), 86400000)))
end
function _floor_months(y, m, k)
    total = 12 * y + (m - 1)                     # months since 0000-01
    total -= mod(total, k)
    return (fld(total, 12), mod(total, 12) + 1)
end
function Base.floor(dt::DateTime, p::Union{Year, Quarter, Month})
    _check_period(p)
    y, m = _floor_months(year(dt), month(dt), _months_of(p))
    return DateTime(y, m, 1)
end
function Base.floor(d::Date, p::Union{Year, Quarter, Month})
    _check_period(p)
    y, m = _floor_months(year(d), month(d), _months_of(p))
    return Date(y, m, 1)
end
function Base.ceil(x::Union{Date, DateTime}, p::Period)
    f = floor(x, p)
    return x == f ? f : f + p
end
function Base.round(x::Union{Date, DateTime}, p::Period)
    f = floor(x, p)
    x == f && return f
    c = f + p
    return (x - f) < (c - x) ? f : c
end
Base.floor(x::Union{Date, DateTime}, ::Type{P}) where {P<:Period} = floor(x, P(1))
Base.ceil(x::Union{Date, DateTime}, ::Type{P}) where {P<:Period} = ceil(x, P(1))
Base.round(x::Union{Date, DateTime}, ::Type{P}) where {P<:Period} = round(x, P(1))

# trunc(dt, T): the fields below T set to their first value.
Base.trunc(dt::DateTime, ::Type{Year}) = DateTime(year(dt), 1, 1)
Base.trunc(dt::DateTime, ::Type{Quarter}) = DateTime(year(dt), 3 * (quarterofyear(dt) - 1) + 1, 1)
Base.trunc(dt::DateTime, ::Type{Month}) = DateTime(year(dt), month(dt), 1)
Base.trunc(dt::DateTime, ::Type{Day}) = DateTime(year(dt), month(dt), day(dt))
Base.trunc(dt::DateTime, ::Type{Hour}) = DateTime(year(dt), month(dt), day(dt), hour(dt))
Base.trunc(dt::DateTime, ::Type{Minute}) = DateTime(year(dt), month(dt), day(dt), hour(dt), minute(dt))
Base.trunc(dt::DateTime, ::Type{Second}) = DateTime(year(dt), month(dt), day(dt), hour(dt), minute(dt), second(dt))
Base.trunc(dt::DateTime, ::Type{Millisecond}) = dt
Base.trunc(d::Date, ::Type{Year}) = Date(year(d), 1, 1)
Base.trunc(d::Date, ::Type{Quarter}) = Date(year(d), 3 * (quarterofyear(d) - 1) + 1, 1)
Base.trunc(d::Date, ::Type{Month}) = Date(year(d), month(d), 1)
Base.trunc(d::Date, ::Type{Day}) = d

# Periods rounded to a multiple of another (Week, Day and the time periods), in the
# finer of the two units: floor(Millisecond(5400000), Hour) is 3600000 milliseconds.
const _ConvertiblePeriod = Union{TimePeriod, Week, Day}
function Base.floor(x::_ConvertiblePeriod, precision::_ConvertiblePeriod)
    _check_period(precision)
    a, p = promote(x, precision)
    return a - mod(a, p)
end
function Base.ceil(x::_ConvertiblePeriod, precision::_ConvertiblePeriod)
    f = floor(x, precision)
    a, f2, p = promote(x, f, precision)
    return a == f2 ? f2 : f2 + p
end
function Base.round(x::_ConvertiblePeriod, precision::_ConvertiblePeriod)
    f = floor(x, precision)
    c = ceil(x, precision)
    a, f2, c2 = promote(x, f, c)
    return (a - f2) < (c2 - a) ? f2 : c2
end
Base.floor(x::_ConvertiblePeriod, ::Type{P}) where {P<:_ConvertiblePeriod} = floor(x, P(1))
Base.ceil(x::_ConvertiblePeriod, ::Type{P}) where {P<:_ConvertiblePeriod} = ceil(x, P(1))
Base.round(x::_ConvertiblePeriod, ::Type{P}) where {P<:_ConvertiblePeriod} = round(x, P(1))
