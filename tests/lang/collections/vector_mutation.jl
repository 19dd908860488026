# Growing and shrinking vectors.
v = Int[]
push!(v, 1)
push!(v, 2, 3)
println(v)
println(pop!(v), " ", v)
pushfirst!(v, 0)
println(v)
println(popfirst!(v), " ", v)
insert!(v, 2, 99)
println(v)
deleteat!(v, 1)
println(v)
append!(v, [7, 8, 9])
println(v)
deleteat!(v, 2:3)
println(v)
resize!(v, 5)
println(length(v))
resize!(v, 2)
println(v)
empty!(v)
println(v, " ", length(v))
w = [3, 1, 2]
println(push!(w, 4) === w)
println(append!([1], [2], [3]))
x = [1, 2, 3]
y = x
push!(y, 4)
println(x)
#= expect
[1, 2, 3]
3 [1, 2]
[0, 1, 2]
0 [1, 2]
[1, 99, 2]
[99, 2]
[99, 2, 7, 8, 9]
[99, 8, 9]
5
[99, 8]
Int64[] 0
true
[1, 2, 3]
[1, 2, 3, 4]
=#
