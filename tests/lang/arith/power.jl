# ^ on integers and floats. A literal negative exponent computes inv(x)^n,
# so 2^-1 is 0.5; a negative exponent in a variable throws DomainError.
println(2^10)
println(2.0^3)
println(3^0)
println(0^0)
println(2^-1)
println(2^-2)
println(typeof(2^-1))
println((-2)^3)
println(1.5^2)
n = -1
try
    2^n
catch e
    println(typeof(e))
end
println(1^n)
println((-1)^n)
x = 3
x ^= 2
println(x)
println(2^3^2)
println(typeof(2^2), " ", typeof(2.0^2))
#= expect
1024
8.0
1
1
0.5
0.25
Float64
-8
2.25
DomainError
1
-1
9
512
Int64 Float64
=#
