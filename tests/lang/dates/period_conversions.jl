# Period conversions as Julia's Dates: to a finer unit by multiplying, to a coarser
# one only when exact (InexactError otherwise); mixed fixed periods compare through
# their length and promote to the finer unit in a vector; Dates.days.
using Dates
println(Millisecond(Hour(1)), " ", Hour(Millisecond(7200000)), " ", Minute(Hour(2)))
println(Day(Week(2)), " ", Month(Year(2)), " ", Year(Month(24)), " ", Quarter(Year(1)))
println(Second(Minute(3)), " ", Nanosecond(Second(1)), " ", Millisecond(Millisecond(5)))
println(convert(Second, Minute(2)), " ", Week(Day(14)))
dt = DateTime(2024, 3, 10, 8, 5, 3, 250)
elapsed = dt - DateTime(2024, 3, 10)
println(elapsed, " ", Millisecond(elapsed))
println(Dates.value(Second(DateTime(2024, 3, 10, 1) - DateTime(2024, 3, 10))))
try
    Hour(Minute(90))
catch e
    println(e)
end
try
    Second(elapsed)
catch e
    println(typeof(e))
end
println(Hour(1) == Minute(60), " ", Hour(1) < Minute(61), " ", Day(1) > Hour(23))
println(Year(1) == Month(12), " ", Year(1) == Day(365), " ", Minute(2) != Second(120))
println(isless(Second(59), Minute(1)), " ", max(Hour(2), Minute(100)))
println([Hour(1), Minute(30)], " ", [Day(1), Day(2)], " ", [Year(1), Month(3)])
println(sort([Hour(1), Minute(30), Second(7200)]))
println(Hour(1) + Minute(30))
println(Dates.days(Week(2)), " ", Dates.days(Hour(49)), " ", Dates.days(Year(1)))
println(Dates.days(Month(2)), " ", Dates.days(Day(3) + Hour(24)))
println(Dates.days(Date(2024, 3, 10) - Date(2024, 1, 1)))
#= expect
3600000 milliseconds 2 hours 120 minutes
14 days 24 months 2 years 4 quarters
180 seconds 1000000000 nanoseconds 5 milliseconds
120 seconds 2 weeks
29103250 milliseconds 29103250 milliseconds
3600
InexactError(:divexact, Int64, 1.5)
InexactError
true true true
true false false
true 2 hours
[Minute(60), Minute(30)] [Day(1), Day(2)] [Month(12), Month(3)]
[Second(1800), Second(3600), Second(7200)]
1 hour, 30 minutes
14 2 365.2425
60.87375 4.0
69
=#
