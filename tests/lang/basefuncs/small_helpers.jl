# clamp!, cumsum!/cumprod!, copy!, invperm, popat!, nextprod, hasfield, isbits (a String
# is not bits), symdiff!.
v = [-3, 5, 12]
println(clamp!(v, 0, 10), " ", cumsum!(zeros(Int, 3), [1, 2, 3]), " ", cumprod!(zeros(Int, 3), [1, 2, 3]))
a = [1, 2]; copy!(a, [7, 8, 9]); println(a)
println(invperm([2, 3, 1]), " ", invperm([1]), " ", popat!([4, 5, 6], 2), " ", popat!([1], 5, :none))
try invperm([1, 1]) catch e; println(e) end
println(nextprod((2, 3), 105), " ", nextprod([2, 3, 5], 7), " ", nextprod([2], 1))
struct S; a::Int; b::String; end
println(hasfield(S, :a), " ", hasfield(S, :c), " ", isbits(1), " ", isbits("x"), " ", isbits((1, 2.0)))
s = Set([1, 2, 3]); symdiff!(s, [3, 4]); println(sort(collect(s)))
#= expect
[0, 5, 10] [1, 3, 6] [1, 2, 6]
[7, 8, 9]
[3, 1, 2] [1] 5 none
ArgumentError("argument is not a permutation")
108 8 1
true false true false true
[1, 2, 4]
=#
