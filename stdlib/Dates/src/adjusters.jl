# More accessors and adjusters, as Julia's Dates: the day's place in its month and
# quarter, quarter bounds, the first/last given weekday of a month or year, and
# tonext/toprev by weekday (of a DateTime too) or by a predicate.

dayofmonth(d::TimeType) = day(d)

"""The week of the month a day's weekday falls in (1 for days 1–7, ..., 5)."""
dayofweekofmonth(d::TimeType) = (day(d) - 1) ÷ 7 + 1

"""How many times the day's weekday occurs in its month (4 or 5)."""
function daysofweekinmonth(d::TimeType)
    y, m, dd = yearmonthday(d)
    ld = daysinmonth(y, m)
    # The weekdays of the first ld - 28 days of the month occur five times.
    return (dd - 1) % 7 < ld - 28 ? 5 : 4
end

const _QUARTER_DAYS = (0, 31, 59, 0, 30, 61, 0, 31, 62, 0, 31, 61)
"""The day of the quarter (1 for the first day of January, April, July, October)."""
function dayofquarter(d::TimeType)
    y, m, dd = yearmonthday(d)
    return _QUARTER_DAYS[m] + dd + (m == 3 && isleapyear(y) ? 1 : 0)
end

function firstdayofquarter(d::Union{Date, DateTime})
    y, m = yearmonth(d)
    return _sametype(d, _totaldays(Int64(y), Int64(3 * ((m - 1) ÷ 3) + 1), Int64(1)))
end
function lastdayofquarter(d::Union{Date, DateTime})
    y, m = yearmonth(d)
    mm = 3 * ((m - 1) ÷ 3) + 3
    return _sametype(d, _totaldays(Int64(y), Int64(mm), Int64(daysinmonth(y, mm))))
end

_time_of_day(dt::DateTime) = dt - DateTime(Date(dt))
tonext(dt::DateTime, dow::Integer; same::Bool = false) =
    DateTime(tonext(Date(dt), dow; same = same)) + _time_of_day(dt)
toprev(dt::DateTime, dow::Integer; same::Bool = false) =
    DateTime(toprev(Date(dt), dow; same = same)) + _time_of_day(dt)

"""
    tonext(f, dt; step = Day(1), limit = 10000, same = false)

The first date after `dt` (or `dt` itself when `same`), stepping by `step`, for which
`f` is true; an `ArgumentError` after `limit` steps.
"""
function tonext(f::Function, dt::TimeType; step = Day(1), limit::Integer = 10000,
                same::Bool = false)
    x = same ? dt : dt + step
    for _ in 1:limit
        f(x) && return x
        x += step
    end
    throw(ArgumentError("Adjustment limit reached: $limit iterations"))
end
toprev(f::Function, dt::TimeType; step = Day(-1), limit::Integer = 10000,
       same::Bool = false) = tonext(f, dt; step = step, limit = limit, same = same)

"""
    tofirst(dt, dow; of = Month) / tolast(dt, dow; of = Month)

The first (last) day of weekday `dow` in the month (or year, `of = Year`) of `dt`.
"""
function tofirst(dt::TimeType, dow::Integer; of = Month)
    start = of === Year ? firstdayofyear(dt) : firstdayofmonth(dt)
    return tonext(start, dow; same = true)
end
function tolast(dt::TimeType, dow::Integer; of = Month)
    stop = of === Year ? lastdayofyear(dt) : lastdayofmonth(dt)
    return toprev(stop, dow; same = true)
end
