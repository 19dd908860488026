# dates stats: output as Julia 1.11 prints it.
using Dates, Statistics
d = Date(2024, 2, 28)
println(d, " ", d + Day(1), " ", d + Day(2), " ", d + Month(1), " ", year(d), " ", month(d), " ", day(d))
println(dayofweek(d), " ", dayname(d), " ", monthname(d), " ", isleapyear(d), " ", daysinmonth(d))
dt = DateTime(2023, 12, 31, 23, 59, 30)
println(dt, " ", dt + Second(45), " ", dt + Hour(1), " ", Dates.format(dt, "yyyy-mm-dd HH:MM:SS"))
println(Dates.format(d, "dd/mm/yyyy"), " ", Dates.format(d, "e, d u yyyy"), " ", Date("2024-03-15"), " ", Date("15.03.2024", "dd.mm.yyyy"))
println(Date(2024, 3, 1) - Date(2024, 1, 1), " ", (Date(2024, 3, 1) - Date(2024, 1, 1)).value, " ", Dates.value(Day(3)))
println(collect(Date(2024, 1, 30):Day(1):Date(2024, 2, 2)))
println(typeof(d), " ", repr(d), " ", string(dt), " ", Day(3) + Day(4), " ", Week(2), " ", Month(3))
show(d); println()
display(dt)
data = [2.0, 4.0, 4.0, 5.0, 7.0, 9.0]
println(mean(data), " ", median(data), " ", var(data), " ", std(data))
println(quantile(data, 0.25), " ", quantile(data, [0.5, 0.9]), " ", mean([1, 2, 3, 4]), " ", median([3, 1, 2]))
println(round(std([1.0, 2.0, 3.0, 4.0]), digits = 4), " ", round(cor([1, 2, 3], [2, 4, 7]), digits = 6), " ", cov([1, 2, 3], [1, 2, 3]))
println(mean([1 2; 3 4], dims = 1), " ", sum([1 2; 3 4], dims = 2), " ", maximum([1 5; 7 2], dims = 1))
#= expect
2024-02-28 2024-02-29 2024-03-01 2024-03-28 2024 2 28
3 Wednesday February true 29
2023-12-31T23:59:30 2024-01-01T00:00:15 2024-01-01T00:59:30 2023-12-31 23:59:30
28/02/2024 Wed, 28 Feb 2024 2024-03-15 2024-03-15
60 days 60 3
Date[Date("2024-01-30"), Date("2024-01-31"), Date("2024-02-01"), Date("2024-02-02")]
Date Date("2024-02-28") 2023-12-31T23:59:30 7 days 2 weeks 3 months
Date("2024-02-28")
2023-12-31T23:59:30
5.166666666666667 4.5 6.166666666666667 2.48327740429189
4.0 [4.5, 8.0] 2.5 2.0
1.291 0.993399 1.0
[2.0 3.0] [3; 7;;] [7 5]
=#
