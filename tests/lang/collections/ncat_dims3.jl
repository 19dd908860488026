# Array literals with `;;;` (and more semicolons) concatenate along dimension 3 (and up);
# each part between them is a literal of fewer dimensions.
T = [1;;; 2]
println(size(T), " ", typeof(T))
U = [1 2; 3 4;;; 5 6; 7 8]
println(size(U))
println([U[i, j, 2] for i in 1:2, j in 1:2])
println(U[2, 1, 1], " ", U[1, 2, 2])
println(U)
V = [1;;;; 2]
println(size(V))
W = cat([1 2; 3 4], [5 6; 7 8]; dims = 3)
println(W == U)
println(size(cat(1, 2, 3; dims = 4)))
X = [[1, 2];;; [3, 4]]
println(size(X), " ", vec(X))
Y = Float64[1 2;;; 3 4]
println(size(Y), " ", eltype(Y))
Z = [1
     2;;;
     3
     4]
println(size(Z))
display(U)
#= expect
(1, 1, 2) Array{Int64, 3}
(2, 2, 2)
[5 6; 7 8]
3 6
[1 2; 3 4;;; 5 6; 7 8]
(1, 1, 1, 2)
true
(1, 1, 1, 3)
(2, 1, 2) [1, 2, 3, 4]
(1, 2, 2) Float64
(2, 1, 2)
2×2×2 Array{Int64, 3}:
[:, :, 1] =
 1  2
 3  4

[:, :, 2] =
 5  6
 7  8
=#
