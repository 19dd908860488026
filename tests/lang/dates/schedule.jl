# A schedule: parsing, arithmetic, formatting and ranges of dates.
using Dates
d = Date("2024-01-15")
println(d, " ", dayofweek(d), " ", dayname(d), " ", monthname(d))
println(d + Day(20), " ", d + Month(1), " ", d - Year(1))
println(Date(2024, 1, 31) + Month(1))
println(Dates.format(d, "dd/mm/yyyy"), " ", Dates.format(d, "e, d u yyyy"))
println(Dates.format(DateTime(2024, 3, 5, 14, 7, 9), "yyyy-mm-dd HH:MM:SS"))
dt = DateTime("2024-03-05T14:07:09")
println(dt, " ", hour(dt), ":", minute(dt))
println(Date(2024, 3, 1) - Date(2024, 2, 1))
println(Dates.value(Date(2024, 3, 1) - Date(2024, 2, 1)))
for day in Date(2024, 2, 26):Day(2):Date(2024, 3, 3)
    println(day, " ", Dates.dayabbr(day))
end
println(isleapyear(2024), " ", daysinmonth(Date(2023, 2, 1)), " ", dayofyear(Date(2024, 3, 1)))
println(Date("15.01.2024", dateformat"dd.mm.yyyy"))
println(firstdayofmonth(d), " ", lastdayofmonth(d))
println(week(d), " ", quarterofyear(d), " ", year(d), " ", month(d), " ", day(d))
println(length(Date(2024, 1, 1):Day(1):Date(2024, 12, 31)))
println(Dates.Time(9, 30), " ", Time(23, 59, 59) + Second(2))
println(DateTime(2024, 1, 1) + Hour(36))
println(Month(14), " ", Day(3) + Day(4), " ", Week(2))
println(canonicalize(Dates.CompoundPeriod(Minute(135))))
#= expect
2024-01-15 1 Monday January
2024-02-04 2024-02-15 2023-01-15
2024-02-29
15/01/2024 Mon, 15 Jan 2024
2024-03-05 14:07:09
2024-03-05T14:07:09 14:7
29 days
29
2024-02-26 Mon
2024-02-28 Wed
2024-03-01 Fri
2024-03-03 Sun
true 28 61
2024-01-15
2024-01-01 2024-01-31
3 1 2024 1 15
366
09:30:00 00:00:01
2024-01-02T12:00:00
14 months 7 days 2 weeks
2 hours, 15 minutes
=#
