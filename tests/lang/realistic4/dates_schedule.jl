# Dates in a planning script: due dates, business days, meetups, ages and a month calendar
using Dates

start = Date(2024, 1, 29)
println(start, " is a ", dayname(start), "; +1 month = ", start + Month(1), "; +30 days = ", start + Day(30))
println("week ", week(start), ", quarter ", quarterofyear(start), ", day of year ", dayofyear(start))

function add_business_days(d::Date, n::Int)
    while n > 0
        d += Day(1)
        dayofweek(d) <= 5 && (n -= 1)
    end
    d
end
due = add_business_days(Date(2024, 3, 28), 5)
println("5 business days after 2024-03-28: ", due, " (", Dates.format(due, "e d u"), ")")

# exercism "meetup": the nth / last / teenth weekday of a month
function meetup(year, month, weekday, which)
    days = filter(d -> dayofweek(d) == weekday, Date(year, month, 1):Day(1):lastdayofmonth(Date(year, month, 1)))
    which == :teenth ? only(filter(d -> 13 <= day(d) <= 19, days)) :
    which == :last ? last(days) : days[(first = 1, second = 2, third = 3, fourth = 4)[which]]
end
println(meetup(2013, 5, Monday, :teenth), " ", meetup(2013, 3, Tuesday, :first), " ",
        meetup(2013, 12, Sunday, :last), " ", meetup(2024, 2, Thursday, :fourth))

birth = Date(1990, 7, 15)
today_ = Date(2024, 7, 14)
age = year(today_) - year(birth) - (monthday(today_) < monthday(birth) ? 1 : 0)
println("age on ", today_, ": ", age, "; days alive: ", Dates.value(today_ - birth))

println(Date(2024, 2, 29) + Year(1), " ", Date(2024, 3, 31) - Month(1), " ", Date(2023, 1, 31) + Month(1))
println(isleapyear.(2000:100:2400), " ", daysinmonth(Date(1900, 2, 1)))
println(firstdayofweek(Date(2024, 5, 16)), " ", lastdayofweek(Date(2024, 5, 16)), " ", firstdayofmonth(Date(2024, 5, 16)))
println(Dates.format(DateTime(2024, 5, 6, 7, 8, 9), "yyyy/mm/dd HH:MM"), " ", DateTime(2024, 5, 6, 7, 8, 9) - DateTime(2024, 5, 6))
println(Date("2024-12-25") - Date("2024-11-28"), " ", Dates.days(Week(3)), " ", Hour(36) ÷ Hour(24), " ", Minute(90) + Second(30))
println(collect(Date(2024, 1, 1):Month(3):Date(2024, 12, 31)))
println(count(d -> dayofweek(d) == Friday && day(d) == 13, Date(2024, 1, 1):Day(1):Date(2026, 12, 31)))

function calendar(y, m)
    first_ = Date(y, m, 1)
    println(lpad(monthname(first_) * " " * string(y), 14 + length(monthname(first_) * " " * string(y)) ÷ 2))
    println("Mo Tu We Th Fr Sa Su")
    cells = vcat(fill("  ", dayofweek(first_) - 1), [lpad(d, 2) for d in 1:daysinmonth(first_)])
    for row in Iterators.partition(cells, 7)
        println(join(row, " "))
    end
end
calendar(2024, 9)
#= expect
2024-01-29 is a Monday; +1 month = 2024-02-29; +30 days = 2024-02-28
week 5, quarter 1, day of year 29
5 business days after 2024-03-28: 2024-04-04 (Thu 4 Apr)
2013-05-13 2013-03-05 2013-12-29 2024-02-22
age on 2024-07-14: 33; days alive: 12418
2025-02-28 2024-02-29 2023-02-28
Bool[1, 0, 0, 0, 1] 28
2024-05-13 2024-05-19 2024-05-01
2024/05/06 07:08 25689000 milliseconds
27 days 21 1 90 minutes, 30 seconds
Date[Date("2024-01-01"), Date("2024-04-01"), Date("2024-07-01"), Date("2024-10-01")]
6
       September 2024
Mo Tu We Th Fr Sa Su
                   1
 2  3  4  5  6  7  8
 9 10 11 12 13 14 15
16 17 18 19 20 21 22
23 24 25 26 27 28 29
30
=#
