# Broadcasting: dotted operators, .=, @., Ref, dotted comparisons and keyword dot calls
x = [1.0, 2.0, 3.0, 4.0]
y = similar(x)
y .= x .^ 2 .+ 1
println(y)
@. y = 2x + 1
println(y)
z = @. sqrt(abs(x - 2.5))
println(z)
A = [1 2; 3 4]
println(A .+ [10, 20], " ", A .* [1 10], " ", A .== 2)
println(1 .<= [0, 1, 2, 3] .< 3)
println([1, 2, 3] .// 2, " ", [7, 8, 9] .÷ 2, " ", [7, 8, 9] .% 3)
println(max.([1, 5, 3], 2), " ", min.(x, 2.5))
println(round.(x ./ 3; digits = 2))
println(string.("x", 1:3), " ", uppercase.(["a", "b"]), " ", length.(["ab", "cde"]))
println(in.([1, 5], Ref([1, 2, 3])), " ", [1, 2] .+ Ref(10))
println(isodd.(1:5), " ", count(iszero.(A .- 1)))
v = collect(1:6)
v[v .> 3] .= 0
println(v)
m = zeros(Int, 2, 3)
m[1, :] .= 7
m[:, 3] .+= [1, 2]
println(m)
f(a, b) = a * 10 + b
println(f.([1, 2], [3, 4]), " ", f.(1:2, (1:3)'))
println(.-[1, 2], " ", .![true, false], " ", [1, 2] .=> ["a", "b"])
println(ifelse.([true, false, true], 1, -1), " ", clamp.([-5, 0, 5], -1, 1))
s = [1, 2, 3]
s .*= 2
println(s, " ", sum(s .^ 2), " ", [1, 2, 3]' .* [1, 2])
println(map(+, [1, 2], [10, 20]) == [1, 2] .+ [10, 20])
bs = BitVector([true, false, true])
println(bs .& [true, true, false], " ", bs .| false, " ", xor.(bs, true))
println(broadcast(+, 1, [1, 2]), " ", (1:3) .* 2, " ", typeof((1:3) .+ 1))
parse_all(strs) = parse.(Int, strs; base = 16)
println(parse_all(["ff", "10"]))
println(tuple.(1:2, 'a':'b'), " ", getindex.([[1, 2], [3, 4]], 2))
#= expect
[2.0, 5.0, 10.0, 17.0]
[3.0, 5.0, 7.0, 9.0]
[1.224744871391589, 0.7071067811865476, 0.7071067811865476, 1.224744871391589]
[11 12; 23 24] [1 20; 3 40] Bool[0 1; 0 0]
Bool[0, 1, 1, 0]
Rational{Int64}[1//2, 1//1, 3//2] [3, 4, 4] [1, 2, 0]
[2, 5, 3] [1.0, 2.0, 2.5, 2.5]
[0.33, 0.67, 1.0, 1.33]
["x1", "x2", "x3"] ["A", "B"] [2, 3]
Bool[1, 0] [11, 12]
Bool[1, 0, 1, 0, 1] 1
[1, 2, 3, 0, 0, 0]
[7 7 8; 0 0 2]
[13, 24] [11 12 13; 21 22 23]
[-1, -2] Bool[0, 1] [1 => "a", 2 => "b"]
[1, -1, 1] [-1, 0, 1]
[2, 4, 6] 56 [1 2 3; 2 4 6]
true
Bool[1, 0, 0] Bool[1, 0, 1] Bool[0, 1, 0]
[2, 3] 2:2:6 UnitRange{Int64}
[255, 16]
[(1, 'a'), (2, 'b')] [2, 4]
=#
