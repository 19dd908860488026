# Base functions everyday programs reached: == of a user Number type, rational
# exponents, rational div/fld, BigInt digits/count_ones, N-d slicing, splice! with
# ranges, repr with a MIME, left division of numbers, bitstring of floats, ℯ^x,
# keys/values in text/plain, complex powers.
struct Money <: Number
    cents::Int
end
println(Money(5) == Money(5), " ", Money(5) == Money(6), " ", Money(1) != Money(2))
println(2^(1//2), " ", 4.0^(1//2), " ", (1//4)^(1//2), " ", div(7//2, 1//3), " ", fld(-7//2, 1//3), " ", cld(7//2, 1//3))
println(digits(big(1234)), " ", count_ones(big(255)), " ", ndigits(big(10)^30), " ", ndigits(big(5); pad = 3), " ", string(big(255); base = 16), " ", string(big(5); pad = 4), " ", string(-big(10); base = 2))
M = reshape(collect(1:24), 2, 3, 4)
println(M[:, :, 2], " ", M[1, :, 3], " ", M[:, 2, 4], " ", M[2, 3, :], " ", size(M[:, 1:2, [1, 3]]))
M[:, :, 1] .= 0
M[1, 1, 2:3] = [-1, -2]
println(sum(M), " ", M[1, 1, :])
v = collect(1:6)
r1 = splice!(v, 2:3)
println(r1, " ", v)
r2 = splice!(v, 1:2, [10, 20, 30])
println(r2, " ", v)
r3 = splice!(v, 2, [7, 8])
println(r3, " ", v)
println(repr(MIME("text/plain"), [1, 2]) == "2-element Vector{Int64}:\n 1\n 2", " ", repr("text/plain", 1.5))
println(10 \ 5, " ", 2 \ [4, 6], " ", bitstring(1.0), " ", bitstring(-2.0f0), " ", ℯ^2, " ", ℯ^1.5 == exp(1.5))
try
    ntuple(identity, -1)
catch e
    println(sprint(showerror, e))
end
d = Dict("a" => 1)
display(keys(d))
display(values(d))
println(summary(values(Dict{Int,Int}())))
println((2 + 0im)^0.5, " ", (1 + 2im)^2.0, " ", (-4 + 0im)^0.5, " ", 2^(0.5 + 0im), " ", (4 + 0im)^(1 // 2))
#= expect
true false true
1.4142135623730951 2.0 0.5 10 -11 11
BigInt[4, 3, 2, 1] 8 31 3 ff 0005 -1010
[7 9 11; 8 10 12] [13, 15, 17] [21, 22] [6, 12, 18, 24] (2, 2, 2)
256 [0, -1, -2, 19]
[2, 3] [1, 4, 5, 6]
[1, 4] [10, 20, 30, 5, 6]
20 [10, 7, 8, 30, 5, 6]
true 1.5
0.5 [2.0, 3.0] 0011111111110000000000000000000000000000000000000000000000000000 11000000000000000000000000000000 7.38905609893065 true
ArgumentError: tuple length should be ≥ 0, got -1
KeySet for a Dict{String, Int64} with 1 entry. Keys:
  "a"
ValueIterator for a Dict{String, Int64} with 1 entry. Values:
  1
ValueIterator for a Dict{Int64, Int64} with 0 entries
1.4142135623730951 + 0.0im -3.0 + 4.0im 0.0 + 2.0im 1.4142135623730951 + 0.0im 2.0 + 0.0im
=#
