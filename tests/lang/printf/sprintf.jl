# @sprintf returns the formatted String.
using Printf
s = @sprintf("%d-%s", 7, "x")
println(s, " ", typeof(s))
println(@sprintf("%.3f", 2/3))
println(@sprintf("%6.2f|", pi))
println(@sprintf("[%4d]", 12))
println(@sprintf("%d%%", 50))
row = @sprintf("%-6s%6.1f", "abc", 9.87)
println(row, "|")
println(length(@sprintf("%10s", "")))
println(@sprintf("%x", 3735928559))
println(@sprintf("%s|%s", 'c', nothing))
println(@sprintf("%05.1f", 3.14159))
#= expect
7-x String
0.667
  3.14|
[  12]
50%
abc      9.9|
10
deadbeef
c|nothing
003.1
=#
