# Fields of dates and times; day and month names.

_days(d::Date) = d.days
_days(dt::DateTime) = fld(dt.ms, 86400000)

yearmonthday(d::Union{Date, DateTime}) = _yearmonthday(_days(d))
year(d::Union{Date, DateTime}) = _yearmonthday(_days(d))[1]
month(d::Union{Date, DateTime}) = _yearmonthday(_days(d))[2]
day(d::Union{Date, DateTime}) = _yearmonthday(_days(d))[3]
yearmonth(d::Union{Date, DateTime}) = ((y, m, _) = yearmonthday(d); (y, m))
monthday(d::Union{Date, DateTime}) = ((_, m, dd) = yearmonthday(d); (m, dd))

_msofday(dt::DateTime) = mod(dt.ms, 86400000)
hour(dt::DateTime) = div(_msofday(dt), 3600000)
minute(dt::DateTime) = mod(div(_msofday(dt), 60000), 60)
second(dt::DateTime) = mod(div(_msofday(dt), 1000), 60)
millisecond(dt::DateTime) = mod(_msofday(dt), 1000)
hour(t::Time) = div(t.ns, 3600000000000)
minute(t::Time) = mod(div(t.ns, 60000000000), 60)
second(t::Time) = mod(div(t.ns, 1000000000), 60)
millisecond(t::Time) = mod(div(t.ns, 1000000), 1000)
microsecond(t::Time) = mod(div(t.ns, 1000), 1000)
nanosecond(t::Time) = mod(t.ns, 1000)
hour(d::Date) = 0
minute(d::Date) = 0
second(d::Date) = 0
millisecond(d::Date) = 0

Year(d::TimeType) = Year(year(d))
Month(d::TimeType) = Month(month(d))
Day(d::TimeType) = Day(day(d))
Hour(d::TimeType) = Hour(hour(d))
Minute(d::TimeType) = Minute(minute(d))
Second(d::TimeType) = Second(second(d))
Millisecond(d::TimeType) = Millisecond(millisecond(d))

isleapyear(d::Union{Date, DateTime}) = isleapyear(year(d))
daysinmonth(d::Union{Date, DateTime}) = ((y, m, _) = yearmonthday(d); daysinmonth(y, m))
daysinyear(y::Integer) = isleapyear(y) ? 366 : 365
daysinyear(d::Union{Date, DateTime}) = daysinyear(year(d))
dayofyear(d::Union{Date, DateTime}) = _days(d) - _totaldays(Int64(year(d)), 1, 1) + 1
quarterofyear(d::Union{Date, DateTime}) = (month(d) - 1) ÷ 3 + 1

const Monday = 1
const Tuesday = 2
const Wednesday = 3
const Thursday = 4
const Friday = 5
const Saturday = 6
const Sunday = 7
const January = 1
const February = 2
const March = 3
const April = 4
const May = 5
const June = 6
const July = 7
const August = 8
const September = 9
const October = 10
const November = 11
const December = 12

# Day 1 (0001-01-01) was a Monday.
dayofweek(d::Union{Date, DateTime}) = mod1(_days(d), 7)

const _DAYNAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
const _DAYABBRS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
const _MONTHNAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
                     "September", "October", "November", "December")
const _MONTHABBRS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                     "Nov", "Dec")

dayname(i::Integer) = _DAYNAMES[i]
dayabbr(i::Integer) = _DAYABBRS[i]
monthname(i::Integer) = _MONTHNAMES[i]
monthabbr(i::Integer) = _MONTHABBRS[i]
dayname(d::Union{Date, DateTime}) = _DAYNAMES[dayofweek(d)]
dayabbr(d::Union{Date, DateTime}) = _DAYABBRS[dayofweek(d)]
monthname(d::Union{Date, DateTime}) = _MONTHNAMES[month(d)]
monthabbr(d::Union{Date, DateTime}) = _MONTHABBRS[month(d)]

# ISO week number (weeks start on Monday; week 1 holds the year's first Thursday).
function week(d::Union{Date, DateTime})
    days = _days(d)
    wd = dayofweek(d)
    thursday = days - wd + 4
    y = _yearmonthday(thursday)[1]
    return (thursday - _totaldays(Int64(y), 1, 1)) ÷ 7 + 1
end

_sametype(d::Date, days) = Date(days)
_sametype(d::DateTime, days) = DateTime(days * 86400000)

firstdayofmonth(d::Union{Date, DateTime}) = ((y, m, _) = yearmonthday(d); _sametype(d, _totaldays(y, m, 1)))
lastdayofmonth(d::Union{Date, DateTime}) =
    ((y, m, _) = yearmonthday(d); _sametype(d, _totaldays(y, m, Int64(daysinmonth(y, m)))))
firstdayofyear(d::Union{Date, DateTime}) = _sametype(d, _totaldays(Int64(year(d)), 1, 1))
lastdayofyear(d::Union{Date, DateTime}) = _sametype(d, _totaldays(Int64(year(d)), 12, 31))
firstdayofweek(d::Union{Date, DateTime}) = _sametype(d, _days(d) - dayofweek(d) + 1)
lastdayofweek(d::Union{Date, DateTime}) = _sametype(d, _days(d) - dayofweek(d) + 7)

function tonext(d::Date, dow::Integer; same::Bool = false)
    n = same ? 0 : 1
    while dayofweek(Date(d.days + n)) != dow
        n += 1
    end
    return Date(d.days + n)
end
function toprev(d::Date, dow::Integer; same::Bool = false)
    n = same ? 0 : 1
    while dayofweek(Date(d.days - n)) != dow
        n += 1
    end
    return Date(d.days - n)
end
