# Exact arithmetic: a determinant by cofactor expansion over Rationals, BigInt.
function det_exact(M)
    n = size(M, 1)
    n == 1 && return M[1, 1]
    s = zero(eltype(M))
    for j in 1:n
        minor = M[2:end, [k for k in 1:n if k != j]]
        s += (-1)^(j + 1) * M[1, j] * det_exact(minor)
    end
    s
end
A = Rational{Int}[1//2 1//3; 1//4 1//5]
println(A, " ", det_exact(A), " ", typeof(det_exact(A)))
B = [2 0 1; 1 3 2; 1 1 1]
println(det_exact(B), " ", det_exact(big.(B) .^ 20) % 1000)
h = [1 // (i + j - 1) for i in 1:3, j in 1:3]
println(h, " ", det_exact(h), " ", sum(h))
println(1//3 + 1//6, " ", (2//3)^2, " ", inv(3//4), " ", 3//4 < 4//5, " ", Float64(1//3), " ", rationalize(0.125))
println(big(2)^100, " ", factorial(big(25)), " ", length(string(factorial(big(50)))), " ", gcd(big(2)^64, big(6)^20))
println(sum(digits(big(2)^1000)), " ", isqrt(big(10)^20), " ", powermod(3, 200, 1000), " ", invmod(3, 7))
x = big"1.5"
println(typeof(x), " ", x * 2)
#= expect
Rational{Int64}[1//2 1//3; 1//4 1//5] 1//60 Rational{Int64}
0 800
Rational{Int64}[1//1 1//2 1//3; 1//2 1//3 1//4; 1//3 1//4 1//5] 1//2160 37//10
1//2 4//9 4//3 true 0.3333333333333333 1//8
1267650600228229401496703205376 15511210043330985984000000 65 1048576
1366 10000000000 1 5
BigFloat 3.0
=#
