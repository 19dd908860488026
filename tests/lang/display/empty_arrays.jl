# An empty matrix displays as its summary (2×0 Matrix{Int64}); an empty vector as Int64[].
display(zeros(Int, 2, 0))
display(Matrix{Float64}(undef, 0, 3))
display(Int[])
display(String[])
show(stdout, MIME"text/plain"(), zeros(0, 0)); println()
println(zeros(Int, 2, 0))
#= expect
2×0 Matrix{Int64}
0×3 Matrix{Float64}
Int64[]
String[]
0×0 Matrix{Float64}
Matrix{Int64}(undef, 2, 0)
=#
