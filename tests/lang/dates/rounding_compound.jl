# Dates: floor/ceil/round/trunc to a period (from the rounding epoch; weeks from a
# Monday), the 'Y' format code, CompoundPeriod ordered and merged as Julia keeps it.
using Dates
d = Date(2024, 2, 28)
println(Dates.format(d, "e, d u Y"), " ", Dates.format(d, "Y/m/d"), " ", Dates.format(Date(33, 1, 5), "YYYY yy"))
println(Date("2024-3-5", "Y-m-d"))
println(Minute(90) + Hour(1), " ", Day(1) + Hour(2) + Day(3), " ", Second(5) + Year(1) + Month(2))
println(canonicalize(Dates.CompoundPeriod(Minute(150))), " ", Dates.CompoundPeriod(Day(0)), " ", Dates.CompoundPeriod(Day(0), Hour(1)))
println(d + (Day(1) + Month(1)), " ", Hour(1) - Minute(5))
dt = DateTime(2024, 3, 10, 14, 30, 5)
println(trunc(dt, Day), " ", trunc(dt, Hour), " ", trunc(dt, Month), " ", trunc(dt, Year), " ", trunc(Date(2024, 8, 9), Month))
println(round(DateTime(2024, 1, 1, 11, 40), Hour), " ", round(DateTime(2024, 1, 1, 11, 30), Hour), " ", round(DateTime(2024, 1, 1, 11, 29, 59), Hour))
println(floor(dt, Minute(15)), " ", ceil(dt, Minute(15)), " ", floor(dt, Day), " ", ceil(dt, Day))
println(floor(Date(2024, 8, 9), Month), " ", ceil(Date(2024, 8, 9), Month), " ", floor(Date(2024, 8, 9), Year), " ", round(Date(2024, 8, 20), Month))
println(floor(dt, Hour(6)), " ", floor(Date(2024, 5, 17), Quarter), " ", ceil(Date(2024, 1, 1), Month))
println(floor(Date(1985, 8, 16), Week), " ", dayname(floor(Date(1985, 8, 16), Week)), " ", ceil(Date(1985, 8, 16), Week))
#= expect
Wed, 28 Feb 2024 2024/2/28 0033 33
2024-03-05
1 hour, 90 minutes 4 days, 2 hours 1 year, 2 months, 5 seconds
2 hours, 30 minutes empty period 0 days, 1 hour
2024-03-29 1 hour, -5 minutes
2024-03-10T00:00:00 2024-03-10T14:00:00 2024-03-01T00:00:00 2024-01-01T00:00:00 2024-08-01
2024-01-01T12:00:00 2024-01-01T12:00:00 2024-01-01T11:00:00
2024-03-10T14:30:00 2024-03-10T14:45:00 2024-03-10T00:00:00 2024-03-11T00:00:00
2024-08-01 2024-09-01 2024-01-01 2024-09-01
2024-03-10T12:00:00 2024-04-01 2024-01-01
1985-08-12 Monday 1985-08-19
=#
