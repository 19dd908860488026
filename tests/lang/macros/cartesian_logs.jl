# Base.Cartesian's @nexprs/@ntuple/@nref/@ncall, parentmodule, and Test's
# @test_logs.
using Base.Cartesian
using Test
using Logging

@nexprs 3 j -> (x_j = j * 10)
println(x_1, " ", x_2, " ", x_3)
println(@ntuple 4 i -> i^2)
println(@ntuple 1 i -> i)
y_1, y_2 = 5, 6
println(@ntuple 2 y)
A = reshape(1:8, 2, 2, 2)
i_1, i_2, i_3 = 2, 1, 2
println(@nref 3 A i)
println(@ncall 3 max 0 i)
function sum_first(v)
    s = 0
    Base.Cartesian.@nexprs 4 k -> (s += v[k])
    return s
end
println(sum_first([1, 2, 3, 4, 5]))
function pairs3()
    @nexprs 2 d -> (a_d = d; b_d = 2d)
    return (a_1, b_1, a_2, b_2)
end
println(pairs3())

module Outer
module Inner
f() = 1
end
end
println(parentmodule(Outer.Inner), " ", parentmodule(Outer), " ", parentmodule(Main))
println(parentmodule(Outer.Inner) === Outer, " ", parentmodule(Outer.Inner.f), " ",
        parentmodule(println), " ", parentmodule(Core))

function compute(x)
    @info "computing" x
    x > 1 && @warn "large input"
    return 2x
end
@testset "logs" begin
    @test_logs (:info, "computing") compute(1)
    @test_logs (:info, "computing") (:warn, "large input") compute(5)
    @test_logs (:info, r"^comp") (:warn,) compute(5)
    @test_logs (:warn, "large input") match_mode = :any compute(5)
    @test_logs min_level = Logging.Warn (:warn, "large input") compute(3)
    @test_logs (:info,) compute(0)
    @test (@test_logs (:info, "computing") compute(1)) == 2
    @test_logs (:debug, "hidden") min_level = Logging.Debug @debug "hidden"
end
#= expect
10 20 30
(1, 4, 9, 16)
(1,)
(5, 6)
6
2
10
(1, 2, 2, 4)
Main.Outer Main Main
true Main.Outer.Inner Base Core
Test Summary: | Pass  Total  Time
logs          |    9      9  <TIME>
=#
