# @test: comparisons pass their evaluated terms separately so Test can print
# "Evaluated: 1 == 2"; the display-friendly predicates pass their arguments;
# anything else passes the value. Every test receives its expression's text.
using Test
@test 1 + 1 == 2
@test a < b <= c
@test !(x == y)
@test isapprox(a, b; atol = 1e-6)
@test a ≈ b atol = 0.1
@test iseven(n)
@test T <: Integer
@test f(x) broken = true
@test_throws DomainError sqrt(-1.0)
@test_throws ArgumentError parse(Int, "x")
