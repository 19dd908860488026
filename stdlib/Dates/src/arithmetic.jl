# Adding periods to dates and times; differences.

# Months and years move the calendar month and clamp the day to the month's end.
function _addmonths(d::Date, n::Int64)
    y, m, dd = yearmonthday(d)
    t = y * 12 + (m - 1) + n
    ny = fld(t, 12)
    nm = mod(t, 12) + 1
    return Date(_totaldays(ny, nm, min(dd, Int64(daysinmonth(ny, nm)))))
end
function _addmonths(dt::DateTime, n::Int64)
    d = _addmonths(Date(dt), n)
    return DateTime(d.days * 86400000 + _msofday(dt))
end

+(d::Date, p::Year) = _addmonths(d, 12 * p.value)
+(d::Date, p::Quarter) = _addmonths(d, 3 * p.value)
+(d::Date, p::Month) = _addmonths(d, p.value)
+(d::Date, p::Week) = Date(d.days + 7 * p.value)
+(d::Date, p::Day) = Date(d.days + p.value)
+(d::DateTime, p::Year) = _addmonths(d, 12 * p.value)
+(d::DateTime, p::Quarter) = _addmonths(d, 3 * p.value)
+(d::DateTime, p::Month) = _addmonths(d, p.value)
+(d::DateTime, p::Union{Week, Day, Hour, Minute, Second, Millisecond}) = DateTime(d.ms + _ms(p))
+(d::Date, p::Union{Hour, Minute, Second, Millisecond}) = DateTime(d) + p
+(t::Time, p::Union{Hour, Minute, Second, Millisecond, Microsecond, Nanosecond}) =
    Time(mod(t.ns + _ns(p), 86400000000000))
-(x::TimeType, p::Period) = x + (-p)
+(p::Period, x::TimeType) = x + p
+(x::TimeType, c::CompoundPeriod) = (for p in c.periods; x = x + p; end; x)
-(x::TimeType, c::CompoundPeriod) = (for p in c.periods; x = x - p; end; x)
+(d::Date, t::Time) = DateTime(d, t)

-(a::Date, b::Date) = Day(a.days - b.days)
-(a::DateTime, b::DateTime) = Millisecond(a.ms - b.ms)
-(a::Time, b::Time) = Nanosecond(a.ns - b.ns)
