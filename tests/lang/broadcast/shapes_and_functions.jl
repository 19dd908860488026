# Broadcasting extends dimensions of length 1, works on tuples, and treats
# strings, types and numbers as scalars; comparisons give a BitVector.
A = [1 2; 3 4]
println(A .+ [10, 20])
println([1, 2] .* [1 2 3])
println((1, 2) .+ 1)
println(abs.([-1, 2, -3]))
println(max.([1, 5], [3, 2]))
x = [1.0, 2.0]
x .+= 1
println(x)
println(length.(["a", "bb"]))
println(string.("x", 1:3))
println(isodd.(1:4))
println(typeof(isodd.(1:4)))
println(round.(Int, [1.4, 2.6]))
v = zeros(3)
v[2:3] .= 5
println(v)
println(ifelse.([true, false], 1, 2))
#= expect
[11 12; 23 24]
[1 2 3; 2 4 6]
(2, 3)
[1, 2, 3]
[3, 5]
[2.0, 3.0]
[1, 2]
["x1", "x2", "x3"]
Bool[1, 0, 1, 0]
BitVector
[1, 3]
[0.0, 5.0, 5.0]
[1, 2]
=#
