# x^p with a literal p: hardware numbers multiply out; other types call their own ^
# (and inv(x)^n for a negative power), as Julia's literal_pow; an irrational is raised
# as a Float64.
struct Mod7
    v::Int
end
Base.:^(m::Mod7, n::Integer) = Mod7(powermod(m.v, n, 7))
Base.inv(m::Mod7) = Mod7(invmod(m.v, 7))
println(Mod7(3)^2, " ", Mod7(3)^5, " ", Mod7(3)^-1, " ", Mod7(3)^-2)
println(π^2, " ", π^3, " ", ℯ^2, " ", big(3)^2, " ", true^2, " ", 0x02^3, " ", (1 // 2)^-2, " ", 1.5f0^-1)
x = 3
println(x^2, " ", x^-2, " ", (1 + 2im)^2, " ", [1 2; 3 4]^2, " ", 2.0^-1)
#= expect
Mod7(2) Mod7(5) Mod7(5) Mod7(4)
9.869604401089358 31.006276680299816 7.38905609893065 9 true 8 4//1 0.6666667
9 0.1111111111111111 -3 + 4im [7 10; 15 22] 0.5
=#
