# Durations between DateTimes, periods, and formatting of times.
using Dates
t1 = DateTime(2024, 3, 10, 8, 30)
t2 = DateTime(2024, 3, 12, 17, 45, 30)
d = t2 - t1
println(d, " ", typeof(d), " ", Dates.value(d) ÷ 1000)
println(canonicalize(Dates.CompoundPeriod(d)))
println(floor(d, Hour), " ", Minute(floor(d, Minute)) ÷ Minute(60), " ", round(Minute(95), Hour))
println(Day(t2 - t1 |> x -> floor(x, Day)), " ", t1 + Minute(90), " ", t1 - Day(10))
println(Dates.format(t2, "HH:MM"), " ", Dates.format(t2, "yyyy/mm/dd HH:MM:SS"), " ", Dates.format(t1, "u d, yyyy"))
println(Date(t2), " ", Time(t2), " ", DateTime(Date(2024, 1, 1)), " ", trunc(t2, Day))
println(Dates.dayofweek(Date(2024, 3, 10)), " ", Dates.dayname(7), " ", Dates.monthabbr(12), " ", Dates.daysinyear(2023))
ds = Date(2024, 1, 31):Month(1):Date(2024, 6, 30)
println(collect(ds))
println(tonext(Date(2024, 3, 10), Friday), " ", toprev(Date(2024, 3, 10), Monday), " ", lastdayofweek(Date(2024, 3, 6)))
println(Millisecond(1500) + Second(1), " ", convert(Second, Minute(2)), " ", Second(Minute(3)), " ", Dates.toms(Second(2)))
println(DateTime("2024-03-10 08:30", dateformat"yyyy-mm-dd HH:MM"), " ", Date("03/10/2024", "mm/dd/yyyy"))
#= expect
206130000 milliseconds Millisecond 206130
2 days, 9 hours, 15 minutes, 30 seconds
205200000 milliseconds 57 120 minutes
2 days 2024-03-10T10:00:00 2024-02-29T08:30:00
17:45 2024/03/12 17:45:30 Mar 10, 2024
2024-03-12 17:45:30 2024-01-01T00:00:00 2024-03-12T00:00:00
7 Sunday Dec 365
Date[Date("2024-01-31"), Date("2024-02-29"), Date("2024-03-31"), Date("2024-04-30"), Date("2024-05-31"), Date("2024-06-30")]
2024-03-15 2024-03-04 2024-03-10
1 second, 1500 milliseconds 120 seconds 180 seconds 2000
2024-03-10T08:30:00 2024-03-10
=#
