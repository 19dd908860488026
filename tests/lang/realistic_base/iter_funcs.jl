# iter funcs: output as Julia 1.11 prints it.
xs = [3, 1, 4, 1, 5, 9, 2, 6]
println(sum(xs), " ", prod(xs[1:3]), " ", length(xs), " ", sum(x -> x > 3, xs), " ", sum(xs) / length(xs))
squares = [x^2 for x in 1:5]
evens = [x for x in 1:10 if iseven(x)]
pairs2 = [(i, j) for i in 1:2 for j in 1:2]
grid = [i * j for i in 1:3, j in 1:3]
println(squares, " ", evens, " ", pairs2)
display(grid)
gen = (x * 2 for x in 1:3)
println(collect(gen), " ", sum(x * 2 for x in 1:3), " ", typeof(squares))
println(map(+, [1, 2], [10, 20]), " ", map(uppercase, ["a", "b"]), " ", broadcast(x -> x + 1, [1, 2]))
println([1, 2, 3] .* 2, " ", [1, 2] .+ [10 20], " ", sqrt.([4.0, 9.0]), " ", abs.([-1, 2]) .== 1)
d = Dict(i => i^2 for i in 1:3)
println(sort(collect(d)), " ", Dict(zip("ab", 1:2)) == Dict('a' => 1, 'b' => 2))
for (i, (a, b)) in enumerate(zip("xy", [true, false]))
    println(i, " ", a, " ", b)
end
println(reduce((a, b) -> a * b, ["a", "b", "c"]; init = ">"), " ", foldl((acc, x) -> acc + x, 1:4; init = 100))
println(first(xs, 3), " ", last(xs, 2), " ", xs[end], " ", xs[begin:2], " ", view(xs, 2:3))
println(Iterators.reverse([1, 2, 3]) |> collect, " ", collect(Iterators.enumerate("ab")), " ", collect(pairs((a = 1, b = 2))))
println(ntuple(i -> i^2, 4), " ", Tuple(1:3), " ", collect(1:2:9), " ", range(0, 1, length = 5))
println(length(1:0), " ", isempty(Int[]), " ", 3 in xs, " ", 7 ∉ xs, " ", count(==(1), xs), " ", findlast(==(1), xs))
#= expect
31 12 8 4 3.875
[1, 4, 9, 16, 25] [2, 4, 6, 8, 10] [(1, 1), (1, 2), (2, 1), (2, 2)]
3×3 Matrix{Int64}:
 1  2  3
 2  4  6
 3  6  9
[2, 4, 6] 12 Vector{Int64}
[11, 22] ["A", "B"] [2, 3]
[2, 4, 6] [11 21; 12 22] [2.0, 3.0] Bool[1, 0]
[1 => 1, 2 => 4, 3 => 9] true
1 x true
2 y false
>abc 110
[3, 1, 4] [2, 6] 6 [3, 1] [1, 4]
[3, 2, 1] [(1, 'a'), (2, 'b')] [:a => 1, :b => 2]
(1, 4, 9, 16) (1, 2, 3) [1, 3, 5, 7, 9] 0.0:0.25:1.0
0 true true true 2 4
=#
