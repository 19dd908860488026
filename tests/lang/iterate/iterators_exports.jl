# `using Base.Iterators` brings Julia's exported names (countfrom, take, drop, cycle,
# partition, flatten, product, ...); Iterators.Stateful; eltype of a zip.
using Base.Iterators
println(collect(take(countfrom(5, 2), 4)), " ", collect(drop(1:6, 4)), " ", collect(take(cycle([1, 2]), 5)))
println(collect(takewhile(x -> x < 4, 1:10)), " ", collect(dropwhile(x -> x < 8, 1:10)))
println(collect(flatten([[1, 2], [3], Int[]])), " ", collect(repeated("x", 3)), " ", sum(take(countfrom(1), 100)))
println(collect(partition(1:7, 3)), " ", vec(collect(product(1:2, 1:2))), " ", collect(rest(1:4, 2)))
println(collect(flatmap(n -> 1:n, 1:3)))
it = Iterators.Stateful([1, 2, 3, 4])
println(popfirst!(it), " ", isempty(it), " ", length(it))
for x in it
    x == 3 && break
    println("saw ", x)
end
println(collect(it), " ", isempty(it))
try popfirst!(it) catch e; println(typeof(e)) end
s = Iterators.Stateful("abc")
println(first(s), " ", collect(s))
println(eltype(zip(1:2, "ab")), " ", eltype(zip([1.5], [:a], [true])), " ", eltype(enumerate("ab")))
#= expect
[5, 7, 9, 11] [5, 6] [1, 2, 1, 2, 1]
[1, 2, 3] [8, 9, 10]
[1, 2, 3] ["x", "x", "x"] 5050
UnitRange{Int64}[1:3, 4:6, 7:7] [(1, 1), (2, 1), (1, 2), (2, 2)] [3, 4]
[1, 1, 2, 1, 2, 3]
1 false 3
saw 2
[4] true
EOFError
a ['b', 'c']
Tuple{Int64, Char} Tuple{Float64, Symbol, Bool} Tuple{Int64, Char}
=#
