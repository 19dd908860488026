# findall / findprev with a Char needle.
s = "hello world"
println(findall('o', s), " ", findall('z', s), " ", findall('l', s))
println(findprev('l', s, 3), " ", findprev('l', s, 2), " ", findprev('o', "héllo", 6))
println(findall('é', "héé"))
#= expect
[5, 8] Int64[] [3, 4, 10]
3 nothing 6
[2, 4]
=#
