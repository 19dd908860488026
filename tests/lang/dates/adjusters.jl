# Dates adjusters and accessors: dayofmonth, dayofweekofmonth, daysofweekinmonth, dayofquarter,
# quarter bounds, tofirst/tolast (of a month or year), tonext/toprev of a DateTime and by a
# predicate; checked against the 2024 calendar (May 1 was a Wednesday).
using Dates
d = Date(2024, 5, 16)
println(dayofmonth(d), " ", dayofweekofmonth(d), " ", daysofweekinmonth(d), " ", dayofquarter(d))
println(daysofweekinmonth(Date(2024, 2, 1)), " ", daysofweekinmonth(Date(2024, 2, 8)), " ", daysofweekinmonth(Date(2023, 2, 1)), " ", daysofweekinmonth(Date(2024, 3, 31)), " ", daysofweekinmonth(Date(2024, 3, 4)))
println(dayofquarter(Date(2024, 3, 31)), " ", dayofquarter(Date(2023, 3, 31)), " ", dayofquarter(Date(2024, 12, 31)), " ", dayofquarter(Date(2024, 7, 1)))
println(firstdayofquarter(d), " ", lastdayofquarter(d), " ", lastdayofquarter(Date(2024, 11, 2)), " ", firstdayofquarter(DateTime(2024, 2, 3, 4)))
println(tofirst(d, Monday), " ", tolast(d, Friday), " ", tolast(d, Sunday; of = Year), " ", tofirst(d, Thursday))
println(tonext(DateTime(2024, 5, 16, 10, 30), Saturday), " ", toprev(DateTime(2024, 5, 16, 10, 30), Thursday))
println(tonext(x -> day(x) == 13 && dayofweek(x) == Friday, Date(2024, 1, 1)))
println(toprev(x -> dayofweek(x) == Sunday, Date(2024, 5, 16)))
println(tonext(x -> month(x) == 7, Date(2024, 1, 15); step = Month(1)))
# The last Friday of each month of 2024 (a Rosetta Code task).
for m in 1:12
    print(tolast(Date(2024, m, 1), Friday), m < 12 ? " " : "\n")
end
#= expect
16 3 5 46
5 5 4 5 4
91 90 92 1
2024-04-01 2024-06-30 2024-12-31 2024-01-01T00:00:00
2024-05-06 2024-05-31 2024-12-29 2024-05-02
2024-05-18T10:30:00 2024-05-09T10:30:00
2024-09-13
2024-05-12
2024-07-15
2024-01-26 2024-02-23 2024-03-29 2024-04-26 2024-05-31 2024-06-28 2024-07-26 2024-08-30 2024-09-27 2024-10-25 2024-11-29 2024-12-27
=#
