# Dates: calendar dates, date-times and times of day in the proleptic Gregorian
# calendar, periods and their arithmetic, formatting and parsing with
# DateFormat, ranges of dates. A Date is a day number (day 1 = 0001-01-01), a
# DateTime milliseconds from 0000-12-31T00:00:00, a Time nanoseconds since
# midnight, as in Julia. docs/stdlib.md lists what is covered.
module Dates

import Base: +, -, *, /, <, <=, ==, isless, show, print, string, hash, zero, one, iterate,
             length, getindex, size, first, last, step, div, rem, mod, abs, isempty,
             convert, promote_rule

export Period, DatePeriod, TimePeriod, Year, Quarter, Month, Week, Day, Hour, Minute, Second,
       Millisecond, Microsecond, Nanosecond, TimeType, Date, DateTime, Time, DateFormat,
       year, month, day, hour, minute, second, millisecond, week, quarterofyear, dayofweek,
       dayname, dayabbr, monthname, monthabbr, dayofyear, isleapyear, daysinmonth,
       daysinyear, lastdayofmonth, firstdayofmonth, lastdayofyear, firstdayofyear,
       firstdayofweek, lastdayofweek, yearmonthday, yearmonth, monthday, now, today,
       unix2datetime, datetime2unix, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday,
       Sunday, January, February, March, April, May, June, July, August, September, October,
       November, December, canonicalize, value, tonext, toprev, datetime2rata, rata2datetime,
       dayofmonth, dayofweekofmonth, daysofweekinmonth, dayofquarter, firstdayofquarter,
       lastdayofquarter, tofirst, tolast

include("periods.jl")
include("types.jl")
include("accessors.jl")
include("arithmetic.jl")
include("format.jl")
include("ranges.jl")
include("rounding.jl")
include("adjusters.jl")

end
