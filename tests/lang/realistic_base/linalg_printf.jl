# linalg printf: output as Julia 1.11 prints it.
using LinearAlgebra, Printf
A = [2.0 1.0; 1.0 3.0]
b = [3.0, 5.0]
println(dot([1, 2, 3], [4, 5, 6]), " ", norm([3.0, 4.0]), " ", det(A), " ", tr(A))
println(round.(inv(A), digits = 10))
println(A \ b)
println(eigvals([2.0 0.0; 0.0 3.0]), " ", round.(eigvals(Symmetric([2.0 1.0; 1.0 2.0])), digits = 10))
println(Matrix{Int}(I, 2, 2), " ", A * I == A, " ", transpose([1, 2]), " ", [1, 2]' * [3, 4])
display(A * A)
println(norm([1, 1], 1), " ", norm([1, -2], Inf), " ", cross([1, 0, 0], [0, 1, 0]), " ", diag([1 2; 3 4]))
@printf("%5d|%-5d|%05d|%+d\n", 42, 42, 42, 42)
@printf("%.3f %8.2f %-8.2f| %e %.2e\n", pi, 2.5, 2.5, 12345.678, 0.000123)
@printf("%s %10s %-10s| %c %x %X %o %%\n", "hi", "right", "left", 'Z', 255, 255, 8)
@printf("%g %g %g %.3g\n", 0.0001, 1e7, 123.456, 2.0 / 3)
s = @sprintf("%08.3f|%+.1f|% d", -3.14159, 2.0, 5)
println(s, " ", length(s))
@printf("%d items at %.2f each = %.2f total\n", 3, 1.5, 4.5)
for (name, score) in [("alice", 93.5), ("bob", 8.5)]
    @printf("%-8s %6.1f\n", name, score)
end
println(big(2)^64, " ", factorial(big(25)), " ", gcd(12, 18), " ", lcm(4, 6), " ", powermod(3, 100, 7))
#= expect
32 5.0 5.0 5.0
[0.6 -0.2; -0.2 0.4]
[0.8, 1.4]
[2.0, 3.0] [1.0, 3.0]
[1 0; 0 1] true [1 2] 11
2×2 Matrix{Float64}:
 5.0   5.0
 5.0  10.0
2.0 2.0 [0, 0, 1] [1, 4]
   42|42   |00042|+42
3.142     2.50 2.50    | 1.234568e+04 1.23e-04
hi      right left      | Z ff FF 10 %
0.0001 1e+07 123.456 0.667
-003.142|+2.0| 5 16
3 items at 1.50 each = 4.50 total
alice      93.5
bob         8.5
18446744073709551616 15511210043330985984000000 6 12 4
=#
