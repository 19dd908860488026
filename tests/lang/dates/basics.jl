# Dates: construction, fields, names, period arithmetic (month ends clamp), DateFormat
# formatting and parsing, ranges; each value checked by hand against the calendar.
using Dates
d = Date(2024, 1, 15)
println(d)
println(year(d), " ", month(d), " ", day(d))
println(dayofweek(d), " ", dayname(d), " ", monthname(d))
println(isleapyear(2024), " ", isleapyear(1900))
println(d + Day(30))
println(d + Month(1))
println(Date(2024, 1, 31) + Month(1))
println(Date(2024, 3, 1) - Date(2024, 1, 1))
dt = DateTime(2024, 1, 15, 10, 30, 45)
println(dt)
println(dt + Hour(20))
println(Dates.format(d, "dd/mm/yyyy"))
println(Dates.format(dt, "yyyy-mm-dd HH:MM:SS"))
println(Date("2023-12-25"))
println(Date("25/12/2023", "dd/mm/yyyy"))
println(DateTime("2024-01-15T10:30:00"))
println(lastdayofmonth(Date(2024, 2, 10)))
println(Day(5), " ", Day(1), " ", Month(3))
println([Date(2020, 1, 1)])
println(Time(10, 30))
println(dayofyear(Date(2024, 12, 31)))
r = Date(2024, 1, 1):Day(1):Date(2024, 1, 4)
for x in r
    println(x)
end
println(length(r))
println(collect(Date(2024, 1, 1):Week(1):Date(2024, 1, 20)))
println(Dates.format(d, "E, U d, yyyy"))
println(Date(2024, 1, 15) < Date(2024, 2, 1))
println(DateTime(2024, 1, 1) - DateTime(2023, 12, 31))
println(Dates.value(Date(2024, 1, 1) - Date(2023, 1, 1)))
println(week(Date(2024, 1, 15)))
println(repr(d))
#= expect
2024-01-15
2024 1 15
1 Monday January
true false
2024-02-14
2024-02-15
2024-02-29
60 days
2024-01-15T10:30:45
2024-01-16T06:30:45
15/01/2024
2024-01-15 10:30:45
2023-12-25
2023-12-25
2024-01-15T10:30:00
2024-02-29
5 days 1 day 3 months
Date[Date("2020-01-01")]
10:30:00
366
2024-01-01
2024-01-02
2024-01-03
2024-01-04
4
Date[Date("2024-01-01"), Date("2024-01-08"), Date("2024-01-15")]
Monday, January 15, 2024
true
86400000 milliseconds
365
3
Date("2024-01-15")
=#
