# now() and today() read the clock: only their types and consistency are pinned.
using Dates
t = now()
d = today()
println(typeof(t), " ", typeof(d))
println(Date(t) == d || Date(t) + Day(1) == d)
println(year(d) >= 2024)
println(dateformat"yyyy-mm-dd")
println(Dates.format(Date(2024, 7, 4), dateformat"yyyy/mm/dd"))
#= expect
DateTime Date
true
true
dateformat"yyyy-mm-dd"
2024/07/04
=#
