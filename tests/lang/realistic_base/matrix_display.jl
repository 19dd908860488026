# matrix display: output as Julia 1.11 prints it.
A = [1.0 -2.5 3.0; -4.25 5.0 -6.0]
display(A)
B = [1 2 3; 40 50 60; 700 800 900]
display(B)
display([1.5, -2.0, 3.25])
display([true false; false true])
display(zeros(2, 2))
display(["a" "bb"; "ccc" "d"])
display(Int[])
display(reshape(1:6, 2, 3))
display(1:5)
display(0.0:0.5:2.0)
M = [1 2; 3 4]
println(M)
show(M); println()
println(M', " ", transpose(M))
println(M * M, " ", M .+ 1)
println(size(A), " ", length(A), " ", ndims(A), " ", eltype(A))
#= expect
2×3 Matrix{Float64}:
  1.0   -2.5   3.0
 -4.25   5.0  -6.0
3×3 Matrix{Int64}:
   1    2    3
  40   50   60
 700  800  900
3-element Vector{Float64}:
  1.5
 -2.0
  3.25
2×2 Matrix{Bool}:
 1  0
 0  1
2×2 Matrix{Float64}:
 0.0  0.0
 0.0  0.0
2×2 Matrix{String}:
 "a"    "bb"
 "ccc"  "d"
Int64[]
2×3 reshape(::UnitRange{Int64}, 2, 3) with eltype Int64:
 1  3  5
 2  4  6
1:5
0.0:0.5:2.0
[1 2; 3 4]
[1 2; 3 4]
[1 3; 2 4] [1 3; 2 4]
[7 10; 15 22] [2 3; 4 5]
(2, 3) 6 2 Float64
=#
