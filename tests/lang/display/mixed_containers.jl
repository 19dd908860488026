# display of the containers real programs show.
display([1 2 3; 4 5 6])
display([1.5, -2.25, 3.0])
display(Dict("one" => 1))
display(Set([7]))
display(1:5)
display((1, "two", 3.0))
display("text")
display(:sym)
display([true, false])
display(reshape(1:6, 2, 3) .* 1.0)
display(["a", "bc"])
display([1//2, 3//4])
display(Int[])
display(zeros(Int, 2, 0))
display(nothing)
display(3 + 4im)
display([(1, 2), (3, 4)])
display(1 => "x")
x = [1.0 NaN; Inf -0.5]
display(x)
#= expect
2×3 Matrix{Int64}:
 1  2  3
 4  5  6
3-element Vector{Float64}:
  1.5
 -2.25
  3.0
Dict{String, Int64} with 1 entry:
  "one" => 1
Set{Int64} with 1 element:
  7
1:5
(1, "two", 3.0)
"text"
:sym
2-element Vector{Bool}:
 1
 0
2×3 Matrix{Float64}:
 1.0  3.0  5.0
 2.0  4.0  6.0
2-element Vector{String}:
 "a"
 "bc"
2-element Vector{Rational{Int64}}:
 1//2
 3//4
Int64[]
2×0 Matrix{Int64}
nothing
3 + 4im
2-element Vector{Tuple{Int64, Int64}}:
 (1, 2)
 (3, 4)
1 => "x"
2×2 Matrix{Float64}:
  1.0  NaN
 Inf    -0.5
=#
