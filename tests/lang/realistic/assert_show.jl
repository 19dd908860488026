x = 5
@assert x > 0
@assert x > 0 "x must be positive"
try
    @assert x < 0
catch e
    println(e)
end
try
    @assert x < 0 "x = $x is not negative"
catch e
    println(e.msg)
end
a = [1, 2]
@show a
@show x + 1 length(a)
@show "str" :sym 1.5
y = @show x * 2
println(y)
#= expect
AssertionError("x < 0")
x = 5 is not negative
a = [1, 2]
x + 1 = 6
length(a) = 2
"str" = "str"
:sym = :sym
1.5 = 1.5
x * 2 = 10
10
=#
