# display / show(io, MIME"text/plain"(), x): summaries and aligned columns.
display([1 2 3; 4 5 6])
show(stdout, MIME"text/plain"(), [1.5 2.0; -3.25 4.0])
println()
display([1 100; -5 7])
display([1, 2, 3])
display([1.0, 2.5])
display([1/3, 10.5])
display(["a", "bb"])
display(["a" "bb"; "ccc" "d"])
display([true false; false true])
display([1/3 2.0; 1e10 -0.5])
display([1 + 2im, 3 - 4im])
display([1//2, 3//4])
display(zeros(2, 2))
display(reshape(collect(1:8), 2, 2, 2))
display(Int[])
display(Any[1, "a", :b])
display([[1, 2], [3]])
display(fill(7, 1, 1))
#= expect
2×3 Matrix{Int64}:
 1  2  3
 4  5  6
2×2 Matrix{Float64}:
  1.5   2.0
 -3.25  4.0
2×2 Matrix{Int64}:
  1  100
 -5    7
3-element Vector{Int64}:
 1
 2
 3
2-element Vector{Float64}:
 1.0
 2.5
2-element Vector{Float64}:
  0.3333333333333333
 10.5
2-element Vector{String}:
 "a"
 "bb"
2×2 Matrix{String}:
 "a"    "bb"
 "ccc"  "d"
2×2 Matrix{Bool}:
 1  0
 0  1
2×2 Matrix{Float64}:
 0.333333   2.0
 1.0e10    -0.5
2-element Vector{Complex{Int64}}:
 1 + 2im
 3 - 4im
2-element Vector{Rational{Int64}}:
 1//2
 3//4
2×2 Matrix{Float64}:
 0.0  0.0
 0.0  0.0
2×2×2 Array{Int64, 3}:
[:, :, 1] =
 1  3
 2  4

[:, :, 2] =
 5  7
 6  8
Int64[]
3-element Vector{Any}:
 1
  "a"
  :b
2-element Vector{Vector{Int64}}:
 [1, 2]
 [3]
1×1 Matrix{Int64}:
 7
=#
