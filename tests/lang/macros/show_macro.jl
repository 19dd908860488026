# @show prints `expression = value` and returns the value.
x = 1
@show x
a, b = 2, 3
@show a + b
@show "str"
@show [1, 2]
v = @show x * 10
println(v)
@show x a
s = "hi"
@show s
@show 1.5 * 2
@show 'c'
#= expect
x = 1
a + b = 5
"str" = "str"
[1, 2] = [1, 2]
x * 10 = 10
10
x = 1
a = 2
s = "hi"
1.5 * 2 = 3.0
'c' = 'c'
=#
