# Set operations. Sets are unordered, so contents are printed sorted.
s = Set([3, 1, 2, 3])
println(length(s))
println(2 in s, " ", 5 in s)
push!(s, 10)
println(sort(collect(s)))
delete!(s, 1)
println(sort(collect(s)))
a = Set([1, 2, 3])
b = Set([2, 3, 4])
println(sort(collect(union(a, b))))
println(sort(collect(intersect(a, b))))
println(sort(collect(setdiff(a, b))))
println(issubset(Set([2]), a), " ", Set([1, 2]) == Set([2, 1]))
println(Set([7]))
println(typeof(s))
println(isempty(Set{Int}()))
chars = Set("hello")
println(length(chars), " ", 'l' in chars)
println(sort(collect(chars)))
println(union([1, 2], [2, 3]))
println(intersect([1, 2, 3], [3, 2]))
println(setdiff([1, 2, 3, 2], [2]))
seen = Set{String}()
for w in ["a", "b", "a", "c", "b"]
    push!(seen, w)
end
println(length(seen))
#= expect
3
true false
[1, 2, 3, 10]
[2, 3, 10]
[1, 2, 3, 4]
[2, 3]
[1]
true true
Set([7])
Set{Int64}
true
4 true
['e', 'h', 'l', 'o']
[1, 2, 3]
[2, 3]
[1, 3]
3
=#
