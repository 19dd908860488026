# x', adjoint and transpose wrap without copying, as Julia's LinearAlgebra
# does: a vector's adjoint is a 1×n row, so x' * y is a number, x * y' an
# outer product and x' * A a row again; text/plain shows the wrapper.
using LinearAlgebra

x = [1.0, 2.0, 3.0]
y = [1, 2, 3]
println(x' * x, " ", y' * y, " ", transpose(y) * y)
println(typeof(x'), " ", size(y'), " ", length(y'))
M = [1 2; 3 4; 5 6]
display(x' * M)
display(x * x')
A = [1 2; 3 4]
display(A')
display(transpose(y))
println(A' * A, " ", A'[1, 2], " ", A'[3])
println(x'' === x, " ", A' == [1 3; 2 4])
B = copy(A')
println(B, " ", typeof(B))
println(collect(y'), " ", sum(y'), " ", y' .+ [10, 20])
z = [1 + 2im, 3 - 1im]
println(z' * z)
try
    [1, 2]' * [1, 2, 3]
catch e
    println(sprint(showerror, e))
end
#= expect
14.0 14 14
Adjoint{Float64, Vector{Float64}} (1, 3) 3
1×2 adjoint(::Vector{Float64}) with eltype Float64:
 22.0  28.0
3×3 Matrix{Float64}:
 1.0  2.0  3.0
 2.0  4.0  6.0
 3.0  6.0  9.0
2×2 adjoint(::Matrix{Int64}) with eltype Int64:
 1  3
 2  4
1×3 transpose(::Vector{Int64}) with eltype Int64:
 1  2  3
[10 14; 14 20] 3 3
true true
[1 3; 2 4] Matrix{Int64}
[1 2 3] 6 [11 12 13; 21 22 23]
15 + 0im
DimensionMismatch: first array has length 2 which does not match the length of the second, 3.
=#
