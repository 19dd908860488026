# sorting collections: output as Julia 1.11 prints it.
v = [5, 3, 8, 1, 9, 2]
println(sort(v), " ", sort(v, rev = true), " ", sortperm(v), " ", partialsort(v, 2), " ", partialsort(v, 1:3))
words = ["banana", "Apple", "cherry", "date"]
println(sort(words), " ", sort(words, by = lowercase), " ", sort(words, by = length), " ", sort(words, lt = (a, b) -> length(a) > length(b)))
w = copy(words); sort!(w, by = x -> x[end]); println(w)
println(unique([1, 2, 2, 3, 1]), " ", count(iseven, v), " ", count(>(4), v), " ", accumulate(+, 1:5), " ", cumsum([1, 2, 3]))
println(foldl(-, 1:4), " ", foldr(-, 1:4), " ", reduce(*, 1:5), " ", mapreduce(x -> x^2, +, 1:4), " ", sum(abs2, [-1, 2]))
println(collect(zip(1:3, "abc")), " ", collect(enumerate(["x", "y"])))
println(maximum(v), " ", minimum(v), " ", extrema(v), " ", argmax(v), " ", argmin(v), " ", findmax(v), " ", findmin(v))
println(filter(isodd, v), " ", map(x -> 2x, v), " ", any(>(8), v), " ", all(>(0), v), " ", findall(>(4), v))
println(collect(Iterators.take(Iterators.cycle([1, 2]), 5)), " ", collect(Iterators.flatten([[1, 2], [3]])))
println(collect(Iterators.partition(1:7, 3)), " ", collect(Iterators.product(1:2, 'a':'b')))
println(collect(Iterators.drop(1:5, 2)), " ", collect(Iterators.takewhile(<(3), 1:10)), " ", first(Iterators.dropwhile(<(3), 1:10)))
println(vcat([1, 2], [3]), " ", hcat([1, 2], [3, 4]), " ", reverse([1, 2, 3]), " ", circshift([1, 2, 3, 4], 1))
d = Dict{String, Int}()
for w in split("the cat and the hat and the bat")
    d[w] = get(d, w, 0) + 1
end
for (k, c) in sort(collect(d), by = p -> (-p.second, p.first))
    println(k, ": ", c)
end
println(sort(collect(d), by = last, rev = true)[1])
println(keys(Dict(1 => 2)), " ", values(Dict(:a => 1)), " ", haskey(d, "cat"), " ", get(d, "dog", 0))
s1 = Set([1, 2, 3]); s2 = Set([2, 3, 4])
println(sort(collect(union(s1, s2))), " ", sort(collect(intersect(s1, s2))), " ", sort(collect(setdiff(s1, s2))), " ", issubset(Set([2]), s1))
st = [3, 1, 2]; push!(st, 4); pushfirst!(st, 0); println(st, " ", pop!(st), " ", popfirst!(st), " ", st)
insert!(st, 2, 9); deleteat!(st, 1); println(st, " ", splice!(st, 2), " ", st, " ", append!(st, [7, 7]))
println(searchsortedfirst([1, 3, 5], 4), " ", issorted([1, 2, 2]), " ", sum([]; init = 0), " ", prod(Int[]))
#= expect
[1, 2, 3, 5, 8, 9] [9, 8, 5, 3, 2, 1] [4, 6, 2, 1, 3, 5] 2 [1, 2, 3]
["Apple", "banana", "cherry", "date"] ["Apple", "banana", "cherry", "date"] ["date", "Apple", "banana", "cherry"] ["banana", "cherry", "Apple", "date"]
["banana", "Apple", "date", "cherry"]
[1, 2, 3] 2 3 [1, 3, 6, 10, 15] [1, 3, 6]
-8 -2 120 30 5
[(1, 'a'), (2, 'b'), (3, 'c')] [(1, "x"), (2, "y")]
9 1 (1, 9) 5 4 (9, 5) (1, 4)
[5, 3, 1, 9] [10, 6, 16, 2, 18, 4] true true [1, 3, 5]
[1, 2, 1, 2, 1] [1, 2, 3]
UnitRange{Int64}[1:3, 4:6, 7:7] [(1, 'a') (1, 'b'); (2, 'a') (2, 'b')]
[3, 4, 5] [1, 2] 3
[1, 2, 3] [1 3; 2 4] [3, 2, 1] [4, 1, 2, 3]
the: 3
and: 2
bat: 1
cat: 1
hat: 1
"the" => 3
[1] [1] true 0
[1, 2, 3, 4] [2, 3] [1] true
[3, 1, 2] 4 0 [3, 1, 2]
[9, 2, 7, 7] 1 [9, 2, 7, 7] [9, 2, 7, 7]
3 true 0 1
=#
