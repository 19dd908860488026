⊕(a, b) = mod(a + b, 7)
⊗(a::Vector, b::Vector) = [x * y for x in a, y in b]
println(3 ⊕ 5, " ", 1 ⊕ 2 ⊕ 6)
println([1, 2] ⊗ [3, 4, 5])
struct Mod7
    v::Int
end
Base.:+(a::Mod7, b::Mod7) = Mod7(mod(a.v + b.v, 7))
Base.:*(a::Mod7, b::Mod7) = Mod7(mod(a.v * b.v, 7))
Base.:-(a::Mod7) = Mod7(mod(-a.v, 7))
Base.:(==)(a::Mod7, b::Mod7) = a.v == b.v
println(Mod7(5) + Mod7(4), " ", Mod7(3) * Mod7(5), " ", -Mod7(2))
println(Mod7(1) == Mod7(8 - 7))
≈(1.0, 1.0 + 1e-12) && println("approx")
a → b = a => b
println(1 → 2)
x = [1, 2, 3]
x .+= 1
println(x, " ", x .^ 2, " ", x .÷ 2, " ", x .// 2)
#= expect
1 2
[3 4 5; 6 8 10]
Mod7(2) Mod7(1) Mod7(5)
true
approx
1 => 2
[2, 3, 4] [4, 9, 16] [1, 1, 2] Rational{Int64}[1//1, 3//2, 2//1]
=#
