# normalize multiplies by the norm's inverse, as Julia's LinearAlgebra (so [3.0, 4.0] gives
# 0.6000000000000001: 3 * 0.2 is a tie that rounds up), normalize!; logabsdet and logdet from the
# LU pivots (a negative determinant is a DomainError for logdet); eigmax, eigmin.
using LinearAlgebra
println(normalize([3.0, 4.0]), " ", normalize([3, 4]), " ", normalize([1.0, 2.0, 2.0]), " ", normalize([1.0, 1.0], 1))
v = [3.0, 4.0]; normalize!(v); println(v, " ", norm(normalize([1.0, 5.0, 7.0])))
println(logdet([2.0 1.0; 1.0 3.0]), " ", logabsdet([1.0 2.0; 3.0 4.0]), " ", logdet([4.0 0.0; 0.0 9.0]))
try
    logdet([1.0 2.0; 3.0 4.0])
catch e
    println(typeof(e))
end
println(eigmax([2.0 1.0; 1.0 2.0]), " ", eigmin([2.0 1.0; 1.0 2.0]))
#= expect
[0.6000000000000001, 0.8] [0.6000000000000001, 0.8] [0.3333333333333333, 0.6666666666666666, 0.6666666666666666] [0.5, 0.5]
[0.6000000000000001, 0.8] 0.9999999999999998
1.6094379124341005 (0.6931471805599455, -1.0) 3.58351893845611
DomainError
3.0 1.0
=#
